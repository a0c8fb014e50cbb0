"""Where a roll's cost goes: four Medium bots' games, then the same actions replayed with no bots.

    python bench/split.py [--games 100] [--editions byapar,finance] [--rounds 3]

Each edition's seeded 30-round games are played through the runner's loop (`sim._run`),
their actions kept, and then replayed on fresh games of the same seeds: the replay is the
engine alone on exactly the same game, so the difference is the bots' and the runner's
share; a third replay goes through the runner's loop with seats that play the actions back,
which parts the loop's cost from the bots' own. Prints rolls per processor second both ways, the share, and each edition's cost per
roll against the first's (Finance is held to at most 1.6x Byapar). Editions
alternate in rounds so that all see the same load. With `--by-kind`, the bots' share is
then parted by the decision asked and the answer given (each decision timed alone, so
the parts carry the timer's own cost of well under a microsecond a decision).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from byapar import sim  # noqa: E402
from byapar.bots import settle  # noqa: E402
from byapar.engine import GameView, new_game  # noqa: E402
from byapar.engine.view import LazyLegal  # noqa: E402

SEATS = ("medium",) * 4
MAX_DECISIONS = 200_000  # a bound on one game: 30 rounds take a few thousand decisions


def seated(edition: str, seed: int) -> tuple:
    """A fresh 30-round game of four Medium bots: the game, its bots and their views, seeded."""
    return sim.seated(sim.GameSpec(edition, SEATS, seed, {"rounds": 30}, check=False))


def play(edition: str, seed: int) -> tuple[list, int, float]:
    """One game with bots: its actions, its rolls and its processor seconds."""
    spec = sim.GameSpec(edition, SEATS, seed, {"rounds": 30}, check=False)
    game, bots, views = seated(edition, seed)
    actions: list = []
    kept = [_Recorder(bot, actions) for bot in bots]
    start = time.process_time()
    sim._run(game, kept, views, spec, sim.GameResult(seed, list(SEATS), (), "", 0, 0, 0))
    return actions, game.rolls, time.process_time() - start


class _Recorder:
    """A seat's bot whose answers are kept in the order the table asked for them. The bots are
    wrapped rather than `game.apply`: a look-ahead's copies of the game would carry a wrapped
    `apply` with them. The wrapper's own cost counts in the bots' share: well under 1%."""

    def __init__(self, bot, actions: list) -> None:
        self.bot, self.actions = bot, actions

    def decide(self, view, legal):
        action = self.bot.decide(view, legal)
        self.actions.append(action)
        return action


class _Replayer:
    """A seat that plays back the recorded actions: the runner's loop with bots that cost nothing."""

    def __init__(self, actions: list) -> None:
        self.next = iter(actions).__next__

    def decide(self, view, legal):
        return self.next()


def through_runner(edition: str, seed: int, actions: list) -> float:
    """The same game through the runner's loop (`sim._run`), each seat playing back the
    recorded actions: processor seconds of the engine and the loop, no bot thinking."""
    game = new_game(sim.load_edition_cached(edition), [f"medium {i}" for i in range(4)], {"rounds": 30}, seed=seed)
    bots = [_Replayer(actions)] * 4  # one shared iterator: the actions in the order they were taken
    views = [GameView(game, random.Random(i)) for i in range(4)]
    spec = sim.GameSpec(edition, SEATS, seed, {"rounds": 30}, check=False)
    start = time.process_time()
    sim._run(game, bots, views, spec, sim.GameResult(seed, list(SEATS), (), "", 0, 0, 0))
    return time.process_time() - start


def replay(edition: str, seed: int, actions: list) -> float:
    """The same game, the same actions, no bots: processor seconds."""
    game = new_game(sim.load_edition_cached(edition), [f"medium {i}" for i in range(4)], {"rounds": 30}, seed=seed)
    apply = game.apply
    start = time.process_time()
    for action in actions:
        apply(action)
    return time.process_time() - start


def by_kind(edition: str, seeds: range) -> tuple[Counter, Counter, int]:
    """The same bots' games with each decision timed: processor seconds and counts by
    (decision asked, answer's kind), and the rolls."""
    spent: Counter = Counter()
    asked: Counter = Counter()
    rolls = 0
    clock = time.process_time
    for seed in seeds:
        game, bots, views = seated(edition, seed)
        for _ in range(MAX_DECISIONS):
            if game.over:
                break
            pending = game.pending
            start = clock()
            action = bots[pending.player].decide(views[pending.player], LazyLegal(game))
            key = (pending.kind, type(action).__name__)
            spent[key] += clock() - start
            asked[key] += 1
            game.apply(action)
        rolls += game.rolls
    return spent, asked, rolls


def print_by_kind(edition: str, seeds: range, top: int = 8) -> None:
    spent, asked, rolls = by_kind(edition, seeds)
    total = sum(spent.values())
    print(f"  {edition}, the bots' {1e6 * total / rolls:.1f} us a roll by decision and answer:")
    for (kind, answer), seconds in spent.most_common(top):
        n = asked[kind, answer]
        print(f"    {kind:>6} -> {answer:<10} {1e6 * seconds / rolls:5.1f} us a roll "
              f"({n / rolls:.2f} a roll, {1e6 * seconds / n:.1f} us each)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100, help="games per edition per round")
    ap.add_argument("--editions", default="byapar,finance")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--by-kind", action="store_true", help="part the bots' cost by decision and answer")
    args = ap.parse_args()
    editions = [e.strip() for e in args.editions.split(",") if e.strip()]
    totals = {e: [0, 0.0, 0.0, 0.0] for e in editions}  # rolls, with bots, engine alone, engine and loop
    for e in editions:
        settle(sim.load_edition_cached(e))
    for k in range(args.rounds):
        for e in editions:
            for seed in range(k * args.games, (k + 1) * args.games):
                actions, rolls, cpu = play(e, seed)
                totals[e][0] += rolls
                totals[e][1] += cpu
                totals[e][2] += replay(e, seed, actions)
                totals[e][3] += through_runner(e, seed, actions)
    first = None
    for e, (rolls, full, engine, loop) in totals.items():
        per_roll = full / rolls
        first = first or per_roll
        print(f"{e}: {rolls / full:,.0f} rolls per processor second with four Medium bots, "
              f"{rolls / engine:,.0f} for the engine alone on the same actions; bots and runner "
              f"{100 * (full - engine) / full:.0f}% of the time; a roll costs {per_roll / first:.2f}x {editions[0]}'s "
              f"({1e6 * engine / rolls:.0f} us engine + {1e6 * (full - engine) / rolls:.0f} us bots and runner)")
        print(f"  per roll: engine {1e6 * engine / rolls:.1f} us, the runner's loop {1e6 * (loop - engine) / rolls:.1f} us, "
              f"the bots' decisions {1e6 * (full - loop) / rolls:.1f} us")
    if args.by_kind:
        for e in editions:
            print_by_kind(e, range(args.games))


if __name__ == "__main__":
    main()
