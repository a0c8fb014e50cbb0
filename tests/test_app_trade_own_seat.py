"""The trade window's row of partners names only those one may trade with: the person making the
offer stands in their own seat's place as words, "You: Asha" beside their token, with no
button's face or edge (never a greyed tab that reads as a broken button), and a click there
chooses nobody."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, click_at, drawn, settle, table

from byapar.app import theme as th
from byapar.app import widgets
from byapar.app.i18n import t
from byapar.app.scenes.trade import TAB_TEXT, TradeScene

NAMES = {"en": ["Asha", "Bot A", "Bot B", "Bot C"], "ne": ["आशा", "बोट क", "बोट ख", "बोट ग"]}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
def test_my_own_seat_in_the_partners_row_is_a_label_not_a_button(home, lang_back, size, language, percent):
    app = app_in(size, language, percent)
    try:
        board = table(app, "byapar", ("human", "hard", "medium", "easy"), names=NAMES[language])
        settle(app)
        click(app, "trade")
        trade = app.top
        assert isinstance(trade, TradeScene) and trade.me == 0
        tabs = [b for b in trade.panel.buttons if b.id.startswith("partner_")]
        assert [b.id for b in tabs] == ["partner_1", "partner_2", "partner_3"]
        assert all(b.enabled for b in tabs)  # every tab is someone to trade with
        widgets._button_cache.clear()
        said = t("trade_tab_you", name=board.game.players[0].name.replace(" ", "\u00a0"))
        shown = [d for d in drawn(app) if d.text == said]
        assert len(shown) == 1 and not shown[0].cut, [d.text for d in drawn(app)][:20]
        label = shown[0].box
        row = tabs[0].rect
        assert label.top >= row.top - 2 and label.bottom <= row.bottom + 2  # in the partners' row
        assert not any(b.rect.colliderect(label) for b in trade.panel.buttons)  # on no button
        assert shown[0].size >= th.size(TAB_TEXT, app.screen)  # as large as the tabs' names
        partner = trade.partner
        click_at(app, label.center)  # nobody is chosen by a click on it
        assert app.top is trade and trade.partner == partner
        click(app, "partner_2")
        assert trade.partner == 2
    finally:
        th.set_text_size(100)
