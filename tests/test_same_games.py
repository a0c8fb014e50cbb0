"""Seeded bot games stay the same game, move for move, through speed work.

Each game is played through the tournament runner's own loop (`byapar.sim._run`), so
the runner, the bots and the engine are all covered. Its fingerprint is a hash of the
action history and the final table; `tests/data/same_games.json` holds the fingerprints.

They were recorded from main before the speed work of issue 15, and every commit of that
work passed against them, up to the one deliberate change: the bots' auction raise
(`money.bid_raise`, a tenth of the price or of the bid rounded to the edition's bid step),
which changes auctions on every board and was re-recorded in its own commit. Finance is
left out: its games were the ones that change was for. Re-recorded again for issue 13's rules:
a card holder's choice on the third failed jail throw (Byapar, Classic), Business GST's
building auction only for the bank's last house and repay offered with no places. And for
issue 12's Hard (offers priced at what Medium takes, denial bids): only games with a Hard seat.
And for issue 12's third pass: Medium's and Hard's offers open at the printed prices, Hard bids
at auction with its cash and the loans outside its sets. And for issue 12's fifth pass: Medium
lifts a mortgage outside its sets only while the rent to come beats the interest. And for its
sixth pass: Hard never bids past what a rival still bidding could pay (only games with a Hard seat).
And for its seventh: Hard reckons that by Medium's procedure, and declines a place to win it at
auction for less (110 of 900 games, each with a Hard seat). And for its eighth: Hard offers a
partner the places that finish the partner's set for a share of its cash (448 of 900 games,
each with a Hard seat: the longer list of offers to price draws the bot's dice differently).
And for its twelfth: Hard's look-ahead plays 12 copies of 8 rounds with its own seat by Hard's
rules, and judges the swaps its terms refuse at the least Medium takes and the sales at the most
Medium pays (406 of 900 games, each with a Hard seat).

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


@pytest.mark.parametrize("edition", EDITIONS)
def test_seeded_games_are_unchanged(edition: str) -> None:
    expected = json.loads(DATA.read_text())[edition]
    changed = [seed for seed in SEEDS if fingerprint(spec_for(edition, seed)) != expected[seed]]
    assert not changed, f"{edition}: seeds {changed[:10]} play differently ({len(changed)} of {len(SEEDS)})"


if __name__ == "__main__":
    print(json.dumps(record(), indent=0))
