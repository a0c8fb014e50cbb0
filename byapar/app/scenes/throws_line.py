"""The throws under the dice, so anyone can check them, on one line whatever the window and the
text size: every throw of the throw-off for who starts, as its totals, until everyone has
thrown in a turn (it says who starts and why), and the last few turn throws after it, the
newest always there. Where they don't all fit, the oldest give way, an ellipsis after their
heading saying some did; the throw-off's throws never join the turn throws' list."""

from __future__ import annotations

import pygame

from .. import fonts
from .. import lang as L
from .. import theme as th
from ..i18n import t

OPENING = "opening"
LAST_TURNS = 6  # turn throws offered to the line; the oldest give way where they don't fit
LEFT_OUT = "…\u00a0"  # after a heading: throws before these were left out
PARTS = "  ·  "  # between two throws, and between the throw-off and the turn throws


def throws_text(names: list[str], hist: list[tuple], size: int, width: int) -> str:
    """The throws on one line at `size` within `width`: the newest that fit, the oldest left
    out first; the newest alone where nothing more fits ("" before any throw)."""
    groups = throw_groups(names, hist)
    throws = [(g, i) for g, (_heading, parts) in enumerate(groups) for i in range(len(parts))]
    for first in range(len(throws)):
        text = said(groups, throws[first:])
        if fonts.width(text, size) <= width:
            return text
    return said(groups, throws[-1:])


def what_matters_fits(names: list[str], hist: list[tuple], size: int, width: int) -> bool:
    """Whether the throw-off, while it is told, stands whole with the newest throw on one line
    at `size` within `width` (else the line keeps the newest of them)."""
    groups = throw_groups(names, hist)
    opening = [(0, i) for i in range(len(groups[0][1]))] if len(groups) == 2 else []
    newest = [(len(groups) - 1, len(groups[-1][1]) - 1)] if groups[-1][1] else []
    return fonts.width(said(groups, opening + newest), size) <= width


def throw_groups(names: list[str], hist: list[tuple]) -> list[tuple[str, list[str]]]:
    """The throws under their headings, oldest first: the throw-off (while it is told) as each
    player's totals, then the last few turn throws as their faces."""
    opening = [h for h in hist if tuple(h[3:]) == (OPENING,)]
    turns = [h for h in hist if tuple(h[3:]) != (OPENING,)]
    tail = (t("dice_history"), [turn_part(names, h) for h in turns[-LAST_TURNS:]])  # never the throw-off's
    if not opening or first_round_thrown(names, turns):  # the throw-off has been told
        return [tail]
    return [(t("dice_opening"), opening_parts(names, opening)), tail]


def said(groups: list[tuple[str, list[str]]], kept: list[tuple[int, int]]) -> str:
    """The `kept` throws (a group's index and the throw's in it, in order) under their headings;
    a group whose first throws were left out says so after its heading."""
    out = []
    for g, (heading, parts) in enumerate(groups):
        shown = [i for k, i in kept if k == g]
        if shown:
            out.append(heading + "  " + LEFT_OUT * (shown[0] > 0) + PARTS.join(parts[i] for i in shown))
    return PARTS.join(out)


def first_round_thrown(names: list[str], turns: list[tuple]) -> bool:
    """Whether every player has thrown in a turn of their own: a double's second throw is the
    same player's, so it counts once."""
    return len({q for q, *_ in turns}) >= len(names)


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
