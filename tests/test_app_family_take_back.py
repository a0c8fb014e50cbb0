"""A "Don't buy" clicked by mistake, taken back through the real buttons: the auction it opened
is still its person's decision until anyone bids or another person takes the laptop, and its
window offers "Bikash: take back Don't buy" (Ctrl+Z too) back to the purchase with nothing lost;
after that, the decision has passed on and nobody takes it back alone."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, button, click, drawn_texts, family, settle, take_laptop
from helpers import set_cash

from byapar.app.scenes.auction import AuctionScene
from byapar.engine import events as E

JUMLA = 3  # a throw of 1+2 from Start
BIKASH, SITA = 0, 1


@pytest.fixture
def app(home):
    return app_in((1280, 800), "en")


def bikash_declines(app, bikash_cash: int | None = None):
    """Bikash, Sita and Asha at one laptop with Bot A: Bikash throws onto Jumla and clicks
    "Don't buy (auction)" (meaning to buy it); its auction opens over the board."""
    board = family(app, ["Bikash", "Sita", "Asha"], bots=("Bot A",))
    g = board.game
    click(app, "roll")
    settle(app)
    if bikash_cash is not None:
        set_cash(g, BIKASH, bikash_cash)
        board.changed()
        settle(app)
    assert g.pending.kind == "buy" and g.pending.player == BIKASH
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene) and g.auction is not None
    return board


def ids(app) -> list[str]:
    return [b.id for b in app.top.panel.buttons]


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    app.frame(FRAME)


def back_at_the_purchase(app, board, cash: int) -> None:
    """The auction gone, Bikash's purchase of Jumla asked again, his cash and the place as they were."""
    settle(app)
    g = board.game
    assert g.auction is None and not isinstance(app.top, AuctionScene)
    assert (g.pending.kind, g.pending.player, g.pending.square) == ("buy", BIKASH, JUMLA)
    assert g.owner(JUMLA) is None and g.players[BIKASH].cash == cash
    lines = ["".join(text for text, _ in line) for line in board.presenter.log]
    assert lines[-1] == "Bikash took back “Don't buy” on Jumla", lines[-3:]


def test_the_decliner_takes_back_don_t_buy_from_the_auction_and_buys(app):
    board = bikash_declines(app)
    g = board.game
    cash = g.players[BIKASH].cash
    assert g.pending.player == BIKASH  # he opens the bidding: the laptop has not moved
    back = button(app, "take_back")
    assert back.label == "Bikash: take back Don't buy" and back.enabled
    assert "drop" in ids(app) and "raise_10" in ids(app)  # his bidding stands beside it
    click(app, "take_back")
    back_at_the_purchase(app, board, cash)
    click(app, "buy")
    settle(app)
    assert g.owner(JUMLA) == BIKASH and g.players[BIKASH].cash == cash - g.squares[JUMLA].price


def test_ctrl_z_in_the_auction_takes_back_don_t_buy(app):
    board = bikash_declines(app)
    cash = board.game.players[BIKASH].cash
    ctrl_z(app)
    back_at_the_purchase(app, board, cash)


def test_once_the_decliner_has_bid_the_decision_has_passed_on(app):
    board = bikash_declines(app)
    g = board.game
    click(app, "raise_10")  # Bikash bids Rs 10: over to Sita
    settle(app)
    assert g.auction is not None and g.pending.player == SITA
    assert "take_back" not in ids(app)
    ctrl_z(app)
    assert g.auction is not None and g.history[-1] == "bid 10" and g.auction.high_bidder == BIKASH
    take_laptop(app)
    assert "take_back" not in ids(app)


def test_a_decliner_dropped_as_the_auction_opens_may_take_it_back_until_the_next_person_takes_the_laptop(app):
    board = bikash_declines(app, bikash_cash=5)  # short of Jumla and of the least bid, Rs 10
    g = board.game
    assert E.CantFollow(BIKASH, 5) in board.controller.last_events
    assert g.pending.player == SITA and "ready" in ids(app)  # the hand-over to Sita stands
    back = button(app, "take_back")
    assert back.label == "Bikash: take back Don't buy"
    assert button(app, "ready").label == "Sita, click when ready" and "Pass the laptop to Sita" in drawn_texts(app)
    click(app, "take_back")
    back_at_the_purchase(app, board, 5)


def test_once_the_next_person_takes_the_laptop_don_t_buy_stands(app):
    board = bikash_declines(app, bikash_cash=5)
    g = board.game
    take_laptop(app)  # Sita has the laptop: the decision is hers now
    assert g.pending.player == SITA and "take_back" not in ids(app) and "drop" in ids(app)
    ctrl_z(app)
    assert g.auction is not None and g.history[-1] == "decline"
    assert board.session.comfort.undo_seat(board.session.is_human) is None
