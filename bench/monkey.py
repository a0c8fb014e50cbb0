"""The UI monkey at full size: 10,000 random events on the headless app, with figures.

    python bench/monkey.py                      # 10,000 events, seed 1
    python bench/monkey.py --events 500 --seed 2026

The monkey itself lives in tests/test_monkey.py (CI runs 2,000 events with a fixed seed).
A failure prints the seed and event count that replay it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _monkey_module():
    """The full-size run drives the very code the CI-sized test runs."""
    sys.path.insert(0, str(ROOT / "tests"))
    import test_monkey

    return test_monkey


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["BYAPAR_HOME"] = home
        monkey = _monkey_module().Monkey(args.seed)
        start = time.perf_counter()
        try:
            figures = monkey.run(args.events)
        except AssertionError as e:
            print(f"FAILED: {e}")
            return 1
        took = time.perf_counter() - start
    print(f"events monkeyed: {figures.events} in {took:.0f}s (seed {args.seed}), "
          f"{figures.episodes} episodes, invariants checked after each event")
    print("events: " + ", ".join(f"{k} {v}" for k, v in figures.kinds.most_common()))
    print("scenes: " + ", ".join(f"{k} {v}" for k, v in figures.scenes.most_common()))
    print(f"games seen over: {figures.games_over} checks on finished games")
    print("decisions: " + ", ".join(f"{k} {v}" for k, v in figures.decisions.most_common()))
    print(f"moves played: {sum(figures.moves.values())} in {len(figures.moves)} games; "
          f"{figures.checks} invariant checks; {figures.saves} save round trips; "
          f"{len(figures.refusals)} different refusals shown")
    return 0


if __name__ == "__main__":
    sys.exit(main())
