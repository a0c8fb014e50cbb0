"""The Build view's sale of a round says what it does: one from each built place where it takes
from each, else the house it takes by its place's name; the sum shown is the sum paid."""

from __future__ import annotations

import pytest
from app_helpers import button, click, settle, table
from edition_helpers import give, set_cash

from byapar.app import lang
from byapar.app.app import App

HUMLA, JUMLA = 1, 3  # the first group, two places


def build_view(app: App, levels: tuple[int, int]):
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    give(g, 0, HUMLA, JUMLA)
    g.levels[HUMLA], g.levels[JUMLA] = levels
    set_cash(g, 0, 1000)
    board.refresh()
    settle(app)
    click(app, "manage_build")
    return g


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_one_house_in_the_group_is_offered_by_name_and_sold_for_the_sum_shown(home, size):
    app = App(size)
    g = build_view(app, (1, 0))
    sell = button(app, "deed_sell-round")
    said = sell.label if "(+" in sell.label else sell.tooltip.split(" · ")[0]  # a narrow view keeps the sum in the tip
    assert said == f"Sell the house on Humla (+Rs\xa0{g.building_sale(HUMLA)})"
    assert "each" not in sell.label
    click(app, "deed_sell-round")
    assert button(app, "holding_confirm").label == f"Yes, sell a building for Rs\xa0{g.building_sale(HUMLA)}"
    click(app, "holding_confirm")
    assert g.buildings(HUMLA) == 0 and g.players[0].cash == 1000 + int(said.split("Rs\xa0")[1].rstrip(")").replace(",", ""))


def test_a_house_on_each_place_is_one_from_each(home):
    app = App((1280, 800))
    g = build_view(app, (1, 1))
    assert button(app, "deed_sell-round").label == f"Sell one from each (+Rs\xa0{2 * g.building_sale(HUMLA)})"


def test_the_house_is_named_in_nepali_too(home):
    app = App((1280, 800))
    lang.use("ne")
    build_view(app, (2, 1))  # the round takes from Humla alone
    label = button(app, "deed_sell-round").label
    assert label.startswith("हुम्ला") and "हरेक" not in label
