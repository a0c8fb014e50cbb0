"""The buying stand-in for a person (`byapar.bots.person.BuyingPerson`), which the benches seat as
families who beat the bots played: it buys every place it can pay for, a tenth of a salary kept,
bids to the printed price (half as much again for its set's last place), builds evenly at once
and refuses the bots' offers."""

from __future__ import annotations

import random

from helpers import give, make_game, pass_turn, put_at, set_cash

from byapar.bots.person import BuyingPerson
from byapar.engine import GameView
from byapar.engine import actions as A
from byapar.engine import kinds as K

HUMLA, JUMLA = 1, 3  # the Karnali, Rs 600 each, Rs 500 a house
CHAUTARI, DRINKING_WATER = 20, 28  # Drinking Water: Rs 1,500


def _decides(game) -> A.Action:
    return BuyingPerson(3).decide(GameView(game, random.Random(3)), game.legal_actions())


def _on_drinking_water(cash: int):
    """The stand-in (seat 0) with `cash` throws 5 and 3 from Chautari onto Drinking Water."""
    game = make_game(2, dice=[(5, 3)], settings={"rounds": 30, "opening": "seat"})
    set_cash(game, 0, cash)
    put_at(game, 0, CHAUTARI)
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY
    return game


def test_it_buys_a_place_keeping_a_tenth_of_a_salary() -> None:
    """Drinking Water's Rs 1,500 leaves Rs 200 of Rs 1,700: it buys; of Rs 1,690 it lets it go."""
    assert _decides(_on_drinking_water(1_700)) == A.BUY
    assert _decides(_on_drinking_water(1_690)) == A.DECLINE


def test_it_bids_to_the_printed_price_and_no_further() -> None:
    """Rich, it bids for Drinking Water against Bikash, a step at a time, to Rs 1,500 and drops."""
    game = _on_drinking_water(5_000)
    game.apply(A.DECLINE)
    for _ in range(40):  # bounded: Bikash raises by Rs 100 until the stand-in drops
        if game.auction is None or game.pending.player != 0:
            break
        action = _decides(game)
        if action == A.DROP:
            break
        assert isinstance(action, A.Bid) and action.amount <= 1_500
        game.apply(action)
        game.apply(A.Bid(game.pending.amount + 100))
    assert action == A.DROP and game.pending.amount > 1_400


def test_it_builds_its_set_evenly_at_once() -> None:
    """Holding the Karnali, Humla with a house, it throws 6 and 4 to Jail, just visiting, and puts
    its next house on Jumla."""
    game = make_game(2, dice=[(6, 4)], settings={"rounds": 30, "opening": "seat"})
    give(game, 0, HUMLA, JUMLA)
    game.levels[HUMLA] = 1
    set_cash(game, 0, 5_000)
    game.apply(A.ROLL)
    assert game.pending.kind == K.END and game.pending.player == 0
    assert _decides(game) == A.Build(JUMLA)


def test_it_refuses_a_bots_offer_for_its_places() -> None:
    """Bikash, a bot, offers Rs 2,000 for its Humla (Rs 600) at the start of his turn."""
    game = make_game(2, dice=[(6, 4)], settings={"rounds": 30, "opening": "seat"})
    give(game, 0, HUMLA)
    pass_turn(game)
    game.apply(A.Offer(0, A.Items((), 2_000), A.Items((HUMLA,))))
    assert game.pending.kind == K.TRADE and game.pending.player == 0
    assert _decides(game) == A.REJECT
