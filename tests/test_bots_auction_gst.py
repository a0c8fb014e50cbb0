"""Business GST: the winner of an auction owes the bid's GST on top of it. A bot that bids from its
cash beside people counts that tax: a Medium that bid its last Rs 2,500 for Srinagar then owed
Rs 150 it didn't have and mortgaged to pay, which read to a family as a bot that can't count."""

from __future__ import annotations

import random

from helpers import give, outbid_until_dropped, put_at, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import Game, GameView, new_game
from byapar.engine import actions as A
from byapar.engine import kinds as K

MUMBAI, DELHI, SRINAGAR = 1, 10, 17  # three reds of five let their owner build; Srinagar costs Rs 5,000


def _srinagar_auction(cash: int) -> Game:
    """Asha (seat 0, a person) declines Srinagar; the bot in seat 1 holds Mumbai and Delhi (so
    Srinagar lets it build) and `cash`; Bikash (seat 2) drops out."""
    game = new_game("business_gst", ["Asha", "Bot", "Bikash"], settings={"rounds": 30, "opening": "seat"},
                    seed=7, dice=[(3, 4)])
    give(game, 1, MUMBAI, DELHI)
    set_cash(game, 1, cash)
    put_at(game, 0, SRINAGAR - 7)
    game.round = 5
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == SRINAGAR
    game.apply(A.DECLINE)
    return game


def _bots_last_bid(kind: str, cash: int) -> tuple[int, Game]:
    """The bot's last bid while Asha outbids it by Rs 50 each time, and the game once it ends."""
    game = _srinagar_auction(cash)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0, 2))
    return outbid_until_dropped(game, bot, raise_by=50), game


def test_beside_people_medium_bidding_from_its_cash_leaves_room_for_the_bids_gst() -> None:
    """Srinagar mortgages for Rs 2,500: Medium, which bids from its cash beside people, still bids
    for it with just that in hand, but never past what the cash pays with the tax on top."""
    last, game = _bots_last_bid("medium", 2_500)
    assert last > 0, "it bids for the place that lets it build"
    assert last + game.gst(last) <= 2_500, (last, game.gst(last))


def test_beside_people_medium_bids_for_its_sets_last_place_within_its_cash_and_the_gst() -> None:
    """Srinagar finishes Medium's reds: it keeps back only the dearest rent on the board, not a
    salary, and its bid and the tax on it stay within its cash."""
    last, game = _bots_last_bid("medium", 6_000)
    assert 6_000 - 1_500 < last + game.gst(last) <= 6_000, (last, game.gst(last))


def test_beside_people_hard_borrowing_for_its_set_counts_the_gst_in_what_it_raises() -> None:
    """Hard mortgages outside the set for the place that finishes it: its bid and the tax stay
    within its cash and what Mumbai and Delhi mortgage for."""
    last, game = _bots_last_bid("hard", 2_500)
    raisable = sum(game.mortgage_value(s) for s in (MUMBAI, DELHI))
    assert 2_500 < last and last + game.gst(last) <= 2_500 + raisable, (last, game.gst(last))


def test_a_medium_that_wins_pays_the_gst_from_cash_without_mortgaging() -> None:
    """Asha drops at once: Medium wins Srinagar with cash of Rs 2,500 and pays bid and tax in cash."""
    game = _srinagar_auction(2_500)
    bot = make_bot("medium", 3)
    seat_bots({1: bot}, people=(0, 2))
    for _ in range(50):  # an auction and a tax to pay: a handful of decisions
        if game.pending.player != 1 and game.auction is None:
            break
        if game.pending.player == 1:
            game.apply(bot.decide(GameView(game, random.Random(3)), game.legal_actions()))
        else:
            game.apply(A.DROP)
    assert game.owner(SRINAGAR) == 1
    assert not any(game.is_mortgaged(s) for s in (MUMBAI, DELHI, SRINAGAR))
    assert game.players[1].cash >= 0
