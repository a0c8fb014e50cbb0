"""A full-window panel scene keeps its buttons in its picture and lights the one under the mouse
over it: at rest a frame draws no button, and with the mouse sweeping every frame equals the
scene drawn whole (its picture, every button with the one under the mouse lit, what it draws
over them, the tooltip)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, calls_to, panel_drawn_whole

from byapar.app import widgets
from byapar.app.app import App
from byapar.app.session import Session, default_seat


def _session(rounds: int = 0) -> Session:
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash"), default_seat(2, "easy", "Sita")]
    session = Session.start("byapar", seats, {"rounds": rounds}, seed=4)
    session.autosave_on = False
    return session


def _finished() -> Session:
    session = _session(rounds=2)
    for _ in range(3000):
        if session.game.over:
            break
        pend = session.game.pending
        session.apply(session.game.legal_actions()[0] if session.is_human(pend.player) else session.bot_action())
    return session


def _rules(app: App) -> None:
    from byapar.app.scenes.board import BoardScene

    board = BoardScene(app, _session())
    app.replace(board)
    board.show_settings()


SCENES = {
    "menu": lambda app: app.push("menu"),
    "settings": lambda app: (app.push("menu"), app.push("settings")),
    "setup": lambda app: (app.push("menu"), app.push("setup")),
    "help": lambda app: (app.push("menu"), app.push("help", _session().game.edition)),
    "game's rules": _rules,
    "stats": lambda app: app.push("stats", _session()),
    "game over": lambda app: app.replace("gameover", _finished()),
}


def move(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("name", list(SCENES))
def test_a_panel_scene_lit_by_a_sweeping_mouse_equals_one_drawn_whole(home, name, size):
    app = App(size)
    app.prefs["hints"] = False
    SCENES[name](app)
    w, h = size
    buttons = [b.rect.center for b in app.top.panel.buttons]
    assert buttons
    for k in range(120):  # across the window, then resting on each button long enough for its tooltip
        move(((k * 23) % w, (k * 37) % h) if k < 60 else buttons[(k - 60) // 6 % len(buttons)])
        app.frame(FRAME)
        assert pygame.image.tobytes(app.screen, "RGB") == panel_drawn_whole(app), f"{name}, frame {k}"


@pytest.mark.parametrize("name", ["menu", "settings", "help", "game's rules", "stats", "game over"])
def test_a_panel_scene_at_rest_draws_no_button(home, monkeypatch, name):
    app = App((800, 600))
    app.prefs["hints"] = False
    SCENES[name](app)
    move((1, 1))  # over no button
    for _ in range(4):
        app.frame(FRAME)
    drawn = calls_to(monkeypatch, widgets, "draw_button")
    for _ in range(10):
        app.frame(FRAME)
    assert drawn == []
    b = app.top.panel.buttons[-1]
    move(b.rect.center)
    app.frame(FRAME)
    assert drawn == [1]  # the button under the mouse, lit


def _board_with(app: App, overlay: str) -> None:
    from byapar.app.scenes.board import BoardScene

    board = BoardScene(app, _session())
    app.replace(board)
    board.presenter.skip()
    app.push(overlay, board, *((0,) if overlay == "holdings" else ()))


def overlay_whole(app: App) -> bytes:
    """The table beneath drawn afresh and shaded, then the overlay drawn whole over it."""
    from byapar.app import fonts
    from byapar.app.app import shade

    *below, scene = app._visible()
    fonts.recording([])
    try:
        for under in below:
            under.draw(app.screen)
            shade(app.screen)
        scene.draw_content(app.screen)
        scene.panel.draw(app.screen)
        scene.draw_over(app.screen)
        scene.panel.draw_tooltip(app.screen)
    finally:
        fonts.recording(None)
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("overlay", ["trade", "holdings", "owners"])
def test_an_overlay_keeps_its_buttons_and_lit_by_a_sweeping_mouse_equals_one_drawn_whole(home, overlay, size):
    app = App(size)
    app.prefs["hints"] = False
    _board_with(app, overlay)
    w, h = size
    buttons = [b.rect.center for b in app.top.panel.buttons]
    for k in range(90):
        move(((k * 23) % w, (k * 37) % h) if k < 45 else buttons[(k - 45) // 5 % len(buttons)])
        app.frame(FRAME)
        assert pygame.image.tobytes(app.screen, "RGB") == overlay_whole(app), f"{overlay}, frame {k}"


@pytest.mark.parametrize("scene, said", [("menu", "notice"), ("setup", "error")])
def test_what_a_panel_says_with_no_input_shows_at_once(home, scene, said):
    app = App((800, 600))
    app.prefs["hints"] = False
    SCENES[scene](app)
    for _ in range(40):  # (the setup paints the board ahead first, drawn afresh meanwhile)
        app.frame(FRAME)
    before = pygame.image.tobytes(app.screen, "RGB")
    setattr(app.top, said, "A game refused: the table has too few seats")  # as an opening's refusal sets it
    app.frame(FRAME)
    assert pygame.image.tobytes(app.screen, "RGB") != before
    assert pygame.image.tobytes(app.screen, "RGB") == panel_drawn_whole(app)
