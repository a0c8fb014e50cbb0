"""Through the trade window: Asha, holding Humla, asks Hard Bot B for Jumla, the other half of the
Karnali, at Rs 800. The bot keeps Jumla, says that both of them want the group, and offers to buy
her Humla instead, as a counter-offer she can accept."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, quiet_table
from helpers import give, set_cash
from test_app_trading import place_for_cash_by_clicks

from byapar.app import lang as L
from byapar.app.i18n import t
from byapar.app.scenes.trade import AnswerScene

PERSON, BOT = 0, 2
HUMLA, JUMLA, GORKHA, LUMBINI = 1, 3, 16, 27
PERSON_CASH, BOT_CASH = 9_000, 6_000


def asked_for_jumla(app):
    """Byapar, round 7 of 20, against Hard, Hard and Medium: Asha (Rs 9,000; Humla and Lumbini)
    offers Bot B (Rs 6,000; Jumla and Gorkha) Rs 800 for Jumla, by clicks."""
    board, _ = quiet_table(app, "byapar", ("human", "hard", "hard", "medium"), ["Asha", "Bot A", "Bot B", "Bot C"], 20)
    game = board.session.game
    give(game, PERSON, HUMLA, LUMBINI)
    give(game, BOT, JUMLA, GORKHA)
    set_cash(game, PERSON, PERSON_CASH)
    set_cash(game, BOT, BOT_CASH)
    game.round = 7
    place_for_cash_by_clicks(app, BOT, f"get_sq_{JUMLA}", "give_cash_typed", 800)
    return board.session


def _note(app) -> str:
    return " ".join(line for lines, _, _ in app.top._notes(app.screen, 2000) for line in lines)


def test_asha_reads_why_takes_the_counter_and_humla_goes_to_bot_b(lang_back):
    app = app_in((1280, 800), "en")
    session = asked_for_jumla(app)
    game = session.game
    assert isinstance(app.top, AnswerScene)
    counter = game.offer  # as Bot B made it: what it gives, what it gets
    assert counter.get.squares == (HUMLA,) and not counter.give.squares and not counter.get.cash, counter
    paid = counter.give.cash
    assert paid == 1_200, counter  # the bot's own offer for Humla on this table
    assert t("answer_counter_title", name="Asha", other="Bot B") in [d.text for d in drawn_on_top(app)]
    assert "We both want this group: I won't sell Jumla, but I'd buy your Humla for Rs\xa01,200" in _note(app)
    click(app, "accept")
    assert game.owner(HUMLA) == BOT and game.owner(JUMLA) == BOT and game.owner(LUMBINI) == PERSON
    assert game.players[PERSON].cash == PERSON_CASH + paid and game.players[BOT].cash == BOT_CASH - paid


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_counter_and_its_reason_are_read_at_every_size(lang_back, language, size, percent):
    """The answer window holds the counter and the bot's reason, naming both places, at each size,
    language and text size."""
    app = app_in(size, language, percent)
    session = asked_for_jumla(app)
    assert isinstance(app.top, AnswerScene)
    squares = session.game.edition.squares
    why = t("bot_why_both_want", place=L.square_name(squares[JUMLA]), theirs=L.square_name(squares[HUMLA]),
            amount=session.money(1_200))
    assert why[:1].upper() + why[1:] in _note(app)
