"""Money rising off the players' cards: one figure a way for payments that come together, each
on its own card."""

from __future__ import annotations

import pytest
from app_helpers import run_frames, settle, table
from helpers import give

from byapar.app.app import App
from byapar.engine import events as E

BALTIC, MEDITERRANEAN = 3, 1  # Classic's brown group, a house Rs 50 each


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "normal"
    return a


def test_a_round_of_houses_rises_as_one_figure_on_the_builders_card(app):
    board = table(app, "classic", ("human", "human"))
    game = board.game
    give(game, 0, MEDITERRANEAN, BALTIC)
    board.presenter.sync()
    settle(app)
    cash = game.players[0].cash
    events = board.act(f"build-round {BALTIC}")
    paid = [ev for ev in events or [] if isinstance(ev, E.Paid) and ev.payer == 0]
    assert len(paid) == 2  # the engine pays for each house on its own
    run_frames(app, 3)
    figures = [(f.player, f.amount) for f in board.presenter.floaters]
    assert figures == [(0, game.players[0].cash - cash)] == [(0, -100)]


def test_money_in_and_money_out_together_stay_two_figures(app):
    board = table(app, "classic", ("human", "human"))
    presenter = board.presenter
    presenter._float(1, 700)
    presenter._float(1, -3_630)
    presenter._float(0, 3_630)
    assert [(f.player, f.amount) for f in presenter.floaters] == [(1, 700), (1, -3_630), (0, 3_630)]
