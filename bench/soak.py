"""Soak: thousands of seeded games across every edition, bot strength and setting value.

    python bench/soak.py                      # 10,000 games on every core
    python bench/soak.py --games 500 --jobs 2 --max-rounds 15
    python bench/soak.py --replay 4711        # play one game again, with its traceback

Each game is drawn from its seed alone (edition, seats, settings), so any game reported
here is replayed exactly with `--replay SEED`. After every action the table's invariants
are checked; a watchdog counts decisions per turn and turns per game, and an alarm stops a
game that hangs. Every game's save is round-tripped through JSON at a random moment and
at the end. Printed: crashes (engine or bot), bots choosing illegal actions, stalls,
hangs and invariant breaks, each with its seed, then the figures.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from byapar.soak import PROBLEMS, editions, play, report, run, spec_for  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=0, help="the first game's seed")
    ap.add_argument("--max-rounds", type=int, help="shorten every game to at most this many rounds")
    ap.add_argument("--editions", help="comma-separated; default every edition that loads")
    ap.add_argument("--replay", type=int, metavar="SEED", help="play that one game, with its traceback")
    args = ap.parse_args(argv)
    names = args.editions.split(",") if args.editions else editions()
    if args.replay is not None:
        spec = spec_for(args.replay, names, args.max_rounds)
        print(spec)
        result = play(spec, verbose=True)
        print(result)
        return 1 if result.ended in PROBLEMS else 0
    results, wall = run(args.games, args.jobs, args.seed, args.max_rounds, names,
                        progress=sys.stderr.isatty())
    print(report(results, wall, args.jobs))
    return 1 if any(r.ended in PROBLEMS for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
