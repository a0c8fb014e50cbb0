"""A game's Menu follows the text size: at 800x600, where its buttons stand in two columns, every
button's label reads a fifth larger or more at 150% than at 100% (ending and resigning take a row
across both columns where their confirming words then read larger), its smallest text is larger,
and at 125% and 150%, the end proposed or not, the screen guards still pass over it."""

from __future__ import annotations

import pytest
import test_app_guards as guards
from app_helpers import app_in, click, drawn_on_top, family, run_frames, settle

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.menu import MenuScene, kept_notice_top

SIZE = (800, 600)
LANGUAGES = ["en", "ne"]
PEOPLE = [["Asha", "Bikash"], ["Asha", "Krishna Bahadur", "Sita"]]


@pytest.fixture(autouse=True)
def plain_after(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def game_menu(language: str, percent: int, people: list[str]) -> App:
    """The Menu opened from the board, `people` on the laptop and Bot Gita at the table."""
    app = app_in(SIZE, language, percent)
    family(app, people, bots=("Bot Gita",))
    settle(app)
    click(app, "menu")
    run_frames(app, 2)
    assert isinstance(app.top, MenuScene) and app.top.session is not None
    return app


def menu_sizes(language: str, percent: int, people: list[str]) -> tuple[dict[str, int], int]:
    """Each button's label at the size it is drawn at, and the Menu's smallest text."""
    app = game_menu(language, percent, people)
    widgets._button_cache.clear()
    texts = [d for d in drawn_on_top(app) if d.text.strip()]
    labels = {b.id: b.label for b in app.top.panel.buttons}
    sized = {bid: min(d.size for d in texts if d.text == widgets.held_label(label)) for bid, label in labels.items()}
    return sized, min(d.size for d in texts)


@pytest.mark.parametrize("people", PEOPLE, ids=["two", "three"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_game_s_menu_labels_read_larger_at_150_percent(language, people):
    usual, usual_least = menu_sizes(language, 100, people)
    large, large_least = menu_sizes(language, 150, people)
    assert len(usual) == len(large) == 9
    assert large_least > usual_least
    kept = {bid: (usual[bid], large[bid]) for bid in usual if large[bid] < usual[bid] * 1.2}
    assert not kept, f"set less than a fifth larger at 150%: {kept}"


@pytest.mark.parametrize("asked", [False, True], ids=["shown", "end_asked"])
@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_grown_menu_keeps_the_screen_guards(language, percent, asked):
    """No control hidden, no label cut, spilt or squeezed, nothing under the floor; the rows stand
    clear of each other and of the notice's room, Quit alone in the last row."""
    app = game_menu(language, percent, PEOPLE[1])
    if asked:
        click(app, "end_game")
        run_frames(app, 2)
    texts = guards.drawn(app)
    found = (guards.braces(texts) + guards.money_broken(texts) + guards.too_small(texts, guards.SMALLEST[SIZE])
             + guards.narrowed_labels(app, texts) + guards.cut_labels(app, texts) + guards.crowded_labels(app, texts)
             + guards.uneven_rows(app, texts) + guards.covered(app) + guards.twice_named(app))
    assert not found, found
    buttons = app.top.panel.buttons
    assert not [(a.id, b.id) for a in buttons for b in buttons if a is not b and a.rect.colliderect(b.rect)]
    assert max(b.rect.bottom for b in buttons) <= kept_notice_top(SIZE)
    quit_rect = app.top.panel.get("quit").rect
    assert all(b.rect.bottom < quit_rect.top for b in buttons if b.id != "quit")
