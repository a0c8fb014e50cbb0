"""Raising the text size never makes a text smaller, and what stands in place stays there:

- the Settings' edition tabs stand still whichever edition is chosen (its name in the title);
- every text a scene draws at 150%, a button's label too, is at least as large as at 100%,
  in each scene in a scripted state, at 800x600 and 1280x800, in English and Nepali.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from app_helpers import (
    FRAME,
    click,
    click_at,
    drawn,
    family,
    run_frames,
    settings_page_turned,
    settle,
    table,
)
from helpers import give, set_cash

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import REACTION, App
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.engine import available_editions

SIZES = [(800, 600), (1280, 800)]
LANGUAGES = ["en", "ne"]


@pytest.fixture
def restored(home):
    """The text size and language put back after the test."""
    yield
    th.set_text_size(100)
    lang.use("en")


def app_at(size: tuple[int, int], language: str, percent: int) -> App:
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)  # after the window opened with the saved preferences
    return app


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_settings_edition_tabs_stand_still_whichever_is_chosen(restored, size, language, percent):
    app = app_at(size, language, percent)
    scene = SettingsScene(app)
    app.replace(scene)
    places = []
    for name in available_editions():
        click(app, f"edition_{name}")
        run_frames(app, 2)
        assert scene.edition.name == name
        places.append({b.id: tuple(b.rect) for b in scene.panel.buttons if b.id.startswith("edition_")})
    assert all(p == places[0] for p in places), places


def _table(app: App) -> None:
    """Asha and Bikash on the laptop, Chandra a bot: Asha's first throw is hers to make."""
    family(app, ["Asha", "Bikash"], bots=("Chandra",))
    settle(app)


def _clicked(*ids: str):
    """The table, then these buttons clicked in turn, each played out."""
    def reach(app: App) -> None:
        _table(app)
        for button_id in ids:
            click(app, button_id)
            settle(app)
    return reach


def _deed(app: App) -> None:
    _table(app)
    app.top.open_deed(1)
    run_frames(app, 2)


def _finance_deed(app: App) -> None:
    """A Finance railway's deed, its English name under the Nepali one in Nepali."""
    board = table(app, "finance", ("human", "human", "medium"), dice=[(1, 2), (3, 4), (5, 6)] + [(2, 3)] * 40)
    settle(app)
    board.open_deed(5)
    run_frames(app, 2)


GST_GREENS = (6, 11, 14, 19, 22)  # Business GST's green group, Indore first


def _gst_group_deed(app: App) -> None:
    """Business GST: Bikash holds the whole green group, a house on each, and opens Indore's
    deed: its own buttons (Build, Sell a building, Mortgage, Sell to the bank) under the group's
    row (Build one on each, Build to N houses, Build to hotels, Sell one from each)."""
    board = table(app, "business_gst", ("human", "human"), names=["Bikash", "Asha"])
    game = board.game
    game.started[:] = [True, True]
    give(game, 0, *GST_GREENS, level=1)
    for seat in (0, 1):  # a four-figure sum: the cards' cash is not what this state reads
        set_cash(game, seat, 9_000)
    board.presenter.sync()
    board.refresh()
    settle(app)
    click_at(app, board.board.squares[GST_GREENS[0]].center)
    run_frames(app, 2)
    assert board.selected == GST_GREENS[0] and board.panel.get("deed_build-round") is not None


def _gst_group_sale(app: App) -> None:
    """The same deed asking before a round's sale: Keep it and the sale's "Yes" in the group's row."""
    _gst_group_deed(app)
    click(app, "deed_sell-round")
    run_frames(app, 2)
    assert app.top.panel.get("deed_confirm") is not None


STATES = {
    "menu": lambda app: app.replace(MenuScene(app)),
    "settings": lambda app: app.replace(SettingsScene(app)),
    "setup": lambda app: app.replace(SetupScene(app)),
    "load": lambda app: (app.replace(MenuScene(app)), app.push("load", app.top)),
    "friends": lambda app: (app.replace(MenuScene(app)), app.push("friends")),
    "board": _table,
    "for_sale": _clicked("roll"),
    "auction": _clicked("roll", "decline"),
    "deed": _deed,
    "finance_deed": _finance_deed,
    "gst_group_deed": _gst_group_deed,
    "gst_group_sale": _gst_group_sale,
    "game_menu": _clicked("menu"),
    "trade": _clicked("trade"),
    "owners": _clicked("owners"),
    "stats": _clicked("stats"),
    "rules": _clicked("rules"),
    "help": _clicked("help"),
}


def text_sizes(size: tuple[int, int], language: str, percent: int, state: str) -> dict[str, list[float]]:
    """Each text drawn in `state`, with the sizes it is set at (a narrower setting reads as that
    much smaller); each button's label by the button, at the size its picture sets it."""
    app = app_at(size, language, percent)
    STATES[state](app)
    run_frames(app, 2)
    sizes: dict[str, list[float]] = defaultdict(list)
    for d in drawn(app):
        sizes[d.text].append(d.size * d.squeeze)
    for scene in app.scenes:
        buttons = scene.panel.buttons if hasattr(scene, "panel") else []
        widgets.even_rows(buttons)
        for b in (b for b in buttons if widgets.is_word(b.label)):
            sizes[f"{b.id}: {b.label}"].append(b.row_size or widgets.natural_size(b))
    return sizes


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", list(STATES))
def test_no_text_is_smaller_at_a_larger_text_size(restored, state, size, language):
    """100% to 125% to 150%: each step sets every text no smaller than the step before."""
    steps = [text_sizes(size, language, percent, state) for percent in th.TEXT_SIZES]
    for percent, smaller, larger in zip(th.TEXT_SIZES[1:], steps, steps[1:], strict=False):
        shrunk = {text: (min(smaller[text]), min(larger[text])) for text in smaller.keys() & larger.keys()
                  if min(larger[text]) < min(smaller[text])}
        assert not shrunk, (percent, shrunk)
        assert len(smaller.keys() & larger.keys()) >= 3  # the scene was drawn, its texts read both times


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_setup_s_three_strengths_are_said_whole_at_one_size(restored, size, language, percent):
    from byapar.app.i18n import t
    from byapar.app.scenes.setup import BOT_KINDS

    app = app_at(size, language, percent)
    app.replace(SetupScene(app))
    run_frames(app, 2)
    said = {t(f"strength_{kind}") for kind in BOT_KINDS}
    shown = [d for d in drawn(app) if d.text in said]
    assert {d.text for d in shown} == said
    assert len({d.size for d in shown}) == 1 and not any(d.cut or d.squeeze < 1 for d in shown)
    assert shown[0].size >= th.size(14, size, 1.0)  # never below the usual size


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_board_s_centre_buttons_grow_with_each_text_size(restored, size, language):
    """How to play, Statistics, Dice and Undo: each step up of the text size sets them no smaller."""
    steps = []
    for percent in th.TEXT_SIZES:
        sizes = text_sizes(size, language, percent, "board")
        steps.append([min(v) for k, v in sorted(sizes.items()) if k.split(":")[0] in ("help", "stats", "dice", "undo")])
    assert all(len(step) == 4 for step in steps), steps
    pairs = zip(steps, steps[1:], strict=False)
    assert all(a <= b for low, high in pairs for a, b in zip(low, high, strict=True)), steps


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_the_settings_stand_still_when_the_language_is_switched(home, size):
    """Nepali titles run longer: the edition tabs' row is chosen for both languages, so choosing
    नेपाली moves no tab and no row of choices."""
    app = App(size)
    app.push("settings")
    app.frame(FRAME)
    if app.top.panel.get("language_ne") is None:
        settings_page_turned(app)  # this laptop's preferences on a page of their own
    def places() -> dict[str, tuple]:
        return {b.id: (b.rect.x, b.rect.y) for b in app.top.panel.buttons
                if b.id.startswith(("edition_", "rounds_", "bot_speed_"))}
    before = places()
    click(app, "language_ne")
    app.frame(FRAME)
    try:
        assert places() == before
    finally:
        click(app, "language_en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_settings_choices_read_larger_at_a_larger_text_size_in_a_small_window(restored, language):
    """At 800x600 the rows of choices grow with the text size: a player who picks 150% to read
    them sees every one of them grown, not held near the usual size."""
    usual, large = (text_sizes((800, 600), language, percent, "settings") for percent in (100, 150))
    chips = [text for text in usual if ":" in text and not text.startswith(("edition_", "done:", "settings_page:"))]
    assert len(chips) >= 15, chips  # the rules' page, where this laptop's preferences take another
    kept = {text: (min(usual[text]), min(large[text])) for text in chips if min(large[text]) < 1.3 * min(usual[text])}
    assert not kept, kept  # (a chip's words may come near its edge: larger words matter more here)


def _setup_with_seats(language: str, percent: int, seats: int) -> tuple[App, SetupScene]:
    """The New game screen at 800x600 with `seats` seats, the bots added by clicks on Add a bot
    (each after the last, not a double-click)."""
    app = app_at((800, 600), language, percent)
    setup = SetupScene(app)
    app.replace(setup)
    run_frames(app, 2)
    for _ in range(seats - len(setup.seats)):
        click(app, "add_bot")
        run_frames(app, int(REACTION / FRAME) + 2)
    assert len(setup.seats) == seats
    return app, setup


def _strengths_seen(app: App, setup: SetupScene) -> int:
    """The size the strengths' lines are drawn at, each checked whole, inside the window and above
    the buttons at the bottom."""
    from byapar.app.i18n import t
    from byapar.app.scenes.setup import BOT_KINDS

    said = {t(f"strength_{kind}") for kind in BOT_KINDS}
    shown = [d for d in drawn(app) if d.text in said]
    assert {d.text for d in shown} == said
    buttons_top = min(setup.panel.get(key).rect.top for key in ("back", "how_to_play", "settings", "start"))
    for d in shown:
        assert not d.cut and d.squeeze == 1 and " ".join(d.lines).split() == d.text.split(), d.lines
        assert all(app.screen.get_rect().contains(r) and r.bottom <= buttons_top for r in d.ink), (d.text, d.ink)
    assert len({d.size for d in shown}) == 1
    return shown[0].size


def _who_plays_size(setup: SetupScene) -> int:
    """The size the Who plays labels are drawn at, each checked whole inside its button."""
    widgets.even_rows(setup.panel.buttons)
    kinds = [b for b in setup.panel.buttons if b.id.startswith("kind_")]
    assert len(kinds) == 4 * len(setup.seats)
    for b in kinds:
        assert widgets.fits_whole(b), b.label
        assert b.rect.contains(widgets.label_box(b, b.row_size).move(b.rect.topleft)), b.id
    return min(b.row_size for b in kinds)


@pytest.mark.parametrize("seats", [2, 6])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_new_game_screen_takes_the_text_size_in_a_small_window(restored, language, seats):
    """At 800x600 the lines on what each bot strength does take the chosen text size, a line
    that needs it wrapping onto a second, and the Who plays labels grow with it."""
    usual_app, usual = _setup_with_seats(language, 100, seats)
    usual_lines, usual_kinds = _strengths_seen(usual_app, usual), _who_plays_size(usual)
    large_app, large = _setup_with_seats(language, 150, seats)
    large_lines, large_kinds = _strengths_seen(large_app, large), _who_plays_size(large)
    assert large_lines == th.size(14, (800, 600)) >= 1.3 * usual_lines, (usual_lines, large_lines)
    assert large_kinds >= 1.3 * usual_kinds, (usual_kinds, large_kinds)
    rows = [f.rect for f in large.panel.fields] + [b.rect for b in large.panel.buttons if b.id[-1].isdigit()
                                                   or b.id.startswith("kind_")]
    assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])  # every control clickable
