"""Continue's line names whose turn the saved game stands in, not who answers a question inside
it: a game left while Bikash bids in the auction of Asha's throw is "Asha to play"."""

from __future__ import annotations

from helpers import make_game, play, put_at

from byapar.app import store
from byapar.app.session import default_seat
from byapar.engine import actions as A

DHANGADHI = 9


def test_a_game_left_in_an_auction_is_continued_on_its_turn_s_player() -> None:
    game = make_game(3, dice=[(1, 2)])
    put_at(game, 0, DHANGADHI - 3)
    play(game, A.ROLL, A.DECLINE)  # Asha leaves the place to auction
    assert game.auction is not None and game.current == 0
    for _ in range(len(game.players)):  # bounded: until another than Asha is asked for a bid
        if game.pending.player != 0:
            break
        play(game, A.Bid(game.auction.high + 100 if game.auction.high else 100))
    assert game.pending.player != 0
    seats = [default_seat(i, "human", p.name) for i, p in enumerate(game.players)]
    assert store.summary(game, seats)["turn"] == 0
