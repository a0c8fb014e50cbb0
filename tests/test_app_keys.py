"""Keys never act on what the person hasn't seen: the hand-over band between people, and a
decision that opens by itself (a bot's offer, an auction) while a frame is still being drawn."""

from __future__ import annotations

import pygame
from app_helpers import (
    FRAME,
    click,
    click_at,
    family,
    look,
    over_to_sita,
    press,
    run_frames,
    settle,
    take_laptop,
    type_text,
)

from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A

STALL = 0.5  # s: a slow first frame (a language's letters drawn the first time)


def keydown(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def test_a_key_through_the_hand_over_band_only_puts_it_away(home):
    app = App((1280, 800))
    board = over_to_sita(app)
    g = board.game
    moves = len(g.history)
    look(app)
    for key in (pygame.K_SPACE, pygame.K_RETURN):
        press(app, key)
        assert len(g.history) == moves, "a key through the band threw the dice for Sita"
    assert board.handover.showing is None
    look(app)
    press(app, pygame.K_SPACE)  # the band is gone, but Sita's turn waits for her click, which no key gives
    assert len(g.history) == moves and board.panel.get("ready") is not None
    take_laptop(app)
    look(app)
    press(app, pygame.K_SPACE)  # her throw seen: Space throws
    assert len(g.history) > moves


def test_escape_through_the_band_still_opens_the_menu_and_makes_no_move(home):
    app = App((1280, 800))
    board = family(app, ["Bikash", "Sita"])
    settle(app)
    assert board.handover.showing == 0
    moves = len(board.game.history)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and len(board.game.history) == moves


def offered(app: App) -> Session:
    """A hard bot's offer to Asha waiting as the table opens."""
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "hard", "Sita"), default_seat(1, "human", "Asha")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 20)
    session.autosave_on = False
    session.apply(A.Offer(1, A.Items(cash=100), A.Items()))
    app.push(BoardScene(app, session))
    return session


def test_enter_pressed_while_an_offer_s_first_frame_is_drawn_never_answers_it(home):
    app = App((1280, 800))
    session = offered(app)
    for _ in range(10):
        app.frame(FRAME)
        if isinstance(app.top, AnswerScene):
            break
    assert isinstance(app.top, AnswerScene)
    keydown(pygame.K_RETURN)  # pressed while that frame was drawn: its time counts only after it
    app.frame(STALL)
    assert session.game.offer is not None, "Enter answered an offer not yet on screen"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    look(app)
    press(app, pygame.K_RETURN)  # seen now: Enter gives the highlighted answer (Reject)
    assert session.game.offer is None


def test_space_pressed_while_an_auction_s_first_frame_is_drawn_never_bids(home):
    app = App((1280, 800))
    session = auction_open(app)
    keydown(pygame.K_SPACE)
    app.frame(STALL)
    assert session.game.auction.high_bidder is None, "Space bid in an auction not yet on screen"


def test_the_loop_runs_a_new_decision_s_grace_before_it_rests(home):
    app = App((1280, 800))
    offered(app)
    for _ in range(10):
        app.frame(FRAME)
        if isinstance(app.top, AnswerScene):
            break
    assert app.rest_for() is None, "resting now, a key pressed after the rest would still be in the grace"
    look(app)
    app.frame(FRAME)
    assert app.rest_for() is not None


def auction_open(app: App) -> Session:
    """Asha declines Jumla: the auction opens over the board, both at the laptop."""
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 20)
    session.autosave_on = False
    app.push(BoardScene(app, session))
    settle(app)
    click(app, "roll")
    settle(app)
    look(app)
    click(app, "decline")
    for _ in range(10):
        if isinstance(app.top, AuctionScene):
            break
        run_frames(app)
    assert isinstance(app.top, AuctionScene)
    return session


def test_enter_in_the_amount_field_never_bids_in_an_auction_not_yet_seen(home):
    app = App((1280, 800))
    session = auction_open(app)
    auction = app.top
    field = auction.amount.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=field, button=1))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="700"))
    keydown(pygame.K_RETURN)  # held from the decline, read with the auction's first frame
    app.frame(STALL)
    assert auction.typing() and auction.amount.text == "700"
    assert session.game.auction.high_bidder is None, "Enter in the amount field bid in an auction not yet seen"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    look(app)
    press(app, pygame.K_RETURN)  # seen now: Enter bids what was typed
    assert session.game.auction.high == 700 and session.game.auction.high_bidder == 0


def test_space_in_the_amount_field_is_held_to_the_same_grace(home):
    app = App((1280, 800))
    session = auction_open(app)
    field = app.top.amount.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=field, button=1))
    keydown(pygame.K_SPACE)
    app.frame(STALL)
    assert app.top.typing() and session.game.auction.high_bidder is None


def test_enter_in_a_name_field_only_finishes_the_name(home):
    """Enter (or keypad Enter) after typing a name leaves the field with the name kept; the
    table starts only on an Enter with no name being typed."""
    app = App((1280, 800))
    setup = SetupScene(app)
    app.push(setup)
    for key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        click_at(app, next(f for f in setup.panel.fields if f.id == "name_0").rect.center)
        type_text(app, "Asha")
        look(app)
        press(app, key)
        assert app.top is setup, "Enter in a name field started the game"
        assert setup.panel.focused() is None
        assert setup.seats[0]["name"] == "Asha"
    look(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, BoardScene) or app.opening is not None
