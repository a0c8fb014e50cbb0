"""The trade window's own seat of the person trading, "तपाईं: Bikash", reads on one line at 800x600
and 125% in Nepali: the tabs share their row by need where an equal share would break it."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn, settle, table

from byapar.app import widgets

NAMES = {"ne": ["Bikash", "आशा", "बोट क", "बोट ख", "बोट ग", "बोट घ"],
         "en": ["Bikash", "Asha", "Bot A", "Bot B", "Bot C", "Bot D"]}


def trade_window(app, language: str, players: int):
    """Bikash and Asha with bots, Bikash's turn, his trade window open."""
    kinds = tuple("human" if i < 2 else "medium" for i in range(players))
    board = table(app, "byapar", kinds, names=NAMES[language][:players])
    settle(app)
    assert board.game.pending.player == 0
    click(app, "trade")
    settle(app)
    return app.top


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("language", ["ne", "en"])
def test_my_own_tab_reads_on_one_line(lang_back, language, players):
    app = app_in((800, 600), language, 125)
    window = trade_window(app, language, players)
    widgets._button_cache.clear()
    seen = drawn(app)
    mine = window.own_seat
    tabs = sorted([mine, *(b for b in window.panel.buttons if b.id.startswith("partner_"))], key=lambda b: b.rect.x)
    assert len(tabs) == players and window.panel.get("partner_0") is None
    lines = [d.lines for d in seen if d.text == widgets.held_label(mine.label) and mine.rect.contains(d.box)]
    assert lines == [[widgets.held_label(mine.label)]], lines
    for left, right in zip(tabs, tabs[1:], strict=False):
        assert left.rect.right < right.rect.left, (left, right)
    assert window.rect.contains(tabs[-1].rect.union(tabs[0].rect))
