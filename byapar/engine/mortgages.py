"""Mortgages, bank loans and selling places back to the bank.

`Game` keeps the public questions (mortgage_value, lift_cost, loan_cost, place_sale) and
routes the Mortgage, Unmortgage, SellPlace, Loan and Repay actions here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import building, buying, debts
from . import events as E
from . import schema as S
from .errors import IllegalAction
from .kinds import Pay
from .state import markers_full
from .table import BANK, squares_in

if TYPE_CHECKING:
    from .state import TableState


def mortgage_problem(game: TableState, s: int) -> IllegalAction | None:
    """Why `s` can't be mortgaged now, or None (its owner is asked about elsewhere)."""
    if not game.edition.rules.mortgages:
        return IllegalAction("no-mortgages")
    if game.mortgages[s]:
        return IllegalAction("already-mortgaged", square=s, place=game.squares[s].name)
    members = game.tables.members[s]  # a place's group; None for transports and services
    if members is not None:
        owners, levels, owner = game.owners, game.levels, game.owners[s]
        for m in members:  # a plain loop: the legal lists ask this of every place
            if levels[m] and owners[m] == owner:
                return IllegalAction("mortgage-buildings", square=s)
    return None


def mortgage(game: TableState, action: A.Mortgage) -> None:
    p = game.expect(A.Mortgage)
    s = building.own_square(game, p, action.square)
    problem = mortgage_problem(game, s)
    if problem:
        raise problem
    game.set_mortgaged(s, True)
    value = game.mortgage_value(s)
    game.transfer(BANK, p, value, Pay.MORTGAGE, s)
    game.events.append(E.Mortgaged(p, s, value))
    debts.after_raise_step(game)


def unmortgage_problem(game: TableState, p: int, s: int) -> IllegalAction | None:
    """Why `p` can't lift the mortgage on their `s` now, or None."""
    if not game.mortgages[s]:
        return IllegalAction("not-mortgaged", square=s, place=game.squares[s].name)
    cost = game.lift_cost(s)
    if game.players[p].cash < cost:
        return IllegalAction("lift-cash", square=s, cost=cost, cash=game.players[p].cash)
    return None


def unmortgage(game: TableState, action: A.Unmortgage) -> None:
    p = game.expect(A.Unmortgage)
    s = building.own_square(game, p, action.square)
    problem = unmortgage_problem(game, p, s)
    if problem:
        raise problem
    cost = game.lift_cost(s)
    game.transfer(p, BANK, cost, Pay.UNMORTGAGE, s)
    game.set_mortgaged(s, False)
    game.fee_paid.discard(s)
    game.events.append(E.Unmortgaged(p, s, cost))


def sell_place_problem(game: TableState, p: int, s: int) -> IllegalAction | None:
    rules = game.edition.rules
    sq = game.squares[s]
    if not rules.sell_places:
        return IllegalAction("no-place-sales")
    if game.owners[s] != p:
        return IllegalAction("not-owner", square=s, place=sq.name)
    if game.mortgages[s]:
        return IllegalAction("lift-mortgage-first", square=s, place=sq.name)
    if (rules.build_needs_group and sq.kind == S.PLACE  # only the seller's own buildings count
            and any(game.levels[m] for m in game.edition.groups[sq.group] if game.owners[m] == p)):
        return IllegalAction("sell-buildings-first", square=s)
    return None


def sell_place(game: TableState, action: A.SellPlace) -> None:
    p = building.square_actor(game, action.square, game.edition.rules.sell_out_of_turn, A.SellPlace)
    s = building.own_square(game, p, action.square)
    problem = sell_place_problem(game, p, s)
    if problem:
        raise problem
    value = game.place_sale(s)
    game.transfer(BANK, p, value, Pay.SELL_PLACE, s)
    game.pay_gst(p, value, s)
    game.to_bank(s)
    game.events.append(E.SoldPlace(p, s, value))
    debts.after_raise_step(game)


def loan_problem(game: TableState, p: int, s: int) -> IllegalAction | None:
    rules = game.edition.rules
    price = game.squares[s].price
    if not rules.bank_loans:
        return IllegalAction("no-loans")
    if game.loans[p]:
        return IllegalAction("loan-held")
    if markers_full(game, p, s):
        return IllegalAction("loan-markers-full", square=s)
    if game.players[p].cash < game.gst(price):
        return IllegalAction("loan-gst", square=s, gst=game.gst(price))
    return None


def loan(game: TableState, action: A.Loan) -> None:
    p = game.expect(A.Loan)
    s = game.pending.square
    assert s is not None  # a buy decision names its place
    problem = loan_problem(game, p, s)
    if problem:
        raise problem
    price = game.squares[s].price
    game.set_loan(p, price)
    game.transfer(BANK, p, price, Pay.LOAN, s)
    buying.buy(game, A.BUY)


def repay_problem(game: TableState, p: int) -> IllegalAction | None:
    """Why `p` can't repay their bank loan now, or None."""
    cost = game.loan_cost(p)
    if not cost:
        return IllegalAction("no-loan")
    if game.players[p].cash < cost:
        return IllegalAction("repay-cash", cost=cost, cash=game.players[p].cash)
    return None


def repay(game: TableState, action: A.Repay) -> None:
    p = game.expect(A.Repay)
    problem = repay_problem(game, p)
    if problem:
        raise problem
    cost = game.loan_cost(p)
    game.transfer(p, BANK, cost, Pay.REPAY)
    game.set_loan(p, 0)


def out_of_turn_actions(game: TableState, q: int) -> list[A.Action]:
    rules = game.edition.rules
    if not (rules.build_out_of_turn or rules.sell_out_of_turn) or not building.out_of_turn_open(game, q):
        return []
    t = game.tables  # the actions ready-made: a frozen dataclass is slow to build
    out: list[A.Action] = []
    for s in sorted(game.owned[q]):
        if rules.sell_out_of_turn:
            if building.sell_problem(game, q, s) is None:
                out.append(t.sell[s])
            if sell_place_problem(game, q, s) is None:
                out.append(t.sell_place[s])
        if rules.build_out_of_turn and building.build_problem(game, q, s) is None:
            out.append(t.build[s])
    return out


def manage_general(game: TableState, p: int, build: bool, lift: bool, only: int | None = None) -> list[A.Action]:
    """Sell, mortgage, lift, build and repay actions under the edition's own rules
    (with `only`, just those on that square)."""
    rules = game.edition.rules
    t = game.tables  # the actions ready-made: a frozen dataclass is slow to build
    out: list[A.Action] = []
    builds: list[A.Action] = []
    for s in squares_in(game.owned[p], only):
        if game.mortgages[s]:
            if lift and unmortgage_problem(game, p, s) is None:
                out.append(t.unmortgage[s])
            continue
        if building.sell_problem(game, p, s) is None:
            out.append(t.sell[s])
        if rules.mortgages and mortgage_problem(game, s) is None:
            out.append(t.mortgage[s])
        if rules.sell_places and sell_place_problem(game, p, s) is None:
            out.append(t.sell_place[s])
        if build and building.build_problem(game, p, s) is None:
            builds.append(t.build[s])
    if lift and only is None and game.loans[p] and repay_problem(game, p) is None:
        out.append(A.REPAY)
    return out + builds
