"""The turn: the throw and its doubles, the opening throw-off, ending a turn and passing play on.

`Game` routes the Roll and End actions here and asks `after_move` for the decision that follows
a move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import ending, jail
from . import events as E
from . import tasks as T
from .errors import DiceRunOut
from .kinds import (
    END,
    JAIL,
    OVER_LAST_PLAYER,
    OVER_ROUND_LIMIT,
    OVER_ROUNDS,
    ROLL,
    SENT_DOUBLES,
    THROW,
)
from .table import ROUND_LIMIT, RUNNING_DECISION, Pending, new_record
from .when import WHEN

if TYPE_CHECKING:
    from .state import TableState


_ROLL_AT, _END_AT = WHEN[A.Roll], WHEN[A.End]  # read on every throw and every turn


def throw(game: TableState, counted: bool = True) -> tuple[int, int]:
    if game.scripted:
        if not game.script:
            raise DiceRunOut("dice-run-out")
        game.dice = game.script.pop(0)
    else:
        r = game.rng.random
        game.dice = (int(r() * 6) + 1, int(r() * 6) + 1)
    if counted:
        game.rolls += 1
    return game.dice


def throw_off(game: TableState) -> None:
    """Everybody throws, each when asked, in seat order; the highest total starts, ties
    throwing again among themselves (task_throw_off)."""
    _ask_round(game, (1 << len(game.players)) - 1)


def throwing_off(game: TableState) -> bool:
    """Whether the throw-off for who starts is under way (nobody's turn has begun yet)."""
    return any(isinstance(task, T.ThrowOff) for task in game.tasks)


def _ask_round(game: TableState, seats: int) -> None:
    """Ask the first of `seats` (a mask) for their throw-off throw; the rest follow."""
    p = _lowest(seats)
    game.tasks.append(new_record(T.AskThrow, (p,)))
    game.tasks.append(new_record(T.ThrowOff, (p, 0, 0, seats)))


def _lowest(seats: int) -> int:
    return (seats & -seats).bit_length() - 1


def task_throw_off(game: TableState, p: int, best: int, leaders: int, left: int) -> None:
    """`p` throws in the throw-off; after the round's last throw the highest starts, or the tied throw again."""
    d1, d2 = throw(game, counted=False)
    game.events.append(new_record(E.Rolled, (p, d1, d2, E.OPENING, None)))
    total = d1 + d2
    if total > best:
        best, leaders = total, 1 << p
    elif total == best:
        leaders |= 1 << p
    left &= ~(1 << p)
    if left:
        nxt = _lowest(left)
        game.tasks.append(new_record(T.AskThrow, (nxt,)))
        game.tasks.append(new_record(T.ThrowOff, (nxt, best, leaders, left)))
    elif leaders & (leaders - 1):  # more than one seat threw the highest
        _ask_round(game, leaders)
    else:
        game.first = game.current = _lowest(leaders)
        game.events.append(new_record(E.TurnStarted, (game.current, 1)))
        game.pending = game.turn_decision(game.current)


def roll(game: TableState, action: A.Roll) -> int:
    """Throw for the turn or in jail. Returns the squares the token walks now, which the caller
    (Game's handler) walks, or 0: no walk, or one queued behind tasks already waiting."""
    pend = game.pending
    kind = pend.kind
    if kind not in _ROLL_AT:  # game.expect(A.Roll), inline on every throw
        raise game.wrong_time()
    if kind == THROW:  # a square's throw in another's turn: its queued task throws, now the player asked
        game.pending = RUNNING_DECISION
        return 0
    p = pend.player
    d1, d2 = throw(game)
    game.pending = RUNNING_DECISION
    in_jail = kind == JAIL
    started = game.started[p]
    why = E.IN_JAIL if in_jail else E.TURN if started else E.TWELVE
    game.events.append(new_record(E.Rolled, (p, d1, d2, why, None)))
    total = d1 + d2
    if game.bumped:
        game.bumped.clear()
    rules = game.edition.rules
    if in_jail:
        jail.throw(game, p, d1 == d2 and rules.jail_doubles in (0, d1), total)
        return 0
    if not started:  # the "twelve" opening: only a 12 leaves Start
        if total != 12:
            return 0
        game.started[p] = True
    limit = rules.doubles_to_jail
    if d1 == d2 and limit:
        game.doubles += 1
        if game.doubles >= limit:
            game.extra_throw = False
            game.jail_landings += 1
            jail.send(game, p, SENT_DOUBLES)
            return 0
    game.extra_throw = d1 == d2
    # With nothing else queued the queue would hand the walk straight back: it is walked at
    # once. Scripted dice queue it as ever, so a script that runs out on the way (a card's
    # throw) still does so after the throw is in the history.
    if game.tasks or game.scripted:
        game.tasks.append(new_record(T.Walk, (p, total)))
        return 0
    return total


def end(game: TableState, action: A.End) -> None:
    if game.pending.kind not in _END_AT:  # game.expect(A.End), inline on every turn
        raise game.wrong_time()
    next_turn(game)


def after_move(game: TableState) -> None:
    p = game.current
    player = game.players[p]
    if player.bankrupt:
        next_turn(game)
    elif game.extra_throw and not player.in_jail:
        game.pending = new_record(Pending, (p, ROLL, None, 0, None))
    else:
        game.pending = new_record(Pending, (p, END, None, 0, None))


def ended(game: TableState, p: int) -> None:
    """Bookkeeping when `p`'s turn ends: per-turn allowances run out."""
    if game.fee_paid:
        game.fee_paid = {s for s in game.fee_paid if game.owners[s] != p}
    if game.salary_hold[p]:
        game.salary_hold[p] -= 1
    if game.bumped:
        game.bumped.clear()


def next_turn(game: TableState) -> None:
    current = game.current
    ended(game, current)
    game.doubles = 0
    game.extra_throw = False
    game.offers_made = 0
    players = game.players
    n = len(players)
    if any(game.offers_by):  # mostly nobody offered out of turn: nothing to reset
        game.offers_by = [0] * n
    game.end_asked = False
    nxt = (current + 1) % n  # the next seat still playing, or `current` if there is none
    while nxt != current and players[nxt].bankrupt:
        nxt = (nxt + 1) % n
    if nxt == current or players[current].bankrupt and len(game.active_players()) <= 1:
        ending.finish(game, OVER_LAST_PLAYER)  # nobody else is left to play
        return
    # the round ends when play passes the seat that opened the game
    if (nxt - game.first) % n <= (current - game.first) % n:
        game.worth_history.append(ending.worths(game))
        game.round += 1
        last = game.settings.rounds or ROUND_LIMIT
        if game.round > last:
            game.round = last
            ending.finish(game, OVER_ROUNDS if game.settings.rounds else OVER_ROUND_LIMIT)
            return
    game.current = nxt
    game.events.append(new_record(E.TurnStarted, (nxt, game.round)))
    game.pending = game.turn_decision(nxt)
