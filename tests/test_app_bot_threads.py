"""Bots think on their worker thread at every speed, so the window never waits on a decision:
each decision records the thread it ran on, and none may be the main thread's."""

from __future__ import annotations

import threading

from app_helpers import FRAME, board_of, button, click, settle, until_answered

from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat

GAME_FRAMES = 60_000  # a 6-round game of four at instant speed needs a few thousand


def record_threads(session: Session) -> list[threading.Thread]:
    """Wrap every bot's `decide` to note the thread it runs on; the list fills as they decide."""
    seen: list[threading.Thread] = []
    for bot in session.bots.values():
        def decide(view, legal, _decide=bot.decide):
            seen.append(threading.current_thread())
            return _decide(view, legal)
        bot.decide = decide
    return seen


def test_at_instant_speed_a_hard_bot_never_decides_on_the_main_thread(home):
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    app.prefs["hints"] = False
    seats = [default_seat(i, kind, f"Bot {i}") for i, kind in enumerate(["hard", "medium", "easy", "hard"])]
    session = Session.start("byapar", seats, {"rounds": 6}, seed=11)
    session.autosave_on = False
    seen = record_threads(session)
    board = BoardScene(app, session)
    app.push(board)
    moves = []
    for _ in range(GAME_FRAMES):
        before = len(session.game.history)
        app.frame(FRAME)
        moves.append(len(session.game.history) - before)
        if isinstance(app.top, GameOverScene):
            break
        if board.controller.reading():
            board.controller.wait(600.0)
    assert isinstance(app.top, GameOverScene), "the game did not end in its six rounds"
    assert len(seen) > 60  # the bots decided the whole game
    assert threading.main_thread() not in seen
    assert max(moves) == 1  # one move shown a frame


def test_a_hard_bot_answers_a_persons_offer_on_its_thread(home):
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    app.prefs["hints"] = False
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "hard", "Bot Sita")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(1, 2)] * 40)
    session.autosave_on = False
    seen = record_threads(session)
    app.push(BoardScene(app, session))
    settle(app)
    click(app, "trade")
    assert isinstance(app.top, TradeScene)
    click(app, "get_cash_100")  # Rs 100 for nothing, which no bot takes
    assert not seen
    click(app, "offer")
    assert not button(app, "offer").enabled  # no second offer while the bot thinks
    until_answered(app)
    assert session.game.history[-2:] == ["offer 1 give - get cash:100", "reject"]
    assert app.top.result.startswith("Bot Sita turned it down")  # and why, in one line
    assert seen and threading.main_thread() not in seen
    assert board_of(app).game.pending.player == 0  # back to Asha's turn


def test_a_table_with_bots_starts_the_bots_thread_as_it_is_set_not_at_the_first_move(home, monkeypatch):
    """The thread the bots think on is running once a table with a bot is set, so the first bot's
    move doesn't wait in a frame on a thread starting; a table of people starts none."""
    from byapar.app.scenes import controller

    app = App((800, 600))
    for kinds, started in ((("human", "human"), False), (("human", "easy"), True)):
        thinker = controller._Thinker()
        monkeypatch.setattr(controller, "_THINKER", thinker)
        seats = [default_seat(i, kind, f"P{i}") for i, kind in enumerate(kinds)]
        BoardScene(app, Session.start("byapar", seats, {}, seed=1))
        assert (thinker._thread is not None and thinker._thread.is_alive()) == started, kinds
