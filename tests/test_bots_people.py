"""How bots treat the people at the table, asked on seeded tables: every offer or counter-offer a
bot makes a person or another bot is one it would take if it were offered to it, and its asks stay
within twice the least it would take."""

from __future__ import annotations

import pytest

from byapar import sim
from byapar.engine import actions as A

STAND_IN = "byapar.bots.person:PersonStandIn"


def _check_both_ways(kind: str, seeds: range, rounds: int) -> tuple[int, list[str]]:
    """Seeded games of bots of `kind` (seats 0 and 2) with a person stand-in (seat 1) that tries
    its luck with offers of its own, and a Medium bot (seat 3). Each offer and counter-offer a bot
    of `kind` makes anybody is asked back of the same bot at that moment, the other way round (Hard
    looking ahead, as it plays), and any cash it asks a person is held against the least it would
    take. Returns how many were asked and those that failed."""
    asked, refused = 0, []
    for seed in seeds:
        spec = sim.GameSpec("byapar", (kind, STAND_IN, kind, "medium"), seed, {"rounds": rounds}, False, people=(1,))
        game, bots, views = sim.seated(spec)
        for _ in range(40_000):  # bounded: a short game is a few thousand decisions
            if game.over:
                break
            p = game.pending.player
            action = bots[p].decide(views[p], game.legal_actions())
            partner = action.partner if isinstance(action, A.Offer) else game.pending.other
            if p in (0, 2) and isinstance(action, A.Offer | A.Counter):
                asked += 1
                if not bots[p].would_take(views[p], p, partner, action.give, action.get):
                    refused.append(f"seed {seed} round {game.round}: {action}")
                elif partner == 1 and action.get.cash > action.give.cash:  # cash asked: at most twice the least it takes
                    bare = A.Items(action.give.squares, 0, action.give.cards), A.Items(action.get.squares, 0, action.get.cards)
                    least = -bots[p]._most_i_pay(views[p], p, partner, *bare)
                    if action.get.cash - action.give.cash > 2 * max(least, 0):
                        refused.append(f"seed {seed} round {game.round}: {action} asks over twice {least}")
            game.apply(action)
        assert game.over
    return asked, refused


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_never_offers_what_it_would_refuse_if_offered_to_it(kind: str) -> None:
    asked, refused = _check_both_ways(kind, range(1, 9), rounds=16)
    assert asked >= 3, f"too few offers to ask both ways: {asked}"
    assert not refused, refused
