"""A person holding Humla asks a bot for Jumla, the other half of the Karnali, which would finish
the person's set; the bot keeps it at any price the person could pay. Humla would finish the bot's
set just as well, so its refusal comes with the deal it would make instead: Humla for the cash its
own offer for Humla names, as a counter-offer the person can take. A bot that kept Jumla at every
price, then asked for Humla "to finish my group" in its next turn, read to a tester as one-way."""

from __future__ import annotations

import random

import pytest
from helpers import bot_looking, give, make_game, set_cash

from byapar.app import lang
from byapar.app.bot_lines import bot_says
from byapar.app.session import Session, default_seat
from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import Game, GameView
from byapar.engine import actions as A
from byapar.engine import kinds as K

PERSON, BOT = 0, 2
HUMLA, JUMLA, GORKHA, LUMBINI = 1, 3, 16, 27  # Humla and Jumla: the Karnali, Rs 600 each
PERSON_CASH, BOT_CASH = 9_000, 6_000
ASKS = {  # what the person offers for Jumla, as the tester did: cash, a place, a place and cash
    "Rs 800": A.Items((), 800),
    "Lumbini": A.Items((LUMBINI,)),
    "Lumbini and Rs 2,000": A.Items((LUMBINI,), 2_000),
}


def _table(kind: str, bot_cash: int = BOT_CASH) -> tuple[Game, object]:
    """Byapar, round 7 of 20, four at the table: the person (seat 0) holds Humla and Lumbini with Rs
    9,000; the bot in seat 2 holds Jumla and Gorkha with `bot_cash`. The person's turn."""
    game = make_game(4, settings={"bot_offers": "often", "rounds": 20, "opening": "seat"})
    give(game, PERSON, HUMLA, LUMBINI)
    give(game, BOT, JUMLA, GORKHA)
    set_cash(game, PERSON, PERSON_CASH)
    set_cash(game, BOT, bot_cash)
    game.round = 7
    bot = make_bot(kind, 3)
    seat_bots({BOT: bot}, people=(PERSON,))
    return game, bot


def _asked_for_jumla(kind: str, offered: A.Items, bot_cash: int = BOT_CASH):
    """The person offers `offered` for Jumla: (the game, the bot, its answer, its reply)."""
    game, bot = _table(kind, bot_cash)
    game.apply(A.Offer(BOT, offered, A.Items((JUMLA,))))
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    return game, bot, answer, bot.last_reply


def _own_offer_for_humla(kind: str) -> A.Offer:
    """The offer the bot makes the person in its own turn on the same table: cash for Humla."""
    game, bot = _table(kind)
    game.current = BOT
    game.pending = type(game.pending)(BOT, K.ROLL)
    offer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    assert type(offer) is A.Offer and offer.partner == PERSON, offer
    assert offer.get == A.Items((HUMLA,)) and not offer.give.squares, offer
    return offer


@pytest.mark.parametrize("asked", list(ASKS))
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_keeping_jumla_the_bot_offers_to_buy_humla_at_its_own_price(kind: str, asked: str) -> None:
    game, bot, answer, reply = _asked_for_jumla(kind, ASKS[asked])
    own = _own_offer_for_humla(kind)
    assert own.give.cash == 1_200  # what the tester was offered: twice Humla's printed price
    assert isinstance(answer, A.Counter), (answer, reply)
    assert reply.reason == "bot_why_both_want", reply
    assert reply.fields == {"place": JUMLA, "theirs": (HUMLA,), "amount": own.give.cash}, reply
    assert answer == A.Counter(A.Items((), own.give.cash), A.Items((HUMLA,))), answer
    assert reply.counter == answer
    view = GameView(game, random.Random(3))
    assert bot.would_take(view, BOT, PERSON, answer.give, answer.get)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_person_takes_the_counter_and_humla_goes_to_the_bot(kind: str) -> None:
    game, _, answer, _ = _asked_for_jumla(kind, ASKS["Rs 800"])
    game.apply(answer)
    game.apply(A.ACCEPT)
    assert game.owners[HUMLA] == BOT and game.owners[JUMLA] == BOT and game.owners[LUMBINI] == PERSON
    assert game.players[PERSON].cash == PERSON_CASH + answer.give.cash
    assert game.players[BOT].cash == BOT_CASH - answer.give.cash


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_that_cannot_pay_for_humla_only_keeps_jumla(kind: str) -> None:
    """With Rs 300 the bot names no price for Humla: it says it keeps Jumla, as before, and
    counters nothing."""
    _, _, answer, reply = _asked_for_jumla(kind, ASKS["Rs 800"], bot_cash=300)
    assert answer is A.REJECT, (answer, reply)
    assert (reply.reason, reply.fields, reply.counter) == ("bot_why_set_theirs_keep", {"place": JUMLA}, None)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_counter_is_said_in_each_language(kind: str, each_language: str) -> None:
    game, _, _, reply = _asked_for_jumla(kind, ASKS["Rs 800"])
    seats = [default_seat(0, "human", "Asha")] + [default_seat(i, "medium", f"Bot {i}") for i in (1, 2, 3)]
    session = Session(game, seats, autosave=False)
    said = bot_says(session, reply.reason, reply.fields)
    humla, jumla = (lang.square_name(game.edition.squares[s]) for s in (HUMLA, JUMLA))
    price = session.money(reply.fields["amount"])
    if each_language == "en":
        assert said == f"We both want this group: I won't sell {jumla}, but I'd buy your {humla} for {price}"
    else:
        assert said == f"हामी दुवैलाई यही समूह चाहिएको छ: म {jumla} बेच्दिनँ, तर तपाईंको {humla} {price}मा किन्न तयार छु"


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_that_sold_humla_cheaper_lately_does_not_offer_to_buy_it_back_dearer(kind: str) -> None:
    """The bot sold the person Humla for Rs 700 last round, holding Jumla then as now: buying it
    back for Rs 1,200 would hand the person Rs 500 for nothing (its word, `bots.word`), so it only
    keeps Jumla."""
    game, bot = _table(kind)
    view = bot_looking(bot, game)
    game.round = 6
    bot.word.put(PERSON, A.Items((HUMLA,)), A.Items((), 700))
    bot.word.sold(view, BOT, HUMLA, PERSON)
    game.round = 7
    game.apply(A.Offer(BOT, ASKS["Rs 800"], A.Items((JUMLA,))))
    answer = bot.decide(view, game.legal_actions())
    assert answer is A.REJECT, (answer, bot.last_reply)
    assert bot.last_reply.reason == "bot_why_set_theirs_keep", bot.last_reply
