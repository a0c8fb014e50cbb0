"""Guards for whole kinds of rough edge, over scripted states of every scene, at 1280x800 and
800x600, in English and Nepali:

- no `{` or `}` reaches the screen (a catalogue string filled without its field);
- nothing drawn over a clickable control (a hint, a tooltip, a panel) hides it while it still
  takes clicks;
- the smallest text drawn in each scene is 12 px at 1280x800 and 10 px at 800x600;
- money never breaks between its symbol and its digits.

The keys' guard (a key pressed or held before a decision appeared never answers it) and the
shown table's (after every action, undo and redo, what is drawn equals the engine) are played
at the end of this file. `GUARD_SHOTS=<folder>` saves a picture of every state.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator

import pygame
import pytest
from app_helpers import FRAME, click, look, settle
from helpers import give, jail

from byapar.app import fonts, lang, widgets
from byapar.app.app import App
from byapar.app.comfort import Hint, comfort_of, hint_text
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.holdings import HoldingsScene
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.stats import TABS, StatsScene
from byapar.app.scenes.trade import AnswerScene, TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A

SIZES = [(1280, 800), (800, 600)]
SMALLEST = {(1280, 800): 12, (800, 600): 10}  # px: the least text size each window may show
SHOTS = os.environ.get("GUARD_SHOTS")
HUMLA, JUMLA = 1, 3  # Byapar's first group
# Asha throws 2+3 onto square 5 (an airport), then declines it: an auction.
DICE = [(2, 3), (1, 2), (2, 2), (3, 4)] + [(1, 2), (2, 4)] * 20


# ----- the scripted states ----------------------------------------------------------------------

def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(FRAME)


def table() -> Session:
    """Asha and Bikash at the laptop, a Medium bot; Asha holds Humla and Jumla, a house on Humla;
    Bikash is in jail with a bail card."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash"),
             default_seat(2, "medium", "Sita")]
    s = Session.start("byapar", seats, {}, seed=5, dice=list(DICE))
    s.autosave_on = False
    give(s.game, 0, JUMLA)
    give(s.game, 0, HUMLA, level=1)
    give(s.game, 1, 6)
    jail(s.game, 1)
    s.game.players[1].bail_cards.append(sorted(s.game.edition.decks)[0])
    return s


def show_hint(app: App, session: Session, key: str) -> None:
    comfort_of(session).hints.current = Hint(key, hint_text(key, session.game))
    frames(app)


def states(app: App) -> Iterator[str]:
    """Put each scripted state on screen in turn, yielding its name."""
    menu = MenuScene(app)
    for scene, name in ((menu, "menu"), (SetupScene(app), "setup"), (SettingsScene(app), "settings"),
                        (LoadScene(app, menu), "load")):
        app.replace(scene)
        frames(app)
        yield name
    session = table()
    game = session.game
    app.replace(HelpScene(app, game.edition, game.settings))
    frames(app)
    yield "help"
    board = BoardScene(app, session)
    app.replace(board)
    settle(app)
    show_hint(app, session, "hint_group")
    yield "board, a hint"
    comfort_of(session).hints.dismiss()
    board.open_deed(HUMLA)
    frames(app)
    yield "board, a deed"
    click(app, "deed_sell")
    frames(app)
    yield "board, a sale asked"
    board.close_deed()
    trade = board.panel.get("trade")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=trade.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 40)  # the Trade tooltip is up
    yield "board, a tooltip"
    click(app, "trade")
    frames(app)
    show_hint(app, session, "hint_trade")
    yield "trade, a hint"
    app.pop()
    frames(app)
    app.push(HoldingsScene(app, board, 0))
    frames(app)
    yield "holdings"
    app.pop()
    for tab in TABS:
        app.push(StatsScene(app, session, tab))
        frames(app)
        yield f"statistics {tab}"
        app.pop()
    app.push(SettingsScene(app, read_only=game.settings))
    frames(app)
    yield "rules of the game"
    app.pop()
    session.apply(A.Offer(1, A.Items(cash=100), A.Items()))
    settle(app)
    assert isinstance(app.top, AnswerScene)
    yield "an offer answered"
    click(app, "reject")
    settle(app)
    click(app, "roll")
    settle(app)
    yield "board, buying"
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene)
    show_hint(app, session, "hint_auction")
    yield "auction, a hint"
    comfort_of(session).hints.dismiss()
    app.replace(MenuScene(app, session=session))
    frames(app)
    yield "menu, a game on"
    app.push(SettingsScene(app, next_game=True))
    frames(app)
    yield "settings for the next game"
    app.replace(GameOverScene(app, session))
    frames(app)
    yield "game over"


def each_state(size: tuple[int, int], language: str) -> Iterator[tuple[App, str]]:
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    app.prefs["language"] = language
    lang.use(language)
    try:
        for name in states(app):
            if SHOTS:
                pygame.image.save(app.screen, os.path.join(SHOTS, f"{language}-{size[0]}x{size[1]}-{name}.png"))
            yield app, name
    finally:
        lang.use("en")


def drawn(app: App) -> list[fonts.Drawn]:
    """Every text the state draws, from scratch (no picture kept from before)."""
    seen: list[fonts.Drawn] = []
    widgets._button_cache.clear()
    fonts.recording(seen)
    try:
        for scene in app.scenes:
            scene.layout(app.screen.get_size())
        app.draw()
    finally:
        fonts.recording(None)
    return seen


# ----- the checks, each a function of one state's texts or screen --------------------------------

BRACES = re.compile(r"[{}]")
MONEY_END = re.compile(r"(Rs|रु|₹|\$)$")
DIGIT_START = re.compile(r"^[0-9\u0966-\u096f]")


def braces(texts: list[fonts.Drawn]) -> list[str]:
    return [f"{d.text!r} shows a brace" for d in texts if BRACES.search(d.text)]


def too_small(texts: list[fonts.Drawn], least: int) -> list[str]:
    return [f"{d.text!r} at {d.size} px" for d in texts if d.size and d.size < least and d.text.strip()]


def money_broken(texts: list[fonts.Drawn]) -> list[str]:
    out = []
    for d in texts:
        for a, b in zip(d.lines, d.lines[1:], strict=False):
            if MONEY_END.search(a.rstrip()) and DIGIT_START.search(b.lstrip()):
                out.append(f"{d.text!r} breaks as {a!r} / {b!r}")
    return out


def _differs(shot: pygame.Surface, expected: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where two pictures of one size differ by more than anti-aliasing does."""
    a, b = shot.copy(), expected.copy()
    a.blit(expected, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    b.blit(shot, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    a.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(a, (0, 0, 0), (40, 40, 40, 255))
    same.invert()
    return same


def hidden_buttons(app: App) -> list[tuple[widgets.Button, tuple[int, int]]]:
    """The top scene's live buttons of which something drawn over them hides more than a fifth,
    each with a hidden point of it; the mouse is parked in a corner, off every button."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    screen = app.screen
    out = []
    panel = app.top.panel
    for b in panel.buttons:
        if not b.enabled or b.on_click is None or not b.label or not screen.get_rect().contains(b.rect):
            continue  # a button with no label has its face drawn over it by its scene (a token's shape)
        shot = screen.subsurface(b.rect).copy()
        expected = shot.copy()
        expected.blit(widgets._paint_button(b, hovered=b is panel.hover), (0, 0))
        inner = pygame.Rect(0, 0, *b.rect.size).inflate(-2 * min(10, b.rect.h // 3), -6)
        diff = _differs(shot, expected)
        points = [(x, y) for x in range(inner.x, inner.right, 3) for y in range(inner.y, inner.bottom, 3)]
        hidden = [p for p in points if diff.get_at(p)]
        if points and len(hidden) > len(points) / 5:
            x, y = hidden[len(hidden) // 2]
            out.append((b, (b.rect.x + x, b.rect.y + y)))
    return out


def clicks_through(app: App, b: widgets.Button, pos: tuple[int, int]) -> bool:
    """Whether a click at `pos` (on `b`, under what hides it) presses `b`."""
    pressed = []
    real = b.on_click
    b.on_click = lambda: pressed.append(b.id)
    try:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        frames(app)
    finally:
        b.on_click = real
    return bool(pressed)


def covered(app: App) -> list[str]:
    return [f"{b.id} ({b.label!r}) is hidden at {pos} yet takes the click"
            for b, pos in hidden_buttons(app) if clicks_through(app, b, pos)]


GUARDS: dict[str, Callable] = {"braces": braces, "money": money_broken}


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_scene_shows_whole_readable_words_and_no_hidden_control(home, size, language):
    problems: dict[str, list[str]] = {}
    names = []
    for app, name in each_state(size, language):
        names.append(name)
        texts = drawn(app)
        found = braces(texts) + money_broken(texts) + too_small(texts, SMALLEST[size]) + covered(app)
        if found:
            problems[name] = found
    assert len(names) >= 20, names  # every state was reached
    assert not problems, "\n".join(f"{k}: {v[:6]}" for k, v in problems.items())
