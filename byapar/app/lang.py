"""The chosen language beyond the catalogue: money, numbers, and the names and card texts
that live in the board data (`name_ne`, `text_ne`, `title_ne` beside the English).

`use("ne")` switches the catalogue too. Anything drawn on screen that comes from the board
data goes through `square_name`, `deck_title` and `card_text`, so Nepali shows Nepali
where the data has it and English where it doesn't.
"""

from __future__ import annotations

import re

from byapar import locale

from . import i18n

_lang = "en"


def use(code: str) -> None:
    """Choose the interface language ('en' or 'ne')."""
    global _lang
    _lang = code if code in locale.LANGUAGES else "en"
    i18n.load(_lang)


def current() -> str:
    return _lang


def money(n: int, edition) -> str:
    return locale.money(n, edition, _lang)


def number(n: int) -> str:
    return locale.number(n, _lang)


def digits(text: str) -> str:
    return locale.digits(text, _lang)


def square_name(sq) -> str:
    return (sq.name_ne or sq.name) if _lang == "ne" else sq.name


def edition_name(edition) -> str:
    """An edition's name in the chosen language (its map's `name_ne` in Nepali)."""
    return (edition.rules.name_ne or edition.title) if _lang == "ne" else edition.title


def deck_title(deck) -> str:
    return (deck.title_ne or deck.title) if _lang == "ne" else deck.title


def card_text(card) -> str:
    return (card.text_ne or card.text) if _lang == "ne" else card.text


# The engine explains a refusal in English ("Build evenly: ..."). These are the sentences a
# player can meet on screen; in Nepali each is looked up in the catalogue instead.
_ENGINE_SENTENCES = [
    (re.compile(r"You don't own (?P<square>.+)"), "eng_not_owner"),
    (re.compile(r"Nothing can be built on (?P<square>.+)"), "eng_no_build"),
    (re.compile(r"Lift the mortgages in this group before building"), "eng_lift_first"),
    (re.compile(r"(?P<square>.+) is fully built"), "eng_fully_built"),
    (re.compile(r"Build evenly: the other places in the group come first"), "eng_build_evenly"),
    (re.compile(r"Building here costs (?P<amount>\d+)"), "eng_build_costs"),
    (re.compile(r"The bank has no hotels left"), "eng_no_hotels"),
    (re.compile(r"The bank has no houses left"), "eng_no_houses"),
    (re.compile(r"Go once round the board before building"), "eng_lap_first"),
    (re.compile(r"You need the whole group to build"), "eng_need_group"),
    (re.compile(r"A trade needs something on at least one side"), "eng_trade_empty"),
    (re.compile(r"Offers are made before you throw, up to three a turn"), "eng_offer_when"),
    (re.compile(r"A counter-offer answers an offer, within the turn's \d+ offers"), "eng_counter_when"),
]


def engine_message(text: str, edition) -> str:
    """An engine refusal in the chosen language; English, or a sentence not in the table, as it is."""
    if _lang != "ne" or not text:
        return text
    for pattern, key in _ENGINE_SENTENCES:
        match = pattern.fullmatch(text)
        if match is None:
            continue
        fields = match.groupdict()
        if "square" in fields:
            sq = next((s for s in edition.squares if s.name == fields["square"]), None)
            fields["square"] = square_name(sq) if sq else fields["square"]
        if "amount" in fields:
            fields["amount"] = money(int(fields["amount"]), edition)
        return i18n.t(key, **fields)
    return text
