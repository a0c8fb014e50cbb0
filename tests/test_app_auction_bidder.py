"""In the auction, which covers the cards beside the board, the person bidding still sees their
own cash on their player card, clear of everything else drawn, and the last bids: in English
each bidder's last at a small window and the largest text size."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn_on_top, family, settle
from test_app_large_text import app_at

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene
from byapar.app.words import plain


@pytest.fixture
def large_text(home):
    th.set_text_size(150)
    yield
    th.set_text_size(100)
    lang.use("en")


def to_auction(app):
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")  # Jumla goes to auction among the three
    return board


def bidding(app, board, rounds: int):
    """`rounds` turns of the auction, the people raising by the least step; at each, the scene
    with the laptop handed to whoever bids."""
    for _ in range(rounds):  # bounded
        settle(app)
        if board.game.auction is None:
            return
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
            settle(app)
        assert isinstance(app.top, AuctionScene)
        yield app.top
        click(app, next(b.id for b in app.top.panel.buttons if b.id.startswith("raise_")))


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_bidder_s_cash_is_drawn_in_the_auction_and_nothing_covers_it(large_text, size, language):
    app = app_at(size, language, hints=True)
    board = to_auction(app)
    looked = 0
    for scene in bidding(app, board, 6):
        seat = board.game.pending.player
        cash = board.session.money(board.presenter.cash[seat])
        texts = drawn_on_top(app)
        shown = [d for d in texts if d.text == cash and d.ink]
        assert shown, f"{board.game.players[seat].name}'s cash {cash} is not drawn"
        ink = shown[0].ink[0]
        assert not [d.text for d in texts if d is not shown[0] and any(ink.colliderect(r) for r in d.ink)]
        assert not [b.id for b in scene.panel.buttons if b.rect.colliderect(ink)]
        hint = comfort_ui.hint_rect(board)
        assert hint is None or not hint.colliderect(ink)
        looked += 1
    assert looked >= 4


def test_the_bidder_sees_each_bidder_s_last_bid(large_text):
    """English bids fit two columns at 800x600 beside the quick bids' tall row: each of the three
    bidders' last bid and one more (Nepali's are too wide for half)."""
    app = app_at((800, 600), "en", hints=False)
    board = to_auction(app)
    looked = 0
    for _scene in bidding(app, board, 12):
        lines = [plain(b) for b in board.presenter.bids]
        if len(lines) < 9:
            continue
        shown = [d.text for d in drawn_on_top(app) if d.text in lines]
        assert shown == lines[-len(shown):] and len(shown) >= 4, (lines, shown)
        looked += 1
    assert looked >= 2


def test_at_the_largest_text_no_bid_moves_once_it_is_shown(large_text):
    """Where the column is short and the bids stand in two columns, each line keeps its place
    from the bid that brings it until it is gone: none jumps to the other column."""
    app = app_at((800, 600), "en", hints=False)
    board = to_auction(app)
    where: dict[str, tuple] = {}
    columns = set()
    for _scene in bidding(app, board, 14):
        lines = [plain(b) for b in board.presenter.bids]
        for d in drawn_on_top(app):
            if d.text in lines:
                assert where.setdefault(d.text, tuple(d.box)) == tuple(d.box), d.text
                columns.add(d.box.x)
    assert len(columns) == 2  # the short column's bids did stand in two
