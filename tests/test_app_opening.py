"""Continue and Play again open a game over several frames: the session is made on a worker,
the board painted a few squares a frame and its first picture drawn a part a frame, so no one
frame does all the work (the work is counted per frame, not timed)."""

from __future__ import annotations

import threading
from collections import Counter

import pygame
import pytest
from app_helpers import BOT_HUNG, FRAME, button

from byapar.app import board_view, store
from byapar.app.app import App
from byapar.app.board_view import BoardView
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.game_log import GameLog
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A

SEATS = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash"), default_seat(2, "easy", "Sita")]


def saved_game(moves: int) -> Session:
    """A game played for `moves` moves and saved, its lock let go as a closed app lets it go."""
    session = Session.start("byapar", SEATS, {"rounds": 0}, seed=5)
    for _ in range(moves):
        if session.is_human(session.game.pending.player):
            session.apply(session.game.legal_actions()[0])
        else:
            session.apply(session.bot_action())
    session.save()
    store.unlock_all()
    return session


def count_work(monkeypatch) -> tuple[Counter, list[str]]:
    """Count the heavy parts of opening a game as they run, and where the sessions are made."""
    work: Counter = Counter()
    made_on: list[str] = []
    label, draw_base, paint_log, session_init = BoardView._label, BoardScene._draw_base, GameLog._paint, Session.__init__

    def base(scene, surf):
        work["base"] += scene._base_key is None
        draw_base(scene, surf)

    def init(self, *args, **kwargs):
        made_on.append(threading.current_thread().name)
        session_init(self, *args, **kwargs)

    monkeypatch.setattr(BoardView, "_label", lambda *a: (work.update(["square"]), label(*a)))
    monkeypatch.setattr(BoardScene, "_draw_base", base)
    monkeypatch.setattr(GameLog, "_paint", lambda *a: (work.update(["log"]), paint_log(*a))[1])
    monkeypatch.setattr(Session, "__init__", init)
    return work, made_on


def frames_until_open(app: App, work: Counter) -> list[Counter]:
    """Frames until the board is on screen: each frame's work counted apart."""
    per_frame = []
    for _ in range(500):
        work.clear()
        app.frame(FRAME)
        per_frame.append(Counter(work))
        if app.opening is None:
            break
        app.opening.wait(BOT_HUNG)  # the worker's part: the frames go on meanwhile in the app
    assert app.opening is None and isinstance(app.top, BoardScene)
    return per_frame


def click(app: App, button_id: str) -> None:
    """A click read by the next frame (not waited through, as the helpers' click is), once the
    button has stood long enough to be seen."""
    pos = button(app, button_id).rect.center
    for _ in range(60):
        if app.seen(pos):
            break
        app.frame(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def read_ahead_done() -> None:
    """Wait for the app's threads reading ahead (the art, the editions) to finish."""
    for thread in threading.enumerate():
        if thread.name == "read-ahead":
            thread.join(BOT_HUNG)


def assert_spread(per_frame: list[Counter]) -> None:
    squares = sum(f["square"] for f in per_frame)
    assert squares > 0, "the board was not painted while opening"
    assert max(f["square"] for f in per_frame) <= 6, "more than a few squares painted in one frame"
    for f in per_frame:
        heavy = [part for part in ("square", "base", "log") if f[part]]
        assert len(heavy) <= 1, f"one frame did {heavy}"


@pytest.mark.parametrize("size", [(1280, 800)])
def test_continue_spreads_the_opening_over_frames(home, monkeypatch, size):
    saved = saved_game(150)
    board_view._LAST_STATIC.clear()  # as at launch: the board not yet painted
    app = App(size)
    app.prefs["hints"] = False
    app.push("menu")
    app.frame(FRAME)
    work, made_on = count_work(monkeypatch)
    click(app, "continue")
    per_frame = frames_until_open(app, work)
    assert made_on == ["opening"], "the session was not made on the worker"
    assert len(per_frame) >= 5
    assert_spread(per_frame)
    board = app.top
    assert len(board.game.history) == len(saved.game.history) and board.presenter.log
    work.clear()
    app.frame(FRAME)
    assert work["base"] == 0 and work["log"] == 0, "the board's first frame on screen drew its pictures again"


def test_play_again_opens_over_frames_and_saves_on_the_main_thread(home, monkeypatch):
    finished = Session.start("byapar", SEATS, {"rounds": 1}, seed=2)
    finished.autosave_on = False
    for _ in range(2000):
        if finished.game.over:
            break
        pend = finished.game.pending
        finished.apply(finished.game.legal_actions()[0] if finished.is_human(pend.player) else finished.bot_action())
    assert finished.game.over
    app = App((800, 600))
    app.replace(GameOverScene(app, finished))
    app.frame(FRAME)
    read_ahead_done()
    board_view.forget_painted()  # as a game over leaves it: the board's picture and the art let go
    work, made_on = count_work(monkeypatch)
    art_read_on: list[str] = []
    read_art = board_view._read_art
    monkeypatch.setattr(board_view, "_read_art",
                        lambda edition: (art_read_on.append(threading.current_thread().name), read_art(edition))[1])
    locked_on: list[str] = []
    lock = store.lock
    monkeypatch.setattr(store, "lock", lambda path: (locked_on.append(threading.current_thread().name), lock(path))[1])
    click(app, "again")
    per_frame = frames_until_open(app, work)
    assert made_on == ["opening"]
    assert art_read_on == ["opening"], "the edition's art was not read on the worker"
    assert locked_on and set(locked_on) == {threading.main_thread().name}, "the save's lock left the main thread"
    assert_spread(per_frame)
    app.top.session.wait_saved()
    assert app.top.session.path is not None and app.top.session.path.exists()


def test_a_game_over_lets_the_art_go_and_the_menu_reads_it_ahead_for_the_next(home, monkeypatch):
    from app_helpers import play_out

    from byapar.app.scenes.menu import MenuScene

    session = Session.start("byapar", [default_seat(0, "easy", "Asha"), default_seat(1, "easy", "Bikash")],
                            {"rounds": 1}, seed=2)
    session.autosave_on = False
    app = App((800, 600))
    app.prefs.update(hints=False, bot_speed="instant")
    board = BoardScene(app, session)
    app.replace(board)
    assert board_view.art_kept()
    app.frame(FRAME)
    read_ahead_done()  # the launch's own read-ahead, so it can't put the art back after the game over
    play_out(app, board)
    app.frame(FRAME)
    assert isinstance(app.top, GameOverScene) and not board_view.art_kept()
    read_on: list[str] = []
    read_art = board_view._read_art
    monkeypatch.setattr(board_view, "_read_art",
                        lambda edition: (read_on.append(threading.current_thread().name), read_art(edition))[1])
    app.replace("menu")
    read_ahead_done()
    assert isinstance(app.top, MenuScene) and read_on == ["read-ahead"] and board_view.art_kept()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_opening_a_game_loads_the_fonts_a_drawn_card_is_set_in(home, monkeypatch, size):
    from byapar.app import fonts
    from byapar.app import theme as th

    saved_game(150)
    app = App(size)
    app.prefs["hints"] = False
    app.push("menu")
    app.frame(FRAME)
    monkeypatch.setattr(fonts, "_fonts", {})  # as at launch: no font open yet
    click(app, "continue")
    frames_until_open(app, Counter())
    card_fonts = {(th.size(24, app.screen), True, False), (th.size(22, app.screen), False, False),
                  (th.size(14, app.screen), False, False)}  # a card's title, its words, what to click
    assert card_fonts <= set(fonts._fonts), f"not open: {card_fonts - set(fonts._fonts)}"


def test_a_game_continued_in_an_auction_comes_on_screen_in_a_frame_of_its_own(home, monkeypatch):
    """The board's first picture, drawn out of sight while it opens, is done a frame before the
    board comes on screen with its auction over it: that frame draws only what is shown."""
    session = Session.start("byapar", SEATS, {"rounds": 0}, seed=5)
    for _ in range(2000):  # played until an auction is under way
        if session.game.auction is not None:
            break
        pend = session.game.pending
        session.apply(A.DECLINE if pend.kind == "buy" else session.game.legal_actions()[0]
                      if session.is_human(pend.player) else session.bot_action())
    assert session.game.auction is not None
    session.save()
    store.unlock_all()
    app = App((1280, 800))
    app.prefs["hints"] = False
    app.push("menu")
    app.frame(FRAME)
    out_of_sight = Counter()
    draw = BoardScene.draw
    monkeypatch.setattr(BoardScene, "draw", lambda scene, surf: (
        out_of_sight.update(["board"] if surf is not scene.app.screen else []), draw(scene, surf))[1])
    click(app, "continue")
    for _ in range(500):
        out_of_sight.clear()
        app.frame(FRAME)
        if app.opening is None:
            break
        app.opening.wait(BOT_HUNG)
    assert app.opening is None and isinstance(app.top, AuctionScene)
    assert out_of_sight["board"] == 0, "the frame showing the board also drew its first picture out of sight"


def test_painting_the_board_ahead_lays_out_no_square_in_the_frame_that_asks(home, monkeypatch):
    """Continue's click, or the setup's first frame, begins painting the board ahead: the squares
    are laid out in a frame after it, the frame that asked having done its own work."""
    from byapar.engine import load_edition

    board_view._LAST_STATIC.clear()
    App((1280, 800))
    layouts = Counter()
    layout = BoardView.layout
    monkeypatch.setattr(BoardView, "layout", lambda view, *a, **k: (layouts.update(["board"]), layout(view, *a, **k))[1])
    steps = board_view.painted_ahead(load_edition("byapar"), (1280, 800))
    assert next(steps) is None and layouts["board"] == 0
    pictures = [step for step in steps if step is not None]
    assert layouts["board"] == 1 and len(pictures) == 1
