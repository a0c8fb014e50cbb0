"""The one font helper: Noto Sans for Latin, Noto Sans Devanagari for Nepali, both bundled.

Text is split into runs by script; Devanagari runs are shaped by HarfBuzz
(`Font.set_script("Deva")`) so conjuncts and vowel signs join properly. Rendered text
is cached, so drawing the same words every frame costs a dictionary lookup.
"""

from __future__ import annotations

import math
import re
import sys
import unicodedata
import weakref
from collections.abc import Iterator
from typing import NamedTuple

import pygame

from byapar.paths import data_path

FONT_DIR = data_path("assets") / "fonts"
_FILES = {
    (False, False): "NotoSans-Regular.ttf",
    (False, True): "NotoSans-Bold.ttf",
    (True, False): "NotoSansDevanagari-Regular.ttf",
    (True, True): "NotoSansDevanagari-Bold.ttf",
}
_TEXT_CACHE_LIMIT = 4000  # text measures (small rects) kept
TEXT_CACHE_BYTES = 4 * 1024 * 1024  # rendered text kept: a few screens' worth (a screen holds about 1 MB)

Colour = tuple[int, int, int] | tuple[int, int, int, int]


# Punctuation Noto Sans Devanagari has no glyph for (it would draw a box): always set in Latin.
_LATIN_ONLY = frozenset("$&@`·•→←\u2026")


def _is_deva(ch: str) -> bool:
    return "\u0900" <= ch <= "\u097f" or "\ua8e0" <= ch <= "\ua8ff"


_DEVA = re.compile("[\u0900-\u097f\ua8e0-\ua8ff]")


def has_deva(text: str) -> bool:
    """Whether any letter or mark of the text is Devanagari (one regular-expression search)."""
    return _DEVA.search(text) is not None


DEVA_SCALE = 1.1  # Devanagari is set this much larger than Latin of one size: its letters read smaller


def font(size: int, bold: bool = False, deva: bool = False) -> pygame.font.Font:
    """The font for a run of text; Devanagari a tenth larger above the window's least size (at
    that size the box decides, and a board's square has no room to spare)."""
    px = round(size * DEVA_SCALE) if deva and size > _floor else int(size)
    return _font(px, bold, deva)


_FONTS_LIMIT = 128
_fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
_fonts_used: set[tuple[int, bool, bool]] = set()  # since `mark_fonts`: what `forget_fonts` keeps


def _font(size: int, bold: bool, deva: bool) -> pygame.font.Font:
    key = (size, bold, deva)
    f = _fonts.get(key)
    if f is None:
        if len(_fonts) >= _FONTS_LIMIT:
            _fonts.clear()
        f = _fonts[key] = _open(*key)
    _fonts_used.add(key)
    return f


def _open(size: int, bold: bool, deva: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(str(FONT_DIR / _FILES[(deva, bold)]), max(6, int(size)))
    if deva:
        f.set_script("Deva")
    return f


def open_fonts() -> int:
    """How many fonts are open."""
    return len(_fonts)


def runs(text: str) -> list[tuple[str, bool]]:
    """Split text into (run, is_devanagari); spaces and punctuation join the run they are in."""
    if not has_deva(text):  # Latin alone (most texts): one run, found without a look at each letter
        return [(text, False)] if text else []
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


class SurfaceCache:
    """Pictures kept by key within a budget of bytes, the least recently used let go first:
    a count would let a few big pictures (headings, whole buttons) take far more memory."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: dict[tuple, pygame.Surface] = {}
        _CACHES.add(self)

    def get(self, key: tuple) -> pygame.Surface | None:
        surf = self._items.pop(key, None)
        if surf is not None:
            self._items[key] = surf  # used now: last to go
        return surf

    def put(self, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= _bytes(old)
        self._items[key] = surf
        self.bytes += _bytes(surf)
        while self.bytes > self.budget and len(self._items) > 1:
            self.bytes -= _bytes(self._items.pop(next(iter(self._items))))
        return surf

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)


_CACHES: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()  # every cache of pictures, for `let_go`


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


_cache = SurfaceCache(TEXT_CACHE_BYTES)


def render(text: str, size: int, colour: Colour = (30, 30, 30), bold: bool = False) -> pygame.Surface:
    """A cached surface with `text`, mixed scripts shaped and set on one baseline."""
    key = (text, int(size), colour, bold)
    surf = _cache.get(key)
    if surf is None:
        surf = _cache.put(key, _render(text, int(size), colour, bold))
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


def ascent(text: str, size: int, bold: bool = False) -> int:
    """How far below the top of `render(text, ...)` its baseline lies: pictures of words set
    apart are put on one line by this, not by their heights (Devanagari's are taller)."""
    return max((font(size, bold, deva).get_ascent() for _, deva in runs(text)), default=font(size, bold).get_ascent())


_widths: dict[tuple, int] = {}
_WIDTHS_LIMIT = 8000  # measured widths kept (an int each): wrapping measures every trial line
_sizes: dict[tuple, tuple[int, int]] = {}  # rendered pictures' sizes, measured (see `_size`)


def width(text: str, size: int, bold: bool = False) -> int:
    """The width `render` gives the text, measured by the fonts without rendering it: wrapping
    and fitting measure many trial lines, and a picture of each would fill the text cache."""
    key = (text, int(size), bold)
    w = _widths.get(key)
    if w is None:
        if len(_widths) > _WIDTHS_LIMIT:
            _widths.clear()
        w = _widths[key] = sum(font(int(size), bold, deva).size(run)[0] for run, deva in runs(text))
    return w


def _size(text: str, size: int, bold: bool, squeeze: float = 1.0) -> tuple[int, int]:
    """The size of `_narrow(text, ...)`'s picture, from the fonts' measures: placing a line
    needs its size, and rendering a copy only to measure it would render every text twice."""
    key = (text, int(size), bold)
    got = _sizes.get(key)
    if got is None:
        if len(_sizes) > _WIDTHS_LIMIT:
            _sizes.clear()
        fonts_used = [(font(size, bold, deva), run) for run, deva in runs(text) or [("", False)]]
        top = max(f.get_ascent() for f, _ in fonts_used)
        got = _sizes[key] = (width(text, size, bold), max(top - f.get_ascent() + f.size(run)[1] for f, run in fonts_used))
    w, h = got
    return (w if squeeze >= 1.0 else max(1, int(w * squeeze))), h


def line_height(size: int) -> int:
    return font(size).get_linesize()


_BREAKS = re.compile(r"[ \t\n\r\f\v]+")  # the spaces a line may break at: not the no-break space


def words(text: str) -> list[str]:
    """The text's words, split only where a line may break (money's no-break space holds)."""
    return [w for w in _BREAKS.split(text) if w]


def unbroken(text: str) -> str:
    """Text kept on one line (a player's name): its spaces made no-break spaces."""
    return text.replace(" ", "\u00a0")


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Break text into lines at spaces only, never inside a word (Latin or Devanagari) nor at a
    no-break space; a word wider than max_width stands alone on its line (`fit` then shrinks or
    shortens it)."""
    lines: list[str] = []
    current = ""
    for word in words(text):
        trial = f"{current} {word}" if current else word
        if current and width(trial, size, bold) > max_width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


ELLIPSIS = "\u2026"
LINE_STEP = 0.82  # lines are set this close (a share of the font's line height)
CONDENSE = 0.85  # at the floor size, letters may be set up to this much narrower before an ellipsis


class Fit(NamedTuple):
    size: int
    lines: list[str]
    cut: bool  # shortened with an ellipsis: show the whole text elsewhere (a tooltip)
    squeeze: float = 1.0  # below 1: set narrower (condensed) to keep every word whole


HYPHEN = "\u2010"  # ends the first part of a word broken across lines (never a hyphen of its own)
NO_WINDOW_FLOOR = 9
_floor = NO_WINDOW_FLOOR  # no text is set smaller than this (the window's size sets it: see `set_floor`)


def let_go() -> None:
    """Drop the kept pictures and fits: a game's board has left, and the next scene draws few of
    its texts (rendering its own is as quick as finding them); a game's fill their budgets."""
    for cache in list(_CACHES):
        cache.clear()
    forget_fits()


def forget_fits() -> None:
    """Drop the fits kept (`fit`): the window's least size changed, or a game's board has left."""
    global _fits_bytes
    _fits_made.clear()
    _fits_bytes = 0


def mark_fonts() -> None:
    """Start noting the fonts used, for `forget_fonts`: a game's board is leaving."""
    _fonts_used.clear()


def forget_fonts() -> None:
    """Drop the fonts not used since `mark_fonts`, each with its glyphs (about 140 KB a size, 30
    sizes in a game): called after the next scene's first frame, whose texts are kept by then.
    The fonts that frame set its texts in stay open: a font opened again renders its first text
    ten times slower (half a millisecond), in the frame where a new line or a lit button shows."""
    for key in [key for key in _fonts if key not in _fonts_used]:
        del _fonts[key]


def set_floor(px: int) -> None:
    """The least size any text is set at, for the window now open (12 px at 1280x800, 10 px at
    800x600): text that would need less is broken between syllables or shortened instead."""
    global _floor
    if int(px) != _floor:  # Devanagari's size near the floor follows it: what was set before is stale
        _cache.clear()
        _ink_cache.clear()
        _widths.clear()
        _sizes.clear()
        forget_fits()
    _floor = int(px)


def floor() -> int:
    return _floor


def least_size(text: str) -> int:
    """The least size `text` may be set at to read as large as Latin at the window's floor: a
    Devanagari letter's body stands a pixel lower than a Latin capital of one size (क is 7 px
    high at 10 px, H is 8), so text with Devanagari in it needs one size more."""
    return _floor + 1 if has_deva(text) else _floor


def line_room(size: int, bold: bool = False) -> int:
    """The height one line at `size` needs in either script: Latin's line, or Devanagari's ink
    with its marks above and below, whichever is taller."""
    return max(line_height(size), ink(DEVA_SAMPLE + " Hg", size, bold).h + 2)


def block_room(lines: int, size: int, bold: bool = False) -> int:
    """The height `lines` lines at `size` take as `draw` places them, in either script."""
    placed = line_rects([DEVA_SAMPLE + " Hg"] * lines, size, pygame.Rect(0, 0, 10_000, 10_000), bold, valign="top")
    return max(r.bottom for r in placed) - min(r.top for r in placed) + 2


_fits_made: dict[tuple, tuple[Fit, int]] = {}  # each text's fit by its box and sizes, and its bytes (see `fit`)
FITS_BYTES = 512 * 1024  # the fits kept: about 700 texts (a game fits about 1,200, 0.9 MB)
_fits_bytes = 0


def fit(text: str, size: int, box_w: int, box_h: int, max_lines: int = 2, min_size: int = 9,
        bold: bool = False, spacing: float = LINE_STEP, condense: bool = True, narrowest: float = CONDENSE,
        colour: Colour = (0, 0, 0)) -> Fit:
    """`_fit`, kept per text, box and sizes: a text drawn again (a redrawn panel, a button lit)
    is not fitted size by size again. The colour changes no fit (a picture's coverage is its
    alpha), so it is no part of the key."""
    global _fits_bytes
    key = (text, size, box_w, box_h, max_lines, min_size, bold, spacing, condense, narrowest)
    kept = _fits_made.get(key)
    if kept is None:
        made = _fit(text, size, box_w, box_h, max_lines, min_size, bold, spacing, condense, narrowest, colour)
        cost = 2 * sys.getsizeof(text) + 600  # the text in the key and in the lines, the tuples around them
        while _fits_made and _fits_bytes + cost > FITS_BYTES:  # the first kept goes first
            _fits_bytes -= _fits_made.pop(next(iter(_fits_made)))[1]
        kept = _fits_made[key] = (made, cost)
        _fits_bytes += cost
    return kept[0]._replace(lines=list(kept[0].lines))  # the caller's own lines


def fit_steps(text: str, size: int, rect: pygame.Rect, max_lines: int = 2, min_size: int = 9, bold: bool = False,
              colour: Colour = (0, 0, 0)) -> Iterator[None]:
    """`fit`'s work for `draw(surf, text, rect, size, colour, bold, max_lines=..., min_size=...)`
    a step at a time, size by size: the fonts' letters loaded a few a step, then each line's
    picture a step, until the lines fit; the last step keeps the fit, which then costs little
    (the widths and pictures it measures are kept). Work already done takes no step."""
    box_w, box_h = max(1, rect.w), max(1, rect.h)
    top = max(int(size), _floor)
    for s in range(top, min(top, max(int(min_size), _floor)) - 1, -1):
        yield from _letter_steps(text, s, bold)
        lines = wrap(text, s, box_w, bold)  # its letters loaded, measuring is quick
        if len(lines) > max_lines:
            continue
        for line in lines:
            if (line, s, bold) not in _ink_cache:
                ink(line, s, bold, colour)
                yield
        sample = DEVA_SAMPLE if len(lines) == 1 and has_deva(lines[0]) else "Hg"  # what `_reference` measures
        if (sample, s, bold) not in _ink_cache:
            _reference(lines[0], s, bold, int(line_height(s) * LINE_STEP), single=len(lines) == 1)
            yield
        if _fits(lines, s, box_w, box_h, bold, LINE_STEP, colour=colour):
            break
    fit(text, size, box_w, box_h, max_lines, min_size, bold, LINE_STEP, True, CONDENSE, colour)
    yield


LETTERS_A_STEP = 10  # a font's first measure of a letter loads it: a few letters a step
_letters_loaded: dict[tuple[int, bool, bool], tuple[pygame.font.Font, set[str]]] = {}


def _letter_steps(text: str, size: int, bold: bool) -> Iterator[None]:
    """`text`'s letters measured by the fonts that set it at `size`, a few a step; letters these
    steps measured before in the same font take none."""
    for deva in (False, True):
        letters = {ch for run, is_deva in runs(text) if is_deva == deva for ch in run}
        if not letters:
            continue
        f = font(size, bold, deva)
        kept = _letters_loaded.get((size, bold, deva))
        if kept is None or kept[0] is not f:  # a font opened again loads its letters again
            kept = _letters_loaded[(size, bold, deva)] = (f, set())
        letters = sorted(letters - kept[1])
        for k in range(0, len(letters), LETTERS_A_STEP):
            f.size("".join(letters[k:k + LETTERS_A_STEP]))
            kept[1].update(letters[k:k + LETTERS_A_STEP])
            yield


def _fit(text: str, size: int, box_w: int, box_h: int, max_lines: int, min_size: int, bold: bool,
         spacing: float, condense: bool, narrowest: float, colour: Colour) -> Fit:
    """The one way text is fitted to a box: wrapped at word boundaries at the largest size from
    `size` down to `min_size` (never below the window's floor) at which every line fits; failing
    that, at `min_size` set up to CONDENSE narrower; failing that, with a long word broken
    between syllables with a hyphen (and then set narrower too); failing that, as many whole words as fit with an ellipsis
    after them (a lone long word is cut between syllables). Without `condense`, never set narrower
    (a button's label: narrowed, it reads smaller than its neighbours); `narrowest`: how narrow
    at most (a board's name, in its small square, may go a little narrower than other text);
    `colour`: the colour it will be drawn in, so the picture measured for its ink is the one drawn."""
    size = max(int(size), _floor)
    min_size = min(size, max(int(min_size), _floor))
    whole = " ".join(words(text))  # the text on one line, as `wrap` would set it
    for s in range(size, min_size - 1, -1):
        if max_lines == 1 and width(whole, s, bold) > box_w:  # one measure says what wrapping would
            continue
        lines = wrap(text, s, box_w, bold)
        if len(lines) <= max_lines and _fits(lines, s, box_w, box_h, bold, spacing, colour=colour):
            return Fit(s, lines, False)
    condensed = _least_narrowed(text, min_size, box_w, box_h, max_lines, bold, spacing, narrowest,
                                colour) if condense else None
    if condensed:
        return condensed
    lines = _hyphenated(text, min_size, box_w, bold)
    plain = len(lines) <= max_lines and _fits(lines, min_size, box_w, box_h, bold, spacing, colour=colour)
    if plain and between_syllables(lines):
        return Fit(min_size, lines, False)
    narrower = _hyphenated(text, min_size, int(box_w / narrowest), bold)  # set narrower, broken where a reader expects
    condensed = _condensed(narrower, min_size, box_w, box_h, max_lines, bold, spacing, narrowest,
                           colour) if condense else None
    if condensed and (between_syllables(narrower) or not plain):
        return condensed
    if plain:
        return Fit(min_size, lines, False)
    rows = max(1, min(max_lines, int(box_h // max(1, int(line_height(min_size) * spacing)))))
    lines = wrap(text, min_size, box_w, bold)[:rows]
    while lines and not _fits(lines, min_size, box_w, box_h, bold, spacing, colour=colour) and len(lines) > 1:
        lines.pop()
    lines[-1] = _shorten(lines[-1], min_size, box_w, bold)
    return Fit(min_size, lines, True)


def _least_narrowed(text: str, size: int, box_w: int, box_h: int, max_lines: int, bold: bool, spacing: float,
                    narrowest: float, colour: Colour) -> Fit | None:
    """The text wrapped for lines a little wider at each try and set narrower to fit: the first
    that fits is the least narrowed (two lines a little narrower before one line much narrower)."""
    tried: set[tuple[str, ...]] = set()
    steps = max(1, round((1.0 - narrowest) / 0.05))
    for k in range(steps + 1):
        lines = wrap(text, size, int(box_w / (1.0 - (1.0 - narrowest) * k / steps)), bold)
        if tuple(lines) in tried:
            continue
        tried.add(tuple(lines))
        fitted = _condensed(lines, size, box_w, box_h, max_lines, bold, spacing, narrowest, colour)
        if fitted:
            return fitted
    return None


def _condensed(lines: list[str], size: int, box_w: int, box_h: int, max_lines: int, bold: bool,
               spacing: float, narrowest: float = CONDENSE, colour: Colour = (0, 0, 0)) -> Fit | None:
    """The lines set narrower (to `narrowest` at most) to fit the box; None where that is not enough."""
    if not lines or len(lines) > max_lines:
        return None
    squeeze = min(1.0, box_w / max(width(line, size, bold) for line in lines))
    while squeeze >= narrowest:
        if _fits(lines, size, box_w, box_h, bold, spacing, squeeze, colour):
            return Fit(size, lines, False, squeeze)
        squeeze = round(squeeze - 0.01, 2)  # the narrowed picture's rounding may want a pixel more
    return None


def _hyphenated(text: str, size: int, box_w: int, bold: bool) -> list[str]:
    """The text wrapped, with each word too long for a line of its own broken where a break is
    allowed (never inside a Devanagari syllable), a hyphen ending each part but the last."""
    out = []
    for line in wrap(text, size, box_w, bold):
        while width(line, size, bold) > box_w:
            cuts = [c for c in range(2, len(line) - 1) if _may_break(line, c) and line[c - 1] != " "
                    and not _short_word_at(line, c) and width(line[:c] + HYPHEN, size, bold) <= box_w]
            if not cuts:
                break
            good = [c for c in cuts if _syllable_break(line, c)] or cuts
            out.append(line[:good[-1]] + HYPHEN)
            line = line[good[-1]:]
        out.append(line)
    return out


SHORTEST_BROKEN = 7  # a shorter word ("Medium") is never broken: it shrinks, or takes a line of its own
LEAST_PART = 3  # nor is a word broken nearer its end than this ("Me-dium")


def _short_word_at(line: str, cut: int) -> bool:
    """Whether breaking `line` at `cut` would break a short word, or leave a stub of one, or a
    number or amount of money ("Rs 1,000" reads as one figure, never "Rs 1,-" / "000")."""
    start = line.rfind(" ", 0, cut) + 1
    end = line.find(" ", cut)
    end = len(line) if end < 0 else end
    figure = any(ch.isdigit() for ch in line[start:end])
    return figure or end - start < SHORTEST_BROKEN or min(cut - start, end - cut) < LEAST_PART


def broken(lines: list[str]) -> bool:
    """Whether fitted lines break a word across two of them (with a hyphen)."""
    return any(line.endswith(HYPHEN) for line in lines[:-1])


def between_syllables(lines: list[str]) -> bool:
    """Whether each word broken across lines is broken where a reader expects ("Tribhu-van",
    not "Tribh-uvan")."""
    return all(_syllable_break(a[:-1] + b, len(a) - 1) for a, b in zip(lines, lines[1:], strict=False)
               if a.endswith(HYPHEN) and b)


_VOWELS = frozenset("aeiouyAEIOUY")
_SILENT_E = re.compile(r"[b-df-hj-np-tv-xz]+es?", re.IGNORECASE)  # a word's end read without a vowel
_DIGRAPHS = frozenset({"ch", "dh", "gh", "kh", "ph", "sh", "th", "bh", "jh", "ng", "ck", "qu",
                       # and the pairs a syllable begins with, kept together: Sweep-stakes, Mahen-dra
                       "bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "sk", "sp", "st", "tr"})


def _syllable_break(word: str, cut: int) -> bool:
    """A Latin word broken where a reader expects it: before a consonant and its vowel
    (Mahendra-nagar), or between two consonants not read as one (Mahen-dra); never in a
    Devanagari word (any break `_may_break` allows is kept there)."""
    a, b = word[cut - 1], word[cut]
    end = word.find(" ", cut)
    if _SILENT_E.fullmatch(word[cut:end if end >= 0 else len(word)]):  # "kes" is no syllable: Sweep-stakes
        return False
    if not (a.isascii() and b.isascii() and a.isalpha() and b.isalpha()):
        return not (a.isascii() and b.isascii())
    if _before_ending(word, cut):  # Hyder-abad, not Hyde-rabad: the ending is a word of its own
        return True
    after = word[cut + 1] if cut + 1 < len(word) else ""
    if a in _VOWELS:
        return b not in _VOWELS and after in _VOWELS
    return (b not in _VOWELS and (a + b).lower() not in _DIGRAPHS
            and word[cut - 2:cut].lower() not in _DIGRAPHS and (b + after).lower() not in _DIGRAPHS
            or (b + after).lower() in _DIGRAPHS and b not in _VOWELS)


PLACE_ENDINGS = ("abad", "nagar", "pur", "garh")  # read as words of their own in a place's name


def _before_ending(word: str, cut: int) -> bool:
    """Whether `cut` falls just before a place name's ending (Ahmed|abad, Bharat|pur)."""
    end = word.find(" ", cut)
    run = word[word.rfind(" ", 0, cut) + 1:end if end >= 0 else len(word)].lower()
    tail = (end if end >= 0 else len(word)) - cut
    return any(run.endswith(e) and tail == len(e) and len(run) > len(e) + 2 for e in PLACE_ENDINGS)


def joined(lines: list[str]) -> str:
    """Fitted lines read back as the text: a word broken with a hyphen made whole again."""
    return " ".join(lines).replace(HYPHEN + " ", "")


def _fits(lines: list[str], size: int, box_w: int, box_h: int, bold: bool, spacing: float,
          squeeze: float = 1.0, colour: Colour = (0, 0, 0)) -> bool:
    if any(int(width(line, size, bold) * squeeze) > box_w for line in lines):
        return False
    ink = [r for r in line_rects(lines, size, pygame.Rect(0, 0, box_w, box_h), bold, spacing=spacing, squeeze=squeeze,
                                 colour=colour) if r.h]
    # beside the box, a pixel of anti-aliasing is no fault; a narrowed line's rounding may reach further
    return not ink or (min(r.top for r in ink) >= 0 and max(r.bottom for r in ink) <= box_h
                       and min(r.left for r in ink) >= -1 and max(r.right for r in ink) <= box_w + 1)


def _shorten(line: str, size: int, box_w: int, bold: bool) -> str:
    """The line with words dropped from its end until it fits with an ellipsis; a first word too
    long on its own is cut where a break is allowed (never inside a Devanagari syllable)."""
    kept = words(line)
    while len(kept) > 1 and width(" ".join(kept) + ELLIPSIS, size, bold) > box_w:
        kept.pop()
    text = " ".join(kept)
    if len(kept) == 1 and width(text + ELLIPSIS, size, bold) > box_w:
        cut = len(text) - 1
        while cut > 1 and (width(text[:cut] + ELLIPSIS, size, bold) > box_w or not _may_break(text, cut)):
            cut -= 1
        while cut < len(text) - 1 and not _may_break(text, cut):  # too narrow for a syllable: keep the first whole
            cut += 1
        text = text[:cut]
    return text + ELLIPSIS


def _may_break(word: str, cut: int) -> bool:
    """A word may be cut before word[cut] unless that splits a Devanagari syllable: a vowel sign
    or other mark would start the rest, or a virama (a half letter) would end the part kept."""
    return not (unicodedata.category(word[cut]).startswith("M") or word[cut - 1] == "\u094d")


_ink_cache: dict[tuple, pygame.Rect] = {}


def ink(text: str, size: int, bold: bool = False, colour: Colour = (0, 0, 0)) -> pygame.Rect:
    """The painted pixels' bounds within the rendered surface (cached). A picture's coverage is
    its alpha whatever its colour, so the bounds are measured on the picture in `colour`, the one
    about to be drawn, not on a copy rendered only to measure it."""
    key = (text, size, bold)
    r = _ink_cache.get(key)
    if r is None:
        if len(_ink_cache) > _TEXT_CACHE_LIMIT:
            _ink_cache.clear()
        r = _ink_cache[key] = render(text, size, colour[:3], bold).get_bounding_rect()
    return r


def _narrow(text: str, size: int, colour: Colour, bold: bool, squeeze: float) -> pygame.Surface:
    """The rendered text, set `squeeze` times as wide (1.0: as it is); cached like `render`."""
    img = render(text, size, colour, bold)
    if squeeze >= 1.0:
        return img
    key = (text, size, colour, bold, squeeze)
    out = _cache.get(key)
    if out is None:
        out = _cache.put(key, pygame.transform.smoothscale(img, (max(1, int(img.get_width() * squeeze)),
                                                                 img.get_height())))
    return out


def _squeezed(r: pygame.Rect, squeeze: float) -> pygame.Rect:
    return r if squeeze >= 1.0 else pygame.Rect(int(r.x * squeeze), r.y, math.ceil(r.w * squeeze) + 1, r.h)


def _placed(lines: list[str], size: int, rect: pygame.Rect, bold: bool, align: str,
            valign: str, spacing: float = LINE_STEP, squeeze: float = 1.0,
            colour: Colour = (0, 0, 0)) -> list[tuple[str, tuple[int, int]]]:
    """Where each line's surface goes: lines set LINE_STEP apart, or further where a line's ink
    would touch the line above (Devanagari's marks reach above and below the Latin letters), and
    the block's ink (each line at least as tall as "Hg", so equal lines in a row share a
    baseline) aligned in rect."""
    step = int(line_height(size) * spacing)
    out: list[tuple[str, int, int]] = []
    top = bottom = 0  # the block's ink so far
    shift, above = 0, None  # the push down so far; the ink bottom of the line above
    for i, line in enumerate(lines):
        img_w, img_h = _size(line, size, bold, squeeze)
        x = {"left": rect.x, "center": rect.centerx - img_w // 2, "right": rect.right - img_w}[align]
        own = ink(line, size, bold, colour)
        ref = _reference(line, size, bold, step, single=len(lines) == 1)
        y = i * step + shift - (img_h - step) // 2
        if own.h and above is not None and y + own.top < above:
            shift += above - (y + own.top)
            y = i * step + shift - (img_h - step) // 2
        above = y + own.bottom if own.h else above
        base = i * step + shift
        t = min(y + own.top, base + ref.top) if own.h else base + ref.top
        b = max(y + own.bottom, base + ref.bottom) if own.h else base + ref.bottom
        top, bottom = (t, b) if not out else (min(top, t), max(bottom, b))
        out.append((line, x, y))
    if not out:
        return []
    height = bottom - top
    dy = {"top": rect.y, "center": rect.y + (rect.h - height) // 2, "bottom": rect.bottom - height}[valign] - top
    return [(line, (x, y + dy)) for line, x, y in out]


DEVA_SAMPLE = "कौ किँ कु"  # Devanagari's marks above and below its letters


def _reference(line: str, size: int, bold: bool, step: int, single: bool) -> pygame.Rect:
    """The ink every line reaches at least, placed as the line is: Latin's "Hg"; for a text of
    one Devanagari line, its marks above and below too, so a row of Nepali labels and figures (a
    deed's table) shares one baseline whatever marks each word has. (Lines of a wrapped text keep
    "Hg": their spacing already makes room for the marks.)"""
    deva = single and has_deva(line)
    if not deva:  # a pixel higher than the line when the halves round: what every label is fitted by
        return ink("Hg", size, bold).move(0, -(_size("Hg", size, bold)[1] - step) // 2)
    return ink(DEVA_SAMPLE, size, bold).move(0, -((_size(DEVA_SAMPLE, size, bold)[1] - step) // 2))


def line_rects(lines: list[str], size: int, rect: pygame.Rect, bold: bool = False, align: str = "center",
               valign: str = "center", spacing: float = LINE_STEP, squeeze: float = 1.0,
               colour: Colour = (0, 0, 0)) -> list[pygame.Rect]:
    """The ink of each line as `blit_lines` places it (`colour`: the colour it is drawn in)."""
    return [_squeezed(ink(line, size, bold, colour), squeeze).move(pos)
            for line, pos in _placed(lines, size, rect, bold, align, valign, spacing, squeeze, colour)]


class Drawn(NamedTuple):
    """One text drawn through `draw`, as the text-fit check sees it."""

    text: str
    box: pygame.Rect
    surface: pygame.Rect  # the surface drawn on (its own coordinates)
    ink: list[pygame.Rect]
    lines: list[str]
    cut: bool
    size: int = 0  # the font size it was set at (after any shrinking to fit)
    squeeze: float = 1.0  # below 1: set that much narrower (it reads as a smaller size)


_record: list[Drawn] | None = None


def recording(into: list[Drawn] | None) -> None:
    """Keep a note of every text drawn through `draw` in `into` (None stops); for the text-fit check."""
    global _record
    _record = into


def is_recording() -> bool:
    """Whether texts drawn are being noted (then every picture is drawn afresh, not kept)."""
    return _record is not None


def draw(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour: Colour = (30, 30, 30),
         bold: bool = False, align: str = "center", valign: str = "center", max_lines: int = 2,
         min_size: int = 9, spacing: float = LINE_STEP, condense: bool = True, narrowest: float = CONDENSE) -> Fit:
    """Fit `text` to `rect` (see `fit`) and draw it there; returns the fit (`cut`: ellipsis used).
    `spacing` is the distance between lines as a share of the line height (1.0 for reading text)."""
    rect = pygame.Rect(rect)
    f = fit(text, size, max(1, rect.w), max(1, rect.h), max_lines, min_size, bold, spacing, condense, narrowest, colour)
    blit_lines(surf, f.lines, f.size, colour, rect, bold, align, valign, spacing, f.squeeze)
    if _record is not None:
        placed = line_rects(f.lines, f.size, rect, bold, align, valign, spacing, f.squeeze, colour)
        _record.append(Drawn(text, rect, surf.get_rect(), placed, f.lines, f.cut, f.size, f.squeeze))
    return f


def note(surf: pygame.Surface, text: str, box: pygame.Rect, placed: list[pygame.Rect], lines: list[str],
         cut: bool = False, size: int = 0) -> None:
    """Record text set word by word elsewhere (the log's coloured runs) as `draw` records its own,
    so the text-fit check sees it too: `placed` is each line's ink on `surf`."""
    if _record is not None:
        _record.append(Drawn(text, pygame.Rect(box), surf.get_rect(), placed, lines, cut, size))


def shorten(text: str, size: int, box_w: int, bold: bool = False) -> str:
    """Text cut to box_w with an ellipsis, at a word or syllable boundary (see `fit`)."""
    return text if width(text, size, bold) <= box_w else _shorten(text, size, box_w, bold)


def line(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour: Colour = (30, 30, 30),
         bold: bool = False, align: str = "left", valign: str = "top", min_size: int = 9) -> Fit:
    """One line of text in rect (a label, a figure, a title): `draw` with max_lines=1."""
    return draw(surf, text, rect, size, colour, bold, align, valign, 1, min_size)


def blit_lines(surf: pygame.Surface, lines: list[str], size: int, colour: Colour, rect: pygame.Rect,
               bold: bool = False, align: str = "center", valign: str = "center", spacing: float = LINE_STEP,
               squeeze: float = 1.0) -> None:
    """Draw lines inside rect, `spacing` apart, aligned as asked (lines already fitted by `fit`)."""
    for line_text, pos in _placed(lines, size, pygame.Rect(rect), bold, align, valign, spacing, squeeze, colour):
        surf.blit(_narrow(line_text, size, colour, bold, squeeze), pos)


def parts_on_lines(parts: list[str], size: int, room: int, sep: str, most: int | None = None) -> list[str]:
    """`parts` joined by `sep` on lines no wider than `room`, each part whole on a line where it
    fits one, else broken at its spaces; with `most`, at most that many lines, the last taking
    what is left (a legend such as "* mortgaged" never split from its mark)."""
    lines: list[str] = []
    for part in parts:
        joined = lines[-1] + sep + part if lines else part
        if lines and (width(joined, size) <= room or len(lines) == most):
            lines[-1] = joined
        elif most is None or len(lines) + 1 < most:
            lines += wrap(part, size, room)[: None if most is None else most - len(lines)]
        else:
            lines.append(part)
    return lines
