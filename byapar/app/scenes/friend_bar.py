"""The action bar of a friend's board (see FriendBoardScene in board.py): buttons for this
laptop's seats only, none while an action is on its way to the host, the host's button that
lets a bot play for an absent friend, and a prompt that also tells whose decision the table
waits for, who is away, and at the end whether the dice checked out."""

from __future__ import annotations

from byapar.engine import IllegalAction

from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from .action_bar import ActionBar

FRIEND_POLL = 0.05  # seconds between looks at the link when nothing else wakes the window


def refusal_words(game, msg: dict) -> str:
    """The host's refusal of an action, in this laptop's language."""
    try:
        return L.refused(game, IllegalAction(msg["code"], **msg["fields"]))
    except (TypeError, KeyError, ValueError):  # a newer host's refusal: its code at least
        return t("net_error", code=msg["code"])


def verdict_words(follower) -> tuple[str, tuple]:
    """At the game's end, whether the host's dice checked out (with its colour)."""
    verdict = follower.verdict
    if verdict is None:
        return t("prompt_over"), th.LIGHT_TEXT
    if verdict.ok:
        return t("net_dice_verified"), th.HIGHLIGHT
    return t("net_dice_differ", step=verdict.step, problem=verdict.problem), (255, 170, 150)


class FriendActionBar(ActionBar):
    """The action bar for this laptop's seats; while an action is on its way, none; the host's
    own laptop also gets the button that lets a bot play for an absent friend."""

    def build(self) -> None:
        scene = self.scene
        waiting = scene.follower.waiting
        if waiting is not None and scene.link.host is not None:
            button = Button("stand_in", self.row_of(1)[0], t("host_stand_in", name=waiting["name"]),
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
            return verdict_words(f)
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
