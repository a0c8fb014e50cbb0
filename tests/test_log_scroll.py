"""The log at the smallest window and the largest text: a game of four (a person and three
bots) still shows five rows of it, and the wheel walks it three rows a notch in whole lines,
so every row of every line comes into view on the way up (none is skipped past unseen)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, drawn, human_plays_safely, settle

from byapar.app import drawing, i18n, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

TURNS = 4  # the person's decisions: more lines than the log shows


@pytest.fixture(params=["en", "ne"])
def board(home, request):
    lang.use(request.param)
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, text_size=150)
    th.set_text_size(150)
    seats = [default_seat(0, "human", "Asha")] + [default_seat(i, "medium", i18n.t("bot_name", name=i18n.t("bot_letters")[i - 1])) for i in (1, 2, 3)]
    session = Session.start("byapar", seats, {"rounds": 10}, seed=8)
    session.autosave_on = False
    scene = BoardScene(app, session)
    app.replace(scene)
    settle(app)
    for _ in range(TURNS):
        human_plays_safely(app)
    while app.top is not scene:
        human_plays_safely(app)
    yield scene
    th.set_text_size(100)


def log_rows(board: BoardScene) -> list[tuple[int, str]]:
    """The log's rows drawn now, top to bottom: (their height on the log, their text)."""
    area = board.log_rect
    rows = [d for d in drawn(board.app) if d.surface.size == area.size and d.size == th.reading_size(14, board.app.screen)]
    return sorted((d.box.y, d.text) for d in rows)


def test_four_at_the_table_leave_the_log_five_rows(board):
    assert len(board.presenter.log) > 12
    assert len(log_rows(board)) >= 5


def test_the_wheel_brings_every_row_into_view_on_the_way_up(board):
    log = board.presenter.log
    seen = {text for _y, text in log_rows(board)}
    for _ in range(len(log)):  # bounded: a notch at least a line
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        board.app.frame(FRAME)
        seen |= {text for _y, text in log_rows(board)}
    width = board.log_rect.w - 20
    size = th.reading_size(14, board.app.screen)
    every = [text for line in log for _img, text in drawing.rich_rows(line, size, width, board.log.colour)]
    assert board.log.scroll == len(log) - 1
    assert [text for text in every if text not in seen] == []


def rows_in_order(board: BoardScene) -> list[str]:
    """The log's rows drawn now, top to bottom, by where their ink stands."""
    area = board.log_rect
    rows = [d for d in drawn(board.app) if d.surface.size == area.size and d.size == th.reading_size(14, board.app.screen)]
    return [d.text for d in sorted(rows, key=lambda d: d.ink[0].y)]


def notch(board: BoardScene, dy: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy))
    board.app.frame(FRAME)


def test_a_notch_moves_the_log_three_rows_and_keeps_some_in_view(board):
    """Each notch up moves the rows shown by three at least, in whole lines,
    and fewer than the log shows: the row now at the foot was shown above it a notch before; a
    notch down brings the same rows back."""
    for _ in range(2):  # bounded: two notches up from the newest lines
        before = rows_in_order(board)
        notch(board, 1)
        after = rows_in_order(board)
        assert after[-1] in before[:-1], (before, after)
        moved = len(before) - 1 - before.index(after[-1])
        assert 3 <= moved < len(before), (moved, before, after)
    notch(board, -1)
    assert rows_in_order(board) == before
