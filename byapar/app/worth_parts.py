"""A player's worth in its three parts, as the game-over table and the holdings window show it."""

from __future__ import annotations


def breakdown(game, p: int) -> tuple[int, int, int]:
    """Cash, places (at price, half if mortgaged) and buildings (at cost): worth's three parts."""
    return game.worth_parts(p)  # the engine's: a bank loan owed out of cash, no ownership house counted
