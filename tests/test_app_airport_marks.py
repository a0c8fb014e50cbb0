"""A transport square's mark reads as meant, not as a missing symbol or as one kind of transport
(Byapar's airports, Classic's railroads, Business GST's bus and water lines share it): a square
outline with a dot in its middle, in the Owners list and on the player cards alike; a service's
stays a ring."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, click, drawn, open_board, settle
from helpers import give

from byapar.app import geometry as geo
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app import widgets
from byapar.app.session import Session, default_seat
from byapar.engine import schema as S


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    L.use("en")


def owners_of_airports(size, language):
    app = app_in(size, language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot A")]
    board = open_board(app, Session.start("byapar", seats, {"opening": "seat"}, seed=3))
    g = board.game
    airports = [i for i, sq in enumerate(g.edition.squares) if sq.kind == S.TRANSPORT]
    for s in airports[:2]:
        give(g, 0, s)
    board.presenter.sync()
    settle(app)
    return app, board, airports


def outline_with_a_dot(surf: pygame.Surface, mark: pygame.Rect, colour) -> bool:
    """Along the mark's middle row, from its left edge to its middle: `colour` at both ends (an
    empty box's middle is the background, a lone dot's edge is) and the background somewhere
    between (a filled band has none)."""
    row = [tuple(surf.get_at((x, mark.centery)))[:3] == colour for x in range(mark.x, mark.centerx + 1)]
    return row[0] and row[-1] and not all(row)


def inked_left_of(surf: pygame.Surface, box: pygame.Rect, colour) -> pygame.Rect:
    """The bounds of what is drawn in `colour` in the 30 px left of a row's name."""
    inked = [(x, y) for x in range(box.x - 30, box.x) for y in range(box.y, box.bottom)
             if tuple(surf.get_at((x, y)))[:3] == colour]
    assert inked, box
    xs, ys = [x for x, _ in inked], [y for _, y in inked]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_owners_list_marks_each_airport_with_an_outline_and_a_dot(home, size, language):
    app, board, airports = owners_of_airports(size, language)
    click(app, "owners")
    settle(app)
    app.frame(FRAME)
    names = {L.square_name(board.game.edition.squares[s]) for s in airports}
    rows = [d.box for d in drawn(app) if d.text in names]
    assert len(rows) == len(airports)
    for box in rows:  # the mark stands left of its name, as the Owners list lays a row out
        mark = inked_left_of(app.screen, pygame.Rect(box), geo.TRANSPORT_BAND)
        assert mark.w >= 8 and outline_with_a_dot(app.screen, mark, geo.TRANSPORT_BAND), (box, mark)


def test_the_card_s_marks_and_the_list_s_are_drawn_alike_and_a_service_stays_a_ring(home):
    """The player card's strip draws its marks through the same swatch: an outline with a dot for
    an airport wherever there is room for one, a ring for a service."""
    surf = pygame.Surface((40, 40))
    for rect in (pygame.Rect(4, 4, 12, 18), pygame.Rect(4, 4, 10, 10), pygame.Rect(4, 4, 16, 12)):
        surf.fill(th.PANEL)
        widgets.group_swatch(surf, geo.TRANSPORT_BAND, rect)
        side = min(rect.w, rect.h)
        square = pygame.Rect(0, 0, side, side)
        square.center = rect.center
        assert outline_with_a_dot(surf, square, geo.TRANSPORT_BAND), rect
    surf.fill(th.PANEL)
    widgets.group_swatch(surf, geo.SERVICE_BAND, pygame.Rect(4, 4, 12, 12))
    assert tuple(surf.get_at((10, 10)))[:3] == th.PANEL and tuple(surf.get_at((4, 10)))[:3] == geo.SERVICE_BAND
