"""The auction holds its layout from the first bid to the last: the bidder's card, the bidding's
buttons and the note on what "can go to" counts keep their places as the bid passes from one
person to the next, whether a hint stands over the window or has been closed, and whoever
drops out."""

from __future__ import annotations

import pytest
from app_helpers import (
    app_in,
    classic_family_bidding,
    click,
    click_at,
    drawn_on_top,
    laptop_taken,
    raise_least,
    settle,
)

from byapar.app.comfort import comfort_of
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene, bid_line, can_go_key
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain


def where(app) -> tuple:
    """Where the bidder's card, the first quick bid and the can-go-to note stand as drawn now."""
    scene = app.top
    note = next(d.box for d in drawn_on_top(app) if d.text.startswith(t("auction_can_go_key").split(":")[0]))
    first = next(b.rect for b in scene.panel.buttons if b.id.startswith("raise_"))
    return tuple(scene.card_at or ()), tuple(first), tuple(note)


@pytest.fixture
def family_at_800x600_nepali_125(lang_back):
    app = app_in((800, 600), "ne", 125)
    app.prefs.update(hints=True)
    return app


def test_the_card_the_buttons_and_the_note_stay_put_when_the_hint_is_closed(family_at_800x600_nepali_125):
    """Classic, three people and a bot: the auction's hint stands over the window as the first
    bidder decides, who closes it (the hints after it leave with each bid); nothing they look for moves."""
    app = family_at_800x600_nepali_125
    board = classic_family_bidding(app)
    hints = comfort_of(board.session).hints
    seen = []
    for _ in range(6):  # bounded: six bids round the table
        laptop_taken(app)
        assert isinstance(app.top, AuctionScene)
        app.draw()
        seen.append(where(app))
        if len(seen) == 1:  # the hint is closed by a click on it, before a bid
            spot = comfort_ui.hint_rect(board)
            assert spot is not None, "no hint stood over the auction: the test shows nothing"
            click_at(app, spot.center)
            assert hints.current is None
            app.draw()
            seen.append(where(app))
        click(app, next(b.id for b in app.top.panel.buttons if b.id.startswith("raise_") and b.enabled))
        settle(app)
    assert len(set(seen)) == 1, seen


def test_the_note_on_loans_stays_when_the_borrower_drops_out(lang_back):
    """Business GST: Bikash owes the bank a loan, so the note says a loan isn't taken off; he drops
    out, and the note keeps its words (and its lines) while Asha and Chandra bid on."""
    app = app_in((1280, 800), "ne", 125)
    seats = [default_seat(i, "human", name) for i, name in enumerate(("Asha", "Bikash", "Chandra"))]
    session = Session.start("business_gst", seats, {"opening": "seat"}, seed=3, dice=[(1, 3)] * 10)
    board = BoardScene(app, session)
    app.push(board)
    session.game.set_loan(1, 2200)
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    key = t(can_go_key(session.game.edition, False))
    notes = []
    for _ in range(4):  # bounded: Asha bids, Bikash drops, Chandra and Asha bid
        laptop_taken(app)
        notes.append([(d.text, tuple(d.box)) for d in drawn_on_top(app) if d.text.startswith(key)])
        step = "drop" if session.game.pending.player == 1 else \
            next(b.id for b in app.top.panel.buttons if b.id.startswith("raise_") and b.enabled)
        click(app, step)
        settle(app)
    assert 1 not in session.game.auction.bidders
    assert notes[0] and t("auction_loans_later") in notes[0][0][0], notes[0]
    assert all(n == notes[0] for n in notes), notes


@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_1280x800_the_bids_keep_clear_of_whose_bid_it_is(lang_back, language):
    """Ten bids by the people round Classic's table, the bot's between: the list of bids fills its room and counts the older ones,
    its top line a clear half line under the band naming whose bid it is."""
    app = app_in((1280, 800), language)
    board = classic_family_bidding(app)
    for _ in range(10):  # bounded: ten bids
        raise_least(app)
        settle(app)
    laptop_taken(app)
    seen = drawn_on_top(app)
    name = board.game.players[board.game.pending.player].name
    band = next(d.box for d in seen if d.text == t("auction_your_turn", name=name))
    bids = {plain(b) for b in board.presenter.bids}
    counts = {t("auction_earlier", n=n) for n in range(1, len(bids) + 1)}
    listed = [d for d in seen if d.text in bids | counts]
    assert any(d.text in counts for d in listed), [d.text for d in listed]  # the list has filled its room
    top = min(r.top for d in listed for r in d.ink)
    assert top - band.bottom >= bid_line(app.screen) // 2, (top, band)
