"""The app's saves are written on the saver's worker: the game read on the main thread, one
write at a time, the newest asked written last, and a failed write still said on the board."""

from __future__ import annotations

import errno
import json
import threading

from byapar.app import store
from byapar.app.saver import Saver
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A

WAIT = 60.0


def new_session() -> Session:
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bina")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(1, 2)] * 20)
    session.saver = Saver()
    return session


def held_writes(monkeypatch):
    """Writes wait for `go`; each records its thread and how many ran at once."""
    go = threading.Event()
    seen = {"threads": [], "at_once": 0, "most": 0, "rounds": [], "begun": threading.Event()}
    guard = threading.Lock()
    real = store.write_save

    def write(path, text):
        with guard:
            seen["at_once"] += 1
            seen["most"] = max(seen["most"], seen["at_once"])
        seen["threads"].append(threading.current_thread())
        seen["begun"].set()
        go.wait(WAIT)
        seen["rounds"].append(json.loads(text)["summary"]["round"])
        try:
            real(path, text)
        finally:
            with guard:
                seen["at_once"] -= 1

    monkeypatch.setattr(store, "write_save", write)
    return go, seen


def test_saves_are_written_off_the_main_thread_one_at_a_time_newest_last(home, monkeypatch):
    session = new_session()
    session.save()  # the game's file picked, locked and first written
    session.wait_saved()
    go, seen = held_writes(monkeypatch)
    session.save()  # round 1 again: its write starts on the worker and is held
    assert seen["begun"].wait(WAIT)
    for _ in range(200):  # play on to round 2: each turn's end asks for a save meanwhile
        if session.game.round == 2:
            break
        legal = session.game.legal_actions()
        session.apply(A.ROLL if A.ROLL in legal else legal[0])
    session.save()
    assert session.game.round == 2
    go.set()
    session.wait_saved()
    assert threading.main_thread() not in seen["threads"]
    assert seen["most"] == 1  # never two writes at once
    assert seen["rounds"][0] == 1 and seen["rounds"][-1] == 2
    assert len(seen["rounds"]) <= 2  # the saves asked while one was written: only the newest followed
    assert store.load(session.path).game.to_dict() == session.game.to_dict()


def test_a_failed_write_on_the_worker_is_said_and_the_next_good_one_clears_it(home, monkeypatch):
    session = new_session()
    session.save()
    session.wait_saved()
    before = session.path.read_bytes()

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    real = store.write_save
    monkeypatch.setattr(store, "write_save", full)
    session.apply(A.ROLL)
    session.save()
    session.wait_saved()
    assert session.save_problem == "full" and session.path.read_bytes() == before
    monkeypatch.setattr(store, "write_save", real)
    session.save()
    session.wait_saved()
    assert session.save_problem == ""
    assert store.load(session.path).game.to_dict() == session.game.to_dict()


def watched(monkeypatch, module, name: str, then=None) -> list[threading.Thread]:
    """Record the thread each call of `module.name` runs on; `then(*args)` runs in its place when given."""
    threads: list[threading.Thread] = []
    real = getattr(module, name)

    def call(*args, **kwargs):
        threads.append(threading.current_thread())
        return (then or real)(*args, **kwargs)

    monkeypatch.setattr(module, name, call)
    return threads


def no_room(path, text):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_new_games_first_save_is_locked_on_the_main_thread_and_written_on_the_saver(home, monkeypatch):
    session = new_session()
    locks = watched(monkeypatch, store, "lock")
    writes = watched(monkeypatch, store, "write_save")
    session.save()
    session.wait_saved()
    assert locks == [threading.main_thread()]
    assert len(writes) == 1 and threading.main_thread() not in writes
    assert store.holds(session.path) and session.save_problem == ""
    assert store.load(session.path).game.to_dict() == session.game.to_dict()


def test_a_failed_first_save_is_said_and_gives_its_name_up_on_the_main_thread(home, monkeypatch):
    session = new_session()
    writes = watched(monkeypatch, store, "write_save", no_room)
    unlocks = watched(monkeypatch, store, "unlock")
    session.save()
    session.wait_saved()
    assert writes and threading.main_thread() not in writes
    assert session.save_problem == "full" and session.path is None
    assert unlocks == [threading.main_thread()]
    assert list(store.save_dir().iterdir()) == []  # neither the save nor its lock file is left behind
    monkeypatch.undo()  # the disk has room again
    session.save()  # the next save picks a new name and writes it
    session.wait_saved()
    assert session.save_problem == "" and store.holds(session.path)
    assert store.load(session.path).game.to_dict() == session.game.to_dict()


def test_a_first_save_that_fails_keeps_its_name_when_a_later_write_to_it_works(home, monkeypatch):
    session = new_session()
    go = threading.Event()
    real = store.write_save
    calls: list[int] = []

    def first_fails(path, text):
        calls.append(1)
        if len(calls) == 1:
            go.wait(WAIT)
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text)

    monkeypatch.setattr(store, "write_save", first_fails)
    session.save()  # held on the worker, then fails
    session.apply(A.ROLL)
    session.save()  # asked meanwhile: written after it
    path = session.path
    session.settle_saves()  # a write is still to come: the name stays
    assert session.path == path
    go.set()
    session.wait_saved()
    assert len(calls) == 2 and session.save_problem == ""
    assert session.path == path and store.holds(path)
    assert store.load(path).game.to_dict() == session.game.to_dict()


def test_a_failed_first_save_is_said_on_the_board(home, monkeypatch):
    from app_helpers import board_of, click, settle

    from byapar.app.app import App
    from byapar.app.scenes import save_note
    from byapar.app.scenes.menu import MenuScene

    app = App((1280, 800), seed=4)
    app.prefs.update(hints=False, bot_speed="instant")
    app.push(MenuScene(app))
    writes = watched(monkeypatch, store, "write_save", no_room)
    click(app, "new")
    click(app, "start")
    settle(app)
    board = board_of(app)
    board.session.wait_saved()
    app.frame(1 / 60)
    assert writes and threading.main_thread() not in writes
    assert board.session.path is None and board.session.save_problem == "full"
    assert "the disk is full" in save_note.text(board.session)
    assert list(store.save_dir().iterdir()) == []
