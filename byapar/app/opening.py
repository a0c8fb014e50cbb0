"""A game opened over several frames (Continue, Load, Play again) while the screen that asked
stays up: the edition's art read and the session made on a worker (a continued game's log and
statistics told again, the bots' tables, the collector settled), the board painted a few squares
a frame once the art is read, then the board's
first picture drawn a part a frame out of sight; only then does the board replace the screen, so
no one frame does all the work."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from . import scenes
from .board_view import load_art, painted_ahead


class Opening:
    def __init__(self, app: Any, edition: Any, make_session: Callable[[], Any],
                 then: Callable[[Any], None] | None = None,
                 failed: Callable[[BaseException], bool] | None = None) -> None:
        self.app = app
        self._then = then  # done with the session on the main thread, before the board is made
        self._failed = failed  # told of an error making the session; True: said, no board opens
        self._edition = edition
        self._painting: Iterator[pygame.Surface | None] | None = None
        self._painted = False
        self._art_read = threading.Event()  # the edition's art, read on the worker first (let go at game over)
        self._session: Any = None
        self._error: BaseException | None = None
        self._worker = threading.Thread(target=self._make, args=(make_session,), name="opening", daemon=True)
        self._worker.start()
        self._steps: Iterator[None] | None = None
        self.board: Any = None

    def _make(self, make_session: Callable[[], Any]) -> None:
        try:
            load_art(self._edition)
        except BaseException:  # noqa: BLE001 - the board reads it again on the main thread, and says why
            pass
        self._art_read.set()
        try:
            self._session = make_session()
        except BaseException as e:  # noqa: BLE001 - raised again on the main thread, in `step`
            self._error = e

    def step(self) -> bool:
        """One frame's part of the work; True once the board is on the stack (or the error
        making its session has been said)."""
        if not self._painted:
            if not self._art_read.is_set():
                return False
            if self._painting is None:
                self._painting = painted_ahead(self._edition, self.app.screen.get_size())
            if next(self._painting, None) is not None:
                self._painted = True  # painted: the board's layout finds the picture kept
            return False
        if self._worker.is_alive():
            return False
        if self._error is not None:
            if self._failed is None or not self._failed(self._error):
                raise self._error
            return True
        if self.board is None:
            if self._then is not None:
                self._then(self._session)
            self.board = scenes.make("board", self.app, self._session)
            self.board.layout(self.app.screen.get_size())
            self._steps = self.board.warm_up(pygame.Surface(self.app.screen.get_size()).convert())
            return False
        if self._steps is not None and next(self._steps, StopIteration) is not StopIteration:
            return False
        self.app.replace(self.board)
        return True

    def wait(self, timeout: float | None = None) -> None:
        """Block until the worker has made the session (tests, and the app closing)."""
        self._worker.join(timeout)
