"""The comforts at the table, through the real UI: undo (button and Ctrl+Z), first-time hints,
How to play (F1, scrolling), statistics (heatmap counts equal the game's own landings),
tooltips with money, and the switch to Nepali."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    answer_as_asked,
    board_of,
    button,
    click,
    click_at,
    open_board,
    play_out,
    settle,
)
from helpers import tries

from byapar.app import i18n
from byapar.app.app import App
from byapar.app.comfort import Hints, action_tip, square_tip
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.stats import StatsScene, seed_visible
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import new_game

JUMLA = 3


def start(app: App, dice=None, seed: int = 5, bots: int = 1, human: bool = True) -> BoardScene:
    seats = ([default_seat(0, "human", "Asha")] if human else []) + \
        [default_seat(i + 1, "medium", f"Bot {i + 1}") for i in range(bots)]
    session = Session.start("byapar", seats, {"rounds": 6, "bot_offers": "never"}, seed=seed, dice=dice)
    return open_board(app, session)


@pytest.fixture
def app(home):  # a fresh data folder, English before and after (conftest)
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.frame(FRAME)


# ----- undo ------------------------------------------------------------------------------------

def test_undo_button_restores_the_exact_state_and_replays_the_same(app):
    scene = start(app, dice=[(1, 2)] + [(2, 3)] * 50)
    game = scene.game
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "buy" and game.pending.square == JUMLA
    assert not button(app, "undo").enabled  # the throw itself can't be taken back
    before = game.to_dict()
    click(app, "buy")
    settle(app)
    assert game.owner(JUMLA) == 0
    after = game.to_dict()
    click(app, "undo")
    settle(app)
    assert game.to_dict() == before
    assert scene.presenter.cash[0] == game.players[0].cash  # the panel shows the money back
    click(app, "buy")
    settle(app)
    assert game.to_dict() == after


def test_ctrl_z_undoes_a_mortgage_and_statistics_follow(app):
    scene = start(app, dice=[(1, 2)] + [(2, 3)] * 50)
    game = scene.game
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    assert game.pending.kind == "end"
    before = game.to_dict()
    scene.act(A.Mortgage(JUMLA))
    settle(app)
    assert game.is_mortgaged(JUMLA)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert game.to_dict() == before
    assert scene.session.comfort.stats.landings == game.landings


def test_nobody_can_undo_past_a_bots_throw(app):
    scene = start(app, dice=[(1, 2), (4, 6)] + [(2, 3)] * 50)
    game = scene.game
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    click(app, "end")
    settle(app)  # the bot throws: new randomness
    assert game.pending.player == 0 and game.round == 2
    assert not button(app, "undo").enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game.round == 2 and game.owner(JUMLA) == 0
    assert board_of(app).message == i18n.t("undo_refused")


# ----- hints ------------------------------------------------------------------------------------

def test_each_hint_fires_once_a_game():
    game = new_game("byapar", ["Asha", "Bikash"], seed=1)
    hints = Hints()
    assert hints.feed([E.AuctionStarted(3, (0, 1))], game).key == "hint_auction"
    assert "Rs\u00a010" in hints.current.text
    hints.dismiss()
    assert hints.feed([E.AuctionStarted(5, (0, 1))], game) is None
    assert hints.feed([E.Jailed(0, "police")], game).key == "hint_jail"
    assert hints.feed([E.MustRaise(1, 900, 0)], game).key == "hint_raise"
    hints.dismiss()
    assert hints.feed([E.Jailed(1, "card"), E.MustRaise(0, 50, None)], game) is None
    assert hints.shown >= {"hint_auction", "hint_jail", "hint_raise"}


def _buy_jumla_holding_humla(mortgaged: bool):
    """Asha holds Humla (mortgaged or not), throws 1+2 onto Jumla, the rest of Karnali, and buys
    it: the hint of that move."""
    from helpers import give, put_at

    game = new_game("byapar", ["Asha", "Bikash"], seed=1, dice=[(1, 2)])
    give(game, 0, 1, mortgaged=mortgaged)
    put_at(game, 0, 0)
    hints = Hints()
    for action in ("roll", "buy"):
        hint = hints.feed(game.apply(action), game)
    assert game.owns_group(0, 3)
    return hint


def test_a_group_completed_with_a_place_mortgaged_says_to_pay_it_off_before_building():
    """The group's hint promises building only where nothing in it is mortgaged: the Build
    button is greyed until the mortgage is paid off, and the hint says so."""
    hint = _buy_jumla_holding_humla(mortgaged=True)
    assert hint.key == "hint_group_mortgaged" and "Pay off its mortgages first" in hint.text
    hint = _buy_jumla_holding_humla(mortgaged=False)
    assert hint.key == "hint_group" and "you may now build" in hint.text


def test_hints_turned_off_show_nothing_and_stay_spent():
    game = new_game("byapar", ["Asha", "Bikash"], seed=1)
    hints = Hints(enabled=False)
    assert hints.feed([E.Jailed(0, "police")], game) is None
    hints.enabled = True
    assert hints.feed([E.Jailed(0, "police")], game) is None  # that rule came up already


def test_first_auction_shows_a_hint_on_the_board_and_a_click_closes_it(app):
    scene = start(app, dice=[(1, 2)] + [(2, 3)] * 50)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    hints = scene.session.comfort.hints
    assert hints.current is not None and hints.current.key == "hint_auction"
    from byapar.app.scenes import comfort_ui

    over_auction = comfort_ui.hint_rect(scene)
    assert type(app.top).__name__ == "AuctionScene" and over_auction is not None
    assert over_auction.top >= app.top.rect.bottom  # below the auction window, not over its buttons
    for _ in tries(10, "the auction ends"):  # Asha drops out; the bot takes it or nobody does
        if scene.game.auction is None:
            break
        answer_as_asked(app, "drop") if app.top.panel.get("drop") or app.top.panel.get("ready") else app.frame(FRAME)
        settle(app)
    rect = comfort_ui.hint_rect(scene)
    if rect is not None:  # still showing over the board: a click on it closes it
        click_at(app, rect.center)
        assert hints.current is None


# ----- How to play, statistics, tooltips -----------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_f1_opens_how_to_play_which_scrolls_to_the_glossary(app, size):
    app.resize(size)
    start(app)
    key(app, pygame.K_F1)
    assert isinstance(app.top, HelpScene)
    page = app.top
    assert page.max_scroll() > page.view.h  # a long page, scrolled rather than squeezed
    key(app, pygame.K_END)
    assert page.scroll == page.max_scroll()
    key(app, pygame.K_F1)
    assert isinstance(app.top, BoardScene)


def test_statistics_heatmap_counts_are_the_games_own_landings(app):
    scene = start(app, bots=3, human=False, seed=8)
    play_out(app, scene)
    game = scene.game
    assert game.over
    assert seed_visible(scene.session)
    stats = StatsScene(app, scene.session, "board")
    app.push(stats)
    values, _label = stats._heat_values()
    assert [int(v) for v in values] == game.landings
    assert sum(values) == sum(game.landings) > 0
    for size in ((1280, 800), (800, 600)):
        app.resize(size)
        for tab in ("worth", "board", "money", "dice"):
            stats.show(tab)
            app.frame(FRAME)
        stats.set_layer("long")
        stats.show("board")
        app.frame(FRAME)


def test_tooltips_say_what_a_money_button_does(app):
    scene = start(app)
    game = scene.game
    game.give(JUMLA, 0)
    tip = action_tip(game, A.Mortgage(JUMLA))
    assert tip == "Mortgage: get Rs\u00a0300 now, pay Rs\u00a0330 to pay it off. No rent while mortgaged."
    assert "Rs\u00a0600" in square_tip(game, 1) and "Humla" in square_tip(game, 1)
    assert "Asha" in square_tip(game, JUMLA)


def test_switching_to_nepali_changes_words_numbers_and_money(app):
    scene = start(app)
    app.push(__import__("byapar.app.scenes.settings", fromlist=["SettingsScene"]).SettingsScene(app))
    app.frame(FRAME)
    click(app, "language_ne")
    assert app.prefs["language"] == "ne"
    assert i18n.t("btn_roll") == "पासा फाल्नुहोस्"
    assert scene.session.money(150000) == "रु\u00a0१,५०,०००"
    assert i18n.t("round_of", n=3, total=30) == "चरण ३/३०"
    click(app, "done")
    app.frame(FRAME)
    assert board_of(app).panel.get("roll").label == "पासा फाल्नुहोस्"


def test_a_finished_game_replays_on_the_board_to_the_same_end(app):
    scene = start(app, bots=2, human=False, seed=13)
    play_out(app, scene)
    original = scene.game.to_dict()
    stats = StatsScene(app, scene.session, "dice")
    app.push(stats)
    click(app, "replay")
    replay = board_of(app)
    assert replay is not None and replay.game is not scene.game
    assert len(replay.game.history) < len(scene.game.history)  # it starts again from the first throw
    play_out(app, replay)
    assert replay.game.to_dict() == original
    assert replay.session.comfort.stats.throws == scene.session.comfort.stats.throws


def test_a_continued_game_does_not_repeat_its_hints(app):
    from byapar.app.comfort import Comfort
    from byapar.engine import Game

    game = new_game("byapar", ["Asha", "Bikash"], seed=2)
    live = Comfort(game)
    for _ in range(400):
        if game.over:
            break
        live.feed(game.apply(game.legal_actions()[0]))
    assert live.hints.shown
    resumed = Comfort(Game.from_dict(game.to_dict()))
    assert resumed.hints.shown == live.hints.shown and resumed.hints.current is None
    assert resumed.stats.throws == live.stats.throws


def _first_auction_hint(app: App) -> str | None:
    scene = start(app, dice=[(1, 2)] + [(2, 3)] * 50)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    hint = scene.session.comfort.hints.current
    return None if hint is None else hint.key


def test_a_hint_read_in_one_game_is_not_shown_again_in_the_next(home):
    first = App((1280, 800))
    first.prefs["bot_speed"] = "instant"
    assert _first_auction_hint(first) == "hint_auction"
    again = App((1280, 800))  # the same data folder, the app started anew
    again.prefs["bot_speed"] = "instant"
    assert "hint_auction" in again.prefs["hints_seen"]
    assert _first_auction_hint(again) == "hint_auction_drop"  # the auction's own read: the next one comes instead


def test_show_again_in_the_settings_brings_the_hints_back_for_the_next_game(home):
    from byapar.app.scenes.settings import SettingsScene

    first = App((800, 600))
    first.prefs["bot_speed"] = "instant"
    assert _first_auction_hint(first) == "hint_auction"
    again = App((800, 600))
    again.prefs["bot_speed"] = "instant"
    again.push(SettingsScene(again))
    settle(again)
    click(again, "hints_again")
    settle(again)
    assert not button(again, "hints_again").enabled  # nothing left to forget
    click(again, "done")
    settle(again)
    assert _first_auction_hint(again) == "hint_auction"


def test_doubles_thrown_for_who_starts_bring_no_doubles_hint():
    """Only a turn's own doubles give another throw: the throw-off's 6+6 says nothing of it."""
    game = new_game("classic", ["Asha", "Bikash"], seed=1)
    hints = Hints()
    assert hints.feed([E.Rolled(0, 6, 6, E.OPENING)], game) is None
    assert hints.feed([E.Rolled(0, 3, 3, E.TURN)], game).key == "hint_doubles"


def test_a_place_outlined_for_building_says_so_in_its_tooltip(app):
    """Bikash holds Karnali whole before his throw: Humla and Jumla are outlined in green on the
    board, and their tooltips say what the outline means; a place he can't build on doesn't."""
    from app_helpers import family

    from byapar.app.scenes import comfort_ui

    scene = family(app, ["Bikash", "Sita"], holding={0: (1, 3)})
    assert comfort_ui.buildable_now(scene) == {1, 3}
    said = i18n.t("tip_square_buildable")
    assert said in comfort_ui.square_tooltip(scene, 1) and said in comfort_ui.square_tooltip(scene, 3)
    assert said not in comfort_ui.square_tooltip(scene, 6)


def test_an_auction_puts_away_the_hint_of_the_throw_before_it():
    """Asha throws doubles onto Dadeldhura (the doubles hint), and lets it go to auction: the
    auction's window shows no word about doubles; its own hint, once seen, isn't shown again."""
    game = new_game("byapar", ["Asha", "Bikash"], {"opening": "seat"}, seed=1, dice=[(3, 3)])
    hints = Hints()
    hints.shown.add("hint_auction")  # seen in an auction before
    assert hints.feed(game.apply("roll"), game).key == "hint_doubles"
    assert game.pending.kind == "buy" and game.pending.square == 6
    assert hints.feed(game.apply("decline"), game) is None and game.auction is not None


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_hint_s_close_line_reads_at_the_hint_s_size(lang_back, size, language, percent):
    """"Click to close this hint" is read with the hint: at the size its words are set (it was three
    sizes smaller, 13 px under a 16 px hint at 800x600 and 150%), whole inside the hint's box."""
    from app_helpers import app_in, drawn, family, run_frames

    from byapar.app.comfort import Hint, comfort_of, hint_text
    from byapar.app.scenes import comfort_ui

    app = app_in(size, language, percent)
    app.prefs["hints"] = True
    board = family(app, ["Asha", "Bikash"], bots=("Chandra",))
    hint = comfort_of(board.session).hints.current = Hint("hint_jail", hint_text("hint_jail", board.game))
    run_frames(app, 2)
    texts = drawn(app)
    said = next(d for d in texts if d.text == hint.text)
    close = next(d for d in texts if d.text == i18n.t("hint_dismiss"))
    assert close.size * close.squeeze >= said.size * said.squeeze, (close.size, said.size)
    assert not close.cut and close.lines == [i18n.t("hint_dismiss")]
    box = comfort_ui.hint_rect(board)
    assert all(box.contains(ink) for ink in close.ink if ink.w), (box, close.ink)
    assert not any(ink.colliderect(other) for ink in close.ink for other in said.ink if ink.w and other.w)


def test_a_group_won_in_another_persons_turn_is_hinted_to_its_winner_once_they_have_the_laptop():
    """Asha, Bikash and Sita share the laptop; Bikash holds Humla. Asha throws 1+2 onto Jumla,
    Karnali's last place, and declines it; Bikash wins its auction. The group's hint is his:
    not shown as the laptop goes back to Asha to end her turn, and shown once his turn begins."""
    from helpers import give, put_at

    game = new_game("byapar", ["Asha", "Bikash", "Sita"], seed=1, dice=[(1, 2), (2, 3)],
                    settings={"opening": "seat"})
    give(game, 1, 1)
    put_at(game, 0, 0)
    hints = Hints()
    for action in ("roll", "decline"):
        hints.feed(game.apply(action), game)
    hints.dismiss()  # Asha read the auction's hint
    for _ in range(10):  # bounded: Bikash raises, Asha and Sita drop out
        if game.auction is None:
            break
        action = A.Bid(game.min_bid()) if game.pending.player == 1 else A.DROP
        hint = hints.feed(game.apply(action), game)
    assert game.owns_group(1, 3) and game.pending.player == 0
    assert hint is None or not hint.key.startswith("hint_group"), hint
    hint = hints.feed(game.apply(A.END), game)  # Bikash's turn
    assert game.pending.player == 1 and hint is not None and hint.key == "hint_group", hint
