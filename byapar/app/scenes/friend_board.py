"""A friend's board: the same board scene as a game at one laptop (tokens walking, the deed,
auctions, trades, the log), driven by the host's steps through a FriendSession.

Each step from the host becomes the shown table and its events play out as a local move's do;
this laptop's decisions go to the host, which checks them (a refusal comes back with its code
and is worded here, in this laptop's language). The prompt also tells who the table waits for,
a friend whose link dropped, and at the end whether the dice checked out.
"""

from __future__ import annotations

from byapar.engine import IllegalAction
from byapar.net.public import read_event

from .. import theme as th
from ..friend_session import FriendSession
from ..i18n import t
from ..widgets import Button
from .action_bar import ActionBar
from .board import BoardScene

POLL = 0.05  # seconds between looks at the link when nothing else wakes the window
BEHIND = 60  # events waiting to play out beyond which the show jumps to the table as it stands


class FriendBoardScene(BoardScene):
    def __init__(self, app, link) -> None:
        self.link = link
        self.follower = link.follower
        super().__init__(app, FriendSession(link))
        self.actions = FriendActionBar(self)

    # ----- reading the link --------------------------------------------------------------------

    def update(self, dt: float) -> None:
        for msg in self.link.pump():
            self._take(msg)
        super().update(dt)

    def _take(self, msg: dict) -> None:
        session = self.session
        kind = msg["type"]
        if kind == "step":
            session.take_table()
            events = [e for e in map(read_event, msg["events"]) if e is not None]
            session.comfort.feed(events)
            if len(self.presenter.queue) > BEHIND:  # far behind the table (a burst of bots' moves): catch up
                self.presenter.skip()
            self.presenter.push(events)
            if msg["seat"] in self.follower.tokens:
                session.answered()
        elif kind == "table":  # back at the table after a drop: the table as it stands
            session.take_table()
            self.presenter.forget()
            session.answered()
        elif kind == "refused":
            session.answered()
            self.message = _refusal(self.game, msg)
        elif kind == "closed":
            session.answered()
        self.changed()

    def _key(self) -> tuple:
        f = self.follower
        return (*super()._key(), self.session.sent, f.waiting is None, bool(f.closed), f.verdict is not None)

    def wake_in(self) -> float | None:
        due = super().wake_in()
        return POLL if due is None else min(due, POLL)

    # ----- leaving -----------------------------------------------------------------------------

    def _game_over(self) -> None:
        """The board stays: the prompt says whether the dice checked out, Menu leaves."""

    def to_menu(self) -> None:
        """Leave the table (a friend's seat waits for them; a host's table closes, its autosave kept)."""
        self.link.close()
        self.app.replace("menu")

    def prompt(self) -> str:
        """What the table waits for, as the action bar says it."""
        return self.actions.prompt()[0]


def _refusal(game, msg: dict) -> str:
    from .. import lang as L

    try:
        return L.refused(game, IllegalAction(msg["code"], **msg["fields"]))
    except (TypeError, KeyError, ValueError):  # a newer host's refusal: its code at least
        return t("net_error", code=msg["code"])


class FriendActionBar(ActionBar):
    """The action bar for this laptop's seats; while an action is on its way, none; the host's
    own laptop also gets the button that lets a bot play for an absent friend."""

    def build(self) -> None:
        scene = self.scene
        waiting = scene.follower.waiting
        if waiting is not None and scene.link.host is not None:
            button = Button("stand_in", self._row(1)[0], t("host_stand_in", name=waiting["name"]),
                            lambda absent=waiting["seat"]: scene.link.stand_in(absent), "primary")
            scene.panel.add(button)
            return
        if scene.session.sent or scene.follower.closed:
            return
        super().build()

    def prompt(self) -> tuple[str, tuple]:
        f = self.scene.follower
        g = self.game
        if g.over:
            if f.verdict is None:
                return t("prompt_over"), th.LIGHT_TEXT
            if f.verdict.ok:
                return t("net_dice_verified"), th.HIGHLIGHT
            return t("net_dice_differ", step=f.verdict.step, problem=f.verdict.problem), (255, 170, 150)
        if f.closed:
            return t("net_closed", reason=f.closed), (255, 170, 150)
        if f.waiting is not None:
            seconds = f.waiting_left()
            if seconds is None:
                return t("net_waiting_host", name=f.waiting["name"]), th.HIGHLIGHT
            return t("net_waiting_for", name=f.waiting["name"], seconds=seconds), th.HIGHLIGHT
        pend = g.pending
        if not self.scene.message and not self.scene.presenter.busy and not self.session.is_human(pend.player):
            return t("net_others_turn", name=self.who(pend.player)), th.LIGHT_TEXT
        return super().prompt()

    def who(self, seat: int) -> str:
        """A seat's name, saying when its friend is away (and whether a bot plays for them)."""
        name = self.game.players[seat].name
        seats = self.scene.follower.lobby.get("seats", [])
        about = seats[seat] if seat < len(seats) and isinstance(seats[seat], dict) else {}
        if about.get("kind") != "friend" or about.get("connected", True):
            return name
        return t("net_bot_for" if about.get("stand_in") else "net_away", name=name)
