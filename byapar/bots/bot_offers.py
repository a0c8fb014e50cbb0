"""The offers a bot has made to other bots at a table with people, so that one they refused isn't
made to them again unchanged.

There an offer goes to a bot only if the partner, as the proposer models it, would take it
(`strategy.priced_for_partner`); a partner that plays otherwise may still refuse. The next rung of
that trade's price ladder may then name the same cash again (the partner's least, as modelled): an
offer made once and refused is not made again until it brings the partner more, or the table has
moved on (a place anywhere changed hands, a building in the trade's groups, either side's cash by
more than a tenth), and then its ladder starts again.
"""

from __future__ import annotations

from dataclasses import dataclass

from byapar.engine import actions as A
from byapar.engine.view import GameView

from .pacing import Snapshot, moved_on, snapshot


def offer_key(offer: A.Offer) -> tuple:
    """(partner, places given, places got): one trade, whatever its cash."""
    return offer.partner, offer.give.squares, offer.get.squares


def cash_to_partner(offer: A.Offer) -> int:
    """The cash an offer hands its partner, net (negative: asks of it)."""
    return offer.give.cash - offer.get.cash


@dataclass(frozen=True)
class Sent:
    """A trade as last offered to a bot: the cash it handed the partner and the table then."""

    cash: int
    owners: tuple[int | None, ...]  # every place's owner
    table: Snapshot  # the trade's groups and both sides' cash

    def table_moved(self, view: GameView, me: int, key: tuple) -> bool:
        """Whether a place changed hands since, or something else the trade `key` depends on moved."""
        partner, give, get = key
        return tuple(view.owners) != self.owners or moved_on(self.table, view, me, partner, give, get)


class SentOffers:
    """Each trade last offered to a bot, by `offer_key`."""

    def __init__(self) -> None:
        self._sent: dict[tuple, Sent] = {}

    def clear(self) -> None:
        self._sent.clear()

    def sent(self, view: GameView, me: int, offer: A.Offer) -> None:
        """`offer` went to its partner, a bot."""
        partner, give, get = key = offer_key(offer)
        self._sent[key] = Sent(cash_to_partner(offer), tuple(view.owners), snapshot(view, me, partner, give, get))

    def repeats(self, view: GameView, me: int, offer: A.Offer) -> bool:
        """Whether `offer` brings its partner no more than the same trade it had from me while the
        table held still. Had it taken that, an owner would have moved: so it refused it."""
        key = offer_key(offer)
        before = self._sent.get(key)
        return before is not None and cash_to_partner(offer) <= before.cash and not before.table_moved(view, me, key)

    def moved_since(self, view: GameView, me: int, key: tuple) -> bool:
        """Whether the trade `key` went to its partner and something it depends on has moved since;
        then it is forgotten, so each move is answered once."""
        before = self._sent.get(key)
        if before is None or not before.table_moved(view, me, key):
            return False
        del self._sent[key]
        return True
