"""The trade window's line on what the offer completes, in a small window: alone under the
offer, a long group's names take two lines whole rather than one cut with "…"."""

from __future__ import annotations

from app_helpers import app_in, settle, table
from helpers import give
from test_app_trade_loan import drawn_by

from byapar.app.scenes.trade import TradeScene, completion_lines


def test_a_long_completion_line_alone_takes_two_lines_whole_in_a_small_window(home):
    """Classic at 800x600: asking for Tennessee Avenue completes Asha's oranges, a long line of
    names: alone under the offer, it wraps to a second line rather than being cut with "…"."""
    app = app_in((800, 600), "en", 100)
    board = table(app, "classic", ("human", "human"), names=["Asha", "Bikash"])
    g = board.game
    names = {sq.name: i for i, sq in enumerate(g.edition.squares)}
    give(g, 0, names["St. James Place"], names["New York Avenue"])
    give(g, 1, names["Tennessee Avenue"])
    settle(app)
    trade = TradeScene(app, board)
    app.push(trade)
    trade.get = {names["Tennessee Avenue"]}
    trade.rebuild()
    said = completion_lines(g, 0, trade.completes)[0][0]
    seen = drawn_by(lambda: trade.draw_content(app.screen))
    shown = [d for d in seen if d.text and d.text in said]
    assert shown and not any(d.cut for d in shown), [(d.text, d.cut) for d in seen]
    assert " ".join(d.text for d in shown) == said
