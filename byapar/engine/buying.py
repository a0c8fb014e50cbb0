"""Buying from the bank and auctions of places: buying or declining, bids and drops, the
winner's place and the lot given back where ownership houses run out.

The auction's step is shared with the building auctions (building.py), whose won building it
queues. `Game` asks min_bid and max_bid here and routes Buy, Decline, Bid and Drop here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from . import actions as A
from . import events as E
from . import schema as S
from . import tasks as T
from .errors import IllegalAction
from .kinds import BID, OPEN_TWELVE, Pay
from .money import is_whole, most_before_gst
from .state import markers_full
from .table import BANK, RUNNING_DECISION, Auction, Pending, new_record
from .when import WHEN

if TYPE_CHECKING:
    from .state import TableState


def may_be_offered(game: TableState, p: int) -> bool:
    """Whether a place nobody owns is offered to `p` at all (the "twelve" opening: not
    before passing Start once)."""
    return game.settings.opening != OPEN_TWELVE or game.lapped[p]


def buy(game: TableState, action: A.Buy) -> None:
    p = game.expect(A.Buy)
    s = game.pending.square
    assert s is not None  # a buy decision names its place
    price = game.squares[s].price
    if not game.may_buy(p, s):
        if markers_full(game, p, s):
            raise IllegalAction("markers-full", square=s)
        cost = price + game.gst(price)
        raise IllegalAction("buy-cash", square=s, place=game.squares[s].name, cost=cost, cash=game.players[p].cash)
    game.transfer(p, BANK, price, Pay.BUY, s)
    game.pay_gst(p, price, s)
    game.give(s, p)
    game.events.append(new_record(E.Bought, (p, s, price)))
    game.pending = RUNNING_DECISION


def lot_count(game: TableState, squares: Iterable[int]) -> int:
    return sum(map(game.tables.lot.__getitem__, squares))  # Finance asks at every purchase and bid won


def decline(game: TableState, action: A.Decline) -> None:
    p = game.expect(A.Decline)
    s = game.pending.square
    assert s is not None  # a buy decision names its place
    game.events.append(E.Declined(p, s))
    game.pending = RUNNING_DECISION
    if game.settings.auction:
        game.tasks.appendleft(T.AuctionTask(s, p))


def task_auction(game: TableState, s: int, starter: int) -> None:
    n = len(game.players)
    bidders = [(starter + k) % n for k in range(n) if not game.players[(starter + k) % n].bankrupt]
    game.auction = Auction(s, 0, None, bidders, 0)
    game.events.append(E.AuctionStarted(s, tuple(bidders)))
    auction_step(game)


def bid(game: TableState, action: A.Bid) -> None:
    # Finance asks about one bid or drop a roll: the checks are written out, not called
    pend = game.pending
    if pend.kind not in WHEN[A.Bid]:
        raise game.wrong_time()
    p, amount = pend.player, action.amount
    if not is_whole(amount):
        raise IllegalAction("bid-not-whole", amount=amount)
    low = min_bid(game)
    if amount < low:
        raise IllegalAction("bid-too-low", amount=amount, low=low)
    if amount + game.gst(amount) > game.players[p].cash:  # within cash, nothing more to work out
        high = max_bid(game, p)
        if amount > high:
            raise IllegalAction("bid-too-high", amount=amount, high=high)
    auction = game.auction
    assert auction is not None  # a bid decision comes with its auction
    auction.high, auction.high_bidder = amount, p
    game.events.append(new_record(E.BidMade, (p, amount)))
    bidders = auction.bidders
    auction.turn = (bidders.index(p) + 1) % len(bidders)
    auction_step(game)


def drop(game: TableState, action: A.Drop) -> None:
    pend = game.pending
    if pend.kind not in WHEN[A.Drop]:
        raise game.wrong_time()
    p = pend.player
    auction = game.auction
    assert auction is not None  # a bid decision comes with its auction
    i = auction.bidders.index(p)
    auction.bidders.pop(i)
    game.events.append(new_record(E.BidderDropped, (p,)))
    auction.turn = i % len(auction.bidders) if auction.bidders else 0
    auction_step(game)


def bidder_raisable(game: TableState, p: int) -> int:
    """`game.raisable(p)`, worked out once an auction for each bidder: nothing anyone holds
    changes while bids go round (no building, selling, mortgaging or trading at a bid), and
    Finance's $5 steps ask it some fifty times an auction. The memo belongs to the auction
    object, so a new auction, a copy or a loaded game works it out afresh."""
    auction = game.auction
    if auction is None:
        return game.raisable(p)
    memo = game.raisable_memo
    if memo[0] is not auction:
        memo = game.raisable_memo = (auction, {})
    known = memo[1]
    value = known.get(p)
    if value is None:
        value = known[p] = game.raisable(p)
    return value


def place_won(game: TableState, s: int, winner: int, price: int) -> None:
    """An auction's winner takes the place, pays for it, and gives back a lot if it had no
    ownership house left for it."""
    forfeit = lot_given_back(game, winner, s)
    game.give(s, winner)
    tax = game.gst(price)
    if tax:  # a debt of nothing pays nothing: Finance has no GST
        game.tasks.appendleft(T.Debt(winner, BANK, tax, Pay.GST, s))
    game.tasks.appendleft(T.Debt(winner, BANK, price, Pay.AUCTION, s))
    if forfeit is not None:
        game.to_bank(forfeit)
        game.events.append(E.Forfeited(winner, forfeit))


def lot_given_back(game: TableState, p: int, won: int) -> int | None:
    """The lot `p` gives back to the bank on winning the place `won` at auction, where they
    have no ownership house left for it (Finance); else None."""
    return forfeit_choice(game, p, won) if markers_full(game, p, won) else None


def lot_given_back_at_auction(game: TableState, p: int) -> int | None:
    """The lot `p` would give back to the bank on winning the running auction's place, short of
    ownership houses (Finance); else None. A building's auction takes none."""
    if game.auction is None or game.building_auction:
        return None
    return lot_given_back(game, p, game.auction.square)


def forfeit_choice(game: TableState, p: int, won: int) -> int:
    """The lot given back as the penalty: the one worth least, houses counted."""
    lots = [o for o in game.owned[p] if o != won and game.squares[o].kind == S.PLACE]
    return min(lots, key=lambda o: (game.squares[o].price + game.levels[o] * game.squares[o].house_cost, o))


def min_bid(game: TableState) -> int:
    """The lowest bid the running auction takes now."""
    step = game.edition.rules.bid_step
    auction = game.auction
    if auction is None:
        return step
    # with no bid yet, an opening price set by the auction (a building's cost) or one step
    return auction.high + step if auction.high_bidder is not None else max(step, auction.high)


def max_bid(game: TableState, player: int) -> int:
    """The most `player` can bid: a building is paid for at once, from cash; a place from cash
    and what they could raise. The winner owes GST on the bid too, so the bid leaves room for it."""
    funds = game.players[player].cash
    if not game.building_auction:
        funds += bidder_raisable(game, player)
    rules = game.edition.rules
    return most_before_gst(funds, rules.gst_percent, rules.gst_step) if rules.gst_percent else funds


def top_bid(game: TableState, player: int) -> int:
    """The most `player` can bid as bids go up: the least bid the auction takes now, raised by
    whole bid steps as far as `max_bid` allows. Business GST's tax leaves `max_bid` at an odd
    figure (Rs 24,499 where the steps are of Rs 50): the bid a player can reach is below it.
    Where even the least bid is beyond them, `max_bid` itself."""
    most, low = max_bid(game, player), min_bid(game)
    if most < low:
        return most
    step = game.edition.rules.bid_step
    return low + (most - low) // step * step


def can_follow(game: TableState, p: int, low: int) -> bool:
    """Whether `p` could make the least bid `low`: from cash where it pays the bid and its tax,
    else with what they could raise (`max_bid`, worked out only where the cash falls short)."""
    return low + game.gst(low) <= game.players[p].cash or max_bid(game, p) >= low


def drop_those_outbid(game: TableState, auction: Auction) -> None:
    """Drop at once every bidder but the high one who can't meet the least bid now, in bidding
    order from the next to be asked: nobody is called to the table only to drop out. The next
    bidder still in keeps their turn."""
    bidders = auction.bidders
    n = len(bidders)
    if not n:
        return
    low = min_bid(game)
    order = [bidders[(auction.turn + k) % n] for k in range(n)]
    out = [q for q in order if q != auction.high_bidder and not can_follow(game, q, low)]
    if not out:
        return
    for q in out:
        game.events.append(new_record(E.CantFollow, (q, max_bid(game, q))))
    following = next((q for q in order if q not in out), None)
    auction.bidders = [q for q in bidders if q not in out]
    auction.turn = auction.bidders.index(following) if following is not None else 0


def auction_step(game: TableState) -> None:
    """Drop those who can't follow, then ask the next bidder, or close the auction: a place
    goes to its winner now, a building once the task queue reaches it (building.py puts it up)."""
    auction = game.auction
    assert auction is not None  # called while an auction runs
    drop_those_outbid(game, auction)
    s, high, high_bidder, bidders, turn = auction.square, auction.high, auction.high_bidder, auction.bidders, auction.turn
    if not bidders or (len(bidders) == 1 and bidders[0] == high_bidder):
        game.auction = None
        game.events.append(E.AuctionEnded(s, high_bidder, high))
        if high_bidder is not None and game.building_auction:
            game.tasks.appendleft(T.BuildingWon(s, high_bidder, high))
        elif high_bidder is not None:
            place_won(game, s, high_bidder, high)
        game.building_auction = False
        game.pending = RUNNING_DECISION
        return
    bidder = bidders[turn % len(bidders)]
    if bidder == high_bidder:  # never asked to outbid yourself
        turn = (turn + 1) % len(bidders)
        auction.turn = turn
        bidder = bidders[turn]
    game.pending = new_record(Pending, (bidder, BID, s, high, high_bidder))
