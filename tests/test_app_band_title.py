"""The hand-over band stands at the top of the board's centre, where the edition's title is: while
it shows, the title is either wholly seen or not drawn at all, never half-cut behind the band."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, click, drawn, open_board, settle

from byapar.app import lang as L
from byapar.app.scenes import handover
from byapar.app.scenes.board import deck_rects
from byapar.app.session import Session, default_seat


def over_to_sita(app, edition: str):
    """Bikash throws, buys where he lands and ends his turn: the band passes the laptop to Sita."""
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "human", "Sita"), default_seat(2, "medium", "Bot")]
    board = open_board(app, Session.start(edition, seats, {"rounds": 8, "opening": "seat"}, seed=4, dice=[(1, 2)] * 4 + [(2, 3)] * 40))
    settle(app)
    click(app, "roll")
    settle(app)
    if board.game.pending.kind == "buy":
        click(app, "buy")
        settle(app)
    click(app, "end")
    settle(app)
    assert board.handover.showing == 1
    return board


def picture(app, board) -> pygame.Surface:
    board._base_key = None  # the board's still parts drawn afresh
    app.draw()
    return app.screen.copy()


def outside(surf: pygame.Surface, area: pygame.Rect, band: pygame.Rect) -> bytes:
    """The pixels of `area` with the band's part blanked."""
    part = surf.subsurface(area).copy()
    part.fill((0, 0, 0), band.move(-area.x, -area.y))
    return pygame.image.tobytes(part, "RGB")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["classic", "business_gst", "byapar"])
def test_the_title_is_never_half_hidden_behind_the_hand_over_band(lang_back, monkeypatch, edition, size, language,
                                                                   percent):
    app = app_in(size, language, percent)
    board = over_to_sita(app, edition)
    assert board.handover.covering(board)
    band = handover.rect(board)
    title = L.edition_titles(board.game.edition)[0]
    inks = [r for d in drawn(app) if d.text == title for r in d.ink if r.w and r.h]
    assert inks, "the title is drawn into the board's picture"
    area = inks[0].unionall(inks[1:]).clip(board.board.centre)
    shown = picture(app, board)
    decks = deck_rects(board.board.centre)[0].union(deck_rects(board.board.centre)[1])
    showing, board.handover.showing = board.handover.showing, None
    assert outside(picture(app, board), decks, band) == outside(shown, decks, band), "the decks stay whole"
    board.handover.showing = showing
    monkeypatch.setattr(L, "edition_titles", lambda edition: ("", ""))
    bare = picture(app, board)
    hidden = outside(shown, area, band) == outside(bare, area, band)  # not drawn: the centre bare around the band
    whole = not area.colliderect(band)
    assert hidden or whole, (area, band)
