"""What a player at the table sees: everything on the board, nothing hidden.

Bots get a GameView. Its `clone()` is a game whose dice and unseen cards are
reshuffled, so a look-ahead can't know the future.
"""

from __future__ import annotations

import random

from .game import Game


class GameView:
    __slots__ = ("_game", "_rng")

    _SHOWN = frozenset({
        "edition", "settings", "players", "current", "round", "pending", "pot", "dice", "over",
        "winners", "offer", "auction", "offers_made", "owned", "squares", "history", "rolls",
        "owner", "buildings", "is_mortgaged", "active_players", "owns_group", "rent",
        "mortgage_value", "lift_cost", "building_sale", "raisable", "worth", "standings",
        "bank_supply", "legal_actions", "can_offer", "check_offer", "min_bid", "max_bid",
        "landings", "worth_history", "loans", "lapped", "started", "first",
    })

    def __init__(self, game: Game, rng: random.Random | None = None) -> None:
        object.__setattr__(self, "_game", game)
        object.__setattr__(self, "_rng", rng or random.Random())

    def __getattr__(self, name: str):
        if name in GameView._SHOWN:
            return getattr(self._game, name)
        raise AttributeError(f"A player at the table can't see {name!r}")

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError("A view of the game can't change it")

    def clone(self) -> Game:
        """A copy to look ahead on, with fresh dice and reshuffled unseen cards."""
        return self._game.clone(reseed=self._rng.getrandbits(64))


def _shown(name: str) -> property:
    return property(lambda view: getattr(view._game, name))


# Each shown name as a property: bots read the view thousands of times a game, and a
# property is several times quicker than the failed lookup that reaches __getattr__.
for _name in GameView._SHOWN:
    setattr(GameView, _name, _shown(_name))
