"""What counts as text a player can be shown: names and titles the board draws."""

from __future__ import annotations

import unicodedata

# Control characters (a NUL stops the font renderer), unpaired surrogates and unassigned code
# points; joiners and combining marks stay, since Devanagari needs them.
UNPRINTABLE = frozenset({"Cc", "Cs", "Cn"})


def is_printable(text: str) -> bool:
    """Whether every character of `text` can be drawn as it is."""
    return text.isprintable() or not any(unicodedata.category(c) in UNPRINTABLE for c in text)


def printable(text: str) -> str:
    """`text` without the characters `is_printable` refuses."""
    if is_printable(text):
        return text
    return "".join(c for c in text if unicodedata.category(c) not in UNPRINTABLE)
