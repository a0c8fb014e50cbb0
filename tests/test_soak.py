"""CI-sized soaks: short seeded games across every edition, bot and setting.

`bench/soak.py` plays 10,000 full-length ones; these run the same code (`byapar.soak`) on 40 games
(`make test`) and on 200 (with the long checks) of at most 15 rounds, and assert that none crashed,
stalled, hung, broke an invariant or lost its save.
"""

from __future__ import annotations

import pytest

from byapar import soak


@pytest.mark.parametrize("games", [40, pytest.param(200, marks=pytest.mark.slow)])
def test_short_games_soak_cleanly(games: int) -> None:
    results, wall = soak.run(games=games, jobs=1, first_seed=90_000, max_rounds=15)
    summary = soak.report(results, wall, 1)
    problems = [r for r in results if r.ended in soak.PROBLEMS]
    assert not problems, summary
    assert len({r.edition for r in results}) == len(soak.editions())
    assert all(r.ended in ("rounds", "last-player", "round-limit", "agreement") for r in results), summary


def test_a_game_is_its_seed() -> None:
    """A reported seed replays the same game: the same spec, the same decisions."""
    names = soak.editions()
    first = soak.play(soak.spec_for(12, names, 15))
    again = soak.play(soak.spec_for(12, names, 15))
    assert (first.decisions, first.turns, first.ended) == (again.decisions, again.turns, again.ended)
