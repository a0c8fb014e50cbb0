"""When every person has left the game (resigned or bankrupt), the bots play the rest at once:
nobody is left to wait on their moves, only on how the game ends."""

from __future__ import annotations

from app_helpers import app_in, play_out, settle, table

from byapar.app.scenes.gameover import GameOverScene


def test_the_last_person_to_resign_leaves_the_bots_to_play_the_rest_at_once(home):
    """Asha plays at normal speed beside two Medium bots and resigns at her first turn: the
    bots' pace turns instant, and the thirty rounds play out to the results."""
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "normal"
    board = table(app, "byapar", ("human", "medium", "medium"), names=["Asha", "Bot A", "Bot B"])
    settle(app)
    assert board.presenter.speed == 1.0 and board.controller.delay > 0
    board.act("resign")
    app.frame(1 / 60)
    assert board.game.players[0].bankrupt and not board.game.over
    assert board.presenter.speed == 0 and board.controller.delay == 0
    play_out(app, board, frames=20_000)
    assert board.game.over or isinstance(app.top, GameOverScene)
