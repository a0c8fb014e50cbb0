"""Business GST's bank loan on a player card: it says the sum owed, and its words never stand
just before the card's cash, where "Loan Rs 9,850" read as a loan of the player's cash."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn, settle, table
from helpers import give

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t


def borrowed(size: tuple[int, int], language: str, text_size: int, players: int):
    """`players` people at Business GST; the first holds three places and buys Railways with a
    bank loan. Returns the app, the board and what the cards drew."""
    app = app_in(size, language, text_size)
    board = table(app, "business_gst", ("human",) * players, dice=[(1, 2)] + [(2, 3)] * 40,
                  names=["Sita", "Bikash", "Asha", "Hari"][:players])
    g = board.game
    g.lapped[0] = True  # has passed Start once: free to buy
    give(g, 0, 1, 6, 8)
    board.presenter.sync()
    settle(app)
    click(app, "roll")  # to Railways (3)
    settle(app)
    click(app, "loan")
    settle(app)
    assert g.loans[0] == g.squares[3].price
    on_cards = [d for d in drawn(app) if d.surface.size == board.cards.rect.size]
    return app, board, on_cards


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_loan_on_a_card_says_what_is_owed_and_stands_apart_from_the_cash(home, language, size, players, text_size):
    try:
        app, board, on_cards = borrowed(size, language, text_size, players)
        cards = board.cards
        owed = t("state_loan", amount=board.session.money(board.game.loan_cost(0)))
        words = (owed, t("state_loan_short"))
        tip = cards.tip(0)
    finally:
        lang.use("en")
        th.set_text_size(100)
    card = cards.card_rect(0).move(-cards.rect.x, -cards.rect.y)
    loan = [d for d in on_cards if d.text in words and card.contains(d.box)]
    assert len(loan) == 1, [d.text for d in on_cards]
    said, cash, places = loan[0].box, cards.cash_boxes[0], cards.strips[0]
    on_cash_line = cash.top <= said.centery < cash.bottom
    assert not on_cash_line or said.right <= places.x < places.right <= cash.x, \
        (loan[0].text, said, places, cash)  # on the cash's line only with the places between them
    assert owed in tip or not cards.slim, tip  # where only the word fits, the sum owed is in the tooltip
    assert not loan[0].cut, loan[0]


def test_the_loan_s_words_name_the_sum_owed_not_the_sum_lent(home):
    app, board, on_cards = borrowed((1280, 800), "en", 100, 2)
    price, cost = board.game.squares[3].price, board.game.loan_cost(0)
    assert cost > price
    assert f"Loan {board.session.money(cost)}" in [d.text for d in on_cards]
