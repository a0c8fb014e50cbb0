"""How to play shows what applies to the edition read: its settings table holds exactly the
rows that edition's Settings screen offers (and the bots' difficulty, chosen at their seats),
and only Byapar's page ends with Byapar's words, which the other boards don't use."""

from __future__ import annotations

import re

import pytest
from app_helpers import app_in

from byapar import help as H
from byapar.app import fonts
from byapar.app.edition_prefs import RULE_KEYS, switch_edition
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.settings import BOT_ROWS
from byapar.engine import load_edition

EDITIONS = ("byapar", "classic", "business_gst", "finance")
SETTING = re.compile(r"\{std_([a-z_]+)\}")
BYAPAR_WORDS = ("Bhagya", "Guthi", "Chautari", "Bhansar")


def settings_rows(key: str) -> set[str]:
    """The rule rows the Settings screen shows for the edition `key`, by their settings' names."""
    app = app_in((1280, 800), "en")
    switch_edition(app.prefs, key)
    app.push("settings")
    ids = [b.id for b in app.top.panel.buttons]
    return {name for name in (*RULE_KEYS, *BOT_ROWS) if any(i.startswith(name + "_") for i in ids)}


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("key", EDITIONS)
def test_the_settings_table_holds_the_rows_the_settings_screen_offers(lang_back, key, language):
    rows = [line for line in (H.HELP_DIR / f"{key}.{language}.md").read_text(encoding="utf-8").splitlines()
            if line.startswith("|")]
    described = {m.group(1) for line in rows if (m := SETTING.search(line))}
    assert described == settings_rows(key) | {"difficulty"}
    app = app_in((800, 600), language)
    page = HelpScene(app, load_edition(key))
    app.push(page)
    shown = [b for b in page.blocks() if b.kind == "row"]
    assert len(shown) == len(described) + 1  # under its header row
    assert not [b.cells for b in shown if any("{" in cell for cell in b.cells)]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("key", EDITIONS)
def test_only_byapar_s_page_ends_with_byapar_s_words(lang_back, key, size, language):
    app = app_in(size, language)
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        app.push(HelpScene(app, load_edition(key)))  # the page is laid out, every line drawn, as it opens
    finally:
        fonts.recording(None)
    words = [d.text for d in seen if any(d.text.startswith(f"{w}  ·  ") for w in BYAPAR_WORDS)]  # a term's head
    if key == "byapar":
        assert len(words) == len(BYAPAR_WORDS), words
    else:
        assert not words, words


# What each page says of building while another player decides, by the edition's rule.
OUT_OF_TURN_WORDS = {
    ("classic", "en"): "you may build between other players' turns too",
    ("business_gst", "en"): "You build in your own turn only",
    ("business_gst", "ne"): "आफ्नै पालोमा मात्र बनाउन पाइन्छ",
}


@pytest.mark.parametrize(("key", "language"), sorted(OUT_OF_TURN_WORDS))
def test_a_page_says_whether_building_waits_for_your_own_turn(key, language):
    page = (H.HELP_DIR / f"{key}.{language}.md").read_text(encoding="utf-8")
    assert OUT_OF_TURN_WORDS[key, language] in page
    assert load_edition(key).rules.build_out_of_turn == ("own turn" not in page and "आफ्नै पालो" not in page)
