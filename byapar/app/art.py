"""The board's painted art, drawn from an edition's data: square faces, colour bands, icons.

boards/make_art.py bakes this into each edition's tileset; the renderer paints it live
for a map that has no tile layer yet. No text here: names and prices are drawn on top at
the size the window gives, so they stay crisp.
"""

from __future__ import annotations

import math

import pygame

from . import geometry as geo

BOARD_BG = (36, 60, 52)
SQUARE_FACE = (250, 245, 232)
CENTRE = (232, 222, 196)
CENTRE_PATTERN = (214, 198, 160)
LINE = (58, 48, 36)
ICON = (70, 62, 52)
ICON_ACCENT = (196, 92, 48)
SUPERSAMPLE = 4  # drawn large, then smoothed down: pygame's polygons have no anti-aliasing


def paint(edition, supersample: int = SUPERSAMPLE) -> pygame.Surface:
    """The whole board at the map's own pixel size."""
    k = supersample
    w, h = edition.size
    big = pygame.Surface((w * k, h * k))
    big.fill(BOARD_BG)
    rects = [s.rect for s in edition.squares]
    cx, cy, cw, ch = geo.centre_rect(rects, edition.size)
    _centre(big, pygame.Rect(cx * k, cy * k, cw * k, ch * k))
    order = _service_order(edition)
    decks = sorted(edition.decks)
    for sq in edition.squares:
        _square(big, sq, edition.size, k, order, decks)
    return pygame.transform.smoothscale(big, (w, h)) if k > 1 else big


def _scaled(r: geo.Rect, k: int) -> pygame.Rect:
    x, y, w, h = r
    return pygame.Rect(round(x * k), round(y * k), round(w * k), round(h * k))


def _centre(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A calm middle with a ring of petals, like a rangoli drawn in chalk."""
    surf.fill(CENTRE, r)
    cx, cy = r.center
    radius = min(r.w, r.h) * 0.36
    width = max(2, int(radius * 0.02))
    for i in range(16):
        a = i * math.tau / 16
        px, py = cx + math.cos(a) * radius, cy + math.sin(a) * radius
        pygame.draw.circle(surf, CENTRE_PATTERN, (px, py), radius * 0.22, width)
    pygame.draw.circle(surf, CENTRE_PATTERN, (cx, cy), radius * 0.78, width)
    pygame.draw.circle(surf, CENTRE_PATTERN, (cx, cy), radius * 1.24, width)


def _service_order(edition) -> dict[int, int]:
    """Services get different icons by their order round the board (first a bolt, then a drop)."""
    services = [s.index for s in edition.squares if s.kind == "service"]
    return {s: i for i, s in enumerate(services)}


def _square(surf, sq, size, k: int, service_order: dict[int, int], decks: list[str]) -> None:
    rect = _scaled(sq.rect, k)
    surf.fill(SQUARE_FACE, rect)
    parts = geo.parts(sq.rect, size, banded=sq.kind == "place")
    if sq.kind == "place":
        surf.fill(geo.argb(sq.band), _scaled(parts.band, k))
        pygame.draw.rect(surf, LINE, _scaled(parts.band, k), max(1, k // 2))
    else:
        _icon(surf, sq, _scaled(parts.icon, k), service_order, decks)
    pygame.draw.rect(surf, LINE, rect, max(1, k // 2))


def _icon(surf, sq, r: pygame.Rect, service_order: dict[int, int], decks: list[str]) -> None:
    s = min(r.w, r.h)
    box = pygame.Rect(0, 0, s, s)
    box.center = r.center
    kind = sq.kind
    if kind == "transport":
        _plane(surf, box)
    elif kind == "service":
        (_bolt if service_order.get(sq.index, 0) % 2 == 0 else _drop)(surf, box)
    elif kind == "card":
        _card(surf, box, decks.index(sq.deck) if sq.deck in decks else 0)
    elif kind == "tax":
        _coins(surf, box)
    elif kind == "start":
        _arrow(surf, box)
    elif kind == "jail":
        _bars(surf, box)
    elif kind == "free":
        _tree(surf, box)
    elif kind == "police":
        _badge(surf, box)


def _poly(surf, box: pygame.Rect, points: list[tuple[float, float]], colour=ICON) -> None:
    """Points in a 0..1 unit box."""
    pygame.draw.polygon(surf, colour, [(box.x + px * box.w, box.y + py * box.h) for px, py in points])


def _plane(surf, box) -> None:
    _poly(surf, box, [(0.47, 0.05), (0.53, 0.05), (0.56, 0.38), (0.95, 0.58), (0.95, 0.66),
                      (0.56, 0.55), (0.55, 0.8), (0.68, 0.9), (0.68, 0.95), (0.5, 0.9),
                      (0.32, 0.95), (0.32, 0.9), (0.45, 0.8), (0.44, 0.55), (0.05, 0.66),
                      (0.05, 0.58), (0.44, 0.38)])


def _bolt(surf, box) -> None:
    _poly(surf, box, [(0.58, 0.02), (0.2, 0.56), (0.46, 0.56), (0.38, 0.98), (0.8, 0.4),
                      (0.54, 0.4)], ICON_ACCENT)


def _drop(surf, box) -> None:
    colour = (52, 120, 190)
    pygame.draw.circle(surf, colour, (box.centerx, box.y + box.h * 0.64), box.w * 0.3)
    _poly(surf, box, [(0.5, 0.04), (0.22, 0.56), (0.78, 0.56)], colour)


def _card(surf, box, deck_number: int) -> None:
    card = pygame.Rect(0, 0, box.w * 0.62, box.h * 0.9)
    card.center = box.center
    colour = ((196, 92, 48), (46, 110, 140))[deck_number % 2]
    pygame.draw.rect(surf, colour, card, border_radius=int(box.w * 0.08))
    inner = card.inflate(-box.w * 0.12, -box.w * 0.12)
    pygame.draw.rect(surf, SQUARE_FACE, inner, max(1, box.w // 30), border_radius=int(box.w * 0.05))
    if deck_number % 2 == 0:  # a star for fortune
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = 0.28 if i % 2 == 0 else 0.12
            pts.append((0.5 + math.cos(a) * rr, 0.5 + math.sin(a) * rr))
        _poly(surf, box, pts, SQUARE_FACE)
    else:  # a lamp for the community trust's festivals
        _poly(surf, box, [(0.3, 0.55), (0.7, 0.55), (0.6, 0.68), (0.4, 0.68)], SQUARE_FACE)
        _poly(surf, box, [(0.5, 0.28), (0.58, 0.46), (0.5, 0.52), (0.42, 0.46)], (250, 200, 80))


def _coins(surf, box) -> None:
    for i in range(3):
        r = pygame.Rect(0, 0, box.w * 0.7, box.h * 0.22)
        r.center = (box.centerx, box.y + box.h * (0.75 - i * 0.2))
        pygame.draw.ellipse(surf, (214, 170, 60), r)
        pygame.draw.ellipse(surf, ICON, r, max(1, box.w // 30))


def _arrow(surf, box) -> None:
    _poly(surf, box, [(0.95, 0.4), (0.45, 0.4), (0.45, 0.2), (0.05, 0.5), (0.45, 0.8),
                      (0.45, 0.6), (0.95, 0.6)], ICON_ACCENT)


def _bars(surf, box) -> None:
    frame = box.inflate(-box.w * 0.1, -box.h * 0.1)
    width = max(2, box.w // 16)
    pygame.draw.rect(surf, ICON, frame, width)
    for i in range(1, 4):
        x = frame.x + frame.w * i / 4
        pygame.draw.line(surf, ICON, (x, frame.y), (x, frame.bottom), width)


def _tree(surf, box) -> None:
    _poly(surf, box, [(0.44, 0.55), (0.56, 0.55), (0.6, 0.92), (0.4, 0.92)], (110, 80, 50))
    green = (62, 130, 70)
    for cx, cy, rr in ((0.5, 0.32, 0.26), (0.3, 0.45, 0.18), (0.7, 0.45, 0.18)):
        pygame.draw.circle(surf, green, (box.x + cx * box.w, box.y + cy * box.h), rr * box.w)
    _poly(surf, box, [(0.2, 0.92), (0.8, 0.92), (0.85, 1.0), (0.15, 1.0)], (150, 140, 120))


def _badge(surf, box) -> None:
    _poly(surf, box, [(0.5, 0.05), (0.88, 0.2), (0.82, 0.62), (0.5, 0.95), (0.18, 0.62),
                      (0.12, 0.2)], (40, 70, 140))
    _poly(surf, box, [(0.5, 0.28), (0.57, 0.44), (0.74, 0.45), (0.61, 0.56), (0.66, 0.73),
                      (0.5, 0.63), (0.34, 0.73), (0.39, 0.56), (0.26, 0.45), (0.43, 0.44)],
          (240, 200, 80))
