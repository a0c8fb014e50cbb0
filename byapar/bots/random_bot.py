"""A player that picks any legal action at random: the engine's stress test.

Besides the listed actions it bids random amounts within the legal range and now and
then offers a random trade, so the random-game checks reach every corner of the rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine.view import GameView

from .base import Bot

OFFER_CHANCE = 0.05
END_WEIGHT = 3  # favour ending and throwing, so random games move on
_NEVER = (A.PROPOSE_END, A.RESIGN)  # a game of random players still plays itself out


class RandomBot(Bot):
    kind = "random"

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        if view.pending.kind == K.THROW:  # a throw asked of me: nothing to choose, nothing drawn
            return A.ROLL
        rng = self.rng
        if view.can_offer() and rng.random() < OFFER_CHANCE:
            offer = self._random_offer(view)
            if offer is not None:
                return offer
        choices = [a for a in legal_actions if a not in _NEVER] or list(legal_actions)
        weights = [END_WEIGHT if a in (A.ROLL, A.END) else 1 for a in choices]
        action = rng.choices(choices, weights)[0]
        if isinstance(action, A.Bid):
            high = view.max_bid(view.pending.player)
            step = max(1, (high - action.amount) // 4)
            return A.Bid(min(high, action.amount + rng.randrange(step)))
        return action

    def _random_offer(self, view: GameView) -> A.Offer | None:
        """A random mix of places and cash, kept only if the engine would accept it."""
        rng = self.rng
        me = view.pending.player
        others = [q for q in view.active_players() if q != me]
        if not others:
            return None
        q = rng.choice(others)
        give = A.Items(self._some(view.owned[me]), rng.randrange(view.players[me].cash // 4 + 1))
        get = A.Items(self._some(view.owned[q]), rng.randrange(view.players[q].cash // 4 + 1))
        offer = A.Offer(q, give, get)
        return offer if view.check_offer(offer) is None else None

    def _some(self, squares: set[int]) -> tuple[int, ...]:
        pool = sorted(squares)
        return tuple(self.rng.sample(pool, min(len(pool), self.rng.randrange(3))))
