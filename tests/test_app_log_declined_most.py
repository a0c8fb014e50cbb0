"""A bot beside people that declines a place at its price says, in the log, the most it will bid
for it at the auction that follows: "Hard declined Short Line and won it at $170" read to a family
as a trick, where the bot had only priced it below $200 and bid to that."""

from __future__ import annotations

import random

import pytest
from app_helpers import app_in, click, settle, table
from helpers import pass_turn, set_cash

from byapar.app.scenes.board import BoardScene
from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView, new_game
from byapar.engine import actions as A

READING = 5  # Reading Railroad, $200: Bot A's throw of 2+3 from Go
THROWS = [(1, 3), (2, 3)]  # Asha onto Income Tax, then Bot A onto Reading Railroad


def _bot_declines_reading(app, kind: str) -> BoardScene:
    """Asha (a person) throws onto Income Tax and ends her turn; Bot A, holding $150, throws onto
    Reading Railroad and declines it: its auction waits for Asha's bid."""
    board = table(app, "classic", ("human", kind), dice=list(THROWS), names=["Asha", "Bot A"])
    set_cash(board.game, 1, 150)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "end")
    settle(app)
    assert board.game.auction is not None and board.game.auction.square == READING
    return board


def _lines(board: BoardScene) -> list[str]:
    return ["".join(text for text, _ in line).replace("\xa0", " ") for line in board.presenter.log]


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Bot A didn't buy Reading Railroad: it would pay at most $100 at auction"),
    ("ne", "बोट क ले रिडिङ रेलमार्ग किन्नुभएन: लिलाममा बढीमा $१०० सम्म तिर्नुहुन्छ"),
])
def test_a_bot_that_declines_beside_a_person_says_the_most_it_bids(home, language: str, said: str) -> None:
    app = app_in((1280, 800) if language == "en" else (800, 600), language, 100 if language == "en" else 150)
    app.prefs["bot_speed"] = "instant"
    board = _bot_declines_reading(app, "hard")
    assert said in _lines(board), _lines(board)


def test_a_person_who_declines_is_told_plainly(home) -> None:
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "instant"
    board = table(app, "classic", ("human", "hard"), dice=[(2, 3)], names=["Asha", "Bot A"])
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    assert "Asha didn't buy Reading Railroad" in _lines(board), _lines(board)


def _declined_by_hard(people: tuple[int, ...]):
    """Bot A (Hard, seat 1, $150) throws onto Reading Railroad after Asha's turn and declines it."""
    game = new_game("classic", ["Asha", "Bot A"], settings={"rounds": 30, "opening": "seat"}, seed=3, dice=list(THROWS))
    bot = make_bot("hard", 3)
    seat_bots({1: bot}, people=people)
    view = GameView(game, random.Random(3))
    pass_turn(game)
    set_cash(game, 1, 150)
    for _ in range(3):  # bounded: the throw, then the purchase asked
        asked = game.pending.kind
        game.apply(bot.decide(view, game.legal_actions()))
        if asked == "buy":
            break
    assert game.pending.kind == "bid" and game.auction.square == READING
    return game, bot, view


def test_the_most_said_is_what_the_bot_then_bids_to_and_no_further() -> None:
    """Asha bids up to a step below the most said, the bot bidding each time it is asked: its last
    bid is that most; Asha bids a step past it, and the bot drops out."""
    game, bot, view = _declined_by_hard((0,))
    most, step = bot.declines_told[READING], game.edition.rules.bid_step
    assert most == 100
    for _ in range(20):  # bounded: the bot's bids, each answered by Asha while below its most
        auction = game.auction
        if game.pending.player == 1:
            game.apply(bot.decide(view, game.legal_actions()))
        elif auction.high < most:
            game.apply(A.Bid(max(auction.high + step, most - step)))
        else:
            break
    assert (game.auction.high, game.auction.high_bidder) == (most, 1)
    game.apply(A.Bid(most + step))
    assert bot.decide(view, game.legal_actions()) == A.DROP


def test_bots_alone_remember_nothing_to_say() -> None:
    _game, bot, _view = _declined_by_hard(())
    assert bot.declines_told == {}
