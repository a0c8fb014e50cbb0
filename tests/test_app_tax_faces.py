"""A square's printed figure is what landing there charges: Business GST's Income Tax and GST
squares say their rate (50 a place, 50 a house), not the cap few ever pay."""

from __future__ import annotations

import pytest
from app_helpers import open_board
from edition_helpers import give, play, seat_game

from byapar.app import board_view, faces, fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.session import Session, default_seat
from byapar.engine import events as E

INCOME_TAX, GST_SQUARE = 5, 31
INDORE, CHANDIGARH, SHIMLA = 6, 11, 14


@pytest.fixture(autouse=True)
def english_after():
    yield
    lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_income_tax_says_the_rate_it_charges_a_place(language):
    lang.use(language)
    game = seat_game("business_gst", 2, [(2, 3)])
    give(game, 0, INDORE, CHANDIGARH, SHIMLA)
    events = play(game, "roll")  # onto Income Tax with three places
    paid = next(e.amount for e in events if isinstance(e, E.Paid) and e.square == INCOME_TAX)
    sq = game.edition.squares[INCOME_TAX]

    def money(n: int) -> str:
        return lang.money(n, game.edition)

    assert paid == 3 * 50
    for figure in (faces.face_label(sq, money), faces.short_label(sq, money)):
        assert lang.number(50) in figure and lang.number(500) not in figure, figure
    assert faces.face_label(sq, money) == money(50) + {"en": " a place", "ne": " प्रति ठाउँ"}[language]
    gst = game.edition.squares[GST_SQUARE]
    assert faces.face_label(gst, money) == money(50) + {"en": " a house", "ne": " प्रति घर"}[language]


def painted_business_gst(size: tuple[int, int], language: str, text_size: int = 100):
    """A Business GST board in `size` and `language`, its squares painted afresh: the board and
    the words painting it drew."""
    app = App(size)
    lang.use(language)
    th.set_text_size(text_size)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    board = open_board(app, Session.start("business_gst", seats, {}, seed=3))
    seen: list[fonts.Drawn] = []
    board_view._LAST_STATIC.clear()
    fonts.recording(seen)
    try:
        board.board.layout(board.board.rect)
    finally:
        fonts.recording(None)
    return board, seen


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_board_prints_each_tax_s_rate_not_its_cap(home, size, language):
    board, seen = painted_business_gst(size, language)
    texts = {d.text for d in seen}
    for s in (INCOME_TAX, GST_SQUARE):
        sq = board.game.edition.squares[s]
        short = faces.short_label(sq, board.session.money)
        digits = board_view.CURRENCY.sub("", short)
        label = faces.face_label(sq, board.session.money)
        ways = {label, board_view.CURRENCY.sub("", label), short, digits, lang.number(50)}  # as the square's room allows
        assert ways & texts, (ways, sorted(texts))
    assert not {lang.money(500, board.game.edition), lang.number(500)} & texts


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_a_tax_s_figure_never_reads_as_a_price(home, monkeypatch, size, language, edition):
    app = App(size)
    lang.use(language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    board = open_board(app, Session.start(edition, seats, {}, seed=3))
    drawn: dict[str, tuple[str, tuple]] = {}  # each figure's label: the text set and its ink
    real = board_view.BoardView._figure

    def noted(view, surf, label, short, base, box, colour=board_view.PRICE_COLOUR):
        drawn[label] = (board_view.figure_text(label, short, base, box)[0], colour)
        return real(view, surf, label, short, base, box, colour)

    monkeypatch.setattr(board_view.BoardView, "_figure", noted)
    board_view._LAST_STATIC.clear()
    board.board.layout(board.board.rect)
    money = board.session.money
    taxes = [sq for sq in board.game.edition.squares if faces.is_tax(sq)]
    assert taxes
    for sq in taxes:  # a set sum says it is paid; a rate says what it is charged on (above)
        label = faces.face_label(sq, money)
        text, colour = drawn[label]
        assert colour == board_view.TAX_COLOUR
        if sq.kind == "tax":
            assert text != money(sq.amount) and board_view.CURRENCY.sub("", text) != lang.number(sq.amount), text
            assert text in (label, faces.short_label(sq, money)) or text.startswith("-"), text
    for sq in board.game.edition.squares:
        if sq.buyable:  # a price keeps the price's ink
            assert drawn[faces.face_label(sq, money)][1] == board_view.PRICE_COLOUR


@pytest.mark.parametrize("text_size", th.TEXT_SIZES)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_income_tax_s_face_at_800x600_says_what_it_charges_on(home, language, text_size):
    """At 800x600 the square has no room for "50 a place": its face is the short form
    ("50/site", "५०/स्थान"), never the bare figure, which reads as a sum to pay."""
    try:
        board, seen = painted_business_gst((800, 600), language, text_size)
    finally:
        th.set_text_size(100)
    sq = board.game.edition.squares[INCOME_TAX]
    box = board.board.to_screen(board.board.parts[INCOME_TAX].price).move(-board.board.rect.x, -board.board.rect.y)
    faces_drawn = [d for d in seen if lang.number(50) in d.text and d.box.colliderect(box)]
    assert len(faces_drawn) == 1, faces_drawn
    face = faces_drawn[0]
    short = board_view.CURRENCY.sub("", faces.short_label(sq, board.session.money))
    assert face.text in (faces.face_label(sq, board.session.money), short), face.text
    assert not face.cut and face.size >= th.text_floor((800, 600))
