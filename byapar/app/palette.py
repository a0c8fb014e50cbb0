"""Colours as people with the three common colour blindnesses see them, and how far apart.

Each colour is passed through Machado, Oliveira and Fernandes' (2009) simulation matrices at
full severity (protanopia, deuteranopia, tritanopia), applied in linear RGB, and compared by
CIE76 colour difference (delta E in CIE Lab; under about 10 two small patches read as one
colour). bench/palette.py prints the figures and draws the picture; tests/test_palette.py holds
every edition's groups and the players' colours apart.
"""

from __future__ import annotations

import itertools

from byapar.engine import schema as S

from . import geometry as geo
from . import theme as th

Colour = tuple[int, int, int]

# Machado et al. 2009, severity 1.0, for linear RGB.
SIMULATIONS: dict[str, tuple[tuple[float, float, float], ...] | None] = {
    "normal": None,
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
CLOSE = 10.0  # delta E under which two patches are hard to tell apart


def _to_linear(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(colour: Colour, vision: str) -> Colour:
    """`colour` as a person with `vision` sees it."""
    matrix = SIMULATIONS[vision]
    if matrix is None:
        return colour
    lin = [_to_linear(v) for v in colour]
    return tuple(_to_srgb(sum(m * c for m, c in zip(row, lin, strict=True))) for row in matrix)  # type: ignore[return-value]


def lab(colour: Colour) -> tuple[float, float, float]:
    """CIE Lab (D65) of an sRGB colour."""
    r, g, b = (_to_linear(v) for v in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: Colour, b: Colour) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


def closest(named: dict[str, Colour], vision: str) -> tuple[float, str, str]:
    """The closest pair of colours under `vision`: (delta E, name, name)."""
    seen = {n: simulate(c, vision) for n, c in named.items()}
    return min((delta_e(seen[a], seen[b]), a, b) for a, b in itertools.combinations(seen, 2))


def group_colours(edition) -> dict[str, Colour]:
    """Each colour group's band (airports and services have no band of their own)."""
    out: dict[str, Colour] = {}
    for sq in edition.squares:
        if sq.kind == S.PLACE and sq.group not in out:
            out[sq.group] = geo.argb(sq.band)
    return out


def player_colours() -> dict[str, Colour]:
    return {f"{i + 1}:{shape}": c for i, (c, shape) in enumerate(zip(th.PLAYER_COLOURS, th.SHAPES, strict=True))}
