"""Where a token that stops on a square ends its move, with the chance of each end: the rules of
landing.py and cards.py that move a token (the police square, card moves, Finance's ferries,
railroads and carnival) seen from the board alone, for a player reckoning the odds.

`stop_outcomes(edition, s)` lists (square, chance) pairs, `JAILED` standing for jail rather
than a visit. A chain of moves (a card to a ferry...) is followed three moves deep.
"""

from __future__ import annotations

from typing import Any

from . import schema as S
from .edition import Edition

JAILED = -1  # the move ends in jail, not visiting it
DEPTH = 2  # moves followed after the first stop: a card to a card to a card, at most
_THROWS = [a + b for a in range(1, 7) for b in range(1, 7)]  # the 36 totals of two dice


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
    for total in _THROWS:
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
