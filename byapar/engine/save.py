"""Saves: the whole game as plain JSON types with a format version, checked on the way back in.

Every field the table saves (state.py's `saved_fields()`) has an entry in FIELDS, under its
save key, saying how to write it and how to check and read it back; a save that is corrupt, truncated, too new or describes an impossible
table is a SaveError, and nothing is half-loaded. Nothing from the file is ever executed.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

from . import actions as A
from . import schema as S
from . import tasks as T
from .edition import BOARDS_DIR, Edition, load_edition, map_path
from .errors import BoardError, IllegalAction, SaveError, SettingsError
from .invariants import InvariantBroken, check
from .kinds import AGREE, BID, KEEP, RAISE, TRADE
from .settings import Settings
from .state import TableState, field_names, saved_fields
from .table import WAITING, Auction, Pending, Player
from .text import is_printable

_Table = TypeVar("_Table", bound=TableState)

SAVE_VERSION = 2  # 2: the throw-off and a square's throw in its player's own turn are decisions
FORMAT = "byapar-save"
# What a real game can reach: a turn throws at most three times (doubles), a throw lands at most
# a few times (a card's move, a ferry, a bump); far past both, so no game ends up refused, and
# tied to the round, so a save can't sit at a cap one more landing would cross.
THROWS_PER_TURN = 4
LANDINGS_PER_THROW = 16


def _int(v: Any, lo: int = -(10**12), hi: int = 10**12) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise SaveError("save-number", low=lo, high=hi, found=v)
    return v


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise SaveError("save-bool", found=v)
    return v


def _list(v: Any, item: Callable[[Any], Any], length: int | None = None) -> list:
    if not isinstance(v, list) or (length is not None and len(v) != length):
        found = type(v).__name__ + (f" of {len(v)}" if isinstance(v, list) else "")
        if length is None:
            raise SaveError("save-list", kind=found)
        raise SaveError("save-list-length", length=length, kind=found)
    return [item(x) for x in v]


def _opt(check: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda v: None if v is None else check(v)


def _str(v: Any) -> str:
    if not isinstance(v, str) or len(v) > 10_000:
        raise SaveError("save-text", kind=type(v).__name__)
    return v


def _name(v: Any) -> str:
    name = _str(v)
    if not name.strip() or not is_printable(name):
        raise SaveError("save-name", found=v)
    return name


def _player(v: Any) -> Player:
    if not isinstance(v, dict) or set(v) != set(Player.__slots__):
        raise SaveError("save-player")
    p = Player(_name(v["name"]), _int(v["cash"], 0))
    p.position = _int(v["position"], 0)
    p.in_jail, p.bankrupt = _bool(v["in_jail"]), _bool(v["bankrupt"])
    p.jail_throws = _int(v["jail_throws"], 0, 100)
    p.bail_cards = _list(v["bail_cards"], _str)
    return p


def _pending(v: Any) -> Pending:
    items = _list(v, lambda x: x)
    if len(items) != 5 or items[1] not in WAITING:
        raise SaveError("save-pending", found=v)
    return Pending(_int(items[0], 0, 8), items[1], _opt(_int)(items[2]), _int(items[3], 0),
                   _opt(_int)(items[4]))


def _task(v: Any) -> tuple:
    """A task record from [name, *parts]; parts left out take the record's defaults."""
    items = _list(v, lambda x: x)
    if not items or not isinstance(items[0], str) or items[0] not in T.TASKS:
        raise SaveError("save-task-unknown", found=v)
    record: Any = T.TASKS[items[0]]  # a NamedTuple class
    parts = items[1:]
    if not len(record._fields) - len(record._field_defaults) <= len(parts) <= len(record._fields):
        raise SaveError("save-task-parts", found=v)
    for x in parts:
        if x is not None and not isinstance(x, (int, str)) or isinstance(x, bool):
            raise SaveError("save-task-type", found=v)
    return record(*parts)


def _offer(v: Any) -> A.Offer | None:
    if v is None:
        return None
    try:
        action = A.parse(_str(v))
    except IllegalAction as e:
        raise SaveError("save-offer-unreadable", problem=e) from None
    if not isinstance(action, A.Offer):
        raise SaveError("save-offer-kind", found=v)
    return action


# Each field of the auction record and how to read it: a field added to Auction without an
# entry here makes every save refuse to write (see _write_auction).
AUCTION_FIELDS: dict[str, Callable[[Any], Any]] = {
    "square": lambda v: _int(v, 0), "high": lambda v: _int(v, 0), "high_bidder": _opt(_int),
    "bidders": lambda v: _list(v, _int), "turn": lambda v: _int(v, 0),
}


def _write_auction(a: Auction | None) -> list | None:
    if a is None:
        return None
    names = [f.name for f in fields(Auction)]
    if set(names) != set(AUCTION_FIELDS):
        raise SaveError("save-unsavable", names=f"the auction's {sorted(set(names) - set(AUCTION_FIELDS))}")
    return [_copy(getattr(a, name)) for name in names]


def _auction(v: Any) -> Auction | None:
    if v is None:
        return None
    items = _list(v, lambda x: x, len(AUCTION_FIELDS))
    return Auction(*(AUCTION_FIELDS[f.name](x) for f, x in zip(fields(Auction), items, strict=True)))


def _rng(v: Any) -> random.Random:
    try:
        version, state, gauss = v
        state = tuple(_int(x, 0, 2**32) for x in state)
        rng = random.Random()
        rng.setstate((version, state, gauss))
    except (TypeError, ValueError) as e:
        raise SaveError("save-dice-state", problem=str(e)) from None
    return rng


def _pair(v: Any) -> tuple[int, int]:
    a, b = _list(v, lambda x: _int(x, 0, 6), 2)
    return (a, b)


def _worths(v: Any) -> list:
    return _list(v, lambda row: _list(row, _int))


# save key -> (write, read-and-check), one for each of the table's saved fields. `None` as write means the value is JSON as it is.
FIELDS: dict[str, tuple[Callable | None, Callable]] = {
    "seed": (None, lambda v: _int(v, 0, 2**64)),
    "rng": (lambda r: [r.getstate()[0], list(r.getstate()[1]), r.getstate()[2]], _rng),
    "script": (lambda s: [list(d) for d in s], lambda v: [_pair(d) for d in _list(v, lambda x: x)]),
    "scripted": (None, _bool),
    "players": (lambda ps: [{k: _copy(getattr(p, k)) for k in Player.__slots__} for p in ps],
                lambda v: _list(v, _player)),
    "initial_money": (None, lambda v: _int(v, 0)),
    "_owner": (list, lambda v: _list(v, _opt(lambda x: _int(x, 0, 8)))),
    "_level": (list, lambda v: _list(v, lambda x: _int(x, 0, 8))),
    "_mortgaged": (list, lambda v: _list(v, _bool)),
    "decks": (lambda d: {k: list(v) for k, v in d.items()},
              lambda v: {(_str(k)): deque(_list(x, lambda i: _int(i, 0, 1000)))
                         for k, x in (v.items() if isinstance(v, dict) else _bad_decks())}),
    "pot": (None, lambda v: _int(v, 0)),
    "bank_net": (None, _int),
    "current": (None, lambda v: _int(v, 0, 8)),
    "round": (None, lambda v: _int(v, 1, 100_000)),
    "doubles": (None, lambda v: _int(v, 0, 3)),
    "extra_throw": (None, _bool),
    "offers_made": (None, lambda v: _int(v, 0, 3)),
    "dice": (list, _pair),
    "tasks": (lambda t: [[T.tag(x), *x] for x in t], lambda v: deque(_task(x) for x in _list(v, lambda x: x))),
    "auction": (_write_auction, _auction),
    "offer": (lambda o: None if o is None else str(o), _offer),
    "resume": (lambda r: None if r is None else list(r), _opt(_pending)),
    "over": (None, _bool),
    "winners": (list, lambda v: tuple(_list(v, lambda x: _int(x, 0, 8)))),
    "history": (list, lambda v: _list(v, _str)),
    "rolls": (None, lambda v: _int(v, 0)),
    "landings": (list, lambda v: _list(v, lambda x: _int(x, 0))),
    "jail_landings": (None, lambda v: _int(v, 0)),
    "worth_history": (lambda w: [list(r) for r in w], _worths),
    "pending": (list, _pending),
    # the other editions' state (set up in Game.__init__)
    "first": (None, lambda v: _int(v, 0, 8)),
    "lapped": (list, lambda v: _list(v, _bool)),
    "started": (list, lambda v: _list(v, _bool)),
    "loans": (list, lambda v: _list(v, lambda x: _int(x, 0))),
    "fee_paid": (sorted, lambda v: set(_list(v, lambda x: _int(x, 0)))),
    "bumped": (sorted, lambda v: set(_list(v, lambda x: _int(x, 0, 8)))),
    "salary_hold": (list, lambda v: _list(v, lambda x: _int(x, 0, 2))),
    "building_auction": (None, _bool),
    # ending a game early
    "humans": (list, lambda v: _list(v, _bool)),
    "voters": (list, lambda v: _list(v, lambda x: _int(x, 0, 8))),
    "end_asked": (None, _bool),
    # Finance: offers out of turn, and a creditor's choice of lots
    "offers_by": (list, lambda v: _list(v, lambda x: _int(x, 0, 3))),
    "estate": (lambda e: [list(r) for r in e], lambda v: _list(v, _estate_lot)),
    "out_order": (list, lambda v: _list(v, lambda x: _int(x, 0, 8))),
}
SAVED = saved_fields()  # (attribute, save key), in the order a save writes them
ATTRIBUTE = {key: name for name, key in SAVED}  # save key -> attribute

# Fields added after saves were first written: a save without one takes this value.
ADDED_LATER: dict[str, Callable[[dict], Any]] = {
    "humans": lambda data: [True] * len(data["players"]) if isinstance(data.get("players"), list) else [],
    "voters": lambda data: [],
    "end_asked": lambda data: False,
    "offers_by": lambda data: [0] * len(data["players"]) if isinstance(data.get("players"), list) else [],
    "estate": lambda data: [],
    "out_order": lambda data: _out_in_seat_order(data),
}


def _out_in_seat_order(data: dict) -> list[int]:
    """A save from before the order was kept: those out, in seat order."""
    players = data.get("players")
    return [i for i, p in enumerate(players) if isinstance(p, dict) and p.get("bankrupt") is True] \
        if isinstance(players, list) else []


def _estate_lot(v: Any) -> tuple[int, int, bool]:
    s, level, mortgaged = _list(v, lambda x: x, 3)
    return (_int(s, 0), _int(level, 0, 8), _bool(mortgaged))


def _copy(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


def _bad_decks() -> Any:
    raise SaveError("save-decks")


def to_dict(game: TableState) -> dict[str, Any]:
    """The game as plain JSON types."""
    missing = set(vars(game)) - field_names()
    if missing:  # a new attribute must be declared a field of the table, saved or not
        raise SaveError("save-unsavable", names=str(sorted(missing)))
    out: dict[str, Any] = {"format": FORMAT, "version": SAVE_VERSION,
                           "edition": _edition_ref(game.edition),
                           "settings": game.settings.to_dict()}
    for name, key in SAVED:
        write = FIELDS[key][0]
        value = getattr(game, name)
        out[key] = value if write is None else write(value)
    return out


def _edition_ref(edition: Edition) -> str:
    path = map_path(edition)
    return edition.name if path.parent.parent == BOARDS_DIR else str(path)


def from_dict(data: Any, cls: type[_Table]) -> _Table:
    """Rebuild a saved game exactly, or raise SaveError saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save-not-byapar")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("save-no-version")
    if version > SAVE_VERSION:
        raise SaveError("save-too-new", version=version, reads=SAVE_VERSION)
    data = {**{k: fill(data) for k, fill in ADDED_LATER.items() if k not in data}, **data}
    missing = [k for k in ("edition", "settings", *ATTRIBUTE) if k not in data]
    if missing:
        raise SaveError("save-missing", field=missing[0])
    try:
        edition = load_edition(_str(data["edition"]))
    except (BoardError, OSError, ValueError) as e:  # OSError: a name too long for a path
        raise SaveError("save-board", problem=e if isinstance(e, BoardError) else str(e)) from None
    try:
        settings = Settings.from_value(data["settings"] if isinstance(data["settings"], dict) else None)
        settings.check(edition)
    except (SettingsError, TypeError) as e:
        raise SaveError("save-settings", problem=e if isinstance(e, SettingsError) else str(e)) from None
    game = cls.__new__(cls)
    game.derive(edition, settings.resolved(edition))
    for attribute, name in SAVED:
        read = FIELDS[name][1]
        try:
            setattr(game, attribute, read(data[name]))
        except SaveError as e:
            raise SaveError("save-field", field=name.strip('_'), problem=e) from None
        except (TypeError, ValueError, KeyError, AttributeError) as e:
            raise SaveError("save-field-error", field=name.strip('_'), problem=str(e)) from None
    _check_shapes(game)
    game.owned = [{s for s, o in enumerate(game.owners) if o == p} for p in range(len(game.players))]
    _check_table(game)
    return game


def _check_shapes(game: TableState) -> None:
    n, count = len(game.squares), len(game.players)
    rules = game.edition.rules
    if not rules.min_players <= count <= rules.max_players:
        raise SaveError("save-player-count", count=count, low=rules.min_players, high=rules.max_players)
    for name in ("_owner", "_level", "_mortgaged", "landings"):
        if len(getattr(game, ATTRIBUTE.get(name, name))) != n:
            raise SaveError("save-squares", field=name.strip('_'), squares=n)
    for name in ("lapped", "started", "loans", "salary_hold", "humans", "offers_by"):  # one entry a player
        if hasattr(game, name) and len(getattr(game, name)) != count:
            raise SaveError("save-seats", field=name, count=count)
    if any(len(row) != count for row in game.worth_history):
        raise SaveError("save-seats", field="worth_history", count=count)
    if sorted(game.out_order) != [i for i, p in enumerate(game.players) if p.bankrupt]:  # each out once, in order
        raise SaveError("save-seats", field="out_order", count=count)
    if any(o is not None and o >= count for o in game.owners):
        raise SaveError("save-owner-seat")
    resumed = [] if game.resume is None else [game.resume.player]  # the decision given back after an interruption
    for index in [game.current, game.pending.player, *resumed, *(p for p in game.winners)]:
        if index >= count:
            raise SaveError("save-seat")
    if set(game.decks) != set(game.edition.decks):
        raise SaveError("save-deck-names")
    for name, deck in game.decks.items():
        size = len(game.edition.decks[name].cards)
        held = sum(p.bail_cards.count(name) for p in game.players)
        if sorted(deck) != sorted(set(deck)) or any(i >= size for i in deck) or len(deck) + held != size:
            raise SaveError("save-deck-whole", deck=name)
    for p in game.players:
        if any(d not in game.decks for d in p.bail_cards):
            raise SaveError("save-bail-deck", name=p.name)
    if game.settings.rounds and game.round > game.settings.rounds:
        raise SaveError("save-past-last-round")
    _check_counts(game)
    kind = game.pending.kind
    if (kind == BID) != (game.auction is not None) or (kind == TRADE) != (game.offer is not None):
        raise SaveError("save-open-deal")
    if kind == AGREE and (game.resume is None or game.offer is not None):
        raise SaveError("save-agree")
    if game.voters and (kind != AGREE or any(v >= count or game.players[v].bankrupt for v in game.voters)):
        raise SaveError("save-voters")
    if (kind == KEEP and not game.estate) or (game.estate and kind not in (KEEP, RAISE)) or any(
            s >= len(game.squares) or game.squares[s].kind != S.PLACE or game.owners[s] is not None
            for s, _, _ in game.estate):
        raise SaveError("save-estate")
    if kind == RAISE and not (game.tasks and type(game.tasks[0]) is T.Debt):
        raise SaveError("save-raise")
    for task in game.tasks:
        _check_task(game, task)
    if game.auction is not None:
        _check_auction(game)


def _check_counts(game: TableState) -> None:
    """Counts no game can reach, and a queue no turn makes: each would break in play."""
    count, n = len(game.players), len(game.squares)
    if game.rolls > THROWS_PER_TURN * game.round * count:
        raise SaveError("save-throws", rolls=game.rolls, round=game.round, count=count)
    landed = sum(game.landings) + game.jail_landings
    if landed > LANDINGS_PER_THROW * (game.rolls + 1):
        raise SaveError("save-landings", landed=landed, rolls=game.rolls)
    if len(game.tasks) > n + 4 * count + 8:
        raise SaveError("save-tasks", tasks=len(game.tasks))


def _check_auction(game: TableState) -> None:
    """Refuse an auction that bidding could crash on: the square, the bidders, whose turn it is."""
    a = game.auction
    assert a is not None  # asked only of a save with an auction open
    s, high_bidder, bidders = a.square, a.high_bidder, a.bidders
    count = len(game.players)
    if not s < len(game.squares) or not game.squares[s].buyable:
        raise SaveError("save-auction-square", square=s)
    if not getattr(game, "building_auction", False) and game.owners[s] is not None:
        raise SaveError("save-auction-owned", square=s)
    if len(set(bidders)) != len(bidders) or any(b >= count or game.players[b].bankrupt for b in bidders):
        raise SaveError("save-auction-bidders", bidders=bidders)
    if high_bidder is not None and high_bidder not in bidders:
        raise SaveError("save-auction-leader")
    if game.pending.player not in bidders or game.pending.square != s:
        raise SaveError("save-auction-turn")


def _check_task(game: TableState, task: tuple) -> None:
    """Refuse a part of a queued task that running it later could fail on, read from the
    record's annotations (tasks.py): each names what the part must be on this table."""
    checks = _part_checks(game)
    for i, (kind, part) in enumerate(zip(T.part_kinds(type(task)), task, strict=True)):
        if not checks[kind](part):
            raise SaveError("save-task-part", task=T.tag(task), part=i + 1, found=part)


def _part_checks(game: TableState) -> dict[str, Callable[[Any], bool]]:
    """The check for each annotation a task's field may carry."""
    n, count = len(game.squares), len(game.players)
    seat = lambda x: _is_int(x) and 0 <= x < count  # noqa: E731
    square = lambda x: _is_int(x) and 0 <= x < n  # noqa: E731
    return {
        "Seat": seat,
        "Seat | None": lambda x: x is None or seat(x),
        "Party | None": lambda x: x is None or (_is_int(x) and -1 <= x < count),  # -1: the pot
        "SquareIndex": square,
        "SquareIndex | None": lambda x: x is None or square(x),
        "Lot": lambda x: square(x) and game.squares[x].buyable,
        "Amount": lambda x: _is_int(x) and 0 <= x <= 10**12,
        "Steps": lambda x: _is_int(x) and abs(x) <= 10 * n,
        "str": lambda x: isinstance(x, str),
        "Kind": lambda x: x in WAITING,
    }


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _check_table(game: TableState) -> None:
    try:
        check(game)
    except InvariantBroken as e:
        raise SaveError("save-table", problem=e) from None
    except (IndexError, KeyError, TypeError) as e:
        raise SaveError("save-table-error", problem=str(e)) from None
