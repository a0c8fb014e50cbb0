"""At a hand-over between two people the next person's turn waits behind "click when ready" where
End turn stood: a click there within HOLD_SECONDS of the change was the last person's and does
nothing, and a later one only hands the laptop over, so no repeat click throws the next person's
dice. One person with bots, and a turn coming back to the same person, wait no longer than a
decision always does."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, click, click_at, family, quick_click, settle, table

from byapar.app.app import App
from byapar.app.scenes import handover

SECOND_CLICK = 0.7  # s after End turn: slower than a double-click, sooner than a hand-over is seen


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.frame(FRAME)


def end_turn_then_click_again(app: App, board) -> tuple[int, int]:
    """End the turn, and click the same spot SECOND_CLICK later, by the app's clock."""
    pos = board.panel.get("end").rect.center
    click(app, "end")
    frames(app, SECOND_CLICK)
    quick_click(app, pos)
    return pos


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_second_click_on_end_turn_never_throws_for_the_next_person(home, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    board = family(app, ["Bikash", "Sita"])
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    g = board.game
    assert g.pending.kind == "end" and g.pending.player == 0
    moves = len(g.history)
    pos = end_turn_then_click_again(app, board)
    assert g.pending.player == 1 and board.panel.at(pos).id == "ready"  # Sita takes the laptop first
    assert len(g.history) == moves + 1, "the last person's second click threw Sita's dice"
    frames(app, 2 * handover.HOLD_SECONDS)
    quick_click(app, pos)  # a late repeat, long after any double-click: it only hands the laptop over
    assert len(g.history) == moves + 1, "a late repeat click threw Sita's dice"
    frames(app, handover.HOLD_SECONDS)
    click_at(app, board.panel.get("roll").rect.center)  # Sita's own click, once she has the bar
    assert g.history[moves + 1] == "roll" and g.pending.player == 1


def test_one_person_with_bots_throws_as_soon_as_the_button_is_seen(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "medium"), dice=[(1, 3)] * 20)
    settle(app)
    g = board.game
    click(app, "roll")
    settle(app)
    click(app, "end")
    settle(app)
    assert g.pending.player == 0 and g.pending.kind == "roll"
    assert board.panel.get("roll").held_until <= app.now, "a lone person waited for a hand-over"
