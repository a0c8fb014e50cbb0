"""A stand-in for a person at the table, for benches and tests of how bots treat people.

It plays Medium's procedure, except in trades: it answers a bot's offer by Medium's rule or
refuses every one (`refuses`), and at the start of its turns it asks a bot for the last place of a
set it holds all but one of, at the printed price, once a round for each such place (the bot's
price it takes where it leaves a salary to build with, else answers by Medium's rule), or else may offer a bot a place of the bot's for a price
drawn around the printed one, as a person trying their luck would. Seat it
as a person (`sim.GameSpec(people=...)`), so the bots pace their offers to it.

`BuyingPerson` plays as the families who found the bots easy to beat said they played: it buys
every place, bids to the printed price, builds as soon as it holds a set and refuses the bots' offers.
"""

from __future__ import annotations

from collections.abc import Sequence

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.view import GameView

from .base import pending_square
from .strategy import MediumBot

TRY_CHANCE = 0.3  # of a turn's start, that it offers a bot a trade
PRICE_RANGE = (0.5, 2.5)  # the cash it offers, as a share of the place's printed price


class PersonStandIn(MediumBot):
    refuses = False  # refuse every offer (a person who keeps saying no), else answer as Medium
    asks_for_last_places = True  # asks a bot for the last place of its set, once a round for each

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._last_places_asked: set[tuple[int, int]] = set()  # (round, place) asked for

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        pend = view.pending
        if pend.kind == K.TRADE:
            if self.refuses or A.ACCEPT not in legal_actions:
                return A.REJECT
            return A.ACCEPT if last_place_at_a_price(view, pend.player) else super().decide(view, legal_actions)
        if pend.kind in (K.ROLL, K.JAIL) and view.can_offer():
            offer = last_place_asked(view, pend.player, self._last_places_asked) if self.asks_for_last_places else None
            if offer is None and self.rng.random() < TRY_CHANCE:
                offer = self._try_luck(view, pend.player)
            if offer is not None:
                return offer
        return super().decide(view, legal_actions)

    def _try_luck(self, view: GameView, me: int) -> A.Offer | None:
        """Cash for an unbuilt place of another seat's, around its printed price."""
        others = [p for p in view.active_players() if p != me and view.owned[p]]
        if not others:
            return None
        partner = self.rng.choice(others)
        square = self.rng.choice(sorted(view.owned[partner]))
        price = view.edition.squares[square].price
        cash = int(price * self.rng.uniform(*PRICE_RANGE)) // 10 * 10
        offer = A.Offer(partner, A.Items((), min(cash, view.players[me].cash)), A.Items((square,)))
        return offer if view.check_offer(offer) is None else None


def last_place_asked(view: GameView, me: int, asked: set[tuple[int, int]]) -> A.Offer | None:
    """The printed price for a bot's place that is the last of a group whose other places are
    mine, none of them built or mortgaged: each such place asked for once a round (`asked`, the
    rounds and places asked for, is added to)."""
    owners, squares = view.owners, view.edition.squares
    for group in view.edition.groups.values():
        if squares[group[0]].kind != S.PLACE or any(view.levels[s] or view.mortgages[s] for s in group):
            continue
        others = [s for s in group if owners[s] != me]
        if len(others) != 1 or owners[others[0]] is None or (view.round, others[0]) in asked:
            continue
        asked.add((view.round, others[0]))
        price = squares[others[0]].price
        offer = A.Offer(owners[others[0]], A.Items((), price), A.Items((others[0],)))
        if view.players[me].cash >= price and view.check_offer(offer) is None:
            return offer
    return None


def last_place_at_a_price(view: GameView, me: int) -> bool:
    """Whether the offer before me is a bot's price for the last place of a set of mine, for cash
    alone, that leaves me a salary to build it with: what a person who asked for it takes."""
    offer = view.offer
    if offer is None or offer.give.cash or offer.give.cards or offer.get.squares or len(offer.give.squares) != 1:
        return False
    square, owners = offer.give.squares[0], view.owners
    group = view.edition.groups.get(view.edition.squares[square].group, ())
    mine = all(owners[s] == me for s in group if s != square)
    return len(group) > 1 and mine and view.players[me].cash - offer.get.cash >= view.edition.rules.salary


class RefusingPerson(PersonStandIn):
    """A person who says no to every offer a bot makes, and tries their luck now and then."""

    refuses = True
    asks_for_last_places = False  # it would refuse the price named


class QuietPerson(RefusingPerson):
    """A person who says no to every offer a bot makes and makes none: no bot has named them a price."""

    def _try_luck(self, view: GameView, me: int) -> A.Offer | None:
        return None


RESERVE_SHARE = 0.1  # of a salary, the cash a buying person keeps in hand when buying, bidding and building
SET_BID_MARKUP = 1.5  # the most a buying person bids for the last place of its set, over its printed price
SET_BUY_MARKUP = 2.0  # the most it pays a bot that offers it the last place of its set, over its printed price


class BuyingPerson(PersonStandIn):
    """A careful person as families who beat the bots played: buys every place it lands on that it
    can pay for with a tenth of a salary left (`RESERVE_SHARE`), bids at auction up to the printed
    price (half as much again for the last place of its set) from its cash, builds as soon as it holds
    a set, evenly, every place of every set to a level before any goes higher, the same reserve kept.
    It refuses every offer a bot makes but one selling it the last place of its set for cash at up to
    twice the printed price, and asks a bot for that place at its printed price once a round. It offers
    no other trade; mortgages, jail and debts it plays as Medium does."""

    refuses = True

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        kind, me = view.pending.kind, view.pending.player
        if kind == K.BUY:
            return A.BUY if A.BUY in legal_actions and buys(view, me) else A.DECLINE
        if kind == K.BID and view.owners[pending_square(view)] is None:
            return bid_to_price(view, me)
        if kind == K.TRADE and A.ACCEPT in legal_actions and last_place_sold_fairly(view, me):
            return A.ACCEPT
        if kind == K.END:
            build = building_step(view, me, legal_actions)
            if build is not None:
                return build
        return super().decide(view, legal_actions)

    def _try_luck(self, view: GameView, me: int) -> A.Offer | None:
        return None

    def _propose(self, view: GameView, me: int, people_only: bool = False) -> A.Offer | None:
        return None  # no swaps or sales of its own: it asks for its sets' last places only


def kept_in_hand(view: GameView) -> int:
    """The cash a buying person keeps in hand: a tenth of a salary."""
    return int(RESERVE_SHARE * view.edition.rules.salary)


def buys(view: GameView, me: int) -> bool:
    """Whether a buying person buys the place it stands on: its cash pays the price and the reserve."""
    return view.players[me].cash - view.edition.squares[pending_square(view)].price >= kept_in_hand(view)


def finishes_my_set(view: GameView, me: int, square: int) -> bool:
    """Whether `square` is the last place of a group whose others are all mine."""
    group = view.edition.groups.get(view.edition.squares[square].group, ())
    return len(group) > 1 and all(view.owners[s] == me for s in group if s != square)


def bid_to_price(view: GameView, me: int) -> A.Action:
    """The next bid, up to the printed price (more for the last place of its set), from its cash."""
    square = pending_square(view)
    price = view.edition.squares[square].price
    ceiling = int(price * SET_BID_MARKUP) if finishes_my_set(view, me, square) else price
    limit = min(ceiling, view.players[me].cash - kept_in_hand(view), view.max_bid(me))
    low = view.min_bid()
    return A.DROP if low > limit else A.Bid(low)


def last_place_sold_fairly(view: GameView, me: int) -> bool:
    """Whether the offer before me sells me the last place of a set of mine for cash alone, at up to
    `SET_BUY_MARKUP` times its printed price, the reserve kept."""
    offer = view.offer
    if offer is None or offer.give.cash or offer.give.cards or offer.get.squares or len(offer.give.squares) != 1:
        return False
    square = offer.give.squares[0]
    price = view.edition.squares[square].price
    return (finishes_my_set(view, me, square) and offer.get.cash <= SET_BUY_MARKUP * price
            and view.players[me].cash - offer.get.cash >= kept_in_hand(view))


def building_step(view: GameView, me: int, legal: Sequence[A.Action]) -> A.Action | None:
    """A house on the least built place of my sets (so three on every place before any hotel), the
    reserve kept; None where nothing is to be built."""
    squares, levels = view.edition.squares, view.levels
    sites = [s for s in view.owned[me] if squares[s].kind == S.PLACE and view.owns_group(me, s)
             and not view.mortgages[s] and levels[s] < len(squares[s].rents) - 1]
    cash = view.players[me].cash - kept_in_hand(view)
    for s in sorted(sites, key=lambda s: (levels[s], squares[s].house_cost, s)):
        if squares[s].house_cost <= cash and A.Build(s) in legal:
            return A.Build(s)
    return None
