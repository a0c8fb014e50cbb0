"""The host's end of the link: a WebSocket server in front of a NetTable.

It runs on its own asyncio loop (the headless server's main thread, or a thread of the
app's: see HostThread), so a slow or dead link never stalls a frame. Each connection has a
size cap (websockets closes a connection whose frame is too big), a token bucket of
messages, a count of malformed ones, and its own outgoing queue: a client too slow to read
is dropped rather than allowed to hold up the table.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from byapar.engine import IllegalAction

from . import protocol as P
from .public import table_digest
from .table import NetTable, SeatRefused, Step

log = logging.getLogger("byapar.net.host")

RATE = 20.0  # messages a second a connection may send, on average
BURST = 60  # ...and at once
MAX_STRIKES = 5  # malformed or forbidden messages before the connection is dropped
MAX_OVER_RATE = 200  # messages beyond the rate before the connection is dropped
MAX_QUEUED = 5000  # messages waiting for a client that doesn't read before it is dropped
FAREWELL = 5.0  # seconds the end of a game waits for clients to read the reveal
MAX_CONNECTIONS = 32  # links open at once; more are turned away
HELLO_WAIT = 10.0  # seconds a new link has to say hello with the join code


@dataclass
class Bucket:
    """A token bucket: `take` says whether one more message is within the rate."""

    rate: float = RATE
    burst: float = BURST
    level: float = BURST
    at: float = field(default_factory=time.monotonic)

    def take(self, now: float) -> bool:
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level >= 1:
            self.level -= 1
            return True
        return False


@dataclass
class Conn:
    ws: ServerConnection
    number: int
    seats: set[int] = field(default_factory=set)
    greeted: bool = False
    strikes: int = 0
    over_rate: int = 0
    bucket: Bucket = field(default_factory=Bucket)
    outbox: asyncio.Queue = field(default_factory=asyncio.Queue)


class Host:
    """Serves one NetTable until its game ends (or `stop`)."""

    def __init__(self, table: NetTable, address: str = "127.0.0.1", port: int = 0,
                 autostart: bool = True, start_after: float | None = None, bot_delay: float = 0.0,
                 record: Path | None = None, save: Path | None = None) -> None:
        self.table = table
        self.address, self.port = address, port
        self.autostart = autostart  # deal as soon as every seat is taken
        self.start_after = start_after  # or this many seconds after serving begins, bots in open seats
        self.bot_delay = bot_delay  # seconds between a bot's actions, so friends can follow them
        self.record = record  # each step's table fingerprint, a line each (tests compare clients with it)
        self.save = save  # the host's autosave: the game, seats, tokens and secret, after every turn
        self.conns: dict[int, Conn] = {}
        self.max_connections = MAX_CONNECTIONS
        self.hello_wait = HELLO_WAIT
        self.listeners: list[Callable[[str, dict[str, Any]], None]] = []  # the app's own window
        self._numbers = 0
        self._changed: asyncio.Event | None = None
        self._stop: asyncio.Event | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.ready = threading.Event()
        self.finished = False
        self._waiting_sent: tuple[int, int | None] | None = None
        self._closing: set[asyncio.Future] = set()  # closes under way (kept so they aren't collected)

    # ----- running ---------------------------------------------------------------------------

    async def run(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._changed, self._stop = asyncio.Event(), asyncio.Event()
        self._turns = asyncio.Lock()  # one action at a time reaches the table, a bot's or a friend's
        async with serve(self._serve, self.address, self.port, max_size=P.MAX_CLIENT_MESSAGE,
                         max_queue=64, ping_interval=10, ping_timeout=20, close_timeout=2) as server:
            self.port = server.sockets[0].getsockname()[1]
            log.info("serving %s on %s:%s", self.table.settings.edition, self.address, self.port)
            self.ready.set()
            began = time.monotonic()
            try:
                await self._drive(began)
            finally:
                await self._farewell()
        self.finished = True
        log.info("table closed")

    def stop(self) -> None:
        """Ask the host to close (from any thread)."""
        if self.loop is not None and self._stop is not None:
            self._soon(self._stop.set)
            self._soon(self._poke)

    def _soon(self, fn: Callable[[], Any]) -> None:
        try:
            self.loop.call_soon_threadsafe(fn)
        except RuntimeError:  # the loop has ended: the table is closed already
            pass

    def call(self, fn: Callable[[], Any]) -> None:
        """Run `fn` on the host's loop (from any thread), then look at the table again."""
        if self.loop is None:
            return

        def run() -> None:
            fn()
            self._poke()

        self._soon(run)

    def start_game(self) -> None:
        """Deal now (from any thread): open seats become bots."""
        self.call(self._start)

    def _poke(self) -> None:
        if self._changed is not None:
            self._changed.set()

    async def _drive(self, began: float) -> None:
        """Start when it is time, play the bots' turns, watch for absent friends, until the end."""
        table = self.table
        while not self._stop.is_set():
            if table.game is None:
                full = table.open_seats() == 0
                late = self.start_after is not None and time.monotonic() - began >= self.start_after
                if (full and self.autostart) or late:
                    self._start()
            elif table.over:
                self._broadcast("reveal", seed=table.secret.seed, decks=table.secret.decks, salt=table.secret.salt)
                return
            elif table.bot_turn() is not None:
                async with self._turns:  # the bot thinks on a worker thread: the links keep being served
                    step = await asyncio.get_running_loop().run_in_executor(None, table.bot_step)
                self._publish(step)
                await asyncio.sleep(self.bot_delay)
                continue
            else:
                self._watch_absent()
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), timeout=0.5)
            except TimeoutError:
                pass

    def _start(self) -> None:
        table = self.table
        if table.game is not None:
            return
        table.start()
        log.info("dealt; commitment %s", table.secret.digest())
        self._write({"start": table_digest(table.start_table)})
        self._broadcast("start", commitment=table.secret.digest(), table=table.start_table,
                        seats=[s.public() for s in table.seats])
        self.autosave()

    def _watch_absent(self) -> None:
        waiting = self.table.waiting_for(time.monotonic())
        shown = None if waiting is None else (waiting[0], None if waiting[1] is None else int(waiting[1]) // 5)
        if shown == self._waiting_sent:
            return
        self._waiting_sent = shown
        if waiting is not None:
            seat, left = waiting
            self._broadcast("waiting", seat=seat, seconds=None if left is None else int(left),
                            name=self.table.seats[seat].name)

    async def _farewell(self) -> None:
        """Let every client read what is queued for it, then close."""
        for conn in list(self.conns.values()):
            conn.outbox.put_nowait(None)
        deadline = time.monotonic() + FAREWELL
        while self.conns and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        for conn in list(self.conns.values()):
            await conn.ws.close(1001, "table closed")

    # ----- one connection ---------------------------------------------------------------------

    async def _serve(self, ws: ServerConnection) -> None:
        if len(self.conns) >= self.max_connections:
            log.warning("a connection from %s turned away: the table has %s", ws.remote_address, len(self.conns))
            await ws.close(1013, "table full")
            return
        self._numbers += 1
        conn = Conn(ws, self._numbers)
        self.conns[conn.number] = conn
        asyncio.get_running_loop().call_later(self.hello_wait, self._hello_due, conn)
        writer = asyncio.create_task(self._write_out(conn))
        log.info("connection %s from %s", conn.number, ws.remote_address)
        try:
            async for raw in ws:
                if not await self._receive(conn, raw):
                    await asyncio.wait_for(writer, 5)  # what was queued goes first, then the close
                    break
        except ConnectionClosed as e:
            log.info("connection %s closed: %s", conn.number, e.rcvd.code if e.rcvd else "no close frame")
        except TimeoutError:
            log.info("connection %s did not read its last messages", conn.number)
        finally:
            writer.cancel()
            self.conns.pop(conn.number, None)
            self._left(conn)

    def _hello_due(self, conn: Conn) -> None:
        """A link that hasn't said hello with the join code in time is closed."""
        if not conn.greeted and conn.number in self.conns:
            log.warning("connection %s closed: no hello in %s s", conn.number, self.hello_wait)
            self._drop(conn, "no hello")

    async def _write_out(self, conn: Conn) -> None:
        try:
            while True:
                message = await conn.outbox.get()
                if message is None or isinstance(message, tuple):
                    code, reason = message or (1000, "game over")
                    await conn.ws.close(code, reason)
                    return
                await conn.ws.send(message)
        except ConnectionClosed:
            pass

    async def _receive(self, conn: Conn, raw: str | bytes) -> bool:
        """Handle one message; False when the connection must be dropped."""
        if not conn.bucket.take(time.monotonic()):
            conn.over_rate += 1
            if conn.over_rate == 1:
                self._send(conn, "error", code="rate", detail=f"at most {RATE:g} messages a second")
            if conn.over_rate > MAX_OVER_RATE:
                log.warning("connection %s dropped: flooding", conn.number)
                return self._drop(conn, "flood")
            return True
        try:
            msg = P.decode(raw, P.CLIENT_SCHEMA, P.MAX_CLIENT_MESSAGE)
            if not conn.greeted and msg["type"] != "hello":
                raise P.ProtocolError("hello-first")
        except P.ProtocolError as e:
            return await self._strike(conn, e.code, e.detail)
        kind = msg["type"]
        if kind == "hello":
            return await self._hello(conn, msg)
        if kind == "join":
            return await self._join(conn, msg)
        if kind == "act":
            return await self._act(conn, msg)
        self._send(conn, "pong", **({"id": msg["id"]} if "id" in msg else {}))
        return True

    async def _strike(self, conn: Conn, code: str, detail: str = "") -> bool:
        conn.strikes += 1
        log.warning("connection %s: %s %s (strike %s)", conn.number, code, detail, conn.strikes)
        self._send(conn, "error", code=code, detail=detail[:200])
        if conn.strikes >= MAX_STRIKES:
            log.warning("connection %s dropped after %s bad messages", conn.number, conn.strikes)
            return self._drop(conn, "too many bad messages")
        return True

    def _drop(self, conn: Conn, reason: str) -> bool:
        """Close the link once what is queued for it has gone (policy violation); False to stop reading."""
        conn.outbox.put_nowait((1008, reason))
        return False

    async def _hello(self, conn: Conn, msg: dict[str, Any]) -> bool:
        if not secrets.compare_digest(msg["code"].encode(), self.table.settings.code.encode()):
            log.warning("connection %s: wrong join code", conn.number)
            self._send(conn, "error", code="net-bad-code")
            return self._drop(conn, "wrong join code")
        conn.greeted = True
        async with self._turns:  # the table as it stands between two actions
            self._send(conn, "lobby", **self.table.lobby())
            if self.table.game is not None:
                self._catch_up(conn)
        return True

    async def _join(self, conn: Conn, msg: dict[str, Any]) -> bool:
        table = self.table
        token = msg.get("token")
        if token:
            seat = table.seat_of(token)
            if seat is None:
                return await self._strike(conn, "net-bad-token")
            if table.seats[seat].connected:
                return await self._strike(conn, "net-seat-held")
            table.back(seat)
            conn.seats.add(seat)
            self._send(conn, "welcome", seat=seat, token=token, rejoined=True)
            log.info("connection %s is back in seat %s", conn.number, seat)
            self._broadcast("back", seat=seat)
            self._waiting_sent = None
        else:
            try:
                seat, token = table.take(msg.get("seat"), msg.get("name"))
            except SeatRefused as e:
                self._send(conn, "error", code=e.code)
                return True
            conn.seats.add(seat)
            self._send(conn, "welcome", seat=seat, token=token, rejoined=False)
            log.info("connection %s took seat %s as %s", conn.number, seat, table.seats[seat].name)
        self._broadcast("lobby", **table.lobby())
        self._poke()
        return True

    async def _act(self, conn: Conn, msg: dict[str, Any]) -> bool:
        seat = msg["seat"]
        if seat not in conn.seats:
            return await self._strike(conn, "net-not-your-seat", f"seat {seat}")
        reply = {"id": msg["id"]} if "id" in msg else {}
        async with self._turns:  # published under the lock too: a bot's next step waits for the autosave
            try:
                self._publish(self.table.act(seat, msg["action"]))
            except IllegalAction as refusal:
                log.info("seat %s: %r refused (%s)", seat, msg["action"][:80], refusal.code)
                self._send(conn, "refused", code=refusal.code, fields=_plain(refusal.fields), seat=seat, **reply)
                return True
            except SeatRefused as e:
                self._send(conn, "error", code=e.code)
                return True
        self._poke()
        return True

    def _left(self, conn: Conn) -> None:
        now = time.monotonic()
        for seat in conn.seats:
            self.table.dropped(seat, now)
            log.info("seat %s dropped", seat)
        if conn.seats and self._stop is not None and not self._stop.is_set():
            self._broadcast("lobby", **self.table.lobby())
            self._waiting_sent = None
            self._poke()

    # ----- sending --------------------------------------------------------------------------

    def _catch_up(self, conn: Conn) -> None:
        table = self.table
        self._send(conn, "start", commitment=table.secret.digest(), table=table.start_table,
                   seats=[s.public() for s in table.seats])
        from .public import public_table

        self._send(conn, "table", seq=table.seq, table=public_table(table.game))

    def _publish(self, step: Step) -> None:
        self._write({"seq": step.seq, "history": len(step.table["history"]), "digest": table_digest(step.table)})
        self._broadcast("step", **step.fields())
        if self.save is not None and any(e[0] in ("TurnStarted", "GameOver") for e in step.events):
            self.autosave()

    def autosave(self) -> None:
        """Write the table whole to a new file, then put it in place: a crash leaves the last one."""
        if self.save is None or self.table.game is None:
            return
        part = self.save.with_name(self.save.name + ".part")
        try:
            part.write_text(json.dumps(self.table.to_save()), encoding="utf-8")
            os.replace(part, self.save)
        except OSError as e:
            log.warning("autosave failed: %s", e)

    def _broadcast(self, kind: str, **fields: Any) -> None:
        message = P.encode(kind, **fields)
        for conn in list(self.conns.values()):
            if conn.greeted:
                self._queue(conn, message)
        for listener in self.listeners:
            listener(kind, fields)

    def _send(self, conn: Conn, kind: str, **fields: Any) -> None:
        self._queue(conn, P.encode(kind, **fields))

    def _queue(self, conn: Conn, message: str) -> None:
        if conn.outbox.qsize() >= MAX_QUEUED:
            log.warning("connection %s dropped: it reads too slowly", conn.number)
            self._closing.add(asyncio.ensure_future(conn.ws.close(1008, "too slow")))
            return
        conn.outbox.put_nowait(message)

    def _write(self, line: dict[str, Any]) -> None:
        if self.record is not None:
            with self.record.open("a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")


def _plain(fields: dict[str, Any]) -> dict[str, Any]:
    """A refusal's fields as JSON types (an action is sent as its text)."""
    return json.loads(json.dumps(fields, default=str))


class HostThread:
    """A Host on its own thread and event loop, for the app: `start`, then `host.port`."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.thread = threading.Thread(target=self._run, name="byapar-host", daemon=True)
        self.error: BaseException | None = None

    def start(self, timeout: float = 10.0) -> int:
        self.thread.start()
        if not self.host.ready.wait(timeout):
            raise OSError(f"the table could not start serving: {self.error}")
        return self.host.port

    def _run(self) -> None:
        try:
            asyncio.run(self.host.run())
        except BaseException as e:  # reported to whoever waits in start(), and logged
            self.error = e
            log.exception("the host stopped")
            self.host.ready.set()

    def stop(self, timeout: float = 10.0) -> None:
        self.host.stop()
        self.thread.join(timeout)
