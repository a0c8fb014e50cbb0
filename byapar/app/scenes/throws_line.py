"""The throws under the dice, so anyone can check them, on one line whatever the window and the
text size: the throw-off for who starts, as each player's totals, until the game's first throw
(it says who starts and why), then the last few of the game's throws, the newest always there.
The two are never listed together: side by side they read as one list, the log keeps the
throw-off. Where the throws don't all fit, the oldest give way, an ellipsis after the heading
saying some did."""

from __future__ import annotations

import pygame

from .. import fonts
from .. import lang as L
from .. import theme as th
from ..i18n import t

OPENING = "opening"
LAST_TURNS = 6  # turn throws offered to the line; the oldest give way where they don't fit
LEFT_OUT = "…\u00a0"  # after the heading: throws before these were left out
PARTS = "  ·  "  # between two throws


def throws_text(names: list[str], hist: list[tuple], size: int, width: int) -> str:
    """The throws on one line at `size` within `width`: the newest that fit, the oldest left
    out first; the newest alone where nothing more fits ("" before any throw)."""
    heading, parts = listed_throws(names, hist)
    for first in range(len(parts)):
        text = said(heading, parts, first)
        if fonts.width(text, size) <= width:
            return text
    return said(heading, parts, len(parts) - 1) if parts else ""


def what_matters_fits(names: list[str], hist: list[tuple], size: int, width: int) -> bool:
    """Whether the throw-off, while it is told, stands whole on one line at `size` within
    `width`, and after it the newest throw (else the line keeps the newest of them)."""
    heading, parts = listed_throws(names, hist)
    if not parts:
        return True
    first = 0 if throw_off_told(hist) else len(parts) - 1
    return fonts.width(said(heading, parts, first), size) <= width


def shown_throws(presenter) -> list[tuple]:
    """The throws the line reads from: the throw-off's left out once the laptop passed to another
    person after it (`Presenter.throw_off_read`), as the next person's first look at the board
    has no use for them (the log keeps them)."""
    hist = presenter.dice_history
    if not presenter.throw_off_read:
        return hist
    return [h for h in hist if tuple(h[3:]) != (OPENING,)]


def throw_off_told(hist: list[tuple]) -> bool:
    """Whether the line tells the throw-off for who starts: thrown, and no game throw yet."""
    return bool(hist) and all(tuple(h[3:]) == (OPENING,) for h in hist)


def listed_throws(names: list[str], hist: list[tuple]) -> tuple[str, list[str]]:
    """The line's heading and its throws, oldest first: the throw-off (while it is told) as each
    player's totals, else the last few of the game's throws as their faces."""
    if throw_off_told(hist):
        return t("dice_opening"), opening_parts(names, hist)
    turns = [h for h in hist if tuple(h[3:]) != (OPENING,)]
    return t("dice_history"), [turn_part(names, h) for h in turns[-LAST_TURNS:]]


def said(heading: str, parts: list[str], first: int) -> str:
    """The throws from `first` on under the heading, which says so where earlier ones were left out."""
    return heading + "  " + LEFT_OUT * (first > 0) + PARTS.join(parts[first:])


def turn_part(names: list[str], throw: tuple) -> str:
    """One throw as the line says it: who, the faces, and what it was for when not a turn's."""
    q, a, b, *why = throw
    return (fonts.unbroken(f"{names[q]} ") + L.digits(f"{a}+{b}")
            + "".join(fonts.unbroken(" " + t(f"throw_mark_{w}")) for w in why))


def opening_parts(names: list[str], opening: list[tuple]) -> list[str]:
    """The throw-off: each player once, their throws' totals in order (a tie is thrown again) and
    never broken apart ("6, 11"): read at a glance beside the turn throws' faces."""
    thrown: dict[int, list[str]] = {}
    for q, a, b, *_ in opening:
        thrown.setdefault(q, []).append(L.digits(str(a + b)))
    return [fonts.unbroken(f"{names[q]} " + ", ".join(throws)) for q, throws in thrown.items()]


def throws_size(surf: pygame.Surface) -> int:
    """The throws' lines are read to check the dice: at the reading size, never the window's floor."""
    return th.reading_size(13, surf)


def throws_top(c: pygame.Rect) -> int:
    side, y = dice_place(c)
    return y + side + 8


def throws_box(scene, size: int) -> pygame.Rect:
    """Where the throws' line goes under the dice, in the board's centre: a line's room in
    either script (Devanagari's marks reach past a Latin line)."""
    c = scene.board.centre
    return pygame.Rect(c.x + c.w * 0.05, throws_top(c), c.w * 0.9, fonts.line_room(size))


def dice_place(c: pygame.Rect) -> tuple[int, int]:
    """The dice's side and the top of their row in the board's centre."""
    size = max(24, int(c.w * 0.12))
    return size, c.centery - size // 2 + int(c.h * 0.04)
