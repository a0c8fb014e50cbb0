"""A first-time hint standing over a window on the board (the auction's, the holdings') leaves
without a click once the person acts in that window: a bid, a drop-out, a build. A hint the move
itself raises stays."""

from __future__ import annotations

import pytest
from app_helpers import (
    answer_as_asked,
    app_in,
    auction_opened,
    build_page_opened,
    click,
    drawn,
    raise_least,
    settle,
    table,
)
from helpers import give

from byapar.app.comfort import Hint, comfort_of, group_hint, hint_text
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene

KARNALI = (1, 3)  # Byapar's first group


def shown_over_the_window(app, board) -> str:
    """The hint on show stands over the window on top, its words drawn; returns them."""
    hint = comfort_of(board.session).hints.current
    assert hint is not None and app.top is not board
    assert comfort_ui.hint_rect(board) is not None, "the hint waits for the window to close"
    assert hint.text in [d.text for d in drawn(app)]
    return hint.text


def gone(app, board, text: str) -> None:
    assert comfort_of(board.session).hints.current is None, "the hint stands on after the person acted"
    assert text not in [d.text for d in drawn(app)]


@pytest.mark.parametrize(("size", "language", "percent"), [((1280, 800), "en", 100), ((800, 600), "ne", 150)])
@pytest.mark.parametrize("act", ["bid", "drop"])
def test_the_auction_s_hint_leaves_with_the_first_bid_or_drop_out(lang_back, size, language, percent, act):
    app = app_in(size, language, percent)
    app.prefs["hints"] = True
    board = auction_opened(app, people=3)
    assert isinstance(app.top, AuctionScene) and comfort_of(board.session).hints.current.key == "hint_auction"
    text = shown_over_the_window(app, board)
    bids = len(board.game.history)
    if act == "bid":
        raise_least(app)
    else:
        answer_as_asked(app, "drop")
    settle(app)
    assert len(board.game.history) == bids + 1 and board.game.auction is not None  # the auction goes on
    gone(app, board, text)


def test_a_hint_over_the_build_window_leaves_with_a_build(lang_back):
    app = app_in((1280, 800), "en")
    app.prefs["hints"] = True
    board = table(app, "byapar", ("human", "human"))
    settle(app)
    game = board.game
    seat = game.pending.player
    give(game, seat, *KARNALI)
    view = build_page_opened(app, board)
    key = group_hint(game, seat, KARNALI[0])  # as when the group's last place was bought
    comfort_of(board.session).hints.current = Hint(key, hint_text(key, game), seat=seat)
    app.frame(1 / 60)
    text = shown_over_the_window(app, board)
    click(app, "deed_build-round")
    settle(app)
    assert app.top is view and game.buildings(KARNALI[0]) == 1
    gone(app, board, text)
