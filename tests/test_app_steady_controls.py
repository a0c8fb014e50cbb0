"""Controls stay where a person last clicked them: the main button keeps its place and size from
one person's turn to the next, whatever the other buttons beside it."""

from __future__ import annotations

import pytest
from app_helpers import button, click, settle, table, take_laptop
from edition_helpers import give

from byapar.app.app import App


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_bar_stands_the_same_for_an_owner_and_for_a_player_with_nothing(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 3)] * 4)  # to the Income Tax
    give(board.session.game, 1, 1)  # the second player owns a place: Mortgage… stands on their row
    board.refresh()
    settle(app)
    first = _bar(board)
    assert not first["manage_mortgage"][1] and not first["manage_build"][1]  # owning nothing: greyed, in place
    assert button(app, "manage_mortgage").tooltip == "You have no places to mortgage yet"
    click(app, "roll")
    settle(app)
    click(app, "end")
    settle(app)
    assert board.session.game.pending.player == 1
    take_laptop(app)
    assert button(app, "manage_mortgage").enabled
    assert {i: spot for i, (spot, _on) in _bar(board).items()} == {i: spot for i, (spot, _on) in first.items()}


def _bar(board) -> dict[str, tuple]:
    return {b.id: (tuple(b.rect), b.enabled) for b in board.panel.buttons if board.actions.rect.contains(b.rect)}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_trade_build_and_mortgage_keep_one_spot_through_the_turn(home, size):
    """Before the throw, and after it (a purchase asked holds the bar for its answers alone)."""
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 4)  # to a place for sale
    give(board.session.game, 0, 6, 8, 9)  # a whole group: Build… and Mortgage… take clicks
    board.refresh()
    settle(app)
    seen = [_bar(board)]
    click(app, "roll")
    settle(app)
    seen.append(_bar(board))
    click(app, "buy")
    settle(app)
    seen.append(_bar(board))
    for name in ("trade", "manage_build", "manage_mortgage"):
        spots = {bar[name][0] for bar in seen if name in bar}
        assert name in seen[0] and name in seen[2], f"{name} left the bar after the throw"
        assert len(spots) == 1, f"{name} moved during the turn: {spots}"
    assert seen[0]["roll"][0] == seen[1]["buy"][0] == seen[2]["end"][0]
    assert not seen[2]["trade"][1] and button(app, "trade").tooltip  # after the throw: greyed, saying why


def test_the_fine_s_spot_never_takes_build_after_the_throw(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 3)] * 4)
    g = board.session.game
    give(g, 0, 6, 8, 9)
    g.players[0].in_jail, g.players[0].position = True, 10
    g.pending = g.turn_decision(0)
    board.refresh()
    settle(app)
    before = _bar(board)
    assert "pay_fine" in before
    click(app, "roll")  # no double: still in jail, the turn ends
    settle(app)
    after = _bar(board)
    build = after["manage_build"][0]
    assert all(spot != build for name, (spot, _ok) in before.items() if name != "manage_build")
    assert before["manage_build"][0] == build
