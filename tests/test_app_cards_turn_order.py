"""The players' cards read in the order of the turns: after a throw-off for who starts, the
player who starts first, the others after them as their turns come."""

from __future__ import annotations

import pytest

from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

NAMES = ["Asha", "Bikash", "Sita"]
THROW_OFF = [(3, 3), (5, 6), (1, 2)]  # Bikash throws highest: he starts, then Sita, then Asha


def names_in_reading_order(app, board: BoardScene) -> list[str]:
    """The players' names as the cards show them, read row by row, left to right."""
    from app_helpers import drawn

    cards = [d for d in drawn(app) if d.text in NAMES and d.surface.size == board.cards.rect.size]
    return [d.text for d in sorted(cards, key=lambda d: (d.box.centery // 4, d.box.x))]


@pytest.mark.parametrize(("size", "language", "text_size"), [((800, 600), "en", 125), ((1280, 800), "ne", 150)])
def test_after_the_throw_off_the_cards_read_in_turn_order(home, size, language, text_size):
    """Business GST for Asha, Bikash and Sita at one laptop: while they throw for who starts the
    cards keep their seats; once Bikash has thrown highest they read Bikash, Sita, Asha."""
    from app_helpers import FRAME, app_in, click, settle

    app = app_in(size, language, text_size)
    try:
        seats = [default_seat(i, "human", name) for i, name in enumerate(NAMES)]
        session = Session.start("business_gst", seats, {"opening": "throw"}, seed=5,
                                dice=THROW_OFF + [(1, 3)] * 40)
        session.autosave_on = False
        board = BoardScene(app, session)
        app.push(board)
        app.frame(FRAME)
        settle(app)
        assert names_in_reading_order(app, board) == NAMES
        for _ in THROW_OFF:
            click(app, "roll")
            settle(app)
        assert board.game.pending.player == 1
        assert names_in_reading_order(app, board) == ["Bikash", "Sita", "Asha"]
        click(app, "ready")
        settle(app)
        assert board.cards.card_at(board.cards.card_rect(1).center) == 1  # a click on his card is his
        assert names_in_reading_order(app, board) == ["Bikash", "Sita", "Asha"]
    finally:
        th.set_text_size(100)
        L.use("en")
