"""At the table: what a resignation's log line and its confirmation say, the Menu's words on
one line and its title naming the edition, the display preferences apart from any edition,
money figures clear of the controls and the names, and the action bar that never moves."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import board_of, click, family, settle
from helpers import give

from byapar.app import lang
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene

FARWEST = (6, 8, 9)  # Dadeldhura, Mahendranagar, Dhangadhi: house cost Rs 500 each


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def log_lines(scene: BoardScene) -> list[str]:
    return ["".join(text for text, _ in line) for line in scene.presenter.log]


def to_menu(app: App) -> MenuScene:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
    assert isinstance(app.top, MenuScene)
    return app.top


def built_family(app: App, levels: tuple[int, ...]) -> BoardScene:
    scene = family(app, ["Bikash", "Sita", "Ram"])
    for s, level in zip(FARWEST, levels, strict=True):
        give(scene.game, 0, s, level=level)
    scene.presenter.sync()
    scene.changed()
    settle(app)
    return scene


# ----- a resignation's log line ----------------------------------------------------------------------

@pytest.mark.parametrize(("language", "line"), [
    ("en", "Bikash sold 6 buildings: Dadeldhura, Mahendranagar and Dhangadhi"),
    ("ne", "Bikash ले ६ भवन बेच्नुभयो: डडेल्धुरा, महेन्द्रनगर र धनगढी"),
])
def test_a_resignation_sells_everything_and_its_line_names_no_houses(app, language, line):
    lang.use(language)
    built_family(app, (2, 2, 2))
    to_menu(app)
    click(app, "resign")
    click(app, "resign")
    settle(app)
    lines = log_lines(board_of(app))  # the Menu hands the game to a fresh board
    sold = next((x for x in lines if x.startswith(line[:12])), str(lines))
    assert sold.startswith(line) and "(" not in sold and "0" not in sold and "०" not in sold, sold


@pytest.mark.parametrize(("language", "one", "many"), [("en", "(1 house)", "(2 houses)"), ("ne", "(१ घर)", "(२ घर)")])
def test_a_round_of_building_says_one_house_and_houses(app, language, one, many):
    lang.use(language)
    scene = built_family(app, (0, 0, 1))
    scene.act(f"build-to {FARWEST[0]} 1")
    settle(app)
    assert log_lines(scene)[-1].count(one) == 2, log_lines(scene)[-1]
    scene.act(f"build-to {FARWEST[0]} 2")
    settle(app)
    assert log_lines(scene)[-1].count(many) == 3, log_lines(scene)[-1]
