"""The screen that stands between two people while the laptop passes: it names the next person
and nothing of their decision (the offer they answer, the vote so far) until they click that
they are ready."""

from __future__ import annotations

import os

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    button,
    click,
    drawn,
    drawn_on_top,
    settle,
    take_laptop,
)
from helpers import give

from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import vote_view
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat

ORIENTAL = 6  # Classic
SHOTS = "/tmp/handover_shots"
SIZES = [(1280, 800), (800, 600)]


def family_table(app: App) -> BoardScene:
    """Classic for Asha, Bikash and Chandra sharing the laptop, and Bot Sita; Asha starts."""
    seats = [default_seat(i, "human", name) for i, name in enumerate(("Asha", "Bikash", "Chandra"))]
    seats.append(default_seat(3, "medium", "Bot Sita"))
    session = Session.start("classic", seats, {"opening": "seat"}, seed=2, dice=[(1, 2)] * 60)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    return board


def shot(app: App, name: str) -> None:
    """The window as it stands, kept to look at (the tests read what is drawn, not the picture)."""
    os.makedirs(SHOTS, exist_ok=True)
    w, h = app.screen.get_size()
    pygame.image.save(app.screen, f"{SHOTS}/{name}_{w}x{h}.png")


@pytest.mark.parametrize("size", SIZES)
def test_an_offer_is_not_shown_before_the_person_it_is_made_to_is_ready(home, size):
    app = app_in(size, "en")
    board = family_table(app)
    give(board.game, 1, ORIENTAL)
    settle(app)
    board.act(f"offer 1 give cash:200 get {ORIENTAL}")  # Asha offers Bikash $200 for Oriental Avenue
    settle(app)
    assert isinstance(app.top, AnswerScene) and button(app, "ready").label == "Bikash, click when ready"
    offer_words = [t("answer_title", name="Bikash", other="Asha"), t("answer_you_get", value="$200"), "$200 in cash",
                   t("answer_you_give", value="$100"), "Oriental Avenue"]
    passing = [d.text for d in drawn_on_top(app)]
    app.frame(FRAME)
    shot(app, "offer_passing")
    assert not [w for w in offer_words if w in passing], passing
    assert t("handover_answer", name="Bikash") in passing and "Pass the laptop to Bikash" in passing
    take_laptop(app)
    ready = [d.text for d in drawn_on_top(app)]
    assert [w for w in offer_words if w in ready] == offer_words, ready  # now it is Bikash's to read


@pytest.mark.parametrize("size", SIZES)
def test_the_vote_so_far_is_not_shown_before_the_next_voter_is_ready(home, size):
    app = app_in(size, "en")
    board = family_table(app)
    settle(app)
    board.act("propose-end")  # Asha proposes the end; Bikash votes first
    settle(app)
    standings = [t("vote_title"), t("vote_proposed"), t("vote_asked"), t("vote_yes"), t("vote_waiting")]
    texts = [d.text for d in drawn(app)]
    shot(app, "vote_passing_to_bikash")
    assert board.game.pending.kind == "agree" and "Pass the laptop to Bikash" in texts
    assert not [w for w in standings if w in texts], texts
    assert vote_view.rect(board) is None and t("handover_vote", name="Bikash") in texts
    take_laptop(app)
    assert t("vote_title") in [d.text for d in drawn(app)]  # Bikash reads the standings, then says yes
    click(app, "agree_end")
    settle(app)
    assert board.game.pending.player == 2 and button(app, "ready").label == "Chandra, click when ready"
    texts = [d.text for d in drawn(app)]
    assert vote_view.rect(board) is None and not [w for w in standings if w in texts], texts  # Bikash's yes unseen
    take_laptop(app)
    assert t("vote_yes") in [d.text for d in drawn(app)]
