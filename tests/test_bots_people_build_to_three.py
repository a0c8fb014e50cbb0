"""Beside people a bot holding a set builds its first three houses a place, the rent step that matters,
with the cash it builds with among bots alone, keeping in hand only its steady cash (`cash_kept`) and
what the next trip round the board may cost. Past the third house it still keeps a salary in hand, or
in what mortgaging its places outside sets raises. Before, that salary held Hard's sets unbuilt beside
a person for round after round, while the person built past it."""

from __future__ import annotations

import random

from helpers import give, make_game, put_at, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView

HUMLA, JUMLA = 1, 3  # the Karnali, Rs 500 a house
RAJBIRAJ, JANAKPUR, BIRGUNJ = 11, 13, 14  # the Madhesh: Birgunj asks Rs 240 as a set, Rs 9,000 with a hotel
JAIL = 10


def _built_from(kind: str, cash: int, people: tuple[int, ...], madhesh_level: int = 0) -> tuple[int, int, int]:
    """Round 10 of 30: the bot (seat 0, at Start) holds the Karnali unbuilt and nothing else; Asha
    (seat 1) holds the Madhesh built to `madhesh_level`. The bot throws 4 and 6 to Jail, just visiting, Janakpur and
    Birgunj a throw ahead. Its houses on Humla and Jumla, and its cash, once its turn is over."""
    game = make_game(2, dice=[(4, 6)], settings={"rounds": 30, "opening": "seat"})
    give(game, 0, HUMLA, JUMLA)
    give(game, 1, RAJBIRAJ, JANAKPUR, BIRGUNJ, level=madhesh_level)
    set_cash(game, 0, cash)
    put_at(game, 0, 0)
    game.round = 10
    bot = make_bot(kind, 3)
    seat_bots({0: bot}, people=people)
    view = GameView(game, random.Random(3))
    for _ in range(30):  # bounded: a throw, at most ten houses and the end of the turn
        if game.pending.player != 0:
            break
        game.apply(bot.decide(view, game.legal_actions()))
    assert game.players[0].position == JAIL and game.pending.player == 1
    return game.levels[HUMLA], game.levels[JUMLA], game.players[0].cash


def test_beside_a_person_hard_builds_three_houses_a_place_as_among_bots() -> None:
    """With Rs 3,500 and nothing to mortgage, Hard builds three houses on Humla and on Jumla beside a
    person, down to Rs 500, as it does among bots: the next trip asks no more than Birgunj's Rs 240.
    It kept a salary in hand before, and stopped at three houses in all."""
    assert _built_from("hard", 3_500, people=()) == (3, 3, 500)
    assert _built_from("hard", 3_500, people=(1,)) == (3, 3, 500)


def test_beside_a_person_hard_keeps_a_salary_in_hand_past_the_third_house() -> None:
    """With Rs 5,000 Hard builds the fourth house among bots alone; beside a person it stops at three
    a place, the salary kept in hand past them."""
    humla, jumla, _ = _built_from("hard", 5_000, people=())
    assert humla + jumla > 6
    assert _built_from("hard", 5_000, people=(1,)) == (3, 3, 2_000)


def test_beside_a_person_medium_builds_keeping_half_a_salary() -> None:
    """With Rs 3,500 Medium builds five houses beside a person, keeping its steady Rs 1,000 in hand,
    where it kept a whole salary before and built three."""
    humla, jumla, cash = _built_from("medium", 3_500, people=(1,))
    assert (humla + jumla, cash) == (5, 1_000)


def test_beside_a_person_medium_builds_its_set_with_a_hotel_on_the_board() -> None:
    """Asha's Madhesh stands at hotels (Birgunj asks Rs 9,000). With Rs 5,000 Medium builds three houses
    a place beside her, keeping a salary in hand; among bots alone it keeps that hotel's rent and builds
    nothing, as it did beside her before."""
    assert _built_from("medium", 5_000, people=(), madhesh_level=5) == (0, 0, 5_000)
    assert _built_from("medium", 5_000, people=(1,), madhesh_level=5) == (3, 3, 2_000)
