"""The throws listed under the dice are those that move a token, and the throw-off: a
railroad's or the carnival's throw is listed marked by what it was for; the sweepstakes'
throw moves nothing and is told in the log only. Each of a person's throws is their own click."""

from __future__ import annotations

from app_helpers import button, click, drawn_texts, settle, table, take_laptop

from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

SWEEPSTAKES = 32


def test_the_sweepstakes_throw_is_not_listed_with_the_turns_throws(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    # Asha 1+2 from 29 onto Win Sweepstakes, whose throw is 5+6
    board = table(app, "finance", ("human", "human"), dice=[(1, 2), (5, 6)] + [(2, 3)] * 10)
    g = board.game
    g.players[0].position = 29
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "throw" and g.players[0].cash == 1925  # the sweepstakes wait for Asha's own throw
    click(app, "roll")
    settle(app)
    assert g.players[0].position == SWEEPSTAKES and g.players[0].cash == 1925 + 110
    assert board.presenter.dice == (5, 6)  # the dice show the last throw
    assert board.presenter.dice_history == [(0, 1, 2)]
    strip = [x for x in drawn_texts(app) if x.startswith(t("dice_history"))]
    assert strip and all("5+6" not in x for x in strip) and any("1+2" in x for x in strip)


PENN_RR, SYLVAN_DELL = 5, 8


def test_a_persons_railroad_throw_is_their_click_and_shows_marked_in_the_throws(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    # P0 1+2 from 2 onto Pennsylvania Railroad, whose throw of 2+1 moves on to Sylvan Dell
    board = table(app, "finance", ("human", "human"), dice=[(1, 2), (2, 1)] + [(2, 3)] * 10)
    g = board.game
    g.players[0].position = 2
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.players[0].position == PENN_RR and (g.pending.player, g.pending.kind) == (0, "throw")
    assert button(app, "roll").label == t("btn_throw")  # nothing thrown for P0 until P0 clicks
    said = " ".join(drawn_texts(app))
    assert t("prompt_throw_railroad", name="P0", square="Pennsylvania Railroad")[:30] in said
    click(app, "roll")
    settle(app)
    assert g.players[0].position == SYLVAN_DELL and g.pending.kind == "buy"
    assert board.presenter.dice_history == [(0, 1, 2), (0, 2, 1, "railroad")]
    strip = " ".join(x for x in drawn_texts(app) if x.startswith(t("dice_history")))
    assert "2+1" in strip and t("throw_mark_railroad") in strip


def test_each_person_throws_for_who_starts(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(i, "human", f"P{i}") for i in range(2)]
    session = Session.start("finance", seats, {"opening": "throw"}, seed=2, dice=[(1, 2), (6, 5)] + [(2, 3)] * 4)
    session.autosave_on = False
    app.push(BoardScene(app, session))
    settle(app)
    g = session.game
    for seat in (0, 1):
        assert (g.pending.player, g.pending.kind, g.pending.square) == (seat, "throw", None)
        if seat:  # the band names the throw, not an answer
            assert app.top.handover.words == "handover_throw"
        if app.top.panel.get("ready") is not None:  # the laptop passes to the person asked
            take_laptop(app)
        assert button(app, "roll").label == t("btn_throw_off")
        assert len(g.script) == 6 - seat  # the dice wait for the click
        click(app, "roll")
        settle(app)
    assert (g.current, g.pending.kind) == (1, "roll")
    assert app.top.presenter.dice_history == [(0, 1, 2, "opening"), (1, 6, 5, "opening")]


def test_the_throws_for_who_starts_go_round_the_people_then_the_starter_takes_the_laptop(home):
    """Three people throw for who starts with no "click when ready" between them, as bids go
    round an auction (nobody's turn has begun, nothing of anyone's is shown); the band names whose
    throw it is. The highest, P1, then takes the laptop from P2, who threw last."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(i, "human", f"P{i}") for i in range(3)]
    session = Session.start("finance", seats, {"opening": "throw"}, seed=2,
                            dice=[(1, 2), (6, 5), (2, 2)] + [(2, 3)] * 6)
    session.autosave_on = False
    app.push(BoardScene(app, session))
    settle(app)
    g = session.game
    for seat in (0, 1, 2):
        assert (g.pending.player, g.pending.kind) == (seat, "throw")
        assert app.top.panel.get("ready") is None, seat
        if seat:
            assert app.top.handover.words == "handover_throw"
        click(app, "roll")
        settle(app)
    assert (g.current, g.pending.player, g.pending.kind) == (1, 1, "roll")
    assert app.top.panel.get("ready") is not None


def test_the_throw_off_prompt_reads_at_the_prompts_size_in_a_small_window(home):
    """The throw for who starts is every game's first prompt: at 800x600 with large text in
    either language it is set whole at the prompt's size, never shrunk to fit its lines."""
    from app_helpers import app_in, drawn, open_board

    for language in ("ne", "en"):
        app = app_in((800, 600), language, 150)
        seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash"), default_seat(2, "medium", "Sita")]
        board = open_board(app, Session.start("finance", seats, {}, seed=3))
        settle(app)
        assert board.game.pending.kind == "throw"
        prompt = t("prompt_throw_off", name="Asha")
        sizes = [d.size for d in drawn(app) if d.text == prompt]
        assert sizes == [board.actions.prompt_font], (language, sizes, board.actions.prompt_font)
