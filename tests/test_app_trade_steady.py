"""The trade window holds still and reads whole: its money steps on one line, its Money row
and buttons in one place whichever partner is chosen, and a place's name in the answer window
shortened only when it can't fit."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, click, open_board, settle, table
from helpers import give

from byapar.app import fonts, lang, widgets
from byapar.app.app import App
from byapar.app.scenes.trade import AnswerScene, TradeScene, cash_steps
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A

SIZES = [(1280, 800), (800, 600)]


@pytest.fixture(autouse=True)
def english_after():
    yield
    lang.use("en")


def places(game) -> list[int]:
    return [i for i, sq in enumerate(game.edition.squares) if sq.kind == "place"]


def trade_window(size, language: str, edition: str = "business_gst", people: int = 4) -> TradeScene:
    """Asha's trade window over a table where Bot A holds nothing and Bot B seven places."""
    app = App(size)
    lang.use(language)  # as the settings choose it
    seats = [default_seat(0, "human", "Asha")] + [default_seat(i, "human", f"Bot {'ABC'[i - 1]}")
                                                  for i in range(1, people)]
    board = open_board(app, Session.start(edition, seats, {}, seed=3))
    lots = places(board.game)
    give(board.game, 0, *lots[:2])
    give(board.game, 2, *lots[2:9])
    trade = TradeScene(app, board)
    app.push(trade)
    app.frame(1 / 60)
    return trade


def still_parts(trade: TradeScene) -> dict[str, pygame.Rect]:
    """Every control but the places themselves: where each stands."""
    out = {b.id: pygame.Rect(b.rect) for b in trade.panel.buttons if "_sq_" not in b.id}
    out.update({f.id: pygame.Rect(f.rect) for f in trade.panel.fields})
    return out


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_choosing_another_partner_moves_no_control(home, size, language):
    trade = trade_window(size, language)
    first = still_parts(trade)
    assert trade.partner == 1 and not trade.game.owned[1]
    for partner in (2, 3, 1):
        trade.set_partner(partner)
        now = still_parts(trade)
        moved = {k: (first[k], now[k]) for k in first if k in now and "partner" not in k and now[k] != first[k]}
        assert not moved, (partner, moved)
    assert trade.cash_y["get"] == trade.cash_y["give"]


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_money_steps_read_on_one_line(home, size, language):
    trade = trade_window(size, language)
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    steps = cash_steps(trade.game.edition)
    try:
        for side in ("give", "get"):
            for step in steps:
                b = trade.panel.get(f"{side}_cash_{step}")
                assert b is not None
                widgets._button_cache.clear()  # each label drawn afresh, onto its own picture
                widgets.draw_button(trade.app.screen, b)
    finally:
        fonts.recording(None)
    assert len(seen) == 2 * len(steps)
    for d in seen:
        assert len(d.lines) == 1 and not d.cut, (d.text, d.lines)
        assert d.size >= fonts.floor() and d.squeeze == 1.0, d
    assert {d.text for d in seen} >= {"+" + lang.number(1000), "-" + lang.number(100)}


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
def test_a_place_in_an_offer_is_named_whole_where_it_fits(home, size):
    app = App(size)
    lang.use("ne")
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    board = open_board(app, Session.start("business_gst", seats, {"opening": "seat"}, seed=3))
    game = board.game
    kolkata = next(i for i in places(game) if lang.square_name(game.edition.squares[i]) == "कोलकाता")
    give(game, 0, kolkata)
    board.session.apply(A.Offer(1, A.Items((kolkata,)), A.Items(cash=6500)))
    settle(app)
    assert isinstance(app.top, AnswerScene)
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        app.top.draw(app.screen)
    finally:
        fonts.recording(None)
    name = next(d for d in seen if d.text == "कोलकाता")
    assert not name.cut and name.lines == ["कोलकाता"]
    assert fonts.width("कोलकाता", name.size) < name.box.w  # the room it was given holds it


@pytest.mark.parametrize("edition, steps", [("byapar", (-1000, -100, 100, 1000)), ("classic", (-100, -10, 10, 100)),
                                            ("finance", (-100, -10, 10, 100))])
def test_the_money_steps_are_in_the_edition_s_scale(home, edition, steps):
    """A Classic or Finance fortune starts near $1,500 to $2,000: its steps are $10 and $100."""
    app = App((1280, 800))
    app.prefs["hints"] = False
    board = table(app, edition, ("human", "human"))
    board.open_trade()
    app.frame(FRAME)
    trade = app.top
    assert [int(b.id.rsplit("_", 1)[1]) for b in trade.panel.buttons if b.id.startswith("give_cash_")] == list(steps)
    click(app, f"give_cash_{steps[2]}")
    click(app, f"give_cash_{steps[3]}")
    assert trade.cash["give"] == steps[2] + steps[3]
