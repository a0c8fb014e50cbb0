"""The end: proposing to end early and the vote on it, finishing the game and its winners.

`Game` keeps the public questions (worth, worth_parts, standings) and routes the
ProposeEnd, AgreeEnd and RefuseEnd actions here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import events as E
from .errors import IllegalAction
from .kinds import AGREE, DONE, OVER_AGREEMENT, OverReason
from .table import Pending

if TYPE_CHECKING:
    from .state import TableState


def actions(game: TableState) -> list[A.Action]:
    """Proposing to end the game (once a turn) and resigning: last, so a bot's first pick never is."""
    return [A.RESIGN] if game.end_asked else [A.PROPOSE_END, A.RESIGN]


def propose_end(game: TableState, action: A.ProposeEnd) -> None:
    """Every other seat still playing is asked in turn, bots too (whoever plays a seat answers
    for it): the bots first, then the people, so a bot's refusal settles the vote before the
    laptop passes to anyone. All agreeing ends the game; one refusal plays on."""
    p = game.expect(A.ProposeEnd)
    if game.end_asked:
        raise IllegalAction("end-proposed")
    game.end_asked = True
    game.events.append(E.EndProposed(p))
    n = len(game.players)
    others = [(p + k) % n for k in range(1, n) if not game.players[(p + k) % n].bankrupt]
    game.voters = sorted(others, key=lambda q: game.humans[q])  # stable: seat order within each
    game.resume = game.pending
    ask_next_voter(game, p)


def ask_next_voter(game: TableState, proposer: int) -> None:
    if game.voters:
        game.pending = Pending(game.voters.pop(0), AGREE, other=proposer)
        return
    game.resume = None
    finish(game, OVER_AGREEMENT)


def agree_end(game: TableState, action: A.AgreeEnd) -> None:
    q = game.expect(A.AgreeEnd)
    game.events.append(E.EndAnswered(q, True))
    proposer = game.pending.other
    assert proposer is not None  # an ending vote names who proposed it
    ask_next_voter(game, proposer)


def refuse_end(game: TableState, action: A.RefuseEnd) -> None:
    q = game.expect(A.RefuseEnd)
    game.events.append(E.EndAnswered(q, False))
    game.voters = []
    assert game.resume is not None  # the decision the proposal interrupted
    game.pending, game.resume = game.resume, None


def finish(game: TableState, reason: OverReason) -> None:
    table = game.standings()
    best = table[0][1], game.players[table[0][0]].cash
    game.winners = tuple(i for i, w in table if (w, game.players[i].cash) == best and not game.players[i].bankrupt)
    game.over = True
    game.estate = []  # lots still awaiting a creditor's choice stay with the bank
    if len(game.worth_history) <= game.round:  # ended part-way through a round: the chart ends now
        game.worth_history.append(worths(game))
    game.pending = Pending(game.winners[0] if game.winners else 0, DONE)
    game.events.append(E.GameOver(game.winners, reason))


def no_person_left(game: TableState) -> bool:
    """Whether a table that seated people has none still playing: all went bankrupt or resigned."""
    people = [p for p, human in zip(game.players, game.humans, strict=True) if human]
    return bool(people) and all(p.bankrupt for p in people)


def worths(game: TableState) -> list[int]:
    return list(map(game.worth, range(len(game.players))))  # every round: map runs the loop in C
