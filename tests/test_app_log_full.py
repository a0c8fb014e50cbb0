"""The log beside the board is full whenever older lines exist: over the newest lines, the line
before shows its last rows as far as the log's top, cut between two rows, under the note that a
click opens the whole log (which stays readable, clear of the rows, and opens it). A long older
line never leaves the log showing one short line over an empty box."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, click_at, drawn_on_top, laptop_taken, settle, table

from byapar.app import drawing, fonts, lang
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes import game_log
from byapar.app.scenes.log_view import LogViewScene

RAILWAYS, AHMEDABAD = 3, 4  # a throw of 1 and 2, and of 1 and 3, from Start


@pytest.fixture
def restore(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def bina_on_ahmedabad(size=(800, 600), language="en", text_size=150):
    """Asha borrows to buy Railways (a long line: the price, the GST and its rule, the loan) and
    ends her turn; Bina takes the laptop and throws onto Ahmedabad. Her turn's three short lines
    stand under Asha's long one."""
    app = app_in(size, language, text_size)
    board = table(app, "business_gst", ("human", "human"), dice=[(1, 2), (1, 3)] + [(2, 3)] * 20,
                  names=["Asha", "Bina"])
    g = board.game
    g.lapped[0] = g.lapped[1] = True  # both have passed Start once: free to buy
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "loan")
    settle(app)
    assert g.owner(RAILWAYS) == 0
    bought = board.presenter.log[-1]
    click(app, "end")
    settle(app)
    laptop_taken(app)
    click(app, "roll")
    settle(app)
    assert g.pending.player == 1 and g.pending.kind == "buy" and g.pending.square == AHMEDABAD
    return app, board, bought


def log_drawn(app, board) -> tuple[list[fonts.Drawn], fonts.Drawn | None]:
    """The log's rows drawn now, top to bottom (their ink on the log's picture), and its note
    that a click opens it whole (drawn over the picture, on the window)."""
    drawn = drawn_on_top(app)
    rows = [d for d in drawn if d.surface.size == board.log.area.size and d.ink]
    note = next((d for d in drawn if d.text == t("log_view_open")), None)
    return sorted(rows, key=lambda d: d.ink[0].y), note


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_long_older_line_shows_its_last_rows_over_the_short_new_ones(restore, language):
    app, board, bought = bina_on_ahmedabad(language=language)
    rows, _note = log_drawn(app, board)
    area, size = board.log.area, board.log._cache[3]
    holds = game_log.rows_in_at(area.h, size)
    assert len(rows) >= holds - 1, f"{len(rows)} rows in a log that holds {holds}: {[d.text for d in rows]}"
    its_rows = [text for _row, text in drawing.rich_rows(bought, size, area.w - 20, board.log.colour)]
    shown = [d.text for d in rows]
    cut = [text for text in its_rows if text in shown]
    assert cut and its_rows[0] not in shown, (its_rows, shown)
    assert shown[: len(cut)] == its_rows[-len(cut):], "the older line's last rows, at the log's top"
    assert all(area.move(-area.x, -area.y).contains(ink) for d in rows for ink in d.ink), "a row out of the log"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_over_a_full_log_the_whole_log_note_reads_clear_of_the_rows_and_opens_it(restore, language):
    app, board, _bought = bina_on_ahmedabad(language=language)
    rows, note = log_drawn(app, board)
    assert note is not None, "no note that the log opens whole"
    assert not note.cut and note.size >= th.size(12, app.screen)
    area = board.log.area
    assert all(area.contains(ink) for ink in note.ink)
    inks = [ink.move(area.topleft) for d in rows for ink in d.ink]
    assert not any(a.colliderect(b) for a in note.ink for b in inks), "a row runs into the note"
    click_at(app, note.ink[0].center)
    assert isinstance(app.top, LogViewScene)
