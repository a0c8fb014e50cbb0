"""The deed beside the board: its rows, notes and buttons never overlap, for every place of every
edition, in both languages, at both window sizes and every text size; and its table is set no
smaller than the log where the room allows."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import table
from helpers import give

from byapar.app import drawing, fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.engine import schema as S

EDITIONS = ("byapar", "classic", "finance", "business_gst")


def _open_deed(board, s: int) -> tuple[list[fonts.Drawn], list[pygame.Rect]]:
    """The texts drawn on the open deed of `s`, owned with its whole group, and its buttons."""
    game = board.session.game
    sq = game.edition.squares[s]
    give(game, 0, *game.edition.groups[sq.group], level=1 if sq.kind == S.PLACE and sq.house_cost else 0)
    board.open_deed(s)
    board.layout(board.app.screen.get_size())
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        board._draw_deed(board.app.screen)
    finally:
        fonts.recording(None)
    buttons = [b.rect for b in board.panel.buttons if b.id.startswith("deed_") and b.id != "deed_close"]
    return seen, buttons


@pytest.mark.parametrize("text_size", th.TEXT_SIZES)
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_deed_s_lines_and_buttons_never_overlap(home, edition, language, size, text_size):
    lang.use(language)
    th.set_text_size(text_size)
    try:
        app = App(size)
        app.prefs.update(bot_speed="instant", hints=False, text_size=text_size)
        lang.use(language)
        th.set_text_size(text_size)
        board = table(app, edition, ("human", "medium", "easy"))
        places = [s for s, sq in enumerate(board.session.game.edition.squares) if sq.kind in S.BUYABLE_KINDS]
        overlaps, cut, small = [], [], []
        for s in places:
            seen, buttons = _open_deed(board, s)
            table_words = {w for row in drawing.deed_rows(board.session, s) for w in row if w}
            inside = [d for d in seen if board.deed_rect.contains(d.box.clip(board.deed_rect)) and d.box.colliderect(board.deed_rect)]
            overlaps += [(s, d.text) for d in inside for ink in d.ink if ink.collidelist(buttons) >= 0]
            cut += [(s, d.text) for d in inside if d.cut and d.text in table_words]
            small += [(s, d.text, d.size) for d in inside if d.text in table_words and d.size < board.deed_text_size]
            small += [(s, "the table", board.deed_text_size)] if board.deed_text_size < 11 else []
    finally:
        th.set_text_size(100)
        lang.use("en")
    assert not overlaps, ("overlaps", overlaps[:6])
    assert not cut, ("cut", cut[:6])
    assert not small, ("small", small[:6])


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_group_s_buttons_read_at_800x600(home, language):
    # "हरेकमा एउटा बनाउनुहोस् (रु १,०००)" went on three lines at 10 px: a label that small
    # leaves its amount to the tooltip and reads larger
    from byapar.app import widgets
    from byapar.app.scenes import deed_buttons

    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(language)
    try:
        board = table(app, "byapar", ("human", "medium"))
        place = next(s for s, sq in enumerate(board.session.game.edition.squares) if sq.kind == S.PLACE)
        _open_deed(board, place)
        group = [board.panel.get(f"deed_{name}") for name in deed_buttons.group_slots(board.session.game)]
        sizes = {b.label: widgets.natural_size(b) for b in group}
        said = [b.label + b.tooltip for b in group if b.enabled]
        currency = board.session.money(0).split("\xa0")[0]
    finally:
        lang.use("en")
    assert all(size >= 11 for size in sizes.values()), sizes  # Devanagari as high as Latin at 10 px
    assert said and all(currency in text for text in said), said  # the amount: on the label or its tooltip
