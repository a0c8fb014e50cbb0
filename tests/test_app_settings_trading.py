"""The house rules say when this edition lets a player offer a trade, from its book's rules:
Byapar's only before a throw, Business GST's before a throw or after the move."""

from __future__ import annotations

import pytest

from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.i18n import t


@pytest.mark.parametrize(("edition", "when"), [("byapar", "before"), ("business_gst", "turn"),
                                                ("classic", "turn_raising"), ("finance", "any_time")])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_house_rules_say_when_trades_are_offered(home, edition, when, language):
    """A game's House rules, opened from the board: a row names when trades are offered, in
    the edition's own terms, on one greyed chip (the book's, not a choice)."""
    from app_helpers import app_in, click, drawn_texts, settle, table

    app = app_in((1280, 800), language)
    try:
        table(app, edition, ("human", "medium"))
        settle(app)
        click(app, "rules")
        settle(app)
        assert t("set_trading") in drawn_texts(app), drawn_texts(app)
        chips = [b for b in app.top.panel.buttons if b.id.startswith("trading_")]
        assert [(b.id, b.label, b.style) for b in chips] == [(f"trading_{when}", t(f"trading_{when}"), "selected")]
    finally:
        L.use("en")
        th.set_text_size(100)
