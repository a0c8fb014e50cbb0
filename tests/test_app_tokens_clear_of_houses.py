"""Tokens stand clear of the buildings on a square's colour band: on the left and right sides,
where a place's tokens stand on its band, the houses keep to the band's first part and the
tokens to its end, in every edition at 800x600 and 1280x800, at every count of houses."""

from __future__ import annotations

import pygame
import pytest

from byapar.app import board_view
from byapar.app import theme as th
from byapar.app.app import App
from byapar.engine import load_edition
from byapar.engine import schema as S

COLOURS = [(200, 40, 40), (40, 40, 200)]


def holdings(view: board_view.BoardView, size, owners: list, levels: list) -> pygame.Surface:
    surf = pygame.Surface(size)
    view.draw_holdings(surf, (owners, levels, [False] * len(levels)), COLOURS)
    return surf


def touched(built: pygame.Surface, bare: pygame.Surface, centre: tuple[float, float], reach: float) -> list:
    """The pixels within `reach` of `centre` a building was drawn on."""
    cx, cy = centre
    r = int(reach)
    return [(x, y) for x in range(int(cx) - r, int(cx) + r + 1) for y in range(int(cy) - r, int(cy) + r + 1)
            if (x - cx) ** 2 + (y - cy) ** 2 <= reach ** 2 and built.get_at((x, y)) != bare.get_at((x, y))]


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_token_on_a_built_place_stands_clear_of_its_houses(home, size, edition):
    App(size)
    view = board_view.BoardView(load_edition(edition))
    view.layout(board_view.board_area(size), paint=False)
    squares = view.edition.squares
    places = [s for s, sq in enumerate(squares) if sq.kind == S.PLACE]
    owners = [0 if s in places else None for s in range(len(squares))]
    top = view.edition.rules.max_level
    bare = holdings(view, size, owners, [0] * len(squares))
    for level in range(1, top + 1):
        levels = [level if s in places else 0 for s in range(len(squares))]
        view.holdings_key(type("Table", (), {"owners": owners, "levels": levels, "mortgages": [False] * len(levels)}))
        built = holdings(view, size, owners, levels)
        for s in places:
            centre = view.token_spot(s, 0, 1)
            hit = touched(built, bare, centre, th.token_reach(view.crowd_radius(s, 1)) - 1)
            assert not hit, (squares[s].name, view.parts[s].side, level, hit[:3])
