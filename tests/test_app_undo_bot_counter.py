"""A person offers a bot a trade from the trade window, the bot answers with a counter-offer, and
the person turns it down: the board's Undo is then the person's own, and takes back their refusal
alone. The counter-offer stands again, its answer open as before, money and owners as they were;
the log says who took back what; the counter-offer accepted then is a deal like any other."""

from __future__ import annotations

from app_helpers import app_in, click, click_at, open_board, settle, type_text, until_answered
from helpers import give

from byapar.app.i18n import t
from byapar.app.scenes.trade import AnswerScene, TradeScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain

HUMLA, JUMLA = 1, 3  # the Karnali pair: Jumla finishes the bot's group


def test_undo_after_turning_down_a_bots_counter_offer_brings_the_counter_offer_back(lang_back):
    app = app_in((1280, 800), "en")
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot Sita")]
    session = Session.start("byapar", seats, {"opening": "seat", "bot_offers": "never"}, seed=3, dice=[(1, 2)] * 40)
    g = session.game
    give(g, 0, JUMLA)
    give(g, 1, HUMLA)
    board = open_board(app, session)
    settle(app)
    click(app, "trade")
    assert isinstance(app.top, TradeScene)
    click(app, f"give_sq_{JUMLA}")
    field = next(f for f in app.top.panel.fields if f.id == "get_cash_typed")
    click_at(app, field.rect.center)
    type_text(app, "9000")  # far more than the bot pays: it counters
    click(app, "offer")
    until_answered(app)
    settle(app)
    assert isinstance(app.top, AnswerScene) and g.offer_is_counter and g.pending.player == 0
    countered = g.history[-1]
    cash = [p.cash for p in g.players]
    click(app, "reject")
    settle(app)
    assert app.top is board and g.history[-1] == "reject" and g.offer is None

    undo = board.panel.get("undo")
    what = t("undid_reject_counter", name="Bot Sita")
    assert undo.enabled and undo.tooltip == t("tip_undo_what", what=what), undo.tooltip
    click(app, "undo")
    settle(app)
    assert isinstance(app.top, AnswerScene) and g.offer_is_counter and g.history[-1] == countered
    assert g.pending.player == 0 and [p.cash for p in g.players] == cash
    assert g.owner(JUMLA) == 0 and g.owner(HUMLA) == 1
    assert plain(board.presenter.log[-1]) == "Asha took back turning down Bot Sita's counter-offer"
    assert board.panel.get("undo") is None or not board.panel.get("undo").enabled  # nothing more of hers to take back

    click(app, "accept")
    settle(app)
    assert g.owner(JUMLA) == 1 and g.players[0].cash > cash[0] and g.players[1].cash < cash[1]
