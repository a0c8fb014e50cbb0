"""After a person builds between other players' turns (Classic), the controls greyed for them
say why, in both languages: Undo, which takes back only the deciding person's own decisions,
names the building it leaves; a round's sale, which the rules keep for the owner's own turn,
says so on its button and in the group's reason line, whole at 800x600 and 1280x800."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    button,
    classic_family_chandra_may_build,
    click,
    drawn,
    drawn_on_top,
    run_frames,
    take_laptop,
)

from byapar.app import lang as L
from byapar.app import widgets
from byapar.app.i18n import t
from byapar.app.scenes.holdings import HoldingsScene

ORIENTAL = 6  # the first of Classic's light blues
SIZES = [(1280, 800), (800, 600)]


def chandra_builds_a_round(app) -> None:
    """Over to Bikash, but Chandra first builds a round on her light blues between turns."""
    board = classic_family_chandra_may_build(app)
    click(app, "build_as_2")
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 2
    click(app, "deed_build-round")
    assert board.game.buildings(ORIENTAL) == 1 and board.game.pending.player == 1


def hover(app, button_id: str) -> None:
    """The mouse rests on a button until its tooltip is up."""
    centre = button(app, button_id).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app, int(widgets.TOOLTIP_DELAY / FRAME) + 2)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_undo_greyed_after_a_build_between_turns_says_why(lang_back, language):
    app = app_in((1280, 800), language)
    chandra_builds_a_round(app)
    click(app, "close")
    undo = button(app, "undo")
    built = t("undid_build_round", square=L.square_name(app.top.game.edition.squares[ORIENTAL]))
    why = t("why_no_undo_out_of_turn", what=built, name="Chandra")
    assert not undo.enabled and undo.tooltip == why, undo.tooltip
    hover(app, "undo")
    assert why in [d.text for d in drawn(app)]  # the tooltip seen over the greyed button


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_rounds_sale_greyed_between_turns_says_why(lang_back, language, size):
    app = app_in(size, language)
    chandra_builds_a_round(app)
    sell = button(app, "deed_sell-round")
    why = t("why_sell_between")
    assert not sell.enabled and sell.tooltip == why, sell.tooltip
    line = t("why_button", button=sell.label, reason=why)
    said = [d for d in drawn_on_top(app) if d.text == line]
    assert said and not said[0].cut, [(d.text, d.cut) for d in drawn_on_top(app) if why in d.text]


@pytest.mark.parametrize("size", SIZES)
def test_the_last_groups_reasons_grow_whole_after_a_round_leaves_the_money_short(lang_back, size):
    """Chandra opens her build page with $154 (three buttons greyed), builds a round for $150 and
    is left $4: a fourth reason comes, and with no group below hers every reason is drawn whole."""
    app = app_in(size, "en")
    board = classic_family_chandra_may_build(app)
    board.game.players[2].cash = 154
    click(app, "build_as_2")
    take_laptop(app)
    click(app, "deed_build-round")
    assert board.game.players[2].cash == 4 and not button(app, "deed_build-round").enabled
    greyed = [b for b in app.top.panel.buttons if b.id.startswith("deed_") and not b.enabled]
    lines = {d.text: d for d in drawn_on_top(app)}
    for b in greyed:
        said = t("why_button", button=b.label, reason=b.tooltip)
        assert said in lines and not lines[said].cut, (said, sorted(lines))
