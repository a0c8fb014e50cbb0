"""The build view says a price only on what can be bought now: a greyed Build on a place says
no price (the group's note says why), and a group's row of rounds says each round's cost, or
where one has no room for it, none does (each tooltip keeps its own)."""

from __future__ import annotations

from app_helpers import app_in, button, click, settle, table
from helpers import give

from byapar.app import lang
from byapar.app.i18n import t
from byapar.engine import schema as S

FAR_WEST = (6, 8, 9)  # Byapar's Dadeldhura, Mahendranagar, Dhangadhi


def lot(game, name: str) -> int:
    return next(i for i, sq in enumerate(game.squares) if sq.kind == S.PLACE and sq.name == name)


def test_a_greyed_build_on_a_place_says_no_price(home):
    app = app_in((1280, 800), "en")
    board = table(app, "byapar", ("human", "human"))
    settle(app)
    g = board.game
    p = g.pending.player
    give(g, p, *FAR_WEST, level=g.edition.rules.max_level)  # a hotel on each: nothing more to build
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    for s in FAR_WEST:
        b = button(app, f"holding_build_{s}")
        name = lang.square_name(g.squares[s])
        assert not b.enabled and b.label == f"Build on {name}"
        assert "Rs" not in b.label


def test_in_nepali_at_800x600_each_round_of_a_group_says_its_cost(home):
    """Finance's blues, named at length in Nepali: the round on both says its cost by its count
    ("two buildings"), as Build to N beside it does, as the browns' row above."""
    app = app_in((800, 600), "ne", 150)
    try:
        board = table(app, "finance", ("human", "human"), names=["Asha", "Bikash"], dice=[(2, 3)] * 20)
        settle(app)
        g = board.game
        p = g.pending.player
        for name in ("Rubeville", "Rickety Row"):
            give(g, p, lot(g, name), level=2)
        for name in ("Beacon Hill", "Union Square"):
            give(g, p, lot(g, name), level=g.marker_floor(lot(g, name)))
        g.lapped[p] = True
        board.presenter.sync()
        board.changed()
        settle(app)
        click(app, "manage_build")
        blues = lot(g, "Beacon Hill")
        both = button(app, f"deed_build-round_{blues}")
        assert both.label == t("btn_build_round_two_short_priced", amount=board.session.money(2 * 200))
        live = [b for b in app.top.panel.buttons if b.id.startswith(("deed_build", "deed_sell")) and b.enabled]
        assert len(live) == 5 and all("$" in b.label for b in live), [b.label for b in live]
    finally:
        lang.use("en")
