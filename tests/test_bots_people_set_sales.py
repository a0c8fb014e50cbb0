"""A bot's sale to a person of the place that finishes their set: one price whether the person asks
for it or the bot offers it, and a price that weighs what the whole set does for the person over
the rounds left against what the cash does for the bot."""

from __future__ import annotations

import random

import pytest
from helpers import bot_looking, give, seeded_game, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView
from byapar.engine import actions as A

GORKHA, BANDIPUR, TANSEN = 16, 18, 19  # the Hills
RAJBIRAJ, JANAKPUR, BIRGUNJ = 11, 13, 14  # Madhesh
ILAM, DHANGADHI, PATAN, POKHARA, DHARAN = 21, 9, 34, 31, 23


def _table(kind: str, bot: int, person_cash: int, bot_cash: int, round_: int, bot_set: bool = False):
    """Four seats, as a tester met it: the person holds Gorkha and Bandipur, the bot (seat `bot`; the
    person is the other of seats 0 and 1) Tansen, the last of the Hills, and no set of its own unless
    `bot_set` (then Madhesh whole); a Hard and a Medium beside them. Seat 0 is to play."""
    person = 1 - bot
    game = seeded_game(4, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, person, GORKHA, BANDIPUR, DHANGADHI)
    give(game, bot, TANSEN, ILAM, *((RAJBIRAJ, JANAKPUR, BIRGUNJ) if bot_set else ()))
    give(game, 2, POKHARA)
    give(game, 3, DHARAN, PATAN)
    set_cash(game, person, person_cash)
    set_cash(game, bot, bot_cash)
    game.round = round_
    player = make_bot(kind, 3)
    seat_bots({bot: player, 2: make_bot("hard", 5), 3: make_bot("medium", 6)}, people=(person,))
    return game, player



def test_names_assumed_here() -> None:
    game, _ = _table("hard", 1, 6_000, 3_000, 9)
    names = [game.edition.squares[s].name for s in (GORKHA, BANDIPUR, TANSEN, RAJBIRAJ, JANAKPUR, BIRGUNJ)]
    assert names == ["Gorkha", "Bandipur", "Tansen", "Rajbiraj", "Janakpur", "Birgunj"]


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_that_keeps_the_last_place_of_a_persons_set_when_asked_sells_it_for_no_less_later(kind: str) -> None:
    """Round 7: a person with Rs 12,000 offers Rs 2,600 for Tansen. Where the bot keeps it without
    naming a price, it names no price for Tansen two rounds later either, when the person has spent
    down to Rs 6,000 (it sold it for Rs 4,000 then: the less the person held, the less it asked)."""
    game, bot = _table(kind, 1, 12_000, 3_000, 7)
    game.apply(A.Offer(1, A.Items((), 2_600), A.Items((TANSEN,))))
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    reply = bot.last_reply
    named = answer.get.cash if isinstance(answer, A.Counter) and not answer.get.squares else None
    assert named is not None or reply.reason == "bot_why_set_theirs_keep", (answer, reply)
    game.round, game.players[0].cash = 9, 6_000
    view = bot_looking(bot, game)
    later, _ = bot._price_for_person(view, 1, 0, (TANSEN,), (), answering=True)
    if named is None:
        assert later is None, later
    else:
        assert later is None or later.get.cash >= named, (named, later)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_that_said_it_would_rather_keep_a_place_offers_it_only_once_the_table_moves(kind: str) -> None:
    """Having told the person it would rather keep Tansen than name a price, the bot doesn't price a
    sale of it to them while nothing that answer rested on has moved; once the person's cash has
    moved by more than a tenth, it prices it afresh."""
    game, bot = _table(kind, 1, 12_000, 3_000, 7)
    game.apply(A.Offer(1, A.Items((), 2_600), A.Items((TANSEN,))))
    view = GameView(game, random.Random(3))
    bot.decide(view, game.legal_actions())
    assert bot.last_reply.reason == "bot_why_set_theirs_keep", bot.last_reply
    assert not bot._may_price(view, 1, 0, (TANSEN,), ())
    game.players[0].cash = 13_000  # a twelfth more: the same table
    assert not bot._may_price(view, 1, 0, (TANSEN,), ())
    game.players[0].cash = 9_000
    assert bot._may_price(view, 1, 0, (TANSEN,), ())


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_with_no_set_of_its_own_asks_for_the_last_place_of_a_persons_set_what_the_set_is_worth(kind: str) -> None:
    """Round 9 as the tester met it: a person with Rs 6,000 holds Gorkha and Bandipur, the bot Rs
    3,000, Tansen and no set to build on. It sold Tansen for Rs 4,000, and the Hills' rents made
    the person's game. Now the least it takes covers what the Hills add to the person over the
    rounds left, far past Rs 4,000, and it offers no sale it wouldn't take at that."""
    game, bot = _table(kind, 0, 6_000, 3_000, 9)
    view = bot_looking(bot, game)
    assert not bot.would_take(view, 0, 1, A.Items((TANSEN,)), A.Items((), 8_000))
    offer, _ = bot._offer_for_person(view, 0, 1, (TANSEN,), ())
    assert offer is None or offer.get.cash >= 10_000, offer
    ask = next(c for c in range(0, 60_001, 500) if bot.would_take(view, 0, 1, A.Items((TANSEN,)), A.Items((), c)))
    assert ask >= 10_000, ask


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_that_can_build_a_set_of_its_own_with_the_cash_takes_less_for_a_persons_last_place(kind: str) -> None:
    """The same table with Madhesh whole in the bot's hands: the cash builds there, so the least it
    takes for Tansen is lower than with no set to build on, and still past half as much again over
    the printed price."""
    least = {}
    for bot_set in (False, True):
        game, bot = _table(kind, 0, 6_000, 3_000, 9, bot_set=bot_set)
        view = bot_looking(bot, game)
        least[bot_set] = -bot._most_i_pay(view, 0, 1, A.Items((TANSEN,)), A.Items())
    assert 3_000 <= least[True] < least[False], least


def test_easy_keeps_a_newcomers_price_for_the_last_place_of_a_persons_set() -> None:
    """Easy, a newcomer, still sells Tansen at half as much again over its printed price."""
    game, bot = _table("easy", 0, 6_000, 3_000, 9)
    view = bot_looking(bot, game)
    assert bot.would_take(view, 0, 1, A.Items((TANSEN,)), A.Items((), 3_000))
