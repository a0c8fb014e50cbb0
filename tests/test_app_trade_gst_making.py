"""Business GST: while a trade is being made, the window says what GST the cash in it owes and
who pays it (the one who hands the cash over, as the engine charges it), before the offer is
sent: Asha asking Bot A for Amritsar for Rs 3,500 reads "Asha pays Rs 200 GST" under her money,
clear of every control; a swap of places with no cash owes none and says none."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, click_at, drawn_on_top, settle, table, type_text
from helpers import give

from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.trade import TradeScene


def trade_for_amritsar(size, language, percent):
    """Asha (holding Chandigarh and Patna) opens a trade with Bot A (holding Amritsar) and asks
    for Amritsar."""
    app = app_in(size, language, percent)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "medium"), names=["Asha", "Bot A"])
    settle(app)
    g = board.game
    at = {sq.name: i for i, sq in enumerate(g.squares)}
    give(g, 0, at["Chandigarh"], at["Patna"])
    give(g, 1, at["Amritsar"])
    board.presenter.sync()
    settle(app)
    click(app, "trade")
    settle(app)
    assert isinstance(app.top, TradeScene)
    click(app, f"get_sq_{at['Amritsar']}")
    settle(app)
    return app, board


def gst_lines(app) -> list:
    return [d for d in drawn_on_top(app) if d.text.strip() and any(w in d.text for w in ("GST", "जीएसटी"))]


@pytest.mark.parametrize(("size", "language", "percent"),
                         [((1280, 800), "en", 100), ((1280, 800), "ne", 100), ((800, 600), "en", 150),
                          ((800, 600), "ne", 150)])
def test_the_gst_on_a_trades_cash_names_its_payer_before_the_offer_goes(lang_back, size, language, percent):
    app, board = trade_for_amritsar(size, language, percent)
    assert not gst_lines(app), "places alone owe no GST"
    click_at(app, app.top.cash_fields["give"].rect.center)  # Asha types her Rs 3,500
    type_text(app, "3500")
    settle(app)
    g = board.game
    assert app.top.cash["give"] == 3_500 and g.gst(3_500) == 200
    said = t("trade_gst_by", name="Asha", amount=board.session.money(200))
    shown = [d for d in gst_lines(app) if d.text == said]
    assert shown, [d.text for d in gst_lines(app)]
    assert not any(d.cut for d in shown)
    controls = comfort_ui.controls(app.top)
    assert not [c for d in shown for c in controls if c.colliderect(d.box)], "the line covers no control"
    click(app, "get_cash_1000")  # Bot A's cash too: Bot A pays the GST on it
    settle(app)
    theirs = t("trade_gst_by", name=g.players[1].name, amount=board.session.money(g.gst(1_000)))
    assert theirs in [d.text for d in gst_lines(app)]
    assert g.offer is None  # all this before the offer is sent
