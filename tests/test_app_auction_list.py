"""The auction window lists the bids as they come, at both sizes and in both languages: when its
rows are fewer than the lines, the newest lines show, the latest bid always among them."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn_texts, family, settle

from byapar.app import lang
from byapar.app.app import App
from byapar.app.scenes.auction import latest_bids
from byapar.app.words import plain

BIDS_UP_TO = 1_000  # Asha raises until the bids pass this; everyone else drops


@pytest.mark.parametrize("language", ["ne", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_latest_bid_always_shows_in_the_auction_window(home, language, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    app.prefs["language"] = language
    lang.use(language)
    scene = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot A",))
    g = scene.game
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")  # Jumla goes to auction among all four
    looked = 0
    for _ in range(40):  # bounded: each round is one person's bid or drop
        settle(app)
        if g.auction is None:
            break
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
        lines = [plain(b) for b in scene.presenter.bids]
        bids = [x for x, drop in zip(lines, scene.presenter.drops, strict=True) if not drop]
        shown = [x for x in drawn_texts(app) if x in lines]
        if bids and shown:  # how many rows the window has is its layout's business
            looked += 1
            assert bids[-1] in shown, (lines, shown)  # the latest bid, first of all
            assert shown == lines[-len(shown):], (lines, shown)
        step = next((b.id for b in app.top.panel.buttons if b.id.startswith("raise_")), "drop")
        click(app, step if g.pending.player == 0 and g.auction.high < BIDS_UP_TO else "drop")
    assert g.auction is None and looked >= 3


def test_latest_bids_are_the_newest_lines_in_order():
    lines = ["a 10", "b out", "c out", "d 70", "a 80"]
    assert latest_bids(lines, 9) == lines
    assert latest_bids(lines, 3) == ["c out", "d 70", "a 80"]
    assert latest_bids(lines, 1) == ["a 80"]
    assert latest_bids(lines, 0) == []
