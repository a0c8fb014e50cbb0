"""Bot decision times: p50, p99 and worst per strength and decision kind, and where the
time goes (bots against engine).

    python bench/bots.py [--games 200] [--seed 1]

Each strength plays four-player 30-round Byapar games against itself through the
tournament runner; times are processor time, so other load on the machine doesn't
inflate them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from byapar import sim


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for kind in ("easy", "medium", "hard"):
        run_args = sim.parse_args(["--players", ",".join([kind] * 4), "--games", str(args.games),
                                   "--seed", str(args.seed), "--timing"])
        results, wall = sim.run(run_args)
        summary = sim.summarise(results, wall, run_args)
        times = summary["bots"][kind]["decision_ms"]
        worst = max(t["p99"] for t in times.values())
        print(f"{kind:>6}: {summary['rolls_per_cpu_s']:,} rolls per processor second, "
              f"{100 * summary['bot_share']:.0f}% of it in the bots; worst p99 {worst:.3f} ms")
        for decision, t in times.items():
            print(f"        {decision:>6}: p50 {t['p50']:.3f} ms  p99 {t['p99']:.3f} ms  ({t['count']:,} decisions)")


if __name__ == "__main__":
    main()
