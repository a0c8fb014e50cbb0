"""Read at 800x600: what a player card says of a loan is set at the reading size, not a label's."""

from __future__ import annotations

from app_helpers import drawn, table

from byapar.app import theme as th
from byapar.app.app import App


def test_a_loan_on_a_player_card_is_set_at_the_reading_size(home):
    app = App((800, 600))
    board = table(app, "business_gst", ("human", "medium", "medium", "medium"))
    board.game.loans[0] = board.presenter.table.loans[0] = 3_000
    board.cards._cache = None
    tag = next(d for d in drawn(app) if d.text.startswith("Loan"))
    assert tag.size >= th.READING_LEAST and not tag.cut, (tag.text, tag.size)
