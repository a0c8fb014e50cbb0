"""A mortgaged place traded: the tenth of its mortgage the taker pays the bank at once is said on
the answer screen before anyone accepts, to the one who pays it or naming them."""

from __future__ import annotations

from app_helpers import click, drawn_on_top, open_board, settle
from helpers import give

from byapar.app import i18n
from byapar.app.app import App
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat

ST_CHARLES = 11  # Classic: price $140, mortgaged for $70, so the fee is $7



def answering(offer: str, holder: int):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "human", "Sita")]
    scene = open_board(app, Session.start("classic", seats, {"opening": "seat"}, seed=4, dice=[(1, 2)] * 20))
    g = scene.game
    settle(app)
    give(g, holder, ST_CHARLES)
    g.mortgages[ST_CHARLES] = True
    scene.presenter.sync()
    scene.act(offer)
    settle(app)
    click(app, "ready")
    assert isinstance(app.top, AnswerScene)
    return app, scene


def test_the_taker_of_a_mortgaged_place_reads_its_fee_before_accepting(each_language):
    app, scene = answering(f"offer 1 give {ST_CHARLES} get cash:100", holder=0)  # Sita takes it
    fee = i18n.t("trade_fee", amount=scene.session.money(7))
    assert any(d.text == fee for d in drawn_on_top(app)), [d.text for d in drawn_on_top(app)]
    assert fee.startswith(("you pay the bank", "यो लिँदा तपाईं")), "it says who pays: the one reading"
    before = scene.game.players[1].cash
    click(app, "accept")
    settle(app)
    assert scene.game.players[1].cash == before - 100 - 7 and scene.game.owners[ST_CHARLES] == 1


def test_the_giver_of_a_mortgaged_place_reads_who_pays_its_fee(each_language):
    app, scene = answering(f"offer 1 give cash:150 get {ST_CHARLES}", holder=1)  # Bikash takes it
    fee = i18n.t("trade_fee_by", name="Bikash", amount=scene.session.money(7))
    assert any(d.text == fee for d in drawn_on_top(app)), [d.text for d in drawn_on_top(app)]
