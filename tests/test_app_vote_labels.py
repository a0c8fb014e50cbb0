"""A vote on ending the game: both answers read whole on their buttons, in either language, at
the small window and the larger text sizes (a family met "सहमत:…" and had to hover to learn it)."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, end_proposed, settle

from byapar.app import lang, widgets


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_both_answers_to_a_vote_read_whole(home, language, percent):
    app = app_in((800, 600), language, text_size=percent)
    try:
        end_proposed(app)
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
            settle(app)
        answers = [b for b in app.top.panel.buttons if b.id in ("agree_end", "refuse_end")]
        assert len(answers) == 2, [b.id for b in app.top.panel.buttons]
        for b in answers:
            assert widgets.fits_whole(b), (b.id, b.label, b.rect.size)
    finally:
        lang.use("en")
