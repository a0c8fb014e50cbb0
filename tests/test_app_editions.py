"""Every edition in the app: a game through the menu to game over, the new squares' and rules'
buttons (an out-of-turn build in Classic, a bank loan in Business GST, a building auction, a
place sold back to the bank), the settings rows each edition shows, and every scene drawn for
each edition at 1280x800 and 800x600. Clicks are synthesized mouse events on the real buttons.
"""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    answer_as_asked,
    board_of,
    button,
    click,
    click_at,
    human_plays_safely,
    settle,
    take_laptop,
)
from edition_helpers import give, put_at, set_cash
from helpers import tries

from byapar.app import i18n, lang, words
from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.help import HelpScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.settings import SettingsScene, switch_edition
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.stats import StatsScene
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine.invariants import check

EDITIONS = ("byapar", "classic", "business_gst", "finance")
SIZES = [(1280, 800), (800, 600)]
FRAME = 1 / 60


def table(app: App, edition: str, kinds: tuple[str, ...], dice=None, **settings) -> BoardScene:
    """A game of `edition` on the board scene, the first seat starting, with scripted dice."""
    seats = [default_seat(i, kind, f"P{i}") for i, kind in enumerate(kinds)]
    session = Session.start(edition, seats, {"opening": "seat", **settings}, seed=2, dice=dice)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    return board


def visible(surf: pygame.Surface) -> int:
    """Distinct colours in a sample of the screen: a drawn scene has many."""
    return len({tuple(surf.get_at((x, y))) for x in range(0, surf.get_width(), 37)
                for y in range(0, surf.get_height(), 29)})


def log_text(board: BoardScene) -> str:
    return "\n".join(words.plain(line) for line in board.presenter.log)


# ----- whole games -------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
def test_a_game_of_each_edition_from_the_menu_to_game_over(home, edition):
    app = App((1280, 800), seed=5)
    app.push(MenuScene(app))
    app.frame(FRAME)
    click(app, "new")
    click(app, f"edition_{edition}")
    assert app.prefs["edition"] == edition
    click(app, "settings")  # this edition's own settings
    assert isinstance(app.top, SettingsScene)
    click(app, "rounds_15")
    click(app, "bot_speed_instant")
    click(app, "hints_False")
    if edition == "business_gst":  # the book's other way to start: throw a twelve to leave Start
        click(app, "opening_twelve")
    click(app, "done")
    assert isinstance(app.top, SetupScene)
    click(app, "add_bot")
    click(app, "start")
    board = board_of(app)
    g = board.game
    assert g.edition.name == edition and len(g.players) == 3 and g.settings.rounds == 15
    if edition == "business_gst":
        assert g.settings.opening == "twelve"
    settle(app)
    for _ in tries(1000, f"{edition}: the game ends within its 15 rounds"):
        if isinstance(app.top, GameOverScene):
            break
        human_plays_safely(app)  # the human's moves are clicks on the real buttons
        check(g)
    assert g.over
    assert visible(app.screen) > 10


# ----- the new editions' buttons -----------------------------------------------------------------

def test_classic_owner_builds_in_another_players_turn(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="slow", hints=False)  # the bot waits before it thinks: time to click
    board = table(app, "classic", ("medium", "human"), dice=[(3, 4)] * 20)
    g = board.game
    give(g, 1, 1, 3)  # the brown pair, for the human in the second seat
    settle_on_bot(app, board)
    assert g.pending.player == 0 and not board.controller.reading()
    click_at(app, board.board.squares[1].center)
    click(app, "deed_build")
    assert g.buildings(1) == 1 and g.owner(1) == 1
    assert g.pending.player == 0  # the bot's decision waits where it was


def test_classic_owner_builds_out_of_turn_at_instant_speed_while_bots_play(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)  # no pause at all before a bot acts
    board = table(app, "classic", ("medium", "human", "easy"), dice=[(3, 4)] * 60)
    g = board.game
    give(g, 1, 1, 3)  # the brown pair, for the human in the second seat
    settle(app)  # the bots have played: the human's own turn
    click(app, "roll")
    settle(app)
    click(app, "end")
    settle_on_bot(app, board)  # the next bot's turn, not yet begun
    bot, moves = g.pending.player, len(g.history)
    click_at(app, board.board.squares[1].center)  # the human opens their own deed
    for _ in range(30):
        app.frame(FRAME)
    assert (g.pending.player, len(g.history)) == (bot, moves)  # the bots wait for the human
    assert "Esc" in board.actions.prompt()[0]
    click(app, "deed_build")
    click_at(app, board.board.squares[3].center)
    click(app, "deed_build")
    assert g.buildings(1) == g.buildings(3) == 1 and g.owner(1) == 1
    assert g.pending.player == bot and board.selected == 3
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    settle(app)  # the deed closed, the bots play on to the human's next turn
    assert g.pending.player == 1 and len(g.history) > moves + 2
    check(g)


def settle_on_bot(app: App, board: BoardScene) -> None:
    """Frames until the bot holds the decision, before it starts thinking."""
    for _ in range(600):
        if not board.presenter.busy and board.session.is_bot(board.game.pending.player):
            return
        app.frame(FRAME)
    raise AssertionError("the bot never held the decision")


def test_business_gst_buys_with_a_bank_loan_and_repays_it(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "human"), dice=[(1, 2), (2, 3)] + [(1, 3)] * 20)
    g = board.game
    g.lapped[0] = True  # has passed Start once: free to buy
    settle(app)
    click(app, "roll")  # to Railways (3)
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == 3
    price = g.squares[3].price
    click(app, "loan")
    assert g.owner(3) == 0 and g.loans[0] == price
    assert "Railways" in log_text(board)
    settle(app)
    click(app, "end")
    settle(app)
    click(app, "roll")  # the other player throws 5: the Income Tax, nothing owned, nothing due
    settle(app)
    click(app, "end")
    settle(app)
    assert g.pending.player == 0 and g.pending.kind == "roll"
    cost = g.loan_cost(0)
    app.push("holdings", board, 0)  # her holdings say what was borrowed and what is to repay, each named
    app.frame(FRAME)
    loan = [(left, right) for left, right, _ in app.top.lines() if left.startswith("Loan")]
    assert loan == [(f"Loan {board.session.money(price)}", f"to repay {board.session.money(cost)}")], loan
    click(app, "close")
    cash = g.players[0].cash
    click(app, "repay")  # it asks first
    assert g.loans[0] == price
    click(app, "repay_confirm")
    assert g.loans[0] == 0 and g.players[0].cash == cash - cost


def test_classic_building_auction_shows_a_house_not_a_place(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "classic", ("human", "human"), dice=[(3, 4)] * 20)
    g = board.game
    give(g, 0, 1, 3)  # browns, unbuilt
    give(g, 1, 6, 8, 9, level=2)  # light blues with two houses each: 6 of the bank's houses
    give(g, 1, 16, 18, 19, 21, 23, 24, level=4)  # 24 more: the bank keeps 2, and two players want one
    set_cash(g, 1, 2000)
    settle(app)
    click_at(app, board.board.squares[1].center)
    click(app, "deed_build")
    settle(app)
    assert isinstance(app.top, AuctionScene) and app.top.building
    app.frame(FRAME)
    assert g.building_auction
    answer_as_asked(app, f"raise_{g.edition.rules.bid_step}")  # the first bid: the house's cost and the least raise
    settle(app)
    answer_as_asked(app, "drop")
    settle(app)
    assert not isinstance(app.top, AuctionScene)
    assert g.buildings(1) == 1  # the winner built it where they asked
    assert "building" in log_text(board)


def test_finance_sells_a_lot_back_to_the_bank_from_its_deed(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "human"), dice=[(3, 4)] * 20)
    g = board.game
    give(g, 0, 1, level=1)  # a lot with its ownership house
    settle(app)
    cash = g.players[0].cash
    click_at(app, board.board.squares[1].center)
    sale = g.place_sale(1)
    click(app, "deed_sell-place")  # a sale asks first
    assert g.owner(1) == 0
    click(app, "deed_confirm")
    assert g.owner(1) is None and g.players[0].cash == cash + sale - g.gst(sale)


def test_the_log_says_fares_bumps_and_the_carnival_in_words(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "human"), dice=[(2, 3), (4, 1), (3, 3)] + [(2, 3)] * 20)
    g = board.game
    put_at(g, 1, 5)
    settle(app)
    click(app, "roll")  # P0 throws 5: the Pennsylvania Railroad, where P1 stands
    settle(app)
    click(app, "roll")  # P0's own throw on from the railroad: 4+1 on to the Rowboat, the Carnival
    settle(app)
    click(app, "roll")  # and P0's throw there; P1 is bumped after P0's business on the railroad
    settle(app)
    text = log_text(board)
    assert "fare" in text and "bumped" in text and "throws again from Pennsylvania Railroad" in text


# ----- settings ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("edition", "opening", "pot"), [
    ("byapar", False, True), ("classic", False, True), ("business_gst", True, False), ("finance", False, False)])
def test_settings_show_the_rows_that_mean_something_for_the_edition(home, edition, opening, pot):
    app = App((1280, 800))
    switch_edition(app.prefs, edition)
    app.push(SettingsScene(app))
    app.frame(FRAME)
    ids = {b.id for b in app.top.panel.buttons}
    assert ("opening_twelve" in ids) == opening
    assert ("chautari_pot_True" in ids) == pot
    if opening:
        assert button(app, "opening_throw").style == "selected"  # the edition's own way first


# ----- every scene draws --------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_scene_draws_for_each_edition(home, edition, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    switch_edition(app.prefs, edition)
    app.push(MenuScene(app))
    for scene in (SetupScene(app), SettingsScene(app)):
        app.replace(scene)
        app.frame(FRAME)
        assert visible(app.screen) > 2, type(scene).__name__
    app.scenes.clear()
    board = table(app, edition, ("human", "medium", "human"), dice=[(1, 2)] + [(2, 4)] * 60)
    s, g = board.session, board.game
    assert visible(app.screen) > 10
    s.apply(A.ROLL)  # to square 3, buyable on every board
    board.act(A.DECLINE)
    settle(app)
    assert isinstance(app.top, AuctionScene)
    app.frame(FRAME)
    app.pop()
    for scene in (TradeScene(app, board), SettingsScene(app, read_only=g.settings),
                  HelpScene(app, g.edition, g.settings), StatsScene(app, s)):
        app.push(scene)
        app.frame(FRAME)
        assert visible(app.screen) > 5, type(scene).__name__
        app.pop()
    for square in range(len(g.edition.squares)):  # every square's deed
        board.selected = square
        board.refresh()
        app.frame(FRAME)
    app.replace(GameOverScene(app, s))
    app.frame(FRAME)
    assert visible(app.screen) > 5  # drawn, not blank: the standings and the chart


def test_the_nepali_log_says_who_threw_to_see_who_starts_first(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use("ne")
    try:
        board = table(app, "classic", ("human", "human"), dice=[(6, 5), (1, 2)] + [(2, 3)] * 10, opening="throw")
        throw_off(app)
        lines = log_text(board).splitlines()
    finally:
        lang.use("en")
    assert "P0 ले सुरु कसले गर्ने भनेर ११ फाल्नुभयो" in lines, lines
    assert not any(line.startswith("को ") for line in lines), lines


def test_the_log_explains_the_throw_off_and_the_twelve(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "classic", ("human", "human"), dice=[(6, 5), (1, 2)] + [(2, 3)] * 10, opening="throw")
    throw_off(app)
    assert "threw 11 to see who starts" in log_text(board) and board.game.pending.player == 0
    app.scenes.clear()
    board = table(app, "business_gst", ("human", "human"), dice=[(3, 4), (6, 6)] + [(2, 3)] * 10, opening="twelve")
    settle(app)
    click(app, "roll")  # 7: still on Start
    settle(app)
    assert "only a twelve leaves Start" in log_text(board) and board.game.players[0].position == 0


def throw_off(app: App) -> None:
    """Each person clicks their throw for who starts, as asked."""
    settle(app)
    for _ in range(2):
        click(app, "roll")
        settle(app)


def test_finance_buying_without_an_ownership_house_says_why(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "human"), dice=[(1, 2)] + [(2, 3)] * 10)
    g = board.game
    lots = [sq.index for sq in g.squares if sq.kind == "place" and sq.index != 3]
    give(g, 0, *lots[: g.edition.rules.ownership_markers], level=1)  # all eight houses on lots
    settle(app)
    click(app, "roll")  # to Wayback (3), unowned
    settle(app)
    buy = button(app, "buy")
    assert not buy.enabled and "ownership houses" in buy.tooltip
    click(app, "decline")


def test_hints_speak_of_each_editions_own_rules():
    from byapar.app.comfort import Hints
    from byapar.engine import events as E
    from byapar.engine import new_game

    finance = new_game("finance", ["Asha", "Bikash"], seed=1)
    hint = Hints().feed([E.MustRaise(1, 900, 0)], finance)
    assert hint.key == "hint_raise_sell" and "mortgage" not in hint.text
    gst = new_game("business_gst", ["Asha", "Bikash"], seed=1)
    hint = Hints().feed([E.Jailed(0, "doubles")], gst)
    assert hint.key == "hint_jail_double" and "double 6" in hint.text


def test_finance_owner_sells_a_lot_back_in_another_players_turn(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "human"), dice=[(3, 4)] * 20)
    g = board.game
    give(g, 1, 1, level=3)  # the second player's lot, its ownership house and two more
    settle(app)
    assert g.pending.player == 0
    click_at(app, board.board.squares[1].center)  # the laptop is the first player's: nothing of the second's works
    assert not [b.id for b in board.panel.buttons if b.id.startswith("deed_sell") and b.enabled]
    click_at(app, board.board.squares[1].center)
    click(app, "build_as_1")  # the second takes the laptop to act out of turn
    take_laptop(app)
    click(app, "close")
    click_at(app, board.board.squares[1].center)
    click(app, "deed_sell")  # a house back to the bank, out of turn
    click(app, "deed_confirm")
    assert g.buildings(1) == 2 and g.pending.player == 0
    click(app, "deed_sell-place")  # then the lot with its houses
    click(app, "deed_confirm")
    assert g.owner(1) is None and g.pending.player == 0 and g.pending.kind == "roll"


def test_starting_money_presets_are_round_figures_in_every_edition():
    from byapar.app.scenes.settings import money_choices

    assert money_choices(15_000) == ((10_000, 15_000, 20_000), 5_000, 50_000, 1_000)  # Byapar's page
    assert money_choices(25_000)[0] == (17_000, 25_000, 33_000)  # Business GST, not 16,666
    assert money_choices(1_925)[0] == (1_300, 1_925, 2_600)  # Finance


@pytest.mark.parametrize("edition", EDITIONS)
def test_game_over_breakdown_adds_up_to_worth_in_every_edition(edition):
    from byapar.app.scenes.gameover import breakdown
    from byapar.engine import new_game

    g = new_game(edition, ["Asha", "Bikash"], settings={"opening": "seat"}, seed=1)
    places = [sq.index for sq in g.squares if sq.kind == "place"]
    give(g, 0, places[0], level=2)  # Finance: the ownership house and one more
    give(g, 1, places[-1], mortgaged=True)
    if g.edition.rules.bank_loans:
        g.loans[0] = 3_000
    for p in range(2):
        assert sum(breakdown(g, p)) == g.worth(p)


def test_deeds_speak_of_each_editions_squares():
    from byapar.app.drawing import deed_rows

    seats = [default_seat(0, "human", "A"), default_seat(1, "human", "B")]
    finance = Session.start("finance", seats, {"opening": "seat"}, seed=1)
    rows = dict(deed_rows(finance, 39))
    assert "With its ownership house" in rows and "With 6 houses" in rows and "With 2 houses" in rows  # as the log counts
    assert "Mortgage value" not in rows and "Bank buys back" in rows  # no mortgages
    railroad = [label for label, _ in deed_rows(finance, 5)]
    assert "Fare" in railroad
    gst = Session.start("business_gst", seats, {"opening": "seat"}, seed=1)
    tax = dict(deed_rows(gst, 31))  # the GST square: per house and per hotel, at most Rs 500
    assert tax["At most"] == "₹500" and "For each hotel" in tax


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_deed_opens_beside_the_board_or_over_its_centre_covering_nothing(home, edition, size):
    # beside the board where it fits whole; where it would not (its buttons would cover its
    # rents), over the board's centre, clear of the buttons still shown there
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, edition, ("human", "human"))
    screen = app.screen.get_rect()
    for s in range(len(board.game.edition.squares)):
        if board.game.edition.squares[s].buyable:
            give(board.game, 0, s)
        click_at(app, board.board.squares[s].center)
        assert board.selected == s
        deed = board.deed_rect
        assert screen.contains(deed)
        assert board.board.centre.contains(deed) if board.deed_in_centre else not deed.colliderect(board.board.rect)
        for other in (board.cards.rect, board.actions.rect, board.header):
            assert not deed.colliderect(other)
        for b in board.panel.buttons:
            assert deed.contains(b.rect) if b.id.startswith("deed_") else not deed.colliderect(b.rect), b
        click_at(app, board.board.squares[s].center)  # closes it
        assert board.selected is None


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_business_gst_tells_the_loans_terms_before_it_is_taken_on_a_roomy_button(home, size, language):
    """"Borrow and buy" names two sums: it has the larger part of the loan's row, its label clear of the edges, and
    its tooltip says what is lent, what is owed, how it is repaid and that one loan is the most."""
    from byapar.app import fonts, lang, widgets
    from byapar.app.i18n import t
    from byapar.app.scenes.action_bar import loan_repaid

    app = App(size)
    lang.use(language)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "human"), dice=[(1, 2), (2, 3)] + [(1, 3)] * 20)
    g = board.game
    g.lapped[0] = True
    settle(app)
    click(app, "roll")  # to Railways (3)
    settle(app)
    loan, buy, decline = (button(app, b) for b in ("loan", "buy", "decline"))
    assert loan.rect.left == buy.rect.left and loan.rect.w > decline.rect.w
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        widgets._paint_button(loan, False)
    finally:
        fonts.recording(None)
    label = seen[-1]
    assert not label.cut
    assert all(r.left >= 8 and r.right <= loan.rect.w - 8 for r in label.ink), (label, loan.rect)
    money = board.session.money
    price = g.squares[3].price
    for words_ in (money(price), money(loan_repaid(g, price)), t("btn_repay_short")):
        assert words_ in loan.tooltip


@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst", "finance"])
def test_a_games_menu_says_what_its_own_edition_is(home, each_language, edition):
    """Under a game's Menu title stands the line of the edition played (its map's tagline), never
    the app's own, which stands under the Menu without a game."""
    from app_helpers import app_in, drawn_texts, table

    app = app_in((1280, 800), each_language)
    board = table(app, edition, ("human", "human"))  # saves off: the tagline stands in the saved note's place
    app.push(MenuScene(app, session=board.session))
    app.frame(1 / 60)
    texts = drawn_texts(app)
    rules = board.game.edition.rules
    own = rules.tagline_ne if each_language == "ne" else rules.tagline
    assert own and own in texts, texts
    assert i18n.t("menu_tagline") not in texts, texts
    app.replace(MenuScene(app))
    app.frame(1 / 60)
    assert i18n.t("menu_tagline") in drawn_texts(app)
