"""Nepali at 800x600 reads at least as large as the window's floor, measured as a reader sees
it (`fonts.least_size`: Devanagari needs a size more than Latin): the setup's rows and the
board's prompt, through a few turns."""

from __future__ import annotations

import re

import pytest
from app_helpers import FRAME, click, settle, table
from helpers import jail

from byapar.app import fonts, lang, widgets
from byapar.app.app import App
from byapar.app.scenes.setup import SetupScene

DEVANAGARI = re.compile(r"[\u0900-\u097f]")


@pytest.fixture
def nepali(home):
    lang.use("ne")
    yield
    lang.use("en")


def _drawn(app: App) -> list[fonts.Drawn]:
    seen: list[fonts.Drawn] = []
    widgets._button_cache.clear()
    fonts.recording(seen)
    try:
        app.draw()
    finally:
        fonts.recording(None)
    return seen


def _too_small(texts: list[fonts.Drawn]) -> list[str]:
    return [f"{d.text!r} at {d.size} px" for d in texts
            if d.size and DEVANAGARI.search(d.text) and d.size < fonts.least_size(d.text)]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_setup_rows_read_at_the_floor_in_nepali(nepali, size):
    app = App(size)
    app.prefs.update(language="ne")
    lang.use("ne")
    app.replace(SetupScene(app))
    app.frame(FRAME)
    texts = _drawn(app)
    assert any(d.text == "सजिलो" for d in texts)  # the strength chips drawn
    assert not _too_small(texts), _too_small(texts)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_prompt_reads_at_the_floor_in_nepali_through_a_turn(nepali, size):
    app = App(size)
    app.prefs.update(language="ne", bot_speed="instant", hints=False)
    lang.use("ne")
    board = table(app, "byapar", ("human", "easy", "hard"), dice=[(1, 2), (3, 4), (3, 3), (2, 1), (1, 2)] * 10)
    jail(board.game, 0)  # the longest of the prompts: throw, pay the fine, or use a card
    board.presenter.sync()
    board.changed()
    settle(app)
    seen: list[str] = []
    for step in ("roll", "end", "roll", "buy", "roll", "decline"):
        said = board.actions.prompt()[0]
        prompt = [d for d in _drawn(app) if d.text == said]
        assert prompt, said
        seen += _too_small(prompt)
        if step in [b.id for b in app.top.panel.buttons]:
            click(app, step)
            settle(app)
    assert not seen, seen
