"""The log beside the board: the presenter's lines, newest at the foot, each player's name in
their colour. The newest lines show whole; over them, the line before shows its last rows as
far as the log's top, cut between two rows, so the log is full whenever older lines exist (a
long older line never leaves it empty over one short line), under a strip kept at the top for
the note that a click opens the whole log. The wheel scrolls it up (the note there says newer
lines wait below); it follows new lines unless scrolled up to read, and comes back to the
newest lines when a turn starts (anyone's) and when a decision comes to a person, who never
starts on old ones."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

import pygame

from .. import drawing, fonts, widgets
from .. import theme as th
from ..i18n import t

LOG_BG = (20, 36, 31)
ROWS_PER_NOTCH = 3  # a wheel notch moves whole lines making this many rows (as a page scrolls), fewer than the log shows
PAD = 4  # above and below the rows
MARK = (150, 172, 160)  # the note that the log opens whole, quieter than its lines


def text_size(surf) -> int:
    """The size the log's lines are set at (a newest line too long for the log may be set
    smaller, down to the usual reading size): what is read beside it is never smaller."""
    return th.reading_size(14, surf)


def rows_in_at(height: int, size: int) -> int:
    """The rows of text at `size` the log shows in a place `height` tall."""
    return max(0, (height - 2 * PAD) // fonts.line_height(size))


def rows_in(height: int, surf) -> int:
    """The rows of text the log shows in a place `height` tall."""
    return rows_in_at(height, text_size(surf))


def opens_view(scene, event: pygame.event.Event) -> bool:
    """Whether `event` opens the whole log over the board: a click on the log beside it (not on
    a button or a deed over it), or the L key. A click there never skips what plays out, but for
    one on the action bar's band the log borrows while bots play: that is where Throw stood, and
    a click there is the person's "skip ahead"."""
    if event.type == pygame.KEYDOWN:
        return event.key == pygame.K_l and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or scene.raising():
        return False
    if scene.presenter.busy and event.pos[1] < scene.log_rect.y:
        return False
    area = scene.log.area
    on_top = scene.panel.at(event.pos) is not None or (scene.selected is not None and scene.deed_rect.collidepoint(event.pos))
    return area.h > 0 and area.collidepoint(event.pos) and not on_top


def height_for(rows: int, surf) -> int:
    """The height the log needs to show `rows` rows of text."""
    return 2 * PAD + rows * fonts.line_height(text_size(surf))


class Band(NamedTuple):
    """What the log shows: its rows top to bottom; the lines laid out for them (the lines shown,
    and the one over them measured and left out); whether the rows are a line's start (one
    newest line longer than the log)."""

    rows: list
    laid_out: list[list]
    start: bool = False


def tail_rows(lines: Iterable[list], rows_of: Callable[[list], list], whole: int, under_note: int) -> Band:
    """The rows of `lines` (newest first, each laid out by `rows_of`) the log shows in `whole`
    rows: the newest lines whole; then, where they leave room under the note's strip at the top
    (`under_note` rows), the last rows of the line before, cut between two rows, so the log is
    full. A newest line alone longer than the log shows its first rows (who did what). No line
    is laid out past the first that does not fit whole."""
    rows: list = []
    laid_out: list[list] = []
    for line in lines:
        its_rows = rows_of(line)
        laid_out.insert(0, line)
        if not rows and len(its_rows) > whole:
            return Band(its_rows[:whole], laid_out, start=True)
        if len(rows) + len(its_rows) > whole:  # older rows are cut at the top from here
            room = under_note - len(rows)
            return Band(its_rows[len(its_rows) - room:] + rows if room > 0 else rows, laid_out)
        rows = its_rows + rows
    return Band(rows, laid_out)


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
        self._last: list | None = None  # the newest line painted, at the foot (None: scrolled up)
        self._turns = presenter.turns_told  # the turns shown when the log last came back to its foot
        self._asked = self._asking()  # the person's decision it last came back for
        self.area = pygame.Rect(0, 0, 0, 0)  # where it was last drawn (none before, or with no room)
        self.hover = 0.0  # how long the mouse has rested on it (its tooltip)
        self._still_at: tuple[int, int] | None = None  # where the mouse stood still as the log came under it
        self._top = 0  # where its top row stands in its picture
        self._fit: tuple[list, tuple, int] | None = None  # the newest line, the log's size and reading size, its text size
        self._start_shown = False  # the log last painted whole showed a long newest line's start

    def invalidate(self) -> None:
        self._cache = None

    def wheel(self, dy: int) -> None:
        """Each notch moves whole lines, as many as make ROWS_PER_NOTCH rows, at least one line and
        fewer rows than the log shows, so every row comes into view on the way (none is skipped)."""
        for _ in range(abs(dy)):  # bounded: a notch at a time
            self._notch(1 if dy > 0 else -1)

    def _notch(self, step: int) -> None:
        log = self.presenter.log
        top = max(0, len(log) - 1)
        want, most = self._notch_rows()
        moved = 0
        while 0 <= self.scroll + step <= top and moved < want:  # bounded: the scroll moves a line each time
            passed = log[len(log) - 1 - self.scroll if step > 0 else len(log) - self.scroll]  # leaves or comes back at the foot
            rows = self._row_count(passed)
            if moved and moved + rows > most:
                return
            self.scroll += step
            moved += rows

    def _notch_rows(self) -> tuple[int, int]:
        """The rows a notch moves, and the most it may: fewer than the log shows as last drawn, the
        note over it that newer lines wait below taking a row."""
        if self._cache is None:
            return ROWS_PER_NOTCH, ROWS_PER_NOTCH
        most = max(1, rows_in(self._cache[1][1], self.app.screen) - 2)
        return min(ROWS_PER_NOTCH, most), most

    def _row_count(self, line: list) -> int:
        """The rows `line` takes in the log as last drawn (one, before the log is drawn)."""
        if self._cache is None:
            return 1
        _, (w, _), _, size = self._cache
        return len(self._rows_of(line, size, w - 20))

    def to_newest(self) -> None:
        """Back to the newest lines (the table passed to someone else)."""
        self.scroll = 0

    def follow(self) -> None:
        """The log follows new lines, unless the player has scrolled up to read: then it stays put
        until a turn starts or a decision comes to a person."""
        grown = self.presenter.log_version - self._seen
        if grown and self.scroll:
            self.scroll += grown
        self._seen = self.presenter.log_version
        asked = self._asking()
        if self.presenter.turns_told != self._turns or asked not in (None, self._asked):
            self._turns = self.presenter.turns_told
            self._asked = asked or self._asked
            self.to_newest()

    def _asking(self):
        """The decision a person is asked once all that happened is shown, with the moves made
        before it (a decision equal to an earlier one, a throw after doubles or the next turn's
        throw, is still a new one); None while it plays out or a bot decides."""
        game = self.session.game
        pending = game.pending
        if pending.player < 0 or self.presenter.busy or self.session.is_bot(pending.player):
            return None
        return pending, len(game.history)

    def draw(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        size = self._size_for(surf, r)
        self.area = pygame.Rect(r.x, r.y, r.w, 0)
        if r.h < fonts.line_height(size) + 2 * PAD:  # an open deed fills the log's place
            return
        self.area = pygame.Rect(r)
        key = (self.presenter.log_version, r.size, self.scroll, size)
        if key != self._cache or fonts.is_recording():  # (the texts noted: every row drawn)
            coming = self._added(key)
            if coming is not None and self._img is not None:
                self._paint_added(self._img, coming, size)
            else:
                self._img = self._paint(r, size)
            self._cache = key
        surf.blit(self._img, r)
        self._draw_mark(surf, r)

    def _size_for(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        """The log's text size: the reading size, or where the newest line has more rows than the
        log holds at it, the largest size down to the usual reading size (not grown by the text
        size) at which that line shows whole: the line a player most wants is never cut. A line
        too long even at that size keeps the reading size (its start shows; the whole log has it)."""
        size = text_size(surf)
        log = self.presenter.log
        if not log:
            return size
        newest, place = log[-1], (r.size, size)
        if self._fit is None or self._fit[0] is not newest or self._fit[1] != place:
            self._fit = (newest, place, self._fitting(newest, size, r))
        return self._fit[2]

    def _fitting(self, line: list, size: int, r: pygame.Rect) -> int:
        """The largest size from `size` down to the usual reading size at which `line` fits the log
        at `r` whole; `size` where none does. The rows at the size found are kept for the paint
        that shows them (the sizes tried and left keep none: at most one size is kept a line)."""
        width = r.w - 20
        if len(self._rows_of(line, size, width)) <= rows_in_at(r.h, size):
            return size
        least = th.reading_size(14, self.app.screen, 1.0)
        for smaller in range(size - 1, least - 1, -1):
            rows = drawing.rich_rows(line, smaller, width, self.colour)
            if len(rows) <= rows_in_at(r.h, smaller):
                self._keep(line, smaller, width, rows)
                return smaller
        return size

    def _draw_mark(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        """Over the rows, where they leave room at the log's top (kept for it wherever older rows
        are cut), the note that a click opens the whole log (scrolled up, the note there says a
        click shows the newer lines)."""
        small = th.size(12, self.app.screen)
        room = self._top - PAD
        if self.scroll or room < fonts.line_room(small):
            return
        fonts.line(surf, t("log_view_open"), pygame.Rect(r.x + 10, r.y + PAD, r.w - 20, room), small,
                   th.legible(MARK, LOG_BG, 4.5), align="right", min_size=small)

    def tooltip_in(self, mouse: tuple[int, int], on_button: bool) -> float | None:
        """Seconds until the log's tooltip is due, or None when it isn't coming."""
        if self._pointed_at(mouse, on_button) and self.hover < widgets.TOOLTIP_DELAY:
            return widgets.TOOLTIP_DELAY - self.hover
        return None

    def hovered(self, dt: float, mouse: tuple[int, int], on_button: bool) -> None:
        """The mouse's rest on the log, counted only once it has moved there: the log moving
        under a mouse left still after a click (the panel laid out again) calls up no tooltip
        over the lines just told."""
        if not self.area.collidepoint(mouse) or on_button:
            self.hover, self._still_at = 0.0, mouse
            return
        if mouse != self._still_at:
            self._still_at = None
        self.hover = self.hover + dt if self._pointed_at(mouse, on_button) else 0.0

    def _pointed_at(self, mouse: tuple[int, int], on_button: bool) -> bool:
        return self.area.collidepoint(mouse) and not on_button and self._still_at is None

    def draw_tooltip(self, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
        if self.hover >= widgets.TOOLTIP_DELAY and self.area.collidepoint(mouse):
            widgets.tooltip(surf, t("tip_log_view"), mouse)

    def _added(self, key: tuple) -> list[list] | None:
        """The lines added at the foot since the log was painted, when nothing else changed and
        it follows the newest line; None when it must be painted whole."""
        if self._cache is None or key[1:] != self._cache[1:] or self.scroll or fonts.is_recording():
            return None
        log = self.presenter.log
        for n in range(1, min(len(log), 12)):
            if log[-n - 1] is self._last:
                return log[-n:]
        return None

    def _paint_added(self, img: pygame.Surface, lines: list[list], size: int) -> None:
        """The rows shown moved up to make room, and the new lines' rows painted below them: what
        `_paint` would draw (each row is one line tall, so none reaches into another; the rows
        moved over what the log now shows are cleared, as a line no longer shown whole)."""
        w, h = img.get_size()
        lh = fonts.line_height(size)
        visible = max(1, (h - 2 * PAD) // lh)
        rows = [row for line in lines for row in self._rows_of(line, size, w - 20)]
        if len(rows) >= visible or self._start_shown:  # (a long line's start was shown: its end is due now)
            self._img = self._paint(pygame.Rect((0, 0), img.get_size()), size)
            return
        band = self._band(len(self.presenter.log), h, size, w - 20)
        clip = pygame.Rect(10, h - PAD - lh * visible, w - 20, lh * visible)  # the rows' band, inside the corners
        img.set_clip(clip)
        img.scroll(0, -lh * len(rows))
        img.set_clip(None)
        self._top = h - PAD - lh * len(band.rows)
        img.fill(LOG_BG, (clip.x, clip.y, clip.w, self._top - clip.y))  # over the rows shown: the note's strip
        y = h - PAD - lh * len(rows)
        img.fill(LOG_BG, (clip.x, y, clip.w, lh * len(rows)))
        for row, _text, _ink in rows:
            img.blit(row, (10, y))
            y += lh
        self._last = lines[-1]
        self._forget_unseen(band.laid_out)

    def _paint(self, r: pygame.Rect, size: int) -> pygame.Surface:
        img = pygame.Surface(r.size).convert()
        img.fill(th.BG)
        pygame.draw.rect(img, LOG_BG, img.get_rect(), border_radius=10)
        lh = fonts.line_height(size)
        log = self.presenter.log
        self.scroll = min(self.scroll, max(0, len(log) - 1))
        band = self._band(len(log) - self.scroll, r.h, size, r.w - 20)
        self._forget_unseen(band.laid_out)
        self._start_shown = band.start
        self._last = log[-1] if log and not self.scroll else None  # the newest line, at the foot
        y = self._top = r.h - PAD - lh * len(band.rows)
        box = pygame.Rect(10, 4, r.w - 20, r.h - 8)
        for row, text, ink in band.rows:
            img.blit(row, (10, y))
            fonts.note(img, text, box, [ink.move(10, y)], [text], size=size)
            y += lh
        if self.scroll:
            small = th.size(12, self.app.screen)
            fonts.line(img, t("log_scrolled", n=self.scroll), pygame.Rect(10, 4, r.w - 20, fonts.line_room(small)),
                       small, th.HIGHLIGHT, align="right")
        return img

    def _band(self, end: int, height: int, size: int, width: int) -> Band:
        """The rows the log shows of the lines before `end` in a place `height` tall: scrolled
        up, under the strip of the note that newer lines wait below; at the foot, with room kept
        at the top for the note that a click opens the whole log wherever older rows are cut."""
        lh = fonts.line_height(size)
        log = self.presenter.log
        newest_first = (log[i] for i in range(end - 1, -1, -1))  # read only as far as the rows reach
        note = fonts.line_room(th.size(12, self.app.screen))
        whole = max(1, (height - 2 * PAD - (note + 2 if self.scroll else 0)) // lh)
        under_note = max(1, (height - 2 * PAD - note) // lh) if not self.scroll else whole
        return tail_rows(newest_first, lambda line: self._rows_of(line, size, width), whole, under_note)

    def _forget_unseen(self, shown: list[list]) -> None:
        """Keep the rows of the lines in sight and of those coming; the rest scrolled out of sight."""
        kept = {id(line) for line in shown} | {id(line) for line in self._coming()}
        self._rows = {k: v for k, v in self._rows.items() if k in kept}

    def prepare(self) -> None:
        """Lay out one line still waiting to be shown (its event queued behind a walk), at the
        size and width the log was last drawn at: called in a frame with time to spare, so the
        frame that shows the line only blits it."""
        if self._cache is None:
            return
        _, (w, _), _, size = self._cache
        coming = list(self._coming())
        for n, line in enumerate(coming, 1):
            held = self._rows.get(id(line))
            if held is None or held[0] is not line or held[1:3] != (size, w - 20):
                self._rows_of(line, size, w - 20)
                self.prepared += 1
                if n < len(coming):
                    return

    def _coming(self) -> Iterator[list]:
        """The log lines of the events waiting in the presenter's queue, first to be shown first."""
        for entry in self.presenter.queue:  # (event, moves made, its lines, ...)
            yield from entry[2]

    def _rows_of(self, line: list, size: int, width: int) -> list:
        """A line laid out into rows once, while it stays in sight: a new line lays out only itself."""
        held = self._rows.get(id(line))
        if held is not None and held[0] is line and held[1:3] == (size, width):
            return held[3]
        return self._keep(line, size, width, drawing.rich_rows(line, size, width, self.colour))

    def _keep(self, line: list, size: int, width: int, laid: list) -> list:
        """Keep `line`'s rows as `drawing.rich_rows` laid them out at `size` and `width`, each with
        its ink, which is slow to find; the rows kept."""
        rows = [(row, text, row.get_bounding_rect()) for row, text in laid]
        self._rows[id(line)] = (line, size, width, rows)
        return rows

    def colour(self, style) -> tuple[int, int, int]:
        """A log part's colour: a player's name in their colour (readable on the dark log), money, words."""
        if isinstance(style, tuple):
            return th.legible(th.lighten(self.session.colour(style[1]), 0.25), LOG_BG, 4.5)
        if style == "money":
            return (255, 226, 140)
        return (224, 218, 204)
