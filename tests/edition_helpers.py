"""Set-up helpers for the edition rule tests. Set-up may reach into the engine's internals to
put the table in the state a rule needs; the rule itself is played through `game.apply`."""

from __future__ import annotations

from typing import Any

from byapar.engine import Game, new_game
from byapar.engine.invariants import check

NAMES = ["Asha", "Bikash", "Chandra", "Dipa", "Esha", "Firoj", "Gita", "Hari"]


def seat_game(edition: str, players: int = 2, dice: list[tuple[int, int]] | None = None,
              **settings: Any) -> Game:
    """A game where the first seat starts (no throw-off) and the dice are scripted."""
    return new_game(edition, NAMES[:players], settings={"opening": "seat", **settings}, seed=1,
                    dice=list(dice or []))


def give(game: Game, player: int, *squares: int, level: int | None = None, mortgaged: bool = False) -> None:
    for s in squares:
        game._give(s, player)
        if level is not None:
            game._level[s] = level
        game._mortgaged[s] = mortgaged


def set_cash(game: Game, player: int, cash: int) -> None:
    """Give a player exactly `cash`, the difference from the bank (money stays conserved)."""
    game.bank_net += cash - game.players[player].cash
    game.players[player].cash = cash


def put_at(game: Game, player: int, square: int) -> None:
    game.players[player].position = square


def play(game: Game, *actions: str) -> list:
    """Apply actions in order, checking the invariants after each; return all the events."""
    out: list = []
    for action in actions:
        out += game.apply(action)
        check(game)
    return out


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def cash(game: Game) -> list[int]:
    return [p.cash for p in game.players]
