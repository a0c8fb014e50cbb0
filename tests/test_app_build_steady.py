"""The build view keeps every group's buttons where they stand while its page is shown: a click
that builds a group to hotels (its reasons change) or spends the cash the others needed (their
reasons grow) moves no other group's button, nor a group to another page."""

from __future__ import annotations

import pytest
from app_helpers import app_in, build_page_opened, click, drawn_on_top, settle, table
from helpers import give

from byapar.app.scenes import holdings

GROUPS = ((1, 3), (6, 8, 9), (11, 13, 14))  # Karnali, the far west, Madhesh: bare


def build_view(app, cash: int):
    board = table(app, "byapar", ("human", "human"))
    settle(app)
    g = board.game
    p = g.pending.player
    for group in GROUPS:
        give(g, p, *group)
    g.players[p].cash = cash
    return build_page_opened(app, board), g, p


def others(view) -> dict[str, tuple]:
    """Every button of the view but Karnali's (the other groups shown, the page's), with its place."""
    return {b.id: tuple(b.rect) for b in view.panel.buttons if not b.id.endswith(("_1", "_3"))}


# Rs 5,000 builds Karnali to hotels: Rs 5,200 leaves the others too little for anything
@pytest.mark.parametrize("cash", [50_000, 5_200])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_building_a_group_to_hotels_moves_no_other_groups_buttons(lang_back, size, language, percent, cash):
    app = app_in(size, language, percent)
    view, g, p = build_view(app, cash)
    assert 1 in view.tops, view.tops
    page, tops, before = view.page, dict(view.tops), others(view)
    assert len(view.tops) > 1 or cash < 50_000, view.tops
    click(app, "deed_build-to-hotel_1")
    settle(app)
    assert app.top is view and g.levels[1] == g.levels[3] == g.edition.rules.max_level
    assert (view.page, view.tops) == (page, tops)
    assert others(view) == before
    if cash == 50_000:  # a group built to the top says so once, on one line
        assert "\n" not in view.notes[1], view.notes[1]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_reasons_that_grow_in_the_pages_last_group_are_drawn_whole_above_the_buttons_under_them(lang_back, language):
    """Rs 5,200 for Karnali's hotels: the far west's reasons grow (each of its buttons greyed for
    the cash); the last group on its page, nothing below it moves, so they are drawn whole, never
    over the buttons under them."""
    app = app_in((1280, 800), language)
    view, _g, _p = build_view(app, 5_200)
    assert max(view.tops, key=view.tops.__getitem__) == 6  # the far west ends the page
    click(app, "deed_build-to-hotel_1")
    settle(app)
    reasons = [d for d in drawn_on_top(app) if d.size == holdings.reason_size(app.screen) and d.box.top > view.tops[6]]
    assert reasons, "the far west's reasons are drawn"
    assert not any(d.cut or d.text.endswith("\u2026") for d in reasons), [d.text for d in reasons]
    under = min(b.rect.top for b in view.panel.buttons if b.rect.top > reasons[0].box.top)
    assert all(ink.bottom <= under for d in reasons for ink in d.ink), [d.text for d in reasons]
