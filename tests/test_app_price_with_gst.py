"""Business GST: a place's price is said one way. Where the cash falls short of a place for
sale, the prompt names the price the square reads with the GST beside it, as the purchase's
own prompt does ("₹9,500 + ₹500 GST"), never the two together as a price the board shows nowhere."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, settle, table
from helpers import give, set_cash

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t

RAILWAYS = 3  # a throw of 1 and 2 from Start


@pytest.fixture
def restored(home):
    yield
    lang.use("en")
    th.set_text_size(100)


def short_on_railways(language: str, loan_owed: int = 0, owned: tuple[int, ...] = ()):
    """Asha, with ₹4,250, throws onto Railways (₹9,500 and ₹500 GST): she can't pay for it."""
    app = app_in((1280, 800), language, 100)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40, names=["Asha", "Bina"])
    g = board.game
    g.lapped[0] = True  # has passed Start once: free to buy
    give(g, 0, *owned)
    g.loans[0] = loan_owed
    set_cash(g, 0, 4_250)
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == RAILWAYS and not button(app, "buy").enabled
    return app, board


def said_parts(board) -> tuple[str, str, str]:
    """The price as the square reads, its GST, and the two together, as the app writes money."""
    g, money = board.game, board.session.money
    price = g.squares[RAILWAYS].price
    return money(price), money(g.gst(price)), money(price + g.gst(price))


@pytest.mark.parametrize("language", ["en", "ne"])
def test_short_of_a_railway_s_price_the_prompt_names_its_price_and_gst_apart(restored, language):
    """The bank would lend the price: the prompt points to the loan, naming the price as Railways' square does."""
    app, board = short_on_railways(language)
    price, gst, together = said_parts(board)
    assert (price, gst, together) == tuple(board.session.money(n) for n in (9_500, 500, 10_000))
    prompt, _colour = board.actions.prompt()
    assert f"{price} + {gst}" in prompt and together not in prompt, prompt
    assert f"“{t('btn_loan_name')}”" in prompt
    assert button(app, "buy").tooltip == prompt  # the greyed Buy says the same on a hover


@pytest.mark.parametrize("language", ["en", "ne"])
def test_with_a_loan_owed_the_prompt_still_names_the_price_and_gst_apart(restored, language):
    """No second loan: the prompt says to raise the rest by mortgaging, or to decline."""
    app, board = short_on_railways(language, loan_owed=3_000, owned=(24, 28))  # Air India and Chennai to mortgage
    price, gst, together = said_parts(board)
    prompt, _colour = board.actions.prompt()
    assert f"{price} + {gst}" in prompt and together not in prompt, prompt
    assert board.session.money(10_000 - 4_250) in prompt  # what is still to raise


@pytest.mark.parametrize("language", ["en", "ne"])
def test_with_nothing_to_raise_from_the_prompt_names_the_price_and_gst_apart(restored, language):
    app, board = short_on_railways(language, loan_owed=3_000)
    price, gst, together = said_parts(board)
    prompt, _colour = board.actions.prompt()
    assert f"{price} + {gst}" in prompt and together not in prompt, prompt
