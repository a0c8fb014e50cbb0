"""What the app keeps on disk: the player's preferences and one save for each game.

Everything lives in the user's data folder, where platformdirs puts an application's data on
each system (BYAPAR_HOME overrides it, for tests and portable installs); a folder an earlier
copy of the app made under another name is moved there, or read where it is. Each game has
its own file, `saves/game-<id>.json`, written after every turn and kept until the player
deletes it; a new game never touches another's file. Writes
are atomic: a temporary file with a unique name, flushed and fsynced, then renamed over the
old one, so a crash or a full disk never leaves half a file and two copies of the app never
share a temporary file. A save that can't be read is renamed `<name>.unreadable` and left
alone. An open game is locked (`<name>.lock`, held through filelock with the system's own
lock, which dies with its process), so a second copy of the app can't play it at the same time.
A save is read only if it is a plain file of a bounded size, read no further than that bound.

Nothing here raises on a damaged folder: a folder that can't be made or read gives an empty
list and a problem to show; only `autosave` raises (an OSError), so the board can say so.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
import tempfile
import time
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

# just these modules: the first menu frame needs no engine
from byapar.engine.errors import SaveError
from byapar.engine.text import printable

if TYPE_CHECKING:  # imported when a save is read (_read) or a game locked (lock)
    from filelock import FileLock

    from byapar.engine import Game

APP_SAVE_VERSION = 2  # 2: one file per game with a summary for the Load list
NAME_MAX = 24  # a player's name as saved and loaded (the setup screen types 16)
TITLE_MAX = 40  # a game's own name, given in the Load list
HEAD_BYTES = 16384  # the summary sits at the front of a save: the list reads no more than this
READ_LIMIT = 64 * 1024 * 1024  # a "save" bigger than this is not one of ours
PREFIX = "game-"
APP_NAME = "byapar"  # the data folder's name, as platformdirs places it on each system
OLDER_NAMES = ("Byapar",)  # earlier copies named it so on Windows and macOS
SHORT_NAME = 100  # bytes of a save's name kept in the names of the files beside it (temporary, lock)


def data_dir() -> Path:
    """The folder for preferences and saves; made if it can be, never an error if not."""
    home = os.environ.get("BYAPAR_HOME")
    base = Path(home) if home else _platform_folder()
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


def _platform_folder() -> Path:
    """platformdirs' data folder for the app (roaming on Windows: %APPDATA%, as before). A
    folder an earlier copy made under an older name is moved here; where it can't be moved,
    it is used where it is, so no save or preference is ever left behind."""
    import platformdirs  # here: a launch with BYAPAR_HOME set doesn't pay for it

    folder = platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)
    if folder.exists():
        return folder
    for name in OLDER_NAMES:
        older = platformdirs.user_data_path(name, appauthor=False, roaming=True)
        if older == folder or not older.is_dir():
            continue
        try:
            folder.parent.mkdir(parents=True, exist_ok=True)
            os.replace(older, folder)
        except OSError:
            return older
        return folder
    return folder


def beside(path: Path, suffix: str) -> Path:
    """A file next to `path` named after it: bounded, so a save named at the file system's
    length limit still has room for its lock and its temporary file."""
    name = path.name
    raw = name.encode("utf-8", "surrogatepass")  # file systems count a name's bytes
    if len(raw) > SHORT_NAME:
        name = f"{raw[:SHORT_NAME - 9].decode('utf-8', 'ignore')}~{zlib.crc32(raw):08x}"
    return path.with_name(name + suffix)


def write_atomic(path: Path, data: Any) -> None:
    """Write JSON (or `Encoded` text) beside `path` under a unique temporary name, fsync,
    rename over `path`.

    On any failure the temporary file is removed and `path` is left exactly as it was."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{beside(path, '').name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            if isinstance(data, Encoded):
                f.write(data)
            else:
                json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        _readable_by_all(tmp)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _readable_by_all(path: str) -> None:
    """Give the file the mode an ordinary file gets (mkstemp makes it private)."""
    try:
        os.chmod(path, 0o644)
    except OSError:
        pass  # a file system without modes (FAT, some network shares): the file is still whole


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


def read_bounded(path: Path, limit: int, head: bool = False) -> str:
    """The text of a plain file, refused (ValueError) if it is anything else (a FIFO, a device,
    a folder) or holds more than `limit` bytes; with `head`, just its first `limit` bytes. The
    size is counted as it is read, never taken from what the file system reports."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)  # a FIFO opens at once
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError(f"{path.name} is not a plain file")
        data = f.read(limit + 1)
    if len(data) > limit and not head:
        raise ValueError(f"{path.name} holds more than {limit:,} bytes")
    return data[:limit].decode("utf-8", "replace" if head else "strict")


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
    "bots_agree_end": False,  # bots vote yes to ending by agreement once every person has
    "bot_speed": "normal",
    "sound": True,
    "language": "en",
    "hints": True,
    "text_size": 100,  # percent: 100, 125 or 150
    "hints_seen": [],  # the first-time hints read once: not shown again in later games
    "seats": [],
    "rules_by_edition": {},  # each edition's remembered rules while another is chosen
}
RULE_KEYS = ("difficulty", "rounds", "starting_money", "dealt_places", "auction", "chautari_pot",
             "start_double", "opening")
PREF_TEXT_MAX = 64


def load_prefs() -> dict[str, Any]:
    """The last choices, with defaults for anything missing, malformed or out of range."""
    try:
        saved = json.loads(read_bounded(data_dir() / "prefs.json", 1024 * 1024))
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
    if prefs["text_size"] not in (100, 125, 150):
        prefs["text_size"] = 100
    for k in ("edition", "difficulty", "opening", "bot_speed", "language"):
        prefs[k] = prefs[k][:PREF_TEXT_MAX]
    prefs["seats"] = [dict(s, name=_text(s["name"], NAME_MAX)) for s in prefs["seats"][:12]
                      if isinstance(s, dict) and isinstance(s.get("name"), str)]
    prefs["hints_seen"] = sorted({k[:PREF_TEXT_MAX] for k in prefs["hints_seen"] if isinstance(k, str)})[:64]
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
                 title: str = "", newer: bool = False, bots: dict | None = None,
                 error: Exception | None = None, where: str = "") -> None:
        self.game = game
        self.bots = bots or {}  # what the bots remembered beside the game (older saves: nothing)
        self.seats = seats
        self.problem = problem  # why it couldn't be read, in English: "<where>: <error>"
        self.error = error  # the same error, for the menu to word in the player's language
        self.where = where  # the file's name (and where it was set aside)
        self.path = path
        self.title = title
        self.newer = newer  # made by a newer Byapar: kept where and as it is


class SaveInfo:
    """One entry of the Load list, read from the front of a save without loading the game."""

    def __init__(self, path: Path, saved_at: float, title: str = "", summary: dict | None = None,
                 newer: bool = False) -> None:
        self.path = path
        self.saved_at = saved_at
        self.title = title
        self.summary = summary if summary is not None else {}  # empty: the file couldn't be read
        self.newer = newer  # written by a newer Byapar: listed, kept, never played or rewritten here

    def __repr__(self) -> str:
        return f"SaveInfo({self.path.name!r}, {self.title!r}, {self.summary})"

    @property
    def finished(self) -> bool:
        return bool(self.summary.get("over"))

    @property
    def readable(self) -> bool:
        return bool(self.summary) and not self.newer


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
    """What the Load list and the Menu's Continue show of a game (its edition named in both
    languages): small, so they read only the front of each file."""
    players = []
    for i, p in enumerate(game.players):
        kind = seats[i].get("kind", HUMAN) if i < len(seats) else HUMAN
        players.append({"name": p.name[:NAME_MAX], "kind": kind, "out": p.bankrupt})
    edition = game.edition
    return {"edition": edition.name, "titles": {"en": edition.title, "ne": edition.rules.name_ne or edition.title},
            "round": game.round, "rounds": game.settings.rounds or 0,
            "players": players, "turn": None if game.over else game.current,
            "over": game.over, "winners": list(game.winners)}


def autosave(game: Game, seats: list[dict], path: Path, title: str = "", bots: dict | None = None) -> None:
    """Write this game's own save atomically. Raises OSError when the disk refuses."""
    write_save(path, save_payload(game, seats, title, bots))


def save_payload(game: Game, seats: list[dict], title: str = "", bots: dict | None = None) -> dict[str, Any]:
    """What a game's save holds, as it stands now; `bots`: what the table's bots remember
    beside the game (the offers they have made to people), read back by `load`."""
    payload = {"app_version": APP_SAVE_VERSION, "saved_at": time.time(), "title": _text(title, TITLE_MAX),
               "summary": summary(game, seats), "seats": seats, "game": game.to_dict()}
    if bots:
        payload["bots"] = bots
    return payload


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
        head = read_bounded(path, HEAD_BYTES, head=True)
        if _newer_version(head):
            return SaveInfo(path, mtime, newer=True)
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
    return SaveInfo(path, _when_saved(saved_at, mtime), title, summ)


def _when_saved(saved_at: Any, mtime: float) -> float:
    """The time a save says it was made, where that can be true: a number, not after the file
    itself was last written (a minute's grace for clocks); otherwise the file's own time. So
    a save dated NaN or 1e308 sorts and prints, and can't stay Continue's choice for good."""
    if isinstance(saved_at, bool) or not isinstance(saved_at, int | float):
        return mtime
    if not math.isfinite(saved_at) or not 0 <= saved_at <= mtime + 60:
        return mtime
    return float(saved_at)


def _newer_version(head: str) -> bool:
    """Whether the front of a save says a newer Byapar wrote it (its fields aren't all known here)."""
    if not head.startswith('{"app_version":'):
        return False
    try:
        version, _ = json.JSONDecoder().raw_decode(head, len('{"app_version":'))
    except ValueError:
        return False
    return _is_newer(version)


def _is_newer(version: Any) -> bool:
    return isinstance(version, int) and not isinstance(version, bool) and version > APP_SAVE_VERSION


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
    """A summary as the Load list may draw it: bounded printable text, known types, seats
    that exist."""
    players = [{"name": _text(p.get("name"), NAME_MAX), "kind": _text(p.get("kind"), 8), "out": bool(p.get("out"))}
               for p in s.get("players", [])[:12] if isinstance(p, dict)]
    if not players:
        raise ValueError("a summary with no players")
    turn = s.get("turn")
    winners = s.get("winners", [])
    titles = s.get("titles")
    titles = {code: _text(titles.get(code), PREF_TEXT_MAX) for code in ("en", "ne")} if isinstance(titles, dict) else {}
    return {"edition": _text(s.get("edition"), PREF_TEXT_MAX), "titles": titles, "round": _int(s.get("round")),
            "rounds": _int(s.get("rounds")), "players": players,
            "turn": turn if _is_seat(turn, len(players)) else None, "over": bool(s.get("over")),
            "winners": [w for w in winners if _is_seat(w, len(players))][:12] if isinstance(winners, list) else []}


def _is_seat(v: Any, count: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < count


def _text(v: Any, limit: int) -> str:
    """Text as the app may draw it: no control characters (a NUL stops the font renderer)
    nor lone surrogates, at most `limit` characters."""
    return printable(v)[:limit] if isinstance(v, str) else ""


def _int(v: Any) -> int:
    return v if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 100_000 else 0


def latest_unfinished() -> SaveInfo | None:
    """The game Continue opens: the most recently played one that isn't over."""
    return next((s for s in list_saves() if s.readable and not s.finished), None)


class NewerSave(SaveError):
    """A save written by a newer Byapar: kept as it is for that app, never played here."""


def load(path: Path) -> Loaded:
    """Read a save. One that can't be read is moved aside and reported, never overwritten;
    one from a newer Byapar is left exactly where and as it is."""
    try:
        data, game, seats = _read(path)
    except NewerSave as e:
        return Loaded(None, [], f"{path.name}: {e}", newer=True, error=e, where=path.name)
    except (OSError, ValueError, SaveError, TypeError, KeyError, AttributeError, RecursionError) as e:
        where = _set_aside(path)  # RecursionError: absurdly nested JSON
        return Loaded(None, [], f"{where}: {e}", error=e, where=where)
    bots = data.get("bots")
    return Loaded(game, seats, path=path, title=_text(data.get("title"), TITLE_MAX),
                  bots=bots if isinstance(bots, dict) else None)


def _read(path: Path) -> tuple[dict, Game, list[dict]]:
    """The whole save checked before anything uses it: the file (plain, bounded), the app's
    version, the engine's game, then each seat against its player."""
    from byapar.engine import Game

    try:
        data = json.loads(read_bounded(path, READ_LIMIT))
    except ValueError as e:
        raise SaveError("save-unreadable", problem=str(e)) from None
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        raise SaveError("save-app-not-byapar")
    version = data.get("app_version", 1)
    if _is_newer(version):
        raise NewerSave("save-app-too-new", version=version, reads=APP_SAVE_VERSION)
    game = _in_current_format(data["game"], Game.from_dict(data.get("game")))
    if game.scripted and not game.script and not game.over:  # a test's or tutorial's dice, used up
        raise SaveError("save-dice-run-out")
    if len(data["seats"]) != len(game.players):
        raise SaveError("save-seat-count")
    seats = [fit_seat(i, s) for i, s in enumerate(data["seats"])]
    for seat, player in zip(seats, game.players, strict=True):  # an absurd name is cut, never drawn whole
        player.name = player.name[:NAME_MAX]
        seat["name"] = player.name
    return data, game, seats


def _in_current_format(saved: dict, game: Game) -> Game:
    """A game saved in the engine's first format, its history told again in the current one
    (the throws it held no click for, clicked), so its undo and its replay go on from the
    clicks made after it is continued; kept as loaded where its replay doesn't reach it."""
    from byapar.engine.save import SAVE_VERSION
    from byapar.stats import ReplayError, replay

    if saved.get("version", SAVE_VERSION) >= SAVE_VERSION or saved.get("scripted"):
        return game
    try:
        *_, last = replay(saved)
    except (ReplayError, KeyError, TypeError, ValueError):
        return game
    now = last.game.to_dict()
    same = all(now.get(k) == v for k, v in saved.items() if k not in ("history", "version"))
    return last.game if same else game


HUMAN = "human"
SEAT_KINDS = (HUMAN, "easy", "medium", "hard")


def fit_seat(i: int, seat: Any) -> dict:
    """Seat `i` as the table uses it: a known kind (anything else is refused), and a token
    shape and colour the board can draw (a missing or impossible one takes seat i's own).
    Nothing else in the record is kept, so nothing the app doesn't know reaches a save again."""
    from . import theme

    if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
        raise SaveError("save-seat-kind", seat=i + 1)
    shape, colour = seat.get("shape"), seat.get("colour")
    return {"name": seat.get("name") if isinstance(seat.get("name"), str) else "",
            "kind": seat["kind"],
            "shape": shape if shape in theme.SHAPES else theme.SHAPES[i % len(theme.SHAPES)],
            "colour": colour if _is_seat(colour, len(theme.PLAYER_COLOURS)) else i % len(theme.PLAYER_COLOURS)}


def _set_aside(path: Path) -> str:
    """Move an unreadable save out of the list, keeping it for inspection; say where it went."""
    target = path.with_name(path.name + ".unreadable")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{n}.unreadable")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return path.name
    return f"{path.name} -> {target.name}"


def rename(path: Path, title: str) -> str:
    """Give a saved game its own name; "" when done, else why not."""
    if holder(path):
        return "locked"
    try:
        data = json.loads(read_bounded(path, READ_LIMIT))
        if not isinstance(data, dict) or _is_newer(data.get("app_version")):
            raise SaveError("save-not-renamable")
        data["title"] = _text(title.strip(), TITLE_MAX)
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
        lock_path(path).unlink(missing_ok=True)
    except OSError:
        pass  # an empty lock file left behind is harmless
    _INFO_CACHE.pop(str(path), None)
    return ""


# ----- one copy of the app plays a game at a time -----------------------------------------

_HELD: dict[str, FileLock] = {}  # save path -> the lock this process holds on it


def lock_path(path: Path) -> Path:
    """The lock file beside a save (named within the file system's limit, however long the save's name)."""
    return beside(path, ".lock")


def _new_lock(path: Path, pid: bool = True) -> FileLock:
    """filelock's lock on the game's lock file, never waited for (imported here: the first
    menu frame locks nothing). Not thread-local: a save may be written from another thread."""
    from filelock import FileLock

    return FileLock(lock_path(path), timeout=0, thread_local=False, on_acquired=_write_pid if pid else None)


def _write_pid(fd: int) -> None:
    """Say who holds the game, for the message another copy shows (a courtesy: the lock itself
    is the system's)."""
    try:
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
    except OSError:
        pass


def lock(path: Path) -> bool:
    """Hold this game for this process. False if another running copy of the app has it.

    The lock is filelock's system lock on `<save>.lock` (fcntl on Linux and macOS, the Windows
    API on Windows), dropped by the system when its process ends, so a copy that crashed leaves
    nothing stale behind. Where no lock can be taken at all (a read-only folder), the game
    opens anyway: nothing else could be saving it."""
    key = str(path)
    if key in _HELD:
        return True
    from filelock import Timeout

    held = _new_lock(path)
    try:
        held.acquire()
    except Timeout:
        return False
    except OSError:
        return True
    _HELD[key] = held
    return True


def holds(path: Path | None) -> bool:
    """Whether this process holds the game saved at `path`."""
    return path is not None and str(path) in _HELD


def unlock_all() -> None:
    """Let go of every game this process holds (back at the menu, nothing is being played)."""
    for key in list(_HELD):
        unlock(Path(key))


def unlock(path: Path | None, forget: bool = False) -> None:
    """Let go of a game; with `forget`, its lock file goes too (a save that was never written)."""
    held = _HELD.pop(str(path), None)
    if held is not None:
        held.release(force=True)
    if forget and path is not None:
        try:
            lock_path(path).unlink(missing_ok=True)
        except OSError:
            pass


def holder(path: Path) -> int:
    """The process id of another running copy holding this game (1 when it can't be told), or 0."""
    if str(path) in _HELD or not lock_path(path).exists():
        return 0
    from filelock import Timeout

    probe = _new_lock(path, pid=False)
    try:
        probe.acquire()
    except Timeout:
        return _pid_in(lock_path(path)) or 1
    except OSError:
        return 0
    probe.release(force=True)
    return 0


def _pid_in(lock_file: Path) -> int:
    try:
        text = read_bounded(lock_file, 16)
        return int(text) if text.isdigit() else 0
    except (OSError, ValueError):
        return 0  # Windows keeps a locked file's bytes from other processes
