"""Seeded bot games stay the same game, move for move, through speed work.

Each game is played through the tournament runner's own loop (`byapar.sim._run`), so
the runner, the bots and the engine are all covered. Its fingerprint is a hash of the
action history and the final table; `tests/data/same_games.json` holds the fingerprints.

`make test` plays the first 30 seeds of each edition: with two to five seats of the five kinds
in turn, every seating comes round in 20 seeds, and the settings are drawn per seed. The long
check plays all 300 (`make test-slow`, which CI runs too).

A deliberate rule or bot change that alters games regenerates the file:

    python tests/test_same_games.py > tests/data/same_games.json
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python tests/...`

from byapar import sim  # noqa: E402
from byapar.bots import bot_class  # noqa: E402
from byapar.engine import GameView, new_game  # noqa: E402

DATA = Path(__file__).parent / "data" / "same_games.json"
EDITIONS = ("byapar", "classic", "business_gst")
SEEDS = range(300)
KINDS = ("medium", "hard", "easy", "medium", "random")


def spec_for(edition: str, seed: int) -> sim.GameSpec:
    """Two to five seats of every bot kind, some settings drawn, 15 rounds (short games)."""
    rng = random.Random(seed)
    seats = tuple(KINDS[(seed + i) % len(KINDS)] for i in range(2 + seed % 4))
    settings = {"rounds": 15, "dealt_places": rng.choice((0, 0, 2, 3)), "auction": rng.random() < 0.8,
                "chautari_pot": rng.random() < 0.3, "start_double": rng.random() < 0.3}
    return sim.GameSpec(edition, seats, seed, settings, check=False, timing=False)


def fingerprint(spec: sim.GameSpec) -> str:
    """Play the game as `sim.play_game` does and hash what happened."""
    edition = sim.load_edition_cached(spec.edition)
    game = new_game(edition, [f"{k} {i}" for i, k in enumerate(spec.seats)], spec.settings, seed=spec.seed)
    bots = [bot_class(k)(spec.seed * 16 + i) for i, k in enumerate(spec.seats)]
    views = [GameView(game, random.Random(spec.seed * 16 + 8 + i)) for i in range(len(bots))]
    sim._run(game, bots, views, spec, sim.GameResult(spec.seed, list(spec.seats), (), "", 0, 0, 0))
    table = [(p.cash, p.position, p.bankrupt) for p in game.players]
    text = "\n".join(game.history) + f"\n{table}\n{game.winners}\n{game.round}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def record() -> dict[str, list[str]]:
    return {edition: [fingerprint(spec_for(edition, seed)) for seed in SEEDS] for edition in EDITIONS}


FIRST_SEEDS = range(30)


def _changed(edition: str, seeds: range) -> list[int]:
    expected = json.loads(DATA.read_text())[edition]
    return [seed for seed in seeds if fingerprint(spec_for(edition, seed)) != expected[seed]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_first_seeded_games_are_unchanged(edition: str) -> None:
    changed = _changed(edition, FIRST_SEEDS)
    assert not changed, f"{edition}: seeds {changed[:10]} play differently ({len(changed)} of {len(FIRST_SEEDS)})"


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_seeded_game_is_unchanged(edition: str) -> None:
    changed = _changed(edition, SEEDS)
    assert not changed, f"{edition}: seeds {changed[:10]} play differently ({len(changed)} of {len(SEEDS)})"


if __name__ == "__main__":
    print(json.dumps(record(), indent=0))
