"""Airports (railroads) and services (utilities) have no colour band, and their marks tell the
two kinds apart: in the players' cards and in the owners view, two railroads are never shown
as two utilities (a square outline in one colour, a ring in another)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, click, settle, table
from helpers import give

from byapar.app import geometry as geo
from byapar.app import theme as th
from byapar.engine import schema as S


def colours_in(surf: pygame.Surface, area: pygame.Rect) -> set[tuple[int, int, int]]:
    part = surf.subsurface(area)
    return {tuple(part.get_at((x, y)))[:3] for x in range(area.w) for y in range(area.h)}


@pytest.mark.parametrize(("size", "language"), [((1280, 800), "en"), ((800, 600), "ne")])
def test_railroads_and_utilities_owned_show_marks_told_apart(home, size, language):
    app = app_in(size, language)
    board = table(app, "classic", ("human", "human"))
    game = board.game
    kinds = [sq.kind for sq in game.edition.squares]
    rails = [s for s, kind in enumerate(kinds) if kind == S.TRANSPORT][:2]
    utilities = [s for s, kind in enumerate(kinds) if kind == S.SERVICE][:2]
    give(game, 0, *rails)
    give(game, 1, *utilities)
    board.presenter.sync()
    board.changed()
    settle(app)
    app.frame(FRAME)
    rail, utility = geo.band_colour(game.edition.squares[rails[0]]), geo.band_colour(game.edition.squares[utilities[0]])
    assert rail != utility
    first, second = (colours_in(app.screen, board.cards.card_rect(i)) for i in (0, 1))
    assert rail in first and utility not in first
    assert utility in second and rail not in second
    click(app, "owners")
    app.frame(FRAME)
    shown = colours_in(app.screen, app.screen.get_rect())
    assert {rail, utility} <= shown
    th.set_text_size(100)
