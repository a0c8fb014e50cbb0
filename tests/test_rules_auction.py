"""Rule 2: buying at the printed price; a declined place goes to auction among everybody,
starting with the decliner; raises of at least Rs 10; dropped players are out; the last bidder
pays the bank; no bid leaves the place with the bank; nobody bids more than they could raise."""

import pytest
from helpers import give, make_game, of, play, set_cash

from byapar.engine import IllegalAction
from byapar.engine import actions as A
from byapar.engine import events as E

DADELDHURA = 6  # price Rs 1,000; reached from Start by a throw of 6


def test_buying_pays_the_printed_price_to_the_bank() -> None:
    game = make_game(dice=[(2, 4)])
    events = play(game, "roll", "buy")
    assert game.owner(DADELDHURA) == 0
    assert game.players[0].cash == 15_000 - 1_000
    assert of(events, E.Bought) == [E.Bought(0, DADELDHURA, 1_000)]
    assert E.Paid(0, None, 1_000, "buy", DADELDHURA) in events


def test_a_place_you_cannot_afford_cannot_be_bought_until_you_raise_the_money() -> None:
    game = make_game(dice=[(2, 4)])
    set_cash(game, 0, 800)
    give(game, 0, 1)  # Humla mortgages for Rs 300
    play(game, "roll")
    assert A.BUY not in game.legal_actions() and A.DECLINE in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply("buy")
    play(game, "mortgage 1", "buy")
    assert game.owner(DADELDHURA) == 0 and game.players[0].cash == 100


def test_a_declined_place_goes_to_auction_starting_with_the_decliner() -> None:
    game = make_game(players=3, dice=[(2, 4)])
    events = play(game, "roll", "decline")
    assert of(events, E.Declined) == [E.Declined(0, DADELDHURA)]
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(DADELDHURA, (0, 1, 2))]
    assert (game.pending.kind, game.pending.player, game.pending.square) == ("bid", 0, DADELDHURA)
    assert game.legal_actions() == [A.Bid(10), A.DROP]


def test_bidding_goes_round_the_table_and_the_last_bidder_pays_the_bank() -> None:
    game = make_game(players=3, dice=[(2, 4)])
    play(game, "roll", "decline")
    asked = []
    for action in ("bid 10", "bid 20", "bid 150", "drop", "bid 160", "bid 500"):
        asked.append(game.pending.player)
        play(game, action)
    # Asha, Bikash, Chandra, Asha (drops), Bikash, Chandra: then Bikash alone faces Chandra
    assert asked == [0, 1, 2, 0, 1, 2]
    assert (game.pending.player, game.pending.amount, game.pending.other) == (1, 500, 2)
    events = play(game, "drop")
    assert of(events, E.AuctionEnded) == [E.AuctionEnded(DADELDHURA, 2, 500)]
    assert game.owner(DADELDHURA) == 2
    assert [p.cash for p in game.players] == [15_000, 15_000, 14_500]
    assert E.Paid(2, None, 500, "auction", DADELDHURA) in events
    assert game.pending.kind == "end" and game.pending.player == 0
    assert game.auction is None


def test_a_dropped_player_is_out_of_that_auction() -> None:
    game = make_game(players=3, dice=[(2, 4)])
    play(game, "roll", "decline", "drop")  # the decliner drops at once
    asked = []
    for action in ("bid 10", "bid 20", "bid 30", "bid 40"):
        asked.append(game.pending.player)
        play(game, action)
    assert asked == [1, 2, 1, 2]
    assert 0 not in game.auction.bidders


def test_every_raise_is_at_least_ten_rupees() -> None:
    game = make_game(players=2, dice=[(2, 4)])
    play(game, "roll", "decline")
    with pytest.raises(IllegalAction, match="lowest bid"):
        game.apply("bid 5")
    play(game, "bid 100")
    assert game.legal_actions() == [A.Bid(110), A.DROP]
    with pytest.raises(IllegalAction, match="110"):
        game.apply("bid 105")
    play(game, "bid 110")
    assert game.pending.amount == 110 and game.pending.player == 0


def test_no_bid_at_all_leaves_the_place_with_the_bank_for_the_next_lander() -> None:
    game = make_game(players=2, dice=[(2, 4), (2, 4)])
    events = play(game, "roll", "decline", "drop", "drop")
    assert of(events, E.AuctionEnded) == [E.AuctionEnded(DADELDHURA, None, 0)]
    assert game.owner(DADELDHURA) is None
    assert [p.cash for p in game.players] == [15_000, 15_000]
    play(game, "end", "roll")  # Bikash stops on it next
    assert (game.pending.kind, game.pending.player, game.pending.square) == ("buy", 1, DADELDHURA)
    play(game, "buy")
    assert game.owner(DADELDHURA) == 1


def test_a_player_left_alone_without_a_bid_may_still_bid_or_let_it_go() -> None:
    game = make_game(players=2, dice=[(2, 4)])
    play(game, "roll", "decline", "drop")
    assert game.pending.player == 1 and game.legal_actions() == [A.Bid(10), A.DROP]
    play(game, "bid 10")
    assert game.owner(DADELDHURA) == 1 and game.players[1].cash == 14_990


def test_no_bid_above_what_a_player_could_raise() -> None:
    game = make_game(players=2, dice=[(2, 4)])
    set_cash(game, 1, 100)
    give(game, 1, 1)  # Humla: mortgages for Rs 300
    play(game, "roll", "decline", "bid 10")
    assert game.max_bid(1) == 400
    with pytest.raises(IllegalAction, match="400"):
        game.apply("bid 410")
    play(game, "bid 400", "drop")
    assert game.owner(DADELDHURA) == 1
    # Bikash owes Rs 400 with Rs 100 in hand: he must raise it before play goes on
    assert (game.pending.kind, game.pending.player, game.pending.amount) == ("raise", 1, 400)
    play(game, "mortgage 1")
    assert game.players[1].cash == 0 and game.pending.kind == "end" and game.pending.player == 0


def test_a_bidder_who_cannot_reach_the_opening_bid_is_dropped_before_anyone_is_asked() -> None:
    game = make_game(players=3, dice=[(2, 4)])
    set_cash(game, 1, 5)  # the least bid is Rs 10, and nothing to mortgage
    events = play(game, "roll", "decline")
    assert of(events, E.CantFollow) == [E.CantFollow(1, 5)]
    assert game.auction.bidders == [0, 2] and game.pending.player == 0
    play(game, "bid 10")
    assert game.pending.player == 2  # Bikash's seat is never asked
    assert "drop" not in game.history


def test_a_bidder_a_raise_leaves_behind_is_dropped_at_once_and_the_last_one_in_wins() -> None:
    game = make_game(players=3, dice=[(2, 4)])
    set_cash(game, 2, 300)
    play(game, "roll", "decline", "bid 100", "bid 200", "bid 250")
    events = play(game, "bid 300")  # seat 0: the least bid is now past seat 2's Rs 300
    assert of(events, E.CantFollow) == [E.CantFollow(2, 300)]
    assert game.pending.player == 1 and game.auction.bidders == [0, 1]
    events = play(game, "bid 400", "drop")  # seat 0 drops: seat 2 is not asked in between
    assert of(events, E.AuctionEnded) == [E.AuctionEnded(DADELDHURA, 1, 400)]


def test_when_nobody_can_reach_the_opening_bid_the_place_stays_with_the_bank() -> None:
    game = make_game(players=2, dice=[(2, 4)])
    play(game, "roll")
    set_cash(game, 0, 5)
    set_cash(game, 1, 5)
    events = play(game, "decline")
    assert of(events, E.CantFollow) == [E.CantFollow(0, 5), E.CantFollow(1, 5)]
    assert of(events, E.AuctionEnded) == [E.AuctionEnded(DADELDHURA, None, 0)]
    assert game.owner(DADELDHURA) is None and game.auction is None


def test_with_the_auction_off_a_declined_place_stays_with_the_bank() -> None:
    game = make_game(players=3, dice=[(2, 4)], settings={"auction": False})
    events = play(game, "roll", "decline")
    assert not of(events, E.AuctionStarted) and game.auction is None
    assert game.owner(DADELDHURA) is None
    assert game.pending.kind == "end" and game.pending.player == 0


def test_after_an_auction_on_a_doubles_throw_the_thrower_throws_again() -> None:
    game = make_game(players=2, dice=[(3, 3), (1, 2)])
    play(game, "roll", "decline", "drop", "bid 10")
    assert game.owner(DADELDHURA) == 1
    assert (game.pending.kind, game.pending.player) == ("roll", 0)
    play(game, "roll")
    assert game.players[0].position == 9


def test_each_auction_counts_what_a_bidder_holds_when_it_opens() -> None:
    # the engine works a bidder's limit out once an auction (nothing held changes while bids go
    # round); the next auction, a copy and a reloaded game must each count afresh
    game = make_game(players=2, dice=[(2, 4), (1, 2)])
    set_cash(game, 1, 100)
    give(game, 1, 1)  # Humla: mortgages for Rs 300
    play(game, "roll", "decline", "bid 10")
    assert game.max_bid(1) == 400
    play(game, "bid 400", "drop", "mortgage 1")  # Bikash wins Dadeldhura and raises the Rs 400
    assert game.owner(DADELDHURA) == 1 and game.players[1].cash == 0
    play(game, "end", "roll", "decline")  # Bikash can't pay for Jumla: it goes to auction
    assert (game.pending.kind, game.pending.player) == ("bid", 1)
    assert game.max_bid(1) == 500  # Dadeldhura mortgages for Rs 500; Humla is already mortgaged
    assert game.max_bid(0) == 15_000  # Asha lost the first auction: she paid nothing
    copy = game.clone()
    give(copy, 1, 8)  # Mahendranagar, set up on the copy only: Rs 500 more to raise there
    assert copy.max_bid(1) == 1_000 and game.max_bid(1) == 500
    loaded = type(game).from_dict(game.to_dict())
    assert loaded.max_bid(1) == 500
    with pytest.raises(IllegalAction, match="500"):
        loaded.apply("bid 510")
    play(loaded, "bid 500", "drop")
    assert loaded.owner(3) == 1 and (loaded.pending.kind, loaded.pending.amount) == ("raise", 500)
