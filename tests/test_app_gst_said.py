"""Business GST's amounts said where money is asked: the buy prompt names the tax, and the
auction names the high bid's tax and counts it in what each bidder can go to."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn, drawn_on_top, settle, table
from edition_helpers import put_at, set_cash

from byapar.app import lang as L
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.auction import AuctionScene

AHMEDABAD = 4  # Rs 4,000: Rs 200 GST


def at_ahmedabad(app: App):
    board = table(app, "business_gst", ("human", "human"), dice=[(2, 2)] + [(1, 3)] * 10)
    g = board.game
    g.started[:] = [True, True]
    put_at(g, 0, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == AHMEDABAD
    return board


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_buy_prompt_names_the_price_and_its_gst(lang_back, language, size, text_size):
    app = app_in(size, language, text_size)
    board = at_ahmedabad(app)
    g, money = board.game, board.session.money
    price = g.squares[AHMEDABAD].price
    said = [d for d in drawn(app) if money(g.gst(price)) in d.text and money(price) in d.text]
    assert said and not any(d.cut for d in said), [(d.text, d.lines) for d in said]


def bidding(app: App):
    board = at_ahmedabad(app)
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene)
    return board


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_auction_says_the_bid_s_gst_and_can_go_to_counts_it(lang_back, language, size):
    app = app_in(size, language, 150 if size == (800, 600) else 100)
    board = bidding(app)
    g, money = board.game, board.session.money
    set_cash(g, 1, 2_000)  # Bikash holds nothing else: Rs 1,900 and its Rs 100 GST is all he can bid
    app.top._key = None
    settle(app)
    texts = [d.text for d in drawn_on_top(app)]
    rule = L.gst_rule(g.edition)
    assert t("auction_gst_rule", rule=rule) in texts  # no bid yet: how the winner's tax is worked out
    assert any(t("auction_can_go", amount=money(1_900)) in x for x in texts)
    assert not any(t("auction_can_go", amount=money(2_000)) in x for x in texts)
    click(app, next(b.id for b in app.top.panel.buttons if b.id.startswith("raise_")))
    settle(app)
    high = g.auction.high
    shown = [d for d in drawn_on_top(app) if d.text == t("auction_gst", gst=money(g.gst(high)), rule=rule)]
    assert shown and not shown[0].cut
