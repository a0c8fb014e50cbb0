"""Every scene draws at 1280x800 and at 800x600; every edition's board draws; words are complete."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pygame
import pytest
from app_helpers import answer_as_asked, board_of, click, click_at, settle

from byapar.app import fonts, i18n
from byapar.app.app import App
from byapar.app.board_view import BoardView
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.trade import AnswerScene, TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import available_editions, load_edition

ROOT = Path(__file__).resolve().parents[1]
SIZES = [(1280, 800), (800, 600)]


def session(seats=("human", "medium", "human"), **settings) -> Session:
    table = [default_seat(i, kind, f"P{i}") for i, kind in enumerate(seats)]
    return Session.start("byapar", table, settings or {}, seed=4, dice=[(1, 2), (2, 3), (3, 4)] + [(2, 4)] * 50)


def visible(surf: pygame.Surface) -> int:
    """How many distinct colours a sample of the screen holds: a drawn scene has many."""
    return len({tuple(surf.get_at((x, y))) for x in range(0, surf.get_width(), 37) for y in range(0, surf.get_height(), 29)})


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_draws(home, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    menu = MenuScene(app)
    app.push(menu)
    scenes = [menu, SetupScene(app), SettingsScene(app), LoadScene(app, menu)]
    for scene in scenes:
        app.replace(scene)
        app.frame(1 / 60)
        assert visible(app.screen) >= 2, type(scene).__name__
    s = session()
    board = BoardScene(app, s)
    app.replace(board)
    app.frame(1 / 60)
    s.apply(A.ROLL)
    s.apply(A.DECLINE)  # P0 declines Jumla: an auction
    settle(app)
    assert isinstance(app.top, AuctionScene)
    assert visible(app.screen) > 10
    app.pop()
    app.push(TradeScene(app, board))
    app.frame(1 / 60)
    app.pop()
    app.push(SettingsScene(app, read_only=s.game.settings))
    app.frame(1 / 60)
    app.pop()
    board.selected = 5
    app.frame(1 / 60)
    app.replace(GameOverScene(app, s))
    app.frame(1 / 60)
    assert visible(app.screen) > 5  # drawn, not blank: the standings and the chart


def test_a_human_partner_answers_in_their_own_view(home):
    app = App((1280, 800))
    s = session(seats=("human", "human"))
    app.push(BoardScene(app, s))
    settle(app)
    click(app, "trade")
    assert isinstance(app.top, TradeScene)
    click(app, "give_cash_100")
    click(app, "offer")
    settle(app)
    assert isinstance(app.top, AnswerScene)
    answer_as_asked(app, "accept")
    assert s.game.players[1].cash == s.game.players[0].cash + 200
    assert isinstance(app.top, BoardScene)


def test_refused_actions_are_explained_not_raised(home):
    app = App((800, 600))
    s = session(seats=("human", "human"))
    board = BoardScene(app, s)
    app.push(board)
    settle(app)
    assert board.act(A.END) is None
    assert "throw" in board.message.lower()


def test_window_resizes_and_goes_fullscreen(home):
    app = App((1280, 800))
    board = BoardScene(app, session())
    app.push(board)
    app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 640), w=900, h=640))
    app.frame(1 / 60)
    assert app.screen.get_size() == (900, 640)
    assert board.board.rect.bottom <= 640 and board.log_rect.bottom <= 640
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
    assert app.fullscreen


@pytest.mark.parametrize("name", available_editions())
def test_every_edition_board_draws_without_code_changes(name):
    pygame.display.set_mode((640, 640))
    edition = load_edition(name)
    view = BoardView(edition)
    view.layout(pygame.Rect(0, 0, 600, 600))
    assert len(view.squares) == len(edition.squares)
    assert all(view.rect.contains(r) for r in view.squares)
    assert view.square_at(view.squares[0].center) == 0


def test_squares_are_clickable_for_their_deed(home):
    app = App((1280, 800))
    board = BoardScene(app, session())
    app.push(board)
    settle(app)
    click_at(app, board.board.squares[39].center)
    assert board.selected == 39


def test_every_word_the_app_asks_for_is_in_the_english_catalogue():
    catalogue = json.loads((ROOT / "assets/lang/en.json").read_text(encoding="utf-8"))
    mine = ["app", "board_view", "drawing", "presenter", "session", "setup", "widgets", "words", "menu", "load",
            "settings", "board", "auction", "trade", "gameover"]
    files = [p for p in (ROOT / "byapar/app").rglob("*.py") if p.stem in mine]
    source = "\n".join(p.read_text(encoding="utf-8") for p in files)
    keys = set(re.findall(r'\b(?:t|rich)\("([a-z0-9_]+)"[,)]', source))
    missing = sorted(k for k in keys if k not in catalogue)
    assert not missing, missing
    assert i18n.t("btn_buy", price="Rs 600") == "Buy for Rs 600"


def test_devanagari_is_shaped_and_mixed_text_is_one_line():
    pygame.font.init()
    mixed = fonts.render("Byapar व्यापार", 20)
    assert mixed.get_height() < 40
    assert fonts.runs("Rs 5 रु ५") == [("Rs 5 ", False), ("रु ५", True)]


def test_text_fitting_shrinks_then_shortens_never_breaking_a_word():
    pygame.font.init()
    size, lines, cut, squeeze = fonts.fit("Mahendranagar", 14, 90, 40, max_lines=2)
    assert lines == ["Mahendranagar"] and not cut and 9 <= size < 14 and squeeze == 1  # shrunk, whole
    natural = fonts.width("Mahendranagar", 9)
    size, lines, cut, squeeze = fonts.fit("Mahendranagar", 14, int(natural * 0.9), 40, max_lines=2, min_size=9)
    assert lines == ["Mahendranagar"] and not cut and fonts.CONDENSE <= squeeze < 1  # set a little narrower
    size, lines, cut, squeeze = fonts.fit("Mahendranagar", 14, 50, 40, max_lines=2, min_size=9)
    assert not cut and lines[0].endswith(fonts.HYPHEN) and fonts.joined(lines) == "Mahendranagar"  # hyphenated
    assert all(fonts.width(line, size) <= 50 for line in lines)
    size, lines, cut, squeeze = fonts.fit("Mahendranagar", 14, 40, 40, max_lines=1, min_size=9)
    assert cut and len(lines) == 1 and lines[0].endswith(fonts.ELLIPSIS) and "Mahendranagar".startswith(lines[0][:-1])
    assert fonts.width(lines[0], size) <= 40
    size, lines, cut, _ = fonts.fit("Take Me Out to the Ball Game", 14, 70, 60, max_lines=3)
    assert not cut and " ".join(lines) == "Take Me Out to the Ball Game"  # broken only at spaces


def test_a_devanagari_word_is_cut_only_between_syllables():
    pygame.font.init()
    for width in range(20, 60, 3):
        for line in fonts.wrap("सामुदायिक कोष", 10, width, bold=True):
            assert line in ("सामुदायिक", "कोष", "सामुदायिक कोष")  # whole words only
        short = fonts.shorten("सामुदायिक", 10, width, bold=True)
        stem = short.rstrip(fonts.ELLIPSIS)
        assert "सामुदायिक".startswith(stem)
        rest = "सामुदायिक"[len(stem):]
        assert not rest or not unicodedata.category(rest[0]).startswith("M")  # no vowel sign cut off
        assert not stem.endswith("\u094d")  # no half letter left dangling


@pytest.mark.parametrize("edition", ["byapar", "business_gst", "classic", "finance"])
def test_every_square_figure_keeps_its_digits_in_nepali_at_800x600(edition, monkeypatch):
    from byapar.app import board_view, lang
    from byapar.engine import new_game

    pygame.font.init()
    shown: list[str] = []
    real = fonts.blit_lines
    monkeypatch.setattr(fonts, "blit_lines", lambda s, lines, *a, **k: (shown.extend(lines), real(s, lines, *a, **k)))
    lang.use("ne")
    try:
        view = board_view.BoardView(new_game(edition, ["A", "B"], seed=1).edition)
        view.layout(pygame.Rect(0, 0, 496, 496))  # the board at 800x600
        for sq, parts in zip(view.edition.squares, view.parts, strict=True):
            label = view._price_label(sq)
            if label:
                shown.clear()
                surf = pygame.Surface((496, 496))
                view._figure(surf, label, board_view.faces.short_label(sq, view.money), 11, view.text_boxes(sq, parts)[1])
                figure = board_view.faces.short_label(sq, view.money)
                digits = board_view.CURRENCY.sub("", figure)  # where even the figure is too wide: its digits
                amount = board_view.FIGURE.match(digits)  # or a tax's rate, without what it is charged on
                bare = board_view.CURRENCY.sub("", label)  # the board's amounts all without their currency
                assert shown == [] or any(figure in line or line == label or line == digits or line == bare
                                          or (amount and line == amount.group(0)) for line in shown), \
                    (sq.name, shown)
    finally:
        lang.use("en")


def test_the_menu_escape_key_quits(home):
    app = App((800, 600))
    app.push(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
    assert not app.running
    assert board_of(app) is None


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_bot_strengths_stand_in_one_place_whatever_the_edition(home, size):
    """Classic seats eight and Business GST six: the lines on the bot strengths stay put, just
    above the buttons, as the edition is chosen."""
    from byapar.app import fonts
    from byapar.app.i18n import t
    from byapar.engine import available_editions

    app = App(size)
    setup = SetupScene(app)
    app.push(setup)
    tops = {}
    for name in available_editions():
        click(app, f"edition_{name}")
        seen: list[fonts.Drawn] = []
        fonts.recording(seen)
        try:
            app.frame(1 / 60)
        finally:
            fonts.recording(None)
        (easy,) = [d for d in seen if d.text == t("strength_easy")]
        tops[name] = easy.box.y
    assert len(set(tops.values())) == 1, tops
    hard = setup.strengths_rect.bottom
    assert 0 <= setup.panel.get("start").rect.top - hard <= 12
