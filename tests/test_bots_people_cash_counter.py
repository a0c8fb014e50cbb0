"""A person who answers a bot's offer with the same places and only more cash hears the sum the
bot's offer stands at, never "not with those places": no place changed. In Business GST the bot
pays GST on its cash, so a bot that offered most of what it holds can't meet any dearer price and
sends its own offer back."""

from __future__ import annotations

import random

import pytest
from helpers import give, pass_turn, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView, new_game
from byapar.engine import actions as A

AHMEDABAD, KANPUR, HYDERABAD = 4, 21, 26  # Business GST blues: three of five let their owner build
HUMLA, JUMLA, ILAM, DHARAN, BIRATNAGAR = 1, 3, 21, 23, 24  # Byapar: Karnali and the East
KENT, WHITECHAPEL = 1, 3  # Classic: the browns


def _answer_to_more_cash(edition: str, bot_holds: tuple[int, ...], wanted: int, left_over: int,
                         raised_by: int) -> tuple[A.Offer, A.Action, object]:
    """The Medium bot (seat 1) offers the person (seat 0) cash for `wanted` on its turn; it then holds
    `left_over` beyond that cash, and the person counters with the same place for `raised_by` more.
    The bot's offer, its answer and its reply."""
    game = new_game(edition, ["Asha", "Bot B"], settings={"rounds": 30, "opening": "seat", "bot_offers": "often"},
                    seed=3, dice=[(3, 4), (1, 2), (2, 3)])
    give(game, 1, *bot_holds)
    give(game, 0, wanted)
    bot = make_bot("medium", 3)
    seat_bots({1: bot}, people=(0,))
    view = GameView(game, random.Random(3))
    pass_turn(game)
    offer = bot.decide(view, game.legal_actions())
    assert type(offer) is A.Offer and offer.get.squares == (wanted,) and not offer.give.squares, offer
    game.apply(offer)
    set_cash(game, 1, offer.give.cash + left_over)
    game.apply(A.Counter(offer.get, A.Items((), offer.give.cash + raised_by)))
    answer = bot.decide(view, game.legal_actions())
    return offer, answer, bot.last_reply


@pytest.mark.parametrize(("edition", "bot_holds", "wanted", "left_over", "raised_by"), [
    ("business_gst", (AHMEDABAD, KANPUR), HYDERABAD, 600, 300),  # more cash, and its GST, past what it holds
    ("byapar", (HUMLA, ILAM, DHARAN, BIRATNAGAR), JUMLA, 1_000, 1_000),  # all it holds
    ("classic", (KENT,), WHITECHAPEL, 1_000, 1_000),  # room to spare: said so before as now
])
def test_more_cash_for_the_same_place_hears_the_most_the_bot_pays(edition: str, bot_holds: tuple[int, ...],
                                                                  wanted: int, left_over: int, raised_by: int) -> None:
    offer, answer, reply = _answer_to_more_cash(edition, bot_holds, wanted, left_over, raised_by)
    assert not reply.accepted and answer == reply.counter, reply
    assert (answer.give, answer.get) == (offer.give, offer.get)  # its own offer stands
    assert (reply.reason, reply.fields) == ("bot_why_stands_pay", {"amount": offer.give.cash}), reply
