"""How often bots offer a person a trade, at tables of 1 and 3 bots, every strength and setting.

    python bench/people_offers.py [--edition byapar] [--games 20] [--rounds 30] [--seed 1] [--person refusing]
                                  [--kinds easy,medium,hard] [--tables 1,3]
    python bench/people_offers.py --table hard,hard,medium --quiet   # also each kind's decision times
    python bench/people_offers.py --table hard,hard,medium --quiet --why   # and why each kind made none

The person is a stand-in (`byapar.bots.person`) in seat 0 that plays Medium's procedure and
tries its luck with offers of its own; `refusing` says no to every bot offer (a person who keeps
refusing: the worst case for repeats), `judging` answers by Medium's rule, `buyer` buys every
place, builds at once and refuses every offer but one selling it its set's last place. For each
table prints the bots' own offers to the person (unasked, in the bots' turns: "/turn" per bot turn, "/round"
per round), the longest run of one offer (the same bot and the same places) in a game, the most
times the same places were asked of the person in a game (by any bot, for anything), the share
made in the last two rounds, the offers ("offers"), the bots' offers and counter-offers the person
took ("taken"), the person's own offers a bot took ("bot took"), the longest stretch of rounds with
no offer to the person while they play (a game's, on average and at most), the mean round of the
first trade between them, and the bots' counter-offers to the person's own offers: per round
("counters") and their count; with `--table`, how the bots refused the person's asks for the places
that finish the person's set: with the swap for a place of theirs that finishes the bot's, a cash
price, the places kept with an offer for the person's places in the same group, or the places
kept. Counter-offers answer an offer the person made (the stand-in tries its luck in
`person.TRY_CHANCE` of its turns), so they are not counted as offers or in the quiet rounds.

With `--why` (and `--table`), each kind's looks for an offer to the person, counted by how they
ended (`Why`): the deals it found for the person, those the table's pace and memory held back
(`pacing.HELD_BACK`, each reason), those no price made a deal of (why, as far as the bot's own
limit and a careful person's least tell), those its own answer refused, those that lost to an
offer to a bot, those its look-ahead turned down, and the offers made; the turns at which cash alone
made a deal for both of one place free to trade, the person's or the bot's (the bot's limit against a
careful person's least), and those at which such a deal was not among the bot's deals; then, for the
rounds the pace left open in which nobody offered the person anything, how far each bot's looks got
that turn.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar import sim  # noqa: E402
from byapar.bots import HardBot, StrategyBot, settle  # noqa: E402
from byapar.bots.pacing import LAST_ROUNDS, OfferLedger  # noqa: E402
from byapar.engine import actions as A  # noqa: E402
from byapar.engine import events as E  # noqa: E402

PERSON = 0
STAND_INS = {"refusing": "byapar.bots.person:RefusingPerson", "judging": "byapar.bots.person:PersonStandIn",
             "buyer": "byapar.bots.person:BuyingPerson"}
SETTINGS = ("often", "rarely", "never")
# A bot's answers refusing a person who asks for the places that finish the person's set: the swap
# for the person's place that finishes the bot's, a cash price named, the places kept with an offer
# for the person's places in the same group (both want it), or the places kept.
FINISHER_REFUSALS = ("bot_why_set_for_set", "bot_why_set_theirs_price", "bot_why_both_want", "bot_why_set_theirs_keep")
HEADER = (f"{'table':<22} {'/turn':>6} {'/round':>6} {'run':>5} {'asked':>5} {'last 2':>7} {'offers':>6} {'taken':>5}"
          f" {'bot took':>5} {'quiet':>5} {'most':>4}  {'first trade':<12} {'counters':>6} {'n':>5}")


@dataclass
class Tally:
    games: int = 0
    bot_turns: int = 0
    rounds: int = 0
    offers: int = 0  # the bots' own offers to the person
    counters: int = 0  # the bots' counter-offers to the person's offers
    last_rounds: int = 0
    longest_run: int = 0
    most_asked: int = 0  # the most times, in one game, any bots asked the person for the same places
    taken: int = 0
    bot_took: int = 0
    first_taken: list[int] = field(default_factory=list)
    seat_offers: Counter = field(default_factory=Counter)  # seat -> offers it made the person
    times: dict = field(default_factory=dict)  # a bot's kind -> its decisions' processor times, ms
    seat_turns: Counter = field(default_factory=Counter)  # seat -> turns it played
    quiet: list[int] = field(default_factory=list)  # each game's longest stretch of rounds with no offer to the person
    finisher_answers: Counter = field(default_factory=Counter)  # how bots refused a person's ask for their set's last place

    def row(self) -> str:
        first = (f"{sum(self.first_taken) / len(self.first_taken):5.1f} ({len(self.first_taken)}/{self.games})"
                 if self.first_taken else "   -")
        return (f"{self.offers / max(1, self.bot_turns):6.3f} {self.offers / max(1, self.rounds):6.3f}"
                f" {self.longest_run:5d} {self.most_asked:5d} {100 * self.last_rounds / max(1, self.offers):6.1f}%"
                f" {self.offers:6d} {self.taken:5d} {self.bot_took:5d}"
                f" {sum(self.quiet) / max(1, len(self.quiet)):5.1f} {max(self.quiet, default=0):4d}  {first:<12}"
                f" {self.counters / max(1, self.rounds):6.3f} {self.counters:5d}")


class Why:
    """Why each kind's looks for an offer to the person ended as they did: counted by wrapping the
    bots' own steps (candidates, the ledger, pricing, their answer, Hard's look-ahead), so the
    counts are of what the bots did. `install` wraps them; `seats` names each seat's kind."""

    def __init__(self) -> None:
        self.counts: dict[str, Counter] = {}
        self.seats: tuple[str, ...] = ()
        self.bots: dict[int, object] = {}  # id -> each bot at the table (not the look-ahead's copies)
        self.turns: set[tuple] = set()  # (round, seat) of the turns counted
        self.turn: dict[tuple[int, int], set[str]] = {}  # (round, seat) -> what its looks came to
        self.open: dict[str, Counter] = {}  # a kind -> how far its looks got in the open rounds with no offer
        self.round = 0
        self.looking: int | None = None  # the seat whose `_propose` is running
        self.priced: int = 0  # offers to the person priced in that look
        self.pricing = False  # within `_offer_for_person` (its swaps for places of the bot's own)
        self.passed = self.tried = 0  # that look's deals for the person past the ledger, and those priced
        self.found: int | None = None
        self.cash_looked: set[tuple] = set()  # (round, seat) of the turns whose cash deals were counted

    def count(self, seat: int, what: str, n: int = 1) -> None:
        self.counts.setdefault(self.seats[seat], Counter())[what] += n
        if n:
            self.turn.setdefault((self.round, seat), set()).add(what)

    def open_rounds(self, offered_in: list[int], last: int) -> None:
        """Count, for each round the pace left open (none offered the person in the round before)
        in which no bot offered them anything, how far each bot's looks got (`FURTHEST`)."""
        for r in range(1, last + 1):
            if r in offered_in or r - 1 in offered_in:
                continue
            for seat, kind in enumerate(self.seats):
                if seat != PERSON:
                    got = self.turn.get((r, seat), set())
                    stage = next((what for f in FURTHEST for what in sorted(got) if what.startswith(f)), "no look")
                    self.open.setdefault(kind, Counter())[stage] += 1

    def install(self) -> None:
        why = self
        holds_back, offer_for_person = OfferLedger.holds_back, StrategyBot._offer_for_person
        candidates, propose, hard_turn = StrategyBot._set_candidates, StrategyBot._propose, HardBot._turn

        def traced_holds_back(ledger, view, bot, person, *rest, **kw):
            reason = holds_back(ledger, view, bot, person, *rest, **kw)
            if why.looking == bot and person == PERSON:
                what = "swap for a place of its own" if why.pricing else "deal"
                why.count(bot, f"{what} held: {reason}" if reason else f"{what} passed the ledger")
                why.passed += not reason and not why.pricing
            return reason

        def traced_candidates(bot, view, me):
            found = candidates(bot, view, me)
            if why.looking == me:
                why.found = sum(c[0] == PERSON for c in found)
                if (view.round, me) not in why.cash_looked:
                    why.cash_looked.add((view.round, me))
                    why.count_cash_deals(bot, view, me, found)
            return found

        def traced_offer_for_person(bot, view, me, partner, give, get):
            why.pricing = True
            try:
                offer, score = offer_for_person(bot, view, me, partner, give, get)
            finally:
                why.pricing = False
            if why.looking == me and partner == PERSON:
                why.tried += 1
                why.priced += offer is not None and score > 0
                why.count(me, "priced" if offer is not None else f"no price: {no_price(bot, view, me, give, get)}")
            return offer, score

        def traced_propose(bot, view, me, people_only=False):
            if id(bot) not in why.bots:
                return propose(bot, view, me, people_only)
            why.looking, why.priced, why.found, why.passed, why.tried = me, 0, None, 0, 0
            why.round = view.round
            try:
                offer = propose(bot, view, me, people_only)
            finally:
                why.looking = None
            if why.found is not None and (view.round, me) not in why.turns:  # a turn's first look
                why.turns.add((view.round, me))
                why.count(me, "turns")
                why.count(me, "deals found", why.found)
                why.count(me, "turns with none found", not why.found)
            why.count(me, "passed, left unpriced (other deals priced first)", why.passed - why.tried)
            to_person = offer is not None and offer.partner == PERSON
            if why.priced and offer is None:
                why.count(me, "refused by its own answer")
            elif why.priced and not to_person:
                why.count(me, "an offer to a bot first")
            bot.traced_offer = offer if to_person else None
            return offer

        def traced_hard_turn(bot, view, legal):
            action = hard_turn(bot, view, legal)
            made = getattr(bot, "traced_offer", None)
            if made is not None and action is not made:
                why.round = view.round
                why.count(view.pending.player, "turned down by its look-ahead")
            bot.traced_offer = None
            return action

        OfferLedger.holds_back = traced_holds_back
        StrategyBot._set_candidates = traced_candidates
        StrategyBot._offer_for_person = traced_offer_for_person
        StrategyBot._propose = traced_propose
        HardBot._turn = traced_hard_turn

    def count_cash_deals(self, bot, view, me: int, found: list) -> None:
        """Count, at a turn, each place of the person's or the bot's free to trade that cash alone makes a deal
        for both of (the bot's limit against a careful person's least), and those not among its deals."""
        owned = view.owned
        deals = hidden = 0
        for give, get in [((), (s,)) for s in sorted(owned[PERSON])] + [((s,), ()) for s in sorted(owned[me])]:
            if view.check_offer(A.Offer(PERSON, A.Items(give), A.Items(get))) is not None:
                continue  # not to be traded now (buildings in its group, where they stop a trade)
            most = bot._most_i_pay(view, me, PERSON, A.Items(give), A.Items(get))
            careful = bot._least_taken(view, me, PERSON, give, get, None)
            if most is not None and careful is not None and careful <= most:
                deals += 1
                hidden += (PERSON, give, get) not in found
        self.count(me, "turns with a cash deal for one place", bool(deals))
        self.count(me, "turns with one outside its deals", bool(hidden))

    def report(self, tally: Tally) -> None:
        for kind, counts in sorted(self.counts.items()):
            made = sum(tally.seat_offers[seat] for seat, k in enumerate(self.seats) if k == kind and seat != PERSON)
            print(f"  {kind:<6} why: {made} offers made; " + ", ".join(f"{what} {n}" for what, n in sorted(
                counts.items(), key=lambda c: -c[1]) if n))
        for kind, stages in sorted(self.open.items()):
            print(f"  {kind:<6} in the open rounds with no offer (a seat's turn each), its looks got as far as: "
                  + ", ".join(f"{what} {n}" for what, n in stages.most_common()))


# how far a bot's looks in a turn got, furthest first (`Why.open_rounds`)
FURTHEST = ("turned down by its look-ahead", "refused by its own answer", "an offer to a bot first", "priced",
            "no price", "passed, left unpriced", "deal passed the ledger", "deal held", "turns with none found")


def no_price(bot, view, me: int, give: tuple[int, ...], get: tuple[int, ...]) -> str:
    """Why no price made a deal of these places, as far as the bot's limit and a careful person's
    least (by Medium's rule) tell."""
    if not bot._may_price(view, me, PERSON, give, get):
        return "look-ahead turned it down, table unchanged"
    most = bot._most_i_pay(view, me, PERSON, A.Items(give), A.Items(get))
    careful = bot._least_taken(view, me, PERSON, give, get, None)
    if most is None:
        return "its terms at no cash" if careful is not None else "no cash for either"
    if careful is None:
        return "a careful person at no cash"
    if careful > most:
        return "a careful person wants more than its most"
    return "cash, bounds or a repeat"


WHY = Why()


def play(kind: str, bots: int, setting: str, person: str, seed: int, rounds: int, tally: Tally,
         show: bool = False, edition: str = "byapar") -> None:
    """One seeded game, its offers to the person counted into `tally` (`kind`: one strength, or
    several joined by commas, one a seat; then, or with `bots` 0, each named kind is one seat). `show` prints each offer."""
    seats = (STAND_INS[person], *(kind.split(",") if "," in kind or not bots else [kind] * bots))
    spec = sim.GameSpec(edition, seats, seed, {"rounds": rounds, "bot_offers": setting}, False, people=(PERSON,))
    game, players, views = sim.seated(spec)
    WHY.seats, WHY.turns, WHY.turn, WHY.cash_looked = seats, set(), {}, set()
    WHY.bots = {id(b): b for seat, b in enumerate(players) if seat != PERSON}
    made: Counter = Counter()
    asked: Counter = Counter()  # places asked of the person, whichever bot asked -> times
    turn = None
    first = None
    offered_in: list[int] = []  # the rounds the person had an offer in
    out_in = None  # the round the person went bankrupt in, if they did
    while not game.over:
        if (game.round, game.current) != turn:
            turn = (game.round, game.current)
            tally.bot_turns += game.current != PERSON
            tally.seat_turns[game.current] += 1
        p = game.pending.player
        started = time.process_time()
        action = players[p].decide(views[p], game.legal_actions())
        if p != PERSON:
            tally.times.setdefault(seats[p], []).append(1000 * (time.process_time() - started))
        to_person = p != PERSON and isinstance(action, A.Offer) and action.partner == PERSON
        answering_person = p != PERSON and game.pending.kind == "trade" and game.pending.other == PERSON
        tally.counters += answering_person and isinstance(action, A.Counter)
        if answering_person and getattr(players[p], "last_reply", None) is not None:
            reason = players[p].last_reply.reason
            if reason in FINISHER_REFUSALS:
                tally.finisher_answers[reason] += 1
        events = game.apply(action)
        if show and p != PERSON and isinstance(action, A.Offer | A.Counter) and PERSON in (
                getattr(action, "partner", None), game.pending.player):
            print(f"  round {game.round:2d}, {seats[p]} (seat {p}) {type(action).__name__.lower()}: "
                  f"{describe(game, action)}", end="; ")
        if show and any(isinstance(e, E.TradeAnswered) and e.player == PERSON for e in events):
            print("taken" if any(isinstance(e, E.TradeAnswered) and e.accepted for e in events) else "refused")
        if out_in is None and game.players[PERSON].bankrupt:
            out_in = game.round
        if to_person:
            tally.offers += 1
            tally.seat_offers[p] += 1
            made[p, action.give.squares, action.get.squares] += 1
            asked[action.get.squares] += bool(action.get.squares)
            tally.last_rounds += game.round > rounds - LAST_ROUNDS
            offered_in.append(game.round)
        for e in events:
            if isinstance(e, E.TradeAnswered) and e.accepted and PERSON in (e.player, e.partner):
                tally.taken += e.player == PERSON  # a bot's offer (or counter-offer) the person took
                tally.bot_took += e.partner == PERSON  # the person's own offer, taken by a bot
                first = game.round if first is None else first
    WHY.open_rounds(offered_in, min(game.round, rounds) if out_in is None else out_in)
    tally.games += 1
    tally.rounds += min(game.round, rounds)
    tally.longest_run = max(tally.longest_run, max(made.values(), default=0))
    tally.most_asked = max(tally.most_asked, max(asked.values(), default=0))
    marks = [0, *offered_in, (out_in if out_in is not None else min(game.round, rounds)) + 1]
    tally.quiet.append(max(b - a - 1 for a, b in itertools.pairwise(marks)))
    if first is not None:
        tally.first_taken.append(first)


def describe(game, offer: A.Offer | A.Counter) -> str:
    """An offer in words: each place with its printed price, and the cash."""
    def side(items: A.Items) -> str:
        names = [f"{game.edition.squares[s].name} ({game.edition.squares[s].price})" for s in items.squares]
        return " + ".join(names + ([f"Rs {items.cash}"] if items.cash else [])) or "nothing"
    return f"gives {side(offer.give)} for {side(offer.get)}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--person", choices=sorted(STAND_INS), default="refusing")
    ap.add_argument("--kinds", default="easy,medium,hard")
    ap.add_argument("--tables", default="1,3", help="bots at the table besides the person")
    ap.add_argument("--table", help="one table's bots instead, e.g. hard,hard,medium; each offer is shown")
    ap.add_argument("--quiet", action="store_true", help="with --table: only the figures, by seat")
    ap.add_argument("--why", action="store_true", help="with --table: why each kind's looks made no offer")
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    if args.table:
        if args.why:
            WHY.install()
        tally = Tally()
        for i in range(args.games):
            if not args.quiet:
                print(f"game {i + 1}:")
            play(args.table, 0, "often", args.person, args.seed * 1_000 + i, args.rounds, tally, show=not args.quiet,
                 edition=args.edition)
        print(HEADER)
        print(f"{args.table + ' often':<22} {tally.row()}")
        for seat, kind in enumerate(args.table.split(","), 1):  # each seat's share of the offers
            made, turns = tally.seat_offers[seat], tally.seat_turns[seat]
            print(f"  seat {seat} {kind:<6} {made / max(1, turns):6.3f} /turn {made / max(1, tally.rounds):6.3f} /round"
                  f" {made:5d} offers")
        kinds = args.table.split(",")
        for kind in sorted(set(kinds)):  # each kind's offers, all its seats together
            made = sum(tally.seat_offers[seat] for seat, k in enumerate(kinds, 1) if k == kind)
            print(f"  {kind:<6} {made / max(1, tally.rounds):6.3f} offers a round, {kinds.count(kind)} seat(s)")
        answers = tally.finisher_answers
        print(f"  the person's asks for their set's last place refused: {sum(answers.values())}, answered with"
              f" the swap for the place that finishes the bot's set {answers['bot_why_set_for_set']}, with a cash"
              f" price {answers['bot_why_set_theirs_price']}, kept with an offer for the person's places in the"
              f" group {answers['bot_why_both_want']}, kept {answers['bot_why_set_theirs_keep']}")
        if args.why:
            WHY.report(tally)
        for kind, times in sorted(tally.times.items()):  # beside a person: every decision, offers priced for them included
            times.sort()
            print(f"  {kind:<6} decisions {len(times)}: p50 {times[len(times) // 2]:.2f} ms,"
                  f" p99 {times[int(len(times) * 0.99)]:.1f} ms, slowest {times[-1]:.1f} ms (processor time)")
        return
    print(f"{args.games} games of {args.edition}, {args.rounds} rounds a table, the person {args.person},"
          f" seeds from {args.seed}")
    print(HEADER)
    for bots in map(int, args.tables.split(",")):
        for kind in args.kinds.split(","):
            for setting in SETTINGS:
                tally = Tally()
                for i in range(args.games):
                    play(kind, bots, setting, args.person, args.seed * 1_000 + i, args.rounds, tally,
                         edition=args.edition)
                print(f"{bots} x {kind:<6} {setting:<8}   {tally.row()}", flush=True)


if __name__ == "__main__":
    main()
