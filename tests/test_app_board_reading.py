"""The board read at 800x600 and 1280x800: names grow with the text-size setting, long words
broken rather than set narrower than reads as the least size, prices dark and as large as their squares allow, tokens,
owners' bars and buildings kept off the words, and the corners' words inside their squares."""

from __future__ import annotations

import pygame
import pytest

from byapar.app import board_view, fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.engine import load_edition

SIZES = [(800, 600), (1280, 800)]
IDS = ["800x600", "1280x800"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    lang.use("en")


def painted(edition: str, size: tuple[int, int], language: str = "en", percent: int = 100):
    """The board of `edition` laid out afresh for a window of `size`: the view and the texts it drew."""
    lang.use(language)
    th.set_text_size(percent)
    seen: list[fonts.Drawn] = []
    board_view._LAST_STATIC.clear()
    view = board_view.BoardView(load_edition(edition))
    fonts.recording(seen)
    try:
        view.layout(board_view.board_area(size))
    finally:
        fonts.recording(None)
        th.set_text_size(100)
    return view, seen  # the language left as chosen: `english_after` sets it back


def names_of(view: board_view.BoardView, seen: list[fonts.Drawn]) -> list[tuple[int, fonts.Drawn]]:
    """Each square's drawn name, with the square's number."""
    out = []
    for s, sq in enumerate(view.edition.squares):
        home = view.local(sq.rect)
        out += [(s, d) for d in seen if d.text in (lang.square_name(sq), lang.square_short(sq))
                and home.contains(d.box)]
    return out


def words_in(view: board_view.BoardView, seen: list[fonts.Drawn], s: int) -> list[pygame.Rect]:
    """The ink of every text drawn in square `s`, on the screen."""
    home = view.local(view.edition.squares[s].rect)
    return [ink.move(view.rect.topleft) for d in seen if home.contains(d.box) for ink in d.ink if ink.h]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_board_s_names_grow_with_the_text_size_and_stay_in_their_squares(home, size, language):
    App(size)
    total = []
    for percent in (100, 125, 150):
        lang.use(language)
        view, seen = painted("byapar", size, language, percent)
        named = names_of(view, seen)
        assert len(named) >= 30
        for s, d in named:
            assert d.size >= fonts.floor(), (d.text, d.size)
            assert all(view.local(view.edition.squares[s].rect).contains(ink) for ink in d.ink if ink.h), d.text
        total.append(sum(d.size for _s, d in named))
    assert total[0] < total[1] < total[2], total


def whole(fitted: fonts.Fit) -> bool:
    return not fitted.cut and not fonts.broken(fitted.lines)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_name_is_shortened_by_its_short_name_before_it_is_set_smaller(home, size):
    App(size)
    view, seen = painted("classic", size)
    base = max(d.size for _s, d in names_of(view, seen))  # the board's own size, where a name has room
    smaller = [d.text for s, d in names_of(view, seen)
               if d.text == view.edition.squares[s].name and view.edition.squares[s].short and d.size < base
               and view.parts[s].side in ("top", "bottom")
               and whole(fonts.fit(view.edition.squares[s].short, base, d.box.w, d.box.h, 2, base, bold=True,
                                   condense=False))]
    assert not smaller, smaller


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("edition", ["byapar", "classic", "finance"])
def test_a_long_word_is_broken_rather_than_set_narrower_than_reads_as_the_least_size(home, size, edition):
    """A name set narrower reads smaller: a long word ("Orien-tal", "Mahen-drana-gar" at 800x600)
    is broken between syllables before it is squeezed to read under the window's least size, and
    broken only where it is wider than its box at that size even in the regular weight."""
    App(size)
    view, seen = painted(edition, size)
    needless, small = [], []
    for _s, d in names_of(view, seen):
        if d.size * d.squeeze < fonts.floor():
            small.append((d.text, d.size, d.squeeze))
        for line, after in zip(d.lines, d.lines[1:], strict=False):
            if line.endswith(fonts.HYPHEN):
                word = line.split()[-1][:-1] + after.split()[0]
                if fonts.width(word, fonts.least_size(word)) <= d.box.w:
                    needless.append((word, d.lines))
    assert needless + small == []


def reach(shape: str, r: float, centre: tuple[float, float], size: tuple[int, int]) -> pygame.Rect:
    """What a token drawn on the board covers, read from its own pixels."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    th.draw_token(layer, shape, (200, 40, 40), centre, r, halo=True)
    return layer.get_bounding_rect()


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["business_gst", "byapar", "classic", "finance"])
def test_tokens_and_owners_bars_stand_off_the_names_and_figures(home, size, edition, language):
    App(size)
    view, seen = painted(edition, size, language)
    squares = [s for s, _sq in enumerate(view.edition.squares) if view.parts[s].side != "corner"]
    covered = []
    for s in squares:
        words = words_in(view, seen, s)
        for count in (1, 2, 4):
            for slot in range(count):
                token = reach("circle", view.crowd_radius(s, count), view.token_spot(s, slot, count), size)
                covered += [("token", s, count) for ink in words if token.colliderect(ink)]
        if view.edition.squares[s].buyable:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            owners = [None] * len(view.edition.squares)
            owners[s] = 0
            none = [0] * len(owners)
            view.draw_holdings(layer, (tuple(owners), tuple(none), tuple(none)), [(200, 40, 40)])
            bar = layer.get_bounding_rect()
            covered += [("bar", s) for ink in words if bar.colliderect(ink)]
    assert not covered, covered


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_the_largest_text_tokens_and_owners_bars_stand_off_every_figure(home, size, language):
    App(size)
    covered = []
    for edition in ("business_gst", "byapar", "classic", "finance"):
        view, seen = painted(edition, size, language, 150)
        for s, d in figures_of(view, seen):
            ink = [r.move(view.rect.topleft) for r in d.ink if r.h]
            for count in (1, 4):
                for slot in range(count):
                    token = reach("circle", view.crowd_radius(s, count), view.token_spot(s, slot, count), size)
                    covered += [(edition, "token", s, d.text) for r in ink if token.colliderect(r)]
            bar = view.marker_rect(s)
            covered += [(edition, "bar", s, d.text) for r in ink if bar.colliderect(r)]
    assert not covered, covered


def test_finance_s_ownership_house_is_drawn_as_a_house_not_as_a_token(home, monkeypatch):
    App((800, 600))
    view, _seen = painted("finance", (800, 600))
    view.shape_of = lambda seat: "circle"
    lot = next(s for s, sq in enumerate(view.edition.squares) if sq.kind == "place")
    calls: list[dict] = []
    real = th.draw_token
    monkeypatch.setattr(board_view.th, "draw_token", lambda *a, **k: (calls.append(k), real(*a, **k)))
    layer = pygame.Surface((800, 600), pygame.SRCALPHA)
    owners, levels, none = [None] * len(view.edition.squares), [0] * len(view.edition.squares), [0] * 40
    owners[lot], levels[lot] = 0, 1
    view.draw_holdings(layer, (tuple(owners), tuple(levels), tuple(none[:len(owners)])), [(200, 40, 40)])
    band = view.to_screen(view.parts[lot].houses)
    house = [(x, y) for x in range(band.left, band.right) for y in range(band.top, band.bottom)
             if tuple(layer.get_at((x, y)))[:3] == board_view.HOUSE_WHITE]
    assert calls and not any(k.get("halo") for k in calls)  # no token's ring on the bar
    assert len(house) >= 6  # the mark stands on a white house


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("edition", ["business_gst", "byapar", "classic", "finance"])
def test_a_corner_s_words_stand_inside_its_drawn_edges(home, size, edition):
    App(size)
    outside = []
    for language in ("en", "ne"):
        view, seen = painted(edition, size, language)
        for s, sq in enumerate(view.edition.squares):
            if view.parts[s].side != "corner":
                continue
            inner = view.local(sq.rect).inflate(-2 * (board_view.SQUARE_EDGE - 1), 0)
            outside += [(language, d.text, ink, inner) for d in seen if view.local(sq.rect).contains(d.box)
                        for ink in d.ink if ink.h and not (inner.left <= ink.left and ink.right <= inner.right)]
    assert not outside, outside


def picture_of(view: board_view.BoardView, s: int) -> pygame.Rect:
    """Where a square's picture stands on the board's surface: a square centred in its icon area."""
    area = view.local(view.parts[s].icon)
    box = pygame.Rect(0, 0, min(area.size), min(area.size))
    box.center = area.center
    return box


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_square_s_name_stands_apart_from_its_picture_at_every_text_size(home, size, language):
    App(size)
    over = []
    for edition in ("business_gst", "byapar", "classic", "finance"):
        for percent in (100, 125, 150):
            view, seen = painted(edition, size, language, percent)
            for s, d in names_of(view, seen):
                if view.edition.squares[s].kind == "place" or view.parts[s].side == "corner":
                    continue
                gap = picture_of(view, s).inflate(4, 4)  # two pixels all round
                over += [(edition, percent, d.text) for ink in d.ink if ink.h and ink.colliderect(gap)]
    assert not over, over


def figures_of(view: board_view.BoardView, seen: list[fonts.Drawn]) -> list[tuple[int, fonts.Drawn]]:
    """Each square's drawn figure (its price, tax or fee), with the square's number."""
    out = []
    for s, sq in enumerate(view.edition.squares):
        home, price = view.local(sq.rect), view.local(view.parts[s].price)
        out += [(s, d) for d in seen if home.colliderect(d.box) and d.box.colliderect(price)
                and d.text not in (lang.square_name(sq), lang.square_short(sq))]
    return out


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_every_figure_stands_whole_inside_its_square_s_edges(home, size, language):
    App(size)
    outside = []
    for edition in ("business_gst", "byapar", "classic", "finance"):
        for percent in (100, 150):
            view, seen = painted(edition, size, language, percent)
            figures = figures_of(view, seen)
            assert len(figures) >= 25, edition
            for s, d in figures:
                inner = view.local(view.edition.squares[s].rect).inflate(-2 * (board_view.SQUARE_EDGE - 1),
                                                                         -2 * (board_view.SQUARE_EDGE - 1))
                outside += [(edition, percent, s, d.text) for ink in d.ink
                            if ink.h and not (inner.contains(ink) and d.box.contains(ink))]
                outside += [(edition, percent, s, d.text, "cut") for _ in [0] if d.cut]
    assert not outside, outside


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_price_reads_dark_and_as_large_as_its_square_allows(home, size, language):
    """A price is read: dark on its square (10:1 or more), and on a side of the board set at the
    reading size grown by the text size, else as large as its box holds it on one line, each
    edition at 100% and 150% (at 800x600 prices were set at 11 px in a pale ink, where 13 px
    fitted). On the top and bottom rows, whose token strip is a token high, at the names' size."""
    App(size)
    assert th.contrast(board_view.PRICE_COLOUR, th.PANEL) >= 10
    small = []
    for edition in ("business_gst", "byapar", "classic", "finance"):
        for percent in (100, 150):
            view, seen = painted(edition, size, language, percent)
            th.set_text_size(percent)
            try:
                for s, d in figures_of(view, seen):
                    row = view.parts[s].side in ("top", "bottom")
                    want = board_view.name_size(view.scale) if row else th.reading_size(13, size)
                    if not view.edition.squares[s].buyable or d.size >= want:
                        continue
                    larger = fonts.fit(d.text, d.size + 1, d.box.w, d.box.h, 1, d.size + 1, condense=False)
                    if not larger.cut and larger.size == d.size + 1:
                        small.append((edition, percent, d.text, d.size))
            finally:
                th.set_text_size(100)
    assert not small, small


def drawn_name(edition: str, size: tuple[int, int], name: str) -> fonts.Drawn:
    """The drawn name of the square whose name or short name is `name`."""
    view, seen = painted(edition, size)
    return next(d for s, d in names_of(view, seen) if name in (view.edition.squares[s].name, view.edition.squares[s].short))


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_name_takes_its_second_line_before_it_is_set_much_narrower(home, size):
    App(size)
    electric = drawn_name("classic", size, "Electric Co.")
    assert len(electric.lines) == 2 and electric.squeeze >= 0.85, (electric.lines, electric.squeeze)
    assert electric.size >= 10


def test_a_long_name_is_broken_between_its_syllables(home):
    App((800, 600))
    seen = {"Sweepstakes": drawn_name("finance", (800, 600), "Sweepstakes").lines,
            "Oriental Avenue": drawn_name("classic", (800, 600), "Oriental Avenue").lines,
            "Mahendranagar": drawn_name("byapar", (800, 600), "Mahendranagar").lines}
    assert seen == {"Sweepstakes": ["Sweep" + fonts.HYPHEN, "stakes"],  # never "Sweepsta-kes"
                    "Oriental Avenue": ["Orien" + fonts.HYPHEN, "tal"],  # its short name, clear of its neighbours' ends
                    "Mahendranagar": ["Mahen" + fonts.HYPHEN, "drana" + fonts.HYPHEN, "gar"]}


def test_a_name_too_long_for_its_square_at_the_least_size_reads_by_its_short_name_before_it_is_broken(home):
    """"Mediterranean" and "Connecticut" at 800x600 have no room whole at the window's least size:
    their squares read "Medit. / Ave." and "Conn. / Ave." rather than a word broken in three."""
    App((800, 600))
    seen = [drawn_name("classic", (800, 600), name) for name in ("Mediterranean Avenue", "Connecticut Avenue")]
    assert [(d.lines, d.size * d.squeeze >= fonts.floor()) for d in seen] == [(["Medit.", "Ave."], True),
                                                                             (["Conn.", "Ave."], True)]


def test_a_word_is_never_broken_inside_the_consonants_a_syllable_begins_with():
    pygame.font.init()
    room = fonts.width("dranagar", 12, bold=True) + 1  # "Mahend-ranagar" would fit, "Mahendra-" not
    assert fonts.width("Mahendra" + fonts.HYPHEN, 12, bold=True) > room
    fitted = fonts.fit("Mahendranagar", 12, room, 40, 2, 12, bold=True, condense=False)
    assert fitted.lines == ["Mahen" + fonts.HYPHEN, "dranagar"]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("level", [1, 3])
def test_finance_s_owner_reads_from_the_ownership_house_as_well_as_from_another_edition_s_bar(home, size, level):
    App(size)
    red = (200, 40, 40)
    classic, _seen = painted("classic", size)
    bar = classic.marker_rect(next(s for s, sq in enumerate(classic.edition.squares) if sq.kind == "place"))
    view, _seen = painted("finance", size)
    view.shape_of = lambda seat: "circle"
    n = len(view.edition.squares)
    lot = next(s for s, sq in enumerate(view.edition.squares) if sq.kind == "place")
    owners, levels = [None] * n, [0] * n
    owners[lot], levels[lot] = 0, level
    layer = pygame.Surface(size, pygame.SRCALPHA)
    view.draw_buildings(layer, [lot], (tuple(owners), tuple(levels), (0,) * n), [red])
    band = view.to_screen(view.parts[lot].houses)
    coloured = [(x, y) for x in range(band.left, band.right) for y in range(band.top, band.bottom)
                if tuple(layer.get_at((x, y)))[:3] == red]
    assert len(coloured) >= bar.w * bar.h, (len(coloured), bar)


@pytest.mark.parametrize("name, first", [("Hyderabad", "Hyder"), ("Ahmedabad", "Ahmed"), ("Bharatpur", "Bharat")])
def test_a_place_name_breaks_before_its_ending_where_that_fits(name, first):
    """"Hyde-rabad" and "Ahme-dabad" read oddly: a place's ending (-abad, -pur) goes whole."""
    pygame.font.init()
    room = fonts.width(first + fonts.HYPHEN, 12, bold=True) + 1
    assert fonts.width(name, 12, bold=True) > room
    fitted = fonts.fit(name, 12, room, 40, 2, 12, bold=True, condense=False)
    assert fitted.lines == [first + fonts.HYPHEN, name[len(first):]], fitted.lines


EDITIONS = ["byapar", "classic", "business_gst", "finance"]


def reading_sizes(edition: str, size: tuple[int, int], language: str, percent: int) -> dict[int, float]:
    """Each square's name as read (its font size, less for a line set narrower), and a check that
    its ink stays in its square."""
    view, seen = painted(edition, size, language, percent)
    out = {}
    for s, d in names_of(view, seen):
        assert all(view.local(view.edition.squares[s].rect).contains(ink) for ink in d.ink if ink.h), d.text
        out[s] = d.size * d.squeeze
    return out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_the_largest_text_size_no_name_reads_smaller_than_at_the_usual_one(home, edition, language):
    """At 800x600, 150%: every square's name is set at least as large as at 100% (a name with no
    room to grow keeps its size in its whole box rather than shrink in a narrower one), and the
    board's names as a whole read larger."""
    App((800, 600))
    usual = reading_sizes(edition, (800, 600), language, 100)
    large = reading_sizes(edition, (800, 600), language, 150)
    assert usual.keys() == large.keys()
    smaller = {s: (usual[s], large[s]) for s in usual if large[s] < usual[s] - 0.01}
    assert not smaller, smaller
    assert sum(large.values()) > sum(usual.values())


def counts_drawn(edition: str, size: tuple[int, int], percent: int, level: int = 3,
                 language: str = "ne") -> list[tuple[int, pygame.Rect, pygame.Rect]]:
    """Every place of `edition` owned with `level` houses: the size of each house count drawn
    beside a house, with the square it stands in and its chip (its ink checked inside that square)."""
    th.set_text_size(percent)
    try:
        view, _seen = painted(edition, size, language, percent)
        th.set_text_size(percent)
        view.shape_of = lambda seat: "circle"
        n = len(view.edition.squares)
        owners, levels = [None] * n, [0] * n
        for s, sq in enumerate(view.edition.squares):
            if sq.kind == "place":
                owners[s], levels[s] = 0, level
        seen: list[fonts.Drawn] = []
        fonts.recording(seen)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        view.draw_holdings(layer, (tuple(owners), tuple(levels), (0,) * n), [(200, 40, 40)])
    finally:
        fonts.recording(None)
        th.set_text_size(100)
    out = []
    for d in seen:
        square = next(r for r in view.squares if r.collidepoint(d.box.center))
        assert all(square.contains(ink) for ink in d.ink if ink.h), (d.text, d.box, square)
        out.append((d.size, square, d.box))
    return out


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_finance_s_house_counts_grow_no_smaller_with_the_text_size_inside_their_squares(home, size):
    """Finance's six houses are counted beside its ownership house: at 150% the count is set
    no smaller than at 100%, its chip still inside its square (it grows no further than its
    band and a pixel past it allow inside the square's outline: on the top and bottom rows
    that is the size it has at 100% already)."""
    App(size)
    usual = counts_drawn("finance", size, 100)
    large = counts_drawn("finance", size, 150)
    assert usual and large
    assert all(a <= b for (a, _r, _c), (b, _q, _d) in zip(sorted(usual), sorted(large), strict=True))


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_finance_s_house_counts_stay_off_their_squares_outlines_at_800x600(home, language, percent):
    """A house count's chip stands inside its square's outline, clear of the line it shares with
    the next square or the board's middle (at 800x600 it sat on the line round the board's
    middle, on the top and bottom rows), and reads at the window's least size or more."""
    App((800, 600))
    counts = counts_drawn("finance", (800, 600), percent, language=language)
    assert counts
    for size, square, chip in counts:
        assert square.inflate(-2, -2).contains(chip), (chip, square)
        assert size >= fonts.floor(), size
