"""The throws line under the dice: one line at every window and text size, what doesn't fit it
the oldest throws."""

from __future__ import annotations

import pytest

from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat


def test_the_throws_line_leaves_out_the_oldest_not_the_newest(home):
    """Six long names' throws at 800x600 and 150% don't fit one line: the oldest go, and the
    newest throw, the one to check, is always there."""
    app = App((800, 600))
    app.prefs.update(hints=False, text_size=150)
    th.set_text_size(150)
    try:
        names = ["Bishnuprasad", "Chandrakala", "Dhanabahadur", "Gyanendra", "Hiranyalal", "Krishnamaya"]
        seats = [default_seat(i, "human", n) for i, n in enumerate(names)]
        session = Session.start("byapar", seats, {"opening": "seat"}, seed=2)
        board = BoardScene(app, session)
        app.push(board)
        history = [(q, 1 + q % 6, 6 - q % 6) for q in range(6)]
        lines = board._history_text(board.board.centre, history)
    finally:
        th.set_text_size(100)
    shown = " ".join(lines)
    assert len(lines) == 1 and not shown.endswith("·")
    assert "Krishnamaya" in shown and "6+1" in shown  # the newest
    assert "Bishnuprasad" not in shown  # the oldest gave way


def test_the_throws_line_is_read_at_the_reading_size_in_a_small_window(home):
    """Anyone checks the dice by it: at 800x600 it is never set at the window's floor."""
    from app_helpers import drawn, family, settle

    app = App((800, 600))
    app.prefs.update(hints=False, bot_speed="instant")
    board = family(app, ["Asha", "Bikash"])
    settle(app)
    board.act("roll")
    settle(app)
    throws = [d for d in drawn(app) if d.text.startswith(board._history_lines[0][:6])]
    assert throws, "the throws line is not drawn"
    assert all(d.size >= th.READING_LEAST and d.squeeze == 1.0 for d in throws), [(d.text, d.size) for d in throws]


THROW_OFF = [(3, 3), (2, 4), (1, 2), (2, 2), (6, 5), (1, 2)]  # Asha and Bot A tie on 6 and throw again
TURNS = [(1, 3), (2, 4), (5, 3), (6, 2), (4, 1)] * 30


def person_and_three_bots(app, edition: str):
    """One person against an Easy, a Medium and a Hard bot, the throw-off for who starts
    thrown (a tie thrown again), then the person's first throw."""
    from app_helpers import FRAME, click, settle

    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bot A"),
             default_seat(2, "medium", "Bot B"), default_seat(3, "hard", "Bot C")]
    session = Session.start(edition, seats, {"opening": "throw"}, seed=5, dice=THROW_OFF + TURNS)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    settle(app)
    for _ in range(3):  # Asha's throw-off, her second after the tie, her first turn's
        click(app, "roll")
        settle(app)
    return board


def latest_of_the_throw_off(board, shown: str, totals: list[str]) -> int:
    """How many of the throw-off's `totals` (one a player, in order) the line `shown` says: the
    latest of them, whole, an ellipsis after the heading where the earlier ones gave way."""
    said = [k for k, part in enumerate(totals) if part in shown]
    assert said == list(range(len(totals) - len(said), len(totals))), (said, shown)  # the latest, in order
    left_out = 0 < len(said) < len(totals)
    assert left_out == (t("dice_opening") + "  …" in shown), shown
    return len(said)


def one_line_drawn(app, board) -> None:
    """The throws are drawn on one line, whole, at their size, above the centre's buttons."""
    from app_helpers import drawn

    from byapar.app.scenes import board as board_module
    from byapar.app.scenes import comfort_ui

    lines = board._history_lines
    assert len(lines) == 1, lines
    box = board_module.throws_box(board, board._history_size)
    assert box.bottom <= comfort_ui.strip_top(board), (box, comfort_ui.strip_top(board))
    texts = [d for d in drawn(app) if d.text == lines[0]]
    assert len(texts) == 1 and not texts[0].cut and texts[0].squeeze == 1.0, texts
    assert texts[0].size == board._history_size >= th.READING_LEAST and all(box.contains(r) for r in texts[0].ink)


@pytest.mark.parametrize(("edition", "size", "language", "text_size", "whole"), [
    ("finance", (800, 600), "ne", 150, False), ("finance", (800, 600), "en", 150, False),
    ("classic", (800, 600), "en", 100, False), ("classic", (800, 600), "ne", 125, False),
    ("byapar", (1280, 800), "en", 100, True), ("byapar", (1280, 800), "ne", 150, True),
    ("classic", (1280, 800), "en", 100, True)])
def test_the_throw_off_shows_under_the_dice_with_the_newest_turn_throw_as_one_line_holds(
        home, edition, size, language, text_size, whole):
    """The throw-off says who starts: through the first round its throws are under the dice as
    their totals, with the turn's newest throw as its faces, on one line; where the line can't
    hold them all even at the least reading size, the newest throw and the latest totals."""
    from app_helpers import app_in

    from byapar.app import lang as L

    app = app_in(size, language, text_size)
    try:
        board = person_and_three_bots(app, edition)
        shown = board._history_lines[0].replace("\u00a0", " ")
        names = [p.name for p in board.game.players]
        throw_off = ((1, [(2, 4), (1, 2)]), (2, [(1, 2)]), (3, [(2, 2)]), (0, [(3, 3), (6, 5)]))
        totals = [names[who] + " " + ", ".join(L.digits(str(a + b)) for a, b in throws) for who, throws in throw_off]
        faces = [names[who] + " " + ", ".join(L.digits(f"{a}+{b}") for a, b in throws) for who, throws in throw_off]
        assert not any(f in shown for f in faces), shown  # the log has the faces
        order = sorted(range(4), key=lambda k: shown.find(totals[k]) if totals[k] in shown else -1)
        in_order = [totals[k] for k in order]
        said = latest_of_the_throw_off(board, shown, in_order)
        assert said == 4 if whole else said < 4, shown
        assert shown.endswith(names[0] + " " + L.digits("1+3")), shown  # the turn's throw, the one to check
        one_line_drawn(app, board)
    finally:
        th.set_text_size(100)
        L.use("en")


SIX_TIED = [(3, 3)] * 6 + [(6, 6), (5, 5), (4, 4), (3, 3), (2, 2), (1, 1)]  # all six tie, then throw again


@pytest.mark.parametrize(("size", "language"), [((800, 600), "ne"), ((800, 600), "en"), ((1280, 800), "ne")])
def test_six_players_throw_off_all_tied_keeps_one_line_and_the_newest_throw(home, size, language):
    """The longest throw-off (six players, all tied, all thrown again) at 150%: one line above
    the centre's buttons, at the reading size or smaller but never below the least, with the
    turn's throw and the latest of the throw-off's totals it has room for."""
    from app_helpers import FRAME, app_in, click, settle

    from byapar.app import lang as L

    app = app_in(size, language, 150)
    try:
        seats = [default_seat(0, "human", "Krishnamaya")]
        seats += [default_seat(i, kind, f"Bot {'ABCDE'[i - 1]}") for i, kind in
                  enumerate(("easy", "medium", "hard", "medium", "easy"), start=1)]
        session = Session.start("finance", seats, {"opening": "throw"}, seed=5, dice=SIX_TIED + TURNS)
        session.autosave_on = False
        board = BoardScene(app, session)
        app.push(board)
        app.frame(FRAME)
        settle(app)
        for _ in range(3):  # the throw-off, again after the tie, the first turn's throw
            click(app, "roll")
            settle(app)
        shown = board._history_lines[0].replace("\u00a0", " ")
        totals = [f"{p.name} " + L.digits(f"6, {12 - 2 * q}") for q, p in enumerate(board.game.players)]
        latest_of_the_throw_off(board, shown, totals)
        assert shown.endswith("Krishnamaya " + L.digits("1+3")), shown
        one_line_drawn(app, board)
    finally:
        th.set_text_size(100)
        L.use("en")


def test_the_throw_off_never_joins_the_game_s_throws(home):
    """The throw-off is told apart, as its totals, until everyone has thrown in a turn (a double
    thrown again is still its player's turn); after that only the game's throws are listed."""
    from byapar.app.scenes.throws_line import throws_text

    names = ["Bikash", "Sita", "Asha", "Bot A"]
    opening = [(0, 6, 6, "opening"), (1, 1, 1, "opening"), (2, 2, 3, "opening"), (3, 1, 2, "opening")]
    first_turns = [(0, 1, 3), (1, 5, 5), (1, 3, 1), (2, 6, 1)]  # Sita's double: three players thrown, four throws
    mark = t("throw_mark_opening")
    said = throws_text(names, opening + first_turns, 14, 2000)
    assert mark not in said and said.startswith(t("dice_opening")), said
    assert t("dice_history") in said and "Asha 6+1" in said.replace("\u00a0", " ")
    round_played = throws_text(names, opening + first_turns + [(3, 2, 2)], 14, 2000)
    assert mark not in round_played and t("dice_opening") not in round_played, round_played
    assert round_played.replace("\u00a0", " ").startswith(t("dice_history") + "  Bikash 1+3"), round_played


LOOKS = [(size, language, percent) for size in [(800, 600), (1280, 800), (1920, 1080)]
         for language in ("en", "ne") for percent in th.TEXT_SIZES]


@pytest.mark.parametrize(("size", "language", "text_size"), LOOKS,
                         ids=[f"{w}x{h}-{lg}-{p}" for (w, h), lg, p in LOOKS])
def test_the_throws_line_stays_one_line_as_the_throws_come(home, size, language, text_size):
    """Classic for a person and three bots, the throw-off for who starts and a tie, then turns:
    after each of the person's decisions the throws under the dice are one line, the newest
    throw last, whatever the window and the text size."""
    from app_helpers import app_in, human_plays_safely

    from byapar.app import lang as L

    app = app_in(size, language, text_size)
    try:
        board = person_and_three_bots(app, "classic")
        for _ in range(12):  # bounded: a few rounds of the bots and the person
            if board.game.over:
                break
            newest = board.presenter.dice_history[-1]
            shown = board._history_lines[0].replace("\u00a0", " ")
            assert shown.endswith(L.digits(f"{newest[1]}+{newest[2]}")), (newest, shown)
            one_line_drawn(app, board)
            human_plays_safely(app)
    finally:
        th.set_text_size(100)
        L.use("en")
