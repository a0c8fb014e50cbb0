"""A whole 30-round game with friends: the host's app (SDL's dummy drivers), two scripted
friends and a friend's app, each in a process of its own, over loopback. Every laptop's table
equals the host's after every step, and every laptop checks the dice at the end."""

from __future__ import annotations

import time

import pytest
from app_helpers import FRAME, click
from net_helpers import (
    CODE,
    LOOPBACK,
    LOOPBACK_PLACES,
    ROOT,
    Proc,
    client,
    play_my_turn,
    processes,
    seen,
)

from byapar.app.app import App
from byapar.net.public import public_table, table_digest

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]
ROUNDS = 30
GAME_SECONDS = 600  # the whole game's bound; on a quiet machine it takes a fraction of this


def _frames_until(app: App, done, seconds: float, board=None) -> None:
    """Frames until `done()`, bounded in time; with a `board`, the host makes its decisions there."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.frame(FRAME)
        if done():
            return
        if board is not None:
            play_my_turn(board)
        time.sleep(0.002)
    raise AssertionError(f"not done in {seconds} s on {type(app.top).__name__}")


def test_a_thirty_round_game_shared_by_a_host_app_two_scripted_friends_and_a_friends_app(home, tmp_path):
    app = App((1280, 800), seed=5)
    app.prefs["rounds"] = ROUNDS
    app.net_places = LOOPBACK_PLACES
    app.push("menu")
    app.frame(FRAME)
    with processes() as started:
        try:
            click(app, "friends")
            click(app, "host")
            host = app.top
            host.kinds, host.code = ["here", "open", "open", "open"], CODE
            host.layout(app.screen.get_size())
            click(app, "open")
            link = host.link
            link.follower.check_steps = True
            served = link.host.host
            hosts_steps: list[str] = []  # the host's own table after each step, as it sends it
            served.listeners.append(lambda kind, fields: hosts_steps.append(table_digest(fields["table"]))
                                    if kind == "step" else None)
            scripted = [client(started, tmp_path, served.port, name, seat=seat, timeout=GAME_SECONDS)
                        for seat, name in ((1, "Bina"), (2, "Hari"))]
            (tmp_path / "friend-home").mkdir()
            friend_app = Proc([str(ROOT / "tests" / "net_app_friend.py"), f"{LOOPBACK}:{served.port}", CODE, "Maya",
                               "3", str(tmp_path / "Maya.json"), str(tmp_path / "friend-home"), str(GAME_SECONDS)],
                              tmp_path / "Maya.log")
            started.append(friend_app)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene", 60)  # every seat taken
            board = app.top
            _frames_until(app, lambda: board.follower.verdict is not None, GAME_SECONDS, board)
            assert [f.wait(60) for f in scripted] == [0, 0]
            assert friend_app.wait(60) == 0, friend_app.text()[-2000:]

            final = served.table.game
            assert final.over and final.round == ROUNDS
            assert len(hosts_steps) > 250  # every one compared below
            assert hosts_steps[-1] == table_digest(public_table(final))
            mine = [d for _, d in board.follower.own_digests]
            assert mine == hosts_steps
            for name in ("Bina", "Hari", "Maya"):
                theirs = seen(tmp_path, name)
                assert [d for _, d in theirs["own"]] == hosts_steps, name
                assert theirs["verdict"]["ok"] is True, name
            assert board.follower.verdict.ok
            assert [p["name"] for p in board.follower.table["players"]] == ["Player 1", "Bina", "Hari", "Maya"]
        finally:
            link = getattr(app.top, "link", None)
            if link is not None:
                link.close()
