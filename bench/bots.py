"""Bot decision times: p50, p99 and the worst per strength and decision kind, the first
decision of a fresh process included.

    python bench/bots.py [--games 100] [--seed 1] [--kinds easy,medium,hard] [--edition byapar] [--four]

Each strength runs in a process of its own (so its first decision is a first decision):
the edition is loaded and settled (bots.settle: landing tables made, the collector
frozen) as the app and the runner do, then the strength plays heads-up 30-round games
against Medium, seats swapped game by game, and every one of its decisions is timed on
the processor clock (other load on the machine inflates it far less than the wall clock,
though not by nothing; the wall-clock worst is printed beside it). With --four, four of the strength sit at the table instead, every
seat's decisions timed.

With --counts the same games are played again, counting the work in each decision, which
no load on the machine changes: valuations (one side of a trade priced at one cash, `trading.side_gain`),
group figures worked out (`valuation._places_figure`, `Appraiser._others`; a look-ahead
copy finds each side of a trade once while the holdings stand) and moves played in look-ahead copies. The counting
slows the games, so these are a second run, never timed.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar.bots import make_bot, settle, trading, valuation  # noqa: E402
from byapar.engine import Game, GameView, load_edition, new_game  # noqa: E402

WORK = ("valuations", "groups", "moves ahead")  # what --counts counts, in its order


def _count_work() -> dict[str, int]:
    """Wrap the counted functions in counters (for a counting run only): the counts so far."""
    counts = dict.fromkeys(WORK, 0)

    def counted(owner, name: str, what: str) -> None:
        inner = getattr(owner, name)

        @functools.wraps(inner)
        def wrapper(*args, **kwargs):
            counts[what] += 1
            return inner(*args, **kwargs)
        setattr(owner, name, wrapper)

    counted(trading, "side_gain", "valuations")
    counted(valuation, "_places_figure", "groups")
    counted(valuation.Appraiser, "_others", "groups")
    counted(Game, "apply", "moves ahead")  # the table's own moves are made outside the decisions
    return counts


def measure(kind: str, games: int, seed: int, edition_name: str, four: bool = False,
            count: bool = False) -> dict:
    """Times of `kind`'s decisions, in milliseconds, by decision kind (and 'first', 'wall_max');
    with `count`, the work in each decision instead (WORK, by 'all' decisions: per decision, total)."""
    edition = load_edition(edition_name)
    settle(edition)
    work = _count_work() if count else None
    done: dict[str, list[int]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    wall_max = 0.0
    first = None
    for g in range(games):
        seats = [kind] * 4 if four else [kind, "medium"] if g % 2 == 0 else ["medium", kind]
        names = [f"{k} {i}" for i, k in enumerate(seats)] if four else seats  # names at a table are its own
        game = new_game(edition, names, {"rounds": 30}, seed=seed * 1_000 + g)
        bots = [make_bot(k, seed * 1_000 + g * 2 + i) for i, k in enumerate(seats)]
        views = [GameView(game, random.Random(seed * 1_000 + g * 2 + 8 + i)) for i in range(len(seats))]
        mine = None if four else seats.index(kind)
        for _ in range(100_000):  # bounded: a 30-round game takes a few hundred decisions
            if game.over:
                break
            p = game.pending.player
            legal = game.legal_actions()
            before = dict(work) if work is not None else None
            c, w = time.process_time_ns(), time.perf_counter_ns()
            action = bots[p].decide(views[p], legal)
            c, w = time.process_time_ns() - c, time.perf_counter_ns() - w
            if mine is not None and p != mine:
                pass  # the opponent's decision
            elif work is not None and before is not None:
                for what in WORK:
                    done[what].append(work[what] - before[what])
            else:
                ms = c / 1e6
                cpu[game.pending.kind].append(ms)
                if first is None:
                    first = ms
                wall_max = max(wall_max, w / 1e6)
            game.apply(action)
    if work is not None:
        return {what: {**_stats(v), "total": sum(v)} for what, v in done.items()}
    out = {k: _stats(v) for k, v in sorted(cpu.items())}
    out["all"] = _stats([t for v in cpu.values() for t in v])
    out["first"] = first
    out["wall_max"] = wall_max
    return out


def _stats(times: list[float]) -> dict:
    times = sorted(times)
    n = len(times)
    return {"count": n, "p50": times[n // 2], "p99": times[min(n - 1, int(n * 0.99))], "max": times[-1]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--kinds", default="easy,medium,hard")
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--four", action="store_true", help="four of the strength at the table, not heads-up")
    ap.add_argument("--counts", action="store_true",
                    help="also count each decision's work (valuations, group figures, moves ahead) in a second run")
    ap.add_argument("--one", help=argparse.SUPPRESS)  # a worker: measure one strength, print JSON
    ap.add_argument("--count-only", action="store_true", help=argparse.SUPPRESS)  # a worker's counting run
    args = ap.parse_args()
    if args.one:
        print(json.dumps(measure(args.one, args.games, args.seed, args.edition, args.four, args.count_only)))
        return
    table = "with four of the strength at the table" if args.four else "heads-up against Medium"
    print(f"{args.games} 30-round games of {args.edition} {table} per strength, "
          f"seed {args.seed}; processor ms per decision")
    for kind in args.kinds.split(","):
        worker = [sys.executable, __file__, "--one", kind, "--games", str(args.games),
                  "--seed", str(args.seed), "--edition", args.edition] + ["--four"] * args.four
        r = json.loads(subprocess.run(worker, capture_output=True, text=True, check=True).stdout)
        a = r["all"]
        print(f"{kind:>6}: all {a['count']:,} decisions p50 {a['p50']:.3f}  p99 {a['p99']:.3f}  max {a['max']:.2f}"
              f"  (first of the process {r['first']:.2f}; worst on the wall clock {r['wall_max']:.1f})")
        for decision, t in r.items():
            if decision not in ("all", "first", "wall_max"):
                print(f"        {decision:>6}: p50 {t['p50']:.3f}  p99 {t['p99']:.3f}  max {t['max']:.2f}"
                      f"  ({t['count']:,})")
        if args.counts:
            run = subprocess.run(worker + ["--count-only"], capture_output=True, text=True, check=True)
            for what, t in json.loads(run.stdout).items():
                print(f"        {what} per decision: p99 {t['p99']:,}  max {t['max']:,}  total {t['total']:,}")


if __name__ == "__main__":
    main()
