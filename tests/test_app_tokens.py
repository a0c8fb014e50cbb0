"""Tokens on the jail's corner: a prisoner stands behind the bars, a visitor beside them on the
visiting strip, in every edition with a jail, at both window sizes; a token blitted from its
kept picture looks as one drawn in place."""

from __future__ import annotations

import math

import pygame
import pytest
from app_helpers import click, settle
from helpers import jail

from byapar.app import board_view, fonts
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat
from byapar.engine import available_editions, load_edition


@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_visitor_stands_beside_the_bars_and_a_prisoner_behind_them(home, monkeypatch, edition, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(i, "human", name) for i, name in enumerate(["Asha", "Bikash", "Sita"])]
    session = Session.start(edition, seats, {"opening": "seat"}, seed=3, dice=[(1, 2), (2, 3), (3, 4), (4, 5), (5, 6)] * 2)
    session.autosave_on = False
    game = session.game
    jail_square = game.edition.jail
    game.script.clear()  # whatever the seating took, the first throw ends on the jail's corner
    game.script.append((jail_square - 6, 6))
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    thrower = game.current
    prisoner = (thrower + 1) % 3
    jail(game, prisoner)
    board.presenter.positions[prisoner] = jail_square
    click(app, "roll")  # the thrower walks onto the jail's corner, just visiting
    settle(app)
    assert game.players[thrower].position == jail_square and not game.players[thrower].in_jail
    spots: dict[tuple, tuple[float, float]] = {}
    monkeypatch.setattr(th, "blit_token", lambda surf, shape, colour, centre, r:
                        spots.__setitem__(tuple(colour), centre))
    board._draw_tokens(app.screen)
    bars = board.board.to_screen(board.board.parts[jail_square].icon)
    visitor = spots[tuple(session.colour(thrower))]
    behind = spots[tuple(session.colour(prisoner))]
    r = board.board.token_radius()
    assert bars.collidepoint(behind)
    assert not bars.inflate(-2, -2).colliderect(pygame.Rect(visitor[0] - r, visitor[1] - r, 2 * r, 2 * r))
    assert board.board.squares[jail_square].collidepoint(visitor)


@pytest.mark.parametrize("shape", th.SHAPES)
def test_a_token_blitted_from_its_picture_equals_one_drawn_in_place(shape):
    drawn, blitted = (pygame.Surface((60, 60)) for _ in range(2))
    for surf in (drawn, blitted):
        surf.fill((90, 140, 60))
    th.draw_token(drawn, shape, (230, 159, 0), (30, 30), 9.5, halo=True)
    th.blit_token(blitted, shape, (230, 159, 0), (30, 30), 9.5)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(blitted, "RGB")
    assert drawn.get_at((30, 30))[:3] == (230, 159, 0)  # the token is there, not a bare fill


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_visitor_s_token_stands_inside_the_jail_corner_clear_of_its_drawn_edge(home, size):
    """The visiting strip down the jail corner's outer edge is narrower than a token: each
    visitor's token, with its halo, stands inside the corner less its drawn edge, one to four
    visitors, in every edition with a jail."""
    pygame.init()
    fonts.set_floor(th.text_floor(size))
    out = []
    for edition in available_editions():
        view = board_view.BoardView(load_edition(edition))
        view.layout(board_view.board_area(size), paint=False)
        if view.jail is None:
            continue
        corner = view.squares[view.jail].inflate(-2, -2)  # its drawn edge and a pixel
        for count in range(1, 5):
            reach = th.token_extent(view.crowd_radius(view.jail, count))
            for slot in range(count):
                x, y = view.token_spot(view.jail, slot, count)
                token = pygame.Rect(math.floor(x - reach), math.floor(y - reach), 0, 0)
                token.size = (math.ceil(x + reach) - token.x, math.ceil(y + reach) - token.y)
                if not corner.contains(token):
                    out.append(f"{edition}: {count} visitors, token {slot} at {token} in {corner}")
    assert out == []
