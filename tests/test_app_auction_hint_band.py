"""The auction's hint never stands over the band naming whose bid it is, nor over the bidding's
buttons: in a small window with large text, where the room above the buttons is too short for
it, it takes the bids' room or the foot of the place's card (its lines set smaller above it)."""

from __future__ import annotations

import pytest
from app_helpers import (
    app_in,
    board_of,
    click,
    drawn_on_top,
    family,
    laptop_taken,
    look,
    raise_least,
    settle,
)

from byapar.app.comfort import Hint, comfort_of, hint_text
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene


@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_800x600_with_large_text_the_hint_leaves_whose_bid_it_is_in_sight(lang_back, language):
    """Asha and Bikash share the laptop with Bot Sita; Asha declines Jumla and all three bid on it
    while the auction's hint shows: each bidder sees their band whole, and every button."""
    app = app_in((800, 600), language, 150)
    app.prefs.update(hints=True)
    board = family(app, ["Asha", "Bikash"], bots=("Sita",))
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    game = board.game
    for _ in range(4):  # bounded: four bids round the table
        laptop_taken(app)
        look(app)
        assert isinstance(app.top, AuctionScene)
        if comfort_of(board.session).hints.current is None:  # read by acting: put back up for the look
            comfort_of(board.session).hints.current = Hint("hint_auction", hint_text("hint_auction", game))
        app.draw()
        hint = comfort_ui.hint_rect(board)
        assert hint is not None, "no hint stood over the auction: the test shows nothing"
        name = game.players[game.pending.player].name
        band = next(d for d in drawn_on_top(app) if d.text == t("auction_your_turn", name=name))
        assert not band.cut and band.ink, band
        assert not any(hint.colliderect(ink) for ink in band.ink), (hint, band.ink)
        covered = [b.id for b in app.top.panel.buttons if hint.colliderect(b.rect)]
        assert not covered, (hint, covered)
        raise_least(app)
        settle(app)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_800x600_with_large_text_the_hint_covers_no_line_of_the_auction(lang_back, language):
    """Asha declines Jumla and its auction opens with its hint at 800x600 and the largest text:
    where the bids' room is short for it, the hint stands at the foot of the place's card, the
    card's lines set smaller above it, never over a row of rents or prices (nor any other line)."""
    app = app_in((800, 600), language, 150)
    app.prefs.update(hints=True)
    family(app, ["Asha", "Bikash"], bots=("Sita",))
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    laptop_taken(app)
    look(app)
    assert isinstance(app.top, AuctionScene)
    app.draw()
    hint = comfort_ui.hint_rect(board_of(app))
    assert hint is not None and hint.colliderect(app.top.deed_rect), "the hint is not in the deed's column: the test shows nothing"
    seen = drawn_on_top(app)
    deed_lines = [d for d in seen if app.top.deed_box.contains(d.box) and d.ink]
    assert t("deed_mortgage") in [d.text for d in deed_lines] and not any(d.cut for d in deed_lines), deed_lines
    covered = [d.text for d in seen if any(hint.colliderect(ink) for ink in d.ink)]
    assert not covered, (hint, covered)
