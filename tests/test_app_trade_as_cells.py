"""Where anyone may offer at any time (Finance), the others' "Trade as…" never take a cell of
the person whose turn it is: their Trade…, Build… and Sell… keep their places from the throw
to the purchase, and the others' offers stand beside them."""

from __future__ import annotations

import pytest
from app_helpers import click, settle
from test_app_trading import finance_table

from byapar.app.app import App

OWN = ("trade", "manage_build", "manage_sell")


def places(app: App) -> dict[str, tuple]:
    return {b.id: tuple(b.rect) for b in app.top.panel.buttons}


@pytest.mark.parametrize("people", [2, 3])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_others_trade_as_leave_the_persons_own_cells_at_a_purchase(home, people, size):
    app = App(size)
    s = finance_table(app, [(name, "human") for name in ("Asha", "Bina", "Chandra")[:people]] + [("Bot", "medium")],
                      holding=True)
    settle(app)
    before = places(app)
    click(app, "roll")
    settle(app)
    assert s.game.pending.kind == "buy" and s.game.pending.player == 0
    after = places(app)
    assert {b: after.get(b) for b in OWN} == {b: before[b] for b in OWN}
    others = [b.rect for b in app.top.panel.buttons if b.id.startswith(("trade_as", "build_as", "out_of_turn"))]
    assert others, "no one may offer out of turn: the test shows nothing"
    own = [app.top.panel.get(b).rect for b in (*OWN, "buy", "decline")]
    assert not [r for r in others if any(o.colliderect(r) for o in own)]
    assert min(r.top for r in others) > max(o.bottom for o in own)  # a row of their own, under the person's
