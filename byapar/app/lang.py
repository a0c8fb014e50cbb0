"""The chosen language beyond the catalogue: money, numbers, and the names and card texts
that live in the board data (`name_ne`, `text_ne`, `title_ne` beside the English).

`use("ne")` switches the catalogue too. Anything drawn on screen that comes from the board
data goes through `square_name`, `deck_title` and `card_text`, so Nepali shows Nepali
where the data has it and English where it doesn't.
"""

from __future__ import annotations

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


def deck_title(deck) -> str:
    return (deck.title_ne or deck.title) if _lang == "ne" else deck.title


def card_text(card) -> str:
    return (card.text_ne or card.text) if _lang == "ne" else card.text
