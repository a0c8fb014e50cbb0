"""The log beside the board: the presenter's lines, newest at the foot, each player's name in
their colour. The wheel scrolls it up; it follows new lines unless scrolled up to read."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from .. import drawing, fonts
from .. import theme as th
from ..i18n import t

LOG_BG = (20, 36, 31)


class GameLog:
    def __init__(self, app, session, presenter) -> None:
        self.app = app
        self.session = session
        self.presenter = presenter
        self.scroll = 0  # lines scrolled up from the newest
        self._seen = 0  # the log's version when last looked at
        self._cache: tuple | None = None
        self._img: pygame.Surface | None = None
        self._rows: dict[int, tuple[list, int, int, list]] = {}  # id(line) -> (line, size, width, its rows)
        self.prepared = 0  # lines laid out before they were shown

    def invalidate(self) -> None:
        self._cache = None

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + dy)

    def follow(self) -> None:
        """The log follows new lines, unless the player has scrolled up to read: then it stays put."""
        grown = self.presenter.log_version - self._seen
        if grown and self.scroll:
            self.scroll += grown
        self._seen = self.presenter.log_version

    def draw(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        size = th.reading_size(14, surf)
        if r.h < fonts.line_height(size) + 12:  # an open deed fills the log's place
            return
        key = (self.presenter.log_version, r.size, self.scroll, size)
        if key != self._cache:
            self._cache = key
            self._img = self._paint(r, size)
        surf.blit(self._img, r)

    def _paint(self, r: pygame.Rect, size: int) -> pygame.Surface:
        img = pygame.Surface(r.size).convert()
        img.fill(th.BG)
        pygame.draw.rect(img, LOG_BG, img.get_rect(), border_radius=10)
        lh = fonts.line_height(size)
        rows: list[pygame.Surface] = []
        log = self.presenter.log
        visible = max(1, (r.h - 12) // lh)
        self.scroll = min(self.scroll, max(0, len(log) - 1))
        end = len(log) - self.scroll
        shown = log[max(0, end - visible): end]
        for line in shown:
            rows.extend(self._rows_of(line, size, r.w - 20))
        kept = {id(line) for line in shown} | {id(line) for line in self._coming()}
        self._rows = {k: v for k, v in self._rows.items() if k in kept}  # the lines scrolled out of sight
        y = r.h - 6 - lh * min(len(rows), visible)
        box = pygame.Rect(10, 4, r.w - 20, r.h - 8)
        for row, text, ink in rows[-visible:]:
            img.blit(row, (10, y))
            fonts.note(img, text, box, [ink.move(10, y)], [text], size=size)
            y += lh
        if self.scroll:
            small = th.size(12, self.app.screen)
            fonts.line(img, t("log_scrolled", n=self.scroll), pygame.Rect(r.w // 2, 4, r.w // 2 - 10, lh), small,
                       th.HIGHLIGHT, align="right")
        return img

    def prepare(self) -> None:
        """Lay out one line still waiting to be shown (its event queued behind a walk), at the
        size and width the log was last drawn at: called in a frame with time to spare, so the
        frame that shows the line only blits it."""
        if self._cache is None:
            return
        _, (w, _), _, size = self._cache
        for line in self._coming():
            held = self._rows.get(id(line))
            if held is None or held[0] is not line or held[1:3] != (size, w - 20):
                self._rows_of(line, size, w - 20)
                self.prepared += 1
                return

    def _coming(self) -> Iterator[list]:
        """The log lines of the events waiting in the presenter's queue, first to be shown first."""
        for _event, _moves, lines in self.presenter.queue:
            yield from lines

    def _rows_of(self, line: list, size: int, width: int) -> list:
        """A line laid out into rows once, while it stays in sight: a new line lays out only itself."""
        held = self._rows.get(id(line))
        if held is not None and held[0] is line and held[1:3] == (size, width):
            return held[3]
        rows = [(row, text, row.get_bounding_rect()) for row, text in drawing.rich_rows(line, size, width, self.colour)]
        self._rows[id(line)] = (line, size, width, rows)  # each row with its ink, which is slow to find
        return rows

    def colour(self, style) -> tuple[int, int, int]:
        """A log part's colour: a player's name in their colour (readable on the dark log), money, words."""
        if isinstance(style, tuple):
            return th.legible(th.lighten(self.session.colour(style[1]), 0.25), LOG_BG, 4.5)
        if style == "money":
            return (255, 226, 140)
        return (224, 218, 204)
