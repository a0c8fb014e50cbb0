"""Yardsticks: three reference players that play as other programs' rule-based bots do.

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
- `GnomeLikeBot` ("gnome") plays by the rules of the background agent of GNOME, the
  USC/ISI Monopoly simulator, with its dollar thresholds read as the edition's salary:
  it buys while a salary stays (or to finish a set), bids halfway to the price, builds
  the step that adds most rent for its cost with all its cash, and trades single places
  that finish sets at fixed shares of the printed price (the class says which).

Nothing here is tuned against the house bots; don't tune the house bots to these.
"""

from __future__ import annotations

from collections.abc import Sequence

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.view import GameView

from .base import Bot, bare, offerer, open_offer, pending_square

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
        floor = self.floor_share * (view.settings.starting_money or 0)  # resolved: never None in play
        cash = view.players[me].cash
        if kind in (K.ROLL, K.JAIL):
            return self.turn(view, legal_actions, me, floor)
        if kind == K.BUY:
            price = view.edition.squares[pending_square(view)].price
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
        s = pending_square(view)
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
        offer = open_offer(view)
        squares = view.edition.squares
        partner = offerer(view)
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


SELL_MARKUP = 1.5  # gnome asks half again the price for a place that finishes a rival's group
ASK_SHARE = 0.75  # ... and prices a rival's place that finishes its own group at three quarters
CASH_UP = 1.5  # paying cash alone for that place, it offers half again those three quarters


class GnomeLikeBot(Bot):
    """GNOME's background agent (v3.1) by its rules, its $200 (a pass of GO) read as a salary.

    Jail: leaves at once (card, else fine) while it holds a salary. Buys while a salary
    stays after the price, or any place it can pay for that finishes a group; short of
    that, it first mortgages (else sells) a place not alone in its group that covers the
    price. Bids halfway from the high bid to the price while under its cash; past the
    price only for a group it would finish, a quarter of the way to its cash. After its
    move it builds with all its cash, the step adding most rent less its cost first, then
    lifts mortgages while a salary stays. Owing, it mortgages (cheapest first) if that
    covers the debt, else sells places outside its sets, then buildings, cheapest first.
    Before its throw it offers once a turn, one offer a rival, only places held alone:
    short of a salary, it sells one that finishes the rival's group for half again its
    price or half the rival's cash, if more; otherwise it swaps such a place for the
    rival's that finishes its own (paying three quarters of that one's price), else buys
    the latter for 1.125x its price while half a salary stays. It refuses an offer with
    nothing in return, a mortgaged place, or more cash than it holds; takes one that
    makes more of its sets than it breaks; and one that makes none if half a salary
    stays after, a whole salary unless it gains on printed prices.
    """

    kind = "gnome"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._turn: tuple[int, int] | None = None  # (round, seat) the offers below were drawn up for
        self._offers: list[A.Offer] = []

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        kind, me = view.pending.kind, view.pending.player
        cash, salary = view.players[me].cash, view.edition.rules.salary
        if kind == K.JAIL and cash >= salary:
            for action in (A.USE_CARD, A.PAY_FINE):
                if action in legal_actions:
                    return action
        if kind in (K.ROLL, K.JAIL):
            return self.offer(view, me) or A.ROLL
        if kind == K.LEAVE:
            return A.USE_CARD if A.USE_CARD in legal_actions else A.PAY_FINE
        if kind == K.BUY:
            return self.buy(view, legal_actions, me, cash, salary)
        if kind == K.BID:
            return self.bid(view, me, cash)
        if kind == K.END:
            return self.manage(view, legal_actions, cash, salary)
        if kind == K.TRADE:
            return self.answer(view, me, cash, salary) if A.ACCEPT in legal_actions else A.REJECT
        if kind == K.RAISE:
            return self.settle(view, legal_actions, me)
        return _moves_on(legal_actions)

    def buy(self, view: GameView, legal: Sequence[A.Action], me: int, cash: int, salary: int) -> A.Action:
        s = pending_square(view)
        price = view.edition.squares[s].price
        finishes = _completes(view, me, s)
        if A.BUY in legal and (cash - price >= salary or finishes):
            return A.BUY
        if finishes:  # raise the price from one place, not alone in its group, worth at least that
            for cls in (A.Mortgage, A.SellPlace):
                fits = [a for a in legal if isinstance(a, cls) and not view.mortgages[a.square]
                        and not _lone(view, me, a.square) and bare(view, a.square)
                        and view.edition.squares[a.square].price // 2 >= price]
                if fits:
                    return min(fits, key=lambda a: (view.edition.squares[a.square].price, a.square))
        return A.DECLINE

    def bid(self, view: GameView, me: int, cash: int) -> A.Action:
        s, auction = pending_square(view), view.auction
        assert auction is not None  # a bid decision comes with its auction
        sq = view.edition.squares[s]
        if view.owner(s) is not None:  # a building's auction (GNOME has none): its cost, as when it builds
            low = view.min_bid()
            return A.Bid(low) if low <= min(sq.house_cost, view.max_bid(me)) else A.DROP
        worth = sq.price
        high = auction.high if auction.high_bidder is not None else 0
        if high < worth:
            amount = high + (worth - high) / 2
        elif high < cash and _completes(view, me, s):
            amount = high + (cash - high) / 4
        else:
            return A.DROP
        step = view.edition.rules.bid_step
        amount = max(view.min_bid(), int(amount) // step * step)
        return A.Bid(amount) if amount < cash and amount <= view.max_bid(me) else A.DROP

    def manage(self, view: GameView, legal: Sequence[A.Action], cash: int, salary: int) -> A.Action:
        # GNOME builds only on whole colour groups; here, wherever the edition lets it build
        squares = view.edition.squares
        builds = [a for a in legal if isinstance(a, A.Build) and squares[a.square].house_cost <= cash]
        if builds:
            return max(builds, key=lambda a: (_rent_gain(view, a.square) - squares[a.square].house_cost,
                                              squares[a.square].name))
        lifts = [a for a in legal if isinstance(a, A.Unmortgage) and cash - view.lift_cost(a.square) >= salary]
        if lifts:
            return min(lifts, key=lambda a: squares[a.square].name)
        return A.END if A.END in legal else _moves_on(legal)

    def settle(self, view: GameView, legal: Sequence[A.Action], me: int) -> A.Action:
        squares = view.edition.squares
        short = view.pending.amount - view.players[me].cash

        def cheapest(options: list) -> A.Action:
            return min(options, key=lambda a: (squares[a.square].price, squares[a.square].name))
        mortgages = [a for a in legal if isinstance(a, A.Mortgage)]
        if mortgages and sum(squares[a.square].price // 2 for a in mortgages) >= short:
            return cheapest(mortgages)
        sales = [a for a in legal if isinstance(a, A.SellPlace) and bare(view, a.square)
                 and not (squares[a.square].kind == S.PLACE and view.owns_group(me, a.square))]
        if sales:  # a mortgaged place fetches least, its lift coming out of the sale
            return min(sales, key=lambda a: (squares[a.square].price // 2
                                             - (view.lift_cost(a.square) if view.mortgages[a.square] else 0),
                                             squares[a.square].name))
        for cls in (A.Sell, A.Mortgage, A.SellPlace):
            options = [a for a in legal if isinstance(a, cls)]
            if options:
                return cheapest(options)
        return _moves_on(legal)

    def offer(self, view: GameView, me: int) -> A.Offer | None:
        """The next of this turn's offers (drawn up once a turn, as GNOME offers once a turn)."""
        if not view.can_offer():
            return None
        if self._turn != (view.round, me):
            self._turn, self._offers = (view.round, me), self.draw_up(view, me)
        while self._offers:
            offer = self._offers.pop(0)
            if view.check_offer(offer) is None:
                return offer
        return None

    def draw_up(self, view: GameView, me: int) -> list[A.Offer]:
        squares, salary = view.edition.squares, view.edition.rules.salary
        cash = view.players[me].cash
        sells: list[tuple[int, int, int]] = []  # (asking price, rival, my place that finishes their group)
        wants: list[tuple[float, int, int]] = []  # (price to me, rival, their place that finishes mine)
        for p in view.active_players():
            if p == me:
                continue
            their_cash = view.players[p].cash
            for s in sorted(view.owned[me]):
                if _tradeable(view, me, s) and _completes(view, p, s):
                    ask = max(SELL_MARKUP * squares[s].price, their_cash / 2)
                    if ask <= their_cash:
                        sells.append((int(ask), p, s))
            for s in sorted(view.owned[p]):
                price = ASK_SHARE * squares[s].price
                if _tradeable(view, p, s) and _completes(view, me, s) and price <= cash:
                    wants.append((price, p, s))
        sells.sort(key=lambda t: -t[0])
        wants.sort(key=lambda t: t[0])
        one_each: dict[int, A.Offer] = {}
        if cash < salary or not wants:  # sell only
            for ask, p, s in sells:
                one_each.setdefault(p, A.Offer(p, A.Items((s,)), A.Items((), ask)))
            return list(one_each.values())
        for price, p, s in wants:  # swap: the first (cheapest) want from each rival I can sell to
            if p in one_each:
                continue
            mine = next(((ask, t) for ask, q, t in sells if q == p), None)
            if mine is not None:
                net = int(price) - mine[0]  # my cash to them less theirs to me
                one_each[p] = A.Offer(p, A.Items((mine[1],), max(net, 0)), A.Items((s,), max(-net, 0)))
        if one_each:
            return list(one_each.values())
        spent = 0
        for price, p, s in wants:  # else cash alone, while half a salary stays
            pay = int(CASH_UP * price)
            if p not in one_each and cash - spent - pay > salary / 2:
                spent += pay
                one_each[p] = A.Offer(p, A.Items((), pay), A.Items((s,)))
        return list(one_each.values())

    def answer(self, view: GameView, me: int, cash: int, salary: int) -> A.Action:
        offer, squares = open_offer(view), view.edition.squares
        comes, goes = offer.give, offer.get  # the offerer's side comes to me; its asks go from me
        out = goes.cash - comes.cash
        if (not comes.squares and comes.cash <= 0) or out > cash:
            return A.REJECT  # nothing in return, or more cash than I hold
        if any(view.mortgages[s] for s in comes.squares + goes.squares):
            return A.REJECT
        net = (comes.cash + sum(squares[s].price for s in comes.squares)
               - goes.cash - sum(squares[s].price for s in goes.squares))
        made = sum(_completes(view, me, s) for s in comes.squares)
        broken = sum(squares[s].kind == S.PLACE and view.owns_group(me, s) for s in goes.squares)
        if broken > made or out >= cash:
            return A.REJECT
        if made > broken:
            return A.ACCEPT
        left = cash - out
        return A.REJECT if left < salary / 2 or (left < salary and net <= 0) else A.ACCEPT


def _group(view: GameView, s: int) -> list[int]:
    return view.edition.groups[view.edition.squares[s].group]


def _completes(view: GameView, who: int, s: int) -> bool:
    """Whether `who` holds every other place of `s`'s group (a last place, or a set's last line)."""
    owners = view.owners
    return owners[s] != who and all(owners[m] == who for m in _group(view, s) if m != s)


def _lone(view: GameView, who: int, s: int) -> bool:
    """Whether `s` is the only place of its group that `who` holds."""
    return not any(view.owners[m] == who for m in _group(view, s) if m != s)


def _tradeable(view: GameView, who: int, s: int) -> bool:
    """A place (not a line or a service) `who` holds alone in its group, unmortgaged: all GNOME trades."""
    return (view.edition.squares[s].kind == S.PLACE and not view.mortgages[s] and len(_group(view, s)) > 1
            and _lone(view, who, s))


def _rent_gain(view: GameView, s: int) -> int:
    """The rent one more building step adds on `s` (rent today against the next step's)."""
    rents = view.edition.squares[s].rents
    level = view.levels[s]
    return (rents[level + 1] if level + 1 < len(rents) else rents[-1]) - view.rent(s)


def _missing(view: GameView, me: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """(group, partner, places): groups of places I hold all but what one partner holds."""
    out: list[tuple[str, int, tuple[int, ...]]] = []
    owner, buildings = view.owner, view.buildings
    for group, members in view.edition.groups.items():
        if view.edition.squares[members[0]].kind != S.PLACE:
            continue
        owners = [owner(m) for m in members]
        if me not in owners:
            continue
        others = {o for o in owners if o != me}
        partner = others.pop() if len(others) == 1 else None
        if partner is None:
            continue
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
    return any(squares[s].kind == S.PLACE and all(m in held for m in groups[squares[s].group])
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
