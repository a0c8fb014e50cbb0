"""The table's plain records, shared by every rule topic: players, the pending decision, the
auction under way, and the few limits the rules name. Nothing here imports the game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from .kinds import AGREE, BID, BUY, DONE, END, JAIL, KEEP, LEAVE, RAISE, ROLL, RUNNING, THROW, TRADE

BANK = None  # payer/payee/owner meaning the bank
MAX_TRADE_OFFERS = 3  # offers a turn: the player whose turn it is, counters included
ROUND_LIMIT = 200  # a game played to the last player ends after this many rounds, the richest winning


class Pending(NamedTuple):
    """The one decision the game waits for."""

    player: int
    kind: str
    square: int | None = None  # the place to buy, or up for auction
    amount: int = 0  # the debt to raise, or the highest bid so far
    other: int | None = None  # the creditor, the highest bidder, or who offered the trade


# `new_record(Kind, (every field, in order))` makes a NamedTuple record (a Pending, an event, a
# task) without the Python frame of its generated __new__, at about half the cost: for the few
# made on every throw. Every field is given, defaults included; tests compare them with records
# built the ordinary way.
new_record = tuple.__new__

RUNNING_DECISION = Pending(-1, RUNNING)  # no decision yet: the task queue goes on
WAITING = frozenset({ROLL, JAIL, BUY, BID, TRADE, RAISE, END, LEAVE, AGREE, KEEP, THROW, DONE})


class Player:
    __slots__ = ("name", "cash", "position", "in_jail", "jail_throws", "bankrupt", "bail_cards")

    def __init__(self, name: str, cash: int) -> None:
        self.name = name
        self.cash = cash
        self.position = 0
        self.in_jail = False
        self.jail_throws = 0
        self.bankrupt = False
        self.bail_cards: list[str] = []  # deck names of bail cards held

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.name, p.cash, p.position = self.name, self.cash, self.position
        p.in_jail, p.jail_throws, p.bankrupt = self.in_jail, self.jail_throws, self.bankrupt
        p.bail_cards = list(self.bail_cards)
        return p

    def __repr__(self) -> str:
        return f"Player({self.name!r}, cash={self.cash}, at={self.position})"


@dataclass(slots=True)
class Auction:
    """The auction under way; saves write and check these fields in this order."""

    square: int
    high: int  # the highest bid, or before any bid the opening price (a building's cost, or 0)
    high_bidder: int | None
    bidders: list[int]  # still bidding, in bidding order
    turn: int  # index in `bidders` of whose bid it is

    def copy(self) -> Auction:
        return Auction(self.square, self.high, self.high_bidder, list(self.bidders), self.turn)


def squares_in(owned: set[int], only: int | None) -> Iterable[int]:
    """The owned squares in board order, or just `only` if it is one of them."""
    if only is None:
        return sorted(owned)
    return (only,) if only in owned else ()
