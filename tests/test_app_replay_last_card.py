"""A replay whose last step draws a bot's card: the card turns up and goes as a bot's card does
in live play, never waiting for a click once the replay is done (the table is the people's
again, but the card was the bot's). A person's card drawn by the last step still waits."""

from __future__ import annotations

import pytest
from app_helpers import card_waits, run_frames
from helpers import tries

from byapar.app.app import App
from byapar.app.replay import ReplaySession
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import events as E

ASHA, SITA = 0, 1
SECONDS = 60  # frames in a second of play


def played_until_a_card_is_drawn_by(drawer: int) -> Session:
    """Asha plays along with the bot Sita until a step of `drawer`'s draws a card: the game's
    history ends with that step."""
    seats = [default_seat(ASHA, "human", "Asha"), default_seat(SITA, "medium", "Sita")]
    played = Session.start("byapar", seats, {}, seed=3)
    for _ in tries(400, f"a card drawn by seat {drawer}"):
        game = played.game
        legal = game.legal_actions()
        action = played.bot_action() if played.is_bot(game.pending.player) else \
            next((a for a in (A.BUY, A.ROLL, A.END, A.DROP, A.REJECT, A.DECLINE) if a in legal), legal[0])
        if any(isinstance(ev, E.CardDrawn) and ev.player == drawer for ev in played.apply(action)):
            return played
    raise AssertionError("unreachable")


def replayed(played: Session, speed: str) -> tuple[ReplaySession, BoardScene, App]:
    app = App((1280, 800))
    app.prefs.update(bot_speed=speed, hints=False)
    replay = ReplaySession.of(played)
    board = BoardScene(app, replay)
    app.push(board)
    for _ in tries(len(replay.history) * 4 * SECONDS, "the replay reaches the end of the game played"):
        run_frames(app)
        if replay.done:
            break
    assert replay.game.history == played.game.history
    return replay, board, app


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_bots_card_drawn_by_the_replays_last_step_goes_as_in_live_play(home, speed):
    replay, board, app = replayed(played_until_a_card_is_drawn_by(SITA), speed)
    seen = False
    for _ in tries(20 * SECONDS, "the bot's card has come and gone"):
        card = board.presenter.card
        if card is not None:
            seen = True
            assert card.player == SITA and not card.wait_for_click, "the bot's card waits for a click"
        elif seen:
            break
        run_frames(app)
    assert not card_waits(board)


def test_a_persons_card_drawn_by_the_replays_last_step_still_waits(home):
    replay, board, app = replayed(played_until_a_card_is_drawn_by(ASHA), "fast")
    for _ in tries(10 * SECONDS, "Asha's card turns up"):
        if board.presenter.card is not None:
            break
        run_frames(app)
    assert board.presenter.card.player == ASHA and card_waits(board)
