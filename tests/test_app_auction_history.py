"""The auction window's history and its bidders: the newest lines shown as one unbroken run
under a note counting exactly the older lines left out; in a building auction the limits are
said to be cash alone, and a bidder the least bid has passed is dropped and shown unable to follow."""

from __future__ import annotations

import pytest
from app_helpers import (
    answer_as_asked,
    auction_opened,
    click,
    click_at,
    drawn_on_top,
    drawn_texts,
    settle,
    table,
)
from edition_helpers import give, set_cash

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.auction import AuctionScene
from byapar.app.words import plain
from byapar.engine import actions as A

FRAME = 1 / 60


def four_bidding(size: tuple[int, int], language: str):
    """An app in `language` at `size` with four people at a place's auction: (app, board)."""
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    return app, auction_opened(app, people=4)


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_history_is_the_newest_lines_unbroken_and_the_note_counts_the_rest(home, size, language):
    app, board = four_bidding(size, language)
    for k in range(1, 7):  # six bids around the table, then two drop-outs, then many bids
        board.act(A.Bid(10 * k))
        settle(app)
    board.act(A.DROP)
    settle(app)
    board.act(A.DROP)
    settle(app)
    cut = 0
    for k in range(7, 30):
        board.act(A.Bid(10 * k))
        settle(app)
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
        history = [plain(b) for b in board.presenter.bids]
        drawn = drawn_texts(app)
        shown = [x for x in drawn if x in history]
        assert shown == history[-len(shown):], (history, shown)  # the newest, in order, none skipped
        if len(shown) < len(history):
            cut += 1
            assert t("auction_earlier", n=len(history) - len(shown)) in drawn
    assert cut >= 3


def _building_auction(app: App, seats: int = 2, wanting: int = 2):
    board = table(app, "classic", ("human",) * seats, dice=[(3, 4)] * 20)
    g = board.game
    give(g, 0, 1, 3)  # browns, unbuilt
    give(g, 1, 6, 8, 9, level=2)
    give(g, 1, 16, 18, 19, 21, 23, 24, level=4)  # the bank keeps 2 houses, and two players want one
    if wanting == 3:
        give(g, 2, 11, 13, 14)  # the pinks, unbuilt: a third wants one
    set_cash(g, 1, 2000)
    settle(app)
    click_at(app, board.board.squares[1].center)
    click(app, "deed_build")
    settle(app)
    assert isinstance(app.top, AuctionScene) and g.building_auction
    return board, g


def test_a_building_auction_says_its_limits_are_cash_and_who_could_not_follow(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board, g = _building_auction(app, seats=3, wanting=3)
    set_cash(g, 2, 60)  # P2 can open, but not follow a raise
    drawn = drawn_texts(app)
    assert t("auction_can_go_key_cash") in drawn and t("auction_can_go_key") not in drawn
    for q in (0, 1, 2):
        assert g.max_bid(q) == g.players[q].cash  # the engine counts cash alone here
    step = g.edition.rules.bid_step
    answer_as_asked(app, f"raise_{step}")  # P0 opens
    settle(app)
    answer_as_asked(app, f"raise_{10 * step}")  # P1 raises well past what P2 holds
    settle(app)
    assert g.auction is not None and g.auction.bidders == [0, 1] and g.pending.player == 0  # P2 never asked
    if app.top.panel.get("ready") is not None:
        click(app, "ready")
    drawn = drawn_texts(app)
    money = board.session.money(60)
    assert f"P2 · {t('auction_cant_follow', amount=money)}" in drawn, drawn
    assert t("log_cant_follow", player="P2", amount=money) in drawn  # in the window's list of bids
    assert f"P1 · {t('auction_can_go', amount=board.session.money(g.max_bid(1)))}" in drawn


@pytest.fixture
def large_text(home):
    th.set_text_size(150)
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("building", [False, True])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_150_percent_the_history_keeps_four_lines_or_more(large_text, language, building):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language, text_size=150)
    lang.use(language)
    th.set_text_size(150)
    if building:
        board, g = _building_auction(app, seats=4)
        for q in (2, 3):
            set_cash(g, q, 1500)
    else:
        board = auction_opened(app, people=4)
        g = board.game
    assert isinstance(app.top, AuctionScene)
    for _ in range(8):  # eight bids, around the table
        board.act(A.Bid(g.min_bid()))
        settle(app)
    if app.top.panel.get("ready") is not None:
        click(app, "ready")
    history = [plain(b) for b in board.presenter.bids]
    shown = [x for x in drawn_texts(app) if x in history]
    assert len(history) == 8 and len(shown) >= 4, (history, shown)




@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_history_grows_in_one_column_with_the_newest_on_one_spot(home, size, language):
    app, board = four_bidding(size, language)
    newest_at, lefts = set(), set()
    for k in range(1, 25):  # bids around the table, more than the column holds
        board.act(A.Bid(10 * k))
        settle(app)
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
        if not isinstance(app.top, AuctionScene):
            break
        history = [plain(b) for b in board.presenter.bids]
        rows = {d.text: d.box for d in drawn_on_top(app) if d.text in history}
        newest_at.add(tuple(rows[history[-1]]))
        lefts |= {box.x for box in rows.values()}
    assert len(newest_at) == 1, newest_at  # the newest bid is always read in the same place
    assert len(lefts) == 1, lefts  # no line ever moves to another column


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_bidder_who_drops_out_keeps_their_row_so_nothing_below_moves(home, size, language):
    """Four people bid, then two drop out: the bidders' rows stay four, the two marked as out,
    and the bids' column under them starts where it did."""
    app, board = four_bidding(size, language)
    for k in range(1, 5):
        board.act(A.Bid(10 * k))
        settle(app)
    scene = app.top
    assert isinstance(scene, AuctionScene)
    drawn_texts(app)
    top_before = scene.state_bottom
    names = [board.session.game.players[q].name for q in scene.began]
    for _ in range(2):
        board.act(A.DROP)
        settle(app)
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
    drawn = drawn_texts(app)
    assert len(board.session.game.auction.bidders) == 2
    out = [x for x in drawn if x.endswith(" · " + t("auction_out"))]
    assert len(out) == 2 and all(any(x.startswith(n) for n in names) for x in out), out
    assert sum(1 for x in drawn if any(x.startswith(n + " · ") for n in names)) == 4
    assert app.top is scene and scene.state_bottom == top_before
