"""The auction's bidders and its "can go to" note read at a small window: each bidder's line at
its design size, the note never below the reading size, neither set narrower."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn, settle, table

from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t


@pytest.mark.parametrize("percent", [100, 125])
def test_the_bidders_and_the_can_go_to_note_are_read_at_800x600(home, percent):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    th.set_text_size(percent)
    try:
        board = table(app, "finance", ("human", "medium", "human"), dice=[(1, 2)] + [(2, 3)] * 20)
        g = board.game
        settle(app)
        click(app, "roll")
        settle(app)
        g.lapped[0] = True  # round the board once: the lot is Asha's to refuse
        click(app, "decline")
        settle(app)
        assert g.auction is not None
        seen = drawn(app)
    finally:
        th.set_text_size(100)
    bidders = [d for d in seen if " · " in d.text and d.text.split(" · ")[0] in {p.name for p in g.players}]
    assert len(bidders) == 3
    assert all(d.size >= round(15 * percent / 100) and d.squeeze == 1.0 for d in bidders), bidders
    note = next(d for d in seen if d.text == t("auction_can_go_key"))
    assert note.size >= th.READING_LEAST and note.squeeze == 1.0 and not note.cut
