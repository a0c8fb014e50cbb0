"""The next game's Settings in a small window: where the rows have no room together, the rules
and this laptop's preferences take a page each, and every row of either can be found, read
and changed by clicks, at every text size, in either language."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, settle

from byapar.app import theme as th
from byapar.app import widgets
from byapar.app.edition_prefs import rows_that_apply
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.engine import load_edition

RULES = ("rounds", "starting_money", "dealt_places", "auction", "chautari_pot", "start_double", "opening")
EVERY_GAME = ("trading", "bot_offers", "bots_agree_end")
# the text size last: a click there lays the page out afresh at another size
LAPTOP = ("bot_speed", "sound", "hints", "language", "text_size")


def row_chips(scene, name: str) -> list[widgets.Button]:
    """The chips of the row `name` shown now (none where its page is not)."""
    return [b for b in scene.panel.buttons if b.id.startswith(name + "_") and b.id != "hints_again"]


def least_chip_size(label: str, percent: int) -> float:
    """What the settings tests ask of a chip's label at 800x600: the window's floor grown by the
    text size, and words at 150% 1.3 times the size the rows' names read at by default (17 px)."""
    least = th.text_floor((800, 600)) * percent / 100
    return max(least, 1.3 * th.reading_size(16, (800, 600), grown=1.0)) if percent == 150 and widgets.is_word(
        label) else least


def read_and_changed(app, name: str, percent: int) -> None:
    """The row `name` is found (its page turned to, where it stands on the other), each chip's
    words whole and at least the size asked, and a click on a chip not chosen changes the setting;
    the trading row, the book's and never chosen, is read only."""
    if not row_chips(app.top, name):
        click(app, "settings_page")
    chips = row_chips(app.top, name)
    assert chips, (name, [b.id for b in app.top.panel.buttons])
    widgets._button_cache.clear()  # each label painted afresh, its size noted
    drawn = drawn_on_top(app)
    done = app.top.panel.get("done").rect
    for b in chips:
        assert b.rect.bottom <= done.top and app.screen.get_rect().contains(b.rect), (name, b.id, b.rect)
        shown = [d for d in drawn if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size]
        assert shown, (name, b.id)
        for d in shown:
            assert not d.cut, (b.id, d.lines)
            assert d.size * d.squeeze >= least_chip_size(b.label, percent) - 0.5, (b.id, b.label, d.size, percent)
    if name == "trading":
        assert [b.style for b in chips] == ["selected"]
        return
    before = app.prefs[name]
    click(app, next(b.id for b in chips if b.style != "selected" and b.enabled))
    assert app.prefs[name] != before, name


@pytest.mark.parametrize("edition", ["byapar", "classic"])
@pytest.mark.parametrize("percent", th.TEXT_SIZES)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_every_row_of_the_next_game_s_settings_is_reached_read_and_changed_at_800x600(
        lang_back, language, percent, edition):
    """Title screen, New game, Settings: every rule this edition has, the bots' two and the row
    saying when trades are offered, then this laptop's five, each clicked where it stands."""
    app = app_in((800, 600), language, percent)
    app.prefs["edition"] = edition
    app.push(MenuScene(app))
    settle(app, 2)
    click(app, "new")
    click(app, "settings")
    assert isinstance(app.top, SettingsScene)
    applies = rows_that_apply(load_edition(edition))
    for name in [r for r in RULES if r in applies] + list(EVERY_GAME) + list(LAPTOP):
        read_and_changed(app, name, percent)


@pytest.mark.parametrize("percent", th.TEXT_SIZES)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_menu_s_settings_reach_the_bots_offers_and_the_trading_row_at_800x600(lang_back, language, percent):
    """Settings from the title menu: the rows on the bots' trades and on when trades are offered
    stand with the other rules, and this laptop's sound is a page away."""
    app = app_in((800, 600), language, percent)
    app.push(MenuScene(app))
    settle(app, 2)
    click(app, "settings")
    for name in ("trading", "bot_offers", "sound"):
        read_and_changed(app, name, percent)
