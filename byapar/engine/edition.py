"""Editions: a board folder (a Tiled map plus its cards) read into frozen data.

The map's properties hold the edition's rules, its object layer `squares` holds one
rectangle per square with typed custom properties, and a JSON file beside it holds
the decks. Every mistake is a BoardError naming the file, the square and the field.

Every file a board opens (the map, a `.tsx` tileset, a tileset's image, the cards) is held
to the same rules before anything reads it: inside the board's folder (links included),
a plain file (never a FIFO or a device), of a bounded size; an image is checked by its PNG
header (size and declared size) before anything decodes it.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import math
import os
import stat
import struct
import xml.etree.ElementTree as ElementTree
import zlib
from dataclasses import dataclass, field, fields
from pathlib import Path
from types import MappingProxyType
from typing import Any

from byapar.paths import data_path

from . import schema as S
from .errors import BoardError
from .kinds import OPENINGS  # noqa: F401  (the preferences read it from here too)
from .schema import (  # noqa: F401  (read from here by the app and the tests too)
    BUYABLE_KINDS,
    CARD_EFFECTS,
    KIND_FIELDS,
    OPTIONAL_CARD_FIELDS,
    OPTIONAL_SQUARE_FIELDS,
)

BOARDS_DIR = data_path("boards")
MAX_FILE_BYTES = 2_000_000
MAX_SQUARES = 120
MAX_MONEY = 100_000_000
MAX_MAP_TILES = 1024  # tiles along a side of the map or of a layer
MAX_TILE_PIXELS = 256
MAX_MAP_PIXELS = 16_384  # along a side: anything bigger can't be drawn
MAX_COORD = 1_000_000.0  # an object's position or size, in pixels
MAX_IMAGE_BYTES = 32_000_000  # a tileset's picture
MAX_IMAGE_PIXELS = 4096 * 4096  # ...and what it may decode to (64 MB at four bytes a pixel)
MAX_TILES = 65_536  # tiles in one tileset image (pytmx lists each)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

@dataclass(frozen=True, slots=True)
class Rules:
    """The edition's rules, read from the map's properties. Defaults are Byapar's."""

    edition: str
    currency: str
    starting_money: int
    salary: int
    jail_fine: int
    min_players: int
    max_players: int
    name_ne: str = ""
    tagline: str = ""  # a line saying what the edition is, under its name on the Menu
    tagline_ne: str = ""
    currency_ne: str = ""
    money_grouping: str = "western"
    jail_max_turns: int = 3
    rounds: int = 0  # default game length; 0 plays to the last player
    auction: bool = True
    bid_step: int = 10
    mortgage_interest_percent: int = 10
    house_limit: int = 0  # houses in the bank; 0 means no limit
    hotel_limit: int = 0
    max_level: int = 5  # building steps on a place: houses, then the hotel step
    hotel: bool = True  # whether the top step is a hotel
    cards: str = "cards.json"
    # Vocabulary of the other editions; each default is Byapar's rule (docs/editions.md: "Map properties").
    opening: str = "seat"  # who starts: "seat" (first seat), "throw" (highest throw), "twelve"
    doubles_to_jail: int = 3  # that many doubles in a turn send you to jail; 0: never
    jail_doubles: int = 0  # 0: any doubles leave jail; N: only a double N does
    fine_ends_turn: bool = False  # paying the fine ends the turn; the next move earns no salary
    build_out_of_turn: bool = False  # owners may build while others decide
    sell_out_of_turn: bool = False  # owners may sell buildings and places to the bank while others decide
    building_auction: bool = False  # when the bank is short, each building goes to auction
    building_auction_left: int = 0  # auction only when the bank holds at most this many; 0: as many as want one
    group_sites: int = 0  # places of a group needed to build and double rent; 0: the whole group
    build_needs_group: bool = True  # False: build on any lot, unevenly, without its group
    build_after_lap: bool = False  # extra buildings only after passing Start once
    ownership_markers: int = 0  # lots a player may hold, each marked by a first house; 0: no markers
    mortgages: bool = True
    sell_places: bool = False  # the bank buys places (with their buildings) back at half price
    mortgage_transfer_percent: int = 0  # fee on a mortgaged place received in a trade or bankruptcy
    bank_auctions_estate: bool = False  # an estate owed to the bank goes to auction place by place
    estate_keeps_buildings: bool = False  # buildings pass to the creditor rather than being sold
    gst_percent: int = 0  # tax to the bank on purchases, building, sales to the bank and trade cash
    gst_step: int = 50  # GST is rounded to the nearest multiple of this
    bank_loans: bool = False  # one bank loan at a time to buy a place, repaid with interest
    bump_back: int = 0  # landing on a rival's square sends the rival back this many squares
    trade_any_time: bool = False  # any player may offer any other a trade whenever a decision waits
    trade_while_raising: bool = False  # a player raising a debt may also offer trades (Classic's book)
    trade_after_throw: bool = False  # offers in the player's own turn after the move too, until it ends



@dataclass(frozen=True, slots=True)
class Square:
    index: int
    name: str
    kind: str
    name_ne: str = ""
    short: str = ""  # the name as a square too small for the whole shows it
    short_ne: str = ""
    paid_for: str = ""  # what a tax square's payment is, where its name doesn't say
    paid_for_ne: str = ""
    group: str = ""
    band: str = ""
    price: int = 0
    rents: tuple[int, ...] = ()
    house_cost: int = 0
    multipliers: tuple[int, ...] = ()
    amount: int = 0
    deck: str = ""
    per_place: int = 0
    per_house: int = 0
    per_hotel: int = 0
    cap: int = 0
    fare: int = 0
    target: int = 0
    multiplier: int = 0
    rect: tuple[int, int, int, int] = (0, 0, 0, 0)

    @property
    def buyable(self) -> bool:
        return self.kind in BUYABLE_KINDS

    @property
    def mortgage_value(self) -> int:
        return self.price // 2


@dataclass(frozen=True, slots=True)
class Card:
    text: str
    effect: str
    params: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    text_ne: str = ""
    name: str = ""  # what the edition calls a card kept in hand ("Get Out of Jail Free card")
    name_ne: str = ""
    short: str = ""  # that name where room is least (a player's card): "Jail Free card"
    short_ne: str = ""


@dataclass(frozen=True, slots=True)
class Deck:
    name: str
    title: str
    cards: tuple[Card, ...]
    title_ne: str = ""
    chart: bool = False  # a dice chart: the card is the one printed against the throw's total (2-12)


@dataclass(frozen=True)
class Edition:
    """Frozen data for one edition: its squares, groups, decks and rules."""

    name: str
    path: str
    rules: Rules
    squares: tuple[Square, ...]
    decks: MappingProxyType
    groups: MappingProxyType  # group name -> tuple of square indices, in board order
    size: tuple[int, int] = (0, 0)  # the map's size in pixels

    @property
    def title(self) -> str:
        return self.rules.edition

    @property
    def jail(self) -> int | None:
        """The jail's square, or None on a board without one (Finance)."""
        return next((s.index for s in self.squares if s.kind == S.JAIL), None)


def available_editions() -> list[str]:
    """Folder names under boards/ that hold a map."""
    if not BOARDS_DIR.is_dir():
        return []
    return sorted(p.name for p in BOARDS_DIR.iterdir() if p.is_dir() and any(p.glob("*.tmx")))


def playable_editions() -> list[str]:
    """The editions under boards/ that load: a damaged folder is left off, not a crash."""
    names = []
    for name in available_editions():
        try:
            load_edition(name)
        except BoardError:
            continue
        names.append(name)
    return names


_CACHE: dict[str, Edition] = {}


def load_edition(name_or_path: str | os.PathLike = "byapar") -> Edition:
    """Read an edition by folder name under boards/, or from a folder or .tmx path of your own."""
    path = _find_map(name_or_path)
    key = str(path)
    stamp = path.stat().st_mtime_ns
    cached = _CACHE.get(key)
    if cached is not None and cached.path == f"{key}@{stamp}":
        return cached
    edition = _read(path)
    object.__setattr__(edition, "path", f"{key}@{stamp}")
    _CACHE[key] = edition
    return edition


def map_path(edition: Edition) -> Path:
    """The .tmx file an edition was read from."""
    return Path(edition.path.rsplit("@", 1)[0])


def _find_map(name_or_path: str | os.PathLike) -> Path:
    given = Path(name_or_path)
    candidates = [given] if (given.suffix == ".tmx" or given.is_dir() or len(given.parts) > 1) else []
    candidates.append(BOARDS_DIR / str(name_or_path))
    for c in candidates:
        if c.is_file() and c.suffix == ".tmx":
            return c.resolve()
        if c.is_dir():
            maps = sorted(c.glob("*.tmx"))
            if len(maps) == 1:
                return maps[0].resolve()
            if maps:
                raise BoardError("board-maps", where=str(c), count=len(maps))
    raise BoardError("board-no-edition", where=str(name_or_path), folder=str(candidates[-1]))


def _import_pytmx():
    """pytmx's package imports pygame when it can; the engine must not, so hide it meanwhile."""
    import sys

    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx
        return pytmx
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail inside pytmx, which it tolerates
    logging.getLogger("pytmx").setLevel(logging.CRITICAL)  # ...after logging that it failed
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
    return pytmx


def board_file(folder: Path, ref: str | Path, where: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a file the board in `folder` refers to as `ref`, refused with a BoardError
    naming `where` unless it lies inside the folder (after following links), is a plain file
    and holds at most `limit` bytes. The size is counted as it is read: a device or a file
    growing meanwhile can't make it read without end, and a FIFO is never waited on."""
    name = Path(ref).name
    if os.path.isabs(ref) or ".." in Path(ref).parts:
        raise BoardError("board-outside", where=where, ref=str(ref))
    target = Path(os.path.realpath(folder / ref))
    if not target.is_relative_to(os.path.realpath(folder)):
        raise BoardError("board-link-outside", where=where, name=name)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(target, flags)
    except OSError as e:
        raise BoardError("board-file-open", where=where, name=name, problem=str(e.strerror or e)) from None
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise BoardError("board-not-plain", where=where, name=name)
        data = f.read(limit + 1)
    if len(data) > limit:
        raise BoardError("board-file-size", where=where, name=name, limit=limit)
    return data


def _read(path: Path) -> Edition:
    pytmx = _import_pytmx()
    where = path.name
    _precheck(path)
    logging.getLogger("pytmx").setLevel(logging.CRITICAL)
    try:
        tmx = pytmx.TiledMap(str(path))
    except ElementTree.ParseError as e:
        raise BoardError("board-xml", where=where, what="Tiled map", problem=str(e)) from None
    except Exception as e:  # pytmx raises many kinds on bad values; find which field
        raise _diagnose(path) or BoardError("board-unreadable", where=where, problem=str(e)) from None
    rules = _read_rules(where, tmx.properties)
    squares = _read_squares(where, tmx, rules)
    groups = _collect_groups(where, squares)
    if Path(rules.cards).name != rules.cards:  # a file beside the map, never elsewhere
        raise BoardError("board-cards-path", where=where, found=rules.cards)
    try:
        decks = _read_decks(path.parent / rules.cards, squares)
    except BoardError as e:  # a card pointing off the board may be the map's fault: name both
        raise BoardError("board-with-map", problem=e, where=where, squares=len(squares)) from None
    _check_board(where, squares, decks, rules)
    size = (int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight))
    return Edition(path.parent.name, str(path), rules, tuple(squares), MappingProxyType(decks),
                   MappingProxyType(groups), size)


def _parse(data: bytes, where: str, what: str) -> ElementTree.Element:
    try:
        return ElementTree.fromstring(data)
    except ElementTree.ParseError as e:
        raise BoardError("board-xml", where=where, what=what, problem=str(e)) from None


def _precheck(path: Path) -> None:
    """Refuse what pytmx would choke on before it tries: absurd sizes, compressed layer data
    that inflates far past its layer (a zip bomb), files referenced outside the board folder,
    tilesets and images that aren't what they say. (Expat already refuses entity bombs and
    external entities.)"""
    where = path.name
    root = _parse(board_file(path.parent, path.name, where), where, "Tiled map")
    if root.tag != "map":
        raise BoardError("board-not-map", where=where, tag=root.tag)
    width, height = _size_attr(where, "map", root, "width"), _size_attr(where, "map", root, "height")
    tile_w = _size_attr(where, "map", root, "tilewidth", MAX_TILE_PIXELS)
    tile_h = _size_attr(where, "map", root, "tileheight", MAX_TILE_PIXELS)
    if width * tile_w > MAX_MAP_PIXELS or height * tile_h > MAX_MAP_PIXELS:
        raise BoardError("board-pixels", where=where, width=width * tile_w, height=height * tile_h,
                         limit=MAX_MAP_PIXELS)
    for layer in root.iter("layer"):
        label = f"layer {layer.get('name')!r}"
        cells = _size_attr(where, label, layer, "width") * _size_attr(where, label, layer, "height")
        data = layer.find("data")
        if data is not None and data.get("compression"):
            _check_inflated(where, label, data, cells * 4)
    for element in root.iter():
        ref = element.get("source") if element.tag in ("tileset", "image") else element.get("template")
        if ref and (os.path.isabs(ref) or ".." in Path(ref).parts):
            raise BoardError("board-element-outside", where=where, element=element.tag, ref=ref)
    for tileset in root.iter("tileset"):
        _check_tileset(path.parent, where, tileset)


def _check_tileset(folder: Path, where: str, tileset: ElementTree.Element) -> list[tuple[str, ElementTree.Element]]:
    """A tileset, inline or in its own `.tsx` (held to the map's rules), and its images' declared
    sizes and files; returns its images, each with the file that names it."""
    source = tileset.get("source")
    if source:
        data = board_file(folder, source, where)  # named by the map that refers to it
        where = Path(source).name
        tileset = _parse(data, where, "Tiled tileset")
        if tileset.tag != "tileset":
            raise BoardError("board-not-tileset", where=where, tag=tileset.tag)
        if tileset.get("source"):
            raise BoardError("board-tileset-source", where=where)
    tile = [_size_attr(where, "tileset", tileset, name, MAX_TILE_PIXELS) if tileset.get(name) is not None else 1
            for name in ("tilewidth", "tileheight")]
    images = list(tileset.iter("image"))
    for image in images:
        _check_image(folder, where, image, tile)
    return [(where, image) for image in images]


def _check_image(folder: Path, where: str, image: ElementTree.Element, tile: list[int]) -> None:
    """What pytmx acts on before anything draws: the image inside the folder, a declared size
    within bounds and of a bounded number of tiles (pytmx lists every tile of it), and a file,
    if there is one, that is plain and of a bounded size. (A missing or unusable picture only
    leaves the board painted: see art_problem.)"""
    ref = image.get("source")
    if not ref:
        raise BoardError("board-image-source", where=where)
    if os.path.isabs(ref) or ".." in Path(ref).parts:
        raise BoardError("board-element-outside", where=where, element="image", ref=ref)
    declared = [_size_attr(where, "image", image, name, MAX_MAP_PIXELS) if image.get(name) is not None else 1
                for name in ("width", "height")]
    if declared[0] * declared[1] > MAX_IMAGE_PIXELS or (declared[0] // tile[0]) * (declared[1] // tile[1]) > MAX_TILES:
        raise BoardError("board-image-size", where=where, width=declared[0], height=declared[1],
                         pixels=MAX_IMAGE_PIXELS, tiles=MAX_TILES)
    if os.path.lexists(folder / ref):
        board_file(folder, ref, where, MAX_IMAGE_BYTES)


def art_problem(edition: Edition) -> str | None:
    """Why the edition's tileset pictures can't be drawn, or None: each must be a PNG whose
    header gives the size its tileset declares. Asked before anything decodes them (a header
    can claim a picture of gigabytes); the board is painted instead."""
    path = map_path(edition)
    try:
        root = _parse(board_file(path.parent, path.name, path.name), path.name, "Tiled map")
        images = [found for tileset in root.iter("tileset") for found in _check_tileset(path.parent, path.name, tileset)]
        for where, image in images:
            ref = image.get("source", "")
            size = _png_size(board_file(path.parent, ref, where, MAX_IMAGE_BYTES))
            label = Path(ref).name
            if size is None:
                return f"{where}: {label} is not a PNG picture"
            width, height = size
            if not (1 <= width <= MAX_MAP_PIXELS and 1 <= height <= MAX_MAP_PIXELS) or width * height > MAX_IMAGE_PIXELS:
                return f"{where}: {label} says it is {width} x {height} pixels"
            if (image.get("width") or str(width)) != str(width) or (image.get("height") or str(height)) != str(height):
                return f"{where}: {label} is {width} x {height} pixels, not the size its tileset declares"
    except BoardError as e:
        return str(e)
    return None


def _png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG's header (its first chunk, IHDR), or None if it isn't one."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])


def _size_attr(where: str, what: str, element: ElementTree.Element, name: str,
               limit: int = MAX_MAP_TILES) -> int:
    text = element.get(name, "")
    if not text.isdigit() or not 1 <= int(text) <= limit:
        raise BoardError("board-number", where=where, what=what, field=name, low=1, high=limit, found=text)
    return int(text)


def _check_inflated(where: str, what: str, data: ElementTree.Element, limit: int) -> None:
    """Inflate at most `limit` bytes: a layer's data can't honestly be bigger than that."""
    wbits = {"zlib": zlib.MAX_WBITS, "gzip": zlib.MAX_WBITS | 16}.get(data.get("compression", ""))
    if wbits is None:
        raise BoardError("board-compression", where=where, what=what, found=data.get('compression'))
    try:
        packed = base64.b64decode((data.text or "").strip(), validate=True)
        inflater = zlib.decompressobj(wbits)
        inflater.decompress(packed, limit)
    except (binascii.Error, ValueError, zlib.error) as e:
        raise BoardError("board-tile-data", where=where, what=what, problem=str(e)) from None
    if inflater.unconsumed_tail:
        raise BoardError("board-tile-data-size", where=where, what=what, limit=limit)


def _diagnose(path: Path) -> BoardError | None:
    """Name the object and property whose typed value pytmx could not read."""
    casts = {"int": int, "float": float, "bool": lambda v: {"true": 1, "false": 0, "1": 1, "0": 0}[v]}
    try:
        root = ElementTree.parse(path).getroot()
    except Exception:
        return None
    for obj in root.iter():
        for prop in obj.findall("./properties/property"):
            cast: Any = casts.get(prop.get("type", ""))
            if cast is None:
                continue
            try:
                cast(prop.get("value"))
            except Exception:
                owner = "map" if obj is root else f"square {obj.get('name')!r}"
                return BoardError("board-property-type", where=path.name, what=owner, field=prop.get("name"),
                                  want=prop.get("type"), found=prop.get("value"))
    return None


def _typed(where: str, what: str, name: str, value: Any, want: type) -> Any:
    if want is list:
        if not isinstance(value, str):
            raise BoardError("board-numbers", where=where, what=what, field=name)
        try:
            numbers = tuple(int(v) for v in value.split(","))
        except ValueError:
            raise BoardError("board-numbers-found", where=where, what=what, field=name, found=value) from None
        if any(n < 0 or n > MAX_MONEY for n in numbers):
            raise BoardError("board-numbers-range", where=where, what=what, field=name, found=value)
        return numbers
    ok = isinstance(value, want) and not (want is int and isinstance(value, bool))
    if not ok:
        raise BoardError("board-type", where=where, what=what, field=name, want=want.__name__,
                         kind=type(value).__name__, found=value)
    if want is int and not 0 <= value <= MAX_MONEY:
        raise BoardError("board-range", where=where, what=what, field=name, low=0, high=MAX_MONEY, found=value)
    return value


def _read_rules(where: str, props: dict) -> Rules:
    values = {}
    for f in fields(Rules):
        if f.name not in props:
            if f.name in _REQUIRED:
                raise BoardError("board-missing", where=where, what="map", field=f.name)
            continue
        want = {"int": int, "str": str, "bool": bool}[str(f.type)]
        values[f.name] = _typed(where, "map", f.name, props[f.name], want)
    rules = Rules(**values)
    if not 2 <= rules.min_players <= rules.max_players <= 8:
        raise BoardError("board-players", where=where, low=rules.min_players, high=rules.max_players)
    if rules.bid_step < 1:
        raise BoardError("board-at-least", where=where, what="map", field="bid_step", low=1)
    if not 1 <= rules.max_level <= 8:
        raise BoardError("board-between", where=where, what="map", field="max_level", low=1, high=8)
    if rules.opening not in OPENINGS:
        raise BoardError("board-opening", where=where, found=rules.opening, choices=", ".join(OPENINGS))
    if rules.jail_doubles > 6:
        raise BoardError("board-jail-doubles", where=where)
    if rules.gst_step < 1:
        raise BoardError("board-at-least", where=where, what="map", field="gst_step", low=1)
    if rules.ownership_markers and rules.hotel:
        raise BoardError("board-markers-hotel", where=where)
    return rules


_REQUIRED = {"edition", "currency", "starting_money", "salary", "jail_fine", "min_players", "max_players"}


def _read_squares(where: str, tmx, rules: Rules) -> list[Square]:
    layer = next((lay for lay in tmx.layers if getattr(lay, "name", None) == "squares"), None)
    if layer is None or not hasattr(layer, "__iter__"):
        raise BoardError("board-no-squares", where=where)
    objects = list(layer)
    if not 4 <= len(objects) <= MAX_SQUARES:
        raise BoardError("board-square-count", where=where, count=len(objects), low=4, high=MAX_SQUARES)
    by_index: dict[int, Square] = {}
    for obj in objects:
        label = f"square {obj.name!r}" if obj.name else f"object {obj.id}"
        props = obj.properties
        for need in ("index", "kind"):
            if need not in props:
                raise BoardError("board-missing", where=where, what=label, field=need)
        index = _typed(where, label, "index", props["index"], int)
        kind = _typed(where, label, "kind", props["kind"], str)
        label = f"square {index} ({obj.name or 'unnamed'})"
        if kind not in KIND_FIELDS:
            raise BoardError("board-kind", where=where, what=label, found=kind, choices=", ".join(KIND_FIELDS))
        if index in by_index:
            raise BoardError("board-index-twice", where=where, what=label, index=index)
        if not obj.name:
            raise BoardError("board-unnamed", where=where, what=label)
        values: dict[str, Any] = {}
        for fname, want in KIND_FIELDS[kind].items():
            if fname not in props:
                raise BoardError("board-missing", where=where, what=label, field=fname)
            values[fname] = _typed(where, label, fname, props[fname], want)
        for fname, want in OPTIONAL_SQUARE_FIELDS.items():
            if fname in props:
                values[fname] = _typed(where, label, fname, props[fname], want)
        if "price" in values and values["price"] <= 0:
            raise BoardError("board-positive", where=where, what=label, field="price")
        if kind == S.PLACE and len(values["rents"]) != rules.max_level + 1:
            raise BoardError("board-rents", where=where, what=label, need=rules.max_level + 1,
                             count=len(values["rents"]))
        if kind in (S.TRANSPORT, S.SERVICE):
            key = "rents" if kind == S.TRANSPORT else "multipliers"
            if not values[key]:
                raise BoardError("board-empty", where=where, what=label, field=key)
        rect = _rect(where, label, obj)
        by_index[index] = Square(index=index, name=str(obj.name), kind=kind, rect=rect, **values)
    n = len(by_index)
    missing = sorted(set(range(n)) - set(by_index))
    if missing:
        raise BoardError("board-numbering", where=where, high=n - 1, index=missing[0])
    return [by_index[i] for i in range(n)]


def _label(square: Square) -> str:
    """How a board error names a square: its index, then its name."""
    return f"square {square.index} ({square.name})"


def _rect(where: str, label: str, obj: Any) -> tuple[int, int, int, int]:
    values = {"x": obj.x, "y": obj.y, "width": obj.width or 0, "height": obj.height or 0}
    for name, v in values.items():
        if not isinstance(v, (int, float)) or not math.isfinite(v) or abs(v) > MAX_COORD:
            raise BoardError("board-rect", where=where, what=label, field=name, found=v)
    return (int(values["x"]), int(values["y"]), int(values["width"]), int(values["height"]))


def _collect_groups(where: str, squares: list[Square]) -> dict[str, tuple[int, ...]]:
    groups: dict[str, list[int]] = {}
    kinds: dict[str, str] = {}
    for s in squares:
        if not s.buyable:
            continue
        if kinds.setdefault(s.group, s.kind) != s.kind:
            raise BoardError("board-group-kinds", where=where, what=_label(s), group=s.group,
                             kind=kinds[s.group], other=s.kind)
        groups.setdefault(s.group, []).append(s.index)
    for members in groups.values():
        first = squares[members[0]]
        if first.kind == S.TRANSPORT and len(first.rents) < len(members):
            raise BoardError("board-group-numbers", where=where, what=_label(first), field="rents",
                             need=len(members))
        if first.kind == S.SERVICE and len(first.multipliers) < len(members):
            raise BoardError("board-group-numbers", where=where, what=_label(first), field="multipliers",
                             need=len(members))
    return {k: tuple(v) for k, v in groups.items()}


def _read_decks(path: Path, squares: list[Square]) -> dict[str, Deck]:
    where = path.name
    if not os.path.lexists(path):
        raise BoardError("board-cards-missing", where=where)
    raw = board_file(path.parent, path.name, where)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError) as e:
        raise BoardError("board-json", where=where, problem=f"{type(e).__name__}: {e}") from None
    if not isinstance(data, dict) or not isinstance(data.get("decks"), dict):
        raise BoardError("board-decks", where=where)
    decks = {}
    for name, raw in data["decks"].items():
        if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list) or not raw["cards"]:
            raise BoardError("board-deck-cards", where=where, deck=name)
        cards = tuple(_read_card(where, name, i, c, squares) for i, c in enumerate(raw["cards"]))
        title = raw.get("title", name)
        title_ne = raw.get("title_ne", "")
        if not isinstance(title, str) or not isinstance(title_ne, str):
            raise BoardError("board-deck-titles", where=where, deck=name)
        chart = raw.get("chart", False)
        if not isinstance(chart, bool):
            raise BoardError("board-deck-chart", where=where, deck=name)
        if chart and (len(cards) != 11 or any(c.effect == S.BAIL for c in cards)):
            raise BoardError("board-chart", where=where, deck=name)
        decks[name] = Deck(name, title, cards, title_ne, chart)
    return decks


def _read_card(where: str, deck: str, i: int, raw: Any, squares: list[Square]) -> Card:
    label = f"deck {deck!r} card {i + 1}"
    if not isinstance(raw, dict):
        raise BoardError("board-card-object", where=where, what=label)
    text, effect = raw.get("text"), raw.get("effect")
    if not isinstance(text, str) or not text:
        raise BoardError("board-missing", where=where, what=label, field="text")
    if effect not in CARD_EFFECTS:
        raise BoardError("board-effect", where=where, what=label, found=effect, choices=", ".join(CARD_EFFECTS))
    params = {}
    for fname, want in {**CARD_EFFECTS[effect], **OPTIONAL_CARD_FIELDS}.items():
        if fname not in raw:
            if fname in CARD_EFFECTS[effect]:
                raise BoardError("board-missing", where=where, what=label, field=fname)
            continue
        params[fname] = _typed(where, label, fname, raw[fname], want)
    if effect == S.ADVANCE and not 0 <= params["square"] < len(squares):
        raise BoardError("board-off-board", where=where, what=label, field="square", index=params["square"])
    if effect == S.ADVANCE_NEAREST and not any(s.kind == params["kind"] for s in squares):
        raise BoardError("board-no-such-kind", where=where, what=label, found=params["kind"])
    if effect == S.BACK and not 1 <= params["steps"] < len(squares):
        raise BoardError("board-between", where=where, what=label, field="steps", low=1, high=len(squares) - 1)
    text_ne = params.pop("text_ne", "")
    names = [params.pop(key, "") for key in ("name", "name_ne", "short", "short_ne")]
    return Card(text, effect, MappingProxyType(params), text_ne, *names)


def _check_board(where: str, squares: list[Square], decks: dict[str, Deck], rules: Rules) -> None:
    if squares[0].kind != S.START:
        raise BoardError("board-start-first", where=where, what=_label(squares[0]))
    counts = {k: sum(1 for s in squares if s.kind == k) for k in ("start", "jail", "free")}
    if counts["start"] != 1 or counts["jail"] > 1:
        raise BoardError("board-start-jail", where=where)
    if not counts["jail"] and _sends_to_jail(squares, decks, rules):
        raise BoardError("board-no-jail", where=where)
    for s in squares:
        if s.kind == S.FERRY and not 0 <= s.target < len(squares):
            raise BoardError("board-off-board", where=where, what=_label(s), field="target", index=s.target)
        if s.kind == S.FERRY and _ferry_loops(squares, s.index):
            raise BoardError("board-ferry-loop", where=where, what=_label(s))
    if counts["free"] > 1:
        raise BoardError("board-free", where=where)
    for s in squares:
        if s.kind == S.CARD and s.deck not in decks:
            raise BoardError("board-deck-unknown", where=where, what=_label(s), found=s.deck)


def _ferry_loops(squares: list[Square], start: int) -> bool:
    """Whether following ferries from `start` comes back round: a move that would never end."""
    seen, at = set(), start
    while squares[at].kind == S.FERRY:
        if at in seen:
            return True
        seen.add(at)
        at = squares[at].target
    return False


def _sends_to_jail(squares: list[Square], decks: dict[str, Deck], rules: Rules) -> bool:
    cards = (c for d in decks.values() for c in d.cards)
    return (rules.doubles_to_jail > 0 or any(s.kind == S.POLICE for s in squares)
            or any(c.effect in (S.GO_TO_JAIL, S.BAIL) for c in cards))
