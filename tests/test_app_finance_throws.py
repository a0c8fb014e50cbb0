"""The throws listed under the dice are the turns' own: a square's throw in Finance (the
sweepstakes', a railroad's) is told in the log, and its faces show on the dice, but it is not
listed beside the turns' throws as if it were one of them."""

from __future__ import annotations

from app_helpers import click, drawn_texts, settle, table

from byapar.app.app import App
from byapar.app.i18n import t

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
    assert g.players[0].position == SWEEPSTAKES and g.players[0].cash == 1925 + 110
    assert board.presenter.dice == (5, 6)  # the dice show the last throw
    assert board.presenter.dice_history == [(0, 1, 2)]
    strip = [x for x in drawn_texts(app) if x.startswith(t("dice_history"))]
    assert strip and all("5+6" not in x for x in strip) and any("1+2" in x for x in strip)
