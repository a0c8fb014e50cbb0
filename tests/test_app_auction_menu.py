"""The game's Menu opens while an auction is open, by the table's Menu button (beside the board,
or at the auction's title where the window covers that) or by Esc: back to the game finds the same auction, bidder and bids, nothing acted; quitting keeps the auction as it
stands, and Continue brings it back exactly."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    board_of,
    click,
    click_at,
    drawn_texts,
    laptop_taken,
    press,
    raise_least,
    settle,
    table,
    type_text,
)

from byapar.app import store
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.words import plain


@pytest.fixture
def saves(home):
    yield home
    store.unlock_all()


def bidding_under_way(app):
    """Asha, Bikash and Chandra throw the game's own dice (a save replays them to tell the log
    again) until one lands on a place for sale and declines it; in its auction the first two
    bidders bid the least and the third drops out."""
    board = table(app, "byapar", ("human",) * 3, names=["Asha", "Bikash", "Chandra"])
    board.session.autosave_on = True  # as a game begun from the Menu: its saves are written
    for _ in range(30):  # bounded: a place for sale comes up within a few throws
        settle(app)
        kind = board.game.pending.kind
        if kind == "buy":
            break
        click(app, "roll" if kind in ("roll", "throw", "jail") else "end")
    click(app, "decline")
    settle(app)
    raise_least(app)  # Asha's own first bid goes round to Bikash
    settle(app)
    raise_least(app)
    settle(app)
    click(app, "drop")
    settle(app)
    assert isinstance(app.top, AuctionScene)
    return board


def auction_as_shown(app) -> tuple:
    """What the auction window says and what the game holds of it."""
    game = board_of(app).game
    scene = app.top
    assert isinstance(scene, AuctionScene)
    a = game.auction
    return (game.pending, a.square, a.high, a.high_bidder, tuple(a.bidders), len(game.history),
            [plain(line) for line in board_of(app).presenter.bids], scene.began,
            [text for text in drawn_texts(app) if "·" in text])


def test_the_menu_opens_over_an_auction_and_going_back_finds_it_as_it_was(saves):
    app = app_in((1280, 800), "en")
    bidding_under_way(app)
    before = auction_as_shown(app)
    menu = app.top.panel.get("menu")
    assert menu is not None and menu.enabled, "the Menu button takes a click over the auction"
    assert not app.top.rect.colliderect(menu.rect), "the auction window hides none of it"
    click(app, "menu")
    assert isinstance(app.top, MenuScene)
    click(app, "continue")
    settle(app)
    assert auction_as_shown(app) == before


@pytest.mark.parametrize(("size", "language", "percent"), [((800, 600), "ne", 150), ((1280, 800), "en", 100)])
def test_quitting_from_the_menu_over_an_auction_keeps_it_for_continue(saves, lang_back, size, language, percent):
    app = app_in(size, language, percent)
    bidding_under_way(app)
    before = auction_as_shown(app)
    click(app, "menu")
    click(app, "quit")
    click(app, "quit")  # the second click quits
    assert not app.running
    store.unlock_all()  # as the process ending does
    again = app_in(size, language, percent)
    again.push(MenuScene(again))
    again.frame(FRAME)
    click(again, "continue")
    settle(again)
    assert auction_as_shown(again) == before


def test_escape_leaves_the_amount_typed_first_then_opens_the_menu_over_an_auction(saves):
    app = app_in((1280, 800), "en")
    bidding_under_way(app)
    before = auction_as_shown(app)
    laptop_taken(app)
    click_at(app, app.top.amount.rect.center)
    type_text(app, "40")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, AuctionScene) and not app.top.amount.focused, "the first Esc leaves the field"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    press(app, pygame.K_ESCAPE)  # Esc in a game's Menu goes back to the game
    settle(app)
    assert auction_as_shown(app) == before

