"""Two bots measured against one opponent on the same seeded games: the difference, not two rates.

    python bench/paired.py BASE VARIANT OPPONENT [--games 2000] [--seed 5] [--rounds 30]
                           [--edition byapar] [--jobs 2]

Game i is played twice, BASE against OPPONENT and VARIANT against OPPONENT, with the same seed
and the same seats (swapped game by game). The dice are the game's own, so the two games run
alike until the bots first choose differently, and most end alike: the difference of the two
win rates then has a far narrower interval than two separate ladders give (about +-1 point at
2,000 games where two independent runs differ by +-3 from the dice alone). Bots are named as
the runner names them (`medium`, `hard`, `module:Class` for a variant of your own).
Prints both rates, the mean paired difference with its 95% interval, and how many games the
variant won that the base lost (better) and the other way round (worse).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar import sim  # noqa: E402
from byapar.bots import settle  # noqa: E402


def share_won(task: tuple[str, str, int, int, int, str]) -> tuple[str, int, float]:
    """(bot, game index, its share of the win) for one seeded game against the opponent."""
    kind, opponent, i, rounds, seed, edition = task
    seats = (kind, opponent) if i % 2 == 0 else (opponent, kind)
    result = sim.play_game(sim.GameSpec(edition, seats, seed * 1_000_003 + i, {"rounds": rounds}, False))
    seat = seats.index(kind)
    return kind, i, (1 / len(result.winners) if seat in result.winners else 0.0)


def compare(base: list[float], variant: list[float]) -> tuple[float, float, int, int]:
    """Mean paired difference, half its 95% interval, games gained, games lost."""
    n = len(base)
    diffs = [v - b for b, v in zip(base, variant, strict=True)]
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    return mean, 1.96 * spread / math.sqrt(n), sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("base")
    ap.add_argument("variant")
    ap.add_argument("opponent")
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=30, help="0: to the last player")
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    tasks = [(kind, args.opponent, i, args.rounds, args.seed, args.edition)
             for i in range(args.games) for kind in (args.base, args.variant)]
    won: dict[tuple[str, int], float] = {}
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for kind, i, share in pool.imap_unordered(share_won, tasks, chunksize=20):
            won[kind, i] = share
    base = [won[args.base, i] for i in range(args.games)]
    variant = [won[args.variant, i] for i in range(args.games)]
    mean, half, better, worse = compare(base, variant)
    n = args.games
    print(f"{args.variant} against {args.opponent}, {args.edition}, rounds {args.rounds}, {n} games, seed {args.seed}:")
    print(f"  {args.base} {100 * sum(base) / n:.1f}%, {args.variant} {100 * sum(variant) / n:.1f}%: "
          f"{100 * mean:+.1f} +- {100 * half:.1f} points (better in {better} games, worse in {worse})")


if __name__ == "__main__":
    main()
