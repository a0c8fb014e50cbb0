"""Whether a change keeps play: the same seeded games, action by action, in two checkouts.

    python bench/same_play.py --before /path/to/another/checkout [--games 200] [--first 1000]

For each edition it plays `--games` seeded games in this checkout and in the other one (a child
process running this script on the other checkout's sources and boards) and prints how many differ. Each game is fingerprinted by every action
taken, every event it gave and the final save, so a speed change that alters nothing prints 0
everywhere. Odd seeds are four Medium bots over 30 rounds; even seeds mix every strength, the
yardsticks and random players (2-5 seats) with drawn settings, so rarer paths are played too.
tests/test_same_games.py pins 900 such games in CI; this is the wider check to run by hand.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EDITIONS = ("byapar", "classic", "business_gst", "finance")
KINDS = ("medium", "hard", "easy", "buyall", "trader", "random")
MOVE_LIMIT = 20_000  # a game that runs longer is cut there, in both checkouts alike


def table_for(seed: int) -> tuple[tuple[str, ...], dict]:
    """The seats and settings of seed `seed`'s game."""
    if seed % 2:
        return ("medium",) * 4, {"rounds": 30}
    rng = random.Random(seed)
    seats = tuple(KINDS[(seed + i) % len(KINDS)] for i in range(2 + seed % 4))
    settings = {"rounds": 20, "dealt_places": rng.choice((0, 0, 2, 3)), "auction": rng.random() < 0.8,
                "chautari_pot": rng.random() < 0.3, "start_double": rng.random() < 0.3}
    return seats, settings


def fingerprint(root: Path, edition_name: str, seed: int) -> str:
    from byapar.bots import bot_class
    from byapar.engine import GameView, load_edition, new_game
    from byapar.engine.view import LazyLegal

    seats, settings = table_for(seed)
    edition = load_edition(root / "boards" / edition_name)
    game = new_game(edition, [f"{kind} {i}" for i, kind in enumerate(seats)], settings, seed=seed)
    bots = [bot_class(kind)(seed * 16 + i) for i, kind in enumerate(seats)]
    views = [GameView(game, random.Random(seed * 16 + 8 + i)) for i in range(len(seats))]
    digest = hashlib.sha256()
    for _ in range(MOVE_LIMIT):
        if game.over:
            break
        p = game.pending.player
        action = bots[p].decide(views[p], LazyLegal(game))
        events = game.apply(action)
        digest.update(repr(action).encode())
        digest.update(repr(list(events)).encode())
    digest.update(json.dumps(game.to_dict(), sort_keys=True, default=str).encode())
    return digest.hexdigest()[:16]


def fingerprints(root: Path, games: int, first: int) -> dict[str, list[str]]:
    sys.path.insert(0, str(root))  # this checkout's byapar, or the other's in the child
    return {e: [fingerprint(root, e, s) for s in range(first, first + games)] for e in EDITIONS}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", type=Path, help="the other checkout to compare with")
    ap.add_argument("--games", type=int, default=200, help="games per edition")
    ap.add_argument("--first", type=int, default=1000, help="the first seed")
    ap.add_argument("--print", type=Path, metavar="CHECKOUT", help="only print CHECKOUT's fingerprints as JSON")
    args = ap.parse_args()
    if args.print or args.before is None:
        print(json.dumps(fingerprints((args.print or ROOT).resolve(), args.games, args.first)))
        return
    if not (args.before / "byapar" / "engine").is_dir():
        sys.exit(f"{args.before} is not a Byapar checkout (no byapar/engine in it)")
    other = subprocess.run([sys.executable, __file__, "--print", str(args.before), "--games", str(args.games),
                            "--first", str(args.first)], capture_output=True, text=True, check=True)
    theirs = json.loads(other.stdout)
    mine = fingerprints(ROOT, args.games, args.first)
    for edition in EDITIONS:
        differ = [args.first + i for i, (a, b) in enumerate(zip(mine[edition], theirs[edition], strict=True)) if a != b]
        shown = f" (seeds {', '.join(map(str, differ[:10]))}{', ...' if len(differ) > 10 else ''})" if differ else ""
        print(f"{edition}: {len(differ)} of {args.games} games differ{shown}")


if __name__ == "__main__":
    main()
