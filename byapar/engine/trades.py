"""Trades between players: offers and counter-offers, what makes one impossible, and the swap.

`Game` asks can_offer, can_counter and the offers' problems here and routes the trade actions
here; the table counts the offers left (state.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from . import buying, debts
from . import events as E
from . import schema as S
from .errors import IllegalAction
from .kinds import AGREE, BID, END, JAIL, KEEP, RAISE, ROLL, TRADE, Pay
from .money import is_whole
from .state import offers_used
from .table import BANK, MAX_TRADE_OFFERS, Pending, new_record

if TYPE_CHECKING:
    from .state import TableState


def count_offer(game: TableState, p: int) -> None:
    """One more of `p`'s three offers this turn used (an offer or a counter of theirs)."""
    if p == game.current:
        game.offers_made += 1
    else:
        game.offers_by[p] += 1


def offer_kinds(game: TableState) -> tuple[str, ...]:
    """The decisions at which the player making it may offer a trade (editions that trade at
    any time aside): before the throw; where the book allows it, after the move too, until the
    turn ends, and while raising a debt."""
    rules = game.edition.rules
    return (ROLL, JAIL, *((END,) if rules.trade_after_throw else ()), *((RAISE,) if rules.trade_while_raising else ()))


def can_offer(game: TableState, player: int | None = None) -> bool:
    """Whether `player` (default: the pending one) may make a trade offer now: before the
    throw (and while raising a debt, where the book says so), or where the edition trades
    at any time, whenever a decision other than a bid, a trade answer, an ending vote or a
    creditor's choice waits."""
    pend = game.pending
    p = pend.player if player is None else player
    if game.over or type(p) is not int or not 0 <= p < len(game.players) or game.players[p].bankrupt:
        return False  # type(p) is not int: is_whole, inline
    if not game.offers_left(p):
        return False
    if game.edition.rules.trade_any_time:
        return pend.kind not in (BID, TRADE, AGREE, KEEP)
    return p == pend.player and pend.kind in offer_kinds(game)


def can_counter(game: TableState) -> bool:
    """Whether the player answering an offer may answer with one of their own."""
    pend = game.pending
    return pend.kind == TRADE and not game.over and offers_used(game, pend.player) < MAX_TRADE_OFFERS


def counter_problem(game: TableState, counter: A.Counter) -> IllegalAction | None:
    """Why the player answering an offer can't answer with `counter`, or None if they can."""
    if not can_counter(game):
        return IllegalAction("counter-time", limit=MAX_TRADE_OFFERS)
    return offer_problem(game, countered(game, counter), game.pending.player)


def offer(game: TableState, action: A.Offer) -> None:
    p = game.pending.player if action.by is None else action.by
    if not game.edition.rules.trade_any_time and p == game.pending.player:
        if game.pending.kind not in offer_kinds(game):
            raise game.wrong_time()
    if not is_whole(p) or not can_offer(game, p):
        if is_whole(p) and 0 <= p < len(game.players) and offers_used(game, p) >= MAX_TRADE_OFFERS:
            raise IllegalAction("offers-used", player=p, limit=MAX_TRADE_OFFERS)
        raise time_rule(game)
    problem = offer_problem(game, action, p)
    if problem:
        raise problem
    count_offer(game, p)
    game.offer = action
    game.resume = game.pending
    game.events.append(E.TradeOffered(p, action.partner, str(action)))
    game.pending = new_record(Pending, (action.partner, TRADE, None, 0, p))


def time_rule(game: TableState) -> IllegalAction:
    rules = game.edition.rules
    if rules.trade_any_time:
        return IllegalAction("offer-time-any", limit=MAX_TRADE_OFFERS)
    if rules.trade_after_throw:
        return IllegalAction("offer-time-turn", limit=MAX_TRADE_OFFERS)
    return IllegalAction("offer-time", limit=MAX_TRADE_OFFERS)


def built_problem(game: TableState, s: int) -> IllegalAction | None:
    """Why the owner of place `s` can't trade it: where building needs the whole group, a
    place goes only once its owner's buildings in the group are sold (Finance's lots go with
    their houses, the ownership house too)."""
    if not game.edition.rules.build_needs_group:
        return None
    owner, level, who = game.owners, game.levels, game.owners[s]
    for m in game.tables.members[s] or ():  # transports and services have no group
        if level[m] and owner[m] == who:
            return IllegalAction("trade-buildings", player=who, square=s, place=game.squares[s].name)
    return None


def offer_problem(game: TableState, offer: A.Offer, p: int) -> IllegalAction | None:
    # asked three or four times for each offer a bot makes (its check, the offer, the answer's
    # legal list, the acceptance): plain loops over the edition's tables, no generators
    q = offer.partner
    players = game.players
    if type(q) is not int or not 0 <= q < len(players) or q == p or players[q].bankrupt:  # is_whole, inline
        return IllegalAction("trade-partner", partner=q)
    give, get = offer.give, offer.get
    if not give and not get:
        return IllegalAction("trade-empty")
    if not (well_typed(give) and well_typed(get)):
        return IllegalAction("trade-malformed")
    owner = game.owners
    n = len(game.squares)
    for side, who in ((give, p), (get, q)):
        squares = side.squares
        if len(squares) > 1 and len(set(squares)) != len(squares):
            return IllegalAction("trade-place-twice")
        for s in squares:
            if not 0 <= s < n or owner[s] != who:
                return IllegalAction("trade-not-owner", player=who, who=players[who].name, square=s)
            problem = built_problem(game, s)
            if problem is not None:
                return problem
        if side.cash < 0 or side.cash > players[who].cash:
            return IllegalAction("trade-cash", player=who, who=players[who].name, amount=side.cash)
        if side.cards:
            for deck in set(side.cards):
                if side.cards.count(deck) > players[who].bail_cards.count(deck):
                    return IllegalAction("trade-card", player=who, who=players[who].name, deck=deck)
    for side, giver, taker, kept in ((give, p, q, get), (get, q, p, give)):
        if side.houses:
            problem = house_trade_problem(game, side, giver, taker, kept)
            if problem:
                return problem
    if game.tables.plain_trades:  # no GST, transfer fee or markers: the cash checks above cover it
        return None
    return edition_offer_problem(game, offer, p)


def countered(game: TableState, counter: A.Counter) -> A.Offer:
    """The counter as an offer from the answering player to the one who offered."""
    offered_by = game.pending.other
    assert offered_by is not None  # a trade decision names who offered
    return A.Offer(offered_by, counter.give, counter.get)


def counter(game: TableState, action: A.Counter) -> None:
    """Turn the offer down and offer `action` back; the turn resumes after its answer."""
    problem = counter_problem(game, action)
    if problem:
        raise problem
    q = game.pending.player
    offer = countered(game, action)
    p = offer.partner
    count_offer(game, q)  # the counter is its maker's offer, not one of the first offerer's
    game.offer = offer
    game.events.append(E.TradeAnswered(q, p, False))
    game.events.append(E.TradeOffered(q, p, str(offer)))
    game.pending = Pending(p, TRADE, other=q)


def offer_is_counter(game: TableState) -> bool:
    # a counter is answered straight after it is made, so it is the table's last decision
    return game.offer is not None and bool(game.history) and game.history[-1].startswith(A.Counter.verb)


def offer_stands(game: TableState) -> bool:
    """Whether the counter-offer on the table is its maker's last offer again, sent back as it was
    after the other side countered it: their offer stands, and nothing new is offered."""
    history, offer = game.history, game.offer
    if offer is None or not offer_is_counter(game) or len(history) < 3 or not history[-2].startswith(A.Counter.verb):
        return False
    before = A.parse(history[-3])  # the offer (or counter) of theirs that the other side countered
    return isinstance(before, (A.Offer, A.Counter)) and (before.give, before.get) == (offer.give, offer.get)


def accept(game: TableState, action: A.Accept) -> None:
    q = game.expect(A.Accept)
    offer, p = game.offer, game.pending.other
    assert offer is not None and p is not None  # a trade decision: the offer and who made it
    problem = offer_problem(game, offer, p)
    if problem:
        raise problem
    swap(game, p, q, offer.give)
    swap(game, q, p, offer.get)
    game.events.append(E.TradeAnswered(q, p, True))
    end_trade(game)


def reject(game: TableState, action: A.Reject) -> None:
    q = game.expect(A.Reject)
    p = game.pending.other
    assert p is not None  # a trade decision names who offered
    game.events.append(E.TradeAnswered(q, p, False))
    end_trade(game)


def end_trade(game: TableState) -> None:
    assert game.resume is not None  # the decision the offer interrupted
    game.pending = game.resume
    game.offer = game.resume = None
    debts.after_raise_step(game)  # a trade may have covered a debt being raised


def swap(game: TableState, giver: int, taker: int, items: A.Items) -> None:
    if items.cash:
        game.transfer(giver, taker, items.cash, Pay.TRADE)
        game.pay_gst(giver, items.cash)
    for s in items.squares:
        game.give(s, taker)  # a mortgaged place keeps its mortgage (Byapar: with no fee)
        received(game, taker, s)
    for deck in items.cards:
        game.add_bail_card(taker, game.take_bail_card(giver, deck))
    for start, end in items.houses:  # off the giver's lot, straight onto the taker's
        game.set_level(start, game.levels[start] - 1)
        game.set_level(end, game.levels[end] + 1)
        game.events.append(E.HouseTraded(giver, taker, start, end))


def edition_offer_problem(game: TableState, offer: A.Offer, p: int) -> IllegalAction | None:
    q = offer.partner
    for side, payer in ((offer.give, p), (offer.get, q)):
        if side.cash and side.cash + game.gst(side.cash) > game.players[payer].cash:
            return IllegalAction("trade-gst", player=payer, who=game.players[payer].name, amount=side.cash)
    for taker, gets, gives in ((q, offer.give, offer.get), (p, offer.get, offer.give)):
        fees = sum(game.transfer_fee(s) for s in gets.squares)
        cash = game.players[taker].cash + gets.cash - gives.cash - game.gst(gives.cash)
        if fees > cash:
            return IllegalAction("trade-fees", player=taker, who=game.players[taker].name, amount=fees)
        room = game.lots_left(taker)
        if room is not None:
            lots = buying.lot_count(game, gets.squares) - buying.lot_count(game, gives.squares)
            if lots > room:
                return IllegalAction("trade-markers", player=taker, who=game.players[taker].name,
                                     left=room, lots=lots)
    return None


def house_trade_problem(game: TableState, side: A.Items, giver: int, taker: int,
                         back: A.Items) -> IllegalAction | None:
    """Houses bought from another player in a building shortage: each leaves one of the
    giver's lots (as a sale to the bank would) and goes on one of the taker's at once.
    `back` is what the taker hands over in the same trade (its lots can't take a house)."""
    rules = game.edition.rules
    if not rules.trade_any_time:
        return IllegalAction("house-trade-edition")
    houses, _ = game.bank_supply()
    if houses is None or houses > 0:
        return IllegalAction("house-trade-supply")
    n = len(game.squares)
    for start, end in side.houses:
        if not (0 <= start < n and 0 <= end < n):
            return IllegalAction("house-trade-move")
        if game.owners[start] != giver or start in side.squares:
            return IllegalAction("house-trade-lot", player=giver, who=game.players[giver].name, square=start)
        if game.owners[end] != taker or end in back.squares or game.squares[end].kind != S.PLACE:
            return IllegalAction("house-trade-lot", player=taker, who=game.players[taker].name, square=end)
    for start in {h[0] for h in side.houses}:
        if sum(1 for h in side.houses if h[0] == start) > game.levels[start] - game.marker_floor(start):
            return IllegalAction("house-trade-count", square=start, place=game.squares[start].name)
    for end in {h[1] for h in side.houses}:
        problem = house_room_problem(game, taker, end, sum(1 for h in side.houses if h[1] == end))
        if problem:
            return problem
    return None


def house_room_problem(game: TableState, p: int, s: int, count: int) -> IllegalAction | None:
    """Why `count` more houses can't go on `p`'s lot `s` (building's rules, the bank's supply aside)."""
    rules = game.edition.rules
    if rules.build_after_lap and not game.lapped[p]:
        return IllegalAction("build-after-lap", square=s)
    if game.mortgages[s]:
        return IllegalAction("lift-mortgage-first", square=s, place=game.squares[s].name)
    if game.levels[s] + count > rules.max_level:
        return IllegalAction("no-room", square=s, place=game.squares[s].name)
    if rules.build_needs_group and not game.owns_group(p, s):
        return IllegalAction("build-needs-group", square=s,
                             missing=tuple(m for m in game.edition.groups[game.squares[s].group]
                                           if game.owners[m] != p))
    return None


def well_typed(items: Any) -> bool:
    """An offer built in code (not parsed from text) may carry anything: check before comparing."""
    # the element checks run in C (a set of the types met), not in a generator per part
    return (isinstance(items, A.Items) and type(items.cash) is int
            and _INT.issuperset(map(type, items.squares))
            and (items.cards == () or all(isinstance(c, str) for c in items.cards))
            and isinstance(items.houses, tuple)
            and (not items.houses or all(isinstance(h, tuple) and len(h) == 2 and all(type(x) is int for x in h)
                                         for h in items.houses)))


_INT = frozenset({int})


def task_resume(game: TableState, player: int, kind: str, square: int | None, amount: int,
                 other: int | None) -> None:
    """Back to the decision a trade offer interrupted."""
    game.pending = Pending(player, kind, square, amount, other)


def received(game: TableState, taker: int, s: int) -> None:
    """A place reached a new owner in a trade: the fee on a mortgaged one is due at once."""
    fee = game.transfer_fee(s)
    if fee:
        game.transfer(taker, BANK, fee, Pay.MORTGAGE_FEE, s)
        game.fee_paid.add(s)
