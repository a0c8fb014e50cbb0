"""Engine speed: rolls and games per second of random-legal-player games.

    python bench/engine.py [--games 300] [--players 4] [--seed 1]

Random players (byapar.bots.RandomBot) pick any legal action, so this measures the
engine (listing legal actions included) with almost no thinking on top. A second
line plays a trivial player that only throws, buys and ends, the engine's floor.
Figures are per processor second, so a busy machine doesn't halve them.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar.bots import RandomBot
from byapar.engine import GameView, load_edition, new_game
from byapar.engine import actions as A

_SIMPLE = {"roll": A.ROLL, "jail": A.ROLL, "end": A.END, "bid": A.DROP, "trade": A.REJECT}


def random_games(edition, players: int, games: int, seed: int) -> tuple[int, float]:
    rolls, cpu = 0, time.process_time()
    for i in range(games):
        game = new_game(edition, [f"p{k}" for k in range(players)], {"rounds": 30}, seed=seed + i)
        bots = [RandomBot(seed * 100 + i * 10 + k) for k in range(players)]
        views = [GameView(game) for _ in range(players)]
        while not game.over:
            p = game.pending.player
            game.apply(bots[p].decide(views[p], game.legal_actions()))
        rolls += game.rolls
    return rolls, time.process_time() - cpu


def trivial_games(edition, players: int, games: int, seed: int) -> tuple[int, float]:
    """Throw, buy whatever can be bought, end: no thinking, and a legal-action list only for
    the rarer decisions (raising money, leaving jail...), answered with the first legal action."""
    rolls, cpu = 0, time.process_time()
    for i in range(games):
        game = new_game(edition, [f"p{k}" for k in range(players)], {"rounds": 30}, seed=seed + i)
        while not game.over:
            pend = game.pending
            if pend.kind == "buy":
                action = A.BUY if game.may_buy(pend.player, pend.square) else A.DECLINE
            else:  # any other decision (raise money, leave jail, keep a lot...): its first legal action
                action = _SIMPLE.get(pend.kind) or game.legal_actions()[0]
            game.apply(action)
        rolls += game.rolls
    return rolls, time.process_time() - cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--only", choices=("random", "trivial"),
                    help="one family alone (to count its instructions: run under valgrind --tool=callgrind "
                         "with --games N and --games 0, and take the difference)")
    args = ap.parse_args()
    edition = load_edition(args.edition)
    families = (("random", "random players", random_games), ("trivial", "throw-buy-end players", trivial_games))
    for family, name, play in families:
        if args.only not in (None, family):
            continue
        rolls, cpu = play(edition, args.players, args.games, args.seed)
        if not args.games:
            continue
        print(f"{name:>22}: {args.games} games of {args.players} on {args.edition}, 30 rounds, {rolls:,} rolls: "
              f"{rolls / cpu:,.0f} rolls/s, {args.games / cpu:,.1f} games/s (per processor second)")


if __name__ == "__main__":
    main()
