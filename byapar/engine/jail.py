"""Jail: going in, the throws made there, the fine, bail cards and leaving.

`Game` routes the jail actions (PayFine, UseCard) and the LeaveJail task here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import events as E
from . import tasks as T
from .errors import IllegalAction
from .kinds import END, JAIL, LEAVE, ROLL
from .table import RUNNING_DECISION, Pending

if TYPE_CHECKING:
    from .game import Game


def send(game: Game, p: int, reason: str) -> None:
    start = game.put_token(p, game.edition.jail, False, True)
    game.players[p].jail_throws = 0
    if p == game.current:
        game.extra_throw = False
    if reason != "doubles":  # the throw ended in jail, not on the square that sent you there
        game.landings[start] -= 1
        game.jail_landings += 1
    game.events.append(E.Jailed(p, reason))
    game.set_in_jail(p, True)


def throw(game: Game, p: int, doubles: bool, total: int) -> None:
    player = game.players[p]
    game.extra_throw = False  # doubles out of jail walk you out, with no extra throw
    if doubles:
        leave(game, p, "doubles")
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


def leave_by_third_throw(game: Game, p: int, total: int) -> None:
    """The last failed throw: the fine is owed (raised if need be), then the throw is walked."""
    game.tasks.append(T.Debt(p, game._sink(), game.edition.rules.jail_fine, "fine", None))
    game.tasks.append(T.LeaveJail(p, "third-throw"))
    game.tasks.append(T.Walk(p, total))


def pay_fine(game: Game, action: A.PayFine) -> None:
    p = game._expect(JAIL, LEAVE)
    if game.pending.kind == LEAVE:
        total, game.pending = game.pending.amount, RUNNING_DECISION
        leave_by_third_throw(game, p, total)
        return
    fine = game.edition.rules.jail_fine
    if game.players[p].cash < fine:
        raise IllegalAction("fine-cash", amount=fine, cash=game.players[p].cash)
    game._transfer(p, game._sink(), fine, "fine")
    leave(game, p, "fine")
    if game.edition.rules.fine_ends_turn:  # move next turn, without that move's salary
        game.salary_hold[p] = 2
        game.pending = Pending(p, END)
        return
    game.pending = Pending(p, ROLL)


def use_card(game: Game, action: A.UseCard) -> None:
    p = game._expect(JAIL, LEAVE)
    player = game.players[p]
    if not player.bail_cards:
        raise IllegalAction("no-bail-card")
    deck = game.take_bail_card(p)
    return_bail_card(game, deck)
    leave(game, p, "card")
    if game.pending.kind == LEAVE:  # the third throw is walked at once
        game.tasks.append(T.Walk(p, game.pending.amount))
        game.pending = RUNNING_DECISION
        return
    game.pending = Pending(p, ROLL)


def leave(game: Game, p: int, how: str) -> None:
    game.players[p].jail_throws = 0
    game.events.append(E.LeftJail(p, how))
    game.set_in_jail(p, False)


def task_leave(game: Game, p: int, how: str) -> None:
    if not game.players[p].bankrupt:
        leave(game, p, how)


def return_bail_card(game: Game, deck: str) -> None:
    """A used bail card goes back under the deck it came from."""
    cards = game.edition.decks[deck].cards
    index = next(i for i, c in enumerate(cards) if c.effect == "bail" and i not in game.decks[deck])
    game.decks[deck].append(index)
