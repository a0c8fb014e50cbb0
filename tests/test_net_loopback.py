"""Friends at one table over loopback: a table server and scripted clients as real processes."""

from __future__ import annotations

import copy
import socket

import pytest
from net_helpers import client, host_digests, processes, seen, server

from byapar.net.commitment import verify

pytestmark = pytest.mark.timeout(240)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A short game: two scripted friends, two bots, to its end."""
    folder = tmp_path_factory.mktemp("table")
    with processes() as started:
        host, port = server(started, folder)
        friends = [client(started, folder, port, name, seat=seat) for seat, name in enumerate(("Asha", "Bina"))]
        codes = [f.wait(180) for f in friends]
        assert host.wait(30) == 0, host.text()[-2000:]
    return folder, codes, friends, host


def test_every_friend_sees_the_hosts_table_after_every_step(played):
    folder, codes, _, host = played
    assert codes == [0, 0]
    digests = host_digests(folder)
    assert len(digests) > 20  # three rounds of four seats
    for name in ("Asha", "Bina"):
        mine = seen(folder, name)
        assert [d for _, d in mine["own"]] == digests  # the table rebuilt from what came, step by step
        assert mine["table"]["over"] is True
    assert '"over": true' in host.text()


def test_friends_play_their_own_seats_and_bots_the_rest(played):
    folder = played[0]
    final = seen(folder, "Asha")["table"]
    assert [p["name"] for p in final["players"]][:2] == ["Asha", "Bina"]
    assert final["humans"] == [True, True, False, False]
    assert [list(seen(folder, n)["tokens"]) for n in ("Asha", "Bina")] == [["0"], ["1"]]


def test_no_secret_leaves_the_host(played):
    folder = played[0]
    mine = seen(folder, "Asha")
    for table in (mine["start"], mine["table"]):
        assert not {"seed", "rng", "script", "scripted"} & set(table)
        assert all(isinstance(n, int) for n in table["decks"].values())  # sizes, not the order


def test_the_dice_are_verified_from_the_reveal(played):
    folder, _, friends, _ = played
    for friend in friends:
        assert "dice verified" in friend.text()
    assert seen(folder, "Asha")["verdict"]["ok"] is True


def _verdict(mine: dict):
    return verify(mine["commitment"], mine["reveal"], mine["start"], [tuple(s) for s in mine["steps"]],
                  mine["table"]["history"])


def test_a_reveal_that_does_not_match_the_commitment_is_caught(played):
    mine = copy.deepcopy(seen(played[0], "Asha"))
    assert _verdict(mine).ok
    mine["reveal"]["seed"] += 1
    verdict = _verdict(mine)
    assert not verdict.ok and verdict.problem == "commitment"


def test_a_table_that_the_dice_could_not_have_made_is_caught_at_its_step(played):
    mine = copy.deepcopy(seen(played[0], "Bina"))
    rolls = [i for i, (length, _) in enumerate(mine["steps"]) if mine["table"]["history"][length - 1] == "roll"]
    tampered = rolls[3]
    mine["steps"][tampered][1] = "0" * 16  # the host claimed another table after this throw
    verdict = _verdict(mine)
    assert not verdict.ok
    assert (verdict.step, verdict.action, verdict.problem) == (tampered + 1, "roll", "table")


def test_a_changed_history_is_caught(played):
    mine = copy.deepcopy(seen(played[0], "Asha"))
    history = mine["table"]["history"]
    first_end = history.index("end")
    history[first_end] = "roll"  # an action the host never took
    verdict = _verdict(mine)
    assert not verdict.ok and verdict.step == first_end + 1


def _has_ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


@pytest.mark.skipif(not _has_ipv6_loopback(), reason="this machine has no IPv6 loopback")
def test_a_friend_joins_by_an_ipv6_address(tmp_path):
    with processes() as started:
        host, port = server(started, tmp_path, rounds=1, open_seats=1, address="::1")
        friend = client(started, tmp_path, port, "Asha", seat=0, host="[::1]")
        assert friend.wait(120) == 0, friend.text()[-2000:]
        assert host.wait(30) == 0
    assert "dice verified" in friend.text()
    assert [d for _, d in seen(tmp_path, "Asha")["own"]] == host_digests(tmp_path)
