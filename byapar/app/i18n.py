"""Every word the interface says, looked up in a language catalogue (assets/lang/<lang>.json).

`t("bought", player="Asha", square="Thamel", amount="Rs 3,500")`. A key missing from the
chosen language falls back to English, and a key missing from English shows itself, so a
gap is visible on screen rather than a crash.
"""

from __future__ import annotations

import functools
import json
import re

from byapar.engine.money import nepali_digits
from byapar.paths import data_path

LANG_DIR = data_path("assets") / "lang"

_unfilled: list[str] | None = None  # keys asked for without a field their text needs (see `watch`)
_catalogue: dict[str, str] = {}
_english: dict[str, str] = {}
_lang = "en"
_read_before: dict[str, dict[str, str]] = {}  # each catalogue as read since the language was last chosen


def load(lang: str = "en") -> None:
    """Choose the interface language."""
    global _catalogue, _english, _lang
    _lang = lang
    _read_before.clear()
    _given.clear()
    _english = _read("en")
    _catalogue = _english if lang == "en" else {**_english, **_read(lang)}


def _read(lang: str) -> dict[str, str]:
    try:
        return json.loads((LANG_DIR / f"{lang}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _read_once(lang: str) -> dict[str, str]:
    """A catalogue read once: a seat's name is matched against every language's names, and
    reading the file for each would take the setup's first frame a tenth of a second."""
    if lang not in _read_before:
        _read_before[lang] = _read(lang)
    return _read_before[lang]


def languages() -> list[str]:
    """Every language with a catalogue: the folder is read once (a seat's name is matched in
    every language as each row of the load list is drawn, and a folder read costs more than that)."""
    return list(_languages())


@functools.cache
def _languages() -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in LANG_DIR.glob("*.json")))


def text_in(lang: str, key: str, **fmt: object) -> str:
    """`key` filled as the catalogue of `lang` says it, whichever language is chosen (English
    where `lang` has no such key), its numbers in that language's digits."""
    text = _read_once(lang).get(key) or _read_once("en").get(key, key)
    if lang == "ne":
        fmt = {k: nepali_digits(str(v)) if isinstance(v, int | float) else v for k, v in fmt.items()}
    return text.format(**fmt)


def t(key: str, **fmt: object) -> str:
    """The text for `key`; with a count `n` of one, the catalogue's `<key>_one` where it has one
    ("1 throw", "2 throws"), so no sentence says "house(s)"."""
    if not _catalogue:
        load()
    if str(fmt.get("n", "")) in ("1", "१") and key + "_one" in _catalogue:
        key += "_one"
    text = _catalogue.get(key, key)
    if not fmt:
        if _unfilled is not None and "{" in text:
            _unfilled.append(key)
        return text
    if _lang == "ne":  # numbers in Devanagari digits; names and ready-made text stay as given
        fmt = {k: nepali_digits(str(v)) if isinstance(v, int | float) else v for k, v in fmt.items()}
    try:
        return apart_from_latin(text, fmt).format(**fmt)
    except (KeyError, IndexError, ValueError):
        if _unfilled is not None:
            _unfilled.append(key)
        return text


_FIELD_BEFORE_DEVA = re.compile(r"\{(\w+)\}(?=[\u0900-\u097f])")


def stands_apart(value: object) -> bool:
    """Whether a postposition written after this field's text needs a space: after a Latin letter
    or digit ("Bot A को") and after a lone letter or digit ("बोट क ले", never "बोट कले", which
    reads as one word). A Nepali name keeps it joined: "आशाको"."""
    text = str(value)
    words = text.split()
    return bool(words) and ((text[-1].isascii() and text[-1].isalnum()) or len(words[-1]) == 1)


# Fields that hold a player's name: a postposition always stands apart from one, whatever its
# script ("Sita को", "बोट क को"), so every player's name reads alike beside its postposition.
PLAYER_FIELDS = frozenset({"player", "payer", "payee", "partner", "owner", "other", "creditor", "giver",
                           "taker", "proposer", "winner", "by"})


def apart_from_latin(text: str, fields: dict[str, object]) -> str:
    """The template with a space between a field that `stands_apart` (or any player's name) and
    a Devanagari postposition written straight after it: "Bot A को", never "Bot Aको"; a Nepali
    place name keeps it joined: "भन्सारमा"."""
    def spaced(m: re.Match[str]) -> str:
        name = m.group(1)
        apart = name in PLAYER_FIELDS or stands_apart(fields.get(name, ""))
        return m.group(0) + " " if apart and fields.get(name, "") != "" else m.group(0)
    return _FIELD_BEFORE_DEVA.sub(spaced, text)


def template(key: str) -> str:
    """A key's text with its fields still to fill (for filling field by field, or to see whether
    the catalogue has it: a missing key comes back as itself)."""
    if not _catalogue:
        load()
    return _catalogue.get(key, key)


def keys_starting(prefix: str) -> list[str]:
    """The catalogue's keys that begin with `prefix` (every prompt, to measure the longest)."""
    if not _catalogue:
        load()
    return sorted(k for k in _catalogue if k.startswith(prefix))


def watch(into: list[str] | None) -> None:
    """Note in `into` each key asked for without the fields its text needs (None stops): the
    screen would show its braces."""
    global _unfilled
    _unfilled = into


_given: dict[tuple[str, str], str] = {}  # (language, name) -> the name as `given_name` says it, worked out once


def given_name(name: str) -> str:
    """A player's name the setup gave in any language ("Bot A", "Player 2") in the language
    chosen now ("बोट क"); a name someone typed stays as it is. Kept by language: the load list
    asks for each row's names as it lights them."""
    said = _given.get((_lang, name))
    if said is None:
        said = _given[(_lang, name)] = _given_now(name)
    return said


def _given_now(name: str) -> str:
    letters_now = t("bot_letters")
    for lang in languages():
        for k, letter in enumerate(text_in(lang, "bot_letters")):
            if name == text_in(lang, "bot_name", name=letter) and k < len(letters_now):
                return t("bot_name", name=letters_now[k])
        for n in range(1, 9):
            if name == text_in(lang, "default_player", n=n):
                return t("default_player", n=n)
    return name
