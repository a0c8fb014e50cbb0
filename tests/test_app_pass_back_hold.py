"""When the laptop changes hands, "Sita, click when ready" and the answer that takes its place
take no click for a moment (HOLD_SECONDS): a slow second click of whoever clicked just before,
or on the ready button itself, lands on them unseen and must not answer; an answer's ready stands
a row above the answers; a turn's Throw after ready is the same person's, and is taken."""

from __future__ import annotations

import pytest
from app_helpers import (
    FRAME,
    board_of,
    button,
    click_at,
    end_proposed,
    family,
    over_to_sita,
    quick_click,
    settle,
)
from helpers import give

from byapar.app.app import App
from byapar.app.scenes import handover
from byapar.app.scenes.trade import AnswerScene

SLOW_SECOND = 0.7  # s: slower than a double-click, sooner than a person takes in a new window
JUMLA = 3


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.frame(FRAME)


def offered_to_asha(app: App):
    app.prefs["bot_speed"] = "instant"
    scene = family(app, ["Bikash", "Asha"])
    give(scene.game, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:1500 get 3")  # Bikash offers in his turn; Asha answers
    settle(app)
    assert isinstance(app.top, AnswerScene) and button(app, "ready").enabled
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_second_click_where_ready_stood_never_answers(home, size):
    """Ready stands a row above the answers: a second click where it was, however late, lands on
    the offer's words and answers nothing; Asha answers where the answers stand."""
    app = App(size)
    scene = offered_to_asha(app)
    g = scene.game
    ready = button(app, "ready").rect.copy()
    click_at(app, (ready.right - 20, ready.centery))
    for spot in ((ready.right - 20, ready.centery), ready.center, (ready.x + 20, ready.centery)):
        assert app.top.panel.at(spot) is None, spot  # Accept, Reject and Counter-offer stand below
    frames(app, handover.HOLD_SECONDS + SLOW_SECOND)
    quick_click(app, (ready.right - 20, ready.centery))
    assert g.offer is not None and g.owner(JUMLA) == 1, "a second click where ready was answered the offer"
    click_at(app, button(app, "accept").rect.center)  # Asha's own answer, once she has read it
    assert g.offer is None and g.owner(JUMLA) == 0


def test_the_ready_button_takes_no_second_click_where_the_first_landed(home):
    app = App((1280, 800))
    scene = offered_to_asha(app)
    spot = button(app, "ready").rect.center
    quick_click(app, spot)  # a click of Bikash's on his way out, the moment the button comes: unseen
    frames(app, SLOW_SECOND)
    quick_click(app, spot)  # and his second, slower than a double-click
    assert scene.gate.waiting_for(scene) == 1 and app.top.panel.get("ready") is not None
    frames(app, handover.HOLD_SECONDS)
    click_at(app, spot)
    assert app.top.panel.get("ready") is None and app.top.panel.get("accept") is not None


def test_a_click_away_from_the_last_one_is_taken_at_once(home):
    """The hold is for a second click where the last landed: Asha, ready, goes straight to
    Reject, which stands elsewhere, and it is taken as soon as she has seen it."""
    app = App((1280, 800))
    scene = offered_to_asha(app)
    g = scene.game
    ready = button(app, "ready").rect.copy()
    click_at(app, (ready.x + 12, ready.centery))  # ready, clicked near its left end
    reject = button(app, "reject").rect
    assert not reject.collidepoint((ready.x + 12, ready.centery))
    frames(app, SLOW_SECOND)  # within the hold, past the time to see it
    assert app.now < app.top.panel.get("reject").held_until
    quick_click(app, reject.center)
    assert g.offer is None and g.owner(JUMLA) == 1


def test_a_turn_s_throw_after_ready_is_taken_at_once_where_ready_stood(home):
    """At a turn's start, "ready" and Throw are the same person's: a click on Throw where ready
    stood, soon after it, throws their dice (only their own turn can follow)."""
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    scene = over_to_sita(app)
    g = scene.game
    ready = button(app, "ready").rect
    spot = (ready.x + 40, ready.centery)  # where Throw comes
    click_at(app, spot)
    assert g.pending.player == 1 and app.top.panel.at(spot).id == "roll"
    frames(app, SLOW_SECOND)
    quick_click(app, spot)
    assert g.players[1].position != 0 and g.pending.kind != "roll", "Sita's throw was not taken"


def test_a_vote_s_first_answer_is_play_on_where_ready_stood(home):
    """On a vote to end the game the safe answer, Play on, takes the main row's first spot and is
    the highlighted one: a second click on the left of where "click when ready" stood, after the
    hold, never ends the game."""
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    g = end_proposed(app).game
    board = board_of(app)
    ready = button(app, "ready").rect.copy()
    click_at(app, (ready.x + 30, ready.centery))
    first = app.top.panel.at((ready.x + 30, ready.centery))
    assert first is not None and first.id == "refuse_end" and first.style == "primary"
    frames(app, handover.HOLD_SECONDS + SLOW_SECOND)
    quick_click(app, (ready.x + 30, ready.centery))
    settle(app)
    assert not g.over and board.game.pending.kind != "agree"
