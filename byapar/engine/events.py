"""Events: what happened, as small immutable records. The UI animates and logs them; the sim counts them.

A player is named by seat index; `None` as a payer or payee is the bank, `POT` the Chautari pot.
Every event is a frozen slotted dataclass under `Event`: built positionally or by field name,
and two events of different kinds never compare equal (`Declined(0, 5) != Dealt(0, 5)`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .schema import THROWING_KINDS

POT = -1  # payer/payee meaning the pot of taxes and fines waiting on the free square

# Why the dice were thrown (Rolled.why)
TURN = "turn"  # the turn's throw
IN_JAIL = "jail"  # a throw for doubles in jail
TWELVE = "twelve"  # a turn's throw while still waiting at Start for a twelve (Business GST)
OPENING = "opening"  # the throw-off for who starts
RENT = "rent"  # a throw that sets a rent (a card's "the dice times ten")
SQUARE_THROW = THROWING_KINDS  # a throw the square landed on asks for (Finance): its kind is the why


@dataclass(frozen=True, slots=True)
class Event:
    """What happened; every event kind is a subclass."""


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int
    round: int


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    player: int
    d1: int
    d2: int
    why: str = TURN  # TURN, IN_JAIL, TWELVE, OPENING, RENT or a square kind in SQUARE_THROW
    square: int | None = None  # the square that asked for the throw (RENT, SQUARE_THROW)


@dataclass(frozen=True, slots=True)
class Moved(Event):
    player: int
    start: int
    end: int
    passed_start: bool
    direct: bool = False  # straight there (jail, cards), not walked square by square


@dataclass(frozen=True, slots=True)
class Paid(Event):
    payer: int | None
    payee: int | None
    amount: int
    reason: str
    square: int | None = None


@dataclass(frozen=True, slots=True)
class Bought(Event):
    player: int
    square: int
    price: int


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    player: int
    square: int


@dataclass(frozen=True, slots=True)
class Declined(Event):
    player: int
    square: int


@dataclass(frozen=True, slots=True)
class AuctionStarted(Event):
    square: int
    bidders: tuple[int, ...]
    building: bool = False  # one building the bank is short of, not the place itself


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class BidderDropped(Event):
    player: int


@dataclass(frozen=True, slots=True)
class AuctionEnded(Event):
    square: int
    winner: int | None
    amount: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    player: int
    deck: str
    card: int  # index in the edition's deck
    text: str


@dataclass(frozen=True, slots=True)
class Built(Event):
    player: int
    square: int
    level: int


@dataclass(frozen=True, slots=True)
class SoldBuilding(Event):
    player: int
    square: int
    level: int


@dataclass(frozen=True, slots=True)
class SoldPlace(Event):
    player: int
    square: int
    amount: int


@dataclass(frozen=True, slots=True)
class Forfeited(Event):
    """A lot given back to the bank for nothing: bought at auction with no ownership house left."""

    player: int
    square: int


@dataclass(frozen=True, slots=True)
class Bumped(Event):
    """`player` is sent back from `square` because `by` landed there."""

    player: int
    by: int
    square: int


@dataclass(frozen=True, slots=True)
class HouseTraded(Event):
    """A house moved in a trade during a building shortage: off `giver`'s lot onto `taker`'s."""

    giver: int
    taker: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Kept(Event):
    """A creditor chose to keep a bankrupt's lot (the rest go back to the bank at half price)."""

    player: int
    square: int


@dataclass(frozen=True, slots=True)
class Mortgaged(Event):
    player: int
    square: int
    amount: int


@dataclass(frozen=True, slots=True)
class Unmortgaged(Event):
    player: int
    square: int
    amount: int


@dataclass(frozen=True, slots=True)
class Jailed(Event):
    player: int
    reason: str  # "police", "card", "doubles"


@dataclass(frozen=True, slots=True)
class LeftJail(Event):
    player: int
    how: str  # "fine", "card", "doubles", "third-throw"


@dataclass(frozen=True, slots=True)
class StayedInJail(Event):
    player: int
    throws: int


@dataclass(frozen=True, slots=True)
class TradeOffered(Event):
    player: int
    partner: int
    offer: str


@dataclass(frozen=True, slots=True)
class TradeAnswered(Event):
    player: int
    partner: int
    accepted: bool


@dataclass(frozen=True, slots=True)
class MustRaise(Event):
    player: int
    amount: int
    creditor: int | None


@dataclass(frozen=True, slots=True)
class Bankrupt(Event):
    player: int
    creditor: int | None


@dataclass(frozen=True, slots=True)
class EndProposed(Event):
    """`player` proposed ending the game now, the richest winning."""

    player: int


@dataclass(frozen=True, slots=True)
class EndAnswered(Event):
    player: int
    agreed: bool


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    """`player` left the game; a Bankrupt to the bank follows."""

    player: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    reason: str  # "rounds", "last-player", "agreement" or "round-limit" (a last-player game's 200 rounds)
