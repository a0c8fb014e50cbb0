"""The holdings panels played by mouse: the Mortgage view's rows stand still whatever the cash,
and a place for sale the person is short for can be paid for by mortgaging or selling first."""

from __future__ import annotations

import pytest
from app_helpers import button, click, click_at, settle, table
from edition_helpers import give, set_cash

from byapar.app.app import App

HUMLA, JUMLA, AIRPORT = 1, 3, 5
LIGHT_BLUE = (6, 8, 9)


def rows(app: App) -> dict[str, tuple]:
    """The Mortgage view's rows: each button's id and where it stands."""
    return {b.id: tuple(b.rect) for b in app.top.panel.buttons if b.id.startswith("holding_mortgage_")}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_mortgaging_a_row_leaves_every_other_row_where_it_was(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    give(g, 0, HUMLA)
    give(g, 0, *LIGHT_BLUE, mortgaged=True)  # lifts the cash raised from Humla will pay for
    set_cash(g, 0, 400)
    board.refresh()
    settle(app)
    click(app, "manage_mortgage")
    before = rows(app)
    assert list(before) == [f"holding_mortgage_{s}" for s in (HUMLA, *LIGHT_BLUE)]  # board order
    lift = button(app, "holding_mortgage_9")
    short = g.lift_cost(9) - 400
    assert not lift.enabled and lift.label.endswith(f", need Rs\xa0{short} more")
    top_left = button(app, "holding_mortgage_1")
    assert top_left.rect.topleft == min(r[:2] for r in before.values())
    spot = top_left.rect.center
    click_at(app, spot)
    assert g.is_mortgaged(HUMLA) and g.players[0].cash == 400 + g.mortgage_value(HUMLA)
    assert rows(app) == before  # no row came, went or moved
    assert button(app, "holding_mortgage_9").enabled  # the raised cash pays for its lift now
    here = button(app, "holding_mortgage_1")
    assert here.rect.collidepoint(spot) and here.label.startswith("Humla: lift")
    click_at(app, spot)  # the same spot lifts what it mortgaged
    assert not g.is_mortgaged(HUMLA) and rows(app) == before
