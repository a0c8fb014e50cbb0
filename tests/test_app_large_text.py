"""At the largest text size (150%), in English and Nepali, at 800x600 and 1280x800: what each
scene draws stays in its own room and reads whole.

- the auction's bids stay inside their column and say when earlier lines are left out;
- the setup's column headings stand apart, each over its column;
- the settings' title keeps its size and stays clear of the editions beside it.
"""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    click,
    click_at,
    drawn,
    drawn_on_top,
    family,
    open_board,
    run_frames,
    settle,
    table,
    turns,
    type_text,
)
from helpers import give

from byapar.app import drawing, fonts, lang, widgets
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.holdings import HoldingsScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain
from byapar.engine import available_editions, load_edition
from byapar.help import page as help_page

SIZES = [(800, 600), (1280, 800)]
LANGUAGES = ["en", "ne"]


@pytest.fixture
def large_text(home):
    """The text size at 150% for the test, put back after it."""
    th.set_text_size(150)
    yield
    th.set_text_size(100)
    lang.use("en")


def app_at(size: tuple[int, int], language: str, **prefs) -> App:
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, text_size=150, **prefs)
    lang.use(language)
    th.set_text_size(150)  # after the window opened with the saved preferences
    return app


def _inside(d: fonts.Drawn, room: pygame.Rect) -> bool:
    return all(room.contains(r) for r in d.ink)


def _meet(a: fonts.Drawn, b: fonts.Drawn) -> bool:
    return any(ra.colliderect(rb) for ra in a.ink for rb in b.ink)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_auction_bids_stay_in_their_column_and_tell_of_earlier_lines(large_text, size, language):
    app = app_at(size, language, hints=True)
    board = family(app, ["Asha", "Bikash", "Sita", "Gita"], bots=("Bot A", "Bot B"))
    g = board.game
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")  # Jumla goes to auction among all six, with its hint
    problems: list[str] = []
    left_out = 0
    for _ in range(60):  # bounded: each round is one person's bid or drop
        settle(app)
        if g.auction is None:
            break
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
        scene = app.top
        assert isinstance(scene, AuctionScene)
        lines = [plain(b) for b in board.presenter.bids]
        texts = drawn_on_top(app)
        shown = [d for d in texts if d.text in lines]
        columns = (scene.deed_rect, scene.info)
        hint = comfort_ui.hint_rect(board)
        if hint is not None:
            problems += [f"{d.text!r} runs under the hint" for d in shown if any(hint.colliderect(r) for r in d.ink)]
        problems += [f"{d.text!r} runs out of its column" for d in shown
                     if not any(_inside(d, c) for c in columns)]
        problems += [f"{a.text!r} runs into {b.text!r}" for a in shown for b in texts
                     if a is not b and b.ink and _meet(a, b)]
        if len(shown) < len(lines):
            left_out += 1
            earlier = t("auction_earlier", n=len(lines) - len(shown))
            if earlier not in [d.text for d in texts]:
                problems.append(f"{len(lines) - len(shown)} earlier lines left out unsaid")
        step = next((b.id for b in scene.panel.buttons if b.id.startswith("raise_")), "drop")
        click(app, step if g.pending.player == 0 and g.auction.high < 1_000 else "drop")
    assert g.auction is None
    assert left_out, "every line had room: the test shows nothing"
    assert not problems, "\n".join(sorted(set(problems))[:8])


HEADS = {"setup_col_token": "shape_0", "setup_col_colour": "colour_0", "setup_col_name": None,
         "setup_col_plays": "kind_0_human"}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_setup_headings_stand_apart_each_over_its_column(large_text, size, language):
    app = app_at(size, language)
    scene = SetupScene(app)
    app.replace(scene)
    run_frames(app, 2)
    texts = {d.text: d for d in drawn_on_top(app)}
    heads = []
    for key, bid in HEADS.items():
        column = scene.panel.fields[0].rect if bid is None else scene.panel.get(bid).rect
        d = texts[t(key)]
        assert not d.cut, d.lines
        heads.append((min(r.x for r in d.ink), max(r.right for r in d.ink), column, d.text))
    heads.sort()
    for (x, right, column, text), (nx, _r, next_column, _t) in zip(heads, heads[1:], strict=False):
        assert column.x - 1 <= x < column.right, f"{text!r} starts off its column"
        assert right + 3 <= min(nx, next_column.x), f"{text!r} runs into {_t!r}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_settings_title_keeps_its_size_clear_of_the_editions(large_text, size, language):
    app = app_at(size, language)
    scene = SettingsScene(app)
    app.replace(scene)
    for name in available_editions():
        click(app, f"edition_{name}")
        run_frames(app, 2)
        texts = drawn_on_top(app)
        head = texts[0]  # the title is drawn first
        assert L.edition_name(load_edition(name)) in head.text
        assert not head.cut and head.size == th.size(30, size), (head.text, head.size)
        chips = [b.rect for b in scene.panel.buttons if b.id.startswith("edition_")]
        assert not any(c.inflate(12, 0).colliderect(r) for c in chips for r in head.ink), head.text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deed_and_the_rules_say_business_gst_is_rounded(home, language):
    """5% of Rs 1,500 is Rs 75, charged as Rs 100: the deed and How to play say the tax is rounded."""
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", language=language)
    lang.use(language)
    board = table(app, "business_gst", ("human", "human"))
    game = board.game
    rules = game.edition.rules
    assert game.gst(1_500) == 100
    step = board.session.money(rules.gst_step)
    rows = dict(drawing.deed_rows(board.session, next(q for q, sq in enumerate(game.edition.squares) if sq.buyable)))
    rate = rows[t("deed_gst")]
    assert rate == t("deed_gst_rate", percent=rules.gst_percent, step=step) and L.digits("5%") in rate and step in rate
    words = " ".join(" ".join(b.cells) for b in help_page(game.edition, game.settings, language, t))
    assert L.digits("5%") in words and step.replace("\xa0", " ") in words.replace("\xa0", " ")


@pytest.mark.parametrize("typed", ["3800", "३८००"])
def test_an_amount_typed_in_nepali_shows_in_devanagari_digits(home, typed):
    """The auction's amount field reads as the rest of the Nepali screen, whichever digits are typed."""
    app = app_at((1280, 800), "ne", hints=False)
    th.set_text_size(100)
    board = family(app, ["Asha", "Bikash"])
    g = board.game
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    scene = app.top
    assert isinstance(scene, AuctionScene) and g.pending.player == 0
    click_at(app, scene.amount.rect.center)
    type_text(app, typed)
    shown = [d.text for d in drawn_on_top(app) if d.box == scene.amount.rect]
    assert shown and "३,८००" in shown[0] and not any(c in "0123456789" for c in shown[0]), shown
    click(app, "bid_typed")
    settle(app)
    assert g.auction is None or g.auction.high == 3_800


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_log_s_newer_lines_note_has_a_strip_of_its_own(large_text, size, language):
    app = app_at(size, language, hints=False)
    board = family(app, ["Asha", "Bikash"], bots=("Bot A",))
    for _ in turns(app, board, 12):  # a few turns fill the log
        pass
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=board.log_rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    run_frames(app)
    assert board.log.scroll >= 2  # (a bot's lines arriving keep the lines read in view)
    texts = [d for d in drawn_on_top(app) if d.surface.size == board.log_rect.size]
    note = next(d for d in texts if d.text == t("log_scrolled", n=board.log.scroll))
    inside = pygame.Rect(10, 4, board.log_rect.w - 20, board.log_rect.h - 8)  # the log's rows' box (a card may be as big)
    rows = [d for d in texts if d is not note and d.box == inside]
    assert rows, "no log lines drawn"
    assert not [d.text for d in rows if _meet(d, note)], "the note runs into the log's lines"


@pytest.mark.parametrize("mode", ["places", "build", "mortgage"])
def test_the_holdings_tab_shown_is_marked_apart_from_the_others(home, mode):
    """Dark among light tabs (told by lightness, not by hue alone) and underlined."""
    app = app_at((800, 600), "en")
    board = table(app, "byapar", ("human", "human"))
    give(board.game, 0, 1, 3)
    app.push(HoldingsScene(app, board, 0, mode))
    run_frames(app, 3)
    scene = app.top
    tabs = {m: scene.panel.get(f"view_{m}").rect for m in ("places", "build", "mortgage")}
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app)

    def fill(r: pygame.Rect) -> tuple:
        return tuple(app.screen.get_at((r.x + 6, r.centery)))[:3]

    def under(r: pygame.Rect) -> tuple:
        return tuple(app.screen.get_at((r.centerx, r.bottom + 5)))[:3]

    card = under(pygame.Rect(scene.rect.x + 4, tabs["places"].y, 1, tabs["places"].h))
    for other in (m for m in tabs if m != mode):
        assert th.contrast(fill(tabs[mode]), fill(tabs[other])) >= 3, (mode, other)
        assert under(tabs[other]) == card
    assert th.contrast(under(tabs[mode]), card) >= 3


def test_a_setup_given_name_follows_the_language_shown_now_and_a_typed_one_stays(home):
    app = app_at((1280, 800), "ne", hints=False)
    th.set_text_size(100)
    bot_ne = t("bot_name", name=t("bot_letters")[0])
    app.prefs["seats"] = [default_seat(0, "human", "Asha"), default_seat(1, "medium", bot_ne)]
    setup = SetupScene(app)
    app.replace(setup)
    run_frames(app, 2)
    app.prefs["language"] = "en"  # English chosen in the settings opened from the setup
    lang.use("en")
    app.push(SettingsScene(app))
    run_frames(app)
    app.pop()
    run_frames(app, 2)
    assert [f.text for f in setup.panel.fields] == ["Asha", "Bot A"]
    # a game begun in English with its bots' names, shown in Nepali: board and log say "बोट क"
    session = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot A")],
                            {"opening": "seat"}, seed=3)
    board = open_board(app, session)
    settle(app)
    app.prefs["language"] = "ne"
    lang.use("ne")
    app.push(SettingsScene(app))
    run_frames(app)
    app.pop()
    settle(app)
    texts = " ".join(d.text for d in drawn(app))
    assert bot_ne in texts and "Bot A" not in texts and "Asha" in texts
    assert [p.name for p in board.game.players] == ["Asha", bot_ne]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_trade_legend_and_a_mortgaged_place_s_mark_stay_whole(large_text, size, language):
    app = app_at(size, language, hints=False)
    board = table(app, "byapar", ("human", "human"))
    give(board.game, 1, 12, 28, 1, 3, 6, 8, 9, mortgaged=True)  # Electricity Authority and others, mortgaged
    settle(app)
    click(app, "trade")
    click(app, "partner_1")
    run_frames(app, 2)
    widgets._button_cache.clear()
    texts = drawn_on_top(app)
    key = t("trade_mortgaged_key")
    lines = [line.strip() for d in texts for line in d.lines]
    assert key in " ".join(lines) and any(key in line for line in lines), lines
    assert not [line for line in lines if line.startswith("·") or line.endswith("·")]
    marked = [d for d in texts if d.text.endswith("*")]
    assert marked and not [d.lines for d in marked if d.lines[-1].strip() == "*"]


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", SIZES)
def test_money_floating_off_a_card_keeps_off_the_cash_it_changes(home, size, text_size):
    """Two payments at once on each card, at each text size: every floating figure starts beside
    the cash it changes or above the card, and none covers the cash figure as drawn."""
    from byapar.app.presenter import Floater

    app = app_at(size, "en")
    app.prefs["text_size"] = text_size
    th.set_text_size(text_size)
    try:
        board = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot Gita",))
        settle(app)
        cards = board.cards
        money = {i: board.session.money(board.presenter.cash[i]) for i in range(4)}
        shown = drawn(app)
        board.presenter.floaters[:] = [Floater(i, amount) for i in range(4) for amount in (200, -1_500)]
        problems = []
        for f, _chip, box, _rise in cards.floater_chips(app.screen):
            on_card = cards.card_rect(f.player).move(-cards.rect.x, -cards.rect.y)  # the cards are painted on their picture
            cash = [d for d in shown if d.text == money[f.player] and on_card.contains(d.box)]
            assert cash, f"no cash drawn on card {f.player}"
            inks = [ink.move(cards.rect.topleft) for ink in cash[0].ink]
            if any(box.colliderect(ink) for ink in inks) or box.colliderect(cards.cash_box(f.player)):
                problems.append(f"{f.amount:+} covers card {f.player}'s cash {money[f.player]}")
        assert not problems, problems
    finally:
        th.set_text_size(100)


def fields_drawn(app: App) -> list[fonts.Drawn]:
    """What the top scene's text fields show (a name, an amount, a placeholder), as drawn."""
    boxes = [tuple(f.rect) for f in app.top.panel.fields]
    return [d for d in drawn_on_top(app) if tuple(d.box) in boxes]


def field_sizes(size: tuple[int, int], language: str, text_size: int, scene: str) -> list[int]:
    from app_helpers import app_in, auction_opened

    app = app_in(size, language, text_size)
    if scene == "setup":
        app.push(SetupScene(app))
    else:
        auction_opened(app)
        assert isinstance(app.top, AuctionScene)
    run_frames(app, 2)
    return [d.size for d in fields_drawn(app)]


@pytest.mark.parametrize("scene", ["setup", "auction"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_what_a_text_field_shows_grows_with_the_text_size(home, size, language, scene):
    """The setup's names (and the auction's amount) read at 150% a quarter larger or more than
    at 100%, as the labels beside them do, within the field."""
    try:
        usual = field_sizes(size, language, 100, scene)
        large = field_sizes(size, language, 150, scene)
    finally:
        th.set_text_size(100)
        lang.use("en")
    assert usual and len(large) == len(usual)
    assert all(b >= a * 1.25 for a, b in zip(usual, large, strict=True)), (usual, large)
