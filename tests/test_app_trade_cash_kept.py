"""Through the trade window: Asha, short of cash, offers Bot C Indiana Avenue, the last of its reds,
for $300. Bot C, a Medium with $500, keeps $225 in hand beside a person, so pays at most $270, and
its answer says that, with both sums, in English and Nepali."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, quiet_table
from helpers import give, set_cash
from test_app_trading import place_for_cash_by_clicks

from byapar.app import lang as L
from byapar.app.i18n import t
from byapar.app.scenes.trade import AnswerScene


def offered_indiana(app):
    """Classic, round 10 of 30: Asha ($204; the light blues with four houses each, Indiana Avenue)
    offers Bot C ($500; Kentucky and Illinois Avenues) Indiana for $300, by clicks."""
    board, at = quiet_table(app, "classic", ("human", "medium", "medium", "medium"), ["Asha", "Bot A", "Bot B", "Bot C"], 30)
    game = board.session.game
    give(game, 0, at["Indiana Avenue"])
    give(game, 0, at["Oriental Avenue"], at["Vermont Avenue"], at["Connecticut Avenue"], level=4)
    give(game, 3, at["Kentucky Avenue"], at["Illinois Avenue"])
    set_cash(game, 0, 204)
    set_cash(game, 3, 500)
    game.round = 10
    place_for_cash_by_clicks(app, 3, f"give_sq_{at['Indiana Avenue']}", "get_cash_typed", 300)
    return board.session, at


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_price_held_by_the_cash_kept_says_so_and_can_be_taken(lang_back, language, size):
    app = app_in(size, language)
    session, at = offered_indiana(app)
    game = session.game
    assert isinstance(app.top, AnswerScene)
    assert game.offer.give.cash == 270 and game.offer.get.squares == (at["Indiana Avenue"],), game.offer
    why = t("bot_why_cash_kept", kept=L.money(225, game.edition), amount=L.money(270, game.edition))
    note = " ".join(line for lines, _, _ in app.top._notes(app.screen, 2000) for line in lines)
    assert why[:1].upper() + why[1:] in note, note
    click(app, "accept")
    assert game.owner(at["Indiana Avenue"]) == 3 and game.players[0].cash == 474
