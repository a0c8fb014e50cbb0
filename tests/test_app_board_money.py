"""The board's amounts all show their currency, or, where one square has no room for it at the
least size, none does and each such square's tooltip says what money the board counts in: never
"Rs 2,000" on one side and a bare "2,200" on the next."""

from __future__ import annotations

import re

import pytest
from app_helpers import app_in, settle, table

from byapar.app import board_view, fonts
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.engine import load_edition

AMOUNT = re.compile(r"^[+\-]?(?:(?:भा\.रु\.|Rs|रु|₹|\$)\u00a0?)?[0-9\u0966-\u096f][0-9\u0966-\u096f,]*$")


def board_amounts(edition: str, size: tuple[int, int]) -> list[str]:
    """The amounts (prices, taxes, pay-outs) the board's picture is painted with."""
    view = board_view.BoardView(load_edition(edition))
    board_view.forget_painted()
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        view.layout(board_view.board_area(size))
    finally:
        fonts.recording(None)
    return [d.text for d in seen if AMOUNT.match(d.text)]


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst", "finance"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_the_board_shows_every_amount_with_its_currency_or_none(lang_back, size, edition, language, percent):
    app_in(size, language, percent)
    amounts = board_amounts(edition, size)
    assert amounts
    with_sign = [a for a in amounts if board_view.CURRENCY.search(a)]
    assert not with_sign or len(with_sign) == len(amounts), sorted(set(amounts) - set(with_sign))


@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_800x600_a_bare_amounts_square_says_its_money_in_the_tooltip(lang_back, language):
    app = app_in((800, 600), language)
    board = table(app, "byapar", ("human", "medium"))
    settle(app)
    assert board.board.bare_money  # Byapar's top row has no room for "Rs 2,200" at 800x600
    said = t("tip_square_bare_money", currency={"en": "Rs", "ne": "रु"}[language])
    assert said in comfort_ui.square_tooltip(board, 21)  # Ilam, on the top row
    assert said not in comfort_ui.square_tooltip(board, 10)  # the jail: no amount on its face
    big = app_in((1280, 800), language)
    board = table(big, "byapar", ("human", "medium"))
    settle(big)
    assert not board.board.bare_money and said not in comfort_ui.square_tooltip(board, 21)
