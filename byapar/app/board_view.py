"""Draws an edition's board from its Tiled map, scaled to the area it is given.

The art comes from the map's tile layers and tileset; each square's rectangle comes from
the map's object layer (through the edition). Three layers, each cached:
- static: art, names and prices, rebuilt only when the board's size or language changes (the
  last one kept for the next game; the setup screen paints it ahead, a few squares a frame);
- holdings: owner markers, houses, hotels and mortgage stripes, drawn by the board scene on its
  own cached picture, square by square as they change;
- live: hover light, tokens and the arrow at the player who must act, drawn every frame.
"""

from __future__ import annotations

import itertools
import logging
import math
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

import pygame

from byapar.engine import schema as S
from byapar.engine.edition import art_problem, map_path

from . import art, faces, fonts
from . import geometry as geo
from . import lang as L
from . import theme as th

NAME_COLOUR = (40, 34, 28)
PRICE_COLOUR = (48, 42, 34)  # a price reads dark on its square (12:1), as its name does
TAX_COLOUR = (170, 44, 34)  # a tax's figure, in the ink of money going out: never read as a price


_LAST_STATIC: list[tuple[tuple, pygame.Surface]] = []  # the last board painted with its labels, by its key
_LAST_ART: list[tuple[str, pygame.Surface]] = []  # the last edition's picture (the setup's preview, then the board)


def forget_painted() -> None:
    """Let the last board's painted picture and its edition's art go: its game is over and
    nothing shows them (a next game reads the art on its opening's worker and paints its board
    over a few frames as it opens; the menu reads the art ahead for the setup, as after a launch)."""
    _LAST_STATIC.clear()
    _LAST_ART.clear()


def art_kept() -> bool:
    """Whether an edition's art is kept (none after a game is over, until one is read again)."""
    return bool(_LAST_ART)


def load_art(edition) -> pygame.Surface:
    """The board picture at the map's pixel size: tile layers if the map has them, else painted.
    The last one is kept: the setup screen's preview and the board it starts read the same."""
    key = f"{edition.name}:{edition.path}"
    if _LAST_ART and _LAST_ART[0][0] == key:
        return _LAST_ART[0][1]
    picture = _read_art(edition)
    _LAST_ART[:] = [(key, picture)]
    return picture


def _read_art(edition) -> pygame.Surface:
    path = map_path(edition)
    picture = pygame.Surface(edition.size)
    picture.fill(art.BOARD_BG)
    if _blit_tile_layers(path, picture, edition):
        return picture
    return art.paint(edition, supersample=2)


def _blit_tile_layers(path: Path, picture: pygame.Surface, edition) -> bool:
    import pytmx
    from pytmx.util_pygame import load_pygame

    if art_problem(edition) is not None:  # checked by its header before anything decodes it
        return False
    logging.getLogger("pytmx").setLevel(logging.ERROR)
    try:
        tmx = load_pygame(str(path))
    except Exception:  # a map whose tileset image is missing still draws, painted
        return False
    drew = False
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                if image is None:  # a tile number the tileset doesn't have: leave the gap
                    continue
                picture.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
                drew = True
    return drew


def name_size(scale: float) -> int:
    """The size a board's names are set at (smaller only where a square has no room): the
    board's own, grown by the text-size setting."""
    return round(max(11, 12 * scale * 1.05) * th.text_scale)


def figure_size(scale: float, side: str) -> int:
    """The size a square's figure is fitted from: a price is read, so on a side of the board or
    a corner the reading size where its square has the room (in a small window larger than the
    names); on the top or bottom row the names' size, where the token strip between its name and
    its figure is a token high and no more."""
    if side in ("top", "bottom"):
        return name_size(scale)
    return max(name_size(scale), round(max(th.READING_LEAST, 13 * scale) * th.text_scale))


def board_area(size: tuple[int, int]) -> pygame.Rect:
    """The square the table gives the board in a window of `size` (the map fits inside it)."""
    w, h = size
    m = max(8, int(16 * th.scale_of(size)))
    side = min(h - 2 * m, int(w * 0.62))
    return pygame.Rect(m, (h - side) // 2, side, side)


def painted_ahead(edition, size: tuple[int, int], per_step: int = 6) -> Iterator[pygame.Surface | None]:
    """The board of `edition` painted for a window of `size`, a few squares a step: a screen
    shown before the game (the setup) steps it in its frames, so the board's first frame finds
    it painted. The squares are laid out a step of their own, after one that does nothing: the
    frame that asked (a click on Continue) has done its part."""
    yield None
    view = BoardView(edition)
    view.layout(board_area(size), paint=False)
    yield None
    yield from view.paint_static(per_step)


class BoardView:
    def __init__(self, edition) -> None:
        self.edition = edition
        self.art = load_art(edition)
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.squares: list[pygame.Rect] = []
        self.parts: list[geo.Parts] = []
        self._inks: dict[tuple, list[pygame.Rect]] = {}  # each name's ink on the screen (see `name_ink`)
        self.centre = pygame.Rect(0, 0, 1, 1)
        self.shape_of: Callable[[int], str] | None = None  # a seat's token shape: Finance's ownership house shows it
        self.jail: int | None = None
        self.visiting: pygame.Rect | None = None  # where visitors stand on the jail's corner
        self._token_radius = 6.0
        self.beside: dict[int, tuple[pygame.Rect, pygame.Rect]] = {}  # a corner's token columns (see `_beside_picture`)
        self._spans: dict[int, tuple[int, int]] = {}
        self._spots: dict[tuple[int, int, int, bool, bool], tuple[float, float]] = {}  # tokens at rest, per layout
        self._crowds: dict[tuple[int, int, bool, bool], float] = {}
        self.bare_money = False  # amounts shown without their currency, all of them (see `bare_money`)
        self.built: frozenset[int] = frozenset()  # squares with buildings: tokens on a side's band stand clear of them
        self.static: pygame.Surface | None = None
        self.money = lambda n: L.money(n, edition)

    # ----- layout ----------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect, paint: bool = True) -> None:
        """Fit the map into rect (keeping its shape) and redraw the static layer (unless not `paint`)."""
        mw, mh = self.edition.size
        self.scale = min(rect.w / mw, rect.h / mh)
        w, h = round(mw * self.scale), round(mh * self.scale)
        self.rect = pygame.Rect(rect.x, rect.y, w, h)
        self.squares = [self.to_screen(s.rect) for s in self.edition.squares]
        self.parts = [art.square_parts(s, self.edition.size)
                      for s in self.edition.squares]
        self.whole_strips = [geo.parts(s.rect, self.edition.size, banded=s.kind == S.PLACE).tokens
                             for s in self.edition.squares]
        self.centre = self.to_screen(geo.centre_rect([s.rect for s in self.edition.squares],
                                                      self.edition.size))
        self.jail = jail = self.edition.jail
        self.visiting = (self.to_screen(geo.visiting_strip(self.edition.squares[jail].rect, self.edition.size))
                         if jail is not None else None)
        self._spans = {}
        self.deep_names: set[int] = set()  # row places whose names take the token strip: tokens on the band
        self._spots, self._crowds = {}, {}
        self.bare_money = bare_money(self)
        self._spans = {s: self._ink_span(s) for s, p in enumerate(self.parts) if p.side in ("top", "bottom")}
        self.beside = {s: self._beside_picture(s) for s, p in enumerate(self.parts) if p.side == "corner" and s != jail}
        self._token_radius = self._fit_token_radius()
        self.static = None
        if paint:
            *_, self.static = self.paint_static()  # the last game's, when the board stands the same

    def to_screen(self, r: geo.Rect) -> pygame.Rect:
        x, y, w, h = r
        k = self.scale
        x0, y0 = round(x * k), round(y * k)
        return pygame.Rect(self.rect.x + x0, self.rect.y + y0,
                           round((x + w) * k) - x0, round((y + h) * k) - y0)

    def local(self, r: geo.Rect) -> pygame.Rect:
        """A map rect in the board surface's own coordinates."""
        return self.to_screen(r).move(-self.rect.x, -self.rect.y)

    def paint_static(self, per_step: int = 0) -> Iterator[pygame.Surface | None]:
        """Paint the board's picture with its labels, `per_step` squares at a step (0: all at
        once), yielding None between steps and the picture at the end. The last picture is
        kept (for this edition, size and language), so a board laid out again, or painted
        ahead by the setup screen a few squares a frame, costs nothing here."""
        key = (self.edition.name, self.edition.path, self.rect.size, L.current(), th.text_scale)
        if _LAST_STATIC and _LAST_STATIC[0][0] == key:
            yield _LAST_STATIC[0][1]
            return
        surf = pygame.transform.smoothscale(self.art, self.rect.size)
        base = name_size(self.scale)
        for k, (sq, parts) in enumerate(zip(self.edition.squares, self.parts, strict=True)):
            if per_step and k and k % per_step == 0:
                yield None
            self._label(surf, sq, parts, base)
        surf = surf.convert() if pygame.display.get_surface() else surf
        _LAST_STATIC[:] = [(key, surf)]
        yield surf

    def text_boxes(self, sq, parts: geo.Parts) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a square's name and figure go, in the board surface's coordinates."""
        name_box = self.local(parts.name).inflate(-2 * SQUARE_EDGE if parts.side == "corner" else -2, 0)
        if sq.kind != S.PLACE and parts.side in ("top", "bottom"):  # between the square's edge and its picture
            inside = self.local(sq.rect).inflate(0, -2 * SQUARE_EDGE)
            picture = self.picture_rect(parts)
            top, bottom = ((picture.bottom + FIGURE_MARGIN, inside.bottom) if parts.side == "top"
                           else (inside.top, picture.top - FIGURE_MARGIN))
            name_box = pygame.Rect(name_box.x, top, name_box.w, max(1, bottom - top))
        if parts.side in ("left", "right"):  # set clear of the square's drawn edges, above and below
            inside = self.local(sq.rect).inflate(0, -2 * SQUARE_EDGE)
            name_box = name_box.clip(pygame.Rect(name_box.x, inside.y, name_box.w, inside.h))
        price_box = self.local(parts.price)
        if parts.side != "corner":  # apart from the neighbours' figures, the band and the square's edges
            price_box.inflate_ip(-2 * FIGURE_MARGIN, 0)
        if parts.side in ("left", "right"):  # a large text's line would reach the edge below
            inside = self.local(sq.rect).inflate(0, -2 * SQUARE_EDGE)
            price_box = price_box.clip(pygame.Rect(price_box.x, inside.y, price_box.w, inside.h))
        if parts.side == "corner" and self._price_label(sq):  # a corner with a figure (Club House): name above it
            size, price_box, top = self._corner_figure(sq, parts)
            name_box.h = max(1, top - FIGURE_MARGIN - name_box.y)
        return name_box, price_box

    def _corner_figure(self, sq, parts: geo.Parts) -> tuple[int, pygame.Rect, int]:
        """A corner's figure under its name: its size, its box and its ink's top (in the board
        surface's coordinates). On the corner's bottom line, below the room its name needs at
        its least size and a margin (a name's marks below its letters, as in डुङ्गा, and the
        figure's currency reach past their lines): set smaller where it would reach that room,
        to the window's floor."""
        room = self.local(parts.name).inflate(-2 * SQUARE_EDGE, 0)
        bottom = self.local(sq.rect).bottom - CORNER_FOOT
        name_top = room.y + corner_name_room(sq, room)
        for size in range(figure_size(self.scale, "corner"), fonts.floor() - 1, -1):
            box = pygame.Rect(room.x, bottom - figure_room(), room.w, figure_room())
            ink = [r for r in self._figure_ink(sq, size, box) if r.h]
            if ink:  # its ink on the bottom line
                box.y += bottom - max(r.bottom for r in ink)
            top = min((r.top for r in self._figure_ink(sq, size, box) if r.h), default=box.top)
            if top - FIGURE_MARGIN >= name_top:
                break
        return size, box, top

    def figure_base(self, sq, parts: geo.Parts) -> int:
        """The size square `sq`'s figure is fitted from (see `figure_size`; a corner's, `_corner_figure`)."""
        if parts.side == "corner" and self._price_label(sq):
            return self._corner_figure(sq, parts)[0]
        return figure_size(self.scale, parts.side)

    def _figure_ink(self, sq, base: int, price_box: pygame.Rect) -> list[pygame.Rect]:
        """The ink of square `sq`'s figure, as `_label` draws it from size `base` in `price_box`
        (the board surface's coordinates); none for a square without a figure."""
        label = self._price_label(sq)
        if not label:
            return []
        text, box = figure_text(label, faces.short_label(sq, self.money), base, price_box, self.bare_money)
        g = fonts.fit(text, base, box.w, box.h, 1, 8, condense=False)
        return fonts.line_rects(g.lines, g.size, box)

    def _name_set(self, sq, parts: geo.Parts, base: int) -> tuple[str, pygame.Rect, int, dict]:
        """A square's name as the board's picture sets it: the words, their box, their lines and
        the fit's setting (see `name_setting`)."""
        name_box = self.text_boxes(sq, parts)[0]
        deeper = self.deeper_box(sq, parts, name_box)
        name, box, lines = self.name_room(sq, name_box, parts.side, base, deeper)
        setting = {**name_setting(name, box, lines, base, box.h > name_box.h), "bold": True}
        f = fonts.fit(name, base, box.w, box.h, lines, **setting)
        if f.cut or f.size * f.squeeze < fonts.least_size(name):  # it would read smaller than its script's least size
            return readable_name(sq, name_box, parts.side, base, deeper) or (name, box, lines, setting)
        return name, box, lines, setting

    def name_ink(self, s: int) -> list[pygame.Rect]:
        """The ink of square `s`'s name on the screen, as the board's picture draws it."""
        key = (s, tuple(self.rect), L.current(), th.text_scale)
        if key not in self._inks:
            box, f, bold = self.name_fit(s)
            placed = fonts.line_rects(f.lines, f.size, box, bold=bold, squeeze=f.squeeze, colour=NAME_COLOUR)
            self._inks[key] = [r.move(self.rect.topleft) for r in placed]
        return self._inks[key]

    def name_fit(self, s: int) -> tuple[pygame.Rect, fonts.Fit, bool]:
        """Square `s`'s name as the board's picture fits it: its box (in the board surface's
        coordinates), its fit (lines, size and squeeze) and whether it is set bold."""
        name, box, lines, setting = self._name_set(self.edition.squares[s], self.parts[s], name_size(self.scale))
        f = fonts.fit(name, name_size(self.scale), box.w, box.h, lines, colour=NAME_COLOUR, **setting)
        return box, f, setting["bold"]

    def picture_rect(self, parts: geo.Parts) -> pygame.Rect:
        """Where a square's picture stands, in the board surface's coordinates: a square centred
        in its picture's area."""
        area = self.local(parts.icon)
        box = pygame.Rect(0, 0, min(area.size), min(area.size))
        box.center = area.center
        return box

    def _label(self, surf: pygame.Surface, sq, parts: geo.Parts, base: int) -> None:
        label = self._price_label(sq)
        name, box, lines, setting = self._name_set(sq, parts, base)
        fonts.draw(surf, name, box, base, NAME_COLOUR, max_lines=lines, **setting)
        if label:
            price_box = self.text_boxes(sq, parts)[1]
            colour = TAX_COLOUR if faces.is_tax(sq) else PRICE_COLOUR
            self._figure(surf, label, faces.short_label(sq, self.money), self.figure_base(sq, parts), price_box,
                         colour)

    def deeper_box(self, sq, parts: geo.Parts, name_box: pygame.Rect) -> pygame.Rect | None:
        """A coloured place's name box on the top or bottom row grown over the tokens' strip to
        its figure: room for a name's second line at a readable size, where one line would be
        set smaller (its tokens then stand clear of the figure first, over the name's end, as in
        any crowded square). None on other squares."""
        if sq.kind != S.PLACE or parts.side not in ("top", "bottom"):
            return None
        figure = self.local(parts.price)
        if parts.side == "bottom":
            return pygame.Rect(name_box.x, name_box.y, name_box.w, max(name_box.h, figure.top - FIGURE_MARGIN - name_box.y))
        top = min(name_box.y, figure.bottom + FIGURE_MARGIN)
        return pygame.Rect(name_box.x, top, name_box.w, name_box.bottom - top)

    @classmethod
    def name_room(cls, sq, box: pygame.Rect, side: str, base: int,
                  deeper: pygame.Rect | None = None) -> tuple[str, pygame.Rect, int]:
        """The name a square shows, where it is set and on how many lines (see `_name_room`);
        where that reads smaller than the window's least size (set at it, narrower), the
        `deeper` box, where there is one, takes the name on more lines at a readable size."""
        name, room, lines = cls._name_room(sq, box, side, base)
        if deeper is None or deeper.h <= box.h or not fonts.has_deva(name):  # Latin is set narrower first
            return name, room, lines
        f = fonts.fit(name, base, room.w, room.h, lines, 8, bold=True, narrowest=NAME_NARROWEST)
        if f.size * f.squeeze >= fonts.least_size(name) and not fonts.broken(f.lines):
            return name, room, lines
        wholes = list(dict.fromkeys(n for n in (L.square_name(sq), L.square_short(sq)) if n))
        # (the whole width less a pixel: a line's rounding may reach a pixel past it)
        deeps = list(itertools.product((deeper.inflate(-2 * NAME_MARGIN, 0), deeper.inflate(-2, 0)), (2, 3)))
        fits = [(whole, deep, n, fonts.fit(whole, base, deep.w, deep.h, n, bold=True,
                                           **name_setting(whole, deep, n, base, True)))
                for whole in wholes for deep, n in deeps]
        for whole, deep, n, g in fits:  # its words whole on lines of the deeper box, at a size that reads
            if not g.cut and not fonts.broken(g.lines):
                return whole, deep, n
        # else whole in its own box, smaller: to the window's floor, as read (the whole box only
        # for a line set as wide as it is, whose rounding reaches no pixel past it)
        for own, narrowest in ((room, NAME_NARROWEST), (box.inflate(-2, 0), NAME_NARROWEST), (box, 1.0)):
            h = fonts.fit(name, base, own.w, own.h, lines, 8, bold=True, narrowest=narrowest)
            if not h.cut and not fonts.broken(h.lines) and h.size * h.squeeze >= fonts.floor():
                return name, own, lines
        for whole, deep, n, g in fits:  # a long word broken between syllables only where none is whole at the floor
            if not g.cut and g.size > f.size * f.squeeze:
                return whole, deep, n
        return name, room, lines

    @classmethod
    def _name_room(cls, sq, box: pygame.Rect, side: str, base: int) -> tuple[str, pygame.Rect, int]:
        """The name a square shows, where it is set and on how many lines: a little in from the
        ends of its box beside its neighbours (on two lines, or three where the box is tall
        enough; by its short name where the whole one has no room), so names side by side stand
        apart; the whole box only where the name fits nowhere else. The short name at the
        board's size comes before the whole name set smaller."""
        if side not in ("top", "bottom"):
            return cls.board_name(sq, box, base), box, 2
        narrow = box.inflate(-2 * NAME_MARGIN, 0)
        names = list(dict.fromkeys(n for n in (L.square_name(sq), L.square_short(sq)) if n))
        plain = min(base, round(base / th.text_scale))  # the board's size at the usual text size
        for size in range(base, plain - 1, -1):  # at the board's size, whole and as wide as set; at a
            for name in names:  # large text size, down to the usual size in the whole box before narrower
                for room in (narrow, box):
                    fitted = fonts.fit(name, size, room.w, room.h, 2, size, bold=True, condense=False)
                    if not fitted.cut and not fonts.broken(fitted.lines):
                        return name, room, 2
        for name in names:  # whole words next: set narrower, or in the whole box, before a word is broken
            for room in (narrow, box.inflate(-2, 0)):  # (a narrowed line's rounding may reach a pixel past it)
                for lines in (2, 3):
                    fitted = fonts.fit(name, base, room.w, room.h, lines, 8, bold=True, narrowest=NAME_NARROWEST)
                    if not fitted.cut and not fonts.broken(fitted.lines):
                        return name, room, lines
        for name in names:  # a word broken between syllables before a line is set narrower than a reader takes in
            for room, lines in ((narrow, 2), (narrow, 3), (box, 2)):
                fitted = fonts.fit(name, base, room.w, room.h, lines, 8, bold=True, narrowest=NAME_NARROWEST)
                if not fitted.cut and (fitted.squeeze >= 1.0 or lines == 3 or room is box):
                    return name, room, lines
        return cls.board_name(sq, box, base), box, 2

    @staticmethod
    def board_name(sq, box: pygame.Rect, base: int) -> str:
        """The square's name as its square shows it: whole where it fits, else the map's
        shortened name ("Kentucky" for Kentucky Avenue; the deed and tooltip say it whole)."""
        name, short = L.square_name(sq), L.square_short(sq)
        if short and fonts.fit(name, base, box.w, box.h, 2, base, bold=True, condense=False).cut:
            return short
        return name

    def _figure(self, surf: pygame.Surface, label: str, short: str, base: int, box: pygame.Rect,
                colour=PRICE_COLOUR) -> None:
        text, box = figure_text(label, short, base, box, self.bare_money)
        # never set narrower: a narrowed figure's rounding reaches a pixel past its box
        fonts.draw(surf, text, box, base, colour, max_lines=1, min_size=8, condense=False)

    def _ink_span(self, s: int) -> tuple[int, int]:
        """Where a top or bottom square's words leave its tokens room, on the screen: from the
        name's ink to the figure's (the figure's to the name's on the top row). Measured as the
        board is laid out, at its text size."""
        if s not in self._spans:
            sq, parts = self.edition.squares[s], self.parts[s]
            name_box, price_box = self.text_boxes(sq, parts)
            box, f, bold = self.name_fit(s)
            if box.h > name_box.h:
                self.deep_names.add(s)
            inks = fonts.line_rects(f.lines, f.size, box, bold, squeeze=f.squeeze)
            figure = self._figure_ink(sq, self.figure_base(sq, parts), price_box)
            y0 = self.rect.y
            if parts.side == "bottom":
                self._spans[s] = (max((r.bottom for r in inks if r.h), default=-9999) + y0,
                                  min((r.top for r in figure if r.h), default=9999) + y0)
            else:
                self._spans[s] = (max((r.bottom for r in figure if r.h), default=-9999) + y0,
                                  min((r.top for r in inks if r.h), default=9999) + y0)
        return self._spans[s]

    def _price_label(self, sq) -> str:
        return faces.face_label(sq, self.money)

    # ----- reading the mouse ------------------------------------------------------------------

    def square_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.squares):
            if r.collidepoint(pos):
                return i
        return None

    def token_spot(self, square: float, slot: int, count: int, jailed: bool = False) -> tuple[float, float]:
        """Where a token stands on a square (fractional squares walk between two); on the jail's
        corner a prisoner (`jailed`) stands behind the bars, anyone else on the visiting strip."""
        n = len(self.squares)
        a = int(math.floor(square)) % n
        b = (a + 1) % n
        f = square - math.floor(square)
        ax, ay = self._spot(a, slot, count, jailed)
        bx, by = self._spot(b, slot, count, jailed)
        return ax + (bx - ax) * f, ay + (by - ay) * f

    def _spot(self, s: int, slot: int, count: int, jailed: bool = False) -> tuple[float, float]:
        key = (s, slot, count, jailed, s in self.built)  # worked out once per layout: the tokens are drawn every frame
        spot = self._spots.get(key)
        if spot is None:
            spot = self._spots[key] = self._work_out_spot(s, slot, count, jailed)
        return spot

    def _work_out_spot(self, s: int, slot: int, count: int, jailed: bool) -> tuple[float, float]:
        """Tokens side by side along the square's token strip (smaller in a crowd, so they
        overlap only at their rims), never over the name or the price, never off the board."""
        radius = self.crowd_radius(s, count, jailed)
        rad = th.token_reach(radius)
        if s in self.beside:  # beside the corner's picture: the token's own column, and who shares it,
            r, slot, count = self._corner_column(s, slot, count)
            rad = th.token_extent(radius)  # a pointed token's tips kept inside it too
        else:
            r = self._strip(s, jailed, count)
        visiting = r is self.visiting
        along_x = r.w >= r.h
        length, middle = (r.w, r.centery) if along_x else (r.h, r.centerx)
        start = r.x if along_x else r.y
        room = max(0.0, length - 2 * rad)
        spacing = min(2 * rad + 2, room / (count - 1)) if count > 1 else 0.0
        first = start + length / 2 - spacing * (count - 1) / 2
        pos = first + spacing * slot
        if along_x and not visiting and not self._on_band(s):
            middle = self._off_figure(s, middle, rad)
        x, y = (pos, middle) if along_x else (middle, pos)
        edge = math.ceil(th.token_extent(radius))  # a strip narrower than a token: its rim stays on
        inside = self.rect.inflate(-2 * edge, -2 * edge)
        if visiting:  # the visiting strip is narrower than a token: its rim stays inside the corner's drawn edge
            inside = self.squares[s].inflate(-2 * (edge + VISITOR_CLEAR), -2 * (edge + VISITOR_CLEAR))
        return min(max(x, inside.left), inside.right), min(max(y, inside.top), inside.bottom)

    def _beside_picture(self, s: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Where tokens stand on corner `s`, off its picture (a token on the picture's middle is
        lost in it: Carnival's orange hub under an orange token): the columns between the picture
        and the corner's sides, a pixel apart from the picture, from the corner's top to its name.
        The column toward the board's middle comes first."""
        square, parts = self.squares[s], self.parts[s]
        picture = self.picture_rect(parts).move(self.rect.topleft)
        top, bottom = square.y + 1, self.to_screen(parts.name).top
        left = pygame.Rect(square.x, top, picture.left - 1 - square.x, bottom - top)
        right = pygame.Rect(picture.right + 1, top, square.right - picture.right - 1, bottom - top)
        return (left, right) if square.centerx > self.centre.centerx else (right, left)

    def _corner_column(self, s: int, slot: int, count: int) -> tuple[pygame.Rect, int, int]:
        """The column beside corner `s`'s picture token `slot` of `count` stands in, its place
        there and how many share it: a lone token toward the board's middle, a crowd in both
        columns (the one toward the middle takes the odd one)."""
        inner, outer = self.beside[s]
        first = (count + 1) // 2
        return (inner, slot, first) if slot < first else (outer, slot - first, count - first)

    def _strip(self, s: int, jailed: bool, count: int = 1) -> pygame.Rect:
        """Where tokens on square `s` stand: a visitor to the jail on its visiting strip."""
        if s == self.jail and not jailed and self.visiting is not None:
            return self.visiting
        return self._token_strip(s, count)

    def crowd_radius(self, s: int, count: int, jailed: bool = False) -> float:
        """A token's radius where `count` stand on square `s`: as large as the board allows,
        smaller where the strip is too short for them to stand a `CROWD_STEP` of their reach
        apart (never below `CROWD_LEAST` of it), so no token hides behind its neighbour."""
        if count < 2 and s not in self.beside:
            return self.token_radius()
        key = (s, count, jailed, s in self.built)
        if key not in self._crowds:
            self._crowds[key] = self._fit_crowd(s, count, jailed)
        return self._crowds[key]

    def _fit_crowd(self, s: int, count: int, jailed: bool) -> float:
        r = self.token_radius()
        if s in self.beside:  # a corner's column is narrower than a token strip: as wide as it too
            column, _, n = self._corner_column(s, 0, count)
            fits = min(column.h / (CROWD_STEP * (n - 1) + 2), column.w / 2)
        else:
            strip = self._strip(s, jailed, count)
            fits = max(strip.w, strip.h) / (CROWD_STEP * (count - 1) + 2)  # each token's reach that fits
        least = r * CROWD_LEAST
        while r > least and th.token_extent(r) > fits:
            r -= 0.25
        return max(r, least)

    def _off_figure(self, s: int, middle: float, rad: float) -> float:
        """A token's middle moved off the words' ink where its ring would reach it (a strip
        shortened by a tall figure may be a pixel shorter than the token: the figure is kept
        clear first)."""
        side = self.parts[s].side
        if side not in ("top", "bottom"):
            return middle
        low, high = self._ink_span(s)
        if side == "bottom":  # clear of the name, then of the figure, which wins where both can't be
            return min(max(middle, low + rad), high - rad)
        return max(min(middle, high - rad), low + rad)

    def _token_strip(self, s: int, count: int = 1) -> pygame.Rect:
        """Square `s`'s token strip less what its figure's line takes of it (a figure's line
        may stand taller than its own strip: see `_figure`)."""
        parts = self.parts[s]
        strip = self.to_screen(parts.tokens if count == 1 else self.whole_strips[s])  # a crowd takes the picture's room too
        if self._on_band(s):  # tokens stand on the band: past its buildings' end where it has some
            band = self.to_screen(parts.houses)
            if band.w > band.h:  # a row's band, its name taking the token strip: the band's right end
                room = self._band_room(band) if s in self.built else band.w
                return pygame.Rect(band.right - room, band.y, room, band.h)
            room = self._band_room(band) if s in self.built else band.h
            return pygame.Rect(band.x, band.bottom - room, band.w, room)
        if parts.side not in ("top", "bottom"):
            return strip
        figure = self.to_screen(parts.price)
        figure = figure.inflate(0, max(0, figure_room() - figure.h))
        if parts.side == "bottom":
            return pygame.Rect(strip.x, strip.y, strip.w, min(strip.bottom, figure.top) - strip.y)
        top = max(strip.top, figure.bottom)
        return pygame.Rect(strip.x, top, strip.w, strip.bottom - top)

    def _on_band(self, s: int) -> bool:
        """Whether square `s`'s tokens stand on its colour band (a left or right side's place,
        whose words take the rest of the square; a row's place whose name takes its token strip)."""
        parts = self.parts[s]
        if s in self.deep_names:
            return True
        return (parts.side in ("left", "right") and self.edition.squares[s].kind == S.PLACE
                and self.to_screen(parts.tokens).colliderect(self.to_screen(parts.houses)))

    def _band_room(self, band: pygame.Rect) -> int:
        """How much of a band, at its end, its tokens keep where it has buildings: a token's
        width (a crowd there stands smaller), never more than half the band."""
        return min(math.ceil(2 * th.token_extent(self.token_radius())) + 2, max(band.w, band.h) // 2)

    def building_band(self, s: int) -> pygame.Rect:
        """Where square `s`'s buildings stand: its band, less the end its tokens keep on a side."""
        band = self.to_screen(self.parts[s].houses)
        if not self._on_band(s):
            return band
        if band.w > band.h:
            return pygame.Rect(band.x, band.y, band.w - self._band_room(band), band.h)
        return pygame.Rect(band.x, band.y, band.w, band.h - self._band_room(band))

    def token_radius(self) -> float:
        return self._token_radius

    def _fit_token_radius(self) -> float:
        """As big as a square's token strip allows: its narrow side is the token's width, with
        its ring (the ring reaching past the strip would sit on the price or the name)."""
        strips = [self.to_screen(p.tokens) for p in self.parts if p.side != "corner"]
        room = min((min(r.w, r.h) for r in strips), default=12) / 2 + 0.5  # its anti-aliased rim may touch the gaps
        fit = max(4.0, min(room, min(r.w for r in self.squares) * 0.17))
        while fit > 4.0 and th.token_reach(fit) > room:
            fit -= 0.5
        return fit

    # ----- drawing ----------------------------------------------------------------------------

    def draw_static(self, surf: pygame.Surface) -> None:
        surf.blit(self.static, self.rect)

    def holdings_key(self, game) -> tuple:
        """Everything the holdings layer shows (each square's owner, buildings and mortgage);
        when it changes, the layer is redrawn. Read every frame: the game's lists copied whole."""
        levels = tuple(game.levels)
        self.built = frozenset(s for s, level in enumerate(levels) if level)  # where tokens make room (see `_token_strip`)
        return tuple(game.owners), levels, tuple(game.mortgages)

    def draw_holdings(self, surf: pygame.Surface, key: tuple, colours: list) -> None:
        """Every square's owner, buildings and mortgage, on `surf` (where the board is drawn)."""
        for s in range(len(self.edition.squares)):
            self._paint_square(surf, s, key, colours)

    def repaint_holdings(self, surf: pygame.Surface, plain: pygame.Surface, key: tuple, squares,
                         colours: list) -> list[pygame.Rect]:
        """The holdings of `squares` redrawn on `surf` over `plain` (the same picture without any
        holdings): each square's patch restored from `plain`, then the holdings of every square
        touching it drawn again, clipped to the patch. Returns the patches."""
        clip = surf.get_clip()
        patches = []
        for s in squares:
            patch = self.squares[s].inflate(4, 4).clip(self.rect)
            surf.blit(plain, patch, patch)
            surf.set_clip(patch)
            for t in self._touching(s):
                self._paint_square(surf, t, key, colours)
            surf.set_clip(clip)
            patches.append(patch)
        return patches

    def _touching(self, s: int) -> list[int]:
        """`s` and the squares whose patches overlap its patch (its neighbours round the board)."""
        patch = self.squares[s].inflate(4, 4)
        return [t for t, r in enumerate(self.squares) if r.inflate(4, 4).colliderect(patch)]

    def _paint_square(self, surf: pygame.Surface, s: int, key: tuple, colours: list) -> None:
        owners, _levels, mortgaged = key
        if owners[s] is None:
            return
        sq = self.edition.squares[s]
        if mortgaged[s]:
            _mortgage_marks(surf, self.to_screen(sq.rect), self.name_ink(s))
        marker = self.marker_rect(s)
        pygame.draw.rect(surf, colours[owners[s]], marker, border_radius=3)
        if min(marker.size) >= 5:  # a thinner bar outlined would show its outline alone
            pygame.draw.rect(surf, (30, 26, 22), marker, 1, border_radius=3)
        self._paint_buildings(surf, s, key, colours)

    def marker_rect(self, s: int) -> pygame.Rect:
        """Where square `s` shows its owner's bar: along its outer edge, clear of its figure
        (a figure's line may stand taller than its strip: see `_figure`)."""
        marker, parts = self.to_screen(self.parts[s].marker), self.parts[s]
        if parts.side in ("left", "right"):  # beside the words, two pixels from their column
            words = self.to_screen(parts.price)
            if parts.side == "left":
                return pygame.Rect(marker.x, marker.y, max(2, min(marker.right, words.left - 2) - marker.x), marker.h)
            left = max(marker.left, words.right + 2)
            return pygame.Rect(min(left, marker.right - 2), marker.y, max(2, marker.right - left), marker.h)
        if parts.side == "corner":
            return marker
        figure = self.to_screen(parts.price)
        figure = figure.inflate(0, max(0, figure_room() - figure.h) + 2)  # and a pixel apart
        if parts.side == "bottom":
            top = max(marker.top, figure.bottom)
            return pygame.Rect(marker.x, top, marker.w, max(3, marker.bottom - top))
        bottom = min(marker.bottom, figure.top)
        return pygame.Rect(marker.x, bottom - max(3, bottom - marker.top), marker.w, max(3, bottom - marker.top))

    def draw_buildings(self, surf: pygame.Surface, squares, key: tuple, colours: list) -> None:
        """The buildings on `squares` drawn again, over a mark drawn on their bands."""
        for s in squares:
            self._paint_buildings(surf, s, key, colours)

    def _paint_buildings(self, surf: pygame.Surface, s: int, key: tuple, colours: list) -> None:
        owners, levels, _mortgaged = key
        if owners[s] is None or not levels[s]:
            return
        rules = self.edition.rules
        hotel = rules.hotel and levels[s] == rules.max_level
        slots = max(4, rules.max_level - (1 if rules.hotel else 0))  # Finance has six houses
        marker = colours[owners[s]] if rules.ownership_markers else None  # Finance's house in the owner's colour
        shape = self.shape_of(owners[s]) if marker and self.shape_of is not None else None
        _buildings(surf, self.building_band(s), levels[s], hotel, slots, marker, shape, self.squares[s])

    def draw_hover(self, surf: pygame.Surface, square: int | None, colour=th.HIGHLIGHT) -> None:
        if square is None:
            return
        r = self.squares[square]
        pygame.draw.rect(surf, colour, r, 3)

    def draw_marks(self, surf: pygame.Surface, squares, colour) -> None:
        """Outline each square's colour band, where its buildings go: the name and price beside
        it stay clear (a mark round the whole square cut the long names). A dark edge round the
        outline keeps a light one clear on the board's cream."""
        for s in squares:
            band = self.mark_rect(s)
            thick = max(3, min(band.size) // 4)
            pygame.draw.rect(surf, MARK_EDGE, band, thick, border_radius=3)
            pygame.draw.rect(surf, colour, band.inflate(-2, -2), thick - 1, border_radius=3)

    def mark_rect(self, s: int) -> pygame.Rect:
        """Where `draw_marks` outlines square `s`: its band (the square's inner strip where none)."""
        band = self.to_screen(self.parts[s].band)
        return band if band.w and band.h else self.to_screen(self.parts[s].tokens)


def figure_text(label: str, short: str, base: int, box: pygame.Rect, bare: bool = False) -> tuple[str, pygame.Rect]:
    """A square's figure on one line and its box: with its words where they fit, else the figure
    alone, else its digits alone (at 800x600 a Nepali price needs more than the square has), else
    the rate a tax charges without what it charges it on ("50" of "50/site": the deed says it).
    `bare`: the board shows every amount without its currency (see `bare_money`)."""
    box = box.inflate(0, max(0, figure_room() - box.h))  # (800x600's strip is a pixel or two shorter)
    if bare:
        label, short = CURRENCY.sub("", label), CURRENCY.sub("", short)
    text = label if not fonts.fit(label, base, box.w, box.h, 1, min_size=9, condense=False).cut else short
    if fonts.fit(text, base, box.w, box.h, 1, min_size=8, condense=False).cut:  # the figure alone
        text = CURRENCY.sub("", text)
    if fonts.fit(text, base, box.w, box.h, 1, min_size=8, condense=False).cut and FIGURE.match(text):
        text = FIGURE.match(text).group(0)
    return text, box


def bare_money(view: BoardView) -> bool:
    """Whether the board shows its amounts without their currency, all of them: where any one
    square has no room for its amount with the currency at the least size, none shows it (a
    currency on some squares and not on others reads as different money); the square's tooltip
    then says what money the board counts in."""
    for sq, parts in zip(view.edition.squares, view.parts, strict=True):
        label = view._price_label(sq)
        if label and CURRENCY.search(label):
            base = view.figure_base(sq, parts)
            text, _ = figure_text(label, faces.short_label(sq, view.money), base, view.text_boxes(sq, parts)[1])
            if not CURRENCY.search(text):
                return True
    return False


def corner_name_room(sq, room: pygame.Rect) -> int:
    """The height a corner's name needs in `room` (its width, no more than its height): its whole
    or short name, whichever needs less, at its least size, its marks above and below its letters
    too."""
    names = [n for n in (L.square_name(sq), L.square_short(sq)) if n]
    for h in range(1, room.h + 1):
        if any(not fonts.fit(n, fonts.least_size(n), room.w, h, 2, fonts.least_size(n), bold=True,
                             condense=False).cut for n in names):
            return h
    return room.h


def figure_room() -> int:
    """The height a square's figure needs: a line at the least size."""
    least = fonts.floor()
    return max(fonts.ink("Hg", least).h, fonts.ink("\u0968,\u0966\u0966\u0966", least).h) + 1  # either script's digits


MORTGAGE_WASH = (90, 90, 90, 80)  # light enough that the name under it still reads
MORTGAGE_STRIPE = (150, 40, 40, 220)
STRIPE_CLEAR = 2  # px of wash kept between the stripe and the name's ink


def _mortgage_marks(layer: pygame.Surface, r: pygame.Rect, name: list[pygame.Rect]) -> None:
    """A mortgaged place is washed grey with a diagonal stripe, broken where it would cross the
    place's name (`name`: its ink on the screen), so the name stays readable."""
    grey = pygame.Surface(r.size, pygame.SRCALPHA)
    grey.fill(MORTGAGE_WASH)
    # the stripe is drawn on the square's own surface so its thickness can't spill over
    pygame.draw.line(grey, MORTGAGE_STRIPE, (0, 0), r.size, max(2, min(r.size) // 10))
    for ink in name:
        grey.fill(MORTGAGE_WASH, ink.move(-r.x, -r.y).inflate(2 * STRIPE_CLEAR, 2 * STRIPE_CLEAR))
    layer.blit(grey, r)


CROWD_STEP = 1.5  # tokens on one square stand this many reaches apart: a quarter of one's width may overlap
CROWD_LEAST = 0.5  # a token in a crowd is never smaller than this share of its size
def readable_name(sq, box: pygame.Rect, side: str, base: int,
                  deeper: pygame.Rect | None) -> tuple[str, pygame.Rect, int, dict] | None:
    """A square's name set to read no smaller than the window's least size, where the usual fit
    (`BoardView.name_room`, `name_setting`) would read smaller: the words, their box, their lines
    and the fit's setting. The first way that fits, in the order a reader prefers: its words
    whole, on its own box's lines or the `deeper` box's more lines; the map's short name so;
    either in the regular weight (a few pixels narrower than bold); a long word broken between
    syllables; set narrower at the least size no further than still reads as the floor. On a
    row every way is tried a little in from the box's ends before any in the whole box: two
    neighbours both set to their boxes' ends would run together. None where no way fits."""
    names = list(dict.fromkeys(n for n in (L.square_name(sq), L.square_short(sq)) if n))
    for tier in readable_rooms(box, side, deeper):
        for whole, bold, narrowed in READABLE_WAYS:
            for name in names:
                setting = readable_setting(name, bold, narrowed)
                for room, lines in tier:
                    if narrowed and room.w > box.w:
                        continue  # a line set narrower may round a pixel wider: never past its own box
                    f = fonts.fit(name, max(base, setting["min_size"]), room.w, room.h, lines, **setting)
                    if not f.cut and (not fonts.broken(f.lines) if whole else fonts.between_syllables(f.lines)):
                        return name, room, lines, setting
    return None


def readable_rooms(box: pygame.Rect, side: str, deeper: pygame.Rect | None) -> list[list[tuple[pygame.Rect, int]]]:
    """Where `readable_name` tries a name, with its lines, tier by tier: on a row, a little in
    from its box's ends (its own, then the `deeper` box), then the whole of either; down a side,
    its box, then its whole part up to the picture and the drawn edge (the pixel
    `BoardView.text_boxes` leaves at each end)."""
    if side not in ("top", "bottom"):
        return [[(box, 2), (box, 3)]] + ([] if side == "corner" else [[(box.inflate(2, 0), 2)]])
    inner = [(box.inflate(-2 * NAME_MARGIN, 0), 2), (box.inflate(-2, 0), 2), (box.inflate(-2, 0), 3)]
    whole = [(box, 2), (box, 3)]
    if deeper is not None and deeper.h > box.h:
        inner += [(deeper.inflate(-2 * NAME_MARGIN, 0), 2), (deeper.inflate(-2 * NAME_MARGIN, 0), 3)]
        whole += [(deeper, 3)]
    return [inner, whole]


READABLE_WAYS = ((True, True, False), (True, False, False), (False, True, False), (False, False, False),
                 (True, True, True), (True, False, True))  # (words whole, bold, set narrower): see `readable_name`


def readable_setting(name: str, bold: bool, narrowed: bool) -> dict:
    """A fit's setting that reads no smaller than the window's least size: at the size that reads
    as it in the name's script, never narrower; or (`narrowed`) a size up, narrower no further
    than reads as the least size (11 px at 0.91 reads as 10, in either script)."""
    if not narrowed:
        return {"min_size": fonts.least_size(name), "condense": False, "bold": bold}
    up = fonts.floor() + 1
    return {"min_size": up, "narrowest": math.ceil(100 * fonts.floor() / up) / 100, "bold": bold}


def name_setting(name: str, box: pygame.Rect, lines: int, base: int, deeper: bool) -> dict:
    """How a square's name is fitted in `box` on `lines` lines: down to the window's floor and a
    little narrower in its own box; in a `deeper` one (see `BoardView.deeper_box`), never
    narrower nor below the size that reads as the floor in its script, its lines broken instead.
    A Devanagari name in its own box is kept at that size (a size above the floor: its letters
    stand a pixel lower than Latin's) where it fits there whole, set narrower no further than
    still reads as the floor, before it is set a size smaller."""
    least = fonts.least_size(name)
    if deeper:
        return {"min_size": least, "condense": False}
    if least > fonts.floor():
        readable = {"min_size": least, "narrowest": math.ceil(100 * fonts.floor() / least) / 100}
        f = fonts.fit(name, base, box.w, box.h, lines, bold=True, **readable)
        if not f.cut and not fonts.broken(f.lines):
            return readable
    return {"min_size": 8, "narrowest": NAME_NARROWEST}


NAME_NARROWEST = 0.82  # a square's name is set this much narrower at most (narrower reads as smaller): then broken
NAME_MARGIN = 2  # px kept free at each end of a name's box, along its side: neighbours' names stand apart
SQUARE_EDGE = 3  # px: a square's drawn edge, which no name's ink reaches
CORNER_FOOT = 2  # px under a corner's figure: its one-pixel drawn edge on the board's rim, and a pixel clear
VISITOR_CLEAR = 2  # px between a visitor's rim and the jail corner's sides: its drawn edge and a pixel
FIGURE_MARGIN = 2  # px kept clear at each end of a square's figure, and between a name and its picture
FIGURE = re.compile(r"[+\-]?[0-9\u0966-\u096f][0-9\u0966-\u096f,]*")  # a figure's leading amount
CURRENCY = re.compile(r"(भा\.रु\.|Rs|रु|₹|\$)\u00a0?")  # a figure's currency, left off where the square is too narrow
HOUSE_GREEN = (34, 150, 70)
MARK_EDGE = (40, 36, 32)  # round a buildable place's outline
HOUSE_WHITE = (250, 248, 240)  # Finance's houses are white, as in the 1930s set
HOTEL_RED = (204, 36, 36)
OUTLINE = (24, 20, 18)


def _buildings(layer: pygame.Surface, band: pygame.Rect, level: int, hotel: bool, slots: int,
               marker: tuple[int, int, int] | None = None, marker_shape: str | None = None,
               square: pygame.Rect | None = None) -> None:
    """Buildings read at a glance: a hotel as one wide red building; houses as house shapes
    (a block under a gabled roof) side by side along the band, one per house. Where the band is
    too short for them all to stay legible, one house with its count beside it. Where the first
    house is the owner's ownership house (Finance, white houses), it is drawn as the owner's token
    (`marker_shape`) in their colour on a house (their mark as on the player cards, on a building
    no token looks like), or as a house in their colour. Each building, its ring and its roof's
    eave stay on the band inside `square` (beside the band stands the square's name), and so does a
    count's chip."""
    along_x = band.w >= band.h
    length, thick = (band.w, band.h) if along_x else (band.h, band.w)
    room = band.clip(square) if square is not None else band
    if hotel:
        _piece(layer, _slot(band, along_x, length * 0.2, length * 0.6, thick), HOTEL_RED, hotel=True, within=room)
        return
    if marker:  # Finance: the ownership house first, as large as a bar reads, the others after it
        _ownership_houses(layer, band, along_x, level, slots, marker, marker_shape, square)
        return
    step = length / slots
    if step < 9 or (not along_x and _squashed(step * 0.84, thick * 0.9)):  # one house and the number
        box = _piece(layer, _slot(band, along_x, length * 0.1, min(length * 0.4, thick * 1.1), thick), HOUSE_GREEN,
                     within=room)
        if level > 1:
            _count(layer, band, along_x, box.inflate(2 * _ring_of(box), 2 * _ring_of(box)), level, square)
        return
    for i in range(level):
        _piece(layer, _slot(band, along_x, step * i + step * 0.08, step * 0.84, thick), HOUSE_GREEN, within=room)


def _squashed(along: float, across: float) -> bool:
    """Whether houses side by side along a side's band, `along` long and `across` wide, would be
    flattened past reading as houses (a roof and a body lower than two thirds of their width)."""
    return along < across * 2 / 3


def _ownership_houses(layer: pygame.Surface, band: pygame.Rect, along_x: bool, level: int, slots: int,
                      marker, marker_shape: str | None, square: pygame.Rect | None = None) -> None:
    """The owner's house, wide and in their colour, then the white houses built after it, or
    their number where the band has no room left to count them by eye."""
    length, thick = (band.w, band.h) if along_x else (band.h, band.w)
    first = min(length * 0.45, thick * 1.4)
    start = length * 0.04 + first + 2
    step = (length - start) / (slots - 1)
    counted = level > 1 and step < 9
    before_count = length * 0.96 - count_length(level, along_x) - 2 * HALO_RING - COUNT_GAP
    if counted:  # the house leaves its count the room the count needs at the least size, and a gap,
        # no narrower than a house reads (a roof on a body) where the band has that room
        first = max(thick * HOUSE_LEAST, min(first, before_count))
    longest = length * 0.92  # the most it may be lengthened to, up to what follows it on the band
    if counted:
        longest = before_count
    elif level > 1:
        longest = first  # the white houses
    room = band.clip(square) if square is not None else band
    box = _slot(band, along_x, length * 0.04, first, thick)
    drawn = _owned_piece(layer, box, marker, marker_shape, _HouseRoom(room, along_x, longest))
    if counted:
        _count(layer, band, along_x, drawn, level, square)
        return
    for i in range(level - 1):
        _piece(layer, _slot(band, along_x, start + step * i + step * 0.08, step * 0.84, thick), HOUSE_WHITE,
               within=room)


class _HouseRoom(NamedTuple):
    """Where the ownership house may stand: inside `rect`, on a band along x or y, no longer than `longest`."""
    rect: pygame.Rect
    along_x: bool
    longest: float


def _owned_piece(layer: pygame.Surface, box: pygame.Rect, colour, shape: str | None,
                 room: _HouseRoom | None = None) -> pygame.Rect:
    """A house in `colour` filling `box`, ringed light outside it; the ownership house (with the
    owner's token `shape`) filled with the owner's colour, their token's shape in white on it: the
    owner reads from across the table. Returns where it is drawn, its ring too."""
    ring = _ring_of(box)
    if room is not None:
        box, ring = _ringed_to_fit(box, ring, room)
    inner = _piece(layer, box.inflate(2 * ring, 2 * ring), colour, ring=ring,
                   within=room.rect if room is not None else None)
    if shape:  # a house, not a token
        _mark(layer, inner, shape, HOUSE_WHITE)
    return inner.inflate(2 * ring, 2 * ring)


def _ringed_to_fit(box: pygame.Rect, ring: int, room: _HouseRoom) -> tuple[pygame.Rect, int]:
    """The ownership house's box and its ring's width, the two inside `room` with the pixel a
    roof's eave reaches sideways: its ring as wide as the house calls for where the band has the
    room, else a one-pixel ring, else a one-pixel ring round a house thinner across the band and
    longer along it as far as `room` allows (to keep its area), so the owner's colour covers as
    much of the band and still stands out."""
    space = room.rect.inflate(-2, 0)
    across_room = space.h if room.along_x else space.w
    along, across = (box.w, box.h) if room.along_x else (box.h, box.w)
    if across + 2 * ring <= across_room:
        return box, ring
    ring = min(ring, 1)
    if not ring or across + 2 <= across_room:
        return box, ring
    thinner = across_room - 2
    longer = max(along, min(round(along * across / thinner), math.floor(room.longest)))
    if room.along_x:
        return pygame.Rect(box.x, box.centery - thinner // 2, longer, thinner), ring
    return pygame.Rect(box.centerx - thinner // 2, box.y, thinner, longer), ring


def _mark(layer: pygame.Surface, box: pygame.Rect, shape: str, colour) -> None:
    """The owner's token shape, small and without its ring, in the body of the house in `box`."""
    body = _body(box, hotel=False)
    r = max(2.0, min(box.w, body.h) * 0.45)
    th.draw_token(layer, shape, colour, (box.centerx, body.bottom - body.h / 2), r)


def _slot(band: pygame.Rect, along_x: bool, offset: float, size: float, thick: float) -> pygame.Rect:
    """A building's box along the band, `size` long and nearly the band's thickness."""
    h = thick * 0.9
    if along_x:
        return pygame.Rect(round(band.x + offset), round(band.centery - h / 2), max(3, round(size)), max(3, round(h)))
    return pygame.Rect(round(band.centerx - h / 2), round(band.y + offset), max(3, round(h)), max(3, round(size)))


HALO_LEAST = 6  # px: a building at least this small across is ringed light outside its dark outline
HALO_RING = 2  # px: the widest a building's light ring is
COUNT_GAP = 2  # px between a house and the chip with its count
HOUSE_LEAST = 0.6  # of a band's thickness: the narrowest an ownership house is drawn beside its count


def _ring_of(box: pygame.Rect) -> int:
    """How wide the light ring round a building in `box` is (none on a small one)."""
    return (HALO_RING if min(box.w, box.h) >= 14 else 1) if min(box.w, box.h) >= HALO_LEAST else 0


def _piece(layer: pygame.Surface, box: pygame.Rect, colour, hotel: bool = False, ring: int | None = None,
           within: pygame.Rect | None = None) -> pygame.Rect:
    """A house (square block under a pointed roof) or a hotel (a wide block under a low roof,
    with a door), outlined dark and, where it has the room, ringed light outside that (as a
    token is): one of the two stands out on any band, a green house on a green band too.
    The ring is `ring` pixels wide where given, else as wide as the building's size calls for.
    Returns where the building itself stands, inside its ring. With `within`, the building,
    ring and eave are made to fit inside it."""
    ring = _ring_of(box) if ring is None else ring
    if within is not None:
        box = _kept_within(box, within)
    inner = box.inflate(-2 * ring, -2 * ring)
    picture = pygame.Surface(box.inflate(2, 2).size, pygame.SRCALPHA)  # the roof's eave reaches a pixel out
    at = (inner.x - box.x + 1, inner.y - box.y + 1)
    _shape(picture, pygame.Rect(at, inner.size), colour, OUTLINE, hotel)
    if ring:  # the building's own outline grown by the ring, in the light colour, under it
        grown = pygame.mask.from_surface(picture).convolve(pygame.mask.Mask((2 * ring + 1,) * 2, fill=True),
                                                           None, (-ring, -ring))
        layer.blit(grown.to_surface(setcolor=th.TOKEN_HALO, unsetcolor=(0, 0, 0, 0)), (box.x - 1, box.y - 1))
    layer.blit(picture, (box.x - 1, box.y - 1))
    return inner


def _kept_within(box: pygame.Rect, within: pygame.Rect) -> pygame.Rect:
    """`box` no larger than `within` less the pixel a roof's eave reaches past its left and right
    sides, about the same centre, then moved inside that room."""
    room = within.inflate(-2, 0)
    kept = pygame.Rect(0, 0, min(box.w, room.w), min(box.h, room.h))
    kept.center = box.center
    return kept.clamp(room)


def _body(box: pygame.Rect, hotel: bool) -> pygame.Rect:
    """Where a building filling `box` has its body, under its roof."""
    roof_h = box.h * (0.3 if hotel else 0.45)
    return pygame.Rect(box.x, round(box.y + roof_h), box.w, box.h - round(roof_h))


def _shape(layer: pygame.Surface, box: pygame.Rect, colour, outline, hotel: bool) -> None:
    """A building's roof and body filling `box`, in `colour` with a one-pixel `outline`."""
    body = _body(box, hotel)
    roof = [(box.x - 1, body.y), (box.centerx, box.y), (box.right, body.y)]
    if hotel:
        roof = [(box.x, body.y), (box.x + box.w * 0.2, box.y), (box.right - box.w * 0.2, box.y), (box.right, body.y)]
    pygame.draw.polygon(layer, colour, roof)
    pygame.draw.polygon(layer, outline, roof, 1)
    pygame.draw.rect(layer, colour, body)
    pygame.draw.rect(layer, outline, body, 1)
    if hotel and body.h >= 6:
        door = pygame.Rect(0, 0, max(2, body.w // 6), max(2, body.h * 2 // 3))
        door.midbottom = body.midbottom
        pygame.draw.rect(layer, (250, 236, 200), door)


def count_length(n: int, along_x: bool) -> int:
    """How long along a band the chip with the count `n` is at the least size (see `_count`)."""
    ink = fonts.ink(L.number(n), fonts.floor(), bold=True)
    return ink.w + 2 if along_x else ink.h + 2


def _count(layer: pygame.Surface, band: pygame.Rect, along_x: bool, box: pygame.Rect, n: int,
           square: pygame.Rect | None = None) -> None:
    """The number of houses beside the one drawn, on a light chip so it reads on any band: the
    chip as tall as the number's ink, grown with the text size as far as the band has room: no
    longer than the band has left after the house (a side's band keeps its end for the tokens),
    no wider than the band (the square's name stands just beyond it), inside its `square`'s outline."""
    room = band.right - box.right - COUNT_GAP if along_x else band.bottom - box.bottom - COUNT_GAP
    bounds = band
    if square is not None:  # off the line it shares with the next square or the board's middle
        bounds = bounds.clip(square.inflate(-2, -2))
    across = bounds.h if along_x else bounds.w
    thick = min(band.w, band.h)
    size = max(fonts.floor(), round((thick + 2) * th.text_scale))
    while True:
        img = fonts.render(L.number(n), size, OUTLINE, bold=True)
        ink = img.get_bounding_rect()
        chip = ink.inflate(4 if ink.w + 4 <= room or not along_x else 2, 2)  # a pixel each side where short
        along, thick = (chip.w, chip.h) if along_x else (chip.h, chip.w)
        if size <= fonts.floor() or (along <= room and thick <= across):
            break
        size -= 1
    chip.center = ((box.right + COUNT_GAP + chip.w // 2, box.centery) if along_x
                   else (box.centerx, box.bottom + COUNT_GAP + chip.h // 2))
    chip.clamp_ip(bounds)
    pygame.draw.rect(layer, (255, 252, 240), chip, border_radius=3)
    at = (chip.centerx - ink.centerx, chip.centery - ink.centery)
    layer.blit(img, at)
    fonts.note(layer, L.number(n), chip, [ink.move(at)], [L.number(n)], size=size)
