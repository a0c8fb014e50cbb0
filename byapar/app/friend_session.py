"""A seat at a table hosted elsewhere, as the board scene sees a Session.

The board, the auction, trades, the deed and the log all read `game`: here it is a copy of
the host's table, taken whole from each step the host sends (byapar.net.public), and the
step's events are played out on screen as a local game's are. `apply` sends the action to
the host instead of applying it: the host decides, and its step (or its refusal) comes back
over the link. Nothing here decides anything.
"""

from __future__ import annotations

from byapar.engine import Game, GameView
from byapar.engine import actions as A

from . import lang as L
from . import theme as th
from .comfort import Comfort
from .i18n import t
from .session import default_seat


class FriendSession:
    def __init__(self, link) -> None:
        self.link = link
        self.follower = link.follower
        game = self.follower.view
        if game is None:
            raise ValueError("the host has not sent its table yet")
        self.game: Game = game
        self.seats = [default_seat(i, "human" if i in self.follower.tokens else "friend", p.name)
                      for i, p in enumerate(game.players)]
        self.bots: dict = {}  # the host plays its bots; none think here
        self.view = GameView(game)
        self.comfort = Comfort(game)  # statistics and first-time hints, fed by the host's events
        self.comfort.is_human = self.is_human
        self.autosave_on = False  # the host keeps the table
        self.path = None
        self.title = ""
        self.save_problem = ""
        self.saver = None
        self.sent = False  # an action is on its way to the host: no other until its answer

    def settle_saves(self) -> None:
        """Nothing is saved here: the host keeps the table."""

    # ----- seats ------------------------------------------------------------------------------

    def is_human(self, seat: int) -> bool:
        """A seat this laptop plays (the others are played on their own laptops, or by the host's bots)."""
        return seat in self.follower.tokens

    def card_waits(self, seat: int) -> bool:
        """A card drawn for a seat this laptop plays waits for its click; the others' are shown and pass."""
        return self.is_human(seat)

    def is_bot(self, seat: int) -> bool:
        return False  # no bot thinks on this laptop

    def people_at_table(self) -> bool:
        """The friends' board goes on to its own results, which say whether the dice checked out."""
        return False

    def seat_tag(self, seat: int) -> str:
        """A seat's word on its player card: "you" for this laptop's seats, "bot" for the host's
        bots, and for a friend whose link dropped "away" (or that a bot plays for them)."""
        if self.is_human(seat):
            return t("seat_you")
        seats = self.follower.lobby.get("seats", [])
        about = seats[seat] if seat < len(seats) and isinstance(seats[seat], dict) else {}
        if about.get("kind") == "bot":
            return t("seat_bot")
        if about.get("kind") == "friend" and not about.get("connected", True):
            return t("seat_bot_plays" if about.get("stand_in") else "seat_away")
        return ""

    def colour(self, seat: int) -> tuple[int, int, int]:
        return th.PLAYER_COLOURS[self.seats[seat]["colour"] % len(th.PLAYER_COLOURS)]

    def shape(self, seat: int) -> str:
        return self.seats[seat]["shape"]

    def money(self, n: int) -> str:
        return L.money(n, self.game.edition)

    def my_turn(self) -> int | None:
        """My seat whose decision the table waits on, if no action of mine is on its way."""
        seat = self.game.pending.player
        return seat if not self.game.over and not self.sent and self.is_human(seat) else None

    # ----- acting ------------------------------------------------------------------------------

    def apply(self, action) -> list:
        """Send the action for the seat it belongs to; its events come back with the host's step.
        A second click before the host has answered the first sends nothing."""
        if self.sent:
            return []
        self.link.act(self.acting_seat(action), str(action))
        self.sent = True
        return []

    def acting_seat(self, action) -> int:
        """The seat of mine an action is for: the one deciding now, an offer's maker, or the
        owner of the place it is about (building or mortgaging out of turn)."""
        mine = sorted(self.follower.tokens)
        pending = self.game.pending.player
        if isinstance(action, A.Offer) and action.by in mine:
            return action.by
        square = getattr(action, "square", None)
        owner = self.game.owner(square) if isinstance(square, int) else None
        if pending not in mine and owner in mine:
            return owner
        return pending if pending in mine or not mine else mine[0]

    def take_table(self) -> None:
        """The host's latest table becomes this copy (the same object: every part of the
        board holds it)."""
        latest = self.follower.view
        if latest is not None and latest is not self.game:
            self.game.__dict__.update(latest.__dict__)
            self.follower.keep_view(self.game)

    def answered(self) -> None:
        """The host's step or refusal for the action sent has come."""
        self.sent = False

    def save(self) -> None:
        """The host keeps the table; nothing is saved here."""

    def wait_saved(self) -> None:
        """Nothing is saved here."""

    def bot_action(self):
        raise RuntimeError("no bot plays at a friend's board")
