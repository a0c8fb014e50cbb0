"""Where things sit inside a square, worked out from its rectangle on the map alone.

Both the art script (boards/make_art.py) and the board renderer use these, so the
band and icon baked into the tiles line up with the names and prices drawn on top.
Any map works: a square's outer side is the map edge it sits nearest to.
"""

from __future__ import annotations

from typing import NamedTuple

from byapar.engine import schema as S

Rect = tuple[float, float, float, float]

BAND_DEPTH = 0.22  # the colour band's share of a square's depth (outer edge to inner edge)


PICTURE_SHARE = 0.4  # of a token strip, for a picture kept clear of the tokens


class Parts(NamedTuple):
    side: str  # "bottom", "left", "top", "right", or "corner"
    band: Rect  # on the inner edge, facing the centre of the board
    name: Rect  # room for the name, two short lines
    icon: Rect  # a picture for squares that are not coloured places
    price: Rect  # along the outer edge
    marker: Rect  # the owner's marker, on the outer edge, clear of the price
    houses: Rect  # houses sit on the band
    tokens: Rect  # where tokens stand, clear of the name and the price


def side_of(rect: Rect, size: tuple[int, int]) -> str:
    """The map edge a square sits on; corners are roughly square rectangles."""
    x, y, w, h = rect
    if w and h and 0.8 < w / h < 1.25:
        return "corner"
    gaps = {"left": x, "top": y, "right": size[0] - (x + w), "bottom": size[1] - (y + h)}
    return min(gaps, key=gaps.get)


def parts(rect: Rect, size: tuple[int, int], banded: bool = True) -> Parts:
    """Split a square into band, name, icon and price areas, in map coordinates.

    `banded` squares (coloured places) carry a band on the inner edge; the others carry
    an icon there instead.
    """
    x, y, w, h = rect
    side = side_of(rect, size)
    if side == "corner":
        inner = (x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.84)
        return Parts(side, (x, y, 0, 0), (x, y + h * 0.6, w, h * 0.36),
                     (x + w * 0.22, y + h * 0.08, w * 0.56, h * 0.5), (x, y, 0, 0), inner, inner,
                     (x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.48))
    if side in ("left", "right"):
        return _sideways(side, rect, banded)
    # Top and bottom rows: laid out upright with the inner edge on top (the bottom row),
    # then mirrored top-to-bottom for the top row. Names always stay upright on screen.
    # From the inner edge out: band (buildings) | name | tokens (over the icon, if any) | price | marker.
    depth, band = h, h * BAND_DEPTH
    upright = {
        "band": (0, 0, w, band if banded else 0),
        # a name needs two lines even on a small board (22 px at 800x600 for "Birat-nagar")
        "name": (0, band + depth * 0.005, w, depth * 0.35) if banded else (0, depth * 0.03, w, depth * 0.38),
        "icon": (w * 0.15, depth * 0.42, w * 0.7, depth * 0.34),
        "price": (0, depth * 0.765, w, depth * 0.14) if banded else (0, depth * 0.75, w, depth * 0.15),
        "marker": (w * 0.15, depth * 0.91, w * 0.7, depth * 0.06),
        "houses": (0, 0, w, band),
        "tokens": (0, depth * 0.575, w, depth * 0.19) if banded else (0, depth * 0.42, w, depth * 0.32),
    }
    flip = side == "top"
    turned = {k: (x + rx, y + (h - ry - rh if flip else ry), rw, rh) for k, (rx, ry, rw, rh) in upright.items()}
    return Parts(side, turned["band"], turned["name"], turned["icon"], turned["price"],
                 turned["marker"], turned["houses"], turned["tokens"])


def beside_tokens(p: Parts) -> Parts:
    """`p` with its picture at the start of its token strip and the tokens on the rest: a picture
    that reads as a figure (money paid or received) stands where no token covers it."""
    x, y, w, h = p.tokens
    if w >= h:
        pw = min(h, w * PICTURE_SHARE)
        return p._replace(icon=(x, y, pw, h), tokens=(x + pw, y, w - pw, h))
    ph = min(w, h * PICTURE_SHARE)
    return p._replace(icon=(x, y, w, ph), tokens=(x, y + ph, w, h - ph))


def visiting_strip(rect: Rect, size: tuple[int, int]) -> Rect:
    """Where visitors stand on the jail's corner: a strip down its outer edge, beside the bars
    (the corner's tokens rect, over the bars, is the prisoners')."""
    x, y, w, h = rect
    outer_left = x + w / 2 < size[0] / 2
    return (x + w * 0.01 if outer_left else x + w * 0.79, y + h * 0.06, w * 0.2, h * 0.54)


def _sideways(side: str, rect: Rect, banded: bool) -> Parts:
    """Squares on the left and right columns are wide and short: text runs across them, from the
    marker at the outer edge to the inner strip (band or icon), where tokens stand, over the icon
    or beside the buildings."""
    x, y, w, h = rect
    inner = w * (BAND_DEPTH if banded else 0.34)
    inner_x = x + w - inner if side == "left" else x
    text_x = x if side == "left" else x + inner
    text_w = w - inner
    band = (inner_x, y, inner if banded else 0, h)
    icon = (inner_x + inner * 0.1, y + h * 0.15, inner * 0.8, h * 0.7)
    marker_x = x + w * 0.015 if side == "left" else x + w * 0.935
    text_x += w * 0.075 if side == "left" else w * 0.01
    text_w -= w * 0.085
    # the name's two lines take most of the height (two Devanagari lines need 25 px at 800x600)
    return Parts(side, band, (text_x, y + h * 0.02, text_w, h * 0.6), icon,
                 (text_x, y + h * 0.62, text_w, h * 0.34), (marker_x, y + h * 0.2, w * 0.05, h * 0.6),
                 (inner_x, y, inner, h), (inner_x, y, inner, h))


def centre_rect(squares_rects: list[Rect], size: tuple[int, int]) -> Rect:
    """The open middle of the board: inside every square."""
    left, top, right, bottom = 0.0, 0.0, float(size[0]), float(size[1])
    for r in squares_rects:
        side = side_of(r, size)
        x, y, w, h = r
        if side == "left":
            left = max(left, x + w)
        elif side == "right":
            right = min(right, x)
        elif side == "top":
            top = max(top, y + h)
        elif side == "bottom":
            bottom = min(bottom, y)
    return (left, top, max(1.0, right - left), max(1.0, bottom - top))


# Transport squares and services have no colour band: their marks are an outline with a dot and a ring (a small dark
# filled square reads as the brown group), and the two kinds differ in colour and shape (see
# `mark_shape`), so two airports are never taken for two services.
TRANSPORT_BAND = (84, 84, 92)  # an outline with a dot, dark slate
SERVICE_BAND = (118, 84, 160)  # a ring, violet (no group's colour in any edition)
NO_BAND = TRANSPORT_BAND  # (any other kind)


def band_colour(square) -> tuple[int, int, int]:
    """The colour a square's group is shown in: a place's band, the airports' or the services'."""
    if square.kind == S.PLACE:
        return argb(square.band)
    return SERVICE_BAND if square.kind == S.SERVICE else TRANSPORT_BAND


def mark_shape(colour: tuple[int, int, int] | None) -> str:
    """How a group's swatch in `colour` is drawn: "fill" for a place's band, "stop" for the
    transport squares' (`widgets.transport_mark`), "ring" for the services'."""
    return {TRANSPORT_BAND: "stop", SERVICE_BAND: "ring"}.get(tuple(colour) if colour else (), "fill")


def argb(colour: str) -> tuple[int, int, int]:
    """Tiled's '#aarrggbb' (or '#rrggbb') as an RGB tuple; grey when empty or unreadable."""
    digits = colour.lstrip("#")
    try:
        if len(digits) == 8:
            digits = digits[2:]
        if len(digits) == 6:
            return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))
    except ValueError:
        pass
    return (150, 150, 150)
