"""Finance trades at any time: a person holding no place, only cash, may still buy one out of
turn. Chandra, with cash and nothing else, opens the trade window in Asha's turn and buys Bina's
place for $100; a person with nothing at all to give is offered no trade."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, settle, take_laptop
from helpers import set_cash
from test_app_trading import HELD, finance_table

from byapar.app.scenes.trade import AnswerScene, TradeScene

ASHA, BINA, CHANDRA = 0, 1, 2


def out_of_turn_ids(app) -> set[str]:
    """The ids of the bar's out-of-turn buttons, opening the one chooser where the row collapsed to it."""
    ids = {b.id for b in app.top.panel.buttons}
    if "out_of_turn" in ids:
        click(app, "out_of_turn")
        ids = {b.id for b in app.top.panel.buttons}
    return ids


@pytest.mark.parametrize("language, size, text_size", [("en", (1280, 800), 100), ("ne", (800, 600), 150)])
def test_a_person_with_cash_and_no_place_buys_a_place_out_of_turn(lang_back, language, size, text_size):
    app = app_in(size, language, text_size)
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Chandra", "human")])
    game, place = s.game, HELD[BINA]
    game.give(place, BINA)
    app.top.presenter.sync()
    app.top.changed()
    settle(app)
    assert not game.owned[CHANDRA] and game.players[CHANDRA].cash > 100
    assert game.pending.player == ASHA and f"trade_as_{CHANDRA}" in out_of_turn_ids(app)
    click(app, f"trade_as_{CHANDRA}")
    take_laptop(app)  # Asha has the laptop: it passes to Chandra first
    assert isinstance(app.top, TradeScene) and app.top.me == CHANDRA
    click(app, f"partner_{BINA}")
    click(app, f"get_sq_{place}")
    click(app, "give_cash_100")
    click(app, "offer")
    settle(app)
    assert isinstance(app.top, AnswerScene) and game.pending.player == BINA
    take_laptop(app)
    click(app, "accept")
    settle(app)
    assert game.owner(place) == CHANDRA and game.pending.player == ASHA


def test_a_person_with_nothing_to_give_is_offered_no_trade(lang_back):
    app = app_in((1280, 800), "en")
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Chandra", "human")])
    s.game.give(HELD[BINA], BINA)
    set_cash(s.game, CHANDRA, 0)
    app.top.presenter.sync()
    app.top.changed()
    settle(app)
    ids = out_of_turn_ids(app)
    assert ids & {f"trade_as_{BINA}", f"out_of_turn_{BINA}"}, ids  # Bina's place: she may trade (or sell)
    assert not ids & {f"trade_as_{CHANDRA}", f"out_of_turn_{CHANDRA}"}, ids
