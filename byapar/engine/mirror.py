"""A copy of the table that follows a game from its events alone: the view a player's screen
shows while the show plays out, or the table a guest's machine keeps of a hosted game.

It holds no rule. It starts from a game's table (`of`) and takes each fact event's new value
by plain assignment (cash by the Paid amounts); story events leave it as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import events as E
from .edition import Edition
from .state import lots_left_among

if TYPE_CHECKING:
    from .state import TableState


@dataclass
class TableMirror:
    edition: Edition  # static data only: squares, decks and rules
    cash: list[int]
    position: list[int]
    in_jail: list[bool]
    bankrupt: list[bool]
    bail_cards: list[tuple[str, ...]]  # deck names, oldest first
    loans: list[int]
    owner: list[int | None]
    level: list[int]
    mortgaged: list[bool]
    pot: int = 0

    @classmethod
    def of(cls, game: TableState) -> TableMirror:
        """The game's table as it stands now."""
        squares = range(len(game.edition.squares))
        players = game.players
        return cls(game.edition, [p.cash for p in players], [p.position for p in players],
                   [p.in_jail for p in players], [p.bankrupt for p in players],
                   [tuple(p.bail_cards) for p in players], list(game.loans),
                   [game.owner(s) for s in squares], [game.buildings(s) for s in squares],
                   [game.is_mortgaged(s) for s in squares], game.pot)

    @classmethod
    def blank(cls, edition: Edition, players: int, cash: int) -> TableMirror:
        """The table before a game's first event: everyone on Start with `cash`, the bank
        holding everything (a game's set-up events then deal, throw off and so on)."""
        n = len(edition.squares)
        return cls(edition, [cash] * players, [0] * players, [False] * players, [False] * players,
                   [()] * players, [0] * players, [None] * n, [0] * n, [False] * n)

    def follow(self, ev: E.Event) -> None:
        """Take one event's facts."""
        take = _TAKE.get(type(ev))
        if take is not None:
            take(self, ev)

    def owned(self, player: int) -> list[int]:
        """The squares the player holds, in board order."""
        return [s for s, o in enumerate(self.owner) if o == player]

    def lots_left(self, player: int) -> int | None:
        """Ownership houses the player has left (Finance), or None where the edition has none."""
        return lots_left_among(self.edition, self.owned(player))

    def _paid(self, ev: E.Paid) -> None:
        for who, change in ((ev.payer, -ev.amount), (ev.payee, ev.amount)):
            if who == E.POT:
                self.pot += change
            elif who is not None:
                self.cash[who] += change


def _set(field: str, key: str, value: str) -> Callable[[TableMirror, E.Event], None]:
    """Assign the event's `value` field at its `key` field in the mirror's list `field`."""

    def take(mirror: TableMirror, ev: E.Event) -> None:
        getattr(mirror, field)[getattr(ev, key)] = getattr(ev, value)

    return take


def _bankrupt(mirror: TableMirror, ev: E.Bankrupt) -> None:
    mirror.bankrupt[ev.player] = True


_TAKE: dict[type, Callable[[TableMirror, Any], None]] = {
    E.OwnerChanged: _set("owner", "square", "owner"),
    E.LevelChanged: _set("level", "square", "level"),
    E.MortgageChanged: _set("mortgaged", "square", "mortgaged"),
    E.LoanChanged: _set("loans", "player", "loan"),
    E.BailCardsChanged: _set("bail_cards", "player", "cards"),
    E.JailChanged: _set("in_jail", "player", "in_jail"),
    E.Moved: _set("position", "player", "end"),
    E.Bankrupt: _bankrupt,
    E.Paid: TableMirror._paid,
}
