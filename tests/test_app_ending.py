"""Ending a game from the app: the menu's End the game by agreement (every other seat answers:
people on the board, bots by their own judgement, each vote in the log) and Resign (a second
click confirms)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import BOT_HUNG, button, click, drawn_texts, settle, take_laptop

from byapar.app import fonts, lang, store, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import vote_view
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain


@pytest.fixture
def app(home):  # a fresh data folder, English before and after (conftest)
    return App((1280, 800))


def table(app: App, kinds: list[str], settings: dict | None = None) -> BoardScene:
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(i, k, n) for i, (k, n) in enumerate(zip(kinds, ("Asha", "Bikash", "Chandra"), strict=False))]
    board = BoardScene(app, Session.start("byapar", seats, settings or {}, seed=3, dice=[(2, 3)] * 30))
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
    assert isinstance(app.top, MenuScene) and button(app, "end_game").label == "Asha: propose the end? Click again"
    assert app.top.notice.startswith("Ending by agreement needs every player's yes: the bots answer first")
    assert "If you propose now" not in app.top.notice  # all level: the bot would agree
    click(app, "end_game")  # asked twice, as Resign is
    assert isinstance(app.top, BoardScene)
    settle(app)
    assert game.pending.kind == "agree" and game.pending.player == 1  # the bot has answered: Bikash now
    take_laptop(app)
    # all level at the start: ending costs the bot nothing, so it agrees, and says so
    assert "Chandra agrees to end the game" in [plain(line) for line in app.top.presenter.log]
    assert app.top.panel.get("refuse_end") is not None
    # the standings say where each player stands in the vote, and the rule
    assert [vote_view.answer(game, p) for p in range(3)] == ["proposed", "answering…", "yes"]
    texts = drawn_texts(app)
    assert "Every player must say yes, bots included" in texts
    assert {"1. Asha", "1. Bikash", "1. Chandra"} <= set(texts)  # all level: they share first place
    click(app, "agree_end")
    settle(app)
    assert game.over and isinstance(app.top, GameOverScene)
    log = log_text(app)  # the last vote and the end
    assert game.history[-2:] == ["agree-end", "agree-end"] and "Bikash agrees to end the game" in log
    assert "Game over by agreement" in log


def test_a_bot_that_is_behind_refuses_before_the_laptop_passes_and_the_family_hears_what_it_can_do(app):
    app.prefs["bot_speed"] = "instant"
    names = ("Asha", "Bikash", "Chandra", "Dipa")
    seats = [default_seat(i, k, n) for i, (k, n) in enumerate(zip(("human", "medium", "human", "human"), names,
                                                                    strict=True))]
    board = BoardScene(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 30))
    app.push(board)
    settle(app)
    game = board.game
    game.players[1].cash -= 100  # the bot is behind Asha, early: it would play on
    game.players[0].cash += 100
    to_menu(app)
    click(app, "end_game")
    behind = "Bikash says no, so the game goes on: Rs\xa0200 behind Asha, it can still catch up in the " \
        f"{game.settings.rounds - game.round + 1} rounds left"
    assert f"If you propose now: {behind}." in app.top.notice  # named, with its reason, before the proposal
    assert button(app, "quit").rect.bottom <= menu_notice_top(app)  # the notice hides no button
    click(app, "end_game")
    settle(app)
    # the bot answers first and says no: the vote is over, Asha plays on and the laptop stays with her
    assert not game.over and game.pending.kind == "roll" and game.pending.player == 0
    assert game.history[-2:] == ["propose-end", "refuse-end"]
    assert app.top.panel.get("ready") is None and app.top.panel.get("agree_end") is None
    said = [plain(line) for line in app.top.presenter.log]
    votes = [i for i, line in enumerate(said) if " agrees" in line or behind in line]
    assert [said[i] for i in votes] == [behind]  # the one vote, with its reason
    assert said[votes[-1] + 1].startswith("The game is saved: to stop now, open the Menu and Quit")
    # and it is true: the Menu saves the game as it stands, Quit, and Continue carries on from here
    moves = list(game.history)
    to_menu(app)
    store.unlock_all()  # Quit: as the process ending does
    app2 = App((1280, 800))
    app2.prefs["bot_speed"] = "instant"
    app2.push(MenuScene(app2))
    app2.frame(1 / 60)
    click(app2, "continue")
    settle(app2)
    assert isinstance(app2.top, BoardScene), (app2.top.notice, store.list_saves())
    assert list(app2.top.game.history) == moves


def menu_notice_top(app: App) -> int:
    from byapar.app.scenes.menu import notice_box

    return notice_box(app.top.notice, app.screen.get_size()).top


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
    no = "Bikash says no, so the game goes on: Rs\xa010 behind Asha, it can still catch up in the " \
        f"{game.settings.rounds - game.round + 1} rounds left"
    assert no in said, said
    # after what the family can do now, the house rule that would let them stop in a new game
    assert said[said.index(no) + 2] == "For a new game, Settings can have the bots agree to end whenever every person does."


def test_with_the_house_rule_a_bot_behind_early_agrees_and_the_people_decide_and_the_richest_wins(app):
    board = table(app, ["human", "human", "medium"], {"bots_agree_end": True})
    game = board.game
    game.players[2].cash -= 500  # Chandra, the bot, well behind in the first round: alone it would play on
    game.players[0].cash += 500
    to_menu(app)
    click(app, "end_game")
    notice = app.top.notice
    assert notice.startswith("Ending by agreement needs every person's yes: this game's bots agree first, then "
                             "the people are asked.")
    assert "If you propose now" not in notice and "Chandra" not in notice  # no bot listed as saying no
    click(app, "end_game")
    settle(app)
    take_laptop(app)
    assert game.pending.kind == "agree" and game.pending.player == 1
    assert "Chandra agrees to end the game" in [plain(line) for line in app.top.presenter.log]
    click(app, "agree_end")  # Bikash, the only person asked, says yes after the bot
    settle(app)
    assert game.over and game.winners == (0,) and isinstance(app.top, GameOverScene)
    assert game.history[-2:] == ["agree-end", "agree-end"]
    assert "Game over by agreement" in log_text(app)


def test_the_house_rule_chosen_in_settings_is_the_new_game_s_and_its_row_shows_it_during_the_game(app):
    from byapar.app.scenes.setup import SetupScene

    app.push(MenuScene(app))
    app.frame(1 / 60)
    click(app, "settings")
    row = [b for b in app.top.panel.buttons if b.id.startswith("bots_agree_end_")]
    assert [(b.label, b.style) for b in row] == [("When it suits them", "selected"), ("When all people agree", "chip")]
    labels = [label for label, _help in app.top.rows]
    assert "Bots agree to end early" in labels
    click(app, "bots_agree_end_True")
    assert app.prefs["bots_agree_end"] is True and button(app, "bots_agree_end_True").style == "selected"
    click(app, "done")
    click(app, "new")
    assert isinstance(app.top, SetupScene)
    click(app, "start")
    assert isinstance(app.top, BoardScene) and app.top.game.settings.bots_agree_end is True
    assert store.load_prefs()["bots_agree_end"] is True  # kept for the next start of the app
    settle(app)
    click(app, "rules")  # the game's own rules, read only: the rule it plays by is the one chosen
    chosen = button(app, "bots_agree_end_True")
    assert chosen.style == "selected" and chosen.enabled and not button(app, "bots_agree_end_False").enabled


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
    # one other player left: the first click says the game ends, not where an estate would go
    assert app.top.notice.startswith("If Asha resigns, the game ends here and Bikash wins."), app.top.notice
    click(app, "resign")
    settle(app)
    assert game.over and game.players[0].bankrupt and game.winners == (1,)
    assert isinstance(app.top, GameOverScene)


def test_resigning_among_three_says_where_the_estate_goes(app):
    """With two others to play on, the first click on Resign says where the places would go."""
    table(app, ["human", "human", "medium"])
    to_menu(app)
    click(app, "resign")
    assert app.top.notice.startswith("If Asha resigns, their buildings are sold to the bank"), app.top.notice


def test_the_menu_with_the_game_items_fits_at_800x600(tmp_path, monkeypatch):
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    small = App((800, 600))
    table(small, ["human", "medium"])
    to_menu(small)
    bottom = max(b.rect.bottom for b in small.top.panel.buttons)
    assert bottom <= 600


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_confirming_label_fits_whole_at_the_menus_size(home, language, size, percent):
    """"Asha: propose the end? Click again" is read before the second click: whole (on two lines
    at most), set as large as the menu's other labels, never shrunk or squeezed."""
    lang.use(language)
    small = App(size)
    small.prefs["text_size"] = percent
    th.set_text_size(percent)
    try:
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
        first = MenuScene(small)  # the menu with no game, as it opens
        first.layout(size)
        title_size = first.panel.get("new").font_size()
    finally:
        th.set_text_size(100)
    confirm = drawn["end_game"]
    assert "Asha" in confirm.text and not confirm.cut and len(confirm.lines) <= 2, confirm.lines
    assert confirm.size == drawn["new"].size and confirm.squeeze == 1.0
    # at 800x600 in two columns the labels once fell to 13 px, the longest on one line half as wide
    assert confirm.size >= 0.75 * title_size, "the game's Menu reads much smaller than the first menu"


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


NOTICE_TOURS = [(size, language, percent) for size in ((800, 600), (1280, 800)) for language in ("en", "ne")
                for percent in (100, 125, 150)]


@pytest.mark.parametrize("size, language, percent", NOTICE_TOURS,
                         ids=[f"{w}x{h}-{lg}-{p}" for (w, h), lg, p in NOTICE_TOURS])
def test_the_menus_notice_covers_no_button(home, size, language, percent):
    from byapar.app import theme as th
    from byapar.app.scenes.menu import notice_box

    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    try:
        board = table(app, ["human", "medium", "human"])
        board.game.players[1].cash -= 100  # the bot behind: the notice names it, with its reason
        board.game.players[0].cash += 100
        to_menu(app)
        click(app, "end_game")  # the rule and the bot's no: the longest notice the menu shows
        box = notice_box(app.top.notice, size)
        assert len(fonts.wrap(app.top.notice, th.reading_size(15, size), box.w - 16)) >= 2
        covered = [b.id for b in app.top.panel.buttons if b.rect.colliderect(box)]
        assert covered == [] and button(app, "quit").rect.bottom < box.top
        assert all(b.rect.h >= 30 for b in app.top.panel.buttons)
    finally:
        th.set_text_size(100)
        lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_tie_is_said_on_the_results_screen_and_in_the_log(app, language):
    lang.use(language)
    try:
        board = table(app, ["human", "human"])  # level at the start: ending now is a tie
        to_menu(app)
        click(app, "end_game")
        click(app, "end_game")
        settle(app)
        take_laptop(app)
        click(app, "agree_end")
        settle(app)
        game = board.game
        assert game.over and game.winners == (0, 1) and isinstance(app.top, GameOverScene)
        texts = drawn_texts(app)
        both = t("and").join(("Asha", "Bikash"))
        assert t("over_title_tie", names=both) in texts
        assert ("A tie: Asha and Bikash share the win!" in texts) == (language == "en")
        first = lang.number(1)  # in the language's own digits ("१." in Nepali)
        assert f"{first}. Asha" in texts and f"{first}. Bikash" in texts  # both in first place
        assert ("1. Asha" in texts) == (language == "en")
        said = log_text(app)
        assert t("log_game_over_tie_agreement", winners=both) in said
    finally:
        lang.use("en")


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_second_click_to_propose_the_end_lands_where_the_first_did(home, size, language, text_size):
    from byapar.app import theme as th

    app = App(size)
    app.prefs["text_size"] = text_size
    th.set_text_size(text_size)
    lang.use(language)
    try:
        board = table(app, ["human", "medium", "human"])
        board.game.players[1].cash -= 100  # the bot is behind: the notice names it, with its reason
        board.game.players[0].cash += 100
        menu = to_menu(app)
        before = {b.id: b.rect.copy() for b in menu.panel.buttons}
        click(app, "end_game")
        assert app.top is menu and menu.notice and menu.confirm_end
        assert {b.id: b.rect for b in menu.panel.buttons} == before  # not one button moved or changed size
        assert button(app, "quit").rect.bottom <= menu_notice_top(app)  # and the notice hides none
    finally:
        th.set_text_size(100)


def test_a_bankruptcy_that_ends_the_game_says_what_debt_it_was(app):
    """Asha, with Rs 100 and nothing to sell, throws onto Bikash's Durbar Marg with a hotel: the
    engine's bankruptcy names the debt and its square, the log tells it, and the game-over screen
    says what she owed and for what, not only that everyone else went bankrupt."""
    from helpers import give, put_at, set_cash

    from byapar.engine import events as E

    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 30)
    game = session.game
    give(game, 1, 37, 39, level=5)
    set_cash(game, 0, 100)
    put_at(game, 0, 34)
    app.push(BoardScene(app, session))
    settle(app)
    click(app, "roll")
    settle(app)
    assert game.over and isinstance(app.top, GameOverScene)
    rent = game.edition.squares[39].rents[5]
    bankrupt = [ev for ev in game.events if isinstance(ev, E.Bankrupt)]
    assert bankrupt == [E.Bankrupt(0, 1, rent, 39)]
    money = lang.money(rent, game.edition)
    assert f"Bankrupt: Asha owes Bikash {money} for Durbar Marg, more than all they own could raise" in log_text(app)
    said = f"Asha owed Bikash {money} for Durbar Marg: more than they could raise."
    assert said in [text for text, _ in app.top.notes()]
    app.frame(1 / 60)
    assert said in drawn_texts(app)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_bots_bankruptcy_is_said_across_the_board_not_only_in_the_log(app, language):
    """Bikash, a bot with Rs 100 and nothing to sell, throws first onto Asha's Durbar Marg with a
    hotel, with a third player at the table: the board says it across its centre in the log's words, the
    square ringed, while the game goes on."""
    from helpers import give, put_at, set_cash

    lang.use(language)
    try:
        app.prefs["bot_speed"] = "normal"
        seats = [default_seat(0, "medium", "Bikash"), default_seat(1, "human", "Asha"),
                 default_seat(2, "medium", "Sita")]
        session = Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 30)
        game = session.game
        give(game, 1, 37, 39, level=5)
        set_cash(game, 0, 100)
        put_at(game, 0, 34)
        board = BoardScene(app, session)
        app.push(board)
        said = None
        for _ in range(600):  # bounded: Bikash's throw, walk and rent play out in a few seconds of frames
            app.frame(1 / 60)
            if board.controller.reading():  # the bot's answer waited for, however busy the machine
                board.controller.wait(BOT_HUNG)
            banner = board.presenter.banner
            if banner is not None:
                said = banner
                break
        assert said is not None and game.players[0].bankrupt and not game.over
        assert said.square == 39
        assert said.text == plain(board.presenter.words.line(next(
            ev for ev in game.events if type(ev).__name__ == "Bankrupt")))
        assert ("Bikash owes Asha" in said.text) == (language == "en")
    finally:
        lang.use("en")


def test_a_persons_own_bankruptcy_holds_the_play_while_they_read_why(app):
    """Asha, a person with Rs 100 and nothing to sell, throws onto Bikash's Durbar Marg with a
    hotel, bots at fast speed: she is out, and the board says why and holds the play a good five
    seconds (not the blink a bot's bankruptcy gets at that speed) before the bots play on."""
    from helpers import give, put_at, set_cash

    from byapar.app.presenter import PERSON_OUT_PAUSE

    app.prefs["bot_speed"] = "fast"
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash"),
             default_seat(2, "medium", "Sita")]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(2, 3)] * 30)
    game = session.game
    give(game, 1, 37, 39, level=5)
    set_cash(game, 0, 100)
    put_at(game, 0, 34)
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    board.act("roll")
    said_at, late = None, None
    for frame in range(900):  # bounded: the walk, the rent and the pause play out in seconds of frames
        app.frame(1 / 60)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        if said_at is None and board.presenter.banner is not None:
            said_at = frame
        if said_at is not None and frame - said_at == int(60 * (PERSON_OUT_PAUSE - 0.5)):
            late = board.presenter.banner  # still said, near the pause's end
        if said_at is not None and not board.presenter.busy:
            break
    assert game.players[0].bankrupt and said_at is not None
    assert (frame - said_at) / 60 >= PERSON_OUT_PAUSE - 0.1  # held, at fast speed, while she reads it
    assert late is not None and "Asha" in late.text


def test_a_continued_game_s_log_keeps_the_bots_reason_for_playing_on(home):
    """A seeded game of two people and a Medium bot, played three rounds, then ended by
    agreement but for the bot: the log told again for Continue, from the game's replay, gives the
    bot's no with its reason, as it read when the vote was made."""
    import random

    from byapar.app.comfort import Comfort
    from byapar.app.words import Words, with_vote_reasons
    from byapar.bots import make_bot
    from byapar.engine import GameView, new_game

    game = new_game("byapar", ["Asha", "Bot", "Bikash"], seed=5, humans=[True, False, True])
    bots = [make_bot("medium", seat) for seat in range(3)]
    views = [GameView(game, random.Random(seat)) for seat in range(3)]
    for _ in range(5_000):  # bounded: three rounds are a few hundred decisions
        if game.round > 3 and game.pending.kind == "roll" and game.pending.player == 0:
            break
        p = game.pending.player
        game.apply(bots[p].decide(views[p], game.legal_actions()))
    leader = game.standings()[0][0]
    assert leader != 1  # the bot is behind: its no has a reason
    game.apply("propose-end")
    events = game.apply("refuse-end")  # the bot, asked first
    live = with_vote_reasons(Words(game), events, game, lambda seat: seat == 1)
    said = next(plain(line) for lines in live for line in lines if "says no" in plain(line))
    assert "behind" in said and "can still catch up" in said
    continued = Comfort(game).past.log
    assert said in [plain(line) for line in continued]
