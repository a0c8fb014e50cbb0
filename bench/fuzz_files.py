"""File fuzzing at scale: thousands of randomly damaged boards and saves, with figures.

    python bench/fuzz_files.py --boards 2000 --saves 5000
    python bench/fuzz_files.py --attacks [--code OTHER_CHECKOUT]

Boards: each shipped edition's map or card file gets a random blow (bits flipped, cut,
a span deleted or doubled, a digit changed); each must load and play, or be refused with
a BoardError naming the file, within a second. Saves: real saves get one to three hand
edits at random leaves; each must be refused with a SaveError or load into a sound game
that plays on. The generators are the CI tests' own (tests/test_fuzz_*.py).

Attacks (`--attacks`): every class of hostile file in tests/hostile.py, case by case, with a
table of how many cases each class has and how they ended: refused (said, and nothing
lost), loaded (played and saved again), or what broke: an exception, a hang (no answer in
HANG_SECONDS) or a process that died (memory capped at MEMORY_CAP bytes where the system
allows it). Each class runs in a child process that is restarted past a case that hangs or
kills it. `--code` runs the same cases against another checkout's `byapar` (an older main,
say), for a before-and-after table.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the table is this script's only output
ROOT = Path(__file__).resolve().parents[1]
CODE = Path(os.environ.get("BYAPAR_CODE", ROOT))  # whose byapar is attacked (--code)
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(CODE))
HANG_SECONDS = 30.0
MEMORY_CAP = 3 * 1024**3
CPU_LIMIT = 5.0  # processor seconds for a board to load or be refused (tests/test_fuzz_boards.py)


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


# ----- attack classes, case by case ---------------------------------------------------------------

CLASSES = ("numbers in the front", "control characters in the front", "numbers in the seats",
           "control characters in the seats and names", "tileset and image headers",
           "FIFOs and links to devices", "names at the length limit")


def _cases(cls: str) -> list[tuple[str, object]]:
    """The class's cases, in a fixed order: (label, what run_case needs)."""
    import hostile

    if cls in CLASSES[:4]:
        base = _base_save()
        return [(label, data) for c, label, data in hostile.front_and_seat_cases(base) if c == cls]
    if cls == "tileset and image headers":
        return list(hostile.header_cases())
    if cls == "FIFOs and links to devices":
        return [(label, (which, kind)) for label, which, kind in hostile.special_file_cases()]
    return list(hostile.long_name_cases())


_BASE: dict = {}


def _base_save() -> dict:
    """A real save of a game a few turns in, as the app writes it (made once, deterministic)."""
    if not _BASE:
        from byapar.app import store
        from byapar.app.session import Session, default_seat

        with tempfile.TemporaryDirectory() as home:
            os.environ["BYAPAR_HOME"] = home
            seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")]
            s = Session.start("byapar", seats, {}, seed=3)
            s.save()
            _BASE.update(json.loads(s.path.read_text(encoding="utf-8")))
            store.unlock_all()
    return _BASE


class _Drawing:
    """The Load list and the board, drawn as the app draws them, for the front's cases."""

    def __init__(self) -> None:
        from byapar.app.app import App

        self.app = App((1280, 800), seed=4)
        self.app.prefs.update(hints=False, bot_speed="instant")

    def load_list(self) -> None:
        import pygame

        from byapar.app.scenes.load import LoadScene

        scene = LoadScene(self.app, None)
        scene.layout(self.app.screen.get_size())
        surf = pygame.Surface(self.app.screen.get_size())
        scene.draw_content(surf)
        scene.draw_over(surf)

    def board(self, session) -> None:
        import pygame

        from byapar.app.scenes.board import BoardScene

        board = BoardScene(self.app, session)
        board.layout(self.app.screen.get_size())
        board.draw(pygame.Surface(self.app.screen.get_size()))


def run_case(cls: str, label: str, case: object, home: Path, drawing: _Drawing | None) -> str:
    """One case, start to end: its result word."""
    import hostile

    os.environ["BYAPAR_HOME"] = str(home)
    if cls in CLASSES[:4]:
        from byapar.app import store

        (home / "saves").mkdir(parents=True, exist_ok=True)
        hostile.write_save(home / "saves" / "game-1.json", case)
        store._INFO_CACHE.clear()
        return hostile.check_front_case(home / "saves" / "game-1.json", drawing.load_list, drawing.board)
    if cls == "tileset and image headers":
        tmx = _board_copy(home)
        case(tmx)
        return _load_board(tmx, draw=True)
    if cls == "FIFOs and links to devices":
        which, kind = case
        return _special(home, which, kind)
    return _long_name(home, case)


def _board_copy(home: Path) -> Path:
    from byapar.engine.edition import BOARDS_DIR

    folder = home / "boards" / "byapar"
    shutil.copytree(BOARDS_DIR / "byapar", folder)
    return next(folder.glob("*.tmx"))


def _load_board(tmx: Path, draw: bool = False) -> str:
    """Load a board and start a game on it; with `draw`, draw its picture as the board view
    does (a picture refused by its header counts as refused: the board is painted instead)."""
    from byapar.engine import BoardError, edition, load_edition, new_game

    start = time.process_time()
    try:
        loaded = load_edition(tmx)
    except BoardError:
        result = "refused"
    else:
        new_game(loaded, ["A", "B"], seed=1)
        result = "loaded"
        art_problem = getattr(edition, "art_problem", None)  # absent from older code
        if draw and art_problem is not None and art_problem(loaded):
            result = "refused"
        elif draw:
            import pygame

            from byapar.app import board_view

            pygame.display.set_mode((64, 64))  # decoding converts to the screen's format
            board_view.load_art(loaded)
    took = time.process_time() - start
    return result if took < CPU_LIMIT else f"slow ({took:.1f} processor s)"


def _special(home: Path, which: str, kind: str) -> str:
    import hostile

    from byapar.app import store

    if which in ("save", "prefs"):
        target = home / "saves" / "game-1.json" if which == "save" else home / "prefs.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not hostile.make_special(target, kind):
            return "not on this system"
        store.load_prefs()
        store.list_saves()
        if which == "save":
            return "refused" if store.load(target).game is None else "loaded"
        return "refused"  # the defaults: nothing was read from it
    tmx = _board_copy(home)
    folder = tmx.parent
    target = {"cards": folder / "cards.json", "image": folder / "byapar_art.png"}.get(which)
    if which == "tsx":
        target = hostile.to_tsx(tmx)
    if not hostile.make_special(target, kind):
        return "not on this system"
    return _load_board(tmx)


def _long_name(home: Path, name: str) -> str:
    from byapar.app import store
    from byapar.app.session import Session, default_seat

    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")]
    s = Session.start("byapar", seats, {}, seed=3)
    s.save()
    store.unlock_all()
    path = s.path.with_name(name)
    try:
        os.replace(s.path, path)
    except OSError:
        return "not on this system"  # this file system's limit is lower
    latest = store.latest_unfinished()
    if latest is None or latest.path != path or not store.lock(path):
        return "refused"
    loaded = store.load(path)
    if loaded.game is None:
        return "refused"
    again = Session(loaded.game, loaded.seats, path=path)
    again.save()
    store.unlock_all()
    if again.save_problem:
        raise RuntimeError(f"loads but can't be saved again ({again.save_problem})")
    return "loaded"


def _cap_memory() -> None:
    try:
        import resource  # POSIX only; elsewhere the case runs uncapped
    except ImportError:
        return
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def worker(cls: str, first: int) -> None:
    """Run the class's cases from `first` on, a line of JSON each: [index, result]."""
    _cap_memory()
    cases = _cases(cls)
    drawing = _Drawing() if cls in CLASSES[:4] else None
    for i in range(first, len(cases)):
        label, case = cases[i]
        with tempfile.TemporaryDirectory() as tmp:
            try:
                result = run_case(cls, label, case, Path(tmp), drawing)
            except Exception as e:  # the point: any exception is a break, named
                where = traceback.extract_tb(e.__traceback__)[-1]
                result = f"crashed: {type(e).__name__} ({Path(where.filename).name}:{where.lineno})"
            finally:
                from byapar.app import store

                store.unlock_all()
        print(json.dumps([i, label, result]), flush=True)


def _pump(child: subprocess.Popen, lines: queue.Queue) -> None:
    """Hand the child's lines over one by one, then None when its output ends."""
    for line in child.stdout:
        lines.put(line)
    lines.put(None)


def run_class(cls: str) -> list[tuple[str, str]]:
    """Every case of a class through worker processes: (label, result) each."""
    results: dict[int, tuple[str, str]] = {}
    total = len(_cases(cls))
    env = dict(os.environ, BYAPAR_CODE=str(CODE), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    while len(results) < total:
        first = len(results)
        child = subprocess.Popen([sys.executable, __file__, "--worker", cls, str(first)], env=env, cwd=CODE,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        lines: queue.Queue = queue.Queue()
        threading.Thread(target=_pump, args=(child, lines), daemon=True).start()
        while len(results) < total:
            try:
                line = lines.get(timeout=HANG_SECONDS)
            except queue.Empty:
                results[len(results)] = (_cases(cls)[len(results)][0], f"hung (no answer in {HANG_SECONDS:.0f} s)")
                break
            if line is None:  # the child died mid-case: memory, a signal
                results[len(results)] = (_cases(cls)[len(results)][0], f"died (exit {child.wait()})")
                break
            i, label, result = json.loads(line)
            results[i] = (label, result)
        child.kill()
        child.wait()
    return [results[i] for i in range(total)]


def attacks() -> int:
    """The table: each class, its cases, and how they ended."""
    print(f"attacking the byapar package in {CODE}")
    print("| class of attack | cases | refused | loaded and played | broke |")
    print("|---|---|---|---|---|")
    broke_any = False
    for cls in CLASSES:
        results = run_class(cls)
        counts = Counter("refused" if r == "refused" else "loaded" if r == "loaded" else
                         "skipped" if r == "not on this system" else "broke" for _, r in results)
        kinds = Counter(r.split(" (")[0] for _, r in results if r not in ("refused", "loaded", "not on this system"))
        broke = ", ".join(f"{n} {k}" for k, n in kinds.most_common()) or "0"
        ran = len(results) - counts["skipped"]
        print(f"| {cls} | {ran} | {counts['refused']} | {counts['loaded']} | {broke} |", flush=True)
        for label, r in results:
            if r not in ("refused", "loaded", "not on this system"):
                print(f"    {label}: {r}", file=sys.stderr)
        broke_any |= counts["broke"] > 0
    return 1 if broke_any else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--boards", type=int, default=2000)
    ap.add_argument("--saves", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--attacks", action="store_true", help="the classes of hostile files, with a table")
    ap.add_argument("--code", type=Path, help="a checkout whose byapar the attacks run against")
    ap.add_argument("--worker", nargs=2, metavar=("CLASS", "FIRST"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args.worker[0], int(args.worker[1]))
        return 0
    if args.attacks:
        if args.code:
            global CODE
            CODE = args.code.resolve()
            sys.path.insert(0, str(CODE))
        return attacks()
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
