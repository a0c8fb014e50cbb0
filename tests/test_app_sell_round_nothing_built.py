"""A group with nothing built on it: the build view's greyed "Sell one from each" says plainly
that nothing is built in the group, not that nothing is built on its first place (Business GST,
a person holding Hyderabad, Bengaluru and Goa bare read "nothing built on Hyderabad")."""

from __future__ import annotations

import pytest
from app_helpers import app_in, build_page_opened, settle, table
from helpers import give

from byapar.app import lang as L
from byapar.app.i18n import t

SAID = {"en": "Nothing is built in this group to sell", "ne": "यो समूहमा बेच्ने भवन छैन"}


def bare_group_in_the_build_view(app, edition: str):
    """The person to play holds a whole group, nothing built on it, and opens the build view."""
    board = table(app, edition, ("human", "human", "medium"))
    g = board.game
    settle(app)
    p = g.pending.player
    group = next(iter(g.edition.groups.values()))
    give(g, p, *group)
    g.players[p].cash = 100_000
    g.lapped[p] = True
    page = build_page_opened(app, board)
    assert all(g.buildings(s) == 0 for s in group)
    return page, group


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["business_gst", "byapar"])
def test_selling_from_a_bare_group_is_greyed_with_a_plain_reason(lang_back, edition, language):
    app = app_in((1280, 800), language)
    view, group = bare_group_in_the_build_view(app, edition)
    sell = view.panel.get(f"deed_sell-round_{group[0]}")
    assert sell is not None and not sell.enabled
    assert sell.tooltip == SAID[language]
    reasons = [r for r in view.notes[group[0]].split("\n") if r]
    said = [r for r in reasons if SAID[language] in r]
    assert len(said) == 1, reasons
    assert not any(L.square_name(view.game.squares[s]) in said[0] for s in group), said
    assert t("refusal_nothing-to-sell", square=L.square_name(view.game.squares[group[0]])) not in view.notes[group[0]]
