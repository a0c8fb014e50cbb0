"""The client's end of the link, and a table that follows the host's.

`Client` runs the WebSocket on its own thread and event loop; every checked message from
the host goes into `inbox`, which the app (or a script) reads when it likes. `Follower`
reads those messages into what a player sees: the seats, the host's public table and a Game
built from it for drawing, the events of each step, refusals, who the table waits for, and
at the end the verdict on the dice. It decides nothing: every action is the host's to check.

`python -m byapar.net.client --address 127.0.0.1:PORT --code CODE` plays a seat with a
fixed, simple policy (for tests and the bench): see `main`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import queue
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from byapar.engine import Game, SaveError

from . import protocol as P
from .commitment import Verdict, verify
from .public import public_table, read_event, table_digest, view_game

log = logging.getLogger("byapar.net.client")
CLOSED = "closed"  # the inbox's last message: {"type": CLOSED, "reason": ...}


def split_address(address: str, default_port: int = 0) -> tuple[str, int]:
    """`host:port`, `[v6]:port` or a bare host; ValueError with a sentence if it can't be read."""
    address = address.strip()
    if address.startswith("["):
        host, _, rest = address[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    elif address.count(":") == 1:
        host, port_text = address.split(":")
    else:
        host, port_text = address, ""
    if not host:
        raise ValueError("no host in the address")
    if not port_text:
        if not default_port:
            raise ValueError("the address needs a port: host:port")
        return host, default_port
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"{port_text!r} is not a port")
    return host, int(port_text)


class Client:
    """A link to a host on its own thread; `send` from any thread, read `inbox` when you like."""

    def __init__(self, address: str, code: str, name: str,
                 on_message: Callable[[], None] | None = None) -> None:
        self.host, self.port = split_address(address)
        self.code, self.name = code, name
        self.on_message = on_message  # called on the network thread after each message (wake a window)
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._outbox: asyncio.Queue | None = None
        self._thread = threading.Thread(target=self._run, name="byapar-client", daemon=True)
        self._ready = threading.Event()

    def start(self, timeout: float = 10.0) -> None:
        self._thread.start()
        self._ready.wait(timeout)

    def send(self, kind: str, **fields: Any) -> None:
        """Queue a message for the host; nothing happens once the link has closed."""
        self._post(P.encode(kind, **fields))

    def close(self, timeout: float = 5.0) -> None:
        self._post(None)
        if self._thread.is_alive():
            self._thread.join(timeout)

    def _post(self, message: str | None) -> None:
        if self.loop is None or self._outbox is None:
            return
        try:
            self.loop.call_soon_threadsafe(self._outbox.put_nowait, message)
        except RuntimeError:  # the loop has ended: the link is closed already
            pass

    def _run(self) -> None:
        reason = "closed"
        try:
            asyncio.run(self._main())
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as e:
            reason = f"{type(e).__name__}: {e}"
        except ConnectionClosed as e:
            reason = f"closed: {e.rcvd.reason if e.rcvd else 'no close frame'}"
        finally:
            self._ready.set()
            self._deliver({"type": CLOSED, "reason": reason})

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        host = f"[{self.host}]" if ":" in self.host else self.host
        async with connect(f"ws://{host}:{self.port}", max_size=P.MAX_HOST_MESSAGE, open_timeout=10,
                           close_timeout=2, max_queue=None) as ws:
            self._ws = ws
            await ws.send(P.encode("hello", code=self.code, name=self.name))
            self._ready.set()
            writer = asyncio.create_task(self._write(ws))
            try:
                async for raw in ws:
                    try:
                        self._deliver(P.decode(raw, P.HOST_SCHEMA, P.MAX_HOST_MESSAGE))
                    except P.ProtocolError as e:  # a newer or broken host: say so, keep the link
                        log.warning("a message from the host was refused: %s", e)
            finally:
                writer.cancel()

    async def _write(self, ws: ClientConnection) -> None:
        while True:
            message = await self._outbox.get()
            if message is None:
                await ws.close()
                return
            await ws.send(message)

    def _deliver(self, message: dict[str, Any]) -> None:
        self.inbox.put(message)
        if self.on_message is not None:
            self.on_message()


@dataclass
class Follower:
    """What a client knows of the table, fed one host message at a time."""

    lobby: dict[str, Any] = field(default_factory=dict)
    tokens: dict[int, str] = field(default_factory=dict)  # my seats and their tokens
    commitment: str = ""
    start_table: dict[str, Any] | None = None
    table: dict[str, Any] | None = None
    seq: int = 0
    steps: list[tuple[int, str]] = field(default_factory=list)  # (history length, digest) per step
    own_digests: list[tuple[int, str]] = field(default_factory=list)  # (seq, digest of my rebuilt table)
    events: list[Any] = field(default_factory=list)  # the last step's events
    refusals: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str | SaveError] = field(default_factory=list)  # the host's codes; a table that can't be shown
    waiting: dict[str, Any] | None = None  # the absent friend the table waits for
    waited_for: list[int] = field(default_factory=list)  # every seat the table has waited for
    round_trips: list[float] = field(default_factory=list)  # seconds from an action sent to its step back
    reveal: dict[str, Any] | None = None
    verdict: Verdict | None = None
    closed: str = ""
    check_steps: bool = False  # rebuild the table after every step and keep its digest (tests)
    verify_aside: bool = False  # replay the game for the verdict on a thread of its own (a window's frames go on)
    _view: Game | None = None

    def waiting_left(self) -> int | None:
        """Seconds left of the wait for an absent friend, counted down here (None: no limit)."""
        if self.waiting is None or self.waiting["seconds"] is None:
            return None
        return max(0, self.waiting["seconds"] - int(time.monotonic() - self.waiting["at"]))

    @property
    def started(self) -> bool:
        return self.start_table is not None

    @property
    def view(self) -> Game | None:
        """A Game showing the host's latest table, for drawing (rebuilt when it changes)."""
        if self._view is None and self.table is not None:
            try:
                self._view = view_game(self.table)
            except SaveError as e:
                self.errors.append(e)  # the host's table is damaged: the app words it
        return self._view

    def keep_view(self, game: Game) -> None:
        """`game` shows the latest table now (a window's own copy, taken whole from `view`):
        `view` gives it until the next table comes."""
        self._view = game

    def feed(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        handler = getattr(self, f"_on_{kind}", None)
        if handler is not None:
            handler(msg)

    def _on_lobby(self, msg: dict[str, Any]) -> None:
        self.lobby = msg

    def _on_welcome(self, msg: dict[str, Any]) -> None:
        self.tokens[msg["seat"]] = msg["token"]

    def _on_start(self, msg: dict[str, Any]) -> None:
        self.commitment, self.start_table = msg["commitment"], msg["table"]
        if self.table is None:
            self._set_table(msg["table"])

    def _on_table(self, msg: dict[str, Any]) -> None:
        self.seq = msg["seq"]
        self._set_table(msg["table"])

    def _on_step(self, msg: dict[str, Any]) -> None:
        self.seq = msg["seq"]
        if self.waiting is not None and msg["seat"] == self.waiting["seat"]:
            self.waiting = None  # a bot stands in for them now
        self.events = [e for e in map(read_event, msg["events"]) if e is not None]
        self._set_table(msg["table"])
        history = msg["table"].get("history")
        self.steps.append((len(history) if isinstance(history, list) else -1, table_digest(msg["table"])))
        if self.check_steps and self.view is not None:
            self.own_digests.append((self.seq, table_digest(public_table(self.view))))

    def _on_refused(self, msg: dict[str, Any]) -> None:
        self.refusals.append(msg)

    def _on_error(self, msg: dict[str, Any]) -> None:
        self.errors.append(msg["code"])

    def _on_waiting(self, msg: dict[str, Any]) -> None:
        self.waiting = {**msg, "at": time.monotonic()}  # the seconds count down from here
        self.waited_for.append(msg["seat"])

    def _on_back(self, msg: dict[str, Any]) -> None:
        if self.waiting is not None and self.waiting["seat"] == msg["seat"]:
            self.waiting = None

    def _on_reveal(self, msg: dict[str, Any]) -> None:
        self.reveal = msg
        if self.start_table is None or self.table is None:
            self.verdict = Verdict(False, 0, "", "no-start")
            return
        args = (self.commitment, msg, self.start_table, list(self.steps), self.table["history"])
        if not self.verify_aside:
            self.verdict = verify(*args)
            return

        def judge() -> None:
            try:
                self.verdict = verify(*args)
            except Exception as e:  # a verdict must come, whatever the host sent
                log.warning("the replay failed: %s", e)
                self.verdict = Verdict(False, 0, "", "replay")

        threading.Thread(target=judge, name="byapar-verify", daemon=True).start()

    def _on_closed(self, msg: dict[str, Any]) -> None:
        self.closed = msg["reason"]

    def _set_table(self, table: dict[str, Any]) -> None:
        self.table, self._view = table, None

    def my_turn(self) -> int | None:
        """My seat whose decision the table waits on, if any."""
        view = self.view
        if view is None or view.over:
            return None
        seat = view.pending.player
        return seat if seat in self.tokens else None


PREFERRED = ("buy", "roll", "end", "pay-fine", "decline", "drop", "reject", "refuse-end")


def simple_choice(game: Game) -> str:
    """A fixed choice among the legal actions (scripted seats in tests and the bench)."""
    legal = [str(a) for a in game.legal_actions()]
    for verb in PREFERRED:
        if verb in legal:
            return verb
    return legal[0] if legal else "resign"


def play(client: Client, follower: Follower, seat: int | None, token: str | None, name: str,
         die_after: int | None, deadline: float, on_message: Callable[[Follower], None] | None = None) -> None:
    """Take a seat (or rejoin with `token`) and play it with `simple_choice` until the end;
    `on_message` is called after each message is read."""
    joined = acted = 0
    asked_at = -1
    sent: tuple[int, float] | None = None  # (seat, when) of the action waiting for its step
    while time.monotonic() < deadline:
        try:
            msg = client.inbox.get(timeout=max(0.01, min(1.0, deadline - time.monotonic())))
        except queue.Empty:
            continue
        follower.feed(msg)
        if msg["type"] == CLOSED:
            return
        if sent is not None and msg["type"] in ("step", "refused") and msg.get("seat") == sent[0]:
            follower.round_trips.append(time.perf_counter() - sent[1])
            sent = None
        if msg["type"] == "lobby" and not joined:
            joined = 1
            client.send("join", **({"token": token} if token else {"seat": seat, "name": name}))
        if on_message is not None:
            on_message(follower)
        mine = follower.my_turn() if client.inbox.empty() else None
        if mine is not None and follower.seq != asked_at:
            if die_after is not None and acted >= die_after:
                os._exit(9)  # a link that drops at once, as a crash or a pulled cable would
            asked_at = follower.seq
            choice = simple_choice(follower.view)
            sent = (mine, time.perf_counter())
            client.send("act", seat=mine, action=choice, id=follower.seq)
            acted += 1
    raise TimeoutError("the game did not end in time")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m byapar.net.client",
                                     description="Play a seat at a Byapar table with a fixed, simple policy.")
    parser.add_argument("--address", required=True, help="host:port")
    parser.add_argument("--code", default="", help="the table's join code")
    parser.add_argument("--name", default="Friend")
    parser.add_argument("--seat", type=int, default=None, help="the seat to take (default: the first open)")
    parser.add_argument("--token-file", type=Path, help="keeps the seat's token: rejoin with it if it exists")
    parser.add_argument("--record", type=Path, help="write what this client saw, as JSON, at the end")
    parser.add_argument("--die-after", type=int, default=None, help="drop dead after this many actions")
    parser.add_argument("--timeout", type=float, default=300.0, help="give up after this many seconds")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s", stream=sys.stdout)
    token = args.token_file.read_text().strip() if args.token_file and args.token_file.exists() else None
    client = Client(args.address, args.code, args.name)
    follower = Follower(check_steps=True)

    def keep_token(f: Follower) -> None:
        if args.token_file and f.tokens and not args.token_file.exists():
            args.token_file.write_text(next(iter(f.tokens.values())))

    client.start()
    try:
        play(client, follower, args.seat, token, args.name, args.die_after,
             time.monotonic() + args.timeout, keep_token)
    finally:
        client.close()
    if args.record:
        args.record.write_text(json.dumps(record(follower)))
    verdict = follower.verdict
    if verdict is None:
        print(f"no reveal: {follower.closed}", flush=True)
        return 2
    print("dice verified" if verdict.ok else f"dice differ at step {verdict.step} "
          f"({verdict.action or 'the deal'}): {verdict.problem}", flush=True)
    return 0 if verdict.ok else 3


def record(follower: Follower) -> dict[str, Any]:
    """What a client saw, for a test to compare with the host's record and to tamper with."""
    return {"commitment": follower.commitment, "start": follower.start_table, "steps": follower.steps,
            "own": follower.own_digests, "reveal": follower.reveal, "table": follower.table,
            "tokens": {str(k): v for k, v in follower.tokens.items()}, "refusals": follower.refusals,
            "waited_for": follower.waited_for, "round_trips": follower.round_trips,
            "verdict": None if follower.verdict is None else follower.verdict.__dict__}


if __name__ == "__main__":
    sys.exit(main())
