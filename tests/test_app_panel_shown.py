"""The player panel shows the table the presenter has played out, built from the events alone:
jail, bankruptcy, bail cards, loans and every square's owner, buildings and mortgage end where
the live game's are, over random games (trades among them) of every edition. A bid refused in
the auction overlay is said in the overlay, which covers the board's prompt. Pay Fine's greyed
tooltip and the check of a bot's move both ask game.why_not."""

from __future__ import annotations

import random

import pytest
from app_helpers import (
    answer_as_asked,
    auction_opened,
    button,
    click,
    click_at,
    settle,
    table,
    take_laptop,
    type_text,
)
from edition_helpers import put_at
from helpers import jail

from byapar.app import lang as L
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.presenter import Presenter
from byapar.app.scenes.auction import AuctionScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine import new_game


class _Silent:
    def play(self, name: str) -> None:
        pass


def _live(game) -> tuple:
    squares = range(len(game.edition.squares))
    return ([p.in_jail for p in game.players], [p.bankrupt for p in game.players],
            [tuple(p.bail_cards) for p in game.players], list(game.loans),
            [game.owner(s) for s in squares], [game.buildings(s) for s in squares],
            [game.is_mortgaged(s) for s in squares])


def _shown(table) -> tuple:
    return (table.in_jail, table.bankrupt, table.bail_cards, table.loans, table.owner, table.level, table.mortgaged)


def _a_trade(game, pick: random.Random) -> A.Offer | None:
    """A random offer the player to act may make now: one place of theirs for one of a rival's,
    maybe with a bail card, or None."""
    p = game.pending.player
    rivals = [q for q in range(len(game.players)) if q != p and not game.players[q].bankrupt]
    if not rivals or not game.can_offer(p):
        return None
    q = pick.choice(rivals)
    mine = [s for s in range(len(game.edition.squares)) if game.owner(s) == p]
    theirs = [s for s in range(len(game.edition.squares)) if game.owner(s) == q]
    give = A.Items(squares=tuple(pick.sample(mine, min(1, len(mine)))),
                   cards=tuple(game.players[p].bail_cards[:1]))
    get = A.Items(squares=tuple(pick.sample(theirs, min(1, len(theirs)))))
    offer = A.Offer(q, give, get)
    return offer if game.check_offer(offer) is None else None


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
@pytest.mark.parametrize("seed", [5, 11])
def test_the_panel_shown_follows_from_the_events_alone(edition, seed):
    game = new_game(edition, ["Asha", "Bikash", "Chandra"], seed=seed)
    shown = Presenter(game.clone(), lambda seat: False, _Silent())
    pick = random.Random(seed)
    trades = 0
    for _ in range(1500):
        if game.over:
            break
        offer = _a_trade(game, pick) if pick.random() < 0.05 else None
        if offer is not None:
            trades += 1
            action = offer
        else:
            action = pick.choice([a for a in game.legal_actions() if str(a) not in ("resign", "propose-end")])
        shown.push(game.apply(action))
        shown.skip()
        assert _shown(shown.table) == _live(game), (str(action), game.pending.kind)
    assert trades > 0
    assert game.over or game.round > 5


@pytest.fixture
def app(home):  # a fresh data folder, English before and after (conftest)
    a = App((1280, 800))
    a.prefs["bot_speed"] = "normal"
    return a


def test_the_card_says_jail_only_once_the_show_gets_there(app):
    # The live game jails the player the moment Roll is clicked; the card says so only when the
    # token has walked to the police square and been sent to jail on screen.
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 10)
    game = board.game
    police = next(s for s, sq in enumerate(game.edition.squares) if sq.kind == "police")
    put_at(game, 0, police - 3)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    assert game.players[0].in_jail and board.presenter.busy
    assert t("state_jail") not in board.cards._state(0)
    board.presenter.skip()
    assert t("state_jail") in board.cards._state(0)


def test_a_too_low_typed_bid_is_refused_in_the_auction_overlay(app):
    # The refusal is said over the auction, where the player is looking (the board's prompt is
    # covered), in the player's words; the next bid clears it.
    app.prefs["bot_speed"] = "instant"
    board = auction_opened(app)
    game = board.game
    overlay = app.top
    assert isinstance(overlay, AuctionScene)
    answer_as_asked(app, "raise_100")
    settle(app)
    high = game.auction.high
    if overlay.panel.get("ready") is not None:  # the next bidder takes the laptop
        click(app, "ready")
    click_at(app, overlay.amount.rect.center)
    type_text(app, str(high - 1))
    click(app, "bid_typed")
    refusal = game.why_not(A.Bid(high - 1))
    assert refusal is not None and overlay.refusal == L.refused(game, refusal) and board.message == ""
    assert game.auction.high == high  # nothing changed
    app.frame(1 / 60)  # drawn over the auction without trouble
    answer_as_asked(app, "raise_100")
    assert overlay.refusal == ""


def test_the_pay_fine_tooltip_says_the_engines_refusal(app):
    # Short of the fine in jail: the greyed Pay Fine button says why from game.why_not, with the
    # fine and the cash in the edition's money.
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 10)
    game = board.game
    jail(game, 1)
    game.players[1].cash = game.edition.rules.jail_fine - 1
    police = next(s for s, sq in enumerate(game.edition.squares) if sq.kind == "police")
    put_at(game, 0, police - 3)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    if game.pending.player == 0:
        click(app, "end")
        settle(app)
    assert game.pending.player == 1 and game.pending.kind == K.JAIL
    take_laptop(app)
    fine = button(app, "pay_fine")
    refusal = game.why_not(A.PAY_FINE, 1)
    assert not fine.enabled and refusal.code == "fine-cash"
    assert fine.tooltip == L.refused(game, refusal)
    assert board.session.money(game.edition.rules.jail_fine) in fine.tooltip


class _Muddled:
    """A bot that answers with a move the engine refuses (buying while it must throw)."""

    def __init__(self, answer) -> None:
        self.answer = answer

    def decide(self, view, legal):
        return self.answer


def test_a_bot_move_the_engine_refuses_is_replaced_by_a_safe_one(home):
    session = Session.start("byapar", [default_seat(0, "medium", "Bot"), default_seat(1, "human", "Asha")],
                            {"opening": "seat"}, seed=3)
    game = session.game
    assert game.pending.player == 0 and game.pending.kind == K.ROLL
    before = game.to_dict()
    session.bots[0] = _Muddled(A.BUY)
    assert session.bot_action() == A.ROLL  # why_not refuses the buy: the game moves on by a throw
    session.bots[0] = _Muddled(A.ROLL)
    assert session.bot_action() == A.ROLL
    assert game.to_dict() == before  # asking never changed the game
