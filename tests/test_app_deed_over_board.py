"""A deed open over the board is whole on screen: the tokens standing under it and the outline
of the square it is for, drawn over the kept picture each frame, never reach its words."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click_at, fresh_picture, settle, table

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.board import deed_area

MEDITERRANEAN, GO = 1, 0


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def test_no_token_or_outline_is_drawn_over_a_deed_standing_over_the_board(home):
    app = App((800, 600))
    app.prefs.update(hints=False)
    th.set_text_size(150)  # the deed has no room in the centre: it stands over the board
    board = table(app, "classic", ("human",) * 4)
    settle(app)
    click_at(app, board.board.squares[MEDITERRANEAN].center)
    settle(app)
    area = deed_area(board.deed_rect, app.screen)
    assert board.selected == MEDITERRANEAN and area.colliderect(board.board.squares[GO])
    assert area.colliderect(board.board.squares[MEDITERRANEAN])  # its outline lies under the deed too
    pygame.mouse.set_pos((area.centerx, area.centery))
    for _ in range(3):  # frames drawn over the kept picture
        app.frame(1 / 60)
        shown = pygame.image.tobytes(app.screen.subsurface(area).copy(), "RGB")
        assert shown == fresh_picture(app, area)
