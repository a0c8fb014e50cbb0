"""Switching the language during a game changes every word on screen at once: the log is told
again from its events (names people gave stay as they are), and so is the line of recent
throws, whether the language is switched from the board's Menu or with the board beneath."""

from __future__ import annotations

import re

import pytest
from app_helpers import FRAME, board_of, click, drawn_texts, human_plays_safely, settle

from byapar.app import i18n, lang
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain

NAMES = ("Asha", "Bot A")
TURNS = 6  # the person's turns played before the switch: throws, landings, a purchase or two


@pytest.fixture
def app(home):
    a = App((800, 600))
    a.prefs["bot_speed"] = "instant"
    a.prefs["hints"] = False
    return a


def played_board(app: App) -> BoardScene:
    seats = [default_seat(0, "human", NAMES[0]), default_seat(1, "medium", NAMES[1])]
    session = Session.start("byapar", seats, {"rounds": 10}, seed=8)
    board = BoardScene(app, session)
    app.replace(board)
    settle(app)
    for _ in range(TURNS):
        human_plays_safely(app)
    for _ in range(50):  # on to the person's next throw, with the board on top
        if board.game.pending.kind == "roll" and app.top is board:
            return board
        human_plays_safely(app)
    raise AssertionError("the person's throw never came back")


def english_left(text: str) -> str | None:
    """A Latin word in `text` other than a player's name, or None."""
    for name in NAMES:
        text = text.replace(name, "")
    found = re.search(r"[A-Za-z]{2,}", text)
    return found.group(0) if found else None


def assert_all_nepali(app: App, board: BoardScene) -> None:
    log = [plain(line) for line in board.presenter.log]
    assert len(log) > 10
    assert [x for x in log if english_left(x)] == []
    throws = [x for x in drawn_texts(app) if x.startswith(i18n.t("dice_history"))]
    assert throws, "the line of recent throws is drawn in Nepali"
    assert not any("Throws" in x for x in drawn_texts(app))


def test_switching_from_the_menu_tells_the_log_and_the_throws_again(app):
    board = played_board(app)
    lines = len(board.presenter.log)
    click(app, "menu")
    click(app, "settings")
    click(app, "language_ne")
    click(app, "done")
    click(app, "continue")
    board = board_of(app)
    assert board is not None
    app.frame(FRAME)
    assert len(board.presenter.log) == lines
    assert_all_nepali(app, board)


def test_switching_over_the_board_tells_the_log_again_and_the_next_moves_too(app):
    board = played_board(app)
    app.push(SettingsScene(app))
    app.frame(FRAME)
    click(app, "language_ne")
    click(app, "done")
    app.frame(FRAME)
    assert lang.current() == "ne"
    assert_all_nepali(app, board)
    for _ in range(3):
        human_plays_safely(app)
    assert_all_nepali(app, board)


def test_the_menu_says_the_names_the_setup_gave_in_the_language_switched_to(app):
    """Begun in Nepali ("खेलाडी १" against "बोट क", and "सीता" as she typed it), switched to
    English from the Menu: the Menu says "Player 1" at once, the bot is "Bot A" and Sita's name stays."""
    lang.use("ne")
    seats = [default_seat(0, "human", i18n.t("default_player", n=1)), default_seat(1, "human", "सीता"),
             default_seat(2, "medium", i18n.t("bot_name", name=i18n.t("bot_letters")[0]))]
    board = BoardScene(app, Session.start("byapar", seats, {"rounds": 10}, seed=8))
    app.replace(board)
    settle(app)
    click(app, "menu")
    click(app, "settings")
    click(app, "language_en")
    click(app, "done")
    labels = [b.label for b in app.top.panel.buttons]
    assert "Player 1: resign" in labels and not any("खेलाडी" in label for label in labels)
    assert [p.name for p in board.game.players] == ["Player 1", "सीता", "Bot A"]
