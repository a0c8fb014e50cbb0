"""At a table of several people sharing the laptop, the pace of the bots' offers holds for all of
them together: each offer hands the laptop over, so a family hears one every two rounds at
"often", not one each."""

from __future__ import annotations

import pytest
from helpers import give, make_game

from byapar import sim
from byapar.bots.pacing import OfferLedger
from byapar.engine import GameView
from byapar.engine import actions as A

STAND_IN = "byapar.bots.person:PersonStandIn"


def test_an_offer_to_one_person_holds_the_next_for_another_at_a_family_table() -> None:
    game = make_game(3, settings={"bot_offers": "often"})
    give(game, 1, 37)
    give(game, 2, 39)
    ledger = OfferLedger({1, 2})
    view = GameView(game)
    ledger.record(view, 0, 1, (), (37,))
    game.round += 1
    assert not ledger.may_offer(view, 0, 2, (), (39,), finishes_theirs=False), "a round later, to anyone"
    game.round += 1
    assert ledger.may_offer(view, 0, 2, (), (39,), finishes_theirs=False), "two rounds later"


def _offer_rounds(seed: int, bot: str) -> list[int]:
    """The rounds of a bot's offers to any of three people in a 12-round game of Byapar."""
    spec = sim.GameSpec("byapar", (STAND_IN,) * 3 + (bot,), seed, {"rounds": 12, "bot_offers": "often"}, False,
                        people=(0, 1, 2))
    game, players, views = sim.seated(spec)
    rounds = []
    for _ in range(20_000):  # bounded: twelve rounds take far fewer decisions
        if game.over:
            break
        p = game.pending.player
        action = players[p].decide(views[p], game.legal_actions())
        if p == 3 and isinstance(action, A.Offer) and action.partner < 3:
            rounds.append(game.round)
        game.apply(action)
    return rounds


@pytest.mark.parametrize(("seed", "bot"), [(1_000, "medium"), (1_003, "medium"), (1_001, "hard")])
def test_a_family_of_three_hears_one_offer_every_two_rounds_at_most(seed: int, bot: str) -> None:
    rounds = _offer_rounds(seed, bot)
    assert rounds, "the bot still offers the family trades"
    gaps = [b - a for a, b in zip(rounds, rounds[1:], strict=False)]
    assert min(gaps, default=2) >= 2, rounds
