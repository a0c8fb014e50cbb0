"""What a bot says it would pay a person for a place (its counter-offer, or "I'd pay Rs X less") is
the most it offers them for that place itself while its word stands: a Medium that answered an
offer of Gautam Buddha Airport for Rs 2,500 with Rs 500 (short of cash) and offered Rs 2,050 for it
unasked a round later, its salary in, read to a family as a bot that lowballs and then overpays.
Once an owner in the place's group has changed, the old counter no longer binds."""

from __future__ import annotations

import random

import pytest
from helpers import dice, give, make_game, put_at, set_cash, tries

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView
from byapar.engine import actions as A
from byapar.engine import kinds as K

PERSON, BOT = 0, 1
GAUTAM_BUDDHA_AIRPORT, POKHARA_AIRPORT, TRIBHUVAN_AIRPORT = 5, 15, 35
ASKED = 1_500  # the person's price for Gautam Buddha Airport: all the bot's cash, below the printed Rs 2,000
# the person's places on the bot's way, mortgaged: the bot lands on them and pays no rent, buys nothing
MORTGAGED = (1, 3, 6, 8, 9, 11, 12, 13, 14, 16, 18, 19)
THROWS = [(1, 2), (1, 2), (2, 3), (2, 3), (1, 2), (1, 2), (1, 2), (1, 2)]  # person, bot, a round a pair


def _table(kind: str):
    """Heads-up, round 3 of 30: the person holds Gautam Buddha Airport (and, mortgaged, every place
    from Humla to Tansen), the bot (`kind`) Pokhara Airport and Rs 1,500, and stands two squares
    before Start, so its first throw brings its salary.
    The person is to play; the bot's view is kept for the whole game, as the app keeps it."""
    game = make_game(2, settings={"bot_offers": "often", "rounds": 30}, seed=3)
    give(game, PERSON, GAUTAM_BUDDHA_AIRPORT)
    give(game, PERSON, *MORTGAGED, mortgaged=True)
    give(game, BOT, POKHARA_AIRPORT)
    set_cash(game, PERSON, 6_000)
    set_cash(game, BOT, 1_500)
    game.round = 3
    put_at(game, PERSON, 2)
    put_at(game, BOT, len(game.edition.squares) - 2)
    bot = make_bot(kind, 4)
    bot.looks_ahead = False  # the price, not the dice of Hard's copies, is the subject
    seat_bots({BOT: bot}, people=(PERSON,))
    return game, bot, GameView(game, random.Random(1))


def _countered(game, bot, view) -> int:
    """The person offers the airport for `ASKED`; the bot's counter-offer, turned down: the cash it
    said it would pay."""
    game.apply(A.Offer(BOT, A.Items((GAUTAM_BUDDHA_AIRPORT,)), A.Items((), ASKED)))
    answer = bot.decide(view, game.legal_actions())
    assert type(answer) is A.Counter and answer.get.squares == (GAUTAM_BUDDHA_AIRPORT,), (answer, bot.last_reply)
    game.apply(answer)
    game.apply(A.REJECT)
    return answer.give.cash


def _bot_offers_for_the_airport(game, bot, view, rounds: int) -> list[int]:
    """Play on with scripted dice (each lands on its own places or the person's mortgaged ones) until
    `rounds` have gone: the cash of each offer the bot makes the person for the airport alone."""
    dice(game, *THROWS)
    paid = []
    for _ in tries(3_000, f"round {game.round + rounds}"):
        if game.round >= 3 + rounds:
            break
        pend = game.pending
        if pend.player == PERSON:
            game.apply({K.ROLL: A.ROLL, K.END: A.END, K.TRADE: A.REJECT, K.BID: A.DROP, K.BUY: A.DECLINE,
                        K.JAIL: A.ROLL}.get(pend.kind, A.END))
            continue
        action = bot.decide(view, game.legal_actions())
        if type(action) is A.Offer and action.get.squares == (GAUTAM_BUDDHA_AIRPORT,) and not action.give.squares:
            paid.append(action.give.cash - action.get.cash)
        game.apply(action)
    return paid


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_offers_a_person_no_more_for_a_place_than_its_counter_while_the_table_holds(kind: str) -> None:
    """Rs 1,400 asked, the bot counters what its cash allows; its salary comes in, yet in the rounds
    after it offers no more than that for the airport (the same offer again it doesn't make)."""
    game, bot, view = _table(kind)
    counter = _countered(game, bot, view)
    assert counter < ASKED
    paid = _bot_offers_for_the_airport(game, bot, view, rounds=4)
    assert game.players[BOT].cash > 1_500 + 1_000  # the salary came in: the bot could pay more now
    assert all(cash <= counter for cash in paid), (counter, paid)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_once_an_owner_in_the_group_changes_the_counter_no_longer_binds(kind: str) -> None:
    """The same, but Tribhuvan Airport goes to the bot after the counter: the airports' rents have
    moved, and the bot offers the person more than its counter for Gautam Buddha Airport."""
    game, bot, view = _table(kind)
    counter = _countered(game, bot, view)
    give(game, BOT, TRIBHUVAN_AIRPORT)
    paid = _bot_offers_for_the_airport(game, bot, view, rounds=4)
    assert any(cash > counter for cash in paid), (counter, paid)
