"""Business GST's buy button in Nepali reads as Nepali writes it, GST in Devanagari joined to
its postposition, and stays whole inside its cell at the smallest and a common window, at
every text size."""

from __future__ import annotations

import re

import pytest
from app_helpers import button, click, open_board, settle

from byapar.app import fonts, lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.session import Session, default_seat


@pytest.fixture
def nepali(home):
    lang.use("ne")
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_nepali_buy_button_with_gst_reads_whole_in_nepali(nepali, size, text_size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, text_size=text_size, language="ne")
    lang.use("ne")  # after the window opened with the saved preferences
    th.set_text_size(text_size)
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "medium", "Sita")]
    open_board(app, Session.start("business_gst", seats, {"opening": "seat"}, seed=4, dice=[(1, 2)] * 20))
    settle(app)
    click(app, "roll")
    settle(app)
    buy = button(app, "buy")
    drawn: list[fonts.Drawn] = []
    fonts.recording(drawn)
    try:
        widgets._paint_button(buy, False)  # the button's picture, its label's place in it
    finally:
        fonts.recording(None)
    (label,) = drawn
    assert "जीएसटीसहित" in label.text and not re.search("[A-Za-z]", label.text), label.text
    cell = buy.rect.move(-buy.rect.x, -buy.rect.y)
    assert not label.cut and all(cell.contains(r) for r in label.ink), (label.lines, cell)
