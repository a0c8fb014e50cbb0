"""Colours, player tokens and sizes shared by every scene."""

from __future__ import annotations

import math

import pygame

BG = (28, 46, 40)
PANEL = (246, 240, 226)
PANEL_DARK = (226, 216, 194)
TEXT = (34, 30, 26)
MUTED = (120, 110, 98)
EDGE = (150, 136, 112)
ACCENT = (196, 92, 48)
GOOD = (34, 140, 70)
BAD = (200, 50, 40)
REASON = (52, 84, 120)  # why a button is greyed: information in a calm ink; BAD stays for refusals
SHADOW = (0, 0, 0, 70)
FIELD_BG = (255, 252, 245)
TOOLTIP_BG = (40, 36, 32)
TOOLTIP_TEXT = (250, 245, 235)
HIGHLIGHT = (255, 214, 90)
# the ring round the token of whoever must act: a violet no seat's colour comes near under any
# colour vision (a gold ring read as the first seat's, orange, "Asha's")
TURN_RING = (140, 60, 255)
LIGHT_TEXT = (248, 242, 228)
SELECTION = (170, 205, 235)  # selected text in a field

# fill, text, edge
BUTTON_STYLES = {
    "normal": ((236, 226, 204), TEXT, EDGE),
    "primary": ((196, 92, 48), (255, 250, 240), None),
    "danger": ((176, 60, 50), (255, 250, 240), None),
    "chip": ((250, 246, 236), TEXT, EDGE),
    "selected": ((46, 110, 140), (255, 250, 240), None),
    "flat": ((60, 84, 74), LIGHT_TEXT, None),
}
DISABLED = ((214, 208, 196), (110, 102, 92), None)  # greyed, but its words still read (3:1)

# Okabe-Ito colours, told apart with the usual colour-blindnesses, plus two more; each
# player also has a distinct token shape.
PLAYER_COLOURS = [
    (230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167),
    (0, 114, 178), (213, 94, 0), (240, 228, 66), (90, 90, 90),
]
SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon", "pentagon", "cross"]


def luminance(c) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG contrast ratio between two colours, 1 to 21."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def legible(c, bg, ratio: float = 3.0):
    """`c`, darkened on a light background or lightened on a dark one just enough to stand
    out from `bg` by `ratio` (a player's yellow on cream becomes an ochre of the same hue)."""
    towards = darken if luminance(bg) > 0.25 else lighten
    out = tuple(c[:3])
    step = 0.0
    while contrast(out, bg) < ratio and step < 1.0:
        step += 0.05
        out = towards(c, step)
    return out


def ink_on(c):
    """The text colour that reads best on a fill of `c`: the dark text or white."""
    return max((TEXT, (255, 255, 255)), key=lambda ink: contrast(ink, c))


def lighten(c, amount: float):
    return tuple(min(255, int(v + (255 - v) * amount)) for v in c[:3])


def darken(c, amount: float):
    return tuple(int(v * (1 - amount)) for v in c[:3])


def scale_of(surf_or_size) -> float:
    """How much bigger or smaller than the 1280x800 design the window is."""
    w, h = surf_or_size if isinstance(surf_or_size, tuple) else surf_or_size.get_size()
    return max(0.55, min(w / 1280, h / 800, 2.0))


TEXT_SIZES = (100, 125, 150)  # the text-size setting, in percent
text_scale = 1.0  # the chosen text size on top of the window's scale (see set_text_size)


def set_text_size(percent: int) -> None:
    """Make every text the app draws through `size` this many percent of its design size."""
    global text_scale
    text_scale = (percent if percent in TEXT_SIZES else 100) / 100


def text_floor(surf_or_size) -> int:
    """The least text size for a window: 12 px at 1280x800 and above, 10 px at 800x600."""
    return 12 if scale_of(surf_or_size) >= 1.0 else 10 if scale_of(surf_or_size) <= 0.625 else 11


def size(base: int, surf_or_size, grown: float | None = None) -> int:
    """A font size from the 1280x800 design, scaled to the window but never unreadably small,
    then grown by the text-size setting (on top of that least size, so a small window's texts
    grow by the chosen percent too); by `grown` instead where given (1.0: the usual size)."""
    return round(max(11, base * scale_of(surf_or_size)) * (text_scale if grown is None else grown))


READING_LEAST = 13  # text read line by line (the log, a deed's table, the bidders) is never smaller


def reading_size(base: int, surf_or_size, grown: float | None = None) -> int:
    """`size` for text read line by line: at a small window it stays at READING_LEAST, where
    labels may shrink to the floor (Devanagari's marks make smaller sizes hard to read); grown
    by the text size, or by `grown` where given, as `size`."""
    return round(max(READING_LEAST, base * scale_of(surf_or_size)) * (text_scale if grown is None else grown))


SHAPE_REACH = 1.2  # the farthest a shape's points stand from its centre, in radii (see shape_points)


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Outline points of a token shape; a circle is drawn directly."""
    def ring(n: int, start: float, radius: float = r) -> list[tuple[float, float]]:
        return [(cx + math.cos(start + i * math.tau / n) * radius,
                 cy + math.sin(start + i * math.tau / n) * radius) for i in range(n)]

    if shape == "square":
        return ring(4, math.pi / 4, r * 1.15)
    if shape == "triangle":
        return ring(3, -math.pi / 2, r * 1.2)
    if shape == "diamond":
        return ring(4, 0, r * 1.15)
    if shape == "hexagon":
        return ring(6, 0)
    if shape == "pentagon":
        return ring(5, -math.pi / 2, r * 1.08)
    if shape == "star":
        outer, inner = ring(5, -math.pi / 2, r * 1.2), ring(5, -math.pi / 2 + math.pi / 5, r * 0.55)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if shape == "cross":
        a, b = r * 0.38, r
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                (cx - b, cy - a), (cx - a, cy - a)]
    return []


TOKEN_HALO = (255, 252, 240)  # a light ring outside the dark outline: one of the two stands out on any square


def token_reach(r: float) -> float:
    """How far from its centre a token of radius `r` drawn with its halo reaches."""
    return r + _ring(r)


def token_extent(r: float) -> float:
    """How far from its centre a token of radius `r` of any shape, with its halo, reaches (a
    triangle's or a star's points stand out past the circle)."""
    return token_reach(r) * SHAPE_REACH


def _ring(r: float) -> int:
    return max(2, math.ceil(r * 0.3))  # whole pixels: a ring rounded down vanishes on a flat side


def draw_token(surf: pygame.Surface, shape: str, colour, centre: tuple[float, float], r: float,
               outline=(30, 26, 22), halo: bool = False) -> None:
    """A player's token; with `halo`, ringed light outside its dark outline, so a blue token on
    a blue icon (or any colour on its own) still stands out on the board."""
    cx, cy = centre
    width = max(1, int(r * 0.18))
    if halo:
        ring = _ring(r)
        draw_token(surf, shape, TOKEN_HALO, centre, r + ring, TOKEN_HALO)
        draw_token(surf, shape, outline, centre, r + max(1, ring // 2), outline)
    if shape == "circle" or shape not in SHAPES:
        pygame.draw.circle(surf, colour, (cx, cy), r)
        pygame.draw.circle(surf, outline, (cx, cy), r, width)
        return
    pts = shape_points(shape, cx, cy, r)
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, outline, pts, width)


_TOKEN_PICTURES: dict[tuple, pygame.Surface] = {}


def blit_token(surf: pygame.Surface, shape: str, colour, centre: tuple[float, float], r: float) -> None:
    """A token with its halo, as `draw_token` draws it, from a picture drawn once per shape,
    colour and size: the board draws its tokens every frame."""
    half = math.ceil(token_extent(r)) + 2
    key = (shape, tuple(colour), r)
    picture = _TOKEN_PICTURES.get(key)
    if picture is None:
        if len(_TOKEN_PICTURES) >= 64:  # a few sizes per seat; a new layout makes new ones
            _TOKEN_PICTURES.clear()
        picture = _TOKEN_PICTURES[key] = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        draw_token(picture, shape, colour, (half, half), r, halo=True)
    surf.blit(picture, (round(centre[0]) - half, round(centre[1]) - half))


def window_icon() -> pygame.Surface:
    """The window's icon, drawn here: a board with its corner squares. Set before the window
    opens, it also spares pygame loading its own icon through importlib.resources (about
    10 ms of the first menu frame)."""
    icon = pygame.Surface((32, 32))
    icon.fill(BG)
    pygame.draw.rect(icon, PANEL, (2, 2, 28, 28), border_radius=3)
    pygame.draw.rect(icon, BG, (9, 9, 14, 14))
    for x, y in ((2, 2), (23, 2), (2, 23), (23, 23)):
        pygame.draw.rect(icon, ACCENT, (x, y, 7, 7))
    return icon
