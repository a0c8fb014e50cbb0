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
import math
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
from byapar.engine import Game, IllegalAction, SaveError, load_edition, new_game, playable_editions
from byapar.engine.invariants import check
from byapar.engine.settings import money_choices

EDITIONS = playable_editions()
SEEDS = st.integers(0, 2**32 - 1)
SETTINGS = st.fixed_dictionaries({
    "difficulty": st.sampled_from(["easy", "medium", "hard"]),
    "rounds": st.sampled_from([None, 15, 30, 50, 0]),
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
        # the edition's own steps; poor tables reach debts, raise-money decisions and bankruptcies sooner
        _presets, low, high, step = money_choices(rules.starting_money)
        money = data.draw(st.one_of(st.none(), st.just(low), st.integers(low // step, high // step).map(
            lambda k: k * step)), label="starting money")
        self.game = new_game(edition, names, settings={**options, "starting_money": money}, seed=seed)
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

    @rule(data=st.data())
    def hostile_save(self, data) -> None:
        """One field of the game's save replaced by a number that is not finite or is out of
        range, or by text with control characters: refused with a SaveError, or a game that
        keeps the invariants and saves back the same."""
        saved = json.loads(json.dumps(self.game.to_dict()))
        paths = list(_leaves(saved))
        path = data.draw(st.sampled_from(paths), label="field")
        value = data.draw(st.sampled_from(HOSTILE), label="value")
        _put(saved, path, value)
        try:
            loaded = Game.from_dict(saved)
        except SaveError as e:
            assert str(e).strip()
            return
        check(loaded)
        again = loaded.to_dict()
        assert Game.from_dict(json.loads(json.dumps(again))).to_dict() == again

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


HOSTILE = (math.nan, math.inf, -math.inf, 1e308, -1e308, 10**30, -(10**30), 2**63, 10**12, -1, 1.5, True, None,
           "\x00", "A\x00B", "\x1b[2J", "\ud800", "x" * 20_000)


def _leaves(node, path: tuple = ()):
    """Every place in a save a value sits: keys of objects, indices of lists."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield (*path, k)
            yield from _leaves(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield (*path, i)
            yield from _leaves(v, (*path, i))


def _put(node, path: tuple, value) -> None:
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value


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
