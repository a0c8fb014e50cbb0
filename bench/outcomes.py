"""Where a heads-up pairing's games are won and lost: by who holds a whole group at the end, and
by where each side's money came from and went.

    python bench/outcomes.py hard buyall [--games 400] [--seed 5] [--rounds 30] [--edition byapar]

Plays the seeded games `bench/paired.py` plays (game i: seed x 1,000,003 + i, seats swapped game by
game) through the runner's loop, keeping every event. Prints the first bot's win share in each
bucket of games (a whole group held at the end by the first bot, the second, both or neither;
with both, whose came first), then, for the first bot's wins and its losses apart, the mean money
a game moved between the two and the bank by reason (rent, salary, tax, cards, fines) and the
auctions each won with what they saved on the printed price. It answers "what would have to
change to win more of these", which a win rate alone doesn't.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from byapar import sim  # noqa: E402
from byapar.bots import settle  # noqa: E402
from byapar.engine import events as E  # noqa: E402
from byapar.engine.view import LazyLegal  # noqa: E402

MAX_DECISIONS = 200_000  # a bound on one game: 30 rounds take a few thousand decisions
REASONS = ("rent", "salary", "tax", "card", "fine")  # money flows printed, each way


def play(edition: str, seats: tuple[str, str], seed: int, rounds: int) -> tuple[tuple[int, ...], list, list]:
    """One game exactly as `sim.play_game` seats it (`sim.seated`): its winners, its events, and for each seat the
    round it first held a whole group (None: never). The events are kept from `apply`'s answers, not
    by wrapping it: a look-ahead's copies of the game would carry the wrapper with them."""
    game, bots, views = sim.seated(sim.GameSpec(edition, seats, seed, {"rounds": rounds}, check=False))
    groups = [members for members in game.edition.groups.values() if len(members) > 1
              and all(game.edition.squares[s].kind == "place" for s in members)]
    events: list = []
    first_set: list[int | None] = [None, None]
    for _ in range(MAX_DECISIONS):  # the runner's loop, less its watchdogs: the same decisions
        if game.over:
            break
        p = game.pending.player
        events.extend(game.apply(bots[p].decide(views[p], LazyLegal(game))))
        for q in (0, 1):
            if first_set[q] is None and any(game.owned[q].issuperset(g) for g in groups):
                first_set[q] = game.round
    held = [any(game.owned[p].issuperset(g) for g in groups) for p in (0, 1)]
    return tuple(game.winners), events, [first_set[p] if held[p] else None for p in (0, 1)]


def bucket(me: int, sets: list) -> str:
    """Which side held a whole group at the end (and, with both, whose came first)."""
    mine, theirs = sets[me], sets[1 - me]
    if mine is None:
        return "theirs only" if theirs is not None else "neither"
    if theirs is None:
        return "mine only"
    return "both, mine first" if mine < theirs else "both, theirs first" if mine > theirs else "both, same round"


def flows(me: int, events: list, prices: list[int]) -> Counter:
    """Money moved in one game, named from the first bot's side ("me", "them", "bank")."""
    side = {me: "me", 1 - me: "them"}
    out: Counter = Counter()
    for ev in events:
        if type(ev) is E.Paid and ev.reason in REASONS:
            out[f"{ev.reason}: {side.get(ev.payer, 'bank')} -> {side.get(ev.payee, 'bank')}"] += ev.amount
        elif type(ev) is E.AuctionEnded and ev.winner is not None:
            out[f"auctions won by {side[ev.winner]}"] += 1
            out[f"saved at auction by {side[ev.winner]}"] += prices[ev.square] - ev.amount
    return out


def run(first: str, second: str, games: int, seed: int, rounds: int, edition: str) -> tuple[Counter, Counter, dict]:
    """Games and first-bot wins per bucket, and summed flows for its wins and its losses."""
    prices = [sq.price for sq in sim.load_edition_cached(edition).squares]
    played: Counter = Counter()
    won: Counter = Counter()
    money: dict[str, Counter] = defaultdict(Counter)
    for i in range(games):
        seats = (first, second) if i % 2 == 0 else (second, first)
        me = seats.index(first)
        winners, events, sets = play(edition, seats, seed * 1_000_003 + i, rounds)
        share = 1 / len(winners) if me in winners else 0.0
        where = bucket(me, sets)
        played[where] += 1
        won[where] += share
        outcome = "won" if share else "lost"
        money[outcome].update(flows(me, events, prices))
        money[outcome]["games"] += 1
    return played, won, money


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("first")
    ap.add_argument("second")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=30, help="0: to the last player")
    ap.add_argument("--edition", default="byapar")
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    played, won, money = run(args.first, args.second, args.games, args.seed, args.rounds, args.edition)
    print(f"{args.first} against {args.second}, {args.edition}, rounds {args.rounds}, {args.games} games, seed {args.seed}")
    print(f"  {'a whole group held at the end':30s} {'games':>6s} {args.first + ' won':>12s}")
    for where in sorted(played, key=played.__getitem__, reverse=True):
        print(f"  {where:30s} {played[where]:6d} {won[where] / played[where]:11.0%}")
    print(f"  {'mean a game, ' + args.first + ' as me':40s} {'its wins':>10s} {'its losses':>10s}")
    names = sorted((set(money["won"]) | set(money["lost"])) - {"games"})
    for name in names:
        cells = [money[o][name] / max(1, money[o]["games"]) for o in ("won", "lost")]
        print(f"  {name:40s} {cells[0]:10.1f} {cells[1]:10.1f}")


if __name__ == "__main__":
    main()
