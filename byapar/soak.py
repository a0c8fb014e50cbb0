"""Soak: seeded games across every edition, bot strength and setting value, checked after
every decision.

Each game is drawn from its seed alone (edition, seats, settings), so any game reported is
replayed exactly from its seed (`python bench/soak.py --replay SEED`). After every action the
table's invariants are checked; a watchdog counts decisions per turn and turns per game, and an
alarm (where the system has one) stops a game that hangs. Every game's save is round-tripped
through JSON at a random moment and at the end. `bench/soak.py` runs it at full size;
`tests/test_soak.py` on a few hundred short games.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

from byapar import chaos
from byapar.bots import make_bot
from byapar.engine import Game, GameView, IllegalAction, available_editions, new_game
from byapar.engine.invariants import InvariantBroken, check
from byapar.engine.settings import money_range

BOT_KINDS: tuple[str, ...] = ("random", "easy", "medium", "hard")
SEAT_KINDS = (*BOT_KINDS, "chaos")  # chaos: any legal action, trade offers included

MAX_DECISIONS_PER_TURN = 600
LAST_PLAYER_TURN_CAP = 4000  # last-player games longer than this are reported as capped
GAME_SECONDS = 120  # an alarm: a game that takes longer than this is a hang


@dataclass
class Spec:
    seed: int
    edition: str
    seats: list[str]
    settings: dict


@dataclass
class Result:
    seed: int
    edition: str
    ended: str = ""  # rounds, last-player, capped, or a problem: crash, bot-crash, illegal, ...
    problem: str = ""
    decisions: int = 0
    turns: int = 0
    seats: list[str] = field(default_factory=list)


PROBLEMS = ("crash", "bot-crash", "illegal", "invariant", "stall", "hang", "save")


def editions() -> list[str]:
    from byapar.engine import BoardError, load_edition

    names = []
    for name in available_editions():
        try:
            load_edition(name)
            names.append(name)
        except BoardError:
            print(f"skipping {name}: it doesn't load", file=sys.stderr)
    return names


def spec_for(seed: int, names: list[str], max_rounds: int | None) -> Spec:
    """Everything about a game, from its seed."""
    from byapar.engine import load_edition

    rng = random.Random(seed)
    edition = names[seed % len(names)]
    rules = load_edition(edition).rules
    count = rng.randint(rules.min_players, min(rules.max_players, 6))
    seats = [rng.choice(SEAT_KINDS) for _ in range(count)]
    rounds = rng.choice((None, 15, 30, 50, 0))
    if max_rounds and (rounds is None or rounds == 0 or rounds > max_rounds):
        rounds = max_rounds
    settings = {
        "difficulty": rng.choice(("easy", "medium", "hard")),
        "rounds": rounds,
        "starting_money": rng.choice((None, *money_range(load_edition(edition)))),  # the edition's own scale
        "dealt_places": rng.choice((0, 2, 3, 4)),
        "auction": rng.choice((None, True, False)),
        "chautari_pot": rng.random() < 0.5,
        "start_double": rng.random() < 0.5,
    }
    return Spec(seed, edition, seats, settings)


def _players(spec: Spec, game: Game) -> list:
    """A chooser per seat: `choose(game) -> action`."""
    out = []
    for i, kind in enumerate(spec.seats):
        if kind == "chaos":
            out.append(chaos.random_player(spec.seed * 16 + i, offer_rate=0.1))
            continue
        bot = make_bot(kind, seed=spec.seed * 16 + i)
        view = GameView(game, random.Random(spec.seed * 16 + 8 + i))
        out.append(lambda g, bot=bot, view=view: bot.decide(view, g.legal_actions()))
    return out


class _Hang(Exception):
    pass


def _alarm(signum, frame):  # noqa: ARG001
    raise _Hang()


def play(spec: Spec, verbose: bool = False) -> Result:
    """Play one game to its end under the watchdog; never raises, reports instead."""
    result = Result(spec.seed, spec.edition, seats=spec.seats)
    use_alarm = hasattr(signal, "setitimer")
    if use_alarm:
        signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, GAME_SECONDS)
    try:
        _play(spec, result)
    except _Hang:
        result.ended, result.problem = "hang", f"still playing after {GAME_SECONDS}s"
    except Exception as e:  # the soak's job is to report every kind of failure
        result.ended = result.ended or "crash"
        result.problem = f"{type(e).__name__}: {e}"
        if verbose:
            traceback.print_exc()
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
    return result


def _play(spec: Spec, result: Result) -> None:
    game = new_game(spec.edition, [f"{k} {i}" for i, k in enumerate(spec.seats)],
                    settings=spec.settings, seed=spec.seed)
    players = _players(spec, game)
    save_at = random.Random(spec.seed).randrange(50, 400)
    turn, in_turn = (game.round, game.current), 0
    cap = None if game.settings.rounds else LAST_PLAYER_TURN_CAP
    while not game.over:
        p = game.pending.player
        try:
            action = players[p](game)
        except Exception as e:
            result.ended = "bot-crash"
            raise type(e)(f"{spec.seats[p]} bot deciding {game.pending}: {e}") from e
        try:
            game.apply(action)
        except IllegalAction as e:
            result.ended = "illegal"
            raise IllegalAction(f"{spec.seats[p]} bot chose {action} at {game.pending}: {e}") from e
        try:
            check(game)
        except InvariantBroken:
            result.ended = "invariant"
            raise
        result.decisions += 1
        if result.decisions == save_at:
            _round_trip(game, result)
        key = (game.round, game.current)
        if key != turn:
            turn, in_turn = key, 0
            result.turns += 1
            if cap and result.turns > cap:
                result.ended = "capped"
                return
        else:
            in_turn += 1
            if in_turn > MAX_DECISIONS_PER_TURN:
                result.ended = "stall"
                result.problem = f"{in_turn} decisions in one turn at {game.pending}"
                return
    _round_trip(game, result)
    over = [e.reason for e in game.events if type(e).__name__ == "GameOver"]
    result.ended = result.ended or (over[-1] if over else "over")  # rounds, last-player, agreement, round-limit


def _round_trip(game: Game, result: Result) -> None:
    data = game.to_dict()
    if Game.from_dict(json.loads(json.dumps(data))).to_dict() != data:
        result.ended = "save"
        raise AssertionError("the save doesn't load back to the same game")


def _work(args: tuple[int, list[str], int | None]) -> Result:
    seed, names, max_rounds = args
    return play(spec_for(seed, names, max_rounds))


def run(games: int, jobs: int, first_seed: int = 0, max_rounds: int | None = None,
        names: list[str] | None = None, progress: bool = False) -> tuple[list[Result], float]:
    names = names or editions()
    work = [(first_seed + i, names, max_rounds) for i in range(games)]
    start = time.perf_counter()
    results: list[Result] = []
    if jobs <= 1:
        for item in work:
            results.append(_work(item))
            _progress(progress, len(results), games, start)
    else:
        import multiprocessing

        with multiprocessing.get_context("fork" if os.name == "posix" else "spawn").Pool(jobs) as pool:
            for r in pool.imap_unordered(_work, work, chunksize=4):
                results.append(r)
                _progress(progress, len(results), games, start)
    if progress:
        print(file=sys.stderr)
    return sorted(results, key=lambda r: r.seed), time.perf_counter() - start


def _progress(on: bool, done: int, total: int, start: float) -> None:
    if not on or (done % 10 and done != total):
        return
    width = 40
    filled = width * done // total
    rate = done / max(time.perf_counter() - start, 1e-9)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games, {rate:.1f}/s ")
    sys.stderr.flush()


def report(results: list[Result], wall: float, jobs: int) -> str:
    lines = []
    problems = [r for r in results if r.ended in PROBLEMS]
    for r in problems:
        lines.append(f"{r.ended.upper():9s} seed {r.seed} ({r.edition}, {','.join(r.seats)}): {r.problem}\n"
                     f"          replay: python bench/soak.py --replay {r.seed}")
    ended = Counter(r.ended for r in results)
    by_edition = Counter(r.edition for r in results)
    decisions = sum(r.decisions for r in results)
    lines += [
        "",
        f"games soaked:      {len(results)} in {wall:.1f}s on {jobs} process(es) "
        f"({len(results) / max(wall, 1e-9):.1f} games/s, {decisions / max(wall, 1e-9):,.0f} decisions/s)",
        f"decisions checked: {decisions:,} (invariants after every one)",
        f"editions:          {', '.join(f'{k} {v}' for k, v in sorted(by_edition.items()))}",
        f"endings:           {', '.join(f'{k} {v}' for k, v in sorted(ended.items()))}",
        f"problems:          {len(problems)} "
        f"({', '.join(f'{k} {ended[k]}' for k in PROBLEMS)})",
    ]
    return "\n".join(lines)
