"""A family sharing one laptop, played through the real buttons: an answer asked of someone else
waits until they have the laptop, undo never reaches into what another person agreed to, the
log tells an auction and a trade in a few plain lines, building and mortgaging are found from
the action bar, and a click on a button that is there acts."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, board_of, button, click, click_at, open_board, settle
from helpers import give

from byapar.app import fonts, i18n
from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat

JUMLA = 3  # Rs 1,200 (a throw of 1+2 from Start)
HUMLA = 1


def family(app: App, names: list[str], bots: tuple[str, ...] = (), dice=None, settings=None) -> BoardScene:
    seats = [default_seat(i, "human", n) for i, n in enumerate(names)]
    seats += [default_seat(len(seats) + i, "medium", n) for i, n in enumerate(bots)]
    session = Session.start("byapar", seats, {"rounds": 8, **(settings or {})}, seed=4,
                            dice=dice or [(1, 2), (1, 2), (1, 2), (2, 3)] + [(2, 3)] * 60)
    return open_board(app, session)


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def ids(app: App) -> list[str]:
    return [b.id for b in app.top.panel.buttons]


def drawn_texts(app: App) -> list[str]:
    seen: list = []
    fonts.recording(seen)
    try:
        app.draw()
    finally:
        fonts.recording(None)
    return [d.text for d in seen]


def log_lines(scene: BoardScene) -> list[str]:
    return ["".join(text for text, _ in line) for line in scene.presenter.log]


# ----- the laptop passes before someone else answers ------------------------------------------------

def test_a_trade_offered_to_another_person_waits_until_they_have_the_laptop(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:1500 get 3")  # Bikash offers; the answer is Sita's
    settle(app)
    assert isinstance(app.top, AnswerScene)
    assert ids(app) == ["ready"] and button(app, "ready").label == "Sita, click when ready"
    assert "Pass the laptop to Sita" in drawn_texts(app)
    click_at(app, (app.top.rect.right - 40, app.top.rect.bottom - 30))  # where Accept stands once she has it
    assert g.owner(JUMLA) == 1 and g.pending.kind == "trade"  # that click only handed the laptop over
    assert {"accept", "reject", "counter"} <= set(ids(app))
    click(app, "accept")
    settle(app)
    assert g.owner(JUMLA) == 0


def test_a_counter_passes_the_laptop_back_and_accepting_it_is_not_undone_by_one_side(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 0, HUMLA)
    give(g, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:500 get 3")
    settle(app)
    click(app, "ready")
    click(app, "counter")  # Sita asks Humla as well
    click(app, "get_sq_1")
    click(app, "offer")
    settle(app)
    assert g.pending.player == 0 and ids(app) == ["ready"]  # back to Bikash, who must take the laptop
    click(app, "ready")
    click(app, "accept")
    settle(app)
    assert g.owner(JUMLA) == 0 and g.owner(HUMLA) == 1 and g.pending.player == 0
    assert not button(app, "undo").enabled  # the deal is both of theirs: Bikash can't take it back alone
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    app.frame(FRAME)
    assert g.owner(JUMLA) == 0 and g.history[-1] == "accept"


def test_each_person_takes_the_laptop_for_their_bid_and_bots_bid_without(app):
    scene = family(app, ["Bikash", "Sita"], bots=("Bot A",))
    g = scene.game
    click(app, "roll")
    settle(app)
    click(app, "decline")  # Jumla goes to auction among all three
    settle(app)
    assert isinstance(app.top, AuctionScene)
    seen = []
    for _ in range(12):  # bounded: each round of the loop is one person's bid or drop
        if g.auction is None:
            break
        settle(app)
        if g.auction is None:
            break
        bidder = g.pending.player
        if bidder != scene.gate.at_laptop:
            assert ids(app) == ["ready"], (bidder, ids(app))
            seen.append(bidder)
            click(app, "ready")
        assert "ready" not in ids(app)
        click(app, "drop" if bidder == 1 or g.auction.high >= 2_000 else "raise_100")
    assert g.auction is None and 1 in seen
    assert not any(scene.session.is_bot(s) for s in seen)


def test_a_vote_on_ending_waits_for_the_voter_to_take_the_laptop(app):
    scene = family(app, ["Bikash", "Sita", "Asha"])
    g = scene.game
    click(app, "menu")
    click(app, "end_game")
    click(app, "end_game")  # Bikash proposes; Sita answers next
    settle(app)
    board = board_of(app)
    assert g.pending.kind == "agree" and g.pending.player == 1
    assert ids(app).count("agree_end") == 0 and "ready" in ids(app)
    assert board.actions.prompt()[0] == "Pass the laptop to Sita"
    click(app, "ready")
    click(app, "refuse_end")
    settle(app)
    assert not g.over and g.pending.kind != "agree"


def test_one_person_with_bots_never_passes_the_laptop(app):
    scene = family(app, ["Bikash"], bots=("Bot A", "Bot B"))
    g = scene.game
    click(app, "roll")
    settle(app)
    click(app, "decline")
    for _ in range(12):
        settle(app)
        if g.auction is None:
            break
        assert "ready" not in ids(app)
        click(app, "drop")
    assert g.auction is None


# ----- hints and counts that speak to the right person ----------------------------------------------

def test_the_doubles_hint_goes_once_the_extra_throw_is_made(app):
    scene = family(app, ["Bikash", "Sita"], dice=[(2, 2), (1, 2)] + [(2, 3)] * 60, settings={"auction": False})
    hints = scene.session.comfort.hints
    click(app, "roll")
    settle(app)
    assert hints.current is not None and hints.current.key == "hint_doubles"
    assert "decline" not in ids(app)  # 2+2 from Start: a square nobody buys
    click(app, "roll")  # the second throw, no doubles: the hint's news is over in the same turn
    settle(app)
    assert scene.game.pending.player == 0
    assert hints.current is None


def test_the_counter_box_counts_the_offers_of_the_person_countering(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:500 get 3")  # one of Bikash's three; Sita has made none
    settle(app)
    click(app, "ready")
    click(app, "counter")
    assert g.offers_left(0) == 2 and g.offers_left(1) == 3
    assert i18n.t("trade_limits", left=3) + "  ·  " + i18n.t("trade_rule_built") in drawn_texts(app)


# ----- the log tells an auction and a trade in a few plain lines ---------------------------------------

def test_an_auction_is_one_line_in_the_log_while_its_window_lists_the_bids(app):
    scene = family(app, ["Bikash", "Sita"], bots=("Bot A",))
    g = scene.game
    click(app, "roll")
    settle(app)
    before = len(scene.presenter.log)
    click(app, "decline")
    listed = 0
    for _ in range(12):
        settle(app)
        if g.auction is None:
            break
        listed = max(listed, len(scene.presenter.bids))
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
        click(app, "raise_100" if g.pending.player == 0 and g.auction.high < 1_500 else "drop")
    settle(app)
    assert g.auction is None and g.owner(JUMLA) is not None
    lines = log_lines(scene)[before:]
    about = [x for x in lines if "bid" in x or "auction" in x or "dropped" in x]
    assert len(about) == 1, lines
    winner = g.players[g.owner(JUMLA)].name
    assert about[0].startswith(f"{winner} won Jumla at auction for Rs") and "dropped out" in about[0]
    assert listed >= 2  # the window showed the bids as they came


def test_a_trade_reads_counter_then_accepted_then_the_money_handed(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:500 get 3")
    settle(app)
    click(app, "ready")
    click(app, "counter")  # Sita: Jumla for Rs 1,500
    click(app, "get_cash_1000")
    click(app, "offer")
    settle(app)
    click(app, "ready")
    click(app, "accept")
    settle(app)
    lines = log_lines(scene)
    assert "Sita answered Bikash's trade with a counter-offer" in lines
    assert not [x for x in lines if "turned down" in x]
    accepted = next(i for i, x in enumerate(lines) if x.startswith("Bikash accepted Sita's trade"))
    handed = next(i for i, x in enumerate(lines) if x == "Bikash handed Rs\u00a01,500 to Sita")
    assert accepted < handed


def test_accepting_a_counter_stays_with_the_person_who_made_it(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:500 get 3")
    scene.act("counter give 3 get cash:900")  # Sita's counter
    scene.act("accept")  # Bikash accepts it, and the turn is his again
    settle(app)
    assert g.owner(JUMLA) == 0 and g.pending == (0, "roll", None, 0, None)
    assert not button(app, "undo").enabled
    assert scene.session.comfort.undo(scene.session.is_human) is None
