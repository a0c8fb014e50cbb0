"""Set-up helpers for the edition rule tests. Set-up may reach into the engine's internals to
put the table in the state a rule needs; the rule itself is played through `game.apply`."""

from __future__ import annotations

from typing import Any

from helpers import of, play, put_at, set_cash, thrown_off, tries  # noqa: F401 (re-exported for the edition tests)

from byapar.engine import Game, new_game

NAMES = ["Asha", "Bikash", "Chandra", "Dipa", "Esha", "Firoj", "Gita", "Hari"]


def seat_game(edition: str, players: int = 2, dice: list[tuple[int, int]] | None = None,
              **settings: Any) -> Game:
    """A game where the first seat starts (no throw-off) and the dice are scripted."""
    return new_game(edition, NAMES[:players], settings={"opening": "seat", **settings}, seed=1,
                    dice=list(dice or []))


def give(game: Game, player: int, *squares: int, level: int | None = None, mortgaged: bool = False) -> None:
    """Like helpers.give, but `level=None` keeps what `give` set (Finance's ownership house)."""
    for s in squares:
        game.give(s, player)
        if level is not None:
            game.levels[s] = level
        game.mortgages[s] = mortgaged


def cash(game: Game) -> list[int]:
    return [p.cash for p in game.players]
