"""The landings map of the statistics: each square's count stands on a badge that covers none of
the board's words (a square's name or price), at both window sizes, in both languages and at
every text size."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, drawn_on_top, table

from byapar.app import board_view, fonts
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.scenes.stats import StatsScene


def landings_map(size, language, percent, edition):
    """A table of `edition` whose every square was landed on, from once to more than a hundred."""
    app = app_in(size, language, percent)
    board = table(app, edition, ("human", "medium"))
    scene = StatsScene(app, board.session, "board")
    n = len(scene.stats.landings)
    scene.stats.landings = [1 + (s * 7) % 23 + (111 if s == 5 else 0) for s in range(n)]
    app.push(scene)
    for _ in range(3):
        app.frame(FRAME)
    return app, scene


CASES = [(size, language, percent, "business_gst") for size in ((800, 600), (1280, 800))
         for language in ("en", "ne") for percent in th.TEXT_SIZES]
CASES += [(size, language, 125, "byapar") for size in ((800, 600), (1280, 800)) for language in ("en", "ne")]


@pytest.mark.parametrize(("size", "language", "percent", "edition"), CASES)
def test_no_landings_badge_covers_a_square_s_words(home, size, language, percent, edition):
    app, scene = landings_map(size, language, percent, edition)
    try:
        board = scene.board
        labels = {L.number(n) for n in scene.stats.landings}
        badges = [d for d in drawn_on_top(app) if d.text in labels and d.surface.size == app.screen.get_size()
                  and board.rect.contains(d.box)]
        board_view._LAST_STATIC.clear()  # the board's words painted afresh, each noted where it stands
        words: list[fonts.Drawn] = []
        fonts.recording(words)
        try:
            list(board.paint_static())
        finally:
            fonts.recording(None)
        inks = [(d.text, ink.move(board.rect.topleft)) for d in words for ink in d.ink]
        assert len(badges) == len(scene.stats.landings), [d.text for d in badges]
        covered = [(b.text, text) for b in badges for text, ink in inks if ink.colliderect(b.box)]
        assert not covered, covered
        boxes = [b.box for b in badges]
        assert not [a for i, a in enumerate(boxes) if a.collidelist(boxes[i + 1:]) != -1], boxes  # apart
        assert all(b.size >= fonts.floor() for b in badges)
    finally:
        th.set_text_size(100)
        pygame.event.clear()
