"""`bench/split.py --by-kind`: its parts are the decisions of the very games it times."""

from __future__ import annotations

from collections import Counter

from helpers import bench_module


def test_by_kind_counts_every_decision_of_the_same_seeded_games() -> None:
    split = bench_module("split")
    seeds = range(2)
    spent, asked, rolls = split.by_kind("byapar", seeds)
    played = [split.play("byapar", seed) for seed in seeds]  # through the runner, actions kept
    answers = Counter(type(action).__name__ for actions, _, _ in played for action in actions)
    by_answer: Counter = Counter()
    for (_kind, answer), n in asked.items():
        by_answer[answer] += n
    assert by_answer == answers  # the same games, decision for decision
    assert rolls == sum(r for _, r, _ in played)
    assert set(spent) == set(asked) and all(seconds >= 0 for seconds in spent.values())
    assert asked["end", "End"] > 0 and asked["roll", "Roll"] > 0
