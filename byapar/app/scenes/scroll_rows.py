"""A column of rows shown a part at a time where they don't all fit its room: the wheel moves it
a row at a time, and a line of its own under the rows shown counts those below (drawn over a
row's foot, or past the room's edge, it was cut). The raise-money view's options and the trade
window's places scroll so, their text kept at its reading size rather than squeezed to fit.
"""

from __future__ import annotations

import pygame

from .. import fonts
from .. import theme as th
from ..i18n import t


def note_size(surf_or_size) -> int:
    return th.size(12, surf_or_size)


def note_height(surf_or_size) -> int:
    """The height of the line counting the rows below, in either script."""
    return fonts.line_room(note_size(surf_or_size))


def usable(heights: list[int], room: int, note: int) -> int:
    """The room the rows may take: all of it where they all fit, else all but the line kept
    under them for the count (kept at every scroll, so the count never covers a row)."""
    return room if sum(heights) <= room else room - note


def last_start(heights: list[int], room: int) -> int:
    """The least first row that still shows the last row in `room`."""
    k = len(heights)
    while k > 0 and room - heights[k - 1] >= 0:  # bounded: a row fewer each time
        room -= heights[k - 1]
        k -= 1
    return k


def shown(heights: list[int], first: int, room: int, note: int) -> tuple[int, int]:
    """(the first row shown, held where it still fills the room; how many rows from it fit in
    `room`), keeping `note` px under them for the count where they don't all fit."""
    room = usable(heights, room, note)
    first = max(0, min(first, last_start(heights, room)))
    count = used = 0
    for h in heights[first:]:
        if used + h > room:
            break
        used += h
        count += 1
    return first, count


def moved(heights: list[int], first: int, room: int, note: int, dy: int) -> int:
    """The first row after a wheel's `dy` notches (up is positive, as pygame gives it)."""
    return max(0, min(last_start(heights, usable(heights, room, note)), first - dy))


def draw_count(surf: pygame.Surface, box: pygame.Rect, above: int, below: int,
               colour: tuple[int, int, int] = th.HIGHLIGHT) -> None:
    """'N more below (scroll)' on the line kept for it at the foot of `box` (the rows' room); at
    the foot of the list, 'N more above (scroll)' there instead. In `colour`: the highlight on a
    dark ground, another on a light one (the highlight's yellow hardly reads on paper)."""
    if not (above or below):
        return
    words = t("raise_more_below", n=below) if below else t("raise_more_above", n=above)
    size = note_size(surf)
    line = pygame.Rect(box.x, box.bottom - note_height(surf), box.w - 4, note_height(surf))
    fonts.line(surf, words, line, size, colour, align="right", valign="center", min_size=size)
