"""Holdings that can't be built from (another player's card) name the bar's button for building
between turns, where a person may build now; nowhere else."""

from __future__ import annotations

from app_helpers import (
    app_in,
    classic_family,
    classic_family_chandra_may_build,
    click_at,
    drawn_texts,
    settle,
    take_laptop,
)

from byapar.app.i18n import t


def opened_card(app, board, seat: int) -> list[str]:
    click_at(app, board.cards.card_rect(seat).center)
    settle(app)
    assert type(app.top).__name__ == "HoldingsScene" and app.top.player == seat
    return drawn_texts(app)


def test_anothers_holdings_name_the_button_to_build_between_turns(lang_back):
    """Bikash's throw; Chandra holds the light blues: Asha's card, clicked, says that building
    between turns is through “Chandra may build now…” on the right."""
    app = app_in((1280, 800), "en")
    board = classic_family_chandra_may_build(app)
    settle(app)
    take_laptop(app)
    settle(app)
    label = t("btn_build_as", name="Chandra")
    assert board.panel.get("build_as_2").label == label
    assert t("holding_build_way", button=label) in opened_card(app, board, 0)


def test_no_word_on_building_where_nobody_may(lang_back):
    """Asha's first throw, nobody holding a group: Bikash's card says nothing of building."""
    app = app_in((1280, 800), "en")
    board = classic_family(app)
    settle(app)
    said = opened_card(app, board, 1)
    assert said and not any("build between turns" in s for s in said), said
