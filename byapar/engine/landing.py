"""Moving and landing: walks, direct moves, the salary, and what each square does, the other
editions' squares (bumps, railroads, ferries, the carnival, sweepstakes...) included.

`Game` routes the Walk, Goto, Bump, Rethrow, Ferry and Carnival tasks here; cards.py
registers the card squares' landing in SQUARES.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import buying, debts, jail, turn
from . import events as E
from . import schema as S
from . import tasks as T
from .edition import Square
from .events import POT
from .kinds import BUY, SENT_POLICE, THROW, Pay
from .table import BANK, Pending, new_record

if TYPE_CHECKING:
    from .state import TableState


def task_walk(game: TableState, p: int, steps: int) -> None:
    start = game.players[p].position
    n = len(game.squares)
    move(game, p, (start + steps) % n, start + steps >= n, False)  # passed Start; walked, not direct


def move(game: TableState, p: int, end: int, passed: bool = False, direct: bool = True,
         rent_multiplier: int = 1, dice_multiplier: int = 0, carry: bool = True) -> None:
    """Move `p`'s token to `end` and land there: every move but the trip to jail is made here.
    A walk counts a landing on `end`; a direct move (a card, a ferry, the carnival's way back)
    carries this throw's landing on to `end`, unless `carry` is False (a token bumped back
    by another's throw lands anew). Passing Start pays the salary."""
    start = game.put_token(p, end, passed, direct)
    if direct and carry:
        game.landings[start] -= 1
    game.landings[end] += 1
    if passed:
        pay_salary(game, p, end)
    land(game, p, rent_multiplier, dice_multiplier)


def pay_salary(game: TableState, p: int, end: int) -> None:
    game.lapped[p] = True
    if game.salary_hold[p] == 1:
        return
    salary = game.edition.rules.salary
    if end == 0 and game.settings.start_double:
        salary *= 2
    game.transfer(BANK, p, salary, Pay.SALARY)


def task_goto(game: TableState, p: int, target: int, rent_multiplier: int = 1, dice_multiplier: int = 0) -> None:
    """Advance to `target` (a card): passing Start pays the salary."""
    move(game, p, target, target <= game.players[p].position, True, rent_multiplier, dice_multiplier)


def land(game: TableState, p: int, rent_multiplier: int = 1, dice_multiplier: int = 0) -> None:
    s = game.players[p].position
    sq = game.squares[s]
    kind = sq.kind
    t = game.tables
    if t.bump_back and [q.position for q in game.players].count(s) > 1:  # mostly nobody else is there
        queue_bumps(game, p, s)
    if t.buyable[s]:
        owner = game.owners[s]
        if owner is None:
            if buying.may_be_offered(game, p):
                game.pending = new_record(Pending, (p, BUY, s, 0, None))
        elif owner != p:
            if dice_multiplier:
                d1, d2 = turn.throw(game, counted=False)
                game.events.append(E.Rolled(p, d1, d2, E.RENT, s))
                rent = (d1 + d2) * dice_multiplier if not game.mortgages[s] else 0
            else:
                rent = game.rent(s, None, rent_multiplier)
            if rent:  # settled now: queued at the front, it would have been the next task run anyway
                debts.task_debt(game, p, owner, rent, Pay.RENT, s)
            elif game.mortgages[s]:  # no rent: said, so nobody wonders why nothing was paid
                game.events.append(E.NothingDue(p, s, Pay.RENT, owner))
    elif kind == S.TAX:
        debts.task_debt(game, p, game.sink(), sq.amount, Pay.TAX, s)  # at once, as the rent
    elif kind == S.POLICE:
        jail.send(game, p, SENT_POLICE)
    elif kind == S.FREE and game.pot:
        game.transfer(POT, p, game.pot, Pay.POT, s)
    elif kind in SQUARES:
        SQUARES[kind](game, p, s, sq)


# ----- the other editions' squares ----------------------------------------------------------------

def queue_bumps(game: TableState, p: int, s: int) -> None:
    """Rivals standing where `p` lands go back, after `p`'s own business there."""
    players = game.players
    rivals = [q for q, rival in enumerate(players)
              if rival.position == s and q != p and not rival.bankrupt and q not in game.bumped]
    for q in reversed(rivals):
        game.bumped.add(q)
        game.tasks.appendleft(new_record(T.Bump, (q, p)))


def task_bump(game: TableState, q: int, by: int) -> None:
    player = game.players[q]
    if player.bankrupt:
        return
    start = player.position
    game.events.append(new_record(E.Bumped, (q, by, start)))
    move(game, q, (start - game.edition.rules.bump_back) % len(game.squares), carry=False)


def repairs_cost(game: TableState, p: int, per_house: int, per_hotel: int) -> int:
    """What `p` pays per house and per hotel (a card's repairs, an assessed tax)."""
    rules = game.edition.rules
    cost = 0
    for s in game.owned[p]:
        level = game.levels[s]
        if rules.hotel and level == rules.max_level:
            cost += per_hotel
        else:
            cost += level * per_house
    return cost


def _assessed_tax(game: TableState, p: int, s: int, sq: Square) -> None:
    due = sq.per_place * len(game.owned[p]) + repairs_cost(game, p, sq.per_house, sq.per_hotel)
    game.tasks.appendleft(T.Debt(p, game.sink(), min(due, sq.cap) if sq.cap else due, Pay.TAX, s))


def _collect(game: TableState, p: int, s: int, sq: Square) -> None:
    game.transfer(BANK, p, sq.amount, Pay.BONUS, s)


def _pay_each(game: TableState, p: int, s: int, sq: Square) -> None:
    for q in reversed(game.active_players()):
        if q != p:
            game.tasks.appendleft(T.Debt(p, q, sq.amount, Pay.SQUARE, s))


def _collect_each(game: TableState, p: int, s: int, sq: Square) -> None:
    for q in reversed(game.active_players()):
        if q != p:
            game.tasks.appendleft(T.Debt(q, p, sq.amount, Pay.SQUARE, s))


def _railroad(game: TableState, p: int, s: int, sq: Square) -> None:
    cancel_doubles(game, p, s)
    game.tasks.appendleft(new_record(T.Rethrow, (p,)))
    ask_throw(game, p)
    game.tasks.appendleft(new_record(T.Debt, (p, BANK, sq.fare, Pay.FARE, s)))


def _ferry(game: TableState, p: int, s: int, sq: Square) -> None:
    game.tasks.appendleft(new_record(T.Ferry, (p, sq.target)))
    game.tasks.appendleft(new_record(T.Debt, (p, BANK, sq.fare, Pay.FARE, s)))


def _carnival(game: TableState, p: int, s: int, sq: Square) -> None:
    cancel_doubles(game, p, s)
    game.tasks.appendleft(T.Carnival(p))
    ask_throw(game, p)


def _sweepstakes(game: TableState, p: int, s: int, sq: Square) -> None:
    game.tasks.appendleft(T.Sweepstakes(p, s))
    ask_throw(game, p)


def task_sweepstakes(game: TableState, p: int, s: int) -> None:
    """Throw for the sweepstakes: every rival pays the square's multiple of the total."""
    if game.players[p].bankrupt:
        return
    sq = game.squares[s]
    d1, d2 = turn.throw(game, counted=False)
    game.events.append(E.Rolled(p, d1, d2, S.SWEEPSTAKES, s))
    for q in reversed(game.active_players()):
        if q != p:
            game.tasks.appendleft(T.Debt(q, p, sq.multiplier * (d1 + d2), Pay.SWEEPSTAKES, s))


# Landing on a card square (registered by cards.py, which moves tokens itself) and on each
# of the other editions' square kinds (schema.SPECIAL_KINDS).
SQUARES: dict[str, Callable[[TableState, int, int, Square], None]] = {
    S.ASSESSED_TAX: _assessed_tax, S.COLLECT: _collect, S.PAY_EACH: _pay_each,
    S.COLLECT_EACH: _collect_each, S.RAILROAD: _railroad, S.FERRY: _ferry,
    S.CARNIVAL: _carnival, S.SWEEPSTAKES: _sweepstakes,
}


def cancel_doubles(game: TableState, p: int, s: int) -> None:
    """A square that gives a throw of its own cancels the extra throw of the doubles that
    landed there (the book: no player has more than one extra throw due at a time)."""
    if p == game.current and game.extra_throw:
        game.extra_throw = False
        game.events.append(E.ExtraThrowCancelled(p, s))


def ask_throw(game: TableState, p: int) -> None:
    """A square's throw is thrown by its player, in their turn or another's (a bumped player's):
    queue, ahead of the throw's task, a wait for them to throw."""
    game.tasks.appendleft(new_record(T.AskThrow, (p,)))


def task_ask_throw(game: TableState, p: int) -> None:
    """Ask `p` to throw: for the throw-off when its task is next (no square), else for their square."""
    if game.players[p].bankrupt:  # the fare before the throw may have ended them
        return
    opening = bool(game.tasks) and type(game.tasks[0]) is T.ThrowOff
    game.pending = new_record(Pending, (p, THROW, None if opening else game.players[p].position, 0, None))


def task_rethrow(game: TableState, p: int) -> None:
    """A railroad's throw: move on by it (doubles earn the usual extra throw)."""
    if game.players[p].bankrupt:
        return
    d1, d2 = turn.throw(game, counted=False)
    game.events.append(new_record(E.Rolled, (p, d1, d2, S.RAILROAD, game.players[p].position)))
    if p == game.current:
        game.extra_throw = d1 == d2
    game.tasks.appendleft(new_record(T.Walk, (p, d1 + d2)))


def task_ferry(game: TableState, p: int, target: int) -> None:
    """Straight on to `target`, collecting no salary on the way."""
    if game.players[p].bankrupt:
        return
    move(game, p, target)


def task_carnival(game: TableState, p: int) -> None:
    """Throw: forward by an even total, backward by an odd one; act on that square."""
    player = game.players[p]
    if player.bankrupt:
        return
    d1, d2 = turn.throw(game, counted=False)
    game.events.append(E.Rolled(p, d1, d2, S.CARNIVAL, player.position))
    if p == game.current:
        game.extra_throw = d1 == d2
    total = d1 + d2
    if total % 2 == 0:
        game.tasks.appendleft(T.Walk(p, total))
        return
    move(game, p, (player.position - total) % len(game.squares))
