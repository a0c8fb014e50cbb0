"""The trade window's line on what the offer completes, in a small window: alone under the
offer, a long group's names take two lines whole rather than one cut with "…"; a person giving a
bot the last place of its group is warned while the offer is made."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, settle, table
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


GORKHA, BANDIPUR, TANSEN, HUMLA = 16, 18, 19, 1  # Byapar's Hills, and a place of another group


@pytest.mark.parametrize("language", ["en", "ne"])
def test_giving_a_bot_the_last_place_of_its_group_warns_while_the_offer_is_made(home, language):
    """Asha alone against Bot A, at 800x600 with text at 150%: the bot holds Gorkha and Bandipur.
    Choosing Tansen to give says, before "Make the offer", in red, that this completes the bot's
    Hills, named by their places, whole and clear of every button; Humla instead says nothing."""
    from byapar.app import lang
    from byapar.app import theme as th

    app = app_in((800, 600), language, 150)
    try:
        board = table(app, "byapar", ("human", "medium"), names=["Asha", "Bot A"])
        g = board.game
        give(g, 1, GORKHA, BANDIPUR)
        give(g, 0, TANSEN, HUMLA)
        settle(app)
        click(app, "trade")
        trade = app.top
        click(app, f"give_sq_{HUMLA}")
        assert trade.completes == [] and trade.status_lines() == []
        click(app, f"give_sq_{HUMLA}")
        click(app, f"give_sq_{TANSEN}")
        said = completion_lines(g, 0, trade.completes)
        warning = said[0][0]
        assert trade.completes == [(1, GORKHA)] and said[0][1] == th.BAD
        assert g.players[1].name in warning  # whose group it completes
        assert app.top.panel.get("offer").enabled  # said before the offer goes
        seen = drawn_by(lambda: trade.draw_content(app.screen))
        shown = [d for d in seen if d.text and d.text in warning]
        assert " ".join(d.text for d in shown) == warning and not any(d.cut for d in shown)
        ink = [r for d in shown for r in d.ink]
        assert not any(r.colliderect(b.rect) for r in ink for b in trade.panel.buttons), "the warning under a button"
    finally:
        th.set_text_size(100)
        lang.use("en")
