"""Byapar's rules engine: pure Python, no pygame. See docs/engine-api.md for the API.

The names below load on first use (PEP 562), so that a module wanting only
`byapar.engine.money` (the app's number formatting, read before the first menu frame)
doesn't pay for importing the whole engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import actions, events, kinds
    from .actions import Action, Items, Offer, parse
    from .edition import Edition, Square, available_editions, load_edition, playable_editions
    from .errors import (
        TEMPLATES,
        ActionTextError,
        BoardError,
        DiceRunOut,
        IllegalAction,
        Refusal,
        SaveError,
        SettingsError,
        SetupError,
    )
    from .game import BANK, Game, Pending, Player
    from .money import format_money
    from .save import SAVE_VERSION
    from .settings import Settings
    from .view import GameView

_WHERE = {
    "Action": "actions", "Items": "actions", "Offer": "actions", "parse": "actions",
    "Edition": "edition", "Square": "edition", "available_editions": "edition", "load_edition": "edition",
    "playable_editions": "edition", "BoardError": "errors", "IllegalAction": "errors", "SaveError": "errors",
    "ActionTextError": "errors", "DiceRunOut": "errors", "Refusal": "errors", "SettingsError": "errors",
    "SetupError": "errors", "TEMPLATES": "errors",
    "BANK": "game", "Game": "game", "Pending": "game", "Player": "game", "format_money": "money",
    "SAVE_VERSION": "save", "Settings": "settings", "GameView": "view",
}

__all__ = [
    "Action", "ActionTextError", "BANK", "BoardError", "DiceRunOut", "Edition", "Game", "GameView",
    "IllegalAction", "Items", "Offer", "Pending", "Player", "Refusal", "SAVE_VERSION", "SaveError", "Settings",
    "SettingsError", "SetupError", "Square", "TEMPLATES", "actions", "kinds",
    "available_editions", "events", "playable_editions", "format_money", "load_edition", "new_game", "parse",
]


def __getattr__(name: str) -> Any:
    if name in ("actions", "events", "kinds"):
        return importlib.import_module(f".{name}", __name__)
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value  # the next read is a plain global
    return value


def new_game(edition: Edition | str, player_names: list[str], settings: Settings | dict | None = None,
             seed: int | None = None, dice: list[tuple[int, int]] | None = None,
             humans: list[bool] | None = None) -> Game:
    """Start a game: `edition` is an Edition or a name under boards/; `dice` scripts the throws;
    `humans` says which seats are people (asked before the game ends by agreement; default all)."""
    from .edition import Edition, load_edition
    from .game import Game
    from .settings import Settings

    if not isinstance(edition, Edition):
        edition = load_edition(edition)
    return Game(edition, list(player_names), Settings.from_value(settings), seed=seed, dice=dice, humans=humans)
