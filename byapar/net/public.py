"""What of a table may leave the host, and a client's table rebuilt from it.

The public table is the save's dict with every secret taken out: the seed, the random
state, any scripted dice and the decks' order (only each deck's size is sent). A client
rebuilds a Game from it with harmless stand-ins for the secrets, so the app draws a friend's
board with the same code as its own; that copy never decides anything (the host does).
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from byapar.engine import Game
from byapar.engine import events as E

SECRET_FIELDS = ("seed", "rng", "script", "scripted")


def public_table(game: Game) -> dict[str, Any]:
    """The save's dict less every secret; the decks as their sizes."""
    data = game.to_dict()
    for name in SECRET_FIELDS:
        data.pop(name, None)
    data["decks"] = {name: len(deck) for name, deck in game.decks.items()}
    return data


def table_digest(table: dict[str, Any]) -> str:
    """A short fingerprint of a public table, the same for equal tables on any machine."""
    return hashlib.sha256(canonical(table).encode()).hexdigest()[:16]


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def view_game(table: dict[str, Any]) -> Game:
    """A Game showing `table`: the secrets filled with stand-ins (a fixed seed, decks in index
    order). SaveError if the table is damaged or impossible, as for a save."""
    if not isinstance(table, dict) or not isinstance(table.get("decks"), dict):
        from byapar.engine import SaveError

        raise SaveError("save-host-decks")
    data = dict(table)
    stand_in = random.Random(0).getstate()
    data.update(seed=0, rng=[stand_in[0], list(stand_in[1]), stand_in[2]], script=[], scripted=False)
    data["decks"] = {name: list(range(count)) if isinstance(count, int) and 0 <= count <= 1000 else count
                     for name, count in table["decks"].items()}
    return Game.from_dict(data)


def event_message(event: E.Event) -> list[Any]:
    """An event as [kind, *fields]."""
    return [type(event).__name__, *event]


_KINDS = {name: kind for name, kind in vars(E).items()
          if isinstance(kind, type) and issubclass(kind, E.Event) and kind is not E.Event}


def read_event(item: Any) -> E.Event | None:
    """The event `item` names, or None for a kind or shape this copy doesn't know (a newer host)."""
    if not isinstance(item, list) or not item or not isinstance(item[0], str):
        return None
    kind = _KINDS.get(item[0])
    fields = [tuple(x) if isinstance(x, list) else x for x in item[1:]]
    if kind is None or len(fields) > len(kind._fields):
        return None
    try:
        return kind(*fields)
    except TypeError:
        return None
