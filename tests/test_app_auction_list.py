"""The auction window lists the bids as they come, at both sizes and in both languages: when its
rows are fewer than the lines, a drop-out gives way to a bid (the bidders still in are listed
above it; a bid's amount shows nowhere else)."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn_texts, family, settle

from byapar.app import lang
from byapar.app.app import App
from byapar.app.scenes.auction import latest_bids_first
from byapar.app.words import plain

BIDS_UP_TO = 1_000  # Asha raises until the bids pass this; everyone else drops


@pytest.mark.parametrize("language", ["ne", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_drop_out_never_hides_a_bid_in_the_auction_window(home, language, size):
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
            if any(x not in bids for x in shown):  # a drop-out is listed only when every bid is
                assert all(b in shown for b in bids), (lines, shown)
        step = next((b.id for b in app.top.panel.buttons if b.id.startswith("raise_")), "drop")
        click(app, step if g.pending.player == 0 and g.auction.high < BIDS_UP_TO else "drop")
    assert g.auction is None and looked >= 3


def test_latest_bids_first_keeps_the_order_and_drops_give_way():
    lines = ["a 10", "b out", "c out", "d 70", "a 80"]
    drops = [False, True, True, False, False]
    assert latest_bids_first(lines, drops, 9) == lines
    assert latest_bids_first(lines, drops, 3) == ["a 10", "d 70", "a 80"]
    assert latest_bids_first(lines, drops, 4) == ["a 10", "c out", "d 70", "a 80"]
    assert latest_bids_first(lines, drops, 1) == ["a 80"]
    assert latest_bids_first(lines, drops, 0) == []
