"""File fuzzing at scale: thousands of randomly damaged boards and saves, with figures.

    python bench/fuzz_files.py --boards 2000 --saves 5000

Boards: each shipped edition's map or card file gets a random blow (bits flipped, cut,
a span deleted or doubled, a digit changed); each must load and play, or be refused with
a BoardError naming the file, within a second. Saves: real saves get one to three hand
edits at random leaves; each must be refused with a SaveError or load into a sound game
that plays on. The generators are the CI tests' own (tests/test_fuzz_*.py).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def fuzz_boards(count: int, seed: int) -> Counter:
    boards = _load("test_fuzz_boards")
    results: Counter = Counter()
    per = max(1, count // len(boards.EDITIONS))
    with tempfile.TemporaryDirectory() as tmp:
        for edition in boards.EDITIONS:
            for _, result in boards.fuzz_files(edition, Path(tmp), per, seed):
                results[result] += 1
    return results


def fuzz_saves(count: int, seed: int) -> Counter:
    saves = _load("test_fuzz_saves")
    results: Counter = Counter()
    per = max(1, count // len(saves.EDITIONS))
    for edition in saves.EDITIONS:
        for _, result in saves.fuzz_saves(saves.CORPUS[edition], per, seed):
            results[result] += 1
    return results


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--boards", type=int, default=2000)
    ap.add_argument("--saves", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    failed = False
    for what, run, count in (("board files", fuzz_boards, args.boards), ("saves", fuzz_saves, args.saves)):
        start = time.perf_counter()
        try:
            results = run(count, args.seed)
        except AssertionError as e:
            print(f"{what}: FAILED: {e}")
            failed = True
            continue
        total = sum(results.values())
        print(f"{what} fuzzed: {total} in {time.perf_counter() - start:.0f}s: "
              f"{results['loaded']} loaded and played, {results['refused']} refused with a clear error, "
              f"0 crashes")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
