"""Bots as they were or might be, for paired runs and timings beside today's (`module:Class` names,
found from `bench/` when a script there is run):

    python bench/paired.py variants:HardFullLook hard medium --games 400 --seed 5 --jobs 1
    python bench/bots.py --kinds variants:HardFullLook --four --games 8 --edition classic
"""

from __future__ import annotations

from byapar.bots.strategy import HardBot, HardRulesBot, StrategyBot
from byapar.engine import actions as A
from byapar.engine import schema as S
from byapar.engine.view import GameView


class HardFullLook(HardBot):
    """Hard playing every one of twelve copies a look, as before its looks stopped once settled."""

    copies = 12
    settled_after = 12


class HardTenCopies(HardBot):
    """Hard with at most ten copies a look (the budget before seven; as strong, a third slower at worst)."""

    copies = 10


class HardEightCopies(HardBot):
    """Hard with at most eight copies a look (cheaper, and weaker against Medium)."""

    copies = 8


def rents_ahead(bot: StrategyBot, view: GameView, me: int) -> list[tuple[int, int]]:
    """(throw, rent) for each rival's square 2 to 12 ahead of me, read as `StrategyBot.danger`
    reads it (a place unbuilt as if its set were whole; a mortgaged square charges nothing)."""
    values, owner, level = bot.app.values, view.owners, view.levels
    pos, n = view.players[me].position, len(values.landing)
    found = []
    for throw in range(2, 13):
        s = (pos + throw) % n
        o, rents = owner[s], values.levels[s]
        if o is None or o == me or not rents or view.mortgages[s]:
            continue
        if values.kind[s] == S.PLACE:
            rent = rents[level[s]] if level[s] else rents[0] * 2
        else:
            count = len(view.owned[o].intersection(values.groups[values.group_of[s]]))
            rent = rents[min(count, len(rents)) - 1]
        found.append((throw, rent))
    return found


class _KeepsDearestRentAhead:
    """Builds only while its cash and the loans on its places outside sets still meet the dearest
    rent 2 to 12 squares ahead (today's Hard keeps a quarter of it, less those loans)."""

    def kept_for_rent(self, view: GameView, me: int) -> int:
        return max((rent for _, rent in rents_ahead(self, view, me)), default=0)  # type: ignore[arg-type]

    def _build(self, view: GameView, legal, sets: list[int], spare: int, to_third: int) -> A.Action | None:
        me = view.pending.player
        kept = self.can_meet(view, me, sets) - self.kept_for_rent(view, me)
        return super()._build(view, legal, sets, min(spare, kept), min(to_third, kept))  # type: ignore[misc]

    def can_meet(self, view: GameView, me: int, sets: list[int]) -> int:
        """What I could pay a rent with, houses kept: cash and the loans on my places outside sets."""
        return view.players[me].cash + self._loanable(view, me, sets)  # type: ignore[attr-defined]


class _KeepsLikelyRentAhead(_KeepsDearestRentAhead):
    """As `_KeepsDearestRentAhead`, each rent weighed by its throw's chance against a seven's
    (a rent 7 ahead counts whole, one 2 or 12 ahead a sixth)."""

    def kept_for_rent(self, view: GameView, me: int) -> int:
        return max((rent * (6 - abs(throw - 7)) // 6 for throw, rent in rents_ahead(self, view, me)),  # type: ignore[arg-type]
                   default=0)


class HardDearestRulesBot(_KeepsDearestRentAhead, HardRulesBot):
    """`HardDearestRent`'s rules, for its seat in its look-ahead's copies."""


class HardDearestRent(_KeepsDearestRentAhead, HardBot):
    """Hard keeping back, when it builds, the dearest rent of its next throw (in cash and loans on
    places outside sets, which mostly cover it already: against Medium, 300 seeded games, it
    played differently in two and lost both, -0.7 +- 0.9 points)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.rollouts.own_policy = HardDearestRulesBot


class HardLikelyRulesBot(_KeepsLikelyRentAhead, HardRulesBot):
    """`HardLikelyRent`'s rules, for its seat in its look-ahead's copies."""


class HardLikelyRent(_KeepsLikelyRentAhead, HardBot):
    """Hard keeping back, when it builds, the dearest rent of its next throw weighed by its chance
    (against Medium, 300 seeded games: every one ended as today's Hard's)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.rollouts.own_policy = HardLikelyRulesBot


class _KeepsDearestRentInCash(_KeepsDearestRentAhead):
    """As `_KeepsDearestRentAhead`, the rent kept in cash alone, whatever mortgages could raise."""

    def can_meet(self, view: GameView, me: int, sets: list[int]) -> int:
        return view.players[me].cash


class HardCashRulesBot(_KeepsDearestRentInCash, HardRulesBot):
    """`HardCashForRent`'s rules, for its seat in its look-ahead's copies."""


class HardCashForRent(_KeepsDearestRentInCash, HardBot):
    """Hard keeping back in cash, when it builds, the dearest rent of its next throw (against
    Medium, 300 seeded games: -1.7 +- 3.1 points, better in 9 games, worse in 14)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.rollouts.own_policy = HardCashRulesBot
