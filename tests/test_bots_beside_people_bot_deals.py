"""Beside people, the deals bots make with each other read sensibly to the people watching: no bot
pays another more than `PERSON_PRICE_CEILING` times a place's printed price (Hard's look-ahead once
paid Rs 4,420 for Jumla, printed Rs 600), and a bot that leads the table is no more sold the place
finishing its set cheaply than a leading person is. Among bots alone they trade as before."""

from __future__ import annotations

import pytest
from helpers import bot_looking, give, make_game, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.bots.strategy import PERSON_PRICE_CEILING
from byapar.engine import actions as A

HUMLA, JUMLA = 1, 3  # Karnali: Rs 600 each
RAJBIRAJ, JANAKPUR, BIRGUNJ = 11, 13, 14  # Madhesh
ILAM, DHARAN, BIRATNAGAR = 21, 23, 24  # the East


def _seated(kind: str, players: int, people: tuple[int, ...]):
    """A Byapar table in round 10 of 30; a bot of `kind` in seat 1 (the one asked), Mediums in
    the other bots' seats; returns the game, the bot and its view, `look` done."""
    game = make_game(players, settings={"rounds": 30})
    game.round = 10
    bot = make_bot(kind, 3)
    seat_bots({1: bot, **{p: make_bot("medium", p) for p in range(2, players) if p not in people}}, people=people)
    return game, bot



def _most_paid_for_jumla(kind: str, people: tuple[int, ...]) -> int:
    """The most cash the bot (Rs 20,000, holding Humla) takes paying a Medium (seat 2) for Jumla."""
    game, bot = _seated(kind, 3, people)
    give(game, 1, HUMLA)
    give(game, 2, JUMLA)
    set_cash(game, 1, 20_000)
    view = bot_looking(bot, game)
    taken = [x for x in range(0, 10_001, 100) if bot.would_take(view, 1, 2, A.Items((), x), A.Items((JUMLA,)))]
    return max(taken, default=0)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_beside_people_a_bot_pays_another_bot_at_most_the_ceiling_times_the_price(kind: str) -> None:
    ceiling = PERSON_PRICE_CEILING * 600
    assert 0 < _most_paid_for_jumla(kind, people=(0,)) <= ceiling
    assert _most_paid_for_jumla(kind, people=()) > ceiling  # among bots alone, as before


def _least_taken_in_the_swap(kind: str, people: tuple[int, ...], partner_cash: int) -> int:
    """The least cash the bot (seat 1: Ilam and Janakpur, Rs 10,000) takes besides Rajbiraj and
    Birgunj (its Madhesh) for Ilam, from a Medium (seat 2) holding the rest of both groups with
    `partner_cash`: the swap finishes a set for each. Seats 0 and 3 hold Rs 15,000."""
    game, bot = _seated(kind, 4, people)
    give(game, 1, ILAM, JANAKPUR)
    give(game, 2, DHARAN, BIRATNAGAR, RAJBIRAJ, BIRGUNJ)
    for seat, cash in enumerate((15_000, 10_000, partner_cash, 15_000)):
        set_cash(game, seat, cash)
    view = bot_looking(bot, game)
    return next(x for x in range(0, 40_001, 100)
                if bot.would_take(view, 1, 2, A.Items((ILAM,)), A.Items((RAJBIRAJ, BIRGUNJ), x)))


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_beside_people_a_bot_asks_a_leading_bot_more_for_the_set_a_swap_gives_it(kind: str) -> None:
    beside_people = _least_taken_in_the_swap(kind, (0,), partner_cash=40_000)
    assert beside_people > 1.5 * _least_taken_in_the_swap(kind, (), partner_cash=40_000)
    # a partner who doesn't lead the table is asked much as before
    assert _least_taken_in_the_swap(kind, (0,), 12_000) <= _least_taken_in_the_swap(kind, (), 12_000) + 1_000
