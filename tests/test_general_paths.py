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


@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst", "finance"])
def test_every_square_action_listed_is_one_its_rule_confirms(edition: str) -> None:
    # the legal lists (the fast path on Byapar and Classic, the general one elsewhere, and the
    # owners' actions out of turn) hold only what the action's handler would carry out: WHEN
    # allows the decision and the topic's *_problem finds nothing against it
    from byapar.engine import actions as A
    from byapar.engine import building, mortgages

    game = new_game(edition, ["A", "B", "C"], seed=11, settings={"rounds": 25})
    groups = [g for g in game.edition.groups.values() if game.squares[g[0]].kind == "place"]
    for player, group in enumerate(groups[:3]):  # set-up: whole groups, so building comes into it
        give(game, player, *group)
    rules = {A.Build: lambda p, s: building.build_problem(game, p, s),
             A.Sell: lambda p, s: building.sell_problem(game, p, s),
             A.Mortgage: lambda p, s: mortgages.mortgage_problem(game, s),
             A.Unmortgage: lambda p, s: mortgages.unmortgage_problem(game, p, s),
             A.SellPlace: lambda p, s: mortgages.sell_place_problem(game, p, s)}
    rng = random.Random(edition)
    kinds_seen = set()
    for _ in range(800):
        if game.over:
            break
        for p in range(3):
            listed = game.legal_actions(None if p == game.pending.player else p)
            for action in listed:
                rule = rules.get(type(action))
                if rule is not None:
                    kinds_seen.add(type(action))
                    assert rule(p, action.square) is None, (edition, p, action)
                    assert game.why_not(action, p) is None, (edition, p, action)
        game.apply(rng.choice(playing_on(game.legal_actions())))
    assert A.Build in kinds_seen and kinds_seen & {A.Mortgage, A.SellPlace}  # Finance sells, the rest mortgage
