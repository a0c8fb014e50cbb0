"""The board's group colours and the players' colours stay apart for people with protanopia,
deuteranopia and tritanopia (simulated by byapar.app.palette), every edition."""

from __future__ import annotations

import pytest

from byapar.app import palette
from byapar.app import theme as th
from byapar.engine import available_editions, load_edition


@pytest.mark.parametrize("vision", list(palette.SIMULATIONS))
@pytest.mark.parametrize("edition", available_editions())
def test_every_editions_groups_stay_apart(edition, vision):
    d, a, b = palette.closest(palette.group_colours(load_edition(edition)), vision)
    assert d >= palette.CLOSE, f"{edition}: {a} and {b} look alike under {vision} (delta E {d:.1f})"


@pytest.mark.parametrize("vision", list(palette.SIMULATIONS))
def test_player_colours_stay_apart_and_their_shapes_differ(vision):
    d, a, b = palette.closest(palette.player_colours(), vision)
    assert d >= palette.CLOSE, f"players {a} and {b} look alike under {vision} (delta E {d:.1f})"
    assert len(set(th.SHAPES)) == len(th.PLAYER_COLOURS)


def test_the_simulation_moves_red_and_green_together_for_protanopia():
    red, green = (213, 94, 0), (0, 158, 115)
    assert palette.delta_e(red, green) > 50
    seen = palette.simulate(red, "protanopia"), palette.simulate(green, "protanopia")
    assert palette.delta_e(*seen) < palette.delta_e(red, green) / 2

