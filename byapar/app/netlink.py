"""The app's end of play with friends: a client link to a table (and, for the host, the table
itself and its announcement), read once a frame. Nothing here waits on the network."""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from typing import Any

from byapar.net.client import Client, Follower
from byapar.net.host import Host, HostThread

log = logging.getLogger(__name__)
MESSAGES_A_FRAME = 200  # the rest wait for the next frame: a burst never stalls the window
DEFAULT_PORT = 8765


@dataclass
class Places:
    """Where a table listens and is announced: the whole machine for a player, loopback in tests."""

    listen: str = "0.0.0.0"
    interfaces: list[str] | None = None  # zeroconf's interfaces; None: the machine's own
    address: str | None = None  # the address friends are told; None: this machine's first LAN address
    port: int = DEFAULT_PORT
    bot_delay: float = 0.6  # seconds between a bot's actions at a hosted table, so friends can follow


def places_of(app: Any) -> Places:
    return getattr(app, "net_places", None) or Places()


def lan_address() -> str:
    """This machine's first IPv4 address that isn't loopback, read from its interfaces."""
    import ifaddr

    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                return ip.ip
    return "127.0.0.1"


def rules_from(prefs: dict) -> dict[str, Any]:
    """The house rules chosen in Settings, as the table's game settings."""
    keys = ("rounds", "starting_money", "dealt_places", "auction", "chautari_pot", "start_double", "bot_offers")
    return {k: prefs[k] for k in keys if k in prefs}


def new_code() -> str:
    return f"{secrets.randbelow(10000):04d}"


class NetLink:
    """A link to a table: `pump()` once a frame, `act` to send a decision."""

    def __init__(self, address: str, code: str, name: str, host: HostThread | None = None,
                 announcer: Any = None, seats: tuple[int, ...] = ()) -> None:
        self.address = address
        self.client = Client(address, code, name)
        self.follower = Follower()
        self.host = host  # set when this laptop hosts the table
        self.announcer = announcer
        self.seats = seats  # the seats this laptop takes when it hosts
        self.joined = False

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
            if msg["type"] == "lobby" and self.seats and not self.joined:
                self.joined = True
                for seat in self.seats:
                    self.client.send("join", seat=seat)
        if self.announcer is not None and self.host is not None and got:
            self._announce_open()
        return got

    def _announce_open(self) -> None:
        table = self.host.host.table
        try:
            self.announcer.update(0 if table.game is not None else table.open_seats())
        except Exception as e:  # the announcement is a convenience; the table plays on without it
            log.warning("announcement not updated: %s", e)

    def join(self, seat: int | None = None, token: str | None = None, name: str | None = None) -> None:
        fields: dict[str, Any] = {"token": token} if token else {"seat": seat, **({"name": name} if name else {})}
        self.client.send("join", **fields)

    def act(self, seat: int, text: str) -> None:
        self.client.send("act", seat=seat, action=text)

    def deal(self) -> None:
        if self.host is not None:
            self.host.host.start_game()

    def stand_in(self, seat: int) -> None:
        if self.host is not None:
            self.host.host.call(lambda: self.host.host.table.stand_in(seat))

    def close(self) -> None:
        self.client.close(timeout=2.0)
        if self.announcer is not None:
            try:
                self.announcer.close()
            except Exception as e:  # closing must not stop the app from going back to the menu
                log.warning("announcement not withdrawn: %s", e)
            self.announcer = None
        if self.host is not None:
            self.host.stop(timeout=8.0)


def host_table(host: Host) -> HostThread:
    thread = HostThread(host)
    thread.start()
    return thread
