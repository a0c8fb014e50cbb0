"""What a bot's trades have told the people at its table, which it keeps to for a while.

Beside people a bot's trades are read as a neighbour's, and two things a Medium did read to a
family as a trader's, each weighed for the next WORD_ROUNDS rounds (as long as a price it names a
person stands, `quotes.NamedPrices`):

- Its word about a group holds. Having told a person it wants a place "to finish my group", "to add
  to my places" or "to make a start" on a group, it sells no place of that group to anybody, unless
  the trade finishes a set of its own or it must raise cash for a debt: a bot that asked for
  Connecticut "for its light blues" and sold Connecticut for $180 had said what it didn't mean.
- It doesn't buy back dearer. A place it sold a person it doesn't offer to buy back from them for
  more than it got (with what the buildings on it cost), unless the rest of the place's group has
  come to it since, so the place alone finishes its set: selling St. James for $290 and offering $450 for it two rounds later
  hands the person $160 for nothing.

It is written from a bot's offers and trades with people and weighed only at a table with one, so
bots alone trade as they always have. Kept by the bot for one game, not saved: a continued game
starts afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine.view import GameView

from .offer_reasons import OfferWhy
from .pacing import REASK_ROUNDS

WORD_ROUNDS = REASK_ROUNDS  # rounds a bot keeps to what its trades told a person
GROUP_REASONS = frozenset({"bot_offer_why_finish", "bot_offer_why_finish_some", "bot_offer_why_add",
                           "bot_offer_why_start", "bot_offer_why_sets_both", "bot_offer_why_sets_both_some"})
# what `TradeWord.breaks` names: a group it told a person it wants; a place it sold a person, bought
# back dearer
BROKEN = ("my group", "bought back")

Finishes = Callable[[int, tuple[int, ...]], bool]  # whether those places finish a set for that player


@dataclass(frozen=True, slots=True)
class Sale:
    """A place I sold a person: when, to whom, the net cash it brought me, whether I held the rest
    of its group then."""

    round: int
    person: int
    cash: int
    rest_mine: bool


class TradeWord:
    """One bot's memory of what its trades told the people at its table."""

    def __init__(self) -> None:
        self.wanted: dict[str, int] = {}  # group -> the round I last told a person I want a place of it
        self.sales: dict[int, Sale] = {}  # place -> my latest sale of it to a person
        self.terms: dict[int, tuple[A.Items, A.Items]] = {}  # person -> (what I gave, what I got) in our latest terms

    def told(self, view: GameView, offer: A.Offer, why: OfferWhy) -> None:
        """I have just offered a person `offer` for the reason `why`."""
        self.terms[offer.partner] = (offer.give, offer.get)
        if why.key in GROUP_REASONS:
            for s in offer.get.squares:
                self.wanted[view.edition.squares[s].group] = view.round

    def put(self, person: int, gave: A.Items, got: A.Items) -> None:
        """Terms I have just put to `person`, or taken from them: a trade that follows is these."""
        self.terms[person] = (gave, got)

    def sold(self, view: GameView, me: int, s: int, person: int) -> None:
        """`s` has just gone from me to `person`, by our latest terms."""
        gave, got = self.terms.get(person, (A.Items(), A.Items()))
        self.sales[s] = Sale(view.round, person, got.cash - gave.cash, _rest_mine(view, me, s))

    def breaks(self, view: GameView, me: int, offer: A.Offer, finishes: Finishes) -> str:
        """Which of my words `offer` (mine, to make or to take: `offer.give` is what I hand over)
        would break, one of `BROKEN`, or "" if none."""
        if self.wanted_sold(view, me, offer, finishes) is not None:
            return BROKEN[0]
        if self._buys_back_dearer(view, me, offer):
            return BROKEN[1]
        return ""

    def _lately(self, view: GameView, then: int) -> bool:
        return 0 <= view.round - then < WORD_ROUNDS

    def wanted_sold(self, view: GameView, me: int, offer: A.Offer, finishes: Finishes) -> int | None:
        """The place of a group I told a person lately I want that `offer` hands over, or None: a
        trade that finishes a set of mine, or a debt, frees me of my word."""
        squares = view.edition.squares
        if view.pending.kind == K.RAISE or finishes(me, offer.get.squares):
            return None  # a debt comes first; a set of my own is what the group was wanted for
        return next((s for s in offer.give.squares
                     if self._lately(view, self.wanted.get(squares[s].group, -WORD_ROUNDS))), None)

    def _buys_back_dearer(self, view: GameView, me: int, offer: A.Offer) -> bool:
        back = [s for s in offer.get.squares if (sale := self.sales.get(s)) is not None
                and sale.person == offer.partner and self._lately(view, sale.round)]
        if not back:
            return False
        if all(_rest_mine(view, me, s) and not self.sales[s].rest_mine for s in back):
            return False  # the rest of its group came to me since: the place is worth more to me now
        squares = view.edition.squares
        allowed = sum(self.sales[s].cash + view.levels[s] * squares[s].house_cost for s in back)
        allowed += _printed(view, [s for s in offer.get.squares if s not in back]) - _printed(view, offer.give.squares)
        return offer.give.cash - offer.get.cash > allowed


def _rest_mine(view: GameView, me: int, s: int) -> bool:
    """Whether I hold every other place of `s`'s group."""
    edition = view.edition
    return all(view.owners[m] == me for m in edition.groups[edition.squares[s].group] if m != s)


def _printed(view: GameView, places: Collection[int]) -> int:
    squares = view.edition.squares
    return sum(squares[s].price for s in places)
