"""What the screen says and where: the setup and settings a new player reads first, Nepali
words that read naturally, each edition's own currency and deck titles."""

from __future__ import annotations

import re

import pygame
from app_helpers import FRAME, button, click, table

from byapar.app import fonts, i18n, lang, words
from byapar.app.app import App
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.engine import available_editions, load_edition

DEVANAGARI = re.compile(r"[\u0900-\u097f]")


def frames(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.frame(FRAME)


def texts_drawn(app: App) -> list[str]:
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        for scene in app.scenes:
            scene.layout(app.screen.get_size())
        app.draw()
    finally:
        fonts.recording(None)
    return [d.text for d in seen]


# ----- setup and settings ------------------------------------------------------------------------

def money_row(app: App) -> list[str]:
    return [b.label for b in app.top.panel.buttons if b.id.startswith(("starting_money_", "money_now"))]


def test_the_starting_money_row_shows_the_amount_once(home):
    app = App((800, 600))
    app.prefs.update(edition="byapar", starting_money=15_000)
    app.push(SettingsScene(app))
    frames(app)
    assert money_row(app).count("Rs\u00a015,000") == 1
    click(app, "money_up")  # an amount no preset holds: shown between the steps, once
    assert money_row(app).count("Rs\u00a016,000") == 1
    assert button(app, "money_now").style == "selected"
    click(app, "money_down")
    assert money_row(app).count("Rs\u00a015,000") == 1 and app.top.panel.get("money_now") is None


def test_a_bot_s_strength_is_chosen_at_its_seat_alone(home):
    app = App((1280, 800))
    app.push(SettingsScene(app))
    frames(app)
    assert not [b.id for b in app.top.panel.buttons if b.id.startswith("difficulty_")]
    app.replace(SetupScene(app))
    frames(app)
    click(app, "kind_1_hard")
    click(app, "add_bot")  # a bot added next is as strong as the last one chosen
    assert [s["kind"] for s in app.top.seats][1:] == ["hard", "hard"]


def test_the_setup_gives_the_rules_to_read_and_names_its_settings(home):
    app = App((800, 600))
    app.push(SetupScene(app))
    frames(app)
    click(app, "how_to_play")
    assert isinstance(app.top, HelpScene) and app.top.edition.name == app.prefs["edition"]
    app.pop()
    frames(app)
    assert button(app, "settings").label == "Settings"
    click(app, "settings")
    assert isinstance(app.top, SettingsScene)


# ----- Nepali --------------------------------------------------------------------------------------

def test_a_setting_is_switched_on_and_off_in_natural_nepali(home):
    app = App((1280, 800))
    app.prefs["language"] = "ne"
    lang.use("ne")
    app.push(SettingsScene(app))
    frames(app)
    assert (button(app, "sound_True").label, button(app, "sound_False").label) == ("चालु", "बन्द")


def test_a_nepali_postposition_stands_apart_from_a_latin_name(home):
    lang.use("ne")
    assert i18n.t("auction_high", name="Bot A", amount="रु १००").startswith("Bot A को ")
    assert i18n.t("auction_high", name="आशा", amount="रु १००").startswith("आशाको ")
    line = words.plain(words.rich("auction_high", name=("Bot A", "player"), amount=("रु १००", "money")))
    assert line.startswith("Bot A को ")


# ----- each edition's own words --------------------------------------------------------------------

def test_classic_and_finance_in_english_title_their_decks_in_english(home):
    for edition in ("classic", "finance"):
        app = App((1280, 800))
        app.prefs.update(bot_speed="instant", hints=False)
        table(app, edition, ("human", "medium"))
        shown = texts_drawn(app)
        decks = [d.title for d in load_edition(edition).decks.values()]
        assert all(title in shown for title in decks), (edition, decks)
        assert not [text for text in shown if DEVANAGARI.search(text)], edition
        pygame.display.quit()


def test_every_card_speaks_of_its_own_edition_s_currency():
    currency = re.compile(r"(Rs|₹|\$)\s?(?=[0-9])")
    for name in available_editions():
        edition = load_edition(name)
        signs = {m.group(1) for deck in edition.decks.values() for card in deck.cards
                 for m in currency.finditer(card.text)}
        assert signs <= {edition.rules.currency}, (name, signs)
