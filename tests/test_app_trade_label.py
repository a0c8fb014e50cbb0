"""Trade… before the throw says what its number counts, the offers left this turn, in either
language, whole inside its cell at the smallest window and the largest text."""

from __future__ import annotations

import pytest
from app_helpers import button, family, settle
from test_app_large_text import app_at

from byapar.app import fonts, lang, widgets
from byapar.app import theme as th

LEFT = {"en": ("3", "left"), "ne": ("३", "बाँकी")}  # the count and the word saying what it counts


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
    assert count in words and left in words, label[0].lines
    assert not label[0].cut and all(cell.contains(r) for r in label[0].ink), (label[0].lines, cell)
