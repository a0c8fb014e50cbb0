"""The holdings panels played by mouse: the Mortgage view's rows stand still whatever the cash,
a place for sale the person is short for can be paid for by mortgaging or selling first, and
the reasons under a group's greyed buttons are read whole."""

from __future__ import annotations

import pytest
import test_app_guards as guards
from app_helpers import button, click, click_at, settle, table
from edition_helpers import give, set_cash

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.holdings import reasons_of

HUMLA, JUMLA, AIRPORT, THAMEL, DURBAR_MARG = 1, 3, 5, 37, 39
WAYBACK = 3  # a Finance lot
LIGHT_BLUE = (6, 8, 9)


def rows(app: App) -> dict[str, tuple]:
    """The Mortgage view's rows: each button's id and where it stands."""
    return {b.id: tuple(b.rect) for b in app.top.panel.buttons if b.id.startswith("holding_mortgage_")}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_mortgaging_a_row_leaves_every_other_row_where_it_was(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    give(g, 0, HUMLA)
    give(g, 0, *LIGHT_BLUE, mortgaged=True)  # lifts the cash raised from Humla will pay for
    set_cash(g, 0, 400)
    board.refresh()
    settle(app)
    click(app, "manage_mortgage")
    before = rows(app)
    assert list(before) == [f"holding_mortgage_{s}" for s in (HUMLA, *LIGHT_BLUE)]  # board order
    lift = button(app, "holding_mortgage_9")
    short = g.lift_cost(9) - 400
    assert not lift.enabled and lift.label.endswith(f", need Rs\xa0{short} more")
    top_left = button(app, "holding_mortgage_1")
    assert top_left.rect.topleft == min(r[:2] for r in before.values())
    spot = top_left.rect.center
    click_at(app, spot)
    assert g.is_mortgaged(HUMLA) and g.players[0].cash == 400 + g.mortgage_value(HUMLA)
    assert rows(app) == before  # no row came, went or moved
    assert button(app, "holding_mortgage_9").enabled  # the raised cash pays for its lift now
    here = button(app, "holding_mortgage_1")
    assert here.rect.collidepoint(spot) and here.label.startswith("Humla: unmortgage")
    click_at(app, spot)  # the same spot lifts what it mortgaged
    assert not g.is_mortgaged(HUMLA) and rows(app) == before


def short_on_the_airport(app: App, cash: int):
    """P0 with a house on Humla and on Jumla and `cash`, stopped on the airport (Rs 2,000) for sale."""
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(2, 3)] * 10)
    g = board.game
    give(g, 0, HUMLA, JUMLA, level=1)
    set_cash(g, 0, cash)
    board.refresh()
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == AIRPORT and not button(app, "buy").enabled
    return board


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_price_selling_and_mortgaging_can_raise_is_raised_from_the_panels_and_bought(home, size):
    app = App(size)
    board = short_on_the_airport(app, 1200)  # short 800: the houses bring 500, the lots 600
    g = board.game
    said = ("Gautam Buddha Airport costs Rs\xa02,000; you have Rs\xa01,200: mortgage or sell to raise "
            "Rs\xa0800, or choose Don't buy (auction)")
    assert board.actions.prompt()[0] == said and button(app, "buy").tooltip == said
    assert button(app, "manage_build").enabled and button(app, "manage_mortgage").enabled
    click(app, "manage_build")
    assert app.top.mode == "build"
    assert not button(app, f"holding_build_{HUMLA}").enabled  # building itself waits for the turn's own time
    assert button(app, f"holding_build_{HUMLA}").tooltip == "You can build before your throw or after your move"
    click(app, "deed_sell-round")
    click(app, "holding_confirm")
    assert g.buildings(HUMLA) == g.buildings(JUMLA) == 0 and g.players[0].cash == 1700
    click(app, "view_mortgage")
    click(app, f"holding_mortgage_{HUMLA}")
    assert g.is_mortgaged(HUMLA) and g.players[0].cash == 2000
    click(app, "close")
    settle(app)
    assert button(app, "buy").enabled
    click(app, "buy")
    settle(app)
    assert g.owner(AIRPORT) == 0 and g.players[0].cash == 0 and g.owner(JUMLA) == 0


def test_a_price_nothing_can_raise_points_to_the_auction_alone(home):
    app = App((1280, 800))
    board = short_on_the_airport(app, 100)  # the houses and lots bring 1,100 of the 1,900 short
    said = "Gautam Buddha Airport costs Rs\xa02,000 and you have Rs\xa0100: choose Don't buy (auction)"
    assert board.actions.prompt()[0] == said


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size, percent", [((1280, 800), 100), ((800, 600), 100), ((1280, 800), 150)])
def test_why_a_groups_buttons_are_greyed_is_said_whole_at_the_reason_size(home, monkeypatch, size, percent, language):
    monkeypatch.setattr(th, "text_scale", percent / 100)
    lang.use(language)
    try:
        app = App(size)
        app.prefs.update(bot_speed="instant", hints=False)
        lang.use(language)
        for edition, places, level, cash in (("byapar", (THAMEL, DURBAR_MARG), 1, 90), ("finance", (WAYBACK,), 1, 1500)):
            board = table(app, edition, ("human", "human"))
            g = board.game
            give(g, 0, *places, level=level)  # Finance's Wayback: its ownership house alone, which stays
            g.lapped[0] = True
            set_cash(g, 0, cash)  # Byapar's: every build refused for the cash, each button saying so
            board.refresh()
            settle(app)
            app.push("holdings", board, 0, "build")  # as a click on the player's card opens it
            app.frame(1 / 60)
            texts = guards.drawn(app)
            note = app.top.notes[places[0]]
            assert len(reasons_of(note)) >= (3 if edition == "byapar" else 1)  # three reasons, one a line
            assert {d.text for d in texts} >= set(reasons_of(note))
            assert not guards.cut_reasons(app, texts)
            assert not guards.too_small(texts, guards.SMALLEST[size])
            app.pop()
            app.pop()
    finally:
        lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_lift_greyed_at_a_buy_decision_says_why_under_the_rows(home, size, language):
    """Cash enough for the lift but the moment wrong (a place for sale waits, the person short of
    its price): the greyed lift row's reason is drawn under the rows, seen without a hover."""
    lang.use(language)
    try:
        app = App(size)
        app.prefs.update(bot_speed="instant", hints=False)
        lang.use(language)
        board = table(app, "byapar", ("human", "human"), dice=[(2, 3)] * 10)
        g = board.game
        give(g, 0, HUMLA, mortgaged=True)
        give(g, 0, JUMLA)
        set_cash(g, 0, 1800)  # short of the airport's Rs 2,000, rich enough for any lift
        board.refresh()
        settle(app)
        click(app, "roll")
        settle(app)
        assert g.pending.kind == "buy" and g.pending.square == AIRPORT
        click(app, "manage_mortgage")
        lift = button(app, f"holding_mortgage_{HUMLA}")
        assert not lift.enabled and button(app, f"holding_mortgage_{JUMLA}").enabled
        texts = guards.drawn(app)
        said = [d for d in texts if t("why_lift_not_now") in d.text]
        assert said, "the greyed lift's reason is not on screen"
        assert said[0].box.top >= lift.rect.bottom and app.top.rect.contains(said[0].box)
        assert not guards.cut_reasons(app, texts)
    finally:
        lang.use("en")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_each_group_s_round_builds_when_the_build_view_shows_two_groups(home, size):
    """Two groups in the Build view, each with its own round buttons: a click on either builds
    its own group (the click guard follows every control by its id, one id each)."""
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    give(g, 0, HUMLA, JUMLA, THAMEL, DURBAR_MARG)
    set_cash(g, 0, 20_000)
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    ids = [b.id for b in app.top.panel.buttons]
    assert len(ids) == len(set(ids))
    for first, group in ((HUMLA, (HUMLA, JUMLA)), (THAMEL, (THAMEL, DURBAR_MARG))):
        click(app, f"deed_build-round_{first}")
        assert [g.buildings(s) for s in group] == [1, 1], first


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_fully_built_group_says_so_once_on_one_line(home, size, language):
    """Hotels on all three places of a group: its note says once that every place has a hotel,
    not again for each place and each step greyed by it."""
    lang.use(language)
    try:
        app = App(size)
        app.prefs.update(bot_speed="instant", hints=False)
        board = table(app, "byapar", ("human", "human"))
        g = board.game
        group = next(sorted(m) for m in g.edition.groups.values() if len(m) == 3
                     and all(g.squares[s].kind == "place" for s in m))
        give(g, 0, *group, level=5)
        g.lapped[0] = True
        board.refresh()
        settle(app)
        app.push("holdings", board, 0, "build")
        app.frame(1 / 60)
        reasons = reasons_of(app.top.notes[group[0]])
        place = lang.square_name(g.squares[group[0]])
    finally:
        lang.use("en")
    assert len(reasons) == 1 and place not in reasons[0], reasons
