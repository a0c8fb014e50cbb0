"""Where a throw takes a token, with the chance of each end: the rules of turn.py, jail.py,
landing.py and cards.py that move a token (doubles and the third one, turns in jail, the police
square, card moves, Finance's ferries, railroads and carnival) seen from the board alone, for a
player reckoning the odds.

`throw_outcomes(edition, s)` lists (square, chance) pairs for one throw from `s`,
`jail_throw_outcomes(edition, k)` for a throw in jail after `k` failed ones, and
`stop_outcomes(edition, s)` for a token that stops on `s`. `JAILED` stands for jail rather than
a visit, `STILL_JAILED` for one more turn there. A chain of moves (a card to a ferry...) is
followed three moves deep.
"""

from __future__ import annotations

from typing import Any

from . import schema as S
from .edition import Edition

JAILED = -1  # the move ends in jail, not visiting it
STILL_JAILED = -2  # a throw in jail that fails to leave: one more turn there
DEPTH = 2  # moves followed after the first stop: a card to a card to a card, at most
THROWS = [(a + b, a == b) for a in range(1, 7) for b in range(1, 7)]  # each throw: (total, doubles)
P_THROW = 1 / 36
# A doubles throw is the third in a row, sending the thrower to jail, about once in 36.
P_THIRD_DOUBLES = 1 / 36


def jail_turns(edition: Edition) -> int:
    """Throws in jail before the last, which leaves whatever it shows (0: the board has no jail)."""
    return max(1, edition.rules.jail_max_turns) if edition.jail is not None else 0


def throw_outcomes(edition: Edition, s: int) -> list[tuple[int, float]]:
    """Where one throw from `s` ends, with each chance: a third doubles goes to jail."""
    n = len(edition.squares)
    out: list[tuple[int, float]] = []
    for total, doubles in THROWS:
        p = P_THROW
        if doubles and edition.jail is not None:
            out.append((JAILED, p * P_THIRD_DOUBLES))
            p *= 1 - P_THIRD_DOUBLES
        out += [(t, p * q) for t, q in stop_outcomes(edition, (s + total) % n)]
    return out


def jail_throw_outcomes(edition: Edition, k: int) -> list[tuple[int, float]]:
    """Where a throw in jail after `k` failed ones ends: doubles (or the last throw allowed)
    walks on from jail, anything else stays there (STILL_JAILED)."""
    n = len(edition.squares)
    jail = edition.jail
    assert jail is not None  # only asked where the edition has a jail
    out: list[tuple[int, float]] = []
    for total, doubles in THROWS:
        if doubles or k + 1 >= jail_turns(edition):
            out += [(t, P_THROW * q) for t, q in stop_outcomes(edition, (jail + total) % n)]
        else:
            out.append((STILL_JAILED, P_THROW))
    return out


def stop_outcomes(edition: Edition, s: int, depth: int = 0) -> list[tuple[int, float]]:
    """Where a token stopping on `s` ends up, with each chance."""
    sq = edition.squares[s]
    kind = sq.kind
    if kind == S.POLICE and edition.jail is not None:
        return [(JAILED, 1.0)]
    if depth > DEPTH:
        return [(s, 1.0)]
    if kind == S.FERRY:  # on to the ferry's landing, and whatever that square does
        return stop_outcomes(edition, sq.target, depth + 1)
    if kind == S.RAILROAD:  # a throw of its own, walked on
        return _thrown(edition, s, lambda total: s + total, depth)
    if kind == S.CARNIVAL:  # forward by an even total, backward by an odd one
        return _thrown(edition, s, lambda total: s + total if total % 2 == 0 else s - total, depth)
    if kind != S.CARD or sq.deck not in edition.decks:
        return [(s, 1.0)]
    cards = edition.decks[sq.deck].cards
    out: list[tuple[int, float]] = []
    share = 1 / len(cards)
    for card in cards:
        out += [(t, share * q) for t, q in _card_target(edition, s, card.effect, card.params, depth)]
    return out


def _thrown(edition: Edition, s: int, end: Any, depth: int) -> list[tuple[int, float]]:
    n = len(edition.squares)
    out: list[tuple[int, float]] = []
    for total, _ in THROWS:
        out += [(t, q / 36) for t, q in stop_outcomes(edition, end(total) % n, depth + 1)]
    return out


def _card_target(edition: Edition, s: int, effect: str, params: dict[str, Any],
                 depth: int) -> list[tuple[int, float]]:
    n = len(edition.squares)
    if effect == S.ADVANCE and "square" in params:
        return stop_outcomes(edition, params["square"], depth + 1)
    if effect == S.ADVANCE_NEAREST and "kind" in params:
        target = next((t % n for t in range(s + 1, s + n + 1)
                       if edition.squares[t % n].kind == params["kind"]), s)
        return [(target, 1.0)]
    if effect == S.BACK and "steps" in params:
        return stop_outcomes(edition, (s - params["steps"]) % n, depth + 1)
    if effect == S.GO_TO_JAIL and edition.jail is not None:
        return [(JAILED, 1.0)]
    return [(s, 1.0)]
