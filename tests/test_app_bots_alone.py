"""When every person has left the game (resigned or bankrupt), the game ends there: nobody is left
to wait on the bots, and the results say why."""

from __future__ import annotations

from app_helpers import app_in, drawn_texts, settle, table

from byapar.app import i18n
from byapar.app.scenes.gameover import GameOverScene


def test_the_last_person_to_resign_ends_the_game_and_the_results_say_why(home):
    """Asha plays at normal speed beside two Medium bots and resigns at her first turn: the game
    is over at once, in the first round, and the results name the reason."""
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "normal"
    board = table(app, "byapar", ("human", "medium", "medium"), names=["Asha", "Bot A", "Bot B"])
    settle(app)
    board.act("resign")
    settle(app)
    assert board.game.over and board.game.players[0].bankrupt
    assert board.game.round == 1 and not board.game.players[1].bankrupt
    assert isinstance(app.top, GameOverScene)
    assert i18n.t("over_why_no-people") in drawn_texts(app)
