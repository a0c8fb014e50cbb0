"""What a bot bid to at a place's auction beside people, so that its later offers for the place agree.

A bot that drops out of an auction at its limit and next turn offers the winner more for the same
place reads to the people at the table as nonsense: why didn't it just bid? So each bot remembers,
for every place auctioned beside people, the limit it bid to and what that limit rested on: the owners
and buildings of the place's group (the place aside, the bank's while it was auctioned) and its own
cash. While none of that has moved (the cash by no more than `CASH_CHANGE` of itself), the bot pays a
person no more for that place alone than its limit was, in an offer or a counter-offer: what it would
have paid for the place stays what it bid.
"""

from __future__ import annotations

from dataclasses import dataclass

from byapar.engine import actions as A
from byapar.engine.view import GameView

from .pacing import CASH_CHANGE


@dataclass(frozen=True, slots=True)
class AuctionLimit:
    """The most a bot would bid for a place, and the table it bid at."""

    limit: int
    group: tuple  # the owners and buildings of the place's group, the place itself aside
    cash: int  # the bot's cash


class AuctionLimits:
    """One bot's limits at the auctions it bid in beside people, by place."""

    def __init__(self) -> None:
        self._limits: dict[int, AuctionLimit] = {}

    def clear(self) -> None:
        self._limits.clear()

    def note(self, view: GameView, me: int, s: int, limit: int) -> None:
        """At `s`'s auction I bid up to `limit`, as the table now stands."""
        self._limits[s] = AuctionLimit(max(0, limit), _group_aside(view, s), view.players[me].cash)

    def bound(self, view: GameView, me: int, out: A.Items, into: A.Items, most: int) -> int:
        """`most`, the most cash I'd hand over with `out` for `into`, held to my limit at the auction
        of `into`'s place where that is the deal (its one place for my cash) and nothing the limit
        rested on has moved since."""
        if out.squares or out.cards or into.cards or len(into.squares) != 1 or into.cash:
            return most
        s = into.squares[0]
        then = self._limits.get(s)
        if then is None or _group_aside(view, s) != then.group:
            return most
        if abs(view.players[me].cash - then.cash) > CASH_CHANGE * max(then.cash, 1):
            return most
        return min(most, then.limit)


def _group_aside(view: GameView, s: int) -> tuple:
    """The owners and buildings of `s`'s group, with `s`'s own buildings but not its owner."""
    edition = view.edition
    members = edition.groups[edition.squares[s].group]
    return tuple((None if m == s else view.owners[m], view.levels[m]) for m in members)
