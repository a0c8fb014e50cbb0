"""The whole log over the board: a click on the log beside the board (or L) opens it at the
newest line, it pages back to lines the board's log no longer shows, it closes on Close or Esc
with the game as it was, its words are at the reading size and whole at a small window and the
largest text, and it opens while a bot plays without skipping or hurrying anything."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    calls_to,
    click,
    click_at,
    drawn_on_top,
    family,
    press,
    run_frames,
    turns,
)

from byapar.app import drawing, lang
from byapar.app import theme as th
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.log_view import LogViewScene


@pytest.fixture
def restore(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def played(size=(800, 600), language="en", text_size=150) -> BoardScene:
    """Asha against three bots, a few rounds in: far more lines than the board's log holds."""
    app = app_in(size, language, text_size)
    board = family(app, ["Asha"], bots=("Bot A", "Bot B", "Bot C"), settings={"bot_offers": "never"})
    for _ in turns(app, board, 5):
        pass
    app.frame(FRAME)
    return board


def texts_of(board: BoardScene, line: list, width: int, size: int) -> list[str]:
    return [text for _row, text in drawing.rich_rows(line, size, width, board.log.colour)]


def view_texts(app) -> list[str]:
    return [d.text for d in drawn_on_top(app)]


def board_log_texts(board: BoardScene) -> list[str]:
    """The rows the board's log draws."""
    return [d.text for d in drawn_on_top(board.app) if d.surface.size == board.log.area.size and d.ink]


@pytest.mark.parametrize("how", ["click", "key"])
def test_the_log_opens_whole_at_the_newest_line_and_pages_back_to_lines_the_board_no_longer_shows(restore, how):
    board = played()
    app = board.app
    log = board.presenter.log
    beside = board_log_texts(board)
    if how == "click":
        click_at(app, board.log.area.center)
    else:
        press(app, pygame.K_l)
    view = app.top
    assert isinstance(view, LogViewScene)
    width, size = view.body.w, view.text_size()
    shown = view_texts(app)
    assert texts_of(board, log[-1], width, size)[-1] in shown  # the newest line, at the foot
    hidden = [i for i, line in enumerate(log) if not set(texts_of(board, line, board.log.area.w - 20,
                                                                       th.reading_size(14, app.screen))) & set(beside)]
    click(app, "log_earlier")
    older = view_texts(app)
    first, _end = view.page()
    assert first < min(i for i in range(len(log)) if texts_of(board, log[i], width, size)[0] in shown)
    assert texts_of(board, log[first], width, size)[0] in older and first in hidden, "an older line, not on the board"
    press(app, pygame.K_PAGEDOWN)  # and back down to the newest
    assert texts_of(board, log[-1], width, size)[-1] in view_texts(app)


def test_close_and_escape_go_back_to_the_board_with_the_game_as_it_was(restore):
    board = played()
    app, game = board.app, board.game
    before = (len(game.history), game.pending, [p.cash for p in game.players], len(board.presenter.log))
    for close in ("button", "escape", "key"):
        press(app, pygame.K_l)
        assert isinstance(app.top, LogViewScene)
        press(app, pygame.K_PAGEUP)
        if close == "button":
            click(app, "close")
        else:
            press(app, pygame.K_ESCAPE if close == "escape" else pygame.K_l)
        assert app.top is board, close
        assert (len(game.history), game.pending, [p.cash for p in game.players], len(board.presenter.log)) == before


@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_a_small_window_and_the_largest_text_the_lines_are_at_reading_size_and_none_is_cut(restore, language):
    board = played((800, 600), language, 150)
    app = board.app
    press(app, pygame.K_l)
    view = app.top
    least = th.reading_size(14, app.screen)
    pages = 0
    for _ in range(3):  # the newest page and up to two older ones
        pages += 1
        seen = drawn_on_top(app)
        rows = [d for d in seen if view.body.contains(d.box) and d.ink]
        assert rows and all(d.size >= least for d in rows), [(d.text, d.size) for d in rows if d.size < least]
        assert all(view.body.contains(ink) for d in rows for ink in d.ink), "a row reaches out of the view"
        assert not [d.text for d in seen if d.cut], "a word cut"
        if not view.panel.get("log_earlier").enabled:
            break
        click(app, "log_earlier")
    assert pages > 1, "one page: the test pages nothing"


def to_a_bots_turn(app, board: BoardScene) -> None:
    """Asha plays at the bots' own speed (buys, throws, ends her turn) until a bot's turn plays out."""
    for _ in range(5000):  # bounded
        if board.session.is_bot(board.game.pending.player) and board.presenter.busy:
            return
        if app.top is board and not board.presenter.busy and board.game.pending.player == 0:
            ready = [b for b in ("buy", "end", "roll") if board.panel.get(b) is not None and board.panel.get(b).enabled]
            if ready:
                click(app, ready[0])
                continue
        run_frames(app)
    raise AssertionError("no bot's turn came")


def to_asha(app, board: BoardScene, view_on_top: bool) -> None:
    for _ in range(20000):  # bounded: the bots' turns at their speed
        assert (app.top is not board) == view_on_top
        if board.game.pending.player == 0 and not board.presenter.busy:
            return
        run_frames(app)
    raise AssertionError("the bots never gave the turn back")


def test_it_opens_in_a_bot_s_turn_and_the_bots_play_on_unhurried(restore, monkeypatch):
    """The same game twice: with the log opened by a click in the first bot's turn, the bots make
    the same moves as without it, while it is open, and nothing playing out is skipped."""
    histories = []
    for open_it in (False, True):
        app = app_in((1280, 800), "en", 100)
        app.prefs["bot_speed"] = "normal"
        board = family(app, ["Asha"], bots=("Bot A", "Bot B"), settings={"bot_offers": "never"})
        to_a_bots_turn(app, board)
        moves = len(board.game.history)
        if open_it:
            skips = calls_to(monkeypatch, board.presenter, "skip")
            click_at(app, board.log.area.center)
            assert isinstance(app.top, LogViewScene)
            to_asha(app, board, view_on_top=True)
            assert not skips, "the click on the log skipped what played out"
            assert len(board.game.history) > moves, "the bots did not play while the log was open"
        else:
            to_asha(app, board, view_on_top=False)
        histories.append(list(board.game.history))
        th.set_text_size(100)
    assert histories[0] == histories[1]


def test_the_log_coming_under_a_still_mouse_calls_up_no_tooltip_until_the_mouse_moves(restore):
    """After a click the panel may be laid out again and the log come to stand under the mouse,
    which hasn't moved: its "read the whole log" tooltip would cover the lines just told. It
    comes only once the mouse has moved over the log and rested there."""
    from byapar.app import widgets

    board = played((1280, 800), "en", 100)
    log = board.log
    still = (log.area.centerx, log.area.y - 20)  # just above the log: the mouse rests there
    log.hovered(0.1, still, False)
    log.area = log.area.move(0, -40)  # the log comes under it
    for _ in range(5):  # bounded: long past the tooltip's delay, the mouse unmoved
        log.hovered(widgets.TOOLTIP_DELAY, still, False)
    assert log.area.collidepoint(still) and log.hover == 0 and log.tooltip_in(still, False) is None
    moved = (still[0] + 3, still[1])
    log.hovered(0.01, moved, False)
    assert log.tooltip_in(moved, False) is not None  # moved over the log: the tooltip is on its way
    log.hovered(widgets.TOOLTIP_DELAY, moved, False)
    assert log.hover >= widgets.TOOLTIP_DELAY


def test_a_long_game_s_log_keeps_its_first_round(restore):
    """Asha and three bots a few rounds in, then as many lines again as a long game tells
    (beyond the 500 a log once kept): Home in the whole log still shows the game's first line,
    the count says every line is there, and nothing says lines were let go."""
    board = played(size=(1280, 800), text_size=100)
    app, log = board.app, board.presenter.log
    first = list(log[0])
    for k in range(600):
        board.presenter.note([(f"Line {k} of a long game", None)])
    told = len(board.presenter.log)
    assert told > 600 and board.presenter.log[0] == first
    press(app, pygame.K_l)
    press(app, pygame.K_HOME)
    view = app.top
    assert isinstance(view, LogViewScene) and view.page()[0] == 0
    shown = view_texts(app)
    width, size = view.body.w, view.text_size()
    assert texts_of(board, first, width, size)[0] in shown
    assert any(f"of {told}" in text for text in shown), shown
    assert not any("no longer kept" in text for text in shown)


def test_a_log_past_its_cap_says_so_at_its_top(restore, monkeypatch):
    """A game longer than any played to 50 rounds (the cap made small here to reach it): the
    whole log's top says how many of the first lines are no longer kept."""
    from byapar.app import presenter

    board = played(size=(1280, 800), text_size=100)
    app = board.app
    monkeypatch.setattr(presenter, "LOG_LIMIT", 50)
    before = len(board.presenter.log)
    for k in range(60):
        board.presenter.note([(f"Line {k} of a very long game", None)])
    press(app, pygame.K_l)
    dropped = before + 60 - 50
    where = [text for text in view_texts(app) if "no longer kept" in text]
    assert where and f"first {dropped} lines" in where[0], view_texts(app)
