"""A bankrupt's places go to auction one after another with no pause between: the auction
window shows each one's own place, title and card, never the first one's, and says whose
places they are and which of how many."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, SETTLE_FRAMES, app_in, click, drawn_on_top, run_frames, settle, table
from helpers import give

from byapar.app import lang as L
from byapar.app.app import App
from byapar.app.i18n import t
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


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_next_auction_says_who_won_the_last_and_shows_its_buttons_from_its_first_frame(home, language):
    app = app_in((800, 600), language, 150)
    app.prefs["bot_speed"] = "normal"  # the bots' bids told one by one, as a person plays
    board = table(app, "business_gst", ("human", "medium", "human", "medium"), names=["Asha", "Bot A", "Sita", "Bot B"])
    g = board.game
    board.presenter.speed = 1.0
    first, second = (i for i, sq in enumerate(g.edition.squares) if sq.name in ("Hyderabad", "Bengaluru"))
    give(g, 0, first, second, next(i for i, sq in enumerate(g.edition.squares) if sq.name == "Motor Boat"))
    board.presenter.sync()
    settle(app)
    board.act("resign")  # Asha leaves: her three places are auctioned one after another
    settle(app)
    assert g.auction.square == first
    paid = 0
    for _ in range(40):  # bounded: Sita raises by the least step each time she is asked
        if g.auction.square != first:
            break
        paid = max(paid, g.auction.high + g.edition.rules.bid_step)
        click(app, f"raise_{g.edition.rules.bid_step}")
        for _ in range(SETTLE_FRAMES):  # bounded: to Sita's next bid, or the first auction's end
            run_frames(app)
            if g.auction.square != first or (g.pending.player == 2 and not board.presenter.busy):
                break
    assert g.owner(first) == 2, "Sita won the first place"
    said = t("log_won", player="Sita", square=L.square_name(g.edition.squares[first]), amount=board.session.money(paid))
    shown = 0
    for _ in range(SETTLE_FRAMES):  # bounded: until Sita is asked in the second auction
        scene = app.top
        assert isinstance(scene, AuctionScene)
        if scene.square == second:
            shown += 1
            assert {"raise_50", "drop"} <= {b.id for b in scene.panel.buttons}, f"frame {shown}: no buttons"
            if not board.presenter.bids:  # until the first bid here is told
                assert said in [d.text for d in drawn_on_top(app)], f"frame {shown}"
            if g.pending.player == 2 and not board.presenter.busy:
                break
        run_frames(app)
    assert shown and g.auction.square == second and g.pending.player == 2
