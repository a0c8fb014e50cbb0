"""While a bot decides and the action bar shows nothing, the log beside the board takes the bar's
empty band and shows more of the game; it gives it back when the person's buttons come."""

from __future__ import annotations

import pytest
from app_helpers import (
    FRAME,
    app_in,
    click,
    click_at,
    drawn,
    human_plays_safely,
    run_frames,
    settle,
    table,
    turns,
)

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.scenes import vote_view


@pytest.fixture
def reset_text():
    yield
    th.set_text_size(100)
    lang.use("en")


def log_rows_drawn(app, board) -> int:
    """The log's rows in one full draw: the texts drawn on the log's own picture."""
    area = vote_view.log_area(board)
    return sum(1 for d in drawn(app) if d.surface.size == area.size and area.h > 0 and d.box.x == 10)


def in_the_bot_s_turn(app, board) -> None:
    """Frames after the person ends a turn, until a bot's decision stands with the bar empty."""
    click(app, "end")
    for _ in range(600):  # bounded: a bot's turn comes within a frame or two of the end
        bar = board.actions.rect
        if board.session.is_bot(board.game.pending.player) and not any(
                b.rect.colliderect(bar) for b in board.panel.buttons):
            return
        app.frame(FRAME)
    raise AssertionError("no bot's turn with an empty bar came")


@pytest.mark.parametrize("size, language", [((800, 600), "ne"), ((800, 600), "en"), ((1280, 800), "ne")])
def test_the_log_shows_more_lines_while_a_bot_plays(home, reset_text, size, language):
    app = app_in(size, language, 150)
    board = table(app, "byapar", ("human", "medium"))
    for _ in turns(app, board, 8):  # a game long enough to fill the log
        if len(board.presenter.log) > 30:
            break
    settle(app)
    for _ in range(40):  # bounded: to a turn's end, with its buttons shown
        if app.top is board and board.panel.get("end") is not None:
            break
        human_plays_safely(app)
    persons = log_rows_drawn(app, board)
    buttons = [b.rect for b in board.panel.buttons]
    in_the_bot_s_turn(app, board)
    bots = log_rows_drawn(app, board)
    assert bots > persons, (persons, bots)
    if size == (800, 600) and language == "ne":
        assert bots >= 8, bots
    area = vote_view.log_area(board)
    assert not any(area.colliderect(b.rect) for b in board.panel.buttons)  # nothing hidden under it
    assert area.top >= board.actions.prompt_rect.bottom  # the prompt stays: it says who plays
    settle(app)  # the person's turn again: the bar's buttons back, the log as it was
    assert vote_view.log_area(board) == board.log_rect
    assert not any(board.log_rect.colliderect(b.rect) for b in board.panel.buttons)
    assert buttons and log_rows_drawn(app, board) == persons
    run_frames(app, 2)


def test_a_click_where_the_bar_stood_skips_ahead_rather_than_opening_the_whole_log(home, reset_text, monkeypatch):
    """While a bot plays, the log takes the bar's empty band: a click there, where Throw stood,
    is the person's "click anywhere to skip ahead", not a call for the whole log; a click on
    the log's own part still opens it."""
    app = app_in((800, 600), "en", 150)
    app.prefs["bot_speed"] = "normal"
    board = table(app, "byapar", ("human", "medium"))
    settle(app)
    for _ in range(40):  # bounded: to the person's turn's end, its buttons shown
        if app.top is board and board.panel.get("end") is not None:
            break
        human_plays_safely(app)
    in_the_bot_s_turn(app, board)
    band = vote_view.log_area(board).clip(board.actions.rect)
    assert band.h > 0 and band.bottom <= board.log_rect.y and board.presenter.busy
    skips = []
    monkeypatch.setattr(board.presenter, "click", lambda: skips.append(1) or True)
    click_at(app, band.center)
    assert app.top is board and skips, "the click on the bar's band opened the log"
    click_at(app, (board.log_rect.centerx, board.log_rect.bottom - 10))
    assert app.top is not board, "a click on the log itself no longer opens it"
