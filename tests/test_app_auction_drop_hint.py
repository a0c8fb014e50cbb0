"""A person asked to bid in an auction a bot bids in is told, once and before they decide, what
dropping out does: the place may go to whoever is left for as little as they bid, far below its
price. The hint stands while they can act on it, and goes with their drop."""

from __future__ import annotations

import pytest
from app_helpers import (
    answer_as_asked,
    app_in,
    click,
    declined_into_auction,
    drawn,
    drawn_on_top,
    family,
    raise_least,
    settle,
    table,
)
from helpers import put_at, tries

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.comfort import Hint, Hints, comfort_of, hint_text
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene
from byapar.app.words import plain
from byapar.engine import events as E
from byapar.engine import new_game

JUMLA, AIRPORT = 3, 5
AHMEDABAD = 4  # Business GST's
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


def hint_on_show(board) -> str | None:
    """The key of the hint on show, or None."""
    current = comfort_of(board.session).hints.current
    return None if current is None else current.key


def told_beside_the_bids(app: App, board, language: str) -> None:
    """The drop-out hint stands in the auction window, in the person's language, over no control."""
    assert hint_on_show(board) == "hint_auction_drop"
    assert comfort_of(board.session).hints.current.text == SAID[language]
    spot = comfort_ui.hint_rect(board)
    assert spot is not None, "the hint waits for the auction to close"
    assert not [c for c in comfort_ui.controls(app.top) if spot.colliderect(c)], "the hint covers a control"
    assert SAID[language] in [d.text for d in drawn(app)]


def gst_auction(app: App):
    """Business GST: Asha and Bikash at the laptop and Bot Sita; Asha throws 1+2 onto Ahmedabad and
    declines it, and its auction opens with Asha to bid."""
    board = table(app, "business_gst", ("human", "human", "medium"), dice=[(1, 2)] * 10,
                  names=["Asha", "Bikash", "Bot Sita"])
    put_at(board.game, 0, AHMEDABAD - 3)
    board.presenter.sync()
    declined_into_auction(app, board)
    assert isinstance(app.top, AuctionScene) and board.game.auction.square == AHMEDABAD
    return board


def seen_auctions_before(app: App) -> None:
    """The auction's own hint was read in an earlier game: the drop-out hint is the one to come."""
    app.prefs["hints_seen"] = ["hint_auction"]


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_drop_out_hint_shows_while_its_person_may_still_bid_and_goes_with_the_drop(
        lang_back, language, size, percent):
    """Business GST, people and a bot bidding: the hint stands while Asha is asked to bid, goes the
    moment she drops out, and is not shown again in the auction or the next turn."""
    app = app_in(size, language, percent)
    app.prefs["hints"] = True
    seen_auctions_before(app)
    board = gst_auction(app)
    g = board.game
    assert g.pending.player == 0 and g.pending.kind == "bid"
    told_beside_the_bids(app, board, language)
    answer_as_asked(app, "drop")  # Asha drops out: the hint spoke of that, and goes with it
    settle(app)
    assert 0 not in g.auction.bidders and hint_on_show(board) != "hint_auction_drop"
    assert SAID[language] not in [d.text for d in drawn(app)]
    all_drop(app, board)
    settle(app)
    assert hint_on_show(board) != "hint_auction_drop"
    assert SAID[language] not in [d.text for d in drawn(app)]
    click(app, "end")  # Bikash's turn: nothing of Asha's hint is left
    settle(app)
    assert g.current == 1 and hint_on_show(board) != "hint_auction_drop"


def test_the_drop_out_hint_goes_when_the_bid_passes_to_another_person(lang_back):
    """Asha bids instead: Bikash is asked next, and the hint spoken to Asha goes from the table."""
    app = app_in((1280, 800), "en")
    app.prefs["hints"] = True
    seen_auctions_before(app)
    board = gst_auction(app)
    g = board.game
    told_beside_the_bids(app, board, "en")
    raise_least(app)
    settle(app)
    assert g.pending.player == 1 and 1 in g.auction.bidders  # Bikash bids next, the bot after him
    assert hint_on_show(board) != "hint_auction_drop"
    assert "hint_auction_drop" in app.prefs["hints_seen"]  # read once: Bikash isn't told again


def test_once_the_auction_s_own_hint_is_read_the_next_person_asked_beside_a_bot_is_told(lang_back):
    """Byapar: the auction's own hint shows as the first auction opens, and leaves with Asha's
    drop-out (she acted on it); the drop-out hint comes to Bikash, asked next, as he takes the
    laptop and before he decides, and goes with his drop."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", language="en")
    board = family(app, ["Asha", "Bikash", "Chandra"], bots=("Sita",), dice=DICE)
    declined(app, board, JUMLA)
    assert hint_on_show(board) == "hint_auction"  # the auction's own hint first
    answer_as_asked(app, "drop")
    settle(app)
    assert board.game.pending.player == 1 and 3 in board.game.auction.bidders
    assert hint_on_show(board) == "hint_auction_drop"
    if board.gate.waiting_for(board) is not None:  # over the hand-over it waits for him
        assert comfort_ui.hint_rect(board) is None
        click(app, "ready")
    told_beside_the_bids(app, board, "en")
    answer_as_asked(app, "drop")
    settle(app)
    assert hint_on_show(board) != "hint_auction_drop"


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
    assert hints.current is None  # the auction's own hint left with Asha's drop-out, and none came after it
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
    the newest and how many earlier lines are left out. It stands while Asha is asked to bid
    beside the bots; past eight lines of bids, it is put on show as it would stand there."""
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
        if g.pending.player == 0 and len(board.presenter.bids) > 8:
            hints.current = Hint("hint_auction_drop", hint_text("hint_auction_drop", g), seat=0)
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
