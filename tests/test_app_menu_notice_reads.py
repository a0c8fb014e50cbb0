"""What a first click on Resign or on proposing the end says (where everything would go, that a
bot would say no, that a second click goes ahead) is read before the second click: in the red
bar under the buttons, as large as the buttons' own words."""

from __future__ import annotations

import pytest

from byapar.app import lang as L
from byapar.app import theme as th

LEAST = {(800, 600): 10, (1280, 800): 12}  # px: never smaller than this, whatever else


@pytest.mark.parametrize("which", ["end_game", "resign"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_the_first_click_s_note_reads_as_large_as_the_buttons(home, size, language, which):
    """Classic, Asha against two bots, at the start of her turn: she opens the Menu and clicks
    once on proposing the end, or on resigning. The note it shows is drawn whole at no less
    than the size of that button's words."""
    from app_helpers import app_in, click, drawn, settle, table

    app = app_in(size, language)
    try:
        table(app, "classic", ("human", "medium", "hard"), names=["Asha", "Bot A", "Bot B"], dice=[(1, 2)] * 30)
        settle(app)
        click(app, "menu")
        settle(app)
        click(app, which)
        settle(app)
        notice = app.top.notice
        assert notice, "the first click says nothing"
        said = [d for d in drawn(app) if d.text == notice]
        assert len(said) == 1 and not said[0].cut, said
        button = app.top.panel.get(which)
        assert said[0].size >= max(button.font_size(), LEAST[size]), (said[0].size, button.font_size())
        assert max(b.rect.bottom for b in app.top.panel.buttons) <= min(r.top for r in said[0].ink)
    finally:
        L.use("en")
        th.set_text_size(100)
