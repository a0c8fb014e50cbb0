"""Through the trade window: Asha asks a bot for Vermont Avenue, the last of her light blues, at a
price the bot names no cash figure for; the bot answers with Vermont for her Mediterranean Avenue,
the last of its browns, with cash besides, as a counter-offer she can accept."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, quiet_table
from helpers import give, set_cash
from test_app_trading import place_for_cash_by_clicks

from byapar.app import lang as L
from byapar.app.i18n import t
from byapar.app.scenes.trade import AnswerScene


def asked_for_vermont(app, kind: str):
    """Classic, round 14 of 20: Asha ($1,300; Connecticut, Oriental and Mediterranean Avenues)
    offers the bot in seat 1 ($600; Vermont and Baltic Avenues) $350 for Vermont, by clicks."""
    board, at = quiet_table(app, "classic", ("human", kind, "medium", "medium"), ["Asha", "Bot B", "Bot C", "Bot D"], 20)
    game = board.session.game
    give(game, 0, at["Connecticut Avenue"], at["Oriental Avenue"], at["Mediterranean Avenue"])
    give(game, 1, at["Vermont Avenue"], at["Baltic Avenue"])
    set_cash(game, 0, 1_300)
    set_cash(game, 1, 600)
    game.round = 14
    place_for_cash_by_clicks(app, 1, f"get_sq_{at['Vermont Avenue']}", "give_cash_typed", 350)
    return board.session, at


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_asked_for_vermont_the_bot_offers_it_for_mediterranean_and_asha_takes_it(lang_back, kind):
    app = app_in((1280, 800), "en")
    session, at = asked_for_vermont(app, kind)
    game = session.game
    vermont, mediterranean = at["Vermont Avenue"], at["Mediterranean Avenue"]
    assert isinstance(app.top, AnswerScene)
    counter = game.offer
    assert counter.give.squares == (vermont,) and counter.get.squares == (mediterranean,), counter
    asked = counter.get.cash
    assert 0 < asked <= 1_300
    said = [d.text for d in drawn_on_top(app)]
    assert t("answer_counter_title", name="Asha", other="Bot B") in said
    note = " ".join(line for lines, _, _ in app.top._notes(app.screen, 2000) for line in lines)
    assert "That finishes your set; I'd swap it for Mediterranean Avenue, which finishes mine" in note, note
    click(app, "accept")
    assert game.owner(vermont) == 0 and game.owner(mediterranean) == 1
    assert game.players[0].cash == 1_300 - asked and game.players[1].cash == 600 + asked


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_swap_and_its_reason_are_read_at_every_size(lang_back, language, size, percent):
    """The answer window holds the swap and the bot's reason, naming Mediterranean, at each size,
    language and text size."""
    app = app_in(size, language, percent)
    session, at = asked_for_vermont(app, "medium")
    assert isinstance(app.top, AnswerScene)
    assert session.game.offer.get.squares == (at["Mediterranean Avenue"],)
    place = L.square_name(session.game.edition.squares[at["Mediterranean Avenue"]])
    why = t("bot_why_set_for_set", place=place)
    note = " ".join(line for lines, _, _ in app.top._notes(app.screen, 2000) for line in lines)
    assert why[:1].upper() + why[1:] in note, note
