"""Crash figures: kill a game (SIGKILL) at random moments many times; every relaunch must Continue.

    python bench/crash.py --kills 300

Uses the same child, kill and checks as tests/test_crash_saves.py, in a temporary data
folder; prints kills, relaunches that continued, and games that finished meanwhile.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _tests_module():
    """The full-size run drives the very code the CI-sized test runs."""
    sys.path.insert(0, str(ROOT / "tests"))
    import test_crash_saves

    return test_crash_saves


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kills", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    crash = _tests_module()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as home:
        try:
            figures = crash.kill_many_times(Path(home), args.kills, args.seed)
        except AssertionError as e:
            print(f"FAILED: {e}")
            return 1
    took = time.perf_counter() - start
    print(f"crashes survived: {figures['kills']} SIGKILLs in {took:.0f}s; "
          f"{figures['resumed']} relaunches continued a saved game "
          f"({figures['kills'] - figures['resumed'] - figures['finished']} killed before the first "
          f"autosave), {figures['finished']} games finished meanwhile; no corrupt, empty or lost save")
    return 0


if __name__ == "__main__":
    sys.exit(main())
