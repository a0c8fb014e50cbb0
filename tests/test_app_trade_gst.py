"""Business GST: the cash side of a trade carries 5% GST, paid to the bank by whoever hands the
cash over (the rule book: "5% GST on every transaction"). The person answering reads the tax
beside the cash, and the deal's log line names it, in either language."""

from __future__ import annotations

from app_helpers import click, drawn_on_top, open_board, settle
from helpers import give

from byapar.app import i18n
from byapar.app.app import App
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat
from byapar.engine import schema as S


def test_a_trades_cash_shows_its_gst_to_the_answerer_and_in_the_log(each_language):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "human", "Sita")]
    scene = open_board(app, Session.start("business_gst", seats, {"opening": "seat"}, seed=4, dice=[(1, 2)] * 20))
    g = scene.game
    settle(app)
    place = next(i for i, sq in enumerate(g.edition.squares) if sq.kind == S.PLACE)
    give(g, 1, place)
    scene.presenter.sync()
    before = g.players[0].cash
    scene.act(f"offer 1 give cash:1000 get {place}")
    settle(app)
    click(app, "ready")
    assert isinstance(app.top, AnswerScene)
    money = scene.session.money
    tax = i18n.t("trade_gst_by", name="Bikash", amount=money(50))  # Sita reads who pays it
    assert any(tax in d.text for d in drawn_on_top(app)), [d.text for d in drawn_on_top(app)]
    click(app, "accept")
    settle(app)
    assert g.players[0].cash == before - 1050 and g.owners[place] == 0
    said = ["".join(text for text, _ in line) for line in scene.presenter.log]
    cash = i18n.t("log_trade_cash_gst", cash=money(1000), gst=money(50))
    offer, *deal = [x for x in said if cash in x]  # the offer's line names its terms, then the deal's
    assert offer == said[-2] and len(deal) == 1, said
    assert said[said.index(deal[0]) + 1:] == [], said  # its tax told once, in the deal's line
