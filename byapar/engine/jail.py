"""Jail: going in, the throws made there, the fine, bail cards and leaving.

`Game` routes the jail actions (PayFine, UseCard) and the LeaveJail task here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import events as E
from . import schema as S
from . import tasks as T
from .errors import IllegalAction
from .kinds import (
    END,
    LEAVE,
    LEFT_CARD,
    LEFT_DOUBLES,
    LEFT_FINE,
    LEFT_THIRD_THROW,
    ROLL,
    SENT_DOUBLES,
    JailReason,
    LeaveHow,
    Pay,
)
from .table import RUNNING_DECISION, Pending

if TYPE_CHECKING:
    from .state import TableState


def send(game: TableState, p: int, reason: JailReason) -> None:
    jail = game.edition.jail
    assert jail is not None  # only an edition with a jail sends anyone there
    start = game.put_token(p, jail, False, True)
    game.players[p].jail_throws = 0
    if p == game.current:
        game.extra_throw = False
    if reason != SENT_DOUBLES:  # the throw ended in jail, not on the square that sent you there
        game.landings[start] -= 1
        game.jail_landings += 1
    game.events.append(E.Jailed(p, reason))
    game.set_in_jail(p, True)


def throw(game: TableState, p: int, doubles: bool, total: int) -> None:
    player = game.players[p]
    game.extra_throw = False  # doubles out of jail walk you out, with no extra throw
    if doubles:
        leave(game, p, LEFT_DOUBLES)
        game.tasks.append(T.Walk(p, total))
        return
    player.jail_throws += 1
    if player.jail_throws >= game.edition.rules.jail_max_turns:
        if player.bail_cards:  # the book: pay the fine or use the card, then move by this throw
            game.pending = Pending(p, LEAVE, amount=total)
            return
        leave_by_third_throw(game, p, total)
        return
    game.events.append(E.StayedInJail(p, player.jail_throws))
    game.jail_landings += 1


def leave_by_third_throw(game: TableState, p: int, total: int) -> None:
    """The last failed throw: the fine is owed (raised if need be), then the throw is walked."""
    game.tasks.append(T.Debt(p, game.sink(), game.edition.rules.jail_fine, Pay.FINE, None))
    game.tasks.append(T.LeaveJail(p, LEFT_THIRD_THROW))
    game.tasks.append(T.Walk(p, total))


def pay_fine(game: TableState, action: A.PayFine) -> None:
    p = game.expect(A.PayFine)
    if game.pending.kind == LEAVE:
        total, game.pending = game.pending.amount, RUNNING_DECISION
        leave_by_third_throw(game, p, total)
        return
    fine = game.edition.rules.jail_fine
    if game.players[p].cash < fine:
        raise IllegalAction("fine-cash", amount=fine, cash=game.players[p].cash)
    game.transfer(p, game.sink(), fine, Pay.FINE)
    leave(game, p, LEFT_FINE)
    if game.edition.rules.fine_ends_turn:  # move next turn, without that move's salary
        game.salary_hold[p] = 2
        game.pending = Pending(p, END)
        return
    game.pending = Pending(p, ROLL)


def use_card(game: TableState, action: A.UseCard) -> None:
    p = game.expect(A.UseCard)
    player = game.players[p]
    if not player.bail_cards:
        raise IllegalAction("no-bail-card")
    deck = game.take_bail_card(p)
    return_bail_card(game, deck)
    leave(game, p, LEFT_CARD)
    if game.pending.kind == LEAVE:  # the third throw is walked at once
        game.tasks.append(T.Walk(p, game.pending.amount))
        game.pending = RUNNING_DECISION
        return
    game.pending = Pending(p, ROLL)


def leave(game: TableState, p: int, how: LeaveHow) -> None:
    game.players[p].jail_throws = 0
    game.events.append(E.LeftJail(p, how))
    game.set_in_jail(p, False)


def task_leave(game: TableState, p: int, how: LeaveHow) -> None:
    if not game.players[p].bankrupt:
        leave(game, p, how)


def return_bail_card(game: TableState, deck: str) -> None:
    """A used bail card goes back under the deck it came from."""
    cards = game.edition.decks[deck].cards
    index = next(i for i, c in enumerate(cards) if c.effect == S.BAIL and i not in game.decks[deck])
    game.decks[deck].append(index)
