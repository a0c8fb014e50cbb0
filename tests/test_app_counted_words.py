"""Words that count or name things say what the table holds, and small text stays readable: a
Finance lot's houses are one number in the log, the holdings and the deed; the Settings opened
in a game name its board; figures, chips, buttons and titles keep their words whole and apart."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, button, click, drawn_on_top, settle, table
from edition_helpers import give, put_at, seat_game
from helpers import give as helper_give

from byapar.app import fonts, lang, widgets, words
from byapar.app import geometry as geo
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.comfort import Comfort
from byapar.app.faces import lot_rows
from byapar.app.i18n import t
from byapar.app.scenes.holdings import place_state
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.stats import StatsScene
from byapar.app.scenes.trade import TradeScene
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import load_edition
from byapar.engine import schema as S
from byapar.stats import expected_share


def test_a_finance_lot_counts_its_houses_alike_in_the_log_the_holdings_and_the_deed(home):
    game = seat_game("finance")
    group = next(g for g, members in game.edition.groups.items()
                 if all(game.squares[m].kind == S.PLACE for m in members))
    lots = game.edition.groups[group]
    give(game, 0, *lots, level=4)  # the ownership house and three more on each
    game.lapped[0] = True
    log = words.Words(game)
    built = [e for e in game.apply(A.Build(lots[0])) if type(e) is E.Built]
    level = game.levels[lots[0]]
    assert level == 5 and built[-1].level == level
    assert L.ordinal(level) in words.plain(log.line(built[-1]))
    assert place_state(game, lots[0]) == t("holding_houses", n=level)
    rows = dict(lot_rows(game.squares[lots[0]], lambda n: str(n)))
    assert rows[t("deed_houses", n=level)] == str(game.squares[lots[0]].rents[level])
    assert rows[t("deed_houses", n=level)] == str(game.rent(lots[0], dice_total=7))


def test_the_settings_from_a_games_menu_name_the_board_being_played(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, edition="finance")
    board = table(app, "business_gst", ("human", "medium"))
    app.push(MenuScene(app, session=board.session))
    app.frame(FRAME)
    click(app, "settings")
    assert isinstance(app.top, SettingsScene) and app.top.next_game
    gst = L.edition_name(board.game.edition)
    texts = [d.text for d in drawn_on_top(app)]
    assert t("settings_title_next", edition=gst) in texts
    assert button(app, "edition_business_gst").style == "selected"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_fair_dice_figures_under_the_totals_stand_apart_at_800x600(home, language):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, language=language, text_size=150)
    lang.use(language)
    th.set_text_size(150)
    try:
        board = table(app, "business_gst", ("human", "medium"))
        stats = StatsScene(app, board.session, "dice")
        app.push(stats)
        app.frame(FRAME)
        shown = drawn_on_top(app)
        throws = len(stats.stats.throws)  # the fair figures are for the throws made
        fair = [L.number(round(throws * expected_share(k))) for k in range(2, 13)]
    finally:
        th.set_text_size(100)
        lang.use("en")
    lowest = max(d.box.y for d in shown if d.text in fair)
    row = sorted((d for d in shown if d.box.y == lowest), key=lambda d: d.box.x)
    assert [d.text for d in row] == fair
    ink = [r for d in row for r in d.ink]
    assert all(not a.colliderect(b) for i, a in enumerate(ink) for b in ink[i + 1:])
    assert min(d.size for d in row) >= 10


def test_the_landings_list_names_each_chance_square_apart(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "classic", ("human", "medium"))
    squares = board.game.edition.squares
    chances = [s for s, sq in enumerate(squares) if sq.name == "Chance"]
    assert len(chances) == 3
    stats = StatsScene(app, board.session, "board")
    for s in chances[:2]:  # set-up: one landing on each of two Chance squares
        stats.stats.landings[s] = 1
    app.push(stats)
    app.frame(FRAME)
    rows = [d.text for d in drawn_on_top(app) if d.text.startswith("Chance")]
    assert len(rows) == 2 and len(set(rows)) == 2, rows


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_seat_chips_keep_medium_whole_on_one_line(home, size):
    app = App(size)
    app.prefs.update(hints=False, text_size=150)
    th.set_text_size(150)
    try:
        app.push("setup")
        app.frame(FRAME)
        chip = button(app, "kind_0_medium")
        inner = widgets.label_box(chip)
        fitted = widgets._label_fit(chip.label, widgets.natural_size(chip), inner.w, inner.h, 1, 1)
    finally:
        th.set_text_size(100)
    assert fitted.lines == ["Medium"] and not fitted.cut
    assert fitted.size >= fonts.floor()


def test_a_short_word_is_never_broken_across_lines(home):
    for word in ("Medium", "Auction", "Kathmandu"):
        narrow = fonts.fit(f"{word} bot", 12, fonts.width(word, 10, True) // 2, 200, max_lines=4, min_size=10,
                           bold=True, condense=False)
        pieces = [line for line in narrow.lines if line.endswith(fonts.HYPHEN)]
        assert not pieces if len(word) < fonts.SHORTEST_BROKEN else all(len(p) > 3 for p in pieces), narrow.lines


@pytest.mark.parametrize("size, least", [((800, 600), 10), ((1280, 800), 12)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_buy_button_for_the_dearest_gst_place_keeps_its_words_readable(home, size, least, language):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language, text_size=150)
    lang.use(language)
    th.set_text_size(150)
    try:
        board = table(app, "business_gst", ("human", "human"), dice=[(3, 4)] * 4)
        g = board.game
        g.started = [True, True]  # set-up: both have left Start, so places may be bought
        dearest = max((s for s, sq in enumerate(g.squares) if sq.kind == S.PLACE), key=lambda s: g.squares[s].price)
        put_at(g, g.pending.player, (dearest - 7) % len(g.squares))
        click(app, "roll")
        settle(app)
        assert g.pending.kind == "buy" and g.pending.square == dearest
        buy = button(app, "buy")
        shown = buy.row_size or widgets.natural_size(buy)
        inner = widgets.label_box(buy, shown)  # the box the label is drawn in at that size
        fitted = widgets._label_fit(widgets.held_label(buy.label), shown, inner.w, inner.h, shown, shown)
    finally:
        th.set_text_size(100)
        lang.use("en")
    assert not fitted.cut and fitted.size >= least + (2 if language == "ne" else 0), (fitted.lines, fitted.size)


def test_undoing_a_finance_build_to_names_the_group_and_the_houses(home):
    game = seat_game("finance")
    group = next(g for g, members in game.edition.groups.items()
                 if all(game.squares[m].kind == S.PLACE for m in members))
    lots = game.edition.groups[group]
    give(game, 0, *lots)  # each with its ownership house
    game.lapped[0] = True
    comfort = Comfort(game)
    game.apply(A.BuildTo(lots[0], 3))
    assert game.levels[lots[0]] == 3
    seat, what = comfort.undo(lambda seat: True)
    assert game.levels[lots[0]] == 1
    assert seat == 0 and words.plain(what) == t("undid_build_to", square=L.square_name(game.squares[lots[0]]), n=L.number(3))
    assert words.plain(what) != t("undid_other")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_new_game_preview_keeps_the_editions_name_inside_the_boards_middle(home, language):
    app = App((800, 600))
    app.prefs.update(hints=False, language=language, text_size=150, edition="business_gst")
    lang.use(language)
    th.set_text_size(150)
    try:
        app.push("setup")
        app.frame(FRAME)
        name = L.edition_titles(load_edition("business_gst"))[0]
        shown = [d for d in drawn_on_top(app) if d.text == name and d.box.colliderect(app.top.preview_rect)]
        x, y, w, h = geo.centre_rect([sq.rect for sq in app.top.edition.squares], app.top.edition.size)
    finally:
        th.set_text_size(100)
        lang.use("en")
    box, (ew, eh) = app.top.preview_rect, app.top.edition.size
    middle = pygame.Rect(box.x + x * box.w / ew, box.y + y * box.h / eh, w * box.w / ew, h * box.h / eh)
    assert len(shown) == 1 and not shown[0].cut
    assert all(middle.contains(r) for r in shown[0].ink), (shown[0].ink, middle)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_menu_of_a_game_on_says_it_is_saved_automatically(home, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "classic", ("human", "medium"), dice=[(1, 2)] * 4)
    board.session.autosave_on = True
    click(app, "menu")
    assert isinstance(app.top, MenuScene) and app.top.session is board.session
    assert board.session.path is not None and board.session.path.exists() and not board.session.save_problem
    app.frame(FRAME)
    note = [d for d in drawn_on_top(app) if d.text == t("menu_saved_note")]
    assert len(note) == 1 and not note[0].cut
    assert all(not note[0].box.colliderect(b.rect) for b in app.top.panel.buttons)
    app.replace(MenuScene(app))  # no game on: no such note
    app.frame(FRAME)
    assert t("menu_saved_note") not in [d.text for d in drawn_on_top(app)]


def test_the_trade_window_explains_its_star_where_a_mortgaged_place_shows_one(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"))
    g = board.game
    me = g.pending.player
    places = [s for s, sq in enumerate(g.squares) if sq.kind == S.PLACE][:2]
    helper_give(g, me, places[0])
    helper_give(g, 1 - me, places[1], mortgaged=True)  # set-up: the partner's place is mortgaged
    app.push(TradeScene(app, board))
    app.frame(FRAME)
    chip = button(app, f"get_sq_{places[1]}")
    assert chip.label.endswith("*")
    shown = " ".join(d.text for d in drawn_on_top(app))
    assert t("trade_mortgaged_key") in shown
    g.mortgages[places[1]] = False  # nothing mortgaged: no star and no key
    app.replace(TradeScene(app, board))
    app.frame(FRAME)
    assert t("trade_mortgaged_key") not in " ".join(d.text for d in drawn_on_top(app))


@pytest.mark.parametrize(("language", "said"), [
    ("en", "2 landings on squares and 1 throw that ended in jail."),
    ("ne", "कोठामा २ पटक रोकाइ, र जेलमा सकिएको १ चाल।")])
def test_the_landings_note_counts_one_throw_as_one(home, language, said):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(language)
    board = table(app, "byapar", ("human", "medium"))
    stats = StatsScene(app, board.session, "board")
    stats.stats.landings = [0] * len(board.game.squares)
    stats.stats.landings[3] = 2
    stats.stats.jail_landings = 1
    app.push(stats)
    app.frame(FRAME)
    assert said in [d.text for d in drawn_on_top(app)]
