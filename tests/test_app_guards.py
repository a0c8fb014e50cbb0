"""Guards for whole kinds of rough edge, over scripted states of every scene, at 1280x800 and
800x600, in English and Nepali:

- no `{` or `}` reaches the screen (a catalogue string filled without its field);
- nothing drawn over a clickable control (a hint, a tooltip, a panel) hides it while it still
  takes clicks;
- the smallest text drawn in each scene is 12 px at 1280x800 and 10 px at 800x600, and no button
  label is set narrower than its letters, cut short, crowding its button's edges, or at another
  size than its row's;
- money never breaks between its symbol and its digits, nor inside its digits;
- no catalogue string or log line has a double space or a space before punctuation;
- the names of neighbouring squares stand clearly apart;
- the auction hint and the smallest raise quote one number.

The keys' guard (a key pressed or held before a decision appeared never answers it) and the
shown table's (after every action, undo and redo, what is drawn equals the engine) are played
at the end of this file. `GUARD_SHOTS=<folder>` saves a picture of every state.
"""

from __future__ import annotations

import ast
import collections
import json
import os
import random
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from app_helpers import (
    click,
    look,
    open_place,
    press,
    run_frames,
    settle,
    take_laptop,
    until_answered,
)
from helpers import give, jail, tries

from byapar import locale
from byapar.app import fonts, i18n, lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.comfort import Hint, comfort_of, hint_text
from byapar.app.i18n import LANG_DIR
from byapar.app.scenes import comfort_ui, vote_view
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.holdings import HoldingsScene, reason_size, reasons_of
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.log_view import LogViewScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.stats import TABS, StatsScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat
from byapar.app.words import Words, with_offer_reasons
from byapar.engine import actions as A
from byapar.engine import available_editions, load_edition, new_game
from byapar.stats import replay

SIZES = [(1280, 800), (800, 600)]
SMALLEST = {(1280, 800): 12, (800, 600): 10}  # px: the least text size each window may show
SHOTS = os.environ.get("GUARD_SHOTS")
HUMLA, JUMLA = 1, 3  # Byapar's first group
# Asha throws 2+3 onto square 5 (an airport), then declines it: an auction.
DICE = [(2, 3), (1, 2), (2, 2), (3, 4)] + [(1, 2), (2, 4)] * 20


# ----- the scripted states ----------------------------------------------------------------------

def frames(app: App, n: int = 1) -> None:
    run_frames(app, n)


def first_group(edition) -> list[int]:
    """The squares of the edition's first group of places (Humla and Jumla on Byapar's board)."""
    for squares in edition.groups.values():
        if len(squares) >= 2 and all(edition.squares[q].kind == "place" for q in squares):
            return list(squares)
    raise AssertionError("an edition without a group of places")


def second_group(edition, taken: tuple[int, ...]) -> list[int]:
    """The next group of places none of `taken` is in: a second group for Asha to build on."""
    for squares in edition.groups.values():
        if (len(squares) >= 2 and all(edition.squares[q].kind == "place" for q in squares)
                and not set(squares) & set(taken)):
            return list(squares)
    raise AssertionError("an edition without a second group of places")


def table(edition: str = "byapar") -> Session:
    """Asha and Bikash at the laptop, a Medium bot; Asha holds the first group, a house on its
    first place, and a second group (one alone in Finance); Bikash holds a place of another group and is in jail (where
    there is one) with a bail card."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash"),
             default_seat(2, "medium", "Sita")]
    ed = load_edition(edition)
    group = first_group(ed)
    other = max(q for q, sq in enumerate(ed.squares) if sq.kind == "place" and q not in group)
    target = next(q for q in range(2, 13) if ed.squares[q].buyable and q not in (*group, other))
    first = (1, target - 1) if target <= 7 else (target - 6, 6)  # Asha's throw: onto a place for sale
    s = Session.start(edition, seats, {"opening": "seat"}, seed=5, dice=[first] + DICE[1:])
    s.autosave_on = False
    give(s.game, 0, *group[1:])
    give(s.game, 0, group[0], level=1)
    if not ed.rules.ownership_markers:  # Finance's lots each take one of a few ownership houses: one group there
        give(s.game, 0, *second_group(ed, (*group, other, target)))
    give(s.game, 1, other)
    if s.game.edition.jail is not None:  # Finance has no jail
        jail(s.game, 1)
    s.game.players[1].bail_cards.append(sorted(s.game.edition.decks)[0])
    return s


def show_hint(app: App, session: Session, key: str) -> None:
    comfort_of(session).hints.current = Hint(key, hint_text(key, session.game))
    frames(app)


def states(app: App, edition: str = "byapar") -> Iterator[str]:
    """Put each scripted state on screen in turn, yielding its name (a state an edition's rules
    don't have, such as an auction where places are never auctioned, is left out)."""
    menu = MenuScene(app)
    for scene, name in ((menu, "menu"), (SetupScene(app), "setup"), (SettingsScene(app), "settings"),
                        (LoadScene(app, menu), "load")):
        app.replace(scene)
        frames(app)
        yield name
    session = table(edition)
    game = session.game
    group = first_group(game.edition)
    app.replace(HelpScene(app, game.edition, game.settings))
    frames(app)
    yield "help"
    board = BoardScene(app, session)
    app.replace(board)
    settle(app)
    show_hint(app, session, "hint_group")
    yield "board, a hint"
    comfort_of(session).hints.dismiss()
    board.open_deed(group[0])
    frames(app)
    yield "board, a deed"
    sell = board.panel.get("deed_sell")
    if sell is not None and sell.enabled:
        click(app, "deed_sell")
        frames(app)
        yield "board, a sale asked"
    board.close_deed()
    trade = board.panel.get("trade")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=trade.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 40)  # the Trade tooltip is up
    yield "board, a tooltip"
    click(app, "trade")
    click(app, "partner_1")  # Bikash holds a place: both sides' chips, a place chosen on each
    for side in ("give", "get"):
        click(app, open_place(app, side))
    click(app, "give_cash_100")
    yield "trade, an offer being made"  # the window as it is filled in, before any answer
    click(app, "close")  # and afresh, as before
    click(app, "trade")
    click(app, "partner_2")
    click(app, "get_cash_100")  # Rs 100 for nothing, which no bot takes: the window stays open
    click(app, "offer")  # the bot answers on its thread; the first offer brings the trade hint
    until_answered(app)
    assert comfort_of(session).hints.current is not None
    yield "trade after an offer, a hint"
    show_hint(app, session, "hint_raise")  # a long hint, with no room beside the window's controls
    yield "trade, a long hint"
    comfort_of(session).hints.dismiss()
    app.pop()
    frames(app)
    for mode in ("places", "build", "mortgage"):
        app.push(HoldingsScene(app, board, 0, mode))
        frames(app)
        yield "holdings" if mode == "places" else f"holdings, {mode}"
        app.pop()
    for tab in TABS:
        app.push(StatsScene(app, session, tab))
        frames(app)
        yield f"statistics {tab}"
        app.pop()
    app.push(LogViewScene(app, board))
    frames(app)
    yield "the whole log"
    app.pop()
    app.push(SettingsScene(app, read_only=game.settings))
    frames(app)
    yield "rules of the game"
    app.pop()
    if game.why_not(A.Offer(1, A.Items(cash=100), A.Items()), 0) is None:
        session.apply(A.Offer(1, A.Items(cash=100), A.Items()))
        settle(app)
        assert isinstance(app.top, AnswerScene)
        if app.top.panel.get("ready") is not None:  # another person's answer: the laptop passes first
            yield "an offer, the laptop passing"
            take_laptop(app)
        yield "an offer answered"
        click(app, "reject")
        settle(app)
        if app.top.panel.get("ready") is not None:  # and passes back for Asha's own throw
            yield "the laptop passing back"
            take_laptop(app)
    click(app, "roll")
    settle(app)
    yield "board, buying"
    click(app, "decline")
    settle(app)
    if game.settings.auction:
        assert isinstance(app.top, AuctionScene)
        show_hint(app, session, "hint_auction")
        yield "auction, a hint"
        show_hint(app, session, "hint_auction_drop")
        yield "auction, the hint on dropping out"
        comfort_of(session).hints.dismiss()
    app.replace(MenuScene(app, session=session))
    frames(app)
    yield "menu, a game on"
    app.push(SettingsScene(app, next_game=True))
    frames(app)
    yield "settings for the next game"
    over = Session.start(edition, [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")],
                         {"opening": "seat"}, seed=5)
    over.autosave_on = False
    over.apply(A.PROPOSE_END)
    over.apply(A.AGREE_END)  # ended by agreement
    app.replace(GameOverScene(app, over))
    frames(app)
    yield "game over"


def each_state(size: tuple[int, int], language: str, unfilled: list[str],
               edition: str = "byapar") -> Iterator[tuple[App, str]]:
    """Each state on screen in turn; `unfilled` gathers the catalogue keys asked for without a
    field their text needs, all along."""
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    app.prefs["language"] = language
    lang.use(language)
    i18n.watch(unfilled)
    try:
        for name in states(app, edition):
            if SHOTS:
                pygame.image.save(app.screen, os.path.join(SHOTS, f"{edition}-{language}-{size[0]}x{size[1]}-{name}.png"))
            yield app, name
    finally:
        i18n.watch(None)
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
MONEY_END = re.compile(r"(Rs|रु|₹|\$)\.?[\u00a0\u2010]?$")
DIGITS_END = re.compile(r"[0-9\u0966-\u096f][,.]?\u2010$")  # an amount broken inside its digits: "1,-" / "000"
DIGIT_START = re.compile(r"^[,.]?[0-9\u0966-\u096f]")


def braces(texts: list[fonts.Drawn]) -> list[str]:
    return [f"{d.text!r} shows a brace" for d in texts if BRACES.search(d.text)]


DEVANAGARI = re.compile(r"[\u0900-\u097f]")


def least_for(text: str, least: int) -> int:
    """The font size at which `text` stands as high on the screen as Latin at `least`: a
    Devanagari letter's body is a pixel shorter than a Latin capital at one size (क is 7 px high
    at 10 px, H is 8). The auction's quick bids are held to it; every scene is not yet."""
    return least + 1 if DEVANAGARI.search(text) else least


def too_small(texts: list[fonts.Drawn], least: int) -> list[str]:
    """Texts set below `least` px (a font size: see `least_for` for what it means for Devanagari)."""
    return [f"{d.text!r} at {d.size} px" for d in texts if d.size and d.size < least and d.text.strip()]


def narrowed_labels(app: App, texts: list[fonts.Drawn]) -> list[str]:
    """Button labels set narrower than their letters: a label condensed to 85% at 10 px reads as
    8.5 px, smaller than the least size and than its neighbours."""
    sizes = {b.rect.size for b in app.top.panel.buttons if b.label}
    return [f"the label {d.text!r} at {d.size} px set {d.squeeze:.0%} wide" for d in texts
            if d.squeeze < 1 and d.surface.size in sizes and d.text.strip()]


def cut_labels(app: App, texts: list[fonts.Drawn]) -> list[str]:
    """Live buttons whose label is shortened with an ellipsis: a player reads half a word."""
    out = []
    for b in app.top.panel.buttons:
        if b.enabled and widgets.is_word(b.label):
            label = widgets.held_label(b.label)
            out += [f"the label {b.label!r} is cut to {d.lines}" for d in texts
                    if d.cut and d.text == label and d.surface.size == b.rect.size]
    return out


def crowded_labels(app: App, texts: list[fonts.Drawn]) -> list[str]:
    """Button labels whose ink is not inside the button with room to spare: two pixels clear of
    its drawn edge above and below, one on a chip under `widgets.SHORT` or for a label on two
    lines (`widgets.label_clear`; Devanagari's marks near the edge read as spilt over it), and
    from its sides three pixels clear of the edge, a third of the label's size where that is
    more (a label that runs over an edge or fills its button from side to side reads as spilt)."""
    out = []
    for b in app.top.panel.buttons:
        if not widgets.is_word(b.label):
            continue
        label = widgets.held_label(b.label)
        for d in (d for d in texts if d.surface.size == b.rect.size and d.text == label and d.ink):
            side = max(widgets.EDGE + 3, d.size // 3)
            room = pygame.Rect(0, 0, *b.rect.size).inflate(-2 * side, -2 * widgets.label_clear(b))
            if not all(room.contains(r) for r in d.ink if r.w and r.h):
                ink = pygame.Rect.unionall(d.ink[0], d.ink[1:])
                out.append(f"the label {b.label!r} reaches {ink} in its button {b.rect.size}")
    return out


def cut_reasons(app: App, texts: list[fonts.Drawn]) -> list[str]:
    """The holdings' lines saying why buttons are greyed, shortened with an ellipsis or set
    smaller than a reason line's own size: each wraps whole at that size instead."""
    if not isinstance(app.top, HoldingsScene):
        return []
    reasons = {reason for note in app.top.notes.values() for reason in reasons_of(note)}
    least = reason_size(app.screen)
    return [f"the reason {d.text!r} is cut to {d.lines} at {d.size} px" for d in texts
            if d.text in reasons and (d.cut or d.size < least)]


def uneven_rows(app: App, texts: list[fonts.Drawn]) -> list[str]:
    """Rows of the top scene's buttons (one top, one height) whose labels are set at different
    sizes, or some narrower than others: one row, one size."""
    rows: dict[tuple[int, int], list[widgets.Button]] = collections.defaultdict(list)
    for b in app.top.panel.buttons:
        if widgets.is_word(b.label):  # a sign ("×") keeps its own size
            rows[b.rect.y, b.rect.h].append(b)
    out = []
    for row in rows.values():
        sizes = {}  # each label's sizes as drawn: a label on buttons of one size in two rows has one each
        for b in row:
            label = widgets.held_label(b.label)
            found = {(d.size, round(d.squeeze, 2)) for d in texts if d.surface.size == b.rect.size and d.text == label}
            if found:
                sizes[b.label] = found
        if sizes and not set.intersection(*sizes.values()):
            out.append(f"one row of buttons at several sizes: {sizes}")
    return out


def money_broken(texts: list[fonts.Drawn]) -> list[str]:
    out = []
    for d in texts:
        for a, b in zip(d.lines, d.lines[1:], strict=False):
            if (MONEY_END.search(a.rstrip()) or DIGITS_END.search(a.rstrip())) and DIGIT_START.search(b.lstrip()):
                out.append(f"{d.text!r} breaks as {a!r} / {b!r}")
    return out


def _differs(shot: pygame.Surface, expected: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where two pictures of one size differ (by more than rounding)."""
    a, b = shot.copy(), expected.copy()
    a.blit(expected, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    b.blit(shot, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    a.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(a, (0, 0, 0), (8, 8, 8, 255))
    same.invert()
    return same


def hidden_buttons(app: App) -> list[tuple[widgets.Button, tuple[int, int]]]:
    """The top scene's live buttons of which something drawn over them hides more than a tenth,
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
        if points and len(hidden) > len(points) / 10:
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


def hint_over_controls(app: App) -> list[str]:
    """A hint drawn over an open window must leave every one of its controls whole: the one
    showing, or else a long one ("Short of money") put up for the look."""
    board = next((s for s in app.scenes if isinstance(s, BoardScene)), None)
    if board is None or app.top is board:
        return []
    hints = comfort_of(board.session).hints
    showing = hints.current
    if showing is None:
        hints.current = Hint("hint_raise", hint_text("hint_raise", board.game))
    try:
        spot = comfort_ui.hint_rect(board)
    finally:
        hints.current = showing
    if spot is None:
        return []
    return [f"the hint {hints.current.key if hints.current else 'hint_raise'} covers a control at {c}"
            for c in comfort_ui.controls(app.top) if spot.colliderect(c)]


def twice_named(app: App) -> list[str]:
    """Controls sharing an id: the click guard follows each control by its id, so of two with one
    id only one is ever seen to stand still, and the other's clicks are lost."""
    ids = collections.Counter(b.id for b in app.top.panel.buttons)
    return [f"{id_!r} names {n} controls" for id_, n in ids.items() if n > 1]


def covered(app: App) -> list[str]:
    return [f"{b.id} ({b.label!r}) is hidden at {pos} yet takes the click"
            for b, pos in hidden_buttons(app) if clicks_through(app, b, pos)]


# Byapar at both sizes in both languages; each other edition once at each size, in turn a language
TOURS = [("byapar", size, language) for size in SIZES for language in ("en", "ne")] + [
    ("classic", (1280, 800), "ne"), ("classic", (800, 600), "en"), ("finance", (1280, 800), "en"),
    ("finance", (800, 600), "ne"), ("business_gst", (1280, 800), "ne"), ("business_gst", (800, 600), "en")]


# and the larger text sizes where room is least: Byapar at 800x600 in both languages, and
# Business GST in Nepali
LARGE_TEXT_TOURS = [("byapar", (800, 600), language, percent) for language in ("en", "ne") for percent in (125, 150)
                    ] + [("business_gst", (800, 600), "ne", 150)]
ALL_TOURS = [(*tour, 100) for tour in TOURS] + LARGE_TEXT_TOURS


@pytest.mark.parametrize("edition, size, language, percent", ALL_TOURS,
                         ids=[f"{e}-{w}x{h}-{lg}" + (f"-{p}%" if p != 100 else "") for e, (w, h), lg, p in ALL_TOURS])
def test_every_scene_shows_whole_readable_words_and_no_hidden_control(home, monkeypatch, edition, size, language,
                                                                      percent):
    monkeypatch.setattr(th, "text_scale", percent / 100)  # put back after the test
    monkeypatch.setattr(th, "set_text_size", lambda _percent: None)  # the app's own preference stays out
    problems: dict[str, list[str]] = {}
    names: list[str] = []
    unfilled: list[str] = []
    for app, name in each_state(size, language, unfilled, edition):
        names.append(name)
        texts = drawn(app)
        found = (braces(texts) + money_broken(texts) + too_small(texts, SMALLEST[size]) + narrowed_labels(app, texts)
                 + cut_labels(app, texts) + crowded_labels(app, texts) + cut_reasons(app, texts)
                 + uneven_rows(app, texts) + covered(app) + hint_over_controls(app) + twice_named(app))
        if found:
            problems[name] = found
    assert len(names) >= 19 and "trade, an offer being made" in names, names  # every state was reached
    assert not unfilled, f"asked for without their fields: {sorted(set(unfilled))}"
    assert not problems, "\n".join(f"{k}: {v[:6]}" for k, v in problems.items())


# ----- every catalogue string, filled as its call sites fill it ----------------------------------

FORMATTER = string.Formatter()
CATALOGUE_CALLS = ("t", "rich")  # i18n.t, and words.rich for the log's styled lines


def fields_of(text: str) -> set[str]:
    return {name for _, name, _, _ in FORMATTER.parse(text) if name is not None}


def _strings(node: ast.AST) -> list[str]:
    return [c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str) and c.value]


def _key_strings(first: ast.AST, func: ast.AST, tree: ast.AST) -> list[str]:
    """The strings a call's key may be made of: written in it; assigned to its variable (or
    looped over) in the function; or returned by the function it calls, in the same module."""
    if isinstance(first, ast.Name):
        out = []
        for n in ast.walk(func):
            if isinstance(n, ast.Assign) and any(getattr(t, "id", None) == first.id for t in n.targets):
                out += _strings(n.value)
            elif isinstance(n, ast.For) and getattr(n.target, "id", None) == first.id:
                out += _strings(n.iter)
        return out
    if isinstance(first, ast.Call):
        name = getattr(first.func, "id", getattr(first.func, "attr", None))
        if name == "edition_key" and first.args:  # the key as written, and its words without mortgages
            written = _key_strings(first.args[0], func, tree)
            return written + [lang.SAID_WITHOUT_MORTGAGES[k] for k in written if k in lang.SAID_WITHOUT_MORTGAGES]
        return [v for d in ast.walk(tree) if isinstance(d, ast.FunctionDef) and d.name == name for v in _strings(d)]
    return _strings(first)


def call_sites(catalogue: dict[str, str]) -> dict[str, list[tuple[frozenset, str]]]:
    """Each catalogue key the app's code asks for, with the fields each call gives and where it
    is: a key written out, or made from strings traced to the call (see `_key_strings`: whole
    keys, or a prefix the key starts with). Calls passing `**fields` are left out."""
    sites: dict[str, list[tuple[frozenset, str]]] = {}
    prefixed: dict[str, tuple[list[str], frozenset]] = {}
    for path in sorted((ROOT / "byapar").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        seen: set[int] = set()
        for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.Lambda)):
            for call in (n for n in ast.walk(func) if isinstance(n, ast.Call) and n.args):
                name = getattr(call.func, "id", getattr(call.func, "attr", None))
                given = [k.arg for k in call.keywords]
                if name not in CATALOGUE_CALLS or None in given or id(call) in seen:
                    continue
                seen.add(id(call))
                strings = _key_strings(call.args[0], func, tree)
                keys = [k for k in strings if k in catalogue]
                where = f"{path.relative_to(ROOT)}:{call.lineno}"
                for key in keys:
                    for k in (key, key + "_one"):
                        if k in catalogue:
                            sites.setdefault(k, []).append((frozenset(given), where))
                if not isinstance(call.args[0], ast.Constant):
                    prefixed[where] = ([p for p in strings if p.endswith("_")], frozenset(given))
    for where, (prefixes, given) in prefixed.items():  # a key made from a prefix: where no call names it
        for k in catalogue:
            if k not in sites and any(k.startswith(p) for p in prefixes):
                sites.setdefault(k, []).append((given, where))
    return sites


ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_every_catalogue_string_is_filled_by_each_call_site(language):
    catalogue = json.loads((LANG_DIR / f"{language}.json").read_text(encoding="utf-8"))
    sites = call_sites(catalogue)
    problems = []
    for key, calls in sites.items():
        for given, where in calls:
            filled = FORMATTER.vformat(catalogue[key], (), collections.defaultdict(lambda: "{}", dict.fromkeys(given, "X")))
            if "{" in filled or "}" in filled:
                problems.append(f"{where}: {key!r} needs {sorted(fields_of(catalogue[key]) - given)}")
    with_fields = [k for k, v in catalogue.items() if fields_of(v) and not k.startswith("refusal_")]
    reached = [k for k in with_fields if k in sites]
    # refusals are filled from the engine's fields (tests/test_app_refusals.py); the rest are
    # asked for with keys made at run time, which the states above show on screen
    assert len(reached) >= 0.7 * len(with_fields), f"only {len(reached)} of {len(with_fields)} keys traced to a call"
    assert not problems, "\n".join(problems)


# ----- words spaced as written ---------------------------------------------------------------------

# two spaces (but "  ·  ", a separator set apart); a space before a mark ending words (not ".tmx")
SPACING = re.compile(r"(?<!·) {2}(?!·)| [,.;:!?)\u0964](?!\w)|\( ")


def badly_spaced(text: str, whole: bool = True) -> bool:
    """Spaced wrongly; a `whole` line also starting or ending on a space (a joiner, " and ", may)."""
    return SPACING.search(text) is not None or whole and text != text.strip(" ")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_no_catalogue_string_or_log_line_has_a_double_space_or_a_space_before_punctuation(home, language):
    """Every catalogue string filled with the fields its call sites give, and every log line of
    games played on every edition: no "visiting  Jail", no "Jail ." (a file's ".tmx" is a name)."""
    catalogue = json.loads((LANG_DIR / f"{language}.json").read_text(encoding="utf-8"))
    problems = []
    for key, calls in call_sites(catalogue).items():
        for given, where in calls:
            filled = FORMATTER.vformat(catalogue[key], (), collections.defaultdict(str, dict.fromkeys(given, "Asha")))
            if badly_spaced(filled, whole=False):
                problems.append(f"{where}: {key!r} reads {filled!r}")
    lang.use(language)
    try:
        lines = 0
        for edition in available_editions():
            game = new_game(edition, ["Asha", "Bikash", "Sita"], seed=2)
            log = Words(game)
            rng = random.Random(2)
            for _ in range(800):  # random legal moves (never an ending by agreement or resigning)
                legal = [a for a in game.legal_actions() if not isinstance(a, A.Resign | A.ProposeEnd | A.AgreeEnd)]
                if game.over or not legal:
                    break
                game.apply(rng.choice(legal))
                for told in log.tell(game.events):
                    for line in told:
                        lines += 1
                        text = _plain(line)
                        if badly_spaced(text):
                            problems.append(f"{edition}: the log reads {text!r}")
    finally:
        lang.use("en")
    assert lines > 1000
    assert not problems, "\n".join(problems[:20])


# ----- money holds together ----------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "ne"])
def test_money_never_breaks_between_its_symbol_and_digits(home, language):
    """Every catalogue string with a field, filled with each edition's money, and every card's
    words, wrapped at every width from very narrow to wide, and each amount fitted to a button
    however narrow: no line ends on the currency with its digits below, nor inside the digits."""
    pygame.font.init()
    lang.use(language)
    try:
        catalogue = json.loads((LANG_DIR / f"{language}.json").read_text(encoding="utf-8"))
        problems = []
        for edition in available_editions():
            money = [locale.money(n, load_edition(edition), language) for n in (-550, 1_300, 1_50_000)]
            cards = [lang.card_text(c) for deck in load_edition(edition).decks.values() for c in deck.cards]
            texts = [text.format(**dict.fromkeys(fields_of(text), amount))
                     for text in catalogue.values() if fields_of(text) for amount in money]
            for filled in texts + cards:
                for width in range(30, 420, 23):
                    lines = fonts.wrap(filled, 15, width)
                    d = fonts.Drawn(filled, pygame.Rect(0, 0, width, 99), pygame.Rect(0, 0, 999, 999), [], lines, False)
                    problems += [f"at {width}px: {p}" for p in money_broken([d])]
            for amount in money:  # fitted to a small button as a label is, where a long word may be broken
                for width in range(20, 120, 7):
                    lines = fonts.fit(amount, 12, width, 40, 3, bold=True, condense=False).lines
                    d = fonts.Drawn(amount, pygame.Rect(0, 0, width, 40), pygame.Rect(0, 0, 999, 999), [], lines, False)
                    problems += [f"fitted at {width}px: {p}" for p in money_broken([d])]
    finally:
        lang.use("en")
    assert not problems, "\n".join(problems[:20])


# ----- keys answer only what the person has seen -------------------------------------------------

def two_people(app: App, speed: str = "instant", dice=None) -> BoardScene:
    app.prefs["bot_speed"] = speed
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    session = Session.start("byapar", seats, {}, seed=3, dice=dice or [(2, 3)] * 20)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    return board


def keydown(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def test_space_pressed_as_an_auction_opens_never_bids(home):
    app = App((1280, 800))
    board = two_people(app)
    game = board.game
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "buy"
    look(app)  # the purchase has been seen: Space would buy, until the click below declines
    decline = board.panel.get("decline")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=decline.rect.center, button=1))
    press(app, pygame.K_SPACE)  # in the same moment as the click that opened the auction
    moves = len(game.history)
    assert game.auction is not None and game.auction.high_bidder is None
    assert not board.message, f"the key pressed a button no longer there: {board.message}"
    frames(app, 3)
    assert isinstance(app.top, AuctionScene)
    press(app, pygame.K_SPACE)  # the auction has just appeared: not seen yet
    assert len(game.history) == moves and game.auction.high_bidder is None
    look(app)
    press(app, pygame.K_SPACE)  # now it has been seen: Space bids
    assert game.auction is None or game.auction.high_bidder is not None


def test_a_key_held_down_from_before_never_answers_the_next_decision(home):
    app = App((1280, 800))
    board = two_people(app, speed="normal")
    game = board.game
    pygame.key.set_repeat(300, 40)
    try:
        click(app, "roll")
        keydown(pygame.K_SPACE)  # held to hurry the dice along: it skips them
        frames(app)
        settle(app)
        assert game.pending.kind == "buy"
        look(app)
        keydown(pygame.K_SPACE)  # the key repeats, still held
        frames(app)
        assert game.owner(5) is None, "a held key bought the place"
        press(app, pygame.K_SPACE)  # let go (the release), then a fresh press buys it
        press(app, pygame.K_SPACE)
        assert game.owner(5) == 0
    finally:
        pygame.key.set_repeat(0, 0)


def test_a_key_never_puts_down_a_card_not_yet_read(home):
    app = App((1280, 800))
    board = two_people(app, speed="normal", dice=[(1, 1)] + [(2, 3)] * 20)  # onto Guthi, a card
    click(app, "roll")
    for _ in tries(600, "the card turns up"):
        frames(app)
        if board.presenter.card is not None:
            break
    press(app, pygame.K_SPACE)
    assert board.presenter.card is not None, "Space put the card down the moment it turned up"
    look(app)
    press(app, pygame.K_SPACE)
    assert board.presenter.card is None


def test_enter_never_answers_an_offer_not_yet_seen(home):
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "hard", "Sita"), default_seat(1, "human", "Asha")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 20)
    session.autosave_on = False
    session.apply(A.Offer(1, A.Items(cash=100), A.Items()))  # the bot's offer, as the table opens
    app.push(BoardScene(app, session))
    frames(app, 2)
    assert isinstance(app.top, AnswerScene)
    press(app, pygame.K_RETURN)
    assert session.game.offer is not None, "Enter answered an offer that had just appeared"
    look(app)
    press(app, pygame.K_RETURN)  # Reject, the highlighted answer
    assert session.game.offer is None


# ----- what is shown is what the engine says, after every action, undo and redo -------------------

def _plain(line: list) -> str:
    return "".join(text for text, _style in line)


def _engine_table(game) -> tuple:
    squares = range(len(game.edition.squares))
    return ([p.cash for p in game.players], [p.in_jail for p in game.players], [p.bankrupt for p in game.players],
            [tuple(p.bail_cards) for p in game.players], [game.owner(s) for s in squares],
            [game.buildings(s) for s in squares], [game.is_mortgaged(s) for s in squares])


def _shown_table(board: BoardScene) -> tuple:
    shown, p = board.presenter.table, board.presenter
    return (list(p.cash), list(shown.in_jail), list(shown.bankrupt), list(shown.bail_cards), list(shown.owner),
            list(shown.level), list(shown.mortgaged))


def _engine_log(game, offer_reason) -> list[str]:
    """The log the game's own history tells, replayed from its seed, each bot's offer to a person
    with the reason the bot gave for it (`offer_reason`), which only the bot knows."""
    lines: list[str] = []
    words = None
    for step in replay(game.to_dict()):
        words = words or Words(step.game)
        told = with_offer_reasons(words, step.events, words.tell(step.events), offer_reason)
        lines += [_plain(line) for said in told for line in said]
    return lines


def shown_mismatches(app: App, board: BoardScene) -> list[str]:
    """Where the table, the player cards or the log on screen differ from the engine."""
    game = board.game
    out = []
    if _shown_table(board) != _engine_table(game):
        out.append(f"table shown {_shown_table(board)} but the game has {_engine_table(game)}")
    texts = drawn(app)
    for i, player in enumerate(game.players):
        cards = board.cards.rect  # the cards are painted on one picture of their own
        card = board.cards.card_rect(i).move(-cards.x, -cards.y)
        on_card = [d.text for d in texts if d.surface.size == cards.size and card.contains(d.box)]
        cash = board.session.money(player.cash)
        if player.name not in on_card or (not player.bankrupt and cash not in on_card):
            out.append(f"{player.name}'s card shows {on_card}, not {cash}")
    # the log's own "X took back ..." notes are the app's, not the engine's: left out
    undo_note = re.compile(re.sub(r"\\\{\w+\\\}", ".*", re.escape(i18n.template("log_undo"))))
    shown = [_plain(line) for line in board.presenter.log if not undo_note.fullmatch(_plain(line))]
    told = _engine_log(game, board.presenter.offer_reason)
    if shown != told[-len(shown):] if shown else told:
        out.append(f"log shows {shown[-4:]} but the game tells {told[-4:]}")
    return out


def a_person_decides(game) -> A.Action:
    """A person who buys what they can and builds where they may, else plays on."""
    legal = game.legal_actions()
    for choice in (A.BUY, A.ROLL, A.END, A.DROP, A.REJECT, A.DECLINE):
        if choice in legal and not (choice == A.END and any(isinstance(a, A.Build) for a in legal)):
            return choice
    builds = [a for a in legal if isinstance(a, A.Build)]
    return builds[0] if builds else legal[0]


def test_after_every_action_undo_and_redo_the_screen_tells_what_the_engine_says(home):
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Sita"), default_seat(2, "human", "Bikash")]
    session = Session.start("byapar", seats, {}, seed=7)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    problems: list[str] = []
    undone = 0
    for step in range(40):
        game = board.game
        if game.over:
            break
        action = a_person_decides(game)
        board.act(action)
        settle(app)
        problems += [f"{step} after {action}: {p}" for p in shown_mismatches(app, board)]
        if comfort_ui.undo(board):
            undone += 1
            settle(app)
            problems += [f"{step} after undoing {action}: {p}" for p in shown_mismatches(app, board)]
            if action in game.legal_actions():
                board.act(action)  # and again: the same decision made once more
                settle(app)
                problems += [f"{step} after redoing {action}: {p}" for p in shown_mismatches(app, board)]
    assert undone >= 5  # the undo was played, many times (each only while its person still decides)
    assert not problems, "\n".join(problems[:12])


# ----- nothing overlaps, at every text size -------------------------------------------------------

def _inks_meet(a: fonts.Drawn, b: fonts.Drawn) -> bool:
    return any(ra.colliderect(rb) for ra in a.ink for rb in b.ink)


def overlaps(app: App, texts: list[fonts.Drawn], extra: dict[str, pygame.Rect] | None = None) -> list[str]:
    """Without `extra`: texts drawn straight on the screen that run into one another, under a
    button or off the screen. With it: texts drawn on the picture the size of `extra["surface"]` (the players'
    cards) that run into one another or into `extra`'s other rectangles (the places' marks)."""
    screen = app.screen.get_rect()
    buttons = [b for b in app.top.panel.buttons if b.label]
    out = []
    for surface_size in {d.surface.size for d in texts}:
        same = [d for d in texts if d.surface.size == surface_size and d.ink]
        on_screen = surface_size == screen.size and extra is None
        if not on_screen and (extra is None or surface_size != extra["surface"].size):
            continue  # a button's own picture, or another this check doesn't read
        for i, a in enumerate(same):
            out += [f"{a.text!r} runs into {b.text!r}" for b in same[i + 1:] if _inks_meet(a, b)]
            if on_screen and not all(screen.contains(r) for r in a.ink):
                out.append(f"{a.text!r} runs off the screen")
            if on_screen:
                out += [f"{a.text!r} runs under the button {b.label!r}" for b in buttons
                        if any(r.colliderect(b.rect) for r in a.ink)]
            else:
                out += [f"{a.text!r} runs into {name}" for name, r in extra.items()
                        if name != "surface" and any(ink.colliderect(r) for ink in a.ink)]
    return out


def standings_cut(board: BoardScene, texts: list[fonts.Drawn]) -> list[str]:
    """The standings of a vote on ending must show, whole and inside their card, the title, a
    line for each player's rank, answer and worth, and the rule under them."""
    box = vote_view.rect(board)
    if box is None:
        return ["no standings while a vote on ending is asked"]
    inside = [d for d in texts if d.surface.size == board.app.screen.get_size() and d.ink
              and all(box.contains(r) for r in d.ink) and not d.cut]
    wanted = 2 + 3 * len(board.game.active_players())
    return [] if len(inside) >= wanted else [f"the standings show {len(inside)} whole lines of {wanted}"]


TEXT_SIZE_TOURS = [(size, language, percent) for size in SIZES for language in ("en", "ne")
                   for percent in th.TEXT_SIZES]


@pytest.mark.parametrize("size, language, percent", TEXT_SIZE_TOURS,
                         ids=[f"{w}x{h}-{lg}-{p}" for (w, h), lg, p in TEXT_SIZE_TOURS])
def test_at_every_text_size_no_title_card_or_label_runs_into_another(home, size, language, percent):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)
    problems: dict[str, list[str]] = {}
    try:
        session = table()
        board = BoardScene(app, session)
        voting = Session.start("business_gst", [default_seat(i, "human" if i < 2 else "medium", name) for i, name
                                                in enumerate(("Asha", "Bikash", "Sita", "Hari", "Gita", "Ram"))],
                               {"opening": "seat"}, seed=5)
        voting.autosave_on = False
        voting.apply(A.PROPOSE_END)  # Asha proposes the end to a full table: the standings it would end on
        vote = BoardScene(app, voting)
        full = [default_seat(i, "human" if i == 0 else "medium", name)
                for i, name in enumerate(("Asha", "Bot A", "Bot B", "Bot C", "Bot D", "Bot E", "Bot F"))]
        for name, scene in (("menu", MenuScene(app)), ("settings", SettingsScene(app)), ("setup", SetupScene(app)),
                            ("setup, Classic's seven seats", None),
                            ("board", board), ("board, a vote on ending", vote),
                            ("menu, a game on", MenuScene(app, session=session)),
                            ("settings for the next game, Finance's", SettingsScene(app, next_game=True))):
            if scene is None:  # the add row under seven seats, above the strengths' lines
                app.prefs.update(edition="classic", seats=full)
                scene = SetupScene(app)
            elif not isinstance(scene, BoardScene):
                app.prefs["edition"] = "finance" if "Finance" in name else "byapar"
            app.replace(scene)
            settle(app) if isinstance(scene, BoardScene) else frames(app)
            texts = drawn(app)
            playing = scene if isinstance(scene, BoardScene) else board
            cards = playing.cards
            marks = {f"{playing.session.game.players[i].name}'s places": r for i, r in cards.strips.items()}
            counts = [c.rect for chips in cards.chips.values() for c in chips]  # a chip's count is its strip's own
            texts = [d for d in texts if not (d.surface.size == cards.rect.size and any(c.contains(d.box) for c in counts))]
            if scene is playing:  # the log's picture may be the cards' size: its rows are not the cards'
                log = pygame.Rect(10, 4, playing.log_rect.w - 20, playing.log_rect.h - 8)
                texts = [d for d in texts if not (d.surface.size == playing.log_rect.size and d.box == log)]
            found = overlaps(app, texts, {"surface": cards.rect, **marks} if scene is playing else None)
            found += standings_cut(playing, texts) if scene is vote else []
            if found:
                problems[name] = found
    finally:
        th.set_text_size(100)
        lang.use("en")
    assert not problems, "\n".join(f"{k}: {v[:6]}" for k, v in problems.items())


# ----- the auction's hint and its buttons ---------------------------------------------------------

@pytest.mark.parametrize("edition", ["finance", "classic", "business_gst"])
def test_the_auction_hint_and_the_smallest_raise_quote_one_number(home, edition):
    """The hint says "raising by at least $5": the smallest raise button adds exactly that."""
    app = App((800, 600))
    app.prefs["bot_speed"] = "instant"
    for name in states(app, edition):
        if name == "auction, a hint":
            break
    else:
        pytest.fail("no auction reached")
    game = app.top.game
    step = game.edition.rules.bid_step
    hint = comfort_of(app.top.board.session).hints.current
    assert hint is not None and app.top.board.session.money(step) in hint.text
    raises = sorted((b for b in app.top.panel.buttons if b.id.startswith("raise_")), key=lambda b: int(b.id[6:]))
    smallest, auction = raises[0], game.auction
    assert smallest.id == f"raise_{step}", smallest.id
    if auction.high_bidder is None:  # nothing to raise over yet: the bid opens at the least allowed
        assert smallest.label == i18n.t("auction_open", amount=app.top.board.session.money(max(game.min_bid(), step)))
    else:
        assert smallest.label.endswith(f"(+{step:,})"), smallest.label


# ----- the board's names stand apart ----------------------------------------------------------------

NAME_GAP = 3  # px: the least clear space between the names of two squares side by side


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """The clear space between two rectangles (0 where they touch or overlap)."""
    return max(0, b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_names_of_neighbouring_squares_stand_clearly_apart(home, size, language):
    from byapar.app import board_view

    pygame.font.init()
    fonts.set_floor(th.text_floor(size))
    lang.use(language)
    problems = []
    try:
        for edition in available_editions():
            view = board_view.BoardView(load_edition(edition))
            seen: list[fonts.Drawn] = []
            board_view._LAST_STATIC.clear()  # painted afresh, its texts noted
            fonts.recording(seen)
            try:
                view.layout(board_view.board_area(size))
            finally:
                fonts.recording(None)
            inks = []
            for sq, parts in zip(view.edition.squares, view.parts, strict=True):
                box = view.text_boxes(sq, parts)[0]
                ink = [r for d in seen if d.box == box for r in d.ink if r.w and r.h]
                inks.append((L_name(sq), pygame.Rect.unionall(ink[0], ink[1:]) if ink else None))
            for (name_a, a), (name_b, b) in zip(inks, inks[1:] + inks[:1], strict=True):
                if a is not None and b is not None and _apart(a, b) < NAME_GAP:
                    problems.append(f"{edition}: {name_a!r} and {name_b!r} stand {_apart(a, b)} px apart")
    finally:
        lang.use("en")
        board_view._LAST_STATIC.clear()
    assert not problems, "\n".join(problems[:20])


def L_name(sq) -> str:
    return sq.name_ne or sq.name if lang.current() == "ne" else sq.name


@pytest.mark.parametrize("shown", ["auction, a hint", "auction, the hint on dropping out"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_auction_hint_covers_neither_the_place_nor_the_title_nor_the_bid(home, size, language, shown):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    app.prefs["language"] = language
    lang.use(language)
    try:
        for name in states(app):
            if name == shown:
                break
        else:
            pytest.fail("no auction reached")
        auction = app.top
        frames(app)
        rect = comfort_ui.hint_rect(auction.board)
        assert rect is not None
        state = pygame.Rect(auction.info.x, auction.info.y, auction.info.w, auction.state_bottom - auction.info.y)
        assert auction.state_bottom > auction.info.y + 60  # the title, the bid and the bidders were drawn
        assert not rect.colliderect(auction.deed_rect), (rect, auction.deed_rect)
        assert not rect.colliderect(state), (rect, state)
        assert not any(rect.colliderect(b.rect) for b in auction.panel.buttons)
    finally:
        lang.use("en")
