"""Rule 7: short of money. A debt larger than your cash opens a raise-money decision (sell
houses, mortgage at half price); lifting a mortgage costs the loan plus a tenth, rounded up;
nothing in a group with houses can be mortgaged; debts are settled in order, each as soon as
enough is raised."""

import shutil
from pathlib import Path

import pytest
from helpers import NAMES, card_on_top, give, make_game, of, play, put_at, set_cash

from byapar.engine import IllegalAction, load_edition, new_game
from byapar.engine import actions as A
from byapar.engine import events as E

FARWEST = (6, 8, 9)  # price 1,000, 1,000, 1,200: mortgages 500, 500, 600
BOARD = Path(__file__).resolve().parents[1] / "boards" / "byapar"


def _owing_income_tax(cash: int):
    """Asha holds the far west and `cash`, and throws 1 + 3 onto Income Tax (Rs 2,000)."""
    game = make_game(dice=[(1, 3)])
    give(game, 0, *FARWEST)
    set_cash(game, 0, cash)
    return game


def test_a_debt_larger_than_cash_opens_a_raise_money_decision() -> None:
    game = _owing_income_tax(1_000)
    events = play(game, "roll")
    assert of(events, E.MustRaise) == [E.MustRaise(0, 2_000, None)]
    assert not of(events, E.Paid)
    assert game.pending == (0, "raise", 4, 2_000, None)
    assert game.legal_actions() == [A.Mortgage(s) for s in FARWEST]
    for not_now in ("end", "roll", "build 6", "offer 1 give 6 get -"):
        with pytest.raises(IllegalAction, match="Raise the money"):
            game.apply(not_now)


def test_the_debt_is_paid_as_soon_as_enough_is_raised() -> None:
    game = _owing_income_tax(1_000)
    play(game, "roll")
    events = play(game, "mortgage 6")
    assert of(events, E.Mortgaged) == [E.Mortgaged(0, 6, 500)]
    assert game.pending.kind == "raise" and game.players[0].cash == 1_500
    events = play(game, "mortgage 8")
    assert of(events, E.Paid) == [E.Paid(None, 0, 500, "mortgage", 8), E.Paid(0, None, 2_000, "tax", 4)]
    assert game.players[0].cash == 0 and not game.is_mortgaged(9)
    assert game.pending.kind == "end"


def test_selling_houses_raises_half_their_cost_and_comes_before_mortgaging() -> None:
    game = _owing_income_tax(1_250)
    give(game, 0, *FARWEST, level=1)
    play(game, "roll")
    # nothing in a group with houses can be mortgaged: only selling is offered
    assert game.legal_actions() == [A.Sell(s) for s in FARWEST]
    with pytest.raises(IllegalAction, match="sell the houses first"):
        game.apply("mortgage 6")
    play(game, "sell 6")
    assert game.players[0].cash == 1_500 and game.pending.kind == "raise"
    play(game, "sell 8")
    assert A.Mortgage(6) not in game.legal_actions()  # Dhangadhi still has a house
    events = play(game, "sell 9")
    assert E.Paid(0, None, 2_000, "tax", 4) in events
    assert game.players[0].cash == 0 and game.pending.kind == "end"


def test_mortgaging_by_choice_pays_half_the_price() -> None:
    game = make_game()
    give(game, 0, 9, 5, 12)
    events = play(game, "mortgage 9", "mortgage 5", "mortgage 12")
    assert [m.amount for m in of(events, E.Mortgaged)] == [600, 1_000, 750]
    assert game.players[0].cash == 15_000 + 600 + 1_000 + 750
    assert all(game.is_mortgaged(s) for s in (9, 5, 12))
    with pytest.raises(IllegalAction, match="already mortgaged"):
        game.apply("mortgage 9")


def test_lifting_a_mortgage_costs_the_loan_plus_a_tenth() -> None:
    game = make_game()
    give(game, 0, 9, 12, mortgaged=True)
    assert game.lift_cost(9) == 660 and game.lift_cost(12) == 825
    events = play(game, "unmortgage 9", "unmortgage 12")
    assert of(events, E.Unmortgaged) == [E.Unmortgaged(0, 9, 660), E.Unmortgaged(0, 12, 825)]
    assert game.players[0].cash == 15_000 - 660 - 825
    assert not game.is_mortgaged(9)
    with pytest.raises(IllegalAction, match="not mortgaged"):
        game.apply("unmortgage 9")


def test_the_loan_rounds_down_and_the_tenth_rounds_up(tmp_path: Path) -> None:
    board = tmp_path / "byapar"
    shutil.copytree(BOARD, board)
    tmx = board / "byapar.tmx"
    text = tmx.read_text(encoding="utf-8")
    humla_price = '<property name="price" type="int" value="600"/>'
    tmx.write_text(text.replace(humla_price, humla_price.replace("600", "611"), 1), encoding="utf-8")
    game = new_game(load_edition(tmx), list(NAMES[:2]), dice=[])
    give(game, 0, 1)
    events = play(game, "mortgage 1")
    assert of(events, E.Mortgaged) == [E.Mortgaged(0, 1, 305)]  # half of 611, down
    events = play(game, "unmortgage 1")
    assert of(events, E.Unmortgaged) == [E.Unmortgaged(0, 1, 305 + 31)]  # a tenth of 305, up
    assert game.players[0].cash == 15_000 - 31


def test_lifting_needs_the_cash() -> None:
    game = make_game()
    give(game, 0, 9, mortgaged=True)
    set_cash(game, 0, 659)
    assert A.Unmortgage(9) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="660"):
        game.apply("unmortgage 9")


def test_debts_are_settled_in_order_each_when_enough_is_raised() -> None:
    game = make_game(players=3, dice=[(1, 2)])
    put_at(game, 0, 33)
    card_on_top(game, "bhagya", "pay_each")  # Rs 500 to each player
    set_cash(game, 0, 300)
    give(game, 0, 6, 8)
    play(game, "roll")
    assert game.pending == (0, "raise", None, 500, 1)
    events = play(game, "mortgage 6")
    assert of(events, E.Paid)[-1] == E.Paid(0, 1, 500, "card")
    assert game.pending == (0, "raise", None, 500, 2)  # the second debt, in its turn
    assert game.players[2].cash == 15_000
    play(game, "mortgage 8")
    assert [p.cash for p in game.players] == [300, 15_500, 15_500]
    assert game.pending.kind == "end"


def test_a_debt_exactly_covered_by_what_can_be_raised_is_not_bankruptcy() -> None:
    game = _owing_income_tax(400)  # 400 + 500 + 500 + 600 = 2,000
    play(game, "roll")
    assert game.pending.kind == "raise"
    play(game, "mortgage 6", "mortgage 8", "mortgage 9")
    assert game.players[0].cash == 0 and not game.players[0].bankrupt


def test_after_raising_money_on_a_doubles_throw_the_thrower_throws_again() -> None:
    game = make_game(dice=[(2, 2), (2, 3)])
    give(game, 0, *FARWEST)
    set_cash(game, 0, 1_000)
    play(game, "roll")  # doubles onto Income Tax
    assert game.pending.kind == "raise"
    play(game, "mortgage 6", "mortgage 8")
    assert (game.pending.kind, game.pending.player) == ("roll", 0)
    play(game, "roll")
    assert game.players[0].position == 9 and game.pending.kind == "end"
