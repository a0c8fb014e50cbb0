"""Beside people, a bot short of spare cash still bids for a place up to what mortgaging it would
raise: won for less, the place raises more than it cost, and a person watching a place go for the
least bid reads the bot as asleep."""

from __future__ import annotations

import random

import pytest
from helpers import give, make_game, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView
from byapar.engine import actions as A
from byapar.engine import kinds as K

JUMLA = 3
POKHARA, BHAKTAPUR, PATAN = 31, 32, 34  # the Valley: built to hotels, the dearest rent on the board


def _bots_bid(kind: str, people: tuple[int, ...]) -> A.Action:
    """Round 29 of 30: Asha (seat 0) declines Jumla (Rs 600); the bot (seat 1, Rs 700) answers
    the opening of its auction while Bikash's hotels on the Valley ask it to keep back far more."""
    game = make_game(3, dice=[(1, 2)], settings={"rounds": 30, "opening": "seat"})
    give(game, 2, POKHARA, BHAKTAPUR, PATAN, level=5)
    set_cash(game, 1, 700)
    game.round = 29
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == JUMLA
    game.apply(A.DECLINE)
    if game.pending.player == 0:
        game.apply(A.DROP)
    assert game.pending.kind == K.BID and game.pending.player == 1
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=people)
    return bot.decide(GameView(game, random.Random(3)), game.legal_actions())


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_beside_people_a_bot_bids_for_a_place_up_to_its_mortgage_value_whatever_it_keeps_back(kind: str) -> None:
    bid = _bots_bid(kind, people=(0, 2))
    assert isinstance(bid, A.Bid) and bid.amount <= 300, bid  # Jumla mortgages for Rs 300
