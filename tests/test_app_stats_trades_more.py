"""The statistics' list of trades (opened from the game-over screen) shows what its box holds,
the most one-sided first, and says how many more there are: never a list cut short unsaid."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, drawn_on_top, settle, table

from byapar.app.i18n import t
from byapar.app.scenes.stats import StatsScene
from byapar.stats import TradeRecord

TRADES = 30


@pytest.mark.parametrize(("size", "percent"), [((800, 600), 100), ((800, 600), 150), ((1280, 800), 100)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_trades_past_the_box_are_counted_on_a_line_of_their_own(lang_back, size, percent, language):
    app = app_in(size, language, percent)
    board = table(app, "byapar", ("human", "human"))
    settle(app)
    stats = StatsScene(app, board.session, "money")
    stats.stats.trades = [TradeRecord(k, 1, 0, 1, f"offer 1 give cash:{100 * (k + 1)} get 3", 100 * k, (3,), ())
                          for k in range(TRADES)]
    app.push(stats)
    app.frame(FRAME)
    texts = [d.text for d in drawn_on_top(app)]
    lines = [x for x in texts if x.startswith(t("stats_trade_line", round="", player="", partner="", give="", get="",
                                                   ahead="", swing="")[:4])]
    shown = len(lines)
    assert 0 < shown < TRADES, texts
    assert t("stats_trades_more", n=TRADES - shown) in texts, texts


@pytest.mark.parametrize(("size", "percent"), [((800, 600), 100), ((800, 600), 150), ((1280, 800), 100)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_two_long_trades_show_what_fits_and_count_only_the_rest(lang_back, size, percent, language):
    app = app_in(size, language, percent)
    board = table(app, "byapar", ("human", "human", "human"))
    settle(app)
    stats = StatsScene(app, board.session, "money")
    # two trades, each giving and getting four places: long lines, as a real game's trades read
    stats.stats.trades = [TradeRecord(k + 5, k + 3, 0, k + 1, f"offer {k + 1} give 1,3,6,8 get 11,13,14,16",
                                      900 * (k + 1), (11, 13, 14, 16), (1, 3, 6, 8), completed=(0,))
                          for k in range(2)]
    app.push(stats)
    app.frame(FRAME)
    texts = [d.text for d in drawn_on_top(app)]
    lines = [x for x in texts if any(x.startswith(stats.describe(trade)[:12]) for trade in stats.stats.trades)]
    assert lines, texts  # the box is never left empty with trades to show
    shown = len(lines)
    if shown < 2:
        assert t("stats_trades_more", n=2 - shown) in texts, texts
    else:
        assert not any(x.startswith(t("stats_trades_more", n=0)[:6]) for x in texts), texts
