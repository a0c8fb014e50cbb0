"""What the screen says and where: the setup and settings a new player reads first, Nepali
words that read naturally, each edition's own currency and deck titles."""

from __future__ import annotations

import math
import re

import pygame
import pytest
from app_helpers import BOT_HUNG, FRAME, button, click, drawn, open_board, settle, table
from helpers import give, put_at

from byapar.app import board_view, fonts, i18n, lang, widgets, words
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.comfort import comfort_of
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.stats import StatsScene, worth_axis, worth_rows
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
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
    assert money_row(app).count("15,000") == 1
    click(app, "money_up")  # an amount no preset holds: shown between the steps, once
    assert money_row(app).count("16,000") == 1
    assert button(app, "money_now").style == "selected"
    click(app, "money_down")
    assert money_row(app).count("15,000") == 1 and app.top.panel.get("money_now") is None


def test_a_bot_s_strength_is_chosen_at_its_seat_alone(home):
    app = App((1280, 800))
    app.push(SettingsScene(app))
    frames(app)
    assert not [b.id for b in app.top.panel.buttons if b.id.startswith("difficulty_")]
    app.replace(SetupScene(app))
    frames(app)
    click(app, "kind_1_hard")
    click(app, "add_bot")  # a bot added next starts at Medium, as the Help says
    assert [s["kind"] for s in app.top.seats][1:] == ["hard", "medium"]


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

def test_classic_finance_and_business_gst_in_english_title_their_decks_in_english(home):
    for edition in ("classic", "finance", "business_gst"):
        app = App((1280, 800))
        app.prefs.update(bot_speed="instant", hints=False)
        table(app, edition, ("human", "medium"))
        shown = texts_drawn(app)
        decks = [d.title for d in load_edition(edition).decks.values()]
        assert all(title in shown for title in decks), (edition, decks)
        assert not [text for text in shown if DEVANAGARI.search(text)], edition
        pygame.display.quit()


def test_in_nepali_a_deck_is_titled_in_devanagari_alone(home):
    # The Latin spelling under भाग्य and गुठी helps an English reader; a Nepali one reads them as is.
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, language="ne")
    lang.use("ne")
    try:
        table(app, "byapar", ("human", "medium"))
        shown = texts_drawn(app)
        decks = load_edition("byapar").decks.values()
        assert all(d.title_ne in shown for d in decks)
        assert not [d.title for d in decks if any(d.title in text for text in shown)]
    finally:
        lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_new_game_preview_names_each_edition_as_its_board_does(home, language):
    app = App((1280, 800))
    app.prefs.update(language=language)
    lang.use(language)
    try:
        app.replace(SetupScene(app))
        for edition in available_editions():
            click(app, f"edition_{edition}")
            on_board = lang.edition_titles(load_edition(edition))[0]
            preview = app.top.preview_rect
            seen = drawn(app)
            over_preview = [d.text for d in seen if preview.contains(d.box)]
            assert over_preview == [on_board, app.top.game_length()], (edition, over_preview)  # and its length
            if language == "en" and edition != "byapar":
                assert not DEVANAGARI.search(on_board), edition
    finally:
        lang.use("en")


def test_every_card_speaks_of_its_own_edition_s_currency():
    currency = re.compile(r"(Rs|₹|\$)\s?(?=[0-9])")
    for name in available_editions():
        edition = load_edition(name)
        signs = {m.group(1) for deck in edition.decks.values() for card in deck.cards
                 for m in currency.finditer(card.text)}
        assert signs <= {edition.rules.currency}, (name, signs)


# ----- the board's names ---------------------------------------------------------------------------

def laid_out_boards(size: tuple[int, int]):
    """Each edition's board laid out afresh in each language: (edition name, edition, language,
    the view, the texts it drew). The language is left as the last one: callers set it back."""
    for name in available_editions():
        edition = load_edition(name)
        for language in ("en", "ne"):
            lang.use(language)
            seen: list[fonts.Drawn] = []
            board_view._LAST_STATIC.clear()
            view = board_view.BoardView(edition)
            fonts.recording(seen)
            try:
                view.layout(board_view.board_area(size))
            finally:
                fonts.recording(None)
            yield name, edition, language, view, seen


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_every_place_name_on_the_board_is_read_whole_or_by_its_short_name_never_over_itself(home, size):
    App(size)  # the window sets the least text size
    cut = []
    for name, edition, language, _view, seen in laid_out_boards(size):
        names = {lang.square_name(sq) for sq in edition.squares} | {lang.square_short(sq) for sq in edition.squares}
        cut += [f"{name} {language}: {d.text!r} as {d.lines}" for d in seen if d.text in names and d.cut]
        cut += [f"{name} {language}: {d.text!r} drawn over itself" for d in seen
                if any(a.colliderect(b) for a, b in zip(d.ink, d.ink[1:], strict=False))]
    assert not cut, "\n".join(cut)


SHORT_WORD = 6  # letters: a word this short is never broken across lines on the board ("Bhan-sar" may be)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_no_short_word_of_a_board_name_is_broken_with_a_hyphen(home, size):
    App(size)  # the window sets the least text size
    broken = []
    for name, edition, language, _view, seen in laid_out_boards(size):
        names = {lang.square_name(sq) for sq in edition.squares} | {lang.square_short(sq) for sq in edition.squares}
        for d in seen:
            if d.text not in names:
                continue
            whole = " ".join(d.lines).replace(fonts.HYPHEN + " ", "")
            parts = [line.split()[-1][:-1] for line in d.lines[:-1] if line.endswith(fonts.HYPHEN)]
            words = [w for w in whole.split() if any(w.startswith(p) for p in parts)]
            broken += [f"{name} {language}: {d.text!r} as {d.lines} at {d.size} px" for w in words
                       if len(w) <= SHORT_WORD]
    lang.use("en")
    assert not broken, "\n".join(broken)


GAP = 2  # px: the least room between two squares' figures, and between a name and its square's picture
FIGURE = re.compile(r"[0-9\u0966-\u096f]")


def icon_box(view: board_view.BoardView, s: int) -> pygame.Rect:
    """Where a square's picture stands on the board's surface: a square centred in its icon area."""
    area = view.local(view.parts[s].icon)
    box = pygame.Rect(0, 0, min(area.size), min(area.size))
    box.center = area.center
    return box


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_the_board_s_prices_stand_apart_and_its_names_clear_of_the_squares_pictures(home, size):
    App(size)  # the window sets the least text size
    crowded = []
    for name, edition, language, view, seen in laid_out_boards(size):
        figures = [(d.text, ink) for d in seen if FIGURE.search(d.text) for ink in d.ink]
        crowded += [f"{name} {language}: {a!r} against {b!r}" for i, (a, ra) in enumerate(figures)
                    for b, rb in figures[i + 1:] if ra.inflate(2 * GAP, 2 * GAP).colliderect(rb)]
        pictured = [s for s, sq in enumerate(edition.squares) if sq.kind != "place" and view.parts[s].side != "corner"]
        for s in pictured:
            words = [d for d in seen if d.text == lang.square_name(edition.squares[s])
                     and view.local(view.parts[s].name).contains(d.box)]
            crowded += [f"{name} {language}: {d.text!r} on its picture" for d in words
                        if any(ink.inflate(2 * GAP, 2 * GAP).colliderect(icon_box(view, s)) for ink in d.ink)]
    lang.use("en")
    assert not crowded, "\n".join(crowded[:30])


def test_a_square_too_small_for_its_name_shows_the_map_s_short_name(home):
    App((800, 600))
    kentucky = load_edition("classic").squares[21]
    view = board_view.BoardView(load_edition("classic"))
    view.layout(board_view.board_area((800, 600)), paint=False)
    box, _ = view.text_boxes(kentucky, view.parts[21])
    assert view.board_name(kentucky, box, 11) == "Kentucky"
    assert view.board_name(kentucky, box.inflate(200, 0), 11) == "Kentucky Avenue"  # room enough: whole


# ----- what stands out on the board and in the trade window ------------------------------------------

@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_a_blue_token_on_the_blue_guthi_icon_is_ringed_dark_then_light_all_round(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [dict(default_seat(0, "human", "Asha"), colour=0), dict(default_seat(1, "human", "Bikash"), colour=1)]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=2)
    game = session.game
    guthi = next(sq.index for sq in game.edition.squares if sq.kind == "card" and sq.deck == "guthi")
    put_at(game, 1, guthi)  # the sky-blue token, not the one ringed as the player to act
    board = open_board(app, session)
    for _ in range(5):
        app.frame(FRAME)
    x, y = board.board.token_spot(guthi, 0, 1)
    r = board.board.token_radius()
    unringed = []
    for k in range(24):
        a = k * math.tau / 24
        ray = [th.luminance(tuple(app.screen.get_at((round(x + math.cos(a) * d), round(y + math.sin(a) * d))))[:3])
               for d in (r - 2, r - 1, r, r + 1, r + 2, r + 3, r + 4)]
        dark = next((i for i, lum in enumerate(ray) if lum < 0.05), None)
        if dark is None or not any(lum > 0.8 for lum in ray[dark:]):
            unringed.append(k)
    assert not unringed, f"no dark-then-light ring at {len(unringed)} of 24 angles"


def test_the_trade_window_says_nothing_is_wrong_before_anything_is_chosen(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    table(app, "byapar", ("human", "medium"))
    click(app, "trade")
    scene = app.top
    assert scene.problem == "" and not button(app, "offer").enabled  # the button's tooltip says why
    assert button(app, "offer").tooltip
    click(app, "give_cash_100")
    click(app, "give_cash_100")
    assert scene.problem == ""  # money for nothing is an offer: it may go
    scene.set_cash("give", 0)
    scene.toggle(scene.get, 1)  # a place the partner doesn't hold: now the reason is said
    assert scene.problem


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_trade_hint_leaves_the_trade_window_s_title_result_and_buttons_clear(home, size, language):
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language)
    lang.use(language)
    board = table(app, "byapar", ("human", "human", "medium"))
    click(app, "trade")
    click(app, "partner_2")
    click(app, "get_cash_100")  # Rs 100 for nothing, refused: the window stays open on the answer
    click(app, "offer")  # the bot answers; the first offer brings the trade hint
    settle(app)
    trade = app.top
    assert comfort_of(board.session).hints.current.key == "hint_trade" and trade.result
    spot = comfort_ui.hint_rect(board)
    if spot is None:  # no room clear of them: the hint waits for the window to close
        click(app, "close")
        settle(app)
        assert comfort_of(board.session).hints.current.key == "hint_trade" and comfort_ui.hint_rect(board)
        return
    title, status, _money = trade.keep_clear()
    assert not spot.colliderect(title) and not spot.colliderect(status), (spot, title, status)
    assert not [b.id for b in trade.panel.buttons if spot.colliderect(b.rect)]


def test_houses_stand_whole_over_the_buildable_glow(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    game = board.game
    give(game, 0, 1, 3, level=1)
    glow = pygame.Surface(app.screen.get_size())
    board.board.draw_marks(glow, [1], (40, 250, 80))
    board._draw_hints(glow)
    band = board.board.mark_rect(1)
    greens = sum(1 for x in range(band.x, band.right) for y in range(band.y, band.bottom)
                 if tuple(glow.get_at((x, y)))[:3] == board_view.HOUSE_GREEN)
    clean = pygame.Surface(app.screen.get_size())
    board_view._buildings(clean, board.board.to_screen(board.board.parts[1].houses), 1, False, 4)
    whole = sum(1 for x in range(band.x, band.right) for y in range(band.y, band.bottom)
                if tuple(clean.get_at((x, y)))[:3] == board_view.HOUSE_GREEN)
    assert whole and greens == whole


# ----- the text-size setting ------------------------------------------------------------------------

def sizes_at(app: App, percent: int) -> dict[str, int]:
    """Each text the scenes draw, with the size it is set at, under a text-size setting."""
    th.set_text_size(percent)
    widgets._button_cache.clear()
    try:
        seen: list[fonts.Drawn] = []
        fonts.recording(seen)
        try:
            for scene in app.scenes:
                scene.layout(app.screen.get_size())
            app.draw()
        finally:
            fonts.recording(None)
    finally:
        th.set_text_size(100)
    return {d.text: d.size for d in seen}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_the_text_size_setting_grows_buttons_the_board_s_title_and_chart_axes(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "medium"))
    small, large = sizes_at(app, 100), sizes_at(app, 150)
    for text in ("Throw the dice", "Menu", "व्यापार", "Byapar"):  # a button, a small button, the centre's title
        if text == "Menu" and size == (800, 600):  # its row shares one size, already its longest label's room
            assert large[text] >= small[text], (text, small[text], large[text])
            continue
        assert large[text] > small[text], (text, small[text], large[text])
    session = board.session
    for _ in range(3):
        session.game.worth_history.append([15_000, 14_000])
    app.push(StatsScene(app, session, "worth"))
    small, large = sizes_at(app, 100), sizes_at(app, 150)
    foot = session.money(int(worth_axis(worth_rows(session.game))[0]))
    assert large[foot] > small[foot]  # the money axis's foot (no place costs nothing)
    over = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")],
                         {"opening": "seat"}, seed=5)
    over.autosave_on = False
    over.game.worth_history.extend([[15_000, 15_000], [16_000, 14_000]])
    over.apply(A.PROPOSE_END)
    over.apply(A.AGREE_END)
    app.replace(GameOverScene(app, over))
    small, large = sizes_at(app, 100), sizes_at(app, 150)
    assert large["Rs\u00a00"] > small["Rs\u00a00"]  # the money axis's foot (no place costs nothing)


# ----- Business GST's loan --------------------------------------------------------------------------

def test_borrowing_to_buy_says_what_it_costs_in_all(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 3)] + [(1, 2), (2, 4)] * 10)
    click(app, "roll")
    settle(app)
    game = board.game
    ahmedabad = game.edition.squares[4]
    assert game.pending.square == 4
    gst, repay = game.gst(ahmedabad.price), ahmedabad.price + ahmedabad.price // 10  # the loan and a tenth
    loan = button(app, "loan")
    money = board.session.money
    assert loan.label == f"Borrow and buy: pay {money(gst)} GST now, repay {money(repay)} later"
    assert money(gst + repay) in loan.tooltip  # in all, more than buying outright
    assert gst + repay > ahmedabad.price + gst


def button_lines(app: App) -> list[list[str]]:
    """The lines each button label with a parenthesis is drawn in, as the screen is now."""
    seen: list[fonts.Drawn] = []
    widgets._button_cache.clear()
    fonts.recording(seen)
    try:
        app.draw()
    finally:
        fonts.recording(None)
    labels = {widgets.held_label(b.label) for b in app.top.panel.buttons if "(" in b.label}
    return [d.lines for d in seen if d.text in labels]


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_nepali_buttons_never_break_inside_a_parenthesis(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language="ne")
    lang.use("ne")
    board = table(app, "byapar", ("human", "medium"), dice=[(2, 3)] + [(1, 2), (2, 4)] * 10)
    give(board.game, 0, 1, 3, level=1)
    board.open_deed(1)
    app.frame(FRAME)
    labels = button_lines(app)  # the trade button and the deed's
    click(app, "roll")
    settle(app)
    labels += button_lines(app)  # buying
    assert len(labels) >= 6
    broken = [lines for lines in labels if any(line.count("(") != line.count(")") for line in lines)]
    assert not broken, broken


# ----- a rule that moves a token -------------------------------------------------------------------

def test_finance_s_bump_is_said_on_the_board_where_it_happened(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="normal", hints=False)
    board = table(app, "finance", ("human", "medium"), dice=[(1, 3), (1, 3)] + [(1, 2), (2, 4)] * 10)
    game = board.game
    settle(app)
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "end", game.pending.kind
    click(app, "end")  # the bot throws onto the square where the person stands: the person goes back
    for _ in range(3000):
        app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)  # the bot's answer, however long a loaded machine takes
        if board.presenter.banner is not None:
            break
    banner = board.presenter.banner
    assert banner is not None and banner.square == 4 and "goes back 5 squares to" in banner.text
    seen = drawn(app)
    assert banner.text in [d.text for d in seen]
    settle(app)
    assert game.players[0].position == (4 - game.edition.rules.bump_back) % len(game.edition.squares)


@pytest.mark.parametrize("edition", ["finance", "classic", "byapar", "business_gst"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_deed_at_800x600_shows_every_label_whole(home, edition, language):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = table(app, edition, ("human", "medium"))
    place = next(sq.index for sq in board.game.edition.squares if sq.kind == "place")
    give(board.game, 0, place, level=1)
    board.open_deed(place)
    app.frame(FRAME)
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        board._draw_deed(app.screen)
    finally:
        fonts.recording(None)
    assert len(seen) > 10
    assert not [(d.text, d.lines) for d in seen if d.cut]
    if language == "en" and edition != "byapar":
        assert not [d.text for d in seen if DEVANAGARI.search(d.text)]


def test_a_nepali_auction_writes_every_figure_in_nepali_digits(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, language="ne")
    lang.use("ne")
    # named without figures: the decliner's "take back" names them, and a name is no figure
    table(app, "byapar", ("human", "human"), dice=[(2, 3)] + [(1, 2), (2, 4)] * 10, names=["Asha", "Bikash"])
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    labels = [b.label for b in app.top.panel.buttons if b.label]
    assert any(label.startswith("रु") for label in labels), labels  # the raises
    assert not [label for label in labels if re.search(r"[0-9]", label)]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_decks_on_the_board_are_titled_whole(home, size, language):
    for edition in available_editions():
        app = App(size)
        app.prefs.update(bot_speed="instant", hints=False, language=language)
        lang.use(language)
        board = table(app, edition, ("human", "medium"))
        seen: list[fonts.Drawn] = []
        fonts.recording(seen)
        try:
            board._draw_decks(app.screen, board.board.centre)
        finally:
            fonts.recording(None)
        assert seen and not [(d.text, d.lines) for d in seen if d.cut], edition


def test_in_nepali_at_800x600_the_game_length_choices_share_one_text_size(home):
    # "अन्तिम खेलाडीसम्म" was squeezed smaller than its row's other choices
    app = App((800, 600))
    app.prefs.update(language="ne")
    lang.use("ne")
    try:
        app.push("settings")
        app.frame(1 / 60)
        row = [b for b in app.top.panel.buttons if b.id.startswith("rounds_")]
        assert len(row) == 4
        for b in row:
            inner = b.rect.inflate(-12, -4)  # the label's room, as a button is painted
            fitted = fonts.fit(widgets.held_label(b.label), b.font_size(), inner.w, inner.h, 1, 10, bold=True)
            assert fitted.size == b.font_size() and not fitted.cut, (b.label, fitted.size, b.font_size())
    finally:
        lang.use("en")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_game_s_rules_say_they_are_fixed_above_the_rows_at_every_text_size(home, size, language):
    # At 150% the note under the title was drawn over the first row and its buttons
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = table(app, "byapar", ("human", "medium"))
    try:
        for percent in th.TEXT_SIZES:
            th.set_text_size(percent)
            app.push(SettingsScene(app, read_only=board.game.settings))
            seen = drawn(app)
            note = next(d for d in seen if d.text == i18n.t("settings_fixed_note"))
            rows = [d for d in seen if d.text in {label for label, _ in app.top.rows}]
            clash = [b.id for b in app.top.panel.buttons if any(b.rect.colliderect(ink) for ink in note.ink)]
            clash += [d.text for d in rows if any(d.box.colliderect(ink) for ink in note.ink)]
            assert not clash, (percent, clash)
            app.pop()
    finally:
        th.set_text_size(100)
        lang.use("en")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_setup_says_what_each_bot_strength_does_at_its_own_size_clear_of_the_edge(home, size, language):
    # The lines were squeezed to the smallest size and still reached the window's right edge
    app = App(size)
    app.prefs.update(language=language)
    lang.use(language)
    try:
        app.push("setup")
        app.frame(1 / 60)
        seen = drawn(app)
        wanted = {i18n.t(f"strength_{kind}") for kind in ("easy", "medium", "hard")}
        lines = [d for d in seen if d.text in wanted]
        assert len(lines) == 3
        room = app.top.strengths_rect
        for d in lines:
            assert d.size == th.size(14, app.screen) and not d.cut, (d.text, d.size)
            assert d.ink[0].right <= room.right - room.w // 20, (d.text, d.ink[0], room)
    finally:
        lang.use("en")
@pytest.mark.parametrize("edition", available_editions())
def test_the_trade_hint_says_when_the_edition_lets_an_offer_be_made(home, edition):
    """After a throw of doubles the player throws again, and may offer a trade before it: the
    hint an offer brings up says so, in each edition's own terms."""
    from byapar.app.comfort import hint_text, trade_hint
    from byapar.engine import new_game
    from byapar.engine.trades import can_offer

    game = new_game(edition, ["Asha", "Bikash"], {"opening": "seat"}, seed=5, dice=[(1, 1), (1, 2)] * 3)
    first = game.current
    game.apply("roll")
    for _ in range(10):  # bounded: a card or a place may ask something before the second throw
        kind = game.pending.kind
        if kind == "roll" or game.current != first:
            break
        game.apply({"buy": "decline", "bid": "drop"}.get(kind, str(game.legal_actions()[0])))
    assert game.current == first and game.pending.kind == "roll"  # the throw after doubles
    assert can_offer(game)  # between the two throws of doubles
    words = hint_text(trade_hint(game.edition.rules), game)
    assert "before the throw" not in words
    assert "doubles" in words or "whenever a decision waits" in words
    has_bail = any(c.effect == "bail" for deck in game.edition.decks.values() for c in deck.cards)
    assert ("bail card" in words) == has_bail, words  # only what the edition has: none in Finance


# ----- one name for each screen ------------------------------------------------------------------

def _named(name: str, text: str) -> bool:
    return name.casefold() in text.casefold()


@pytest.mark.parametrize("language", ["en", "ne"])
def test_each_screen_has_one_name_wherever_it_is_reached(home, language):
    # the board's "Rules" opened a page titled "This game's rules", while the tips of "How to play"
    # called that page "the rules": two names for one page and one name for two
    lang.use(language)
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "medium"))
    house, help_name = button(app, "rules").label, button(app, "help").label
    assert house != help_name and _named(house, button(app, "rules").tooltip)
    assert widgets.fits_whole(button(app, "rules")), house  # not "House…" at 800x600
    click(app, "rules")
    assert isinstance(app.top, SettingsScene)
    assert any(text.startswith(house) for text in texts_drawn(app)), texts_drawn(app)
    app.pop()
    assert _named(help_name, button(app, "help").tooltip)
    click(app, "help")
    heading = i18n.t("help_title", edition=lang.edition_name(board.game.edition))  # the name, and the board's
    assert isinstance(app.top, HelpScene) and help_name in heading and heading in texts_drawn(app)
    app.pop()
    board.to_menu()
    frames(app)
    assert button(app, "help").label == help_name and _named(help_name, button(app, "help").tooltip)
    app.replace(SetupScene(app))
    frames(app)
    entry = button(app, "how_to_play")
    assert entry.label == help_name and _named(help_name, entry.tooltip)
    lang.use("en")


def test_a_trade_that_completed_a_group_says_so_beside_its_figure(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    give(g, 0, 1)  # Humla; Jumla (3) from the other player makes the Karnali group
    give(g, 1, 3)
    board.session.apply("offer 1 give cash:300 get 3")
    board.session.apply("accept")
    stats = StatsScene(app, board.session, "money")
    (trade,) = stats.stats.trades
    line = stats.describe(trade)
    assert "came out" in line and line.endswith("It completed a group for P0."), line


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_menu_s_ending_buttons_keep_their_labels_clear_of_their_edges_at_800x600(home, language):
    from byapar.app.scenes.menu import MenuScene

    app = App((800, 600))
    lang.use(language)
    try:
        board = table(app, "byapar", ("human", "human"))
        board.game.players[0].name = "Sita"
        menu = MenuScene(app, session=board.session)
        app.push(menu)
        app.frame(FRAME)
        for confirming in (False, True):
            menu.confirm_end = menu.confirm_resign = confirming
            menu.layout(app.screen.get_size())
            shown: list[fonts.Drawn] = []
            widgets._button_cache.clear()
            fonts.recording(shown)
            try:
                app.draw()
            finally:
                fonts.recording(None)
            for bid in ("end_game", "resign"):
                b = button(app, bid)
                (label,) = [d for d in shown if d.text == widgets.held_label(b.label)]
                top = min(r.top for r in label.ink)
                bottom = max(r.bottom for r in label.ink)
                assert top >= 5 and bottom <= b.rect.h - 5, (b.label, top, bottom, b.rect.h)
    finally:
        lang.use("en")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("percent", th.TEXT_SIZES)
def test_the_settings_title_stands_apart_from_the_edition_tabs(home, size, percent):
    app = App(size)
    th.set_text_size(percent)
    try:
        app.push(SettingsScene(app))
        app.frame(FRAME)
        shown: list[fonts.Drawn] = []
        fonts.recording(shown)
        try:
            app.draw()
        finally:
            fonts.recording(None)
        (head,) = [d for d in shown if d.text.startswith("Settings for")]
        tabs = [b.rect for b in app.top.panel.buttons if b.id.startswith("edition_")]
        beside = all(max(r.right for r in head.ink) <= tab.x - 16 for tab in tabs)
        under = all(max(r.bottom for r in head.ink) <= tab.y - 4 for tab in tabs)  # a row of their own
        assert beside or under, (head.ink, tabs)
    finally:
        th.set_text_size(100)
