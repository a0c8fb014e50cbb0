"""A player's worth in its three parts, as the game-over table and the holdings window show it."""

from __future__ import annotations


def breakdown(game, p: int) -> tuple[int, int, int]:
    """Cash, places (at price, half if mortgaged) and buildings (at cost): worth's three parts."""
    if game.players[p].bankrupt:
        return 0, 0, 0
    places = buildings = 0
    for s in game.owned[p]:
        sq = game.edition.squares[s]
        places += sq.price // 2 if game.is_mortgaged(s) else sq.price
        # Finance's ownership house comes with the lot: it is not a building bought
        buildings += (game.buildings(s) - game.marker_floor(s)) * sq.house_cost
    # a bank loan (Business GST) is owed out of cash, with its interest, as worth counts it
    return game.players[p].cash - (game.loan_cost(p) if game.loans[p] else 0), places, buildings
