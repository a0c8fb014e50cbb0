"""How often bots offer trades to a family: several people at one laptop, each offer a hand-over.

    python bench/family_offers.py [--edition byapar] [--people 3] [--bots medium] [--games 20]
        [--rounds 12] [--setting often] [--seed 1]

The people are stand-ins (`byapar.bots.person.PersonStandIn`, a careful person) in the first
seats, the bots after them. Prints the bots' own offers to any person a round, the most one person
had in a game, the longest run of rounds with an offer in each, and the share of rounds with one.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from byapar import sim  # noqa: E402
from byapar.engine import actions as A  # noqa: E402

STAND_IN = "byapar.bots.person:PersonStandIn"


def play(edition: str, people: int, bots: list[str], setting: str, rounds: int, seed: int) -> tuple[list[int], int]:
    """One seeded game: the round of each bot offer to a person, and the rounds played."""
    seats = (STAND_IN,) * people + tuple(bots)
    spec = sim.GameSpec(edition, seats, seed, {"rounds": rounds, "bot_offers": setting}, False,
                        people=tuple(range(people)))
    game, players, views = sim.seated(spec)
    offered_in: list[int] = []
    for _ in range(200_000):  # bounded: a game of `rounds` rounds takes far fewer decisions
        if game.over:
            break
        p = game.pending.player
        action = players[p].decide(views[p], game.legal_actions())
        if p >= people and isinstance(action, A.Offer) and action.partner < people:
            offered_in.append(game.round)
        game.apply(action)
    return offered_in, min(game.round, rounds)


def longest_run(rounds: list[int]) -> int:
    """The longest stretch of consecutive rounds each with an offer to a person."""
    best = run = 0
    last = None
    for r in sorted(set(rounds)):
        run = run + 1 if last is not None and r == last + 1 else 1
        best, last = max(best, run), r
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--people", type=int, default=3)
    ap.add_argument("--bots", default="medium", help="the bots' strengths, one a seat, e.g. medium or hard,easy")
    ap.add_argument("--setting", default="often", choices=("often", "rarely"))
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    bots = args.bots.split(",")
    offers, played, runs, busy = 0, 0, [], 0
    for i in range(args.games):
        offered_in, rounds = play(args.edition, args.people, bots, args.setting, args.rounds, args.seed * 1_000 + i)
        offers, played = offers + len(offered_in), played + rounds
        runs.append(longest_run(offered_in))
        busy += len(set(offered_in))
    print(f"{args.edition}, {args.people} people and {args.bots} at {args.setting}, {args.games} games of"
          f" {args.rounds} rounds, seeds from {args.seed * 1_000}")
    print(f"offers to a person: {offers / max(1, played):.3f} a round ({offers} in {played} rounds);"
          f" rounds with one: {busy / max(1, played):.0%}; longest run of such rounds: mean"
          f" {statistics.mean(runs):.1f}, most {max(runs)}")


if __name__ == "__main__":
    main()
