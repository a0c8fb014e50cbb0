"""The bots' landing tables are swept until they stop changing: one more sweep moves no chance."""

from __future__ import annotations

import pytest

from byapar.bots import board
from byapar.engine import available_editions, load_edition


@pytest.mark.parametrize("name", available_editions())
def test_the_long_run_shares_are_where_a_further_sweep_leaves_them(name: str) -> None:
    edition = load_edition(name)
    steps = board.transitions(edition)
    dist = board.long_run(steps)
    assert sum(dist) == pytest.approx(1.0)
    again = [0.0] * len(dist)
    for state, weight in enumerate(dist):
        for target, p in steps[state]:
            again[target] += weight * p
    assert max(abs(a - b) for a, b in zip(again, dist, strict=True)) <= board.CONVERGED
    landing, jail = board.landing_chances(edition)
    assert landing == dist[:len(edition.squares)] and jail == sum(dist[len(edition.squares):])


def test_every_throw_from_a_square_is_counted_once():
    edition = load_edition("byapar")
    for targets in board.transitions(edition):
        assert len({t for t, _ in targets}) == len(targets)  # one entry per target
        assert sum(p for _, p in targets) == pytest.approx(1.0)
