"""The player cards mark whose hands the table is in: while the laptop passes to a person acting
out of turn, and while they act, their card is the one marked, the turn's player's more quietly."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, settle, take_laptop
from edition_helpers import give

from byapar.app import theme as th
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.holdings import HoldingsScene
from byapar.app.session import Session, default_seat

MEDITERRANEAN, BALTIC = 1, 3  # Classic's brown pair
ASHA, BINA = 0, 1


def edge(app, board: BoardScene, seat: int) -> tuple[int, int, int]:
    """The colour the board paints at the middle of card `seat`'s top edge."""
    board.draw(app.screen)
    r = board.cards.card_rect(seat)
    return tuple(app.screen.get_at((r.centerx, r.top)))[:3]


def asha_thrown_bina_holds_the_browns(size: tuple[int, int], language: str, percent: int):
    app = app_in(size, language, percent)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bina"), default_seat(2, "medium", "Bot Sita")]
    session = Session.start("classic", seats, {"opening": "seat"}, seed=2, dice=[(1, 2)] * 60)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    give(board.game, BINA, MEDITERRANEAN, BALTIC)
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    return app, board


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_card_of_the_person_taking_the_laptop_out_of_turn_is_the_one_marked(lang_back, size):
    app, board = asha_thrown_bina_holds_the_browns(size, "en", 100)
    assert board.game.pending.player == ASHA and edge(app, board, ASHA) == th.ACCENT
    assert edge(app, board, BINA) != th.ACCENT
    click(app, "build_as_1")
    assert button(app, "ready").label == "Bina, click when ready"
    assert edge(app, board, BINA) == th.ACCENT  # Bina is the one asked to come to the laptop
    assert edge(app, board, ASHA) not in (th.ACCENT, th.PANEL[:3])  # Asha's turn shows, quieter
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == BINA
    assert edge(app, board, BINA) == th.ACCENT
    click(app, "close")
    assert button(app, "ready").label == "Asha, click when ready"
    assert edge(app, board, ASHA) == th.ACCENT and edge(app, board, BINA) != th.ACCENT
