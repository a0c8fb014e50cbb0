"""The ring round the token of whoever must act is in a colour no seat can have, under every
colour vision: a gold ring read as "Asha's" (the first seat's colour), not as "whose turn"."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, table

from byapar.app import palette
from byapar.app import theme as th
from byapar.engine import available_editions

OUTLINE = (30, 26, 22)  # the dark line the ring stands on
APART = 2 * palette.CLOSE  # clearly apart, not merely told apart: a ring near a seat's hue reads as that seat's


def ring_colours(monkeypatch, board) -> set[tuple[int, int, int]]:
    """The colours of the rings the board draws with the tokens: lines, not the tokens' fills, and
    not their dark outlines or light halos."""
    seen: set[tuple[int, int, int]] = set()
    real = pygame.draw.circle

    def circle(surf, colour, centre, radius, width=0, *rest):
        if width > 0:
            seen.add(tuple(colour)[:3])
        return real(surf, colour, centre, radius, width, *rest)

    monkeypatch.setattr(pygame.draw, "circle", circle)
    board._draw_tokens(pygame.Surface(board.app.screen.get_size()))
    monkeypatch.undo()
    return seen - {OUTLINE, th.TOKEN_HALO}


@pytest.mark.parametrize("edition", sorted(available_editions()))
def test_the_turn_ring_is_no_seats_colour(home, monkeypatch, edition):
    app = app_in((1280, 800), "en")
    board = table(app, edition, ("human", "human"))
    rings = ring_colours(monkeypatch, board)
    assert len(rings) == 1, rings
    ring = rings.pop()
    for vision in palette.SIMULATIONS:
        seen = palette.simulate(ring, vision)
        for colour in th.PLAYER_COLOURS:
            apart = palette.delta_e(seen, palette.simulate(colour, vision))
            assert apart >= APART, (vision, ring, colour, round(apart, 1))
