"""The screen that stands between two people while the laptop passes: it names the next person
and nothing of their decision (the offer they answer, the vote so far) until they click that
they are ready, and its band over the board stays for as long as the laptop is to be passed,
a build between turns or not."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    button,
    classic_family,
    classic_family_chandra_may_build,
    click,
    click_at,
    declined_into_auction,
    drawn,
    drawn_on_top,
    fresh_picture,
    run_frames,
    settle,
    take_laptop,
)
from helpers import give

from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import handover, vote_view
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.holdings import HoldingsScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat

BALTIC, ORIENTAL = 3, 6  # Classic
SIZES = [(1280, 800), (800, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_an_offer_is_not_shown_before_the_person_it_is_made_to_is_ready(home, size):
    app = app_in(size, "en")
    board = classic_family(app)
    give(board.game, 1, ORIENTAL)
    settle(app)
    board.act(f"offer 1 give cash:200 get {ORIENTAL}")  # Asha offers Bikash $200 for Oriental Avenue
    settle(app)
    assert isinstance(app.top, AnswerScene) and button(app, "ready").label == "Bikash, click when ready"
    offer_words = [t("answer_title", name="Bikash", other="Asha"), t("answer_you_get", value="$200"), "$200 in cash",
                   t("answer_you_give", value="$100"), "Oriental Avenue"]
    passing = [d.text for d in drawn_on_top(app)]
    assert not [w for w in offer_words if w in passing], passing
    assert t("handover_answer", name="Bikash") in passing and "Pass the laptop to Bikash" in passing
    take_laptop(app)
    ready = [d.text for d in drawn_on_top(app)]
    assert [w for w in offer_words if w in ready] == offer_words, ready  # now it is Bikash's to read


@pytest.mark.parametrize("size", SIZES)
def test_the_vote_so_far_is_not_shown_before_the_next_voter_is_ready(home, size):
    app = app_in(size, "en")
    board = classic_family(app)
    settle(app)
    board.act("propose-end")  # Asha proposes the end; Bikash votes first
    settle(app)
    standings = [t("vote_title"), t("vote_proposed"), t("vote_asked"), t("vote_yes"), t("vote_waiting")]
    texts = [d.text for d in drawn(app)]
    assert board.game.pending.kind == "agree" and "Pass the laptop to Bikash" in texts
    assert not [w for w in standings if w in texts], texts
    assert vote_view.rect(board) is None and t("handover_vote", name="Bikash") in texts
    take_laptop(app)
    assert t("vote_title") in [d.text for d in drawn(app)]  # Bikash reads the standings, then says yes
    click(app, "agree_end")
    settle(app)
    assert board.game.pending.player == 2 and button(app, "ready").label == "Chandra, click when ready"
    texts = [d.text for d in drawn(app)]
    assert vote_view.rect(board) is None and not [w for w in standings if w in texts], texts  # Bikash's yes unseen
    take_laptop(app)
    assert t("vote_yes") in [d.text for d in drawn(app)]


def band_on_screen(app: App, board: BoardScene) -> bool:
    """Whether the window, drawn as the app draws it (its kept picture), shows the band as a fresh
    drawing does, and the fresh drawing names the next person."""
    app.frame(FRAME)
    area = handover.rect(board)
    kept = pygame.image.tobytes(app.screen.subsurface(area).copy(), "RGB")
    return board.handover.covering(board) and kept == fresh_picture(app, area)


@pytest.mark.parametrize("size", SIZES)
def test_the_band_stays_while_the_laptop_waits_to_pass_after_a_build_between_turns(home, size):
    """Asha ends her turn: over to Bikash. Chandra builds between turns first; when she closes
    her holdings the laptop is still to go to Bikash, and the band says so until he is ready."""
    app = app_in(size, "en")
    board = classic_family_chandra_may_build(app)
    over_to_bikash = t("handover", name="Bikash")
    assert board.handover.showing == 1 and over_to_bikash in [d.text for d in drawn(app)]
    click(app, "build_as_2")
    assert board.actions.prompt()[0] == "Pass the laptop to Chandra"
    assert over_to_bikash not in [d.text for d in drawn(app)]  # the laptop goes to Chandra first
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 2
    click(app, "deed_build-round")
    assert board.game.buildings(ORIENTAL) == 1
    click(app, "close")
    run_frames(app, int(handover.SHOW_SECONDS / FRAME) + 2)  # longer than the band's moment after a change of hands
    assert app.top is board and board.actions.prompt()[0] == "Pass the laptop to Bikash"
    assert over_to_bikash in [d.text for d in drawn(app)] and band_on_screen(app, board)
    take_laptop(app)
    assert over_to_bikash not in [d.text for d in drawn(app)] and button(app, "roll").enabled


def test_the_band_stays_while_the_laptop_waits_at_a_turn_change(home):
    """No build between: Bikash's turn waits behind "click when ready" and the band stands with it
    after its first moment (which only takes the first click or key)."""
    app = app_in((800, 600), "en")
    board = classic_family_chandra_may_build(app)
    run_frames(app, int(handover.SHOW_SECONDS / FRAME) + 2)
    assert board.handover.showing is None and board.handover.wake_in() is None  # its moment is over
    assert t("handover", name="Bikash") in [d.text for d in drawn(app)] and band_on_screen(app, board)
    click_at(app, board.board.squares[BALTIC].center)  # a deed opened meanwhile: the band leaves it whole
    assert board.selected == BALTIC and not board.handover.covering(board)
    board.close_deed()
    assert band_on_screen(app, board)


def test_a_debt_raised_in_another_s_turn_waits_for_its_person_to_take_the_laptop(home):
    """Classic, three people: Asha declines Baltic Avenue; in its auction Bikash bids past his
    cash and Chandra, holding the laptop, drops out last. Bikash must raise the rest in Asha's
    turn: his sell and mortgage choices wait behind his own "ready", as any answer asked of
    someone other than the person at the laptop does."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(i, "human", name) for i, name in enumerate(("Asha", "Bikash", "Chandra"))]
    session = Session.start("classic", seats, {"opening": "seat"}, seed=2, dice=[(1, 2)] * 20)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    g = board.game
    give(g, 1, 39)  # Boardwalk: Bikash may mortgage it to pay
    g.players[1].cash = 30
    board.presenter.sync()
    declined_into_auction(app, board)
    for _ in range(6):  # bounded: each bidder once or twice
        if g.pending.kind != "bid":
            break
        bidder = g.pending.player
        board.act("bid 100" if bidder == 1 and g.pending.amount < 100 else "drop")
        settle(app)
    assert g.pending.kind == "raise" and g.pending.player == 1 and g.current == 0, g.pending
    ids = [b.id for b in board.panel.buttons]
    assert "ready" in ids, ids
    assert not any(i.startswith(("raise_", "mortgage", "sell")) for i in ids), ids
    still = t("raise_still", short=session.money(g.pending.amount - g.players[1].cash))
    assert still not in [d.text for d in drawn(app)]  # nor the debt's rows drawn under the band
    take_laptop(app)
    ids = [b.id for b in board.panel.buttons]
    assert "ready" not in ids and "raise_auto" in ids, ids
    assert still in [d.text for d in drawn(app)]
