""""Raise it for me" raises what the debt needs at the least loss: the worth the player keeps
first (a house sold back before a lot that loses more), then the rent, then no more brought than
the debt needs; several small steps where together they lose less than one large one. Played by
a click on it, in Finance (sold back to the bank at half) and in Byapar (mortgaged)."""

from __future__ import annotations

from app_helpers import app_in, button, click, settle, table
from edition_helpers import give, put_at, set_cash

from byapar.app import choices

GOAT_ALLEY, WAYBACK, RUBEVILLE, VENETIAN_LAGOON = 1, 3, 6, 11  # Finance's
OWNED = 1  # a Finance lot's level with only its ownership house on it


def test_finance_sells_two_houses_back_before_a_lot_that_loses_more(home):
    """Asha owes $44 more than she has. Goat Alley, a $150 lot, sold back brings $75 and covers
    it, losing her the other $75 of its worth; a house on Wayback and one on Rubeville, $50 each,
    bring $25 each: together they cover it too, losing $50. The houses go, the lot stays hers,
    and she keeps what the two bring beyond the debt."""
    app = app_in((1280, 800), "en", 100)
    board = table(app, "finance", ("human", "human"), dice=[(1, 3)] + [(2, 3)] * 10, names=["Asha", "Bikash"])
    g = board.game
    give(g, 1, VENETIAN_LAGOON, level=OWNED + 2)
    give(g, 0, GOAT_ALLEY, level=OWNED)
    give(g, 0, WAYBACK, RUBEVILLE, level=OWNED + 1)
    rent = g.rent(VENETIAN_LAGOON)
    put_at(g, 0, VENETIAN_LAGOON - 4)
    set_cash(g, 0, rent - 44)
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "raise" and g.pending.amount == rent
    tip = button(app, "raise_auto").tooltip  # the measure, said where the player sees the choice
    assert "losing the least worth it can (a sale brings back half), then the least rent" in tip, tip
    click(app, "raise_auto")
    settle(app)
    assert g.pending.kind != "raise"
    assert g.owners[GOAT_ALLEY] == 0 and g.levels[GOAT_ALLEY] == OWNED
    assert g.levels[WAYBACK] == g.levels[RUBEVILLE] == OWNED
    assert g.players[0].cash == 6  # $50 brought, $44 of it owed


DADELDHURA, GORKHA, TANSEN, ILAM = 6, 16, 19, 21  # Byapar's


def test_byapar_mortgages_the_two_places_that_lose_least_rent_for_the_whole_debt(home):
    """Rs 2,000 of Income Tax with Rs 3 in hand. Mortgaging Dadeldhura, Gorkha and Tansen (the
    least rent for each rupee, one after another) gives up Rs 360 of rent; Gorkha and Ilam pay it
    too, giving up Rs 320."""
    app = app_in((1280, 800), "en", 100)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 3)] + [(2, 3)] * 10)
    g = board.game
    give(g, 0, DADELDHURA, GORKHA, TANSEN, ILAM)
    put_at(g, 0, 0)
    set_cash(g, 0, 3)
    settle(app)
    before = choices.rent_roll(g, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "raise" and g.pending.amount == 2_000
    click(app, "raise_auto")
    settle(app)
    assert g.pending.kind != "raise"
    assert [s for s in (DADELDHURA, GORKHA, TANSEN, ILAM) if g.is_mortgaged(s)] == [GORKHA, ILAM]
    assert before - choices.rent_roll(g, 0) == 320
    assert g.players[0].cash == 3  # Rs 900 and Rs 1,100 brought: exactly the Rs 1,997 owed beyond the Rs 3
