"""The fast path (Byapar's building rules) and the general path every edition can take answer
the same: what may be sold, mortgaged, lifted and built, and the money that could be raised."""

from __future__ import annotations

import random

import pytest

from byapar.chaos import playing_on
from byapar.engine import new_game
from tests.helpers import give


@pytest.mark.parametrize("edition", ["byapar", "classic"])
def test_the_general_path_agrees_with_the_fast_path_on_played_positions(edition: str) -> None:
    game = new_game(edition, ["A", "B", "C"], seed=5, settings={"rounds": 25})
    assert not game.tables.general and game.with_general_paths().tables.general
    groups = [g for g in game.edition.groups.values() if game.squares[g[0]].kind == "place"]
    for player, group in enumerate(groups[:3]):  # set-up: whole groups, so building comes into it
        give(game, player, *group)
    rng = random.Random(edition)
    built = 0
    for _ in range(1500):  # decisions, each a fresh position
        if game.over:
            break
        general = game.with_general_paths()
        assert [general.raisable(p) for p in range(3)] == [game.raisable(p) for p in range(3)]
        assert [sum(game.worth_parts(p)) for p in range(3)] == [game.worth(p) for p in range(3)]
        assert sorted(map(str, general.legal_actions())) == sorted(map(str, game.legal_actions()))
        built += sum(game.buildings(s) for s in range(len(game.squares)))
        game.apply(rng.choice(playing_on(game.legal_actions())))
    assert built > 0  # the positions had buildings to sell and build evenly
