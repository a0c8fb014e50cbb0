"""Which edition the preferences choose, and the rules remembered for each edition: what the
Settings and New game screens share.
"""

from __future__ import annotations

from functools import lru_cache
from xml.etree import ElementTree

from byapar.engine import load_edition
from byapar.engine import schema as S
from byapar.engine.edition import OPENINGS, map_path

RULE_KEYS = ("rounds", "starting_money", "dealt_places", "auction", "chautari_pot", "start_double", "opening")


def edition_defaults(name: str) -> dict:
    """An edition's own rule defaults (Byapar: 30 rounds and Rs 15,000; Classic: last player, $1,500)."""
    rules = load_edition(name).rules
    return {"rounds": rules.rounds, "starting_money": rules.starting_money, "dealt_places": 0,
            "auction": rules.auction, "chautari_pot": False, "start_double": False, "opening": rules.opening}


def opening_choices(edition) -> tuple[str, ...]:
    """The ways to start that the board's map offers as a setting (its `openings` property,
    e.g. Business GST's "throw,twelve"), its own way first. A board without the property plays
    its book's one way (Classic's throw-off, Byapar's first seat) and shows no row."""
    offered = [w.strip() for w in _map_property(str(map_path(edition)), "openings").split(",")]
    ways = [w for w in offered if w in OPENINGS]
    if len(ways) < 2:
        return ()
    own = edition.rules.opening
    return tuple([own] + [w for w in ways if w != own]) if own in ways else tuple(ways)


@lru_cache(maxsize=16)
def _map_property(path: str, name: str) -> str:
    """A map property the engine doesn't read (it ignores names it doesn't know)."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return ""
    prop = root.find(f"./properties/property[@name='{name}']")
    return prop.get("value", "") if prop is not None else ""


def chosen_opening(prefs: dict, edition) -> str | None:
    """The way to start chosen in Settings, if it is one this edition offers; else its own."""
    value = prefs.get("opening")
    return value if value in opening_choices(edition) else None


def rows_that_apply(edition) -> set[str]:
    """The rule rows that mean something on this board: the pot needs a free square to wait on,
    and who starts is a choice only where the book has a throw-off."""
    hidden = set()
    if not any(sq.kind == S.FREE for sq in edition.squares):
        hidden.add("chautari_pot")
    if not opening_choices(edition):
        hidden.add("opening")
    return set(RULE_KEYS) - hidden


def switch_edition(prefs: dict, name: str) -> None:
    """Make `name` the chosen edition: its own remembered rules replace the last edition's.

    The rules shown in Settings are always the chosen edition's; each edition keeps its own.
    """
    if prefs.get("edition") == name:
        return
    saved = prefs.setdefault("rules_by_edition", {})
    saved[prefs.get("edition", "byapar")] = {k: prefs[k] for k in RULE_KEYS}
    prefs.update(edition_defaults(name))
    prefs.update({k: v for k, v in saved.get(name, {}).items() if k in RULE_KEYS})
    prefs["edition"] = name


def prefs_with(prefs: dict, name: str) -> dict:
    """The preferences as they would be with `name` chosen (its own remembered rules), the
    preferences themselves left as they are: another board's rules read, not chosen."""
    chosen = {**prefs, "rules_by_edition": dict(prefs.get("rules_by_edition", {}))}
    switch_edition(chosen, name)
    return chosen
