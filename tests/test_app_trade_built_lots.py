"""The trade window's rule on built places is the edition's own: Byapar, Classic and Business GST
trade nothing of a group with buildings, while Finance's lots go with their houses, as its book
says. The worth a side shows counts those houses as the game counts worth, and the offer the
partner reads names them."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, click, drawn_on_top, open_board, settle
from helpers import give

from byapar.app.i18n import t
from byapar.app.scenes.trade import AnswerScene, TradeScene
from byapar.app.session import Session, default_seat

WAYBACK = 3  # Finance: a $150 lot
SIZES = pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
LANGUAGES = pytest.mark.parametrize("language", ["en", "ne"])


def trade_window(edition: str, size=(1280, 800), language: str = "en", level: int = 0, holds: bool = False) -> TradeScene:
    """Asha's trade window on a table of two people, Asha holding Wayback (in Finance; Jumla in
    Byapar) at `level`, where it is above 0 or she `holds` it."""
    app = app_in(size, language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    board = open_board(app, Session.start(edition, seats, {"opening": "seat"}, seed=3))
    settle(app)
    if level or holds:
        give(board.game, 0, WAYBACK, level=level)
        board.presenter.sync()
    trade = TradeScene(app, board)
    app.push(trade)
    app.frame(FRAME)
    return trade


def texts(trade) -> list[str]:
    return [d.text for d in drawn_on_top(trade.app)]


@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst"])
def test_where_building_needs_the_group_the_window_says_nothing_of_a_built_group_goes(lang_back, edition):
    seen = texts(trade_window(edition))
    assert any(t("trade_rule_built") in x for x in seen), seen
    assert not any(t("trade_rule_houses") in x for x in seen)


@SIZES
@LANGUAGES
def test_a_finance_lot_goes_with_its_houses_and_its_worth_counts_them(lang_back, size, language):
    trade = trade_window("finance", size, language, level=2)  # its ownership house and a white house
    game, money = trade.game, trade.session.money
    seen = texts(trade)
    assert any(t("trade_rule_houses") in x for x in seen), seen
    assert not any(t("trade_rule_built") in x for x in seen), "Finance trades built lots"
    click(trade.app, f"give_sq_{WAYBACK}")
    lot = game.edition.squares[WAYBACK]
    worth = lot.price + lot.house_cost  # the white house at cost; the ownership house counts nothing
    assert worth == game.worth(0) - game.players[0].cash  # as the game counts Asha's worth
    heading = t("trade_you_give", name="Asha", value=money(worth))
    assert heading in texts(trade), texts(trade)
    assert trade.panel.get(f"give_sq_{WAYBACK}").tooltip == t("tip_trade_place_houses", price=money(lot.price), n=2)


@SIZES
@LANGUAGES
def test_the_partner_reads_the_lot_with_its_houses_and_gets_them(lang_back, size, language):
    trade = trade_window("finance", size, language, level=2)
    app, game, money = trade.app, trade.game, trade.session.money
    click(app, f"give_sq_{WAYBACK}")
    click(app, "offer")
    settle(app)
    click(app, "ready")
    assert isinstance(app.top, AnswerScene)
    seen = texts(app.top)
    lot = game.edition.squares[WAYBACK]
    assert t("answer_you_get", value=money(lot.price + lot.house_cost)) in seen, seen
    assert t("trade_place_houses", place=lot.name_ne if language == "ne" else lot.name, n=2) in seen, seen
    click(app, "accept")
    settle(app)
    assert game.owner(WAYBACK) == 1 and game.buildings(WAYBACK) == 2  # the houses went with it


@SIZES
@LANGUAGES
def test_a_finance_lot_in_a_deal_is_said_to_need_no_colour(lang_back, size, language):
    """Finance's colour bands only mark the board's sides: a lot chosen in a trade says a colour
    is neither needed to build nor brings more rent, where other editions say what a deal completes."""
    trade = trade_window("finance", size, language, level=1)
    assert t("trade_lots_alone") not in texts(trade)  # nothing chosen yet
    click(trade.app, f"give_sq_{WAYBACK}")
    trade.app.frame(FRAME)
    assert t("trade_lots_alone") in texts(trade), texts(trade)


def test_a_place_in_a_byapar_deal_says_nothing_of_lots_alone(lang_back):
    trade = trade_window("byapar", holds=True)
    click(trade.app, f"give_sq_{WAYBACK}")
    trade.app.frame(FRAME)
    assert t("trade_lots_alone") not in texts(trade)
