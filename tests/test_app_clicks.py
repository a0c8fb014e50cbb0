"""A click never acts on a control that appeared or changed under the pointer too recently for
the person to have seen it (App.REACTION and GRACE_FRAMES, as for keys): the second click of a
double-click lands on whatever took the first one's place, and must do nothing there."""

from __future__ import annotations

import pygame
from app_helpers import FRAME, click, click_at, look, quick_click, settle, table
from test_app_keys import offered

from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.trade import AnswerScene

DOUBLE = 0.12  # s between the two clicks of a quick double-click


def frames_until(app: App, done, most: int = 600) -> None:
    for _ in range(most):
        if done():
            return
        app.frame(FRAME)
    raise AssertionError("it never came")


def double_click_roll(app: App, board) -> tuple[int, int]:
    """Throw the dice by a double-click on its button; the second click comes as soon as
    something new stands under the pointer (or after DOUBLE, whichever is later)."""
    pos = board.panel.get("roll").rect.center
    click(app, "roll")
    for _ in range(int(DOUBLE / FRAME)):
        app.frame(FRAME)
    frames_until(app, lambda: (b := board.panel.at(pos)) is not None and b.id != "roll" and b.enabled)
    quick_click(app, pos)
    return pos


def test_a_double_click_on_throw_the_dice_never_ends_the_turn(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 3)] * 4)  # to the Income Tax
    settle(app)
    g = board.session.game
    pos = double_click_roll(app, board)
    assert board.panel.at(pos).id == "end"
    assert g.pending.kind == "end" and g.pending.player == 0, "the second click ended the turn unseen"
    look(app)
    click_at(app, pos)  # seen now: it ends the turn
    assert g.pending.player == 1


def test_a_double_click_on_throw_the_dice_never_buys(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 4)  # to a place for sale
    settle(app)
    g = board.session.game
    pos = double_click_roll(app, board)
    assert board.panel.at(pos).id == "buy"
    assert g.pending.kind == "buy" and g.owner(g.pending.square) is None, "the second click bought unseen"
    look(app)
    click_at(app, pos)
    assert g.owner(3) == 0


def test_a_click_as_the_auction_opens_never_bids(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 4)
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    frames_until(app, lambda: isinstance(app.top, AuctionScene) and app.top.panel.buttons)
    auction = app.top
    raise_ = next(b for b in auction.panel.buttons if b.id.startswith("raise_") and b.enabled)
    quick_click(app, raise_.rect.center)
    assert board.session.game.auction.high_bidder is None, "a bid was made on an auction not yet seen"
    look(app)
    click_at(app, raise_.rect.center)
    assert board.session.game.auction.high_bidder is not None


def test_a_click_as_an_offer_opens_never_answers_it(home):
    app = App((1280, 800))
    session = offered(app)
    frames_until(app, lambda: isinstance(app.top, AnswerScene) and app.top.panel.get("accept") is not None)
    pos = app.top.panel.get("accept").rect.center
    quick_click(app, pos)
    assert session.game.offer is not None, "an offer was accepted before it was seen"
    look(app)
    click_at(app, pos)
    assert session.game.offer is None


def test_a_double_click_on_add_a_bot_adds_one(home):
    app = App((1280, 800))
    app.push("setup")
    app.frame(FRAME)
    setup = app.top
    seats = len(setup.seats)
    pos = setup.panel.get("add_bot").rect.center
    click_at(app, pos)
    for _ in range(int(DOUBLE / FRAME)):
        app.frame(FRAME)
    quick_click(app, pos)
    assert len(setup.seats) == seats + 1
    assert setup.seats[-1]["kind"] == "medium", "the second click changed the new bot unseen"


def test_a_control_seen_while_the_loop_rests_takes_the_click(home):
    app = App((1280, 800))
    app.prefs["difficulty"] = "medium"
    app.push("setup")
    look(app)
    setup = app.top
    click(app, "add_bot")
    for _ in range(20):  # the frames the loop draws before it sleeps on the queue
        if app.rest_for() is not None:
            break
        app.frame(FRAME)
    assert app.rest_for() is not None
    chip = setup.panel.get(f"kind_{len(setup.seats) - 1}_hard").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=chip, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=chip, button=1))
    app.frame(1.0)  # a second's rest, ended by the click
    assert setup.seats[-1]["kind"] == "hard"
