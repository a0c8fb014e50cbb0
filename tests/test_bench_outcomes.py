"""`bench/outcomes.py`: the games it splits are the runner's own seeded games."""

from __future__ import annotations

from helpers import bench_module

from byapar import sim


def test_outcomes_split_the_games_the_runner_plays() -> None:
    outcomes = bench_module("outcomes")
    games, seed = 4, 5
    played, won, money = outcomes.run("hard", "easy", games, seed, 30, "byapar")  # Hard's copies too
    wins = 0.0
    for i in range(games):
        seats = ("hard", "easy") if i % 2 == 0 else ("easy", "hard")
        result = sim.play_game(sim.GameSpec("byapar", seats, seed * 1_000_003 + i, {"rounds": 30}, False))
        assert result.ended in ("rounds", "last-player")
        if seats.index("hard") in result.winners:
            wins += 1 / len(result.winners)
    assert sum(played.values()) == games
    assert sum(won.values()) == wins  # the same games, won by the same seats
    assert money["won"]["games"] + money["lost"]["games"] == games
    salaries = money["won"]["salary: bank -> me"] + money["lost"]["salary: bank -> me"]
    assert salaries > 0 and salaries % 2_000 == 0  # Byapar's salary, a whole number of times


def test_buckets_name_who_held_a_whole_group_first() -> None:
    bucket = bench_module("outcomes").bucket
    assert bucket(0, [None, None]) == "neither"
    assert bucket(1, [None, 12]) == "mine only"
    assert bucket(0, [None, 12]) == "theirs only"
    assert bucket(0, [8, 12]) == "both, mine first" and bucket(1, [8, 12]) == "both, theirs first"
