"""At 800x600 with text at 150%, another person's out-of-turn row under the turn's own buttons
leaves those buttons as they are: as high as a click wants, their labels whole and at a reading
size, however small the names in the others' row set theirs."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, settle, table

from byapar.app import lang, widgets
from byapar.app import theme as th

OWN = ("roll", "trade", "manage_build", "manage_sell")  # Finance: Throw, Trade…, Build…, Sell…
CLICKABLE = 24  # px: the least height of a button a person clicks at 800x600


@pytest.fixture(autouse=True)
def plain_after(home):
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_others_row_leaves_the_turn_s_own_labels_at_a_reading_size(language):
    """Finance for Asha, Bikash and two bots: Asha buys where she lands and ends her turn; in
    Bikash's, Asha's own out-of-turn buttons stand in the row under his."""
    app = app_in((800, 600), language, 150)
    board = table(app, "finance", ("human", "human", "medium", "medium"), dice=[(1, 2)] * 60,
                  names=["Asha", "Bikash", "Gita", "Hari"])
    settle(app)
    click(app, "roll")
    settle(app)
    if board.panel.get("buy") is not None:
        click(app, "buy")
        settle(app)
    click(app, "end")
    settle(app)
    if board.panel.get("ready") is not None:
        click(app, "ready")
        settle(app)
    assert board.game.pending.player == 1
    assert board.panel.get("trade_as_0") is not None  # Asha's row under Bikash's buttons
    app.draw()
    own = [board.panel.get(i) for i in OWN]
    assert all(own), [b.id for b in board.panel.buttons]
    said = {b.id: (b.rect.h, b.row_size or widgets.natural_size(b)) for b in own}
    assert all(h >= CLICKABLE and size >= th.READING_LEAST for h, size in said.values()), said
    assert all(widgets.fits_whole(b) for b in own)
