"""The auction at 800x600 in Nepali at the largest text size: the bidder's own line ("Asha, your
bid") whole and clear of every control, no text over a control, and the latest bids shown, with
up to six at the table and Business GST's extra lines."""

from __future__ import annotations

import pytest
from app_helpers import app_in, auction_opened, click, drawn_on_top, settle

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene
from byapar.app.words import plain
from byapar.engine import actions as A

NAMES = ["Asha", "Bikash", "Sita", "Gita", "Hari", "Kamala"]


@pytest.fixture
def small_nepali_large_text(home):
    app = app_in((800, 600), "ne", 150)
    yield app
    th.set_text_size(100)
    lang.use("en")


def round_of_bids(app, board) -> AuctionScene:
    """Each at the table bids once, and the bidding comes back to Asha."""
    g = board.game
    for _ in range(len(g.players)):
        board.act(A.Bid(g.min_bid()))
        settle(app)
    if app.top.panel.get("ready") is not None:
        click(app, "ready")
    assert isinstance(app.top, AuctionScene) and g.pending.player == 0
    return app.top


@pytest.mark.parametrize("people", [4, 6])
@pytest.mark.parametrize("edition", ["byapar", "business_gst"])
def test_at_800x600_in_nepali_at_150_the_own_bid_line_and_the_latest_bids_show(small_nepali_large_text, edition,
                                                                                people):
    app = small_nepali_large_text
    board = auction_opened(app, edition, people, names=NAMES[:people])
    scene = round_of_bids(app, board)
    seen = drawn_on_top(app)
    controls = comfort_ui.controls(scene)
    own = [d for d in seen if d.text == t("auction_your_turn", name="Asha")]
    assert len(own) == 1 and not own[0].cut and own[0].squeeze == 1.0, own
    assert not [c for c in controls if own[0].box.colliderect(c)], (own[0].box, controls)
    # a control's own label lies inside it; any other text touching one is drawn over it
    over = [d.text for d in seen if any(d.box.colliderect(c) and not c.contains(d.box) for c in controls)]
    assert not over, over
    lines = [plain(b) for b in board.presenter.bids]
    shown = [d.text for d in seen if d.text in lines]
    assert shown and shown[-1] == lines[-1], (lines, shown)
    assert min(d.size for d in seen) >= th.text_floor(app.screen)
