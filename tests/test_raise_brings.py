"""What the raise-money view says each way of raising brings: the bank's payment for that step
alone, never money the turn goes on to bring once the debt is paid (a card drawn, a salary)."""

from __future__ import annotations

from helpers import card_on_top, give, jail, make_game, put_at, set_cash

from byapar.app import choices
from byapar.engine import actions as A
from byapar.engine import new_game

POKHARA = 31  # Rs 3,000: mortgaged for Rs 1,500
MUMBAI, AGRA = 1, 19  # Business GST: Rs 8,500 and Rs 2,500


def test_a_mortgage_raising_a_jail_fine_brings_its_loan_not_the_card_the_walk_then_draws() -> None:
    """Asha's third failed throw in jail (2+5) with Rs 10: she owes the Rs 500 fine. Mortgaging
    Pokhara brings Rs 1,500; the walk that follows the fine lands on Guthi, whose top card pays
    Rs 2,000, and that is no part of what the mortgage brings."""
    game = make_game(dice=[(2, 5)], settings={"auction": False})
    jail(game, 0)
    game.players[0].jail_throws = 2
    give(game, 0, POKHARA)
    set_cash(game, 0, 10)
    card_on_top(game, "guthi", "collect", amount=2_000)
    game.pending = game.turn_decision(0)
    game.apply("roll")
    assert game.pending.kind == "raise" and game.pending.player == 0
    mortgage = next(o for o in choices.raise_options(game, 0) if o.action == A.Mortgage(POKHARA))
    assert mortgage.brings == 1_500
    game.apply(mortgage.action)
    assert game.players[0].position == 17 and game.players[0].cash == 10 + 1_500 - 500 + 2_000


def test_a_mortgage_raising_an_auction_debt_brings_its_whole_loan_not_less_the_debts_gst() -> None:
    """Business GST: Asha (Rs 700, holding Mumbai) wins Agra at auction for Rs 4,000 and owes it
    with its Rs 200 of GST. Mortgaging Mumbai brings Rs 4,250, its whole loan (a mortgage pays no
    GST): the GST on the auction, paid once the loan covers the debt, is no tax on the mortgage.
    The holdings say +Rs 4,250 for it, and the raise view must say the same."""
    game = new_game("business_gst", ["Asha", "Bina"], settings={"opening": "seat"}, seed=3, dice=[(1, 2)])
    give(game, 0, MUMBAI)
    set_cash(game, 0, 700)
    put_at(game, 0, AGRA - 3)
    game.apply("roll")
    game.apply(A.DECLINE)
    game.apply(A.Bid(4_000))
    game.apply(A.DROP)  # Bina
    assert game.pending.kind == "raise" and game.pending.player == 0
    mortgage = next(o for o in choices.raise_options(game, 0) if o.action == A.Mortgage(MUMBAI))
    assert mortgage.brings == game.mortgage_value(MUMBAI) == 4_250
    game.apply(mortgage.action)
    assert game.players[0].cash == 700 + 4_250 - 4_000 - 200
