"""The app's end of play with friends: a client link to a table (and, for the host, the table
itself and its announcement), read once a frame. Nothing here waits on the network."""

from __future__ import annotations

import logging
import queue
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from byapar.net.client import Client, Follower
from byapar.net.host import Host, HostThread

log = logging.getLogger(__name__)
MESSAGES_A_FRAME = 200  # the rest wait for the next frame: a burst never stalls the window
DEFAULT_PORT = 8765
TOKENS_FILE = "friends.json"  # seat tokens by the table's id, in the app's data folder
TOKENS_LIMIT = 64 * 1024  # twenty tables' tokens fit many times over
TABLE_FILE = "friends-table.json"  # the hosted table's autosave: game, seats, tokens and the dice's secret


def table_save() -> Path:
    from . import store

    return store.data_dir() / TABLE_FILE


def saved_table() -> Any:
    """The hosted table saved last, if its game is still on (a NetTable), else None."""
    import json

    from byapar.net.table import NetTable

    from .store import READ_LIMIT, read_bounded

    try:
        table = NetTable.from_save(json.loads(read_bounded(table_save(), READ_LIMIT)))
    except (OSError, ValueError, RecursionError):
        return None
    return table if table.game is not None and not table.game.over else None


@dataclass
class Places:
    """Where a table listens and is announced: the whole machine for a player, loopback in tests."""

    listen: str = ""  # "": every address of this machine, IPv4 and IPv6
    interfaces: list[str] | None = None  # zeroconf's interfaces; None: the machine's own
    address: str | None = None  # the address friends are told; None: this machine's first LAN address
    port: int = DEFAULT_PORT
    bot_delay: float = 0.6  # seconds between a bot's actions at a hosted table, so friends can follow


def places_of(app: Any) -> Places:
    return getattr(app, "net_places", None) or Places()


def lan_addresses() -> list[str]:
    """This machine's first IPv4 address that isn't loopback, and its first IPv6 one that is
    neither loopback nor link-local, read from its interfaces (friends are told the first)."""
    import ifaddr

    four = six = None
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and four is None and not ip.ip.startswith("127."):
                four = ip.ip
            elif isinstance(ip.ip, tuple) and six is None and ip.ip[0] != "::1" \
                    and not ip.ip[0].lower().startswith("fe80"):
                six = ip.ip[0]
    found = [a for a in (four, six) if a is not None]
    return found or ["127.0.0.1"]


def rules_from(prefs: dict) -> dict[str, Any]:
    """The house rules chosen in Settings, as the table's game settings."""
    keys = ("rounds", "starting_money", "dealt_places", "auction", "chautari_pot", "start_double", "bot_offers",
            "bots_agree_end")
    return {k: prefs[k] for k in keys if k in prefs}


def _tokens() -> dict[str, Any]:
    """The kept seat tokens by table id ({} when there are none or the file is damaged)."""
    import json

    from . import store

    try:
        tokens = json.loads(store.read_bounded(store.data_dir() / TOKENS_FILE, TOKENS_LIMIT))
    except (OSError, ValueError, RecursionError):
        return {}
    return tokens if isinstance(tokens, dict) else {}


def remembered_token(table_id: str) -> str | None:
    """The seat token this laptop last held at the table `table_id` (wherever it is served now)."""
    token = _tokens().get(table_id)
    return token if isinstance(token, str) and len(token) <= 64 else None


def remember_token(table_id: str, token: str) -> None:
    """Keep a seat's token by the table's own id, across launches (the last 20 tables)."""
    from . import store

    tokens = _tokens()
    if tokens.get(table_id) == token:
        return
    tokens.pop(table_id, None)
    tokens[table_id] = token
    try:
        store.write_atomic(store.data_dir() / TOKENS_FILE, dict(list(tokens.items())[-20:]))
    except OSError as e:  # a convenience: the seat can still be taken back by hand
        log.warning("seat token not kept: %s", e)


def new_code() -> str:
    return f"{secrets.randbelow(10000):04d}"


class NetLink:
    """A link to a table: `pump()` once a frame, `act` to send a decision."""

    def __init__(self, address: str, code: str, name: str, host: HostThread | None = None,
                 announcer: Any = None, seats: tuple[int, ...] = (), tokens: tuple[str, ...] = ()) -> None:
        self.address = address
        self.client = Client(address, code, name)
        self.follower = Follower(verify_aside=True)  # the whole game's replay at the end is no frame's work
        self.host = host  # set when this laptop hosts the table
        self.announcer = announcer
        self.seats = seats  # the seats this laptop takes when it hosts
        self.tokens = tokens  # ...or takes back, when it reopens a saved table
        self.joined = False
        self._announced = -1

    def start(self) -> None:
        self.client.start(timeout=5.0)

    def pump(self) -> list[dict]:
        """Read what has come (up to MESSAGES_A_FRAME), into the follower; return it."""
        got: list[dict] = []
        for _ in range(MESSAGES_A_FRAME):
            try:
                msg = self.client.inbox.get_nowait()
            except Exception:  # queue.Empty
                break
            self.follower.feed(msg)
            got.append(msg)
            if msg["type"] == "lobby" and not self.joined:
                self._join_first(msg)
        if self.announcer is not None and self.host is not None and got:
            self._announce_open()
        return got

    def _join_first(self, lobby: dict) -> None:
        """On the first word from the table: take this laptop's seats, or back to the seat
        this laptop held at this table before (its token is kept by the table's id)."""
        self.joined = True
        for seat in self.seats:
            self.client.send("join", seat=seat)
        tokens = self.tokens
        if not self.seats and not tokens and self.host is None and isinstance(lobby.get("id"), str):
            kept = remembered_token(lobby["id"])
            tokens = (kept,) if kept else ()
        for token in tokens:
            self.client.send("join", token=token)

    def _announce_open(self) -> None:
        table = self.host.host.table
        open_seats = 0 if table.game is not None else table.open_seats()
        if open_seats != self._announced:
            self._announced = open_seats
            self.announcer.update(open_seats)

    def join(self, seat: int | None = None, token: str | None = None, name: str | None = None) -> None:
        fields: dict[str, Any] = {"token": token} if token else {"seat": seat, **({"name": name} if name else {})}
        self.client.send("join", **fields)

    def act(self, seat: int, text: str) -> None:
        self.client.send("act", seat=seat, action=text)

    def start_now(self) -> None:
        if self.host is not None:
            self.host.host.start_game()

    def stand_in(self, seat: int) -> None:
        if self.host is not None:
            self.host.host.call(lambda: self.host.host.table.stand_in(seat))

    def close(self) -> None:
        self.client.close(timeout=2.0)
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        if self.host is not None:
            self.host.stop(timeout=8.0)


class Announcing:
    """The table's announcement on the network, made, updated and withdrawn on a thread of its
    own: zeroconf waits on the network for each, and the window never waits on the network."""

    def __init__(self, **announcer_args: Any) -> None:
        self._args = announcer_args
        self._wanted: queue.Queue[int | None] = queue.Queue()
        self.problem = ""
        self._thread = threading.Thread(target=self._run, name="byapar-announce", daemon=True)
        self._thread.start()

    def update(self, open_seats: int) -> None:
        self._wanted.put(open_seats)

    def close(self, timeout: float = 5.0) -> None:
        self._wanted.put(None)
        self._thread.join(timeout)

    def _run(self) -> None:
        from byapar.net.discovery import Announcer

        try:
            announcer = Announcer(**self._args)
        except Exception as e:  # no multicast here: friends still join by address
            self.problem = str(e) or type(e).__name__
            log.warning("the table is not announced: %s", self.problem)
            announcer = None
        while True:
            wanted = self._wanted.get()
            while wanted is not None and not self._wanted.empty():  # only the latest count matters
                wanted = self._wanted.get()
            try:
                if wanted is None:
                    if announcer is not None:
                        announcer.close()
                    return
                if announcer is not None:
                    announcer.update(wanted)
            except Exception as e:  # the announcement is a convenience; the table plays on without it
                log.warning("announcement: %s", e)


def host_table(host: Host) -> HostThread:
    thread = HostThread(host)
    thread.start()
    return thread
