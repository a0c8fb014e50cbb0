"""Headless tournaments: `python -m byapar.sim --players hard,medium --games 2000 --seed 1`.

Plays seeded games between any mix of bots (`easy`, `medium`, `hard`, `random`, or a
player's own `module:Class`), rotating seats so nobody gains from sitting first, and
prints win rates with 95% intervals, game lengths, how games ended, speed, decision
times per bot kind and, with `--landings`, where throws end. `--check` runs the table
invariants after every action; a watchdog stops any game that stalls.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import random
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from byapar.bots import bot_class, settle
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView, Settings, invariants, load_edition, new_game
from byapar.engine.settings import DEALT_CHOICES, ROUND_CHOICES, money_range
from byapar.engine.view import LazyLegal

MAX_DECISIONS_PER_TURN = 2_000  # more than this in one turn is a stall
LAST_PLAYER_TURN_CAP = 4_000  # a last-player game still going after this many turns is capped
BUCKET = 1.05  # decision times are kept as a histogram with 5% wide buckets


@dataclass
class GameResult:
    seed: int
    seats: list[str]  # bot kind per seat, after rotation
    winners: tuple[int, ...]
    ended: str  # rounds, last-player, capped, stalled, error, invariant
    rounds: int
    rolls: int
    decisions: int
    problem: str = ""
    times: dict[tuple[str, str], Counter] = field(default_factory=dict)  # (bot, kind) -> buckets
    landings: list[int] = field(default_factory=list)
    jail_landings: int = 0
    cpu: float = 0.0  # processor seconds the game took (bots and engine)
    think: float = 0.0  # seconds spent in the bots' decide()
    wall: float = 0.0  # seconds the game took on the clock


@dataclass(frozen=True)
class GameSpec:
    edition: str
    seats: tuple[str, ...]
    seed: int
    settings: dict
    check: bool
    timing: bool = False
    people: tuple[int, ...] = ()  # seats played as people: the table's bots pace their offers to them


def vary_settings(seed: int, edition: str = "byapar") -> dict:
    """A settings mix drawn from every value of every row, for robustness runs; the money
    from the edition's own range (`settings.money_range`)."""
    rng = random.Random(seed)
    return {
        "rounds": rng.choice(ROUND_CHOICES),
        "starting_money": rng.choice(money_range(load_edition_cached(edition))),
        "dealt_places": rng.choice(DEALT_CHOICES),
        "auction": rng.random() < 0.5,
        "chautari_pot": rng.random() < 0.5,
        "start_double": rng.random() < 0.5,
    }


def seated(spec: GameSpec) -> tuple:
    """A fresh game as the runner seats it: the game, a bot per seat and their views, all seeded
    from `spec.seed`, so a script that plays the same spec plays the runner's very game."""
    game = new_game(load_edition_cached(spec.edition), [f"{k} {i}" for i, k in enumerate(spec.seats)],
                    spec.settings, seed=spec.seed)
    bots = [bot_class(k)(spec.seed * 16 + i) for i, k in enumerate(spec.seats)]
    if spec.people:
        game.humans = [i in spec.people for i in range(len(bots))]
        seat_bots({i: b for i, b in enumerate(bots) if i not in spec.people}, spec.people)
    views = [GameView(game, random.Random(spec.seed * 16 + 8 + i)) for i in range(len(bots))]
    return game, bots, views


def play_game(spec: GameSpec) -> GameResult:
    """Play one seeded game to the end; never raises, reports what went wrong instead."""
    game, bots, views = seated(spec)
    result = GameResult(spec.seed, list(spec.seats), (), "", 0, 0, 0)
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        _run(game, bots, views, spec, result)
    except Exception as exc:  # a bot or engine failure is a finding, not a crash of the run
        result.ended = "invariant" if isinstance(exc, invariants.InvariantBroken) else "error"
        result.problem = f"{type(exc).__name__}: {exc} (after {game.history[-3:]})"
    result.cpu, result.wall = time.process_time() - cpu, time.perf_counter() - wall
    result.rounds, result.rolls = game.round, game.rolls
    result.landings, result.jail_landings = list(game.landings), game.jail_landings
    if game.over:
        result.winners = tuple(game.winners)
        result.ended = result.ended or _reason(game)
    return result


def _run(game, bots, views, spec: GameSpec, result: GameResult) -> None:
    """The game loop: kept lean, since its overhead counts in every figure it prints.
    Decisions are timed only when asked (`--timing`): reading a clock twice a decision
    costs several percent of a run."""
    check = invariants.check if spec.check else None
    timer = _Timer(result.times, list(spec.seats)) if spec.timing else None
    apply, legal, most = game.apply, LazyLegal, MAX_DECISIONS_PER_TURN  # local names: read every decision
    decisions = 0
    turn_player, turn_round, turn_start, turns = -1, -1, 0, 0  # turn_start: decisions before the turn
    cap = LAST_PLAYER_TURN_CAP if not game.settings.rounds else None
    try:
        while not game.over:
            pend = game.pending
            if game.current != turn_player or game.round != turn_round:
                turn_player, turn_round, turn_start, turns = game.current, game.round, decisions, turns + 1
                if cap and turns > cap:
                    result.ended = "capped"
                    return
            elif decisions - turn_start >= most:  # this would be the turn's decision most + 1
                result.ended = "stalled"
                result.problem = (f"more than {most} decisions in one turn "
                                  f"(round {turn_round}, seat {turn_player})")
                return
            p = pend.player
            if timer is None:
                action = bots[p].decide(views[p], legal(game))
            else:
                action = timer.decide(bots[p], views[p], legal(game), p, pend.kind)
            apply(action)
            decisions += 1
            if check:
                check(game)
    finally:
        result.decisions = decisions
        result.think = timer.think / 1e9 if timer else 0.0


class _Timer:
    """Times each decision into a histogram per (bot kind, decision kind)."""

    __slots__ = ("times", "kinds", "think")

    def __init__(self, times: dict[tuple[str, str], Counter], kinds: list[str]) -> None:
        self.times, self.kinds, self.think = times, kinds, 0

    def decide(self, bot, view, legal, p: int, kind: str):
        # A decision takes microseconds, far less than a time slice, so the wall clock (ten times
        # cheaper to read than the processor clock) is inflated by other load only in the rare tail.
        start = time.perf_counter_ns()
        action = bot.decide(view, legal)
        took = time.perf_counter_ns() - start
        self.think += took
        key = (self.kinds[p], kind)
        counts = self.times.get(key)
        if counts is None:  # not setdefault: that would build a Counter every decision
            counts = self.times[key] = Counter()
        counts[int(math.log(took + 1) / _LOG_BUCKET)] += 1
        return action


_LOG_BUCKET = math.log(BUCKET)


def _reason(game) -> str:
    """How the game ended, read from its last GameOver event."""
    for event in reversed(game.events):
        if type(event).__name__ == "GameOver":
            return event.reason
    return "over"


_EDITIONS: dict = {}


def load_edition_cached(name: str):
    if name not in _EDITIONS:
        _EDITIONS[name] = load_edition(name)
    return _EDITIONS[name]


# ----- a tournament ------------------------------------------------------------------------------


def specs(args) -> Iterator[GameSpec]:
    """One spec per game, seats rotated game by game."""
    players = tuple(args.players)
    n = len(players)
    fixed = _fixed_settings(args)
    for i in range(args.games):
        seed = args.seed * 1_000_003 + i
        r = i % n
        seats = players[r:] + players[:r]
        settings = vary_settings(seed, args.edition) if args.vary_settings else fixed
        yield GameSpec(args.edition, seats, seed, settings, args.check, args.timing)


def _fixed_settings(args) -> dict:
    out = {}
    for name in ("rounds", "starting_money", "dealt_places", "auction", "chautari_pot", "start_double"):
        value = getattr(args, name)
        if value is not None:
            out[name] = value
    Settings.from_value(out).check()
    return out


def run(args, progress: bool = False) -> tuple[list[GameResult], float]:
    """Play every game, on `args.jobs` processes; return the results and the wall time."""
    todo = list(specs(args))
    settle(load_edition_cached(args.edition))
    start = time.perf_counter()
    results: list[GameResult] = []
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            for result in pool.imap_unordered(play_game, todo, chunksize=max(1, len(todo) // (args.jobs * 20))):
                results.append(result)
                _progress(progress, len(results), len(todo), start)
    else:
        for spec in todo:
            results.append(play_game(spec))
            _progress(progress, len(results), len(todo), start)
    if progress:
        sys.stderr.write("\r" + " " * 70 + "\r")
    return results, time.perf_counter() - start


_last_draw = [0.0]


def _progress(on: bool, done: int, total: int, start: float) -> None:
    now = time.perf_counter()
    if not on or (now - _last_draw[0] < 0.2 and done < total):
        return
    _last_draw[0] = now
    width = 30
    filled = width * done // total
    rate = done / max(1e-9, now - start)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games  {rate:.1f} games/s")
    sys.stderr.flush()


# ----- figures -------------------------------------------------------------------------------------


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% interval for a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(buckets: Counter, q: float) -> float:
    """The q-quantile of a bucketed histogram of nanoseconds, in milliseconds."""
    total = sum(buckets.values())
    if not total:
        return 0.0
    rank = q * total
    seen = 0
    for b in sorted(buckets):
        seen += buckets[b]
        if seen >= rank:
            return BUCKET ** (b + 0.5) / 1e6
    return 0.0


def summarise(results: list[GameResult], wall: float, args) -> dict:
    games = len(results)
    players = list(args.players)
    n = len(players)
    seat_wins = [0.0] * n
    kind_wins: Counter = Counter()
    kind_seats: Counter = Counter()
    times: dict[tuple[str, str], Counter] = {}
    for r in results:
        share = 1 / len(r.winners) if r.winners else 0.0
        for w in r.winners:
            seat_wins[w] += share
            kind_wins[r.seats[w]] += share
        for k in r.seats:
            kind_seats[k] += 1
        for key, counter in r.times.items():
            times.setdefault(key, Counter()).update(counter)
    rolls = sum(r.rolls for r in results)
    out = {
        "edition": args.edition, "players": players, "games": games, "seed": args.seed,
        "seconds": round(wall, 3), "jobs": args.jobs,
        "games_per_s": round(games / wall, 2) if wall else 0.0,
        "rolls_per_s": round(rolls / wall) if wall else 0,
        "rolls_per_s_per_job": round(rolls / wall / max(1, min(args.jobs, games))) if wall else 0,
        # per processor second: the one-core figure, steady however busy the machine is
        "rolls_per_cpu_s": round(rolls / cpu) if (cpu := sum(r.cpu for r in results)) else 0,
        # decisions are timed on the wall clock, so their share is of the games' wall time
        "bot_share": round(sum(r.think for r in results) / max(1e-9, sum(r.wall for r in results)), 3),
        "avg_rounds": round(sum(r.rounds for r in results) / max(1, games), 2),
        "avg_rolls": round(rolls / max(1, games), 1),
        "avg_decisions": round(sum(r.decisions for r in results) / max(1, games), 1),
        "ended": dict(Counter(r.ended for r in results)),
        "seats": [_rate(seat_wins[i], games) for i in range(n)],
        "bots": {},
        "problems": [{"seed": r.seed, "seats": r.seats, "ended": r.ended, "problem": r.problem}
                     for r in results if r.problem or r.ended in ("capped", "stalled")],
    }
    for kind in dict.fromkeys(players):
        per_seat = players.count(kind)
        entry = _rate(kind_wins[kind] / per_seat, games)
        entry["seats"] = per_seat
        entry["games_won_share"] = round(kind_wins[kind] / max(1, games), 4)
        entry["decision_ms"] = {k: {"p50": round(percentile(c, 0.5), 4), "p99": round(percentile(c, 0.99), 4),
                                    "count": sum(c.values())}
                                for (b, k), c in sorted(times.items()) if b == kind}
        out["bots"][kind] = entry
    if args.landings:
        out["landings"] = _landings(results, rolls)
    return out


def _rate(wins: float, games: int) -> dict:
    low, high = wilson(wins, games)
    return {"win_rate": round(wins / max(1, games), 4), "ci95": [round(low, 4), round(high, 4)]}


def _landings(results: list[GameResult], rolls: int) -> dict:
    total = [sum(col) for col in itertools.zip_longest(*(r.landings for r in results), fillvalue=0)]
    jail = sum(r.jail_landings for r in results)
    return {"squares": [round(t / max(1, rolls), 5) for t in total], "jail": round(jail / max(1, rolls), 5)}


def report(summary: dict, edition_name: str) -> str:
    """The summary as the text a person reads."""
    s = summary
    lines = [
        f"{s['games']} games of {edition_name}, players {','.join(s['players'])}, seed {s['seed']}, "
        f"{s['jobs']} job(s), {s['seconds']:.1f} s",
        f"speed: {s['games_per_s']:.1f} games/s, {s['rolls_per_s']:,} rolls/s "
        f"({s['rolls_per_s_per_job']:,} per job; {s['rolls_per_cpu_s']:,} per processor second)",
        f"length: {s['avg_rounds']:.1f} rounds, {s['avg_rolls']:.0f} rolls, "
        f"{s['avg_decisions']:.0f} decisions per game"
        + (f"; {100 * s['bot_share']:.0f}% of the time in the bots" if args_timed(s) else ""),
        "ended: " + ", ".join(f"{k} {v}" for k, v in sorted(s["ended"].items())),
        "win rate by seat (95% interval):",
    ]
    for i, seat in enumerate(s["seats"]):
        lines.append(f"  seat {i + 1}: {_pct(seat)}")
    lines.append("win rate by bot (per seat; share of games won):")
    for kind, b in s["bots"].items():
        lines.append(f"  {kind:>10} x{b['seats']}: {_pct(b)}; won {100 * b['games_won_share']:.1f}% of games")
    lines.append("decision time ms p50/p99 by bot and decision:" if args_timed(s)
                 else "decision times: not measured (--timing measures them)")
    for kind, b in s["bots"].items() if args_timed(s) else ():
        parts = [f"{k} {t['p50']:.3f}/{t['p99']:.3f}" for k, t in b["decision_ms"].items()]
        lines.append(f"  {kind:>10}: " + ", ".join(parts))
    if "landings" in s:
        lines.append("landings: share of throws ending on each square:")
        edition = load_edition_cached(edition_name)
        for i, share in enumerate(s["landings"]["squares"]):
            lines.append(f"  {i:>3} {edition.squares[i].name:<24} {100 * share:5.2f}%")
        lines.append(f"  jail (sent there) {100 * s['landings']['jail']:5.2f}%")
    for p in s["problems"][:20]:
        lines.append(f"PROBLEM seed {p['seed']} seats {','.join(p['seats'])}: {p['ended']} {p['problem']}")
    return "\n".join(lines)


def args_timed(summary: dict) -> bool:
    """Whether the run timed its decisions (`--timing`)."""
    return any(b["decision_ms"] for b in summary["bots"].values())


def _pct(entry: dict) -> str:
    low, high = entry["ci95"]
    return f"{100 * entry['win_rate']:5.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def _on_off(text: str) -> bool:
    if text.lower() in ("on", "yes", "true", "1"):
        return True
    if text.lower() in ("off", "no", "false", "0"):
        return False
    raise argparse.ArgumentTypeError(f"say on or off, not {text!r}")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m byapar.sim", description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="byapar")
    ap.add_argument("--players", default="medium,medium,medium,medium",
                    help="comma-separated bots: easy, medium, hard, random, the yardsticks buyall, trader and gnome, or module:Class")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--landings", action="store_true", help="print each square's share of the throws")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--check", action="store_true", help="check the table invariants after every action")
    ap.add_argument("--vary-settings", action="store_true", help="draw each game's settings from every value")
    ap.add_argument("--timing", action="store_true",
                    help="time every decision (p50/p99 per bot and decision kind, the bots' share)")
    ap.add_argument("--rounds", type=int)
    ap.add_argument("--starting-money", type=int)
    ap.add_argument("--dealt-places", type=int)
    ap.add_argument("--auction", type=_on_off)
    ap.add_argument("--chautari-pot", type=_on_off)
    ap.add_argument("--start-double", type=_on_off)
    args = ap.parse_args(argv)
    args.players = [p.strip() for p in args.players.split(",") if p.strip()]
    for kind in set(args.players):
        try:
            bot_class(kind)
        except (ValueError, ImportError) as exc:
            ap.error(str(exc))
    if args.games < 1 or args.jobs < 1:
        ap.error("--games and --jobs must be at least 1")
    try:
        rules = load_edition_cached(args.edition).rules
    except (OSError, ValueError) as exc:
        ap.error(str(exc))
    if not rules.min_players <= len(args.players) <= rules.max_players:
        ap.error(f"{rules.edition} is for {rules.min_players} to {rules.max_players} players, "
                 f"not {len(args.players)}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    results, wall = run(args, progress=sys.stderr.isatty() and not args.json)
    summary = summarise(results, wall, args)
    print(json.dumps(summary, indent=1) if args.json else report(summary, args.edition))
    broken = [r for r in results if r.ended in ("error", "invariant", "stalled")]
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
