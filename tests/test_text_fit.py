"""Every word in its box: each scene, overlay, deed, card, hint and tooltip of every edition, in
English and Nepali, at 800x600, 1280x800 and 1920x1080, drawn once, with every text that goes
through the fitting helper (`fonts.draw`) recorded. A violation is ink outside its box (or off
its surface), or lines that don't put the text's words back together (a break inside a word).
The board's squares keep tokens, the owner's marker and buildings clear of the name and price.
"""

from __future__ import annotations

import os

import pygame
import pytest
from helpers import set_cash, tries

from byapar.app import board_view, fonts, lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.comfort import Hint, comfort_of, hint_text
from byapar.app.presenter import ShownCard
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.log_view import LogViewScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.stats import TABS, StatsScene
from byapar.app.scenes.trade import AnswerScene, TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import available_editions

# The two sizes the game is made for run in `make test`; a large screen with the long checks.
SIZES = [pytest.param(size, id=f"{size[0]}x{size[1]}", marks=[pytest.mark.slow] if size[0] > 1280 else [])
         for size in ((800, 600), (1280, 800), (1920, 1080))]
HINTS = ["hint_auction", "hint_auction_building", "hint_bail", "hint_doubles", "hint_group", "hint_group_mortgaged",
         "hint_group_sites", "hint_group_sites_mortgaged",
         "hint_jail",
         "hint_jail_double", "hint_raise", "hint_raise_sell", "hint_trade", "hint_trade_any_time",
         "hint_trade_raising", "hint_trade_turn", "hint_trade_turn_raising"]
# Throws that visit buying, an auction, doubles and jail in every edition, then plain turns.
DICE = [(1, 2), (2, 3), (1, 1), (2, 2), (3, 3), (3, 4), (5, 6), (1, 3), (2, 5)] + [(1, 2), (3, 5)] * 20
SHOTS = os.environ.get("TEXT_FIT_SHOTS")  # a folder: save a picture of each board state there


@pytest.fixture(autouse=True, scope="module")
def shared_art():
    """Each edition's board art is read once for the whole check, not once per table."""
    real = board_view.load_art
    pictures: dict[str, pygame.Surface] = {}
    board_view.load_art = lambda edition: pictures.get(edition.path) or pictures.setdefault(edition.path, real(edition))
    yield
    board_view.load_art = real


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    return tmp_path


class Check:
    """Records what the helper draws while one thing is drawn, and keeps the problems found."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.problems: list[str] = []
        self.count = 0
        self.kinds: set[str] = set()  # the kinds of decision drawn

    def drawing(self, what: str, draw) -> None:
        seen: list[fonts.Drawn] = []
        fonts.recording(seen)
        try:
            draw()
        finally:
            fonts.recording(None)
        self.count += len(seen)
        for d in seen:
            problem = violation(d)
            if problem:
                self.problems.append(f"{self.where} {what}: {d.text!r} {problem}")


def violation(d: fonts.Drawn) -> str:
    """Why a recorded text is wrong, or '' when it sits whole in its box."""
    room = d.box.inflate(2, 2)  # a pixel of anti-aliasing either side is not a fault
    for r, line in zip(d.ink, d.lines, strict=True):
        if r.w and not room.contains(r):
            return f"line {line!r} at {tuple(r)} leaves its box {tuple(d.box)}"
        if r.w and not d.surface.contains(r):
            return f"line {line!r} at {tuple(r)} is off the surface {tuple(d.surface)}"
    words, shown = d.text.split(), fonts.joined(d.lines).split()
    if not d.cut:
        return "" if shown == words else f"broken inside a word: {d.lines}"
    last = shown[-1] if shown else ""
    whole = shown[:-1] == words[:len(shown) - 1] and last.endswith(fonts.ELLIPSIS)
    if not whole or not words[len(shown) - 1].startswith(last[:-1]):
        return f"cut badly: {d.lines}"
    return ""


def frame(app: App) -> None:
    app.frame(1 / 60)


def draw_scene(check: Check, app: App, scene, what: str) -> None:
    """Show a scene alone, draw it, and each of its buttons' tooltips."""
    app.replace(scene)
    check.drawing(what, lambda: frame(app))
    tooltips(check, app, what)


def tooltips(check: Check, app: App, what: str) -> None:
    for b in app.top.panel.buttons:
        if b.tooltip:
            check.drawing(f"{what} tooltip {b.id}", lambda b=b: widgets.tooltip(app.screen, b.tooltip, b.rect.center))


def table(edition: str, dice: list | None = None, **settings) -> Session:
    seats = [default_seat(i, "human", name) for i, name in enumerate(["Asha Gurung", "Bikash", "Sita Rai"])]
    s = Session.start(edition, seats, {"dealt_places": 3, **settings}, seed=11, dice=list(dice or DICE))
    s.autosave_on = False
    return s


def walk(check: Check, app: App, board: BoardScene, steps: int = 40) -> None:
    """Play cautiously through the scripted throws, drawing each kind of decision once."""
    game = board.game
    drawn: set = set()
    for _ in range(steps):
        if game.over:
            return
        board.presenter.skip()
        frame(app)
        pend = game.pending
        key = (pend.kind, type(app.top).__name__)
        if key not in drawn:
            drawn.add(key)
            check.kinds.add(pend.kind)
            check.drawing(f"board {key}", lambda: frame(app))
            tooltips(check, app, f"board {key}")
            if SHOTS:
                pygame.image.save(app.screen, os.path.join(SHOTS, f"{check.where}-{'-'.join(key)}-{id(board) % 1000}.png"))
        act(board, pend)


def act(board: BoardScene, pend) -> None:
    game = board.game
    legal = game.legal_actions()
    for choice in (A.ROLL, A.DECLINE, A.DROP, A.REJECT, A.END):  # declining opens an auction
        if choice in legal:
            board.act(choice)
            return
    board.act(legal[0])


def board_things(check: Check, app: App, board: BoardScene) -> None:
    """Every deed, card, hint and square tooltip on this table."""
    game = board.game
    screen = app.screen
    for s in range(len(game.edition.squares)):
        board.selected = s
        board.refresh()
        check.drawing(f"deed {s}", app.draw)
        check.drawing(f"square tooltip {s}", lambda s=s: widgets.tooltip(
            screen, comfort_ui.square_tooltip(board, s), board.board.squares[s].center))
    board.selected = None
    board.refresh()
    for name, deck in game.edition.decks.items():
        for card in deck.cards:
            board.presenter.card = ShownCard(name, lang.card_text(card), 0, age=1.0, wait_for_click=True)
            check.drawing(f"card {name}", lambda: board._draw_card(screen))
    board.presenter.card = None
    hints = comfort_of(board.session).hints
    for key in HINTS:
        hints.current = Hint(key, hint_text(key, game))
        check.drawing(f"hint {key}", lambda: comfort_ui.draw_hint(board, screen))
    hints.current = None


def overlays(check: Check, app: App, board: BoardScene, session: Session) -> None:
    game = board.game
    app.replace(board)
    frame(app)
    app.push(TradeScene(app, board))
    check.drawing("trade", lambda: frame(app))
    tooltips(check, app, "trade")
    app.pop()
    if game.pending.kind == "roll" and game.can_offer():
        mine = next((s for s in range(len(game.edition.squares)) if game.owner(s) == game.pending.player), None)
        give = f"{mine}" if mine is not None else f"cash:{game.edition.rules.bid_step}"
        board.act(f"offer {(game.pending.player + 1) % 3} give {give} get -")
        frame(app)
        if isinstance(app.top, AnswerScene):
            check.drawing("answer", lambda: frame(app))
            tooltips(check, app, "answer")
    for tab in TABS:
        app.push(StatsScene(app, session, tab))
        check.drawing(f"stats {tab}", lambda: frame(app))
        app.pop()
    app.push(LogViewScene(app, board))
    check.drawing("whole log", lambda: frame(app))
    app.pop()
    app.push(SettingsScene(app, read_only=game.settings))
    check.drawing("rules", lambda: frame(app))
    app.pop()
    app.push(HelpScene(app, game.edition, game.settings))
    check.drawing("help", lambda: frame(app))
    app.pop()


def board_ink(board: BoardScene, size: tuple[int, int]) -> list[pygame.Rect]:
    """The ink of every word the board's picture carries, on the screen: the board painted afresh."""
    seen: list[fonts.Drawn] = []
    board_view._LAST_STATIC.clear()
    fonts.recording(seen)
    try:
        board.board.layout(board_view.board_area(size))
    finally:
        fonts.recording(None)
    return [ink.move(board.board.rect.topleft) for d in seen for ink in d.ink if ink.w and ink.h]


def square_zones(board: BoardScene, size: tuple[int, int]) -> list[str]:
    """Tokens stay off every drawn letter of each square's name and price; the owner's marker
    and the buildings stay clear of the boxes the name and price are set in."""
    view = board.board
    problems = []
    ink = board_ink(board, size)
    assert len(ink) > 40, "the board drew its names and figures"
    for s, parts in enumerate(view.parts):
        if not board.game.edition.squares[s].buyable:  # nothing is owned or built there
            continue
        words = [view.to_screen(parts.name), view.to_screen(parts.price)]
        words = [w for w in words if w.w and w.h]
        letters = [i for i in ink if view.squares[s].contains(i)]
        marker, houses = view.to_screen(parts.marker), view.to_screen(parts.houses)
        for count in (1, 2, 4):
            for slot in range(count):
                x, y = view.token_spot(s, slot, count)
                r = view.crowd_radius(s, count)  # drawn smaller where several share the square
                token = pygame.Rect(0, 0, int(2 * r), int(2 * r))
                token.center = (round(x), round(y))
                problems += [f"square {s}: token {slot}/{count} over words" for w in letters if token.colliderect(w)]
        problems += [f"square {s}: marker over words" for w in words if marker.w and marker.colliderect(w)]
        if board.game.edition.squares[s].kind == "place":
            problems += [f"square {s}: buildings over words" for w in words if houses.colliderect(w)]
    return problems


@pytest.mark.parametrize("edition", available_editions())
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES)
def test_every_text_fits_its_box(home, edition, language, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    app.prefs["language"] = language
    lang.use(language)
    check = Check(f"{edition}-{language}-{size[0]}x{size[1]}")
    try:
        menu = MenuScene(app)
        for scene, what in ((menu, "menu"), (SetupScene(app), "setup"), (SettingsScene(app), "settings"),
                            (LoadScene(app, menu), "load")):
            draw_scene(check, app, scene, what)
        session = table(edition)
        board = BoardScene(app, session)
        app.replace(board)
        check.problems += square_zones(board, size)
        board_things(check, app, board)
        walk(check, app, board)
        for _ in tries(50, "the auction and the offer close"):
            if not isinstance(app.top, AuctionScene | AnswerScene):
                break
            act(board, board.game.pending)
            board.presenter.skip()
            frame(app)
        overlays(check, app, board, session)
        draw_scene(check, app, GameOverScene(app, session), "game over")
        # owing more than it has (a tax at square 4 or 5 with Rs 1 in hand): the raise view
        poor_table = table(edition, [(1, 3), (2, 3)] + DICE)
        for seat in range(len(poor_table.game.players)):
            set_cash(poor_table.game, seat, 1)
        poor = BoardScene(app, poor_table)
        app.replace(poor)
        walk(check, app, poor, steps=12)
        assert any("raise" in p for p in check.kinds), "the scripted game never had to raise money"
    finally:
        lang.use("en")
    assert check.count > 100  # the check saw the texts it is meant to see
    assert not check.problems, f"{len(check.problems)} texts out of their boxes:\n" + "\n".join(check.problems[:60])


def test_the_check_sees_ink_outside_its_box_and_a_word_broken_across_lines():
    pygame.font.init()
    surf = pygame.Surface((200, 100))
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        fonts.draw(surf, "Drinking Water", pygame.Rect(10, 10, 120, 40), 14)  # fits: two whole words
        box = pygame.Rect(10, 10, 45, 40)
        fonts.note(surf, "Drinking Water", box, fonts.line_rects(["Drinki-", "ng Water"], 14, box), ["Drinki-", "ng Water"])
    finally:
        fonts.recording(None)
    good, bad = seen
    assert violation(good) == ""
    assert "leaves its box" in violation(bad)  # "ng Water" is wider than 45 px
    inside = bad._replace(box=pygame.Rect(0, 0, 200, 100))
    assert "broken inside a word" in violation(inside)


def test_a_name_too_long_for_its_square_is_shortened_whole_words_first():
    pygame.font.init()
    f = fonts.fit("Take Me Out to the Ball Game", 14, 45, 24, max_lines=2, min_size=9)
    assert f.cut and f.lines[-1].endswith(fonts.ELLIPSIS) and f.squeeze == 1
    d = fonts.Drawn("Take Me Out to the Ball Game", pygame.Rect(0, 0, 45, 24), pygame.Rect(0, 0, 100, 100),
                    fonts.line_rects(f.lines, f.size, pygame.Rect(0, 0, 45, 24)), f.lines, True)
    assert violation(d) == ""


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("edition", available_editions())
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES)
def test_the_standard_values_gold_dot_keeps_off_every_label(home, edition, language, size, percent):
    """The dot marking a standard value sits on its chip and never over the chip's words, at the
    usual text size and at 150%, where the words fill more of the chip."""
    app = App(size)
    app.prefs["language"] = language
    app.prefs["edition"] = edition
    lang.use(language)
    th.set_text_size(percent)
    try:
        scene = SettingsScene(app)
        app.replace(scene)
        seen: list[fonts.Drawn] = []
        widgets._button_cache.clear()  # a chip's label is drawn once, onto its own picture
        fonts.recording(seen)
        try:
            frame(app)
        finally:
            fonts.recording(None)
        marks = scene.standard_marks(app.screen)
        chips = [b for b in scene.panel.buttons if b.id in scene.standard]
    finally:
        lang.use("en")
        th.set_text_size(100)
    assert len(marks) == len(chips) >= 5  # difficulty, length, money, dealt places, the rules' switches
    for ((x, y), r), chip in zip(marks, chips, strict=True):
        dot = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)
        assert chip.rect.collidepoint(x, y), f"the dot at {(x, y)} is off its chip {tuple(chip.rect)}"
        label = [ink.move(chip.rect.topleft) for d in seen if d.text == chip.label
                 and d.surface.size == chip.rect.size for ink in d.ink if ink.w]
        assert label, f"the label {chip.label!r} was not drawn"
        assert not any(dot.colliderect(ink) for ink in label), f"the dot at {(x, y)} covers {chip.label!r}"


def _ink_rows(surf: pygame.Surface, x0: int, x1: int) -> pygame.Rect:
    return surf.subsurface(pygame.Rect(x0, 0, x1 - x0, surf.get_height())).get_bounding_rect()


@pytest.mark.parametrize("size", [11, 14, 17])
def test_a_latin_name_in_a_nepali_log_line_sits_on_the_line_of_its_devanagari(size):
    """The log sets each word apart (a name in its colour): the words stand on one baseline, as
    the same line set in one piece does, not each centred by its own height."""
    pygame.font.init()
    from byapar.app import drawing

    name, rest = "Asha", " ले ६ र ४ फाल्नुभयो"
    row, _ = drawing.rich_rows([(name, "bold"), (rest, "bold")], size, 600, lambda style: (0, 0, 0))[0]
    whole = fonts.render(name + rest, size, (0, 0, 0), bold=True)
    gap = fonts.width(name + " ", size, True) + 2  # past the name and the space, into the Devanagari
    name_w = fonts.width(name, size, True)

    def drop(surf: pygame.Surface) -> int:  # how far the Devanagari's ink ends below the name's
        return _ink_rows(surf, gap, surf.get_width()).bottom - _ink_rows(surf, 0, name_w).bottom

    assert drop(row) == drop(whole)
