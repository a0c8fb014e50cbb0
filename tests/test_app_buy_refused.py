"""A greyed Buy says why on the action bar, not only on the place's card: short of ownership
houses in Finance as well as short of cash, read whole at 800x600."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, drawn, settle, table
from edition_helpers import give

from byapar.app import lang
from byapar.engine import actions as A

WAYBACK = 3  # a Finance lot, three squares from Start
EIGHT_LOTS = (6, 8, 9, 11, 13, 14, 17, 19)  # one for each of Finance's eight ownership houses

SAID = {"en": "All your ownership houses are on lots: sell a lot to the bank first, or choose Don't buy (auction)",
        "ne": "तपाईंका सबै स्वामित्व घर जग्गामा छन्: पहिले कुनै जग्गा बैंकलाई बेच्नुहोस्, नत्र नकिन्ने (लिलाम) रोज्नुहोस्"}


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_buy_greyed_for_want_of_an_ownership_house_says_so_on_the_bar(lang_back, language, percent):
    """Asha at Finance holds eight lots, an ownership house on each, and throws onto Wayback:
    Buy is greyed, and the bar's sentence over it says why and which buttons lead on, drawn
    whole (at 100%, at the prompt's own size)."""
    app = app_in((800, 600), language, percent)
    board = table(app, "finance", ("human", "human"), dice=[(1, 2)] * 10, names=["Asha", "Bikash"])
    game = board.game
    give(game, 0, *EIGHT_LOTS)
    board.refresh()
    settle(app)
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "buy" and game.pending.square == WAYBACK
    text, _ = board.actions.prompt()
    assert text == SAID[language]
    buy = button(app, "buy")
    assert not buy.enabled and buy.tooltip == SAID[language]
    assert lang.refused(game, game.why_not(A.BUY, 0)) != text  # the bar names its own buttons
    shown = [d for d in drawn(app) if d.text == text and d.box == board.actions.prompt_rect]
    assert shown and not shown[0].cut and shown[0].squeeze == 1.0, shown
    if percent == 100:  # the bar is laid for its longest wording: at 150% two lines set it smaller
        assert shown[0].size == board.actions.prompt_font
