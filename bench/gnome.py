"""GNOME (the USC/ISI Monopoly simulator) beside ours, in rolls per processor second.

GNOME is PyPI's `monopoly-simulator-test` 0.0.9. It declares Python 3.7.6 and pins
numpy 1.18.4, which no longer builds, so it goes into a venv of its own, never into
requirements.txt:

    python3 -m venv /tmp/gnome-venv
    /tmp/gnome-venv/bin/pip install --ignore-requires-python --no-deps monopoly-simulator-test==0.0.9
    /tmp/gnome-venv/bin/pip install numpy xlsxwriter
    python bench/gnome.py [--games 100] [--ours 300] [--gnome-python /tmp/gnome-venv/bin/python]
                          [--before /path/to/another/checkout]

With our venv's Python this script runs GNOME's games in a child process on the GNOME
venv's Python (four of its `background_agent_v3_1` agents, the game loop of its
`gameplay.simulate_game_instance`, logging off), then plays four Medium bots on Byapar
over 30 rounds, and prints both figures and their ratio (with --before, a second checkout of
Byapar too, so a change is measured before and after in the same rounds). GNOME's games end on its own
terms (last player standing, or a player's cash over 10,000); a roll is one throw of the
dice in either simulator. The two runs alternate in rounds so that both see the same load.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Runs on the GNOME venv's Python: plays `games` games from `seed`, prints rolls and CPU seconds.
GNOME_CHILD = r"""
import json, logging, os, sys, time
import monopoly_simulator
here = os.path.dirname(monopoly_simulator.__file__)
sys.path.insert(0, here)  # gameplay.py imports its sibling novelty_distributions_v3 by bare name
logging.disable(logging.CRITICAL)
from monopoly_simulator import background_agent_v3_1, gameplay
from monopoly_simulator.agent import Agent
games, seed = int(sys.argv[1]), int(sys.argv[2])
schema = os.path.join(here, "monopoly_game_schema_v1-2.json")
rolls = 0
cpu = 0.0
for i in range(games):
    agents = {f"player_{k}": Agent(**background_agent_v3_1.decision_agent_methods) for k in range(1, 5)}
    elements = gameplay.set_up_board(schema, agents)
    for agent in agents.values():
        agent.startup(elements)
    start = time.process_time()
    gameplay.simulate_game_instance(elements, np_seed=seed + i)
    cpu += time.process_time() - start
    rolls += len(elements["die_sequence"][0])  # one list per die
print(json.dumps({"rolls": rolls, "cpu": cpu, "games": games}))
"""


def gnome(python: str, games: int, seed: int) -> tuple[int, float]:
    out = subprocess.run([python, "-c", GNOME_CHILD, str(games), str(seed)], capture_output=True,
                         text=True, check=True, cwd="/tmp")
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return data["rolls"], data["cpu"]


# Runs on our venv's Python in a child process: four Medium bots, 30 rounds, from the checkout `root`.
OURS_CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from byapar import sim
args = sim.parse_args(["--players", "medium,medium,medium,medium", "--games", sys.argv[2],
                       "--seed", sys.argv[3], "--rounds", "30"])
results, _ = sim.run(args)
print(json.dumps({"rolls": sum(r.rolls for r in results), "cpu": sum(r.cpu for r in results)}))
"""


def ours(games: int, seed: int, root: Path = ROOT) -> tuple[int, float]:
    out = subprocess.run([sys.executable, "-c", OURS_CHILD, str(root), str(games), str(seed)],
                         capture_output=True, text=True, check=True, cwd="/tmp")
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return data["rolls"], data["cpu"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100, help="GNOME games per round of the comparison")
    ap.add_argument("--ours", type=int, default=300, help="our games per round of the comparison")
    ap.add_argument("--rounds", type=int, default=3, help="alternations of the two runs")
    ap.add_argument("--gnome-python", default=os.environ.get("GNOME_PYTHON", "/tmp/gnome-venv/bin/python"))
    ap.add_argument("--before", type=Path, metavar="CHECKOUT",
                    help="another checkout of Byapar (say, main before a change), run in the same rounds")
    args = ap.parse_args()
    if not Path(args.gnome_python).exists():
        sys.exit(f"no GNOME venv at {args.gnome_python}: see this script's docstring to make one")
    runs = {"gnome": None, "ours": ROOT}
    if args.before:
        runs["before"] = args.before.resolve()
    totals = {name: [0, 0.0] for name in runs}
    for k in range(args.rounds):
        for name, root in runs.items():
            if root is None:
                rolls, cpu = gnome(args.gnome_python, args.games, 1 + k * args.games)
            else:
                rolls, cpu = ours(args.ours, 1 + k, root)
            totals[name][0] += rolls
            totals[name][1] += cpu
            print(f"  {name:>6}: {rolls:,} rolls in {cpu:.2f} processor s = {rolls / cpu:,.0f} rolls/s", flush=True)
    rate = {name: rolls / cpu for name, (rolls, cpu) in totals.items()}
    g = rate["gnome"]
    print(f"GNOME, four background_agent_v3_1: {g:,.0f} rolls per processor second")
    print(f"Byapar, four Medium bots, 30 rounds: {rate['ours']:,.0f} rolls per processor second: "
          f"{rate['ours'] / g:.1f}x GNOME")
    if args.before:
        print(f"before ({args.before}): {rate['before']:,.0f} rolls per processor second: {rate['before'] / g:.1f}x GNOME")
    print(f"(load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
