"""A change of text size lays the settings out again at the new size: the chip just clicked
stays under the mouse, so the next click lands where the player aims it."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click_at, settle

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.scenes.menu import MenuScene


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


STEPS = ((100, 125), (125, 150), (150, 100), (100, 150), (150, 125), (125, 100))


@pytest.mark.parametrize("edition", ["byapar", "classic"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1280, 800)], ids=["800x600", "1024x700", "1280x800"])
def test_the_text_size_chip_clicked_stays_under_the_mouse(home, size, language, edition):
    """From the title menu's Settings, each text size clicked in turn: after the page is laid out
    at the new size, the chip under the click is the one clicked, now chosen."""
    app = app_in(size, language)
    app.prefs["edition"] = edition
    app.push(MenuScene(app))
    settle(app, 2)
    click_at(app, app.top.panel.get("settings").rect.center)
    if app.top.panel.get("text_size_100") is None:
        click_at(app, app.top.panel.get("settings_page").rect.center)  # this laptop's page
    for start, chosen in STEPS:
        assert app.prefs["text_size"] == start
        spot = app.top.panel.get(f"text_size_{chosen}").rect.center
        click_at(app, spot)
        under = app.top.panel.at(spot)
        assert app.prefs["text_size"] == chosen
        assert under is not None and under.id == f"text_size_{chosen}", (start, chosen, under and under.id)
        assert under.style == "selected"
