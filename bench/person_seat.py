"""Bots heads-up against a bot seated as a person: who wins, and what their trades did.

    python bench/person_seat.py [--bots hard,medium,easy] [--person medium] [--offers often]
                                [--games 100] [--seed 5] [--rounds 30] [--edition byapar]
                                [--jobs 1] [--as-bot]

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
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar import sim  # noqa: E402
from byapar.bots import HardBot, MediumBot, settle  # noqa: E402
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
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    bots = args.bots.split(",")
    tasks = [(bot, args.person, i, args.rounds, args.seed, args.edition, args.offers, args.as_bot)
             for bot in bots for i in range(args.games)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        tallies = pool.map(played, tasks, chunksize=10)
    print(f"{args.edition}, rounds {args.rounds}, bots offer {args.offers}, {args.games} games, seed {args.seed}:")
    for k, bot in enumerate(bots):
        print("\n".join(report(bot, args.person, tallies[k * args.games:(k + 1) * args.games], args.as_bot)))


if __name__ == "__main__":
    main()
