"""Business GST: repaying the bank's loan. The book has it repaid whole, the loan and a tenth
more, before another may be taken. Its button stays in its place while a loan is owed, greyed
with the sums where the cash falls short; and a click on it asks first, naming what goes to
the bank and what is left, as a sale of buildings does, so a stray click costs nothing."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, settle, table
from helpers import set_cash

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t

RAILWAYS = 3  # a throw of 1 and 2 from Start
PRICE = 9_500  # Railways' price on the board
LOAN_COST = 10_450  # the loan and a tenth more


@pytest.fixture
def restored(home):
    yield
    lang.use("en")
    th.set_text_size(100)


def borrowed_for_railways(size=(1280, 800), language="en", text_size=100, cash=25_000):
    """Asha, with `cash`, throws onto Railways, borrows its price from the bank and buys it:
    her turn waits for End turn, the loan owed."""
    app = app_in(size, language, text_size)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40, names=["Asha", "Bina"])
    g = board.game
    g.lapped[0] = True  # has passed Start once: free to buy
    set_cash(g, 0, cash)
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == RAILWAYS
    click(app, "loan")
    settle(app)
    assert g.owner(RAILWAYS) == 0 and g.loans[0] == PRICE and g.loan_cost(0) == LOAN_COST
    assert g.pending.kind == "end"
    return app, board


@pytest.mark.parametrize("language", ["en", "ne"])
def test_short_of_the_whole_loan_the_repayment_stays_greyed_with_the_sums(restored, language):
    """Rs 250 short of the loan and its interest: the button stays where it was found, greyed,
    its tooltip saying what is owed and what is in hand."""
    gst = 500  # 5% of 9,500, to the nearest Rs 50
    app, board = borrowed_for_railways(language=language, cash=LOAN_COST - 250 + gst)
    g = board.game
    assert g.players[0].cash == LOAN_COST - 250
    repay = button(app, "repay")
    money = board.session.money
    assert not repay.enabled
    assert repay.tooltip == t("refusal_repay-cash", cost=money(LOAN_COST), cash=money(LOAN_COST - 250))
    assert t("btn_repay_short") in repay.label
    assert board.actions.rect.contains(repay.rect)


def test_the_greyed_repayment_says_the_loan_with_its_interest_against_the_cash(restored):
    app, board = borrowed_for_railways(cash=LOAN_COST - 250 + 500)
    assert button(app, "repay").tooltip == "The loan is ₹10,450 with its interest; you have ₹10,200"


def test_the_repayment_stands_in_the_same_place_greyed_or_live(restored):
    """The cash in hand going over the loan's cost turns the button live where it stood."""
    app, board = borrowed_for_railways(cash=LOAN_COST - 250 + 500)
    greyed = button(app, "repay").rect.copy()
    set_cash(board.game, 0, LOAN_COST + 750)
    board.presenter.sync()
    board.changed()
    settle(app)
    live = button(app, "repay")
    assert live.enabled and live.rect == greyed


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_click_on_repay_asks_first_naming_the_sum_and_the_cash_left(restored, language):
    app, board = borrowed_for_railways(language=language, cash=LOAN_COST + 750 + 500)
    g = board.game
    money = board.session.money
    spot = button(app, "repay").rect.copy()
    click(app, "repay")
    assert g.loans[0] == PRICE and g.players[0].cash == LOAN_COST + 750, "repaid without asking"
    prompt, _colour = board.actions.prompt()
    assert money(LOAN_COST) in prompt and money(750) in prompt, prompt
    keep, confirm = button(app, "repay_keep"), button(app, "repay_confirm")
    assert keep.rect == spot, "a second click where Repay stood keeps the loan"
    assert not confirm.rect.colliderect(spot) and board.actions.rect.contains(confirm.rect)
    assert money(LOAN_COST) in confirm.label + confirm.tooltip
    click(app, "repay_keep")
    assert g.loans[0] == PRICE and g.players[0].cash == LOAN_COST + 750
    assert button(app, "repay").enabled and app.top.panel.get("repay_confirm") is None
    assert money(750) not in board.actions.prompt()[0]


def test_while_repaying_is_asked_its_yes_is_the_one_loud_button(restored):
    """The question's "Yes, repay" stands out alone: End turn waits beside it in the plain style,
    where two orange buttons, End turn above the Yes, made it easy to hit the wrong one; once the
    question is dropped, End turn is the turn's main button again."""
    app, board = borrowed_for_railways(cash=LOAN_COST + 750 + 500)
    end = button(app, "end")
    assert end.style == "primary"
    click(app, "repay")
    loud = [b.id for b in app.top.panel.buttons if b.style in ("primary", "danger") and b.enabled]
    assert loud == ["repay_confirm"], loud
    click(app, "repay_keep")
    assert button(app, "end").style == "primary"


def test_yes_repays_the_loan_and_its_interest(restored):
    app, board = borrowed_for_railways(cash=LOAN_COST + 750 + 500)
    g = board.game
    click(app, "repay")
    click(app, "repay_confirm")
    settle(app)
    assert g.loans[0] == 0 and g.players[0].cash == 750
    assert app.top.panel.get("repay") is None and app.top.panel.get("repay_confirm") is None
    click(app, "end")  # the turn goes on as before
    settle(app)
    assert g.pending.player == 0 and g.pending.kind == "roll"


def test_the_question_goes_with_the_decision_it_was_asked_in(restored):
    """Asked at End turn, the question doesn't follow into the next turn."""
    app, board = borrowed_for_railways(cash=LOAN_COST + 750 + 500)
    g = board.game
    click(app, "repay")
    click(app, "end")
    settle(app)
    assert g.pending.player == 0 and g.pending.kind == "roll" and g.loans[0] == PRICE
    assert button(app, "repay").enabled and app.top.panel.get("repay_confirm") is None
