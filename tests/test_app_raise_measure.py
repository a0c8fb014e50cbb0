""""Raise it for me" gives up the least rent it can for the whole debt, and says so
where the player sees the choices: in its tooltip, and in a caption under it where the view has
room, in either language, at 800x600 and 1280x800."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, drawn, settle
from test_app_table import owing

from byapar.app import choices, lang
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.engine import actions as A


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def test_a_mortgage_is_chosen_by_the_rent_it_costs_for_each_rupee_it_raises():
    cheap = choices.RaiseOption(A.Mortgage(1), 1, "a", brings=100, rent_lost=20)  # 0.2 of rent a rupee
    dear = choices.RaiseOption(A.Mortgage(3), 1, "b", brings=1000, rent_lost=50)  # 0.05 a rupee
    assert choices.least_lost([cheap, dear]) is dear


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
def test_raise_it_for_me_says_how_it_chooses(home, size, language, percent):
    app = app_in(size, language, percent)
    board = owing(app)
    settle(app)
    measure = t("raise_auto_measure")
    tip = button(app, "raise_auto").tooltip
    words = "the least rent it can" if language == "en" else "सकेसम्म कम भाडा"
    assert words in measure and words in tip, tip
    view = board.raise_view
    assert view.measure, "the caption has room at every size"
    assert " ".join(view.measure) == measure
    shown = [d for d in drawn(app) if d.text in view.measure]
    assert len(shown) == len(view.measure) and not any(d.cut for d in shown), [d.text for d in drawn(app)]
    rows = [b.rect for b in app.top.panel.buttons if b.id.startswith("raise_")]
    assert not [d.text for d in shown for ink in d.ink for r in rows if ink.h and ink.colliderect(r)]
    assert len([b for b in app.top.panel.buttons if b.id.startswith("raise_") and b.id != "raise_auto"]) >= 2


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_raise_rows_words_grow_with_the_text_size_at_800x600(home, language):
    """Each row's two lines (what it raises, the rent it costs) are drawn a quarter larger at 150% than at
    100%: rows of a fixed height squeezed them back to the 10 px floor."""
    smallest = {}
    for percent in (100, 150):
        app = app_in((800, 600), language, percent)
        owing(app)
        settle(app)
        rows = [b.rect for b in app.top.panel.buttons if b.id.startswith("raise_") and b.id != "raise_auto"]
        assert rows
        smallest[percent] = min(d.size for d in drawn(app) if any(r.contains(d.box) for r in rows))
    assert smallest[150] >= 1.25 * smallest[100], smallest
