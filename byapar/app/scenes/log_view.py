"""The whole log over the board, opened by a click on the log beside it or the L key: every line
the game has told, newest at the foot, in the log's own colours at the reading size, paged back
by the wheel, Page Up/Down or its buttons, each turn's heading on a band of its own so a reader
finds a turn. It only shows: the table beneath plays on, bots and all."""

from __future__ import annotations

import pygame

from .. import drawing, fonts, widgets
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from .game_log import LOG_BG
from .panel_scene import OverlayScene

WHEEL_LINES = 3  # lines a wheel notch moves
HEADING_BG = (40, 66, 56)  # a turn's heading's band, lighter than the log


class LogViewScene(OverlayScene):
    def __init__(self, app, board) -> None:
        super().__init__(app, board)
        self.first: int | None = None  # the first line shown; None: the newest lines, followed
        self._rows: dict[int, tuple[list, bool, int, int, list]] = {}  # id(line) -> (line, heading, size, width, rows)

    @property
    def log(self) -> list[list]:
        return self.board.presenter.log

    # ----- layout ---------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        s = th.scale_of(size)
        close = self.fill_window(size)
        bw, bh, y = close.w, close.h, close.y
        top = self.rect.y + int(10 * s) + fonts.line_height(th.size(20, size)) + 8
        self.body = pygame.Rect(self.rect.x + 16, top, self.rect.w - 32, y - 10 - top)
        first, end = self.page()
        steps = (("log_earlier", t("btn_log_earlier"), t("tip_log_earlier"), self.earlier, first > 0),
                 ("log_later", t("btn_log_later"), t("tip_log_later"), self.later, end < len(self.log)))
        for i, (bid, label, tip, move, enabled) in enumerate(steps):
            self.panel.add(Button(bid, pygame.Rect(self.rect.x + 16 + i * (bw + 8), y, bw, bh), label, move,
                                  enabled=enabled, tooltip=tip))

    # ----- paging ---------------------------------------------------------------------------

    def page(self) -> tuple[int, int]:
        """The lines shown, from the first to the one after the last: whole lines from the top."""
        n = len(self.log)
        first = self._fit_up(n) if self.first is None else min(self.first, max(0, n - 1))
        end, used = first, 0
        while end < n and (end == first or used + self._height(end) <= self.body.h):  # bounded by the log
            used += self._height(end)
            end += 1
        return first, end

    def _fit_up(self, end: int) -> int:
        """The first of the lines before `end` that fill the body, a line whole or left out."""
        first, used = end, 0
        while first > 0 and (first == end or used + self._height(first - 1) <= self.body.h):  # bounded by the log
            used += self._height(first - 1)
            first -= 1
        return first

    def earlier(self) -> None:
        self._show(self._fit_up(self.page()[0]))

    def later(self) -> None:
        self._show(self.page()[1])

    def _show(self, first: int) -> None:
        """Show the lines from `first`; the newest are followed once they are in sight."""
        self.first = None if first >= self._fit_up(len(self.log)) else max(0, first)
        self.layout(self.app.screen.get_size())

    # ----- input ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:  # the key that opened it closes it
            self.app.pop()
            return
        super().handle(event)  # Esc closes, the buttons
        if event.type == pygame.MOUSEWHEEL:
            self._show(self.page()[0] - event.y * WHEEL_LINES)
        elif event.type == pygame.KEYDOWN:
            moves = {pygame.K_PAGEUP: self.earlier, pygame.K_PAGEDOWN: self.later,
                     pygame.K_HOME: lambda: self._show(0), pygame.K_END: lambda: self._show(len(self.log))}
            if event.key in moves:
                moves[event.key]()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.first is None:  # following the newest: the Earlier button comes as lines do
            first, end = self.page()
            earlier, later = self.panel.get("log_earlier"), self.panel.get("log_later")
            if earlier is not None and later is not None:
                earlier.enabled, later.enabled = first > 0, end < len(self.log)

    # ----- drawing --------------------------------------------------------------------------

    def draw_content(self, surf: pygame.Surface) -> None:
        r = self.rect
        widgets.card(surf, r, fill=LOG_BG)
        s = th.scale_of(surf)
        size = th.size(20, surf)
        head = pygame.Rect(r.x + 16, r.y + int(10 * s), r.w - 32, fonts.line_height(size))
        first, end = self.page()
        where = t("log_view_where", first=first + 1, last=end, n=len(self.log)) if self.log else ""
        dropped = self.board.presenter.dropped
        if dropped:  # a game long past any played to 50 rounds: its first lines are no longer kept
            where = t("log_view_where_dropped", where=where, dropped=dropped)
        small = th.size(14, surf)
        where_w = min(head.w // 2, fonts.width(where, small) + 4)
        fonts.line(surf, t("log_view_title"), head.inflate(-where_w - 12, 0).move(-(where_w + 12) // 2, 0), size,
                   th.LIGHT_TEXT, bold=True, valign="center", min_size=12)
        fonts.line(surf, where, pygame.Rect(head.right - where_w, head.y, where_w, head.h), small, th.LIGHT_TEXT,
                   align="right", valign="center", min_size=10)
        y = self.body.y
        for i in range(first, end):
            y = self._draw_line(surf, i, y)

    def _draw_line(self, surf: pygame.Surface, i: int, y: int) -> int:
        """Line `i` at `y`, a heading on its band; returns where the next line goes."""
        heading, rows = self._laid_out(i)
        lh = fonts.line_height(self.text_size())
        if heading:
            y += lh // 2  # the turns set apart
            pygame.draw.rect(surf, HEADING_BG, (self.body.x - 6, y, self.body.w + 12, lh * len(rows)), border_radius=6)
        clip = surf.get_clip()
        surf.set_clip(self.body.clip(clip))  # one line alone taller than the view shows its start
        for row, text in rows:
            surf.blit(row, (self.body.x, y))
            fonts.note(surf, text, self.body, [row.get_bounding_rect().move(self.body.x, y)], [text],
                       size=self.text_size())
            y += lh
        surf.set_clip(clip)
        return y

    def text_size(self) -> int:
        return th.reading_size(16, self.app.screen)

    def _height(self, i: int) -> int:
        heading, rows = self._laid_out(i)
        lh = fonts.line_height(self.text_size())
        return lh * len(rows) + (lh // 2 if heading else 0)

    def _laid_out(self, i: int) -> tuple[bool, list]:
        """Line `i`'s rows at the view's size and width (laid out once), and whether it is a heading."""
        line = self.log[i]
        size, width = self.text_size(), self.body.w
        held = self._rows.get(id(line))
        if held is not None and held[0] is line and held[2:4] == (size, width):
            return held[1], held[4]
        heading = self.board.presenter.is_heading(i)
        parts = [(text, "bold" if heading and style is None else style) for text, style in line]
        rows = drawing.rich_rows(parts, size, width, self.board.log.colour)
        self._rows[id(line)] = (line, heading, size, width, rows)
        return heading, rows
