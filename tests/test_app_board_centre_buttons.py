"""The buttons at the foot of the board's centre (How to play, Statistics, Dice, Undo) grow with
the text size as the other controls do, as far as the centre has room: taller, their labels
larger, clear of each other and of the dice and their throws' line."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn, table

from byapar.app import widgets
from byapar.app.scenes.board import dice_place, throws_box, throws_size

CENTRE = ("help", "stats", "dice", "undo")


def centre_buttons(size, language, percent) -> tuple[list, dict[str, int], object]:
    """The centre's buttons on a new table, each label's drawn size, and the board."""
    app = app_in(size, language, percent)
    board = table(app, "byapar", ("human", "human", "medium"))
    widgets._button_cache.clear()  # each label painted afresh, its size noted
    seen = drawn(app)
    buttons = [board.panel.get(bid) for bid in CENTRE]
    sizes = {b.id: max(d.size for d in seen if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size)
             for b in buttons}
    return buttons, sizes, board


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_centre_s_buttons_grow_with_the_text_size_clear_of_the_dice(lang_back, size, language):
    usual, usual_sizes, _ = centre_buttons(size, language, 100)
    large, large_sizes, board = centre_buttons(size, language, 150)
    for was, now in zip(usual, large, strict=True):
        assert now.rect.h >= 1.3 * was.rect.h, (now.id, was.rect, now.rect)
        assert large_sizes[now.id] >= 1.2 * usual_sizes[now.id], (now.id, usual_sizes, large_sizes)
    rects = [b.rect for b in large]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
    centre = board.board.centre
    side, top = dice_place(centre)
    under_dice = max(top + side, throws_box(board, throws_size(board.app.screen)).bottom)
    assert all(centre.contains(r) and r.top > under_dice for r in rects), (rects, under_dice)
