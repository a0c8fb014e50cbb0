"""At the table: what a resignation's log line and its confirmation say, the Menu's words on
one line and its title naming the edition, the display preferences apart from any edition,
money figures clear of the controls and the names, and the action bar that never moves."""

from __future__ import annotations

import json

import pygame
import pytest
from app_helpers import (
    board_of,
    button,
    click,
    drawn,
    family,
    open_board,
    settings_page_turned,
    settle,
)
from helpers import give, set_cash

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat

FARWEST = (6, 8, 9)  # Dadeldhura, Mahendranagar, Dhangadhi: house cost Rs 500 each
MEDITERRANEAN, BALTIC, ORIENTAL = 1, 3, 6  # on Classic's board


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


def test_a_resignation_in_finance_names_no_ownership_house_as_left_standing(app):
    """Finance: Asha's two lots each stand at their ownership house and two houses more; resigning
    sells the four houses, and the line names the lots alone, not "(1 house)" as if one stood."""
    board = edition_table(app, "finance")
    lots = [s for s, sq in enumerate(board.game.edition.squares) if sq.kind == "place"][:2]
    for s in lots:
        give(board.game, 0, s, level=3)
    board.presenter.sync()
    board.changed()
    settle(app)
    to_menu(app)
    click(app, "resign")
    click(app, "resign")
    settle(app)
    lines = log_lines(board_of(app))
    sold = next((x for x in lines if x.startswith("Asha sold 4 buildings")), str(lines))
    assert sold.startswith("Asha sold 4 buildings") and "(" not in sold, sold


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


# ----- the resignation's confirmation says where everything goes ----------------------------------

def edition_table(app: App, edition: str, dice=None) -> BoardScene:
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash"), default_seat(2, "human", "Chandra")]
    session = Session.start(edition, seats, {"opening": "seat"}, seed=1, dice=dice or [(2, 3)] * 20)
    board = open_board(app, session)
    settle(app)
    return board


@pytest.mark.parametrize(("edition", "goes"), [
    ("byapar", "their places go back to the bank, for sale again"),
    ("finance", "their places go back to the bank, for sale again"),
    ("business_gst", "their places go back to the bank, which auctions each one"),
    ("classic", "their places go back to the bank, which auctions each one"),
])
def test_the_first_click_on_resign_says_where_the_places_go_and_the_second_sends_them(app, edition, goes):
    board = edition_table(app, edition)
    game = board.game
    place = next(s for s, sq in enumerate(game.edition.squares) if sq.price)
    give(game, 0, place)
    menu = to_menu(app)
    click(app, "resign")
    assert game.owner(place) == 0 and goes in menu.notice and "Click again to resign" in menu.notice
    shown = [d for d in drawn(app) if d.text == menu.notice]
    assert shown and not shown[0].cut
    assert not any(b.rect.colliderect(shown[0].box) for b in menu.panel.buttons)
    click(app, "resign")
    settle(app)
    assert game.players[0].bankrupt and game.owner(place) != 0
    assert game.owner(place) is None or game.auction is not None


def test_a_debtor_giving_up_is_told_the_creditor_takes_the_places(app):
    board = edition_table(app, "classic", dice=[(1, 2)])
    game = board.game
    give(game, 1, MEDITERRANEAN, BALTIC, level=3)
    give(game, 0, ORIENTAL)
    set_cash(game, 0, 10)
    board.presenter.sync()
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "raise"
    menu = to_menu(app)
    click(app, "resign")
    assert "their cash and their places go to Bikash, who is owed the debt" in menu.notice
    click(app, "resign")
    settle(app)
    assert game.owner(ORIENTAL) == 1


def test_the_resignation_s_words_in_nepali(app):
    lang.use("ne")
    edition_table(app, "business_gst")
    menu = to_menu(app)
    click(app, "resign")
    assert "लिलामी" in menu.notice and "फेरि थिच्नुहोस्" in menu.notice


# ----- the Menu's title names the edition played ------------------------------------------------------

@pytest.mark.parametrize(("edition", "language", "title"), [
    ("finance", "en", "This game: Finance"), ("classic", "en", "This game: Classic"),
    ("business_gst", "en", "This game: Business GST"), ("business_gst", "ne", "यो खेल: बिजनेस जीएसटी"),
    ("byapar", "en", "This game: Byapar"),
])
def test_the_menu_of_a_game_names_its_edition(app, edition, language, title):
    lang.use(language)
    edition_table(app, edition)
    to_menu(app)
    texts = [d.text for d in drawn(app)]
    assert title in texts, texts[:4]
    assert edition == "byapar" or "Byapar" not in texts, texts[:4]


def test_the_first_menu_names_the_app(app):
    app.replace(MenuScene(app))
    app.frame(1 / 60)
    assert "Byapar" in [d.text for d in drawn(app)]


# ----- the action bar never moves ------------------------------------------------------------------

def _bar(board: BoardScene) -> dict[str, tuple]:
    return {b.id: (tuple(b.rect), b.enabled, b.tooltip) for b in board.panel.buttons
            if board.actions.rect.contains(b.rect)}


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_purchase_on_offer_greys_trade_build_and_mortgage_in_their_places(home, size, language):
    lang.use(language)
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = family(app, ["Bikash", "Sita"])  # Bikash's first throw lands on Jumla, for sale
    give(board.game, 0, *FARWEST)
    board.presenter.sync()
    board.changed()
    settle(app)
    before = _bar(board)
    assert before["manage_build"][1] and before["manage_mortgage"][1] and before["trade"][1]
    click(app, "roll")
    settle(app)
    assert board.game.pending.kind == "buy" and button(app, "buy").enabled
    during = _bar(board)
    for name in ("trade", "manage_build", "manage_mortgage"):
        assert name in during and during[name][0] == before[name][0], name
        assert not during[name][1] and during[name][2], name  # greyed, saying why
    first = t("why_decide_purchase")
    assert during["manage_build"][2] == during["manage_mortgage"][2] == first
    click(app, "buy")
    settle(app)
    after = _bar(board)
    assert after["manage_build"][1] and after["manage_mortgage"][1]
    assert all(after[name][0] == before[name][0] for name in ("trade", "manage_build", "manage_mortgage"))


# ----- money floating off a card keeps clear of the buttons and the names ------------------------------

@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize(("size", "percent"), [((1280, 800), 150), ((1280, 800), 100), ((800, 600), 100),
                                               ((800, 600), 150)])
def test_money_floating_off_a_card_covers_no_button_and_no_name(home, size, percent, language):
    from byapar.app.presenter import Floater

    lang.use(language)
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, text_size=percent)
    th.set_text_size(percent)
    try:
        names = ["Bikash Adhikari", "Sita Sharma", "Ram"]
        board = family(app, names, bots=("Gita",))
        settle(app)
        cards = board.cards
        shown = drawn(app)
        board.presenter.floaters[:] = [Floater(i, amount) for i in range(4) for amount in (200, -1_500)]
        chips = cards.floater_chips(app.screen)
    finally:
        th.set_text_size(100)
    names_ink = [ink.move(cards.rect.topleft) for d in shown if d.text in (*names, "Gita") for ink in d.ink]
    assert len(names_ink) >= 4
    buttons = [b.rect for b in board.panel.buttons]
    travels = []
    for f, _chip, box, rise in chips:
        travel = box.union(box.move(0, -rise))
        assert cards.card_rect(f.player).contains(travel), (f, travel)
        assert travel.collidelist(buttons) == -1, (f, travel)  # the buttons above the cards stay clear
        assert travel.collidelist(names_ink) == -1, (f, travel)
        assert not travel.colliderect(cards.cash_box(f.player)), (f, travel)
        assert travel.collidelist(travels) == -1, (f, travel)  # two at once stand apart
        travels.append(travel)


# ----- this laptop's preferences under their own heading ---------------------------------------------------

LAPTOP = ("bot_speed", "sound", "language", "hints", "text_size")
RULES = ("rounds", "starting_money", "dealt_places", "auction", "bot_offers")


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize(("size", "percent"), [((1280, 800), 100), ((800, 600), 150)])
@pytest.mark.parametrize("edition", ["classic", "finance"])
def test_this_laptop_s_preferences_stand_under_their_own_heading_apart_from_the_edition(
        home, edition, size, percent, language):
    lang.use(language)
    app = App(size)
    app.prefs.update(text_size=percent, language=language)
    th.set_text_size(percent)
    try:
        app.prefs["edition"] = edition
        app.push("settings")
        app.frame(1 / 60)
        rules = [b.rect for b in app.top.panel.buttons if b.id.startswith(RULES)]
        settings_page_turned(app)  # where the rules take a page, this laptop's stand on the next
        app.frame(1 / 60)
        heading = [d for d in drawn(app) if d.text == t("settings_laptop")]
    finally:
        th.set_text_size(100)
    assert heading and not heading[0].cut
    box = heading[0].box
    chips = {b.id: b.rect for b in app.top.panel.buttons}
    laptop = [r for bid, r in chips.items() if bid.startswith(LAPTOP)]
    assert len(laptop) >= 14 and rules
    if app.top.paged:  # the rules on a page of their own, none beside this laptop's
        rules = [r for bid, r in chips.items() if bid.startswith(RULES)]
    assert all(r.top >= box.bottom for r in laptop) and all(r.bottom <= box.top for r in rules)
    assert box.collidelist(list(chips.values())) == -1
    assert "Finance" not in t("settings_laptop") and "Classic" not in t("settings_laptop")


def test_the_laptop_s_preferences_are_kept_for_the_next_start(home):
    app = App((800, 600))
    app.push("settings")
    app.frame(1 / 60)
    click(app, "text_size_125")
    click(app, "language_ne")
    click(app, "sound_False")
    try:
        again = App((1280, 800))
        assert (again.prefs["text_size"], again.prefs["language"], again.prefs["sound"]) == (125, "ne", False)
        assert json.loads((home / "prefs.json").read_text(encoding="utf-8"))["text_size"] == 125
    finally:
        th.set_text_size(100)
