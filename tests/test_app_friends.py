"""Play with friends in the app (SDL's dummy drivers): hosting with a scripted friend in another
process, joining a table server by address, a dropped friend waited for, and the Join list
from zeroconf on loopback. Nothing leaves 127.0.0.1."""

from __future__ import annotations

import json
import time

import pytest
from app_helpers import FRAME, click
from net_helpers import (
    CODE,
    LOOPBACK,
    LOOPBACK_PLACES,
    client,
    play_my_turn,
    processes,
    seen,
    server,
)

from byapar.app import lang
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.words import plain
from byapar.net.discovery import Announcer
from byapar.net.public import public_table, table_digest

pytestmark = pytest.mark.timeout(240)


def _app(size=(1280, 800)) -> App:
    app = App(size, seed=5)
    app.prefs["rounds"] = 2
    app.net_places = LOOPBACK_PLACES
    app.push("menu")
    app.frame(FRAME)
    return app


def _frames_until(app: App, done, seconds: float = 60.0, play: bool = False) -> None:
    """Frames (with a short sleep for the network) until `done()`; with `play`, this laptop
    makes its decisions on its board whenever it has one."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.frame(FRAME)
        if done():
            return
        board = next((s for s in app.scenes if type(s).__name__ == "FriendBoardScene"), None)
        if play and board is not None:
            play_my_turn(board)
        time.sleep(0.005)
    follower = getattr(getattr(app.top, "link", None), "follower", None)
    state = "" if follower is None else (f": seq {follower.seq}, tokens {list(follower.tokens)}, waiting "
                                         f"{follower.waiting}, errors {follower.errors}, closed {follower.closed!r}, "
                                         f"seats {follower.lobby.get('seats')}")
    raise AssertionError(f"not done in {seconds} s on {type(app.top).__name__}{state}")


def _leave(app: App) -> None:
    link = getattr(app.top, "link", None)
    if link is not None:
        link.close()


def test_the_menu_offers_play_with_friends_and_it_fits_at_800x600(home):
    app = _app((800, 600))
    try:
        click(app, "friends")
        assert [b.id for b in app.top.panel.buttons] == ["host", "join", "back"]
        app.pop()
        assert all(app.screen.get_rect().contains(b.rect) for b in app.top.panel.buttons)
    finally:
        app.running = False


def test_a_hosted_table_plays_to_the_end_with_a_friend_in_another_process(home, tmp_path):
    app = _app()
    with processes() as started:
        try:
            host = _host(app, ["here", "open", "bot"])
            link = host.link
            link.follower.check_steps = True
            port = link.host.host.port
            friend = client(started, tmp_path, port, "Bina")
            _until_every_seat_is_taken(app, link)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
            board = app.top
            _frames_until(app, lambda: board.follower.verdict is not None, 120, play=True)
            assert friend.wait(60) == 0 and "dice verified" in friend.text()
            mine, theirs = board.follower, seen(tmp_path, "Bina")
            assert mine.verdict.ok and board.prompt() == t("net_dice_verified")
            assert [d for _, d in mine.own_digests] == [d for _, d in theirs["own"]]  # every step alike
            table = link.host.host.table
            assert mine.own_digests[-1][1] == table_digest(public_table(table.game))  # and the host's own
            board.presenter.skip()  # the show may trail the table: play the rest out at once
            assert any("Bina" in plain(line) for line in board.presenter.log)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendGameOverScene")
            click(app, "menu")  # the standings, then Menu leaves the table
            assert type(app.top).__name__ == "MenuScene"
            assert link.host.host.finished
        finally:
            _leave(app)


def _host(app: App, kinds: list[str], **fields) -> object:
    """Open a table from the menu with these seats (and any other host fields set first)."""
    click(app, "friends")
    click(app, "host")
    host = app.top
    host.kinds, host.code = kinds, CODE
    for name, value in fields.items():
        setattr(host, name, value)
    host.layout(app.screen.get_size())
    click(app, "open")
    return host


def _until_every_seat_is_taken(app: App, link) -> None:
    _frames_until(app, lambda: all(seat.get("kind", "open") != "open" for seat in link.follower.lobby.get("seats", [{}])))


def _join_by_address(app: App, port: int) -> None:
    click(app, "friends")
    click(app, "join")
    join = app.top
    for field, text in (("name", "Asha"), ("code", CODE), ("address", f"{LOOPBACK}:{port}")):
        f = next(x for x in join.panel.fields if x.id == field)
        f.text = ""
        f.insert(text)
    join.layout(app.screen.get_size())
    click(app, "connect")
    _frames_until(app, lambda: join.panel.get("take_0") is not None)
    click(app, "take_0")
    # The seat's token may come in the frame the game starts, when the board takes the link over.
    _frames_until(app, lambda: any(getattr(s, "link", None) is not None and s.link.follower.tokens
                                   for s in (join, app.top)))


def test_a_friend_joins_a_table_server_by_address_and_waits_for_a_dropped_friend(home, tmp_path):
    app = _app()
    with processes() as started:
        try:
            _, port = server(started, tmp_path, "--drop-wait", "120", rounds=3, seed=3)
            _join_by_address(app, port)
            token = str(tmp_path / "Bina.token")
            bina = client(started, tmp_path, port, "Bina", "--token-file", token, "--die-after", "2", seat=1)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
            board = app.top
            _frames_until(app, lambda: board.follower.waiting is not None, 60, play=True)
            assert bina.wait(30) == 9
            app.frame(FRAME)
            assert board.prompt().startswith(t("net_waiting_for", name="Bina", seconds=0)[:12])
            client(started, tmp_path, port, "Bina", "--token-file", token, seat=1)
            _frames_until(app, lambda: board.follower.verdict is not None, 120, play=True)
            assert board.follower.verdict.ok
            assert board.follower.table["players"][0]["name"] == "Asha"
        finally:
            _leave(app)


def test_the_join_list_shows_tables_announced_on_the_network(home):
    announcer = Announcer("Dashain table", 45678, "byapar", 2, "Hari", "127.0.0.1", ["127.0.0.1"])
    app = _app()
    try:
        click(app, "friends")
        click(app, "join")
        join = app.top
        def ours():  # other tests may announce tables on loopback meanwhile
            return next((b for b in join.panel.buttons if b.id.startswith("found_") and "Dashain table" in b.label),
                        None)

        _frames_until(app, lambda: ours() is not None, 20)
        assert "Byapar" in ours().label and "byapar" not in ours().label  # the edition by its title
        click(app, ours().id)
        assert join.address == "127.0.0.1:45678"
        click(app, "back")
        assert join.browser is None
    finally:
        announcer.close()


def test_a_refusal_from_the_host_is_worded_in_this_laptops_language():
    from byapar.app.scenes.friend_bar import refusal_words
    from byapar.engine import actions as A
    from byapar.engine import new_game

    game = new_game("byapar", ["Asha", "Bina"], seed=1)
    refusal = game.why_not(A.BUY, 0)  # nothing to buy before the throw
    sent = {"code": refusal.code, "fields": json.loads(json.dumps(refusal.fields, default=str))}
    english = refusal_words(game, sent)
    lang.use("ne")
    try:
        nepali = refusal_words(game, sent)
        assert nepali == lang.refused(game, refusal) and nepali != english
    finally:
        lang.use("en")
    assert english == lang.refused(game, refusal)


def test_byapar_serve_is_the_table_server(capsys):
    from byapar.app.app import main

    with pytest.raises(SystemExit) as done:
        main(["serve", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "python -m byapar.server" in out and "--seats" in out and "--drop-wait" in out


def test_a_relaunched_app_goes_back_to_its_seat_with_the_kept_token(home, tmp_path):
    app = _app()
    with processes() as started:
        try:
            _, port = server(started, tmp_path, rounds=2)
            _join_by_address(app, port)
            first = dict(app.top.link.follower.tokens)
            assert list(first) == [0]
            _leave(app)  # the app closes; its seat waits
            app = _app()  # launched again, same data folder
            click(app, "friends")
            click(app, "join")
            join = app.top
            join.name, join.code, join.address = "Asha", CODE, f"{LOOPBACK}:{port}"
            join.connect()
            _frames_until(app, lambda: join.link.follower.tokens)
            assert join.link.follower.tokens == first
            assert join.panel.get("take_1") is None  # back in its seat, not asked to choose one
        finally:
            _leave(app)


def test_a_host_app_two_scripted_friends_and_a_friends_app_share_one_table(home, tmp_path):
    """Every laptop's table equals the host's after every step, and each checks the dice."""
    from net_helpers import ROOT, Proc

    app = _app()
    app.prefs["rounds"] = 3
    with processes() as started:
        try:
            host = _host(app, ["here", "open", "open", "open"])
            link = host.link
            link.follower.check_steps = True
            address = f"{LOOPBACK}:{link.host.host.port}"
            scripted = [client(started, tmp_path, link.host.host.port, name, seat=seat)
                        for seat, name in ((1, "Bina"), (2, "Hari"))]
            (tmp_path / "friend-home").mkdir()
            friend_app = Proc([str(ROOT / "tests" / "net_app_friend.py"), address, CODE, "Maya", "3",
                               str(tmp_path / "Maya.json"), str(tmp_path / "friend-home")], tmp_path / "Maya.log")
            started.append(friend_app)
            _until_every_seat_is_taken(app, link)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
            board = app.top
            _frames_until(app, lambda: board.follower.verdict is not None, 150, play=True)
            assert [f.wait(60) for f in scripted] == [0, 0]
            assert friend_app.wait(60) == 0, friend_app.text()[-2000:]
            mine = [d for _, d in board.follower.own_digests]
            assert mine[-1] == table_digest(public_table(link.host.host.table.game))
            for name in ("Bina", "Hari", "Maya"):
                theirs = seen(tmp_path, name)
                assert [d for _, d in theirs["own"]] == mine, name
                assert theirs["verdict"]["ok"] is True
            assert board.follower.verdict.ok
            assert [p["name"] for p in board.follower.table["players"]] == ["Player 1", "Bina", "Hari", "Maya"]
        finally:
            _leave(app)


def test_the_host_reopens_its_saved_table_and_the_friend_rejoins(home, tmp_path):
    app = _app()
    with processes() as started:
        try:
            click(app, "friends")
            click(app, "host")
            host = app.top
            assert host.panel.get("reopen") is None  # nothing hosted yet
            host.kinds, host.code = ["here", "open", "bot"], CODE
            host.layout(app.screen.get_size())
            click(app, "open")
            token = str(tmp_path / "Bina.token")
            first = client(started, tmp_path, host.link.host.host.port, "Bina", "--token-file", token, seat=1)
            link = host.link
            _until_every_seat_is_taken(app, link)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
            board = app.top
            _frames_until(app, lambda: len(board.follower.steps) >= 8, 60, play=True)
            commitment = board.follower.commitment
            board.link.close()  # the host's app goes away mid-game
            assert first.wait(60) == 2  # no reveal: the table went away
            app = _app()
            click(app, "friends")
            click(app, "host")
            click(app, "reopen")
            link = app.top.link
            back = client(started, tmp_path, link.host.host.port, "Bina", "--token-file", token, seat=1)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
            board = app.top
            _frames_until(app, lambda: board.follower.verdict is not None, 120, play=True)
            assert board.follower.verdict.ok and board.follower.commitment == commitment
            assert list(board.follower.tokens) == [0]
            assert back.wait(60) == 0  # its record is written as it ends
            assert seen(tmp_path, "Bina")["verdict"]["ok"] is True
        finally:
            _leave(app)


def test_the_host_lets_a_bot_play_for_a_friend_who_does_not_come_back(home, tmp_path):
    app = _app()
    with processes() as started:
        try:
            host = _host(app, ["here", "open"], wait=None)  # wait until I decide
            link = host.link
            bina = client(started, tmp_path, link.host.host.port, "Bina", "--die-after", "2", seat=1)
            _until_every_seat_is_taken(app, link)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
            board = app.top
            _frames_until(app, lambda: board.panel.get("stand_in") is not None, 60, play=True)
            assert bina.wait(30) == 9
            assert board.prompt() == t("net_waiting_host", name="Bina")
            click(app, "stand_in")
            _frames_until(app, lambda: board.follower.verdict is not None, 120, play=True)
            assert board.follower.verdict.ok
            assert link.host.host.table.seats[1].stand_in
        finally:
            _leave(app)


def test_a_friend_bids_any_amount_from_the_auction_scene(home):
    """The host's laptop plays its seat on the board scene: it declines a place, the auction
    opens over the board, and a typed bid reaches the host's table as it was typed."""
    from byapar.engine import actions as A
    from byapar.engine import kinds as K

    app = _app()
    try:
        _host(app, ["here", "bot"])  # every seat is taken at once: the game starts
        _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
        board = app.top
        table = board.link.host.host.table

        def at_my_bid() -> bool:
            """Play on (throw, decline any place, end) until the auction waits on my bid."""
            pend = board.game.pending
            if type(app.top).__name__ == "AuctionScene" and pend.kind == K.BID and pend.player == 0:
                return not board.session.sent and not board.presenter.busy
            board.presenter.skip()
            if board.session.my_turn() is not None:
                legal = board.game.legal_actions()
                choice = next(a for a in (A.DECLINE, A.ROLL, A.END, A.DROP, A.PAY_FINE) if a in legal)
                board.act(choice)
            return False

        _frames_until(app, at_my_bid, 60)
        auction = app.top
        amount = board.game.min_bid() + 7 * board.game.edition.rules.bid_step
        auction.amount.text = str(amount)
        click(app, "bid_typed")
        _frames_until(app, lambda: f"bid {amount}" in table.game.history, 20)
        _frames_until(app, lambda: f"bid {amount}" in board.game.history, 20)  # and back on this board
    finally:
        _leave(app)


def test_a_friend_makes_a_trade_offer_from_the_trade_scene(home, tmp_path):
    """On its turn the host's laptop opens the trade scene from its board and offers money to a
    friend in another process; the offer reaches the host's table, and the friend's answer
    comes back to this board."""
    from byapar.engine import kinds as K

    app = _app()
    with processes() as started:
        try:
            host = _host(app, ["here", "open"])
            client(started, tmp_path, host.link.host.host.port, "Bina", seat=1)  # refuses every offer
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
            board = app.top
            table = board.link.host.host.table
            _frames_until(app, lambda: board.game.pending.kind == K.ROLL and board.session.my_turn() == 0
                          and not board.presenter.busy and board.panel.get("trade") is not None, 30)
            click(app, "trade")
            trade = app.top
            assert type(trade).__name__ == "TradeScene"
            trade.set_partner(1)
            trade.set_cash("give", 50)
            click(app, "offer")
            assert app.top is board  # the partner answers on their own laptop
            _frames_until(app, lambda: any(h.startswith("offer") for h in board.game.history), 20)
            _frames_until(app, lambda: "reject" in board.game.history, 20)
            offered = next(h for h in table.game.history if h.startswith("offer"))
            assert "50" in offered and "reject" in table.game.history
            assert board.game.pending.player == 0 and board.game.pending.kind == K.ROLL  # my turn goes on
        finally:
            _leave(app)


def test_a_kept_token_finds_its_seat_at_the_same_table_reopened_on_another_port(home, tmp_path):
    """Tokens are kept by the table's own id: the server saved, stopped and reopened from its
    save on a new port, the relaunched app joins the new address and is back in its seat."""
    app = _app()
    save = tmp_path / "table.json"
    with processes() as started:
        try:
            first, port = server(started, tmp_path, "--save", str(save), open_seats=1, rounds=2)
            _join_by_address(app, port)  # the only open seat: the game starts and is saved
            kept = dict(app.top.link.follower.tokens)
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene" and save.exists())
            _leave(app)
            first.stop()
            # Another loopback address, so the table is surely at a new place whatever port it gets.
            _, new_port = server(started, tmp_path, "--resume", str(save), open_seats=1, rounds=2,
                                 address="127.0.0.2", log="reopened.log")
            app = _app()  # launched again, same data folder
            click(app, "friends")
            click(app, "join")
            join = app.top
            join.name, join.code, join.address = "Asha", CODE, f"127.0.0.2:{new_port}"
            join.connect()
            # the board may open a frame before the seat's token reaches it
            _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene" and app.top.follower.tokens)
            assert app.top.follower.tokens == kept
        finally:
            _leave(app)


def test_the_host_may_start_before_every_seat_is_taken_and_bots_take_the_open_ones(home):
    app = _app()
    try:
        host = _host(app, ["here", "open", "open"])
        _frames_until(app, lambda: host.link.follower.tokens)
        assert type(app.top).__name__ == "HostScene"  # seats are open: it waits for friends
        click(app, "start")
        _frames_until(app, lambda: type(app.top).__name__ == "FriendBoardScene")
        assert [s.kind for s in app.top.link.host.host.table.seats] == ["friend", "bot", "bot"]
    finally:
        _leave(app)


# ----- a friend's board, with the link played by the test ----------------------------------------

class _Link:
    """The link to a host, played by the test: what the host sends is put in `inbox`."""

    def __init__(self, follower) -> None:
        self.follower = follower
        self.host = None
        self.inbox: list[dict] = []
        self.closed = False

    def pump(self) -> list[dict]:
        out, self.inbox = self.inbox, []
        return out

    def act(self, seat: int, text: str) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def _friends_table(app: App):
    """Asha on this laptop (seat 0), Bina a friend whose link has dropped, and the host's bot."""
    from byapar.app.scenes.board import FriendBoardScene
    from byapar.engine import new_game
    from byapar.net.client import Follower

    game = new_game("byapar", ["Asha", "Bina", "Bot Chandra"], seed=2)
    follower = Follower(tokens={0: "token"}, lobby={"seats": [
        {"name": "Asha", "kind": "friend", "connected": True, "stand_in": False},
        {"name": "Bina", "kind": "friend", "connected": False, "stand_in": False},
        {"name": "Bot Chandra", "kind": "bot", "connected": False, "stand_in": False}]})
    follower.table = {}
    follower.keep_view(game)
    link = _Link(follower)
    board = FriendBoardScene(app, link)
    app.replace(board)
    app.frame(FRAME)
    return board, link


def _drawn(app: App) -> list[str]:
    from byapar.app import fonts

    seen: list = []
    fonts.recording(seen)
    try:
        for scene in app.scenes:  # drawn afresh, no picture kept from before
            scene.layout(app.screen.get_size())
        app.draw()
    finally:
        fonts.recording(None)
    return [d.text for d in seen]


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_friends_board_marks_who_is_at_this_laptop_and_who_is_away(home, size):
    app = _app(size)
    board, link = _friends_table(app)
    texts = _drawn(app)
    assert {"you", "away", "bot"} <= set(texts), texts
    link.follower.lobby["seats"][1]["stand_in"] = True  # the host lets a bot play for Bina
    app.frame(FRAME)
    assert "away · a bot plays" in _drawn(app)


def test_a_friends_board_ends_on_the_game_over_screen_with_the_dice_verdict(home):
    from byapar.engine import actions as A
    from byapar.net.client import Verdict
    from byapar.net.public import event_message

    app = _app()
    board, link = _friends_table(app)
    game = board.game
    events = [*game.apply(A.PROPOSE_END), *game.apply(A.AGREE_END), *game.apply(A.AGREE_END)]  # the host's steps
    link.inbox.append({"type": "step", "seat": 2, "events": [event_message(e) for e in events]})
    _frames_until(app, lambda: type(app.top).__name__ == "FriendGameOverScene", 20)
    over = app.top
    assert [b.id for b in over.panel.buttons] == ["menu", "stats"]  # the host starts any next game
    assert "Everyone agreed to end the game here: the richest wins." in _drawn(app)
    link.follower.verdict = Verdict(True, 0, "", "")
    app.frame(FRAME)
    assert t("net_dice_verified") in _drawn(app)
    click(app, "menu")
    assert link.closed and type(app.top).__name__ == "MenuScene"
