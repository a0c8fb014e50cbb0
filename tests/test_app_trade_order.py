"""The trade's places are listed as a player looks for them on the board: by colour group, the
groups in the order the board first shows them, in the trade window's chips and in the answer to
an offer, whatever order the offer named them in."""

from __future__ import annotations

import pytest
from app_helpers import drawn_on_top, settle, table, take_laptop, trade_places
from edition_helpers import give

from byapar.app import lang
from byapar.app.app import App
from byapar.app.scenes.trade import AnswerScene, TradeScene
from byapar.engine import actions as A

# Business GST's groups lie scattered round the board: red 1, blue 4, green 6, yellow 8, red 10 ...
MIXED = (28, 4, 10, 6, 1, 8, 3)  # red, blue, red, green, red, yellow, an airport
GROUPED = [1, 10, 28, 4, 6, 8, 3]  # red, then blue, green, yellow as the board first shows them; the airport last


@pytest.fixture(autouse=True)
def plain_after():
    yield
    lang.use("en")


def board(size, language):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    scene = table(app, "business_gst", ("human", "human"))
    settle(app)
    give(scene.game, 0, *MIXED)
    scene.presenter.sync()
    return app, scene


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_trade_window_lists_a_side_s_places_by_colour_group(home, size, language):
    app, scene = board(size, language)
    app.push(TradeScene(app, scene))
    app.frame(1 / 60)
    assert trade_places(app, "give") == GROUPED  # as a reader goes: along a row, then down, scrolling on


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_an_offer_s_places_are_read_by_colour_group_whatever_order_it_named_them(home, size, language):
    app, scene = board(size, language)
    scene.act(A.Offer(1, A.Items(MIXED), A.Items((), 10)))
    settle(app)
    assert isinstance(app.top, AnswerScene)
    take_laptop(app)  # the offer is read once the laptop has passed to its partner
    names = [lang.square_name(scene.game.edition.squares[s]) for s in GROUPED]
    read = [d.text for d in drawn_on_top(app) if d.text in names]
    assert len(read) >= 3 and read == names[:len(read)]  # as many as the window holds, grouped
