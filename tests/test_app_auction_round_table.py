"""An auction among people at one laptop passes the laptop from bidder to bidder as every answer
does: the next person's bid waits behind their own "click when ready", and the window names whose
bid it is on a band in their colour. No click or deciding key of the last bidder's, however quick,
bids or drops out for the next."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    auction_opened,
    click,
    drawn_on_top,
    look,
    press,
    quick_click,
    raise_least,
    settle,
    take_laptop,
)

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import DOUBLE_CLICK, GRACE_FRAMES, REACTION
from byapar.app.i18n import t
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import TABLE_BUTTONS

LATE_SECOND_CLICK = int(REACTION / FRAME) + GRACE_FRAMES + 2


def raise_id(app) -> str:
    return next(b.id for b in app.top.panel.buttons if b.id.startswith("raise_"))


def test_each_person_takes_the_laptop_before_their_bid(home):
    app, board = auction_opened_app(3)
    game = board.game
    bidders = []
    for k in range(6):  # bounded: two rounds of three bidders
        assert isinstance(app.top, AuctionScene)
        seat = game.pending.player
        name = game.players[seat].name
        if k:  # the bid came from another person: theirs waits for them to take the laptop
            bidding = [b.id for b in app.top.panel.buttons if b.id not in TABLE_BUTTONS]  # the table's Menu stays
            assert bidding == ["ready"], "the laptop didn't wait to pass"
            assert any(d.text == t("pass_to", name=name) for d in drawn_on_top(app)), name
            take_laptop(app)
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


def test_a_quick_click_after_a_bid_is_never_taken_for_the_next_bidder(home):
    app, board = bid_came_round()
    game = board.game
    quick_click(app, app.top.panel.get("ready").rect.center)  # Asha's hand still on the mouse
    assert app.top.panel.get("ready") is not None and game.pending.player == 1
    look(app)
    take_laptop(app)  # Bikash's own click, once he has seen it is his bid
    look(app)
    click(app, "drop")
    assert 1 not in game.auction.bidders


def test_a_quick_key_after_a_bid_is_never_taken_for_the_next_bidder(home):
    app, board = bid_came_round()
    game = board.game
    high = game.auction.high
    press(app, pygame.K_SPACE)  # Space bids the least raise
    assert game.pending.player == 1 and game.auction.high == high
    take_laptop(app)
    look(app)
    press(app, pygame.K_SPACE)  # Bikash's own key, once he has the laptop and has seen it is his bid
    assert game.auction.high_bidder == 1


@pytest.mark.parametrize("language", ["en", "ne"])
def test_each_change_of_bidder_shows_their_name_large_on_a_band_in_their_colour(lang_back, language):
    app = app_in((800, 600), language)
    board = auction_opened(app, people=3)
    settle(app)
    game = board.game
    for seat in (0, 1, 2, 0):  # bounded: round the three bidders
        assert game.pending.player == seat
        texts = drawn_on_top(app)
        square = lang.square_name(game.edition.squares[game.auction.square])
        title = next(d for d in texts if d.text == t("auction_title", square=square))
        turn = next(d for d in texts if d.text == t("auction_your_turn", name=game.players[seat].name))
        assert turn.size > title.size, "whose bid it is reads no larger than the title"
        band = app.screen.get_at((turn.box.x - 4, turn.box.y + 5))[:3]
        assert band == th.lighten(board.session.colour(seat), 0.75), f"{game.players[seat].name}'s bid not in their colour"
        raise_least(app)
        settle(app)


def bid_came_round():
    """Asha bids in a three people's auction; as much later as a second click or key of hers
    may come (past the time a control takes to be seen, short of a double-click's gap), the
    bid is Bikash's."""
    app, board = auction_opened_app(3)
    click(app, raise_id(app))
    assert board.game.pending.player == 1
    assert LATE_SECOND_CLICK * FRAME < DOUBLE_CLICK
    for _ in range(LATE_SECOND_CLICK):
        app.frame(FRAME)
    return app, board


def auction_opened_app(people: int):
    app = app_in((1280, 800), "en")
    board = auction_opened(app, people=people)
    settle(app)
    return app, board
