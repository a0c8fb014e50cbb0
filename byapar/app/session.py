"""A game at the table: the engine's Game, who sits in each seat, and their bots.

Every action, whoever makes it, goes through `Session.apply`, which also autosaves when
a turn has ended (and when the game is over), so Continue resumes where play stopped.
Each game saves into its own file, chosen at its first save and kept for its whole life.
"""

from __future__ import annotations

import logging
import threading
from functools import partial
from pathlib import Path
from typing import Any

from byapar.bots import board_values, make_bot, settle
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView, new_game
from byapar.engine import events as E

from . import lang as L
from . import store
from . import theme as th
from .bot_lines import offer_reason
from .comfort import Comfort, decliner_deciding
from .presenter import names_now
from .saver import Saver

BOT_KINDS = ("easy", "medium", "hard")
log = logging.getLogger(__name__)


def prepare(edition) -> None:
    """Make the bots' tables for `edition` on a thread of their own while the players set up,
    so the game's start (`settle`) finds them made instead of computing them in a frame."""
    threading.Thread(target=board_values, args=(edition,), name="prepare", daemon=True).start()


def default_seat(i: int, kind: str = "human", name: str = "") -> dict:
    return {"name": name, "kind": kind, "shape": th.SHAPES[i % len(th.SHAPES)], "colour": i % len(th.PLAYER_COLOURS)}


def restore_reasons(bots: dict, saved: Any) -> None:
    """Give each bot back the reasons for its offers to people that its save kept (by seat);
    anything else there, as in an older or hand-edited save, is passed over."""
    if not isinstance(saved, dict):
        return
    for seat, bot in bots.items():
        told = getattr(bot, "offers_told", None)
        if told is not None:
            told.restore(saved.get(str(seat)))


class Session:
    def __init__(self, game, seats: list[dict], bot_seed: int | None = None, autosave: bool = True,
                 path: Path | None = None, title: str = "", bots_saved: dict | None = None) -> None:
        self.game = game
        self.seats = seats
        game.humans = [s["kind"] not in BOT_KINDS for s in seats]  # asked before ending by agreement
        self.autosave_on = autosave
        self.path = path  # this game's own save; None until its first save picks a new name
        self.title = title  # the name the players gave it in the Load list
        self.save_problem = ""  # why the last save failed ("full", "readonly", "other"), "" if it didn't
        self.saver: Saver | None = None  # the app's worker for writes; None writes in `save` itself
        self._written = path is not None  # this game's file holds a save (a first write has worked)
        self._asked = self._answered = 0  # writes asked of the saver, and the last one to report
        base = bot_seed if bot_seed is not None else game.seed
        self.bots = {i: make_bot(s["kind"], seed=(base or 0) * 10 + i)
                     for i, s in enumerate(seats) if s["kind"] in BOT_KINDS}
        # bots pace their offers to people across the table (Settings.bot_offers)
        self.offer_ledger = seat_bots(self.bots, (i for i, human in enumerate(game.humans) if human))
        self.offer_ledger.restore((bots_saved or {}).get("offers"), len(game.players))  # kept across Continue
        restore_reasons(self.bots, (bots_saved or {}).get("reasons"))
        self.view = GameView(game)
        names_now(game)  # before the log is told again from the save: "Bot A" after a game begun in Nepali
        self.comfort = Comfort(game, reason_of=partial(offer_reason, self))  # statistics, first-time hints and undo
        self.comfort.is_human = self.is_human  # hints for the people here (none in a replay)
        settle(game.edition)

    @classmethod
    def start(cls, edition, seats: list[dict], settings: dict, seed=None, dice=None) -> Session:
        names = [s["name"] for s in seats]
        game = new_game(edition, names, settings=settings, seed=seed, dice=dice,
                        humans=[s["kind"] not in BOT_KINDS for s in seats])
        return cls(game, seats)

    # ----- seats ------------------------------------------------------------------------------

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def is_human(self, seat: int) -> bool:
        return seat not in self.bots

    def card_waits(self, seat: int) -> bool:
        """Whether a card `seat` draws stays up until a click: a person's, who reads it."""
        return self.is_human(seat)

    def people_at_table(self) -> bool:
        """Whether a person plays at this table: a finished game's board then waits for their
        click before the results, so the last events are read."""
        return len(self.bots) < len(self.game.players)

    def colour(self, seat: int) -> tuple[int, int, int]:
        return th.PLAYER_COLOURS[self.seats[seat]["colour"] % len(th.PLAYER_COLOURS)]

    def shape(self, seat: int) -> str:
        return self.seats[seat]["shape"]

    def money(self, n: int) -> str:
        return L.money(n, self.game.edition)

    # ----- acting ------------------------------------------------------------------------------

    def apply(self, action) -> list:
        """Apply an action for whoever must act; IllegalAction passes through unchanged."""
        deciding = self.game.pending.player
        events = self.game.apply(action)
        # what was decided is the table's now, once the decision has passed to another person; a
        # "Don't buy" passes when its auction moves on or another person takes the laptop
        passed = self.game.pending.player != deciding and decliner_deciding(self.game) is None
        if passed or shared(events):
            self.game.start_undo()
        self.comfort.feed(events)
        if any(isinstance(e, E.TurnStarted | E.GameOver) for e in events):
            self.save()
        return events

    def bot_action(self):
        """What the bot whose decision it is chooses now."""
        seat = self.game.pending.player
        bot = self.bots[seat]
        legal = self.game.legal_actions()
        action = bot.decide(self.view, legal)
        refusal = self.game.why_not(action, seat)
        if refusal is not None:  # a bot's mistake must not stop the family's game
            log.warning("bot %s chose %s: %s; playing %s", seat, action, refusal, legal[0])
            return _safest(legal)
        return action

    def save(self) -> None:
        """Write this game's own save; on failure say why in `save_problem` and play on.

        The contract: a save is written only into a file this process holds the lock on. A
        new game picks its file and locks it first; if its first writes all fail, the name and
        its lock are given up (nothing is left behind) and the next save tries afresh. A game
        whose file another copy of the app has taken meanwhile is not written ("locked").

        With a `saver` (the app's), the file is picked and locked and the save encoded here, on
        the main thread, and written on the saver's worker, `save_problem` being set when the
        write is done (`wait_saved` waits for it); a new game's name is given up back on the
        main thread (`settle_saves`), once no write to it is left to come."""
        if not self.autosave_on:
            return
        self.settle_saves()
        first = self.path is None
        try:
            if first:
                self.path = store.new_save_path()
                self._written = False
            if not store.lock(self.path):
                self.save_problem = "locked"
                log.warning("autosave skipped: another copy of the app holds %s", self.path.name)
                return
            if self.saver is None:
                store.autosave(self.game, self.seats, self.path, self.title, self.bots_saved())
                self._saved(None)
            else:
                text = store.encode(store.save_payload(self.game, self.seats, self.title, self.bots_saved()))
                self._asked += 1
                asked = self._asked
                self.saver.write(self.path, text, lambda error: self._saved(error, asked))
        except (OSError, ValueError) as e:
            self._saved(e)
            self.settle_saves()

    def settle_saves(self) -> None:
        """On the main thread: give up a new game's file name and lock when every write asked
        to it has failed and none is left to come (the next save picks a new name)."""
        if self.path is None or self._written or self._answered != self._asked:
            return
        store.unlock(self.path, forget=True)
        self.path = None

    def bots_saved(self) -> dict:
        """What the bots remember beside the game, for its save: the offers made to people, and why."""
        saved = {"offers": self.offer_ledger.to_dict()} if self.offer_ledger.people else {}
        reasons = {str(seat): told.to_dict() for seat, bot in self.bots.items()
                   if (told := getattr(bot, "offers_told", None)) is not None and told.to_dict()}
        if reasons:  # why each bot made its offers to people: an open offer reads with it after Continue
            saved["reasons"] = reasons
        return saved

    def wait_saved(self) -> None:
        """Block until the saves asked so far are written (or have failed)."""
        if self.saver is not None:
            self.saver.wait()
        self.settle_saves()

    def _saved(self, error: BaseException | None, asked: int | None = None) -> None:
        """How a save went: said on the board until one works (on the saver's worker, for the
        write `asked`: the newest asked is always written, so it is the last to report)."""
        if error is None:
            self.save_problem = ""
            self._written = True
        else:
            self.save_problem = store.problem_kind(error) if isinstance(error, OSError) else "other"
            log.warning("autosave failed (%s): %s", self.save_problem, error)
        if asked is not None:
            self._answered = asked  # last: the main thread reads it before `_written`


def _safest(legal: list):
    """A move that always moves the game on: end, roll, decline, drop, reject, then anything."""
    for verb in ("end", "roll", "decline", "drop", "reject"):
        for a in legal:
            if str(a) == verb:
                return a
    return legal[0]


def shared(events: list) -> bool:
    """Whether a move settled something with other seats (a trade accepted, an auction's end, a
    vote's answer): nobody takes that back alone, even when the decision stays with them."""
    return any(type(e) is E.AuctionEnded or type(e) is E.EndAnswered
               or (type(e) is E.TradeAnswered and e.accepted) for e in events)


def chosen_settings(prefs: dict):
    """The house rules chosen in Settings, for the How to play page's "this game" column (None
    where the preferences don't make a valid set)."""
    from byapar.engine.settings import Settings

    try:
        return Settings(**{k: prefs[k] for k in ("difficulty", "rounds", "starting_money", "dealt_places",
                                                 "auction", "chautari_pot", "start_double", "bot_offers",
                                                 "bots_agree_end")})
    except (KeyError, TypeError, ValueError):
        return None
