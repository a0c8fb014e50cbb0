"""The laptop given back: a person who traded out of turn closes their window, and the
decision it interrupted waits for its own person to take the laptop again."""

from __future__ import annotations

from app_helpers import button, click, settle, take_laptop
from test_app_trading import finance_table

from byapar.app.app import App
from byapar.app.scenes.board import BoardScene


def test_a_decision_interrupted_by_another_persons_trade_waits_for_its_person(home):
    app = App((1280, 800))
    s = finance_table(app, [("Bikash", "human"), ("Asha", "human"), ("Bot C", "medium")], holding=True)
    click(app, "roll")  # Bikash lands on a lot: buy it or not
    settle(app)
    assert s.game.pending.kind == "buy" and s.game.pending.player == 0
    click(app, "trade_as_1")
    take_laptop(app)  # the laptop passes to Asha, and her trade window opens
    click(app, "close")
    app.frame(1 / 60)
    board = app.top
    assert isinstance(board, BoardScene)
    ids = [b.id for b in board.panel.buttons]
    assert "buy" not in ids and "decline" not in ids and "ready" in ids  # not Bikash's while Asha holds it
    assert board.actions.prompt()[0] == "Pass the laptop to Bikash"
    assert button(app, "ready").label == "Bikash, click when ready"
    take_laptop(app)
    click(app, "buy")
    assert s.game.history[-1] == "buy" and s.game.owner(3) == 0
