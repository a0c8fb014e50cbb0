"""A person who asks a bot for the place that finishes their set, where the bot names no cash
price for it, hears the swap for the place of theirs that finishes the bot's set instead, with cash
besides, as a counter-offer they can take: a bot that refuses every price for its own place while
asking the person for theirs read to families as one-sided."""

from __future__ import annotations

import random

import pytest
from helpers import give, set_cash

from byapar.app import lang
from byapar.app.bot_lines import bot_says
from byapar.app.session import Session, default_seat
from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.bots.strategy import FINISHER_PRICE_CEILING, PERSON_PRICE_CEILING
from byapar.engine import GameView, new_game
from byapar.engine import actions as A

NAMES = ["Asha", "Bot A", "Bot B", "Bot C"]
PERSON, BOT = 0, 1


def _table(kind: str):
    """Classic, round 14 of 20, four at the table: Asha, the person, with $1,300, holds Connecticut
    and Oriental Avenues (two of the light blues) and Mediterranean Avenue; the bot in seat 1, with
    $600, holds Vermont Avenue (the last light blue) and Baltic Avenue (with Mediterranean, the
    browns). Asha offers $350 for Vermont."""
    game = new_game("classic", NAMES, seed=5, settings={"bot_offers": "often", "rounds": 20, "opening": "seat"})
    at = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    give(game, PERSON, at["Connecticut Avenue"], at["Oriental Avenue"], at["Mediterranean Avenue"])
    give(game, BOT, at["Vermont Avenue"], at["Baltic Avenue"])
    set_cash(game, PERSON, 1_300)
    set_cash(game, BOT, 600)
    game.round = 14
    bot = make_bot(kind, 3)
    seat_bots({BOT: bot}, people=(PERSON,))
    game.apply(A.Offer(BOT, A.Items((), 350), A.Items((at["Vermont Avenue"],))))
    return game, bot, at


def _said(game, reply) -> str:
    """The bot's reason as the person reads it, in the language in use."""
    seats = [default_seat(0, "human", "Asha")] + [default_seat(i, "medium", name) for i, name in enumerate(NAMES[1:], 1)]
    return bot_says(Session(game, seats, autosave=False), reply.reason, reply.fields)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_refused_any_cash_price_for_vermont_the_bot_counters_with_vermont_for_mediterranean(kind: str) -> None:
    """The bot's least for Vermont alone is past any price it names a person, so before it said
    only that no price would make up the rents. Now it answers with Vermont for Mediterranean and
    cash from Asha: at least the least it takes for the swap, never past six times Vermont's
    printed price less Mediterranean's (the bound of its cash price for a set's last place), a
    deal it would take if Asha offered it, and one that, taken, gives each side its set."""
    game, bot, at = _table(kind)
    vermont, mediterranean = at["Vermont Avenue"], at["Mediterranean Avenue"]
    view = GameView(game, random.Random(3))
    answer, reply = bot.decide(view, game.legal_actions()), bot.last_reply
    assert isinstance(answer, A.Counter), (answer, reply)
    assert reply.reason == "bot_why_set_for_set" and reply.fields == {"place": mediterranean}, reply
    assert answer.give == A.Items((vermont,)), answer
    assert answer.get.squares == (mediterranean,), answer
    squares = game.edition.squares
    assert (squares[vermont].price, squares[mediterranean].price) == (100, 60)
    least = -bot._most_i_pay(view, BOT, PERSON, A.Items((vermont,)), A.Items((mediterranean,)))
    assert PERSON_PRICE_CEILING * 100 - 60 < least <= answer.get.cash <= FINISHER_PRICE_CEILING * 100 - 60, (least, answer)
    assert bot.would_take(view, BOT, PERSON, answer.give, answer.get), answer
    game.apply(answer)
    game.apply(A.ACCEPT)
    owners = game.owners
    assert owners[vermont] == PERSON and owners[mediterranean] == BOT
    assert owners[at["Baltic Avenue"]] == BOT and owners[at["Connecticut Avenue"]] == PERSON


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_swap_is_said_in_each_language(kind: str, each_language: str) -> None:
    """The counter-offer's reason names the place of Asha's the bot asks for, in English and Nepali."""
    game, bot, at = _table(kind)
    bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    said = _said(game, bot.last_reply)
    mediterranean = lang.square_name(game.edition.squares[at["Mediterranean Avenue"]])
    if each_language == "en":
        assert said == f"That finishes your set; I'd swap it for {mediterranean}, which finishes mine"
    else:
        assert said == f"यसले तपाईंको समूह पूरा गर्छ; मेरो समूह पूरा गर्ने {mediterranean} सँग म साट्छु"
