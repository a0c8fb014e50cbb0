"""The outline round the places a player can build on now is white with a dark edge: a colour no
player has, so it never reads as another player's mark (a green one read as the green player's)."""

from __future__ import annotations

from app_helpers import app_in, classic_family, click, family, settle, take_laptop
from helpers import give

from byapar.app import theme as th
from byapar.app.scenes import comfort_ui

HUMLA, JUMLA = 1, 3  # Karnali, whole in Asha's hands
BROWNS, LIGHT_BLUES = (1, 3), (6, 8, 9)  # Classic's


def _near(a: tuple[int, ...], b: tuple[int, ...], by: int = 60) -> bool:
    return sum(abs(x - y) for x, y in zip(a, b, strict=False)) < by


def test_the_buildable_outline_is_no_players_colour(home):
    app = app_in((1280, 800), "en")
    board = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot",), holding={0: (HUMLA, JUMLA)})
    settle(app)
    assert comfort_ui.buildable_now(board) == {HUMLA, JUMLA}
    band = board.board.mark_rect(HUMLA)
    middle = (band.centerx, band.y + 2)  # inside the outline's width, halfway along its top
    colour = tuple(app.screen.get_at(middle))[:3]
    assert min(colour) >= 170, colour  # white, pulsing between light and bright
    assert not any(_near(colour, c) for c in th.PLAYER_COLOURS), colour


def test_between_turns_the_outline_follows_the_builder_not_the_turn(home):
    """Classic: Asha holds the light blues and has thrown onto Baltic; Bikash holds the browns and
    builds between turns: while his build view is open the outline is round his places, not hers."""
    app = app_in((1280, 800), "en")
    board = classic_family(app)
    give(board.game, 0, *LIGHT_BLUES)
    give(board.game, 1, *BROWNS)
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    assert board.game.pending.player == 0 and comfort_ui.buildable_now(board) == set(LIGHT_BLUES)
    click(app, "build_as_1")
    take_laptop(app)
    assert type(app.top).__name__ == "HoldingsScene" and app.top.player == 1
    assert comfort_ui.buildable_now(board) == set(BROWNS)
