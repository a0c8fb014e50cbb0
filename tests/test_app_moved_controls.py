"""A click soon after the layout changed (text size, language, window size) acts only on a
control that stood under the pointer before the change, never on one the new layout moved there."""

from __future__ import annotations

import math

import pytest
from app_helpers import FRAME, click, quick_click, settle, table
from edition_helpers import give

from byapar.app import theme as th
from byapar.app.app import REACTION, App


@pytest.fixture
def at_150(home):
    yield
    th.set_text_size(100)


def _ending_turn_at_150(size: tuple[int, int]):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, text_size=150)
    th.set_text_size(150)
    board = table(app, "byapar", ("human", "easy"), dice=[(1, 2), (3, 4)] * 20)
    give(board.session.game, 0, 1)  # with the place bought next, a group: Build takes clicks
    board.refresh()
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    assert board.session.game.pending.kind == "end"
    return app, board


def _throwing_at_150(size: tuple[int, int]):
    """Before the throw with a group: Trade…, Build… and Mortgage… all take clicks."""
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, text_size=150)
    th.set_text_size(150)
    board = table(app, "byapar", ("human", "easy"), dice=[(1, 2), (3, 4)] * 20)
    give(board.session.game, 0, 1, 3)
    board.refresh()
    settle(app)
    return app, board


def _to_100_in_the_rules(app: App) -> None:
    click(app, "rules")
    settle(app)
    click(app, "text_size_100")
    settle(app)
    click(app, "done")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_click_where_a_control_stood_before_the_text_shrank_opens_nothing(at_150, size):
    app, board = _throwing_at_150(size)
    was = {b.id: b.rect.center for b in app.top.panel.buttons}
    _to_100_in_the_rules(app)
    app.frame(FRAME)  # the board, laid out anew, is drawn once
    moved = [(pos, hit) for bid, pos in was.items()
             if (hit := app.top.panel.at(pos)) is not None and hit.id != bid and hit.enabled]
    assert moved, "the test needs a control that takes clicks moved under another"
    pos, moved_there = moved[0]
    moves = len(board.session.game.history)
    quick_click(app, pos)
    assert app.top is board and board.session.game.pending.kind == "roll"
    assert len(board.session.game.history) == moves
    assert app.top.panel.at(pos).id == moved_there.id  # nothing opened in its place


def test_after_a_moment_the_new_layout_takes_clicks(at_150):
    app, board = _ending_turn_at_150((1280, 800))
    _to_100_in_the_rules(app)
    for _ in range(math.ceil(REACTION / FRAME) + 1):
        app.frame(FRAME)
    click(app, "end")
    settle(app)
    assert board.session.game.current != 0 or board.session.game.pending.kind == "roll"


def test_a_quick_click_on_a_control_that_stayed_put_acts(at_150):
    app, board = _ending_turn_at_150((1280, 800))
    click(app, "rules")
    settle(app)
    click(app, "text_size_100")  # the settings' own chips move with the text
    stayed = [b for b in app.top.panel.buttons if b.id == "done"]
    assert stayed
    click(app, "done")  # Done stands where it stood
    assert app.top is board
