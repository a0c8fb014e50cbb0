"""The board's Controller: nothing takes the game back while a bot reads it on the worker
thread, and a bot's answer never lands on a game changed since it was asked."""

from __future__ import annotations

import threading

import pytest

from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

STEP = 1 / 120  # one update at a time: the update that asks the bot never also collects its answer


@pytest.fixture
def board(tmp_path, monkeypatch):
    """A bot (seat 0) to throw first at "fast" speed, a person beside it; throws of 2+3."""
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    app = App((1280, 800))
    app.prefs["hints"] = False
    app.prefs["bot_speed"] = "fast"
    seats = [default_seat(0, "medium", "Bot Bikash"), default_seat(1, "human", "Asha")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 20)
    session.autosave_on = False
    # the bot's first answer is held until the test has seen it reading: otherwise a quick answer
    # can be collected by the very update that asked for it (more often on a busy machine)
    seen = threading.Event()
    answer = session.bot_action

    def held():
        seen.wait(timeout=60)
        return answer()

    session.bot_action = held
    board = BoardScene(app, session)
    board.seen_reading = seen
    app.push(board)
    return board


def until_the_bot_is_asked(board: BoardScene) -> None:
    """Updates until a bot's worker is reading the game, then lets it answer."""
    for _ in range(6000):
        board.update(STEP)
        if board.controller.reading():
            board.seen_reading.set()
            return
        board.controller.wait(timeout=30)
    raise AssertionError("no bot was seen thinking")


def test_nothing_is_taken_back_while_the_bot_reads(board):
    until_the_bot_is_asked(board)
    seen = list(board.game.history)
    assert board.controller.undo() is None
    assert board.game.history == seen


def test_an_answer_asked_before_a_move_is_dropped(board):
    until_the_bot_is_asked(board)
    board.controller.wait(timeout=30)  # the bot has answered; the answer isn't collected yet
    made = len(board.game.history) + 1
    move = board.game.legal_actions()[0]
    assert board.act(move) is not None  # a move made meanwhile (the trade window's bot answering at once)
    assert not board.controller.reading()  # the answer went with the decision it was asked about
    assert len(board.game.history) == made
    for _ in range(6000):  # the move plays out; the bot thinks afresh about the decision after it
        board.update(STEP)
        board.controller.wait(timeout=30)
        if len(board.game.history) > made:
            break
    assert len(board.game.history) > made
    assert board.message == ""  # no stale answer was tried on the new decision
