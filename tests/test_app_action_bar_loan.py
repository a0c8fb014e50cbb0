"""Business GST's bank loan has its own row on the action bar: the offer to borrow and the
repayment come and go there, so Trade…, Build… and Mortgage… keep their places before and
after a loan, and the repayment never stands where another button stood a moment before."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, settle, table

from byapar.app.app import App


def rects(board) -> dict[str, pygame.Rect]:
    return {b.id: pygame.Rect(b.rect) for b in board.panel.buttons if b.rect.colliderect(board.actions.rect)}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_loan_moves_no_button_and_its_repayment_takes_no_button_s_place(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    g = board.game
    g.lapped[0] = True  # has passed Start once: free to buy
    settle(app)
    before = rects(board)
    click(app, "roll")  # to Railways (3)
    settle(app)
    assert g.pending.kind == "buy" and "loan" in rects(board)
    offered = rects(board)
    cash = g.players[0].cash
    click(app, "loan")
    settle(app)
    assert g.owner(3) == 0 and g.loans[0] == g.squares[3].price
    assert g.players[0].cash == cash - g.gst(g.squares[3].price)
    after = rects(board)
    assert g.pending.kind == "end" and "repay" in after
    for bid in ("trade", "manage_build", "manage_mortgage"):
        assert after[bid] == before[bid], f"{bid} moved for the loan"
    taken = [bid for bid, r in offered.items() if r.colliderect(after["repay"])]
    assert taken == [], f"the repayment stands where {taken} stood"
    assert not after["repay"].colliderect(after["manage_build"])
