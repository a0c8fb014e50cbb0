"""A friend whose link drops keeps the seat: the table waits, they rejoin with the seat's token,
and the game ends as it would have without the drop."""

from __future__ import annotations

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
