"""How to play: the edition's page in the chosen language, scrolled with the wheel or keys.
Its title names the edition; opened outside a game, a row of the boards under it turns to
another board's page with one click.

The page (rules, tips, the settings table with this game's values, the glossary) comes
from byapar.help as blocks; this scene lays them out once for the window's width into one
tall surface and blits the visible part, so scrolling costs one blit a frame.
"""

from __future__ import annotations

import pygame

from byapar import help as H
from byapar.engine import load_edition, playable_editions

from .. import fonts, widgets
from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from .panel_scene import PanelScene, title

PAPER = (250, 246, 236)
INK = th.TEXT
RULE = (214, 204, 184)
HEAD = (150, 66, 30)


class HelpScene(PanelScene):
    """Full-window page; Esc, F1 or Back closes it and the game beneath carries on. With
    `editions`, opened outside a game, every board's page is a click away (a game's page is
    its own board's alone)."""

    def __init__(self, app, edition, settings=None, editions: bool = False) -> None:
        super().__init__(app)
        self.edition = edition
        self.settings = settings
        self.editions = playable_editions() if editions else []
        self.scroll = 0
        self.page: pygame.Surface | None = None
        self.view = pygame.Rect(0, 0, 1, 1)

    def blocks(self) -> list[H.Block]:
        """The page under the scene's title, which names the edition (the page's own title would say it again)."""
        return [b for b in H.page(self.edition, self.settings, L.current(), t) if b.kind != "title"]

    # ----- layout ---------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        m = max(10, int(18 * s))
        bar = max(44, int(52 * s))
        col = min(w - 2 * m, int(960 * s))
        top = m + bar + m // 2
        self.panel.clear()
        bw = widgets.button_width(t("btn_back"), max(110, int(150 * s)), bar, w // 3)
        self.panel.add(Button("help_back", pygame.Rect(w - m - bw, m, bw, bar), t("btn_back"), self.close,
                              "primary", tooltip=t("tip_back"), key=pygame.K_ESCAPE))
        if self.editions:
            top = self._edition_chips(pygame.Rect((w - col) // 2, top, col, max(36, int(44 * s)))) + m
        self.view = pygame.Rect((w - col) // 2, top, col, h - top - m)
        self.text_size = page_size(size)
        self.page = render_page(self.blocks(), self.view.w, self.text_size)
        self.scroll = min(self.scroll, self.max_scroll())

    def _edition_chips(self, row: pygame.Rect) -> int:
        """A chip for each board across `row`, this page's picked out; returns the row's bottom."""
        gap = 6
        width = (row.w - gap * (len(self.editions) - 1)) // len(self.editions)
        chips = []
        for i, name in enumerate(self.editions):
            rect = pygame.Rect(row.x + i * (width + gap), row.y, width, row.h)
            style = "selected" if name == self.edition.name else "chip"
            chips.append(Button(f"help_edition_{name}", rect, L.edition_name(load_edition(name)),
                                lambda n=name: self.show(n), style, tooltip=t("tip_help_edition")))
        for chip in chips:  # the boards' names at one size
            chip.peers = tuple(other.label for other in chips if other is not chip)
            self.panel.add(chip)
        return row.bottom

    def show(self, name: str) -> None:
        """Another board's page, from its top, with the house rules remembered for that board."""
        from ..edition_prefs import prefs_with
        from ..session import chosen_settings

        self.edition = load_edition(name)
        self.settings = chosen_settings(prefs_with(self.app.prefs, name))
        self.scroll = 0
        self.layout(self.app.screen.get_size())

    def max_scroll(self) -> int:
        return max(0, (self.page.get_height() if self.page else 0) - self.view.h)

    # ----- input ----------------------------------------------------------------------------

    def close(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.close()
            return
        if self.panel.handle(event):
            return
        line = fonts.line_height(self.text_size)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line * 3)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: self.view.h - line,
                    pygame.K_PAGEUP: -(self.view.h - line), pygame.K_SPACE: self.view.h - line,
                    pygame.K_HOME: -10**7, pygame.K_END: 10**7}.get(event.key)
            if step:
                self.scroll_by(step)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    # ----- drawing --------------------------------------------------------------------------

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        s = th.scale_of(surf)
        back = self.panel.get("help_back")
        title(surf, t("help_title", edition=L.edition_name(self.edition)), 26, max(10, int(18 * s)) + 6,
              x=self.view.x, right=back.rect.x - 8 if back else None)
        paper = self.view.inflate(24, 12)
        pygame.draw.rect(surf, PAPER, paper, border_radius=10)
        if self.page is not None:
            surf.blit(self.page, self.view.topleft, pygame.Rect(0, self.scroll, self.view.w, self.view.h))
        self._scrollbar(surf, paper)

    def _scrollbar(self, surf: pygame.Surface, paper: pygame.Rect) -> None:
        total = self.page.get_height() if self.page else 0
        if total <= self.view.h:
            return
        track = pygame.Rect(paper.right - 8, paper.y + 6, 4, paper.h - 12)
        knob_h = max(30, track.h * self.view.h // total)
        y = track.y + (track.h - knob_h) * self.scroll // max(1, self.max_scroll())
        pygame.draw.rect(surf, RULE, track, border_radius=2)
        pygame.draw.rect(surf, th.ACCENT, (track.x - 1, y, 6, knob_h), border_radius=3)


# ----- laying out a page -----------------------------------------------------------------------

def page_size(window: tuple[int, int]) -> int:
    """The page's text: scaled to the window, never below 14 px, so the page stays readable from
    across the table at 800x600; Devanagari a step up (at one size it reads smaller than Latin);
    both grown by the text size."""
    least, base = (15, 18) if L.current() == "ne" else (14, 16)
    return round(max(least, base * th.scale_of(window)) * th.text_scale)


def render_page(blocks: list[H.Block], width: int, size: int) -> pygame.Surface:
    """The whole page as one surface `width` wide, as tall as it needs."""
    pieces: list[tuple[int, pygame.Surface]] = []  # (gap above, image)
    table = [b.cells for b in blocks if b.kind == "row"]
    table_done = False
    for b in blocks:
        if b.kind == "row":
            if not table_done:
                pieces.append((size // 2, _table(table, width, size)))
                table_done = True
            continue
        gap, img = _block(b, width, size)
        pieces.append((gap, img))
    height = sum(g + img.get_height() for g, img in pieces) + size
    page = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for gap, img in pieces:
        y += gap
        page.blit(img, (0, y))
        y += img.get_height()
    return page


def _paragraph(text: str, width: int, size: int, colour=INK, bold: bool = False,
               indent: int = 0, first: str = "") -> pygame.Surface:
    """The text wrapped at its size, as tall as its lines take (Devanagari's marks push a line
    down from the one above), set as wrapped: never smaller or narrower to fit. Its lines keep
    a pixel or two clear of the right edge, where a letter's ink may reach past its width."""
    lines = fonts.wrap(text, size, width - indent - 2, bold)
    lh = fonts.line_height(size)
    box = pygame.Rect(indent, 0, width - indent, 10 * lh * max(1, len(lines)))
    placed = fonts.line_rects(lines, size, box, bold, align="left", valign="top", spacing=1.0, colour=colour)
    img = pygame.Surface((width, max(1, lh * len(lines), *(r.bottom + 1 for r in placed))), pygame.SRCALPHA)
    box.h = img.get_height()
    if first:
        fonts.line(img, first, pygame.Rect(0, 0, max(1, indent - 6), lh), size, HEAD, bold=True, align="right")
    fonts.blit_lines(img, lines, size, colour, box, bold, align="left", valign="top", spacing=1.0)
    fonts.note(img, text, box, placed, lines, size=size)
    return img


def _block(b: H.Block, width: int, size: int) -> tuple[int, pygame.Surface]:
    if b.kind == "title":
        return 0, _paragraph(b.cells[0], width, int(size * 1.7), HEAD, bold=True)
    if b.kind == "heading":
        return int(size * 1.1), _paragraph(b.cells[0], width, int(size * 1.25), HEAD, bold=True)
    if b.kind == "bullet":
        return size // 4, _paragraph(b.cells[0], width, size, indent=int(size * 1.4), first="•")
    if b.kind == "term":
        return size // 2, _term(b.cells, width, size)
    return size // 3, _paragraph(b.cells[0], width, size)


def _term(cells: tuple[str, ...], width: int, size: int) -> pygame.Surface:
    """A glossary entry: the word in Latin letters and in Devanagari, then what it means."""
    latin, deva, meaning = cells
    head = _paragraph(f"{latin}  ·  {deva}", width, int(size * 1.1), HEAD, bold=True)
    body = _paragraph(meaning, width, size, indent=int(size * 1.4))
    img = pygame.Surface((width, head.get_height() + body.get_height()), pygame.SRCALPHA)
    img.blit(head, (0, 0))
    img.blit(body, (0, head.get_height()))
    return img


TABLE_SHARES = (0.23, 0.17, 0.17, 0.43)  # setting, standard, this game, what it changes


def _table(rows: list[tuple[str, ...]], width: int, size: int) -> pygame.Surface:
    """The settings table: wrapped cells, the header row bold, this game's column picked out."""
    cols = max(len(r) for r in rows)
    shares = TABLE_SHARES if cols == len(TABLE_SHARES) else (1 / cols,) * cols
    widths = [int(width * f) for f in shares]
    pad = max(4, size // 3)
    small = max(11, size - 2)
    lh = fonts.line_height(small)
    laid = []
    for r, row in enumerate(rows):
        cells = [fonts.wrap(c, small, widths[i] - 2 * pad, bold=r == 0) for i, c in enumerate(row)]
        laid.append((cells, max(len(c) for c in cells) * lh + 2 * pad))
    img = pygame.Surface((width, sum(h for _, h in laid) + 2), pygame.SRCALPHA)
    y = 0
    for r, (cells, h) in enumerate(laid):
        if r == 0:
            pygame.draw.rect(img, (234, 222, 196), (0, y, width, h))
        x = 0
        for i, lines in enumerate(cells):
            if i == 2 and r > 0:  # this game's values
                pygame.draw.rect(img, (255, 238, 200), (x, y, widths[i], h))
            cell = pygame.Rect(x + pad, y + pad, widths[i] - 2 * pad, h - 2 * pad)
            fonts.draw(img, rows[r][i], cell, small, INK, bold=r == 0 or i == 2, align="left", valign="top",
                       max_lines=max(1, len(lines)), min_size=8, spacing=1.0)
            x += widths[i]
        pygame.draw.line(img, RULE, (0, y + h), (width, y + h))
        y += h
    return img
