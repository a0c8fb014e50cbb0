"""The largest text size reaches the whole table in a small window: at 800x600 a player who picks
150% sees the buttons along the top, the help page, the Owners view and the player cards read
larger than at 100%, each control whole and clear of the others."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, drawn, settle, table

from byapar.app import fonts, widgets
from byapar.app.scenes.board import BoardScene

SMALL = (800, 600)
LANGUAGES = ["en", "ne"]
HEADER = ("owners", "sound", "rules", "menu")


def labels_drawn(app) -> list[fonts.Drawn]:
    """Every text one full draw puts on screen, each button's label painted afresh."""
    widgets._button_cache.clear()
    return drawn(app)


def header_at(language: str, percent: int) -> tuple[BoardScene, list[fonts.Drawn]]:
    """Asha and two bots at Byapar, the first throw hers: the board and the header's labels drawn."""
    app = app_in(SMALL, language, percent)
    board = table(app, "byapar", ("human", "medium", "medium"), names=["Asha", "Bina", "Chandra"])
    settle(app)
    labels = {board.panel.get(k).label for k in HEADER}
    return board, [d for d in labels_drawn(app) if d.text in labels]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_buttons_along_the_top_read_larger_at_150_percent(lang_back, language):
    """Owners, Sound, House rules and Menu stood at 13 px at 100% and at 150% alike, the panel's
    width holding no more: over the board, in the strip its square leaves above it, they grow."""
    usual = header_at(language, 100)[1]
    board, large = header_at(language, 150)
    assert len(usual) == len(large) == len(HEADER)
    assert min(d.size for d in large) >= 1.4 * max(d.size for d in usual), (usual, large)
    buttons = [board.panel.get(k) for k in HEADER]
    assert all(widgets.fits_whole(b) and not d.cut for b, d in zip(buttons, large, strict=False))
    screen = board.app.screen.get_rect()
    rest = [b.rect for b in board.panel.buttons if b not in buttons]
    for b in buttons:
        assert screen.contains(b.rect) and b.rect.collidelist(rest) < 0, b
        assert not b.rect.colliderect(board.board.rect) and not b.rect.colliderect(board.cards.rect), b
    rows = [b.rect for b in buttons]
    assert not any(a.colliderect(c) for i, a in enumerate(rows) for c in rows[i + 1:])


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_1280x800_the_buttons_along_the_top_stay_above_the_cards(lang_back, language):
    """A window as wide as the design leaves no strip above the board: the buttons keep the
    panel's top, over the cards."""
    app = app_in((1280, 800), language, 150)
    board = table(app, "byapar", ("human", "medium"))
    settle(app)
    header = pygame.Rect(board.header)
    assert board.right.contains(header) and header.bottom <= board.cards.rect.top
