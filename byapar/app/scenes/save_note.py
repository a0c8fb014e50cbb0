"""The note a failed autosave leaves on the board: said at once, in words, until a save works.

The session records why its last save failed ("full", "readonly", "other"); the board draws
this note over everything (auctions and trades too) until a later save succeeds.
"""

from __future__ import annotations

import pygame

from .. import fonts
from .. import theme as th
from ..i18n import t

NOTE_BG = (120, 36, 30)


def text(session) -> str:
    problem = getattr(session, "save_problem", "")
    return t(f"save_failed_{problem}") if problem else ""


def draw(scene, surf: pygame.Surface) -> None:
    words = text(scene.session)
    if not words:
        return
    c = scene.board.centre
    size = th.size(15, surf)
    width = int(c.w * 0.94)
    lines = fonts.wrap(words, size, width - 24, bold=True)[:4]
    lh = fonts.line_height(size)
    rect = pygame.Rect(0, 0, width, lh * len(lines) + 14)
    rect.midtop = (c.centerx, c.y + 8)  # over the edition's title, clear of the dice, hints and buttons
    pygame.draw.rect(surf, NOTE_BG, rect, border_radius=10)
    pygame.draw.rect(surf, th.HIGHLIGHT, rect, 2, border_radius=10)
    fonts.draw(surf, words, pygame.Rect(rect.x + 12, rect.y + 7, width - 24, lh * len(lines)), size, th.LIGHT_TEXT,
               bold=True, align="left", valign="top", max_lines=len(lines), spacing=1.0)
