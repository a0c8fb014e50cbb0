"""Finance's houses on sale in a building shortage say what they are: under the partner's money,
a heading says a house is bought off a lot because the bank has none left, each chip names the
lot it comes from, and its tooltip where the house goes and that the money offered pays for it."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top
from helpers import give

from byapar.app import lang as L
from byapar.app import widgets
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat

BROADWAY, WALL_STREET = 27, 31
WHITE_HOUSES_ON = (1, 3, 6, 8, 9, 11)  # five white houses on each: 30 of the bank's 32


def shortage(app) -> Session:
    """Sita (holding Broadway) and Asha, who holds every white house but the ones on sale: the
    bank has none left, and Sita opens the trade window."""
    seats = [default_seat(0, "human", "Sita"), default_seat(1, "human", "Asha")]
    session = Session.start("finance", seats, {"opening": "seat"}, seed=3, dice=[(1, 2)] * 40)
    session.autosave_on = False
    app.push(BoardScene(app, session))
    app.frame(1 / 60)
    g = session.game
    give(g, 1, *WHITE_HOUSES_ON, level=6)
    give(g, 1, WALL_STREET, level=3)
    give(g, 0, BROADWAY, level=1)
    g.lapped[0] = True
    assert g.bank_supply()[0] == 0
    click(app, "trade")
    assert isinstance(app.top, TradeScene)
    return session


@pytest.mark.parametrize("language, size, text_size", [("en", (1280, 800), 100), ("ne", (800, 600), 150),
                                                       ("en", (800, 600), 150)])
def test_houses_on_sale_are_headed_and_each_names_its_lot(home, language, size, text_size):
    app = app_in(size, language, text_size)
    session = shortage(app)
    g = session.game
    chips = [b for b in app.top.panel.buttons if b.id.startswith("get_house_")]
    assert len(chips) == len(WHITE_HOUSES_ON) + 1
    widgets._button_cache.clear()  # each label painted afresh, its lines noted
    drawn = drawn_on_top(app)
    heading = next((d for d in drawn if d.text == t("trade_houses_heading")), None)
    assert heading is not None and not heading.cut, "the houses' heading is not drawn whole"
    top = min(b.rect.top for b in chips)
    assert heading.box.bottom <= top and heading.box.x == min(b.rect.x for b in chips)
    for chip in chips:
        lot = L.square_name(g.squares[int(chip.id.rsplit("_", 1)[1])])
        assert chip.label == t("trade_house_chip", lot=lot)
        assert chip.tooltip == t("tip_trade_house", lot=lot, to=L.square_name(g.squares[BROADWAY]))
        words = [d for d in drawn if d.text == widgets.held_label(chip.label) and d.surface.size == chip.rect.size]
        assert words and not any(d.cut for d in words), chip.label
    click(app, f"get_house_{WALL_STREET}")
    click(app, "give_cash_100")
    assert app.top.offer().get.houses == ((WALL_STREET, BROADWAY),)
