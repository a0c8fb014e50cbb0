"""A click on the hand-over band ("Over to Sita") in its first moment only ends that moment: it
was aimed at the band, so neither the press nor its release reaches what lies under it; the next
click acts. A click off the band acts as ever, and the moment passes by itself (the band stands
on, taking no click, while the laptop waits to be passed: test_app_hand_over_screen)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, click, click_at, over_to_sita

from byapar.app.app import App
from byapar.app.scenes import handover
from byapar.app.scenes.board import BoardScene


def board_clicks(board: BoardScene, monkeypatch) -> list:
    """Every click the board itself takes off its buttons, as it takes it."""
    seen: list = []
    plain = BoardScene._click_board
    monkeypatch.setattr(board, "_click_board", lambda pos: (seen.append(pos), plain(board, pos)))
    return seen


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_click_on_the_band_only_puts_it_away_and_the_next_click_acts(home, monkeypatch, size):
    app = App(size)
    board = over_to_sita(app)
    seen = board_clicks(board, monkeypatch)
    moves = len(board.game.history)
    spot = handover.rect(board).center
    click_at(app, spot)
    assert board.handover.showing is None
    assert seen == [], "the click on the band reached the board beneath it"
    assert len(board.game.history) == moves
    click_at(app, spot)  # the moment over: the same spot is the board's again
    assert seen == [spot]
    click(app, "roll")  # and one more click throws for Sita
    assert len(board.game.history) > moves


def test_a_click_off_the_band_puts_it_away_and_acts(home):
    app = App((1280, 800))
    board = over_to_sita(app)
    moves = len(board.game.history)
    click(app, "roll")
    assert board.handover.showing is None and len(board.game.history) > moves


def test_a_press_on_the_band_released_outside_the_window_takes_no_later_click(home):
    app = App((1280, 800))
    board = over_to_sita(app)
    moves = len(board.game.history)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=handover.rect(board).center, button=1))
    app.frame(FRAME)  # its release never comes (let go outside the window)
    assert board.handover.showing is None
    click(app, "roll")
    assert len(board.game.history) > moves, "the band still held the next click"


def test_the_moment_of_a_band_nobody_clicks_passes_by_itself(home):
    app = App((800, 600))
    board = over_to_sita(app)
    for _ in range(int(handover.SHOW_SECONDS / FRAME) + 2):
        app.frame(FRAME)
    assert board.handover.showing is None and board.handover.wake_in() is None
