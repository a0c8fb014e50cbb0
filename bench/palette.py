"""How far apart the board's group colours and the players' colours stay for people with the
three common colour blindnesses, and a picture of them to look at.

The simulation and the measure are byapar.app.palette's (Machado et al. 2009 matrices at full
severity, CIE76 delta E). Printed: for each edition's groups and for the player colours, the
closest pair under normal vision and under each simulation. The picture shows one row per
vision, the groups of each edition and the player tokens (with their shapes) in each.

    .venv/bin/python bench/palette.py [--picture /tmp/palette.png]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from byapar.app import fonts  # noqa: E402
from byapar.app import theme as th  # noqa: E402
from byapar.app.palette import (  # noqa: E402
    CLOSE,
    SIMULATIONS,
    Colour,
    closest,
    group_colours,
    player_colours,
    simulate,
)
from byapar.engine import available_editions, load_edition  # noqa: E402


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
