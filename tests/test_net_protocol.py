"""The messages, the public table and the host's seats, without a network."""

from __future__ import annotations

import pytest

from byapar.engine import IllegalAction, new_game
from byapar.net import protocol as P
from byapar.net.commitment import commit, secret_of
from byapar.net.host import Bucket
from byapar.net.public import public_table, table_digest, view_game
from byapar.net.table import NetTable, SeatRefused, TableSettings


def test_a_well_formed_action_is_read():
    msg = P.decode(P.encode("act", seat=1, action="buy", id=7), P.CLIENT_SCHEMA, P.MAX_CLIENT_MESSAGE)
    assert (msg["type"], msg["seat"], msg["action"], msg["id"]) == ("act", 1, "buy", 7)


@pytest.mark.parametrize("raw, code", [
    ('{"v":1,"type":"act","seat":1,"action":"buy","extra":1}', "unknown-field"),
    ('{"v":2,"type":"act","seat":1,"action":"buy"}', "version"),
    ('{"v":1,"type":"act","seat":true,"action":"buy"}', "bad-field"),
    ('{"v":1,"type":"act","seat":9,"action":"buy"}', "bad-field"),
    ('{"v":1,"type":"act","action":"buy"}', "missing-field"),
    ('{"v":1,"type":"reveal","seed":1}', "unknown-type"),  # a host's message, not a client's
    ('{"v":1,"type":"hello","code":"","name":"   "}', "bad-field"),
    ("[" * 100_000, "too-big"),
    ("[" * 5000 + "]" * 5000, "not-json"),  # nested past what the reader takes: refused, no crash
    ("[1, 2]", "not-object"),
])
def test_a_bad_message_is_refused_with_its_reason(raw, code):
    with pytest.raises(P.ProtocolError) as refused:
        P.decode(raw, P.CLIENT_SCHEMA, P.MAX_CLIENT_MESSAGE)
    assert refused.value.code == code


def test_the_rate_allows_a_burst_then_its_pace():
    bucket = Bucket(rate=20, burst=60, level=60, at=100.0)
    assert sum(bucket.take(100.0) for _ in range(1000)) == 60
    assert sum(bucket.take(101.0) for _ in range(1000)) == 20  # a second later: twenty more


def test_the_public_table_keeps_the_secrets_and_rebuilds_the_same_table():
    game = new_game("byapar", ["Asha", "Bina", "Hari"], seed=99)
    for _ in range(40):
        game.apply(game.legal_actions()[0])
    table = public_table(game)
    assert not {"seed", "rng", "script", "scripted"} & set(table)
    assert table["decks"] == {name: len(deck) for name, deck in game.decks.items()}
    view = view_game(table)
    assert view.seed == 0 and list(view.decks.values())[0][0] == 0  # stand-ins, not the host's
    assert table_digest(public_table(view)) == table_digest(table)
    assert view.legal_actions() == game.legal_actions()


def test_the_commitment_binds_the_seed_the_decks_and_the_salt():
    secret = secret_of(new_game("byapar", ["Asha", "Bina"], seed=5))
    digest = secret.digest()
    assert digest == commit(secret.seed, secret.decks, secret.salt)
    assert digest != commit(secret.seed + 1, secret.decks, secret.salt)
    assert digest != commit(secret.seed, secret.decks, secret.salt + "0")
    deck = next(iter(secret.decks))
    swapped = {**secret.decks, deck: secret.decks[deck][::-1]}
    assert digest != commit(secret.seed, swapped, secret.salt)


def test_a_seat_is_taken_once_and_acted_for_only_in_turn():
    table = NetTable(TableSettings(seats=2, seed=3))
    seat, token = table.take(0, "Asha")
    with pytest.raises(SeatRefused):
        table.take(0, "Bina")
    assert table.seat_of(token) == 0 and table.seat_of("guess") is None
    table.take(None, "Bina")
    table.start()
    other = 1 - table.game.pending.player
    with pytest.raises(IllegalAction) as refused:
        table.act(other, "roll")
    assert refused.value.code == "not-your-decision"
    step = table.act(table.game.pending.player, "roll")
    assert step.events[0][0] == "Rolled" and step.table["history"] == ["roll"]


def _closed_with(ws, timeout: float = 10.0) -> int | None:
    from websockets.exceptions import ConnectionClosed

    try:
        ws.recv(timeout=timeout)
    except ConnectionClosed as e:
        return e.rcvd.code if e.rcvd else None
    except TimeoutError:
        return None
    return -1  # a message, not a close


@pytest.mark.timeout(60)
def test_a_silent_link_is_closed_and_a_crowd_turned_away():
    from websockets.sync.client import connect

    from byapar.net.host import Host, HostThread

    host = Host(NetTable(TableSettings(seats=2, code="c")), "127.0.0.1", 0, autostart=False)
    host.hello_wait, host.max_connections = 0.3, 2
    thread = HostThread(host)
    port = thread.start()
    try:
        with connect(f"ws://127.0.0.1:{port}", open_timeout=5) as silent:
            assert _closed_with(silent) == 1008  # never said hello
        with connect(f"ws://127.0.0.1:{port}", open_timeout=5) as a, \
                connect(f"ws://127.0.0.1:{port}", open_timeout=5) as b:
            for ws in (a, b):
                ws.send(P.encode("hello", code="c", name="Friend"))
                assert _closed_with(ws, 5) == -1  # the lobby
            with connect(f"ws://127.0.0.1:{port}", open_timeout=5) as third:
                assert _closed_with(third) == 1013  # the table is full
    finally:
        thread.stop()
    assert host.finished


def test_any_seat_is_never_one_the_hosting_laptop_keeps_for_itself():
    table = NetTable(TableSettings(seats=3, seed=3, here=[0]))
    assert table.take(None, "Bina")[0] == 1  # seat 0 waits for the host's own link
    assert table.take(None, "Hari")[0] == 2
    with pytest.raises(SeatRefused):
        table.take(None, "Maya")
    assert table.take(0, "Player 1")[0] == 0  # asked for by number, as the host's link does
