"""Finding tables: announced and browsed over loopback everywhere, and between two network
namespaces joined by a veth pair where the test may make them (as root). Zeroconf is bound
only to those interfaces: nothing is sent beyond loopback and the test's own namespaces."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest
from net_helpers import ROOT

from byapar.net.discovery import Announcer, Browser

pytestmark = pytest.mark.timeout(120)


def _look(browser: Browser, name: str, timeout: float = 15.0) -> list:
    """The tables called `name` seen on the network (other tests may announce their own)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = [f for f in browser.tables() if f.name == name]
        if found:
            return found
        time.sleep(0.05)
    return []


def test_a_table_announced_on_loopback_is_found_with_its_details():
    announcer = Announcer("Kitchen table", 4567, "classic", 2, "Asha", "127.0.0.1", ["127.0.0.1"])
    browser = Browser(["127.0.0.1"])
    try:
        found = _look(browser, "Kitchen table")
        assert [(f.name, f.edition, f.open_seats, f.host, f.where) for f in found] == [
            ("Kitchen table", "classic", 2, "Asha", "127.0.0.1:4567")]
    finally:
        browser.close()
        announcer.close()


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=20)


@pytest.fixture
def two_namespaces():
    """Two namespaces joined by a veth pair: (name, address) of each; removed afterwards."""
    if os.geteuid() != 0 or shutil.which("ip") is None:
        pytest.skip("making network namespaces needs root and the ip command")
    tag = f"{os.getpid() % 100000}"
    a, b = f"byapar-a{tag}", f"byapar-b{tag}"
    made: list[str] = []
    try:
        for ns in (a, b):
            try:
                _ip("netns", "add", ns)
            except subprocess.CalledProcessError as e:
                pytest.skip(f"can't make a network namespace here: {e.stderr.decode().strip()}")
            made.append(ns)
        _ip("link", "add", f"vba{tag}", "netns", a, "type", "veth", "peer", "name", f"vbb{tag}", "netns", b)
        for ns, dev, address, six in ((a, f"vba{tag}", "10.77.0.1", "fd77::1"), (b, f"vbb{tag}", "10.77.0.2", "fd77::2")):
            _ip("-n", ns, "link", "set", "lo", "up")
            _ip("-n", ns, "addr", "add", f"{address}/24", "dev", dev)
            _ip("-n", ns, "addr", "add", f"{six}/64", "dev", dev, "nodad")  # usable at once
            _ip("-n", ns, "link", "set", dev, "up", "multicast", "on")
        yield (a, "10.77.0.1", "fd77::1"), (b, "10.77.0.2", "fd77::2")
    finally:
        for ns in made:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=20)


def _in(ns: str, *args: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    return subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-m", "byapar.net.discovery", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)


def test_a_table_in_one_namespace_is_found_from_the_other(two_namespaces):
    (a, address_a, _), (b, address_b, _) = two_namespaces
    announcer = _in(a, "--interface", address_a, "--announce", "Veth table:5678", "--for", "20")
    try:
        browser = _in(b, "--interface", address_b, "--for", "15")
        try:
            out, _ = browser.communicate(timeout=30)
        finally:
            browser.kill()
        assert f"found Veth table {address_a}:5678 open=2" in out, out
    finally:
        announcer.kill()
        announcer.communicate(timeout=10)


def test_a_table_announced_over_ipv6_is_found_over_ipv6(two_namespaces):
    """Both ends bound to their IPv6 addresses only: the table is found at its IPv6 address."""
    (a, _, six_a), (b, _, six_b) = two_namespaces
    announcer = _in(a, "--interface", six_a, "--announce", "Six table:5679", "--for", "20")
    try:
        browser = _in(b, "--interface", six_b, "--for", "15")
        try:
            out, _ = browser.communicate(timeout=30)
        finally:
            browser.kill()
        assert f"found Six table [{six_a}]:5679 open=2" in out, out
    finally:
        announcer.kill()
        announcer.communicate(timeout=10)


def test_a_table_announced_on_both_families_is_listed_once_at_its_ipv4_address(two_namespaces):
    (a, four_a, six_a), (b, four_b, six_b) = two_namespaces
    announcer = _in(a, "--interface", four_a, "--interface", six_a, "--announce", "Both table:5680", "--for", "20")
    try:
        browser = _in(b, "--interface", four_b, "--interface", six_b, "--for", "15")
        try:
            out, _ = browser.communicate(timeout=30)
        finally:
            browser.kill()
        assert out.count("found Both table") == 1 and f"{four_a}:5680" in out, out
    finally:
        announcer.kill()
        announcer.communicate(timeout=10)
