"""A bankrupt's places go to auction one after another with no pause between: the auction
window shows each one's own place, title and card, never the first one's, and says whose
places they are and which of how many."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, click, drawn_on_top, settle, table
from helpers import give

from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def test_each_auction_of_a_resigned_players_places_shows_its_own_place(app):
    board = table(app, "classic", ("human", "medium", "human"), names=["Asha", "Bot A", "Bikash"])
    g = board.game
    places = tuple(i for i, sq in enumerate(g.edition.squares)
                   if sq.name in ("Oriental Avenue", "States Avenue", "Virginia Avenue"))
    give(g, 0, *places)
    board.presenter.sync()
    settle(app)
    board.act("resign")  # Asha leaves: her places are auctioned in turn, Bot A bidding first
    titles = []
    for _ in range(12):  # bounded: three auctions, a few bids each
        settle(app)
        if g.auction is None:
            break
        scene = app.top
        assert isinstance(scene, AuctionScene)
        name = g.edition.squares[g.auction.square].name
        assert scene.square == g.auction.square
        texts = [d.text for d in drawn_on_top(app)]
        assert any(name in text for text in texts), name
        nth = places.index(g.auction.square) + 1  # told which of Asha's places this is
        assert f"Asha is out: their places, one by one ({nth} of 3)" in texts, texts
        titles.append(name)
        click(app, "drop")  # Bikash lets each one go to the bot
        app.frame(FRAME)
    assert len(set(titles)) == 3, titles
    assert all(g.owner(s) == 1 for s in places)
