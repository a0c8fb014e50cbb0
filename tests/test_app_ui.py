"""Smaller pieces of the table: seats, skipping animations, keys, the log, leaving and coming back."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import BOT_HUNG, answer_as_asked, button, click, click_at, look, settle
from helpers import tries

from byapar.app import fonts
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.session import Session, default_seat


@pytest.fixture
def app(home):  # a fresh data folder, English before and after (conftest)
    return App((1280, 800))


def key(app: App, k: int) -> None:
    look(app)  # a key answers only what the person has had time to see
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)


def table(app: App, speed: str = "normal") -> BoardScene:
    app.prefs["bot_speed"] = speed
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    board = BoardScene(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 20))
    app.push(board)
    settle(app)
    return board


def test_seats_fill_up_to_the_edition_limit_with_unique_tokens(app):
    app.push(SetupScene(app))
    setup = app.top
    for _ in tries(10, "the seats fill up"):
        if app.top.panel.get("add_bot") is None:
            break
        look(app)  # one seat at a time: a second click on Add within a double-click's time adds none
        click(app, "add_bot")
    assert len(setup.seats) == 6
    assert len({s["shape"] for s in setup.seats}) == 6 and len({s["colour"] for s in setup.seats}) == 6
    click(app, "shape_0")
    click(app, "colour_0")
    assert len({s["shape"] for s in setup.seats}) == 6 and len({s["colour"] for s in setup.seats}) == 6
    assert setup.seats[0]["shape"] in th.SHAPES
    for _ in tries(10, "the seats come down to two"):
        if len(setup.seats) <= 2:
            break
        click(app, "remove_1")
    assert not button(app, "remove_0").enabled  # two is the fewest Byapar allows
    click(app, "kind_1_hard")
    assert setup.seats[1]["kind"] == "hard" and setup.seats[1]["name"].startswith("Bot")


def test_a_click_skips_the_animation_in_progress(app):
    board = table(app, "slow")
    click(app, "roll")
    assert board.presenter.busy
    click_at(app, board.board.centre.center)
    assert not board.presenter.busy
    assert board.presenter.positions[0] == board.game.players[0].position == 5


def test_space_presses_the_main_button_and_tooltips_say_so(app):
    board = table(app, "instant")
    assert "Space" in button(app, "roll").tooltip
    key(app, pygame.K_SPACE)  # the first puts away the band passing the table to Asha, and only that
    assert board.handover.showing is None and board.game.players[0].position == 0
    key(app, pygame.K_SPACE)
    settle(app)
    assert board.game.players[0].position == 5 and board.game.pending.kind == "buy"
    key(app, pygame.K_RETURN)  # Enter too: buys the airport
    assert board.game.owner(5) == 0


def test_the_log_scrolls_back_and_follows_again(app):
    board = table(app, "normal")
    for _ in range(3):
        click(app, "roll")
        settle(app)
        if board.game.pending.kind == "buy":
            click(app, "decline")
            settle(app)
            for _ in tries(10, "the auction ends"):
                if board.game.auction is None:
                    break
                answer_as_asked(app, "drop")
                settle(app)
        answer_as_asked(app, "end")  # the laptop passes back after another person's last bid
        settle(app)
    centre = board.log_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    app.frame(1 / 60)
    scrolled = board.log.scroll
    assert scrolled >= 2  # a line a notch at least
    click(app, "roll")  # new lines arrive while the throw plays out: the lines being read stay in view
    assert board.presenter.busy and board.log.scroll > scrolled
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-99, flipped=False))
    app.frame(1 / 60)
    assert board.log.scroll == 0


def test_the_log_comes_back_to_its_newest_line_for_the_next_turn_and_decision(app):
    """Scrolled up to read, the log holds while the table plays on, and shows its newest line
    again as the next decision comes to a person and as the next turn (a bot's too) starts."""
    app.prefs["bot_speed"] = "normal"
    board = asha_threw(app)
    click(app, "buy")
    settle(app)
    scroll_up(app, board)
    click(app, "end")  # Bot A's turn starts: its first line is the newest shown
    told = board.presenter.turns_told
    for _ in tries(600, "Bot A's turn is shown"):
        if board.presenter.turns_told > told:
            break
        app.frame(1 / 60)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)  # its answer, however long a loaded machine takes
    assert board.log.scroll == 0 and newest_drawn(app, board)
    settle(app)
    read = scroll_up(app, board)
    click(app, "roll")  # lines arrive while the throw plays out: the reading holds
    assert board.presenter.busy and board.log.scroll > read
    settle(app)  # her next decision comes: the newest lines
    assert board.log.scroll == 0 and newest_drawn(app, board)


def test_a_throw_asked_again_brings_the_log_back_like_any_new_decision(app):
    """Doubles onto the Income Tax: her next throw is asked just as her last one was, and is a
    new decision all the same: the log scrolled up while the first played out shows its newest line."""
    app.prefs["bot_speed"] = "normal"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bot A")]
    board = BoardScene(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 2), (1, 2), (1, 2)]))
    app.push(board)
    settle(app)
    first = board.game.pending
    click(app, "roll")
    assert board.presenter.busy
    scroll_up(app, board)  # read back while her token walks onto the tax
    settle(app)
    assert board.game.pending == first and board.game.players[0].position == 4
    assert board.log.scroll == 0 and newest_drawn(app, board)


def test_a_click_on_the_scrolled_log_brings_its_newest_lines_back(app):
    """Its note says "N newer lines below: click to see them", and a click on the log does so."""
    board = asha_threw(app)
    scroll_up(app, board)
    assert not newest_drawn(app, board)
    click_at(app, board.log_rect.center)
    assert board.log.scroll == 0 and newest_drawn(app, board)


def asha_threw(app: App) -> BoardScene:
    """Asha against Easy Bot A, her first throw made (a place for sale under her token)."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bot A")]
    board = BoardScene(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 3), (1, 2), (3, 3), (1, 2)]))
    app.push(board)
    settle(app)
    click(app, "roll")
    settle(app)
    return board


def scroll_up(app: App, board: BoardScene) -> int:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=board.log_rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.frame(1 / 60)
    assert board.log.scroll > 0
    return board.log.scroll


def newest_drawn(app: App, board: BoardScene) -> bool:
    """The log's newest line drawn at its foot, and no note of newer lines below."""
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        app.frame(1 / 60)
    finally:
        fonts.recording(None)
    rows = [d.text for d in seen if d.surface.size == board.log_rect.size]
    newest = "".join(text for text, _style in board.presenter.log[-1])
    note = t("log_scrolled", n=0).replace("0", "")
    return bool(rows) and rows[-1].strip() in newest and not any(note in r for r in rows)



def test_escape_saves_and_continue_comes_back(app):
    board = table(app, "instant")
    click(app, "roll")
    settle(app)
    position = board.game.players[0].position
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert button(app, "continue").enabled
    click(app, "continue")
    assert isinstance(app.top, BoardScene) and app.top.game.players[0].position == position


def test_each_edition_keeps_its_own_rules(app):
    app.push(SetupScene(app))
    click(app, "settings")
    click(app, "rounds_50")
    click(app, "done")
    click(app, "edition_classic")
    assert app.prefs["edition"] == "classic" and app.prefs["starting_money"] == 1500
    click(app, "settings")
    assert button(app, "starting_money_1000").label == "1,000"  # presets follow the edition's money
    assert "Starting money ($)" in [label for label, _help in app.top.rows]
    click(app, "money_up")
    assert app.prefs["starting_money"] == 1600
    click(app, "done")
    click(app, "edition_byapar")
    assert app.prefs["rounds"] == 50 and app.prefs["starting_money"] == 15000
    click(app, "edition_classic")
    assert app.prefs["starting_money"] == 1600


def game_for(app: App, edition: str, kinds: tuple[str, ...]) -> BoardScene:
    app.prefs["bot_speed"] = "normal"
    seats = [default_seat(i, kind, f"P{i}") for i, kind in enumerate(kinds)]
    session = Session.start(edition, seats, {"opening": "seat"}, seed=1, dice=[(d, d % 6 + 1) for d in range(1, 7)] * 3)
    session.autosave_on = False  # scripted dice for any throw-off, then more as each test needs
    board = BoardScene(app, session)
    app.push(board)
    return board


def test_an_owner_builds_out_of_turn_where_the_edition_allows(app):
    from helpers import give

    board = game_for(app, "classic", ("medium", "human"))
    g = board.game
    give(g, 1, 1, 3)  # the brown pair for the human in seat 1
    for _ in range(600):  # on to the bot's decision, before it starts thinking
        if g.pending.player == 0 and not board.presenter.busy:
            break
        if board.presenter.busy:
            click_at(app, board.board.centre.center)  # skip the animation (and put any card down)
        elif g.pending.player == 1:
            board.act(g.legal_actions()[0])
        app.frame(1 / 60)
    assert not board.controller.reading()
    click_at(app, board.board.squares[1].center)
    click(app, "deed_build")
    assert g.buildings(1) == 1 and g.pending.player == 0  # the bot's decision still waits


def test_selling_a_place_to_the_bank_is_offered_to_raise_money(app):
    from helpers import give, put_at, set_cash

    board = game_for(app, "finance", ("human", "human"))
    g = board.game
    me = g.pending.player
    other = 1 - me
    g.script[:] = [(1, 2)]
    put_at(g, me, 0)
    give(g, other, 3)
    give(g, me, 1)
    set_cash(g, me, 0)
    board.act("roll")  # lands on the other's place and owes rent with nothing in hand
    settle(app)
    assert g.pending.kind == "raise"
    sell = next(b for b in app.top.panel.buttons if b.id.startswith("raise_sell-place"))
    assert "bank" in sell.label
    click_at(app, sell.rect.center)
    assert g.owner(1) is None and g.pending.kind != "raise"
