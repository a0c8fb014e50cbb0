"""An airport's plane (a railroad's engine), a service's picture and a deck's card stand beside
the token on their square, never under it: the board's own picture under a lone token there is
the bare square, so the picture beside it reads whole."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import table

from byapar.app import art
from byapar.app import theme as th
from byapar.app.app import App
from byapar.engine import schema as S

PICTURED = (S.TRANSPORT, S.SERVICE, S.CARD)


def inked(static: pygame.Surface, centre: tuple[float, float], reach: float) -> int:
    """Pixels of the painted board within `reach` of `centre` far from the bare square's face."""
    face = pygame.Color(art.SQUARE_FACE)
    count = 0
    cx, cy = centre
    for x in range(int(cx - reach), int(cx + reach) + 1):
        for y in range(int(cy - reach), int(cy + reach) + 1):
            if (x - cx) ** 2 + (y - cy) ** 2 > reach ** 2:
                continue
            c = static.get_at((x, y))
            if abs(c.r - face.r) + abs(c.g - face.g) + abs(c.b - face.b) > 90:
                count += 1
    return count


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst"])
def test_a_lone_token_leaves_the_squares_picture_bare(home, edition, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    view = table(app, edition, ("human", "human")).board
    squares = [s for s, sq in enumerate(view.edition.squares)
               if sq.kind in PICTURED and view.parts[s].side != "corner"]
    assert squares and view.static is not None
    covered = []
    for s in squares:
        x, y = view.token_spot(s, 0, 1)
        local = (x - view.rect.x, y - view.rect.y)
        if inked(view.static, local, th.token_reach(view.crowd_radius(s, 1))):
            covered.append(view.edition.squares[s].name)
    assert covered == []
