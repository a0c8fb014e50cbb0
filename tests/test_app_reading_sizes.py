"""Text read line by line in the panels grows with the text size and never falls under the
reading size: the holdings' rows, game over's standings, the trade window's notes, the setup's
column heads and the deed's table and buttons, at 800x600 and 1280x800, in English and Nepali."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn_on_top, run_frames, settle, table
from helpers import give

from byapar.app import fonts
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes.holdings import HoldingsScene

SIZES = [(800, 600), (1280, 800)]
LANGUAGES = ["en", "ne"]


def drawn_at(app) -> dict[str, fonts.Drawn]:
    """The top scene's texts by their words, each as drawn afresh."""
    return {d.text: d for d in drawn_on_top(app)}


def holdings(size, language, percent, places: int = 6):
    """Asha's holdings on Business GST, every other place of the first `places` hers."""
    app = app_in(size, language, percent)
    board = table(app, "business_gst", ("human", "medium", "medium"), names=["Asha", "Bot A", "Bot B"])
    settle(app)
    game = board.game
    give(game, 0, *[s for s, sq in enumerate(game.edition.squares) if sq.buyable][:places])
    board.presenter.sync()
    board.changed()
    settle(app)
    app.push(HoldingsScene(app, board, 0))
    run_frames(app, 2)
    return app, game


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", [100, 150])
def test_the_holdings_rows_read_at_the_reading_size_grown_by_the_text_size(lang_back, size, language, percent):
    """Each place's name and the worth's parts stand at the reading size (a Devanagari name's
    marks never shrink it to its row), on as many rows as the parts need, none cut."""
    from byapar.app import lang as L

    app, game = holdings(size, language, percent, places=22)
    texts = drawn_on_top(app)
    want = th.reading_size(15, size)
    names = {L.square_name(game.squares[s]) for s in game.owned[0]}
    rows = [d for d in texts if d.text in names]
    assert len(rows) == len(names), sorted(names - {d.text for d in rows})
    small = [(d.text, d.size) for d in rows if d.size < want or d.cut]
    assert not small, (want, small)
    body = app.top.rect
    head = t("holding_parts", cash="", places="", buildings="").split()[0]  # "Cash", "नगद"
    parts = [d for d in texts if d.text.startswith(head)]
    assert parts and all(d.size >= want and not d.cut for d in parts), [(d.text, d.size, d.cut) for d in parts]
    assert all(body.contains(r) for d in rows + parts for r in d.ink)
