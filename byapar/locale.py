"""Numbers and money in the chosen language: Rs 1,50,000 in English, रु १,५०,००० in Nepali.

Pure Python (no pygame), so help pages, statistics and tests can use it as the app does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from byapar.engine.money import format_money, format_money_ne, group_digits, nepali_digits

if TYPE_CHECKING:  # the whole engine is not imported just to format numbers
    from byapar.engine.edition import Edition

LANGUAGES = ("en", "ne")
NO_BREAK = "\u00a0"  # between a currency's letters and the digits: money never parts at a line end


def digits(text: str, lang: str) -> str:
    """`text` with its digits in the language's own numerals."""
    return nepali_digits(text) if lang == "ne" else text


def number(n: int, lang: str, grouping: str = "south_asian") -> str:
    """A count or amount without a currency: 150000 -> '1,50,000' / '१,५०,०००'."""
    return digits(group_digits(n, grouping), lang)


_NEPALI_FIRST_ORDINALS = ("पहिलो", "दोस्रो", "तेस्रो", "चौथो")


def ordinal(n: int, lang: str) -> str:
    """The n-th as the language writes it: '2nd' in English; in Nepali the first four are words
    (पहिलो, दोस्रो, तेस्रो, चौथो) and the rest take -औँ on the digits (५औँ, १०औँ)."""
    if lang == "ne":
        return _NEPALI_FIRST_ORDINALS[n - 1] if 1 <= n <= 4 else nepali_digits(str(n)) + "औँ"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


_MONEY_IN_TEXT = re.compile(r"(Rs|रु\.?|NPR)[ ](?=[-+]?[0-9\u0966-\u096f])")


def money_held(text: str) -> str:
    """Text written elsewhere (a card, the board's data) with each 'Rs 200' held together by a
    no-break space, as `money` writes it."""
    return _MONEY_IN_TEXT.sub(lambda m: m.group(1) + NO_BREAK, text)


def money(n: int, edition: Edition, lang: str) -> str:
    """Money as the edition writes it, in the language's digits and currency sign, as one unit on
    screen: 'Rs 1,400' with a no-break space, so a line never ends on 'Rs'."""
    rules = edition.rules
    if lang == "ne":
        text = format_money_ne(n, rules.currency_ne or rules.currency, rules.money_grouping)
    else:
        text = format_money(n, rules.currency, rules.money_grouping)
    return text.replace(" ", NO_BREAK)
