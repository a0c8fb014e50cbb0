"""Controls stay where a person last clicked them: the main button keeps its place and size from
one person's turn to the next, whatever the other buttons beside it."""

from __future__ import annotations

import pytest
from app_helpers import button, click, settle, table
from edition_helpers import give

from byapar.app.app import App


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_throw_the_dice_stands_in_the_same_place_for_an_owner_and_for_a_player_with_nothing(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 3)] * 4)  # to the Income Tax
    give(board.session.game, 1, 1)  # the second player owns a place: Mortgage… stands on their row
    board.refresh()
    settle(app)
    first = button(app, "roll").rect.copy()
    assert board.panel.get("manage_mortgage") is None
    click(app, "roll")
    settle(app)
    click(app, "end")
    settle(app)
    assert board.session.game.pending.player == 1
    assert board.panel.get("manage_mortgage") is not None
    assert button(app, "roll").rect == first
