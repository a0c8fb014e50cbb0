"""Finance: a person with no ownership house left may still bid at an auction, and winning gives
one of their lots back to the bank. The auction window says so before they bid, naming the lot
the game gives back, and it is that lot that goes."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, clicks_settled, drawn_on_top, settle, table
from helpers import give, put_at

from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.scenes.auction import AuctionScene

SIZES = [((800, 600), 100), ((1280, 800), 100), ((800, 600), 150)]


def short_of_houses_at_auction(app, lots: int = 8):
    """Sita holds `lots` lots (eight: all her ownership houses) and throws 1+2 onto another, which
    she declines (with eight she can't buy it): its auction opens, Asha bidding too."""
    board = table(app, "finance", ("human", "human"), dice=[(1, 2)] * 10, names=["Sita", "Asha"])
    game = board.game
    places = [s for s, sq in enumerate(game.edition.squares) if sq.kind == "place"]
    give(game, 0, *places[-lots:], level=1)
    put_at(game, 0, places[0] - 3)
    board.presenter.sync()
    settle(app)
    clicks_settled(app, "roll", "decline")
    assert isinstance(app.top, AuctionScene)
    return board


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize(("size", "text_size"), SIZES, ids=["800x600", "1280x800", "800x600-150"])
def test_the_bidder_is_told_which_lot_goes_back_before_bidding_and_that_lot_goes(lang_back, language, size, text_size):
    app = app_in(size, language, text_size)
    board = short_of_houses_at_auction(app)
    game = board.game
    cheapest = min(game.owned[0], key=lambda s: (game.squares[s].price, s))  # one house each: the price decides
    name = L.square_name(game.edition.squares[cheapest])
    warned = [d for d in drawn_on_top(app) if name in d.text and "Sita" in d.text]
    assert len(warned) == 1, [d.text for d in drawn_on_top(app)]
    note = warned[0]
    assert not note.cut and note.squeeze == 1.0, note.lines
    assert note.size >= th.reading_size(14, app.screen), note.size
    assert all(app.top.info.contains(ink) and ink.bottom <= app.top.controls_top() for ink in note.ink), note.ink
    won = board.game.pending.square
    click(app, f"raise_{game.edition.rules.bid_step}")
    settle(app)
    click(app, "drop")  # Asha
    settle(app)
    assert game.owner(won) == 0
    assert game.owner(cheapest) is None


def test_no_warning_for_a_bidder_with_houses_to_spare(lang_back):
    app = app_in((1280, 800), "en")
    short_of_houses_at_auction(app, lots=7)
    assert not any("back to the bank for nothing" in d.text for d in drawn_on_top(app))
