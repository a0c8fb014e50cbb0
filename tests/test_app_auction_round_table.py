"""An auction among people at one laptop goes round the bidders with no "click when ready"
between them: each bid is called out in front of everyone. The window names whose bid it is,
and a click landing where the last bidder's did, at once, is not taken for the next bidder."""

from __future__ import annotations

from app_helpers import auction_opened, click, drawn_on_top, quick_click, settle

from byapar.app.scenes.auction import AuctionScene


def raise_id(app) -> str:
    return next(b.id for b in app.top.panel.buttons if b.id.startswith("raise_"))


def test_three_people_bid_in_turn_with_no_ready_click_between_them(home):
    app_board = auction_opened_app(3)
    app, board = app_board
    game = board.game
    bidders = []
    for _ in range(6):  # bounded: two rounds of three bidders
        assert isinstance(app.top, AuctionScene)
        assert app.top.panel.get("ready") is None, "the laptop waited to pass between bidders"
        seat = game.pending.player
        name = game.players[seat].name
        assert any(name in d.text for d in drawn_on_top(app)), f"the auction doesn't name {name}"
        bidders.append(seat)
        click(app, raise_id(app))
        settle(app)
    assert bidders == [0, 1, 2, 0, 1, 2]
    assert game.auction is not None and game.auction.high_bidder == 2


def test_a_second_click_at_once_where_the_last_bid_landed_is_not_taken_for_the_next_bidder(home):
    app, board = auction_opened_app(3)
    game = board.game
    button = app.top.panel.get(raise_id(app))
    click(app, button.id)
    assert game.pending.player == 1
    high = game.auction.high
    quick_click(app, button.rect.center)  # Asha's double click
    assert game.pending.player == 1 and game.auction.high == high


def auction_opened_app(people: int):
    from app_helpers import app_in

    app = app_in((1280, 800), "en")
    board = auction_opened(app, people=people)
    settle(app)
    return app, board
