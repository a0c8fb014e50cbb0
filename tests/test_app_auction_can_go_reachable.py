"""How far a bidder can go is a bid they can make: in Business GST the most before the tax is an
odd figure (Rs 24,499 of Rs 25,700), while bids go up by Rs 50 from the least one, so the auction
says the highest of those within reach, Rs 24,450. Where the most is already a whole step away,
as in Byapar and Classic, it says the most as before."""

from __future__ import annotations

import pytest
from app_helpers import (
    app_in,
    auction_opened,
    click,
    click_at,
    drawn_on_top,
    laptop_taken,
    settle,
    type_text,
)
from helpers import set_cash

from byapar.app.i18n import t
from byapar.engine import new_game
from byapar.engine.buying import top_bid


def rows(app) -> list[str]:
    """The texts the auction window draws, after the bidders' rows are set again."""
    app.top._key = None  # the window sets its rows again at once, as after a bid
    settle(app)
    return [d.text for d in drawn_on_top(app)]


def raise_tips(app) -> list[str]:
    return [b.tooltip for b in app.top.panel.buttons if b.id.startswith("raise_")]


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_business_gst_says_the_highest_bid_the_steps_reach(lang_back, language, size, percent):
    app = app_in(size, language, percent)
    board = auction_opened(app, "business_gst", names=["Asha", "Bikash"])
    g, money = board.game, board.session.money
    for seat in (0, 1):
        set_cash(g, seat, 25_700)
    board.presenter.sync()
    assert g.max_bid(0) == 24_499 and g.edition.rules.bid_step == 50
    said = rows(app)
    laptop_taken(app)
    for name in ("Asha", "Bikash"):
        assert f"{name} · {t('auction_can_go', amount=money(24_450))}" in said, said
    assert not any(money(24_499) in text for text in said + raise_tips(app))
    assert all(money(24_450) in tip for tip in raise_tips(app) if tip)
    place = g.auction.square
    click_at(app, app.top.amount.rect.center)
    type_text(app, "24450")
    click(app, "bid_typed")  # the figure said is a bid the auction takes
    settle(app)
    assert g.owner(place) == 0 and g.players[0].cash == 25_700 - 24_450 - g.gst(24_450)  # Bikash can't follow


@pytest.mark.parametrize("edition, cash, said", [("byapar", 15_000, 15_000), ("classic", 1_499, 1_499)])
def test_without_gst_the_most_is_said_as_before(lang_back, edition, cash, said):
    app = app_in((1280, 800), "en")
    board = auction_opened(app, edition, names=["Asha", "Bikash"])
    set_cash(board.game, 1, cash)
    assert board.game.max_bid(1) == cash
    assert f"Bikash · {t('auction_can_go', amount=board.session.money(said))}" in rows(app)


def test_after_a_typed_bid_off_the_steps_the_most_counts_steps_from_it():
    """A typed bid of Rs 1,037 sets the steps at 1,087, 1,137 and on: the most said is one of them."""
    game = new_game("business_gst", ["Asha", "Bikash"], {"opening": "seat"}, seed=1, dice=[(1, 3)])
    set_cash(game, 0, 25_700)
    set_cash(game, 1, 25_700)
    game.apply("roll")
    game.apply("decline")
    game.apply("bid 1037")
    assert game.pending.player == 1 and game.max_bid(1) == 24_499
    assert top_bid(game, 1) == 24_487 and game.apply("bid 24487") is not None
