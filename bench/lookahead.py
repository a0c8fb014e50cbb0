"""Look-ahead figures: how fast a bot could play games forward inside a decision.

    python bench/lookahead.py [--games 20] [--playouts 200] [--seed 1]

From mid-game positions (four Medium bots on Byapar, 30 rounds, stopped at the start of
round 10) it prints `GameView.clone()` per second (the reshuffled copy a look-ahead
starts from), random-playout rolls per second (a playout throws, buys what it can
afford, raises money with the first sale or mortgage offered, drops out of auctions and
turns trades down), the time of one full playout from round 10 to the end of round 30,
and the same playouts with Medium bots deciding. Then the decision times of fresh
games after `byapar.bots.settle`: the first decision, and the p99 and slowest after it.
Rates are per processor second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar.bots import MediumBot, settle
from byapar.engine import GameView, load_edition, new_game
from byapar.engine import actions as A

# "leave": a bail card holder's third failed throw in jail (pays the fine, keeping the card)
_PLAYOUT = {"roll": A.ROLL, "jail": A.ROLL, "end": A.END, "bid": A.DROP, "trade": A.REJECT, "leave": A.PAY_FINE}


def mid_game(edition, seed: int, round_: int = 10):
    """A four-Medium game played to the start of `round_`."""
    game = new_game(edition, [f"m{i}" for i in range(4)], {"rounds": 30}, seed=seed)
    bots = [MediumBot(seed * 16 + i) for i in range(4)]
    views = [GameView(game, random.Random(seed * 16 + 8 + i)) for i in range(4)]
    while not game.over and game.round < round_:
        p = game.pending.player
        game.apply(bots[p].decide(views[p], game.legal_actions()))
    return game, views[0]


def playout(game) -> int:
    """Play to the end with the quick policy; return the throws made."""
    start = game.rolls
    while not game.over:
        pend = game.pending
        kind = pend.kind
        if kind == "buy":
            action = A.BUY if game.allows(A.BUY) else A.DECLINE
        elif kind == "raise":
            action = game.legal_actions()[0]
        else:
            action = _PLAYOUT[kind]
        game.apply(action)
    return game.rolls - start


def bot_playout(game, seed: int) -> int:
    start = game.rolls
    bots = [MediumBot(seed + i) for i in range(len(game.players))]
    views = [GameView(game) for _ in game.players]
    while not game.over:
        p = game.pending.player
        game.apply(bots[p].decide(views[p], game.legal_actions()))
    return game.rolls - start


def first_decisions(edition, seed: int, games: int) -> tuple[float, float, float]:
    """Processor milliseconds of a fresh game's first decision after settle, then the p99 and
    the slowest of every later decision over `games` games (the collector's pauses included)."""
    settle(edition)
    first = 0.0
    times = []
    for g in range(games):
        game = new_game(edition, [f"m{i}" for i in range(4)], {"rounds": 30}, seed=seed + g)
        bots = [MediumBot(seed + g * 4 + i) for i in range(4)]
        views = [GameView(game) for _ in range(4)]
        while not game.over:
            p = game.pending.player
            start = time.process_time()
            action = bots[p].decide(views[p], game.legal_actions())
            took = time.process_time() - start
            if g == 0 and not times and not first:
                first = took
            else:
                times.append(took)
            game.apply(action)
    times.sort()
    return first * 1e3, times[len(times) * 99 // 100] * 1e3, times[-1] * 1e3


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="mid-game positions")
    ap.add_argument("--playouts", type=int, default=200, help="playouts from each position")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--edition", default="byapar")
    args = ap.parse_args()
    edition = load_edition(args.edition)
    first, p99, slowest = first_decisions(edition, args.seed, args.games)
    clones = rolls = bot_rolls = 0
    clone_cpu = play_cpu = bot_cpu = 0.0
    lengths: list[float] = []
    for g in range(args.games):
        game, view = mid_game(edition, args.seed + g)
        for _ in range(args.playouts):
            start = time.process_time()
            copy = view.clone()
            clone_cpu += time.process_time() - start
            clones += 1
            start = time.process_time()
            rolls += playout(copy)
            took = time.process_time() - start
            play_cpu += took
            lengths.append(took)
        for k in range(max(1, args.playouts // 20)):
            copy = view.clone()
            start = time.process_time()
            bot_rolls += bot_playout(copy, k)
            bot_cpu += time.process_time() - start
    lengths.sort()
    n = len(lengths)
    print(f"{args.edition}, {args.games} positions at round 10 of 30, {n} playouts:")
    print(f"  clone(): {clones / clone_cpu:,.0f} per processor second ({1e6 * clone_cpu / clones:.1f} us each)")
    print(f"  random playout: {rolls / play_cpu:,.0f} rolls per processor second")
    print(f"  a full playout, round 10 to 30: mean {1e3 * play_cpu / n:.2f} ms, "
          f"p50 {1e3 * lengths[n // 2]:.2f} ms, p99 {1e3 * lengths[min(n - 1, n * 99 // 100)]:.2f} ms "
          f"({rolls / n:.0f} rolls)")
    print(f"  playouts with Medium bots deciding: {bot_rolls / bot_cpu:,.0f} rolls per processor second")
    print(f"  decisions of {args.games} fresh games after settle(): the first {first:.2f} ms, "
          f"then p99 {p99:.3f} ms, slowest {slowest:.2f} ms (processor time)")


if __name__ == "__main__":
    main()
