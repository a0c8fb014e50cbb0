"""The raise-money rows that don't fit are counted on a line of its own under the rows shown:
inside the list's room and the window, clear of every row, whole and readable, at 800x600 and
1280x800, in English and Nepali, at the 100% and 150% text sizes."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn, settle
from test_app_guards import SMALLEST
from test_app_table import owing

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t

MORE = (11, 13, 16, 18, 21, 23, 26, 27, 31, 32)  # more places than rows fit


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_the_rows_below_are_counted_on_a_whole_line_inside_the_list(home, size, language, percent):
    app = app_in(size, language, percent)
    board = owing(app, more=MORE)
    settle(app)
    view = board.raise_view
    assert view.more_below > 0
    said = [d for d in drawn(app) if d.text == t("raise_more_below", n=view.more_below)]
    assert len(said) == 1
    note = said[0]
    ink = [r for r in note.ink if r.h]
    rows = [b.rect for b in app.top.panel.buttons if b.id.startswith("raise_") and b.id != "raise_auto"]
    assert note.size >= SMALLEST[size] and not note.cut, (note.size, note.lines)
    assert ink and all(view.list_rect.contains(r) and app.screen.get_rect().contains(r) for r in ink), \
        (ink, view.list_rect)
    assert not [r for r in ink for row in rows if r.colliderect(row)]
