"""A button's label set on two lines keeps a margin inside its button: its letters, as painted,
stand `LINES_CLEAR` from the button's outside above and below (three pixels clear of its
drawn edge), at each window size, language and text size. Measured on the pixels of the label's
colour, so a line's marks and descenders count as a reader sees them."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, click, drawn_on_top, settle, table
from helpers import give

from byapar.app import theme as th
from byapar.app import widgets

SIZES = [(800, 600), (1280, 800)]
# how near a pixel's channels are to the label's colour to count as the label's (its letters'
# smoothed edges too, not the button's fill or edge)
NEAR = 70
LINES_CLEAR = widgets.LABEL_CLEAR + 1  # px from the outside: three clear of the drawn edge


def letters(b: widgets.Button) -> pygame.Rect | None:
    """The box round the pixels of `b`'s label as painted, in the button's own picture; between
    its sides' margins, clear of the rounded corners' edge."""
    picture = widgets._paint_button(b, False)
    fill, text, _ = th.BUTTON_STYLES[b.style] if b.enabled else th.DISABLED
    mask = pygame.mask.from_threshold(picture, (*text, 255), (NEAR, NEAR, NEAR, 255))
    side = pygame.Rect(0, 0, *b.rect.size).inflate(-2 * (widgets.EDGE + 8), 0)
    inside = pygame.mask.Mask(b.rect.size)
    inside.draw(pygame.mask.Mask(side.size, fill=True), side.topleft)
    boxes = mask.overlap_mask(inside, (0, 0)).get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else None


def two_line_buttons(app) -> list[widgets.Button]:
    """The top scene's buttons whose label is drawn on two lines or more."""
    widgets._button_cache.clear()
    texts = drawn_on_top(app)
    return [b for b in app.top.panel.buttons if widgets.is_word(b.label)
            and any(d.surface.size == b.rect.size and d.text == widgets.held_label(b.label) and len(d.lines) > 1
                    for d in texts)]


def others_waiting(size: tuple[int, int], language: str, percent: int):
    """Finance at Asha's turn, Bikash and Sita sharing the laptop with her and a bot holding
    places: her Throw the dice and the others' out-of-turn row under her buttons."""
    app = app_in(size, language, percent)
    board = table(app, "finance", ("human", "medium", "human", "human"), names=["Asha", "Bot B", "Bikash", "Sita"])
    g = board.game
    places = [s for s, sq in enumerate(g.edition.squares) if sq.kind == "place"]
    give(g, 2, *places[:3])
    give(g, 3, *places[3:5])
    board.presenter.sync()
    board.changed()
    settle(app)
    if board.panel.get("ready") is not None:
        click(app, "ready")
        settle(app)
    assert g.pending.kind == "roll" and g.pending.player == 0
    return app


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES)
def test_a_label_on_two_lines_keeps_a_margin_inside_its_button(lang_back, size, language, percent):
    app = others_waiting(size, language, percent)
    crowded = []
    for b in two_line_buttons(app):
        ink = letters(b)
        assert ink is not None, f"no letters found on {b.label!r}"
        if ink.top < LINES_CLEAR or b.rect.h - ink.bottom < LINES_CLEAR:
            crowded.append(f"{b.label!r}: letters at {ink.top}..{ink.bottom} in {b.rect.size}")
    assert not crowded, crowded


def test_the_throw_is_on_two_lines_at_125_percent_and_the_out_of_turn_row_on_one(lang_back):
    """The case the margin is for: English at 125% at 800x600 sets the throw on two lines; the
    others' row, one line high, never wraps: one button names them both on one line."""
    app = others_waiting((800, 600), "en", 125)
    assert {b.id for b in two_line_buttons(app)} >= {"roll"}
    assert not any(b.id.startswith(("trade_as", "build_as", "out_of_turn")) for b in two_line_buttons(app))
    assert app.top.panel.get("out_of_turn") is not None
