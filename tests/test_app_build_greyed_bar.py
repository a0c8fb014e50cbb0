"""A greyed Build… says on the action bar why it is greyed, as a greyed Buy does, once the
person holds a whole group: the engine's reason, read whole, the buttons where they were."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, drawn, settle, table
from helpers import give

from byapar.app import lang
from byapar.app.i18n import t
from byapar.engine import actions as A

SIZES = {"classic": (1280, 800), "business_gst": (800, 600)}
ONTO_HER_OWN = {"classic": (1, 2), "business_gst": (4, 6)}  # from Go to a place of the first group


def first_group(g) -> list[int]:
    """The places of the first colour group from Go."""
    squares = g.edition.squares
    group = next(sq.group for sq in squares if sq.kind == "place")
    return [s for s, sq in enumerate(squares) if sq.kind == "place" and sq.group == group]


@pytest.mark.parametrize(("edition", "language", "percent"),
                         [("classic", "en", 100), ("business_gst", "ne", 100), ("business_gst", "en", 150)])
def test_a_build_greyed_for_want_of_cash_says_so_on_the_bar(lang_back, edition, language, percent):
    """Asha holds a whole group with too little cash for a house: before her throw the prompt
    says only that it is her throw; once she has moved (onto a place of her own) it says she
    can't build and what the cheapest building costs, drawn whole, the buttons where they were.
    With no whole group it never says so (no reason over every turn of the game's start)."""
    app = app_in(SIZES[edition], language, percent)
    board = table(app, edition, ("human", "human"), dice=[ONTO_HER_OWN[edition]], names=["Asha", "Bikash"])
    g = board.game
    settle(app)
    assert g.pending.kind == "roll" and g.pending.player == 0
    plain, _ = board.actions.prompt()
    placed = {b.id: b.rect.copy() for b in board.panel.buttons}
    first, *rest = first_group(g)
    give(g, 0, first)
    board.changed()
    settle(app)
    assert board.actions.prompt()[0] == plain, "one place of a group: nothing to say yet"
    give(g, 0, *rest)
    g.players[0].cash = 30
    board.presenter.sync()
    board.changed()
    settle(app)
    assert not button(app, "manage_build").enabled
    assert board.actions.prompt()[0] == plain, "before the throw: the throw"
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "end" and g.pending.player == 0, g.pending
    text, _ = board.actions.prompt()
    said = t("prompt_build_held", name="Asha", reason=t("why_build_cash", cost="{cost}", cash=board.session.money(30)))
    before, after = said.split("{cost}")
    assert text.startswith(before) and text.endswith(after), text
    shown = [d for d in drawn(app) if d.text == text and d.box == board.actions.prompt_rect]
    assert shown and not shown[0].cut, shown
    assert {b.id: b.rect for b in board.panel.buttons if b.id in placed} == {
        i: r for i, r in placed.items() if i in {b.id for b in board.panel.buttons}}


def moved_holding(app, board) -> None:
    """The table shown again with what Asha was given, then her throw and move: her turn's end."""
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    g = board.game
    assert g.pending.kind == "end" and g.pending.player == 0, g.pending


def test_finances_first_lap_is_not_said_on_the_prompt_after_every_move(lang_back):
    """Finance: Asha holds a whole group before her first lap; after her move the prompt is the
    usual one, not "To build: go once round the board" (Build…'s own tooltip says it)."""
    app = app_in((800, 600), "en")
    board = table(app, "finance", ("human", "human"), dice=[(1, 2)], names=["Asha", "Bikash"])
    g = board.game
    settle(app)
    first, *rest = first_group(g)
    give(g, 0, first, *rest)
    moved_holding(app, board)
    assert not button(app, "manage_build").enabled
    assert g.why_not(A.Build(first), 0).code == "build-after-lap"
    assert board.actions.prompt()[0] != t("prompt_build_held", name="Asha", reason=t("refusal_build-after-lap"))



def test_a_person_short_of_cash_for_any_house_hears_the_cash_before_a_mortgage_elsewhere(lang_back):
    """Asha holds Karnali and the Valley whole, and Kathmandu whole but mortgaged, with Rs 30:
    after her move the bar says what the cheapest building costs and what she has, not "pay off
    the mortgages" on Kathmandu, which her Rs 30 could not do either."""
    app = app_in((1280, 800), "en")
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)], names=["Asha", "Bikash"])
    g = board.game
    settle(app)
    give(g, 0, 1, 3, 31, 32, 34)  # Humla and Jumla (Rs 500 a house), the Valley (Rs 2,000)
    give(g, 0, 37, 39, mortgaged=True)  # Thamel and Durbar Marg
    g.players[0].cash = 30
    moved_holding(app, board)
    money = board.session.money
    assert board.actions.prompt()[0] == t("prompt_build_held", name="Asha",
                                          reason=t("why_build_cash", cost=money(500), cash=money(30)))


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_held_build_is_said_after_the_turns_end_the_bar_asks_for(lang_back, language):
    """Asha holds a whole group, every place mortgaged, with Rs 30 once her move is made: the bar
    asks first for what is to do, ending her turn, then says why building waits; a player read
    "can't build now" alone as the game telling her something went wrong."""
    app = app_in((800, 600), language)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 3, names=["Asha", "Bikash"])
    g = board.game
    settle(app)
    give(g, 0, 31, 32, 34, 3, mortgaged=True)  # the Valley, and Jumla where her throw ends
    g.players[0].cash = 30
    moved_holding(app, board)
    said = board.actions.prompt()[0]
    assert said.startswith(t("prompt_end", name="Asha")) and said != t("prompt_end", name="Asha")


def test_a_person_who_cannot_lift_a_mortgage_of_a_whole_group_hears_the_cash(lang_back):
    """Asha holds the Valley whole and all of it mortgaged, with Rs 30: after her move the bar says
    what lifting the cheapest of its mortgages costs, naming it, and what she has, not "pay off the mortgages",
    which her Rs 30 could not do. With the cash for a lift, Build… is live and the bar says her turn's end."""
    app = app_in((1280, 800), "en")
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 3, names=["Asha", "Bikash"])
    g = board.game
    settle(app)
    valley = (31, 32, 34)
    give(g, 0, *valley, mortgaged=True)
    give(g, 0, 3, mortgaged=True)  # Jumla, where her throw ends: no purchase, and Karnali not whole
    g.players[0].cash = 30
    moved_holding(app, board)
    money = board.session.money
    cheapest = min(valley, key=g.lift_cost)
    said = t("why_build_lift_cash", square=lang.square_name(g.edition.squares[cheapest]),
             cost=money(g.lift_cost(cheapest)), cash=money(30))
    assert board.actions.prompt()[0] == t("prompt_build_held", name="Asha", reason=said)
    g.players[0].cash = g.lift_cost(cheapest)
    board.changed()
    settle(app)
    text = board.actions.prompt()[0]
    assert text == t("prompt_end", name="Asha"), text  # Build… now opens where the mortgage is lifted
