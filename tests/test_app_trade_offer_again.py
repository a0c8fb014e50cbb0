"""An offer made again is no counter-offer: where a counter-offer is answered with its maker's
first offer once more, the log says so, and the deal taken is that offer's, not a counter's."""

from __future__ import annotations

import pytest
from app_helpers import app_in, board_of, click, settle, take_laptop
from helpers import give

from byapar.app import lang as L
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain

HUMLA, DURBAR_MARG = 1, 39


def asha_and_bikash(app) -> Session:
    """Byapar's first turn: Asha holds Humla, Bikash Durbar Marg, which Asha wants."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(1, 2)] * 40)
    session.autosave_on = False
    give(session.game, 0, HUMLA)
    give(session.game, 1, DURBAR_MARG)
    app.push(BoardScene(app, session))
    settle(app)
    return session


@pytest.mark.parametrize("language, size, text_size", [("en", (1280, 800), 100), ("ne", (800, 600), 150)])
def test_a_first_offer_made_again_and_accepted_is_told_as_that_offer(home, language, size, text_size):
    app = app_in(size, language, text_size)
    session = asha_and_bikash(app)
    g = session.game
    click(app, "trade")
    click(app, f"get_sq_{DURBAR_MARG}")
    click(app, "give_cash_1000")
    click(app, "offer")  # Asha: Rs 1,000 for Durbar Marg
    settle(app)
    take_laptop(app)
    click(app, "counter")  # Bikash asks for Humla besides
    click(app, f"get_sq_{HUMLA}")
    click(app, "offer")
    settle(app)
    assert isinstance(app.top, AnswerScene) and g.pending.player == 0 and g.offer_is_counter
    take_laptop(app)
    click(app, "counter")  # Asha: her first offer again, Humla taken back out of it
    click(app, f"give_sq_{HUMLA}")
    click(app, "offer")
    settle(app)
    take_laptop(app)
    click(app, "accept")  # Bikash takes it
    settle(app)
    assert g.owner(DURBAR_MARG) == 0 and g.owner(HUMLA) == 0
    names = {"player": "Bikash", "partner": "Asha"}
    durbar_marg, cash = L.square_name(g.squares[DURBAR_MARG]), L.money(1000, g.edition)
    log = [plain(line) for line in board_of(app).presenter.log]
    again = t("log_offer_again", player="Asha", partner="Bikash", give=cash, get=durbar_marg)
    deal = t("log_trade_deal", give=cash, get=durbar_marg, **names)
    assert again in log and deal in log, log[-6:]
    counter_deal = t("log_counter_deal", give=cash, get=durbar_marg, **names)
    assert counter_deal not in log
