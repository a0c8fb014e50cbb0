"""Whole games in every edition: seeded random-legal players (in turn and, where the edition
allows, out of turn) play to the end with the table's invariants checked after every action."""

from __future__ import annotations

import random

import pytest

from byapar.engine import Game, new_game
from byapar.engine import actions as A
from byapar.engine.invariants import check

EDITIONS = ("classic", "business_gst", "finance")
GAMES_PER_EDITION = 20
MAX_ACTIONS = 6000
NAMES = ["Asha", "Bikash", "Chandra", "Dipa", "Esha", "Firoj", "Gita", "Hari"]


def random_action(game: Game, rng: random.Random) -> tuple[int, A.Action]:
    """A random legal action: usually the pending player's, sometimes another player's out of turn.
    Ending and throwing are favoured so that games finish."""
    if rng.random() < 0.1:
        others = [q for q in game.active_players() if q != game.pending.player]
        q = rng.choice(others)
        extra = game.legal_actions(q)
        if extra:
            return q, rng.choice(extra)
    legal = game.legal_actions()
    for preferred in (A.ROLL, A.END):
        if preferred in legal and rng.random() < 0.6:
            return game.pending.player, preferred
    action = rng.choice(legal)
    if isinstance(action, A.Bid):
        high = game.max_bid(game.pending.player)
        action = A.Bid(rng.randint(action.amount, min(high, action.amount * 3)))
    return game.pending.player, action


def play_out(game: Game, seed: int) -> int:
    rng = random.Random(seed)
    for n in range(MAX_ACTIONS):
        if game.over:
            return n
        _, action = random_action(game, rng)
        game.apply(action)
        check(game)
    return MAX_ACTIONS


@pytest.mark.parametrize("edition", EDITIONS)
def test_random_games_end_with_the_invariants_kept(edition: str) -> None:
    finished = 0
    for seed in range(GAMES_PER_EDITION):
        players = 2 + seed % 3
        game = new_game(edition, NAMES[:players], settings={"rounds": 40}, seed=seed)
        check(game)
        play_out(game, seed)
        finished += game.over
    assert finished == GAMES_PER_EDITION


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_seed_plays_the_same_game_twice(edition: str) -> None:
    histories = []
    for _ in range(2):
        game = new_game(edition, NAMES[:3], settings={"rounds": 10}, seed=99)
        play_out(game, 99)
        histories.append(game.history)
    assert histories[0] == histories[1]


def test_classic_seats_eight() -> None:
    game = new_game("classic", NAMES, seed=5, settings={"rounds": 5})
    play_out(game, 5)
    assert game.over
