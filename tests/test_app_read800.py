"""Read at 800x600: what a player card says of a loan, and the buttons along the top, are set at
the reading size, not a label's."""

from __future__ import annotations

import pytest
from app_helpers import drawn, table

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App


def test_a_loan_on_a_player_card_is_set_at_the_reading_size(home):
    app = App((800, 600))
    board = table(app, "business_gst", ("human", "medium", "medium", "medium"))
    board.game.loans[0] = board.presenter.table.loans[0] = 3_000
    board.cards._cache = None
    tag = next(d for d in drawn(app) if d.text.startswith("Loan"))
    assert tag.size >= th.READING_LEAST and not tag.cut, (tag.text, tag.size)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_top_buttons_are_set_at_the_reading_size_at_800x600(home, language):
    app = App((800, 600))
    lang.use(language)
    try:
        board = table(app, "finance", ("human", "medium", "medium", "medium"))
        app.frame(1 / 60)
        top = [board.panel.get(k) for k in ("owners", "sound", "rules", "menu")]
        sizes = {b.label: b.row_size or widgets.natural_size(b) for b in top if b}
    finally:
        lang.use("en")
    assert len(sizes) == 4 and min(sizes.values()) >= th.READING_LEAST, sizes
    assert all(widgets.fits_whole(b) for b in top if b)
    assert all(b.rect.right <= board.header.right for b in top if b)
