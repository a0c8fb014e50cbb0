"""A hint shown over the trade window keeps off the money rows and the GST said under them: the
person reads what the cash costs them while the hint is up (it once sat over "P0 pays Rs 50 GST")."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, settle, table
from helpers import give

from byapar.app.comfort import Hint, comfort_of, hint_text
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.trade import TradeScene


@pytest.mark.parametrize(("size", "language", "percent"),
                         [((800, 600), "ne", 125), ((800, 600), "en", 100), ((1280, 800), "ne", 150),
                          ((1280, 800), "en", 100)])
def test_a_trade_hint_leaves_the_gst_line_and_the_money_steps_readable(lang_back, size, language, percent):
    app = app_in(size, language, percent)
    app.prefs["hints"] = True
    board = table(app, "business_gst", ("human", "human", "human"))
    settle(app)
    g = board.game
    places = [i for i, sq in enumerate(g.squares) if sq.price][:7]
    give(g, 0, *places[:3])
    give(g, 1, *places[3:])
    click(app, "trade")
    settle(app)
    trade = app.top
    assert isinstance(trade, TradeScene)
    trade.set_cash("give", 1_000)
    comfort_of(board.session).hints.current = Hint("hint_trade", hint_text("hint_trade", g))
    app.frame(1 / 60)
    said = t("trade_gst_by", name=g.players[trade.me].name, amount=board.session.money(g.gst(1_000)))
    gst = [d.box for d in drawn_on_top(app) if d.text == said]
    assert gst, "the GST on the cash is said under the steps"
    spot = comfort_ui.hint_rect(board)
    assert spot is not None
    assert not [box for box in gst if spot.colliderect(box)], (spot, gst)
    assert not [c for c in comfort_ui.controls(trade) if spot.colliderect(c)], spot
