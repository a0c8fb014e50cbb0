"""At Instant bot speed nothing plays out on screen but a card a person draws: it turns up over
the board and waits for their click, the rest of the play behind it, as at every other speed.
A bot's card stays instant, a key or click meant for what stood there before never puts it
down, and a replay, where the history plays every seat, never stops for one."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    button,
    card_waits,
    click,
    click_at,
    drawn_texts,
    look,
    press,
    quick_click,
    read_card,
    run_frames,
    settle,
    table,
)
from helpers import card_on_top, give, tries

from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.replay import ReplaySession
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import events as E

ASHA, BOT = 0, 1
SECONDS = 60  # frames in a second of play


def asha_throws_onto_bhagya(app: App) -> BoardScene:
    """Asha and Bot B at Byapar, at instant speed: Asha's first throw, 3+4, lands on Bhagya,
    whose top card pays her a dividend of Rs 500."""
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(ASHA, "human", "Asha"), default_seat(BOT, "medium", "Bot B")]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(3, 4)] + [(2, 3)] * 40)
    session.autosave_on = False
    card_on_top(session.game, "bhagya", "collect", amount=500)
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    return board


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_at_instant_speed_a_persons_own_card_stays_up_until_they_click_it(home, size):
    app = App(size)
    board = asha_throws_onto_bhagya(app)
    game, shown = board.game, board.presenter
    cash = game.players[ASHA].cash
    click(app, "roll")
    card = shown.card
    assert card is not None and card.player == ASHA and card.wait_for_click
    for _ in range(10 * SECONDS):  # however long she reads it
        run_frames(app)
    assert shown.card is card, "the card went by itself"
    assert t("card_drawn_by", name="Asha") + " " + card.text in drawn_texts(app)
    assert shown.cash[ASHA] == cash, "the dividend was shown paid before the card was read"
    assert board.panel.get("end") is None  # the play waits behind the card
    read_card(app)  # a click on it
    assert shown.card is None and shown.cash[ASHA] == cash + 500
    click(app, "end")
    settle(app)  # Bot B's turn plays out at once
    assert game.pending.player == ASHA and game.pending.kind == "roll" and game.current == ASHA


@pytest.mark.parametrize("gap", [6, 27])  # a tenth of a second, and a slow double-click's 0.45 s
def test_a_double_click_on_throw_leaves_up_the_card_it_turned_up(home, gap):
    app = App((1280, 800))
    board = asha_throws_onto_bhagya(app)
    pos = button(app, "roll").rect.center
    click_at(app, pos)
    card = board.presenter.card
    assert card is not None
    for _ in range(gap):
        app.frame(FRAME)
    quick_click(app, pos)  # the second click of the double-click
    assert board.presenter.card is card, "the double-click's second click put the card down unread"


def test_a_key_held_or_pressed_as_the_card_turned_up_leaves_it_up(home):
    app = App((1280, 800))
    board = asha_throws_onto_bhagya(app)
    look(app)  # Throw has been seen: Space throws
    pygame.key.set_repeat(300, 40)
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        app.frame(FRAME)
        card = board.presenter.card
        assert card is not None and card.wait_for_click
        for _ in range(SECONDS):  # Space still held: it repeats
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
            app.frame(FRAME)
        assert board.presenter.card is card, "a held Space put the card down"
    finally:
        pygame.key.set_repeat(0, 0)
    press(app, pygame.K_SPACE)  # let go (the release), then pressed again: now it has been read
    press(app, pygame.K_SPACE)
    assert board.presenter.card is None


def test_space_pressed_the_moment_the_card_turns_up_leaves_it_up(home):
    app = App((1280, 800))
    board = asha_throws_onto_bhagya(app)
    click(app, "roll")
    card = board.presenter.card
    assert card is not None
    press(app, pygame.K_SPACE)
    assert board.presenter.card is card, "Space put the card down the moment it turned up"
    look(app)
    press(app, pygame.K_SPACE)
    assert board.presenter.card is None


def test_undo_while_the_card_is_up_takes_nothing_back_and_leaves_it(home):
    """Her throw can't be taken back: Ctrl+Z says so, and the card she drew stays to be read."""
    app = App((1280, 800))
    board = asha_throws_onto_bhagya(app)
    click(app, "roll")
    card, moves = board.presenter.card, len(board.game.history)
    assert card is not None and not button(app, "undo").enabled
    look(app)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert board.message == t("undo_refused")
    assert board.presenter.card is card and len(board.game.history) == moves
    read_card(app)
    assert board.panel.get("end") is not None


def test_a_persons_card_drawn_in_a_bots_turn_holds_the_bot_until_they_click(home):
    """Finance: Bot B lands on Chevy Chase where Asha stands, and bumps her five back to Chance,
    whose card is hers to read: Bot B's turn waits on it."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "medium"), dice=[(1, 2), (3, 4)] + [(2, 3)] * 20, names=["Asha", "Bot B"])
    game = board.game
    game.players[ASHA].position, game.players[BOT].position = 18, 14  # 1+2 and 3+4 onto Chevy Chase
    give(game, ASHA, 21)  # Chevy Chase, so her landing there asks nothing
    card_on_top(game, "chance", "collect", amount=50)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    click(app, "end")
    for _ in tries(600, "Bot B bumps Asha onto Chance"):
        run_frames(app)
        if board.presenter.card is not None:
            break
    card, moves = board.presenter.card, len(game.history)
    assert card.player == ASHA and card.wait_for_click and game.pending.player == BOT
    run_frames(app, 10 * SECONDS)
    assert board.presenter.card is card and len(game.history) == moves, "the bot played on over her card"
    read_card(app)
    settle(app)  # Bot B ends its turn
    assert game.pending.player == ASHA and game.pending.kind == "roll" and game.current == ASHA


def test_a_replay_at_instant_speed_never_stops_for_a_persons_card(home):
    """Asha drew a card in the game played (her 22nd step of 60): the replay, every seat played
    by the history, plays through it at once."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(ASHA, "human", "Asha"), default_seat(BOT, "medium", "Sita")]
    played = Session.start("byapar", seats, {}, seed=3)
    drawn = []
    for _ in range(60):  # Asha plays along; the bot answers
        game = played.game
        legal = game.legal_actions()
        action = played.bot_action() if played.is_bot(game.pending.player) else \
            next((a for a in (A.BUY, A.ROLL, A.END, A.DROP, A.REJECT, A.DECLINE) if a in legal), legal[0])
        drawn += [ev.player for ev in played.apply(action) if isinstance(ev, E.CardDrawn)]
    assert ASHA in drawn
    replay = ReplaySession.of(played)
    board = BoardScene(app, replay)
    app.push(board)
    for _ in tries(len(replay.history) + 10, "the replay reaches the end of the game played"):
        run_frames(app)
        if replay.done:  # the table is the people's again: a card its last throw drew may wait
            break
        assert not card_waits(board), "the replay stopped for a card"
    assert replay.game.history == played.game.history
