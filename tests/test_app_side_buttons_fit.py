"""At 800x600, in both languages and at each text size, the side panel's buttons a family sees
around a throw (Finance: three people and a Medium bot, each person holding a lot) keep their
words whole inside their boxes: the others' out-of-turn row ("Trade as Bikash…", "Bikash: out
of turn…") stands each label on one line, never wrapped into a box too low for two, and the
turn's own buttons keep every line of their labels clear of their edges."""

from __future__ import annotations

import pytest
from app_helpers import app_in, clicks_settled, settle
from test_app_others_row import others, own
from test_app_trading import finance_table

from byapar.app import widgets
from byapar.app.scenes.board import BoardScene

FAMILY = [("Asha", "human"), ("Bikash", "human"), ("Sita", "human"), ("Bot A", "medium")]


def ink_of(b: widgets.Button) -> tuple[int, object]:
    """How many lines `b`'s label is set on, and the box round their letters."""
    lines = widgets.label_ink(b)
    return len(lines), lines[0].unionall(lines[1:])


def reads_whole(board: BoardScene, moment: str) -> None:
    """Each label of the others' row on one line inside its button; each of the turn's own
    whole (on as many lines as its box holds), its letters clear of the button's edge."""
    widgets._button_cache.clear()
    for b in others(board):
        lines, ink = ink_of(b)
        assert lines == 1, (moment, b.label, b.rect)
        assert b.rect.inflate(-2 * widgets.EDGE, -2 * widgets.EDGE).contains(ink), (moment, b.label, b.rect, ink)
    for b in own(board):
        _, ink = ink_of(b)
        assert widgets.fits_whole(b), (moment, b.label)
        assert b.rect.inflate(-2 * widgets.EDGE, -2 * widgets.EDGE).contains(ink), (moment, b.label, b.rect, ink)


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_side_buttons_keep_their_words_whole_around_a_throw(lang_back, language, percent):
    app = app_in((800, 600), language, percent)
    session = finance_table(app, FAMILY, holding=True)
    settle(app)
    board = app.top
    assert others(board), "Bikash and Sita may act out of turn in Asha's turn"
    reads_whole(board, "before the throw")
    clicks_settled(app, "roll")
    assert session.game.pending.kind == "buy"
    reads_whole(board, "at the purchase")
    clicks_settled(app, "buy")
    assert session.game.pending.kind == "end"
    reads_whole(board, "at the turn's end")
