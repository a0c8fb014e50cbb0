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


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_800x600_the_house_rules_keep_the_trading_row_at_every_text_size(home, edition, percent, language):
    """A game's House rules at 800x600: the row saying when trades are offered stands with the
    others at every text size, its name whole and readable, every row above the Done button
    and apart from the next; the laptop's rows under it still take a click."""
    from app_helpers import app_in, click, drawn_on_top, settle, table

    app = app_in((800, 600), language, percent)
    try:
        table(app, edition, ("human", "medium"))
        settle(app)
        click(app, "rules")
        settle(app)
        scene = app.top
        shown = {d.text: d for d in drawn_on_top(app)}
        said = shown.get(t("set_trading"))
        assert said is not None and not said.cut, sorted(shown)
        assert said.size >= th.text_floor(app.screen)
        [chip] = [b for b in scene.panel.buttons if b.id.startswith("trading_")]
        done = scene.panel.get("done").rect
        rows = list(zip(scene.row_ys, scene.row_hs, strict=True))
        assert all(y + h <= done.y for y, h in rows)
        assert all(y + h <= later for (y, h), (later, _) in zip(rows, rows[1:], strict=False))
        assert chip.rect.bottom <= done.y and chip.font_size() >= th.text_floor(app.screen)
        click(app, "sound_False")
        assert app.prefs["sound"] is False
    finally:
        L.use("en")
        th.set_text_size(100)
