"""Business GST lets a prisoner out only on a double six: the jail's throw button and prompt say
so, in both languages; an edition where any doubles do says "doubles"."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, button, settle, table
from helpers import jail

from byapar.app import lang
from byapar.engine import kinds as K
from byapar.engine.table import Pending

SAID = {("business_gst", "en"): "double 6", ("business_gst", "ne"): "६ को जोडा",
        ("classic", "en"): "for doubles", ("classic", "ne"): "जोडाका लागि"}


@pytest.mark.parametrize(("edition", "language"), list(SAID))
def test_the_jail_throw_says_which_double_lets_you_out(home, edition, language):
    app = app_in((800, 600), language)
    try:
        board = table(app, edition, ("human", "medium"))
        settle(app)
        g = board.game
        jail(g, 0)
        g.pending = Pending(0, K.JAIL)  # Asha's turn begins in jail
        board.presenter.sync()
        board.changed()
        app.frame(FRAME)
        said = SAID[edition, language]
        assert said in button(app, "roll").label, button(app, "roll").label
        assert said in board.actions.prompt()[0], board.actions.prompt()
        if edition == "classic":
            assert "६" not in button(app, "roll").label and "6" not in button(app, "roll").label
    finally:
        lang.use("en")
