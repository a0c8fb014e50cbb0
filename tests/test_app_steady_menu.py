"""A game's Menu keeps one layout on every visit, and no tooltip covers a control it isn't for."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, click, settle

from byapar.app import lang
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat


def table(app: App) -> BoardScene:
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash"), default_seat(2, "medium", "Chandra")]
    board = BoardScene(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 30))
    app.push(board)
    settle(app)
    return board


def to_menu(app: App) -> MenuScene:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(FRAME)
    assert isinstance(app.top, MenuScene)
    return app.top


def places(app: App) -> dict[str, tuple]:
    return {b.id: tuple(b.rect) for b in app.top.panel.buttons}


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_game_s_menu_buttons_stand_in_the_same_places_on_every_visit(home, size, language):
    lang.use(language)
    app = App(size)
    table(app)
    menu = to_menu(app)
    assert menu._end_notice()  # at Asha's throw she may propose the end: its notice shows
    first = places(app)
    click(app, "continue")
    settle(app)
    click(app, "roll")
    settle(app)
    menu = to_menu(app)
    assert not menu._end_notice()  # a place for sale: no proposal now, no notice
    assert not menu.panel.get("end_game").enabled  # greyed, not gone
    assert places(app) == first
