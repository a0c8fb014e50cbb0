"""How to play names the board its page is for: opened outside a game, any board's page is one
click away, with the house rules remembered for that board; opened during a game, it is that
game's board's page alone."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, drawn_on_top, settle, table

from byapar.app import widgets
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.menu import MenuScene

FRAME = 1 / 60
TITLES = {"en": ("How to play Byapar", "How to play Classic"), "ne": ("व्यापार कसरी खेल्ने", "क्लासिक कसरी खेल्ने")}


def page_text(app) -> str:
    return " ".join(c for b in app.top.blocks() for c in b.cells)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_how_to_play_outside_a_game_turns_to_another_boards_page_with_one_click(lang_back, language):
    """No game on and Byapar the board last chosen: the page opens on Byapar's rules, titled so;
    a click on Classic turns it to Classic's rules (its $1,500 start, not Byapar's Rs 15,000; to the last player),
    titled so, while the board chosen for the next game stays Byapar."""
    app = app_in((800, 600), language)
    app.replace(MenuScene(app))
    app.frame(FRAME)
    click(app, "help")
    assert isinstance(app.top, HelpScene)
    byapar, classic = TITLES[language]
    assert byapar in [d.text for d in drawn_on_top(app)]
    assert button(app, "help_edition_byapar").style == "selected"
    click(app, "help_edition_classic")
    assert app.top.edition.name == "classic" and button(app, "help_edition_classic").style == "selected"
    assert classic in [d.text for d in drawn_on_top(app)]
    words = page_text(app)
    assert "1,500" in words or "१,५००" in words
    assert "15,000" not in words and "१५,०००" not in words  # Byapar's start
    assert app.top.settings.resolved(app.top.edition).rounds == 0  # Classic's own length, not Byapar's 30 rounds
    assert app.prefs["edition"] == "byapar"  # read, not chosen
    click(app, "help_edition_byapar")
    assert app.top.edition.name == "byapar" and byapar in [d.text for d in drawn_on_top(app)]


def test_how_to_play_during_a_game_is_that_games_board_alone(lang_back):
    """At a Classic game, the board's How to play opens on Classic's page, titled so, with no
    other board to turn to."""
    app = app_in((800, 600), "en")
    table(app, "classic", ("human", "medium"))
    settle(app)
    click(app, "help")
    assert isinstance(app.top, HelpScene) and app.top.edition.name == "classic"
    assert "How to play Classic" in [d.text for d in drawn_on_top(app)]
    assert not [b.id for b in app.top.panel.buttons if b.id.startswith("help_edition_")]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_boards_to_turn_to_read_whole_at_a_small_window_and_large_text(lang_back, language):
    """At 800x600 and 150% text, each board's chip shows its whole name, and the title naming the
    board is drawn whole, clear of Back."""
    app = app_in((800, 600), language, 150)
    app.replace(MenuScene(app))
    app.frame(FRAME)
    click(app, "help")
    chips = [b for b in app.top.panel.buttons if b.id.startswith("help_edition_")]
    assert len(chips) == 4 and all(widgets.fits_whole(b) for b in chips), [b.label for b in chips]
    heading = next(d for d in drawn_on_top(app) if d.text == TITLES[language][0])
    assert not heading.cut and heading.squeeze == 1.0
    assert heading.box.right <= button(app, "help_back").rect.left
