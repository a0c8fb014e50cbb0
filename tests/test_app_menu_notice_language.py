"""A notice at the foot of the Menu follows the language: the words a first click on proposing
the end or on resigning put there read in the language chosen in Settings since, not in the
one they were first written in."""

from __future__ import annotations

import re

import pytest
from app_helpers import app_in, click, drawn_texts, family

from byapar.app import lang
from byapar.app.scenes.menu import MenuScene

DEVANAGARI = re.compile(r"[\u0900-\u097f]")


def notice_after_switch(first: str, button: str, then: str, size) -> tuple[str, list[str]]:
    """The Menu's notice after `button` was clicked once in `first`, then the language set to
    `then` in Settings over the Menu; and every text the Menu then draws."""
    app = app_in(size, first)
    family(app, ["Bikash", "Sita"], bots=("Bot A",))
    click(app, "menu")
    click(app, button)  # the first click: the notice says what a second would do
    assert isinstance(app.top, MenuScene) and app.top.notice
    click(app, "settings")
    click(app, f"language_{then}")
    click(app, "done")
    assert isinstance(app.top, MenuScene) and lang.current() == then
    return app.top.notice, drawn_texts(app)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("button", ["end_game", "resign"])
def test_a_nepali_notice_turns_english_with_the_language(lang_back, size, button):
    notice, seen = notice_after_switch("ne", button, "en", size)
    assert not DEVANAGARI.search(notice), notice
    assert notice in seen
    assert not [x for x in seen if DEVANAGARI.search(x) and x != "व्यापार"], "only the logo stays in Devanagari"


@pytest.mark.parametrize("button", ["end_game", "resign"])
def test_an_english_notice_turns_nepali_with_the_language(lang_back, button):
    notice, seen = notice_after_switch("en", button, "ne", (1280, 800))
    assert DEVANAGARI.search(notice) and not re.search(r"\b(the|your|and)\b", notice), notice
    assert notice in seen
