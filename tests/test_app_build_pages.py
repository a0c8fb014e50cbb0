"""The build view, when its groups take more than one page (the 800x600 window), opens on the
first page with a group a round can be built on, not on groups already built to the top."""

from __future__ import annotations

from app_helpers import app_in, click, settle, table
from helpers import give

from byapar.app import lang

BUILT = ((1, 3), (6, 8, 9), (16, 18, 19))  # Karnali, the far west, the orange: built to hotels
BARE = ((21, 23, 24), (26, 27, 29))  # the East and the next group: nothing on them yet


def test_the_build_view_opens_where_a_round_can_be_built(home):
    app = app_in((800, 600), "en")
    try:
        board = table(app, "byapar", ("human", "human"))
        settle(app)
        g = board.game
        p = g.pending.player
        for group in BUILT:
            give(g, p, *group, level=g.edition.rules.max_level)
        for group in BARE:
            give(g, p, *group)
        g.players[p].cash = 50_000
        board.presenter.sync()
        board.changed()
        settle(app)
        click(app, "manage_build")
        settle(app)
        assert app.top.panel.get("holding_more") is not None, "the groups take more than one page here"
        live = [b for b in app.top.panel.buttons if b.id.startswith("deed_build-round") and b.enabled]
        assert live, [b.id for b in app.top.panel.buttons if b.id.startswith("deed_")]
    finally:
        lang.use("en")


def test_a_house_built_keeps_every_group_in_place_when_another_groups_reasons_grow(home):
    """Madhesh with a house on each and the orange bare, Rs 1,560 in hand, both groups on one
    page: a house on Gorkha leaves Rs 560 and every Madhesh button greys with its reason; the
    reasons keep the room they had, so the orange stays on the page where it stood."""
    app = app_in((1280, 800), "en")
    board = table(app, "byapar", ("human", "human"))
    settle(app)
    g = board.game
    p = g.pending.player
    give(g, p, 11, 13, 14, level=1)
    give(g, p, 16, 18, 19)
    g.players[p].cash = 1_560
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    settle(app)
    tops = dict(app.top.tops)
    assert {11, 16} <= set(tops), tops
    click(app, "holding_build_16")
    settle(app)
    assert g.levels[16] == 1 and g.players[p].cash == 560
    assert app.top.tops == tops
    assert app.top.panel.get("holding_more") is None
