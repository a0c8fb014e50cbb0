"""How far apart the board's group colours and the players' colours stay for people with the
three common colour blindnesses, and a picture of them to look at.

Each colour is passed through Machado, Oliveira and Fernandes' (2009) simulation matrices at
full severity (protanopia, deuteranopia, tritanopia), applied in linear RGB, and compared by
CIE76 colour difference (delta E in CIE Lab; under about 10 two small patches read as one
colour). Printed: for each edition's groups and for the player colours, the closest pair under
normal vision and under each simulation. The picture shows one row per vision, the groups of
each edition and the player tokens (with their shapes) in each.

    .venv/bin/python bench/palette.py [--picture /tmp/palette.png]
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from byapar.app import fonts  # noqa: E402
from byapar.app import geometry as geo  # noqa: E402
from byapar.app import theme as th  # noqa: E402
from byapar.engine import available_editions, load_edition  # noqa: E402

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
        if sq.kind == "place" and sq.group not in out:
            out[sq.group] = geo.argb(sq.band)
    return out


def player_colours() -> dict[str, Colour]:
    return {f"{i + 1}:{shape}": c for i, (c, shape) in enumerate(zip(th.PLAYER_COLOURS, th.SHAPES, strict=True))}


def report() -> list[tuple[str, dict[str, Colour]]]:
    sets = [(f"groups {name}", group_colours(load_edition(name))) for name in available_editions()]
    sets.append(("players", player_colours()))
    for title, named in sets:
        cells = []
        for vision in SIMULATIONS:
            d, a, b = closest(named, vision)
            flag = " (close)" if d < CLOSE else ""
            cells.append(f"{vision} {d:5.1f} {a}~{b}{flag}")
        print(f"{title:22s} closest pair, delta E: " + " | ".join(cells))
    return sets


def picture(sets: list[tuple[str, dict[str, Colour]]], path: str) -> None:
    """One row per vision; the editions' groups as bands, then the players' tokens."""
    pygame.font.init()
    cell, gap, label_w = 34, 6, 130
    widest = sum(len(named) for _, named in sets) * (cell + 2) + gap * len(sets)
    w, h = label_w + widest + 20, 30 + len(SIMULATIONS) * (cell + 16)
    surf = pygame.Surface((w, h))
    surf.fill((246, 240, 226))
    x0 = label_w
    for title, named in sets:
        fonts.line(surf, title.replace("groups ", ""), pygame.Rect(x0, 6, len(named) * (cell + 2), 18), 12,
                   (34, 30, 26))
        x0 += len(named) * (cell + 2) + gap
    for row, vision in enumerate(SIMULATIONS):
        y = 30 + row * (cell + 16)
        fonts.line(surf, vision, pygame.Rect(8, y + cell // 3, label_w - 12, 18), 14, (34, 30, 26), bold=True)
        x = label_w
        for title, named in sets:
            for name, colour in named.items():
                seen = simulate(colour, vision)
                if title == "players":
                    shape = name.split(":")[1]
                    th.draw_token(surf, shape, seen, (x + cell / 2, y + cell / 2), cell * 0.38)
                else:
                    pygame.draw.rect(surf, seen, (x, y, cell, cell), border_radius=3)
                x += cell + 2
            x += gap
    pygame.image.save(surf, path)
    print(f"picture: {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--picture", default="", help="also draw the colours under each vision to this PNG")
    args = parser.parse_args()
    sets = report()
    if args.picture:
        picture(sets, args.picture)


if __name__ == "__main__":
    main()
