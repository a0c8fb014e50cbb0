"""The players' names on their cards beside the board follow the text size: at 800x600 in Nepali
each reads larger at 150% than at 100%, two players to six; and at either window a name is never
set smaller at a larger text size than at 100% nor cut, a long one included: where it would not fit a
two-column card at its size, the cards stand in one column, each as wide as the panel."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn, family, settle

from byapar.app import lang
from byapar.app import theme as th

PEOPLE = {
    "two": (["Asha"], ("Bot Gita",)),
    "three": (["Asha", "Bikash"], ("Bot Gita",)),
    "six": (["Asha", "Bikash", "Sita", "Ramesh"], ("Bot Gita", "Bot Hari")),
    "long": (["कृष्ण बहादुर श्रेष्ठ", "Bikash Shrestha Magar"], ("Bot Gita",)),
}


@pytest.fixture(autouse=True)
def plain_after(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def names_drawn(size: tuple[int, int], language: str, percent: int, table: str) -> dict[str, tuple[int, bool]]:
    """Each player's name as the cards draw it: its size, and whether it is cut."""
    app = app_in(size, language, percent)
    people, bots = PEOPLE[table]
    board = family(app, people, bots=bots)
    settle(app)
    names = {p.name for p in board.game.players}
    on_cards = [d for d in drawn(app) if d.surface.size == board.cards.rect.size and d.text in names]
    assert {d.text for d in on_cards} == names
    return {d.text: (d.size, d.cut) for d in on_cards}


@pytest.mark.parametrize("table", list(PEOPLE))
def test_at_800x600_in_nepali_each_name_reads_larger_at_150_percent(table):
    usual = names_drawn((800, 600), "ne", 100, table)
    large = names_drawn((800, 600), "ne", 150, table)
    assert not [name for name, (_, cut) in {**usual, **large}.items() if cut]
    assert not [name for name in usual if large[name][0] <= usual[name][0]], (usual, large)


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_long_name_is_never_smaller_than_at_100_percent_nor_cut(size, language):
    steps = [names_drawn(size, language, percent, "long") for percent in th.TEXT_SIZES]
    assert not [name for step in steps for name, (_, cut) in step.items() if cut]
    usual = steps[0]
    for percent, larger in zip(th.TEXT_SIZES[1:], steps[1:], strict=True):
        shrunk = {name: (usual[name][0], larger[name][0]) for name in usual if larger[name][0] < usual[name][0]}
        assert not shrunk, (percent, shrunk)
