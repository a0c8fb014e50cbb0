"""Shared set-up for the rule tests.

Set-up may reach into the engine's internals (`give`, `_level`, `_mortgaged`, a
player's position or cash) to put the table in the state a rule needs; the rule
itself is always played through `game.apply` and checked through the public API
and the events.
"""

from __future__ import annotations

import queue
import subprocess
import threading
from collections.abc import Iterator
from typing import Any

from byapar.engine import Game, new_game
from byapar.engine.invariants import check

NAMES = ("Asha", "Bikash", "Chandra", "Dipa", "Esha", "Firoj")


CHILD_SILENT = 120.0  # seconds a child process may stay silent before a test gives up on it


def read_line(child: subprocess.Popen, timeout: float = CHILD_SILENT) -> str:
    """The child's next line of output, or AssertionError if it writes none within `timeout`
    seconds (a hung child must fail its test, never hang the run). '' at the end of its output."""
    lines = _line_queues.get(child.pid)
    if lines is None:  # one reader thread a child: two would split its lines between them
        lines = _line_queues[child.pid] = _start_reader(child)
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        child.kill()
        raise AssertionError(f"the child process wrote nothing for {timeout:.0f} s") from None


def finish(child: subprocess.Popen, timeout: float = CHILD_SILENT) -> tuple[str, str]:
    """Wait for the child to end (killed after `timeout` seconds) and return the output not yet
    read through `read_line`, and everything it wrote to stderr."""
    try:
        child.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait(timeout=timeout)
    rest = []
    while line := read_line(child, timeout):
        rest.append(line)
    _line_queues.pop(child.pid, None)
    return "".join(rest), child.stderr.read() if child.stderr else ""


_line_queues: dict[int, queue.Queue[str]] = {}


def _start_reader(child: subprocess.Popen) -> queue.Queue[str]:
    """A daemon thread that moves the child's lines to a queue, '' once its output ends."""
    lines: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        for line in child.stdout:
            lines.put(line)
        lines.put("")

    threading.Thread(target=pump, daemon=True).start()
    return lines


def tries(limit: int, what: str) -> Iterator[int]:
    """`range(limit)` for a loop that must `break` sooner: every loop in a test ends, and one
    that runs out fails saying what never came about."""
    yield from range(limit)
    raise AssertionError(f"{what}: still not after {limit} tries")


def make_game(players: int = 2, dice: list[tuple[int, int]] | None = None,
              settings: dict[str, Any] | None = None, seed: int = 7) -> Game:
    """A Byapar game with scripted dice (an empty script unless given)."""
    return new_game("byapar", list(NAMES[:players]), settings=settings, seed=seed,
                    dice=list(dice or []))


def seeded_game(players: int = 2, seed: int = 7, settings: dict[str, Any] | None = None) -> Game:
    """A Byapar game whose dice come from its seed."""
    return new_game("byapar", list(NAMES[:players]), settings=settings, seed=seed)


def give(game: Game, player: int, *squares: int, level: int = 0, mortgaged: bool = False) -> None:
    """Set-up: hand places to `player`, built to `level` or mortgaged."""
    for s in squares:
        game.give(s, player)
        game.levels[s] = level
        game.mortgages[s] = mortgaged


def set_cash(game: Game, player: int, cash: int) -> None:
    """Set-up: give a player exactly `cash`, the difference coming from or going to the bank
    (so the money-conservation invariant still balances)."""
    game.bank_net += cash - game.players[player].cash
    game.players[player].cash = cash


def put_at(game: Game, player: int, square: int) -> None:
    """Set-up: stand a token on a square without landing there."""
    game.players[player].position = square


def jail(game: Game, player: int) -> None:
    """Set-up: put a player in jail, as if sent there earlier."""
    game.players[player].position = game.edition.jail
    game.players[player].in_jail = True
    game.players[player].jail_throws = 0


def dice(game: Game, *throws: tuple[int, int]) -> None:
    """Set-up: add throws to the end of the scripted dice."""
    game.script.extend(throws)


def card_on_top(game: Game, deck: str, effect: str, **params: Any) -> int:
    """Set-up: move the first card with this effect (and these parameters) to the top of its deck.
    Returns the card's index in the edition's deck."""
    cards = game.edition.decks[deck].cards
    index = next(i for i, c in enumerate(cards)
                 if c.effect == effect and all(c.params.get(k) == v for k, v in params.items()))
    game.decks[deck].remove(index)
    game.decks[deck].appendleft(index)
    return index


def play(game: Game, *actions: str) -> list:
    """Apply actions in order, checking the table's invariants after each; return all events."""
    out: list = []
    for action in actions:
        out += game.apply(action)
        check(game)
    return out


def of(events: list, kind: type) -> list:
    """The events of one type, in order."""
    return [e for e in events if isinstance(e, kind)]


def thrown_off(game: Game) -> list:
    """Every throw of the throw-off for who starts, each thrown as its player is asked. Returns the events."""
    events: list = []
    for _ in tries(8 * len(game.players), "the throw-off"):
        if game.pending.kind != "throw" or game.pending.square is not None:
            return events
        events += game.apply("roll")
    return events


def pass_turn(game: Game) -> list:
    """Play the current player's turn to its end, taking nothing: throw, decline, drop out of
    auctions, reject offers, mortgage when money must be raised. Returns the events."""
    start = game.current
    events: list = []
    for _ in tries(100, f"{game.players[start].name}'s turn ends"):
        if game.over or game.current != start:
            break
        kind = game.pending.kind
        if kind in ("roll", "jail"):
            events += play(game, "roll")
        elif kind == "buy":
            events += play(game, "decline")
        elif kind == "bid":
            events += play(game, "drop")
        elif kind == "trade":
            events += play(game, "reject")
        elif kind == "raise":
            events += play(game, str(game.legal_actions()[0]))
        elif kind == "end":
            events += play(game, "end")
    return events


def bot_looking(bot: Any, game: Game, seed: int = 3) -> Any:
    """A view of `game` for `bot` with its memory of earlier views forgotten and its appraisers
    brought up to the table, as at the start of its decision: a scripted position asked of it."""
    import random

    from byapar.engine import GameView

    view = GameView(game, random.Random(seed))
    bot._forget(view)
    bot.app.look(view)
    bot.guard.look(view)
    return view


def outbid_until_dropped(game: Game, bot: Any, seat: int = 1, person: int = 0, raise_by: int = 100,
                         most_turns: int = 200) -> int:
    """The running auction played out: `bot` in `seat` decides, the person in `person` outbids it by
    `raise_by` each time, anyone else drops at once; the bot's last bid (0: none)."""
    import random

    from byapar.engine import GameView
    from byapar.engine import actions as A

    last = 0
    for _ in range(most_turns):  # bounded: each bid raises by `raise_by`, so the bot's limit ends it
        if game.auction is None:
            return last
        p = game.pending.player
        if p == seat:
            action = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
            last = action.amount if isinstance(action, A.Bid) else last
            game.apply(action)
        else:
            game.apply(A.Bid(game.pending.amount + raise_by) if p == person else A.DROP)
    raise AssertionError("the auction never ended")

