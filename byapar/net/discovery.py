"""Finding tables on the home network: the host announces its table by multicast DNS service
discovery (zeroconf), a Join screen browses for them.

Both ends take the interfaces to use: the app uses the machine's own, the tests only loopback
or the interfaces of network namespaces they made, so nothing leaves the test's own network.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Any

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import SERVICE_TYPE

log = logging.getLogger("byapar.net.discovery")
RESOLVE_MS = 2000  # how long to wait for a found table's details


@dataclass(frozen=True)
class Found:
    """A table on the network, as a Join list shows it."""

    name: str
    edition: str
    open_seats: int
    host: str  # who hosts it
    address: str
    port: int

    @property
    def where(self) -> str:
        return f"[{self.address}]:{self.port}" if ":" in self.address else f"{self.address}:{self.port}"


def _version(addresses: list[str]) -> IPVersion:
    """IPv4, IPv6 or both: whichever kinds `addresses` hold."""
    v6 = any(":" in a for a in addresses)
    v4 = any(":" not in a for a in addresses)
    return IPVersion.All if v4 and v6 else IPVersion.V6Only if v6 else IPVersion.V4Only


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    """Zeroconf on the machine's own interfaces (None: the app on a home network), over IPv4
    and IPv6, or bound to the given interfaces' addresses only, in the families they are."""
    if interfaces is None:
        try:
            return Zeroconf(ip_version=IPVersion.All)
        except OSError as e:  # a machine without IPv6: tables are still found over IPv4
            log.info("discovery over IPv4 only: %s", e)
            return Zeroconf(ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=_version(list(interfaces)))


def _text(props: dict[bytes, bytes | None], key: str, default: str = "") -> str:
    value = props.get(key.encode())
    return value.decode("utf-8", "replace")[:100] if isinstance(value, bytes) else default


class Announcer:
    """Announces one table at `address:port` until closed."""

    def __init__(self, name: str, port: int, edition: str, open_seats: int, host: str,
                 address: str | list[str], interfaces: list[str] | None = None) -> None:
        """`address`: where friends reach the table, one address or several (IPv4 and IPv6)."""
        self.zc = _zeroconf(interfaces)
        self.addresses = [address] if isinstance(address, str) else list(address)
        label = "".join(c for c in name if c.isalnum() or c in " -_")[:40] or "Byapar"
        self.info = self._info(label, port, edition, open_seats, host, self.addresses)
        self.zc.register_service(self.info, allow_name_change=True)
        log.info("announced %s at %s port %s", label, ", ".join(self.addresses), port)

    @staticmethod
    def _info(label: str, port: int, edition: str, open_seats: int, host: str, addresses: list[str]) -> ServiceInfo:
        return ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port, parsed_addresses=addresses,
                           properties={"name": label, "edition": edition, "open": str(open_seats), "host": host[:40]},
                           server=f"byapar-{port}.local.")

    def update(self, open_seats: int) -> None:
        props = {k.decode(): (v or b"").decode() for k, v in self.info.properties.items()}
        if props.get("open") == str(open_seats):
            return
        self.info = self._info(props["name"], self.info.port, props["edition"], open_seats, props["host"],
                               self.addresses)
        self.zc.update_service(self.info)

    def close(self) -> None:
        try:
            self.zc.unregister_service(self.info)
        finally:
            self.zc.close()


class Browser:
    """Keeps the list of tables announced on the network; `tables()` reads it from any thread."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.zc = _zeroconf(interfaces)
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self.browser = ServiceBrowser(self.zc, SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        found = _read(info) if info is not None else None
        if found is not None:
            with self._lock:
                self._found[name] = found

    def tables(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.name, f.where))

    def close(self) -> None:
        try:
            self.browser.cancel()
        finally:
            self.zc.close()


def _read(info: Any) -> Found | None:
    addresses = sorted(info.parsed_addresses(IPVersion.All), key=_preference)
    if not addresses or not info.port:
        return None
    props = info.properties or {}
    open_text = _text(props, "open", "0")
    return Found(_text(props, "name", "Byapar"), _text(props, "edition", "byapar"),
                 int(open_text) if open_text.isdigit() else 0, _text(props, "host"), addresses[0], info.port)


def _preference(address: str) -> tuple[int, str]:
    """IPv4 first, then IPv6 (a link-local one last: it needs its interface named to be reached)."""
    if ":" not in address:
        return 0, address
    return (2 if address.lower().startswith("fe80:") else 1), address


def main(argv: list[str] | None = None) -> int:
    """`python -m byapar.net.discovery --interface IP [--announce NAME:PORT] [--browse SECONDS]`:
    announce a table or list the tables seen, on the named interfaces only (the tests use it)."""
    import argparse
    import time

    parser = argparse.ArgumentParser(prog="python -m byapar.net.discovery")
    parser.add_argument("--interface", action="append", required=True,
                        help="an address (IPv4 or IPv6) to bind to, and to announce a table at")
    parser.add_argument("--announce", help="NAME:PORT of a table to announce")
    parser.add_argument("--for", dest="seconds", type=float, default=10.0, help="seconds to announce or browse")
    args = parser.parse_args(argv)
    deadline = time.monotonic() + args.seconds
    if args.announce:
        name, _, port = args.announce.rpartition(":")
        announcer = Announcer(name, int(port), "byapar", 2, "test", args.interface, args.interface)
        print("announced", flush=True)
        try:
            while time.monotonic() < deadline:
                time.sleep(0.1)
        finally:
            announcer.close()
        return 0
    browser = Browser(args.interface)
    try:
        while time.monotonic() < deadline:
            tables = browser.tables()
            if tables:
                for found in tables:
                    print(f"found {found.name} {found.where} open={found.open_seats}", flush=True)
                return 0
            time.sleep(0.1)
    finally:
        browser.close()
    print("found nothing", flush=True)
    return 1


if __name__ == "__main__":
    import sys

    sys.exit(main())
