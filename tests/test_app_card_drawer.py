"""A card turned up names who drew it: its words say "you", and the table may be waiting on
someone else meanwhile (a bot's card, a card reached by a bump in another's turn)."""

from __future__ import annotations

import pytest
from app_helpers import BOT_HUNG, click, drawn_texts, run_frames, settle

from byapar.app import lang
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_card_a_bot_draws_names_the_bot(home, language):
    app = App((1280, 800))
    app.prefs.update(bot_speed="normal", hints=False, language=language)
    lang.use(language)
    seats = [default_seat(0, "medium", "Bot C"), default_seat(1, "human", "Asha")]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(1, 1)] + [(2, 3)] * 20)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    for _ in range(2000):  # the bot throws 1+1 onto Guthi and turns up its card
        run_frames(app)
        if board.presenter.card is not None and board.presenter.card.age > 0.5:
            break
    card = board.presenter.card
    assert card is not None and card.player == 0
    said = t("card_drawn_by", name=session.game.players[0].name) + " " + card.text
    assert said in drawn_texts(app)
    lang.use("en")


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_bots_card_is_gone_when_the_persons_throw_is_asked(home, language):
    """Bot A draws a Bhagya card (to the next airport, which it buys) and ends its turn within the
    card's time on the board: once Asha is asked for her throw the card has left the board (the
    log tells it), and its words are not drawn over the board."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="normal", hints=False, language=language)
    lang.use(language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot A")]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(1, 3), (3, 4), (1, 2), (1, 2)])
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    click(app, "roll")  # onto the Income Tax
    settle(app)
    click(app, "end")
    drawn_card = None
    for _ in range(2000):  # bounded: Bot A's turn plays out until Asha is asked
        run_frames(app)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        drawn_card = drawn_card or board.presenter.card
        if board.game.pending.player == 0 and not board.presenter.busy:
            break
    assert drawn_card is not None and drawn_card.player == 1 and board.game.pending.kind == "roll"
    run_frames(app)
    assert board.presenter.card is None
    assert not any(drawn_card.text in text for text in drawn_texts(app))
    lang.use("en")
