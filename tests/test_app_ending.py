"""Ending a game from the app: the menu's End the game by agreement (every other seat answers:
people on the board, bots by their own judgement, each vote in the log) and Resign (a second
click confirms)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import button, click, drawn_texts, settle, take_laptop

from byapar.app import fonts, lang, widgets
from byapar.app.app import App
from byapar.app.scenes import vote_view
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain


@pytest.fixture
def app(home):  # a fresh data folder, English before and after (conftest)
    return App((1280, 800))


def table(app: App, kinds: list[str]) -> BoardScene:
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(i, k, n) for i, (k, n) in enumerate(zip(kinds, ("Asha", "Bikash", "Chandra"), strict=False))]
    board = BoardScene(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 30))
    app.push(board)
    settle(app)
    return board


def to_menu(app: App) -> MenuScene:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
    assert isinstance(app.top, MenuScene)
    return app.top


def log_text(app: App) -> str:
    board = next(s for s in app.scenes if isinstance(s, BoardScene | GameOverScene))
    session = board.session
    from byapar.app.words import Words

    words = Words(session.game)
    return "\n".join(plain(line) for ev in session.game.events if (line := words.line(ev)))


def test_every_person_agrees_on_the_board_and_the_game_ends(app):
    board = table(app, ["human", "human", "medium"])
    game = board.game
    to_menu(app)
    click(app, "end_game")
    assert isinstance(app.top, MenuScene) and button(app, "end_game").label == "Asha: click again to propose the end"
    assert app.top.notice.startswith("Ending by agreement needs every player's yes, bots included")
    click(app, "end_game")  # asked twice, as Resign is
    assert isinstance(app.top, BoardScene)
    settle(app)
    assert game.pending.kind == "agree" and game.pending.player == 1  # Bikash answers, then the bot
    take_laptop(app)
    assert app.top.panel.get("refuse_end") is not None
    # the standings say where each player stands in the vote, and the rule
    assert [vote_view.answer(game, p) for p in range(3)] == ["proposed", "answering…", "to answer"]
    assert "Every player must say yes, bots included" in drawn_texts(app)
    click(app, "agree_end")
    settle(app)
    assert game.over and isinstance(app.top, GameOverScene)
    log = log_text(app)  # the last move's lines: the bot's vote and the end
    # all level at the start: ending costs the bot nothing, so it agrees, and says so
    assert game.history[-2:] == ["agree-end", "agree-end"] and "Chandra agrees to end the game" in log
    assert "Game over by agreement" in log


def test_a_bot_behind_early_votes_to_play_on_and_the_log_says_so(app):
    board = table(app, ["human", "medium"])
    game = board.game
    game.players[0].cash += 10  # Asha ahead by Rs 10 in the first round
    to_menu(app)
    click(app, "end_game")
    click(app, "end_game")  # the second click confirms
    settle(app)
    assert not game.over and game.pending.kind == "roll" and game.pending.player == 0
    assert game.history[-1] == "refuse-end"
    live = app.top  # the board the menu went back to
    assert isinstance(live, BoardScene)
    said = [plain(line) for line in live.presenter.log]
    assert "Bikash says no, so the game goes on: Rs\xa010 behind Asha, it can still catch up in the " \
        f"{game.settings.rounds - game.round + 1} rounds left" in said, said


def test_a_refusal_plays_on(app):
    board = table(app, ["human", "human"])
    to_menu(app)
    click(app, "end_game")
    click(app, "end_game")
    settle(app)
    take_laptop(app)
    click(app, "refuse_end")
    settle(app)
    assert not board.game.over and board.session.game.pending.kind == "roll"
    to_menu(app)
    assert not button(app, "end_game").enabled  # once a turn


def test_resign_asks_twice_then_hands_everything_to_the_bank(app):
    table(app, ["human", "medium"])
    menu = to_menu(app)
    game = menu.session.game
    click(app, "resign")
    assert isinstance(app.top, MenuScene) and "Asha" in button(app, "resign").label
    click(app, "resign")
    settle(app)
    assert game.over and game.players[0].bankrupt and game.winners == (1,)
    assert isinstance(app.top, GameOverScene)


def test_the_menu_with_the_game_items_fits_at_800x600(tmp_path, monkeypatch):
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    small = App((800, 600))
    table(small, ["human", "medium"])
    to_menu(small)
    bottom = max(b.rect.bottom for b in small.top.panel.buttons)
    assert bottom <= 600


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_confirming_label_too_long_for_one_line_goes_on_two_at_the_menus_size(home, language, size):
    """"Asha: click again to propose the end" is read before the second click: it wraps, set as
    large as the menu's other labels, never shrunk onto one line."""
    lang.use(language)
    small = App(size)
    table(small, ["human", "human", "medium"])
    to_menu(small)
    click(small, "end_game")
    click(small, "resign")
    click(small, "end_game")  # the confirming labels, each after one click
    drawn: dict[str, fonts.Drawn] = {}
    for bid in ("end_game", "new"):
        seen: list[fonts.Drawn] = []
        fonts.recording(seen)
        try:
            widgets._paint_button(button(small, bid), False)
        finally:
            fonts.recording(None)
        drawn[bid] = seen[-1]
    assert "Asha" in drawn["end_game"].text and not drawn["end_game"].cut
    assert drawn["end_game"].size == drawn["new"].size


def test_the_third_failed_throw_offers_the_card_or_the_fine_on_the_board(app):
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    session = Session.start("classic", seats, {"opening": "seat"}, seed=3, dice=[(1, 2)] * 5)
    game = session.game
    player = game.players[0]
    player.in_jail, player.position, player.jail_throws = True, 10, 2
    player.bail_cards.append("chance")
    game.decks["chance"].remove(next(i for i, c in enumerate(game.edition.decks["chance"].cards)
                                     if c.effect == "bail"))
    game.pending = game.turn_decision(0)
    app.push(BoardScene(app, session))
    settle(app)
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "leave" and button(app, "pay_fine").enabled
    click(app, "use_card")
    settle(app)
    assert player.position == 13 and not player.in_jail and player.bail_cards == []
