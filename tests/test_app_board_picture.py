"""The board's cached picture is redrawn only where it changed, and comes out exactly as a
picture drawn afresh: a square's holdings and the round are patched over the bare board."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import opened
from helpers import give

from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat


def board_at(size: tuple[int, int]) -> BoardScene:
    app = App(size)
    app.prefs["hints"] = False
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bina"), default_seat(2, "human", "Chandra")]
    session = Session.start("byapar", seats, {"rounds": 20}, seed=3)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    return board


def pictures(board: BoardScene) -> tuple[bytes, bytes]:
    """The cached picture as patched, and as drawn afresh for the same table."""
    surf = pygame.Surface(board.app.screen.get_size())
    board._draw_base(surf)
    patched = pygame.image.tobytes(board._base, "RGB")
    board._base_key = None
    board._draw_base(surf)
    return patched, pygame.image.tobytes(board._base, "RGB")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_patched_holdings_and_round_match_a_fresh_picture(home, size):
    board = board_at(size)
    game = board.game
    board._draw_base(pygame.Surface(size))
    first = pygame.image.tobytes(board._base, "RGB")
    changes = [
        lambda: give(game, 0, 1, 3),  # two neighbours bought
        lambda: give(game, 1, 39, level=3),  # houses by Go
        lambda: give(game, 2, 5, mortgaged=True),  # a mortgage's grey
        lambda: give(game, 0, 3, level=5),  # a hotel beside a mortgage-free neighbour
        lambda: give(game, 1, 1, mortgaged=True),  # a square changes hands
        lambda: setattr(game, "round", game.round + 1),  # the round at the centre's foot
    ]
    for change in changes:
        change()
        patched, fresh = pictures(board)
        assert patched == fresh
    assert patched != first


def test_only_the_changed_square_is_redrawn(home, monkeypatch):
    board = board_at((1280, 800))
    board._draw_base(pygame.Surface((1280, 800)))
    painted: list[int] = []
    paint = board.board._paint_square
    monkeypatch.setattr(board.board, "_paint_square", lambda surf, s, *rest: (painted.append(s), paint(surf, s, *rest)))
    give(board.game, 0, 39)
    board._draw_base(pygame.Surface((1280, 800)))
    assert painted and set(painted) <= {38, 39, 0, 1}  # the square and those its patch touches, round the corner


def test_the_setup_paints_the_board_ahead_so_start_paints_none(home, monkeypatch):
    from byapar.app import board_view

    app = App((1280, 800))
    app.prefs["hints"] = False
    app.push("menu")
    app.push("setup")
    setup = app.top
    for _ in range(200):  # a few squares a frame, while the players set up
        app.frame(1 / 60)
        if setup.wake_in() != 0.0:  # done: the setup rests again
            break
    assert setup._ahead is None and setup._ahead_for is not None
    labels: list[int] = []
    monkeypatch.setattr(board_view.BoardView, "_label", lambda self, *a: labels.append(1))
    setup.start()
    opened(app)
    board = app.top
    assert isinstance(board, BoardScene) and board.board.static is not None
    assert labels == []  # the board's picture was the one painted ahead


def test_the_setups_first_frame_only_draws_it(home, monkeypatch):
    """Painting the board ahead and the threads making the bots' tables begin in the frame after
    the setup's first (they would lengthen it), one step a frame."""
    from byapar.app.scenes import setup as setup_module

    app = App((1280, 800))
    app.prefs["hints"] = False
    app.push("menu")
    app.frame(1 / 60)
    steps: list[int] = []
    prepared: list[int] = []
    painted_ahead = setup_module.painted_ahead
    prepare = setup_module.prepare

    def counted_steps(*args):
        for step in painted_ahead(*args):
            steps.append(app.frames)
            yield step

    monkeypatch.setattr(setup_module, "painted_ahead", counted_steps)
    monkeypatch.setattr(setup_module, "prepare", lambda edition: (prepared.append(app.frames), prepare(edition)))
    app.push("setup")
    first = app.frames
    app.frame(1 / 60)  # its first frame: two updates, nothing ahead
    assert steps == [] and prepared == []
    for _ in range(5):
        app.frame(1 / 60)
    assert prepared == [first + 1]
    assert steps and steps[0] == first + 1 and len(steps) == len(set(steps))  # one step a frame


def test_a_finished_game_lets_its_painted_board_go_and_play_again_paints_it_anew(home):
    from app_helpers import click, open_board, play_out

    from byapar.app import board_view
    from byapar.app.scenes.gameover import GameOverScene

    app = App((800, 600))
    app.prefs.update(hints=False, bot_speed="instant")
    seats = [default_seat(0, "easy", "Bikash"), default_seat(1, "easy", "Sita")]
    board = open_board(app, Session.start("byapar", seats, {"rounds": 1}, seed=5))
    assert board_view._LAST_STATIC  # the board's picture, kept for the next board like it
    play_out(app, board)
    for _ in range(3):
        app.frame(1 / 60)
    assert isinstance(app.top, GameOverScene)
    assert board_view._LAST_STATIC == []  # nothing shows it now
    click(app, "again")
    opened(app)
    assert isinstance(app.top, BoardScene) and app.top.board.static is not None


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_every_square_s_name_stays_inside_its_square(home, size, language, text_size):
    """A name wrapped onto three lines (Classic's Community Chest on the bottom row), or a
    Nepali name on two lines down the board's sides (Finance's वाल स्ट्रिट at 800x600), is set
    inside its square's edge, never cut by it."""
    from byapar.app import board_view, fonts, lang
    from byapar.app import theme as th
    from byapar.engine import available_editions, load_edition

    pygame.font.init()
    fonts.set_floor(th.text_floor(size))
    lang.use(language)
    th.set_text_size(text_size)
    problems = []
    try:
        for edition in available_editions():
            view = board_view.BoardView(load_edition(edition))
            seen: list[fonts.Drawn] = []
            board_view._LAST_STATIC.clear()
            fonts.recording(seen)
            try:
                view.layout(board_view.board_area(size))
            finally:
                fonts.recording(None)
            for sq, parts in zip(view.edition.squares, view.parts, strict=True):
                if parts.side == "corner":
                    continue
                square = view.local(sq.rect)
                name_box = view.text_boxes(sq, parts)[0]
                for d in seen:
                    if d.box.colliderect(name_box) and d.box.centerx in range(square.left, square.right):
                        for r in d.ink:
                            if r.h and (r.top < square.top + board_view.SQUARE_EDGE
                                         or r.bottom > square.bottom - board_view.SQUARE_EDGE):
                                problems.append(f"{edition}: {d.text!r} at {r} outside {square}")
    finally:
        lang.use("en")
        th.set_text_size(100)
        board_view._LAST_STATIC.clear()
    assert not problems, "\n".join(problems[:10])
