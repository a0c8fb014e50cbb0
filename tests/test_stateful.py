"""A hypothesis state machine that plays every edition with random legal and illegal actions.

After every step: the engine's invariants hold, the pending decision has a legal action
and each listed action really is accepted; an illegal action raises IllegalAction and
changes nothing at all (the whole save, the dice's random state and the event list
compared before and after); a save -> JSON -> load round trip gives the same game, which
then plays on exactly like the original. Editions are discovered at run time, so a new
board folder is fuzzed the day it lands.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from byapar import chaos
from byapar.engine import Game, IllegalAction, load_edition, new_game, playable_editions
from byapar.engine.invariants import check

EDITIONS = playable_editions()
SEEDS = st.integers(0, 2**32 - 1)
SETTINGS = st.fixed_dictionaries({
    "difficulty": st.sampled_from(["easy", "medium", "hard"]),
    "rounds": st.sampled_from([None, 15, 30, 50, 0]),
    # poor tables reach debts, raise-money decisions and bankruptcies sooner
    "starting_money": st.one_of(st.none(), st.just(5000), st.integers(5, 50).map(lambda k: k * 1000)),
    "dealt_places": st.sampled_from([0, 2, 3, 4]),
    "auction": st.sampled_from([None, True, False]),
    "chautari_pot": st.booleans(),
    "start_double": st.booleans(),
})


def snapshot(game: Game) -> tuple[str, list[str]]:
    """Everything an illegal action must leave alone: the save and the last events."""
    return json.dumps(game.to_dict(), sort_keys=True), [repr(e) for e in game.events]


def round_trip(game: Game) -> Game:
    data = game.to_dict()
    loaded = Game.from_dict(json.loads(json.dumps(data)))
    assert loaded.to_dict() == data, "a save doesn't load back to the same game"
    return loaded


class EngineMachine(RuleBasedStateMachine):
    game: Game

    @initialize(data=st.data(), edition=st.sampled_from(EDITIONS), seed=SEEDS, options=SETTINGS)
    def start(self, data, edition: str, seed: int, options: dict) -> None:
        rules = load_edition(edition).rules
        count = data.draw(st.integers(rules.min_players, rules.max_players), label="players")
        names = [f"P{i}" for i in range(count)]
        self.game = new_game(edition, names, settings=options, seed=seed)
        if data.draw(st.booleans(), label="undo on"):
            self.game.enable_undo()

    @precondition(lambda self: not self.game.over)
    @rule(seed=SEEDS)
    def legal_action(self, seed: int) -> None:
        action = chaos.random_legal(self.game, random.Random(seed), offer_rate=0.3)
        assert chaos.expected_legal(self.game, action), f"{action} should be legal"
        self.game.apply(action)

    @rule(seed=SEEDS)
    def any_action(self, seed: int) -> None:
        """Usually illegal: it must be refused and leave the game exactly as it was."""
        action = chaos.random_junk(self.game, random.Random(seed))
        if chaos.expected_legal(self.game, action):
            self.game.apply(action)
            return
        before = snapshot(self.game)
        with pytest.raises(IllegalAction):
            self.game.apply(action)
        assert snapshot(self.game) == before, f"the refused action {action!r} changed the game"

    @precondition(lambda self: not self.game.over)
    @rule(seed=SEEDS, steps=st.integers(1, 1500))
    def play_on(self, seed: int, steps: int) -> None:
        """Fast-forward, so the machine reaches late games: houses, debts, bankruptcies."""
        rng = random.Random(seed)
        for _ in range(steps):
            if self.game.over:
                return
            self.game.apply(chaos.random_legal(self.game, rng))
            check(self.game)

    @precondition(lambda self: not self.game.over and self.game._undo is not None)
    @rule(seed=SEEDS)
    def take_back(self, seed: int) -> None:
        """An action undone leaves the game exactly as before it; nobody else can undo it."""
        game = self.game
        actor = game.pending.player
        before = snapshot(game)[0]
        game.apply(chaos.random_legal(game, random.Random(seed), offer_rate=0.3))
        for other in range(len(game.players)):
            if other != actor:
                assert not game.can_undo(other)
        if game.can_undo(actor):
            game.undo(actor)
            assert snapshot(game)[0] == before, "undo didn't restore the game exactly"
        else:
            after = snapshot(game)
            with pytest.raises(IllegalAction):
                game.undo(actor)
            assert snapshot(game) == after

    @rule(seed=SEEDS)
    def save_and_load(self, seed: int) -> None:
        """The loaded game is the same game: same answers, and the same future."""
        loaded = round_trip(self.game)
        assert loaded.legal_actions() == self.game.legal_actions()
        twin_rng, rng = random.Random(seed), random.Random(seed)
        for _ in range(25):
            if self.game.over:
                break
            self.game.apply(chaos.random_legal(self.game, rng))
            loaded.apply(chaos.random_legal(loaded, twin_rng))
            assert loaded.history == self.game.history
        assert loaded.to_dict() == self.game.to_dict()
        self.game = loaded  # play on from the loaded copy

    @invariant()
    def table_is_sound(self) -> None:
        check(self.game)
        event(f"reached decision: {self.game.pending.kind}")  # coverage, in --hypothesis-show-statistics

    @invariant()
    def listed_actions_are_accepted(self) -> None:
        """Each listed action applies on a copy (bids at both ends of their range)."""
        game = self.game
        listed = list(game.legal_actions())
        for q in range(len(game.players)):  # out of turn, where the edition allows it
            if q != game.pending.player:
                listed += game.legal_actions(q)
        for action in listed:
            tries = [action]
            if isinstance(action, chaos.A.Bid):
                tries.append(chaos.A.Bid(game.max_bid(game.pending.player)))
            for a in tries:
                copy = game.clone()
                copy.apply(a)
                check(copy)


EngineMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=25, derandomize=True, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
TestEngineMachine = EngineMachine.TestCase


def test_editions_are_found() -> None:
    assert "byapar" in EDITIONS


@pytest.mark.parametrize("edition", EDITIONS)
def test_random_games_end(edition: str) -> None:
    """Games with a round limit end within it; random play never stalls a turn."""
    rules = load_edition(edition).rules
    for seed in range(6):
        count = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        game = new_game(edition, [f"P{i}" for i in range(count)], seed=seed,
                        settings={"rounds": (15, 30, 50)[seed % 3], "dealt_places": (0, 2)[seed % 2]})
        outcome = chaos.play(game, chaos.random_player(seed, 0.1), check=check)
        assert outcome.problem == "" and outcome.over, f"seed {seed}: {outcome.problem}"
        assert game.round <= game.settings.rounds
