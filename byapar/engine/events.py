"""Events: what happened, as small immutable records. The UI animates and logs them; the sim counts them.

Two sorts: the story (Bought, Built, Jailed...: what to tell and animate) and the facts, each
carrying the NEW value of one thing on the table, emitted from the one place that thing
changes: OwnerChanged, LevelChanged, MortgageChanged, LoanChanged, BailCardsChanged,
JailChanged, Moved (the position, `end`), Bankrupt (always to True) and Paid (cash moves).
A view that starts from the table and assigns each fact follows the game without a rule
(`engine.mirror.TableMirror` does just that).

A player is named by seat index; `None` as a payer or payee is the bank, `POT` the Chautari pot.
Every event kind is built by `_event` on the one immutable base `Event`: positionally or by
field name, and two events of different kinds never compare equal (`Declined(0, 5) != Dealt(0, 5)`).
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, ClassVar, Final, TypeVar, dataclass_transform

from .kinds import JailReason, LeaveHow, OverReason, PayReason
from .schema import THROWING_KINDS

POT = -1  # payer/payee meaning the pot of taxes and fines waiting on the free square

# Why the dice were thrown (Rolled.why)
TURN: Final = "turn"  # the turn's throw
IN_JAIL: Final = "jail"  # a throw for doubles in jail
TWELVE: Final = "twelve"  # a turn's throw while still waiting at Start for a twelve (Business GST)
OPENING: Final = "opening"  # the throw-off for who starts
RENT: Final = "rent"  # a throw that sets a rent (a card's "the dice times ten")
SQUARE_THROW = THROWING_KINDS  # a throw the square landed on asks for (Finance): its kind is the why


class Event(tuple):
    """What happened; every event kind is a subclass. Events are tuples underneath (as cheap to
    build as a NamedTuple: the engine makes several an action), but an event equals only an
    event of the same kind with the same fields, never another kind or a plain tuple."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]]

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not (type(self) is type(other) and tuple.__eq__(self, other))

    __hash__ = tuple.__hash__  # equal events hash alike; kinds that hash alike still differ


_Kind = TypeVar("_Kind", bound=Event)


@dataclass_transform(frozen_default=True)
def _event(cls: type[_Kind]) -> type[_Kind]:
    """The event kind written as `cls`: its annotated fields, in order, with their defaults.
    (A checker reads the class as a frozen dataclass of those fields: what it is, field for field.)"""
    names = list(cls.__annotations__)
    defaults = [getattr(cls, n) for n in names if n in vars(cls)]
    record: Any = namedtuple(cls.__name__, names, defaults=defaults)  # type: ignore[misc]
    made: Any = type(cls.__name__, (Event, record), {"__slots__": (), "__doc__": cls.__doc__,
                                                     "__module__": cls.__module__,
                                                     "__annotations__": cls.__annotations__})
    return made


@_event
class TurnStarted(Event):
    player: int
    round: int


@_event
class Rolled(Event):
    player: int
    d1: int
    d2: int
    why: str = TURN  # TURN, IN_JAIL, TWELVE, OPENING, RENT or a square kind in SQUARE_THROW
    square: int | None = None  # the square that asked for the throw (RENT, SQUARE_THROW)


@_event
class Moved(Event):
    player: int
    start: int
    end: int
    passed_start: bool
    direct: bool = False  # straight there (jail, cards), not walked square by square


@_event
class Paid(Event):
    payer: int | None
    payee: int | None
    amount: int
    reason: PayReason
    square: int | None = None


@_event
class Bought(Event):
    player: int
    square: int
    price: int


@_event
class Dealt(Event):
    player: int
    square: int


@_event
class Declined(Event):
    player: int
    square: int


@_event
class AuctionStarted(Event):
    square: int
    bidders: tuple[int, ...]
    building: bool = False  # one building the bank is short of, not the place itself


@_event
class BidMade(Event):
    player: int
    amount: int


@_event
class BidderDropped(Event):
    player: int


@_event
class CantFollow(Event):
    """A bidder dropped by the game: the most they could bid, `most`, is below the least bid the
    auction takes now, so they are not asked only to drop out."""

    player: int
    most: int


@_event
class AuctionEnded(Event):
    square: int
    winner: int | None
    amount: int


@_event
class CardDrawn(Event):
    player: int
    deck: str
    card: int  # index in the edition's deck
    text: str


@_event
class Built(Event):
    player: int
    square: int
    level: int


@_event
class SoldBuilding(Event):
    player: int
    square: int
    level: int


@_event
class SoldPlace(Event):
    player: int
    square: int
    amount: int


@_event
class Forfeited(Event):
    """A lot given back to the bank for nothing: bought at auction with no ownership house left."""

    player: int
    square: int


@_event
class Bumped(Event):
    """`player` is sent back from `square` because `by` landed there."""

    player: int
    by: int
    square: int


@_event
class HouseTraded(Event):
    """A house moved in a trade during a building shortage: off `giver`'s lot onto `taker`'s."""

    giver: int
    taker: int
    start: int
    end: int


@_event
class Kept(Event):
    """A creditor chose to keep a bankrupt's lot (the rest go back to the bank at half price)."""

    player: int
    square: int


@_event
class Mortgaged(Event):
    player: int
    square: int
    amount: int


@_event
class Unmortgaged(Event):
    player: int
    square: int
    amount: int


@_event
class Jailed(Event):
    player: int
    reason: JailReason


@_event
class LeftJail(Event):
    player: int
    how: LeaveHow


@_event
class StayedInJail(Event):
    player: int
    throws: int


@_event
class TradeOffered(Event):
    player: int
    partner: int
    offer: str


@_event
class TradeAnswered(Event):
    player: int
    partner: int
    accepted: bool


@_event
class NothingDue(Event):
    """`player` stopped where a payment is asked and owed nothing: a tax that came to nothing
    (`reason` TAX), rent on a mortgaged place (`reason` RENT, `owner` its owner), or a card's
    repairs with no building to pay for (`reason` REPAIRS)."""

    player: int
    square: int
    reason: PayReason
    owner: int | None = None


@_event
class ExtraThrowCancelled(Event):
    """`player`'s doubles brought them to `square`, which gives a throw of its own (Finance's
    railroads and Carnival): that throw takes the place of the extra throw for the doubles."""

    player: int
    square: int


@_event
class MustRaise(Event):
    player: int
    amount: int
    creditor: int | None


@_event
class Bankrupt(Event):
    player: int
    creditor: int | None
    owed: int = 0  # the debt that everything the player had could not pay (0: given up or resigned)
    square: int | None = None  # the square that debt was for, if any


@_event
class EndProposed(Event):
    """`player` proposed ending the game now, the richest winning."""

    player: int


@_event
class EndAnswered(Event):
    player: int
    agreed: bool


@_event
class Resigned(Event):
    """`player` left the game; a Bankrupt to the bank follows."""

    player: int


@_event
class GameOver(Event):
    winners: tuple[int, ...]
    reason: OverReason


# ----- facts: the new value of one thing on the table ------------------------------------------

@_event
class OwnerChanged(Event):
    """`square` now belongs to `owner` (None: the bank)."""

    square: int
    owner: int | None


@_event
class LevelChanged(Event):
    """`square` now has `level` buildings (with ownership markers the owner's house counts)."""

    square: int
    level: int


@_event
class MortgageChanged(Event):
    square: int
    mortgaged: bool


@_event
class LoanChanged(Event):
    """`player`'s bank loan is now `loan` (before interest; 0: none)."""

    player: int
    loan: int


@_event
class BailCardsChanged(Event):
    """The bail cards `player` now holds, by deck name, oldest first."""

    player: int
    cards: tuple[str, ...]


@_event
class JailChanged(Event):
    player: int
    in_jail: bool


FACTS = (OwnerChanged, LevelChanged, MortgageChanged, LoanChanged, BailCardsChanged, JailChanged,
         Moved, Bankrupt, Paid)
