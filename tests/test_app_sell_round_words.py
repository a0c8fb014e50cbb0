"""The Build view's sale of a round says what it does: one from each built place where it takes
from each, else the house it takes by its place's name; the sum shown is the sum paid."""

from __future__ import annotations

import pytest
from app_helpers import button, click, settle, table
from edition_helpers import give, set_cash

from byapar.app import lang
from byapar.app.app import App

HUMLA, JUMLA = 1, 3  # the first group, two places
FARWEST = (6, 8, 9)  # Dadeldhura, Mahendranagar, Dhangadhi: a group of three


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


def test_a_house_on_both_places_of_a_pair_is_one_from_both(home):
    app = App((1280, 800))
    g = build_view(app, (1, 1))
    assert button(app, "deed_sell-round").label == f"Sell one from both (+Rs\xa0{2 * g.building_sale(HUMLA)})"
    assert button(app, "deed_build-round").label.startswith("Build one on both (")


def test_the_house_is_named_in_nepali_too(home):
    app = App((1280, 800))
    lang.use("ne")
    build_view(app, (2, 1))  # the round takes from Humla alone
    label = button(app, "deed_sell-round").label
    assert label.startswith("हुम्ला") and "हरेक" not in label


def three_built(app: App, levels: tuple[int, int, int]):
    """The Build view of the farwest group at `levels`, its one group shown."""
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    give(g, 0, *FARWEST)
    for place, level in zip(FARWEST, levels, strict=True):
        g.levels[place] = level
    set_cash(g, 0, 5000)
    board.refresh()
    settle(app)
    click(app, "manage_build")
    return g


def said(b) -> str:
    """A button's words by name with their sum: its label, or where the view is narrow (the
    label says a count, or no sum), its tooltip's head."""
    head, *rest = b.tooltip.split(" · ")
    return head if rest and "(" in head else b.label


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_group_of_three_with_one_unbuilt_place_is_not_one_from_each(home, size):
    """Houses on two of three places: the round's sale takes from those two and says so, and the
    building round builds on the third alone and names it; neither says "each"."""
    app = App(size)
    g = three_built(app, (1, 1, 0))
    sell, build = button(app, "deed_sell-round"), button(app, "deed_build-round")
    assert "each" not in sell.label and "each" not in build.label
    assert said(sell) == f"Sell one from Dadeldhura and Mahendranagar (+Rs\xa0{2 * g.building_sale(6)})"
    assert said(build).startswith("Build one on Dhangadhi (")
    click(app, "deed_sell-round")
    assert button(app, "holding_confirm").label.startswith("Yes, sell one from Dadeldhura and Mahendranagar")
    click(app, "holding_confirm")
    assert [g.buildings(m) for m in FARWEST] == [0, 0, 0]


def test_building_on_two_of_three_names_them_in_nepali(home):
    app = App((1280, 800))
    lang.use("ne")
    three_built(app, (1, 0, 0))
    label = said(button(app, "deed_build-round"))
    assert label.startswith("महेन्द्रनगर र धनगढीमा") and "हरेक" not in label
