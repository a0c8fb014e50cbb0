"""Who owns what, in Finance: a lot's ownership house alone is its owner's marker, said by the
owner's name; the view writes no note for it, which at 800x600 and the largest text had to be
squeezed below the reading size. Houses beyond it are still said."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, click, drawn, settle, table
from edition_helpers import give

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_finance_s_owners_view_reads_at_the_reading_size_with_lots_owned(home, language):
    app = app_in((800, 600), language, 150)
    app.prefs["bot_speed"] = "instant"
    board = table(app, "finance", ("human", "medium"))
    g = board.game
    lots = [i for i, sq in enumerate(g.edition.squares) if sq.kind == "place"]
    give(g, 0, *lots[:3])
    give(g, 1, *lots[5:8])
    g.levels[lots[5]] = g.marker_floor(lots[5]) + 1  # a house beyond the lot's own
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "owners")
    app.frame(FRAME)
    texts = drawn(app)
    assert t("holding_lot_house") not in [d.text for d in texts]
    assert t("holding_houses", n=2) in [d.text for d in texts]  # the lot's own and one more
    assert min(d.size for d in texts) >= 10, sorted((d.size, d.text) for d in texts)[:3]
