"""An auction won that finishes the winner's colour group says so in the log: a bot that paid
three times a place's price for the last of its set reads as one that knew what it bought, not
as one gone mad. Where the win leaves the group short, or the edition's places stand alone by its
book (Finance), the line is as it was."""

from __future__ import annotations

from app_helpers import app_in, click, settle, table
from helpers import give, put_at

from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene


def _bot_wins_at_auction(app, edition: str, bot_holds: tuple[str, ...], lot: str) -> BoardScene:
    """Asha (a person) throws 1+2 onto `lot` and declines it; Bot C, holding `bot_holds`, bids for
    it and Asha drops out: the bot wins it."""
    board = table(app, edition, ("human", "medium"), dice=[(1, 2)] * 10, names=["Asha", "Bot C"])
    game = board.game
    squares = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    give(game, 1, *(squares[name] for name in bot_holds))
    put_at(game, 0, squares[lot] - 3)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    for _ in range(20):  # bounded: Asha drops out whenever she is asked to bid
        settle(app)
        if game.auction is None:
            break
        if isinstance(app.top, AuctionScene) and app.top.panel.get("drop") is not None:
            click(app, "drop")
    assert game.owner(squares[lot]) == 1, "Bot C won the lot"
    return board


def _won_line(board: BoardScene, lot: str) -> str:
    lines = ["".join(text for text, _ in line) for line in board.presenter.log]
    return next(line for line in lines if lot in line and "won" in line)


def test_a_win_that_finishes_the_bots_group_says_so(home) -> None:
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "instant"
    board = _bot_wins_at_auction(app, "byapar", ("Janakpur", "Birgunj"), "Rajbiraj")
    line = _won_line(board, "Rajbiraj")
    assert line.startswith("Bot C won Rajbiraj"), line
    assert line.endswith("; that completes Bot C's group: Rajbiraj, Janakpur and Birgunj"), line


def test_a_win_that_leaves_the_group_short_says_nothing_of_it(home) -> None:
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "instant"
    board = _bot_wins_at_auction(app, "byapar", ("Janakpur",), "Rajbiraj")
    assert "group" not in _won_line(board, "Rajbiraj")


def test_where_some_of_a_colour_build_the_win_that_gives_enough_says_that_many(home) -> None:
    """Business GST: three of the five yellows let their owner build; the third, won, says so."""
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "instant"
    board = _bot_wins_at_auction(app, "business_gst", ("Jaipur", "Amritsar"), "Mysore")
    line = _won_line(board, "Mysore")
    assert line.endswith("; that gives Bot C 3 of Jaipur, Amritsar, Darjeeling, Mysore and Cochin: enough to build"), line


def test_finance_lots_stand_alone_and_a_win_never_finishes_a_group(home) -> None:
    """Finance builds on any lot by its book: holding the rest of the west, the win is told plainly."""
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "instant"
    board = _bot_wins_at_auction(app, "finance", ("Goat Alley", "Wayback", "Sylvan Dell", "Rickety Row"), "Rubeville")
    line = _won_line(board, "Rubeville")
    assert line.endswith("; Asha dropped out"), line


def test_the_group_finished_is_said_in_nepali_and_again_after_the_language_changes(home) -> None:
    """Told in Nepali as the auction ends, and still told, in English, once the language changes
    (the log is told again from the moves, the table having moved on)."""
    from byapar.app import lang

    app = app_in((800, 600), "ne", 150)
    app.prefs["bot_speed"] = "instant"
    board = _bot_wins_at_auction(app, "byapar", ("Janakpur", "Birgunj"), "Rajbiraj")
    lines = ["".join(text for text, _ in line) for line in board.presenter.log]
    assert lines[-1].endswith("; अब बोट ग को समूह पूरा भयो: राजविराज, जनकपुर र वीरगञ्ज"), lines
    janakpur = next(i for i, sq in enumerate(board.game.edition.squares) if sq.name == "Janakpur")
    give(board.game, 0, janakpur)  # the table moves on: the group is no longer whole
    lang.use("en")
    board.presenter.retell()
    assert _won_line(board, "Rajbiraj").endswith("; that completes Bot C's group: Rajbiraj, Janakpur and Birgunj")
