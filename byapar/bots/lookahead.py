"""Hard's look-ahead: candidates compared by playing the game forward.

`Rollouts.best(view, me, candidates)` plays each candidate on determinized copies of the
table (`GameView.clone()`: fresh dice, unseen cards reshuffled) for a few rounds under fast
policies (the rivals play Medium's rules, the deciding seat its own rules without a look-ahead),
and keeps the candidate whose copies end best for `me`. Every
candidate is played on the same copies (common random numbers: the same dice fall
after each), so the comparison measures the decision rather than the dice.

The budget is set per decision (copies x rounds), not timed, so a seeded bot plays
the same game on any machine (`bench/bots.py` prints what a decision costs). A decision
whose candidates the first copies already tell apart stops there (`_settled`): on four-Hard
tables seven looks in ten stop before Hard's seventh and last copy (5.1 copies on average).
The looks left to the last copy are the close ones, where either choice ends about as well.
The decisions in a copy are stretches in which the holdings hold still (`valuation.StillHoldings`,
renewed when places, buildings, mortgages or the round move): the sides of the trades its
players price are each priced once for each cash, then only for the cash a trade moves. An
answer that hangs on the table alone (the least a Medium partner takes for a trade) is found
once for all the copies of a decision (`SharedAnswers`): their first moves often meet the
same table.
A copy is scored by worth plus the rent the holdings should bring over the rounds left
(the Appraiser's estimate, so a set bought late isn't scored at its price alone); in a
last-player game a bankruptcy in a copy is a loss outright.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from functools import partial

from byapar.engine.actions import Action
from byapar.engine.view import GameView, LazyLegal

from .valuation import Appraiser, StillHoldings

OUT = 1e6  # a bankruptcy in a copy: worse than any difference in worth
MAX_DECISIONS = 400  # a copy stops after this many decisions, whatever its rounds


class Rollouts:
    """A budget of rollouts for one decision: at most `copies` x `rounds` ahead, and no fewer
    than `settled_after` copies."""

    def __init__(self, rng: random.Random, copies: int, rounds: int, policy: type,
                 own_policy: type | None = None, settled_after: int | None = None) -> None:
        self.rng = rng
        self.copies = copies
        self.settled_after = settled_after or copies  # the fewest copies that may settle a decision
        self.rounds = rounds
        self.policy = policy  # a bot class, played for the other seats in the copies
        self.own_policy = own_policy or policy  # and for the deciding seat
        self.ahead = rounds
        self.app = Appraiser(3, 0.5, 30, 1.0)  # the score's rent to come, believed by half

    def best(self, view: GameView, me: int, candidates: Sequence[Action | tuple[Action, ...]]
             ) -> tuple[Action | tuple[Action, ...], list[float]]:
        """The candidate whose copies end best for `me`, and each candidate's mean score. A
        candidate may be a few actions in a row (an offer and its partner's taking it).

        `rounds` counts turns of a two-player game: with more at the table a copy is
        played fewer rounds, so that a decision costs about the same however many play."""
        self.ahead = max(2, self.rounds * 2 // len(view.active_players()))
        scores: list[list[float]] = []  # per copy, each candidate's score
        with SharedAnswers():
            for _ in range(self.copies):
                base = view.clone()
                seed = self.rng.getrandbits(64)  # the bot's own seed decides the dice and the policy's
                base.rng.seed(seed)
                scores.append([self._play(_played(base, action), me, seed) for action in candidates])
                if len(scores) >= self.settled_after and _settled(scores):
                    break
        means = [sum(copy[i] for copy in scores) / len(scores) for i in range(len(candidates))]
        best = max(range(len(candidates)), key=means.__getitem__)
        return candidates[best], means

    def _play(self, game, me: int, seed: int) -> float:
        """Play the copy forward `rounds` rounds under the policy; score it for `me`."""
        stop = game.round + self.ahead
        bots = [(self.own_policy if p == me else self.policy)(seed + p) for p in range(len(game.players))]
        view = GameView(game, random.Random(seed))
        legal = partial(LazyLegal, game)  # listed only when a decision reads the whole list
        still = StillHoldings()
        for _ in range(MAX_DECISIONS):
            if game.over or game.round >= stop:
                break
            with still.over(game):  # sides kept from decision to decision while the holdings stand
                action = bots[game.pending.player].decide(view, legal())
            game.apply(action)
        return self.score(game, view, me)

    def score(self, game, view: GameView, me: int) -> float:
        """My standing less the best rival's: worth plus rent to come, or a bankruptcy."""
        if game.players[me].bankrupt:
            return -OUT
        app = self.app
        app.look(view)
        best_rival = None
        mine = 0.0
        for p, player in enumerate(game.players):
            if player.bankrupt:
                continue
            value = game.worth(p) + app.holding(game.owned[p], player.cash) - _face(game, p)
            if p == me:
                mine = value
            elif best_rival is None or value > best_rival:
                best_rival = value
        if best_rival is None:
            return OUT
        return mine - best_rival


class _Shared(threading.local):
    """Answers the copies of one decision share (`shared_answers`), each thread its own: bots
    think on worker threads."""

    answers: dict | None = None


_shared = _Shared()


class SharedAnswers:
    """The copies of one decision, played forward: answers that hang on the table alone are
    kept for any copy that comes to the same table (`shared_answers`). Nested ones keep their own."""

    __slots__ = ("_outer",)

    def __enter__(self) -> None:
        self._outer = _shared.answers
        _shared.answers = {}

    def __exit__(self, *exc: object) -> None:
        _shared.answers = self._outer


def shared_answers() -> dict | None:
    """Where the copies of the decision being played forward keep answers that hang on the
    table alone (`table_now`), for any copy that comes to the same table; None outside them
    (`SharedAnswers`)."""
    return _shared.answers


SETTLED_Z = 2.0  # how many standard errors the leader's lead must be over each other candidate


def _played(base, action: Action | tuple[Action, ...]):
    """A copy of `base` with the candidate's actions played on it."""
    game = base.clone()
    for step in action if isinstance(action, tuple) else (action,):
        game.apply(step)
    return game


def _settled(scores: list[list[float]]) -> bool:
    """Whether the copies so far already tell the candidates apart: the leader's lead over each
    other candidate, copy by copy (the same dice fell after each), is clear of its noise. The
    copies left would almost never change the choice, only make the decision slower."""
    n = len(scores)
    means = [sum(copy[i] for copy in scores) / n for i in range(len(scores[0]))]
    lead = max(range(len(means)), key=means.__getitem__)
    for other in range(len(means)):
        if other == lead:
            continue
        gaps = [copy[lead] - copy[other] for copy in scores]
        mean = sum(gaps) / n
        spread = sum((g - mean) ** 2 for g in gaps) / (n - 1)
        if mean * mean <= SETTLED_Z * SETTLED_Z * spread / n:
            return False
    return True


def table_now(view: GameView) -> tuple:
    """All of the table an answer can hang on, but the dice and cards to come: the round and
    turn, the decision waited for, every place's owner, buildings and mortgage, and each
    player's cash, square and whether they are out."""
    return (view.round, view.current, view.pending, tuple(view.owners), tuple(view.levels), tuple(view.mortgages),
            tuple([(p.cash, p.position, p.bankrupt) for p in view.players]))


def _face(game, p: int) -> int:
    """What the Appraiser's holding counts besides rent: each place's price (half if
    mortgaged) and its buildings at cost, as worth counts them."""
    squares = game.edition.squares
    total = 0
    for s in game.owned[p]:
        sq = squares[s]
        total += sq.price // 2 if game.is_mortgaged(s) else sq.price + game.buildings(s) * sq.house_cost
    return total
