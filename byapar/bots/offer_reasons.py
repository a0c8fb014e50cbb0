"""Why a bot makes a person an offer, in one line the person reads beside it.

An offer with no reason reads as a whim: "Rs 2,850 for Dharan" from a bot holding nothing in the
East looks odd, though a first place in a group whose other places are still at the bank is a deal
a careful person often takes. So each offer a bot makes a person carries its reason, read from
what the deal does for the bot at the moment it is made: it finishes the bot's group, finishes a
group for each side, adds to a group, takes several places of one at once or makes a start on one
(an airport or a service goes with the bot's own, whose rent grows with each one held), or, where the bot only sells, the place
doesn't fit its groups, or it needs the cash for a debt. The bot keeps the reason beside the
offer's terms (`OffersTold`), for the app's answer window and log; nothing of it goes into the
game or what travels between tables. The app keeps the reasons in its part of a save, beside the
game, so an offer open when the game was saved reads with its reason after Continue.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.view import GameView

from .board import BoardValues

KEPT = 64  # reasons remembered: the log is told again on a change of language, offers to people are few


@dataclass(frozen=True, slots=True)
class OfferWhy:
    """A catalogue key (`bot_offer_why_*`) and its fields: `group`, a square of the group named
    (by its places, as the board shows it), `place`, a square, `kinds`, a square whose kind is
    named in the plural ("airports"), and `count`, a number."""

    key: str
    fields: dict = field(default_factory=dict)


def offer_why(values: BoardValues, finishes: Callable[[int, tuple[int, ...]], bool], view: GameView, me: int,
              offer: A.Offer) -> OfferWhy:
    """What `offer`, which I'm making a person now, does for me, as its one-line reason; `finishes(who,
    places)` says whether those places finish a set for `who` (`StrategyBot._finishes_set`)."""
    gets, gives = offer.get.squares, offer.give.squares
    if not gets:  # a sale for cash
        if view.pending.kind == K.RAISE:
            return OfferWhy("bot_offer_why_cash")
        return OfferWhy("bot_offer_why_sale", {"place": gives[0]})
    finishes_mine = finishes(me, gets)
    if finishes_mine and gives and finishes(offer.partner, gives):
        return OfferWhy("bot_offer_why_sets_both")
    wanted = gets[0]
    if finishes_mine:
        return OfferWhy("bot_offer_why_finish", {"group": wanted})
    group = values.groups[values.group_of[wanted]]
    held = [m for m in group if view.owners[m] == me]
    if values.kind[wanted] != S.PLACE and held:  # airports and services: rent grows with each one held
        return _goes_with(held, wanted)
    if held:
        return OfferWhy("bot_offer_why_add", {"group": wanted})
    taken = sum(1 for m in gets if m in group)
    if taken > 1:  # two of a group at once is more than a start on it
        return OfferWhy("bot_offer_why_take_some", {"count": taken, "group": wanted})
    return OfferWhy("bot_offer_why_start", {"group": wanted})


def _goes_with(held: list[int], wanted: int) -> OfferWhy:
    """An airport or a service to go with those I hold: the one named, or several counted ("my 3
    airports"), since naming only the first of them reads as if it were the only one."""
    if len(held) > 1:
        return OfferWhy("bot_offer_why_goes_with_many", {"count": len(held), "kinds": wanted})
    return OfferWhy("bot_offer_why_goes_with", {"place": held[0]})


class OffersTold:
    """The reasons of my latest offers to people, by the offer's terms as the game writes them
    (`str(offer)`, the `TradeOffered` event's `offer`)."""

    def __init__(self) -> None:
        self._whys: dict[str, OfferWhy] = {}

    def told(self, offer: A.Offer, why: OfferWhy) -> None:
        text = str(offer)
        self._whys.pop(text, None)
        self._whys[text] = why
        while len(self._whys) > KEPT:
            del self._whys[next(iter(self._whys))]

    def why(self, offer_text: str) -> OfferWhy | None:
        """The reason I gave for the offer written `offer_text`, if I made it and still know it."""
        return self._whys.get(offer_text)

    def to_dict(self) -> dict[str, Any]:
        """My reasons as plain data, for the app's part of a save: an offer still open when the
        game is saved reads with its reason after Continue."""
        return {text: {"key": why.key, "fields": dict(why.fields)} for text, why in self._whys.items()}

    def restore(self, data: Any) -> None:
        """Take back what `to_dict` wrote. A save without it, or an entry that doesn't read as a
        reason (a hand-edited or older file), is passed over: that offer shows without its reason."""
        if not isinstance(data, dict):
            return
        for text, saved in list(data.items())[-KEPT:]:
            why = _read_why(saved)
            if isinstance(text, str) and why is not None:
                self._whys[text] = why


def _read_why(saved: Any) -> OfferWhy | None:
    """A saved reason, where it is one: one of the catalogue's offer keys, with whole numbers (the
    squares and the count) for its known fields."""
    if not isinstance(saved, dict):
        return None
    key, fields = saved.get("key"), saved.get("fields")
    if not isinstance(key, str) or not key.startswith("bot_offer_why_") or not isinstance(fields, dict):
        return None
    if not all(name in SAVED_FIELDS and type(value) is int and 0 <= value < 1_000 for name, value in fields.items()):
        return None
    return OfferWhy(key, dict(fields))


SAVED_FIELDS = frozenset({"group", "place", "kinds", "count"})  # what `offer_why` fills in: squares, a number
