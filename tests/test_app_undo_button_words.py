"""Undo's log line names a decision by the words of the button that made it: Asha clicks
"Don't buy" on Jumla, takes it back, and the log says she took back "Don't buy" on Jumla, in
English and in Nepali, as Undo's tooltip said it would."""

from __future__ import annotations

import pytest
from app_helpers import button, click, open_board, settle

from byapar.app import lang
from byapar.app.app import App
from byapar.app.session import Session, default_seat
from byapar.app.words import plain

JUMLA = 3  # a throw of 1+2 from Start


@pytest.fixture(autouse=True)
def plain_after():
    yield
    lang.use("en")


@pytest.mark.parametrize(("language", "took_back"), [
    ("en", "Asha took back “Don't buy” on Jumla"),
    ("ne", "Asha ले फिर्ता लिनुभयो: जुम्लालाई “नकिन्ने” भनेको"),
])
def test_taking_back_don_t_buy_is_logged_in_the_button_s_words(home, language, took_back):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    s = Session.start("byapar", seats, {"opening": "seat", "auction": False}, seed=3, dice=[(1, 2)] * 20)
    s.autosave_on = False
    board = open_board(app, s)
    settle(app)
    click(app, "roll")
    settle(app)
    g = board.game
    assert (g.pending.kind, g.pending.square) == ("buy", JUMLA)
    clicked = button(app, "decline").label
    click(app, "decline")
    settle(app)
    assert g.owner(JUMLA) is None and g.pending.kind != "buy"
    assert clicked in button(app, "undo").tooltip  # the tooltip names what Undo takes back alike
    click(app, "undo")
    settle(app)
    assert (g.pending.kind, g.pending.square) == ("buy", JUMLA)
    said = plain(board.presenter.log[-1])
    assert said == took_back
    assert f"“{clicked}”" in said
