"""An amount typed by one bidder never waits in the field for the next: dropping out leaves the
next bidder an empty field, so their Bid can't send the last person's figure."""

from __future__ import annotations

from app_helpers import auction_opened, click, click_at, laptop_taken, settle, type_text

from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene


def test_a_bidder_who_typed_then_dropped_out_leaves_the_next_an_empty_field(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = auction_opened(app, people=3)
    scene = app.top
    assert isinstance(scene, AuctionScene) and board.game.pending.player == 0
    click(app, "raise_10")  # Asha opens
    settle(app)
    assert board.game.pending.player == 1
    laptop_taken(app)  # the bid passes to Bikash
    click_at(app, scene.amount.rect.center)
    type_text(app, "500")
    assert scene.amount.text == "500"
    click(app, "drop")  # Bikash typed a figure, then thought better of it
    settle(app)
    assert board.game.pending.player == 2 and scene.amount.text == ""
