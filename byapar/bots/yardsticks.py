"""Yardsticks: two reference players that play as other programs' rule-based bots do.

They are measuring sticks for Easy, Medium and Hard, written from the plain rules that
research Monopoly simulators ship, with nothing priced from this project's tables:

- `BuyAllBot` ("buyall") buys every place it lands on, bids up to the printed price,
  builds as soon as it may, keeps a small fixed reserve, gets out of jail at once and
  never trades.
- `TraderBot` ("trader") buys and builds the same way above a larger fixed cash floor,
  and trades by fixed rules: it asks for the places that finish one of its groups,
  offering a swap that finishes one of the partner's groups (no dearer one) or cash at
  a fixed markup, and accepts an offer that finishes one of its groups for at most the
  markup over the printed prices, or that pays it the markup, as long as it doesn't
  finish the partner's group for nothing back.

Nothing here is tuned against the house bots; don't tune the house bots to these.
"""

from __future__ import annotations

from collections.abc import Sequence

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine.view import GameView

from .base import Bot

RESERVE_SHARE = 0.1  # buyall keeps a tenth of the starting money back
FLOOR_SHARE = 0.15  # trader keeps 15% of the starting money back
MARKUP = 1.5  # trader pays (and asks) half again a place's printed price for a set's last place
TRADER_OFFER_EVERY = 2  # rounds between the trader's offers


class BuyAllBot(Bot):
    """Buy everything, build as soon as possible, small reserve, never trade."""

    kind = "buyall"
    floor_share = RESERVE_SHARE

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        kind = view.pending.kind
        me = view.pending.player
        floor = self.floor_share * view.settings.starting_money
        cash = view.players[me].cash
        if kind in (K.ROLL, K.JAIL):
            return self.turn(view, legal_actions, me, floor)
        if kind == K.BUY:
            price = view.edition.squares[view.pending.square].price
            return A.BUY if cash - price >= floor and A.BUY in legal_actions else A.DECLINE
        if kind == K.BID:
            return self.bid(view, me, floor)
        if kind == K.END:
            return self.manage(view, legal_actions, cash - floor)
        if kind == K.TRADE:
            return self.answer(view, me, floor) if A.ACCEPT in legal_actions else A.REJECT
        if kind == K.RAISE:
            return raise_money(view, legal_actions)
        return _moves_on(legal_actions)

    def turn(self, view: GameView, legal: Sequence[A.Action], me: int, floor: float) -> A.Action:
        if view.pending.kind == K.JAIL:
            if A.USE_CARD in legal:
                return A.USE_CARD
            if A.PAY_FINE in legal and view.players[me].cash - view.edition.rules.jail_fine >= floor:
                return A.PAY_FINE
        return A.ROLL

    def bid(self, view: GameView, me: int, floor: float) -> A.Action:
        """Up to the printed price (a building: its cost), while the reserve stays."""
        s = view.pending.square
        sq = view.edition.squares[s]
        worth = sq.house_cost if view.owner(s) is not None else sq.price
        limit = min(worth, view.players[me].cash - floor, view.max_bid(me))
        low = view.min_bid()
        return A.Bid(low) if low <= limit else A.DROP

    def manage(self, view: GameView, legal: Sequence[A.Action], spare: float) -> A.Action:
        """Build the cheapest step it may, else lift the cheapest mortgage, else end."""
        squares = view.edition.squares
        builds = [a for a in legal if isinstance(a, A.Build) and squares[a.square].house_cost <= spare]
        if builds:
            return min(builds, key=lambda a: (squares[a.square].house_cost, a.square))
        lifts = [a for a in legal if isinstance(a, A.Unmortgage) and view.lift_cost(a.square) <= spare]
        if lifts:
            return min(lifts, key=lambda a: (view.lift_cost(a.square), a.square))
        return A.END if A.END in legal else _moves_on(legal)

    def answer(self, view: GameView, me: int, floor: float) -> A.Action:
        return A.REJECT


class TraderBot(BuyAllBot):
    """Buys and builds as buyall above a fixed cash floor; trades for sets by fixed rules."""

    kind = "trader"
    floor_share = FLOOR_SHARE

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._asked: dict[tuple, int] = {}  # offer's places -> round last offered

    def turn(self, view: GameView, legal: Sequence[A.Action], me: int, floor: float) -> A.Action:
        if view.round % TRADER_OFFER_EVERY == 0 and view.can_offer():
            offer = self.propose(view, me, floor)
            if offer is not None:
                return offer
        return super().turn(view, legal, me, floor)

    def propose(self, view: GameView, me: int, floor: float) -> A.Offer | None:
        """The first group (board order) it could finish with one partner's places."""
        for group, partner, wanted in _missing(view, me):
            key = (partner, wanted)
            if view.round - self._asked.get(key, -99) < 4:  # a refused offer waits four rounds
                continue
            self._asked[key] = view.round
            # a swap only for a group no dearer than the one it finishes for me (printed prices)
            swap = next((mine for g, p, mine in _missing(view, partner)
                         if p == me and g != group and _price(view, g) <= _price(view, group)), None)
            if swap is not None:
                offer = A.Offer(partner, A.Items(swap), A.Items(wanted))
            else:
                cash = int(MARKUP * sum(view.edition.squares[s].price for s in wanted))
                if view.players[me].cash - cash < floor:
                    continue
                offer = A.Offer(partner, A.Items((), cash), A.Items(wanted))
            if view.check_offer(offer) is None:
                return offer
        return None

    def answer(self, view: GameView, me: int, floor: float) -> A.Action:
        """Take an offer that finishes one of my groups, or pays the markup for what it
        takes, provided it doesn't finish the partner's group unless it finishes mine too,
        and my cash stays above the floor."""
        offer = view.offer
        squares = view.edition.squares
        partner = view.pending.other
        if view.players[me].cash - offer.get.cash + offer.give.cash < floor:
            return A.REJECT
        finishes_mine = _finishes(view, me, offer.give.squares, offer.get.squares)
        finishes_theirs = _finishes(view, partner, offer.get.squares, offer.give.squares)
        if finishes_theirs and not finishes_mine:
            return A.REJECT
        value_in = offer.give.cash + sum(squares[s].price for s in offer.give.squares)
        value_out = offer.get.cash + sum(squares[s].price for s in offer.get.squares)
        if finishes_mine:  # a set is worth paying the markup for, no more
            return A.ACCEPT if MARKUP * value_in >= value_out else A.REJECT
        return A.ACCEPT if value_in >= MARKUP * value_out else A.REJECT


def _missing(view: GameView, me: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """(group, partner, places): groups of places I hold all but what one partner holds."""
    out = []
    owner, buildings = view.owner, view.buildings
    for group, members in view.edition.groups.items():
        if view.edition.squares[members[0]].kind != "place":
            continue
        owners = [owner(m) for m in members]
        if me not in owners:
            continue
        others = {o for o in owners if o != me}
        if len(others) != 1 or None in others:
            continue
        partner = others.pop()
        wanted = tuple(m for m, o in zip(members, owners, strict=True) if o == partner)
        if not any(buildings(m) for m in wanted):
            out.append((group, partner, wanted))
    return out


def _price(view: GameView, group: str) -> int:
    return sum(view.edition.squares[m].price for m in view.edition.groups[group])


def _finishes(view: GameView, who: int, gained: tuple[int, ...], lost: tuple[int, ...]) -> bool:
    """Whether gaining `gained` (and losing `lost`) gives `who` a whole group of places."""
    squares, groups = view.edition.squares, view.edition.groups
    held = (view.owned[who] - set(lost)) | set(gained)
    return any(squares[s].kind == "place" and all(m in held for m in groups[squares[s].group])
               for s in gained)


def raise_money(view: GameView, legal: Sequence[A.Action]) -> A.Action:
    """Mortgage the cheapest place first, then sell the cheapest building, then places."""
    squares = view.edition.squares
    for cls in (A.Mortgage, A.Sell, A.SellPlace):
        options = [a for a in legal if isinstance(a, cls)]
        if options:
            return min(options, key=lambda a: (squares[a.square].price, a.square))
    return _moves_on(legal)


def _moves_on(legal: Sequence[A.Action]) -> A.Action:
    for action in (A.END, A.ROLL, A.DROP, A.REJECT, A.DECLINE):
        if action in legal:
            return action
    return next(iter(legal))
