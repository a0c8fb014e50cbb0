"""The log beside the board at a small window and the largest text size: its top row is always
the first row of a line (a line is shown whole or not at all), it holds as many whole lines as
its rows allow, and the log painted line by line is the log painted whole."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import drawn_on_top, family, settle, turns
from test_app_large_text import app_at

from byapar.app import drawing, fonts, lang
from byapar.app import theme as th
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.game_log import PAD


@pytest.fixture
def large_text(home):
    th.set_text_size(150)
    yield
    th.set_text_size(100)
    lang.use("en")


def log_rows(board: BoardScene) -> list[str]:
    """The rows the log draws, top to bottom."""
    texts = [d for d in drawn_on_top(board.app) if d.surface.size == board.log_rect.size and d.ink]
    return [d.text for d in sorted(texts, key=lambda d: d.ink[0].y)]


def rows_of(board: BoardScene, line: list) -> list[str]:
    size = th.reading_size(14, board.app.screen)
    return [text for _row, text in drawing.rich_rows(line, size, board.log_rect.w - 20, board.log.colour)]


def whole_lines(board: BoardScene, rows: list[str]) -> int | None:
    """How many of the newest lines `rows` are, each whole; None where they start inside a line."""
    log = board.presenter.log
    run: list[str] = []
    for k in range(1, len(log) + 1):  # bounded by the log
        run = rows_of(board, log[-k]) + run
        if run == rows:
            return k
        if len(run) > len(rows):
            return None
    return None


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_log_s_top_row_is_the_first_row_of_a_line_and_the_rows_are_filled(large_text, language):
    app = app_at((800, 600), language, hints=False)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    problems, wrapped = [], 0
    lh = fonts.line_height(th.reading_size(14, app.screen))
    room = (board.log_rect.h - 2 * PAD) // lh
    for step, _ in enumerate(turns(app, board, 14)):
        rows = log_rows(board)
        k = whole_lines(board, rows)
        if k is None:
            problems.append(f"step {step}: the top row {rows[0]!r} is inside a line")
            continue
        wrapped += k < len(rows)
        following = rows_of(board, board.presenter.log[-k - 1]) if k < len(board.presenter.log) else []
        if following and len(rows) + len(following) <= room:
            problems.append(f"step {step}: {k} lines in {len(rows)} rows where the line above fits too")
    assert wrapped, "no line wrapped: the test shows nothing"
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_log_painted_line_by_line_is_the_log_painted_whole(large_text, language):
    app = app_at((800, 600), language, hints=False)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    differ = 0
    for _ in turns(app, board, 14):
        app.draw()
        kept = pygame.image.tobytes(board.log._img, "RGB")
        board.log.invalidate()
        app.draw()
        differ += kept != pygame.image.tobytes(board.log._img, "RGB")
    assert not differ, f"{differ} states where the log painted line by line differs from it painted whole"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_line_taller_than_the_log_shows_its_start_who_did_what(large_text, language):
    """A line with more rows than the log holds shows its first rows, where the player and the move
    are named, not its last (which read as a sentence with no subject)."""
    app = app_at((800, 600), language, hints=False)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    settle(app)
    line = [("Asha", ("player", 0)), (" bought Darjeeling for Rs 2,650 (Rs 2,500 + Rs 150 GST)" * 6, None)]
    board.presenter.log.append(line)
    board.changed()
    app.frame(1 / 60)
    rows, own = log_rows(board), rows_of(board, line)
    room = (board.log_rect.h - 2 * PAD) // fonts.line_height(th.reading_size(14, app.screen))
    assert len(own) > room and rows == own[:room], (rows, own)


def lines_told(board: BoardScene, *lines: list) -> None:
    """Lines added to the log one at a time, a frame drawn after each (the log paints the new ones)."""
    for line in lines:
        board.presenter.log.append(line)
        board.presenter.log_version += 1
        board.app.frame(1 / 60)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_an_older_line_that_does_not_fit_whole_fills_the_top_with_its_start(large_text, language):
    """No empty band above the rows: the line above those shown whole shows its first rows, its
    cut marked with an ellipsis, so the top row still starts a line (who did what)."""
    app = app_at((800, 600), language, hints=False)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    settle(app)
    room = (board.log_rect.h - 2 * PAD) // fonts.line_height(th.reading_size(14, app.screen))
    long = [("Asha", ("player", 0)), (" paid Bikash rent of Rs 1,200 for Patan and Bhaktapur together" * 2, None)]
    short = [[("Bikash", ("player", 1)), (" threw 3 and 4", None)] for _ in range(room - 2)]
    lines_told(board, long, *short)
    assert len(rows_of(board, long)) > 2, "the long line fits in two rows: the test shows nothing"
    rows = log_rows(board)
    assert len(rows) == room, rows
    assert rows[0].startswith("Asha") and rows[1].endswith("\u2026"), rows
    assert rows[2:] == [text for line in short for text in rows_of(board, line)]
    kept = pygame.image.tobytes(board.log._img, "RGB")
    board.log.invalidate()
    app.draw()
    assert kept == pygame.image.tobytes(board.log._img, "RGB"), "painted line by line, the log differs from it painted whole"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_an_older_line_cut_at_the_top_is_cut_between_words_never_inside_an_amount(large_text, language):
    """The cut row keeps whole words with room for its ellipsis: a full row cut by the mark's
    width showed "Rs 15…" for Rs 150, an amount that reads smaller than it is."""
    app = app_at((800, 600), language, hints=False)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    settle(app)
    size = th.reading_size(14, app.screen)
    width = board.log_rect.w - 20
    mark = fonts.width(fonts.ELLIPSIS, size)
    room = (board.log_rect.h - 2 * PAD) // fonts.line_height(size)
    short = [[("Bikash", ("player", 1)), (" threw 3 and 4", None)] for _ in range(room - 2)]
    for pad in range(40):  # bounded: a padding whose second row at full width leaves no room for the mark
        text = "paid " + "a " * pad + " ".join(f"Rs {150 * k:,}" for k in range(1, 40))
        long = [(text, None)]
        full = rows_of(board, long)
        if fonts.width(full[1], size) > width - mark:
            break
    else:
        pytest.fail("no padding fills the second row: the test shows nothing")
    lines_told(board, long, *short)
    rows = log_rows(board)
    cut = rows[1]
    assert cut.endswith(fonts.ELLIPSIS), rows
    kept = cut[:-1]
    assert fonts.width(kept, size) + mark <= width, f"{kept!r} is cut by the ellipsis"
    assert (rows[0] + " " + kept + " ") in text + " " and text.startswith(rows[0]), rows
