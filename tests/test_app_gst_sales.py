"""Business GST takes its tax from a building or a lot sold back to the bank: the deed's Sell
buttons, the question before a sale and its "Yes" say what reaches the seller's hand, GST taken,
and the round's sale says the sum of the single sales it makes (a house on Indore shown as
+Rs 1,000 brought Rs 950)."""

from __future__ import annotations

import re

import pytest
from app_helpers import button, click, click_at, settle, table
from edition_helpers import give, set_cash

from byapar.app.app import App

GREENS = (6, 19, 22)  # Indore, Agra, Patna: three of a group of five, enough to build on


def with_houses(app: App):
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "human"), names=["Bikash", "Asha"])
    g = board.game
    g.started[:] = [True, True]
    give(g, 0, *GREENS)
    for s in GREENS:
        g.levels[s] = 1
    set_cash(g, 0, 10_000)
    board.refresh()
    settle(app)
    return board


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_house_sold_brings_what_its_button_says(home, size):
    app = App(size)
    board = with_houses(app)
    g = board.game
    click_at(app, board.board.squares[6].center)
    assert board.selected == 6
    sell = button(app, "deed_sell")
    shown = int(re.sub(r"\D", "", sell.label.split("(")[-1]))
    sale = g.building_sale(6)
    assert shown == sale - g.gst(sale), sell.label  # Rs 1,000 less Rs 50 GST
    click(app, "deed_sell")
    ask = [b for b in app.top.panel.buttons if b.id == "deed_confirm"][0]
    assert int(re.sub(r"\D", "", ask.label.split("for")[-1])) == shown, ask.label
    cash = g.players[0].cash
    click(app, "deed_confirm")
    settle(app)
    assert g.players[0].cash - cash == shown


def test_the_round_s_sale_is_the_sum_of_the_single_sales_shown(home):
    app = App((1280, 800))
    board = with_houses(app)
    g = board.game
    singles = 0
    for s in GREENS:
        click_at(app, board.board.squares[s].center)
        singles += int(re.sub(r"\D", "", button(app, "deed_sell").label.split("(")[-1]))
    round_ = button(app, "deed_sell-round")
    said = round_.label if "(+" in round_.label else round_.tooltip.split(" · ")[0]
    assert int(re.sub(r"\D", "", said.split("(")[-1])) == singles, (said, singles)
    cash = g.players[0].cash
    click(app, "deed_sell-round")
    click(app, "deed_confirm")
    settle(app)
    assert g.players[0].cash - cash == singles
