"""The bot interface: `decide(view, legal_actions) -> action`.

A bot owns a seeded `random.Random`, reads the table only through a `GameView`, and
never changes the game: any look-ahead happens on `view.clone()`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from byapar.engine import schema as S
from byapar.engine.actions import Action, Offer
from byapar.engine.view import GameView

from .pacing import OfferLedger


class Bot:
    """Base class. Subclasses answer every pending kind the engine asks."""

    kind = "bot"
    # The seats people play and the table's ledger of offers to them, given by `pacing.seat_bots`:
    # bots pace their trade offers to people (Settings.bot_offers) across the whole table;
    # among themselves bots keep the engine's three offers a turn.
    people: frozenset[int] = frozenset()
    ledger: OfferLedger | None = None

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


# The pending decision's parts that its kind always fills, typed as filled: the place at a
# buy or bid, the offer and who made it at a trade answer.

def pending_square(view: GameView) -> int:
    """The square a buy or bid decision is about."""
    s = view.pending.square
    assert s is not None, view.pending
    return s


def open_offer(view: GameView) -> Offer:
    """The offer a trade decision answers."""
    offer = view.offer
    assert offer is not None, view.pending
    return offer


def offerer(view: GameView) -> int:
    """Who made the offer a trade decision answers."""
    by = view.pending.other
    assert by is not None, view.pending
    return by


def bare(view: GameView, s: int) -> bool:
    """No buildings on `s` (Finance's ownership house, its owner's marker, isn't one)."""
    markers = view.edition.rules.ownership_markers and view.edition.squares[s].kind == S.PLACE
    return view.levels[s] <= (1 if markers else 0)
