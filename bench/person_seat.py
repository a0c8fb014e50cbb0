"""Bots heads-up against a bot seated as a person: who wins, and what their trades did.

    python bench/person_seat.py [--bots hard,medium,easy] [--person medium] [--offers often]
                                [--games 100] [--seed 5] [--rounds 30] [--edition byapar]
                                [--jobs 1] [--as-bot]
    python bench/person_seat.py --table hard,hard,medium [--table VARIANTS] [--person judging] [...]

Each bot of `--bots` plays `--person`'s bot, which sits in a person's seat (`GameSpec(people=...)`):
the bot then keeps to its rules for a table with a person (paced offers, prices for a person), while
the person's seat plays exactly as its bot always does, offering and answering as a bot. `--as-bot`
seats it as a bot instead, for comparison. Game i is seated and seeded as `paired.py` seats it,
with the game's default settings besides the rounds and `--offers` (the "Bots may offer trades"
setting, the app's default "often"). Prints, for each bot:

- its win rate with a 95% interval;
- offers made and trades made a game, by who proposed them (a counter-offer is its maker's), and
  how many of the trades finished a set for the bot, for the person, for both or for neither;
- the cash each trade kind moved, net from the bot to the person, a game;
- the whole sets each side held at the end, and the places each won at auction.

To see which of a bot's rules for people costs it the games, the variants below play one kind of
decision as they play among bots alone, and otherwise as beside a person: `--bots hard,person_seat:
HardBidsAsBots,person_seat:HardBuildsAsBots,person_seat:HardTradesAsBots` (and Medium's likewise).
Each bot after the first is also compared with the first, game by game (a paired difference).

`--table` seats those bots and the person's seat together (`--person`: a bot, or the stand-ins
`judging`, `refusing` and `buyer` of `byapar/bots/person.py`; `buyer` plays as families who beat the
bots did: it buys every place, bids to the printed price, builds at once and refuses the bots), seats turned round game by game, and prints
each seat's share of the wins with a 95% interval and its bankruptcies with their rounds; each seat's
share of games in which it held a whole group at rounds 10, 15 and 20, the median round of its first
building, its building levels at round 15, and the sets it got a game by a trade with a bot, with the
person, or otherwise (buying, auctions, a bankrupt's places); and for
each bot kind, a seat and game: the rent it paid and received, by whom; what it bid for the places
it won at auction against their printed prices, and the places it mortgaged to pay; the buildings
it put up; its trades with the person, places (printed prices) and cash either way; and its turns of
building or paying for an auction, with how many left it under a tenth or a quarter of a salary in
hand (Rs 200, Rs 500) and how many were followed, within three of its turns, by a debt it couldn't pay
from cash (so a mortgage or a sale), a building sold back to the bank, or bankruptcy. Given again,
each further table plays the same seeds and is compared seat by seat with the first, a kind's seats
together: `--table hard,hard,medium --table person_seat:HardKeepsCash,person_seat:HardKeepsCash,medium`.
The `_HardStyleBesidePeople` variants change one option of Hard's style beside people only (`HardKeepsNoTrip`:
building and denying a rival at auction without keeping the next trip's rents in hand, as Hard did before);
`HardBidsTheStep` and `MediumBidsTheStep` raise their bids to their trade price beside people, rather
than holding their offers to what they bid.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from trader_signs import SIGNS, TraderSigns  # noqa: E402

from byapar import sim  # noqa: E402
from byapar.bots import HardBot, MediumBot, settle, trading  # noqa: E402
from byapar.bots.strategy import HARD  # noqa: E402
from byapar.engine import actions as A  # noqa: E402
from byapar.engine import events as E  # noqa: E402
from byapar.engine import kinds as K  # noqa: E402
from byapar.engine import schema as S  # noqa: E402
from byapar.engine.view import LazyLegal  # noqa: E402

MAX_DECISIONS = 200_000  # a 30-round game takes a few thousand; past this the game is dropped as stalled
KINDS = ("bot's set", "person's set", "both sets", "no set")


@dataclass
class Tally:
    share: float = 0.0  # the bot's share of the win
    offers: Counter = field(default_factory=Counter)  # "bot" / "person" -> offers made (counters too)
    trades: Counter = field(default_factory=Counter)  # (proposer, kind) -> trades made
    cash: Counter = field(default_factory=Counter)  # (proposer, kind) -> cash net from the bot to the person
    sets: tuple[int, int] = (0, 0)  # whole sets at the end: the bot's, the person's
    auctions: tuple[int, int] = (0, 0)  # places won at auction: by the bot, by the person
    stalled: bool = False


class _AsAmongBots:
    """Plays the decisions of the kinds `among_bots` as if nobody at the table were a person."""

    among_bots: frozenset[str] = frozenset()
    people: frozenset[int]

    def decide(self, view, legal_actions):
        if view.pending.kind not in self.among_bots:
            return super().decide(view, legal_actions)  # type: ignore[misc]
        people, self.people = self.people, frozenset()
        try:
            return super().decide(view, legal_actions)  # type: ignore[misc]
        finally:
            self.people = people


BIDS, BUILDS, TRADES = frozenset({K.BUY, K.BID}), frozenset({K.END, K.RAISE}), frozenset({K.ROLL, K.JAIL, K.TRADE})


class HardBidsAsBots(_AsAmongBots, HardBot):
    among_bots = BIDS


class HardBuildsAsBots(_AsAmongBots, HardBot):
    among_bots = BUILDS


class HardTradesAsBots(_AsAmongBots, HardBot):
    among_bots = TRADES


class HardBidFundsAsBots(HardBot):
    """Bids up to its limit among bots alone (its cash and the loans outside its sets, no salary kept)."""

    def bid_limit(self, view, me, s):
        people, self.people = self.people, frozenset()
        try:
            return super().bid_limit(view, me, s)
        finally:
            self.people = people


class HardBuysAsBots(_AsAmongBots, HardBot):
    among_bots = frozenset({K.BUY})


class _HardStyleBesidePeople(HardBot):
    """Hard with one of its style's options changed beside people (`changes`), as before among bots alone."""

    changes: dict = {}

    @property
    def style(self):  # type: ignore[override]
        return dataclasses.replace(HARD, **self.changes) if getattr(self, "people", None) else HARD


class HardKeepsCash(_HardStyleBesidePeople):
    changes = {"cash_kept": 0.5}


class HardBidsItsCash(_HardStyleBesidePeople):
    changes = {"borrows_at_auction": False}


class HardTradesAtItsRent(_HardStyleBesidePeople):
    changes = {"trades_at_full_rent": False}


class HardAsksAsMedium(_HardStyleBesidePeople):
    changes = {"sale_asks": ()}


class HardBuysWhatItBids(_HardStyleBesidePeople):
    changes = {"buys_what_it_bids": True}


class HardSteady(_HardStyleBesidePeople):
    changes = {"cash_kept": 0.5, "borrows_at_auction": False}


class HardKeepsNoTrip(_HardStyleBesidePeople):
    """Spends its cash down when it builds and when it bids to deny a rival, its loans behind it."""

    changes = {"trip_reserve": 0.0, "trip_at_auction": False}


class HardKeepsOneThrow(_HardStyleBesidePeople):
    """Keeps in hand the dearest rent a throw ahead when it builds only, not when it bids to deny."""

    changes = {"second_throw": 0.0, "trip_at_auction": False}


class HardKeepsTwoThrows(_HardStyleBesidePeople):
    """Keeps the next trip in hand when it builds only, not when it bids to deny."""

    changes = {"trip_at_auction": False}


class HardWeighsPersonSteps(HardBot):
    """Counts the step towards a set a trade gives a person against its own gain, weighed as a rival's
    gain is (`Terms.rival_weight`): selling the person holding a group's first place its second."""

    def deal(self, view, me, proposer, out, into):
        made = super().deal(view, me, proposer, out, into)
        if proposer in self.people:
            theirs = trading.step_worth(self.guard, view, proposer, into.squares, out.squares)
            made._besides -= self.style.terms.rival_weight * theirs
        return made


class _UnheldOffers:
    """Auction limits never noted, so no offer is held to one."""

    def note(self, *_: object) -> None:
        pass

    def bound(self, view, me, out, into, most):
        return most

    def clear(self) -> None:
        pass


class _BidsTheStep:
    """Beside people, raises its bid to its trade price rather than holding its offers to its bid: its
    auction limit counts the step towards a set that a trade with a person counts (`trading.step_worth`),
    within what it may spend less a salary, and its offers to a person aren't held to its limit."""

    def __init__(self, seed=None):
        super().__init__(seed)
        self.auction_limits = _UnheldOffers()

    def bid_limit(self, view, me, s):
        limit = super().bid_limit(view, me, s)
        if not self.people:
            return limit
        self.guard.look(view)
        step = max(0.0, trading.step_worth(self.guard, view, me, (), (s,)))
        funds = view.max_bid(me) if self.style.borrows_at_auction else view.players[me].cash
        return int(min(limit + step, max(limit, funds - view.edition.rules.salary)))


class HardBidsTheStep(_BidsTheStep, HardBot):
    pass


class MediumBidsTheStep(_BidsTheStep, MediumBot):
    pass


class MediumBidsAsBots(_AsAmongBots, MediumBot):
    among_bots = BIDS


class MediumTradesAsBots(_AsAmongBots, MediumBot):
    among_bots = TRADES


def whole_sets(game, p: int) -> int:
    """Groups of building places `p` holds enough of to build on."""
    return sum(game.owns_group(p, members[0]) for members in game.edition.groups.values()
               if game.squares[members[0]].kind == S.PLACE)


def played(task: tuple[str, str, int, int, int, str, str, bool]) -> Tally:
    bot, person, i, rounds, seed, edition, offers, as_bot = task
    seats = (bot, person) if i % 2 == 0 else (person, bot)
    me, them = (0, 1) if i % 2 == 0 else (1, 0)
    people = () if as_bot else (them,)
    spec = sim.GameSpec(edition, seats, seed * 1_000_003 + i, {"rounds": rounds, "bot_offers": offers},
                        False, people=people)
    game, bots, views = sim.seated(spec)
    tally, won = Tally(), [0, 0]
    side = {me: "bot", them: "person"}
    for _ in range(MAX_DECISIONS):
        if game.over:
            break
        p = game.pending.player
        action = bots[p].decide(views[p], LazyLegal(game))
        accepted = game.offer if type(action) is A.Accept else None
        proposer = game.pending.other
        before = (whole_sets(game, me), whole_sets(game, them)) if accepted else (0, 0)
        for event in game.apply(action):
            if type(event) is E.TradeOffered:
                tally.offers[side[event.player]] += 1
            elif type(event) is E.AuctionEnded and event.winner is not None:
                won[event.winner] += 1
        if accepted is not None and proposer is not None:
            _note_trade(tally, game, accepted, side[proposer], me, them, before)
    else:
        tally.stalled = True
        return tally
    tally.share = 1 / len(game.winners) if me in game.winners else 0.0
    tally.sets = (whole_sets(game, me), whole_sets(game, them))
    tally.auctions = (won[me], won[them])
    return tally


def _note_trade(tally: Tally, game, offer: A.Offer, proposer: str, me: int, them: int,
                before: tuple[int, int]) -> None:
    mine, theirs = whole_sets(game, me) > before[0], whole_sets(game, them) > before[1]
    kind = KINDS[0 if mine and not theirs else 1 if theirs and not mine else 2 if mine else 3]
    tally.trades[proposer, kind] += 1
    # the offer's give is the proposer's: cash the bot gave less the cash it got
    paid = offer.give.cash - offer.get.cash
    tally.cash[proposer, kind] += paid if proposer == "bot" else -paid


def report(bot: str, person: str, tallies: list[Tally], as_bot: bool) -> list[str]:
    done = [t for t in tallies if not t.stalled]
    n = len(done)
    share = [t.share for t in done]
    mean = sum(share) / n
    spread = math.sqrt(sum((s - mean) ** 2 for s in share) / max(1, n - 1))
    seat = "a bot" if as_bot else "a person"
    out = [f"{bot} against {person} as {seat}: {100 * mean:.1f}% +- {100 * 1.96 * spread / math.sqrt(n):.1f}"
           f" ({n} games{f', {len(tallies) - n} stalled' if n < len(tallies) else ''})"]
    offers = {who: sum(t.offers[who] for t in done) / n for who in ("bot", "person")}
    out.append(f"  offers a game: {bot} {offers['bot']:.2f}, {person} {offers['person']:.2f}")
    for who, name in (("bot", bot), ("person", person)):
        made = sum(sum(v for (w, _k), v in t.trades.items() if w == who) for t in done)
        parts = []
        for kind in KINDS:
            count = sum(t.trades[who, kind] for t in done)
            if count:
                cash = sum(t.cash[who, kind] for t in done)
                parts.append(f"{kind} {count / n:.2f} (cash to person {cash / n:+.0f})")
        out.append(f"  trades {name} proposed, a game: {made / n:.2f}" + (": " + "; ".join(parts) if parts else ""))
    sets = [sum(t.sets[k] for t in done) / n for k in (0, 1)]
    lead = Counter((t.sets[0] > t.sets[1]) - (t.sets[0] < t.sets[1]) for t in done)
    out.append(f"  whole sets at the end: {bot} {sets[0]:.2f}, {person} {sets[1]:.2f}"
               f" ({bot} more in {lead[1]} games, fewer in {lead[-1]}, as many in {lead[0]})")
    won = [sum(t.auctions[k] for t in done) / n for k in (0, 1)]
    out.append(f"  places won at auction a game: {bot} {won[0]:.2f}, {person} {won[1]:.2f}")
    return out


# ----- a table of several bots beside one person's seat ------------------------------------------

STAND_INS = {"judging": "byapar.bots.person:PersonStandIn", "refusing": "byapar.bots.person:RefusingPerson",
             "buyer": "byapar.bots.person:BuyingPerson"}
PERSON = "person"


@dataclass
class Seat:
    """One seat's game at a table: its share of the win, when it went out and the money that explains it."""

    share: float = 0.0
    out: int | None = None  # the round it went bankrupt in
    rent_paid: Counter = field(default_factory=Counter)  # payee's kind -> rent this seat paid it
    rent_got: Counter = field(default_factory=Counter)  # payer's kind -> rent this seat received from it
    auction: tuple[int, int, int] = (0, 0, 0)  # places won at auction, their bids, their printed prices
    built: int = 0  # buildings put up (a level each)
    mortgaged: tuple[int, int] = (0, 0)  # places mortgaged to pay for an auction won, and the cash they raised
    # with the person: trades made, printed prices given and got, cash given and got
    person_trades: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    spends: list[Spend] = field(default_factory=list)  # its turns of building or winning an auction
    signs: Counter = field(default_factory=Counter)  # the trader's signs it showed (`trader_signs.SIGNS`)
    sets_by: dict[int, int] = field(default_factory=dict)  # round (`SET_ROUNDS`) -> whole sets held then
    first_house: int | None = None  # the round of its first building
    levels_at: int = 0  # building levels it owned at round `LEVELS_ROUND`
    set_from: Counter = field(default_factory=Counter)  # "bot trade" / "person trade" / "buying" -> sets got


@dataclass
class Spend:
    """A turn in which a seat built or paid for a place won at auction: its cash (in salaries) after the last such
    payment, and whether in its next `STRAIN_TURNS` turns it owed more than it held (and so had to
    mortgage or sell), sold a building back to the bank, or went bankrupt."""

    turn: int  # the seat's own turns started before it
    cash: float  # in salaries
    raised: bool = False
    sold: bool = False  # a building sold back at half its cost
    bankrupt: bool = False


SET_ROUNDS = (10, 15, 20)  # rounds at whose start each seat's whole sets are counted
LEVELS_ROUND = 15  # the round at whose start each seat's houses and hotels are counted
STRAIN_TURNS = 3  # a seat's own turns after a spend in which a debt it can't pay is counted against it
LOW_CASH = (0.1, 0.25)  # cash below these shares of a salary after a spend counts as spent low (Rs 200, Rs 500)


def _seat_names(kinds: list[str]) -> list[str]:
    """A name a seat of the table: its kind, numbered where a kind sits more than once."""
    seen: Counter = Counter()
    names = []
    for kind in kinds:
        seen[kind] += 1
        names.append(f"{kind}#{seen[kind]}" if kinds.count(kind) > 1 else kind)
    return names


def table_game(task: tuple[tuple[str, ...], str, int, int, int, str, str, bool]) -> list[Seat] | None:
    """One seeded game of the table (the person's seat first in `kinds`), seats turned round game by
    game; each seat's figures in the table's order, or None if it stalled."""
    table, person, i, rounds, seed, edition, offers, as_bot = task
    kinds = [PERSON, *table]
    turn = i % len(kinds)
    order = kinds[turn:] + kinds[:turn]  # order[k]: the kind in game seat k
    where = [(k - turn) % len(kinds) for k in range(len(kinds))]  # game seat -> table seat
    seats_played = tuple(STAND_INS.get(person, person) if k == PERSON else k for k in order)
    people = () if as_bot else (order.index(PERSON),)
    spec = sim.GameSpec(edition, seats_played, seed * 1_000_003 + i, {"rounds": rounds, "bot_offers": offers},
                        False, people=people)
    game, bots, views = sim.seated(spec)
    out = [Seat() for _ in kinds]
    names = _seat_names(kinds)
    paying = None  # the winner of the last auction, until it has paid for it
    turns = [0] * len(kinds)  # each game seat's turns started
    signs = TraderSigns(order.index(PERSON))
    for _ in range(MAX_DECISIONS):
        if game.over:
            break
        p = game.pending.player
        action = bots[p].decide(views[p], LazyLegal(game))
        signs.offered(game, bots, p, action)
        offer, proposer = (game.offer, game.pending.other) if type(action) is A.Accept else (None, None)
        held = [whole_sets(game, q) for q in range(len(kinds))]
        for event in game.apply(action):
            paying = _note_event(out, event, game, where, names, paying)
            _note_strain(out, event, game, where, turns)
            _note_sets_held(out, event, game, where)
            signs.event(game, event)
        _note_sets_got(out, game, held, where, (proposer, p) if offer is not None else None)
        if offer is not None and proposer is not None:
            _note_person_trade(out, game, offer, where[proposer], where[p])
            signs.traded(game, offer, proposer, p)
    else:
        return None
    for seat, counted in signs.counts.items():
        out[where[seat]].signs = counted
    for k, seat in enumerate(out):
        seat.share = 1 / len(game.winners) if where.index(k) in game.winners else 0.0
    return out


def _note_event(out: list[Seat], event, game, where: list[int], names: list[str], paying: int | None) -> int | None:
    """Counts one event into the seats' figures; the auction winner still paying, as it now stands."""
    kind = type(event)
    if kind is E.Paid and event.reason == "rent" and event.payer is not None and event.payee is not None:
        payer, payee = where[event.payer], where[event.payee]
        out[payer].rent_paid[names[payee]] += event.amount
        out[payee].rent_got[names[payer]] += event.amount
    elif kind is E.AuctionEnded and event.winner is not None and game.squares[event.square].kind == S.PLACE \
            and game.owners[event.square] == event.winner:
        seat = out[where[event.winner]]
        won, bids, prices = seat.auction
        seat.auction = (won + 1, bids + event.amount, prices + game.squares[event.square].price)
        return event.winner
    elif kind is E.Paid and event.reason == "auction" and event.payer == paying:
        return None
    elif kind is E.Mortgaged and event.player == paying:
        seat = out[where[event.player]]
        seat.mortgaged = (seat.mortgaged[0] + 1, seat.mortgaged[1] + event.amount)
    elif kind is E.Built:
        out[where[event.player]].built += 1
    elif kind is E.Bankrupt:
        out[where[event.player]].out = game.round
    return paying


def _note_sets_held(out: list[Seat], event, game, where: list[int]) -> None:
    """Each seat's whole sets as rounds `SET_ROUNDS` start, its buildings at `LEVELS_ROUND`, its first building."""
    if type(event) is E.Built and out[where[event.player]].first_house is None:
        out[where[event.player]].first_house = game.round
    if type(event) is not E.TurnStarted or event.player != game.first:
        return
    for q in range(len(out)):
        if event.round in SET_ROUNDS:
            out[where[q]].sets_by[event.round] = whole_sets(game, q)
        if event.round == LEVELS_ROUND:
            out[where[q]].levels_at = sum(game.levels[s] for s in game.owned[q])


def _note_sets_got(out: list[Seat], game, held: list[int], where: list[int], traded: tuple[int, int] | None) -> None:
    """Sets a decision gave each seat: by a trade with a bot or the person, or else by buying (and bankruptcies)."""
    for q, before in enumerate(held):
        gained = whole_sets(game, q) - before
        if gained <= 0:
            continue
        if traded is None:
            how = "buying"
        else:
            partner = traded[1] if traded[0] == q else traded[0]
            how = "person trade" if where[partner] == 0 else "bot trade"
        out[where[q]].set_from[how] += gained


def _note_strain(out: list[Seat], event, game, where: list[int], turns: list[int]) -> None:
    """A seat's spends (its buildings, its auctions paid for) with its cash after them, and the debts
    it couldn't pay from cash, or its bankruptcy, in the turns that followed."""
    kind = type(event)
    spent = (event.player if kind is E.Built
             else event.payer if kind is E.Paid and event.reason == "auction" and event.payee is None else None)
    if spent is not None:
        spends = out[where[spent]].spends
        salaries = game.players[spent].cash / game.edition.rules.salary
        if spends and spends[-1].turn == turns[spent]:  # a turn's spends count once, after the last
            spends[-1].cash = salaries
        else:
            spends.append(Spend(turns[spent], salaries))
        return
    if kind is E.TurnStarted:
        turns[event.player] += 1
        return
    if kind is E.MustRaise or kind is E.SoldBuilding or kind is E.Bankrupt:
        p = event.player
        for spend in reversed(out[where[p]].spends):
            if turns[p] - spend.turn > STRAIN_TURNS:
                break
            spend.raised |= kind is E.MustRaise
            spend.sold |= kind is E.SoldBuilding
            spend.bankrupt |= kind is E.Bankrupt


def _note_person_trade(out: list[Seat], game, offer: A.Offer, proposer: int, answerer: int) -> None:
    """A trade between a bot and the person's seat (table seat 0), from the bot's side."""
    if 0 not in (proposer, answerer) or proposer == answerer:
        return
    bot = answerer if proposer == 0 else proposer
    gave, got = (offer.give, offer.get) if bot == proposer else (offer.get, offer.give)
    seat = out[bot]
    n, given, taken, cash_out, cash_in = seat.person_trades
    seat.person_trades = (n + 1, given + _printed(game, gave), taken + _printed(game, got), cash_out + gave.cash, cash_in + got.cash)


def _printed(game, items: A.Items) -> int:
    return sum(game.squares[s].price for s in items.squares)


def table_report(table: list[str], person: str, games: list[list[Seat] | None], as_bot: bool) -> list[str]:
    """Each seat's share of wins and bankruptcies; each bot kind's money flows, a game."""
    done = [g for g in games if g is not None]
    n = len(done)
    kinds = [PERSON, *table]
    names = _seat_names(kinds)
    seat = "a bot" if as_bot else "a person"
    out = [f"{','.join(table)} beside {person} as {seat}, {n} games"
           f"{f' ({len(games) - n} stalled)' if n < len(games) else ''}:"]
    for k, name in enumerate(names):
        share = [g[k].share for g in done]
        outs = sorted(g[k].out for g in done if g[k].out is not None)
        when = f", rounds {outs[0]}-{outs[len(outs) // 2]}-{outs[-1]} (first, median, last)" if outs else ""
        out.append(f"  {name:<10} wins {_rate(share)}, bankrupt in {len(outs)}{when}")
    for k, name in enumerate(names):
        out.append(f"  {name:<10} " + _set_line([g[k] for g in done]))
    for kind in dict.fromkeys(table):  # each bot kind once, its seats' figures pooled
        seats = [g[k] for g in done for k, name in enumerate(kinds) if name == kind]
        out.extend(_kind_lines(kind, seats, names))
    return out


def _set_line(seats: list[Seat]) -> str:
    """A seat's sets and buildings over the games: held by `SET_ROUNDS`, first building, how its sets came."""
    n = len(seats)
    held = ", ".join(f"r{r} {100 * sum(s.sets_by.get(r, 0) > 0 for s in seats) / n:.0f}%" for r in SET_ROUNDS)
    firsts = sorted(s.first_house for s in seats if s.first_house is not None)
    first = f"median round {firsts[len(firsts) // 2]} ({100 * len(firsts) / n:.0f}% built)" if firsts else "never"
    got = sum((s.set_from for s in seats), Counter())
    how = ", ".join(f"{how} {got[how] / n:.2f}" for how in ("bot trade", "person trade", "buying"))
    return (f"holds a set by {held}; first building {first}; levels at r{LEVELS_ROUND}"
            f" {sum(s.levels_at for s in seats) / n:.1f}; sets got a game by {how}")


def _rate(share: list[float]) -> str:
    n = len(share)
    mean = sum(share) / n
    spread = math.sqrt(sum((s - mean) ** 2 for s in share) / max(1, n - 1))
    return f"{100 * mean:5.1f}% +- {100 * 1.96 * spread / math.sqrt(n):4.1f}"


def _kind_lines(kind: str, seats: list[Seat], names: list[str]) -> list[str]:
    """One bot kind's money flows, a seat and game: rent by whom, auctions, trades with the person."""
    n = len(seats)
    paid = sum((s.rent_paid for s in seats), Counter())
    got = sum((s.rent_got for s in seats), Counter())
    by = "; ".join(f"{name} {paid[name] / n:.0f} / {got[name] / n:.0f}" for name in names if paid[name] or got[name])
    won, bids, prices = (sum(s.auction[j] for s in seats) for j in range(3))
    mortgages, raised = (sum(s.mortgaged[j] for s in seats) for j in range(2))
    trades, given, taken, cash_out, cash_in = (sum(s.person_trades[j] for s in seats) for j in range(5))
    signs = sum((s.signs for s in seats), Counter())
    lines = [f"  {kind}, a seat and game:",
             "    trader's signs: " + ", ".join(f"{sign} {signs[sign] / n:.3f}" for sign in SIGNS),
            f"    rent paid / received, Rs: {sum(paid.values()) / n:.0f} / {sum(got.values()) / n:.0f} ({by})",
            f"    auctions won {won / n:.2f}, Rs {bids / n:.0f} bid for Rs {prices / n:.0f} printed"
            f" ({100 * bids / max(1, prices):.0f}%); places mortgaged to pay {mortgages / n:.2f} (Rs {raised / n:.0f})",
            f"    buildings put up {sum(s.built for s in seats) / n:.1f}",
            f"    trades with the person {trades / n:.2f}: gave places printed Rs {given / n:.0f} and Rs {cash_out / n:.0f},"
            f" got places printed Rs {taken / n:.0f} and Rs {cash_in / n:.0f}"]
    return lines + _strain_lines(seats)


def _strain_lines(seats: list[Seat]) -> list[str]:
    """How low a kind's spends left its cash, and how often a debt it couldn't pay from cash (a
    mortgage or a sale to raise it) or bankruptcy followed within `STRAIN_TURNS` of its turns."""
    spends = [spend for s in seats for spend in s.spends]
    n = len(seats)

    def followed(of: list[Spend]) -> str:
        if not of:
            return "none"
        share = {what: 100 * sum(getattr(s, what) for s in of) / len(of) for what in ("raised", "sold", "bankrupt")}
        return (f"{len(of) / n:.2f} a game, then a debt raised in {share['raised']:.0f}%,"
                f" a building sold in {share['sold']:.0f}%, bankrupt in {share['bankrupt']:.0f}%")

    lines = [f"    turns it built or paid for an auction {followed(spends)}"]
    for low in LOW_CASH:
        lines.append(f"      leaving it under {low:g} of a salary: {followed([s for s in spends if s.cash < low])}")
    games_low = sum(any(spend.cash < LOW_CASH[0] for spend in s.spends) for s in seats)
    lines.append(f"      seat-games with a spend under {LOW_CASH[0]:g} of a salary: {100 * games_low / n:.0f}%")
    return lines


def paired(base: list[float], variant: list[float]) -> str:
    """The mean paired difference of two seats' shares on the same games, with its 95% interval."""
    diffs = [v - b for b, v in zip(base, variant, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    return (f"{100 * mean:+.1f} +- {100 * 1.96 * spread / math.sqrt(n):.1f} points"
            f" (better in {sum(d > 0 for d in diffs)} games, worse in {sum(d < 0 for d in diffs)})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bots", default="hard,medium,easy", help="the bots facing the person's seat")
    ap.add_argument("--person", default="medium", help="the bot playing the person's seat")
    ap.add_argument("--offers", default="often", choices=("often", "rarely", "never"))
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=30, help="0: to the last player")
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--as-bot", action="store_true", help="seat the person's bot as a bot, for comparison")
    ap.add_argument("--table", action="append", help="a table's bots beside the person's seat, e.g. hard,hard,medium;"
                    " given again, another table played on the same seeds and compared seat by seat with the first")
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    if args.table:
        play_tables(args)
        return
    bots = args.bots.split(",")
    tasks = [(bot, args.person, i, args.rounds, args.seed, args.edition, args.offers, args.as_bot)
             for bot in bots for i in range(args.games)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        tallies = pool.map(played, tasks, chunksize=10)
    print(f"{args.edition}, rounds {args.rounds}, bots offer {args.offers}, {args.games} games, seed {args.seed}:")
    for k, bot in enumerate(bots):
        print("\n".join(report(bot, args.person, tallies[k * args.games:(k + 1) * args.games], args.as_bot)))
    for k, bot in enumerate(bots[1:], 1):  # the same seeds and seats: a paired difference with the first
        pairs = [(a, b) for a, b in zip(tallies[:args.games], tallies[k * args.games:(k + 1) * args.games], strict=True)
                 if not a.stalled and not b.stalled]
        print(f"{bot} against {bots[0]}: {paired([a.share for a, _ in pairs], [b.share for _, b in pairs])}")


def play_tables(args) -> None:
    """Each `--table` beside the person's seat on the same seeded games, and each table after the
    first against it: every seat's share, and each kind's seats' together, as a paired difference."""
    tables = [t.split(",") for t in args.table]
    tasks = [(tuple(t), args.person, i, args.rounds, args.seed, args.edition, args.offers, args.as_bot)
             for t in tables for i in range(args.games)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        played_games = pool.map(table_game, tasks, chunksize=5)
    print(f"{args.edition}, rounds {args.rounds}, bots offer {args.offers}, {args.games} games, seed {args.seed}:")
    runs = [played_games[k * args.games:(k + 1) * args.games] for k in range(len(tables))]
    for table, games in zip(tables, runs, strict=True):
        print("\n".join(table_report(table, args.person, games, args.as_bot)))
    for table, games in zip(tables[1:], runs[1:], strict=True):
        if len(table) != len(tables[0]):
            continue
        both = [(a, b) for a, b in zip(runs[0], games, strict=True) if a is not None and b is not None]
        print(f"{','.join(table)} against {','.join(tables[0])}, seat by seat:")
        base_names = _seat_names([PERSON, *tables[0]])
        for kind in dict.fromkeys([PERSON, *table]):
            ks = [k for k, name in enumerate([PERSON, *table]) if name == kind]
            pooled = f" ({len(ks)} seats together)" if len(ks) > 1 else ""
            print(f"  {kind} for {'+'.join(base_names[k] for k in ks)}{pooled}: "
                  + paired([sum(a[k].share for k in ks) for a, _ in both], [sum(b[k].share for k in ks) for _, b in both]))


if __name__ == "__main__":
    main()
