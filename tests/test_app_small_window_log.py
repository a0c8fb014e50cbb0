"""The log beside the board at 800x600 with text at 150%, mid-game: the bots hold places of
several groups, so their slim cards want two rows of chips. The cards take that room from the
rows of buttons under the main row (lowered no further than a one-line label needs), and the
log keeps its six rows."""

from __future__ import annotations

import pytest
from app_helpers import app_in, settle, table
from helpers import give
from test_app_bar_sizes import LEAST, bar_labels

from byapar.app.scenes import game_log
from byapar.app.scenes.action_bar import LOG_LINES, TIGHT_ROW

SMALL = (800, 600)
HELD = {1: (3, 8), 2: (8, 13), 3: (13, 21)}  # each bot's share of the board's places, in board order


def mid_game(edition: str, language: str):
    """Asha's turn, her three bots holding places of several groups each."""
    app = app_in(SMALL, language, 150)
    board = table(app, edition, ("human", "medium", "medium", "medium"), names=["Asha", "Bot A", "Bot B", "Sita"])
    g = board.game
    places = [s for s, sq in enumerate(g.edition.squares) if sq.kind in ("place", "transport", "service")]
    for bot, (first, last) in HELD.items():
        give(g, bot, *places[first:last])
    board.presenter.sync()
    board.changed()
    settle(app)
    assert g.pending.kind == "roll" and g.pending.player == 0
    return app, board


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["byapar", "classic", "finance"])
def test_the_log_keeps_six_rows_beside_the_bots_two_rows_of_chips(lang_back, edition, language):
    app, board = mid_game(edition, language)
    assert board.cards.slim
    assert game_log.rows_in(board.log_area().h, app.screen) >= LOG_LINES
    labels = {k: v for k, v in bar_labels(app, board).items() if k != "roll"}
    assert {"trade", "manage_build"} <= set(labels), labels
    assert not {k: v for k, v in labels.items() if v[0] < LEAST or v[1]}, labels
    assert board.actions.row_h >= TIGHT_ROW
    parts = [board.cards.rect, board.actions.prompt_rect, board.actions.rect, board.log_area()]
    assert all(a.bottom <= b.top for a, b in zip(parts, parts[1:], strict=False)), parts
    assert parts[-1].bottom <= board.right.bottom
