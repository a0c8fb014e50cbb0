"""A whole game played through the UI: real buttons clicked with synthesized mouse events.

Asha (a human) plays a medium bot with scripted dice, from the menu to game over:
buying, an auction, building, a trade, raising money, jail, the end and play again.
The bot's throws keep it on squares where its own choices can't move it elsewhere.
"""

from __future__ import annotations

import pytest
from app_helpers import (
    answer_as_asked,
    board_of,
    button,
    click,
    click_at,
    erase,
    human_plays_safely,
    settle,
    type_text,
    until_answered,
)
from helpers import tries

from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.setup import SetupScene
from byapar.app.scenes.trade import TradeScene

JUMLA, HUMLA, INCOME_TAX, POKHARA = 3, 1, 4, 31
DICE = [
    (1, 2), (4, 6),  # round 1: Asha to Jumla (buys), the bot to the jail (visiting)
    (3, 4), (4, 6),  # round 2: Asha to the jail (visiting), the bot to Chautari
    (4, 6), (5, 4),  # round 3: Asha to Chautari, the bot to Bharatpur
    (5, 6), (5, 6),  # round 4: Asha to Pokhara, declines: auction; the bot to Start
    (4, 6), (4, 6),  # round 5: Asha round to Humla (buys, builds); the bot to the jail (visiting)
    (1, 2), (4, 6),  # round 6: Asha gives money away, then to Income Tax: raises; the bot to Chautari
    (6, 6), (5, 5), (1, 1), (5, 6),  # round 7: Asha throws three doubles: jail; the bot to Pokhara
    (1, 2),  # round 8: Asha throws for doubles and stays in jail
] + [(2, 3)] * 400


@pytest.fixture
def app(home):  # a fresh data folder, English before and after (conftest)
    a = App((1280, 800), dice=list(DICE), seed=11)
    a.push(MenuScene(a))
    a.frame(1 / 60)
    yield a


def game_of(app):
    return board_of(app).game


def test_a_whole_game_through_the_ui(app):
    # ----- settings: game length 15 rounds, instant bots -----
    click(app, "settings")
    click(app, "rounds_15")
    click(app, "bot_speed_instant")
    click(app, "bot_offers_never")  # the script plays its own trade: no bot's offer comes between
    assert app.prefs["rounds"] == 15 and app.prefs["bot_speed"] == "instant"
    click(app, "done")
    assert isinstance(app.top, MenuScene)

    # ----- new game: Asha (human) against a medium bot -----
    click(app, "new")
    assert isinstance(app.top, SetupScene)
    click_at(app, app.top.panel.fields[0].rect.center)
    erase(app, 12)
    type_text(app, "Asha")
    assert app.top.seats[0]["name"] == "Asha"
    click(app, "kind_1_medium")
    click(app, "start")
    assert isinstance(app.top, BoardScene)
    g = game_of(app)
    assert [p.name for p in g.players][0] == "Asha" and board_of(app).session.is_bot(1)
    settle(app)

    # ----- round 1: buy Jumla -----
    click(app, "roll")
    settle(app)
    assert g.players[0].position == JUMLA and g.pending.kind == "buy"
    click(app, "buy")
    assert g.owner(JUMLA) == 0 and g.players[0].cash == 15000 - 600
    click(app, "end")
    settle(app)

    # ----- rounds 2-3: walk round to Chautari -----
    for _ in range(2):
        click(app, "roll")
        settle(app)
        click(app, "end")
        settle(app)
    assert g.players[0].position == 20 and g.round == 4

    # ----- round 4: decline Pokhara; the auction opens over the board -----
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == POKHARA
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene)
    answer_as_asked(app, "raise_500")
    assert g.auction is None or g.auction.high >= 500
    settle(app)
    for _ in tries(5, "the auction for Pokhara ends"):
        if g.auction is None:
            break
        answer_as_asked(app, "drop")
        settle(app)
    assert not isinstance(app.top, AuctionScene)
    assert g.owner(POKHARA) in (0, 1)
    click(app, "end")
    settle(app)

    # ----- round 5: round the board to Humla, buy it, build on the pair -----
    cash = g.players[0].cash
    click(app, "roll")
    settle(app)
    assert g.players[0].position == HUMLA and g.pending.kind == "buy"
    click(app, "buy")
    assert g.owner(HUMLA) == 0
    assert g.players[0].cash == cash + 2000 - 600  # salary for passing Start, then the price
    board = board_of(app)
    for square in (HUMLA, JUMLA, HUMLA, JUMLA):
        click_at(app, board.board.squares[square].center)  # opens the deed
        assert board.selected == square
        click(app, "deed_build")
        click_at(app, board.board.squares[square].center)  # and closes it again
    assert g.buildings(HUMLA) == 2 and g.buildings(JUMLA) == 2
    click(app, "end")
    settle(app)

    # ----- round 6: a trade (a gift the bot accepts), then Income Tax with too little cash -----
    click(app, "trade")
    assert isinstance(app.top, TradeScene)
    bot_cash = g.players[1].cash
    for _ in tries(20, "Asha offers all but Rs 2,000 of her cash"):
        if g.players[0].cash - app.top.cash["give"] < 2000:
            break
        click(app, "give_cash_1000")
    given = app.top.cash["give"]
    click(app, "offer")
    until_answered(app)
    assert g.offers_made == 1
    assert g.players[1].cash == bot_cash + given
    assert isinstance(app.top, TradeScene) and app.top.result_ok  # the deal is done, said; then closed
    click(app, "close")
    assert isinstance(app.top, BoardScene)
    assert g.players[0].cash < 2000
    click(app, "roll")
    settle(app)
    assert g.players[0].position == INCOME_TAX and g.pending.kind == "raise"
    assert button(app, "raise_sell 1").label.startswith("Sell a building on Humla")
    for _ in tries(20, "Asha raises the Income Tax"):
        if g.pending.kind != "raise":
            break
        first = next(b for b in app.top.panel.buttons if b.id.startswith("raise_"))
        click_at(app, first.rect.center)
    assert g.players[0].cash >= 0 and g.buildings(HUMLA) + g.buildings(JUMLA) < 4
    settle(app)
    click(app, "end")
    settle(app)

    # ----- round 7: three doubles send Asha to jail -----
    for _ in tries(20, "three doubles send Asha to jail"):
        if g.players[0].in_jail:
            break
        if g.pending.kind == "buy":
            click(app, "decline")
        elif g.pending.kind == "bid":
            answer_as_asked(app, "drop")
        else:
            click(app, "roll")
        settle(app)
    assert g.players[0].position == g.edition.jail
    click(app, "end")
    settle(app)

    # ----- round 8: throw for doubles, and stay in jail -----
    assert g.pending.kind == "jail"
    click(app, "roll")
    settle(app)
    assert g.players[0].in_jail and g.players[0].jail_throws == 1

    # ----- play on to the end -----
    for _ in range(600):
        if isinstance(app.top, GameOverScene):
            break
        human_plays_safely(app)
    assert isinstance(app.top, GameOverScene)
    assert g.over and g.worth_history
    app.frame(1 / 60)

    # ----- play again: same seats, a fresh game -----
    click(app, "again")
    assert isinstance(app.top, BoardScene)
    assert app.top.game is not g and [p.name for p in app.top.game.players] == ["Asha", g.players[1].name]
