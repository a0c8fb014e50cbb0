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
    seen = {"threads": [], "at_once": 0, "most": 0, "rounds": []}
    guard = threading.Lock()
    real = store.write_save

    def write(path, text):
        with guard:
            seen["at_once"] += 1
            seen["most"] = max(seen["most"], seen["at_once"])
        seen["threads"].append(threading.current_thread())
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
    session.save()  # the first save is written in `save` itself: a failed one gives its name up at once
    go, seen = held_writes(monkeypatch)
    session.save()  # round 1 again: its write starts on the worker and is held
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
