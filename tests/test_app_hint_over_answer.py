"""A hint never covers the heading of a window opened over the board: a person answering an offer
reads who offers before anything else (a trade hint once sat over "Bot B offers you a trade" until
it was clicked away). Where no spot beside the window's controls leaves its heading clear, the
hint waits for the window to close."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, click, table
from helpers import give

from byapar.app import fonts
from byapar.app import theme as th
from byapar.app.comfort import Hint, comfort_of, hint_text
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import AnswerScene

SRINAGAR, GOA = 17, 35


def _answering(size: tuple[int, int], language: str, text_size: int):
    """Business GST: P0 offers P1 Srinagar for Goa; P1, handed the laptop, has the answer window
    open (the hand-over's ready clicked), with the trade hint due."""
    app = app_in(size, language, text_size)
    app.prefs["hints"] = True
    board = table(app, "business_gst", ("human", "human"))
    give(board.game, 0, SRINAGAR)
    give(board.game, 1, GOA)
    board.act(f"offer 1 give {SRINAGAR} get {GOA}")
    for _ in range(60):  # bounded: the answer window opens within a few frames
        app.frame(1 / 60)
        if isinstance(app.top, AnswerScene):
            break
    assert isinstance(app.top, AnswerScene)
    if app.top.panel.get("ready") is not None:
        click(app, "ready")
    hints = comfort_of(board.session).hints
    hints.current = Hint("hint_trade", hint_text("hint_trade", board.game))
    app.frame(1 / 60)
    return app, board


@pytest.mark.parametrize(("size", "language", "text_size"),
                         [((1280, 800), "en", 100), ((1280, 800), "ne", 150), ((800, 600), "ne", 150),
                          ((800, 600), "en", 100)])
def test_a_hint_never_covers_the_heading_of_an_offer_being_answered(home, size, language, text_size):
    app, board = _answering(size, language, text_size)
    answer = app.top
    r = answer.rect
    heading = pygame.Rect(r.x, r.y, r.w, 14 + fonts.line_height(th.size(22, app.screen)))  # as drawn
    spot = comfort_ui.hint_rect(board)
    if spot is not None:
        assert not spot.colliderect(heading), (spot, heading)
        assert not [c for c in comfort_ui.controls(answer) if spot.colliderect(c)]
    if (size, text_size) == ((1280, 800), 100):  # room above and below the window: it shows there
        assert spot is not None
    click(app, "reject")
    assert isinstance(app.top, BoardScene)
    shown = comfort_ui.hint_rect(board) is not None
    assert shown or comfort_of(board.session).hints.current is None or board.gate.waiting_for(board) is not None
