"""The log beside the board keeps six lines where the prompt at its reading size and the others'
out-of-turn row would take them: the player cards go slim for it (at 800x600 in Finance for two
people at 150% it had five; in Classic for four at 100%, four)."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, settle, table

from byapar.app.scenes import game_log
from byapar.app.scenes.action_bar import LOG_LINES

TABLES = {
    "finance-two-people": ("finance", ("human", "human")),
    "classic-four": ("classic", ("human", "human", "medium", "medium")),
}


pytestmark = pytest.mark.usefixtures("lang_back")  # English and 100% again after each


def bikash_s_turn(language: str, percent: int, edition: str, seats: tuple[str, ...]):
    """Asha buys where her 1+2 lands and ends her turn; Bikash takes the laptop for his."""
    app = app_in((800, 600), language, percent)
    board = table(app, edition, seats, dice=[(1, 2)] * 60, names=["Asha", "Bikash", "Gita", "Hari"][:len(seats)])
    settle(app)
    click(app, "roll")
    settle(app)
    if board.panel.get("buy") is not None:
        click(app, "buy")
        settle(app)
    click(app, "end")
    settle(app)
    if board.panel.get("ready") is not None:
        click(app, "ready")
        settle(app)
    assert board.game.pending.player == 1 and board.panel.get("roll") is not None
    return app, board


@pytest.mark.parametrize(("name", "language", "percent"), [
    ("finance-two-people", "ne", 150), ("finance-two-people", "en", 150), ("classic-four", "ne", 100)])
def test_the_log_keeps_its_lines_at_800x600(name, language, percent):
    app, board = bikash_s_turn(language, percent, *TABLES[name])
    app.draw()
    rows = game_log.rows_in(board.log.area.h, app.screen)
    assert rows >= LOG_LINES, (rows, board.cards.slim, board.log.area)
    own = [b for b in board.panel.buttons if b.id in ("roll", "trade")]
    assert own and all(b.rect.h >= 36 and b.rect.bottom <= board.log.area.top for b in own)
