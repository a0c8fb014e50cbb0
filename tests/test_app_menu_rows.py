"""A game's Menu at a small window and a large text size uses its room: every row of buttons a
comfortable height, every label whole and set at one size, the notice's room kept below them."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, click, drawn
from test_app_ending import table, to_menu

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.menu import COMFORTABLE, kept_notice_top


@pytest.fixture
def restored(home):
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_game_s_menu_at_800x600_has_comfortable_rows_and_whole_labels(restored, language, percent):
    app = App((800, 600))
    app.prefs.update(text_size=percent, language=language)
    lang.use(language)
    th.set_text_size(percent)
    table(app, ["human", "human", "medium"])
    menu = to_menu(app)
    app.frame(FRAME)
    buttons = menu.panel.buttons
    assert len(buttons) == 9
    assert not [(b.id, b.rect.h) for b in buttons if b.rect.h < COMFORTABLE]
    assert not [b.id for b in buttons if not widgets.fits_whole(b)]
    widgets.even_rows(buttons)
    sizes = {b.row_size or widgets.natural_size(b) for b in buttons}
    assert len(sizes) == 1 and min(sizes) >= 10, sizes
    assert max(b.rect.bottom for b in buttons) <= kept_notice_top((800, 600))
    assert not [(a.id, b.id) for a in buttons for b in buttons if a is not b and a.rect.colliderect(b.rect)]
    click(app, "end_game")  # the proposal's notice shows below the buttons, over none
    shown = [d for d in drawn(app) if d.text.startswith(t("menu_end_rule")[:12])]
    assert shown and not shown[0].cut
    assert not [b.id for b in menu.panel.buttons if b.rect.colliderect(shown[0].box)]
