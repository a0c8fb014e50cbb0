"""A closed game's memory is handed back once, after the frame that closed it, when nothing on
the stack holds the game any more."""

from __future__ import annotations

import gc
import weakref

from app_helpers import FRAME

from byapar.app import heap
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat


def test_the_board_leaving_gives_its_memory_back_once(home, monkeypatch):
    app = App((800, 600))
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.replace(board)
    gone = weakref.ref(board)
    alive_then: list[bool] = []
    monkeypatch.setattr(heap, "give_back", lambda: (gc.collect(), alive_then.append(gone() is not None)))
    for _ in range(5):
        app.frame(FRAME)
    assert alive_then == []  # the board on the stack: nothing to give back
    app.push("stats", session)
    app.pop()
    app.frame(FRAME)
    assert alive_then == []  # a scene over the board came and went: the board is still there
    app.replace("menu")
    del board
    assert alive_then == []  # not in the frame's middle, with the board still in the caller's hands
    app.frame(FRAME)
    assert alive_then == [False]  # after the frame: the board was collected, then the heap trimmed
    for _ in range(3):
        app.frame(FRAME)
    assert alive_then == [False]



def test_the_board_leaving_lets_its_texts_and_other_fonts_go_and_the_next_scene_draws_its_own(home):
    from byapar.app import fonts

    app = App((800, 600))
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3)
    session.autosave_on = False
    app.replace(BoardScene(app, session))
    for _ in range(3):
        app.frame(FRAME)
    on_board = fonts._cache.bytes
    fonts_on_board = fonts.open_fonts()
    assert on_board > 0 and fonts_on_board > 0
    name = session.game.edition.squares[1].name
    assert fonts.render(name, 14) is fonts.render(name, 14)
    app.replace("menu")
    assert fonts._cache.bytes == 0  # the board's texts went before the menu drew
    app.frame(FRAME)
    assert fonts._cache.bytes > 0 and fonts._cache.get((name, 14, (30, 30, 30), False)) is None  # the menu's own texts
    kept = fonts.open_fonts()  # after that frame the board's fonts went, but those the frame set its texts in
    assert 0 < kept < fonts_on_board
    menu_texts = fonts._cache.bytes
    app.frame(FRAME)
    assert fonts._cache.bytes == menu_texts  # drawn again from the kept pictures
    assert fonts.open_fonts() == kept  # with no font opened again
