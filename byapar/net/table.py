"""The host's table: seats, tokens, the one Game and the bots, with no network in it.

Every action, a friend's or a bot's, goes through `NetTable.act` or `NetTable.bot_step`,
which check it exactly as the app checks its own players' and return a Step to broadcast.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import Game, GameView, SaveError, new_game
from byapar.engine import actions as A

from .commitment import Secret, secret_of
from .public import event_message, public_table

OPEN, FRIEND, BOT = "open", "friend", "bot"
SAVE_FORMAT = "byapar-table"
WAITS = (30, 120, None)  # how long the table waits for a dropped friend; None: until the host decides


class SeatRefused(Exception):
    """A join the table can't grant: `code` names why (the client words it)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass
class Seat:
    name: str
    kind: str = OPEN  # OPEN: a friend may take it; FRIEND: taken (token); BOT: a bot plays it
    bot: str = "easy"  # the bot that plays it, or stands in for an absent friend
    token: str = ""
    connected: bool = False
    away_since: float | None = None  # when the friend's link dropped
    stand_in: bool = False  # a bot plays this friend's seat until they are back

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "connected": self.connected, "stand_in": self.stand_in}


@dataclass
class Step:
    """One action carried out: what to broadcast."""

    seq: int
    seat: int | None
    action: str
    events: list[list[Any]]
    table: dict[str, Any]

    def fields(self) -> dict[str, Any]:
        return {"seq": self.seq, "seat": self.seat, "action": self.action, "events": self.events,
                "table": self.table}


@dataclass
class TableSettings:
    edition: str = "byapar"
    seats: int = 4
    rules: dict[str, Any] = field(default_factory=dict)  # the game's settings (rounds, money...)
    code: str = ""  # the join code friends must give
    name: str = "Byapar"  # the table's name in a Join list
    drop_wait: int | None = 120  # see WAITS
    stand_in: bool = True  # when the wait runs out (or at once with drop_wait 0), a bot plays the seat
    seed: int | None = None  # the dice's seed; never sent before the end
    bot_seed: int = 0
    here: list[int] = field(default_factory=list)  # the seats the hosting laptop plays itself
    table_id: str = field(default_factory=lambda: secrets.token_hex(8))  # kept across reopening, on any port


class NetTable:
    def __init__(self, settings: TableSettings, seats: list[Seat] | None = None) -> None:
        self.settings = settings
        self.seats = seats if seats is not None else [Seat(f"Seat {i + 1}") for i in range(settings.seats)]
        self.game: Game | None = None
        self.secret: Secret | None = None
        self.start_table: dict[str, Any] | None = None
        self.bots: dict[int, Any] = {}
        self.view: GameView | None = None  # one for the whole game: a bot keeps its memory while it is the same
        self.seq = 0

    # ----- seats ----------------------------------------------------------------------------

    def lobby(self) -> dict[str, Any]:
        return {"seats": [s.public() for s in self.seats], "edition": self.settings.edition,
                "name": self.settings.name, "started": self.game is not None, "id": self.settings.table_id}

    def open_seats(self) -> int:
        return sum(1 for s in self.seats if s.kind == OPEN)

    def take(self, seat: int | None, name: str | None) -> tuple[int, str]:
        """Give an open seat (the first if `seat` is None) to a friend: (seat, its new token)."""
        if self.game is not None:
            raise SeatRefused("net-started")
        choices = [i for i, s in enumerate(self.seats) if s.kind == OPEN]
        if seat is not None:
            choices = [seat] if seat in choices else []
        else:  # "any seat" is never one the hosting laptop is about to take itself
            choices = [i for i in choices if i not in self.settings.here]
        if not choices:
            raise SeatRefused("net-no-seat")
        chosen = self.seats[choices[0]]
        chosen.kind, chosen.token, chosen.connected = FRIEND, secrets.token_urlsafe(24), True
        if name:
            chosen.name = name.strip()
        return choices[0], chosen.token

    def seat_of(self, token: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s.kind == FRIEND and s.token and secrets.compare_digest(s.token, token):
                return i
        return None

    def dropped(self, seat: int, now: float) -> None:
        s = self.seats[seat]
        s.connected, s.away_since = False, now
        if self.settings.drop_wait == 0 and self.settings.stand_in:
            s.stand_in = True

    def back(self, seat: int) -> None:
        s = self.seats[seat]
        s.connected, s.away_since, s.stand_in = True, None, False

    def stand_in(self, seat: int) -> None:
        """The host's decision for an absent friend: a bot plays the seat until they are back."""
        if self.seats[seat].kind == FRIEND and not self.seats[seat].connected:
            self.seats[seat].stand_in = True

    def waiting_for(self, now: float) -> tuple[int, float | None] | None:
        """The absent friend the table waits on, and the seconds left (None: until the host decides)."""
        game = self.game
        if game is None or game.over:
            return None
        seat = game.pending.player
        s = self.seats[seat]
        if s.kind != FRIEND or s.connected or s.stand_in:
            return None
        wait = self.settings.drop_wait
        if wait is None:
            return seat, None
        left = wait - (now - (s.away_since or now))
        if left <= 0 and self.settings.stand_in:
            s.stand_in = True
            return None
        return seat, max(0.0, left)

    # ----- the game -------------------------------------------------------------------------

    def start(self) -> None:
        """Deal: open seats become bots; the secret is fixed before the first throw."""
        for s in self.seats:
            if s.kind == OPEN:
                s.kind = BOT
        names = [s.name for s in self.seats]
        self.game = new_game(self.settings.edition, names, self.settings.rules, seed=self.settings.seed,
                             humans=[s.kind == FRIEND for s in self.seats])
        self.game.events = []  # the deal's events are in the start table
        self.secret = secret_of(self.game)
        self.start_table = public_table(self.game)
        self._seat_bots(self.game)

    def _seat_bots(self, game: Game) -> None:
        """A bot for every seat (a friend's plays only while standing in), sharing one ledger of
        offers to the friends and one view of `game`, as the bots at one laptop do."""
        self.bots = {i: make_bot(s.bot, seed=self.settings.bot_seed * 10 + i) for i, s in enumerate(self.seats)}
        seat_bots(self.bots, (i for i, s in enumerate(self.seats) if s.kind == FRIEND))
        self.view = GameView(game)

    def act(self, seat: int, text: str) -> Step:
        """A friend's action for `seat`, checked as the app checks its own; IllegalAction if refused."""
        game = self._game()
        action = A.parse(text)
        if isinstance(action, A.Offer) and action.by is None and seat != game.pending.player:
            action = A.Offer(action.partner, action.give, action.get, seat)
        refusal = game.why_not(action, seat)
        if refusal is not None:
            raise refusal
        return self._apply(seat, action)

    def bot_turn(self) -> int | None:
        """The seat a bot must play now, or None when a friend (or nobody) decides."""
        game = self.game
        if game is None or game.over:
            return None
        seat = game.pending.player
        s = self.seats[seat]
        return seat if s.kind == BOT or s.stand_in else None

    def bot_step(self) -> Step:
        game = self._game()
        seat = game.pending.player
        legal = game.legal_actions()
        action = self.bots[seat].decide(self.view or GameView(game), legal)
        if game.why_not(action, seat) is not None:  # a bot's mistake must not stop the friends' game
            action = next((a for a in legal if str(a) in ("end", "roll", "decline", "drop", "reject")), legal[0])
        return self._apply(seat, action)

    def _apply(self, seat: int, action: A.Action) -> Step:
        events = self._game().apply(action)
        self.seq += 1
        return Step(self.seq, seat, self._game().history[-1], [event_message(e) for e in events],
                    public_table(self._game()))

    def _game(self) -> Game:
        if self.game is None:
            raise SeatRefused("net-not-started")
        return self.game

    # ----- the host's autosave ----------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        """The table for the host's own disk: the game, the seats and their tokens, the secret."""
        game, secret = self._game(), self.secret
        return {"format": SAVE_FORMAT, "game": game.to_dict(), "seq": self.seq, "start": self.start_table,
                "seats": [asdict(s) | {"connected": False, "away_since": None} for s in self.seats],
                "secret": {"seed": secret.seed, "decks": secret.decks, "salt": secret.salt},
                "settings": asdict(self.settings)}

    @classmethod
    def from_save(cls, data: Any) -> NetTable:
        """A table saved by `to_save`, its friends away until they rejoin with their tokens.
        SaveError if it is damaged."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("save-not-table")
        try:
            settings = TableSettings(**data["settings"])
            seats = [Seat(**s) for s in data["seats"]]
            secret = Secret(**data["secret"])
            game = Game.from_dict(data["game"])
            if len(seats) != len(game.players) or not isinstance(data["seq"], int):
                raise SaveError("save-table-seats")
        except (TypeError, KeyError) as e:
            raise SaveError("save-table-damaged", problem=str(e)) from None
        table = cls(settings, seats)
        table.secret, table.start_table, table.seq = secret, data["start"], data["seq"]
        now = time.monotonic()
        for seat in seats:
            seat.stand_in = False
            if seat.kind == FRIEND:
                seat.away_since = now
        table.game = game
        table._seat_bots(game)
        return table

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.over


def monotonic() -> float:
    return time.monotonic()
