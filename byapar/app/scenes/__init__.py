"""The scenes, opened by name: `app.push("trade", board, by=1)`, `app.replace("menu")`.

No scene module imports another (tests/test_app_structure.py checks it): a scene names the
next one here, and its module is imported only when it first opens, so the first menu frame
doesn't wait for the board, the engine or the bots.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

# name -> (module in this package, class)
SCENES: dict[str, tuple[str, str]] = {
    "menu": ("menu", "MenuScene"),
    "setup": ("setup", "SetupScene"),
    "settings": ("settings", "SettingsScene"),
    "load": ("load", "LoadScene"),
    "help": ("help", "HelpScene"),
    "board": ("board", "BoardScene"),
    "auction": ("auction", "AuctionScene"),
    "trade": ("trade", "TradeScene"),
    "answer": ("trade", "AnswerScene"),
    "holdings": ("holdings", "HoldingsScene"),
    "owners": ("holdings", "OwnersScene"),
    "stats": ("stats", "StatsScene"),
    "log_view": ("log_view", "LogViewScene"),
    "gameover": ("gameover", "GameOverScene"),
    "friend_gameover": ("gameover", "FriendGameOverScene"),
    "friends": ("friends", "FriendsScene"),
    "host": ("friends", "HostScene"),
    "join": ("friends", "JoinScene"),
    "friend_board": ("board", "FriendBoardScene"),
}


def scene_class(name: str) -> type:
    """The class of the scene called `name` (KeyError for a name not in SCENES)."""
    module, cls = SCENES[name]
    return getattr(import_module(f"{__name__}.{module}"), cls)


def make(name: str, app: Any, *args: Any, **kwargs: Any) -> Any:
    """A new scene `name` for `app`, given the arguments its class takes after the app."""
    return scene_class(name)(app, *args, **kwargs)
