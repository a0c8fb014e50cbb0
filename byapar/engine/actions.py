"""Actions: small frozen records with one text form each (`roll`, `build 21`, `offer 2 give 6 get 9`).

`parse(text)` reads the text form back; `str(action)` writes it. The game log, saves,
replays and bots all speak this notation.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import ActionTextError


@dataclass(frozen=True, slots=True)
class Action:
    verb = ""

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class Roll(Action):
    verb = "roll"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    verb = "buy"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    verb = "decline"


@dataclass(frozen=True, slots=True)
class Drop(Action):
    verb = "drop"


@dataclass(frozen=True, slots=True)
class PayFine(Action):
    verb = "pay-fine"


@dataclass(frozen=True, slots=True)
class UseCard(Action):
    verb = "use-card"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    verb = "accept"


@dataclass(frozen=True, slots=True)
class Reject(Action):
    verb = "reject"


@dataclass(frozen=True, slots=True)
class End(Action):
    verb = "end"


@dataclass(frozen=True, slots=True)
class Loan(Action):
    """Borrow the price from the bank and buy the place on offer (Business GST)."""

    verb = "loan"


@dataclass(frozen=True, slots=True)
class Repay(Action):
    verb = "repay"


@dataclass(frozen=True, slots=True)
class ProposeEnd(Action):
    """Propose ending the game now: every other human seat is asked; the richest wins."""

    verb = "propose-end"


@dataclass(frozen=True, slots=True)
class AgreeEnd(Action):
    verb = "agree-end"


@dataclass(frozen=True, slots=True)
class RefuseEnd(Action):
    verb = "refuse-end"


@dataclass(frozen=True, slots=True)
class Resign(Action):
    """Leave the game: the estate goes back to the bank, as a bankruptcy to the bank."""

    verb = "resign"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    amount: int
    verb = "bid"

    def __str__(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True, slots=True)
class SquareAction(Action):
    square: int

    def __str__(self) -> str:
        return f"{self.verb} {self.square}"


@dataclass(frozen=True, slots=True)
class Build(SquareAction):
    verb = "build"


@dataclass(frozen=True, slots=True)
class Sell(SquareAction):
    verb = "sell"


@dataclass(frozen=True, slots=True)
class BuildRound(SquareAction):
    """One building on each least-built place of `square`'s group, all or none: the group
    goes up evenly in one decision (and one undo)."""

    verb = "build-round"


@dataclass(frozen=True, slots=True)
class SellRound(SquareAction):
    """One building off each most-built place of `square`'s group, all or none."""

    verb = "sell-round"


@dataclass(frozen=True, slots=True)
class BuildTo(Action):
    """Whole rounds on `square`'s group until every place in it stands at `level`."""

    square: int
    level: int
    verb = "build-to"

    def __str__(self) -> str:
        return f"{self.verb} {self.square} {self.level}"


@dataclass(frozen=True, slots=True)
class SellPlace(SquareAction):
    """Sell a place, with its buildings, back to the bank at half price (Business GST, Finance)."""

    verb = "sell-place"


@dataclass(frozen=True, slots=True)
class Mortgage(SquareAction):
    verb = "mortgage"


@dataclass(frozen=True, slots=True)
class Unmortgage(SquareAction):
    verb = "unmortgage"


@dataclass(frozen=True, slots=True)
class Keep(SquareAction):
    """A creditor with too few ownership houses for a bankrupt's lots keeps this one (Finance)."""

    verb = "keep"


@dataclass(frozen=True, slots=True)
class Items:
    """One side of a trade: places (square indices), cash, bail cards (by deck name), and
    houses moved in a building shortage: (the giver's lot it leaves, the taker's lot it goes on)."""

    squares: tuple[int, ...] = ()
    cash: int = 0
    cards: tuple[str, ...] = ()
    houses: tuple[tuple[int, int], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.squares or self.cash or self.cards or self.houses)

    def __str__(self) -> str:
        if not (self.cash or self.cards or self.houses):  # places alone: most offers' sides
            return ",".join(map(str, self.squares)) or "-"
        parts = [str(s) for s in self.squares]
        if self.cash:
            parts.append(f"cash:{self.cash}")
        parts += [f"card:{d}" for d in self.cards]
        parts += [f"house:{a}>{b}" for a, b in self.houses]
        return ",".join(parts) or "-"


@dataclass(frozen=True, slots=True)
class Offer(Action):
    partner: int
    give: Items = Items()
    get: Items = Items()
    by: int | None = None  # who offers, when it isn't the player whose decision it is
    verb = "offer"

    def __str__(self) -> str:
        text = f"offer {self.partner} give {self.give} get {self.get}"
        return text if self.by is None else f"{text} by {self.by}"


@dataclass(frozen=True, slots=True)
class Counter(Action):
    """Answer an offer with another: `give` and `get` are the answerer's, and it goes to the offerer."""

    give: Items = Items()
    get: Items = Items()
    verb = "counter"

    def __str__(self) -> str:
        return f"counter give {self.give} get {self.get}"


ROLL, BUY, DECLINE, DROP, PAY_FINE, USE_CARD = Roll(), Buy(), Decline(), Drop(), PayFine(), UseCard()
ACCEPT, REJECT, END = Accept(), Reject(), End()
LOAN, REPAY = Loan(), Repay()
PROPOSE_END, AGREE_END, REFUSE_END, RESIGN = ProposeEnd(), AgreeEnd(), RefuseEnd(), Resign()
_SIMPLE = {a.verb: a for a in (ROLL, BUY, DECLINE, DROP, PAY_FINE, USE_CARD, ACCEPT, REJECT, END, LOAN, REPAY,
                               PROPOSE_END, AGREE_END, REFUSE_END, RESIGN)}
# The text of each action kind with no fields (its verb), by kind: the game's history writes
# one a decision, and a dict read costs less than the call into __str__.
PLAIN_TEXT = {type(a): a.verb for a in _SIMPLE.values()}
_ON_SQUARE = {c.verb: c for c in (Build, Sell, SellPlace, Mortgage, Unmortgage, Keep, BuildRound, SellRound)}


def _number(word: str, what: str) -> int:
    """`word` as a whole number; `what` names the part of the notation (cash, lot, square, bid, player)."""
    # ASCII only: str.isdigit() also passes '²' (int() then fails) and '١٢' (not our notation)
    if not (word.isascii() and word.isdigit()) or len(word) > 12:
        raise ActionTextError(f"number-{what}", word=word)
    return int(word)


def parse_items(text: str) -> Items:
    if text == "-":
        return Items()
    squares: list[int] = []
    cash = 0
    cards: list[str] = []
    houses: list[tuple[int, int]] = []
    for part in text.split(","):
        if part.startswith("cash:"):
            cash += _number(part[5:], "cash")
        elif part.startswith("house:") and part.count(">") == 1:
            lots = part[6:].split(">")
            houses.append((_number(lots[0], "lot"), _number(lots[1], "lot")))
        elif part.startswith("card:") and part[5:]:
            cards.append(part[5:])
        else:
            squares.append(_number(part, "square"))
    return Items(tuple(squares), cash, tuple(cards), tuple(houses))


def parse(text: str) -> Action:
    """Read an action's text form. Malformed text is an ActionTextError (an IllegalAction) that says why."""
    if not isinstance(text, str):
        raise ActionTextError("action-type", kind=type(text).__name__)
    words = text.split()
    if not words:
        raise ActionTextError("action-empty")
    verb = words[0].lower()
    if verb in _SIMPLE and len(words) == 1:
        return _SIMPLE[verb]
    if verb in _ON_SQUARE and len(words) == 2:
        return _ON_SQUARE[verb](_number(words[1], "square"))
    if verb == "build-to" and len(words) == 3:
        return BuildTo(_number(words[1], "square"), _number(words[2], "level"))
    if verb == "bid" and len(words) == 2:
        return Bid(_number(words[1], "bid"))
    if verb == "offer" and len(words) == 6 and words[2] == "give" and words[4] == "get":
        return Offer(_number(words[1], "player"), parse_items(words[3]), parse_items(words[5]))
    if verb == "counter" and len(words) == 5 and words[1] == "give" and words[3] == "get":
        return Counter(parse_items(words[2]), parse_items(words[4]))
    if verb == "offer" and len(words) == 8 and words[2] == "give" and words[4] == "get" and words[6] == "by":
        return Offer(_number(words[1], "player"), parse_items(words[3]), parse_items(words[5]),
                     _number(words[7], "player"))
    raise ActionTextError("action-unknown", text=text)
