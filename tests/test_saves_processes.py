"""Two copies of the app on one data folder: a game open in one copy is locked for the other
(until that copy ends, however it ends), and copies autosaving side by side never let a reader
see half a save. Bounded by counts of reads and turns, never by the clock."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from app_helpers import FRAME, board_of, click
from helpers import finish, read_line

from byapar.app import store
from byapar.app.app import App
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat

ROOT = Path(__file__).resolve().parents[1]

HOLDER = r"""
import sys
from pathlib import Path
from byapar.app import store
print("HELD" if store.lock(Path(sys.argv[1])) else "REFUSED", flush=True)
sys.stdin.read()  # hold the game until the parent closes our input or kills us
"""

# A copy of the app playing bots-only games, autosaving each turn into its own game's file
# and, like two copies of the old app did, into one file both copies share. Stops when its
# input closes or after a bounded number of moves.
WRITER = r"""
import sys, threading
from byapar.app import store
from byapar.app.session import Session, default_seat
stop = threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
shared = store.save_dir() / "game-shared.json"
seed, saves = int(sys.argv[1]), 0
moves = 0
while not stop.is_set() and moves < 20000:
    s = Session.start("byapar", [default_seat(i, "easy", f"Bot {i}") for i in range(3)], {"rounds": 15}, seed=seed)
    seed += 100
    while not s.game.over and not stop.is_set() and moves < 20000:
        events = s.apply(s.bot_action())
        moves += 1
        if s.path is not None and any(type(e).__name__ == "TurnStarted" for e in events):
            store.autosave(s.game, s.seats, shared)
            saves += 1
            if saves == 3:
                print("SAVING", flush=True)
print("DONE", saves, flush=True)
"""


def said(child: subprocess.Popen) -> str:
    """The child's next line, read with a timeout (a hung child fails the test)."""
    return read_line(child).strip()


def close(child: subprocess.Popen) -> tuple[str, str]:
    """Close the child's input (it holds its game or writes on until then), wait for it to end
    (killed if it doesn't in time) and collect what it wrote."""
    if child.stdin is not None and not child.stdin.closed:
        child.stdin.close()
    return finish(child)


def spawn(home: Path, code: str, *args: str) -> subprocess.Popen:
    env = dict(os.environ, BYAPAR_HOME=str(home), PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.Popen([sys.executable, "-c", code, *args], env=env, cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    yield tmp_path
    store.unlock_all()


def saved_game(seed: int = 3) -> Path:
    s = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")], {}, seed=seed)
    s.save()
    store.unlock_all()
    return s.path


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills the other copy with SIGKILL")
def test_a_game_open_in_another_copy_is_locked_until_that_copy_ends(home):
    path = saved_game()
    other = spawn(home, HOLDER, str(path))
    try:
        assert said(other) == "HELD"
        assert store.holder(path) == other.pid
        app = App((1280, 800))
        app.push(MenuScene(app))
        app.frame(FRAME)
        click(app, "continue")
        assert isinstance(app.top, MenuScene) and "another copy of Byapar" in app.top.notice
        assert str(other.pid) in app.top.notice
        click(app, "load")
        scene = app.top
        assert isinstance(scene, LoadScene) and "Open in another copy" in scene._when(*scene.rows[0][1:])
        click(app, "delete_0")
        click(app, "confirm_delete")
        assert path.exists() and "open in another copy" in scene.message
        assert store.rename(path, "Mine now") == "locked"
        click(app, "back")
        other.send_signal(signal.SIGKILL)  # that copy crashes: its lock dies with it
        close(other)
        assert store.holder(path) == 0
        click(app, "continue")
        assert board_of(app).session.path == path
        second = spawn(home, HOLDER, str(path))  # and now this copy holds it against a third
        assert said(second) == "REFUSED"
        close(second)
    finally:
        other.kill()
        close(other)


def test_two_copies_autosaving_while_a_third_lists_and_loads(home):
    writers = [spawn(home, WRITER, str(seed)) for seed in (1, 2)]
    try:
        for w in writers:
            assert said(w) == "SAVING"
        reads = unreadable = 0
        for _ in range(120):  # a bounded number of passes, each reading every save whole
            for info in store.list_saves():
                assert info.readable, info.path
                text = info.path.read_text(encoding="utf-8")
                try:
                    json.loads(text)
                except ValueError:
                    unreadable += 1
                reads += 1
            latest = store.latest_unfinished()
            if latest is not None and latest.path.exists():
                loaded = store.load(latest.path)
                unreadable += loaded.game is None
        assert unreadable == 0 and reads >= 240
    finally:
        outs = [close(w) for w in writers]
    for w, (out, err) in zip(writers, outs, strict=True):
        assert w.returncode == 0 and "Traceback" not in err, err
        assert out.strip().splitlines()[-1].startswith("DONE")
    saves = store.save_dir()
    assert not list(saves.glob("*.unreadable")) and not list(saves.glob(".*.tmp"))
    assert store.load(saves / "game-shared.json").game is not None


def test_a_copy_back_from_the_menu_never_writes_a_game_another_copy_has_taken(home):
    """Copy A goes from its board to the menu (letting go of the game), copy B takes the game,
    then A presses Resign: A must not go back to the board and autosave over B's game."""
    path = saved_game()
    app = App((1280, 800))
    app.prefs.update(hints=False, bot_speed="instant")
    app.push(MenuScene(app))
    app.frame(FRAME)
    click(app, "continue")
    board = board_of(app)
    session = board.session
    click(app, "menu")
    assert isinstance(app.top, MenuScene)
    other = spawn(home, HOLDER, str(path))
    try:
        assert said(other) == "HELD"
        before = path.read_bytes()
        for _ in range(2):  # Resign asks for a second click
            click(app, "resign")
        assert isinstance(app.top, MenuScene) and "another copy of Byapar" in app.top.notice
        assert board_of(app) is None
        session.save()  # even asked directly, the session doesn't write a game it doesn't hold
        assert path.read_bytes() == before and session.save_problem == "locked"
    finally:
        other.kill()
        close(other)


LOCKER = r"""
import sys
from pathlib import Path
from filelock import FileLock, Timeout
lock = FileLock(sys.argv[1], timeout=0)
try:
    lock.acquire()
except Timeout:
    print("BUSY", flush=True)
else:
    print("HELD", flush=True)
    sys.stdin.read()
"""


def test_the_store_locks_against_another_process_through_the_library(home):
    """The store's lock is the library's: a second process using filelock on the same lock
    file is kept out while this copy holds the game, and keeps this copy out while it does."""
    path = saved_game()
    lock_file = store.lock_path(path)
    assert store.lock(path)
    other = spawn(home, LOCKER, str(lock_file))
    try:
        assert said(other) == "BUSY"
    finally:
        close(other)
    store.unlock(path)
    other = spawn(home, LOCKER, str(lock_file))
    try:
        assert said(other) == "HELD"
        assert not store.lock(path)
        assert store.holder(path) != 0
    finally:
        close(other)
    assert store.lock(path) and store.holder(path) == 0
