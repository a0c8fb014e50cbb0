"""What each board is, said before it is chosen: on the new-game screen each board's name has
its one line (India's cities for Business GST, never Nepal's places), drawn whole at the
reading size under the boards' names, and the Menu without a game doesn't call the whole app
Nepal's board alone."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, drawn_on_top

from byapar.app import lang
from byapar.app.i18n import t
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.setup import SetupScene, head_size
from byapar.engine import load_edition, playable_editions

FRAME = 1 / 60


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_each_board_says_what_it_is_under_the_boards_names(lang_back, language, size, percent):
    app = app_in(size, language, percent)
    app.replace(SetupScene(app))
    app.frame(FRAME)
    lines = {}
    for name in playable_editions():
        click(app, f"edition_{name}")
        line = lang.edition_tagline(load_edition(name))
        chip = button(app, f"edition_{name}")
        assert line and chip.tooltip == line
        shown = [d for d in drawn_on_top(app) if d.text == line]
        assert shown, f"{name}'s line is not drawn"
        d = shown[0]
        assert not d.cut and d.squeeze == 1.0 and d.size == head_size(app.screen), (d.size, d.lines)
        assert d.box.top >= max(b.rect.bottom for b in app.top.panel.buttons if b.id.startswith("edition_"))
        assert d.box.bottom <= button(app, "back").rect.top
        lines[name] = line
    nepal = {"en": "Nepal", "ne": "नेपाल"}[language]
    assert [name for name, line in lines.items() if nepal in line] == ["byapar"]
    assert {"en": "India", "ne": "भारत"}[language] in lines["business_gst"]


def test_the_menu_without_a_game_names_more_than_nepals_board(lang_back):
    app = app_in((800, 600), "en")
    app.replace(MenuScene(app))
    app.frame(FRAME)
    said = t("menu_tagline")
    assert said in [d.text for d in drawn_on_top(app)]
    assert said != lang.edition_tagline(load_edition("byapar")) and "other boards" in said
