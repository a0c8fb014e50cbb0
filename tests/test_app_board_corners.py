"""A square's own marks stand apart: tokens on a corner stand beside its picture, never on it
(an orange token on Carnival's orange hub was lost); a corner's name stands apart from its
figure (the ferry's डुङ्गा ran into its fare); on a place's band the owner's house, the count of
houses beside it and a token standing there do not cover each other. In every edition, at
800x600 and 1280x800, in English and Nepali, at the usual and the largest text size."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in

from byapar.app import board_view, fonts
from byapar.app import theme as th
from byapar.engine import available_editions, load_edition
from byapar.engine import schema as S

SIZES = [(800, 600), (1280, 800)]


def laid_out(edition: str, size: tuple[int, int]) -> board_view.BoardView:
    view = board_view.BoardView(load_edition(edition))
    view.layout(board_view.board_area(size), paint=False)
    return view


def token_mask(shape: str, r: float, centre: tuple[float, float]) -> tuple[pygame.Mask, tuple[int, int]]:
    """A token as the board draws it, with its halo: its pixels and where they stand on screen."""
    half = int(3 * r) + 4
    layer = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    x, y = centre
    at = (round(x) - half, round(y) - half)
    th.draw_token(layer, shape, (230, 159, 0), (x - at[0], y - at[1]), r, halo=True)
    return pygame.mask.from_surface(layer), at


def rect_mask(r: pygame.Rect, at: tuple[int, int], size: tuple[int, int]) -> pygame.Mask:
    mask = pygame.mask.Mask(size)
    mask.draw(pygame.mask.Mask(r.size, fill=True), (r.x - at[0], r.y - at[1]))
    return mask


@pytest.mark.parametrize("size", SIZES, ids=["800x600", "1280x800"])
def test_tokens_on_a_corner_stand_beside_its_picture_inside_the_corner(home, lang_back, size):
    app_in(size, "ne", 150)
    out = []
    for edition in available_editions():
        view = laid_out(edition, size)
        for s, parts in enumerate(view.parts):
            if parts.side != "corner" or s == view.jail:  # the jail's prisoners stand behind its bars
                continue
            picture = view.picture_rect(parts).move(view.rect.topleft)
            for count in range(1, 7):
                r = view.crowd_radius(s, count)
                for slot in range(count):
                    mask, at = token_mask(th.SHAPES[slot], r, view.token_spot(s, slot, count))
                    drawn = [b.move(at) for b in mask.get_bounding_rects()]
                    over = mask.overlap_area(rect_mask(picture, at, mask.get_size()), (0, 0))
                    inside = all(view.squares[s].contains(b) for b in drawn)
                    if over or not inside:
                        out.append((edition, view.edition.squares[s].name, count, slot, over, inside))
    assert out == []


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES, ids=["800x600", "1280x800"])
def test_a_corner_s_name_stands_apart_from_its_figure(home, lang_back, size, language, text_size):
    app_in(size, language, text_size)
    out = []
    for edition in available_editions():
        view = laid_out(edition, size)
        drawn: list[fonts.Drawn] = []
        fonts.recording(drawn)
        try:
            *_, picture = view.paint_static()
        finally:
            fonts.recording(None)
        for s, parts in enumerate(view.parts):
            sq = view.edition.squares[s]
            if parts.side != "corner" or not view._price_label(sq):
                continue
            square = view.local(sq.rect)
            inks = [d for d in drawn if d.box.colliderect(square)]
            assert len(inks) == 2, (edition, sq.name, [d.text for d in inks])  # its name and its figure
            name, figure = inks
            gap = min(r.top for r in figure.ink if r.h) - max(r.bottom for r in name.ink if r.h)
            if gap < board_view.FIGURE_MARGIN or name.cut:
                out.append((edition, sq.name, name.lines, figure.lines, gap, name.cut))
    assert out == []


def band_pixels(view, size, owners, levels) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill((0, 0, 0))
    view.draw_holdings(surf, (owners, levels, [False] * len(levels)), [(200, 40, 40), (40, 40, 200)])
    return surf


def changed(a: pygame.Surface, b: pygame.Surface) -> pygame.Mask:
    """The pixels where `a` and `b` differ."""
    same = pygame.mask.from_threshold(a, (0, 0, 0, 0), (1, 1, 1, 255), b)
    same.invert()
    return same


def grown(mask: pygame.Mask) -> pygame.Mask:
    """`mask` a pixel wider all round: marks that touch overlap it."""
    return mask.convolve(pygame.mask.Mask((3, 3), fill=True), None, (-1, -1))


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES, ids=["800x600", "1280x800"])
def test_a_band_s_house_its_count_and_a_token_do_not_cover_each_other(home, lang_back, monkeypatch, size, language,
                                                                       text_size):
    app_in(size, language, text_size)
    view = laid_out("finance", size)
    view.shape_of = lambda seat: "square"
    squares = view.edition.squares
    places = [s for s, sq in enumerate(squares) if sq.kind == S.PLACE]
    owners = [0 if s in places else None for s in range(len(squares))]
    three = [3 if s in places else 0 for s in range(len(squares))]
    view.holdings_key(type("Table", (), {"owners": owners, "levels": three, "mortgages": [False] * len(three)}))
    bare = band_pixels(view, size, owners, [0] * len(squares))
    counted = band_pixels(view, size, owners, three)
    with monkeypatch.context() as m:  # the houses alone, without their count
        m.setattr(board_view, "_count", lambda *args, **kw: None)
        uncounted = band_pixels(view, size, owners, three)
    houses, counts = changed(bare, uncounted), changed(uncounted, counted)
    out = []
    for s in places:
        square = rect_mask(view.squares[s], (0, 0), size)
        house, count = houses.overlap_mask(square, (0, 0)), counts.overlap_mask(square, (0, 0))
        assert house.count() and count.count(), squares[s].name  # a house and its count drawn
        mask, at = token_mask("square", view.crowd_radius(s, 1), view.token_spot(s, 0, 1))
        token = pygame.mask.Mask(size)
        token.draw(mask, at)
        faults = [what for what, a, b in (("house-count", house, count), ("house-token", house, token),
                                          ("count-token", count, token))
                  if grown(a).overlap_area(b, (0, 0))]
        if faults:
            out.append((squares[s].name, faults))
    assert out == []
