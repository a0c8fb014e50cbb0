"""The game-over standings read whole in every window: Business GST's long currency in Nepali at
800x600 leaves five columns too narrow, so each player's worth stands beside their name at the
table's size and what it is made of under it, never a figure cut short."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.session import Session, default_seat

SEATS = [("easy", "बोट क"), ("easy", "Bikash"), ("easy", "Sita"), ("easy", "Asha")]


@pytest.mark.parametrize("size, language, percent", [((800, 600), "ne", 125), ((800, 600), "ne", 150),
                                                     ((800, 600), "en", 100), ((1280, 800), "en", 150)])
def test_every_players_worth_reads_whole_at_the_end(home, size, language, percent):
    app = app_in(size, language, text_size=percent)
    try:
        session = Session.start("business_gst", [default_seat(i, k, n) for i, (k, n) in enumerate(SEATS)],
                                {"rounds": 2}, seed=5)
        session.autosave_on = False
        for _ in range(3000):  # bounded: two rounds of four bots
            if session.game.over:
                break
            session.apply(session.bot_action())
        assert session.game.over
        app.replace("gameover", session)
        app.frame(1 / 60)
        seen = drawn(app)
        for _, worth in session.game.standings():
            figure = session.money(worth)
            shown = [d for d in seen if d.text == figure]
            assert shown and not shown[0].cut, (figure, [(d.text, d.cut) for d in seen if d.cut])
            assert shown[0].size >= th.size(15, app.screen), (figure, shown[0].size)  # never shrunk to fit
        assert not [d.text for d in seen if d.cut], [d.text for d in seen if d.cut]
    finally:
        lang.use("en")
