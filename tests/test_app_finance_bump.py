"""Finance's bump, played at one laptop with scripted dice: a bot lands on Cash Here where a
person stands; the person goes back five squares to a railroad, pays its fare and throws at
once, in the bot's turn (the book's rule). The board says who was bumped, to where, and why
they throw now, above where a card would stand; the place their throw reaches waits behind a
hand-over to them before they are asked to buy it."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn_texts, settle, table

from byapar.app import lang
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import CARD_TOP, banner_rect

ASHA, BOT, BIKASH = 0, 1, 2
CASH_HERE, GROSSE_POINT, NEW_YORK_CENTRAL, LAKE_SHORE = 0, 23, 35, 38
# Asha 1+2 from Grosse Point to Gayety Theater; the bot 3+4 from 33 to Cash Here; Bikash's
# throw at New York Central 1+2 to Lake Shore Drive, nobody's
DICE = [(1, 2), (3, 4), (1, 2)] + [(2, 3)] * 20


def asha_before_the_bump(app: App):
    """Asha on Grosse Point and the bot on square 33 of Finance, Bikash a person: the scripted
    dice bump Bikash on the bot's turn."""
    board = table(app, "finance", ("human", "medium", "human"), dice=DICE)
    board.game.players[ASHA].position = GROSSE_POINT
    board.game.players[BOT].position = 33
    board.presenter.sync()
    settle(app)
    return board


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_bumped_person_is_told_why_and_takes_the_laptop_before_buying(home, language, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = asha_before_the_bump(app)
    g = board.game
    click(app, "roll")  # Asha's throw, then her turn's end: the laptop is hers
    click(app, "end")
    settle(app)
    assert g.players[BIKASH].position == LAKE_SHORE and g.pending.kind == "buy" and g.pending.player == BIKASH
    assert g.current == BOT  # all of it in the bot's turn
    banner = board.presenter.banner
    assert banner is not None and banner.square == CASH_HERE
    said = {"by": g.players[BOT].name, "player": g.players[BIKASH].name, "square": sq(g, CASH_HERE),
            "to": sq(g, NEW_YORK_CENTRAL)}
    assert banner.text == t("banner_bumped", n=lang.digits("5"), **said) + " " + t("banner_bumped_throws", **said)
    spot = banner_rect(board.board.centre, banner.text, 15)
    assert spot.bottom <= board.board.centre.y + board.board.centre.h * CARD_TOP  # a card's title stays in sight
    ids = [b.id for b in board.panel.buttons]
    assert "ready" in ids and "buy" not in ids  # the laptop passes to Bikash first
    other = "en" if language == "ne" else "ne"
    lang.use(other)  # the language switched while the banner shows: it is told again
    board.layout(app.screen.get_size())
    assert board.presenter.banner.text == t("banner_bumped", n=lang.digits("5"), **dict(
        said, square=sq(g, CASH_HERE), to=sq(g, NEW_YORK_CENTRAL))) + " " + t("banner_bumped_throws", **dict(
        said, square=sq(g, CASH_HERE), to=sq(g, NEW_YORK_CENTRAL)))
    lang.use(language)
    board.layout(app.screen.get_size())
    click(app, "ready")
    assert "buy" in [b.id for b in board.panel.buttons]
    click(app, "buy")
    assert g.owner(LAKE_SHORE) == BIKASH


def sq(game, s: int) -> str:
    return lang.square_name(game.edition.squares[s])


def test_the_bump_s_message_goes_when_the_turn_passes(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = asha_before_the_bump(app)
    g = board.game
    click(app, "roll")
    click(app, "end")
    settle(app)
    text = board.presenter.banner.text  # Bikash bumped, in the bot's turn
    click(app, "ready")
    click(app, "buy")
    settle(app)
    assert g.current == BIKASH and g.pending.kind == "roll"  # the bot's turn is over: Bikash's own throw
    assert board.presenter.banner is None
    for _ in range(60):  # and nothing of the bot's turn comes back on the board
        app.frame(1 / 60)
    assert text not in drawn_texts(app)
