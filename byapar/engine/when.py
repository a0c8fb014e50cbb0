"""At which decisions each action may be taken: the one table the handlers check
(`game.expect(Action)`) and the legal-action lists and `allows` read. What else an action
needs (cash, the group, the bank's supply...) is its topic module's to check.

Offers are the exception the rules make: before the throw (`Offer` here), or at any decision
but a bid, a trade answer, a vote or a creditor's choice where the edition trades at any time,
and while raising money where the book allows it (`trades.offer_kinds`). So is Resign while
raising a debt nobody can cover where trading for it is allowed (`debts.may_give_up`). A round
of building or selling on a group (`BuildRound`, `BuildTo`, `SellRound`) is single steps, each
held to its own step's rule.
"""

from __future__ import annotations

from . import actions as A
from .kinds import AGREE, BID, BUY, END, JAIL, KEEP, LEAVE, RAISE, ROLL, THROW, TRADE, DecisionKind

_TURN: frozenset[DecisionKind] = frozenset({ROLL, JAIL, END})  # the turn's own decisions, before or after the throw
_RAISING: frozenset[DecisionKind] = _TURN | {BUY, RAISE}  # also while buying or raising money

WHEN: dict[type[A.Action], frozenset[DecisionKind]] = {
    A.Roll: frozenset({ROLL, JAIL, THROW}),
    A.PayFine: frozenset({JAIL, LEAVE}),
    A.UseCard: frozenset({JAIL, LEAVE}),
    A.Buy: frozenset({BUY}),
    A.Decline: frozenset({BUY}),
    A.Loan: frozenset({BUY}),
    A.Bid: frozenset({BID}),
    A.Drop: frozenset({BID}),
    A.Build: _TURN,
    A.Unmortgage: _TURN,
    A.Repay: _TURN,
    A.Sell: _RAISING,
    A.SellPlace: _RAISING,
    A.Mortgage: _RAISING,
    A.Offer: frozenset({ROLL, JAIL}),
    A.Accept: frozenset({TRADE}),
    A.Reject: frozenset({TRADE}),
    A.Counter: frozenset({TRADE}),
    A.End: frozenset({END}),
    A.ProposeEnd: _TURN,
    A.Resign: _TURN,
    A.AgreeEnd: frozenset({AGREE}),
    A.RefuseEnd: frozenset({AGREE}),
    A.Keep: frozenset({KEEP}),
}

MANAGING = WHEN[A.Mortgage] | WHEN[A.Sell] | WHEN[A.Build] | WHEN[A.Unmortgage]  # decisions that list the square actions


def may(kind: str, action: type[A.Action]) -> bool:
    """Whether an action of this type may be taken at a decision of this kind."""
    return kind in WHEN[action]
