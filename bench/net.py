"""Play with friends over loopback: an action's round trip and the host's frame time.

    python bench/net.py [--rounds 30] [--seed 4] [--size 1280x800]

The app hosts a table (SDL's dummy drivers) with this laptop in seat 1 and three scripted
friends, each a process of its own, in the other seats; they play the game to its end. It
prints each friend's action round trip (an action sent, to the step it made coming back)
as p50/p99 over all their actions, and the host's frame time (p50/p99/max) while serving
them, each frame the app's real frame, timed on its own. Everything stays on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_HOME = tempfile.TemporaryDirectory(prefix="byapar-bench-")
os.environ.setdefault("BYAPAR_HOME", _HOME.name)

FRAME = 1 / 60
CODE = "bench"


def quantiles(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    if not ordered:
        return 0.0, 0.0, 0.0
    cut = statistics.quantiles(ordered, n=100, method="inclusive") if len(ordered) > 1 else ordered * 99
    return cut[49], cut[98], ordered[-1]


def play_my_turn(board) -> None:
    """This laptop's decision, when it has one: the scripted friends' simple choice, made on the
    board as a click would (a card drawn for this laptop is put down first)."""
    from byapar.engine import actions as A
    from byapar.net.client import simple_choice

    card = board.presenter.card
    if card is not None and card.wait_for_click:
        board.presenter.click()
    if board.session.my_turn() is not None:
        board.act(A.parse(simple_choice(board.game)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--timeout", type=float, default=600.0)
    args = parser.parse_args()

    from byapar.app.app import App
    from byapar.app.netlink import Places

    size = tuple(int(v) for v in args.size.split("x"))
    app = App(size, seed=args.seed)
    app.prefs["rounds"] = args.rounds
    app.net_places = Places("127.0.0.1", ["127.0.0.1"], "127.0.0.1", 0, 0.0)
    app.push("menu")
    app.frame(FRAME)
    host = app.push("host")
    host.kinds, host.code = ["here", "open", "open", "open"], CODE
    host.open_table()
    link = host.link
    port = link.host.host.port
    folder = Path(_HOME.name)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    friends, logs = [], []
    deadline = time.monotonic() + args.timeout
    frames: list[float] = []
    try:
        for seat, name in enumerate(("Asha", "Bina", "Hari"), start=1):
            log = (folder / f"{name}.log").open("w")
            logs.append(log)
            friends.append(subprocess.Popen(
                [sys.executable, "-m", "byapar.net.client", "--address", f"127.0.0.1:{port}", "--code", CODE,
                 "--name", name, "--seat", str(seat), "--record", str(folder / f"{name}.json"),
                 "--timeout", str(args.timeout)], stdout=log, stderr=subprocess.STDOUT, env=env))
        while time.monotonic() < deadline and type(app.top).__name__ != "FriendBoardScene":  # till every seat is taken
            app.frame(FRAME)
            time.sleep(0.01)
        board = app.top
        while time.monotonic() < deadline and board.follower.verdict is None:
            start = time.perf_counter()
            app.frame(FRAME)
            frames.append(time.perf_counter() - start)
            play_my_turn(board)
            time.sleep(0.002)
        for friend in friends:
            friend.wait(max(1.0, deadline - time.monotonic()))
    finally:
        for friend in friends:
            if friend.poll() is None:
                friend.kill()
                friend.wait(10)
        for log in logs:
            log.close()
        if link is not None and getattr(app.top, "link", None) is not None:
            app.top.link.close()
    trips: list[float] = []
    for name in ("Asha", "Bina", "Hari"):
        record = json.loads((folder / f"{name}.json").read_text())
        trips += record["round_trips"]
        print(f"{name}: {len(record['round_trips'])} actions, {len(record['refusals'])} refused, dice "
              f"{'verified' if record['verdict'] and record['verdict']['ok'] else 'NOT verified'}")
    game = link.host.host.table.game
    print(f"game: {game.round} rounds, {len(game.history)} actions, over={game.over}")
    p50, p99, most = quantiles(trips)
    print(f"action round trip (3 friends, loopback): p50 {p50 * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
          f"max {most * 1000:.1f} ms over {len(trips)} actions")
    p50, p99, most = quantiles(frames)
    print(f"host frame time while serving: p50 {p50 * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms, "
          f"max {most * 1000:.2f} ms over {len(frames)} frames")
    return 0


if __name__ == "__main__":
    sys.exit(main())
