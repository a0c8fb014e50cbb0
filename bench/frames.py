"""Frame times of every scene beside a floor drawn in the same run, the longest frame gap of a
scripted game at each bot speed, idle CPU at rest, and launch-to-menu time.

    python bench/frames.py [--rounds 3] [--frames 240] [--sizes 800x600,1280x800] [--window]
    python bench/frames.py --gaps-only [--gap-rounds 4] [--gap-seconds 25]
    python bench/frames.py --openings-only
    python bench/frames.py --idle 5 [--size 1280x800] [--always-draw]
    python bench/frames.py --launch 10 [--before /path/to/another/checkout] [--instructions]
    python bench/frames.py --renders [--sizes 800x600,1280x800]

Runs under SDL's dummy video driver (no window needed), or in a real window with --window
(an X display: a desktop, or `xvfb-run -s "-screen 0 1920x1080x24"`).

Scenes: each scene is set up as a player reaches it and run for --frames frames, "animated"
(bots playing on the board, a mouse sweeping over the buttons elsewhere) and "waiting"
(nothing touched: a person's throw on the board). Each frame is the app's real frame (events,
fixed-step updates, drawing, flip), timed as processor time of the main thread (bots think
and saves are written on worker threads; another job's load inflates it far less than the
clock). The floor is a bare pygame loop drawing the same window: the scene's last picture
blitted whole and flipped, events read, nothing of Byapar's. Each block of --frames frames is
taken in runs of --run frames (10 unless told), a run of the scene's then a run of the floor's,
and the blocks over --rounds rounds: so a burst of another job's work, which slows a few
frames in a row, falls on both alike rather than on one block of either (a p99 of 120 frames
is about the second-slowest, so one burst decided it).

Gaps: a scripted game (four bots, one or two Hard) from the menu, its Start inside the loop,
autosaving to a bench folder, the real loop paced at 60 frames a second and drawing every
frame; the longest time from one frame to the next on the clock, which is what a player sees
as a hitch (game start, sound loading, saves and the bots' thinking all fall in it). Each gap
is printed with the main thread's processor time in it: on a loaded machine the clock says
what the machine did (another job holding the core), the processor time what the app did.
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


SEATS = [("medium", "Bikash"), ("hard", "Sita"), ("easy", "Hari"), ("hard", "Gita")]  # the scripted game's
# the scenes' tables: Medium and Easy, quick to set up (the bots' thinking is off the main thread anyway)
TABLE = [("medium", "Bikash"), ("easy", "Sita"), ("medium", "Hari"), ("easy", "Gita")]


def _session(kinds_names, seed: int, settings: dict | None = None, dice=None):
    from byapar.app.session import Session, default_seat

    seats = [default_seat(i, kind, name) for i, (kind, name) in enumerate(kinds_names)]
    session = Session.start("byapar", seats, {"rounds": 0} | (settings or {}), seed=seed, dice=dice)
    session.autosave_on = False  # measure drawing, not the disk
    return session


def _board(app, kinds_names, seed: int = 2024, **kw):
    import pygame

    from byapar.app.scenes.board import BoardScene

    board = BoardScene(app, _session(kinds_names, seed, **kw))
    board.layout(app.screen.get_size())
    for _ in board.warm_up(pygame.Surface(app.screen.get_size()).convert()):  # as a game being opened
        pass
    app.replace(board)
    return board


def _finished(app):
    """A short game of bots played to its end, its game-over scene on top."""
    session = _session(TABLE[:2], 5, {"rounds": 3})
    for _ in range(5000):
        if session.game.over:
            break
        session.apply(session.bot_action())
    app.replace("gameover", session)
    return session


def _with_saves(app):
    """The load list with three games saved in the bench folder."""
    for seed in (1, 2, 3):
        session = _session(TABLE[:2], seed)
        session.autosave_on = True
        session.save()
    app.replace("menu")
    app.push("load", app.top)


def _auction(app):
    """A person declines the first place they land on; bots bid behind the auction overlay."""
    board = _board(app, [("human", "Asha"), ("medium", "Bikash"), ("easy", "Sita")], 3, dice=[(1, 2)] * 40)
    from byapar.engine import actions as A

    board.act(A.ROLL)
    board.presenter.skip()
    board.act(A.DECLINE)
    board.presenter.skip()
    for _ in range(10):
        board.app.frame(1 / 60)
    return board


# Each scene as a player reaches it: name -> (set-up, whether it is animated by itself). A scene
# still by itself is "animated" by a mouse sweeping over it.
def _scenes() -> dict:
    return {
        "menu": lambda app: app.replace("menu"),
        "setup": lambda app: app.replace("setup"),
        "settings": lambda app: app.replace("settings"),
        "help": lambda app: (app.replace("menu"), app.push("help", _session(TABLE, 1).game.edition)),
        "load": _with_saves,
        "board": lambda app: _board(app, [("human", "Asha")] + TABLE[:3]),
        "bots playing": lambda app: _board(app, TABLE),
        "trade": lambda app: (_board(app, [("human", "Asha")] + TABLE[:2]), app.push("trade", app.top)),
        "auction": _auction,
        "holdings": lambda app: (_board(app, [("human", "Asha")] + TABLE[:2]), app.push("holdings", app.top, 0)),
        "owners": lambda app: (_board(app, [("human", "Asha")] + TABLE[:2]), app.push("owners", app.top)),
        "deed": lambda app: _board(app, [("human", "Asha")] + TABLE[:2]).open_deed(1),
        "game's rules": lambda app: _board(app, [("human", "Asha")] + TABLE[:2]).show_settings(),
        "game menu": lambda app: app.replace("menu", session=_session([("human", "Asha")] + TABLE[:2], 4)),
        "stats": lambda app: app.push("stats", _board(app, [("human", "Asha")] + TABLE[:2]).session),
        "game over": _finished,
    }


def _sweep(app, k: int) -> None:
    """The mouse somewhere on a slow sweep across the window (hover, tooltips)."""
    import pygame

    w, h = app.screen.get_size()
    x = (k * 7) % w
    y = (k * 13) % h
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 13), buttons=(0, 0, 0)))


def _time_scene(app, frames: int, animated: bool, moves_itself: bool, start: int = 0) -> list[float]:
    cpu = []
    for k in range(start, start + frames):
        if animated and not moves_itself:
            _sweep(app, k)
        c0 = time.thread_time()
        app.frame(1 / 60)
        cpu.append((time.thread_time() - c0) * 1000)
    return cpu


def _time_floor(picture, frames: int) -> list[float]:
    """A bare pygame loop drawing the same window: the picture blitted whole, events read, flipped."""
    import pygame

    screen = pygame.display.get_surface()
    cpu = []
    for _ in range(frames):
        c0 = time.thread_time()
        pygame.event.get()
        screen.blit(picture, (0, 0))
        pygame.display.flip()
        cpu.append((time.thread_time() - c0) * 1000)
    return cpu


def scene_table(sizes: list[tuple[int, int]], frames: int, rounds: int, only: str = "", run: int = 10) -> None:
    """Each scene's p50/p99 frame (main-thread processor time) beside the floor, per size and mode."""
    from byapar.app.app import App

    scenes = {name: set_up for name, set_up in _scenes().items() if not only or name in only.split(",")}
    moving_by_itself = {"bots playing", "auction"}
    print(f"frames: processor time of the main thread, ms; {frames} frames a block in runs of {run}, scene's and "
          f"floor's in turn; {rounds} interleaved rounds; driver {os.environ['SDL_VIDEODRIVER']}")
    print(f"{'size':>9}  {'scene':<20} {'mode':<9} {'p50':>6} {'p99':>6}   {'floor p50':>9} {'p99':>6}   "
          f"{'p50 x':>6} {'p99 x':>6}")
    for size in sizes:
        app = App(size)
        app.prefs["hints"] = False
        app.prefs["bot_speed"] = "normal"
        got: dict[tuple[str, str], list[float]] = {}
        floor: dict[tuple[str, str], list[float]] = {}
        for _ in range(rounds):
            for name, set_up in scenes.items():
                modes = ("animated",) if name in moving_by_itself else ("animated", "waiting")
                for mode in modes:
                    set_up(app)
                    _time_scene(app, 30, mode == "animated", name in moving_by_itself)  # caches warm
                    for start in range(0, frames, run):  # the scene's run, then the floor's
                        n = min(run, frames - start)
                        got.setdefault((name, mode), []).extend(
                            _time_scene(app, n, mode == "animated", name in moving_by_itself, start))
                        floor.setdefault((name, mode), []).extend(_time_floor(app.screen.copy(), n))
        for (name, mode), times in got.items():
            q, f = statistics.quantiles(times, n=100), statistics.quantiles(floor[(name, mode)], n=100)
            print(f"{size[0]:>4}x{size[1]:<4}  {name:<20} {mode:<9} {q[49]:6.2f} {q[98]:6.2f}   {f[49]:9.2f} {f[98]:6.2f}"
                  f"   {q[49] / f[49]:5.1f}x {q[98] / f[98]:5.1f}x")


def game_gaps(speed: str, rounds: int, seconds: float, size: tuple[int, int] = (1280, 800)) -> dict:
    """The longest frame-to-frame time of a scripted game at `speed`, from the menu on."""
    import pygame

    from byapar.app.app import App
    from byapar.app.scenes.gameover import GameOverScene
    from byapar.app.session import default_seat

    app = App(size)
    app.prefs.update(bot_speed=speed, hints=False, edition="byapar", rounds=rounds,
                     seats=[default_seat(i, kind, name) for i, (kind, name) in enumerate(SEATS)])
    app.push("menu")
    clock = pygame.time.Clock()
    gaps: list[tuple[float, str, float]] = []  # each frame's gap on the clock, where, main-thread processor time
    last = time.perf_counter()
    started = None
    for k in range(10**7):
        c0 = time.thread_time()
        if k == 20:  # a third of a second at the menu (sounds load after its first frame), then set up
            app.push("setup")
        if k == 60:  # and Start pressed, as a player does (the game opens over the next frames)
            app.top.start()
            started = time.perf_counter()
        app.frame(1 / 60)
        cpu = (time.thread_time() - c0) * 1000
        clock.tick(60)
        now = time.perf_counter()
        gaps.append(((now - last) * 1000, {20: "setup", 60: "start"}.get(k, "play" if started else "menu"), cpu))
        last = now
        if isinstance(app.top, GameOverScene) or (started and now - started > seconds):
            break
    session = getattr(app.top, "session", None) or app.scenes[0].session
    board_game = session.game
    getattr(session, "wait_saved", lambda: None)()  # (older checkouts save in the frame)
    longest = max(gaps)
    q = statistics.quantiles([g for g, _, _ in gaps], n=100, method="inclusive")
    return {"speed": speed, "frames": len(gaps), "longest": longest[0], "where": longest[1], "longest_cpu": longest[2],
            "p99": q[98], "over50": sorted((g for g in gaps if g[0] > 50), reverse=True),
            "rounds": board_game.round, "over": board_game.over, "moves": len(board_game.history),
            "seconds": time.perf_counter() - started, "cpu": max(c for _, _, c in gaps)}


def gap_table(rounds: int, seconds: float) -> None:
    print(f"longest frame gap (clock), four bots (two Hard) on Byapar, {rounds} rounds or {seconds:.0f} s of play, "
          f"autosaving, loop paced at 60/s drawing every frame; driver {os.environ['SDL_VIDEODRIVER']}")
    print("  (each gap: on the clock / the main thread's processor time in it; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs at the start)")
    for speed in ("instant", "fast", "normal", "slow"):
        r = game_gaps(speed, rounds, seconds)
        end = "to its end" if r["over"] else f"to round {r['rounds']}"
        over = r["over50"]
        listed = ", ".join(f"{g:.0f}/{c:.1f}" for g, _, c in over[:6]) + (", ..." if len(over) > 6 else "")
        print(f"  {speed:<8} longest {r['longest']:6.1f} ms / {r['longest_cpu']:5.1f} ms ({r['where']})   "
              f"p99 {r['p99']:5.1f} ms   longest main-thread processor time in a frame {r['cpu']:5.1f} ms   "
              f"gaps over 50 ms: {len(over)}{' (' + listed + ' ms)' if over else ''}   ({r['frames']} frames, "
              f"{r['moves']} moves {end}, {r['seconds']:.0f} s, load average {os.getloadavg()[0]:.1f})")


def opening_gaps(how: str, size: tuple[int, int] = (1280, 800)) -> tuple[float, float, int]:
    """A game opened as a player opens it (`how`: continue, load, again), in a fresh app and a
    fresh process's state, the real loop paced at 60 frames a second: the longest frame gap on
    the clock and the most main-thread processor time in a frame, from the click until the
    board has been on screen for half a second; and the frames it took."""
    import pygame

    from byapar.app import board_view, store
    from byapar.app.app import App
    from byapar.app.scenes.board import BoardScene
    from byapar.app.scenes.gameover import GameOverScene
    from byapar.app.session import Session, default_seat

    seats = [default_seat(i, kind, name) for i, (kind, name) in enumerate([("human", "Asha")] + SEATS[1:])]
    session = Session.start("byapar", seats, {"rounds": 0 if how != "again" else 1}, seed=9)
    for _ in range(300 if how != "again" else 5000):  # 300 moves told again on Continue and Load
        if session.game.over:
            break
        pend = session.game.pending
        session.apply(session.game.legal_actions()[0] if session.is_human(pend.player) else session.bot_action())
    session.save()
    store.unlock_all()
    board_view._LAST_STATIC.clear()  # as after a launch: the board not painted yet
    app = App(size)
    app.prefs.update(hints=False)
    if how == "again":
        app.replace(GameOverScene(app, session))
    else:
        app.push("menu")
        if how == "load":
            app.top.load_game()
    clock = pygame.time.Clock()
    for _ in range(30):
        app.frame(1 / 60)
        clock.tick(60)
    button = {"continue": "continue", "load": "open_0", "again": "again"}[how]
    centre = app.top.panel.get(button).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    gaps, cpu, shown = [], [], 0
    last = time.perf_counter()
    while shown < 30 and len(gaps) < 2000:
        c0 = time.thread_time()
        app.frame(1 / 60)
        cpu.append((time.thread_time() - c0) * 1000)
        clock.tick(60)
        now = time.perf_counter()
        gaps.append((now - last) * 1000)
        last = now
        shown += isinstance(app.top, BoardScene)
    getattr(app.top.session, "wait_saved", lambda: None)()
    store.unlock_all()
    return max(gaps), max(cpu), len(gaps) - shown


def opening_table() -> None:
    print(f"opening a game, 1280x800, loop paced at 60/s; driver {os.environ['SDL_VIDEODRIVER']}")
    for how in ("continue", "load", "again"):
        gap, cpu, frames = opening_gaps(how)
        print(f"  {how:<9} longest gap {gap:6.1f} ms   longest main-thread processor time in a frame {cpu:5.1f} ms   "
              f"({frames} frames from the click to the board)")


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


def renders(size: tuple[int, int]) -> None:
    """The texts rendered, and what the text cache holds, to show every scene once for 30 frames
    with the mouse sweeping, in a fresh app: the work of a screen's first frames."""
    from byapar.app import fonts
    from byapar.app.app import App

    made = [0]
    real = fonts._render

    def counted(*args):
        made[0] += 1
        return real(*args)

    fonts._render = counted
    app = App(size)
    app.prefs["hints"] = False
    for set_up in _scenes().values():
        set_up(app)
        for k in range(30):
            _sweep(app, k)
            app.frame(1 / 60)
    fonts._render = real
    print(f"{size[0]:>4}x{size[1]:<4}  texts rendered to show every scene: {made[0]}   "
          f"text cache {fonts._cache.bytes / 2**20:.1f} MB in {len(fonts._cache)} pictures")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=240, help="frames a block, per scene and mode")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds of scene and floor")
    parser.add_argument("--run", type=int, default=10,
                        help="frames in a row of the scene, then of the floor, within each block (the block's "
                             "frames are the same; a burst of another job's work falls on both alike)")
    parser.add_argument("--sizes", default="800x600,1280x800")
    parser.add_argument("--scenes-only", action="store_true")
    parser.add_argument("--only", default="", help='these scenes alone, e.g. "board,bots playing"')
    parser.add_argument("--gaps-only", action="store_true")
    parser.add_argument("--openings-only", action="store_true", help="only Continue, Load and Play again")
    parser.add_argument("--gap-rounds", type=int, default=4, help="rounds of the scripted game")
    parser.add_argument("--gap-seconds", type=float, default=25.0, help="at most this much play at each speed")
    parser.add_argument("--size", default="1280x800", help="with --idle")
    parser.add_argument("--idle", type=float, metavar="S", help="only idle CPU, S seconds of rest at each place")
    parser.add_argument("--window", action="store_true", help="a real window on $DISPLAY, not the dummy driver")
    parser.add_argument("--always-draw", action="store_true", help="with --idle: draw every frame even at rest")
    parser.add_argument("--launch", type=int, metavar="N", help="only time N launches to the first menu frame")
    parser.add_argument("--before", type=Path, metavar="CHECKOUT", help="with --launch: another checkout, alternately")
    parser.add_argument("--renders", action="store_true", help="only the texts rendered to show every scene once")
    parser.add_argument("--renders-at", metavar="SIZE", help=argparse.SUPPRESS)
    parser.add_argument("--instructions", action="store_true",
                        help="with --launch: also count the instructions to the first frame (needs valgrind)")
    args = parser.parse_args()
    if args.renders:
        for size in args.sizes.split(","):  # each size in a fresh process: caches start empty
            subprocess.run([sys.executable, __file__, "--renders-at", size], check=True)
        return
    if args.renders_at:
        renders(tuple(int(v) for v in args.renders_at.split("x")))
        return
    if args.launch:
        launch_only(args.launch, args.before, args.instructions)
        return
    if args.idle:
        size = tuple(int(v) for v in args.size.split("x"))
        at_menu, at_turn, fps, playing = idle_cpu(args.idle, size, args.always_draw)
        driver = os.environ["SDL_VIDEODRIVER"] + (", drawing every frame" if args.always_draw else "")
        print(f"idle CPU ({driver}, {args.idle:.0f} s each)  menu {at_menu:.1f}%   "
              f"waiting on a person's throw {at_turn:.1f}% of one core")
        print(f"the real loop while four bots play at normal speed: {fps:.0f} frames/s while something moves "
              f"(median gap), {playing:.0f}% of one core in all")
        return
    if args.openings_only:
        opening_table()
        return
    if not args.gaps_only:
        scene_table([tuple(int(v) for v in size.split("x")) for size in args.sizes.split(",")],
                    args.frames, args.rounds, args.only, args.run)
    if not args.scenes_only:
        gap_table(args.gap_rounds, args.gap_seconds)
        opening_table()
    print(f"peak memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB (resident); "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
