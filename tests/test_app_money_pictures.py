"""A square's picture of money paid or received (coins and an arrow, the people paying) stands
beside the tokens on that square, never under them: under a token it reads as a figure covered."""

from __future__ import annotations

import math

import pytest
from app_helpers import table

from byapar.app import art
from byapar.app import theme as th
from byapar.app.app import App


def clear(rect, centre: tuple[float, float], reach: float) -> bool:
    """Whether a circle of `reach` about `centre` stays off `rect`."""
    nx = min(max(centre[0], rect.left), rect.right)
    ny = min(max(centre[1], rect.top), rect.bottom)
    return math.hypot(centre[0] - nx, centre[1] - ny) >= reach


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_a_lone_token_stands_clear_of_a_money_picture(home, edition, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    view = table(app, edition, ("human", "human")).board
    money = [s for s, sq in enumerate(view.edition.squares)
             if sq.kind in art.MONEY_PICTURES and view.parts[s].side != "corner"]
    assert money
    for s in money:
        area = view.to_screen(view.parts[s].icon)
        side = min(area.w, area.h)  # the picture is the square box in the middle of its area
        picture = area.inflate(side - area.w, side - area.h)
        reach = th.token_reach(view.crowd_radius(s, 1))
        assert clear(picture, view.token_spot(s, 0, 1), reach - 1), (edition, view.edition.squares[s].name)
