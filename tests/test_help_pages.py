"""How to play pages: every edition in both languages, the same shape in each, every field
filled from the game; Byapar's glossary; money and digits in Nepali."""

from __future__ import annotations

import re

import pytest

from byapar import help as H
from byapar.engine import load_edition
from byapar.engine.money import format_money, format_money_ne, nepali_digits
from byapar.engine.settings import Settings
from byapar.locale import money, number

EDITIONS = ("byapar", "classic", "business_gst", "finance")
FIELD = re.compile(r"\{([a-z_]+)\}")
DEVANAGARI = re.compile(r"[\u0900-\u097F]")


def fake_t(key: str, **fmt: object) -> str:
    """A stand-in catalogue: the key and its values, so tests can see which words were asked for."""
    return key + ("(" + ",".join(f"{v}" for v in fmt.values()) + ")" if fmt else "")


def shape(text: str) -> list[tuple[str, int]]:
    return [(b.kind, len(b.cells)) for b in H.parse(text)]


@pytest.mark.parametrize("key", EDITIONS)
def test_each_edition_has_a_page_in_both_languages_with_the_same_shape(key):
    en = (H.HELP_DIR / f"{key}.en.md").read_text(encoding="utf-8")
    ne = (H.HELP_DIR / f"{key}.ne.md").read_text(encoding="utf-8")
    assert shape(en) == shape(ne)
    assert set(FIELD.findall(en)) == set(FIELD.findall(ne))


@pytest.mark.parametrize("key", EDITIONS)
def test_nepali_pages_are_written_in_nepali(key):
    ne = H.parse((H.HELP_DIR / f"{key}.ne.md").read_text(encoding="utf-8"))
    for block in ne:
        words = " ".join(c for c in block.cells if not FIELD.fullmatch(c))
        assert DEVANAGARI.search(words), f"untranslated in {key}.ne.md: {block}"


@pytest.mark.parametrize("key", EDITIONS)
def test_every_field_on_a_page_is_one_the_game_fills(key):
    edition = load_edition("byapar")  # the fields are the same for every edition's rules
    known = set(H.values(edition, None, "en", fake_t))
    for lang in ("en", "ne"):
        used = set(FIELD.findall((H.HELP_DIR / f"{key}.{lang}.md").read_text(encoding="utf-8")))
        assert used <= known, used - known


def test_byapar_page_quotes_the_editions_numbers_and_this_games_settings():
    edition = load_edition("byapar")
    settings = Settings(rounds=15, starting_money=20_000, chautari_pot=True)
    blocks = H.page(edition, settings, "en", fake_t)
    text = "\n".join(" | ".join(b.cells) for b in blocks)
    assert "{" not in text
    assert "Rs\u00a02,000" in text and "Rs\u00a0500" in text  # salary and jail fine from the board's data
    rows = {b.cells[0]: b.cells[1:3] for b in blocks if b.kind == "row"}
    assert rows["Game length"] == ("help_rounds(30)", "help_rounds(15)")
    assert rows["Starting money"] == ("Rs\u00a015,000", "Rs\u00a020,000")
    assert rows["Taxes and fines on Chautari"] == ("help_off", "help_on")
    # each bot of a game plays at its own seat's strength: the game has no one difficulty
    assert rows["Difficulty"] == ("help_difficulty_medium", "help_difficulty_seats")


def test_nepali_page_writes_numbers_in_devanagari():
    edition = load_edition("byapar")
    blocks = H.page(edition, Settings(rounds=50), "ne", fake_t)
    text = "\n".join(" ".join(b.cells) for b in blocks)
    assert "रु\u00a0२,०००" in text and "help_rounds(५०)" in text
    assert not re.search(r"[0-9]", text.replace("help_", "")), "a Latin digit on the Nepali page"


def test_glossary_has_byapars_eight_words_in_both_scripts_and_languages():
    words = H.glossary()
    assert [w["latin"] for w in words] == ["Byapar", "Bhagya", "Guthi", "Chautari", "Bhansar", "Dhito",
                                           "Lilam", "Tat palṭinu"]
    assert [w["deva"] for w in words] == ["व्यापार", "भाग्य", "गुठी", "चौतारी", "भन्सार", "धितो", "लिलाम",
                                          "टाट पल्टिनु"]
    for w in words:
        assert w["en"] and DEVANAGARI.search(w["ne"])
    blocks = H.page(load_edition("byapar"), None, "ne", fake_t)
    terms = [b for b in blocks if b.kind == "term"]
    assert terms[-1].cells == ("Tat palṭinu", "टाट पल्टिनु", words[-1]["ne"])


def test_a_missing_page_falls_back_to_english_then_byapar():
    assert H.page_text("no_such_edition", "ne") == (H.HELP_DIR / "byapar.ne.md").read_text(encoding="utf-8")
    assert H.fill("{salary} {nope}", {"salary": "Rs 2,000"}) == "Rs 2,000 {nope}"


@pytest.mark.parametrize("n, text", [
    (0, "रु ०"), (500, "रु ५००"), (1_500, "रु १,५००"), (150_000, "रु १,५०,०००"),
    (12_345_678, "रु १,२३,४५,६७८"), (-2_200, "-रु २,२००"),
])
def test_nepali_money_uses_devanagari_digits_and_lakh_grouping(n, text):
    assert format_money_ne(n) == text
    # the same grouping as the English form, digit for digit
    assert nepali_digits(format_money(n, "Rs", "south_asian")).replace("Rs", "रु") == text


def test_nepali_money_in_other_currencies():
    assert format_money_ne(1_925, "$", "western") == "$१,९२५"
    assert format_money_ne(25_000, "₹") == "₹२५,०००"
    assert format_money_ne(1_000_000, "$", "western") == "$१,०००,०००"


def test_locale_money_follows_the_edition_and_language():
    edition = load_edition("byapar")
    assert money(150_000, edition, "en") == "Rs\u00a01,50,000"
    assert money(150_000, edition, "ne") == "रु\u00a0१,५०,०००"
    assert number(1234, "ne") == "१,२३४" and number(1234, "en") == "1,234"


@pytest.mark.parametrize("key", EDITIONS)
@pytest.mark.parametrize("lang", ["en", "ne"])
def test_the_difficulty_row_says_it_is_chosen_at_each_bots_seat_on_the_new_game_screen(key, lang):
    """Settings has no Difficulty row: the rules' table sends the reader where it is chosen."""
    import json

    catalogue = json.loads((H.HELP_DIR.parent / "lang" / f"{lang}.json").read_text(encoding="utf-8"))
    edition = load_edition(key)
    rows = [b.cells for b in H.page(edition, None, lang, fake_t) if b.kind == "row"]
    (row,) = [cells for cells in rows if "help_difficulty_medium" in cells]
    assert catalogue["menu_new"] in row[-1]


@pytest.mark.parametrize("key", EDITIONS)
@pytest.mark.parametrize("lang", ["en", "ne"])
def test_the_bot_offers_row_says_the_tables_pace(key, lang):
    """"Often" and "Rarely" are read as the table keeps them: one offer to a person every
    `ROUNDS_BETWEEN` rounds from all the bots together, not one a turn from each."""
    from byapar.bots.pacing import ROUNDS_BETWEEN

    words = {"en": {2: "every two rounds", 6: "one in six rounds"}, "ne": {2: "दुई चरणमा", 6: "छ चरणमा"}}[lang]
    everyone = {"en": "all the bots together", "ne": "सबै बोटले मिलेर"}[lang]
    edition = load_edition(key)
    rows = [b.cells for b in H.page(edition, None, lang, fake_t) if b.kind == "row"]
    name = {"en": "Bots may offer trades", "ne": "बोटले साटासाट प्रस्ताव गर्न सक्ने"}[lang]
    (row,) = [cells for cells in rows if cells[0] == name]
    assert everyone in row[-1]
    for gap in ROUNDS_BETWEEN.values():
        assert words[gap] in row[-1]
    assert "a turn" not in row[-1] and "पालोमा" not in row[-1]


def test_classics_nepali_page_names_its_corners_as_the_board_does_in_nepali():
    edition = load_edition("classic")
    text = " ".join(" ".join(b.cells) for b in H.page(edition, None, "ne", fake_t))
    names = {sq.kind: sq.name_ne for sq in edition.squares if sq.kind in ("start", "free", "police")}
    assert len(names) == 3 and all(name in text for name in names.values())
    assert "Free Parking" not in text and "Go to Jail" not in text


def test_the_length_of_a_game_is_told_as_about_an_hour_for_thirty_rounds_with_people():
    edition = load_edition("byapar")
    for lang, words in (("en", ("about an hour", "depends on the players")), ("ne", ("करिब एक घण्टा", "भर पर्छ"))):
        text = " ".join(" ".join(b.cells) for b in H.page(edition, None, lang, fake_t))
        assert "half an hour" not in text and "आधा घण्टा" not in text
        assert all(w in text for w in words)


@pytest.mark.parametrize("key", EDITIONS)
def test_the_difficulty_row_says_what_each_bot_strength_is_like_to_play_against(key):
    for lang, row_name, strengths in (("en", "Difficulty", ("Easy buys", "Medium buys", "Hard also bids")),
                                      ("ne", "कठिनाइ", ("सजिलो:", "मध्यम:", "कठिन:"))):
        blocks = H.page(load_edition(key), None, lang, fake_t)
        row = next(b for b in blocks if b.kind == "row" and b.cells[0] == row_name)
        assert all(s in row.cells[-1] for s in strengths), row.cells[-1]


@pytest.mark.parametrize(("lang", "heading", "lap"), [("en", "Your first lap", "passed {start} once"),
                                                      ("ne", "पहिलो फन्को", "{start} एक पटक पार")])
def test_finances_page_says_building_waits_for_the_first_lap(lang, heading, lap):
    blocks = H.parse(H.page_text("finance", lang))
    at = next(i for i, b in enumerate(blocks) if b.kind == "heading" and heading in b.cells[0])
    assert lap in blocks[at + 1].cells[0]


@pytest.mark.parametrize("key", EDITIONS)
def test_a_nepali_page_names_the_boards_squares_in_nepali(key):
    """A square with a Nepali name is never called by its English one on the Nepali page
    (Finance's start once read CASH HERE there), the glossary's terms aside."""
    edition = load_edition(key)
    text = "\n".join(" ".join(b.cells) for b in H.page(edition, None, "ne", fake_t) if b.kind != "term")
    english = [sq.name for sq in edition.squares if sq.name_ne and sq.name_ne != sq.name and len(sq.name) > 4]
    assert not [name for name in english if name.casefold() in text.casefold()]
