"""Business GST: the loan offer keeps its row when the bank won't lend now, greyed, saying why
(a loan not yet repaid), rather than vanishing between one purchase and the next."""

from __future__ import annotations

from app_helpers import FRAME, button, settle, table

from byapar.app.app import App


def test_with_a_loan_unpaid_the_next_purchase_shows_the_loan_greyed_with_its_reason(home):
    app = App((1280, 800))
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] * 10)
    g = board.game
    settle(app)
    board.act("roll")
    settle(app)
    assert g.pending.kind == "buy" and button(app, "loan").enabled  # the first purchase: the bank lends
    g.set_loan(0, 3_000)  # a loan taken before, not yet repaid
    board.changed()
    app.frame(FRAME)
    loan = button(app, "loan")
    assert not loan.enabled and loan.tooltip == "Repay your bank loan before taking another"
    assert loan.label == "Borrow and buy: repay your bank loan before taking another"  # on its face, not only on a hover
