"""Quit stands apart in the Menu: in two columns (a game's Menu at 800x600) it has the last row to
itself, across both columns, so a click aimed at New game or anything else never quits, and no row
of the grid shows an empty cell."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in
from test_app_ending import table, to_menu

from byapar.app.scenes.menu import MenuScene


def alone_at_the_foot(menu: MenuScene) -> None:
    buttons = {b.id: b.rect for b in menu.panel.buttons}
    quit_rect = buttons.pop("quit")
    beside = [bid for bid, r in buttons.items() if r.top < quit_rect.bottom and quit_rect.top < r.bottom]
    assert not beside, (quit_rect, beside)
    assert all(r.bottom < quit_rect.top for r in buttons.values())
    assert not quit_rect.inflate(0, 2 * quit_rect.h).colliderect(buttons["new"]), "New game straight above Quit"


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_quit_has_a_row_of_its_own_in_a_game_s_two_column_menu(lang_back, language, percent):
    app = app_in((800, 600), language, percent)
    table(app, ["human", "human", "human", "medium"])
    menu = to_menu(app)
    app.frame(FRAME)
    assert len({b.rect.x for b in menu.panel.buttons}) == 2, "two columns at 800x600"
    alone_at_the_foot(menu)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_quit_is_last_in_the_first_screen_s_menu(lang_back, size):
    app = app_in(size, "en", 150)
    app.replace(MenuScene(app))
    app.frame(FRAME)
    alone_at_the_foot(app.top)


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_no_row_of_a_game_s_two_column_menu_has_an_empty_cell(lang_back, language, percent):
    """Each row of the grid reaches from its left edge to its right: Quit's row too (it stood in
    the second column alone, an empty cell beside it)."""
    app = app_in((800, 600), language, percent)
    table(app, ["human", "human", "human", "medium"])
    menu = to_menu(app)
    app.frame(FRAME)
    rects = [b.rect for b in menu.panel.buttons]
    left, right = min(r.left for r in rects), max(r.right for r in rects)
    rows: dict[int, list] = {}
    for r in rects:
        rows.setdefault(r.top, []).append(r)
    assert len(rows) >= 5
    for top, row in rows.items():
        assert min(r.left for r in row) == left and max(r.right for r in row) == right, (top, row)
