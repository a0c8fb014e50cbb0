"""The largest text size reaches the whole table in a small window: at 800x600 a player who picks
150% sees the buttons along the top, the help page, the Owners view and the player cards read
larger than at 100%, each control whole and clear of the others."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, click, drawn, drawn_on_top, settle, table
from helpers import give

from byapar.app import fonts, widgets
from byapar.app import lang as L
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.help import HelpScene

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


def help_page(language: str, percent: int) -> tuple[HelpScene, list[fonts.Drawn]]:
    """How to play opened from the board's centre, its page laid out afresh: every text it set."""
    app = app_in(SMALL, language, percent)
    table(app, "byapar", ("human", "medium"))
    settle(app)
    click(app, "help")
    scene = app.top
    assert isinstance(scene, HelpScene)
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        scene.layout(SMALL)
    finally:
        fonts.recording(None)
    return scene, seen


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_help_page_reads_larger_at_150_percent_and_no_paragraph_shrinks(lang_back, language):
    """The page's text was held at 14 px (15 in Nepali) before the text size grew it, so 150% set
    it at 16; and a Nepali paragraph whose marks pushed its lines apart was set a size smaller to
    fit a picture cut for Latin lines, a gap under it."""
    paragraphs = {b.cells[0] for b in help_page(language, 100)[0].blocks() if b.kind in ("para", "bullet")}
    sizes = {}
    for percent in (100, 150):
        scene, seen = help_page(language, percent)
        said = [d for d in seen if d.text in paragraphs]
        assert {d.text for d in said} == paragraphs
        assert all(d.size == scene.text_size and not d.cut and d.squeeze == 1 for d in said), \
            [(d.text[:30], d.size) for d in said if d.size != scene.text_size]
        sizes[percent] = scene.text_size
    assert sizes[150] >= 1.4 * sizes[100], sizes
    back = scene.panel.get("help_back")
    assert widgets.natural_size(back) >= back.font_size() and widgets.fits_whole(back)


def owners_names(language: str, percent: int) -> tuple[dict[int, fonts.Drawn], list[fonts.Drawn]]:
    """The Owners view over Asha's table, a group of hers: each place's name as drawn (whole or
    the board's short name), by its square, and all texts."""
    app = app_in(SMALL, language, percent)
    board = table(app, "byapar", ("human", "medium", "medium"), names=["Asha", "Bina", "Chandra"])
    give(board.game, 0, 1, 3)
    board.presenter.sync()
    settle(app)
    click(app, "owners")
    seen = drawn_on_top(app)
    names = {}
    for s, sq in enumerate(board.game.squares):
        said = [d for d in seen if d.text in (L.square_name(sq), L.square_short(sq))] if sq.buyable else []
        if said:
            names[s] = said[0]
    return names, seen


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_in_the_owners_view_reads_larger_at_150_percent(lang_back, language):
    """"Gautam Buddha Airport" was fitted to a fixed share of the row, 11 px at 100% and at 150%:
    the longest name takes the room its owner and what stands on it leave over, and where even
    that is short, the board's own short name for it is set at the rows' size."""
    usual, _ = owners_names(language, 100)
    large, seen = owners_names(language, 150)
    assert usual.keys() == large.keys() and len(large) >= 28
    smaller = {d.text: (usual[s].size, d.size) for s, d in large.items()
               if d.size * d.squeeze <= usual[s].size * usual[s].squeeze}
    assert not smaller, smaller
    assert not [d.text for d in large.values() if d.cut]
    inks = [(d.text, r) for d in seen for r in d.ink if r.w and r.h]
    touching = [(a, b) for i, (a, ra) in enumerate(inks) for b, rb in inks[i + 1:] if ra.colliderect(rb)]
    assert not touching, touching
