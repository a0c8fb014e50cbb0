"""The settings' chips at the largest text size keep their words clear of their edges: three
pixels of the chip between its drawn edge and the ink above and below, room at the sides, and
a standard chip's gold dot off the words, in every edition, both languages, both window sizes."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import drawn_on_top, settle

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.settings import CHIP_CLEAR, SettingsScene


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def crowded_chips(app: App) -> list[str]:
    """Chips whose words come closer than `CHIP_CLEAR` to the drawn edge above or below, nearer
    than a third of their size (five pixels at least) to a side, or within two pixels of a gold dot."""
    scene = app.top
    widgets._button_cache.clear()  # each label painted afresh, its ink noted
    texts = drawn_on_top(app)
    marks = [pygame.Rect(x - r, y - r, 2 * r, 2 * r).inflate(4, 4) for (x, y), r in scene.standard_marks(app.screen)]
    out = []
    for b in scene.panel.buttons:
        if b.id == "done" or b.id.startswith("edition_") or not widgets.is_word(b.label):
            continue
        label = widgets.held_label(b.label)
        shown = [d for d in texts if d.surface.size == b.rect.size and d.text == label and d.ink]
        assert shown, b.id
        ink = pygame.Rect.unionall(shown[0].ink[0], shown[0].ink[1:])
        side = max(5, shown[0].size // 3)
        clear = widgets.EDGE + CHIP_CLEAR
        if ink.top < clear or b.rect.h - ink.bottom < clear or ink.left < side or b.rect.w - ink.right < side:
            out.append(f"{b.id} {b.label!r}: ink {ink} in {b.rect.size}")
        if any(m.colliderect(ink.move(b.rect.topleft)) for m in marks):
            out.append(f"{b.id} {b.label!r}: a gold dot touches its words")
    return out


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_at_150_percent_no_chips_words_come_near_its_edge_or_its_gold_dot(home, size, language):
    app = App(size)
    lang.use(language)
    th.set_text_size(150)
    app.push(SettingsScene(app))
    crowded = []
    for edition in ("byapar", "classic", "finance", "business_gst"):
        app.top.choose_edition(edition)
        settle(app, 2)
        crowded += [f"{edition}: {c}" for c in crowded_chips(app)]
    assert not crowded, crowded
