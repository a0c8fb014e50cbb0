"""A log entry too long for one row goes on under itself set in by a hanging indent, in the log
beside the board and in the whole log, so it reads as one entry and not as a new one."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    app_in,
    classic_family_bidding,
    click,
    drawn_on_top,
    press,
    raise_least,
    settle,
)

from byapar.app.scenes.log_view import LogViewScene


def auction_told(language: str):
    """Classic at 800x600, the largest text: Asha declines Baltic Avenue, the table bids round,
    and the people drop out to Bot Sita; the log tells the auction's end on one long line."""
    app = app_in((800, 600), language, 150)
    board = classic_family_bidding(app)
    for _ in range(4):  # bounded: each bids once
        raise_least(app)
        settle(app)
    for _ in range(4):  # bounded: the people drop out in turn
        if board.game.auction is None:
            break
        click(app, "drop")
        settle(app)
    assert board.game.auction is None
    return app, board


def hangs(board, drawn) -> int:
    """The entries that wrap, each checked: its first row's ink where its rows start, every row
    after it set in by at least half the text's size. Returns how many wrapped."""
    wrapped = 0
    for line in board.presenter.log:
        said = "".join(text for text, _style in line)
        rows = [d for d in drawn if d.ink and d.text and d.text in said and d.text != said]
        if not rows or not said.startswith(rows[0].text):
            continue
        wrapped += 1
        first = rows[0].ink[0].x
        for row in rows[1:]:
            assert row.ink[0].x >= first + row.size // 2, (said, rows[0].text, row.text, first, row.ink[0].x)
    return wrapped


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_wrapped_entry_hangs_in_the_board_s_log_and_the_whole_log(lang_back, language):
    app, board = auction_told(language)
    beside = [d for d in drawn_on_top(app) if d.surface.size == board.log.area.size]
    assert hangs(board, beside) >= 1, "no entry wrapped in the board's log: the test shows nothing"
    press(app, pygame.K_l)
    assert isinstance(app.top, LogViewScene)
    assert hangs(board, drawn_on_top(app)) >= 1, "no entry wrapped in the whole log: the test shows nothing"
