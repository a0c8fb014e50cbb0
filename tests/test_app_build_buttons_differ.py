"""The build view's round buttons never do the same as one another: "Build to 4 houses" shows
only where it takes two rounds or more ("Build one on each" takes the one), and so does "Build
to hotels"; each live button, clicked, leaves the group's buildings as no other would."""

from __future__ import annotations

import pytest
from app_helpers import click, settle, table
from helpers import give

from byapar.app import lang
from byapar.app.app import App

MADHESH = (11, 13, 14)  # Rs 1,000 a house: a round costs Rs 3,000
ROUNDS = ("deed_build-round", "deed_build-to", "deed_build-to-hotel", "deed_sell-round")


def build_view(app: App, levels: tuple[int, ...]):
    """Two people at Byapar; the one whose turn it is holds Madhesh built to `levels`, cash to
    spare, and opens the build view."""
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    settle(app)
    p = g.pending.player
    give(g, p, *MADHESH)
    g.players[p].cash = 40_000
    for s, level in zip(MADHESH, levels, strict=True):
        g.levels[s] = level
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    settle(app)
    return g


def round_buttons(app: App) -> dict[str, object]:
    """The group's row in the build view, by the button's id without its group's number."""
    return {b.id.rsplit("_", 1)[0]: b for b in app.top.panel.buttons if b.id.rsplit("_", 1)[0] in ROUNDS}


@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_three_houses_build_to_four_is_not_offered_beside_a_round(home, language):
    """The play tester's table: Madhesh at three houses each shows "Build one on each" and
    "Build to hotels", and no "Build to 4 houses" that would do what the round does."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(language)
    try:
        build_view(app, (3, 3, 3))
        row = round_buttons(app)
        assert set(row) == {"deed_build-round", "deed_build-to-hotel", "deed_sell-round"}, list(row)
        assert row["deed_build-to-hotel"].enabled
    finally:
        lang.use("en")


@pytest.mark.parametrize("levels", [(0, 0, 0), (1, 2, 2), (2, 2, 2), (2, 3, 3), (3, 3, 3), (3, 4, 4),
                                    (4, 4, 4), (4, 5, 5), (5, 5, 5)])
def test_no_two_round_buttons_leave_the_group_alike(home, levels):
    """Whatever stands on the group, each build-to button shown reaches two rounds or more above
    its least built place, and no two live build buttons, clicked, leave the same buildings."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    build_view(app, levels)
    row = round_buttons(app)
    for name, level in {"deed_build-to": 4, "deed_build-to-hotel": 5}.items():
        assert (name in row) == (level >= min(levels) + 2), (levels, list(row))
    live = [name for name, b in row.items() if b.enabled and name != "deed_sell-round"]
    after = []
    for name in live:  # each clicked on the group as it was
        app = App((1280, 800))
        app.prefs.update(bot_speed="instant", hints=False)
        g = build_view(app, levels)
        click(app, name)
        settle(app)
        after.append(tuple(g.levels[s] for s in MADHESH))
    assert len(after) == len(set(after)), (levels, live, after)
