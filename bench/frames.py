"""Frame times on the board scene while bots play, idle CPU at rest, and launch-to-menu time.

    python bench/frames.py [--frames 3000] [--size 1280x800] [--speed normal] [--idle 5] [--window]
    python bench/frames.py --launch 10 [--before /path/to/another/checkout] [--instructions]

Runs under SDL's dummy video driver (no window needed), or in a real window with --window
(an X display: a desktop, or Xvfb). Idle CPU is the whole process's CPU time (every thread)
over a fixed stretch of wall clock while the app's own loop runs with nobody touching it: at
the menu, and on the board while it waits on a person's throw (a bot seat beside them).
--always-draw measures the same with the loop drawing every frame (the old loop), to compare. Each frame is the app's real
frame (events, fixed-step updates, drawing), timed on its own, without the wait for the
display rate: by the wall clock, and as CPU time of the main thread (bots think on a
worker thread; on a busy machine the wall clock also counts time the OS gave to others). Prints p50, p99 and max frame time, peak memory, and launch-to-menu time
(a fresh `python game.py`, from start to its first menu frame drawn; the process's exit is
timed apart, as the player doesn't wait for it).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if "--window" not in sys.argv:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
else:
    os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# A home of its own, removed at exit, so a bench run never touches the player's saves.
_HOME = tempfile.TemporaryDirectory(prefix="byapar-bench-")
os.environ.setdefault("BYAPAR_HOME", _HOME.name)

# `python game.py` as a player starts it, up to its first menu frame: "ready" and the process's
# processor time so far are printed as that frame reaches the screen (pygame's flip; what the
# app does after it, such as starting the sound thread, is not counted), and the app's loop is
# replaced by that one frame, so there is one flip.
FIRST_MENU = """
import os, sys, time
sys.path.insert(0, {root!r})
sys.argv = [{game!r}]
import pygame
from byapar.app import app

flip = pygame.display.flip

def first_flip():
    flip()
    print("ready", time.process_time(), flush=True)
    {then}

pygame.display.flip = first_flip
app.App.run = lambda self, fps=60: self.frame(0.0)
exec(compile(open({game!r}).read(), {game!r}, "exec"), {{"__name__": "__main__"}})
"""
# The floor under it, timed the same way: the interpreter, pygame's import and a window of
# the menu's size opened, filled and flipped; nothing of Byapar's.
FLOOR = """
import os, time, pygame
pygame.display.init()
pygame.font.init()
pygame.display.set_mode((1280, 800), pygame.RESIZABLE).fill((28, 46, 40))
pygame.display.flip()
print("ready", time.process_time(), flush=True)
{then}
"""


def launch_to_menu(root: Path | None = ROOT) -> tuple[float, float, float]:
    """Seconds from starting `python game.py` to its first menu frame on screen: on the clock,
    in the child's processor time (which another job's load inflates far less), and on the
    clock until the process has gone (its exit: pygame's quit and the interpreter's teardown).
    With `root` None: the same for the FLOOR."""
    # with cached bytecode, as a player's second launch has it: the first run writes the cache
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    code = _launch_code(root)
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    ready = ""
    for ready in child.stdout:  # pygame's greeting may come first
        if ready.startswith("ready"):
            break
    shown = time.perf_counter() - started
    _, err = child.communicate()
    gone = time.perf_counter() - started
    assert ready.startswith("ready") and child.returncode == 0, err
    return shown, float(ready.split()[1]), gone


def _launch_code(root: Path | None, then: str = "") -> str:
    """The child's code for `root` (None: the floor); `then` runs right after the first flip."""
    if root is None:
        return FLOOR.format(then=then)
    return FIRST_MENU.format(root=str(root), game=str(root / "game.py"), then=then)


def instructions_to_menu(root: Path | None) -> int:
    """Instructions executed from start to the first menu frame's flip, counted by valgrind's
    callgrind (the process ends there): a figure no other job's load changes."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                          _launch_code(root, "os._exit(0)")], capture_output=True, text=True, env=env, check=True)
    return int(out.stderr.split("Collected :")[1].split()[0])


def launch_only(runs: int, before: Path | None, count: bool = False) -> None:
    """Launch-to-menu alone, `runs` times, alternating with another checkout when given and
    with the floor (python, pygame and a window, nothing of ours)."""
    roots = {"this checkout": ROOT} | ({f"before ({before})": before.resolve()} if before else {})
    roots["the floor, python + pygame + a window"] = None
    times: dict[str, list[tuple[float, float, float]]] = {name: [] for name in roots}
    for root in roots.values():
        launch_to_menu(root)  # writes the bytecode cache
    for _ in range(runs):
        for name, root in roots.items():
            times[name].append(launch_to_menu(root))
    for name, got in times.items():
        walls, cpus, gone = (sorted(column) for column in zip(*got, strict=True))
        print(f"to the first frame, {name}: best {walls[0]:.3f} s, median {statistics.median(walls):.3f} s "
              f"on the clock; processor time best {cpus[0]:.3f} s, median {statistics.median(cpus):.3f} s; "
              f"process gone best {gone[0]:.3f} s, median {statistics.median(gone):.3f} s "
              f"({runs} launches, load average {os.getloadavg()[0]:.1f})")
    if count:
        for name, root in roots.items():
            print(f"instructions to the first frame, {name}: {instructions_to_menu(root) / 1e6:.1f} million")


def play(frames: int, size: tuple[int, int], speed: str) -> list[float]:
    from byapar.app.app import App
    from byapar.app.scenes.board import BoardScene
    from byapar.app.session import Session, default_seat

    app = App(size)
    app.prefs["bot_speed"] = speed
    seats = [default_seat(i, kind, f"Bot {name}") for i, (kind, name) in
             enumerate([("medium", "Bikash"), ("hard", "Sita"), ("easy", "Hari"), ("medium", "Gita")])]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=2024)
    session.autosave_on = False  # measure drawing, not the disk
    app.push(BoardScene(app, session))
    for _ in range(30):  # warm the caches the way the first second on screen does
        app.frame(1 / 60)
    wall, cpu = [], []
    for _ in range(frames):
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame(1 / 60)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        if not isinstance(app.top, BoardScene) and session.game.over:
            break
    return wall, cpu


def idle_cpu(seconds: float, size: tuple[int, int], always_draw: bool) -> tuple[float, float, float, float]:
    """Share of one core the app uses at rest (menu, a person's turn), over `seconds` each; then
    the frame rate and CPU share of the real loop while four bots play at normal speed."""
    import threading

    import pygame

    from byapar.app.app import App
    from byapar.app.scenes.board import BoardScene
    from byapar.app.scenes.menu import MenuScene
    from byapar.app.session import Session, default_seat

    app = App(size)
    if always_draw:
        app.rest_for = lambda: None
    shares = []
    paced = _time_paced_frames(app)
    for scene in ("menu", "board", "bots"):
        if scene == "menu":
            app.replace(MenuScene(app))
        else:
            kinds = ["human", "medium"] if scene == "board" else ["medium", "hard", "easy", "medium"]
            seats = [default_seat(i, kind, f"{kind} {i}") for i, kind in enumerate(kinds)]
            session = Session.start("byapar", seats, {"rounds": 0}, seed=7)
            session.autosave_on = False
            app.replace(BoardScene(app, session))
        for _ in range(240):  # the first turn's banner and arrow settle, as they would on screen
            app.frame(1 / 60)
        app.running = True
        stop = threading.Timer(seconds, _stop, (app,))
        paced.clear()
        c0, t0 = time.process_time(), time.perf_counter()
        stop.start()
        app.run()
        wall = time.perf_counter() - t0
        shares.append((time.process_time() - c0) / wall * 100)
        pygame.event.clear()
    gaps = sorted(paced)  # while something moved: the time from one frame to the next
    fps = 1000 / gaps[len(gaps) // 2] if gaps else 0.0
    return shares[0], shares[1], fps, shares[2]


def _time_paced_frames(app) -> list[float]:
    """Milliseconds between frames the loop ran at full pace (not after a rest), as it runs."""
    gaps: list[float] = []
    state = {"paced": False, "last": None}
    rest_for, frame = app.rest_for, app.frame

    def timed_rest():
        wait = rest_for()
        state["paced"] = wait is None
        return wait

    def timed_frame(dt=None):
        now = time.perf_counter()
        if state["paced"] and state["last"] is not None:
            gaps.append((now - state["last"]) * 1000)
        state["last"] = now
        frame(dt)

    app.rest_for, app.frame = timed_rest, timed_frame
    return gaps


def _stop(app) -> None:
    import pygame

    app.running = False
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # wake a loop resting on the queue


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--speed", default="normal", choices=["slow", "normal", "fast", "instant"])
    parser.add_argument("--idle", type=float, default=5.0, help="seconds of rest measured at each place")
    parser.add_argument("--window", action="store_true", help="a real window on $DISPLAY, not the dummy driver")
    parser.add_argument("--always-draw", action="store_true", help="draw every frame even at rest (the old loop)")
    parser.add_argument("--launch", type=int, metavar="N", help="only time N launches to the first menu frame")
    parser.add_argument("--before", type=Path, metavar="CHECKOUT", help="with --launch: another checkout, alternately")
    parser.add_argument("--instructions", action="store_true",
                        help="with --launch: also count the instructions to the first frame (needs valgrind)")
    args = parser.parse_args()
    if args.launch:
        launch_only(args.launch, args.before, args.instructions)
        return
    size = tuple(int(v) for v in args.size.split("x"))
    menu = min(launch_to_menu()[0] for _ in range(3))
    at_menu, at_turn, fps, playing = idle_cpu(args.idle, size, args.always_draw)
    wall, cpu = play(args.frames, size, args.speed)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"board scene {args.size}, bots at {args.speed} speed, {len(wall)} frames, "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    for label, times in (("wall clock", wall), ("main-thread CPU", cpu)):
        q = statistics.quantiles(times, n=100)
        print(f"frame time ({label})  p50 {q[49]:.2f} ms   p99 {q[98]:.2f} ms   max {max(times):.2f} ms")
    driver = os.environ["SDL_VIDEODRIVER"] + (", drawing every frame" if args.always_draw else "")
    print(f"idle CPU ({driver}, {args.idle:.0f} s each)  menu {at_menu:.1f}%   "
          f"waiting on a person's throw {at_turn:.1f}% of one core")
    print(f"the real loop while four bots play at normal speed: {fps:.0f} frames/s while something moves "
          f"(median gap), {playing:.0f}% of one core in all")
    print(f"peak memory {peak_mb:.0f} MB (resident)")
    print(f"launch to first menu frame {menu:.2f} s (best of 3)")


if __name__ == "__main__":
    main()
