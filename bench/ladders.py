"""The bots' ladders in one run, with a verdict on each target the strengths are held to.

    python bench/ladders.py [--games 1000] [--seed 1] [--jobs 2] [--editions byapar,classic]

Every strength meets Medium and each yardstick heads-up (seats swapped game by game, as
`python -m byapar.sim --players X,Y` seats them), over 30 rounds and to the last player, on each
edition given; then one Hard among three Medium over 30 rounds on Byapar. Prints a table per
edition and kind of game (win rates with their 95% intervals), then each target: Hard at least 70%
against every opponent over 30 rounds and 65% to the last player, Medium at least 60% against
each yardstick (Byapar); Easy below Medium below Hard against every opponent (every edition); one
Hard among three Medium at least 40% at the interval's low end. About half an hour at 1,000 games
on two cores; a row is the same figure `python -m byapar.sim` prints for it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar.ladders import CROWD, KINDS, OPPONENTS, STRENGTHS, Table, markdown, measure, verdicts  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000, help="games per pairing")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--editions", default="byapar,classic")
    args = ap.parse_args()
    editions = args.editions.split(",")
    table: Table = {}
    for edition in editions:
        for rounds in KINDS:
            for strength in STRENGTHS:
                for opponent in OPPONENTS:
                    if strength != opponent:
                        table[edition, rounds, strength, opponent] = measure(
                            edition, rounds, (strength, opponent), args.games, args.seed, args.jobs)
            print(markdown(table, edition, rounds), end="\n\n", flush=True)
    crowd = measure("byapar", 30, CROWD, args.games, args.seed, args.jobs) if "byapar" in editions else None
    if crowd is not None:
        print(f"One Hard among three Medium, byapar, 30 rounds: {crowd}\n")
    print(f"Targets ({args.games} games a pairing, seed {args.seed}):")
    for text, met in verdicts(table, crowd):
        print(f"  {'met   ' if met else 'MISSED'} {text}")


if __name__ == "__main__":
    main()
