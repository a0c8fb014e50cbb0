"""At rest the loop sleeps on the event queue: which states may rest, for how long, and what wakes them."""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from app_helpers import BOT_HUNG, click, settle

from byapar.app.app import BOT_DONE, MAX_REST, App
from byapar.app.scenes.board import LIVELY, BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat
from byapar.app.widgets import TOOLTIP_DELAY

FRAME = 1 / 60


@pytest.fixture
def app(home):  # a fresh data folder, English before and after (conftest)
    return App((1280, 800))


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.frame(FRAME)


def test_the_menu_rests_until_a_hovered_buttons_tooltip_is_due(app):
    app.push(MenuScene(app))
    frames(app, 0.1)
    assert app.rest_for() == MAX_REST  # nothing moves: only an input wakes it
    b = app.top.panel.buttons[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert app.rest_for() is None  # an event waits in the queue: a frame is due at once
    app.frame(FRAME)
    app.frame(FRAME)
    app.frame(FRAME)
    rest = app.rest_for()
    assert rest is not None and 0 < rest <= TOOLTIP_DELAY  # wakes in time to show the tooltip
    frames(app, TOOLTIP_DELAY + 0.1)
    assert app.rest_for() == MAX_REST


def test_a_board_waiting_on_a_person_rests_once_its_arrow_settles(app):
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    app.prefs["hints"] = False
    app.push(BoardScene(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 20)))
    settle(app)
    assert app.rest_for() is None or app.rest_for() <= LIVELY  # the turn arrow still bobs
    frames(app, LIVELY + 0.1)
    assert app.rest_for() == MAX_REST
    click(app, "roll")  # the token walks: full frame rate until it has
    assert app.rest_for() is None
    settle(app)
    frames(app, LIVELY + 0.1)
    assert app.rest_for() == MAX_REST


def test_a_bot_thinking_on_its_thread_wakes_the_loop_when_done(app):
    seats = [default_seat(0, "medium", "Bot Bikash"), default_seat(1, "human", "Asha")]
    app.prefs["hints"] = False
    app.prefs["bot_speed"] = "fast"
    session = Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 20)
    # the bot answers only once the test has seen it thinking: a Medium decision takes
    # microseconds, and on a busy machine its thread could answer within the frame that asked
    seen_thinking = threading.Event()
    answer = session.bot_action
    session.bot_action = lambda: seen_thinking.wait(BOT_HUNG) and answer()
    board = BoardScene(app, session)
    app.push(board)
    for _ in range(600):  # the first turn's banner, then the bot's pause before it thinks
        app.frame(FRAME)
        if board.controller.reading():
            break
    assert board.controller.reading()
    assert not pygame.event.peek(BOT_DONE)  # still thinking: nothing to wake the loop yet
    seen_thinking.set()
    board.controller.wait(timeout=BOT_HUNG)  # a hang, not a slow machine, reaches it
    # the worker posts its wake-up just after it sets the answer: give it a moment, counted
    for _ in range(100_000):
        if pygame.event.peek(BOT_DONE):
            break
        time.sleep(0.0001)
    assert pygame.event.peek(BOT_DONE)  # its answer is in the queue, so the resting loop wakes
    assert app.rest_for() is None
