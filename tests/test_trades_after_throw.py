"""When a trade may be offered: Byapar's book says before the throw; Classic's and Business GST's
books set no time, so there, as the printed games are played, the player whose turn it is may
also offer after the move, until the turn ends (the same three offers a turn)."""

from __future__ import annotations

import pytest
from edition_helpers import cash, give, of, play, put_at, seat_game

from byapar.engine import IllegalAction
from byapar.engine import events as E


def after_the_move(edition: str):
    """Seat 0 throws 3 from Start onto a square with nothing to do there, and the turn waits to end."""
    game = seat_game(edition, dice=[(1, 2)])
    put_at(game, 0, 0)
    give(game, 0, 3)  # the square it lands on is its own: nothing to buy or pay
    give(game, 1, 1)
    play(game, "roll")
    assert game.pending.kind == "end" and game.pending.player == 0
    return game


@pytest.mark.parametrize("edition", ["classic", "business_gst"])
def test_after_the_move_the_player_may_still_offer_a_trade_and_the_turn_waits_for_its_end(edition: str) -> None:
    game = after_the_move(edition)
    before = cash(game)
    events = play(game, "offer 1 give cash:100 get 1", "accept")
    assert game.owner(1) == 0 and of(events, E.TradeOffered)
    assert cash(game)[0] < before[0] and cash(game)[1] > before[1]
    assert game.pending.kind == "end" and game.pending.player == 0  # back where the offer was made
    assert game.offers_left(0) == 2


def test_byapar_keeps_its_books_rule_offers_only_before_the_throw() -> None:
    game = after_the_move("byapar")
    assert not game.can_offer()
    with pytest.raises(IllegalAction) as refusal:
        game.apply("offer 1 give cash:100 get 1")
    assert refusal.value.code == "wait-end" and game.owner(1) == 1


def test_in_classic_no_offer_is_made_while_a_purchase_waits_nor_out_of_turn() -> None:
    """Only the turn's own decisions, before the throw and after the move: not mid-landing, and
    never by a player whose turn it isn't."""
    game = seat_game("classic", dice=[(1, 2)])
    give(game, 1, 1)
    play(game, "roll")  # onto Baltic Avenue, unowned
    assert game.pending.kind == "buy" and not game.can_offer()
    with pytest.raises(IllegalAction) as refusal:
        game.apply("offer 1 give cash:10 get 1")
    assert refusal.value.code == "wait-buy"
    game = after_the_move("classic")
    with pytest.raises(IllegalAction) as refusal:
        game.apply("offer 0 give 1 get cash:100 by 1")
    assert refusal.value.code == "offer-time-turn" and "after your move" in str(refusal.value)


@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst"])
def test_the_trade_button_after_the_move_follows_the_editions_rule(home, edition: str) -> None:
    """After the move Trade… stays live where the book sets no time for trades, and opens the
    trade window there; in Byapar it stays greyed, its tooltip saying offers come before the throw."""
    from app_helpers import app_in, button, click, settle, table

    from byapar.app.i18n import t
    from byapar.app.scenes.trade import TradeScene

    app = app_in((800, 600), "en")
    board = table(app, edition, ("human", "human"), dice=[(1, 2)] * 20)
    game = board.game
    if hasattr(game, "started"):
        game.started[:] = [True] * len(game.players)
    put_at(game, 0, 0)
    give(game, 0, 3)  # it lands on its own place: the turn waits only to end
    give(game, 1, 1)
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "end" and game.pending.player == 0
    trade = button(app, "trade")
    after_throw = edition != "byapar"
    assert trade.enabled == after_throw
    assert trade.tooltip == (t("tip_trade_turn", left=3) if after_throw else t("why_no_trade"))
    if after_throw:
        click(app, "trade")
        settle(app)
        assert isinstance(app.top, TradeScene) and app.top.me == 0
