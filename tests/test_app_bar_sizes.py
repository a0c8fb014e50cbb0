"""The action bar's labels read large at the smallest window with large text: the buttons under
the main row are halves of the bar (Trade…, Build…, Mortgage… at one size), Business GST's loan
offer has its row whole, and a spot whose label changes (Throw the dice, End turn) keeps one size."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn, settle, table

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.engine import available_editions

LEAST = 13  # px: the bar's smallest label at 800x600 with text at 125% or 150%


@pytest.fixture
def restored(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def bar_labels(app: App, board) -> dict[str, tuple[int, bool]]:
    """Each bar button's label as drawn: (its size, whether it was cut short)."""
    bar = [b for b in board.panel.buttons if board.actions.rect.contains(b.rect) and widgets.is_word(b.label)]
    widgets._button_cache.clear()  # each label painted afresh, its size noted
    seen = drawn(app)
    out = {}
    for b in bar:
        mine = [d for d in seen if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size]
        assert mine, f"{b.id} not drawn"
        out[b.id] = (min(d.size for d in mine), any(d.cut for d in mine))
    return out


@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", available_editions())
def test_every_bar_label_is_drawn_whole_and_large_at_800x600(restored, edition, language, percent):
    app = app_in((800, 600), language, percent)
    board = table(app, edition, ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    board.game.lapped[0] = True  # Business GST: free to buy, so the loan is offered
    settle(app)
    seen = bar_labels(app, board)
    click(app, "roll")  # onto a place for sale
    settle(app)
    assert board.game.pending.kind == "buy"
    seen |= {f"buy:{k}": v for k, v in bar_labels(app, board).items()}
    if board.game.edition.rules.bank_loans:
        assert "buy:loan" in seen
    assert {"trade", "manage_build", "buy:buy", "buy:decline"} <= set(seen)
    small = {k: v for k, v in seen.items() if v[0] < LEAST or v[1]}
    assert not small, small


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_throw_and_end_turn_stand_at_one_size_and_trade_build_mortgage_at_another(restored, size, language):
    app = app_in(size, language, 150)
    board = table(app, "byapar", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    settle(app)
    before = bar_labels(app, board)
    roll = board.panel.get("roll").rect
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    after = bar_labels(app, board)
    assert board.panel.get("end").rect == roll
    assert before["roll"][0] == after["end"][0]
    assert len({before[k][0] for k in ("trade", "manage_build", "manage_mortgage")}) == 1, before


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_quick_bids_keep_one_place_and_one_size_from_bidder_to_bidder(restored, size, language):
    app = app_in(size, language, 150)
    board = table(app, "byapar", ("human", "human", "human"), dice=[(1, 2)] + [(2, 3)] * 40)
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")  # the place goes to auction among the three
    settle(app)
    seen = []
    for k in range(11):  # bounded: eleven bids round the table, small and large
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
            settle(app)
        bids = [b for b in app.top.panel.buttons if b.id.startswith("raise_")]
        widgets.even_rows(app.top.panel.buttons)
        seen.append(({b.id: tuple(b.rect) for b in bids}, {b.row_size for b in bids}))
        drop = app.top.panel.get("drop").row_size
        click(app, bids[-1 if k % 2 else 0].id)
        settle(app)
    assert board.game.auction is not None and board.game.auction.high > 1_000  # the labels grew longer
    assert all(places == seen[0][0] for places, _ in seen), seen
    assert len(set().union(*(sizes for _, sizes in seen))) == 1, seen
    assert min(seen[0][1]) >= drop * 4 // 5  # beside Drop out, not dwarfed by it


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_ready_button_keeps_one_place_and_one_size_for_each_person(restored, size, language):
    from app_helpers import family

    app = app_in(size, language, 150)
    board = family(app, ["Asha", "Bikash Bahadur Thapa", "Sita"])
    settle(app)
    seen = {}
    for _ in range(30):  # bounded: the people's turns, each place they land on let go at auction
        if len(seen) == 3:
            break
        ready = app.top.panel.get("ready")
        if ready is not None:  # the laptop passes at the turn's start (or in an auction's window)
            if app.top is board:
                widgets.even_rows(app.top.panel.buttons)
                seen[board.game.pending.player] = (tuple(ready.rect), ready.row_size)
            click(app, "ready")
        else:
            click(app, next(b for b in ("roll", "decline", "drop", "end") if app.top.panel.get(b) is not None))
        settle(app)
    assert len(seen) >= 2, seen  # the laptop passed to at least two people
    assert len(set(seen.values())) == 1, seen


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_setup_s_strength_chips_read_on_one_line_at_800x600(restored, language, percent):
    from app_helpers import run_frames

    from byapar.app.scenes.setup import KINDS, SetupScene

    app = app_in((800, 600), language, percent)
    app.replace(SetupScene(app))
    run_frames(app, 2)
    widgets._button_cache.clear()  # each label painted afresh, its lines noted
    seen = drawn(app)
    chips = [app.top.panel.get(f"kind_0_{kind}") for kind in KINDS]
    for chip in chips:
        mine = [d for d in seen if d.text == chip.label and d.surface.size == chip.rect.size]
        assert mine and all(len(d.lines) == 1 and not d.cut and d.size >= 12 for d in mine), (chip, mine)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_with_many_players_the_bar_keeps_within_the_window_and_the_log_keeps_room(restored, players):
    """Four or six people's cards leave too little room for rows of halves and the log's lines:
    the cards go slim, one line each, rather than the bar shrinking or the log going off the window."""
    from byapar.app.scenes import game_log

    app = app_in((800, 600), "en", 150)
    board = table(app, "byapar", ("human",) * players)
    settle(app)
    bar = [b.rect for b in board.panel.buttons if board.actions.rect.contains(b.rect)]
    assert {"trade", "manage_build", "manage_mortgage"} <= {b.id for b in board.panel.buttons}
    assert all(r.bottom <= board.right.bottom for r in bar)
    assert not board.actions.compact and board.cards.slim == (players > 2)
    assert game_log.rows_in(board.log_rect.h, app.screen) >= (6 if players <= 4 else 5)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_loan_offer_takes_its_row_whole_where_four_players_slim_the_cards(restored, language):
    """Four players at 800x600 and 150% leave room for the bar's rows only under slim cards; the
    loan offer, whose label names two sums, has its row whole when nothing shares it (no loan to
    repay), and reads large."""
    app = app_in((800, 600), language, 150)
    board = table(app, "business_gst", ("human", "medium", "medium", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    board.game.lapped[0] = True  # free to buy, so the loan is offered
    settle(app)
    click(app, "roll")  # onto a place for sale
    settle(app)
    assert board.cards.slim and not board.actions.compact and board.game.pending.kind == "buy"
    loan = board.panel.get("loan")
    assert loan.rect.w == board.actions.rect.w
    size, cut = bar_labels(app, board)["loan"]
    assert size >= LEAST and not cut


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_loan_offer_reads_as_large_as_the_halves_over_it_at_800x600(restored, language, percent):
    """"Buy on credit: GST now, the loan later" names two sums: its row is as tall as the main
    row where the halves keep their size, so its label reads no more than a size smaller than
    Trade…'s (at 125% in Nepali it was three sizes smaller, its row no taller than at 100%), and
    no larger than Buy's, the choice it stands beside."""
    app = app_in((800, 600), language, percent)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    board.game.lapped[0] = True  # free to buy, so the loan is offered
    settle(app)
    click(app, "roll")  # onto a place for sale
    settle(app)
    seen = bar_labels(app, board)
    halves = min(seen[k][0] for k in ("trade", "manage_build", "manage_mortgage"))
    assert seen["loan"][0] >= halves - 1 and not seen["loan"][1], seen
    assert seen["loan"][0] <= seen["buy"][0], seen


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_bars_grid_of_halves_reads_at_one_size_greyed_or_live(restored, language):
    """After a throw on Business GST with a bank loan owed, Trade… (live: offers may follow the
    move there) and Build… (greyed) stand over Mortgage… and the loan's repayment (live, its sum on
    a second line): Trade…, Build… and Mortgage… are one block, so a greyed half never reads larger
    than a live one; the repayment, set on its own, reads whole and no larger than them."""
    app = app_in((800, 600), language, 125)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    board.game.lapped[0] = True  # free to buy: the loan is offered
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "loan")
    settle(app)
    seen = bar_labels(app, board)
    halves = {k: seen[k][0] for k in ("trade", "manage_build", "manage_mortgage")}
    assert not button_of(board, "manage_build").enabled and button_of(board, "repay").enabled
    assert len(set(halves.values())) == 1, halves
    assert seen["repay"][0] <= halves["trade"] and not seen["repay"][1], seen


def button_of(board, button_id: str):
    return next(b for b in board.panel.buttons if b.id == button_id)


def test_with_a_loan_to_repay_at_150_percent_the_bars_halves_read_at_twelve_px_at_least(restored):
    """Business GST in Nepali at 800x600, four at the table (the bar's rows low), a loan to repay:
    the repayment's long label takes its sum onto a second line before it shrinks, so it reads at
    12 px, not 10, and the block of halves beside it (Trade…, Build…, Mortgage…) no smaller."""
    from helpers import give

    app = app_in((800, 600), "ne", 150)
    board = table(app, "business_gst", ("human", "human", "human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    settle(app)
    give(board.game, 0, 3)
    board.game.loans[0] = 4_000
    board.presenter.sync()
    board.changed()
    settle(app)
    if app.top.panel.get("ready"):
        click(app, "ready")
    seen = bar_labels(app, board)
    halves = {bid: seen[bid][0] for bid in ("trade", "manage_build", "manage_mortgage")}
    assert len(set(halves.values())) == 1 and 12 <= seen["repay"][0] <= halves["trade"], seen
    assert not any(cut for _size, cut in seen.values()), seen


def owing(app: App, board, owed: int) -> dict[str, tuple[int, bool]]:
    """The bar's labels as drawn at the turn's start, `owed` to the bank (0: no loan)."""
    from helpers import give

    give(board.game, 0, 3)
    board.game.loans[0] = owed
    board.presenter.sync()
    board.changed()
    settle(app)
    if app.top.panel.get("ready"):
        click(app, "ready")
    return bar_labels(app, board)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_loan_to_repay_leaves_trade_build_and_mortgage_as_large_as_without_it(restored, size, language):
    """Business GST with text at 150%: the repayment's label ("Repay the loan (₹3,300)") needs two
    lines, which a half's height holds only at a smaller size; Trade…, Build… and Mortgage… keep
    the size they read at without a loan (at 800x600 they went from 19 px to 16, in Nepali to 12)."""
    app = app_in(size, language, 150)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    settle(app)
    without = owing(app, board, 0)
    with_loan = owing(app, board, 3_000)
    assert "repay" in with_loan and "repay" not in without
    for bid in ("trade", "manage_build", "manage_mortgage"):
        assert with_loan[bid] == without[bid], (bid, without, with_loan)
    repay = button_of(board, "repay")
    assert with_loan["repay"][0] >= 12 and not with_loan["repay"][1], with_loan
    assert board.actions.rect.contains(repay.rect) and app.screen.get_rect().contains(repay.rect)


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_repayment_reads_at_mortgage_s_size_beside_it_at_800x600(restored, language, percent):
    """A loan to repay at the smallest window: the repayment's half reads at the size of
    Mortgage… beside it, whole (it was set on two lines at 12 px in Nepali at 150%, beside
    Mortgage… at 20); what it costs is said on the button where it fits, else in its tooltip."""
    app = app_in((800, 600), language, percent)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    settle(app)
    seen = owing(app, board, 3_300)
    repay = button_of(board, "repay")
    assert seen["repay"] == seen["manage_mortgage"] and not seen["repay"][1], seen
    assert board.session.money(board.game.loan_cost(0)) in repay.label + repay.tooltip


def test_the_repayment_keeps_its_sum_where_the_window_has_room_for_it(restored):
    app = app_in((1280, 800), "en", 100)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    settle(app)
    seen = owing(app, board, 3_300)
    repay = button_of(board, "repay")
    assert seen["repay"] == seen["manage_mortgage"] and not seen["repay"][1], seen
    assert repay.label == t("btn_repay", amount=board.session.money(board.game.loan_cost(0)))
