"""The table's controls, played by mouse: the raise-money view (every legal way at once, in a
fixed order, scrolling, "Raise it for me"), and the deed's Build and Sell in fixed spots of their
own, greyed with the reason, a sale asking before it sells.
"""

from __future__ import annotations

import pygame
import pytest
from app_helpers import button, click, click_at, drawn, settle, table
from edition_helpers import give, put_at, set_cash
from helpers import make_game

from byapar.app import choices
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.engine import actions as A

FRAME = 1 / 60
HUMLA, JUMLA, TAX, AIRPORT = 1, 3, 4, 5
LIGHT_BLUE = (6, 8, 9)


def wheel(app: App, pos: tuple[int, int], dy: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False))
    app.frame(FRAME)


def raise_ids(app: App) -> list[str]:
    """The option buttons on screen, top to bottom."""
    rows = [b for b in app.top.panel.buttons if b.id.startswith("raise_") and b.id != "raise_auto"]
    return [b.id for b in sorted(rows, key=lambda b: b.rect.y)]


def every_raise_id(app: App, board: BoardScene) -> list[str]:
    """Every option, scrolling the view down from its top with the wheel, in the order shown."""
    area = board.raise_view.list_rect.center
    for _ in range(50):
        wheel(app, area, 1)
    seen = raise_ids(app)
    for _ in range(50):
        if board.raise_view.more_below == 0:
            break
        wheel(app, area, -1)
        seen += [i for i in raise_ids(app) if i not in seen]
    return seen


def owing(app: App, more: tuple[int, ...] = ()) -> BoardScene:
    """P0 with two built groups, an airport and a service (and `more` places), no cash, about to
    stop on Income Tax."""
    board = table(app, "byapar", ("human", "human"), dice=[(1, 3)] + [(2, 3)] * 10)
    g = board.game
    give(g, 0, HUMLA, JUMLA, level=2)
    give(g, 0, *LIGHT_BLUE, level=1)
    give(g, 0, AIRPORT, 12, 37, 39, *more)
    put_at(g, 0, 0)
    set_cash(g, 0, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "raise" and g.pending.player == 0
    return board


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_raise_view_offers_exactly_what_the_rules_allow_in_board_order(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = owing(app, more=(11, 13, 16, 18, 21, 23, 26, 27, 31, 32))
    g = board.game
    assert board.raise_view.more_below > 0  # more than fit: the wheel scrolls
    legal = [f"raise_{a}" for a in g.legal_actions()]
    shown = every_raise_id(app, board)
    assert sorted(shown) == sorted(legal) and len(shown) == len(set(shown))
    # sections (buildings, mortgages), each in board order
    sells = [i for i in shown if i.startswith("raise_sell ")]
    mortgages = [i for i in shown if i.startswith("raise_mortgage ")]
    assert shown == sells + mortgages
    assert mortgages == sorted(mortgages, key=lambda i: int(i.split()[-1]))
    assert [int(i.split()[-1]) for i in sells] == [HUMLA, JUMLA, *LIGHT_BLUE]
    # each row says what it brings and the rent it gives up
    by_id = {f"raise_{o.action}": o for o in board.raise_view.options}
    assert by_id["raise_sell 1"].brings == g.building_sale(HUMLA)
    assert by_id["raise_sell 1"].rent_lost == g.squares[HUMLA].rents[2] - g.squares[HUMLA].rents[1]
    assert by_id["raise_mortgage 39"].brings == g.mortgage_value(39) > 0


def test_a_click_never_reorders_the_rest(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = owing(app)
    g = board.game
    before = every_raise_id(app, board)
    click(app, "raise_mortgage 37")
    assert g.is_mortgaged(37) and g.pending.kind == "raise"
    after = every_raise_id(app, board)
    assert after == before  # the row done stays, the rest in the same order


def test_a_second_click_where_a_mortgage_was_made_mortgages_nothing_else(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = owing(app)
    g = board.game
    rects = {b.id: pygame.Rect(b.rect) for b in app.top.panel.buttons if b.id.startswith("raise_")}
    row = button(app, "raise_mortgage 12")
    spot = row.rect.center
    click_at(app, spot)
    assert g.is_mortgaged(12) and g.pending.kind == "raise"
    assert {b.id: b.rect for b in app.top.panel.buttons if b.id.startswith("raise_")} == rects
    assert not button(app, "raise_mortgage 12").enabled
    mortgaged = [s for s in g.owned[0] if g.is_mortgaged(s)]
    click_at(app, spot)  # the same spot again: the row done, greyed, takes no click
    assert [s for s in g.owned[0] if g.is_mortgaged(s)] == mortgaged
    texts = [d.text for d in drawn(app)]
    assert "done" in texts


def test_raise_it_for_me_raises_the_whole_debt_in_one_click_losing_least(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = owing(app)
    g = board.game
    plan = choices.raise_plan(g, 0)
    assert len(plan.steps) > 1 and plan.covers  # more than one step is needed
    first = choices.least_lost(choices.raise_options(g, 0))
    assert plan.steps[0].action == first.action
    before = choices.rent_roll(g, 0)
    assert button(app, "raise_auto").tooltip.startswith("Raises the whole")
    click(app, "raise_auto")
    settle(app)
    assert g.pending.kind != "raise" and g.players[0].cash >= 0 and not g.players[0].bankrupt
    assert choices.rent_roll(g, 0) == before - sum(o.rent_lost for o in plan.steps)
    assert g.history[-len(plan.steps):] == [str(o.action) for o in plan.steps]


def test_one_undo_takes_back_the_whole_of_raise_it_for_me(home):
    """One click raised the debt in several steps: one Undo takes them all back, the debt is
    owed again as before, and the log names every step taken back."""
    from test_app_family_edges import log_lines

    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = owing(app)
    g = board.game
    before = (list(g.mortgages), list(g.levels), g.players[0].cash, g.pending)
    steps = choices.raise_plan(g, 0).steps
    assert len(steps) > 1
    click(app, "raise_auto")
    settle(app)
    assert g.pending.kind != "raise"
    click(app, "undo")
    settle(app)
    assert (list(g.mortgages), list(g.levels), g.players[0].cash, g.pending) == before
    told = [line for line in log_lines(board) if "took back" in line]
    assert len(told) == 1 and told[0].count(",") == len(steps) - 1, told


def test_raise_it_for_me_says_why_it_cannot_cover_the_debt(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "classic", ("human", "human"), dice=[(1, 3)] + [(2, 3)] * 10)
    g = board.game
    give(g, 0, 1)
    put_at(g, 0, 0)
    set_cash(g, 0, 0)
    click(app, "roll")  # Income Tax, and only a cheap place to mortgage: Classic lets the debtor trade
    settle(app)
    assert g.pending.kind == "raise" and g.pending.amount > g.mortgage_value(1)
    auto = button(app, "raise_auto")
    mortgage = board.session.money(g.mortgage_value(1))
    assert not auto.enabled and f"brings only {mortgage} of the" in auto.tooltip
    assert auto.label == f"Bank pays only {mortgage}"  # said where it is seen, not only on hover


def test_the_view_shows_loans_and_sales_where_the_edition_has_them(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "human"), dice=[(1, 2)] + [(2, 3)] * 10)
    g = board.game
    give(g, 1, 3)
    give(g, 0, 1, 6, 8, 9)
    put_at(g, 0, 0)
    set_cash(g, 0, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "raise"
    shown = every_raise_id(app, board)
    assert sorted(shown) == sorted(f"raise_{a}" for a in g.legal_actions())
    assert all(i.startswith("raise_sell-place") for i in shown)


# ----- the deed: Build and Sell in spots of their own ------------------------------------------------

def deed_of(app: App, board: BoardScene, s: int) -> None:
    click_at(app, board.board.squares[s].center)
    assert board.selected == s


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_build_and_sell_keep_their_spots_and_say_why_they_are_greyed(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "bot"))
    g = board.game
    give(g, 0, HUMLA, JUMLA)
    app.frame(FRAME)
    deed_of(app, board, JUMLA)
    build, sell = button(app, "deed_build"), button(app, "deed_sell")
    spots = build.rect.copy(), sell.rect.copy()
    assert build.enabled and not sell.enabled and spots[0] != spots[1]
    assert sell.tooltip == "Nothing is built on Jumla to sell"
    click(app, "deed_build")
    assert g.buildings(JUMLA) == 1
    build, sell = button(app, "deed_build"), button(app, "deed_sell")
    assert (build.rect, sell.rect) == spots
    assert not build.enabled and build.tooltip == "Houses go up evenly: build on the least built first (Humla)"
    assert sell.enabled
    # a double click on Sell keeps the house: the second click lands on "Keep it"
    click(app, "deed_sell")
    assert g.buildings(JUMLA) == 1 and button(app, "deed_keep").rect == spots[1]
    click(app, "deed_keep")
    assert g.buildings(JUMLA) == 1 and button(app, "deed_sell").enabled
    click(app, "deed_sell")
    assert button(app, "deed_confirm").rect not in spots[:2]
    assert button(app, "deed_confirm").label == f"Yes, sell a building for Rs\xa0{g.building_sale(JUMLA):,}"
    click(app, "deed_confirm")
    assert g.buildings(JUMLA) == 0 and (button(app, "deed_build").rect, button(app, "deed_sell").rect) == spots


def test_a_greyed_build_names_the_group_places_still_to_get(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "bot"))
    g = board.game
    give(g, 0, 6, 8)
    app.frame(FRAME)
    deed_of(app, board, 6)
    build = button(app, "deed_build")
    assert not build.enabled
    assert build.tooltip == f"You need the whole group to build: {g.squares[9].name} not yet yours"
    assert A.Build(6) not in g.legal_actions()


# ----- settings per edition ------------------------------------------------------------------------

def test_settings_say_which_edition_they_set_switch_it_and_show_money_and_standards(home):
    from byapar.app.scenes.settings import SettingsScene
    from byapar.engine import load_edition

    app = App((800, 600))
    app.prefs.update(edition="byapar", starting_money=15_000)
    app.push(SettingsScene(app))
    app.frame(FRAME)
    scene = app.top
    assert button(app, "edition_byapar").style == "selected"
    assert "starting_money_15000" in scene.standard and "rounds_30" in scene.standard
    click(app, "money_up")
    assert app.prefs["starting_money"] == 16_000 and button(app, "money_now").label == "16,000"
    click(app, "edition_classic")  # switch here: the rows are Classic's, with Classic's standards
    classic = load_edition("classic").rules
    assert app.prefs["edition"] == "classic" and button(app, "edition_classic").style == "selected"
    assert app.prefs["starting_money"] == classic.starting_money
    assert button(app, f"starting_money_{classic.starting_money}").style == "selected"
    assert f"starting_money_{classic.starting_money}" in scene.standard and "rounds_0" in scene.standard
    click(app, "edition_byapar")  # Byapar's own choice was kept
    assert app.prefs["starting_money"] == 16_000 and button(app, "money_now").label == "16,000"


# ----- holdings ------------------------------------------------------------------------------------

def test_clicking_a_player_card_opens_their_holdings_by_group(home):
    from byapar.app.scenes.holdings import HoldingsScene

    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "bot"))
    g = board.game
    give(g, 1, 4, 6, level=1)
    give(g, 1, 2, mortgaged=True)
    g.loans[1] = 3_000
    g.players[1].bail_cards.append("chance")
    app.frame(FRAME)
    click_at(app, board.cards.card_rect(1).center)
    scene = app.top
    assert isinstance(scene, HoldingsScene) and scene.player == 1
    lines = scene.lines()
    texts = [left for left, _right, _c in lines]
    assert lines[0][1] == board.session.money(g.worth(1))
    assert any(x.startswith("Bail card") for x in texts) and any(x.startswith("Loan") for x in texts)
    places = [(left, right) for left, right, colour in lines if colour is not None]
    assert places == [(g.squares[2].name, "mortgaged"), (g.squares[4].name, "1 house"), (g.squares[6].name, "1 house")]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(FRAME)
    assert app.top is board


def test_houses_and_hotels_are_drawn_as_pieces(home):
    from byapar.app import board_view

    surf = pygame.Surface((80, 16), pygame.SRCALPHA)
    board_view._buildings(surf, pygame.Rect(0, 0, 80, 16), 3, False, 4)
    greens = {x for x in range(80) for y in range(16) if tuple(surf.get_at((x, y)))[:3] == board_view.HOUSE_GREEN}
    runs = sum(1 for x in sorted(greens) if x - 1 not in greens)
    assert runs == 3  # three houses, apart, countable
    widths = [sum(tuple(surf.get_at((x, y)))[:3] == board_view.HOUSE_GREEN for x in range(80)) for y in range(16)]
    top = next(y for y, w in enumerate(widths) if w)
    assert 0 < widths[top] < max(widths)  # a pointed roof: narrower at the top than the body
    hotel = pygame.Surface((80, 16), pygame.SRCALPHA)
    board_view._buildings(hotel, pygame.Rect(0, 0, 80, 16), 5, True, 4)
    assert any(tuple(hotel.get_at((x, 10)))[:3] == board_view.HOTEL_RED for x in range(80))
    six = pygame.Surface((120, 16), pygame.SRCALPHA)  # Finance: the owner's house, then five white ones
    board_view._buildings(six, pygame.Rect(0, 0, 120, 16), 6, False, 6, marker=(230, 159, 0))
    whites = {x for x in range(120) if tuple(six.get_at((x, 12)))[:3] == board_view.HOUSE_WHITE}
    assert sum(1 for x in sorted(whites) if x - 1 not in whites) == 5


def test_a_games_rules_show_its_own_editions_money(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, edition="byapar")
    table(app, "classic", ("human", "bot"))
    click(app, "rules")
    start = app.top.edition.rules.starting_money
    assert app.top.edition.name == "classic" and app.top.panel.get("edition_byapar") is None
    assert button(app, f"starting_money_{start}").label == f"{start:,}"  # the row's label names the $
    assert "Starting money ($)" in [label for label, _help in app.top.rows]
    assert button(app, f"starting_money_{start}").style == "selected"


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_place_the_person_cant_pay_for_offers_mortgage_on_the_bar(home, size):
    app = App(size)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] + [(3, 4)] * 10)
    g = board.game
    give(g, 0, 6)  # Bandipur's neighbour group: a place to mortgage (price 1,000)
    set_cash(g, 0, 400)
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)  # on Jumla (600) with Rs 400
    assert g.pending.kind == "buy" and not button(app, "buy").enabled
    click(app, "manage_mortgage")
    assert app.top.mode == "mortgage"
    click(app, "holding_mortgage_6")
    assert g.is_mortgaged(6) and g.players[0].cash == 400 + g.mortgage_value(6)
    click(app, "close")
    settle(app)
    assert button(app, "buy").enabled and not button(app, "manage_mortgage").enabled  # the purchase first
    click(app, "buy")
    assert g.owner(3) == 0


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_mortgage_view_shows_places_in_built_groups_greyed_with_the_reason(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    give(g, 0, HUMLA, JUMLA, level=2)  # a built group: neither place can be mortgaged
    give(g, 0, AIRPORT)  # and one that can
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_mortgage")
    assert app.top.mode == "mortgage"
    assert button(app, f"holding_mortgage_{AIRPORT}").enabled
    for s in (HUMLA, JUMLA):
        greyed = button(app, f"holding_mortgage_{s}")
        assert not greyed.enabled and greyed.label.endswith(": sell the group's buildings first")
        assert greyed.tooltip == "Nothing in a group with houses on it can be mortgaged: sell the houses first"
    ids = [b.id for b in sorted(app.top.panel.buttons, key=lambda b: (b.rect.y, b.rect.x))
           if b.id.startswith("holding_mortgage_")]
    assert ids == [f"holding_mortgage_{s}" for s in (HUMLA, JUMLA, AIRPORT)]  # in board order


def test_the_mortgage_picker_keeps_each_row_in_its_place(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(2, 3)] * 10)  # onto the airport, for sale
    g = board.game
    give(g, 0, HUMLA, JUMLA, 37, 39)
    set_cash(g, 0, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy"
    click(app, "manage_mortgage")
    rects = sorted(b.rect.topleft for b in app.top.panel.buttons if b.id.startswith("holding_mortgage_"))
    assert len(rects) == 4
    spot = button(app, "holding_mortgage_1").rect.center
    click_at(app, spot)
    assert g.is_mortgaged(HUMLA) and not g.is_mortgaged(JUMLA)
    rows = [b for b in app.top.panel.buttons if b.id.startswith("holding_mortgage_")]
    assert sorted(b.rect.topleft for b in rows) == rects  # nothing closed up
    lift = button(app, "holding_mortgage_1")
    assert lift.rect.collidepoint(spot) and not lift.enabled and lift.label.startswith("Humla: unmortgage")
    assert lift.tooltip == "You can pay off a mortgage before your throw or after your move"
    click_at(app, spot)  # the same spot again mortgages nothing else
    assert [s for s in g.owned[0] if g.is_mortgaged(s)] == [HUMLA]


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_mortgage_on_the_action_bar_stands_in_one_spot_in_every_state(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(2, 3)] * 10)  # onto the airport, for sale
    g = board.game
    give(g, 0, HUMLA, 37)
    set_cash(g, 0, 0)
    board.refresh()
    spots = {"roll": pygame.Rect(button(app, "manage_mortgage").rect)}
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and not button(app, "buy").enabled
    spots["buy"] = pygame.Rect(button(app, "manage_mortgage").rect)
    set_cash(g, 0, 5000)
    board.refresh()
    click(app, "buy")
    settle(app)
    assert g.pending.kind == "end" and g.owner(AIRPORT) == 0
    spots["end"] = pygame.Rect(button(app, "manage_mortgage").rect)
    assert len(set(map(tuple, spots.values()))) == 1, spots
    others = [b.rect for b in app.top.panel.buttons if b.id != "manage_mortgage"]
    assert not any(r.colliderect(spots["end"]) for r in others)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_mortgage_that_selling_a_group_s_last_house_makes_possible_moves_no_row(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = owing(app)
    g = board.game
    before = every_raise_id(app, board)
    assert "raise_mortgage 6" not in before  # the light blues are built: no mortgage for them yet
    for _ in range(50):  # back to the top of the rows
        wheel(app, board.raise_view.list_rect.center, 1)
    rects = {b.id: pygame.Rect(b.rect) for b in app.top.panel.buttons if b.id.startswith("raise_")}
    for s in LIGHT_BLUE:  # one house each: the last sale leaves the group bare
        click(app, f"raise_sell {s}")
        assert g.pending.kind == "raise", "the debt was paid before the group was bare"
        assert {i: b.rect for i, b in ((i, button(app, i)) for i in rects)} == rects, f"a row moved after selling on {s}"
    after = every_raise_id(app, board)
    assert after[:len(before)] == before  # every row where it was, done or not
    assert sorted(after[len(before):]) == [f"raise_mortgage {s}" for s in LIGHT_BLUE]  # the newcomers after them
    assert all(button(app, f"raise_mortgage {s}").enabled for s in LIGHT_BLUE)


def test_raise_it_for_me_mortgages_a_loose_place_before_selling_a_house_at_half_its_cost():
    """Selling one of Humla's and Jumla's houses gives up less rent than mortgaging Patan, but it
    loses half what the house cost; the mortgage loses nothing of the player's worth."""
    g = make_game(2, dice=[(1, 3)])
    give(g, 0, 1, 3, level=1)
    give(g, 0, 34)
    put_at(g, 0, 0)
    set_cash(g, 0, 0)
    g.apply("roll")  # Income Tax
    assert g.pending.kind == "raise" and g.pending.player == 0
    options = choices.raise_options(g, 0)
    sale = next(o for o in options if str(o.action) == "sell 1")
    mortgage = next(o for o in options if str(o.action) == "mortgage 34")
    assert sale.rent_lost < mortgage.rent_lost and sale.worth_lost > 0 == mortgage.worth_lost
    plan = choices.raise_plan(g, 0)
    assert str(plan.steps[0].action) == "mortgage 34" and plan.covers
    lost = [step.worth_lost for step in plan.steps]
    assert lost == sorted(lost)  # a house is sold only once nothing is left to mortgage


def test_raise_it_for_me_leaves_out_a_mortgage_the_last_one_made_needless():
    """Rs 2,000 of Income Tax with nothing in hand: step by step, the least rent lost mortgages
    Humla (Rs 300), Dadeldhura (Rs 500), Jumla (Rs 300), then Patan (Rs 1,600), which with
    Dadeldhura pays it all: Humla and Jumla are left out (two loans fewer to lift), and no step of
    the plan can go."""
    g = make_game(2, dice=[(1, 3)])
    give(g, 0, 1, 3, 6, 34)
    put_at(g, 0, 0)
    set_cash(g, 0, 0)
    g.apply("roll")  # Income Tax
    assert g.pending.kind == "raise" and g.pending.amount == 2_000
    plan = choices.raise_plan(g, 0)
    assert plan.covers and [str(o.action) for o in plan.steps] == ["mortgage 6", "mortgage 34"]
    assert not any(choices.pays(g, 0, plan.steps[:i] + plan.steps[i + 1:]) for i in range(len(plan.steps)))


def test_the_debt_s_prompt_says_whom_it_is_owed_and_for_what(home, each_language):
    """The raise view covers the log that told the debt: its prompt names the creditor and the
    square the debt is for, a tax to the bank as much as a rival's rent."""
    from byapar.app import lang as L
    from byapar.app.i18n import t

    app = App((800, 600))
    app.prefs["bot_speed"] = "instant"
    board = owing(app)  # stopped on Income Tax with no cash
    g = board.game
    words, _colour = board.actions.prompt()
    assert t("the_bank") in words and L.square_name(g.edition.squares[TAX]) in words, words

    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] + [(2, 3)] * 10)
    g = board.game
    give(g, 1, HUMLA, JUMLA, level=3)  # Jumla with three houses: the rent is more than P0 has
    give(g, 0, AIRPORT, 12, 37, 39)
    put_at(g, 0, 0)
    set_cash(g, 0, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "raise" and g.pending.other == 1
    words, _colour = board.actions.prompt()
    assert "P1" in words and L.square_name(g.edition.squares[JUMLA]) in words, words
    assert board.session.money(g.pending.amount) in words


def test_raise_it_for_me_sells_the_houses_that_lose_least_rent_for_each_rupee_they_bring():
    """Hotels on the far west (Rs 250 a step back, Rs 1,500 of rent lost) and two houses on each of
    the Hills (Rs 500 a house back, Rs 1,300 lost): Rs 2,000 of Income Tax with nothing in hand is
    raised from the Hills first, not by cutting the hotels down, though each Hills house is dearer."""
    g = make_game(2, dice=[(1, 3)])
    give(g, 0, 6, 8, 9, level=5)
    give(g, 0, 16, 18, 19, level=2)
    put_at(g, 0, 0)
    set_cash(g, 0, 0)
    g.apply("roll")  # Income Tax
    assert g.pending.kind == "raise" and g.pending.amount == 2_000
    plan = choices.raise_plan(g, 0)
    assert plan.covers and {str(o.action) for o in plan.steps} <= {"sell 16", "sell 18", "sell 19"}, plan.steps
    assert len(plan.steps) == 4


def test_raise_it_for_me_takes_one_choice_that_covers_the_rest_where_it_loses_less_rent():
    """Rs 2,000 of Income Tax with Rs 500 in hand: mortgaging Sauraha (Rs 1,300, Rs 440 of rent)
    loses the least for each rupee, but then Lumbini must go too (Rs 880 in all); Bhaktapur alone
    (Rs 1,500, Rs 520 of rent, the valley's other two mortgaged already) pays it all for less."""
    sauraha, lumbini, bharatpur, pokhara, bhaktapur, patan = 26, 27, 29, 31, 32, 34
    g = make_game(2, dice=[(1, 3)])
    give(g, 0, sauraha, lumbini, bharatpur, bhaktapur)
    give(g, 0, pokhara, patan, mortgaged=True)
    put_at(g, 0, 0)
    set_cash(g, 0, 500)
    g.apply("roll")  # Income Tax
    assert g.pending.kind == "raise" and g.pending.amount == 2_000
    first = choices.least_lost(choices.raise_options(g, 0))
    assert str(first.action) == f"mortgage {sauraha}"  # the least for each rupee: not enough alone
    plan = choices.raise_plan(g, 0)
    assert plan.covers and [str(o.action) for o in plan.steps] == [f"mortgage {bhaktapur}"]
    assert sum(o.rent_lost for o in plan.steps) == 520
