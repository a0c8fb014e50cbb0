"""Events: what happened, as small immutable records. The UI animates and logs them; the sim counts them.

A player is named by seat index; `None` as a payer or payee is the bank, `POT` the Chautari pot.
"""

from __future__ import annotations

from typing import NamedTuple

POT = -1  # payer/payee meaning the pot of taxes and fines waiting on the free square


class TurnStarted(NamedTuple):
    player: int
    round: int


class Rolled(NamedTuple):
    player: int
    d1: int
    d2: int


class Moved(NamedTuple):
    player: int
    start: int
    end: int
    passed_start: bool
    direct: bool = False  # straight there (jail, cards), not walked square by square


class Paid(NamedTuple):
    payer: int | None
    payee: int | None
    amount: int
    reason: str
    square: int | None = None


class Bought(NamedTuple):
    player: int
    square: int
    price: int


class Dealt(NamedTuple):
    player: int
    square: int


class Declined(NamedTuple):
    player: int
    square: int


class AuctionStarted(NamedTuple):
    square: int
    bidders: tuple[int, ...]


class BidMade(NamedTuple):
    player: int
    amount: int


class BidderDropped(NamedTuple):
    player: int


class AuctionEnded(NamedTuple):
    square: int
    winner: int | None
    amount: int


class CardDrawn(NamedTuple):
    player: int
    deck: str
    card: int  # index in the edition's deck
    text: str


class Built(NamedTuple):
    player: int
    square: int
    level: int


class SoldBuilding(NamedTuple):
    player: int
    square: int
    level: int


class SoldPlace(NamedTuple):
    player: int
    square: int
    amount: int


class Forfeited(NamedTuple):
    """A lot given back to the bank for nothing: bought at auction with no ownership house left."""

    player: int
    square: int


class Bumped(NamedTuple):
    """`player` is sent back from `square` because `by` landed there."""

    player: int
    by: int
    square: int


class HouseTraded(NamedTuple):
    """A house moved in a trade during a building shortage: off `giver`'s lot onto `taker`'s."""

    giver: int
    taker: int
    start: int
    end: int


class Kept(NamedTuple):
    """A creditor chose to keep a bankrupt's lot (the rest go back to the bank at half price)."""

    player: int
    square: int


class Mortgaged(NamedTuple):
    player: int
    square: int
    amount: int


class Unmortgaged(NamedTuple):
    player: int
    square: int
    amount: int


class Jailed(NamedTuple):
    player: int
    reason: str  # "police", "card", "doubles"


class LeftJail(NamedTuple):
    player: int
    how: str  # "fine", "card", "doubles", "third-throw"


class StayedInJail(NamedTuple):
    player: int
    throws: int


class TradeOffered(NamedTuple):
    player: int
    partner: int
    offer: str


class TradeAnswered(NamedTuple):
    player: int
    partner: int
    accepted: bool


class MustRaise(NamedTuple):
    player: int
    amount: int
    creditor: int | None


class Bankrupt(NamedTuple):
    player: int
    creditor: int | None


class EndProposed(NamedTuple):
    """`player` proposed ending the game now, the richest winning."""

    player: int


class EndAnswered(NamedTuple):
    player: int
    agreed: bool


class Resigned(NamedTuple):
    """`player` left the game; a Bankrupt to the bank follows."""

    player: int


class GameOver(NamedTuple):
    winners: tuple[int, ...]
    reason: str  # "rounds", "last-player", "agreement" or "round-limit" (a last-player game's 200 rounds)
