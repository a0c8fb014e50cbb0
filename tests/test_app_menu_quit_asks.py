"""Quit in a game's Menu asks once, as Resign does: the first click says the game is kept and
Continue brings it back (or, where it is not being saved, that quitting loses it), the second
quits. On the first screen, with no game on, Quit closes the app at one click."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, board_of, button, click, drawn_texts
from test_app_ending import table, to_menu

from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_quit_in_a_game_asks_once_saying_the_game_is_kept(lang_back, size, language):
    app = app_in(size, language)
    board = table(app, ["human", "medium"])
    assert board.session.autosave_on and not board.session.save_problem
    to_menu(app)
    click(app, "quit")
    assert app.running
    assert button(app, "quit").label == t("menu_quit_confirm")
    texts = drawn_texts(app)
    assert t("menu_quit_kept") in texts, texts
    click(app, "quit")
    assert not app.running


def test_quit_asked_then_continue_goes_back_to_the_game(lang_back):
    app = app_in((800, 600), "en")
    board = table(app, ["human", "medium"])
    to_menu(app)
    click(app, "quit")
    click(app, "continue")
    assert app.running and isinstance(app.top, BoardScene) and board_of(app).game is board.game


def test_escape_in_a_game_menu_goes_back_to_the_game(lang_back):
    """Esc on the board opens the Menu; Esc there goes back, as Continue does, never out of the app."""
    app = app_in((1280, 800), "en")
    board = table(app, ["human", "medium"])
    moves = len(board.game.history)
    to_menu(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(FRAME)
    assert app.running and isinstance(app.top, BoardScene) and board_of(app).game is board.game
    assert len(board.game.history) == moves


def test_quit_in_a_game_not_being_saved_says_quitting_loses_it(lang_back):
    app = app_in((800, 600), "ne")
    board = table(app, ["human", "medium"])
    board.session.autosave_on = False
    to_menu(app)
    click(app, "quit")
    assert app.running
    assert t("menu_quit_lost") in drawn_texts(app)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_quit_on_the_first_screen_closes_at_one_click(lang_back, size):
    app = app_in(size, "en")
    app.replace(MenuScene(app))
    app.frame(FRAME)
    click(app, "quit")
    assert not app.running
