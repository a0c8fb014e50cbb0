"""Damaged saves: each is refused with a SaveError, or loads into a sound game that plays on.

A corpus of real saves (every edition, every kind of pending decision) is damaged field
by field, leaf by leaf and byte by byte, and hand-edited into impossible tables: two
owners, a player off the board, negative cash, money created, an unknown task, a deck
missing a card... `Game.from_dict` must answer with a SaveError that says something, or
with a game that keeps the invariants, saves back the same and plays on without an
exception. Nothing in the program may execute what a file says (no pickle, no eval).
"""

from __future__ import annotations

import ast
import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from byapar import chaos
from byapar.engine import Game, SaveError, load_edition, new_game, playable_editions
from byapar.engine.invariants import check
from byapar.engine.save import ADDED_LATER
from byapar.engine.settings import money_choices

ROOT = Path(__file__).resolve().parents[1]
JUNK: tuple = (None, True, False, -1, 0, 10**30, -(10**30), 1.5, float("nan"), "x", "", [], {},
               [None], {"a": 1}, [[[[[]]]]], "roll" * 1000,
               # numbers that are not finite or are out of any range, and text no board can draw
               float("inf"), float("-inf"), 1e308, -1e308, 2**63, 10**12, "\x00", "A\x00B", "\x1b[2J", "\ud800")


def build_corpus(edition: str, seed: int = 3, games: int = 4) -> list[dict]:
    """Saves taken from random games: the first of each pending kind, and some from late on."""
    rules = load_edition(edition).rules
    saves: dict[str, dict] = {}
    for g in range(games):
        count = min(rules.max_players, rules.min_players + g)
        game = new_game(edition, [f"P{i}" for i in range(count)], seed=seed + g,
                        settings={"rounds": 30, "starting_money": None if g % 2 else money_choices(
                            load_edition(edition).rules.starting_money)[1],  # the edition's least
                                  "dealt_places": 2 * (g % 2)})
        choose = chaos.random_player(seed + g, offer_rate=0.2)
        steps = 0
        while not game.over and steps < 3000:
            kind = game.pending.kind
            if kind not in saves or steps in (500, 1500):
                saves[f"{kind}" if kind not in saves else f"{kind}@{g}.{steps}"] = game.to_dict()
            game.apply(choose(game))
            steps += 1
        saves.setdefault("over", game.to_dict())
    return [json.loads(json.dumps(saves[k])) for k in sorted(saves)]


EDITIONS = playable_editions()
CORPUS = {name: build_corpus(name) for name in EDITIONS}


def assert_refused_or_sound(data: object, label: str) -> str:
    """from_dict answers with a SaveError, or with a game that is sound and plays on."""
    try:
        game = Game.from_dict(data)
    except SaveError as e:
        assert str(e).strip(), f"{label}: a SaveError that says nothing"
        return "refused"
    except Exception as e:  # the point of the test: no other kind may escape
        raise AssertionError(f"{label}: {type(e).__name__}: {str(e)[:300]}") from e
    try:
        check(game)
        again = game.to_dict()
        assert Game.from_dict(json.loads(json.dumps(again))).to_dict() == again
        choose = chaos.random_player(1)
        for _ in range(150):
            if game.over or game.scripted:  # scripted dice (tests, tutorials) may run out by design
                break
            game.apply(choose(game))
            check(game)
    except Exception as e:
        raise AssertionError(f"{label}: loaded, then {type(e).__name__}: {str(e)[:300]}") from e
    return "loaded"


# ----- whole fields ---------------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
def test_every_field_missing_or_junk(edition: str) -> None:
    base = next(s for s in CORPUS[edition] if s["pending"][1] == "bid") if any(
        s["pending"][1] == "bid" for s in CORPUS[edition]) else CORPUS[edition][0]
    for key in base:
        damaged = copy.deepcopy(base)
        del damaged[key]
        outcome = assert_refused_or_sound(damaged, f"{edition}: without {key!r}")
        assert outcome == "refused" or key in ADDED_LATER  # a field added later has a default
        for junk in JUNK:
            damaged = copy.deepcopy(base)
            damaged[key] = copy.deepcopy(junk)
            assert_refused_or_sound(damaged, f"{edition}: {key!r} = {repr(junk)[:40]}")


# ----- random leaves --------------------------------------------------------------------------

def _paths(node: object, path: tuple = ()) -> Iterator[tuple]:
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*path, i))


def _nudge(value: object, rng: random.Random) -> object:
    """A plausible hand edit: a number off by a little or a lot, a flag flipped, a list cut."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice((-1, 1, -1000, 1000, -value - 1, 10**9))
    if isinstance(value, list) and value:
        cut = value[:]
        cut.pop(rng.randrange(len(cut)))
        return cut if rng.random() < 0.5 else value + [copy.deepcopy(value[0])]
    if isinstance(value, str):
        return value[: len(value) // 2] if value else "?"
    return rng.choice(JUNK)


def damage_leaf(data: dict, rng: random.Random) -> tuple[dict, str]:
    damaged = copy.deepcopy(data)
    path = rng.choice([p for p in _paths(damaged) if p])
    parent = damaged
    for step in path[:-1]:
        parent = parent[step]
    old = parent[path[-1]]
    parent[path[-1]] = _nudge(old, rng) if rng.random() < 0.7 else copy.deepcopy(rng.choice(JUNK))
    return damaged, "/".join(map(str, path))


def fuzz_saves(saves: list[dict], count: int, seed: int) -> Iterator[tuple[str, str]]:
    """`count` randomly damaged saves (1 to 3 blows each): yields (label, result)."""
    rng = random.Random(seed)
    for n in range(count):
        data = rng.choice(saves)
        where = []
        for _ in range(rng.randint(1, 3)):
            data, path = damage_leaf(data, rng)
            where.append(path)
        label = f"seed {seed} save {n}: {', '.join(where)}"
        yield label, assert_refused_or_sound(data, label)


@pytest.mark.parametrize("edition", EDITIONS)
def test_random_hand_edits(edition: str) -> None:
    results = [r for _, r in fuzz_saves(CORPUS[edition], 250, seed=11)]
    assert results.count("refused") > len(results) // 3


# ----- impossible tables, by hand -------------------------------------------------------------

def _first_owned(d: dict) -> int:
    return next(i for i, o in enumerate(d["_owner"]) if o is not None)


def _owned_by_other(d: dict) -> None:
    """Two owners: the place's record says one player, the trade offer another's hand."""
    s = _first_owned(d)
    d["_owner"][s] = (d["_owner"][s] + 1) % len(d["players"])
    d["players"][d["_owner"][s]]["bankrupt"] = True


def _unowned_place(d: dict) -> int:
    return next(i for i, (o, lv) in enumerate(zip(d["_owner"], d["_level"], strict=True))
                if o is None and i in _place_squares(d))


def _place_squares(d: dict) -> set[int]:
    edition = load_edition(d["edition"])
    return {s.index for s in edition.squares if s.kind == "place"}


def _auction(d: dict) -> list:
    if d["auction"] is None:
        raise KeyError("no auction in this save")
    return d["auction"]


def _edit(fn: Callable[[dict], object]) -> Callable[[dict], dict]:
    def apply(d: dict) -> dict:
        d = copy.deepcopy(d)
        fn(d)
        return d
    return apply


IMPOSSIBLE: dict[str, Callable[[dict], dict]] = {
    "owned by a bankrupt": _edit(_owned_by_other),
    "owner not seated": _edit(lambda d: d["_owner"].__setitem__(_first_owned(d), 7)),
    "owner of a non-place": _edit(lambda d: d["_owner"].__setitem__(0, 0)),
    "off the board": _edit(lambda d: d["players"][0].__setitem__("position", len(d["_owner"]))),
    "far off the board": _edit(lambda d: d["players"][0].__setitem__("position", 10**6)),
    "negative cash": _edit(lambda d: d["players"][0].__setitem__("cash", -1)),
    "money created": _edit(lambda d: d["players"][0].__setitem__("cash", d["players"][0]["cash"] + 1000)),
    "money lost": _edit(lambda d: max(d["players"], key=lambda p: p["cash"]).__setitem__("cash", 1)),
    "unknown task": _edit(lambda d: d["tasks"].append(["explode", 0, 1])),
    "task of wrong shape": _edit(lambda d: d["tasks"].append(["walk", 0])),
    "task with text steps": _edit(lambda d: d["tasks"].append(["walk", 0, "seven"])),
    "task for a stranger": _edit(lambda d: d["tasks"].append(["walk", 9, 3])),
    "debt to a stranger": _edit(lambda d: d["tasks"].append(["debt", 0, 9, 100, "rent", 1])),
    "debt negative": _edit(lambda d: d["tasks"].append(["debt", 0, None, -100, "rent", None])),
    "auction of start": _edit(lambda d: d["tasks"].append(["auction", 0, 0])),
    "goto off the board": _edit(lambda d: d["tasks"].append(["goto", 0, 400])),
    "deck missing a card": _edit(lambda d: next(iter(d["decks"].values())).pop()),
    "deck card twice": _edit(lambda d: next(iter(d["decks"].values())).__setitem__(0, next(iter(d["decks"].values()))[1])),
    "deck unknown card": _edit(lambda d: next(iter(d["decks"].values())).__setitem__(0, 999)),
    "deck renamed": _edit(lambda d: d.__setitem__("decks", {k + "x": v for k, v in d["decks"].items()})),
    "bail card from nowhere": _edit(lambda d: d["players"][0]["bail_cards"].append("nowhere")),
    "mortgaged and built": _edit(lambda d: (d["_mortgaged"].__setitem__(_first_owned(d), True),
                                            d["_level"].__setitem__(_first_owned(d), 1))),
    "mortgaged unowned": _edit(lambda d: d["_mortgaged"].__setitem__(0, True)),
    "built but unowned": _edit(lambda d: d["_level"].__setitem__(_unowned_place(d), 1)),
    "bidder not seated": _edit(lambda d: _auction(d)[3].__setitem__(0, 9)),
    "bidder twice": _edit(lambda d: _auction(d)[3].append(_auction(d)[3][0])),
    "bidding turn not a bidder": _edit(lambda d: _auction(d).__setitem__(3, [b for b in _auction(d)[3]
                                                                             if b != d["pending"][0]])),
    "auction of an owned place": _edit(lambda d: _auction(d).__setitem__(0, _first_owned(d))),
    "hotel on nothing": _edit(lambda d: d["_level"].__setitem__(0, 5)),
    "level past the top": _edit(lambda d: d["_level"].__setitem__(_first_owned(d), 9)),
    "pending a stranger": _edit(lambda d: d["pending"].__setitem__(0, 9)),
    "pending unknown": _edit(lambda d: d["pending"].__setitem__(1, "dance")),
    "pending short": _edit(lambda d: d["pending"].pop()),
    "bid with no auction": _edit(lambda d: (d["pending"].__setitem__(1, "bid"), d.__setitem__("auction", None))),
    "trade with no offer": _edit(lambda d: (d["pending"].__setitem__(1, "trade"), d.__setitem__("offer", None))),
    "raise owing nothing": _edit(lambda d: (d["pending"].__setitem__(1, "raise"), d.__setitem__("tasks", []))),
    "offer of junk": _edit(lambda d: d.__setitem__("offer", "offer x give y get z")),
    "offer not an offer": _edit(lambda d: d.__setitem__("offer", "roll")),
    "current a stranger": _edit(lambda d: d.__setitem__("current", 8)),
    "past the last round": _edit(lambda d: d.__setitem__("round", 10_000)),
    "round zero": _edit(lambda d: d.__setitem__("round", 0)),
    "three players too many": _edit(lambda d: d["players"].extend(copy.deepcopy(d["players"][:1]) * 7)),
    "one player": _edit(lambda d: d.__setitem__("players", d["players"][:1])),
    "dice of seven": _edit(lambda d: d.__setitem__("dice", [7, 1])),
    "random state cut": _edit(lambda d: d["rng"][1].pop()),
    "random state junk": _edit(lambda d: d.__setitem__("rng", [3, "abc", None])),
    "random state wrong version": _edit(lambda d: d["rng"].__setitem__(0, 99)),
    "squares list short": _edit(lambda d: d["_owner"].pop()),
    "newer version": _edit(lambda d: d.__setitem__("version", d["version"] + 1)),
    "version as text": _edit(lambda d: d.__setitem__("version", "1")),
    "not a save": _edit(lambda d: d.__setitem__("format", "chess")),
    "unknown edition": _edit(lambda d: d.__setitem__("edition", "atlantis")),
    "edition path elsewhere": _edit(lambda d: d.__setitem__("edition", "/etc/passwd")),
    "edition up the tree": _edit(lambda d: d.__setitem__("edition", "../../../../etc")),
    "unknown setting": _edit(lambda d: d["settings"].__setitem__("cheat", True)),
    "settings junk": _edit(lambda d: d["settings"].__setitem__("rounds", "forever")),
    "difficulty junk": _edit(lambda d: d["settings"].__setitem__("difficulty", "godlike")),
    "pot negative": _edit(lambda d: d.__setitem__("pot", -5)),
    "winner a stranger": _edit(lambda d: d.__setitem__("winners", [9])),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
@pytest.mark.parametrize("edition", EDITIONS)
def test_impossible_tables_are_refused(edition: str, case: str) -> None:
    for i, save in enumerate(CORPUS[edition]):
        if save["over"] and case in ("pending a stranger",):
            continue
        try:
            damaged = IMPOSSIBLE[case](save)
        except (StopIteration, IndexError, KeyError):
            continue  # this save has nothing to damage that way (no owned place, no deck)
        result = assert_refused_or_sound(damaged, f"{edition} save {i}: {case}")
        assert result == "refused", f"{edition} save {i}: {case} was loaded"


# ----- the file as text -----------------------------------------------------------------------

def text_damage(text: str, rng: random.Random) -> str:
    raw = bytearray(text.encode())
    kind = rng.randrange(3)
    if kind == 0:
        return raw[: rng.randrange(len(raw))].decode("utf-8", "replace")
    if kind == 1:
        for _ in range(rng.randint(1, 3)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return raw.decode("utf-8", "replace")
    i = rng.randrange(len(raw))
    return (raw[:i] + raw[i + rng.randint(1, 50):]).decode("utf-8", "replace")


@pytest.mark.parametrize("edition", EDITIONS)
def test_truncated_and_bit_flipped_text(edition: str) -> None:
    rng = random.Random(5)
    for n in range(150):
        text = text_damage(json.dumps(rng.choice(CORPUS[edition])), rng)
        try:
            data = json.loads(text)
        except ValueError:
            continue  # not JSON any more: the app's loader says so (tested with the app)
        assert_refused_or_sound(data, f"{edition} text {n}")


# ----- nothing is executed --------------------------------------------------------------------

FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}
FORBIDDEN_MODULES = {"pickle", "cPickle", "marshal", "shelve", "dill", "yaml", "jsonpickle"}


def test_nothing_in_the_program_executes_a_file() -> None:
    """No pickle, marshal, shelve or YAML, and no eval/exec anywhere in byapar/."""
    problems = []
    for path in sorted((ROOT / "byapar").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
                problems.append(f"{path.name}:{node.lineno} calls {node.func.id}")
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            problems += [f"{path.name}:{node.lineno} imports {n}" for n in names
                         if n.split(".")[0] in FORBIDDEN_MODULES]
    assert not problems, problems
