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
from byapar.app import widgets
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


def picture_at(surf: pygame.Surface, area: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surf.subsurface(area), "RGB")


# Business GST's groups without a band: water and bus, rail and air (both transport), power and boat
WATER, RAIL, POWER = 2, 3, 12
BUS, AIR, BOAT = 13, 24, 34


def business_table(size, language):
    """Business GST: P0 holds one square of each group without a band, P1 the other three."""
    app = app_in(size, language)
    board = table(app, "business_gst", ("human", "human"))
    give(board.game, 0, WATER, RAIL, POWER)
    give(board.game, 1, BUS, AIR, BOAT)
    board.presenter.sync()
    board.changed()
    settle(app)
    app.frame(FRAME)
    return app, board


@pytest.mark.parametrize(("size", "language"), [((1280, 800), "en"), ((800, 600), "ne")])
def test_business_gst_groups_without_a_band_get_chips_told_apart(home, size, language):
    """A person holding one square of each of the three groups without a band sees three chips,
    each its own picture: the water and bus group's is never the rail and air group's."""
    app, board = business_table(size, language)
    cards = board.cards
    chips = [c for c in cards.chips[0] if c.kind == "mark"]
    assert [c.places for c in chips] == [[WATER], [RAIL], [POWER]], cards.chips[0]
    marks = [picture_at(app.screen, pygame.Rect(c.rect.x, c.rect.y, c.rect.h, c.rect.h).move(cards.rect.topleft))
             for c in chips]
    assert len(set(marks)) == 3


@pytest.mark.parametrize(("size", "language"), [((1280, 800), "en"), ((800, 600), "ne")])
def test_business_gst_owners_view_marks_each_square_with_its_own_picture(home, size, language, monkeypatch):
    """Who owns what: the six squares without a band each behind a mark of its own, so the water
    and bus group never stands under the rail and air group's mark."""
    app, board = business_table(size, language)
    click(app, "owners")
    app.frame(FRAME)
    drawn_at: list[pygame.Rect] = []
    swatch = widgets.group_swatch

    def noted(surf, colour, rect, *args, **kwargs):
        drawn_at.append(pygame.Rect(rect))
        swatch(surf, colour, rect, *args, **kwargs)

    monkeypatch.setattr(widgets, "group_swatch", noted)
    app.top.draw(app.screen)  # the owners view alone: a mark a row, in the order of its groups
    rows = [s for group in app.top.groups() for s in group]
    assert len(drawn_at) == len(rows)
    marks = {s: picture_at(app.screen, rect) for s, rect in zip(rows, drawn_at, strict=True)}
    unbanded = [WATER, BUS, RAIL, AIR, POWER, BOAT]
    assert len({marks[s] for s in unbanded}) == len(unbanded)


@pytest.mark.parametrize("band", [geo.TRANSPORT_BAND, geo.SERVICE_BAND])
@pytest.mark.parametrize("style", ["selected", "primary", "chip"])
def test_an_outline_mark_stands_out_on_any_button(home, band, style):
    """A transport or service mark is an outline in a dark colour: on a chosen (dark) trade button
    it stands on a light backing, so a chosen airport still shows it is an airport."""
    app_in((1280, 800), "en")
    surf = pygame.Surface((240, 48))
    surf.fill(th.PANEL)
    button = widgets.Button("place", pygame.Rect(0, 0, 240, 48), "Pokhara Airport", style=style, colour=band)
    widgets.draw_button(surf, button)
    mark = [(x, y) for x in range(80) for y in range(48) if tuple(surf.get_at((x, y)))[:3] == band]
    assert mark, "the mark is drawn"
    xs, ys = [x for x, _ in mark], [y for _, y in mark]
    around = pygame.Rect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)
    ground = [tuple(surf.get_at((x, y)))[:3] for x in range(around.left, around.right) for y in (around.top, around.bottom - 1)]
    assert min(th.contrast(band, c) for c in ground) >= widgets.MARK_CONTRAST
