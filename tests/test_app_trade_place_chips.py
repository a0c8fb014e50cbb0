"""A side of the trade window holding more places than two to a row fit at their full height
keeps them two to a row on shorter chips while each chip keeps three fifths of its height: at
800x600 and 150% a partner's six places read as large as the person's two (they were set three
to a row, "Venetian Lagoon" on two lines at a smaller size)."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn, table
from helpers import give

from byapar.app import lang, widgets
from byapar.app import theme as th


@pytest.fixture
def reset_text():
    yield
    th.set_text_size(100)
    lang.use("en")


def _label_sizes(app, side: str, squares: list[int]) -> list[int]:
    """The drawn size of each place chip's label on one side of the open trade window."""
    widgets._button_cache.clear()  # each label painted afresh, its size noted
    seen = drawn(app)
    chips = [app.top.panel.get(f"{side}_sq_{s}") for s in squares]
    return [min(d.size for d in seen if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size)
            for b in chips]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_six_places_read_as_large_as_two_at_800x600_and_150_percent(home, reset_text, language):
    app = app_in((800, 600), language, 150)
    board = table(app, "finance", ("human", "easy"))
    places = [i for i, sq in enumerate(board.game.edition.squares) if sq.kind == "place"]
    give(board.game, 1, *places[:6])  # Goat Alley ... Venetian Lagoon
    give(board.game, 0, *places[6:8])
    click(app, "trade")
    mine, theirs = _label_sizes(app, "give", places[6:8]), _label_sizes(app, "get", places[:6])
    assert min(theirs) >= min(mine), (mine, theirs)
    rows = {app.top.panel.get(f"get_sq_{s}").rect.y for s in places[:6]}
    assert len(rows) == 3  # two to a row
