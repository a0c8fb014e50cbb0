"""Saves survive crashes: a game killed (SIGKILL) at any moment always relaunches into Continue.

A child process plays a bots-only game through the app's own `Session`, which autosaves
as each turn starts, and reports each autosave it finishes. The parent kills it at a random
moment, often in the middle of writing, then checks what a relaunch would see: the menu's
Continue is offered, the game's save loads (nothing set aside as unreadable), it is a turn's
start no older than the last autosave reported, and every other save in the folder (the
finished games before it) loads too. The child is then relaunched from that save, as a player pressing Continue would,
and killed again. `bench/crash.py` does it hundreds of times.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import finish, read_line

ROOT = Path(__file__).resolve().parents[1]

# The child: continue the latest unfinished game if there is one (as the menu's Continue
# does), else start a game; play with bots, printing the history length after every autosave.
CHILD = r"""
import os, sys
from byapar.app import store
from byapar.app.session import Session, default_seat
latest = store.latest_unfinished()
if latest is not None:
    loaded = store.load(latest.path)
    if loaded.game is None:
        print("UNREADABLE " + loaded.problem, flush=True)
        sys.exit(3)
    session = Session(loaded.game, loaded.seats, path=latest.path)
else:
    seats = [default_seat(i, "easy", f"Bot {i}") for i in range(4)]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=int(sys.argv[1]))
print("READY", len(session.game.history), flush=True)
saved = store.autosave
def reporting(game, seats, path, title="", bots=None):
    saved(game, seats, path, title, bots)
    print("SAVED", len(game.history), flush=True)
store.autosave = reporting
while not session.game.over:
    session.apply(session.bot_action())
print("OVER", flush=True)
"""


def _launch(home: Path, seed: int) -> subprocess.Popen:
    env = dict(os.environ, BYAPAR_HOME=str(home), PYTHONPATH=str(ROOT),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.Popen([sys.executable, "-c", CHILD, str(seed)], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _kill_at_random(child: subprocess.Popen, rng: random.Random,
                    after_a_save: bool = False) -> tuple[str, list[str]]:
    """Wait until the child is playing (with `after_a_save`, until it has finished an autosave,
    so a loaded machine can't make every kill land before the first one), let it run a random
    while, SIGKILL it. Returns everything it wrote, the last line perhaps cut off, and its lines."""
    first = read_line(child)
    if not first.startswith("READY"):
        child.kill()
        out, err = finish(child)
        raise AssertionError(f"the relaunch failed: {first}{out}{err}")
    early = []
    while after_a_save and not (early and early[-1].startswith(("SAVED", "OVER"))):
        line = read_line(child)
        if not line:
            break
        early.append(line)
    time.sleep(rng.uniform(0.0, 0.25))  # where the kill lands, not what is checked: any moment must do
    child.send_signal(signal.SIGKILL)
    out, _ = finish(child)
    said = first + "".join(early) + out
    return said, said.splitlines()


def read_child(said: str) -> tuple[int, bool]:
    """From what the child wrote: the last history length it reported saved (-1: none; READY n
    with n > 0 means it continued a save that long) and whether its game ended. Only whole
    lines count: a kill can cut the last one anywhere (a bare `SAVED` when output is unbuffered,
    or `SAVED 1` of `SAVED 12`), and a cut line reports nothing."""
    last, over = -1, False
    for line in said.split("\n")[:-1]:  # what follows the last newline is cut off, or nothing
        word, _, number = line.partition(" ")
        if word in ("READY", "SAVED") and number.isdigit() and (word == "SAVED" or int(number) > 0):
            last = int(number)
        over = over or line == "OVER"
    return last, over


ENDED = -2  # check_relaunch: the game had ended, so Continue rightly passes it by


def check_relaunch(home: Path, last_saved: int) -> int:
    """What a relaunch sees: Continue offered, the save whole and no older than reported; or
    -1, nothing saved yet; or ENDED, the newest save is of this game finished (a kill between
    the last autosave, which a finished game makes too, and the child's `OVER`)."""
    from byapar.app import store

    os.environ["BYAPAR_HOME"] = str(home)
    latest = store.latest_unfinished()
    if last_saved < 0 and latest is None:
        return -1  # killed before the first autosave finished: nothing to continue yet
    if latest is None:
        newest = next(iter(store.list_saves()), None)  # newest first
        ended = store.load(newest.path).game if newest is not None and newest.finished else None
        if ended is not None and len(ended.history) >= last_saved:
            return ENDED
    assert latest is not None, "Continue isn't offered: the game's save is missing"
    path = latest.path
    text = path.read_text(encoding="utf-8")
    assert text.strip(), "the autosave is empty"
    json.loads(text)  # whole JSON, not half a file
    loaded = store.load(path)
    assert loaded.game is not None, f"the autosave can't be loaded: {loaded.problem}"
    game = loaded.game
    assert len(game.history) >= last_saved, "Continue went back past the last finished autosave"
    assert game.over or game.pending.kind in ("roll", "jail"), f"not a turn's start: {game.pending}"
    for other in sorted(path.parent.glob("*.json")):
        assert store.load(other).game is not None, f"{other.name} is damaged"
    assert not list(path.parent.glob("*.unreadable")), "a save was set aside as unreadable"
    return len(game.history)


def kill_many_times(home: Path, kills: int, seed: int) -> dict[str, int]:
    """Play, kill, check, relaunch from the save, `kills` times. Returns figures."""
    rng = random.Random(seed)
    figures = {"kills": 0, "resumed": 0, "finished": 0}
    for k in range(kills):
        child = _launch(home, seed)
        said, lines = _kill_at_random(child, rng, after_a_save=k % 2 == 0)
        last_saved, over = read_child(said)
        figures["kills"] += 1
        if over:
            figures["finished"] += 1  # Continue passes a finished game by: a fresh one starts next time
            continue
        try:
            length = check_relaunch(home, last_saved)
        except AssertionError as e:
            raise AssertionError(f"kill {k} (seed {seed}): {e}\nchild said: {lines[-3:]}") from e
        if length == ENDED:
            figures["finished"] += 1
            continue
        figures["resumed"] += length >= 0
    return figures


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_games_always_continue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    figures = kill_many_times(tmp_path, kills=12, seed=1)
    assert figures["resumed"] >= 6, figures


def test_a_game_that_ended_before_the_kill_is_not_a_missing_save(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Killed after its last autosave but before it said OVER, a finished game leaves nothing to
    Continue, rightly; with no save at all after one was reported, the check still fails."""
    from byapar.app import store
    from byapar.engine import new_game

    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    with pytest.raises(AssertionError, match="save is missing"):
        check_relaunch(tmp_path, 5)
    game = new_game("byapar", ["A", "B"], seed=1)
    seats = [{"name": "A", "kind": "easy"}, {"name": "B", "kind": "easy"}]
    path = store.new_save_path()
    store.autosave(game, seats, path)
    assert check_relaunch(tmp_path, len(game.history)) == len(game.history)
    game.apply("resign")
    assert game.over
    store.autosave(game, seats, path)
    assert check_relaunch(tmp_path, len(game.history)) == ENDED
    with pytest.raises(AssertionError, match="save is missing"):
        check_relaunch(tmp_path, len(game.history) + 1)  # a later save was reported: it is missing


def test_the_child_is_read_by_whole_lines_only() -> None:
    """A kill cuts the child's output anywhere: every cut reads as the whole lines before it."""
    whole = "READY 0\nSAVED 5\nSAVED 12\nSAVED 130\nOVER\n"
    assert read_child(whole) == (130, True)
    for cut in range(len(whole) + 1):
        said = whole[:cut]
        lines = said.split("\n")[:-1]
        saved = [int(line.split()[1]) for line in lines if line.startswith("SAVED ")]
        assert read_child(said) == (saved[-1] if saved else -1, "OVER" in lines), repr(said)
    assert read_child("READY 0\nSAVED 5\nSAVED") == (5, False)  # the unbuffered case that raised
    assert read_child("READY 40\nSAV") == (40, False)  # a continued game: its save is that long
    assert read_child("READY 40\nSAVED 41\nSAVED 4") == (41, False)  # never a cut number
    assert read_child("READY 0\n") == read_child("") == read_child("READY") == (-1, False)


def test_autosave_writes_a_temporary_file_fsyncs_then_renames(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The order that makes a crash harmless: write aside, flush to disk, rename over."""
    from byapar.app import store
    from byapar.engine import new_game

    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append(f"replace {Path(a).name} {Path(b).name}"),
                                                     real_replace(a, b))[1])
    game = new_game("byapar", ["A", "B"], seed=1)
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    path = store.new_save_path()
    temporaries = set()
    for _ in range(4):
        calls.clear()
        store.autosave(game, seats, path)
        final = next(i for i, c in enumerate(calls) if c.startswith("replace") and c.endswith(" " + path.name))
        temporaries.add(calls[final].split()[1])
        assert "fsync" in calls[:final], calls
    assert len(temporaries) == 4, temporaries  # a unique temporary name every time
    assert [p.name for p in store.save_dir().iterdir()] == [path.name]


def test_damaged_save_files_are_set_aside_never_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Truncated, bit-flipped, absurdly nested or binary save files: a problem, never a crash."""
    from byapar.app import store
    from byapar.engine import new_game

    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    game = new_game("byapar", ["A", "B"], seed=3)
    path = store.new_save_path()
    store.autosave(game, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], path)
    good = path.read_bytes()
    rng = random.Random(9)
    damaged = [b"", b"\xff\xfe\x00", b"[" * 100_000, b'{"seats": [], "game": ' + b"[" * 50_000 + b"}",
               b"null", b'{"seats": 5}', good[: len(good) // 2], good.replace(b'"seats"', b'"seat"', 1)]
    for _ in range(40):
        flipped = bytearray(good)
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        damaged.append(bytes(flipped))
    for i, data in enumerate(damaged):
        path = store.save_dir() / f"case{i}.json"
        path.write_bytes(data)
        loaded = store.load(path)
        if loaded.game is None:
            assert loaded.problem and not path.exists(), f"case {i} wasn't set aside"
            assert list(store.save_dir().glob(f"case{i}.json*.unreadable")), f"case {i} was lost"
