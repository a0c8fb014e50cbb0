"""Business GST: while a bidder owes the bank a loan, the auction's note on how far each can go
says the loan is repaid later and isn't taken off (a family took the limit for a mistake)."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn, settle
from test_app_large_text import app_at

from byapar.app import i18n, lang
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

AHMEDABAD = 4


@pytest.mark.parametrize("size, language", [((800, 600), "ne"), ((1280, 800), "en")])
def test_a_bidder_owing_a_loan_reads_that_it_is_not_counted_in_how_far_they_can_go(home, size, language):
    app = app_at(size, language, hints=False)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    session = Session.start("business_gst", seats, {"opening": "seat"}, seed=3, dice=[(1, 3)] * 10)
    board = BoardScene(app, session)
    app.push(board)
    session.game.set_loan(1, 2200)
    settle(app)
    click(app, "roll")
    settle(app)
    assert session.game.players[0].position == AHMEDABAD
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene)
    notes = [d for d in drawn(app) if i18n.t("auction_loans_later") in d.text]
    assert notes and not notes[0].cut, [d.text for d in drawn(app)]
    before = notes[0].text.split(i18n.t("auction_loans_later"))[0].rstrip()
    assert before.endswith((".", "।")), notes[0].text  # two sentences, not one run on
    lang.use("en")
