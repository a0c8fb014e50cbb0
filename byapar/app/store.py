"""What the app keeps on disk: the player's preferences and the autosaves.

Everything lives in the user's data folder (BYAPAR_HOME overrides it, for tests and
portable installs). Writes are atomic: a temporary file, flushed and fsynced, then
renamed over the old one, so a crash mid-write never leaves half a file. A save that
can't be read is renamed `<name>.unreadable` and left alone for inspection.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from byapar.engine import Game, SaveError

KEEP_AUTOSAVES = 3  # autosave.json, autosave.1.json, autosave.2.json
APP_SAVE_VERSION = 1


def data_dir() -> Path:
    """The folder for preferences and saves, created on first use."""
    home = os.environ.get("BYAPAR_HOME")
    if home:
        base = Path(home)
    elif sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home())) / "Byapar"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / "Byapar"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "byapar"
    base.mkdir(parents=True, exist_ok=True)
    return base


def write_atomic(path: Path, data: Any) -> None:
    os.replace(_write_aside(path, data), path)
    _sync_folder(path.parent)


def _write_aside(path: Path, data: Any) -> Path:
    """Write `data` beside `path` as `<name>.tmp`, flushed to the disk; the caller renames it."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
        f.flush()
        os.fsync(f.fileno())
    return tmp


def _sync_folder(folder: Path) -> None:
    """Make the renames themselves survive a power cut (POSIX; Windows has no such call)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# ----- preferences -----------------------------------------------------------------------

DEFAULT_PREFS: dict[str, Any] = {
    "edition": "byapar",
    "difficulty": "medium",
    "rounds": 30,
    "starting_money": 15000,
    "dealt_places": 0,
    "auction": True,
    "chautari_pot": False,
    "start_double": False,
    "opening": "",  # who starts, where the edition offers a choice; "": the book's own way
    "bot_offers": "often",  # bots may offer trades to people: often, rarely, never
    "bot_speed": "normal",
    "sound": True,
    "language": "en",
    "hints": True,
    "seats": [],
    "rules_by_edition": {},  # each edition's remembered rules while another is chosen
}


def load_prefs() -> dict[str, Any]:
    """The last choices, with defaults for anything missing or malformed."""
    prefs = dict(DEFAULT_PREFS)
    try:
        saved = json.loads((data_dir() / "prefs.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return prefs
    if isinstance(saved, dict):
        for k, default in DEFAULT_PREFS.items():
            if k in saved and type(saved[k]) is type(default):
                prefs[k] = saved[k]
    return prefs


def save_prefs(prefs: dict[str, Any]) -> None:
    try:
        write_atomic(data_dir() / "prefs.json", prefs)
    except OSError:
        pass  # preferences are a convenience; a read-only disk must not stop the game


# ----- saved games ------------------------------------------------------------------------

@dataclass
class Loaded:
    game: Game | None
    seats: list[dict]
    problem: str = ""  # why it couldn't be read, for the menu


def save_dir() -> Path:
    d = data_dir() / "saves"
    d.mkdir(exist_ok=True)
    return d


def autosave_path() -> Path:
    return save_dir() / "autosave.json"


def autosave(game: Game, seats: list[dict]) -> None:
    """Write the game atomically, keeping the previous few autosaves.

    autosave.json exists at every instant once the first one is written: the new save is
    written aside and flushed first, the older ones shift along, the current one is kept
    by a hard link (a copy where links don't work), and only then is the new one renamed
    over it. A crash anywhere in between leaves a whole autosave.json for Continue.
    """
    d = save_dir()
    current = d / "autosave.json"
    payload = {"app_version": APP_SAVE_VERSION, "saved_at": int(time.time()),
               "seats": seats, "game": game.to_dict()}
    fresh = _write_aside(current, payload)
    for i in range(KEEP_AUTOSAVES - 1, 1, -1):
        older = d / f"autosave.{i - 1}.json"
        if older.exists():
            os.replace(older, d / f"autosave.{i}.json")
    if KEEP_AUTOSAVES > 1 and current.exists():
        _keep_copy(current, d / "autosave.1.json")
    os.replace(fresh, current)
    _sync_folder(d)


def _keep_copy(src: Path, dst: Path) -> None:
    tmp = dst.with_name(dst.name + ".tmp")
    tmp.unlink(missing_ok=True)
    try:
        os.link(src, tmp)
    except OSError:
        shutil.copyfile(src, tmp)
    os.replace(tmp, dst)


def list_saves() -> list[Path]:
    """Readable-looking saves, newest first."""
    files = [p for p in save_dir().glob("*.json")]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def load(path: Path) -> Loaded:
    """Read a save. One that can't be read is moved aside and reported, never overwritten."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise SaveError("not a Byapar save")
        game = Game.from_dict(data.get("game"))
        seats = [s for s in data["seats"] if isinstance(s, dict)]
        if len(seats) != len(game.players):
            raise SaveError("the seats don't match the players")
        return Loaded(game, seats)
    except (OSError, ValueError, SaveError, TypeError, KeyError, RecursionError) as e:
        return Loaded(None, [], _set_aside(path, e))  # RecursionError: absurdly nested JSON


def _set_aside(path: Path, error: Exception) -> str:
    target = path.with_name(path.name + ".unreadable")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{n}.unreadable")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return f"{path.name}: {error}"
    return f"{path.name} -> {target.name}: {error}"
