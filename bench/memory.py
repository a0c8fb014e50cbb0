"""The app's memory (resident set) after one and after three 30-round games in one process,
beside the floor: a bare pygame window of the same size, in a process of its own.

    python bench/memory.py [--games 3] [--rounds 30] [--size 1280x800] [--window]

Each game is played as on screen: the board scene at instant speed, four bots (one Hard)
thinking on their worker thread, every frame drawn, each turn autosaved to a bench folder.
Runs under SDL's dummy video driver, or in a real window with --window (an X display: a
desktop, or `xvfb-run -s "-screen 0 1920x1080x24"`).
"""

from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "x11" if "--window" in sys.argv else "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_HOME = tempfile.TemporaryDirectory(prefix="byapar-bench-")
os.environ.setdefault("BYAPAR_HOME", _HOME.name)

SEATS = [("medium", "Bikash"), ("hard", "Sita"), ("easy", "Hari"), ("medium", "Gita")]
FLOOR = """
import pygame
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode(({w}, {h}), pygame.RESIZABLE)
for _ in range(60):
    pygame.event.get()
    screen.fill((28, 46, 40))
    pygame.display.flip()
print(open("/proc/self/status").read().split("VmRSS:")[1].split()[0])
"""


def resident_mb() -> float:
    """This process's resident memory now (Linux: /proc)."""
    with open("/proc/self/status") as f:
        return int(f.read().split("VmRSS:")[1].split()[0]) / 1024


def floor_mb(size: tuple[int, int]) -> float:
    out = subprocess.run([sys.executable, "-c", FLOOR.format(w=size[0], h=size[1])], capture_output=True,
                         text=True, timeout=120, check=True)
    return int(out.stdout.split()[-1]) / 1024


def play_game(app, rounds: int, seed: int) -> tuple[int, float]:
    """One game on the board at instant speed to its end; its moves and seconds."""
    from byapar.app.scenes.board import BoardScene
    from byapar.app.session import Session, default_seat

    seats = [default_seat(i, kind, name) for i, (kind, name) in enumerate(SEATS)]
    session = Session.start("byapar", seats, {"rounds": rounds}, seed=seed)
    board = BoardScene(app, session)
    app.replace(board)
    started = time.perf_counter()
    for _ in range(200_000):
        app.frame(1 / 60)
        if session.game.over and app.top is not board:
            break
        board.controller.wait(600)
    getattr(session, "wait_saved", lambda: None)()  # (older checkouts save in the frame)
    for _ in range(30):  # the game-over scene on screen for half a second
        app.frame(1 / 60)
    return len(session.game.history), time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--window", action="store_true", help="a real window on $DISPLAY, not the dummy driver")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    floor = floor_mb(size)

    from byapar.app import fonts
    from byapar.app.app import App

    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    app.push("menu")
    app.frame(1 / 60)
    print(f"memory (resident), {args.size}, driver {os.environ['SDL_VIDEODRIVER']}; the floor, a bare pygame "
          f"window of that size: {floor:.0f} MB")
    for game in range(1, args.games + 1):
        moves, seconds = play_game(app, args.rounds, seed=2024 + game)
        gc.collect()
        rss = resident_mb()
        print(f"after game {game} ({args.rounds} rounds, {moves} moves, {seconds:.0f} s): {rss:.0f} MB, "
              f"{rss / floor:.2f}x the floor; text cache {len(fonts._cache)} pictures, "
              f"{_cache_bytes(fonts._cache) / 2**20:.1f} MB")


def _cache_bytes(cache) -> int:
    """The rendered text's bytes (a plain dict of pictures in older checkouts)."""
    if hasattr(cache, "bytes"):
        return cache.bytes
    return sum(s.get_pitch() * s.get_height() for s in cache.values())


if __name__ == "__main__":
    main()
