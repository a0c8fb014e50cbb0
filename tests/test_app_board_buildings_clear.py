"""Buildings on the board at 800x600 (and 1280x800) keep off the square's name: each lot's
houses, hotel or count chip, light ring and all, stand inside their own square and a pixel or
more clear of its name's letters, on every edition (Finance's lots carry their ownership house
from the start) and at each text size the small window is read at."""

from __future__ import annotations

import pygame
import pytest
from test_app_board_reading import painted

from byapar.app import board_view
from byapar.app.app import App
from byapar.engine import load_edition

CASES = [((800, 600), "en", 100), ((800, 600), "en", 125), ((800, 600), "ne", 150), ((1280, 800), "en", 100)]


def buildings_ink(view: board_view.BoardView, s: int, level: int, size: tuple[int, int]) -> pygame.Rect:
    """Where square `s`'s buildings at `level` stand on the screen, light ring and count chip too."""
    n = len(view.edition.squares)
    owners, levels = [None] * n, [0] * n
    owners[s], levels[s] = 0, level
    layer = pygame.Surface(size, pygame.SRCALPHA)
    view.draw_buildings(layer, [s], (tuple(owners), tuple(levels), (0,) * n), [(200, 40, 40)])
    return layer.get_bounding_rect()


@pytest.mark.parametrize("edition", ["finance", "classic", "byapar"])
@pytest.mark.parametrize(("size", "language", "percent"), CASES)
def test_buildings_and_their_counts_stay_inside_the_square_and_off_its_name(home, edition, size, language, percent):
    App(size)
    view, _seen = painted(edition, size, language, percent)
    view.shape_of = lambda seat: "circle"
    rules = load_edition(edition).rules
    lots = [s for s, sq in enumerate(view.edition.squares) if sq.kind == "place"]
    assert lots
    for s in lots:
        for level in range(1, rules.max_level + 1):
            ink = buildings_ink(view, s, level, size)
            square = view.squares[s]
            assert square.contains(ink), (view.edition.squares[s].name, level, ink, square)
            names = view.name_ink(s)
            assert not any(n.inflate(2, 2).colliderect(ink) for n in names), \
                (view.edition.squares[s].name, level, ink, names)
