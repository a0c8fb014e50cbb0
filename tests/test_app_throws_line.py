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


def person_and_three_bots(app, edition: str, clicks: int = 3):
    """One person against an Easy, a Medium and a Hard bot, the throw-off for who starts
    thrown (a tie thrown again), then the person's first throw: the person's first `clicks` of
    those three."""
    from app_helpers import FRAME, click, settle

    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bot A"),
             default_seat(2, "medium", "Bot B"), default_seat(3, "hard", "Bot C")]
    session = Session.start(edition, seats, {"opening": "throw"}, seed=5, dice=THROW_OFF + TURNS)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    settle(app)
    for _ in range(clicks):  # Asha's throw-off, her second after the tie, her first turn's
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


@pytest.mark.parametrize(("edition", "size", "language", "text_size"), [
    ("finance", (800, 600), "ne", 150), ("finance", (800, 600), "en", 150),
    ("classic", (800, 600), "en", 100), ("classic", (800, 600), "ne", 125),
    ("byapar", (1280, 800), "en", 100), ("byapar", (1280, 800), "ne", 150),
    ("classic", (1280, 800), "en", 100)])
def test_the_throw_off_shows_under_the_dice_until_the_game_s_first_throw(
        home, edition, size, language, text_size):
    """The throw-off says who starts: until the game's first throw its throws are under the
    dice as their totals, whole on one line (six players' ties, which a line can't hold even at
    the least reading size, keep the latest). The game's first throw takes the line alone: listed beside
    the totals, it read as one of them."""
    from app_helpers import app_in, click, settle

    from byapar.app import lang as L

    app = app_in(size, language, text_size)
    try:
        board = person_and_three_bots(app, edition, clicks=2)
        shown = board._history_lines[0].replace("\u00a0", " ")
        names = [p.name for p in board.game.players]
        throw_off = ((1, [(2, 4), (1, 2)]), (2, [(1, 2)]), (3, [(2, 2)]), (0, [(3, 3), (6, 5)]))
        totals = [names[who] + " " + ", ".join(L.digits(str(a + b)) for a, b in throws) for who, throws in throw_off]
        faces = [names[who] + " " + ", ".join(L.digits(f"{a}+{b}") for a, b in throws) for who, throws in throw_off]
        assert not any(f in shown for f in faces), shown  # the log has the faces
        order = sorted(range(4), key=lambda k: shown.find(totals[k]) if totals[k] in shown else -1)
        in_order = [totals[k] for k in order]
        said = latest_of_the_throw_off(board, shown, in_order)
        assert said == 4, shown
        assert t("dice_history") not in shown, shown
        one_line_drawn(app, board)
        click(app, "roll")  # Asha's first throw of the game
        settle(app)
        shown = board._history_lines[0].replace("\u00a0", " ")
        assert shown == t("dice_history") + "  " + names[0] + " " + L.digits("1+3"), shown
        one_line_drawn(app, board)
    finally:
        th.set_text_size(100)
        L.use("en")


SIX_TIED = [(3, 3)] * 6 + [(6, 6), (5, 5), (4, 4), (3, 3), (2, 2), (1, 1)]  # all six tie, then throw again


@pytest.mark.parametrize(("size", "language"), [((800, 600), "ne"), ((800, 600), "en"), ((1280, 800), "ne")])
def test_six_players_throw_off_all_tied_keeps_one_line_and_the_newest_throw(home, size, language):
    """The longest throw-off (six players, all tied, all thrown again) at 150%: one line above
    the centre's buttons, at the reading size or smaller but never below the least, with the
    latest of the throw-off's totals it has room for; then the game's first throw alone."""
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
        for _ in range(2):  # the throw-off, again after the tie
            click(app, "roll")
            settle(app)
        shown = board._history_lines[0].replace("\u00a0", " ")
        totals = [f"{p.name} " + L.digits(f"6, {12 - 2 * q}") for q, p in enumerate(board.game.players)]
        latest_of_the_throw_off(board, shown, totals)
        assert shown.endswith(totals[-1]), shown
        one_line_drawn(app, board)
        click(app, "roll")  # the game's first throw
        settle(app)
        shown = board._history_lines[0].replace("\u00a0", " ")
        assert shown == t("dice_history") + "  Krishnamaya " + L.digits("1+3"), shown
        one_line_drawn(app, board)
    finally:
        th.set_text_size(100)
        L.use("en")


def test_the_throw_off_never_joins_the_game_s_throws(home):
    """The throw-off is told as its totals until the game's first throw; from that throw on
    only the game's throws are listed, never beside the totals."""
    from byapar.app.scenes.throws_line import throws_text

    names = ["Bikash", "Sita", "Asha", "Bot A"]
    opening = [(0, 6, 6, "opening"), (1, 1, 1, "opening"), (2, 2, 3, "opening"), (3, 1, 2, "opening")]
    mark = t("throw_mark_opening")
    throw_off = throws_text(names, opening, 14, 2000).replace("\u00a0", " ")
    assert throw_off == t("dice_opening") + "  Bikash 12  ·  Sita 2  ·  Asha 5  ·  Bot A 3", throw_off
    first = throws_text(names, opening + [(0, 1, 3)], 14, 2000).replace("\u00a0", " ")
    assert first == t("dice_history") + "  Bikash 1+3", first
    later = throws_text(names, opening + [(0, 1, 3), (1, 5, 5), (1, 3, 1)], 14, 2000)
    assert mark not in later and t("dice_opening") not in later, later
    assert later.replace("\u00a0", " ").startswith(t("dice_history") + "  Bikash 1+3  ·  Sita 5+5"), later


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


def test_the_throw_off_leaves_the_board_when_the_laptop_passes_to_who_starts(home):
    """Asha, Bikash and Sita throw for who starts at one laptop: while they throw, the line
    under the dice tells the totals; once Bikash (the highest) is handed the laptop, the
    totals were for the moment now past and leave the board (the log keeps them), nor do
    they come back when he sits down."""
    from app_helpers import FRAME, app_in, click, drawn_texts, settle

    app = app_in((1280, 800), "en")
    seats = [default_seat(i, "human", name) for i, name in enumerate(["Asha", "Bikash", "Sita"])]
    session = Session.start("classic", seats, {"opening": "throw"}, seed=5,
                            dice=[(3, 3), (5, 6), (1, 2)] + TURNS)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    settle(app)
    for _ in range(2):  # Asha's and Bikash's throws for who starts
        click(app, "roll")
        settle(app)
    assert any(line.startswith(t("dice_opening")) for line in drawn_texts(app)), drawn_texts(app)
    click(app, "roll")  # Sita's: Bikash starts, and the laptop goes to him
    settle(app)
    assert board.game.pending.player == 1 and app.top.panel.get("ready") is not None
    assert board._history_lines == [], board._history_lines
    assert not any(t("dice_opening") in text for text in drawn_texts(app)), drawn_texts(app)
    click(app, "ready")
    settle(app)
    assert not any(t("dice_opening") in text for text in drawn_texts(app)), drawn_texts(app)
