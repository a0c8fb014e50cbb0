"""Prices a bot has named a person: its word, which stands for them a while.

A bot that answers a person's offer with a price (a counter-offer, or a reason such as "I'd want
Rs 1,440 more") has told them what it would take for those places. Offered that much or more for
the same places by the same person within REASK_ROUNDS rounds, it takes it, as long as no owner or
building of the places' groups has changed: those are what the price rested on that a person can
see. The cash on either side moving doesn't withdraw it (a person can't tell why it would); the
rounds are the span in which the table holds a person's own "no" to the same places as standing
(`pacing.OfferLedger`), so a bot's word lasts as long as theirs. Offered less, the bot names the
same price again. Only its safety comes first: where paying the price would leave it short of the
rents just ahead, it refuses and says so (`strategy.leaves_me_short`). The same word binds its own
offers: while a price it named a person stands, it offers them nothing for those places that
brings it less (`held_to_word`). Not saved with the game: a continued game starts without them.
"""

from __future__ import annotations

from dataclasses import dataclass

from byapar.engine import actions as A
from byapar.engine.view import GameView

from .pacing import REASK_ROUNDS, groups_as_they_stand
from .trading import Reply

# reasons whose amount is the cash the bot wants besides what the person offered
MORE_WANTED = frozenset({"bot_why_more", "bot_why_pay_less", "bot_why_set_theirs", "bot_why_sets_both"})
# reasons whose amount is the bot's price for the places asked, in cash alone
PRICES_NAMED = frozenset({"bot_why_beyond", "bot_why_set_theirs_price"})


@dataclass(frozen=True, slots=True)
class Quote:
    """Terms a bot named a person: what they bring it as cash, when, and the table they rested on."""

    worth: int  # the cash and bail cards the terms bring the bot, as cash (negative: it pays)
    round: int
    groups: tuple  # the owners and buildings of the places' groups then (`groups_as_they_stand`)


class NamedPrices:
    """One bot's standing prices to the people at its table, by (person, its places, theirs)."""

    def __init__(self) -> None:
        self._quotes: dict[tuple[int, tuple[int, ...], tuple[int, ...]], Quote] = {}

    def clear(self) -> None:
        self._quotes.clear()

    def name(self, view: GameView, person: int, mine: tuple[int, ...], theirs: tuple[int, ...], worth: int) -> None:
        """I have just told `person` I'd hand over `mine` for `theirs` and terms worth `worth` to me.
        A price of mine for the same places still standing that asks less is kept: I never take
        back what I offered them."""
        standing = self.standing(view, person, mine, theirs)
        if standing is None or worth < standing:
            self._quotes[person, mine, theirs] = Quote(worth, view.round, groups_as_they_stand(view, (*mine, *theirs)))

    def stands(self, view: GameView, person: int, mine: tuple[int, ...], theirs: tuple[int, ...], worth: int) -> bool:
        """Whether terms worth `worth` to me for these places meet a price I named `person` that still stands."""
        standing = self.standing(view, person, mine, theirs)
        return standing is not None and worth >= standing

    def standing(self, view: GameView, person: int, mine: tuple[int, ...], theirs: tuple[int, ...]) -> int | None:
        """The worth to me of the terms I named `person` for these places, where they still stand:
        named fewer than REASK_ROUNDS rounds ago, with no owner or building of the places' groups
        changed since. None where no such price stands."""
        quote = self._quotes.get((person, mine, theirs))
        if (quote is None or not 0 <= view.round - quote.round < REASK_ROUNDS
                or quote.groups != groups_as_they_stand(view, (*mine, *theirs))):
            return None
        return quote.worth


def held_to_word(named: NamedPrices, view: GameView, offer: A.Offer, worth: int) -> A.Offer:
    """`offer`, which I'd make a person, its terms worth `worth` to me, with its cash moved my way as
    far as the terms I named them for the same places, where those still stand: what I said I'd pay a
    person for places is the most I offer them for those places myself while my word stands. The
    price I named rested on the table as it was; my cash growing since (a salary, a rent) doesn't
    show to them, and a Medium that countered Rs 500 for an airport, half a salary kept of its
    Rs 1,500, then offered Rs 2,100 for it unasked a round later read as a bot that lowballs and
    then overpays. An owner or a building changing in the places' groups frees me of it."""
    standing = named.standing(view, offer.partner, offer.give.squares, offer.get.squares)
    if standing is None or worth >= standing:
        return offer
    paid = offer.give.cash - offer.get.cash - (standing - worth)  # the net cash I hand over, held
    give, get = offer.give, offer.get
    return A.Offer(offer.partner, A.Items(give.squares, max(0, paid), give.cards, give.houses),
                   A.Items(get.squares, max(0, -paid), get.cards, get.houses), offer.by)


def terms_named(offer: A.Offer, reply: Reply) -> A.Counter | None:
    """The terms a refusal of `offer` (as the bot answers it: `offer.get` is what it hands over)
    names the person: its counter-offer, or the places offered at the cash its reason asks. None
    where it names no price."""
    if reply.counter is not None:
        return reply.counter
    amount = reply.fields.get("amount")
    out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
    if amount is None:
        return None
    if reply.reason in MORE_WANTED:
        cash = into.cash - out.cash + amount  # to me, net
        return A.Counter(A.Items(out.squares, max(0, -cash), out.cards), A.Items(into.squares, max(0, cash), into.cards))
    if reply.reason in PRICES_NAMED:
        return A.Counter(A.Items(out.squares), A.Items((), amount))
    return None
