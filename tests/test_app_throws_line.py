"""The throws line under the dice: what doesn't fit its two lines is the oldest throws."""

from __future__ import annotations

from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat


def test_the_throws_line_leaves_out_the_oldest_not_the_newest(home):
    """Six long names' throws at 800x600 and 150% don't fit two lines: the oldest go, and the
    newest throw, the one to check, is always there."""
    app = App((800, 600))
    app.prefs.update(hints=False, text_size=150)
    th.set_text_size(150)
    try:
        names = ["Bishnuprasad", "Chandrakala", "Dhanabahadur", "Gyanendra", "Hiranyalal", "Krishnamaya"]
        seats = [default_seat(i, "human", n) for i, n in enumerate(names)]
        session = Session.start("byapar", seats, {"opening": "seat"}, seed=2)
        board = BoardScene(app, session)
        app.push(board)
        history = [(q, 1 + q % 6, 6 - q % 6) for q in range(6)]
        lines = board._history_text(board.board.centre, history)
    finally:
        th.set_text_size(100)
    shown = " ".join(lines)
    assert 1 <= len(lines) <= 2 and not shown.endswith("·")
    assert "Krishnamaya" in shown and "6+1" in shown  # the newest
    assert "Bishnuprasad" not in shown  # the oldest gave way


def test_the_throws_line_is_read_at_the_reading_size_in_a_small_window(home):
    """Anyone checks the dice by it: at 800x600 it is never set at the window's floor."""
    from app_helpers import drawn, family, settle

    app = App((800, 600))
    app.prefs.update(hints=False, bot_speed="instant")
    board = family(app, ["Asha", "Bikash"])
    settle(app)
    board.act("roll")
    settle(app)
    throws = [d for d in drawn(app) if d.text.startswith(board._history_lines[0][:6])]
    assert throws, "the throws line is not drawn"
    assert all(d.size >= th.READING_LEAST and d.squeeze == 1.0 for d in throws), [(d.text, d.size) for d in throws]
