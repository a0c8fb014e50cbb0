"""Finance builds on any lot its owner holds once they have been round the board: Build… opens
the holdings with that lot to build on, and before the lap it is greyed with the engine's reason,
as in every edition."""

from __future__ import annotations

import pytest
from app_helpers import button, click, click_at, drawn_texts, settle, table
from helpers import give

from byapar.app import lang as L
from byapar.app import widgets
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.engine import actions as A
from byapar.engine import schema as S

WAYBACK = "Wayback"


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    a.prefs["hints"] = False
    return a


def lot(game, name: str) -> int:
    return next(i for i, sq in enumerate(game.squares) if sq.kind == S.PLACE and sq.name == name)


def finance_table(app: App, lapped: bool):
    board = table(app, "finance", ("human", "human"), dice=[(2, 3)] * 20)
    g = board.game
    settle(app)
    p = g.pending.player
    s = lot(g, WAYBACK)
    give(g, p, s, level=g.marker_floor(s))
    g.lapped[p] = lapped
    board.presenter.sync()
    board.changed()
    settle(app)
    return board, p, s


def test_after_a_lap_build_opens_the_lot_to_build_on_and_builds(app):
    board, p, s = finance_table(app, lapped=True)
    g = board.game
    assert button(app, "manage_build").enabled
    click(app, "manage_build")
    assert t("holding_nothing_build") not in drawn_texts(app)
    before = g.levels[s]
    click(app, f"holding_build_{s}")
    assert g.levels[s] == before + 1 and g.owner(s) == p


def test_before_a_lap_build_is_greyed_with_the_engines_reason(app):
    board, p, s = finance_table(app, lapped=False)
    g = board.game
    refusal = g.why_not(A.Build(s), p)
    assert refusal is not None and refusal.code == "build-after-lap"
    build = button(app, "manage_build")
    assert not build.enabled
    assert build.tooltip == t("why_build_blocked", reason=L.refused(g, refusal))


def test_a_lots_own_house_is_said_to_stay_and_the_sell_button_keeps_its_words(app):
    board, p, s = finance_table(app, lapped=True)
    g = board.game
    g.levels[s] = g.marker_floor(s)  # the ownership house an owned lot carries
    board.changed()
    settle(app)
    click(app, "manage_build")
    name = L.square_name(g.squares[s])
    heading = widgets.held_label(f"{name} 1 house (the lot's own)")  # its bracket kept on one line
    assert heading in drawn_texts(app)  # the heading counts it as the lot's
    sell = button(app, "deed_sell-round")
    assert not sell.enabled and sell.label == f"Sell the house on {name}"  # the group is this one lot
    said = f"The first house on {name} comes with the lot and stays"
    assert sell.tooltip == said and any(said in text for text in drawn_texts(app))
    click(app, f"holding_build_{s}")
    sell = button(app, "deed_sell-round")
    assert sell.enabled and sell.label.startswith(f"Sell the house on {name} (+")  # the same words, now with its sum
    click(app, "deed_sell-round")
    click(app, "holding_confirm")
    assert g.levels[s] == g.marker_floor(s) == 1 and g.owner(s) == p
    assert button(app, "deed_sell-round").label == f"Sell the house on {name}"


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_a_reason_that_goes_leaves_its_room_so_the_next_group_stays_put(home, size):
    """Two lots with no house to sell: each group's greyed sale says why. The lot's own house
    built on the first, its reason says more; a house past it takes the reason away, and the
    second group's heading and buttons stay where they were."""
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board, p, s = finance_table(app, lapped=True)
    g = board.game
    other = lot(g, "Main Line")
    give(g, p, other, level=g.marker_floor(other))
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    holdings = app.top
    first, second = sorted(holdings.tops, key=holdings.tops.get)
    click(app, f"holding_build_{first}")  # the lot's own house
    assert holdings.notes[first] and holdings.notes[second]
    top = holdings.tops[second]
    below = {b.id: b.rect.copy() for b in holdings.panel.buttons if b.rect.y > top}
    click(app, f"holding_build_{first}")  # a house past it: one that may be sold
    assert not holdings.notes[first]  # the first group's reason has gone
    assert holdings.tops[second] == top
    assert {b.id: b.rect for b in holdings.panel.buttons if b.id in below} == below


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_one_lot_of_its_group_is_built_on_by_one_button_not_two(home, size):
    """Asha holds Wayback alone of its group: "Build on Wayback" and a round's "Build one on
    Wayback" would do the same; the build view and the lot's deed offer it once."""
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board, p, s = finance_table(app, lapped=True)
    g = board.game
    click(app, "manage_build")
    building = [b for b in app.top.panel.buttons if b.enabled and b.id.startswith(("holding_build", "deed_build"))]
    assert [b.id for b in building if b.id.startswith("deed_build-round")] == []
    assert len([b for b in building if b.id == f"holding_build_{s}"]) == 1, [b.label for b in building]
    before = g.levels[s]
    click(app, f"holding_build_{s}")
    settle(app)
    assert g.levels[s] == before + 1
    app.pop()
    settle(app)
    click_at(app, board.board.squares[s].center)
    assert board.selected == s
    assert app.top.panel.get("deed_build") is not None and app.top.panel.get("deed_build-round") is None


WEST = ("Goat Alley", "Wayback", "Rubeville", "Sylvan Dell", "Rickety Row")  # Finance's west group
TOP_WORDS = {
    "en": {"lone": "Commonwealth Avenue already has 6 houses",
           "some": "Each of your places in this group already has 6 houses",
           "whole": "Every place in this group already has 6 houses"},
    "ne": {"lone": "कमनवेल्थ एभिन्यूमा पहिले नै ६ घर बनिसकेको छ",
           "some": "यो समूहका तपाईंका सबै ठाउँमा पहिले नै ६ घर बनिसकेको छ",
           "whole": "यो समूहका सबै ठाउँमा पहिले नै ६ घर बनिसकेको छ"}}


@pytest.mark.parametrize("held", ["lone", "some", "whole"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_build_to_the_top_says_what_stands_on_what_the_person_holds(lang_back, language, held):
    """At the top, no Build to 6 houses is offered, and the build view says so with words true of
    what its owner holds: the lot by name where it is their only one of its group, their places
    where others may hold the rest."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    L.use(language)
    board = table(app, "finance", ("human", "human"), dice=[(2, 3)] * 20)
    g = board.game
    settle(app)
    p = g.pending.player
    names = {"lone": ("Commonwealth Avenue",), "some": WEST[:2], "whole": WEST}[held]
    give(g, p, *(lot(g, n) for n in names), level=g.edition.rules.max_level)
    g.lapped[p] = True
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    said = TOP_WORDS[language][held]
    assert not any(b.id.startswith("deed_build-to") for b in app.top.panel.buttons)
    assert said in drawn_texts(app)  # under the group's buttons
