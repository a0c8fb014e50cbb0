"""The build view keeps each group's row where it stands whatever its reasons say: a round built
moves no other group's buttons. Reasons wrap within their group's lines, never cut; each
place's heading says how many houses stand on it, and says it anew after a round."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, settle
from test_app_build_steady import GROUPS, build_view

from byapar.app import lang as L
from byapar.app.i18n import t

SIZES = [(800, 600), (1280, 800)]


def rects(view) -> dict[str, tuple]:
    return {b.id: tuple(b.rect) for b in view.panel.buttons}


def cuts(app) -> list[str]:
    return [d.text for d in drawn_on_top(app) if d.cut or "\u2026" in d.text]


# Rs 2,300: a round on Karnali (Rs 1,000) leaves too little for any other round, so reasons grow
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES)
def test_a_round_built_moves_no_row(lang_back, size, language, percent):
    app = app_in(size, language, percent)
    view, g, p = build_view(app, 2_300)
    first = min(view.tops)
    before = rects(view)
    click(app, f"deed_build-round_{first}")
    settle(app)
    assert app.top is view and g.levels[1] == g.levels[3] == 1 and g.players[p].cash == 1_300
    after = rects(view)
    assert {k: r for k, r in after.items() if not k.endswith(f"_{first}")} == \
        {k: r for k, r in before.items() if not k.endswith(f"_{first}")}


# Rs 1,100: a round on Karnali leaves too little for any building, so its reasons grow to five
@pytest.mark.parametrize("cash", [1_100, 5_200, 50_000])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES)
def test_no_reason_nor_heading_is_cut_before_or_after_a_round(lang_back, size, language, percent, cash):
    app = app_in(size, language, percent)
    view, g, _p = build_view(app, cash)
    assert not cuts(app)
    for first in (1, 6)[: 1 if cash < 2_500 else 2]:  # a round on each group the cash pays for
        if first not in view.tops:
            click(app, "holding_more")
            settle(app)
        click(app, f"deed_build-round_{first}")
        settle(app)
        assert g.levels[first] == 1
        assert not cuts(app), (first, cuts(app))


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES)
def test_each_place_says_its_houses_and_says_them_anew_after_a_round(lang_back, size, language):
    app = app_in(size, language)
    view, g, p = build_view(app, 50_000)

    def said(n: int) -> list[str]:
        return [f"{L.square_name(g.squares[s])} {t('holding_houses', n=n)}" for s in GROUPS[0]]

    def heading() -> str:
        return next(d.text for d in drawn_on_top(app) if L.square_name(g.squares[1]) in d.text and "\u00b7" in d.text)

    assert all(place in heading() for place in said(0)), heading()
    cost = sum(g.squares[s].house_cost for s in GROUPS[0])
    click(app, "deed_build-round_1")
    settle(app)
    assert [g.levels[s] for s in GROUPS[0]] == [1, 1] and g.players[p].cash == 50_000 - cost
    assert all(place in heading() for place in said(1)), heading()
    assert not any(place in heading() for place in said(0)), heading()
