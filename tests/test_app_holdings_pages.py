"""The Mortgage and Sell lists in a person's holdings show every place they hold: where the rows
don't all fit, a "More places" button on the last line turns the page, so no place is left out
unseen (one of nineteen went missing from the Mortgage list with nothing to say more were there)."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, click, settle, table
from helpers import give

from byapar.app.scenes.holdings import HoldingsScene, mortgage_rows, sale_rows

PLACES = (1, 3, 6, 8, 9, 11, 12, 13, 14, 15, 16, 18, 19, 21, 23, 24, 25, 26, 27, 28, 29, 31, 32, 34, 35, 37, 39)


def places_shown(scene: HoldingsScene) -> list[str]:
    """The place rows' buttons on the page shown."""
    return [b.id for b in scene.panel.buttons if b.id.startswith("holding_") and b.id != "holding_more_places"]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize(("language", "percent"), [("en", 100), ("ne", 150)])
def test_every_place_in_the_mortgage_list_is_a_page_away_at_most(home, size, language, percent):
    app = app_in(size, language, percent)
    board = table(app, "byapar", ("human", "medium"))
    give(board.game, 0, *PLACES)
    settle(app)
    app.push(HoldingsScene(app, board, 0, "mortgage"))
    app.frame(FRAME)
    scene = app.top
    rows = mortgage_rows(board.game, 0)
    seen: list[str] = []
    for _ in range(len(rows)):  # bounded: a page shows one place at least
        ids = [b for b in places_shown(scene) if b not in seen]
        if not ids:
            break
        seen += ids
        if scene.panel.get("holding_more_places") is None:
            break
        click(app, "holding_more_places")
    assert len(seen) == len(rows), (len(seen), len(rows))
    assert scene.panel.get("holding_more_places") is not None, "twenty-seven places take more than a page"


def test_finances_sell_list_turns_its_pages_too(home):
    app = app_in((800, 600), "en", 150)
    board = table(app, "finance", ("human", "medium"))
    squares = board.game.edition.squares
    give(board.game, 0, *[s for s, sq in enumerate(squares) if sq.price][:20])
    settle(app)
    app.push(HoldingsScene(app, board, 0, "sell"))
    app.frame(FRAME)
    scene = app.top
    assert scene.panel.get("holding_more_places") is not None
    first = places_shown(scene)
    click(app, "holding_more_places")
    second = places_shown(scene)
    assert first and second and not set(first) & set(second), (first, second)
    assert len(sale_rows(board.game, 0)) > 1
