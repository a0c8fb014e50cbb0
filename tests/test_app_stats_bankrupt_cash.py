"""The statistics' rent counts the last cash a bankrupt player hands to the player they owed:
Asha, $30 in hand, lands on Bikash's Boardwalk and goes out; Bikash got her $30, and "Rent &
trades" says he collected it and she paid it, its heading saying the bankrupt's cash is counted."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, settle, table
from helpers import give, put_at, set_cash

from byapar.app import lang as L
from byapar.app.i18n import t

BOARDWALK = 39


@pytest.fixture(autouse=True)
def plain_after():
    yield
    L.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_bankrupt_s_last_cash_to_a_player_is_counted_with_the_rent(home, language, size):
    app = app_in(size, language)
    board = table(app, "classic", ("human", "human", "human"), dice=[(1, 2)] * 20, names=["Asha", "Bikash", "Sita"])
    g = board.game
    give(g, 1, BOARDWALK)
    put_at(g, 0, BOARDWALK - 3)
    set_cash(g, 0, 30)
    board.presenter.sync()
    settle(app)
    cash = g.players[1].cash
    click(app, "roll")
    settle(app)
    assert g.players[0].bankrupt and g.players[1].cash - cash == 30
    app.push("stats", board.session, "money")
    app.frame(1 / 60)
    stats = app.top.stats
    assert stats.rent_collected[1] == 30 and stats.rent_paid[0] == 30
    assert sum(stats.rent_collected) == sum(stats.rent_paid)
    texts = [d.text for d in drawn_on_top(app)]
    assert t("stats_rent_title_estates") in texts, texts
    assert t("rent_in", amount=board.session.money(30)) in texts
