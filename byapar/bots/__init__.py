"""Computer players: Easy, Medium and Hard, a random player for stress tests, and three
yardsticks that play as other programs' rule-based bots do (`buyall`, `trader`, `gnome`).

`make_bot("hard", seed=1)` builds one by name; `make_bot("mybots:Greedy")` loads a
player's own `Bot` subclass from an importable module.
"""

from __future__ import annotations

import importlib

from .base import Bot
from .board import BoardValues, board_values, landing_chances, settle
from .random_bot import RandomBot
from .strategy import EasyBot, HardBot, MediumBot, StrategyBot, Style
from .yardsticks import BuyAllBot, GnomeLikeBot, TraderBot

BOT_KINDS: dict[str, type[Bot]] = {
    "easy": EasyBot, "medium": MediumBot, "hard": HardBot, "random": RandomBot,
    "buyall": BuyAllBot, "trader": TraderBot, "gnome": GnomeLikeBot,
}

__all__ = [
    "BOT_KINDS", "Bot", "BoardValues", "BuyAllBot", "EasyBot", "GnomeLikeBot", "HardBot", "MediumBot", "RandomBot",
    "StrategyBot", "Style", "TraderBot", "board_values", "bot_class", "landing_chances", "make_bot", "settle",
]


def bot_class(kind: str) -> type:
    """The class for a bot name (a key of BOT_KINDS) or `module:Class`."""
    if kind in BOT_KINDS:
        return BOT_KINDS[kind]
    module_name, sep, class_name = kind.partition(":")
    if not sep or not module_name or not class_name:
        raise ValueError(f"Unknown bot {kind!r}: use one of {', '.join(BOT_KINDS)} or module:Class")
    cls = getattr(importlib.import_module(module_name), class_name, None)
    if not isinstance(cls, type) or not callable(getattr(cls, "decide", None)):
        raise ValueError(f"{kind!r} is not a bot class with a decide(view, legal_actions) method")
    return cls


def make_bot(kind: str, seed: int | None = None) -> Bot:
    """A bot of the named kind with its own seeded random source."""
    return bot_class(kind)(seed)
