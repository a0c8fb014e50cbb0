"""The one font helper: Noto Sans for Latin, Noto Sans Devanagari for Nepali, both bundled.

Text is split into runs by script; Devanagari runs are shaped by HarfBuzz
(`Font.set_script("Deva")`) so conjuncts and vowel signs join properly. Rendered text
is cached, so drawing the same words every frame costs a dictionary lookup.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import pygame

from byapar.paths import data_path

FONT_DIR = data_path("assets") / "fonts"
_FILES = {
    (False, False): "NotoSans-Regular.ttf",
    (False, True): "NotoSans-Bold.ttf",
    (True, False): "NotoSansDevanagari-Regular.ttf",
    (True, True): "NotoSansDevanagari-Bold.ttf",
}
_TEXT_CACHE_LIMIT = 4000

Colour = tuple[int, int, int] | tuple[int, int, int, int]


# Punctuation Noto Sans Devanagari has no glyph for (it would draw a box): always set in Latin.
_LATIN_ONLY = frozenset("$&@`·•→←")


def _is_deva(ch: str) -> bool:
    return "\u0900" <= ch <= "\u097f" or "\ua8e0" <= ch <= "\ua8ff"


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, deva: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(str(FONT_DIR / _FILES[(deva, bold)]), max(6, int(size)))
    if deva:
        f.set_script("Deva")
    return f


def runs(text: str) -> list[tuple[str, bool]]:
    """Split text into (run, is_devanagari); spaces and punctuation join the run they are in."""
    out: list[tuple[str, bool]] = []
    for ch in text:
        if ch.isalpha() or _is_deva(ch):
            deva = _is_deva(ch)
        else:  # spaces and punctuation join their run, unless the Devanagari font lacks them
            deva = bool(out) and out[-1][1] and ch not in _LATIN_ONLY
        if out and out[-1][1] == deva:
            out[-1] = (out[-1][0] + ch, deva)
        else:
            out.append((ch, deva))
    return out


_cache: dict[tuple, pygame.Surface] = {}


def render(text: str, size: int, colour: Colour = (30, 30, 30), bold: bool = False) -> pygame.Surface:
    """A cached surface with `text`, mixed scripts shaped and set on one baseline."""
    key = (text, int(size), colour, bold)
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > _TEXT_CACHE_LIMIT:
            _cache.clear()  # texts come and go (amounts, log lines); start afresh now and then
        surf = _render(text, int(size), colour, bold)
        _cache[key] = surf
    return surf


def _render(text: str, size: int, colour: Colour, bold: bool) -> pygame.Surface:
    pieces = runs(text) or [("", False)]
    if len(pieces) == 1:
        return font(size, bold, pieces[0][1]).render(pieces[0][0], True, colour)
    rendered = [(font(size, bold, deva), font(size, bold, deva).render(run, True, colour))
                for run, deva in pieces]
    ascent = max(f.get_ascent() for f, _ in rendered)
    height = max(ascent - f.get_ascent() + s.get_height() for f, s in rendered)
    out = pygame.Surface((sum(s.get_width() for _, s in rendered), height), pygame.SRCALPHA)
    x = 0
    for f, s in rendered:
        out.blit(s, (x, ascent - f.get_ascent()))
        x += s.get_width()
    return out


def width(text: str, size: int, bold: bool = False) -> int:
    return render(text, size, (0, 0, 0), bold).get_width()


def line_height(size: int) -> int:
    return font(size).get_linesize()


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Break text into lines no wider than max_width; a word too long is hyphenated."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if width(trial, size, bold) <= max_width:
            current = trial
            continue
        if current:
            lines.append(current)
        current = word
        while width(current, size, bold) > max_width and len(current) > 3:
            cut = _split_point(current, size, max_width, bold)
            lines.append(current[:cut] + "-")
            current = current[cut:]
    if current:
        lines.append(current)
    return lines


def _split_point(word: str, size: int, max_width: int, bold: bool) -> int:
    cut = len(word) - 1
    while cut > 2 and (width(word[:cut] + "-", size, bold) > max_width or not _may_break(word, cut)):
        cut -= 1
    return max(2, cut)


def _may_break(word: str, cut: int) -> bool:
    """A word may break before word[cut] unless that splits a Devanagari syllable: a vowel sign
    or other mark would start the line, or a virama (a half letter) would end it."""
    return not (unicodedata.category(word[cut]).startswith("M") or word[cut - 1] == "\u094d")


def fit(text: str, size: int, box_w: int, box_h: int, max_lines: int = 2, min_size: int = 9,
        bold: bool = False) -> tuple[int, list[str]]:
    """The largest size (down to min_size) at which text fits the box in max_lines lines."""
    # First look for a size where whole words fit; only then break a word with a hyphen.
    for hyphens in (False, True):
        s = size
        while s >= min_size:
            lines = wrap(text, s, box_w, bold)
            broken = any(line.endswith("-") for line in lines)
            if len(lines) <= max_lines and len(lines) * line_height(s) * 0.82 <= box_h and (hyphens or not broken):
                return s, lines
            s -= 1
    return min_size, wrap(text, min_size, box_w, bold)[:max_lines]


def blit_lines(surf: pygame.Surface, lines: list[str], size: int, colour: Colour, rect: pygame.Rect,
               bold: bool = False, align: str = "center", valign: str = "center") -> None:
    """Draw lines inside rect, tightly spaced, aligned as asked."""
    step = int(line_height(size) * 0.82)
    total = step * len(lines)
    y = rect.y + {"top": 0, "center": (rect.h - total) // 2, "bottom": rect.h - total}[valign]
    for line in lines:
        img = render(line, size, colour, bold)
        x = {"left": rect.x, "center": rect.centerx - img.get_width() // 2,
             "right": rect.right - img.get_width()}[align]
        surf.blit(img, (x, y - (img.get_height() - step) // 2))
        y += step
