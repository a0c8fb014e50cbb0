"""Every move on the table goes through the Controller: a person's click (`act`) and a bot's
answer, paced at the chosen bot speed.

Bots think on one worker thread at every speed, so a long look-ahead never freezes the window
(at instant speed one move is shown a frame); a person's offer to a bot is answered there too,
the trade screen showing the answer when it comes (`last_events`). The worker
reads the live game, so one guard keeps it safe: from the moment a bot is asked until its
answer is collected, `reading()` is True and nothing on the main thread changes the game (a
person's move waits for the worker to finish first and drops its answer; undo is refused; the
deed's out-of-turn buttons stay greyed). An answer lands only if the game still stands where
the bot was asked: the same decision, and no move or undo made since.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future

import pygame

from byapar.engine import IllegalAction
from byapar.engine import kinds as K

from .. import lang as L
from ..app import BOT_DONE
from ..comfort import comfort_of
from ..words import Segment

BOT_DELAY = {"slow": 0.9, "normal": 0.45, "fast": 0.15, "instant": 0.0}


class _Thinker:
    """One daemon thread that runs the bots' decisions in turn. A decision only reads the game,
    so nothing is lost when the app closes in the middle of one: the process ends at once, where
    an executor's thread would be joined at exit and hold the closed window's process meanwhile."""

    def __init__(self) -> None:
        self._asked: queue.SimpleQueue[tuple[Future, Callable[[], object]]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._guard = threading.Lock()

    def start(self) -> None:
        """Start the thread if it isn't running: a table with bots starts it as it is set, so the
        first bot's move doesn't wait on a thread starting (half a millisecond of a frame)."""
        with self._guard:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="bot", daemon=True)
                self._thread.start()

    def submit(self, decide: Callable[[], object]) -> Future:
        """Run `decide` on the thread; its answer (or what it raised) comes in the future."""
        future: Future = Future()
        self.start()
        self._asked.put((future, decide))
        return future

    def _run(self) -> None:
        while True:
            future, decide = self._asked.get()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(decide())
            except BaseException as e:  # noqa: BLE001 - handed to whoever collects the answer
                future.set_exception(e)


_THINKER = _Thinker()


def _wake_loop(_future: Future) -> None:
    """Runs on the bot's thread when it has answered: an event wakes a loop resting on the queue."""
    try:
        pygame.event.post(pygame.event.Event(BOT_DONE))
    except pygame.error:  # the window is gone (the app is closing)
        pass


class Controller:
    def __init__(self, app, session, presenter) -> None:
        self.app = app
        self.session = session
        self.game = session.game
        self.presenter = presenter
        self.message = ""  # why the last move was refused, in the player's words
        self.refusal = ("", 0.0)  # the refusal shown and for how long (it gives the prompt back)
        self.delay = BOT_DELAY["normal"]  # seconds a bot waits before it acts
        self.timer = 0.0  # how long the bot whose decision it is has waited
        self.thinking: tuple[tuple, Future] | None = None  # (where the game stood when asked, the answer)
        self._moves = 0  # moves and undos made here: an answer asked before one is stale
        self.acted_frame = -1  # the frame of the last move made
        self.last_events: list = []  # what the last move made did (a trade's answer, for the trade screen)
        self._legal_at: tuple | None = None  # the table the answers in `_legal` are for
        self._legal: dict[int | None, list] = {}
        if any(session.is_bot(p) for p in range(len(self.game.players))):
            _THINKER.start()

    def set_speed(self, speed: str) -> None:
        self.delay = BOT_DELAY.get(speed, 0.45)

    # ----- the guard -----------------------------------------------------------------------

    def reading(self) -> bool:
        """True from a bot's asking until its answer is collected: the game must not change."""
        return self.thinking is not None

    def wait(self, timeout: float | None = None) -> None:
        """Block until the worker has answered (a person's move in the rare moment it reads)."""
        if self.thinking is not None:
            try:
                self.thinking[1].result(timeout=timeout)
            except Exception:  # noqa: BLE001 - the answer is dropped anyway; the game is untouched
                pass

    @property
    def moves(self) -> int:
        """Moves and undos made at this table so far."""
        return self._moves

    def _stands(self) -> tuple:
        return self._moves, self.game.pending

    # ----- what is legal now ------------------------------------------------------------------

    def legal_for(self, seat: int | None = None) -> list:
        """`game.legal_actions(seat)`, asked of the engine once per change of the table, not in
        every frame: a move or an undo, or places and cash set by hand (a test, a tool)."""
        g = self.game
        at = (len(g.history), g.pending, self._moves, g.over, tuple(g.owners), tuple(g.levels), tuple(g.mortgages),
              tuple(pl.cash for pl in g.players))
        if at != self._legal_at:
            self._legal_at, self._legal = at, {}
        if seat not in self._legal:
            self._legal[seat] = g.legal_actions(seat)
        return self._legal[seat]

    def forget_legal(self) -> None:
        """The table changed in a way the moves don't show (a host's step): ask the engine afresh."""
        self._legal_at = None

    # ----- moves ---------------------------------------------------------------------------

    def act(self, action) -> list | None:
        """A person's move; a refusal is kept in `message` (and None returned), not raised."""
        if self.thinking is not None:
            self.wait()
            self.thinking = None  # asked before this move: stale whatever it says
        return self._apply(action)

    def undo(self) -> tuple[int, list[Segment]] | None:
        """Take back the deciding person's last decision: (the seat, what was taken back), or
        None when nothing of theirs may be (or a bot reads)."""
        if self.reading():
            return None
        undone = comfort_of(self.session).undo(self.session.is_human)
        if undone is not None:
            self._moves += 1
            self.message = ""
        return undone

    def _apply(self, action) -> list | None:
        try:
            events = self.session.apply(action)
        except IllegalAction as e:
            self.message = L.refused(self.game, e)
            return None
        self.message = ""
        self._moves += 1
        self.acted_frame = self.app.frames
        self.presenter.push(events)
        self.last_events = events
        return events

    # ----- bots ----------------------------------------------------------------------------

    def play(self, dt: float, hold: bool) -> None:
        """Once an update, when nothing plays out: pace the bot whose decision it is (or, with
        `hold`, keep it waiting while a person acts out of turn)."""
        if not self.session.is_bot(self.game.pending.player):
            self.timer = 0.0
        elif hold:
            self._hold()
        else:
            self._bot_turn(dt)

    def _bot_turn(self, dt: float) -> None:
        """Wait the bot's pause, ask it on the worker, then act on its answer."""
        self.timer += dt
        if self.thinking is None and (self.timer >= self.delay or self.game.pending.kind == K.TRADE):
            future = _THINKER.submit(self.session.bot_action)
            future.add_done_callback(_wake_loop)  # the loop may be asleep on the event queue
            self.thinking = (self._stands(), future)
        if self.thinking is not None and self.thinking[1].done():
            if self.delay == 0 and self.app.frames == self.acted_frame:  # instant: one move a frame, each seen
                return
            asked, answer = self.thinking
            self.thinking = None
            self.timer = 0.0
            if asked == self._stands() and self._apply(answer.result()):
                self.presenter.hold()

    def _hold(self) -> None:
        """No new thinking starts, and an answer that comes in meanwhile is dropped (the table
        may change under it); the bot thinks afresh once the person is done."""
        self.timer = 0.0
        if self.thinking is not None and self.thinking[1].done():
            self.thinking = None

    def wake_in(self, hold: bool) -> float | None:
        """Seconds until a bot's pause is over, or None when no bot waits to be asked."""
        pend = self.game.pending
        if not self.session.is_bot(pend.player) or hold or self.thinking is not None:
            return None
        return 0.0 if self.delay == 0 or pend.kind == K.TRADE else self.delay - self.timer
