"""The title Menu's buttons stand where they stand whether or not Continue's line names a saved
game under it, and when a save is written while the Menu shows: a click aimed at one button
never lands on another because the line came or went."""

from __future__ import annotations

import pytest
from app_helpers import app_in, settle
from test_app_menu_continue_hint import SAID, saved_at_round_12

from byapar.app.scenes.menu import MenuScene


def places(menu: MenuScene) -> dict[str, tuple[int, int, int, int]]:
    return {b.id: tuple(b.rect) for b in menu.panel.buttons}


@pytest.mark.parametrize(("size", "percent"), [((800, 600), 150), ((800, 600), 100), ((1280, 800), 100),
                                               ((1280, 800), 150)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_buttons_stand_still_as_continues_line_arrives(lang_back, language, size, percent):
    app = app_in(size, language, percent)
    app.push("menu")
    settle(app)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.continue_hint == ""
    before = places(menu)
    saved_at_round_12()  # the game's last save, written while the Menu shows
    menu.layout(size)
    settle(app)
    assert menu.continue_hint == SAID[language]
    assert places(menu) == before, (before, places(menu))
