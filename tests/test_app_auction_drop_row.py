"""Drop out and "Bikash: take back Don't buy" share the auction's last row while the person who let
the place go opens the bidding: Drop out as wide as its short label needs, the take-back the rest,
so at 800x600 in Nepali at 150% both read on one line at about the size of the quick bids above
them, not at the window's least."""

from __future__ import annotations

import pytest
from app_helpers import app_in, auction_opened, drawn

from byapar.app import lang, widgets
from byapar.app import theme as th


@pytest.fixture
def restored(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def drawn_labels(app) -> dict[str, tuple[int, int, bool]]:
    """Each of the auction's buttons' labels as drawn: (its size, its lines, whether it was cut)."""
    widgets._button_cache.clear()  # each label painted afresh, its size noted
    seen = drawn(app)
    out = {}
    for b in app.top.panel.buttons:
        mine = [d for d in seen if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size]
        assert mine, f"{b.id} not drawn"
        out[b.id] = (min(d.size for d in mine), max(len(d.lines) for d in mine), any(d.cut for d in mine))
    return out


def test_drop_out_and_the_take_back_read_near_the_bids_size_at_800x600_in_nepali_at_150(restored):
    app = app_in((800, 600), "ne", 150)
    auction_opened(app, "byapar", names=["बिकास", "सीता"])
    labels = drawn_labels(app)
    assert "take_back" in labels, "the decliner opens the bidding: their take-back is offered"
    bids = min(size for key, (size, _, _) in labels.items() if key.startswith("raise_"))
    for key in ("drop", "take_back"):
        size, lines, cut = labels[key]
        # a pixel under the bids' at most: the row holds no more beside "Drop out"
        assert size >= bids - 1 and lines == 1 and not cut, (key, labels[key], bids)
    drop, back = app.top.panel.get("drop").rect, app.top.panel.get("take_back").rect
    assert drop.right < back.x and drop.y == back.y and back.right == app.top.info.right
