"""The board's painted art, drawn from an edition's data: square faces, colour bands, icons.

boards/make_art.py bakes this into each edition's tileset; the renderer paints it live
for a map that has no tile layer yet. No text here: names and prices are drawn on top at
the size the window gives, so they stay crisp.
"""

from __future__ import annotations

import math

import pygame

from byapar.engine import schema as S

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
    services = [s.index for s in edition.squares if s.kind == S.SERVICE]
    return {s: i for i, s in enumerate(services)}


def _square(surf, sq, size, k: int, service_order: dict[int, int], decks: list[str]) -> None:
    rect = _scaled(sq.rect, k)
    surf.fill(SQUARE_FACE, rect)
    parts = square_parts(sq, size)
    if sq.kind == S.PLACE:
        surf.fill(geo.argb(sq.band), _scaled(parts.band, k))
        pygame.draw.rect(surf, LINE, _scaled(parts.band, k), max(1, k // 2))
    else:
        _icon(surf, sq, _scaled(parts.icon, k), service_order, decks)
    pygame.draw.rect(surf, LINE, rect, max(1, k // 2))


# Pictures of money paid or received: under a token they read as a figure it covers.
MONEY_PICTURES = frozenset({S.COLLECT, S.COLLECT_EACH, S.PAY_EACH, S.TAX, S.ASSESSED_TAX})


def square_parts(sq, size) -> geo.Parts:
    """A square's areas; its picture (a money picture, an airport's plane, a deck's card) beside
    its tokens, not under them, where a token would hide it (see `geo.beside_tokens`)."""
    parts = geo.parts(sq.rect, size, banded=sq.kind == S.PLACE)
    return geo.beside_tokens(parts) if sq.kind != S.PLACE and parts.side != "corner" else parts


def _icon(surf, sq, r: pygame.Rect, service_order: dict[int, int], decks: list[str]) -> None:
    s = min(r.w, r.h)
    box = pygame.Rect(0, 0, s, s)
    box.center = r.center
    kind = sq.kind
    picture = travel_picture(sq, service_order)
    if picture:
        PICTURES[picture](surf, box)
    elif kind in KIND_ICONS:
        KIND_ICONS[kind](surf, box)
    elif kind == S.CARD:
        _card(surf, box, decks.index(sq.deck) if sq.deck in decks else 0)
    elif kind == S.TAX:
        _coins(surf, box)
    elif kind == S.START:
        _arrow(surf, box)
    elif kind == S.JAIL:
        _bars(surf, box)
    elif kind == S.FREE:
        _tree(surf, box)
    elif kind == S.POLICE:
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


# ----- the squares the other editions add ----------------------------------------------------

TRAVELS = (S.TRANSPORT, S.SERVICE, S.RAILROAD, S.FERRY)


def travel_picture(sq, service_order: dict[int, int]) -> str:
    """The picture's name of a square that travels or serves ("" for any other): named by the
    square's own words, as the same kind is an airport on one board and a railroad, a bus line or
    a waterworks on another; else by its kind (services by their order round the board, first a
    bolt, then a drop). Art only: the rules never look at names."""
    if sq.kind not in TRAVELS:
        return ""
    words = f"{sq.name} {sq.group}".lower()
    for keys, picture in _NAMED_ICONS:
        if any(k in words for k in keys):
            return picture
    if sq.kind == S.SERVICE:
        return "bolt" if service_order.get(sq.index, 0) % 2 == 0 else "drop"
    return {S.RAILROAD: "train", S.FERRY: "boat"}.get(sq.kind, "plane")


def mark_picture(edition, sq) -> str:
    """The board's picture of `sq` as its mark in lists and on chips, where its kind's mark would
    not tell its group from another: Business GST's water and bus group and its rail and air group
    are both transport, so each of their squares shows its own picture (a drop, a bus, a train, a
    plane), and the power group's its own too (a bolt, a boat). "" where the kind's mark is enough
    (a place's band; Byapar's airports and services, Classic's railroads and utilities)."""
    if sq.kind == S.PLACE or not marks_pictured(edition):
        return ""
    return travel_picture(sq, _service_order(edition))


def marks_pictured(edition) -> bool:
    """Whether the edition's squares that travel or serve are marked by their pictures: where two of
    its groups without a band would wear the same kind's mark."""
    groups: dict[tuple[int, int, int], set[str]] = {}
    for sq in edition.squares:
        if sq.kind in TRAVELS:
            groups.setdefault(geo.band_colour(sq), set()).add(sq.group)
    return any(len(named) > 1 for named in groups.values())


def _train(surf, box) -> None:
    """A steam engine from the side: boiler, cab, chimney and two wheels."""
    _poly(surf, box, [(0.12, 0.42), (0.62, 0.42), (0.62, 0.72), (0.12, 0.72)])  # boiler
    _poly(surf, box, [(0.6, 0.22), (0.9, 0.22), (0.9, 0.72), (0.6, 0.72)])  # cab
    _poly(surf, box, [(0.66, 0.3), (0.84, 0.3), (0.84, 0.44), (0.66, 0.44)], SQUARE_FACE)  # window
    _poly(surf, box, [(0.2, 0.2), (0.32, 0.2), (0.3, 0.42), (0.22, 0.42)])  # chimney
    _poly(surf, box, [(0.04, 0.62), (0.12, 0.52), (0.12, 0.72)], ICON_ACCENT)  # cow-catcher
    for cx in (0.3, 0.72):
        pygame.draw.circle(surf, ICON_ACCENT, (box.x + cx * box.w, box.y + 0.78 * box.h), box.w * 0.12)


def _boat(surf, box) -> None:
    """A hull on waves with one sail."""
    _poly(surf, box, [(0.1, 0.62), (0.9, 0.62), (0.76, 0.8), (0.24, 0.8)])
    _poly(surf, box, [(0.5, 0.1), (0.5, 0.58), (0.16, 0.58)], ICON_ACCENT)
    _poly(surf, box, [(0.54, 0.2), (0.54, 0.58), (0.8, 0.58)], (52, 120, 190))
    _wave(surf, box, 0.9)


def _wave(surf, box, y: float) -> None:
    points = [(box.x + box.w * i / 12, box.y + box.h * (y + 0.03 * math.sin(i * math.pi / 2)))
              for i in range(13)]
    pygame.draw.lines(surf, (52, 120, 190), False, points, max(1, box.w // 20))


def _bus(surf, box) -> None:
    body = pygame.Rect(box.x + box.w * 0.08, box.y + box.h * 0.22, box.w * 0.84, box.h * 0.5)
    pygame.draw.rect(surf, (196, 52, 48), body, border_radius=int(box.w * 0.08))
    for i in range(3):
        pane = pygame.Rect(body.x + body.w * (0.08 + i * 0.3), body.y + body.h * 0.14,
                           body.w * 0.24, body.h * 0.34)
        pygame.draw.rect(surf, SQUARE_FACE, pane)
    for cx in (0.28, 0.72):
        pygame.draw.circle(surf, ICON, (box.x + cx * box.w, box.y + 0.74 * box.h), box.w * 0.1)


def _wheel(surf, box) -> None:
    """A big wheel at the fair, for the Carnival."""
    cx, cy, r = box.centerx, box.y + box.h * 0.44, box.w * 0.36
    width = max(1, box.w // 18)
    pygame.draw.circle(surf, ICON_ACCENT, (cx, cy), r, width)
    for i in range(8):
        a = i * math.tau / 8
        end = (cx + math.cos(a) * r, cy + math.sin(a) * r)
        pygame.draw.line(surf, ICON, (cx, cy), end, max(1, width // 2))
        pygame.draw.circle(surf, (52, 120, 190) if i % 2 else (250, 200, 80), end, box.w * 0.06)
    _poly(surf, box, [(0.5, 0.44), (0.72, 0.96), (0.28, 0.96)])


def _cup(surf, box) -> None:
    """A prize cup for the Sweepstakes."""
    gold = (214, 170, 60)
    _poly(surf, box, [(0.2, 0.1), (0.8, 0.1), (0.72, 0.42), (0.56, 0.56), (0.44, 0.56), (0.28, 0.42)], gold)
    for side in (0.16, 0.84):
        pygame.draw.circle(surf, gold, (box.x + side * box.w, box.y + 0.24 * box.h), box.w * 0.1,
                           max(1, box.w // 16))
    _poly(surf, box, [(0.45, 0.54), (0.55, 0.54), (0.58, 0.78), (0.42, 0.78)], gold)
    _poly(surf, box, [(0.28, 0.78), (0.72, 0.78), (0.72, 0.92), (0.28, 0.92)], ICON)


def _coins_with(arrow_up: bool):
    """Coins with an arrow: green and up where the bank pays, red and down where you pay."""
    def draw(surf, box) -> None:
        coins = pygame.Rect(box.x, box.y + box.h * 0.25, box.w * 0.7, box.h * 0.75)
        _coins(surf, coins)
        colour = (48, 140, 70) if arrow_up else (190, 50, 40)
        pts = [(0.82, 0.1), (0.98, 0.34), (0.88, 0.34), (0.88, 0.62), (0.76, 0.62), (0.76, 0.34),
               (0.66, 0.34)]
        if not arrow_up:
            pts = [(x, 0.72 - y) for x, y in pts]
        _poly(surf, box, pts, colour)
    return draw


def _people(giving: bool):
    """Three heads and an arrow: money to every player, or from every player."""
    def draw(surf, box) -> None:
        box = box.inflate(-box.w * 0.12, -box.h * 0.12)  # a busy picture: keep it off the figure
        for i, cx in enumerate((0.2, 0.5, 0.8)):
            colour = ((196, 92, 48), (46, 110, 140), (62, 130, 70))[i]
            pygame.draw.circle(surf, colour, (box.x + cx * box.w, box.y + 0.62 * box.h), box.w * 0.1)
            _poly(surf, box, [(cx - 0.13, 0.96), (cx - 0.1, 0.76), (cx + 0.1, 0.76), (cx + 0.13, 0.96)], colour)
        pygame.draw.circle(surf, (214, 170, 60), (box.centerx, box.y + 0.2 * box.h), box.w * 0.14)
        pygame.draw.circle(surf, ICON, (box.centerx, box.y + 0.2 * box.h), box.w * 0.14, max(1, box.w // 30))
        arrow = (0.1, 0.12, 0.3, 0.24) if giving else (0.3, 0.12, 0.1, 0.24)
        for sign in (1, -1):
            x0, y0, x1, y1 = arrow
            a = (box.x + (0.5 + sign * (0.5 - x0)) * box.w, box.y + y0 * box.h)
            b = (box.x + (0.5 + sign * (0.5 - x1)) * box.w, box.y + y1 * box.h)
            pygame.draw.line(surf, ICON, a if giving else b, b if giving else a, max(1, box.w // 20))
    return draw


def _receipt(surf, box) -> None:
    """A tax bill with a per cent sign: taxes worked out from what you own."""
    paper = pygame.Rect(box.x + box.w * 0.2, box.y + box.h * 0.05, box.w * 0.6, box.h * 0.9)
    pygame.draw.rect(surf, (240, 232, 210), paper)
    pygame.draw.rect(surf, ICON, paper, max(1, box.w // 30))
    for i in range(3):
        y = paper.y + paper.h * (0.15 + 0.12 * i)
        pygame.draw.line(surf, ICON, (paper.x + paper.w * 0.15, y), (paper.right - paper.w * 0.15, y),
                         max(1, box.w // 40))
    cy = paper.y + paper.h * 0.72
    pygame.draw.circle(surf, ICON_ACCENT, (paper.x + paper.w * 0.32, cy - paper.h * 0.08), box.w * 0.06)
    pygame.draw.circle(surf, ICON_ACCENT, (paper.x + paper.w * 0.68, cy + paper.h * 0.08), box.w * 0.06)
    pygame.draw.line(surf, ICON_ACCENT, (paper.x + paper.w * 0.72, cy - paper.h * 0.16),
                     (paper.x + paper.w * 0.28, cy + paper.h * 0.16), max(1, box.w // 20))


def _open_lock(surf, box) -> None:
    """An open padlock: a bail card's mark on a player's card (the card that opens the jail)."""
    line = max(2, round(box.w * 0.11))
    shackle = pygame.Rect(box.x + box.w * 0.28, box.y + box.h * 0.06, box.w * 0.44, box.h * 0.5)
    pygame.draw.arc(surf, ICON, shackle, 0, math.pi, line)
    left = shackle.x + line // 2
    pygame.draw.line(surf, ICON, (left, shackle.centery), (left, box.y + box.h * 0.5), line)  # held in the body
    body = pygame.Rect(box.x + box.w * 0.16, box.y + box.h * 0.46, box.w * 0.68, box.h * 0.48)
    pygame.draw.rect(surf, ICON, body, border_radius=max(1, round(box.w * 0.08)))
    hole = pygame.Rect(0, 0, box.w * 0.1, box.h * 0.18)
    hole.center = (body.centerx, body.centery)
    pygame.draw.rect(surf, SQUARE_FACE, hole)


_NAMED_ICONS = (
    (("rail", "train", "central", "short line"), "train"),
    (("boat", "wharf", "ferry", "ship"), "boat"),
    (("air",), "plane"),
    (("bus", "best"), "bus"),
    (("water",), "drop"),
    (("electric", "power"), "bolt"),
)

PICTURES = {"train": _train, "boat": _boat, "plane": _plane, "bus": _bus, "drop": _drop, "bolt": _bolt,
            "open_lock": _open_lock}  # the last no square's: a bail card on a player's card

KIND_ICONS = {  # the squares that travel or serve take theirs from `travel_picture`
    "carnival": _wheel,
    "sweepstakes": _cup,
    "collect": _coins_with(arrow_up=True),
    "pay_each": _people(giving=True),
    "collect_each": _people(giving=False),
    "assessed_tax": _receipt,
}
