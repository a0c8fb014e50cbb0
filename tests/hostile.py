"""Hostile files, made to order: the cases the save and board fuzzers feed the game.

- `front_and_seat_cases`: one field of a save's front (what the Load list reads) or of a seat
  replaced by a number that is not finite or is out of range, or by text with control
  characters; `check_front_case` lists, draws, continues and saves each.
- `header_cases`: a board's tileset moved into a `.tsx` or kept inline, with absurd declared
  sizes, images whose PNG header lies, images that are no PNG.
- `special_file_cases`: a save, a card file, a tileset or an image that is a FIFO or a link
  to a device; `long_name_cases`: saves named at the file system's length limit.

`bench/fuzz_files.py` runs them all and prints a table; the tests run them too.
"""

from __future__ import annotations

import copy
import json
import math
import os
import re
import struct
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

NUMBERS: tuple = (math.nan, math.inf, -math.inf, 1e308, -1e308, 10**30, -(10**30), 2**63, -1, -9, 1.5, 0.0,
                  True, False, None, "7", [], {})
TEXTS: tuple = ("\x00", "A\x00B", "\x1b[2J", "\x7f", "\u0085", "\ud800", "\udfff", "tab\there", "\n\r", "\x07" * 40,
                "\u202eevil", "N" * 100_000, "")
FRONT_NUMBERS = ("app_version", "saved_at", "summary.round", "summary.rounds", "summary.turn", "summary.over",
                 "summary.winners", "summary.winners.0", "summary.players.0.out")
FRONT_TEXTS = ("title", "summary.edition", "summary.players.0.name", "summary.players.1.kind")
SEAT_NUMBERS = ("seats.0.colour", "seats.1.colour", "seats.0.shape", "seats.1.kind", "seats.0.name")
SEAT_TEXTS = ("seats.0.name", "seats.1.name", "seats.0.shape", "seats.1.kind", "game.players.0.name")


def _set(data: Any, path: str, value: Any) -> None:
    *parents, last = path.split(".")
    node = data
    for step in parents:
        node = node[int(step)] if isinstance(node, list) else node[step]
    if isinstance(node, list):
        node[int(last):int(last) + 1] = [value]  # one past the end appends
    else:
        node[last] = value


def front_and_seat_cases(base: dict) -> Iterator[tuple[str, str, dict]]:
    """(class, label, damaged save) for every field and value above."""
    for cls, fields, values in (("numbers in the front", FRONT_NUMBERS, NUMBERS),
                                ("control characters in the front", FRONT_TEXTS, TEXTS),
                                ("numbers in the seats", SEAT_NUMBERS, NUMBERS),
                                ("control characters in the seats and names", SEAT_TEXTS, TEXTS)):
        for field in fields:
            for value in values:
                damaged = copy.deepcopy(base)
                _set(damaged, field, copy.deepcopy(value))
                yield cls, f"{field} = {repr(value)[:24]}", damaged


def write_save(path: Path, data: dict) -> None:
    """As the app writes it: compact, the front first; NaN and Infinity as JSON's extensions,
    lone surrogates escaped."""
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")


def printable(text: str) -> bool:
    import unicodedata

    return not any(unicodedata.category(c) in ("Cc", "Cs", "Cn") for c in text)


def check_front_case(path: Path, scene_factory: Callable[[], Any] | None = None,
                     board_factory: Callable[[Any], Any] | None = None) -> str:
    """List, draw, continue and save one written save, as the app does; "refused" (not
    offered, or said and kept aside), "loaded" (played and saved again), or an exception."""
    from byapar.app import store
    from byapar.app.session import Session

    infos = store.list_saves()
    for info in infos:
        assert math.isfinite(info.saved_at), f"saved_at {info.saved_at!r} listed"
        texts = [info.title, info.summary.get("edition", ""), *(p["name"] for p in info.summary.get("players", []))]
        assert all(printable(t) for t in texts), f"unprintable text listed: {texts!r}"
        players = len(info.summary.get("players", []))
        assert all(0 <= w < players for w in info.summary.get("winners", [])), info.summary
    if scene_factory is not None:
        scene_factory()  # draws every row
    latest = store.latest_unfinished()
    if latest is None:
        return "refused"
    if not store.lock(latest.path):
        return "refused"
    try:
        loaded = store.load(latest.path)
        if loaded.game is None:
            return "refused"
        session = Session(loaded.game, loaded.seats, path=latest.path, title=loaded.title)
        if board_factory is not None:
            board_factory(session)
        session.save()
        assert session.save_problem == "", f"saved again: {session.save_problem}"
        assert store.load(latest.path).game is not None, "the game's own save no longer loads"
    finally:
        store.unlock_all()
    return "loaded"


# ----- boards: tileset and image headers ---------------------------------------------------------

INLINE = re.compile(rb'<tileset firstgid="1"[^>]*>\s*<image[^>]*/>\s*</tileset>', re.S)


def png_header(width: int, height: int) -> bytes:
    """The first bytes of a PNG that says it is `width` x `height`."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + chunk


def to_tsx(tmx: Path, image_attrs: bytes | None = None) -> Path:
    """Move the map's inline tileset into `art.tsx` beside it, as Tiled's "export tileset" does."""
    text = tmx.read_bytes()
    inline = INLINE.search(text).group(0)
    body = inline.replace(b'firstgid="1" ', b"")
    if image_attrs is not None:
        body = re.sub(rb"<image [^>]*/>", b"<image " + image_attrs + b"/>", body)
    tsx = tmx.parent / "art.tsx"
    tsx.write_bytes(b'<?xml version="1.0" encoding="UTF-8"?>\n' + body)
    tmx.write_bytes(text.replace(inline, b'<tileset firstgid="1" source="art.tsx"/>'))
    return tsx


def _image(tmx: Path) -> Path:
    return tmx.parent / re.search(rb'<image source="([^"]+)"', tmx.read_bytes()).group(1).decode()


def _declare(tmx: Path, width: int | str, height: int | str, in_tsx: bool) -> None:
    name = _image(tmx).name.encode()
    attrs = b'source="%s" width="%s" height="%s"' % (name, str(width).encode(), str(height).encode())
    if in_tsx:
        to_tsx(tmx, attrs)
    else:
        tmx.write_bytes(re.sub(rb"<image [^>]*/>", b"<image " + attrs + b"/>", tmx.read_bytes(), count=1))


def header_cases() -> Iterator[tuple[str, Callable[[Path], None]]]:
    """(label, damage) pairs: each damages a fresh copy of a board folder given its .tmx."""
    for in_tsx in (False, True):
        where = "tsx" if in_tsx else "inline"
        for size in (2_000_000, 20_000, 16_385, 0, -5, "1e9", "nan"):
            yield f"{where}: declared {size} x {size}", lambda tmx, s=size, t=in_tsx: _declare(tmx, s, s, t)
        for w, h in ((30_000, 30_000), (16_384, 16_384), (4000, 4000), (1, 1), (2**31 - 1, 2**31 - 1)):
            def lying(tmx: Path, w: int = w, h: int = h, t: bool = in_tsx) -> None:
                image = _image(tmx)
                if t:
                    to_tsx(tmx)
                image.write_bytes(png_header(w, h) + b"\0" * 64)
            yield f"{where}: header says {w} x {h}", lying
        for label, data in (("empty", b""), ("gif", b"GIF89a" + b"\0" * 64), ("truncated png", png_header(9, 9)[:20]),
                            ("text", b"not a picture")):
            def other(tmx: Path, data: bytes = data, t: bool = in_tsx) -> None:
                image = _image(tmx)
                if t:
                    to_tsx(tmx)
                image.write_bytes(data)
            yield f"{where}: image {label}", other
    yield "tsx: image up a folder", lambda tmx: (_copy_up(tmx), to_tsx(tmx, b'source="../x.png" width="384" height="312"'))
    yield "tsx: image absolute", lambda tmx: to_tsx(tmx, b'source="/etc/passwd" width="384" height="312"')
    yield "tsx: 30 MB", _big_tsx
    yield "tsx: not a tileset", lambda tmx: to_tsx(tmx).write_bytes(b"<map/>")
    yield "tsx: refers to another", lambda tmx: to_tsx(tmx).write_bytes(b'<tileset source="art.tsx"/>')


def _copy_up(tmx: Path) -> None:
    (tmx.parent.parent / "x.png").write_bytes(_image(tmx).read_bytes())


def _big_tsx(tmx: Path) -> None:
    tsx = to_tsx(tmx)
    tsx.write_bytes(tsx.read_bytes().replace(b"</tileset>", b"<!--" + b"x" * 30_000_000 + b"--></tileset>"))


# ----- FIFOs, device links and long names ---------------------------------------------------------

DEVICE = Path(os.devnull) if os.name == "posix" else None  # a character device on POSIX systems
ENDLESS = Path("/dev/zero")  # reads without end


def special_file_cases() -> Iterator[tuple[str, str, str]]:
    """(label, which file, what it becomes): "fifo", "endless" (a link to a device that never
    ends) or "null" (a link to the empty device)."""
    for which in ("save", "cards", "tsx", "image", "prefs"):
        for kind in ("fifo", "endless", "null"):
            yield f"{which} as {kind}", which, kind


def make_special(path: Path, kind: str) -> bool:
    """Replace `path` by a FIFO or a link to a device; False where this system has neither."""
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            return False
        os.mkfifo(path)
        return True
    target = ENDLESS if kind == "endless" else DEVICE
    if target is None or not target.exists():
        return False
    path.symlink_to(target)
    return True


def long_name_cases(limit: int = 255) -> Iterator[tuple[str, str]]:
    """Save names at and near the file system's limit on a name's length."""
    for length in (limit, limit - 1, limit - 5, 241, 240, 200):
        stem = "game-" + "n" * (length - len("game-") - len(".json"))
        yield f"a save named with {length} characters", stem + ".json"
    devanagari = "game-" + "व" * ((limit - 10) // 3)  # three bytes each in UTF-8: at the byte limit
    yield f"a save named with {len(devanagari.encode()) + 5} bytes of Nepali", devanagari + ".json"
