"""The game: one state machine that waits on one decision at a time.

`apply(action)` checks the action, carries it out and runs the game forward through a
queue of tasks (walk, land, pay a debt, run an auction...) until a player must decide
again. A debt that the player can't pay from cash pauses the queue on a raise-money
decision; everything after it waits, in order.
"""

from __future__ import annotations

import copy
import random
from collections import deque
from collections.abc import Callable
from typing import Any, TypeVar

from . import actions as A
from . import (
    building,
    buying,
    cards,  # noqa: F401  (registers the card squares' landing in landing.SQUARES)
    debts,
    ending,
    jail,
    landing,
    mortgages,
    save,
    trades,
    turn,
)
from . import events as E
from . import schema as S
from . import tasks as T
from .edition import Edition, Rules, Square
from .errors import ActionTextError, DiceRunOut, IllegalAction, SetupError
from .events import POT
from .kinds import (
    AGREE,
    BID,
    BUY,
    END,
    JAIL,
    KEEP,
    LEAVE,
    OPEN_THROW,
    OPEN_TWELVE,
    RAISE,
    ROLL,
    TRADE,
    Pay,
    PayReason,
)
from .money import gst as _gst
from .money import half_down, is_whole, percent_up, repayment
from .settings import Settings
from .table import (  # noqa: F401  (BANK, Pending, Player and the limits are read from here too)
    BANK,
    MAX_TRADE_OFFERS,
    ROUND_LIMIT,
    RUNNING_DECISION,
    WAITING,
    Auction,
    Pending,
    Player,
    new_record,
    squares_in,
)
from .text import is_printable
from .when import MANAGING, WHEN


class Game:
    """A game in progress. Build one with `new_game`; drive it with `apply`."""

    # set by _derive, not saved: the edition's data and tables, and what happened since the last action
    edition: Edition
    squares: tuple[Square, ...]
    tables: _Tables
    settings: Settings
    events: list[E.Event]
    _undo: list[tuple[int, Game]] | None
    raisable_memo: tuple[Auction | None, dict[int, int]]

    def __init__(self, edition: Edition, names: list[str], settings: Settings,
                 seed: int | None = None, dice: list[tuple[int, int]] | None = None,
                 humans: list[bool] | None = None) -> None:
        rules = edition.rules
        if not rules.min_players <= len(names) <= rules.max_players:
            raise SetupError("player-count", edition=rules.edition, low=rules.min_players,
                             high=rules.max_players, count=len(names))
        if any(not isinstance(n, str) or not n.strip() or not is_printable(n) for n in names):
            raise SetupError("player-name")
        settings.check(edition)
        self.derive(edition, settings.resolved(edition))
        self.seed = seed if seed is not None else random.randrange(2**32)
        self.rng = random.Random(self.seed)
        self.script: list[tuple[int, int]] = [tuple(d) for d in dice] if dice is not None else []  # type: ignore[misc]
        self.scripted = dice is not None
        for d in self.script:
            if len(d) != 2 or not all(is_whole(x) and 1 <= x <= 6 for x in d):
                raise SetupError("dice-script", pair=d)
        money = self.settings.starting_money
        assert money is not None  # resolved: the edition's where no setting gave one
        self.players = [Player(n.strip(), money) for n in names]
        self.humans = _check_humans(humans, len(names))  # which seats people play
        self.voters: list[int] = []  # seats still to answer a proposal to end (after the pending one)
        self.end_asked = False  # an ending was proposed this turn (one proposal a turn)
        self.offers_by = [0] * len(names)  # offers made this turn by players other than the one whose turn it is
        self.estate: list[tuple[int, int, bool]] = []  # (lot, level, mortgaged) a creditor chooses among
        self.initial_money = money * len(names)
        n_squares = len(edition.squares)
        self.owners: list[int | None] = [None] * n_squares
        self.levels = [0] * n_squares
        self.mortgages = [False] * n_squares
        self.owned: list[set[int]] = [set() for _ in names]
        self.decks = {name: deque(self.rng.sample(range(len(d.cards)), len(d.cards)))
                      for name, d in edition.decks.items()}
        self.pot = 0
        self.bank_net = 0  # money the bank has paid out minus what it has taken in
        self.current = 0
        self.round = 1
        self.doubles = 0  # doubles thrown this turn
        self.extra_throw = False
        self.offers_made = 0
        self.dice = (0, 0)
        self.tasks: deque[T.Task] = deque()  # task records (tasks.py), run in order
        self.auction: Auction | None = None
        self.offer: A.Offer | None = None
        self.resume: Pending | None = None  # the decision a trade offer interrupted
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.history: list[str] = []
        self.rolls = 0
        self.landings = [0] * n_squares
        self.jail_landings = 0  # throws that ended in jail rather than on a square
        self.worth_history: list[list[int]] = []
        _deal_places(self)
        n = len(self.players)
        self.first = 0  # the seat that opened the game: rounds are counted from it
        self.lapped = [False] * n  # has passed Start at least once
        self.started = [self.settings.opening != OPEN_TWELVE] * n  # has thrown the twelve that leaves Start
        self.loans = [0] * n  # a bank loan outstanding, before interest
        self.fee_paid: set[int] = set()  # mortgaged places received with their fee paid this turn
        self.bumped: set[int] = set()  # players already bumped back during this move
        self.salary_hold = [0] * n  # 1: this turn's move earns no salary (the fine was paid)
        self.building_auction = False  # the running auction sells one building, not a place
        if self.settings.opening == OPEN_THROW:
            self.first = self.current = turn.throw_off(self)
        self.worth_history.append(ending.worths(self))
        self.events.append(E.TurnStarted(self.current, 1))
        self.pending = self.turn_decision(self.current)

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
            return sum(1 for m in members if owner[m] == player) >= building.sites_needed(self, members)
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
        value = self.mortgage_value(square)
        if square in self.fee_paid:  # its interest was paid as the fee this turn
            return value
        return value + percent_up(value, self.edition.rules.mortgage_interest_percent)

    def building_sale(self, square: int) -> int:
        """What the bank pays for one building step on `square`."""
        return half_down(self.squares[square].house_cost)

    def raisable(self, player: int) -> int:
        """Cash a player could raise by selling every building and mortgaging every place."""
        t = self.tables
        if t.general:
            return debts.raisable_general(self, player)
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
        """(player, worth) richest first; equal worth is broken by cash."""
        order = sorted(range(len(self.players)),
                       key=lambda i: (self.worth(i), self.players[i].cash), reverse=True)
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

    # ----- what may be done ----------------------------------------------------------------

    def legal_actions(self, player: int | None = None) -> list[A.Action]:
        """What `player` (default: the pending one) may do now.

        Bids and trade offers take amounts and items: the list holds the lowest bid
        (`Bid(n)`: any amount from n to `max_bid(player)` is legal), and an offer is
        legal when `check_offer` passes; `can_offer()` says whether one may be made.
        """
        if self.over:
            return []
        if player is not None and player != self.pending.player:
            return mortgages.out_of_turn_actions(self, player)
        return self._legal(True)

    def allows(self, action: A.Action) -> bool:
        """Whether `action in self.legal_actions()`, without listing the sales, mortgages
        and builds unless `action` is one of them (bots ask this on most decisions). Every
        allowed action has `why_not(action) is None`; see why_not for bids above the lowest and offers."""
        if self.over:
            return False
        if isinstance(action, A.Keep):  # a creditor's choice: the estate's lots, not a sale or a build
            return action in self._legal(False)
        if isinstance(action, A.SquareAction):  # only that square's actions are listed
            kind, s = self.pending.kind, action.square
            if kind not in MANAGING or type(s) is not int:
                return False
            full = kind in _BUILDING  # as _legal asks: building and lifting only at the turn's own
            p = self.pending.player
            if type(action) is A.Build and self.tables.general:  # manage_general's build test alone
                return (full and s in self.owned[p] and not self.mortgages[s]
                        and building.build_problem(self, p, s) is None)
            # every action listed with `only` is on square s: equal to `action` exactly when of its kind
            return type(action) in map(type, self._manage_actions(p, full, full, only=s))
        if isinstance(action, A.Repay):
            return action in self.legal_actions()
        return action in self._legal(False)

    def why_not(self, action: A.Action | str, player: int | None = None) -> IllegalAction | None:
        """The refusal `apply(action)` would meet now, with its code and fields, or None if it
        would be carried out; nothing changes. With `player`, the action is that player's: an
        offer is made by them, and any other action that isn't theirs to take is refused."""
        try:
            action, handler = _handler(self, action)
            if player is not None and isinstance(action, A.Offer) and action.by is None:
                if player != self.pending.player:
                    action = A.Offer(action.partner, action.give, action.get, player)
            elif player is not None and player != _actor(self, action):
                return IllegalAction("not-your-decision", player=player)
            handler(self.clone(), action)  # handlers check everything before they change anything
        except IllegalAction as refusal:
            return refusal
        except DiceRunOut:  # the rules allow the throw; only a test's script is used up
            return None
        return None

    def _legal(self, manage: bool) -> list[A.Action]:
        """The pending player's actions; with `manage` False, leaving out `_manage_actions`."""
        pend = self.pending
        p = pend.player
        kind = pend.kind
        managing = self._manage_actions if manage else _nothing
        if kind == ROLL:
            return [A.ROLL, *managing(p), *ending.actions(self)]
        if kind == END:
            return [A.END, *managing(p), *ending.actions(self)]
        if kind == AGREE:
            return [A.AGREE_END, A.REFUSE_END]
        if kind == KEEP:
            return [A.Keep(s) for s, _, _ in self.estate]
        if kind == BUY:
            s = pend.square
            assert s is not None  # a place to buy is named
            out: list[A.Action] = [A.BUY] if self.may_buy(p, s) else []
            if self.edition.rules.bank_loans and mortgages.loan_problem(self, p, s) is None:
                out.append(A.LOAN)
            out.append(A.DECLINE)
            return out + managing(p, build=BUY in WHEN[A.Build], lift=BUY in WHEN[A.Unmortgage])
        if kind == BID:
            low = self.min_bid()
            return ([A.Bid(low)] if self.max_bid(p) >= low else []) + [A.DROP]
        if kind == TRADE:
            assert self.offer is not None and pend.other is not None  # an offer to answer, and who made it
            ok = trades.offer_problem(self, self.offer, pend.other) is None
            return [A.ACCEPT, A.REJECT] if ok else [A.REJECT]
        if kind == RAISE:
            out = managing(p, build=RAISE in WHEN[A.Build], lift=RAISE in WHEN[A.Unmortgage])
            return [*out, A.RESIGN] if debts.may_give_up(self) else out
        if kind == LEAVE:
            return [A.PAY_FINE, A.USE_CARD]
        if kind == JAIL:
            out = [A.ROLL]  # (typed above, at BUY)
            if self.players[p].cash >= self.edition.rules.jail_fine:
                out.append(A.PAY_FINE)
            if self.players[p].bail_cards:
                out.append(A.USE_CARD)
            return out + managing(p) + ending.actions(self)
        return []

    def _manage_actions(self, p: int, build: bool = True, lift: bool = True,
                        only: int | None = None) -> list[A.Action]:
        """Sell, mortgage, lift and build actions open to `p` (the hot path of every decision);
        with `only`, just those on that square."""
        owned = self.owned[p]
        if not owned:  # a loan outlives the places: it may still be repaid
            return [A.REPAY] if lift and self.loans[p] and self.players[p].cash >= self.loan_cost(p) else []
        t = self.tables
        if t.general:
            return mortgages.manage_general(self, p, build, lift, only)
        cash = self.players[p].cash
        level, mortgaged = self.levels, self.mortgages
        out: list[A.Action] = []
        builds: list[A.Action] = []
        for s in squares_in(owned, only):
            if mortgaged[s]:
                if lift and cash >= (self.lift_cost(s) if self.fee_paid else t.lift[s]):
                    out.append(t.unmortgage[s])
                continue
            members = t.members[s]
            if members is None:
                out.append(t.mortgage[s])
                continue
            lv = level[s]
            levels = [level[m] for m in members]
            if lv:
                if lv == max(levels):
                    out.append(t.sell[s])
            elif not any(levels):
                out.append(t.mortgage[s])
            if (build and lv < t.max_level and cash >= t.house_cost[s] and owned.issuperset(members)
                    and lv == min(levels) and not any(mortgaged[m] for m in members)):
                if t.limited and building.build_problem(self, p, s) is not None:
                    continue  # houses and hotels run short separately: check each
                builds.append(t.build[s])
        return out + builds

    def can_offer(self, player: int | None = None) -> bool:
        """Whether `player` (default: the pending one) may make a trade offer now: before the
        throw (and while raising a debt, where the book says so), or where the edition trades
        at any time, whenever a decision other than a bid, a trade answer, an ending vote or a
        creditor's choice waits."""
        pend = self.pending
        p = pend.player if player is None else player
        if self.over or type(p) is not int or not 0 <= p < len(self.players) or self.players[p].bankrupt:
            return False  # type(p) is not int: is_whole, inline
        if not self.offers_left(p):
            return False
        if self.edition.rules.trade_any_time:
            return pend.kind not in (BID, TRADE, AGREE, KEEP)
        return p == pend.player and pend.kind in trades.offer_kinds(self)

    def offers_left(self, player: int) -> int:
        """Trade offers `player` may still make this turn (the turn's player shares them with counters)."""
        return max(0, MAX_TRADE_OFFERS - trades.offers_used(self, player))

    def can_counter(self) -> bool:
        """Whether the player answering an offer may answer with one of their own: a counter
        is one of its maker's three offers this turn, so a haggle ends when one side's are used up."""
        pend = self.pending
        return pend.kind == TRADE and not self.over and trades.offers_used(self, pend.player) < MAX_TRADE_OFFERS

    def min_bid(self) -> int:
        step = self.edition.rules.bid_step
        auction = self.auction
        if auction is None:
            return step
        # with no bid yet, an opening price set by the auction (a building's cost) or one step
        return auction.high + step if auction.high_bidder is not None else max(step, auction.high)

    def max_bid(self, player: int) -> int:
        if self.building_auction:  # a building is paid for at once, from cash
            return self.players[player].cash
        return self.players[player].cash + buying.bidder_raisable(self, player)

    # ----- applying actions -------------------------------------------------------------------

    def apply(self, action: A.Action | str) -> list[E.Event]:
        """Check and carry out the pending player's action; return what happened."""
        handler = _HANDLERS.get(type(action))
        if handler is None or self.over or isinstance(action, str):  # text, no action, or too late
            action, handler = _handler(self, action)
        before = self.clone() if self._undo is not None else None
        events, self.events = self.events, []
        try:
            handler(self, action)  # checks everything before changing anything
        except IllegalAction:
            self.events = events  # refused: even the last action's events stay as they were
            raise
        self.history.append(A.PLAIN_TEXT.get(type(action)) or str(action))
        if self.tasks or self.pending.kind not in _WAITING:  # else _run would return at once (most bids)
            self._run()
        if before is not None:
            _remember(self, before, action)
        return self.events

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
        return self.players[p].cash >= price + self.gst(price) and not buying.markers_full(self, p, s)

    def transfer_fee(self, s: int) -> int:
        """The fee on a mortgaged place changing hands (0 where the edition has none)."""
        percent = self.edition.rules.mortgage_transfer_percent
        return percent_up(self.mortgage_value(s), percent) if percent and self.mortgages[s] else 0

    def lots_left(self, p: int) -> int | None:
        """Ownership houses `p` has left for more lots (Finance); None where the edition has none."""
        return buying.lots_left_among(self.edition, self.owned[p])

    # ----- undo --------------------------------------------------------------------------------

    def start_undo(self) -> None:
        """Keep the points a player may step back to, from now on: nothing decided before can
        be taken back. The app calls this when a game opens and whenever the decision passes
        from one person to another; sims never do, and pay nothing for undo."""
        self._undo = []

    def can_undo(self, player: int) -> bool:
        """Whether `player` made the last decision and it came after the last throw or card."""
        undo = self._undo
        return undo is not None and bool(undo) and undo[-1][0] == player

    def undo(self, player: int) -> None:
        """Step back to just before `player`'s last decision, exactly as the game was then."""
        if not self.can_undo(player):
            raise IllegalAction("nothing-to-undo", player=player)
        stack = self._undo
        assert stack  # can_undo said so
        _, before = stack.pop()
        owner, level, mortgaged = self.owners, self.levels, self.mortgages
        self.__dict__.update(before.__dict__)
        # the board's lists stay this game's own, refilled: a GameView holds them to read
        owner[:], level[:], mortgaged[:] = self.owners, self.levels, self.mortgages
        self.owners, self.levels, self.mortgages = owner, level, mortgaged
        self._undo = stack

    def expect(self, action: type[A.Action]) -> int:
        """The pending player, who takes `action`; refused unless the decision allows it (WHEN)."""
        if self.pending.kind not in WHEN[action]:
            raise self.wrong_time()
        return self.pending.player

    def wrong_time(self) -> IllegalAction:
        """The refusal of an action that isn't one of the pending decision's: what it waits for."""
        pend = self.pending
        return IllegalAction(f"wait-{pend.kind}", player=pend.player, kind=pend.kind)

    def check_offer(self, offer: A.Offer | str, player: int | None = None) -> IllegalAction | None:
        """Why `player` (default: the pending one) can't make this offer now, or None if they can."""
        if isinstance(offer, str):
            offer = _parsed(offer, A.Offer)
        p = offer.by if offer.by is not None else self.pending.player if player is None else player
        if not self.can_offer(p):
            return trades.time_rule(self)
        return trades.offer_problem(self, offer, p)

    def check_counter(self, counter: A.Counter | str) -> IllegalAction | None:
        """Why the player answering an offer can't answer with `counter`, or None if they can."""
        if isinstance(counter, str):
            counter = _parsed(counter, A.Counter)
        if not self.can_counter():
            return IllegalAction("counter-time", limit=MAX_TRADE_OFFERS)
        return trades.offer_problem(self, trades.countered(self, counter), self.pending.player)

    # ----- ending the game early ----------------------------------------------------------------

    # ----- running the game forward -----------------------------------------------------------

    def _run(self) -> None:
        """Work through queued tasks until a player must decide, then settle the next decision."""
        tasks = self.tasks
        while not self.over:
            if self.pending.kind in _WAITING:
                return
            if not tasks:
                turn.after_move(self)
                return
            task = tasks.popleft()
            _TASKS[type(task)](self, *task)

    def turn_decision(self, p: int) -> Pending:
        return new_record(Pending, (p, JAIL if self.players[p].in_jail else ROLL, None, 0, None))

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

    # ----- changing the table: each change here, told by a fact event with its new value -------

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

    def auction_step(self) -> None:
        auction = self.auction
        assert auction is not None  # called while an auction runs
        s, high, high_bidder, bidders, turn = auction.square, auction.high, auction.high_bidder, auction.bidders, auction.turn
        if not bidders or (len(bidders) == 1 and bidders[0] == high_bidder):
            self.auction = None
            self.events.append(E.AuctionEnded(s, high_bidder, high))
            if high_bidder is not None and self.building_auction:
                building.auction_won(self, s, high_bidder, high)
            elif high_bidder is not None:
                buying.place_won(self, s, high_bidder, high)
            self.building_auction = False
            self.pending = _RUNNING
            return
        bidder = bidders[turn % len(bidders)]
        if bidder == high_bidder:  # never asked to outbid yourself
            turn = (turn + 1) % len(bidders)
            auction.turn = turn
            bidder = bidders[turn]
        self.pending = new_record(Pending, (bidder, BID, s, high, high_bidder))

    # ----- set-up ------------------------------------------------------------------------------

    # ----- saves and copies ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON types, with a format version."""
        return save.to_dict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """A saved game, exactly as it was; a SaveError if the save is damaged or impossible."""
        return save.from_dict(data, cls)

    def derive(self, edition: Edition, settings: Settings) -> None:
        """The attributes a save doesn't hold: the edition's data and tables, and nothing pending to tell."""
        self.edition = edition
        self.squares: tuple[Square, ...] = edition.squares  # read on every move: one lookup, not two
        self.tables = _tables(edition)
        self.settings = settings
        self.events = []
        self._undo = None  # see start_undo
        self.raisable_memo = (None, {})  # see buying.bidder_raisable


    def with_general_paths(self) -> Game:
        """A copy whose legal_actions and raisable take the general path, the one every
        edition can take (the fast path serves editions with Byapar's building rules). The two
        must agree on any table, which tests pin through this copy's public answers."""
        g = self.clone()
        g.tables = copy.copy(self.tables)
        g.tables.general = True
        return g

    def clone(self, reseed: int | None = None) -> Game:
        """An independent copy. With `reseed`, the copy's dice and unseen cards are
        reshuffled from that seed, so a look-ahead can't know the future."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.players = [p.copy() for p in self.players]
        g.owners = list(self.owners)
        g.levels = list(self.levels)
        g.mortgages = list(self.mortgages)
        g.owned = [set(o) for o in self.owned]
        g.lapped, g.started, g.loans = list(self.lapped), list(self.started), list(self.loans)
        g.fee_paid, g.bumped, g.salary_hold = set(self.fee_paid), set(self.bumped), list(self.salary_hold)
        g.decks = {k: deque(v) for k, v in self.decks.items()}
        g.script = list(self.script)
        g.tasks = deque(self.tasks)
        g.auction = self.auction.copy() if self.auction is not None else None
        g.history = list(self.history)
        g.humans, g.voters = list(self.humans), list(self.voters)
        g.offers_by, g.estate = list(self.offers_by), list(self.estate)
        g.landings = list(self.landings)
        g.worth_history = [list(w) for w in self.worth_history]
        g.events = list(self.events)
        # not random.Random(): seeding from the OS only to be overwritten costs more than the copy
        if reseed is None:
            g.rng = random.Random.__new__(random.Random)
            g.rng.setstate(self.rng.getstate())
        else:
            g.rng = random.Random(reseed)
        g._undo = None
        if reseed is not None:
            g.scripted = False
            g.script = []
            for deck in g.decks.values():
                items = list(deck)
                _shuffle(g.rng, items)
                deck.clear()
                deck.extend(items)
        return g


def _check_humans(humans: list[bool] | None, count: int) -> list[bool]:
    if humans is None:
        return [True] * count  # unknown: every seat answers for itself
    humans = list(humans)
    if len(humans) != count or not all(isinstance(h, bool) for h in humans):
        raise SetupError("humans", count=count)
    return humans


def _actor(game: Game, action: A.Action) -> int | None:
    """Whose decision `action` is taken as by `apply`: an offer's maker, a building's owner
    where building or selling goes on out of turn, otherwise the pending player."""
    if isinstance(action, A.Offer):
        return game.pending.player if action.by is None else action.by
    rules = game.edition.rules
    out_of_turn: dict[type, bool] = {A.Build: rules.build_out_of_turn, A.Sell: rules.sell_out_of_turn,
                                     A.SellPlace: rules.sell_out_of_turn, A.BuildRound: rules.build_out_of_turn,
                                     A.BuildTo: rules.build_out_of_turn, A.SellRound: rules.sell_out_of_turn}
    s = getattr(action, "square", None)
    on_board = out_of_turn.get(type(action), False) and type(s) is int and 0 <= s < len(game.squares)
    owner = game.owners[s] if on_board and s is not None else None
    if owner is not None and building.out_of_turn_open(game, owner):
        return owner
    return game.pending.player


def _remember(game: Game, before: Game, action: A.Action) -> None:
    undo = game._undo
    assert undo is not None  # only called with undo on
    # New randomness (a throw, a card) can't be taken back: nothing before it can be undone.
    if game.rolls != before.rolls or any(type(e) in (E.Rolled, E.CardDrawn) for e in game.events):
        undo.clear()
        return
    by = getattr(action, "by", None)
    actor = before.pending.player if by is None else by
    square = getattr(action, "square", None)
    if square is not None and before.owners[square] is not None:
        actor = before.owners[square]  # building or selling out of turn is the owner's decision
    undo.append((actor, before))


def _deal_places(game: Game) -> None:
    """Deal places free before the first throw, never completing a group."""
    per_player = game.settings.dealt_places
    if not per_player:
        return
    free = [s.index for s in game.squares if s.buyable]
    game.rng.shuffle(free)
    for _ in range(per_player):
        for p in range(len(game.players)):
            pick = next((s for s in free if not _would_complete(game, p, s)), None)
            if pick is None:
                continue
            free.remove(pick)
            game.give(pick, p)
            game.events.append(E.Dealt(p, pick))

def _would_complete(game: Game, p: int, s: int) -> bool:
    members = game.edition.groups[game.squares[s].group]
    return len(members) > 1 and all(game.owners[m] == p for m in members if m != s)


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
    """For _raisable_general: each owned square's marker floor (`marker_floor`), a building's
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


class _Tables:
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


def _tables(edition: Edition) -> _Tables:
    tables = edition.__dict__.get("_tables")
    if tables is None:
        tables = _Tables(edition)
        object.__setattr__(edition, "_tables", tables)  # a cache, not part of the frozen data
    return tables



def _roll(game: Game, action: A.Roll) -> None:
    """The throw (turn.roll), then the walk it returns: the commonest path through a game,
    so not sent round the task queue when nothing else waits there."""
    p = game.pending.player
    steps = turn.roll(game, action)
    if steps:
        landing.task_walk(game, p, steps)


def _nothing(p: int, build: bool = True, lift: bool = True) -> list[A.Action]:
    return []


_Parsed = TypeVar("_Parsed", bound=A.Action)


def _parsed(text: str, kind: type[_Parsed]) -> _Parsed:
    """The action `text` spells, refused unless it is of `kind`."""
    action = A.parse(text)
    if not isinstance(action, kind):
        raise ActionTextError("not-an-action", action=text)
    return action


def _handler(game: Game, action: A.Action | str) -> tuple[A.Action, Callable[[Game, Any], None]]:
    """The action (parsed from its text) and the topic's handler for it, or the refusal of an
    action nothing could make legal now: the game is over, or it is no action at all."""
    if isinstance(action, str):
        action = A.parse(action)
    if game.over:
        raise IllegalAction("game-over")
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise ActionTextError("not-an-action", action=action)
    return action, handler


_RUNNING, _WAITING = RUNNING_DECISION, WAITING  # the names the save reader and the tests knew
_BUILDING = WHEN[A.Build] & WHEN[A.Unmortgage]  # where the full list of square actions is asked
_HANDLERS: dict[type, Callable[[Game, Any], None]] = {
    A.Roll: _roll, A.PayFine: jail.pay_fine, A.UseCard: jail.use_card,
    A.Buy: buying.buy, A.Decline: buying.decline, A.Bid: buying.bid, A.Drop: buying.drop,
    A.Build: building.build, A.Sell: building.sell, A.Mortgage: mortgages.mortgage,
    A.Unmortgage: mortgages.unmortgage, A.Offer: trades.offer, A.Accept: trades.accept,
    A.Reject: trades.reject, A.End: turn.end, A.SellPlace: mortgages.sell_place,
    A.Loan: mortgages.loan, A.Repay: mortgages.repay, A.Counter: trades.counter,
    A.ProposeEnd: ending.propose_end,
    A.AgreeEnd: ending.agree_end, A.RefuseEnd: ending.refuse_end, A.Resign: debts.resign,
    A.Keep: debts.keep,
    A.BuildRound: building.build_round, A.SellRound: building.sell_round, A.BuildTo: building.build_to,
}
_TASKS: dict[type, Callable[..., None]] = {
    T.Walk: landing.task_walk, T.Goto: landing.task_goto, T.Debt: debts.task_debt,
    T.AuctionTask: buying.task_auction, T.LeaveJail: jail.task_leave,
    T.Resume: trades.task_resume, T.Bump: landing.task_bump, T.Rethrow: landing.task_rethrow,
    T.Ferry: landing.task_ferry, T.Carnival: landing.task_carnival, T.Keep: debts.task_keep,
}
