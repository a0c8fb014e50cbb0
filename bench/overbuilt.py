"""`paired.py`'s games, counting also how often each bot goes bankrupt on one rent just after building.

    python bench/overbuilt.py BASE VARIANT OPPONENT [--games 300] [--seed 5] [--rounds 30]
                              [--edition byapar] [--jobs 1] [--person]

Game i is seated and seeded as `paired.py` seats it, so the win rates and their paired difference
are the very figures `paired.py` prints for the same arguments. Besides them, for each of BASE and
VARIANT: the games it went bankrupt in, and of those the ones where the debt was a rival's rent and
it had built in that turn or its turn before (built down, then one rent put it out). With them, the
least cash it ended a building turn with, and how many of its building turns ended under one salary.
`--person` seats OPPONENT as a person (still played by its bot): the bots then keep to their rules
for a table with people, as they do beside a player (its figures are no longer `paired.py`'s).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from paired import compare  # noqa: E402

from byapar import sim  # noqa: E402
from byapar.bots import settle  # noqa: E402
from byapar.engine import events as E  # noqa: E402
from byapar.engine.view import LazyLegal  # noqa: E402

MAX_DECISIONS = 200_000  # a 30-round game takes a few thousand; past this the game is dropped as stalled


@dataclass
class Tally:
    share: float = 0.0  # its share of the win
    bankrupt: bool = False
    after_building: bool = False  # bankrupt on a rival's rent, having built that turn or its turn before
    owed: int = 0  # that rent
    building_turns: int = 0
    short_turns: int = 0  # building turns that ended with less than a salary in cash
    least_cash: int | None = None  # the least cash a building turn ended with


def played(task: tuple[str, str, int, int, int, str, bool]) -> tuple[str, int, Tally]:
    """One of `paired.py`'s games, watched for `kind`'s building and bankruptcy."""
    kind, opponent, i, rounds, seed, edition, person = task
    seats = (kind, opponent) if i % 2 == 0 else (opponent, kind)
    people = (seats.index(opponent),) if person else ()
    spec = sim.GameSpec(edition, seats, seed * 1_000_003 + i, {"rounds": rounds}, False, people=people)
    game, bots, views = sim.seated(spec)
    me, tally, salary = seats.index(kind), Tally(), game.edition.rules.salary
    turns, built_in, noted = 0, -2, -2  # my turns so far; the last of them I built in; the last noted
    for _ in range(MAX_DECISIONS):
        if game.over:
            break
        p = game.pending.player
        for event in game.apply(bots[p].decide(views[p], LazyLegal(game))):
            if type(event) is E.TurnStarted:
                if built_in == turns != noted:  # a turn of mine I built in just ended
                    _note_building_turn(tally, game.players[me].cash, salary)
                    noted = turns
                turns += event.player == me
            elif type(event) is E.Built and event.player == me:
                built_in = turns
            elif type(event) is E.Bankrupt and event.player == me:
                tally.bankrupt = True
                rent = event.creditor not in (None, E.POT) and event.square is not None
                tally.after_building = rent and built_in >= turns - 1
                tally.owed = event.owed
    else:
        return kind, i, tally
    if built_in == turns != noted and not tally.bankrupt:
        _note_building_turn(tally, game.players[me].cash, salary)
    tally.share = 1 / len(game.winners) if me in game.winners else 0.0
    return kind, i, tally


def _note_building_turn(tally: Tally, cash: int, salary: int) -> None:
    tally.building_turns += 1
    tally.short_turns += cash < salary
    tally.least_cash = cash if tally.least_cash is None else min(tally.least_cash, cash)


def report(kind: str, tallies: list[Tally]) -> str:
    out = [t for t in tallies if t.bankrupt]
    after = [t for t in out if t.after_building]
    turns, short = sum(t.building_turns for t in tallies), sum(t.short_turns for t in tallies)
    least = min((t.least_cash for t in tallies if t.least_cash is not None), default=None)
    owed = sorted(t.owed for t in after)
    return (f"  {kind}: bankrupt in {len(out)} games, {len(after)} of them on one rent just after building"
            f" (rents {owed}); {short} of {turns} building turns ended under a salary in cash, least {least}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("base")
    ap.add_argument("variant")
    ap.add_argument("opponent")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=30, help="0: to the last player")
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--person", action="store_true", help="seat the opponent as a person")
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    tasks = [(kind, args.opponent, i, args.rounds, args.seed, args.edition, args.person)
             for i in range(args.games) for kind in (args.base, args.variant)]
    tallies: dict[tuple[str, int], Tally] = {}
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for kind, i, tally in pool.imap_unordered(played, tasks, chunksize=20):
            tallies[kind, i] = tally
    n = args.games
    base = [tallies[args.base, i] for i in range(n)]
    variant = [tallies[args.variant, i] for i in range(n)]
    mean, half, better, worse = compare([t.share for t in base], [t.share for t in variant])
    print(f"{args.variant} against {args.opponent}{' as a person' * args.person}, {args.edition}, rounds {args.rounds}, {n} games, seed {args.seed}:")
    print(f"  {args.base} {100 * sum(t.share for t in base) / n:.1f}%, "
          f"{args.variant} {100 * sum(t.share for t in variant) / n:.1f}%: "
          f"{100 * mean:+.1f} +- {100 * half:.1f} points (better in {better} games, worse in {worse})")
    print(report(args.base, base))
    print(report(args.variant, variant))


if __name__ == "__main__":
    main()
