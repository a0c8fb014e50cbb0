"""Nepali cash on the player cards tells १ from ९ at 800x600 with text at 150%: ९'s loop, the
one thing that tells it from १, stands open on screen (bold at that size all but filled it, and
"$१,९१९" read as four of one digit)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, drawn, run_frames, table

from byapar.app import lang
from byapar.app import theme as th

LOOP_OPEN = 8  # px of card inside ९'s loop: bold at 17 px leaves 6, which reads as a blob


@pytest.fixture(autouse=True)
def plain_after(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def loops(picture: pygame.Surface) -> list[int]:
    """The size of each patch of card the ink closes round in `picture` (dark text on a light card)."""
    w, h = picture.get_size()
    ink = pygame.mask.Mask((w + 2, h + 2))
    for x in range(w):
        for y in range(h):
            if sum(picture.get_at((x, y))[:3]) < 3 * 128:
                ink.set_at((x + 1, y + 1))
    card = ink.copy()
    card.invert()
    outside = card.connected_component((0, 0))
    inside = card.overlap_mask(outside, (0, 0))
    card.erase(inside, (0, 0))
    return sorted(patch.count() for patch in card.connected_components())


def test_the_cards_cash_keeps_nine_s_loop_open_at_800x600_and_150_percent():
    app = app_in((800, 600), "ne", 150)
    board = table(app, "finance", ("human", "human", "medium", "medium"), names=["Asha", "Bikash", "Sita", "Gita"])
    for p in board.game.players:
        p.cash = 1_919  # $१,९१९: each digit beside the other
    board.presenter.sync()
    run_frames(app, 2)
    money = board.session.money(1_919)
    cash = [d for d in drawn(app) if d.text == money and d.surface.size == board.cards.rect.size]
    assert len(cash) == 4
    for d in cash:
        ink = d.ink[0].unionall(d.ink[1:]).move(board.cards.rect.topleft)
        open_loops = [n for n in loops(app.screen.subsurface(ink)) if n >= LOOP_OPEN]
        assert len(open_loops) >= 2, (d.text, d.size, loops(app.screen.subsurface(ink)))  # both nines
