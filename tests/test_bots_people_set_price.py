"""Asked by a person for the last place of their set, a bot names a price the person can reach
where one exists, however far it is past three times the printed price, and takes it; where no
such price exists, it keeps the place and says why."""

from __future__ import annotations

import random

import pytest
from helpers import give, seeded_game, set_cash

from byapar.app import lang
from byapar.app.bot_lines import bot_says
from byapar.app.session import Session, default_seat
from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.bots.strategy import FINISHER_PRICE_CEILING, PERSON_PRICE_CEILING
from byapar.engine import GameView
from byapar.engine import actions as A

GORKHA, BANDIPUR, TANSEN = 16, 18, 19  # the Hills
ILAM, DHANGADHI, PATAN, POKHARA, DHARAN = 21, 9, 34, 31, 23
PERSON, BOT = 0, 1
TANSEN_PRICE = 2_000


def _table(kind: str, person_cash: int, round_: int):
    """Four seats: the person (seat 0, to play) holds Gorkha and Bandipur, the bot (`kind`, seat 1)
    Tansen, the last of the Hills, and Rs 3,000; a Hard and a Medium beside them."""
    game = seeded_game(4, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, PERSON, GORKHA, BANDIPUR, DHANGADHI)
    give(game, BOT, TANSEN, ILAM)
    give(game, 2, POKHARA)
    give(game, 3, DHARAN, PATAN)
    set_cash(game, PERSON, person_cash)
    set_cash(game, BOT, 3_000)
    game.round = round_
    bot = make_bot(kind, 3)
    seat_bots({BOT: bot, 2: make_bot("hard", 5), 3: make_bot("medium", 6)}, people=(PERSON,))
    return game, bot


def _ask_for_tansen(game, bot, cash: int) -> A.Action:
    """The person offers `cash` for Tansen; the bot's answer."""
    game.apply(A.Offer(BOT, A.Items((), cash), A.Items((TANSEN,))))
    return bot.decide(GameView(game, random.Random(3)), game.legal_actions())


def _said(game, reply) -> str:
    """The bot's reason as the person reads it."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot B")]
    return bot_says(Session(game, seats, autosave=False), reply.reason, reply.fields)


def test_names_assumed_here() -> None:
    game, _ = _table("hard", 9_000, 20)
    assert [game.edition.squares[s].name for s in (GORKHA, BANDIPUR, TANSEN)] == ["Gorkha", "Bandipur", "Tansen"]
    assert game.edition.squares[TANSEN].price == TANSEN_PRICE


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_asked_at_list_for_a_persons_last_place_a_bot_names_a_price_they_hold_and_takes_it(kind: str) -> None:
    """Round 20 of 30: the person, with Rs 9,000, offers the printed Rs 2,000 for Tansen. The bot's
    least is past three times the price; it answers with a counter-offer at a price the person
    holds, says so in plain words, and the person's acceptance hands them the Hills."""
    game, bot = _table(kind, 9_000, 20)
    answer = _ask_for_tansen(game, bot, TANSEN_PRICE)
    reply = bot.last_reply
    assert isinstance(answer, A.Counter), (answer, reply)
    price = answer.get.cash
    assert answer.give.squares == (TANSEN,) and not answer.get.squares
    assert PERSON_PRICE_CEILING * TANSEN_PRICE < price <= min(FINISHER_PRICE_CEILING * TANSEN_PRICE, 9_000)
    assert reply.reason == "bot_why_set_theirs_price" and reply.fields == {"place": TANSEN, "amount": price}
    assert _said(game, reply) == f"Tansen finishes your set: I'd want {lang.money(price, game.edition)} in cash for it"
    game.apply(answer)
    game.apply(A.ACCEPT)
    assert game.owners[TANSEN] == PERSON
    assert (game.players[PERSON].cash, game.players[BOT].cash) == (9_000 - price, 3_000 + price)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_person_who_offers_the_price_a_bot_named_for_their_last_place_gets_it(kind: str) -> None:
    """Having named its price for Tansen, the bot takes an offer of exactly that the person makes
    on their next turn."""
    game, bot = _table(kind, 9_000, 20)
    price = _ask_for_tansen(game, bot, TANSEN_PRICE).get.cash
    game.apply(A.REJECT)  # the person turns the counter-offer down, then thinks again
    game.offers_made = 0
    answer = _ask_for_tansen(game, bot, price)
    assert answer == A.ACCEPT, (answer, bot.last_reply)
    game.apply(answer)
    assert game.owners[TANSEN] == PERSON and game.players[PERSON].cash == 9_000 - price


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_that_keeps_a_persons_last_place_says_no_price_they_could_pay_makes_up_the_rents(
        lang_back, kind: str, language: str) -> None:
    """Round 9: the person has Rs 6,000 and could raise Rs 8,400 with their mortgages; the bot's
    least for Tansen, what the Hills' rents over the rounds left would cost it, is past that. It
    keeps Tansen, names no price, and says why."""
    game, bot = _table(kind, 6_000, 9)
    answer = _ask_for_tansen(game, bot, TANSEN_PRICE)
    reply = bot.last_reply
    assert answer == A.REJECT and reply.reason == "bot_why_set_theirs_keep", (answer, reply)
    lang.use(language)
    said = {"en": "no price you could pay now would make up the rents it would cost me: I'd rather keep Tansen for now",
            "ne": "अहिले तपाईंले तिर्न सक्ने कुनै पनि मोलले मैले तिर्नुपर्ने भाडाको भरपाई हुँदैन: अहिलेलाई म तानसेन राख्छु"}[language]
    assert said in _said(game, reply), _said(game, reply)


def test_the_judging_stand_in_asks_a_bot_for_the_last_place_of_its_set_once_a_round() -> None:
    """The benches' careful person, holding Gorkha and Bandipur at the start of its turn, asks the
    bot holding Tansen for it at the printed price, and not again in the same round."""
    from byapar.bots.person import PersonStandIn, last_place_asked

    game, _ = _table("medium", 9_000, 20)
    person = PersonStandIn(7)
    view = GameView(game, random.Random(7))
    asked = person.decide(view, game.legal_actions())
    assert asked == A.Offer(BOT, A.Items((), TANSEN_PRICE), A.Items((TANSEN,))), asked
    assert last_place_asked(view, PERSON, person._last_places_asked) is None


@pytest.mark.parametrize("cash, taken", [(9_000 + 2_000, True), (9_000, False)])
def test_the_judging_stand_in_takes_a_bots_price_for_its_last_place_where_it_keeps_a_salary(cash: int, taken: bool) -> None:
    """Named a price for Tansen, the stand-in takes it where a salary (Rs 2,000 on Byapar) is left
    to build the Hills with, and otherwise answers as Medium does, which refuses it."""
    from byapar.bots.person import PersonStandIn

    game, bot = _table("medium", 9_000, 20)
    counter = _ask_for_tansen(game, bot, TANSEN_PRICE)
    assert isinstance(counter, A.Counter), counter
    game.apply(counter)
    set_cash(game, PERSON, cash)
    answer = PersonStandIn(7).decide(GameView(game, random.Random(7)), game.legal_actions())
    assert game.edition.rules.salary == 2_000 and counter.get.cash > 9_000 - 2_000
    assert (answer == A.ACCEPT) is taken, answer


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_place_added_to_the_cash_still_hears_the_bots_cash_price(kind: str) -> None:
    """The person offers Dhangadhi with the printed Rs 2,000 for Tansen: the bot names the same
    cash price it names for cash alone, rather than keeping Tansen with no price once a place is in."""
    game, bot = _table(kind, 9_000, 20)
    cash_alone = _ask_for_tansen(game, bot, TANSEN_PRICE)
    assert isinstance(cash_alone, A.Counter)
    game, bot = _table(kind, 9_000, 20)
    game.apply(A.Offer(BOT, A.Items((DHANGADHI,), TANSEN_PRICE), A.Items((TANSEN,))))
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    assert isinstance(answer, A.Counter), (answer, bot.last_reply)
    assert answer.give.squares == (TANSEN,) and not answer.get.squares
    assert answer.get.cash == cash_alone.get.cash
    assert bot.last_reply.reason == "bot_why_set_theirs_price"
