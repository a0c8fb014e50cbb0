"""The turn loop without rough edges, each played as a person meets it: the deed that asks before
a sale, the trade window after a first offer, the build marks, the open deed while the table
moves on, hints for the right person at the right moment, settings in a game, names typed into
a seat, ending the game, the game-over screen, and the charts and chips that were misleading."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    answer_as_asked,
    button,
    click,
    click_at,
    run_frames,
    settle,
    type_text,
    until_answered,
)
from helpers import give

from byapar.app import fonts, lang
from byapar.app.app import App
from byapar.app.board_view import BoardView
from byapar.app.comfort import Hint, Hints, comfort_of, hint_text
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.stats import _count_spot
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import available_editions, load_edition, new_game
from byapar.engine import events as E

HUMLA, JUMLA = 1, 3
FRAME = 1 / 60


def frames(app: App, n: int = 1) -> None:
    run_frames(app, n)


def drawn_in_a_frame(app: App) -> list[fonts.Drawn]:
    """Every text the next frame draws."""
    shown: list[fonts.Drawn] = []
    fonts.recording(shown)
    try:
        frames(app)
    finally:
        fonts.recording(None)
    return shown


def seated(app: App, kinds=("human", "medium"), dice=None, speed: str = "instant", **settings) -> BoardScene:
    app.prefs["bot_speed"] = speed
    names = ["Asha", "Sita", "Bikash", "Gita"]
    seats = [default_seat(i, kind, names[i]) for i, kind in enumerate(kinds)]
    session = Session.start("byapar", seats, settings, seed=3, dice=dice or [(2, 3)] * 40)
    session.autosave_on = False
    return session


def open_board(app: App, session: Session) -> BoardScene:
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    return board


# ----- the deed asks before a sale ---------------------------------------------------------------

@pytest.mark.parametrize("language, keep", [("en", "Keep it"), ("ne", "राख्नुहोस्")])
def test_a_sale_asked_on_the_deed_offers_keep_it_in_words(home, language, keep):
    app = App((1280, 800))
    lang.use(language)
    try:
        session = seated(app)
        give(session.game, 0, JUMLA)
        give(session.game, 0, HUMLA, level=1)
        board = open_board(app, session)
        board.open_deed(HUMLA)
        frames(app)
        click(app, "deed_sell")
        frames(app)
        assert button(app, "deed_keep").label == keep
        click(app, "deed_keep")
        frames(app)
        assert session.game.buildings(HUMLA) == 1 and board.panel.get("deed_sell") is not None
    finally:
        lang.use("en")


# ----- the trade window after a first offer -------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_trade_hint_after_a_first_offer_leaves_the_buttons_clear_and_closes_on_a_click(home, size):
    app = App(size)
    board = open_board(app, seated(app))
    click(app, "trade")
    click(app, "get_cash_100")  # Rs 100 for nothing, refused: the window stays open on the answer
    click(app, "offer")  # the bot answers on its thread
    until_answered(app)
    hint = comfort_ui.hint_rect(board)
    assert isinstance(app.top, TradeScene) and hint is not None
    assert [b.id for b in app.top.panel.buttons] == ["close", "change"]  # closed, or the offer changed
    assert not hint.colliderect(button(app, "close").rect), "the hint covers close"
    assert not hint.colliderect(button(app, "change").rect), "the hint covers Change the offer"
    click_at(app, hint.center)
    assert comfort_of(board.session).hints.current is None and isinstance(app.top, TradeScene)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_hint_with_no_room_beside_a_window_s_controls_waits_for_the_window_to_close(home, size):
    app = App(size)
    session = seated(app)
    give(session.game, 0, 1, 3, 6, 8, 9, 11, 13, 14, 16, 18, 19)  # each side's places fill its column
    give(session.game, 1, 21, 23, 24, 26, 27, 29, 31, 32, 34, 37, 39)
    board = open_board(app, session)
    click(app, "trade")
    hints = comfort_of(board.session).hints
    # a hint far longer than any written (the rule holds for any): no spot beside the controls
    hints.current = Hint("hint_raise", " ".join([hint_text("hint_raise", board.game)] * 8))
    app.frame(1 / 60)
    spot = comfort_ui.hint_rect(board)
    assert spot is None or not [c for c in comfort_ui.controls(app.top) if spot.colliderect(c)], spot
    for bid in ("close", "partner_1"):
        assert button(app, bid).enabled
    click(app, "close")
    assert isinstance(app.top, BoardScene)
    if spot is None:  # it waited: shown on the board now
        assert comfort_ui.hint_rect(board) is not None
    else:  # read beside the window: it went with it
        assert hints.current is None


def test_the_trade_button_s_tooltip_stays_off_the_trade_window(home):
    app = App((1280, 800))
    board = open_board(app, seated(app))
    trade = board.panel.get("trade")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=trade.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 60)  # long enough for its tooltip
    click(app, "trade")
    shown = drawn_in_a_frame(app)
    assert trade.tooltip and all(d.text != trade.tooltip for d in shown)
    click(app, "close")  # back on the board, the pointer where Close was: no old tooltip comes back
    frames(app, 60)
    fonts.recording(shown)
    try:
        frames(app)
    finally:
        fonts.recording(None)
    assert isinstance(app.top, BoardScene) and all(d.text != trade.tooltip for d in shown)


# ----- build marks -------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", available_editions())
@pytest.mark.parametrize("side", [760, 560])
def test_build_marks_stay_off_every_name_and_price(edition, side):
    pygame.font.init()
    view = BoardView(load_edition(edition))
    view.layout(pygame.Rect(0, 0, side, side))
    places = [s for s, sq in enumerate(view.edition.squares) if sq.kind == "place"]
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    for s in places:
        surf.fill((0, 0, 0, 0))
        view.draw_marks(surf, [s], (40, 250, 80))
        drawn = surf.get_bounding_rect()
        assert view.mark_rect(s).contains(drawn), view.edition.squares[s].name
        for box in view.text_boxes(view.edition.squares[s], view.parts[s]):
            assert not drawn.colliderect(box.move(view.rect.topleft)), view.edition.squares[s].name


# ----- the open deed and the table moving on ------------------------------------------------------

def test_an_open_deed_gives_way_to_the_log_when_the_turn_passes_and_when_a_bot_acts(home):
    app = App((1280, 800))
    board = open_board(app, seated(app, speed="slow"))
    game = board.game
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    board.open_deed(5)  # Asha reads her new airport's deed, then ends her turn
    click(app, "end")
    frames(app)
    assert board.selected is None and board.session.is_bot(game.pending.player)
    board.open_deed(HUMLA)  # read during the bot's turn: its first move brings the log back
    moves = len(game.history)
    for _ in range(600):
        frames(app)
        if len(game.history) > moves:
            break
    frames(app)
    assert len(game.history) > moves and board.selected is None


def test_an_auction_closes_the_deed_and_the_comfort_buttons_stay_with_it(home):
    app = App((1280, 800))
    board = open_board(app, seated(app, kinds=("human", "human")))
    click(app, "roll")
    settle(app)
    board.open_deed(HUMLA)
    frames(app)
    for bid in ("undo", "dice", "stats", "help", "deed_close"):
        assert board.panel.get(bid) is not None, f"{bid} is missing while the deed is open"
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene) and board.selected is None


def test_the_deed_s_close_button_closes_it(home):
    app = App((1280, 800))
    board = open_board(app, seated(app))
    board.open_deed(HUMLA)
    frames(app)
    click(app, "deed_close")
    frames(app)
    assert board.selected is None and board.panel.get("deed_close") is None


# ----- hints: for the person, at the moment ------------------------------------------------------

def test_a_bot_short_of_money_brings_no_hint_to_the_person():
    game = new_game("byapar", ["Asha", "Sita"], seed=1, humans=[True, False])
    hints = Hints()
    assert hints.feed([E.MustRaise(1, 900, 0), E.Jailed(1, "police")], game) is None
    assert hints.feed([E.MustRaise(0, 900, 1)], game).key == "hint_raise"  # the person's own


def test_a_game_of_bots_alone_shows_no_hint(home):
    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    session = Session.start("byapar", [default_seat(0, "easy", "Sita"), default_seat(1, "medium", "Gita")], {}, seed=3)
    session.autosave_on = False
    app.push(BoardScene(app, session))
    for _ in range(400):
        frames(app)
        assert comfort_of(session).hints.current is None
    assert len(session.game.history) > 20


def test_the_auction_hint_goes_with_the_auction(home):
    app = App((1280, 800))
    board = open_board(app, seated(app, kinds=("human", "human")))
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    assert comfort_of(board.session).hints.current.key == "hint_auction"
    while board.game.auction is not None:
        answer_as_asked(app, "drop")
        settle(app)
    assert comfort_of(board.session).hints.current is None


# ----- settings during a game --------------------------------------------------------------------

def test_settings_from_the_menu_during_a_game_say_they_are_for_the_next_game(home):
    app = App((1280, 800))
    session = seated(app)
    app.push(MenuScene(app, session=session))
    frames(app)
    click(app, "settings")
    scene = app.top
    assert isinstance(scene, SettingsScene) and scene.next_game
    shown = drawn_in_a_frame(app)
    assert any(d.text.startswith("For the next game") for d in shown)
    assert "next new game" in button(app, "rounds_30").tooltip
    assert "next new game" not in button(app, "bot_speed_fast").tooltip  # that one acts now


def test_classic_s_settings_name_its_own_free_corner():
    scene = SettingsScene.__new__(SettingsScene)
    assert scene._row_label("chautari_pot", load_edition("classic")) == "Free Parking jackpot"
    assert scene._row_label("chautari_pot", load_edition("byapar")) == "Chautari jackpot"
    assert scene._row_label("start_double", load_edition("classic")) == "Double pay on Go"
    assert scene._row_label("start_double", load_edition("byapar")) == "Double pay on Start"


def test_the_money_row_lights_one_chip(home):
    app = App((1280, 800))
    app.push(SettingsScene(app))
    frames(app)
    chosen = [b for b in app.top.panel.buttons if b.id.startswith(("starting_money_", "money_")) and b.style == "selected"]
    assert [b.id for b in chosen] == ["starting_money_15000"]
    click(app, "money_up")
    chosen = [b for b in app.top.panel.buttons if b.id.startswith(("starting_money_", "money_")) and b.style == "selected"]
    assert [b.id for b in chosen] == ["money_now"]


# ----- naming a seat -----------------------------------------------------------------------------

def test_a_name_clicked_into_is_replaced_by_typing_and_ctrl_a_selects_it(home):
    app = App((1280, 800))
    setup = SetupScene(app)
    app.push(setup)
    frames(app)
    field = next(f for f in setup.panel.fields if f.id == "name_0")
    click_at(app, field.rect.center)
    type_text(app, "Asha")
    assert setup.seats[0]["name"] == "Asha"
    type_text(app, " Rai")  # the cursor stays at the end once typing began
    assert setup.seats[0]["name"] == "Asha Rai"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    frames(app)
    type_text(app, "Sita")
    assert setup.seats[0]["name"] == "Sita"


# ----- ending the game ---------------------------------------------------------------------------

def test_game_over_says_why_the_game_ended(home):
    app = App((1280, 800))
    session = seated(app, kinds=("human", "human"))
    game = session.game
    game.apply(A.PROPOSE_END)
    game.apply(A.AGREE_END)
    assert game.over
    app.push(GameOverScene(app, session))
    shown = drawn_in_a_frame(app)
    assert any(d.text == "Everyone agreed to end the game here: the richest wins." for d in shown)


# ----- the dice chart ------------------------------------------------------------------------------

def test_a_dice_count_sits_on_its_bar_clear_of_the_fairness_line():
    cell = pygame.Rect(0, 0, 40, 18)
    bar = pygame.Rect(5, 200, 30, 100)
    spot, _ = _count_spot(cell, bar, 150, 18)  # the line well above the bar: the count on the bar
    assert spot.bottom == bar.top
    spot, _ = _count_spot(cell, bar, 190, 18)  # the line through that spot: inside the bar's top
    assert bar.top <= spot.top and spot.bottom <= bar.bottom and not spot.top <= 190 <= spot.bottom
    short = pygame.Rect(5, 290, 30, 10)
    spot, _ = _count_spot(cell, short, 280, 18)  # a short bar: above the line
    assert spot.bottom < 280


def test_money_reads_as_one_word_to_the_line_breaker(home):
    pygame.font.init()
    text = "Collect " + lang.money(100, load_edition("byapar"))
    for width in range(20, 200, 5):
        assert not any(line.endswith("Rs") for line in fonts.wrap(text, 15, width))


def test_watching_a_game_again_brings_no_hint(home):
    """A replay plays every seat from the save: nobody at the table needs a rule explained."""
    from byapar.app.replay import ReplaySession

    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Sita")]
    played = Session.start("byapar", seats, {}, seed=3)
    for _ in range(60):  # Asha plays along; the bot answers
        game = played.game
        legal = game.legal_actions()
        action = played.bot_action() if played.is_bot(game.pending.player) else \
            next((a for a in (A.BUY, A.ROLL, A.END, A.DROP, A.REJECT, A.DECLINE) if a in legal), legal[0])
        played.apply(action)
    assert comfort_of(played).hints.shown  # the person met rules as they played
    replay = ReplaySession.of(played)
    app.push(BoardScene(app, replay))
    while not replay.done:  # at most one move a frame, so bounded by the history's length
        frames(app)
        assert comfort_of(replay).hints.current is None
    assert replay.game.history == played.game.history


def test_a_replay_whose_history_runs_out_before_the_game_ends_leaves_the_table_to_its_people(home):
    from byapar.app.replay import ReplaySession

    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Sita")]
    played = Session.start("byapar", seats, {}, seed=3)
    for _ in range(6):  # Asha plays along; the bot answers
        legal = played.game.legal_actions()
        played.apply(played.bot_action() if played.is_bot(played.game.pending.player) else
                     next((a for a in (A.BUY, A.ROLL, A.END, A.DROP, A.REJECT, A.DECLINE) if a in legal), legal[0]))
    replay = ReplaySession.of(played)
    assert replay.is_bot(replay.game.pending.player)  # the history plays every seat while it lasts
    app.push(BoardScene(app, replay))
    settle(app)  # each answer waited for, until a person must act: the history is used up
    frames(app, 30)  # and frames go on
    assert replay.done and not replay.game.over
    assert replay.is_human(replay.game.pending.player)  # nobody asks the history for more


def test_a_replay_asked_again_after_a_dropped_answer_gives_the_same_step(home):
    # The board drops an answer that came in stale or while a person acted; asking again must
    # not skip a step of the history, or the replay comes out otherwise than the game.
    from byapar.app.replay import ReplaySession

    seats = [default_seat(0, "medium", "Sita"), default_seat(1, "medium", "Gita")]
    played = Session.start("byapar", seats, {}, seed=3)
    for _ in range(8):
        played.apply(played.bot_action())
    replay = ReplaySession.of(played)
    first = replay.bot_action()
    assert replay.bot_action() == first == played.game.history[0]  # dropped, asked again
    replay.apply(first)
    assert replay.bot_action() == played.game.history[1]


def test_the_menus_how_to_play_tells_the_game_on_not_the_next_one(home):
    app = App((1280, 800))
    app.prefs["edition"] = "byapar"  # the next game's edition
    session = Session.start("finance", [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bina")],
                            {"opening": "seat"}, seed=2)
    session.autosave_on = False
    app.replace(MenuScene(app, session=session))
    frames(app)
    click(app, "help")
    assert app.top.edition.name == "finance" and app.top.settings is session.game.settings


def test_the_short_of_money_hint_goes_once_the_debt_is_paid(home):
    from test_app_table import owing

    app = App((1280, 800))
    app.prefs["bot_speed"] = "instant"
    board = owing(app)  # a person stopped on Income Tax with no cash
    hints = comfort_of(board.session).hints
    assert hints.current is not None and hints.current.key == "hint_raise"
    click(app, "raise_auto")
    settle(app)
    assert board.game.pending.kind != "raise" and hints.current is None


@pytest.mark.parametrize(("size", "language", "said"), [((1280, 800), "en", "Cash less loan"),
                                                        ((800, 600), "ne", "नगद (ऋण घटाएर)")])
def test_business_gst_s_game_over_names_cash_less_a_loan_as_such(home, lang_back, size, language, said):
    """A winner with a bank loan owed shows cash less the loan, which can be below nothing: its
    heading says so (in the small window, beside each figure)."""
    from app_helpers import app_in, table

    app = app_in(size, language, 100)
    board = table(app, "business_gst", ("human", "human"))
    game = board.game
    game.set_loan(0, 30_000)  # more than the cash: the figure shown is below nothing
    game.apply(A.PROPOSE_END)
    game.apply(A.AGREE_END)
    assert game.over and game.worth_parts(0)[0] < 0
    app.push(GameOverScene(app, board.session))
    shown = drawn_in_a_frame(app)
    assert any(said in d.text for d in shown), [d.text for d in shown][:12]
