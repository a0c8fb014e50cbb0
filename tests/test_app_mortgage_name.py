"""A mortgaged place is washed grey with a red stripe, and its name still reads: the stripe
breaks round the name's ink, which only the wash crosses."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, settle, table
from helpers import give

from byapar.app.board_view import MORTGAGE_WASH

TOLERANCE = 2  # per colour channel: the blend's rounding
MARKED = 20  # the square's mean colour, summed over its channels, moves at least this much


def washed(colour: pygame.Color) -> tuple[int, int, int]:
    """`colour` under the wash alone."""
    alpha = MORTGAGE_WASH[3] / 255
    return tuple(round(c + (w - c) * alpha) for c, w in zip(colour[:3], MORTGAGE_WASH[:3], strict=True))


def picture(app, board, s: int, mortgaged: bool) -> pygame.Surface:
    give(board.game, 1, s, mortgaged=mortgaged)
    board.presenter.sync()
    for _ in range(3):
        app.frame(FRAME)
    app.draw()
    return app.screen.copy()


def mean(surf: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(pygame.transform.average_color(surf, rect)[:3])


@pytest.mark.parametrize(("edition", "language", "places"), [
    ("business_gst", "ne", ("Hyderabad", "Bengaluru", "Air India")),
    ("byapar", "en", ("Tansen", "Lumbini", "Thamel", "Humla")),
])
def test_a_mortgaged_places_name_is_crossed_by_the_wash_alone(home, edition, language, places):
    app = app_in((800, 600), language)
    board = table(app, edition, ("human", "medium"))
    settle(app)
    view = board.board
    for s, sq in enumerate(board.game.edition.squares):
        if sq.name not in places:
            continue
        plain, marked = picture(app, board, s, False), picture(app, board, s, True)
        ink = view.name_ink(s)
        assert ink, sq.name
        for box in ink:
            for x in range(box.left, box.right):
                for y in range(box.top, box.bottom):
                    want, got = washed(plain.get_at((x, y))), marked.get_at((x, y))
                    assert all(abs(a - b) <= TOLERANCE for a, b in zip(want, got[:3], strict=True)), (sq.name, x, y)
        square = view.to_screen(sq.rect)
        assert abs(mean(marked, square) - mean(plain, square)) >= MARKED, sq.name
        give(board.game, 1, s)
