"""The smallest-text guard for the board's own names: at 800x600 and 1280x800, at every text
size and in both languages, every square's name is set at the window's least size or larger,
as wide as its letters, and whole (wrapped onto two or three lines, never cut to "…")."""

from __future__ import annotations

import pygame
import pytest

from byapar.app import board_view, fonts, lang
from byapar.app import theme as th
from byapar.engine import available_editions, load_edition


def names_drawn(size: tuple[int, int]) -> list[tuple[str, fonts.Drawn]]:
    """Each edition's square names as its board paints them: (edition, what was drawn)."""
    found = []
    for edition in available_editions():
        view = board_view.BoardView(load_edition(edition))
        seen: list[fonts.Drawn] = []
        board_view._LAST_STATIC.clear()
        fonts.recording(seen)
        try:
            view.layout(board_view.board_area(size))
        finally:
            fonts.recording(None)
        names = {lang.square_name(sq) for sq in view.edition.squares} | {lang.square_short(sq) for sq in view.edition.squares}
        found += [(edition, d) for d in seen if d.text in names]
    return found


@pytest.mark.parametrize("text_size", th.TEXT_SIZES)
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_every_square_s_name_is_whole_and_never_below_the_least_size(home, size, language, text_size):
    pygame.font.init()
    least = th.text_floor(size)
    fonts.set_floor(least)
    lang.use(language)
    th.set_text_size(text_size)
    try:
        drawn = names_drawn(size)
    finally:
        lang.use("en")
        th.set_text_size(100)
        board_view._LAST_STATIC.clear()
    assert len(drawn) > 100
    small = [f"{e}: {d.text!r} at {d.size} px" for e, d in drawn
             if d.size < least]
    cut = [f"{e}: {d.text!r} as {d.lines}" for e, d in drawn if d.cut or any("…" in line for line in d.lines)]
    assert small + cut == []
