"""A friend whose link drops keeps the seat: the table waits, they rejoin with the seat's token,
and the game ends as it would have without the drop."""

from __future__ import annotations

import json
import time

import pytest
from net_helpers import client, host_digests, processes, seen, server

pytestmark = pytest.mark.timeout(300)


def _play(folder, kill: bool) -> dict:
    with processes() as started:
        host, port = server(started, folder, seed=11)
        token = str(folder / "Asha.token")
        asha = client(started, folder, port, "Asha", "--token-file", token, *(["--die-after", "4"] if kill else []),
                      seat=0)
        bina = client(started, folder, port, "Bina", seat=1)
        if kill:
            assert asha.wait(120) == 9  # gone at once, mid-game, without a goodbye
            host.wait_for(r"seat 0 dropped")
            asha = client(started, folder, port, "Asha", "--token-file", token, seat=0)
            host.wait_for(r"is back in seat 0")
        assert asha.wait(150) == 0 and bina.wait(150) == 0
        assert host.wait(30) == 0
        return {"host": host.text(), "Asha": seen(folder, "Asha"), "Bina": seen(folder, "Bina"),
                "digests": host_digests(folder)}


@pytest.fixture(scope="module")
def both(tmp_path_factory):
    return _play(tmp_path_factory.mktemp("whole"), False), _play(tmp_path_factory.mktemp("dropped"), True)


def test_the_table_waits_for_the_dropped_friend(both):
    _, dropped = both
    assert 0 in dropped["Bina"]["waited_for"]


def test_the_friend_is_back_in_their_own_seat(both):
    _, dropped = both
    assert list(dropped["Asha"]["tokens"]) == ["0"]
    assert dropped["Asha"]["verdict"]["ok"] is True  # the steps seen before and after the drop check out


def test_the_game_ends_the_same_as_without_the_drop(both):
    whole, dropped = both
    assert dropped["Asha"]["table"] == whole["Asha"]["table"]
    assert dropped["Bina"]["table"]["history"] == whole["Bina"]["table"]["history"]
    assert dropped["digests"] == whole["digests"]
    assert [d for _, d in dropped["Bina"]["own"]] == dropped["digests"]


def test_a_table_server_reopens_its_autosave_and_the_friends_rejoin_their_seats(tmp_path):
    save = tmp_path / "table.json"
    with processes() as started:
        host, port = server(started, tmp_path, "--save", str(save), seed=5)
        tokens = [str(tmp_path / f"{name}.token") for name in ("Asha", "Bina")]
        first = [client(started, tmp_path, port, name, "--token-file", token, seat=seat)
                 for seat, (name, token) in enumerate(zip(("Asha", "Bina"), tokens, strict=True))]
        host.wait_for(r"dealt")
        deadline = time.monotonic() + 60
        while not save.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        host.popen.kill()  # the host's laptop goes down mid-game
        host.wait(10)
        saved = json.loads(save.read_text())
        assert [f.wait(60) for f in first] == [2, 2]  # no reveal: the table went away
        again, port = server(started, tmp_path, "--resume", str(save))
        back = [client(started, tmp_path, port, name, "--token-file", token, seat=seat)
                for seat, (name, token) in enumerate(zip(("Asha", "Bina"), tokens, strict=True))]
        assert [f.wait(150) for f in back] == [0, 0]
        assert again.wait(30) == 0
    final = seen(tmp_path, "Asha")
    assert final["verdict"]["ok"] is True  # the commitment made before the crash still holds
    assert final["commitment"] == seen(tmp_path, "Bina")["commitment"]
    assert final["table"]["history"][: len(saved["game"]["history"])] == saved["game"]["history"]
    assert final["table"]["over"]
