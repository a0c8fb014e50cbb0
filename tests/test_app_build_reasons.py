"""Each greyed button of the build view says why that button can't be pressed, beside it: with
Rs 4,270 and a round of Rs 3,000, "Build one on each" is live and "Build to 2 houses" is greyed
for the two rounds it costs, never for "a round" as though no round could be paid for."""

from __future__ import annotations

import pytest
from app_helpers import button, click, drawn_texts, settle, table
from helpers import give

from byapar.app import lang
from byapar.app.app import App
from byapar.app.i18n import t

MADHESH = (11, 13, 14)  # Rs 1,000 a house: a round costs Rs 3,000


def holding(app: App, places: tuple[int, ...], cash: int, level: int | None = None):
    """Two people at Byapar; the one whose turn it is holds `places` and `cash` (with `level`:
    built to it, the table shown again)."""
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    settle(app)
    p = g.pending.player
    give(g, p, *places)
    g.players[p].cash = cash
    if level is not None:
        for s in places:
            g.levels[s] = level
        board.presenter.sync()
        board.changed()
        settle(app)
    return board, g, p



@pytest.mark.parametrize("language", ["en", "ne"])
def test_build_to_two_says_what_two_rounds_cost_and_the_round_stays_live(home, language):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(language)
    try:
        board, g, p = holding(app, MADHESH, 4270)
        board.presenter.sync()
        board.changed()
        settle(app)
        click(app, "manage_build")
        settle(app)
        assert button(app, "deed_build-round").enabled
        greyed = button(app, "deed_build-to")
        assert not greyed.enabled
        money = board.session.money
        assert money(6000) in greyed.tooltip and money(4270) in greyed.tooltip, greyed.tooltip
        assert money(1270) not in greyed.tooltip
        note = next(s for s in drawn_texts(app) if money(6000) in s)
        assert greyed.label in note, "the reason under the buttons names the button it is for"
    finally:
        lang.use("en")


HUMLA_JUMLA, KATHMANDU = (1, 3), (37, 39)  # Rs 500 a house; Rs 2,000 a house


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_greyed_build_button_says_the_cash_first_else_the_step(home, language):
    """Rs 300 and Kathmandu whole but mortgaged: Build… says its lift comes first. With Karnali
    whole too, whose house costs Rs 500, it says what the cheapest building costs (the lift on
    Kathmandu would cost cash too), never the first place's, nor "here"."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(language)
    try:
        board, g, p = holding(app, KATHMANDU, 300)
        money = board.session.money
        g.mortgages[KATHMANDU[1]] = True
        for karnali, says in ((False, lang.square_name(g.edition.squares[KATHMANDU[1]])), (True, money(500))):
            if karnali:
                give(g, p, *HUMLA_JUMLA)
                g.mortgages[KATHMANDU[1]] = True
            board.presenter.sync()
            board.changed()
            settle(app)
            tip = button(app, "manage_build").tooltip
            assert not button(app, "manage_build").enabled and says in tip, tip
            assert money(2000) not in tip, tip
    finally:
        lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_with_houses_and_too_little_for_another_build_stays_the_way_to_sell_them(home, language):
    """A house on each of Madhesh and Rs 300, less than a house costs: Build… stays live, says
    it is the way to sell them, and opens the view where a house is sold back for half its cost."""
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(language)
    try:
        board, g, p = holding(app, MADHESH, 300, level=1)
        build = button(app, "manage_build")
        assert build.enabled and build.tooltip == t("tip_manage_sell_houses"), build.tooltip
        click(app, "manage_build")
        settle(app)
        sell = button(app, f"deed_sell-round_{MADHESH[0]}")
        assert sell.enabled
        click(app, sell.id)
        settle(app)
        click(app, "holding_confirm")  # a round's sale asks first
        settle(app)
        assert [g.levels[s] for s in MADHESH] == [0, 0, 0]
        assert g.players[p].cash == 300 + 3 * 500
    finally:
        lang.use("en")


def test_a_mortgaged_place_of_a_group_is_paid_off_from_the_build_view(home):
    """Madhesh whole, Birgunj mortgaged: where Birgunj's house would be built the build view
    offers to pay its mortgage off; paid, the group's houses go up from the same view."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board, g, p = holding(app, MADHESH, 8_000)
    g.mortgages[MADHESH[0]] = True
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    settle(app)
    lift = button(app, f"holding_lift_{MADHESH[0]}")
    assert lift.enabled and board.session.money(g.lift_cost(MADHESH[0])) in lift.label
    assert not button(app, "deed_build-round").enabled
    click(app, f"holding_lift_{MADHESH[0]}")
    settle(app)
    assert not g.is_mortgaged(MADHESH[0])
    click(app, "deed_build-round")
    assert [g.buildings(s) for s in MADHESH] == [1, 1, 1]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_round_that_makes_hotels_says_it_builds_a_hotel_on_each(home, language):
    """Madhesh at four houses each: the round's button says it builds a hotel on each place, live
    or greyed for the money; at three houses it still builds one (a house) on each."""
    lang.use(language)
    hotel, house = t("btn_build_round_hotel_plain"), t("btn_build_round_plain")
    lang.use("en")
    for level, cash, says in ((4, 20_000, hotel), (4, 100, hotel), (3, 20_000, house)):
        app = App((1280, 800))
        app.prefs.update(bot_speed="instant", hints=False)
        lang.use(language)
        try:
            holding(app, MADHESH, cash, level=level)
            click(app, "manage_build")
            settle(app)
            round_ = button(app, "deed_build-round")
            assert round_.enabled == (cash > 3_000)
            assert round_.label.startswith(says), (level, cash, round_.label)
        finally:
            lang.use("en")
