"""Real processes for the play-with-friends tests: a table server and scripted clients, all on
127.0.0.1, each stopped by the test that started it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from byapar.app.netlink import Places

ROOT = Path(__file__).resolve().parent.parent
CODE = "test-code"
LOOPBACK = "127.0.0.1"
# Where an app in a test hosts and looks for tables: loopback only, whatever the machine has.
LOOPBACK_PLACES = Places(LOOPBACK, [LOOPBACK], LOOPBACK, 0, 0.0)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT)
    env["PYTHONUNBUFFERED"] = "1"
    return env


class Proc:
    """A child process whose output goes to a file, read with a bound on time."""

    def __init__(self, args: list[str], log: Path) -> None:
        self.log = log
        self._out = log.open("w")
        self.popen = subprocess.Popen([sys.executable, *args], stdout=self._out, stderr=subprocess.STDOUT,
                                      cwd=log.parent, env=_env())

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_for(self, pattern: str, timeout: float = 30.0) -> re.Match:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(pattern, self.text())
            if found:
                return found
            if self.popen.poll() is not None:
                break
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} not seen in {self.log.name}:\n{self.text()[-3000:]}")

    def wait(self, timeout: float) -> int:
        try:
            return self.popen.wait(timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"{self.log.name} still running:\n{self.text()[-3000:]}") from None

    def stop(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(10)
        self._out.close()


@contextmanager
def processes() -> Iterator[list[Proc]]:
    """Every process started into the list is killed at the end, whatever happened."""
    started: list[Proc] = []
    try:
        yield started
    finally:
        for proc in started:
            proc.stop()


def server(started: list[Proc], folder: Path, *extra: str, seats: int = 4, open_seats: int = 2,
           rounds: int = 3, seed: int = 7, address: str = LOOPBACK, log: str = "server.log") -> tuple[Proc, int]:
    proc = Proc(["-m", "byapar.server", "--seats", str(seats), "--open", str(open_seats), "--rounds", str(rounds),
                 "--seed", str(seed), "--bots", "easy", "--bot-delay", "0", "--port", "0", "--address", address,
                 "--code", CODE, "--record", str(folder / "host.jsonl"), *extra], folder / log)
    started.append(proc)
    port = int(proc.wait_for(r"listening on port (\d+)").group(1))
    return proc, port


def client(started: list[Proc], folder: Path, port: int, name: str, *extra: str, seat: int | None = None,
           host: str = LOOPBACK, timeout: float = 150) -> Proc:
    chosen = ["--seat", str(seat)] if seat is not None else []
    proc = Proc(["-m", "byapar.net.client", "--address", f"{host}:{port}", "--code", CODE, "--name", name, *chosen,
                 "--record", str(folder / f"{name}.json"), "--timeout", str(timeout), *extra], folder / f"{name}.log")
    started.append(proc)
    return proc


def host_digests(folder: Path) -> list[str]:
    lines = [json.loads(line) for line in (folder / "host.jsonl").read_text().splitlines()]
    return [line["digest"] for line in lines if "digest" in line]


def seen(folder: Path, name: str) -> dict:
    return json.loads((folder / f"{name}.json").read_text())


def play_my_turn(board) -> bool:
    """On a friend's board, make this laptop's decision when it has one, as a scripted friend
    would (the simple fixed choice), through the board's own act; True if it did."""
    from byapar.engine import actions as A
    from byapar.net.client import simple_choice

    card = board.presenter.card
    if card is not None and card.wait_for_click:  # a card drawn for this laptop waits for a click to go
        board.presenter.click()
    if board.session.my_turn() is None:
        return False
    board.act(A.parse(simple_choice(board.game)))
    return True
