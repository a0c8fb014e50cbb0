"""Both language catalogues are complete, and every string the app can show renders with the
bundled fonts without a missing glyph (the .notdef box)."""

from __future__ import annotations

import json
import re
import string

import pygame
import pytest

from byapar import help as H
from byapar import locale
from byapar.app import fonts
from byapar.app.i18n import LANG_DIR
from byapar.engine import available_editions, load_edition

FORMATTER = string.Formatter()


def catalogue(lang: str) -> dict[str, str]:
    return json.loads((LANG_DIR / f"{lang}.json").read_text(encoding="utf-8"))


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in FORMATTER.parse(text) if name is not None}


def keys_in_file_order(lang: str) -> list[str]:
    pairs: list[str] = []
    json.loads((LANG_DIR / f"{lang}.json").read_text(encoding="utf-8"),
               object_pairs_hook=lambda items: pairs.extend(k for k, _ in items) or dict(items))
    return pairs


@pytest.mark.parametrize("lang", ["en", "ne"])
def test_no_key_is_written_twice(lang: str):
    # a second entry silently replaces the first: one of the two strings is never shown
    keys = keys_in_file_order(lang)
    assert not {k for k in keys if keys.count(k) > 1}


def test_both_catalogues_have_the_same_keys():
    en, ne = catalogue("en"), catalogue("ne")
    assert sorted(en) == sorted(ne), set(en) ^ set(ne)


def test_each_translation_fills_the_same_fields():
    en, ne = catalogue("en"), catalogue("ne")
    for key, text in en.items():
        assert fields(ne[key]) == fields(text), key


def test_the_nepali_catalogue_is_in_nepali():
    # Words that stay as they are in Nepali: key names, the game's Latin name, placeholders, and
    # a quick bid's amount and raise (Devanagari digits once filled, the verb left to the window).
    allowed = {"menu_title", "lang_en", "load_entry", "setup_name_preview", "heat_row", "auction_raise", "why_button"}
    for key, text in catalogue("ne").items():
        if key not in allowed:
            assert re.search(r"[\u0900-\u097F]", text), f"{key} is not translated: {text!r}"
        assert not re.search(r"\{[^}]*\}", re.sub(r"\{[a-z_0-9]+\}", "", text)), key


# Words written with a visarga (ः) at their end: an ASCII colon in its place reads as punctuation.
VISARGA_WORDS = ("प्राय", "अत", "पुन", "क्रमश", "सामान्यत", "विशेषत", "मूलत", "स्वत", "अन्तत", "प्रात", "दु")
COLON_FOR_VISARGA = re.compile(r"(?<![\u0900-\u097f])(" + "|".join(VISARGA_WORDS) + r"):")


def test_a_visarga_is_never_written_as_a_colon():
    found = [s for s in shown_strings() if COLON_FOR_VISARGA.search(s)]
    assert not found, found
    assert COLON_FOR_VISARGA.search("प्राय: दुई चरणमा") and not COLON_FOR_VISARGA.search("प्रायः: दुई")


def shown_strings() -> list[str]:
    """Everything the app may put on screen: both catalogues, every help page and the glossary,
    and the board data's names and card texts in both languages."""
    out: list[str] = []
    for lang in ("en", "ne"):
        out += [re.sub(r"\{[a-z_0-9]+\}", "", s) for s in catalogue(lang).values()]
    for page in H.HELP_DIR.glob("*.md"):
        out += page.read_text(encoding="utf-8").splitlines()
    for word in H.glossary():
        out += list(word.values())
    for name in available_editions():
        ed = load_edition(name)
        out += [s for sq in ed.squares for s in (sq.name, sq.name_ne)]
        for deck in ed.decks.values():
            out += [deck.title, deck.title_ne] + [s for c in deck.cards for s in (c.text, c.text_ne)]
    for name in available_editions():  # money as the app writes it: symbol, no-break space, digits
        out += [locale.money(-150000, load_edition(name), lang) for lang in locale.LANGUAGES]
    out += ["रु १,५०,००० Rs 1,50,000 ₹25,000 $1,925 ०१२३४५६७८९", "जेलमा · जमानी कार्ड ×१ • $५"]  # joined by the app
    return [s for s in out if s]


NOT_IN_ANY_FONT = "\U000F0000"  # a private-use code point: every font draws its .notdef box for it


def _looks_like_notdef(font: pygame.font.Font, ch: str) -> bool:
    """Same metrics and same pixels as the font's .notdef box: the font lacks `ch`."""
    if font.metrics(ch) != font.metrics(NOT_IN_ANY_FONT):
        return False
    drawn = pygame.image.tobytes(font.render(ch, True, (0, 0, 0)), "RGBA")
    return drawn == pygame.image.tobytes(font.render(NOT_IN_ANY_FONT, True, (0, 0, 0)), "RGBA")


def missing_glyphs(text: str) -> list[str]:
    """Characters of `text` that the font the app picks for their run doesn't have."""
    bad = []
    for run, deva in fonts.runs(text):
        font = fonts.font(16, False, deva)
        bad += [ch for ch in run if not ch.isspace() and _looks_like_notdef(font, ch)]
    return bad


@pytest.fixture(scope="module")
def font_ready():
    pygame.font.init()
    yield


def test_every_string_renders_without_missing_glyphs(font_ready):
    problems = {}
    for text in shown_strings():
        bad = missing_glyphs(text)
        if bad:
            problems[text[:60]] = sorted(set(bad))
    assert not problems, problems


def test_the_glyph_check_can_fail(font_ready):
    # A character neither bundled font has (a CJK ideograph) is caught.
    assert missing_glyphs("Thamel 漢") == ["漢"]


# The bundled Devanagari font sets a candrabindu over the ai and au signs (ैँ) on their strokes:
# the word reads blotted at a note's size, so those words are written another way (दशैं, स्वतः).
CANDRABINDU_ON_AI = re.compile("[\u0948\u094c]\u0901")


def test_no_candrabindu_sits_on_an_ai_or_au_sign():
    found = [s for s in shown_strings() if CANDRABINDU_ON_AI.search(s)]
    assert not found, found
    assert CANDRABINDU_ON_AI.search("आफैँ") and not CANDRABINDU_ON_AI.search("दशैं कहिलेकाहीँ")
