"""When the game ends in a move a person watches, the board shows how it ended (the log's last
lines, the bankruptcy's word across the board) and waits for their click on See the results
before the results. A game of bots alone goes straight on."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, button, click, drawn_texts, open_board, run_frames
from helpers import give, put_at, set_cash

from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain

SECONDS = 20  # a person reading the end: far past any banner's time on the board


def bikash_goes_bankrupt(app, kinds: tuple[str, str]) -> BoardScene:
    """Bikash, a bot, begins on 34 with Rs 100 and nothing else, and throws 2+3 onto Asha's
    hotel on 39: the game's last bankruptcy."""
    seats = [default_seat(0, "medium", "Bikash"), default_seat(1, kinds[1], "Asha")]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(2, 3)] * 10)
    session.autosave_on = False
    game = session.game
    give(game, 1, 37, 39, level=5)
    set_cash(game, 0, 100)
    put_at(game, 0, 34)
    board = open_board(app, session)
    board.presenter.sync()
    return board


def frames_until_over(app, board: BoardScene) -> None:
    for _ in range(2000):  # bounded: the bot's one move
        run_frames(app)
        if not isinstance(app.top, BoardScene) or board.game.over and not board.presenter.busy:
            return
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_the_board_shows_the_last_bankruptcy_until_see_the_results(lang_back, language, size):
    app = app_in(size, language)
    board = bikash_goes_bankrupt(app, ("medium", "human"))
    frames_until_over(app, board)
    assert board.game.over and board.game.winners == (1,)
    assert app.top is board  # not the results yet
    banner = board.presenter.banner
    assert banner is not None and "Bikash" in banner.text
    for _ in range(int(SECONDS / FRAME)):  # bounded: the person reads
        app.frame(FRAME)
    assert app.top is board and board.presenter.banner is banner
    texts = drawn_texts(app)
    assert banner.text in texts and t("prompt_over_read") in texts
    bankrupt_line = plain(board.presenter.log[-1])
    assert any("Bikash" in plain(line) for line in board.presenter.log[-3:]), bankrupt_line
    assert button(app, "results").label == t("btn_results")
    click(app, "results")
    run_frames(app, 2)
    assert isinstance(app.top, GameOverScene)


def test_a_game_of_bots_alone_goes_straight_to_the_results(lang_back):
    app = app_in((1280, 800), "en")
    board = bikash_goes_bankrupt(app, ("medium", "medium"))
    frames_until_over(app, board)
    run_frames(app, 2)
    assert isinstance(app.top, GameOverScene)
