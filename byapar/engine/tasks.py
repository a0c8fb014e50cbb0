"""The game's queued tasks (walk, land, pay a debt, run an auction...) as typed records.

Each task is a NamedTuple (cheap to build on the hot path, unpacked into its handler's
arguments) registered under the name saves write. Its fields' annotations name what each part
must be, and `save.py` reads them, so a field added here is saved and checked without another
list to keep in step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, TypeAlias, TypeVar

from .kinds import DecisionKind

# What a task's part must be, read by save.py from the annotations as text (to a checker,
# the plain type underneath):
Seat: TypeAlias = int  # a seated player
Party: TypeAlias = int  # a seated player or the pot (-1); `Party | None`: the bank too
SquareIndex: TypeAlias = int  # a square on the board
Lot: TypeAlias = int  # a square that can be bought
Amount: TypeAlias = int  # a whole amount, 0 or more
Steps: TypeAlias = int  # squares to walk, backward if negative
Kind: TypeAlias = DecisionKind  # a decision kind (kinds.py)

TASKS: dict[str, type] = {}  # saved name -> record
_TAGS: dict[type, str] = {}  # record -> saved name


def tag(task: tuple) -> str:
    """The name a save writes for this task's kind."""
    return _TAGS[type(task)]


def part_kinds(record: type) -> tuple[str, ...]:
    """What each of a record's fields must be: its annotation's text, in field order."""
    return tuple(str(getattr(t, "__forward_arg__", t)) for t in record.__annotations__.values())


_Task = TypeVar("_Task", bound=type)


def _task(name: str) -> Callable[[_Task], _Task]:
    def register(cls: _Task) -> _Task:
        TASKS[name] = cls
        _TAGS[cls] = name
        return cls
    return register


@_task("walk")
class Walk(NamedTuple):
    """Walk `steps` squares, collecting the salary past Start, then land."""

    player: Seat
    steps: Steps


@_task("goto")
class Goto(NamedTuple):
    """Advance to `square` (a card); the rent there may be multiplied or set by a throw."""

    player: Seat
    square: SquareIndex
    rent_multiplier: Amount = 1
    dice_multiplier: Amount = 0


@_task("debt")
class Debt(NamedTuple):
    """`debtor` owes `amount` to `creditor` (a player, the bank as None, or the pot)."""

    debtor: Seat
    creditor: Party | None
    amount: Amount
    reason: str
    square: SquareIndex | None


@_task("auction")
class AuctionTask(NamedTuple):
    """Auction `square`, the bidding starting with `starter`."""

    square: Lot
    starter: Seat


@_task("leave-jail")
class LeaveJail(NamedTuple):
    player: Seat
    how: str


@_task("resume")
class Resume(NamedTuple):
    """Give back the decision a building auction interrupted (a Pending's fields)."""

    player: Seat
    kind: Kind
    square: SquareIndex | None
    amount: Amount
    other: Seat | None


@_task("bump")
class Bump(NamedTuple):
    """Send `player` back, because `by` landed on their square (Finance)."""

    player: Seat
    by: Seat


@_task("rethrow")
class Rethrow(NamedTuple):
    """A railroad's throw: move on by it (Finance)."""

    player: Seat


@_task("ask-throw")
class AskThrow(NamedTuple):
    """Wait for `player` to throw: for the square they stand on (Finance), or in the throw-off
    for who starts (the ThrowOff task behind it)."""

    player: Seat


@_task("throw-off")
class ThrowOff(NamedTuple):
    """`player`'s throw in the throw-off for who starts, once asked. Seats are bits of a mask:
    `leaders` threw this round's highest total so far, `best`; `left` are still to throw."""

    player: Seat
    best: Amount
    leaders: Amount
    left: Amount


@_task("sweepstakes")
class Sweepstakes(NamedTuple):
    """The sweepstakes square's throw, for `player` on `square` (Finance)."""

    player: Seat
    square: SquareIndex


@_task("ferry")
class Ferry(NamedTuple):
    """Straight on to `target`, no salary on the way (Finance)."""

    player: Seat
    target: SquareIndex


@_task("carnival")
class Carnival(NamedTuple):
    """Throw: forward by an even total, backward by an odd one (Finance)."""

    player: Seat


@_task("keep")
class Keep(NamedTuple):
    """Ask the creditor which of a bankrupt's lots to keep next (Finance)."""

    creditor: Seat


@_task("building-won")
class BuildingWon(NamedTuple):
    """Put up the building `winner` bought at the bank's auction for `price`: on `square`, or
    another of theirs that may take that step."""

    square: SquareIndex
    winner: Seat
    price: Amount


Task: TypeAlias = (Walk | Goto | Debt | AuctionTask | LeaveJail | Resume | Bump | Rethrow | Ferry | Carnival | Keep
                   | BuildingWon | AskThrow | Sweepstakes | ThrowOff)
