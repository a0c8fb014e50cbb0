"""Finance has no mortgages: the bank buys houses and lots back at half their price, at any
time. Its bar shows Sell… where other editions show Mortgage…, and Sell… opens a view of the
person's lots, each with a house's sale and the lot's, which ask first and pay what they say."""

from __future__ import annotations

import pytest
from app_helpers import button, click, settle, table
from helpers import give

from byapar.app import lang
from byapar.app.app import App
from byapar.engine import schema as S


def finance(app: App):
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "human"), dice=[(2, 3)] * 20)
    g = board.game
    settle(app)
    p = g.pending.player
    s = next(i for i, sq in enumerate(g.squares) if sq.kind == S.PLACE and sq.name == "Wayback")
    give(g, p, s)
    g.levels[s] = g.marker_floor(s) + 1  # the lot's own house and one more
    board.presenter.sync()
    board.changed()
    settle(app)
    return board, p, s


def ids(app: App) -> list[str]:
    return [b.id for b in app.top.panel.buttons]


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_finance_sells_a_house_and_a_lot_to_the_bank_from_sell(home, size):
    app = App(size)
    board, p, s = finance(app)
    g = board.game
    assert "manage_mortgage" not in ids(app)
    sell = button(app, "manage_sell")
    assert sell.label == "Sell…" and sell.enabled
    assert sell.rect == board.actions.cells()[2]  # Mortgage…'s place in other editions
    click(app, "manage_sell")
    assert app.top.mode == "sell"
    house = button(app, f"holding_sell_{s}")
    lot = button(app, f"holding_sell-place_{s}")
    assert house.label == f"Wayback: sell a house (+${g.building_sale(s)})"
    assert lot.label == f"Wayback: sell the lot (+${g.place_sale(s)})"
    cash, level = g.players[p].cash, g.levels[s]
    click(app, f"holding_sell_{s}")
    assert g.levels[s] == level, "a sale made without its Yes"
    click(app, "holding_confirm")
    assert g.levels[s] == level - 1 and g.players[p].cash == cash + g.building_sale(s)
    assert not button(app, f"holding_sell_{s}").enabled  # the lot's own house stays with it
    cash, paid = g.players[p].cash, g.place_sale(s)
    click(app, f"holding_sell-place_{s}")
    click(app, "holding_confirm")
    assert g.owner(s) is None and g.players[p].cash == cash + paid


def test_sell_is_said_in_nepali(home):
    app = App((800, 600))
    lang.use("ne")
    finance(app)
    assert button(app, "manage_sell").label == "बेच्नुहोस्…"
