"""The outline round the places a player can build on now is white with a dark edge: a colour no
player has, so it never reads as another player's mark (a green one read as the green player's)."""

from __future__ import annotations

from app_helpers import app_in, family, settle

from byapar.app import theme as th
from byapar.app.scenes import comfort_ui

HUMLA, JUMLA = 1, 3  # Karnali, whole in Asha's hands


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
