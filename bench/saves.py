"""Save figures: how long an autosave takes over a whole game, and how long the Load list
takes to open with many saved games.

    python bench/saves.py --rounds 30 --players 4 --saves 200

Plays a bots-only game of `--rounds` rounds through the app's Session in a temporary data
folder, timing every autosave (the write, fsync and rename), and again with the app's saver,
timing the main thread's part (the game read and encoded; the write is on a worker); then fills the folder with
`--saves` saved games and times the Load list: reading the folder (`store.list_saves`,
from cold) and opening the scene to its first drawn frame (SDL dummy driver).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def time_autosaves(rounds: int, players: int, seed: int) -> tuple[list[float], object]:
    """Play one game to its round limit; the seconds each autosave took, and the session."""
    from byapar.app import store
    from byapar.app.session import Session, default_seat

    times: list[float] = []
    real = store.autosave

    def timed(*args, **kwargs):
        start = time.perf_counter()
        real(*args, **kwargs)
        times.append(time.perf_counter() - start)

    store.autosave = timed
    seats = [default_seat(i, "easy", f"Bot {i}") for i in range(players)]
    session = Session.start("byapar", seats, {"rounds": rounds}, seed=seed)
    for _ in range(200_000):  # bounded; a game of `rounds` rounds ends long before
        if session.game.over:
            break
        session.apply(session.bot_action())
    store.autosave = real
    return times, session


def time_main_thread_saves(rounds: int, players: int, seed: int) -> list[float]:
    """The same game with the app's saver: the processor time each save costs the main thread
    (reading and encoding the game; the write and fsyncs are on the saver's worker)."""
    from byapar.app.saver import Saver
    from byapar.app.session import Session, default_seat

    times: list[float] = []
    seats = [default_seat(i, "easy", f"Bot {i}") for i in range(players)]
    session = Session.start("byapar", seats, {"rounds": rounds}, seed=seed)
    session.saver = Saver()
    real = session.save

    def timed() -> None:
        start = time.thread_time()
        real()
        times.append(time.thread_time() - start)

    session.save = timed
    for _ in range(200_000):
        if session.game.over:
            break
        session.apply(session.bot_action())
    session.wait_saved()
    return times


def time_load_list(session, count: int, repeats: int) -> tuple[list[float], list[float]]:
    """Fill the folder to `count` saves; seconds to list them cold, and to open the scene and draw it."""
    import pygame

    from byapar.app import store
    from byapar.app.app import App
    from byapar.app.scenes.load import LoadScene
    from byapar.app.scenes.menu import MenuScene

    source = session.path
    for i in range(count - len(store.list_saves())):
        shutil.copyfile(source, source.with_name(f"game-bench-{i:04}.json"))
    listing, opening = [], []
    app = App((1280, 800))
    menu = MenuScene(app)
    app.push(menu)
    for _ in range(repeats):
        store._INFO_CACHE.clear()
        start = time.perf_counter()
        found = store.list_saves()
        listing.append(time.perf_counter() - start)
        assert len(found) == count, len(found)
        store._INFO_CACHE.clear()
        start = time.perf_counter()
        app.push(LoadScene(app, menu))
        app.draw()
        pygame.display.flip()
        opening.append(time.perf_counter() - start)
        app.pop()
    pygame.quit()
    return listing, opening


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--saves", type=int, default=200)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["BYAPAR_HOME"] = home
        times, session = time_autosaves(args.rounds, args.players, args.seed)
        size = session.path.stat().st_size
        ms = [t * 1000 for t in times]
        print(f"autosave over a {args.rounds}-round game of {args.players} bots: {len(ms)} saves, "
              f"p50 {percentile(ms, 0.5):.2f} ms, p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms; "
              f"final save {size / 1024:.0f} KiB")
        main_ms = [t * 1000 for t in time_main_thread_saves(args.rounds, args.players, args.seed)]
        print(f"the same with the app's saver, the main thread's part (processor time): p50 "
              f"{percentile(main_ms, 0.5):.2f} ms, p99 {percentile(main_ms, 0.99):.2f} ms, max {max(main_ms):.2f} ms")
        listing, opening = time_load_list(session, args.saves, args.repeats)
        print(f"Load list with {args.saves} saves (median of {args.repeats}): read the folder "
              f"{statistics.median(listing) * 1000:.1f} ms, open and draw the scene "
              f"{statistics.median(opening) * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
