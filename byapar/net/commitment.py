"""Fair dice, proven afterwards: the host commits to its seed and decks before the first throw
and reveals them at the end; a client replays the game from them and compares every step.

The commitment is SHA-256 over the seed, each deck's order and a random salt (the salt keeps
a guess of a small seed from being checked against the published hash).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Any

from byapar.engine import Game, new_game
from byapar.engine.errors import IllegalAction, SaveError, SetupError

from .public import canonical, public_table, table_digest


@dataclass(frozen=True)
class Secret:
    seed: int
    decks: dict[str, list[int]]
    salt: str

    def digest(self) -> str:
        return commit(self.seed, self.decks, self.salt)


def secret_of(game: Game) -> Secret:
    """The secret of a game just dealt (call before its first action)."""
    return Secret(game.seed, {name: list(deck) for name, deck in game.decks.items()}, secrets.token_hex(16))


def commit(seed: int, decks: dict[str, list[int]], salt: str) -> str:
    return hashlib.sha256(canonical({"seed": seed, "decks": decks, "salt": salt}).encode()).hexdigest()


@dataclass(frozen=True)
class Verdict:
    """The replay's finding: `ok`, or the first place it differs (`step` 0 is the deal)."""

    ok: bool
    step: int = -1
    action: str = ""
    problem: str = ""


def verify(commitment: str, reveal: dict[str, Any], start: dict[str, Any],
           steps: list[tuple[int, str]], history: list[str]) -> Verdict:
    """Replay the game from the revealed secret. `start` is the public table before the first
    action, `steps` the (history length, table digest) the host sent after each step and
    `history` the actions of the game, as its last table lists them."""
    seed, decks, salt = reveal.get("seed"), reveal.get("decks"), reveal.get("salt")
    if not isinstance(seed, int) or not isinstance(decks, dict) or not isinstance(salt, str):
        return Verdict(False, 0, "", "reveal-damaged")
    if commit(seed, decks, salt) != commitment:
        return Verdict(False, 0, "", "commitment")
    try:
        game = new_game(start["edition"], [p["name"] for p in start["players"]], start["settings"],
                        seed=seed, humans=list(start["humans"]))
    except (SetupError, SaveError, KeyError, TypeError, ValueError) as e:
        return Verdict(False, 0, "", f"deal: {e}")
    if {name: list(d) for name, d in game.decks.items()} != decks:
        return Verdict(False, 0, "", "decks")
    if public_table(game) != start:
        return Verdict(False, 0, "", "deal")
    return _replay(game, steps, history)


def _replay(game: Game, steps: list[tuple[int, str]], history: list[str]) -> Verdict:
    """Apply the history step by step, comparing each table the host sent with the replay's."""
    done = 0
    for number, (length, digest) in enumerate(steps, start=1):
        if not done <= length <= len(history):
            return Verdict(False, number, "", "history")
        for action in history[done:length]:
            try:
                game.apply(action)
            except IllegalAction as e:
                return Verdict(False, number, action, f"refused: {e.code}")
        done = length
        if table_digest(public_table(game)) != digest:
            return Verdict(False, number, history[length - 1] if length else "", "table")
    return Verdict(True, len(steps))
