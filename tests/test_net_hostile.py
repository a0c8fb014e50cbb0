"""Hostile clients at a table: junk, huge frames, actions for another seat, a stolen token and
a flood. The host refuses and drops them and plays on with the honest seats."""

from __future__ import annotations

import json
import time

import pytest
from net_helpers import CODE, client, host_digests, processes, seen, server
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from byapar.engine import Game
from byapar.net import protocol as P
from byapar.net.table import NetTable

pytestmark = pytest.mark.timeout(240)


def _open(port: int):
    return connect(f"ws://127.0.0.1:{port}", open_timeout=10, close_timeout=2, max_size=P.MAX_HOST_MESSAGE)


def _answers(ws, count: int, timeout: float = 10.0) -> list[dict]:
    """Up to `count` messages, stopping when the host closes the link or goes quiet."""
    out: list[dict] = []
    deadline = time.monotonic() + timeout
    while len(out) < count and time.monotonic() < deadline:
        try:
            out.append(json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic()))))
        except (TimeoutError, ConnectionClosed):
            break
    return out


def _closed_code(ws, timeout: float = 10.0) -> int | None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            ws.recv(timeout=max(0.01, deadline - time.monotonic()))
        except ConnectionClosed as e:
            return e.rcvd.code if e.rcvd else None
        except TimeoutError:
            break
    return None


def _wait_file(path, timeout: float = 30.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().strip():
            return path.read_text().strip()
        time.sleep(0.05)
    raise AssertionError(f"{path} never written")


@pytest.fixture(scope="module")
def attacked(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile")
    findings: dict = {}
    with processes() as started:
        host, port = server(started, folder, "--drop-wait", "0", "--save", str(folder / "table.json"),
                            open_seats=3, rounds=4)
        honest = [client(started, folder, port, name, "--token-file", str(folder / f"{name}.token"), seat=seat)
                  for seat, name in enumerate(("Asha", "Bina"))]
        asha_token = _wait_file(folder / "Asha.token")
        _wait_file(folder / "Bina.token")

        with _open(port) as ws:  # junk before any hello: refused, then dropped
            for junk in ("not json", "[1,2]", '{"v":1,"type":"nonsense"}', b"\x00\x01binary", '{"v":99}'):
                ws.send(junk)
            findings["junk"] = _answers(ws, 10)
            findings["junk_close"] = _closed_code(ws)
        with _open(port) as ws:  # a frame of 10 MB
            try:
                ws.send("x" * (10 * 1024 * 1024))
            except ConnectionClosed:
                pass
            findings["huge_close"] = _closed_code(ws)
        with _open(port) as ws:  # a stranger without the join code
            ws.send(P.encode("hello", code="guess", name="Stranger"))
            findings["stranger"] = _answers(ws, 3)
        with _open(port) as ws:  # a seated friend who turns hostile
            ws.send(P.encode("hello", code=CODE, name="Mallory"))
            ws.send(P.encode("join", seat=2, name="Mallory"))
            findings["joined"] = _answers(ws, 3)  # lobby, welcome, lobby
            ws.send(P.encode("act", seat=0, action="roll"))  # Asha's seat
            ws.send(P.encode("join", token=asha_token))  # Asha's token, while Asha is here
            ws.send(P.encode("act", seat=2, action="build 99 now"))
            findings["forbidden"] = [m for m in _answers(ws, 40, 5) if m["type"] in ("error", "refused")]
            for i in range(1000):  # a thousand messages at once
                try:
                    ws.send(P.encode("act", seat=2, action="end", id=i))
                except ConnectionClosed:
                    break
            findings["flood_close"] = _closed_code(ws, 20)
        findings["codes"] = [c.wait(180) for c in honest]
        findings["server_rc"] = host.wait(30)
        findings["server_log"] = host.text()
    return folder, findings


def test_junk_is_refused_and_its_sender_dropped(attacked):
    _, f = attacked
    codes = [m["code"] for m in f["junk"] if m["type"] == "error"]
    assert codes == ["not-json", "not-object", "unknown-type", "binary", "version"]
    assert f["junk_close"] == 1008


def test_a_ten_megabyte_frame_closes_its_link(attacked):
    assert attacked[1]["huge_close"] == 1009  # message too big


def test_a_stranger_without_the_join_code_is_turned_away(attacked):
    answers = attacked[1]["stranger"]
    assert [m.get("code") for m in answers] == ["net-bad-code"]
    assert "wrong join code" in attacked[1]["server_log"]


def test_no_action_for_another_seat_and_no_stolen_seat(attacked):
    _, f = attacked
    assert [m["type"] for m in f["joined"]][:2] == ["lobby", "welcome"]
    said = [(m["type"], m["code"]) for m in f["forbidden"]]
    assert ("error", "net-not-your-seat") in said
    assert ("error", "net-seat-held") in said
    assert ("refused", "action-unknown") in said  # worded by the client from the engine's code


def test_a_flood_is_cut_off(attacked):
    _, f = attacked
    assert f["flood_close"] == 1008
    assert "dropped: flooding" in f["server_log"]


def test_the_honest_seats_play_on_to_the_end(attacked):
    folder, f = attacked
    assert f["codes"] == [0, 0] and f["server_rc"] == 0
    digests = host_digests(folder)
    for name in ("Asha", "Bina"):
        mine = seen(folder, name)
        assert [d for _, d in mine["own"]] == digests
        assert mine["verdict"]["ok"] is True
    final = seen(folder, "Asha")["table"]
    assert final["over"] and len(final["history"]) == len(digests)  # every action made it


def test_the_autosave_stays_loadable(attacked):
    folder, _ = attacked
    data = json.loads((folder / "table.json").read_text())
    table = NetTable.from_save(data)
    assert table.game.over
    assert Game.from_dict(data["game"]).history == seen(folder, "Asha")["table"]["history"]
