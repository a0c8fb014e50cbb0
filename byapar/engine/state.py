"""The table's state and its primitive changes: players, owners, buildings, mortgages, decks,
the bank's flows, loans, bail cards and the turn's counters, in one class.

Every field is declared once below with how a copy takes it (`clone`) and whether a save keeps
it (`save.py` reads `saved_fields()`), so a new field can't be forgotten by either. The changes
(`transfer`, `give`, `set_level`, `set_mortgaged`, `set_loan`, bail cards, jail, `put_token`)
keep the table's invariants and each tells its new value by a fact event. The rule topics
(building.py, debts.py, ...) read and change the table through this API only; `Game` (game.py)
adds the decisions on top: `apply`, the legal actions, `why_not`, undo and saves.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from typing import Any, Self

from . import actions as A
from . import events as E
from . import schema as S
from . import tasks as T
from .edition import Edition, Rules, Square
from .errors import IllegalAction
from .events import POT
from .kinds import JAIL, ROLL, Pay, PayReason
from .money import gst as _gst
from .money import half_down, percent_up, repayment
from .settings import Settings
from .table import BANK, MAX_TRADE_OFFERS, Auction, Pending, Player, new_record
from .when import WHEN

_Copy = Callable[[Any], Any]


def _field(copy: _Copy | None = None, saved: bool = True, key: str | None = None) -> Any:
    """A field of the table: `copy` makes a clone's own value (None: the value is shared, being
    immutable or the edition's); `saved` says a save keeps it, under `key` (default: its name)."""
    return field(metadata={"copy": copy, "saved": saved, "key": key})


def _players(players: list[Player]) -> list[Player]:
    return [p.copy() for p in players]


def _decks(decks: dict[str, deque[int]]) -> dict[str, deque[int]]:
    return {k: deque(v) for k, v in decks.items()}


def _auction(auction: Auction | None) -> Auction | None:
    return auction.copy() if auction is not None else None


def _rows(rows: list[list[int]]) -> list[list[int]]:
    return [list(r) for r in rows]


def _no_undo(undo: Any) -> None:
    return None


def _sets(sets: list[set[int]]) -> list[set[int]]:
    return [set(s) for s in sets]


@dataclass(init=False, repr=False, eq=False)
class TableState(ABC):
    """The table: what a save holds and a copy copies, with the changes that keep it whole."""

    # saved, in the order a save writes them
    seed: int = _field()
    rng: random.Random = _field()  # copied by clone itself: a copy may be reseeded instead
    script: list[tuple[int, int]] = _field(list)  # the scripted dice still to throw
    scripted: bool = _field()
    players: list[Player] = _field(_players)
    initial_money: int = _field()
    owners: list[int | None] = _field(list, key="_owner")  # saved under the names they first had
    levels: list[int] = _field(list, key="_level")
    mortgages: list[bool] = _field(list, key="_mortgaged")
    decks: dict[str, deque[int]] = _field(_decks)
    pot: int = _field()
    bank_net: int = _field()  # money the bank has paid out minus what it has taken in
    current: int = _field()
    round: int = _field()
    doubles: int = _field()  # doubles thrown this turn
    extra_throw: bool = _field()
    offers_made: int = _field()
    dice: tuple[int, int] = _field()
    tasks: deque[T.Task] = _field(deque)  # task records (tasks.py), run in order
    auction: Auction | None = _field(_auction)
    offer: A.Offer | None = _field()
    resume: Pending | None = _field()  # the decision a trade offer interrupted
    over: bool = _field()
    winners: tuple[int, ...] = _field()
    history: list[str] = _field(list)
    rolls: int = _field()
    landings: list[int] = _field(list)
    jail_landings: int = _field()  # throws that ended in jail rather than on a square
    worth_history: list[list[int]] = _field(_rows)
    pending: Pending = _field()
    # the other editions' state
    first: int = _field()  # the seat that opened the game: rounds are counted from it
    lapped: list[bool] = _field(list)  # has passed Start at least once
    started: list[bool] = _field(list)  # has thrown the twelve that leaves Start
    loans: list[int] = _field(list)  # a bank loan outstanding, before interest
    fee_paid: set[int] = _field(set)  # mortgaged places received with their fee paid this turn
    bumped: set[int] = _field(set)  # players already bumped back during this move
    salary_hold: list[int] = _field(list)  # 1: this turn's move earns no salary (the fine was paid)
    building_auction: bool = _field()  # the running auction sells one building, not a place
    # ending a game early
    humans: list[bool] = _field(list)  # which seats people play
    voters: list[int] = _field(list)  # seats still to answer a proposal to end (after the pending one)
    end_asked: bool = _field()  # an ending was proposed this turn (one proposal a turn)
    # Finance: offers out of turn, and a creditor's choice of lots
    offers_by: list[int] = _field(list)  # offers made this turn by players other than the one whose turn it is
    estate: list[tuple[int, int, bool]] = _field(list)  # (lot, level, mortgaged) a creditor chooses among
    out_order: list[int] = _field(list)  # seats in the order they went bankrupt or resigned
    # not saved: rebuilt on load (derive), or what happened since the last action
    owned: list[set[int]] = _field(_sets, saved=False)  # each player's squares, from owners
    events: list[E.Event] = _field(list, saved=False)
    edition: Edition = _field(saved=False)
    squares: tuple[Square, ...] = _field(saved=False)  # the edition's: read on every move, one lookup not two
    tables: EditionTables = _field(saved=False)
    settings: Settings = _field(saved=False)
    raisable_memo: tuple[Auction | None, dict[int, int]] = _field(saved=False)  # see buying.bidder_raisable
    _undo: list[tuple[int, Any]] | None = _field(_no_undo, saved=False)  # a copy keeps no undo points

    # ----- reading the table -------------------------------------------------------------

    def owner(self, square: int) -> int | None:
        return self.owners[square]

    def buildings(self, square: int) -> int:
        return self.levels[square]

    def is_mortgaged(self, square: int) -> bool:
        return self.mortgages[square]

    def active_players(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if not p.bankrupt]

    def owns_group(self, player: int, square: int) -> bool:
        """Whether `player` holds enough of the group to build there and double its rent."""
        owner = self.owners
        members = self.tables.group[square] or self.edition.groups[self.squares[square].group]
        if self.edition.rules.group_sites:
            return sum(1 for m in members if owner[m] == player) >= sites_needed(self, members)
        for m in members:  # a plain loop rather than all() over a generator: asked at every rent
            if owner[m] != player:
                return False
        return True

    def rent(self, square: int, dice_total: int | None = None, multiplier: int = 1) -> int:
        """What stopping on `square` costs now (0 if nobody owns it or it is mortgaged)."""
        owner = self.owners[square]
        if owner is None or self.mortgages[square]:
            return 0
        sq = self.squares[square]
        if sq.kind == S.PLACE:
            level = self.levels[square]
            if level:
                return sq.rents[level] * multiplier
            return sq.rents[0] * (2 if self.owns_group(owner, square) else 1) * multiplier
        owners = self.owners
        count = [owners[m] for m in self.tables.group[square] or self.edition.groups[sq.group]].count(owner)
        if sq.kind == S.TRANSPORT:
            return sq.rents[count - 1] * multiplier
        total = sum(self.dice) if dice_total is None else dice_total
        return sq.multipliers[count - 1] * total * multiplier

    def mortgage_value(self, square: int) -> int:
        return self.tables.value[square]  # half_down of the price, from the edition's table

    def lift_cost(self, square: int) -> int:
        """The mortgage's value and its interest, from the edition's table (EditionTables.lift)."""
        if square in self.fee_paid:  # its interest was paid as the fee this turn
            return self.tables.value[square]
        return self.tables.lift[square]

    def building_sale(self, square: int) -> int:
        """What the bank pays for one building step on `square`."""
        return half_down(self.squares[square].house_cost)

    def raisable(self, player: int) -> int:
        """Cash a player could raise by selling every building and mortgaging every place."""
        t = self.tables
        if t.general:
            return raisable_general(self, player)
        level, mortgaged, sale, value = self.levels, self.mortgages, t.building_sale, t.value
        total = 0
        for s in self.owned[player]:  # a plain loop, as in worth: asked by every debt and bid
            if level[s]:
                total += level[s] * sale[s]
            if not mortgaged[s]:
                total += value[s]
        return total

    def worth(self, player: int) -> int:
        """Cash + each place at its price (half if mortgaged) + buildings at what they cost: the
        sum of worth_parts in one pass (asked every round and by look-aheads; tests pin the two)."""
        p = self.players[player]
        if p.bankrupt:
            return 0
        t = self.tables
        level, mortgaged, price, cost, floor = self.levels, self.mortgages, t.price, t.house_cost, t.floor
        total = p.cash - self.loan_cost(player) if self.loans[player] else p.cash
        for s in self.owned[player]:  # a plain loop: twice as quick as sum() over a generator
            total += price[s] // 2 if mortgaged[s] else price[s]
            if level[s] != floor[s]:
                total += (level[s] - floor[s]) * cost[s]
        return total

    def worth_parts(self, player: int) -> tuple[int, int, int]:
        """Worth's three parts: cash less a bank loan and its interest, the places at their price
        (half if mortgaged), the buildings at what they cost (Finance's ownership house is none)."""
        p = self.players[player]
        if p.bankrupt:
            return 0, 0, 0
        t = self.tables
        level, mortgaged, price, cost, floor = self.levels, self.mortgages, t.price, t.house_cost, t.floor
        owned = self.owned[player]
        places = sum(price[s] // 2 if mortgaged[s] else price[s] for s in owned)
        buildings = sum((level[s] - floor[s]) * cost[s] for s in owned)
        return p.cash - self.loan_cost(player), places, buildings

    def standings(self) -> list[tuple[int, int]]:
        """(player, worth): those still playing richest first, equal worth broken by cash; then
        those out, the last to go out first (who outlasted whom)."""
        out = self.out_order
        order = sorted(range(len(self.players)), reverse=True,
                       key=lambda i: (not self.players[i].bankrupt, out.index(i) if i in out else -1,
                                      self.worth(i), self.players[i].cash))
        return [(i, self.worth(i)) for i in order]

    def bank_supply(self) -> tuple[int | None, int | None]:
        """Houses and hotels left in the bank (None where the edition sets no limit)."""
        rules = self.edition.rules
        houses = hotels = None
        levels = self.levels  # counted with list.count and sum, in C: asked at every build check
        at_hotel = levels.count(rules.max_level) if rules.hotel else 0
        if rules.house_limit:
            markers = 1 if rules.ownership_markers else 0  # a lot's first house is its owner's marker
            built = len(levels) - levels.count(0) - at_hotel  # places with houses, not a hotel
            houses = rules.house_limit - (sum(levels) - at_hotel * rules.max_level - markers * built)
        if rules.hotel_limit and rules.hotel:
            hotels = rules.hotel_limit - at_hotel
        return houses, hotels

    # ----- the other editions' money: GST, loans, markers, transfer fees ------------------------
    def gst(self, amount: int) -> int:
        """The goods and services tax on an amount (0 where the edition has none)."""
        rules = self.edition.rules
        return _gst(amount, rules.gst_percent, rules.gst_step) if rules.gst_percent else 0

    def pay_gst(self, p: int, amount: int, square: int | None = None) -> None:
        if self.edition.rules.gst_percent:  # no tax, no payment: Finance builds and buys often
            self.transfer(p, BANK, self.gst(amount), Pay.GST, square)

    def marker_floor(self, s: int) -> int:
        """Building steps that can't be sold on their own: the ownership house of an owned lot."""
        rules = self.edition.rules
        return 1 if rules.ownership_markers and self.owners[s] is not None and self.squares[s].kind == S.PLACE else 0

    def loan_cost(self, p: int) -> int:
        """What repaying `p`'s bank loan costs now: the loan plus the interest."""
        return repayment(self.loans[p], self.edition.rules.mortgage_interest_percent)

    def place_sale(self, s: int) -> int:
        """What the bank pays for a place and its buildings (before GST)."""
        sq = self.squares[s]
        return half_down(sq.price) + (self.levels[s] - self.marker_floor(s)) * half_down(sq.house_cost)

    def may_buy(self, p: int, s: int) -> bool:
        """Whether `p` can buy `s` from the bank at its price now."""
        price = self.squares[s].price
        rules = self.edition.rules
        if not (rules.gst_percent or rules.ownership_markers):  # no tax on it and no lot limit
            return self.players[p].cash >= price
        return self.players[p].cash >= price + self.gst(price) and not markers_full(self, p, s)

    def transfer_fee(self, s: int) -> int:
        """The fee on a mortgaged place changing hands (0 where the edition has none)."""
        percent = self.edition.rules.mortgage_transfer_percent
        return percent_up(self.mortgage_value(s), percent) if percent and self.mortgages[s] else 0

    def lots_left(self, p: int) -> int | None:
        """Ownership houses `p` has left for more lots (Finance); None where the edition has none."""
        return lots_left_among(self.edition, self.owned[p])

    def offers_left(self, player: int) -> int:
        """Trade offers `player` may still make this turn (the turn's player shares them with counters)."""
        return max(0, MAX_TRADE_OFFERS - offers_used(self, player))

    # ----- the pending decision --------------------------------------------------------------------

    @abstractmethod
    def legal_actions(self, player: int | None = None) -> list[A.Action]:
        """What `player` (default: the pending one) may do now: the game's rules say (game.py)."""

    def expect(self, action: type[A.Action]) -> int:
        """The pending player, who takes `action`; refused unless the decision allows it (WHEN)."""
        if self.pending.kind not in WHEN[action]:
            raise self.wrong_time()
        return self.pending.player

    def wrong_time(self) -> IllegalAction:
        """The refusal of an action that isn't one of the pending decision's: what it waits for."""
        pend = self.pending
        return IllegalAction(f"wait-{pend.kind}", player=pend.player, kind=pend.kind)

    def turn_decision(self, p: int) -> Pending:
        """The decision that opens `p`'s turn: a throw, or a throw from jail."""
        return new_record(Pending, (p, JAIL if self.players[p].in_jail else ROLL, None, 0, None))

    # ----- changing the table: each change here, told by a fact event with its new value -------

    def sink(self) -> int | None:
        """Where taxes, fines and card payments go: the pot when that setting is on."""
        return POT if self.settings.chautari_pot else BANK

    def transfer(self, payer: int | None, payee: int | None, amount: int, reason: PayReason,
                  square: int | None = None) -> None:
        if amount <= 0:
            return
        if payer is BANK:
            self.bank_net += amount
        elif payer == POT:
            self.pot -= amount
        else:
            self.players[payer].cash -= amount
        if payee is BANK:
            self.bank_net -= amount
        elif payee == POT:
            self.pot += amount
        else:
            self.players[payee].cash += amount
        self.events.append(new_record(E.Paid, (payer, payee, amount, reason, square)))

    def give(self, s: int, p: int | None) -> None:
        """`s` to `p` (None: back to the bank)."""
        old = self.owners[s]
        if old is not None:
            self.owned[old].discard(s)
        self.owners[s] = p
        if p is not None:
            self.owned[p].add(s)
        self.events.append(new_record(E.OwnerChanged, (s, p)))
        if self.edition.rules.ownership_markers and self.squares[s].kind == S.PLACE:
            # the owner's coloured house marks the lot: it comes and goes with the owner
            self.set_level(s, 0 if p is None else max(1, self.levels[s]))

    def set_level(self, s: int, level: int) -> None:
        if self.levels[s] != level:
            self.levels[s] = level
            self.events.append(new_record(E.LevelChanged, (s, level)))

    def set_mortgaged(self, s: int, mortgaged: bool) -> None:
        if self.mortgages[s] != mortgaged:
            self.mortgages[s] = mortgaged
            self.events.append(new_record(E.MortgageChanged, (s, mortgaged)))

    def to_bank(self, s: int) -> None:
        """`s` back to the bank bare: no owner, no buildings, no mortgage."""
        self.set_mortgaged(s, False)
        self.give(s, None)
        self.set_level(s, 0)

    def set_loan(self, p: int, loan: int) -> None:
        if self.loans[p] != loan:
            self.loans[p] = loan
            self.events.append(E.LoanChanged(p, loan))

    def add_bail_card(self, p: int, deck: str) -> None:
        held = self.players[p].bail_cards
        held.append(deck)
        self.events.append(E.BailCardsChanged(p, tuple(held)))

    def take_bail_card(self, p: int, deck: str | None = None) -> str:
        """Take `p`'s bail card from `deck` (default: the oldest held) and name its deck."""
        held = self.players[p].bail_cards
        if deck is None:
            deck = held.pop(0)
        else:
            held.remove(deck)
        self.events.append(E.BailCardsChanged(p, tuple(held)))
        return deck

    def set_in_jail(self, p: int, in_jail: bool) -> None:
        player = self.players[p]
        if player.in_jail != in_jail:
            player.in_jail = in_jail
            self.events.append(E.JailChanged(p, in_jail))

    def put_token(self, p: int, end: int, passed: bool, direct: bool) -> int:
        """Put `p`'s token on `end` (a Moved tells it); returns where it was."""
        player = self.players[p]
        start = player.position
        player.position = end
        self.events.append(new_record(E.Moved, (p, start, end, passed, direct)))
        return start

    # ----- set-up and copies ---------------------------------------------------------------------

    def derive(self, edition: Edition, settings: Settings) -> None:
        """The attributes a save doesn't hold: the edition's data and tables, and nothing pending to tell."""
        self.edition = edition
        self.squares = edition.squares
        self.tables = tables_of(edition)
        self.settings = settings
        self.events = []
        self._undo = None  # see Game.start_undo
        self.raisable_memo = (None, {})  # see buying.bidder_raisable

    def clone(self, reseed: int | None = None) -> Self:
        """An independent copy, field by field as each field's `copy` says. With `reseed`, the
        copy's dice and unseen cards are reshuffled from that seed, so a look-ahead can't know
        the future."""
        g = object.__new__(type(self))
        src, dst = self.__dict__, g.__dict__
        dst.update(src)
        for name, make in _COPIED:
            dst[name] = make(src[name])
        # not random.Random(): seeding from the OS only to be overwritten costs more than the copy
        if reseed is None:
            g.rng = random.Random.__new__(random.Random)
            g.rng.setstate(self.rng.getstate())
            return g
        g.rng = random.Random(reseed)
        g.scripted = False
        g.script = []
        for deck in g.decks.values():
            items = list(deck)
            _shuffle(g.rng, items)
            deck.clear()
            deck.extend(items)
        return g


_COPIED: tuple[tuple[str, _Copy], ...] = tuple(
    (f.name, f.metadata["copy"]) for f in fields(TableState) if f.metadata["copy"] is not None)


def saved_fields() -> list[tuple[str, str]]:
    """(attribute, save key) of each field a save keeps, in the order it writes them."""
    return [(f.name, f.metadata["key"] or f.name) for f in fields(TableState) if f.metadata["saved"]]


def field_names() -> frozenset[str]:
    """Every attribute a table may hold: its declared fields, saved or not."""
    return frozenset(f.name for f in fields(TableState))


def sites_needed(table: TableState, members: tuple[int, ...]) -> int:
    """Places of a group one must hold to build there (Business GST: some of it will do)."""
    sites = table.edition.rules.group_sites
    return min(sites, len(members)) if sites else len(members)


def raisable_general(table: TableState, p: int) -> int:
    """`raisable` on any edition: per square, from the edition's tables (general_raise_tables),
    what each building above the ownership house and the place itself bring, net of GST."""
    t = table.tables
    level, mortgaged, floor, sale, place = table.levels, table.mortgages, t.floor, t.sale_net, t.place_net
    total = 0
    for s in table.owned[p]:  # a plain loop, as in worth
        if level[s] != floor[s]:
            total += (level[s] - floor[s]) * sale[s]
        if not mortgaged[s]:
            total += place[s]
    return total


def holding_worth(table: TableState, s: int) -> int:
    """What owned square `s` adds to its owner's worth (as `worth` counts it): its price, half if
    mortgaged, and its buildings at cost, Finance's ownership house aside. It is what changes
    hands with the square in a trade, where its houses go with it."""
    t = table.tables
    price = t.price[s] // 2 if table.mortgages[s] else t.price[s]
    return price + (table.levels[s] - t.floor[s]) * t.house_cost[s]


def lots_left_among(edition: Edition, held: Iterable[int]) -> int | None:
    """Ownership houses left to a holder of `held` (None where the edition has none)."""
    markers = edition.rules.ownership_markers
    return markers - sum(1 for s in held if edition.squares[s].kind == S.PLACE) if markers else None


def markers_full(table: TableState, p: int, s: int) -> bool:
    """Whether `p` has no ownership house left for the lot `s`."""
    room = table.lots_left(p)
    return room is not None and room <= 0 and table.squares[s].kind == S.PLACE


def offers_used(table: TableState, p: int) -> int:
    """Offers `p` made this turn (the turn's player's count their counters too)."""
    return table.offers_made if p == table.current else table.offers_by[p]


def _shuffle(rng: random.Random, items: list) -> None:
    """`rng.shuffle(items)` step for step (the same order from the same state; CPython 3.11's
    Random.shuffle and _randbelow_with_getrandbits), with its call per card written out: a
    look-ahead's copy reshuffles every deck, and those calls were half of clone()'s time."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1  # pick one of items[:i + 1] to swap with items[i]
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def general_raise_tables(edition: Edition) -> tuple[list[int], list[int], list[int]]:
    """For raisable_general: each owned square's marker floor (`marker_floor`), a building's
    sale and the place's mortgage or sale to the bank, both net of GST."""
    rules = edition.rules

    def tax(amount: int) -> int:
        return _gst(amount, rules.gst_percent, rules.gst_step) if rules.gst_percent else 0

    floor, sale, place = [], [], []
    for sq in edition.squares:
        floor.append(1 if rules.ownership_markers and sq.kind == S.PLACE else 0)
        building = half_down(sq.house_cost)
        sale.append(building - tax(building))
        value = half_down(sq.price)
        place.append(value if rules.mortgages else value - tax(value) if rules.sell_places else 0)
    return floor, sale, place


def needs_general_manage(rules: Rules) -> bool:
    """Whether the edition's building and selling rules differ from Byapar's fast path."""
    return bool(rules.group_sites or not rules.build_needs_group or rules.build_after_lap
                or rules.ownership_markers or not rules.mortgages or rules.sell_places
                or rules.gst_percent or rules.bank_loans)


class EditionTables:
    """Per-edition lookups and ready-made actions for the hot path, built once per edition."""

    def __init__(self, edition: Edition) -> None:
        squares = edition.squares
        rules = edition.rules
        self.members = [edition.groups[sq.group] if sq.kind == S.PLACE else None for sq in squares]
        self.house_cost = [sq.house_cost for sq in squares]
        self.building_sale = [half_down(c) for c in self.house_cost]
        self.price = [sq.price for sq in squares]
        self.value = [half_down(sq.price) for sq in squares]  # a mortgage's loan
        self.lift = [v + percent_up(v, rules.mortgage_interest_percent) for v in self.value]
        self.max_level = rules.max_level
        self.limited = bool(rules.house_limit or rules.hotel_limit)
        self.buyable = [sq.buyable for sq in squares]
        self.lot = [sq.kind == S.PLACE for sq in squares]  # a place, not a transport or utility
        self.group = [edition.groups.get(sq.group) for sq in squares]  # None: the square has no group
        self.bump_back = rules.bump_back
        # trade cash with no GST, no fee on mortgaged places and no lot limit: offer_problem's
        # own checks are the whole story, edition_offer_problem can't refuse anything
        self.plain_trades = not (rules.gst_percent or rules.mortgage_transfer_percent or rules.ownership_markers)
        self.general = needs_general_manage(rules)  # the edition's own building rules: the slow path
        self.floor, self.sale_net, self.place_net = general_raise_tables(edition)
        self.build = [A.Build(i) for i in range(len(squares))]
        self.sell = [A.Sell(i) for i in range(len(squares))]
        self.mortgage = [A.Mortgage(i) for i in range(len(squares))]
        self.unmortgage = [A.Unmortgage(i) for i in range(len(squares))]
        self.sell_place = [A.SellPlace(i) for i in range(len(squares))]


def tables_of(edition: Edition) -> EditionTables:
    tables = edition.__dict__.get("_tables")
    if tables is None:
        tables = EditionTables(edition)
        object.__setattr__(edition, "_tables", tables)  # a cache, not part of the frozen data
    return tables


