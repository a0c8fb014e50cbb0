"""Damaged board files: every one loads correctly or is refused with a BoardError naming the file.

Each shipped edition's folder is copied to a temporary folder and its .tmx map or card
file is mutated: truncated, bit-flipped, fields removed or retyped, absurd sizes, negative
prices, a thousand squares, XML entity bombs, a zip bomb in a tile layer, references out
of the folder. A load must finish within CPU_LIMIT processor seconds (the worst case takes
0.15; time spent waiting for a busy machine's processor doesn't count) with either a playable
edition (a short random game on it keeps the invariants) or a BoardError that names the
damaged file; never any other exception. `bench/fuzz_files.py` runs thousands of random ones.
"""

from __future__ import annotations

import base64
import json
import random
import re
import shutil
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from byapar import chaos
from byapar.engine import BoardError, load_edition, new_game, playable_editions
from byapar.engine.edition import BOARDS_DIR
from byapar.engine.invariants import check

Mutation = Callable[[bytes], bytes]
# Processor seconds, not the wall clock: a busy CI machine must not fail a quick refusal;
# over 30 times the worst load measured (0.15 s), so only a real blow-up reaches it.
CPU_LIMIT = 5.0


EDITIONS = playable_editions()


# ----- mutations of the map --------------------------------------------------------------------

def _sub(pattern: bytes, repl: bytes, count: int = 1) -> Mutation:
    return lambda b: re.sub(pattern, repl, b, count=count, flags=re.S)


def _with_doctype(doctype: bytes, reference: bytes) -> Mutation:
    """Put a DTD in front of the map and use its entity in the first property's value."""
    def mutate(b: bytes) -> bytes:
        body = b.split(b"\n", 1)[1] if b.startswith(b"<?xml") else b
        body = re.sub(rb'(<property name="edition" value=")[^"]*', rb"\g<1>" + reference, body, count=1)
        return b'<?xml version="1.0"?>\n' + doctype + b"\n" + body
    return mutate


LAUGHS = (b'<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa">'
          + b"".join(b'<!ENTITY %c "%s">' % (98 + i, b"&%c;" % (97 + i) * 10) for i in range(9)) + b"]>")
EXTERNAL = b'<!DOCTYPE map [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
QUADRATIC = b'<!DOCTYPE map [<!ENTITY a "' + b"a" * 50_000 + b'">]>'
ZIP_BOMB = base64.b64encode(zlib.compress(b"\0" * 50_000_000, 9))


def _thousand_squares(b: bytes) -> bytes:
    objects = b"".join(
        b'<object id="%d" name="S%d" x="0" y="0" width="10" height="10"><properties>'
        b'<property name="index" type="int" value="%d"/><property name="kind" value="free"/>'
        b"</properties></object>" % (5000 + i, i, 40 + i) for i in range(1000))
    return re.sub(rb"(<objectgroup[^>]*>)", rb"\g<1>" + objects, b, count=1)


def _tile_data(data: bytes, attrs: bytes) -> Mutation:
    """Replace the first tile layer's data (or add a layer where the map has none)."""
    def mutate(b: bytes) -> bytes:
        new = b"<data " + attrs + b">" + data + b"</data>"
        if b"<layer" in b:
            return re.sub(rb"<data[^>]*>.*?</data>", new, b, count=1, flags=re.S)
        layer = b'<layer id="99" name="art" width="61" height="61">' + new + b"</layer>"
        return b.replace(b"<objectgroup", layer + b"<objectgroup", 1)
    return mutate


MAP_MUTATIONS: dict[str, Mutation] = {
    "unchanged": lambda b: b,
    "empty": lambda b: b"",
    "binary": lambda b: bytes(range(256)) * 8,
    "not a map": lambda b: b'<?xml version="1.0"?><tileset name="x"/>',
    "json instead": lambda b: b'{"map": 1}',
    "billion laughs": _with_doctype(LAUGHS, b"&j;"),
    "external entity": _with_doctype(EXTERNAL, b"&x;"),
    "quadratic blowup": _with_doctype(QUADRATIC, b"&a;" * 5000),
    "utf-16": lambda b: b.decode("utf-8").replace("UTF-8", "UTF-16").encode("utf-16"),
    "huge map": _sub(rb'(<map [^>]*?) width="\d+"', rb'\1 width="1000000"'),
    "negative map": _sub(rb'(<map [^>]*?) height="\d+"', rb'\1 height="-61"'),
    "huge tiles": _sub(rb'(<map [^>]*?) tilewidth="\d+"', rb'\1 tilewidth="99999"'),
    "map size text": _sub(rb'(<map [^>]*?) width="\d+"', rb'\1 width="wide"'),
    "huge layer": _tile_data(b"1", b'encoding="csv"'),
    "zip bomb layer": _tile_data(ZIP_BOMB, b'encoding="base64" compression="zlib"'),
    "gzip garbage": _tile_data(b"AAAA", b'encoding="base64" compression="gzip"'),
    "zstd layer": _tile_data(b"AAAA", b'encoding="base64" compression="zstd"'),
    "bad base64": _tile_data(b"!!!!", b'encoding="base64" compression="zlib"'),
    "csv junk": _tile_data(b"x,y,z", b'encoding="csv"'),
    "no squares layer": _sub(rb"<objectgroup.*?</objectgroup>", b""),
    "squares layer renamed": _sub(rb'<objectgroup([^>]*)name="squares"', rb'<objectgroup\1name="places"'),
    "empty squares layer": _sub(rb"(<objectgroup[^>]*>).*?(</objectgroup>)", rb"\1\2"),
    "a thousand squares": _thousand_squares,
    "no map properties": _sub(rb"(<map[^>]*>(?:\s|<!--.*?-->)*)<properties>.*?</properties>", rb"\1"),
    "negative price": _sub(rb'(name="price" type="int" value=")(\d+)', rb"\1-\2"),
    "zero price": _sub(rb'(name="price" type="int" value=")(\d+)', rb"\g<1>0"),
    "absurd price": _sub(rb'(name="price" type="int" value=")(\d+)', rb"\g<1>999999999999999999999"),
    "price as text": _sub(rb'name="price" type="int" value="\d+"', b'name="price" value="cheap"'),
    "price as float": _sub(rb'name="price" type="int" value="\d+"', b'name="price" type="float" value="1.5"'),
    "price nan": _sub(rb'name="price" type="int" value="\d+"', b'name="price" type="float" value="nan"'),
    "price bool": _sub(rb'name="price" type="int" value="\d+"', b'name="price" type="bool" value="true"'),
    "rents short": _sub(rb'(name="rents" value=")\d+,', rb"\1"),
    "rents junk": _sub(rb'(name="rents" value=")[^"]*', rb"\g<1>1,,x"),
    "rents negative": _sub(rb'(name="rents" value=")', rb"\g<1>-"),
    "index twice": _sub(rb'(name="index" type="int" value=")1"', rb'\g<1>0"'),
    "index gap": _sub(rb'(name="index" type="int" value=")1"', rb'\g<1>500"'),
    "index negative": _sub(rb'(name="index" type="int" value=")1"', rb'\g<1>-1"'),
    "unknown kind": _sub(rb'(name="kind" value=")place"', rb'\1castle"'),
    "no kind": _sub(rb'<property name="kind" value="place"/>', b""),
    "no start": _sub(rb'(name="kind" value=")start"', rb'\1free"'),
    "two jails": _sub(rb'(name="kind" value=")free"', rb'\1jail"'),
    "unknown deck": _sub(rb'(name="deck" value=")\w+', rb"\1nowhere"),
    "nan width": _sub(rb'(<object [^>]*?) width="[\d.]+"', rb'\1 width="nan"'),
    "infinite x": _sub(rb'(<object [^>]*?) x="[\d.]+"', rb'\1 x="inf"'),
    "huge y": _sub(rb'(<object [^>]*?) y="[\d.]+"', rb'\1 y="1e300"'),
    "object without name": _sub(rb'(<object [^>]*?) name="[^"]*"', rb"\1"),
    "bad map bool": _sub(rb'type="bool" value="\w+"', b'type="bool" value="maybe"'),
    "players 0": _sub(rb'(name="min_players" type="int" value=")\d+', rb"\g<1>0"),
    "players 99": _sub(rb'(name="max_players" type="int" value=")\d+', rb"\g<1>99"),
    "cards elsewhere": _sub(rb'(name="cards" value=")[^"]*', rb"\1/etc/passwd"),
    "cards up a folder": _sub(rb'(name="cards" value=")[^"]*', rb"\1../cards.json"),
    "tileset outside": _sub(rb"(<objectgroup)", rb'<tileset firstgid="9000" source="/etc/passwd"/>\1'),
    "tileset missing": _sub(rb"(<objectgroup)", rb'<tileset firstgid="9000" source="gone.tsx"/>\1'),
    "template outside": _sub(rb"<object ", b'<object template="../../x.tx" '),
    "unclosed tag": _sub(rb"</objectgroup>", b""),
}
for _cut in (1, 10, 100, 1000, 5000):
    MAP_MUTATIONS[f"cut at {_cut}"] = lambda b, n=_cut: b[:n]
for _part in (0.25, 0.5, 0.9, 0.999):
    MAP_MUTATIONS[f"cut at {_part:.1%}"] = lambda b, f=_part: b[: int(len(b) * f)]


# ----- mutations of the cards ------------------------------------------------------------------

def _json_edit(edit: Callable[[dict], object]) -> Mutation:
    def mutate(b: bytes) -> bytes:
        data = json.loads(b)
        edit(data)
        return json.dumps(data).encode()
    return mutate


def _first_card(data: dict) -> dict:
    return next(iter(data["decks"].values()))["cards"][0]


def _set(key: str, value: object) -> Mutation:
    return _json_edit(lambda d: _first_card(d).__setitem__(key, value))


CARD_MUTATIONS: dict[str, Mutation] = {
    "empty": lambda b: b"",
    "truncated": lambda b: b[: len(b) // 2],
    "not json": lambda b: b"decks: none",
    "deep nesting": lambda b: b"[" * 100_000 + b"]" * 100_000,
    "a list": lambda b: b"[]",
    "latin-1 bytes": lambda b: b.replace(b"{", b"{\xff", 1),
    "no decks": _json_edit(lambda d: d.clear()),
    "decks a list": _json_edit(lambda d: d.__setitem__("decks", [])),
    "empty deck": _json_edit(lambda d: next(iter(d["decks"].values())).__setitem__("cards", [])),
    "card a string": _json_edit(lambda d: next(iter(d["decks"].values()))["cards"].__setitem__(0, "x")),
    "no text": _json_edit(lambda d: _first_card(d).pop("text")),
    "unknown effect": _set("effect", "teleport"),
    "effect a number": _set("effect", 7),
    "advance off board": _json_edit(lambda d: _first_card(d).update(effect="advance", square=4000)),
    "advance negative": _json_edit(lambda d: _first_card(d).update(effect="advance", square=-1)),
    "advance as text": _json_edit(lambda d: _first_card(d).update(effect="advance", square="Go")),
    "advance missing": _json_edit(lambda d: _first_card(d).update(effect="advance") or
                                  _first_card(d).pop("square", None)),
    "back too far": _json_edit(lambda d: _first_card(d).update(effect="back", steps=100_000)),
    "nearest nothing": _json_edit(lambda d: _first_card(d).update(effect="advance_nearest", kind="moon")),
    "pay negative": _json_edit(lambda d: _first_card(d).update(effect="pay", amount=-500)),
    "pay float": _json_edit(lambda d: _first_card(d).update(effect="pay", amount=5.5)),
    "pay huge": _json_edit(lambda d: _first_card(d).update(effect="pay", amount=10**30)),
    "pay bool": _json_edit(lambda d: _first_card(d).update(effect="pay", amount=True)),
    "repairs half": _json_edit(lambda d: _first_card(d).update(effect="repairs", house=10)),
    "title a number": _json_edit(lambda d: next(iter(d["decks"].values())).__setitem__("title", 3)),
    "nan amount": lambda b: b.replace(b'"effect": "pay"', b'"effect": "pay", "amount": NaN, "x": 0', 1)
    if b'"effect": "pay"' in b else b.replace(b"{", b'{"x": NaN,', 1),
    "huge number": lambda b: b.replace(b"{", b'{"x": 1' + b"0" * 5000 + b",", 1),
    "missing file": lambda b: b"<delete>",
}


# ----- the check every mutated file must pass ---------------------------------------------------

def copy_edition(name: str, into: Path) -> tuple[Path, Path]:
    """A private copy of an edition's folder: its map and its card file."""
    folder = into / name
    shutil.copytree(BOARDS_DIR / name, folder)
    tmx = next(folder.glob("*.tmx"))
    cards = folder / load_edition(name).rules.cards
    return tmx, cards


def write(path: Path, data: bytes) -> None:
    if data == b"<delete>":
        path.unlink()
    else:
        path.write_bytes(data)


def assert_loads_or_refuses(tmx: Path, damaged: Path, label: str) -> str:
    """Load `tmx` once: a playable edition, or a BoardError naming `damaged`. Returns which."""
    start = time.process_time()
    try:
        edition = load_edition(tmx)
    except BoardError as e:
        took = time.process_time() - start
        assert took < CPU_LIMIT, f"{label}: refused, but only after {took:.2f} processor seconds"
        assert damaged.name in str(e) or tmx.name in str(e), f"{label}: the error names no file: {e}"
        assert len(str(e)) > len(damaged.name) + 5, f"{label}: the error doesn't say what is wrong: {e}"
        return "refused"
    took = time.process_time() - start
    assert took < CPU_LIMIT, f"{label}: loaded, but only after {took:.2f} processor seconds"
    play_a_little(edition, label)
    return "loaded"


def play_a_little(edition, label: str, steps: int = 300) -> None:
    """An edition that loads must play: a short random game keeps the invariants."""
    names = [f"P{i}" for i in range(edition.rules.min_players)]
    game = new_game(edition, names, seed=7)
    choose = chaos.random_player(7, 0.1)
    for _ in range(steps):
        if game.over:
            return
        game.apply(choose(game))
        check(game)


@pytest.mark.parametrize("mutation", sorted(MAP_MUTATIONS))
@pytest.mark.parametrize("edition", EDITIONS)
def test_damaged_map(tmp_path: Path, edition: str, mutation: str) -> None:
    tmx, _ = copy_edition(edition, tmp_path)
    write(tmx, MAP_MUTATIONS[mutation](tmx.read_bytes()))
    result = assert_loads_or_refuses(tmx, tmx, f"{edition}/{mutation}")
    if mutation == "unchanged":
        assert result == "loaded"
        assert load_edition(tmx).squares == load_edition(edition).squares


MUST_REFUSE = {"empty", "binary", "not a map", "billion laughs", "external entity", "quadratic blowup",
               "huge map", "negative map", "huge tiles", "zip bomb layer", "no squares layer",
               "a thousand squares", "negative price", "zero price", "absurd price", "price as text",
               "price nan", "unknown kind", "no start", "nan width", "infinite x", "huge y",
               "cards elsewhere", "cards up a folder", "tileset outside", "template outside",
               "unclosed tag", "index negative", "players 0", "players 99"}


@pytest.mark.parametrize("mutation", sorted(MUST_REFUSE))
def test_dangerous_maps_are_refused(tmp_path: Path, mutation: str) -> None:
    """These are never a board: the loader must say no, not play a strange game."""
    tmx, _ = copy_edition("byapar", tmp_path)
    write(tmx, MAP_MUTATIONS[mutation](tmx.read_bytes()))
    with pytest.raises(BoardError, match=re.escape(tmx.name)):
        load_edition(tmx)


@pytest.mark.parametrize("mutation", sorted(CARD_MUTATIONS))
@pytest.mark.parametrize("edition", EDITIONS)
def test_damaged_cards(tmp_path: Path, edition: str, mutation: str) -> None:
    tmx, cards = copy_edition(edition, tmp_path)
    write(cards, CARD_MUTATIONS[mutation](cards.read_bytes()))
    assert_loads_or_refuses(tmx, cards, f"{edition}/cards/{mutation}")


def random_damage(data: bytes, rng: random.Random) -> bytes:
    """One random blow: flipped bits, a cut, a deleted or doubled span, or a swapped digit."""
    if not data:
        return data
    kind = rng.randrange(5)
    i = rng.randrange(len(data))
    if kind == 0:
        flipped = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            flipped[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return bytes(flipped)
    if kind == 1:
        return data[:i]
    j = min(len(data), i + rng.randint(1, 200))
    if kind == 2:
        return data[:i] + data[j:]
    if kind == 3:
        return data[:j] + data[i:j] + data[j:]
    digits = [m.start() for m in re.finditer(rb"\d", data)]
    if not digits:
        return data
    k = rng.choice(digits)
    return data[:k] + rng.choice(b"0123456789-.").to_bytes(1, "big") + data[k + 1:]


def fuzz_files(edition: str, into: Path, count: int, seed: int) -> Iterator[tuple[str, str]]:
    """`count` randomly damaged copies of an edition's map or cards: yields (label, result)."""
    rng = random.Random(seed)
    for n in range(count):
        folder = into / f"{edition}-{seed}-{n}"
        folder.mkdir()
        tmx, cards = copy_edition(edition, folder)
        target = tmx if rng.random() < 0.7 else cards
        write(target, random_damage(target.read_bytes(), rng))
        label = f"{edition} seed {seed} file {n} ({target.name})"
        yield label, assert_loads_or_refuses(tmx, target, label)
        shutil.rmtree(folder)


@pytest.mark.parametrize("edition", EDITIONS)
def test_random_damage(tmp_path: Path, edition: str) -> None:
    results = [result for _, result in fuzz_files(edition, tmp_path, 40, seed=2024)]
    assert "refused" in results  # the damage really does damage
