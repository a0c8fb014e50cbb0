"""A bot whose most for a person's place is held by the cash it keeps in hand beside people
(`strategy.trade_floor`), not by what the place is worth to it, says so with both sums, where it
said "too dear for me": a bot holding $361 that called $300 for the last place of its reds too dear
and offered $80 read as one that didn't want the place."""

from __future__ import annotations

import random

from helpers import give, set_cash

from byapar.app import lang
from byapar.app.bot_lines import bot_says
from byapar.app.session import Session, default_seat
from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView, new_game
from byapar.engine import actions as A

NAMES = ["Asha", "Bot A", "Bot B", "Bot C"]
PERSON, BOT = 0, 3


def _table(cash: int):
    """Classic, round 10 of 30: Asha, the person, with $204, holds the light blues with four houses
    each, and Indiana Avenue; Bot C, a Medium with `cash`, holds Kentucky and Illinois Avenues, the
    other reds. Asha offers Indiana for $300."""
    game = new_game("classic", NAMES, seed=5, settings={"bot_offers": "often", "rounds": 30, "opening": "seat"})
    at = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    give(game, PERSON, at["Indiana Avenue"])
    give(game, PERSON, at["Oriental Avenue"], at["Vermont Avenue"], at["Connecticut Avenue"], level=4)
    give(game, BOT, at["Kentucky Avenue"], at["Illinois Avenue"])
    set_cash(game, PERSON, 204)
    set_cash(game, BOT, cash)
    game.round = 10
    bot = make_bot("medium", 3)
    seat_bots({BOT: bot}, people=(PERSON,))
    game.apply(A.Offer(BOT, A.Items((at["Indiana Avenue"],)), A.Items((), 300)))
    return game, bot, at


def _said(game, reply) -> str:
    """The bot's reason as the person reads it, in the language in use."""
    seats = [default_seat(0, "human", "Asha")] + [default_seat(i, "medium", name) for i, name in enumerate(NAMES[1:], 1)]
    return bot_says(Session(game, seats, autosave=False), reply.reason, reply.fields)


def test_a_counter_held_by_the_cash_kept_names_it_and_the_most_paid() -> None:
    """With $500 Bot C keeps $225 in hand beside a person, so it pays at most $275 (by the reds'
    worth alone it would pay more): its counter is $270 for Indiana, and its reason names the $225
    it keeps and the $270, not "too dear for me; I'd pay $30 less". Asha takes it."""
    game, bot, at = _table(500)
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    reply = bot.last_reply
    assert isinstance(answer, A.Counter), (answer, reply)
    assert answer.give == A.Items((), 270) and answer.get == A.Items((at["Indiana Avenue"],)), answer
    assert reply.reason == "bot_why_cash_kept" and reply.fields == {"kept": 225, "amount": 270}, reply
    game.apply(answer)
    game.apply(A.ACCEPT)
    assert game.owners[at["Indiana Avenue"]] == BOT and game.players[PERSON].cash == 474


def test_haggled_up_again_the_bot_gives_the_same_reason() -> None:
    """Asha changes the $270 counter to $290: Bot C sends its $270 back, saying again what it keeps."""
    game, bot, at = _table(500)
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    game.apply(answer)
    game.apply(A.Counter(A.Items((at["Indiana Avenue"],)), A.Items((), 290)))
    again = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    reply = bot.last_reply
    assert isinstance(again, A.Counter) and again.give.cash == 270, (again, reply)
    assert reply.reason == "bot_why_cash_kept" and reply.fields == {"kept": 225, "amount": 270}, reply


def test_the_cash_kept_is_said_in_each_language(each_language: str) -> None:
    """Both sums in the line, in English and Nepali."""
    game, bot, _ = _table(500)
    bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    said = _said(game, bot.last_reply)
    kept, most = lang.money(225, game.edition), lang.money(270, game.edition)
    if each_language == "en":
        assert said == f"I need to keep {kept} in hand, so {most} is the most I can pay now"
    else:
        assert said == f"मैले हातमा {kept} राख्नुपर्छ, त्यसैले अहिले म बढीमा {most} मात्र तिर्न सक्छु"
