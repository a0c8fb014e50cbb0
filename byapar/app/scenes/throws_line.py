"""The throws under the dice, so anyone can check them: every throw of the throw-off for who
starts, as its totals, kept whole until everyone has thrown in a turn (it says who starts and
why), and the last few turn throws after it, the newest always among them; the throw-off's
throws never join the turn throws' list."""

from __future__ import annotations

from .. import fonts
from .. import lang as L
from ..i18n import t

OPENING = "opening"
LAST_TURNS = 6  # turn throws offered to the line; the oldest give way where they don't fit
LEAST_LINES = 2


def lines_room(top: int, foot: int, size: int) -> int:
    """How many lines of the throws fit between `top` (under the dice) and `foot` (the centre's
    buttons), never fewer than two."""
    return max(LEAST_LINES, (foot - top) // fonts.line_height(size))


def throws_lines(names: list[str], hist: list[tuple], size: int, width: int, room: int) -> list[str]:
    """The throws' lines at `size` within `width`, `room` lines at most where they fit: the
    throw-off whole, as its totals (the log has its faces), then the newest turn throws that
    fit. Where even the throw-off's totals and the newest throw need more lines than `room`,
    they are all there all the same: the throws that matter are never left out."""
    opening = [h for h in hist if tuple(h[3:]) == (OPENING,)]
    turns = [h for h in hist if tuple(h[3:]) != (OPENING,)]
    tail = [turn_part(names, h) for h in turns[-LAST_TURNS:]]  # the game's throws only, never the throw-off's
    if not opening or first_round_thrown(names, turns):  # the throw-off has been told
        return newest_that_fit("", tail, size, width, room)
    return newest_that_fit(opening_text(names, opening), tail, size, width, room)


def first_round_thrown(names: list[str], turns: list[tuple]) -> bool:
    """Whether every player has thrown in a turn of their own: a double's second throw is the
    same player's, so it counts once."""
    return len({q for q, *_ in turns}) >= len(names)


def newest_that_fit(head: str, parts: list[str], size: int, width: int, room: int) -> list[str]:
    """`head`, then the turn throws after their heading, the oldest left out until the lines fit
    `room`; the newest alone, whatever it takes."""
    lines = fonts.wrap(head, size, width)
    for first in range(len(parts)):
        said = t("dice_history") + "  " + "  ·  ".join(parts[first:])
        lines = fonts.wrap(f"{head}  ·  {said}" if head else said, size, width)
        if len(lines) <= room:
            break
    return lines


def turn_part(names: list[str], throw: tuple) -> str:
    """One throw as the line says it: who, the faces, and what it was for when not a turn's."""
    q, a, b, *why = throw
    return (fonts.unbroken(f"{names[q]} ") + L.digits(f"{a}+{b}")
            + "".join(fonts.unbroken(" " + t(f"throw_mark_{w}")) for w in why))


def opening_text(names: list[str], opening: list[tuple]) -> str:
    """The throw-off: each player once, their throws' totals in order (a tie is thrown again) and
    never broken apart ("6, 11"): a line the eye takes in beside the turn throws' faces."""
    thrown: dict[int, list[str]] = {}
    for q, a, b, *_ in opening:
        thrown.setdefault(q, []).append(L.digits(str(a + b)))
    parts = [fonts.unbroken(f"{names[q]} " + ", ".join(throws)) for q, throws in thrown.items()]
    return t("dice_opening") + "  " + "  ·  ".join(parts)
