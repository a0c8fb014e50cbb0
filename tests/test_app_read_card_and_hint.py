"""At 800x600 with text at 150%, what a family leans in to read is set at least as large as the
log beside the board: the card a person draws, its longest words too, and a first-time hint. Both
keep off every button that takes clicks."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, click, drawn, settle, table
from helpers import card_on_top

from byapar.app.comfort import comfort_of
from byapar.app.scenes import comfort_ui, game_log
from byapar.app.scenes.board import card_rect

SMALL = (800, 600)
LARGEST = 150


pytestmark = pytest.mark.usefixtures("lang_back")  # English and 100% again after each


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_drawn_card_reads_as_large_as_the_log(language):
    """Asha throws 3+4 onto Bhagya and draws the bail card, the deck's longest words."""
    app = app_in(SMALL, language, LARGEST)
    board = table(app, "byapar", ("human", "human"), dice=[(3, 4)] + [(2, 3)] * 40, names=["Asha", "Bikash"])
    card_on_top(board.game, "bhagya", "bail")
    settle(app)
    click(app, "roll")
    for _ in range(120):  # bounded: at instant speed the card is up within a frame or two
        if board.presenter.card is not None:
            break
        app.frame(FRAME)
    card = board.presenter.card
    assert card is not None and card.wait_for_click
    words = next(d for d in drawn(app) if d.text.endswith(card.text))
    assert not words.cut and words.size >= game_log.text_size(app.screen), (words.size, words.lines)
    shown = card_rect(board.board.centre)
    assert not [b.id for b in board.panel.buttons if b.rect.colliderect(shown)]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_first_time_hint_reads_as_large_as_the_log(language):
    """Asha throws a double: the hint on doubles stands in the board's centre."""
    app = app_in(SMALL, language, LARGEST)
    app.prefs.update(hints=True)
    board = table(app, "byapar", ("human", "human"), dice=[(2, 2), (1, 2)] + [(2, 3)] * 40, names=["Asha", "Bikash"])
    settle(app)
    click(app, "roll")
    settle(app)
    hint = comfort_of(board.session).hints.current
    assert hint is not None and hint.key == "hint_doubles"
    words = next(d for d in drawn(app) if d.text == hint.text)
    assert not words.cut and words.size >= game_log.text_size(app.screen), (words.size, words.lines)
    spot = comfort_ui.hint_rect(board)
    assert spot is not None and not [b.id for b in board.panel.buttons if b.rect.colliderect(spot)]
