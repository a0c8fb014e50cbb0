"""The auction's three quick bids raise by the same steps in every auction of an edition: in
Classic $1, $10 and $50 over the high bid, on Mediterranean Avenue ($60) as on Boardwalk ($400),
from the opening bid to the last."""

from __future__ import annotations

import pytest
from app_helpers import click, clicks_settled, settle, table
from helpers import put_at

from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene

CLASSIC = {"Mediterranean Avenue": 1, "St. Charles Place": 11, "Boardwalk": 39}
BYAPAR_CHEAPEST_AND_DEAREST = (1, 39)


def auction_for(app: App, edition: str, place: int):
    """Two people at `edition`; the first throws 1+2 onto `place`, declines it, and its auction opens."""
    board = table(app, edition, ("human", "human"), dice=[(1, 2)] * 10, names=["Asha", "Bikash"])
    game = board.game
    put_at(game, 0, (place - 3) % len(game.squares))
    board.presenter.sync()
    settle(app)
    clicks_settled(app, "roll", "decline")
    assert isinstance(app.top, AuctionScene) and game.auction is not None
    return board


def bids_shown(app: App) -> list[int]:
    """The bid each quick bid shown now makes, left to right, as its label says it."""
    return [int("".join(ch for ch in b.label if ch.isdigit())) for b in app.top.panel.buttons
            if b.id.startswith("raise_")]


@pytest.mark.parametrize("place", CLASSIC.values(), ids=CLASSIC.keys())
def test_classic_quick_bids_step_one_ten_and_fifty_dollars_on_every_place(home, place):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = auction_for(app, "classic", place)
    game = board.game
    assert bids_shown(app) == [1, 10, 50]  # the opening: the least bid, then $10 and $50
    click(app, "raise_10")  # Asha opens at $10
    settle(app)
    if app.top.panel.get("ready") is not None:  # Bikash takes the laptop
        click(app, "ready")
    assert game.auction.high == 10
    assert bids_shown(app) == [11, 20, 60]  # Bikash: $1, $10 and $50 over Asha's $10
    assert [b.id for b in app.top.panel.buttons if b.id.startswith("raise_")] == ["raise_1", "raise_10", "raise_50"]


@pytest.mark.parametrize("place", BYAPAR_CHEAPEST_AND_DEAREST)
def test_byapar_quick_bids_step_ten_a_hundred_and_five_hundred_rupees(home, place):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    auction_for(app, "byapar", place)
    assert bids_shown(app) == [10, 100, 500]
