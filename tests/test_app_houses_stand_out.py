"""Houses and hotels stand out on the board in every edition at both window sizes: each is ringed
light outside its dark outline (a green house on a green band reads), a side's houses are never
squashed flat (one house and the count where a row of them would be), and no building covers a
place's name."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, drawn, settle, table
from helpers import give

from byapar.app import theme as th
from byapar.engine import available_editions

HALO_LEAST = 8  # px: a building this large across has room for its light ring


def built_everywhere(app, edition: str):
    board = table(app, edition, ("human", "human"))
    g = board.game
    settle(app)
    places = [s for s, sq in enumerate(g.edition.squares) if sq.kind == "place"]
    for i, s in enumerate(places):
        least = g.marker_floor(s) if g.edition.rules.ownership_markers else 0
        give(g, i % 2, s, level=min(g.edition.rules.max_level, least + 1 + i % 5))
    board.presenter.sync()
    board.changed()
    board._base_key = None
    settle(app)
    return board, places


def pieces(board, s: int) -> list[set[tuple[int, int]]]:
    """The buildings drawn on square `s`'s band: its pixels the holdings changed, in connected pieces."""
    band = board.board.building_band(s).inflate(6, 6).clip(board.board.squares[s])  # a ring may reach past it
    base, plain = board._base, board._plain
    changed = {(x, y) for x in range(band.left, band.right) for y in range(band.top, band.bottom)
               if base.get_at((x, y)) != plain.get_at((x, y))}
    out = []
    while changed:
        todo = [changed.pop()]
        piece = set(todo)
        while todo:
            x, y = todo.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in changed:
                    changed.discard(n)
                    piece.add(n)
                    todo.append(n)
        out.append(piece)
    return out


def extent(piece) -> pygame.Rect:
    xs, ys = [p[0] for p in piece], [p[1] for p in piece]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("edition", available_editions())
def test_every_building_is_ringed_light_unsquashed_and_clear_of_the_names(lang_back, edition, size):
    app = app_in(size, "en")
    board, places = built_everywhere(app, edition)
    texts = drawn(app)  # the board's picture drawn afresh, its names noted
    on_board = (board._base.get_rect(), app.screen.get_rect())  # not the log's or a card's own picture
    names = [r for d in texts if d.surface in on_board for r in d.ink
             if r.w and r.h and any(d.box.colliderect(board.board.squares[s]) for s in places)]
    app.draw()
    outline = (24, 20, 18)
    ringed = 0
    for s in places:
        band = board.board.building_band(s)
        for piece in pieces(board, s):
            box = extent(piece)
            assert not [r for r in names if r.colliderect(box) and not band.contains(r)], (s, box)
            if board.board.parts[s].side in ("left", "right") and len(piece) > 20:
                assert box.h >= box.w // 2, f"square {s}: a building {box.size} squashed flat"
            if min(box.size) < HALO_LEAST:
                continue
            edge = [p for p in piece if any(n not in piece for n in ((p[0] + 1, p[1]), (p[0] - 1, p[1]),
                                                                     (p[0], p[1] + 1), (p[0], p[1] - 1)))]
            square = board.board.squares[s].inflate(-2, -2)  # against the square's own edge, framed by it
            dark = [p for p in edge if square.collidepoint(p) and th.contrast(board._base.get_at(p), outline) < 3]
            assert len(dark) <= len(edge) // 10, f"square {s}: a building {box} not ringed light: {dark}"
            ringed += 1
    assert ringed >= len(places) // 2
