"""At 800x600 with text at 150%, another person's out-of-turn row under the turn's own buttons
leaves those buttons as they are: as high as a click wants, their labels whole and at a reading
size, however small the names in the others' row set theirs."""

from __future__ import annotations

import pytest
from test_app_read_log_lines import bikash_s_turn

from byapar.app import theme as th
from byapar.app import widgets

OWN = ("roll", "trade", "manage_build", "manage_sell")  # Finance: Throw, Trade…, Build…, Sell…
CLICKABLE = 24  # px: the least height of a button a person clicks at 800x600


pytestmark = pytest.mark.usefixtures("lang_back")  # English and 100% again after each


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_others_row_leaves_the_turn_s_own_labels_at_a_reading_size(language):
    """Finance for Asha, Bikash and two bots: Asha buys where she lands and ends her turn; in
    Bikash's, Asha's own out-of-turn buttons stand in the row under his."""
    app, board = bikash_s_turn(language, 150, "finance", ("human", "human", "medium", "medium"))
    # Asha's row under Bikash's buttons: her Trade and Sell side by side would read too small at
    # 150%, so one button across the row, named, opens them both
    assert board.panel.get("out_of_turn_0") is not None, [b.id for b in board.panel.buttons]
    app.draw()
    own = [board.panel.get(i) for i in OWN]
    assert all(own), [b.id for b in board.panel.buttons]
    said = {b.id: (b.rect.h, b.row_size or widgets.natural_size(b)) for b in own}
    assert all(h >= CLICKABLE and size >= th.READING_LEAST for h, size in said.values()), said
    assert all(widgets.fits_whole(b) for b in own)
