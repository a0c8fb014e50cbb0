"""Raising the text size never makes a text smaller, and what stands in place stays there:

- the Settings' edition tabs stand still whichever edition is chosen (its name in the title);
"""

from __future__ import annotations

import pytest
from app_helpers import click, run_frames

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.settings import SettingsScene
from byapar.engine import available_editions

SIZES = [(800, 600), (1280, 800)]
LANGUAGES = ["en", "ne"]


@pytest.fixture
def restored(home):
    """The text size and language put back after the test."""
    yield
    th.set_text_size(100)
    lang.use("en")


def app_at(size: tuple[int, int], language: str, percent: int) -> App:
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)  # after the window opened with the saved preferences
    return app


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_settings_edition_tabs_stand_still_whichever_is_chosen(restored, size, language, percent):
    app = app_at(size, language, percent)
    scene = SettingsScene(app)
    app.replace(scene)
    places = []
    for name in available_editions():
        click(app, f"edition_{name}")
        run_frames(app, 2)
        assert scene.edition.name == name
        places.append({b.id: tuple(b.rect) for b in scene.panel.buttons if b.id.startswith("edition_")})
    assert all(p == places[0] for p in places), places
