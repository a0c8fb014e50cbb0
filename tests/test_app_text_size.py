"""The text-size setting grows every text by its percent, at a small window too: the window's
least size is reached first, the setting applied on top of it. Long labels keep to one line
where there is room for them."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn, run_frames

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat

BASES = [10, 12, 13, 14, 15, 16, 17, 20, 24, 30]


@pytest.fixture
def text_size():
    yield th.set_text_size
    th.set_text_size(100)


@pytest.mark.parametrize("window", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("rule", [th.size, th.reading_size])
def test_each_text_size_grows_every_text_by_its_percent(text_size, window, rule):
    sizes = {}
    for percent in th.TEXT_SIZES:
        text_size(percent)
        sizes[percent] = [rule(base, window) for base in BASES]
    for base, plain, larger, largest in zip(BASES, sizes[100], sizes[125], sizes[150], strict=True):
        assert larger >= 1.2 * plain and largest >= 1.4 * plain, (base, plain, larger, largest)


def _labels(app, texts, button):
    label = widgets.held_label(button.label)
    return [d for d in texts if d.text == label and d.surface.size == button.rect.size]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_menu_s_propose_end_button_holds_its_label_on_one_line_and_stays_put(home, language):
    """Before and after the first click ("Asha: click again to propose the end"), at 1280x800."""
    app = App((1280, 800))
    app.prefs["language"] = language
    lang.use(language)
    session = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")], {},
                            seed=3)
    session.autosave_on = False
    menu = MenuScene(app, session=session)
    app.replace(menu)
    run_frames(app, 2)
    rects = []
    for _ in range(2):
        end = menu.panel.get("end_game")
        assert end.enabled
        widgets._button_cache.clear()  # the buttons painted afresh, their labels noted
        texts = drawn(app)
        shown = _labels(app, texts, end)
        assert shown and len(shown[0].lines) == 1, (end.label, shown[0].lines if shown else None)
        rects.append(end.rect.copy())
        click(app, "end_game")
        if app.top is not menu:
            break
    assert menu.confirm_end and rects[0] == rects[1]
