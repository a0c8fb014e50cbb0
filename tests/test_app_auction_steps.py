"""The quick bid buttons name the bid they make, in every edition: each raise is a whole
number of the edition's bid steps over the high bid, as the button's tip says."""

from __future__ import annotations

import re

import pytest
from app_helpers import answer_as_asked, auction_opened, click, laptop_taken, settle

from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene

EDITIONS = ("byapar", "classic", "finance", "business_gst")


def _quick_bids(app: App) -> list:
    bids = [b for b in app.top.panel.buttons if b.id.startswith("raise_")]
    assert len(bids) == 3, [b.id for b in app.top.panel.buttons]
    return bids


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_quick_bid_raises_by_what_its_label_says(home, edition):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = auction_opened(app, edition)
    game = board.game
    assert isinstance(app.top, AuctionScene)
    answer_as_asked(app, _quick_bids(app)[0].id)  # an opening bid: the next bidder raises over it
    settle(app)
    if app.top.panel.get("ready") is not None:  # the next bidder takes the laptop
        click(app, "ready")
    step, high = game.edition.rules.bid_step, game.auction.high
    for quick in _quick_bids(app):
        label = quick.label
        named = _bid_named(label) - high
        assert named % step == 0 and named >= step, f"{edition}: {label!r} is not a whole number of {step}s over {high}"
        assert board.session.money(named) in quick.tooltip, f"{edition}: {quick.tooltip!r} for {label!r}"
    first = _quick_bids(app)[0]
    click(app, first.id)
    settle(app)
    assert game.auction is None or game.auction.high == _bid_named(first.label)


@pytest.mark.parametrize("edition", EDITIONS)
def test_nepali_quick_bids_read_at_800x600(home, edition):
    # "रु १,०१० बोल्नुहोस् (+१,०००)" went on three lines at 10 px, its letters 7 px high: the
    # amount and the raise alone read at the size Devanagari needs to stand as high as Latin
    from test_app_guards import SMALLEST, least_for

    from byapar.app import lang, widgets

    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use("ne")
    try:
        auction_opened(app, edition)
        answer_as_asked(app, _quick_bids(app)[0].id)
        settle(app)
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
        sizes = {b.label: widgets.natural_size(b) for b in _quick_bids(app)}
    finally:
        lang.use("en")
    assert all(size >= least_for(label, SMALLEST[(800, 600)]) for label, size in sizes.items()), sizes


def test_the_least_size_stands_devanagari_as_high_as_latin():
    # the text-size guard counts font sizes; on the screen a Devanagari letter's body is shorter
    # than a Latin capital at one size, so Devanagari needs a size more
    import pygame
    from test_app_guards import SMALLEST, least_for

    from byapar.app import fonts

    pygame.display.set_mode((10, 10))
    for least in SMALLEST.values():
        latin = fonts.render("H", least, (0, 0, 0), True).get_bounding_rect().h
        nepali = fonts.render("क", least_for("क", least), (0, 0, 0), True).get_bounding_rect().h
        short = fonts.render("क", least, (0, 0, 0), True).get_bounding_rect().h
        assert nepali >= latin > short, (least, latin, nepali, short)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_bidding_shows_its_latest_bids_readably_at_every_size(home, size):
    from byapar.app import fonts
    from byapar.engine import actions as A

    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = auction_opened(app, people=4)
    for k in range(1, 10):  # nine bids, around the table
        board.act(A.Bid(10 * k))
        settle(app)
    laptop_taken(app)
    assert app.top.panel.get("drop") is not None  # the next bidder's buttons take the foot of the window
    seen: list = []
    fonts.recording(seen)
    try:
        app.draw()
    finally:
        fonts.recording(None)
    bids = [d for d in seen if " bid Rs" in d.text]
    assert [d.text for d in bids][-5:] == [f"P{k % 4} bid Rs\xa0{10 * (k + 1)}" for k in range(4, 9)]
    assert len(bids) >= 5 and min(d.size for d in bids) >= 10


def _bid_named(label: str) -> int:
    """The amount a quick bid's label says it bids, in either script's digits."""
    latin = label.translate(str.maketrans("०१२३४५६७८९", "0123456789"))
    found = re.search(r"\d[\d,]*", latin)
    assert found is not None, f"no amount in {label!r}"
    return int(found.group(0).replace(",", ""))


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_quick_bid_says_the_bid_it_makes_before_and_after_the_first_bid(home, size, language, text_size):
    """Players read "Bid Rs 10" turning into "Rs 1,010 (+1,000)" as the button changing what it
    does: opening or raising, each quick bid reads "Bid <the amount a click bids>", whole, and a
    click bids just that."""
    from app_helpers import app_in

    from byapar.app import lang, widgets
    from byapar.app import theme as th
    from byapar.app.i18n import t

    app = app_in(size, language, text_size)
    try:
        board = auction_opened(app, "byapar")
        game = board.game
        said = []
        for _ in range(2):  # the opening bid, then a raise over it
            if app.top.panel.get("ready") is not None:
                click(app, "ready")
            quick = _quick_bids(app)
            amounts = [_bid_named(b.label) for b in quick]
            said.append([b.label for b in quick])
            for b, amount in zip(quick, amounts, strict=True):
                assert b.label == t("auction_open", amount=board.session.money(amount)), b.label
                assert widgets.fits_whole(b), b.label
            answer_as_asked(app, quick[1].id)
            settle(app)
            assert game.auction.high == amounts[1], (game.auction.high, said)
    finally:
        th.set_text_size(100)
        lang.use("en")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_largest_quick_bid_raises_by_no_more_than_what_is_sold_costs(home, edition):
    """A quick bid raising $500 on a $180 lot reads as a slip: the largest raise is fifty times
    the least, the same in every auction of the edition, and twenty times it only where fifty
    would be more than the place's price."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = auction_opened(app, edition)
    game = board.game
    price = game.squares[game.auction.square].price
    step = game.edition.rules.bid_step
    raised = sorted(int(b.id.split("_")[1]) for b in app.top.panel.buttons if b.id.startswith("raise_"))
    assert raised[:2] == [step, 10 * step] and len(raised) == 3
    assert raised[2] == (50 * step if 50 * step <= price else 20 * step), (price, raised)
