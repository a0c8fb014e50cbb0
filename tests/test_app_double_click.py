"""A double-click on a button that turns into its opposite (Lift into Mortgage, Build into a
greyed or changed Build) acts once: the second click never undoes the first."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, button, click_at, family, quick_click, settle
from helpers import give

from byapar.app.app import App
from byapar.app.scenes.holdings import HoldingsScene

HUMLA, JUMLA = 1, 3  # Byapar's first group


GAPS = [6, 27]  # a tenth of a second, and a slow double-click, 0.45 s (the systems' default allows 0.5 s)


def double_click(app, button_id: str, gap_frames: int) -> None:
    """Two clicks `gap_frames` apart, the first on a button a person has seen."""
    pos = button(app, button_id).rect.center
    click_at(app, pos)
    for _ in range(gap_frames):  # bounded
        app.frame(FRAME)
    quick_click(app, pos)
    settle(app)


def holdings(mode: str, **places):
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    board = family(app, ["Asha"], bots=("Bot A",))
    settle(app)
    for square, (level, mortgaged) in places.items():
        give(board.game, 0, int(square[1:]), level=level, mortgaged=mortgaged)
    board.presenter.sync()
    board.changed()
    app.push(HoldingsScene(app, board, 0, mode))
    settle(app)
    return app, board


@pytest.mark.parametrize("gap", GAPS)
def test_a_double_click_on_lift_leaves_the_place_lifted(home, gap):
    app, board = holdings("mortgage", s3=(0, True))
    cash = board.game.players[0].cash
    double_click(app, f"holding_mortgage_{JUMLA}", gap)
    assert not board.game.is_mortgaged(JUMLA)
    assert board.game.players[0].cash == cash - board.game.lift_cost(JUMLA)


@pytest.mark.parametrize("gap", GAPS)
def test_a_double_click_on_build_builds_one_house(home, gap):
    app, board = holdings("build", s1=(0, False), s3=(0, False))
    double_click(app, f"holding_build_{JUMLA}", gap)
    assert board.game.buildings(JUMLA) == 1 and board.game.buildings(HUMLA) == 0
