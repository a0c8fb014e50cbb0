"""What each square is worth, read off the board itself rather than typed in per edition.

`board_values(edition)` computes, once per edition, every square's long-run chance of
being where a throw ends (a Markov chain over positions and the jail states, with the
police square, the card moves, ferries, railroads and the jail rules folded in, as the
engine's moves.py gives them: throw_outcomes, jail_throw_outcomes) and, from it, the rent a
square earns per opponent throw at each building level. The bots price places, bids,
trades and building from these tables, so the same bots play any board.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter

from byapar.engine import schema as S
from byapar.engine.edition import Edition
from byapar.engine.moves import (
    JAILED,
    STILL_JAILED,
    jail_throw_outcomes,
    jail_turns,
    throw_outcomes,
)

# Throws per turn: one, plus another after each doubles (1 / (1 - 1/6)), less jail time.
THROWS_PER_TURN = 1.15
MEAN_DICE = 7


@dataclass(frozen=True, slots=True)
class BoardValues:
    """Per-edition tables the bots read. Indices are squares round the board."""

    landing: tuple[float, ...]  # chance that a throw ends on each square
    jail_share: float  # chance that a throw ends in jail (not a visit)
    levels: tuple[tuple[int, ...], ...]  # rent at each building level (places); per count (airports...)
    groups: dict[str, tuple[int, ...]]
    group_of: tuple[str, ...]  # each square's group ('' for none)
    buyable: tuple[int, ...]
    kind: tuple[str, ...]
    prices: tuple[int, ...]
    house_costs: tuple[int, ...]
    needed: dict[str, int]  # places of each group that let its owner build and double the rent
    tops: tuple[int, ...]  # each square's highest level (len(levels) - 1)
    steps: tuple[tuple[float, ...], ...]  # landing chance x rent each building step adds (from unbuilt: the doubled rent)
    pick: dict[str, Callable]  # a group's entries of a per-square list, as a tuple (groups of two or more)
    rents_rise: bool  # every place's rent rises with each building level (the first over the doubled rent)

    def rent_rate(self, square: int, rent: int) -> float:
        """Rent one opponent pays per turn, on average, if `square` charges `rent`."""
        return self.landing[square] * THROWS_PER_TURN * rent


_CACHE: dict[int, tuple[Edition, BoardValues]] = {}


def board_values(edition: Edition) -> BoardValues:
    """The tables for `edition`, computed on first use and kept for the process."""
    hit = _CACHE.get(id(edition))
    if hit is not None and hit[0] is edition:
        return hit[1]
    values = _compute(edition)
    _CACHE[id(edition)] = (edition, values)
    return values


def settle(edition: Edition) -> None:
    """Set-up done before play (the runner's, the app's once a game is set): the tables
    made now rather than in the first decision (30-50 ms), and everything alive frozen out
    of the garbage collector's way, so that its full collections no longer walk the
    editions and tables (pauses of 6-14 ms in a decision)."""
    board_values(edition)
    # what an earlier settle froze goes back first: the last game's scene and table, garbage
    # now but in reference cycles, would otherwise stay frozen for good
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def _compute(edition: Edition) -> BoardValues:
    landing, jail_share = landing_chances(edition)
    levels = []
    for sq in edition.squares:
        if sq.kind == S.SERVICE:
            levels.append(tuple(m * MEAN_DICE for m in sq.multipliers))
        else:
            levels.append(tuple(sq.rents))
    sites = edition.rules.group_sites  # a part of each group may suffice (rules.group_sites)
    steps = tuple(tuple(chance * (rents[at + 1] - (rents[0] * 2 if at == 0 else rents[at]))
                        for at in range(len(rents) - 1))
                  for chance, rents in zip(landing, levels, strict=True))
    return BoardValues(
        landing=tuple(landing), jail_share=jail_share, levels=tuple(levels),
        groups=dict(edition.groups), group_of=tuple(sq.group for sq in edition.squares),
        buyable=tuple(sq.index for sq in edition.squares if sq.buyable),
        kind=tuple(sq.kind for sq in edition.squares),
        prices=tuple(sq.price for sq in edition.squares),
        house_costs=tuple(sq.house_cost for sq in edition.squares),
        needed={g: min(sites, len(m)) if sites else len(m) for g, m in edition.groups.items()},
        tops=tuple(len(rents) - 1 for rents in levels), steps=steps,
        pick={g: itemgetter(*m) for g, m in edition.groups.items() if len(m) > 1},
        rents_rise=all(rents[at + 1] >= (rents[0] * 2 if at == 0 else rents[at])
                       for sq, rents in zip(edition.squares, levels, strict=True) if sq.kind == S.PLACE
                       for at in range(len(rents) - 1)),
    )


CONVERGED = 1e-15  # the tables are done when no chance moves by more than this in a sweep
MOST_SWEEPS = 10_000  # a bound that no board comes near (they take 200 to 290)


def landing_chances(edition: Edition) -> tuple[list[float], float]:
    """Long-run share of throws ending on each square, and the share ending in jail.

    States are the squares plus one state per failed jail throw. A bot in jail is
    assumed to wait for doubles, which is what the long game rewards.
    """
    n = len(edition.squares)
    dist = long_run(transitions(edition))
    return dist[:n], sum(dist[n:])


def transitions(edition: Edition) -> list[list[tuple[int, float]]]:
    """From each state (the squares, then each failed jail throw): where a throw leads, and its chance."""
    n = len(edition.squares)
    jailed = n  # the state of a token just sent to jail; n + k: after k failed throws there

    def state(target: int, k: int = 0) -> int:
        return jailed if target == JAILED else jailed + k + 1 if target == STILL_JAILED else target

    moves = [[(state(t), p) for t, p in throw_outcomes(edition, s)] for s in range(n)]
    moves += [[(state(t, k), p) for t, p in jail_throw_outcomes(edition, k)] for k in range(jail_turns(edition))]
    return [_merged(m) for m in moves]


def long_run(steps: list[list[tuple[int, float]]]) -> list[float]:
    """Each state's long-run share: swept forward from an even spread until it stops changing."""
    size = len(steps)
    dist = [1.0 / size] * size
    for _ in range(MOST_SWEEPS):
        nxt = [0.0] * size
        for weight, targets in zip(dist, steps, strict=True):
            for target, p in targets:
                nxt[target] += weight * p
        change = max(abs(a - b) for a, b in zip(nxt, dist, strict=True))
        dist = nxt
        if change <= CONVERGED:
            break
    return dist


def _merged(moves: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """One entry per target: the many throws and cards that lead to a square, added up."""
    chance: dict[int, float] = {}
    for target, p in moves:
        chance[target] = chance.get(target, 0.0) + p
    return list(chance.items())
