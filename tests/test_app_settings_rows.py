"""Each row of the settings has room for its label: a label on two lines stands inside its own
row with a gap above and below, never reaching the rows beside it, whole and at the labels'
size where the window has the room, in every edition, language and text size."""

from __future__ import annotations

import pytest
from app_helpers import drawn_on_top, settle

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.settings import LABEL_GAP, SettingsScene


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_every_settings_label_stands_inside_its_own_row(home, size, language, percent):
    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    app.push(SettingsScene(app))
    for edition in ("byapar", "classic", "finance", "business_gst"):
        app.top.choose_edition(edition)
        settle(app, 2)
        scene = app.top
        done = scene.panel.get("done").rect
        drawn = {d.text: d for d in drawn_on_top(app)}
        for (label, _help), y, h in zip(scene.rows, scene.row_ys, scene.row_hs, strict=True):
            shown = drawn[label]
            assert not shown.cut, (edition, label)
            if max(scene.row_hs) > scene.row_h:  # the room taken: every label at the labels' size
                assert shown.size == th.size(16, app.screen), (edition, label)
            ink = shown.ink[0].unionall(shown.ink)
            assert y + LABEL_GAP - 1 <= ink.top and ink.bottom <= y + h - LABEL_GAP + 1, (edition, label, ink, y, h)
            assert y + h <= done.y  # every row above the Done button
