"""The auction's hint never stands over the band naming whose bid it is, nor over the bidding's
buttons: in a small window with large text, where the room above the buttons is too short for
it, it takes the bids' room or the deed's rows instead."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, family, laptop_taken, look, raise_least, settle

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
