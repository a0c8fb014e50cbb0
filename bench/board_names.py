"""How large the board's square names are set: for each edition, language and text size, at
800x600 and 1280x800, the smallest name's set size (its font size times any squeeze, as the
board draws it), the median, and the names set under a size (11 px unless told).

The sizes come from the board's own fitting (`BoardView.name_fit`, which `BoardView.name_ink`
and the board's picture read), so the figures are what a player sees.

    .venv/bin/python bench/board_names.py [--under 11] [--edition byapar]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from byapar.app import board_view, fonts, lang  # noqa: E402
from byapar.app import theme as th  # noqa: E402
from byapar.engine import available_editions, load_edition  # noqa: E402

SIZES = ((800, 600), (1280, 800))
LANGUAGES = ("en", "ne")


def set_sizes(edition: str, size: tuple[int, int]) -> list[tuple[str, float]]:
    """Each square's name on the board of `edition` laid out for a window of `size`, in the
    language and text size now chosen: (the words shown, their size as set)."""
    view = board_view.BoardView(load_edition(edition))
    view.layout(board_view.board_area(size), paint=False)
    fits = [view.name_fit(s)[1] for s in range(len(view.edition.squares))]
    return [(" / ".join(f.lines), f.size * f.squeeze) for f in fits]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--under", type=float, default=11, help="list the names set under this size (px)")
    ap.add_argument("--edition", choices=available_editions(), help="one edition only")
    args = ap.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    print(f"{'window':>9} {'edition':<13} {'lang':<4} {'text':>4} {'least':>6} {'median':>6}  under {args.under:g} px")
    for size in SIZES:
        fonts.set_floor(th.text_floor(size))
        for edition in [args.edition] if args.edition else available_editions():
            for language in LANGUAGES:
                lang.use(language)
                for text in th.TEXT_SIZES:
                    th.set_text_size(text)
                    named = set_sizes(edition, size)
                    px = [p for _, p in named]
                    small = ", ".join(f"{n!r} {p:.1f}" for n, p in sorted(named, key=lambda x: x[1]) if p < args.under)
                    print(f"{size[0]:>4}x{size[1]:<4} {edition:<13} {language:<4} {text:>3}% {min(px):>6.1f} "
                          f"{statistics.median(px):>6.1f}  {small}")
    lang.use("en")
    th.set_text_size(100)


if __name__ == "__main__":
    main()
