"""Trade… before the throw shows the offers left this turn as a count, on one line whole inside
its cell at the smallest window and the largest text, in either language; its tooltip says
what the number counts, and so does its label where the words stand on one line too."""

from __future__ import annotations

import pytest
from app_helpers import button, family, settle
from test_app_large_text import app_at

from byapar.app import fonts, i18n, lang, widgets
from byapar.app import theme as th

LEFT = {"en": ("3", "offers left"), "ne": ("३", "प्रस्ताव बाँकी")}  # the count, and the tooltip's words for it


@pytest.fixture
def large_text(home):
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_trade_says_how_many_offers_are_left_inside_its_cell(large_text, language, size):
    app = app_at(size, language, hints=False)
    family(app, ["Asha"], bots=("Bot A", "Bot B"))
    settle(app)
    trade = button(app, "trade")
    label: list[fonts.Drawn] = []
    fonts.recording(label)
    try:
        widgets._paint_button(trade, False)  # the button's picture, its label's place in it
    finally:
        fonts.recording(None)
    cell = trade.rect.move(-trade.rect.x, -trade.rect.y)
    assert len(label) == 1, [d.text for d in label]
    words = " ".join(label[0].lines).replace("\u00a0", " ").split()
    count, left = LEFT[language]
    assert count in words and len(label[0].lines) == 1, label[0].lines
    assert left in trade.tooltip, trade.tooltip
    assert not label[0].cut and all(cell.contains(r) for r in label[0].ink), (label[0].lines, cell)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_trade_says_what_its_count_counts_where_the_words_fit(large_text, size):
    """At the usual text size the label says "left" too: a bare "Trade · 3" leaves a family guessing."""
    app = app_at(size, "en", hints=False)
    family(app, ["Asha"], bots=("Bot A", "Bot B"))
    settle(app)
    trade = button(app, "trade")
    assert trade.label == i18n.t("btn_trade_left", left=3) and widgets.on_one_line(trade), trade.label
