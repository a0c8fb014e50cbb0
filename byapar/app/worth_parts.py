"""A player's worth in its three parts, as the game-over table and the holdings window show it."""

from __future__ import annotations

from . import fonts

PARTS_APART = " \u00b7 "  # between a player's cash, places and buildings


def breakdown(game, p: int) -> tuple[int, int, int]:
    """Cash, places (at price, half if mortgaged) and buildings (at cost): worth's three parts."""
    return game.worth_parts(p)  # the engine's: a bank loan owed out of cash, no ownership house counted


def whole_parts(text: str, size: int, width: int) -> list[str]:
    """`text`'s parts ("Places Rs 25,200") joined on lines no wider than `width`, each part
    whole on a line where it fits one, else broken at its spaces."""
    return fonts.parts_on_lines(text.split(PARTS_APART), size, width, PARTS_APART)
