"""Byapar's rules engine: pure Python, no pygame. See README.md for the API."""

from __future__ import annotations

from . import actions, events
from .actions import Action, Items, Offer, parse
from .edition import Edition, Square, available_editions, load_edition, playable_editions
from .errors import BoardError, IllegalAction, SaveError
from .game import BANK, Game, Pending, Player
from .money import format_money
from .save import SAVE_VERSION
from .settings import Settings
from .view import GameView

__all__ = [
    "Action", "BANK", "BoardError", "Edition", "Game", "GameView", "IllegalAction", "Items", "Offer",
    "Pending", "Player", "SAVE_VERSION", "SaveError", "Settings", "Square", "actions",
    "available_editions", "events", "playable_editions", "format_money", "load_edition", "new_game", "parse",
]


def new_game(edition: Edition | str, player_names: list[str], settings: Settings | dict | None = None,
             seed: int | None = None, dice: list[tuple[int, int]] | None = None) -> Game:
    """Start a game: `edition` is an Edition or a name under boards/; `dice` scripts the throws."""
    if not isinstance(edition, Edition):
        edition = load_edition(edition)
    return Game(edition, list(player_names), Settings.from_value(settings), seed=seed, dice=dice)
