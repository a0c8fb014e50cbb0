"""Before a game's first throw the dice in the board's centre are blank, in their place and size:
faces with pips would read as a throw that happened. After any throw they show it, and a game
continued from its save shows its last throw."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, board_of, click, family, settle

from byapar.app import store
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.throws_line import dice_place

PIP_INK = {(170, 40, 40), (30, 26, 22)}  # a one's red pip, every other pip's black (drawing.die)


def pips_on_dice(board: BoardScene) -> list[int]:
    """For each of the two dice on the board's centre as drawn now, how many of its pixels are pips."""
    board.app.draw()
    screen = board.app.screen
    c = board.board.centre
    side, top = dice_place(c)
    counts = []
    for i in range(2):
        left = c.centerx - side - 6 + i * (side + 12)  # where `draw_faces` puts die `i`
        counts.append(sum(1 for x in range(left, left + side) for y in range(top, top + side)
                          if tuple(screen.get_at((x, y)))[:3] in PIP_INK))
    return counts


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_new_games_dice_are_blank_until_the_first_throw_shows_its_faces(lang_back, size):
    app = app_in(size, "en")
    board = family(app, ["Asha", "Bikash"], dice=[(1, 2)] * 20)
    settle(app)
    assert board.game.rolls == 0
    assert pips_on_dice(board) == [0, 0], "the dice show faces before anybody threw"
    click(app, "roll")  # Asha throws 1 and 2
    settle(app)
    one, two = pips_on_dice(board)
    assert one > 0 and two > one, (one, two)  # a single pip, then two


def test_a_game_continued_from_its_save_shows_its_last_throw(lang_back):
    app = app_in((1280, 800), "en")
    board = family(app, ["Asha", "Bikash"], dice=[(1, 2)] * 20)
    settle(app)
    click(app, "roll")
    settle(app)
    thrown = pips_on_dice(board)
    board.session.autosave_on = True  # `family` keeps its games unsaved
    board.session.save()
    board.session.wait_saved()
    store.unlock_all()

    app = app_in((1280, 800), "en")
    app.push(MenuScene(app))
    app.frame(FRAME)
    click(app, "continue")
    continued = board_of(app)
    assert continued is not None and continued.game.dice == (1, 2)
    settle(app)
    assert pips_on_dice(continued) == thrown
