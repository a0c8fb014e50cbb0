"""Holdings that can't be built from (another player's card) name the bar's button for building
between turns, where a person may build now; nowhere else. The button and the line name building
out of turn once, in the chooser's own words."""

from __future__ import annotations

import pytest
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
    between turns is through “Chandra: build out of turn…” on the right."""
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
    before, _, after = t("holding_build_way", button="|").partition("|")
    assert said and not any(s.startswith(before) and s.endswith(after) for s in said), said


@pytest.mark.parametrize(("language", "label", "way"), [
    ("en", "Chandra: build out of turn…", "Use the “Chandra: build out of turn…” button on the right"),
    ("ne", "Chandra: पालो बाहिर बनाउने…", "दायाँपट्टिको “Chandra: पालो बाहिर बनाउने…” बटन थिच्नुहोस्"),
])
def test_building_out_of_turn_is_named_once_by_its_button_and_the_line_pointing_to_it(lang_back, language, label, way):
    """Bikash's throw; Chandra holds the light blues. Her button says whose it is, and Asha's card
    points to that button without naming building between turns again in other words."""
    app = app_in((1280, 800), language)
    board = classic_family_chandra_may_build(app)
    settle(app)
    take_laptop(app)
    settle(app)
    assert board.panel.get("build_as_2").label == label
    assert way in opened_card(app, board, 0)
