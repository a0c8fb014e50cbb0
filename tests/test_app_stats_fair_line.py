"""The dice page's fair line is scaled to the throws made, and its key and the small figures under
the totals say so: in 40 throws a fair pair gives a 7 about 7 times, and the figure under the 7
says 7, not the 6 of "out of 36 throws" beside a line drawn for 40."""

from __future__ import annotations

import pytest
from app_helpers import app_in, dice_page_after, drawn_on_top

from byapar.app import lang as L
from byapar.app.i18n import t
from byapar.stats import expected_share


@pytest.fixture(autouse=True)
def plain_after():
    yield
    L.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_fair_line_is_said_for_the_throws_made(home, language):
    app = app_in((1280, 800), language)
    dice_page_after(app, 40, rounds=40)
    throws = len(app.top.stats.throws)
    assert throws == 40
    texts = [d.text for d in drawn_on_top(app)]
    assert t("dice_key", throws=L.number(throws)) in texts  # "...what fair dice would give in 40 throws"
    assert not any(L.number(36) in text for text in texts[:texts.index(t("dice_throws_title"))])
    under = texts[1:1 + 3 * 11]  # each total: its count, the total, the fair figure under it
    totals = under[1::3]
    assert totals == [L.number(k) for k in range(2, 13)], under
    assert under[2::3] == [L.number(round(throws * expected_share(k))) for k in range(2, 13)]
