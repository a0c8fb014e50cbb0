"""What the app keeps on disk: the player's preferences and one save for each game.

Everything lives in the user's data folder (BYAPAR_HOME overrides it, for tests and
portable installs). Each game has its own file, `saves/game-<id>.json`, written after every
turn and kept until the player deletes it; a new game never touches another's file. Writes
are atomic: a temporary file with a unique name, flushed and fsynced, then renamed over the
old one, so a crash or a full disk never leaves half a file and two copies of the app never
share a temporary file. A save that can't be read is renamed `<name>.unreadable` and left
alone. An open game is locked (`<name>.lock`, held with an OS lock that dies with its
process), so a second copy of the app can't play it at the same time.

Nothing here raises on a damaged folder: a folder that can't be made or read gives an empty
list and a problem to show; only `autosave` raises (an OSError), so the board can say so.
"""

from __future__ import annotations

import errno
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from byapar.engine.errors import SaveError  # just this module: the first menu frame needs no engine

if TYPE_CHECKING:  # imported when a save is read (_read)
    from byapar.engine import Game

APP_SAVE_VERSION = 2  # 2: one file per game with a summary for the Load list
NAME_MAX = 24  # a player's name as saved and loaded (the setup screen types 16)
TITLE_MAX = 40  # a game's own name, given in the Load list
HEAD_BYTES = 16384  # the summary sits at the front of a save: the list reads no more than this
READ_LIMIT = 64 * 1024 * 1024  # a "save" bigger than this is not one of ours
PREFIX = "game-"

try:  # an OS lock the kernel drops when the process dies: no stale locks to clean up
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]


def data_dir() -> Path:
    """The folder for preferences and saves; made if it can be, never an error if not."""
    home = os.environ.get("BYAPAR_HOME")
    if home:
        base = Path(home)
    elif sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home())) / "Byapar"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / "Byapar"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "byapar"
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # read-only or a file in the way: saving says so when it is tried
    return base


class Encoded(str):
    """JSON text encoded already (by `encode`): `write_atomic` writes it as it is."""


def encode(data: Any) -> Encoded:
    """`data` as the JSON text `write_atomic` would write: taken where the data may be read
    safely (the game on the main thread), written elsewhere."""
    return Encoded(json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def write_atomic(path: Path, data: Any) -> None:
    """Write JSON (or `Encoded` text) beside `path` under a unique temporary name, fsync,
    rename over `path`.

    On any failure the temporary file is removed and `path` is left exactly as it was."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o644)  # as an ordinary file is made; mkstemp makes it private
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            if isinstance(data, Encoded):
                f.write(data)
            else:
                json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself survive a power cut (POSIX; Windows has no such call)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some filesystems refuse to sync a folder; the file itself is already on disk
    finally:
        os.close(fd)


def problem_kind(error: BaseException) -> str:
    """Why a write failed, as the board says it: "full", "readonly" or "other"."""
    code = getattr(error, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "full"
    if code in (errno.EACCES, errno.EPERM, errno.EROFS) or isinstance(error, PermissionError):
        return "readonly"
    return "other"


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
RULE_KEYS = ("difficulty", "rounds", "starting_money", "dealt_places", "auction", "chautari_pot",
             "start_double", "opening")
PREF_TEXT_MAX = 64


def load_prefs() -> dict[str, Any]:
    """The last choices, with defaults for anything missing, malformed or out of range."""
    try:
        path = data_dir() / "prefs.json"
        if path.stat().st_size > 1024 * 1024:
            raise ValueError("too big to be preferences")
        saved = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # RecursionError: absurdly nested JSON
        saved = {}
    return clean_prefs(saved)


def clean_prefs(saved: Any) -> dict[str, Any]:
    prefs = dict(DEFAULT_PREFS)
    if not isinstance(saved, dict):
        return prefs
    for k, default in DEFAULT_PREFS.items():
        if k in saved and type(saved[k]) is type(default):
            prefs[k] = saved[k]
    fitted = _fit_rules(saved)
    prefs.update(fitted)
    if prefs["edition"] != DEFAULT_PREFS["edition"] and fitted.keys() != set(RULE_KEYS):
        # The rules in prefs are the chosen edition's own. Missing ones would be filled with
        # Byapar's (Rs 15,000 on a $1,925 board): start from Byapar, edition and rules whole.
        prefs.update({k: DEFAULT_PREFS[k] for k in ("edition", *RULE_KEYS)})
    for k in ("edition", "difficulty", "opening", "bot_speed", "language"):
        prefs[k] = prefs[k][:PREF_TEXT_MAX]
    prefs["seats"] = [dict(s, name=s["name"][:NAME_MAX]) for s in prefs["seats"][:12]
                      if isinstance(s, dict) and isinstance(s.get("name"), str)]
    rules = prefs["rules_by_edition"]
    prefs["rules_by_edition"] = {str(k)[:PREF_TEXT_MAX]: _fit_rules(v) for k, v in list(rules.items())[:32]
                                 if isinstance(v, dict)}
    return prefs


def _fit_rules(rules: dict) -> dict[str, Any]:
    """The remembered house rules that the engine would accept; the rest back to defaults."""
    from byapar.engine.settings import Settings

    out = {k: rules[k] for k in RULE_KEYS if k in rules and type(rules[k]) is type(DEFAULT_PREFS[k])}
    for k in list(out):
        try:
            value = out[k] if k != "opening" else (out[k] or None)
            Settings(**{k: value}).check()
        except (TypeError, ValueError):
            out[k] = DEFAULT_PREFS[k]
    return out


def save_prefs(prefs: dict[str, Any]) -> None:
    try:
        write_atomic(data_dir() / "prefs.json", prefs)
    except OSError:
        pass  # preferences are a convenience; a read-only disk must not stop the game


# ----- saved games ------------------------------------------------------------------------

# Plain classes, not dataclasses: a dataclass compiles its methods when the module loads, on
# the first menu frame's path.
class Loaded:
    def __init__(self, game: Game | None, seats: list[dict], problem: str = "", path: Path | None = None,
                 title: str = "") -> None:
        self.game = game
        self.seats = seats
        self.problem = problem  # why it couldn't be read, for the menu
        self.path = path
        self.title = title


class SaveInfo:
    """One entry of the Load list, read from the front of a save without loading the game."""

    def __init__(self, path: Path, saved_at: float, title: str = "", summary: dict | None = None) -> None:
        self.path = path
        self.saved_at = saved_at
        self.title = title
        self.summary = summary if summary is not None else {}  # empty: the file couldn't be read

    def __repr__(self) -> str:
        return f"SaveInfo({self.path.name!r}, {self.title!r}, {self.summary})"

    @property
    def finished(self) -> bool:
        return bool(self.summary.get("over"))

    @property
    def readable(self) -> bool:
        return bool(self.summary)


def save_dir() -> Path:
    """The saves folder, made if missing; an OSError says why there can't be one."""
    d = data_dir() / "saves"
    d.mkdir(exist_ok=True)
    if not d.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(d))
    return d


def folder_problem() -> str:
    """Why games can't be saved in the data folder ("full", "readonly", "other"), or ""."""
    try:
        d = save_dir()
        fd, tmp = tempfile.mkstemp(dir=d, prefix=".probe.", suffix=".tmp")
        os.close(fd)
        os.unlink(tmp)
    except OSError as e:
        return problem_kind(e)
    return ""


def new_save_path() -> Path:
    """A fresh file name for a new game: the time it began and a random tail, never reused
    (os.urandom, as the secrets module draws it: importing that module costs the launch hmac and hashlib)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return save_dir() / f"{PREFIX}{stamp}-{os.urandom(4).hex()}.json"


def summary(game: Game, seats: list[dict]) -> dict[str, Any]:
    """What the Load list shows of a game: small, so the list reads only the front of each file."""
    players = []
    for i, p in enumerate(game.players):
        kind = seats[i].get("kind", "human") if i < len(seats) else "human"
        players.append({"name": p.name[:NAME_MAX], "kind": kind, "out": p.bankrupt})
    return {"edition": game.edition.name, "round": game.round, "rounds": game.settings.rounds or 0,
            "players": players, "turn": None if game.over else game.pending.player,
            "over": game.over, "winners": list(game.winners)}


def autosave(game: Game, seats: list[dict], path: Path, title: str = "") -> None:
    """Write this game's own save atomically. Raises OSError when the disk refuses."""
    write_save(path, save_payload(game, seats, title))


def save_payload(game: Game, seats: list[dict], title: str = "") -> dict[str, Any]:
    """What a game's save holds, as it stands now."""
    return {"app_version": APP_SAVE_VERSION, "saved_at": time.time(), "title": title[:TITLE_MAX],
            "summary": summary(game, seats), "seats": seats, "game": game.to_dict()}


def write_save(path: Path, payload: dict[str, Any] | Encoded) -> None:
    """Write a save's payload (or its `Encoded` text) atomically. Raises OSError when the disk refuses."""
    if not path.parent.is_dir():
        path.parent.mkdir(exist_ok=True)
    write_atomic(path, payload)


def list_saves() -> list[SaveInfo]:
    """Every save in the folder, newest first. Folders, dangling links and files vanishing
    while the list is read are passed over; an unreadable file is listed without a summary."""
    try:
        entries = list(os.scandir(save_dir()))
    except OSError:
        return []
    out = []
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(".tmp"):
            _drop_stale(Path(entry.path))
            continue
        if not entry.name.endswith(".json"):
            continue
        info = _info(Path(entry.path))
        if info is not None:
            out.append(info)
    out.sort(key=lambda s: s.saved_at, reverse=True)
    return out


STALE_TMP = 3600.0  # a temporary file this old was left by a copy that died mid-write


def _drop_stale(tmp: Path) -> None:
    try:
        if time.time() - tmp.stat().st_mtime > STALE_TMP:
            tmp.unlink()
    except OSError:
        pass  # gone already, or not ours to remove


_INFO_CACHE: dict[str, tuple[tuple[int, int], SaveInfo]] = {}


def _info(path: Path) -> SaveInfo | None:
    try:
        st = path.stat()
        if not path.is_file():
            return None
    except OSError:  # a dangling link, or gone since the folder was read
        return None
    stamp = (st.st_mtime_ns, st.st_size)
    cached = _INFO_CACHE.get(str(path))
    if cached and cached[0] == stamp:
        return cached[1]
    try:
        info = _read_info(path, st.st_mtime)
    except FileNotFoundError:
        return None
    _INFO_CACHE[str(path)] = (stamp, info)
    return info


def _read_info(path: Path, mtime: float) -> SaveInfo:
    """The summary from the front of the file; an older save without one is read whole."""
    try:
        with open(path, encoding="utf-8") as f:
            head = f.read(HEAD_BYTES)
        try:
            found = _head_fields(head)
        except (ValueError, IndexError):  # a summary longer than the front read, or damaged
            found = None
        if found is None:
            found = _old_save_fields(path)
        saved_at, title, summ = found
    except FileNotFoundError:
        raise
    except (OSError, ValueError, RecursionError, SaveError, TypeError, KeyError, AttributeError):
        return SaveInfo(path, mtime)
    return SaveInfo(path, saved_at if isinstance(saved_at, int | float) else mtime, title, summ)


def _head_fields(head: str) -> tuple[float, str, dict] | None:
    """Parse `{"app_version":2,"saved_at":..,"title":..,"summary":{..},` from a file's front."""
    decoder = json.JSONDecoder()
    if not head.startswith('{"app_version":'):
        return None
    values: dict[str, Any] = {}
    i = 1
    while len(values) < 4:
        key, i = decoder.raw_decode(head, i)
        if head[i] != ":":
            return None
        values[key], i = decoder.raw_decode(head, i + 1)
        if head[i] != ",":
            return None
        i += 1
    if values.get("app_version") != APP_SAVE_VERSION or not isinstance(values.get("summary"), dict):
        return None
    return values.get("saved_at", 0), _text(values.get("title"), TITLE_MAX), _fit_summary(values["summary"])


def _old_save_fields(path: Path) -> tuple[float, str, dict]:
    """A save from before one-file-per-game (autosave.json and its older copies): read it whole."""
    loaded = _read(path)
    return loaded[0].get("saved_at", path.stat().st_mtime), "", summary(loaded[1], loaded[2])


def _fit_summary(s: dict) -> dict:
    """A summary as the Load list may draw it: bounded text, known types."""
    players = [{"name": _text(p.get("name"), NAME_MAX), "kind": _text(p.get("kind"), 8), "out": bool(p.get("out"))}
               for p in s.get("players", [])[:12] if isinstance(p, dict)]
    if not players:
        raise ValueError("a summary with no players")
    turn = s.get("turn")
    return {"edition": _text(s.get("edition"), PREF_TEXT_MAX), "round": _int(s.get("round")),
            "rounds": _int(s.get("rounds")), "players": players,
            "turn": turn if isinstance(turn, int) and 0 <= turn < len(players) else None,
            "over": bool(s.get("over")), "winners": [w for w in s.get("winners", []) if isinstance(w, int)][:12]}


def _text(v: Any, limit: int) -> str:
    return v[:limit] if isinstance(v, str) else ""


def _int(v: Any) -> int:
    return v if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 100_000 else 0


def latest_unfinished() -> SaveInfo | None:
    """The game Continue opens: the most recently played one that isn't over."""
    return next((s for s in list_saves() if s.readable and not s.finished), None)


def load(path: Path) -> Loaded:
    """Read a save. One that can't be read is moved aside and reported, never overwritten."""
    try:
        data, game, seats = _read(path)
    except (OSError, ValueError, SaveError, TypeError, KeyError, AttributeError, RecursionError) as e:
        return Loaded(None, [], _set_aside(path, e))  # RecursionError: absurdly nested JSON
    return Loaded(game, seats, path=path, title=_text(data.get("title"), TITLE_MAX))


def _read(path: Path) -> tuple[dict, Game, list[dict]]:
    from byapar.engine import Game

    if path.stat().st_size > READ_LIMIT:
        raise SaveError("far too big to be a Byapar save")
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        raise SaveError("not a Byapar save")
    game = Game.from_dict(data.get("game"))
    seats = [dict(s) for s in data["seats"] if isinstance(s, dict)]
    if len(seats) != len(game.players):
        raise SaveError("the seats don't match the players")
    for seat, player in zip(seats, game.players, strict=True):  # an absurd name is cut, never drawn whole
        player.name = player.name[:NAME_MAX]
        seat["name"] = player.name
    return data, game, seats


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


def rename(path: Path, title: str) -> str:
    """Give a saved game its own name; "" when done, else why not."""
    if holder(path):
        return "locked"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise SaveError("not a Byapar save")
        data["title"] = title.strip()[:TITLE_MAX]
        if "summary" in data:  # keep the summary at the front, where the list reads it
            data = {k: data[k] for k in ("app_version", "saved_at", "title", "summary") if k in data} | data
        write_atomic(path, data)
    except (OSError, ValueError, SaveError, RecursionError) as e:
        return problem_kind(e) if isinstance(e, OSError) else "other"
    return ""


def delete(path: Path) -> str:
    """Remove a saved game for good; "" when done, else why not."""
    if holder(path):
        return "locked"
    try:
        path.unlink(missing_ok=True)
    except OSError as e:
        return problem_kind(e)
    try:
        _lock_path(path).unlink(missing_ok=True)
    except OSError:
        pass  # an empty lock file left behind is harmless
    _INFO_CACHE.pop(str(path), None)
    return ""


# ----- one copy of the app plays a game at a time -----------------------------------------

_HELD: dict[str, int] = {}  # save path -> the open lock file this process holds


def _lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def lock(path: Path) -> bool:
    """Hold this game for this process. False if another running copy of the app has it.

    The lock is an OS lock on `<save>.lock`, dropped by the kernel when its process ends,
    so a copy that crashed leaves nothing stale behind. Where locks can't be taken (a
    read-only folder, no fcntl), the game opens anyway: nothing else could be saving it."""
    key = str(path)
    if key in _HELD:
        return True
    try:
        fd = os.open(_lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return True
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
    try:
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
    except OSError:
        pass
    _HELD[key] = fd
    return True


def unlock_all() -> None:
    """Let go of every game this process holds (back at the menu, nothing is being played)."""
    for key in list(_HELD):
        unlock(Path(key))


def unlock(path: Path | None) -> None:
    fd = _HELD.pop(str(path), None)
    if fd is not None:
        os.close(fd)  # closing drops the OS lock


def holder(path: Path) -> int:
    """The process id of another running copy holding this game, or 0."""
    if str(path) in _HELD or fcntl is None:
        return 0
    try:
        fd = os.open(_lock_path(path), os.O_RDONLY)
    except OSError:
        return 0
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        try:
            return int(os.read(fd, 16) or b"0") or 1
        except (OSError, ValueError):
            return 1
    finally:
        os.close(fd)  # also drops the shared lock just taken, if it was
    return 0
