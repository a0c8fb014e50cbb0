"""The hint on holding enough of a colour to build says the edition's own rule: Business GST
builds on three of a colour of five, and doubles the rent of those three while unbuilt, so the
hint speaks of the places held, never of a whole group."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn_texts, settle, table
from helpers import give, put_at

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.comfort import comfort_of
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui

INDORE, CHANDIGARH, SHIMLA = 6, 11, 14  # three of Business GST's five greens


def third_green_bought(app: App, mortgaged: bool):
    """Asha, holding Indore and Chandigarh (Chandigarh mortgaged or not), throws 1+2 onto Shimla
    and buys it: three of the five greens."""
    board = table(app, "business_gst", ("human", "human"), dice=[(1, 2)] * 4, names=["Asha", "Bikash"])
    game = board.game
    give(game, 0, INDORE)
    give(game, 0, CHANDIGARH, mortgaged=mortgaged)
    put_at(game, 0, SHIMLA - 3)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    assert game.owns_group(0, SHIMLA) and not all(game.owner(m) == 0 for m in game.edition.groups["green"])
    return board


def shown_words(app: App, board) -> str:
    """The words on screen, the hint's among them where it is on the board."""
    assert comfort_ui.hint_rect(board) is not None, "the hint is not on the board"
    return " ".join(drawn_texts(app))


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("mortgaged", [False, True], ids=["clear", "mortgaged"])
def test_three_of_five_greens_are_named_as_three_of_a_colour(lang_back, language, size, percent, mortgaged):
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)
    board = third_green_bought(app, mortgaged)
    hint = comfort_of(board.session).hints.current
    key = "hint_group_sites_mortgaged" if mortgaged else "hint_group_sites"
    assert hint is not None and hint.key == key
    assert hint.text == t(key, sites=lang.number(3))
    words = shown_words(app, board)
    assert t("hint_group").split(":")[0] not in words, "three of five are called a whole group"
    assert hint.text in words


def test_english_says_three_places_and_the_doubled_rent_of_those_unbuilt(lang_back):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", language="en")
    lang.use("en")
    board = third_green_bought(app, mortgaged=False)
    assert comfort_of(board.session).hints.current.text == (
        "You hold 3 places of one colour: their rent doubles while unbuilt, and you may now build houses on "
        "them, evenly.")
