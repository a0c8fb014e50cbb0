"""A person who drops out of an auction a bot still bids in is told, once, what dropping out
does: the place may go to whoever is left for as little as they bid, far below its price."""

from __future__ import annotations

import pytest
from app_helpers import answer_as_asked, click, drawn_on_top, family, settle
from helpers import tries

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.comfort import Hints, comfort_of
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene
from byapar.app.words import plain
from byapar.engine import events as E
from byapar.engine import new_game

JUMLA, AIRPORT = 3, 5
# Asha throws 1+2 onto Jumla, Bikash 2+3 onto the airport: each declines it, and it goes to auction
DICE = [(1, 2), (2, 3)] + [(1, 1), (2, 3)] * 30
SAID = {"en": "Dropping out lets those still bidding take the place for as little as they bid, even far below its price.",
        "ne": "लिलाम छोड्दा बाँकी बोलीकर्ताले आफूले लगाएको बोलीमै ठाउँ लिन सक्छन्, मूल्यभन्दा निकै कममा पनि।"}


def declined(app: App, board, square: int) -> None:
    """The person whose turn it is throws onto `square` and declines it: its auction opens."""
    settle(app)
    click(app, "roll")
    settle(app)
    assert board.game.pending.square == square
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene) and board.game.auction.square == square


def all_drop(app: App, board) -> None:
    """Every person left drops out in turn; the bot takes the place or nobody does."""
    for _ in tries(10, "the auction ends"):
        if board.game.auction is None:
            return
        answer_as_asked(app, "drop")
        settle(app)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_dropping_out_while_a_bot_bids_is_explained_once(lang_back, size, language):
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language)
    lang.use(language)
    board = family(app, ["Asha", "Bikash", "Chandra"], bots=("Sita",), dice=DICE)
    hints = comfort_of(board.session).hints
    declined(app, board, JUMLA)
    answer_as_asked(app, "drop")  # Asha drops out; Bikash, Chandra and Bot Sita bid on
    settle(app)
    assert board.game.auction is not None and 3 in board.game.auction.bidders
    assert hints.current is not None and hints.current.key == "hint_auction_drop"
    assert hints.current.text == SAID[language]
    spot = comfort_ui.hint_rect(board)
    assert spot is not None, "the hint waits for the auction to close"
    assert not [c for c in comfort_ui.controls(app.top) if spot.colliderect(c)], "the hint covers a control"
    all_drop(app, board)
    click(app, "end")
    declined(app, board, AIRPORT)  # Bikash's turn: a second auction
    answer_as_asked(app, "drop")
    settle(app)
    assert board.game.auction is not None and 3 in board.game.auction.bidders
    assert hints.current is None or hints.current.key != "hint_auction_drop"
    assert "hint_auction_drop" in app.prefs["hints_seen"]


def test_dropping_out_among_people_only_says_nothing(home):
    """Without a bot in the auction the others bid as people do: nothing to warn of."""
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    board = family(app, ["Asha", "Bikash", "Chandra"], dice=DICE)
    hints = comfort_of(board.session).hints
    declined(app, board, JUMLA)
    answer_as_asked(app, "drop")
    settle(app)
    assert board.game.auction is not None
    assert hints.current is not None and hints.current.key == "hint_auction"  # the auction's own hint stays
    assert "hint_auction_drop" not in hints.shown


def test_a_bot_dropping_out_in_a_bots_only_game_says_nothing():
    game = new_game("byapar", ["Bot A", "Bot B", "Bot C"], seed=1)
    hints = Hints()
    bots = lambda seat: False  # noqa: E731
    assert hints.feed([E.AuctionStarted(JUMLA, (0, 1, 2)), E.BidderDropped(0)], game, bots) is None
    assert not hints.shown


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_hint_on_dropping_out_leaves_the_newest_bid_and_the_count_of_the_older(lang_back, language, size, percent):
    """Four people and two bots: while the hint stands, the bids keep two rows clear of it,
    the newest and how many earlier lines are left out."""
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)  # after the window opened with the saved preferences
    board = family(app, ["Asha", "Bikash", "Sita", "Gita"], bots=("Bot A", "Bot B"), dice=DICE)
    g, hints = board.game, comfort_of(board.session).hints
    declined(app, board, JUMLA)
    seen = 0
    for _ in tries(40, "the auction ends"):
        if g.auction is None:
            break
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
            settle(app)
        if hints.current is not None and hints.current.key == "hint_auction_drop" and len(board.presenter.bids) > 8:
            seen += 1
            spot = comfort_ui.hint_rect(board)
            assert spot is not None
            texts = [d for d in drawn_on_top(app) if not any(spot.colliderect(r) for r in d.ink)]
            said = [d.text for d in texts]
            assert plain(board.presenter.bids[-1]) in said, "the newest bid goes unsaid"
            shown = sum(plain(b) in said for b in board.presenter.bids)
            earlier = t("auction_earlier", n=len(board.presenter.bids) - shown)
            assert shown == len(board.presenter.bids) or earlier in said, "the older lines are left out unsaid"
        step = next((b.id for b in app.top.panel.buttons if b.id.startswith("raise_")), "drop")
        click(app, step if g.pending.player == 0 and g.auction.high < 1_000 else "drop")
        settle(app)
    assert seen, "the hint never stood over a long auction: the test shows nothing"
