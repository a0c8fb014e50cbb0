"""The log beside the board at a small window and the largest text size: its top row is always
the first row of a line (a line is shown whole or not at all, an older one with no room for all
its rows left out), it holds as many whole lines as its rows allow, and the log painted line by
line is the log painted whole."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import answer_as_asked, drawn_on_top, family, settle, turns
from test_app_large_text import app_at

from byapar.app import drawing, fonts, lang, words
from byapar.app import theme as th
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.game_log import PAD
from byapar.engine import actions as A


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
def test_a_newest_trade_taller_than_the_log_shows_whole_at_a_smaller_size(large_text, language):
    """Sita takes Asha's offer of four places and cash for four: the newest line, the trade, has
    more rows at the reading size than the log holds, so the log shows it whole at a smaller
    size (never below the usual reading size), its last row at the log's foot, all inside it."""
    app = app_at((800, 600), language, hints=False)
    board = family(app, ["Asha", "Sita"], bots=("Bot A", "Bot B"), holding={0: (1, 3, 6, 16), 1: (8, 9, 11, 13)})
    board.act(A.parse("offer 1 give 1,3,6,16,cash:500 get 8,9,11,13"))
    settle(app)
    answer_as_asked(app, "accept")
    settle(app)
    newest = board.presenter.log[-1]
    assert "Sita" in words.plain(newest) and "Asha" in words.plain(newest), words.plain(newest)  # the trade
    room = (board.log.area.h - 2 * PAD) // fonts.line_height(th.reading_size(14, app.screen))
    assert len(rows_of(board, newest)) > room, "the trade fits at the reading size: the test shows nothing"
    w, h = board.log.area.size
    drawn = sorted((d for d in drawn_on_top(app) if d.surface.size == (w, h) and d.ink), key=lambda d: d.ink[0].y)
    size = drawn[-1].size
    own = [text for _row, text in drawing.rich_rows(newest, size, w - 20, board.log.colour)]
    assert [d.text for d in drawn][-len(own):] == own, ([d.text for d in drawn], own)
    assert th.reading_size(14, app.screen, 1.0) <= size < th.reading_size(14, app.screen)
    inside = pygame.Rect(0, PAD, w, h - 2 * PAD)
    assert all(inside.contains(ink) for d in drawn for ink in d.ink), [d.text for d in drawn]


def test_a_newest_line_shown_at_a_smaller_size_is_laid_out_once_at_it(large_text, monkeypatch):
    """The trade of `test_a_newest_trade_taller_than_the_log_shows_whole_at_a_smaller_size`: the
    log tries smaller sizes for it, and the rows of the size it fits at are the rows painted,
    not laid out a second time for the paint."""
    app = app_at((800, 600), "en", hints=False)
    board = family(app, ["Asha", "Sita"], bots=("Bot A", "Bot B"), holding={0: (1, 3, 6, 16), 1: (8, 9, 11, 13)})
    board.act(A.parse("offer 1 give 1,3,6,16,cash:500 get 8,9,11,13"))
    settle(app)
    laid_out: list[tuple[int, int, int]] = []  # each line laid out: which, at what size and width
    rich_rows = drawing.rich_rows

    def laying_out(line, size, width, colour):
        laid_out.append((id(line), size, width))
        return rich_rows(line, size, width, colour)

    monkeypatch.setattr(drawing, "rich_rows", laying_out)
    answer_as_asked(app, "accept")
    settle(app)
    app.draw()
    newest = board.presenter.log[-1]
    assert "Sita" in words.plain(newest) and "Asha" in words.plain(newest), words.plain(newest)  # the trade
    sizes = [(size, width) for line, size, width in laid_out if line == id(newest)]
    assert len(sizes) > 1, f"no smaller size was tried: the test shows nothing ({sizes})"
    assert len(set(sizes)) == len(sizes), f"the trade was laid out twice at one size: {sizes}"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_line_taller_than_the_log_shows_its_start_who_did_what(large_text, language):
    """A line with more rows than the log holds even at the usual reading size shows its first
    rows, where the player and the move are named, not its last (which read as a sentence with no
    subject)."""
    app = app_at((800, 600), language, hints=False)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    settle(app)
    line = [("Asha", ("player", 0)), (" bought Darjeeling for Rs 2,650 (Rs 2,500 + Rs 150 GST)" * 12, None)]
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


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_an_older_line_that_does_not_fit_whole_shows_only_its_last_rows(home, size, language, percent):
    """Over the rows shown whole, the older line with no room for all its rows shows its last rows
    only (never a row cut through its height, never its first row alone, which would read as the
    whole line): every row drawn is inside the log, and painted line by line the log is as painted
    whole."""
    app = app_at(size, language, hints=False)
    th.set_text_size(percent)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    settle(app)
    room = (board.log_rect.h - 2 * PAD) // fonts.line_height(th.reading_size(14, app.screen))
    long = [("Asha", ("player", 0)), (" paid Bikash rent of Rs 1,200 for Patan and Bhaktapur together" * 3, None)]
    short = [[("Bikash", ("player", 1)), (" threw 3 and 4", None)] for _ in range(room - 1)]
    lines_told(board, long, *short)
    assert len(rows_of(board, long)) > 1, "the long line fits in one row: the test shows nothing"
    w, h = board.log_rect.size
    texts = [d for d in drawn_on_top(app) if d.surface.size == (w, h) and d.box == (10, 4, w - 20, h - 8) and d.ink]
    rows = [d.text for d in sorted(texts, key=lambda d: d.ink[0].y)]
    newest = [text for line in short for text in rows_of(board, line)]
    older = rows[:len(rows) - len(newest)]
    assert rows[len(older):] == newest, rows
    assert not older or older == rows_of(board, long)[-len(older):] and len(older) < len(rows_of(board, long)), rows
    inside = pygame.Rect(0, PAD, *board.log_rect.size).inflate(0, -2 * PAD)
    assert all(inside.contains(ink) for d in texts for ink in d.ink), [d.text for d in texts]
    assert not any(text.endswith(fonts.ELLIPSIS) for text in rows), rows
    kept = pygame.image.tobytes(board.log._img, "RGB")
    board.log.invalidate()
    app.draw()
    assert kept == pygame.image.tobytes(board.log._img, "RGB"), "painted line by line, the log differs from it painted whole"
