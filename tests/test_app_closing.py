"""Closing the app ends its process at once: the saves asked for are written first, and no
thread is left that the interpreter would wait for at exit (a bot's unfinished decision is
dropped, not waited on)."""

from __future__ import annotations

import threading

from app_helpers import FRAME

from byapar.app import store
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

ASKING_FRAMES = 2_000  # frames for the first bot's pause to pass (about 30 at normal speed)


def threads_the_exit_waits_for(earlier: set[threading.Thread]) -> list[threading.Thread]:
    """Threads started since `earlier` was taken, still running and not daemons: the interpreter
    joins each one at exit (threads of tests run before this one are theirs, not this app's)."""
    return [t for t in threading.enumerate()
            if t.is_alive() and not t.daemon and t is not threading.main_thread() and t not in earlier]


def test_closing_while_a_bot_decides_leaves_nothing_to_wait_for_and_the_save_written(home):
    earlier = set(threading.enumerate())
    app = App((1280, 800))
    app.prefs["hints"] = False
    seats = [default_seat(0, "medium", "Bot A"), default_seat(1, "hard", "Bot B")]
    session = Session.start("byapar", seats, {}, seed=5)
    release = threading.Event()
    for bot in session.bots.values():
        def decide(view, legal, _decide=bot.decide):
            release.wait(60.0)  # held: the app closes in the middle of this decision
            return _decide(view, legal)
        bot.decide = decide
    board = BoardScene(app, session)
    app.push(board)
    session.save()  # a save asked for just before closing
    for _ in range(ASKING_FRAMES):
        app.frame(FRAME)
        if board.controller.reading():
            break
    assert board.controller.reading(), "no bot was asked to decide"
    try:
        app.quit()
        app.close()
        assert threads_the_exit_waits_for(earlier) == []
        saves = list(store.save_dir().glob("*.json"))
        assert len(saves) == 1
        assert store.load(saves[0]).seats[1]["name"] == "Bot B"
    finally:
        release.set()
