"""A card a bot draws turns over on the board: its back, then its face with its words. No frame
shows its face blank, which read to players as a blank Chance card flashing in a bot's turn."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import BOT_HUNG, FRAME, app_in

from byapar.app import drawing, fonts, widgets
from byapar.app.scenes.board import BoardScene, card_rect
from byapar.app.session import Session, default_seat

FACE = (253, 250, 242)  # a drawn card's face


def faces_spied(monkeypatch, board: BoardScene) -> list[pygame.Rect]:
    """Every card face drawn where the drawn card stands, as its rect: a spy on the panels' painter."""
    faces: list[pygame.Rect] = []
    real = widgets.card

    def card(surf, rect, fill=None, edge=None, radius=12):
        if fill == FACE and rect.center == card_rect(board.board.centre).center:
            faces.append(rect)
        real(surf, rect, fill, edge, radius)

    monkeypatch.setattr(drawing.widgets, "card", card)
    return faces


@pytest.mark.parametrize(("language", "size", "percent"), [("en", (1280, 800), 100), ("ne", (800, 600), 150)])
def test_no_frame_shows_a_bots_card_face_without_its_words(lang_back, monkeypatch, language, size, percent):
    """Classic at normal speed: Bot A throws 3+4 onto Chance; every frame from its throw until
    its card is put away is watched."""
    app = app_in(size, language, percent)
    app.prefs.update(bot_speed="normal", hints=False)
    seats = [default_seat(0, "medium", "Bot A"), default_seat(1, "human", "Asha")]
    session = Session.start("classic", seats, {"opening": "seat"}, seed=3, dice=[(3, 4)] + [(2, 3)] * 20)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    faces = faces_spied(monkeypatch, board)
    shown = bare = 0
    drawn = None
    for _ in range(1500):  # bounded: Bot A's throw, its card turned up and put away
        texts: list[fonts.Drawn] = []
        before = len(faces)
        fonts.recording(texts)
        try:
            app.frame(FRAME)
        finally:
            fonts.recording(None)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        card = board.presenter.card
        drawn = drawn or card
        if len(faces) > before:
            shown += 1
            bare += drawn is None or not any(drawn.text in d.text for d in texts)
        if drawn is not None and card is None:
            break
    assert drawn is not None and drawn.player == 0, "Bot A drew no card"
    assert shown, "its face never showed"
    assert bare == 0, f"{bare} of {shown} frames showed the card's face without its words"
