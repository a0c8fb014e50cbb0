"""The build buttons say what they build: a place's fifth building is its hotel ("Build a hotel
on Kentucky Avenue"), on its deed and on the build page alike, and a round counted for want of
room for its places' names counts what it builds ("Build two houses", "Build two hotels"), in
either language; the build follows the click."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, click_at, settle, table
from helpers import give

from byapar.app import lang as L
from byapar.app.i18n import t
from byapar.engine import schema as S

REDS = ("Kentucky Avenue", "Indiana Avenue", "Illinois Avenue")


def reds_built(app, levels: tuple[int, int, int]):
    """Classic, Asha and a bot: Asha, before her throw, holds the reds built to `levels`."""
    board = table(app, "classic", ("human", "medium"), names=["Asha", "Bot"], settings={"bot_offers": "never"})
    settle(app)
    g = board.game
    reds = [next(i for i, sq in enumerate(g.squares) if sq.kind == S.PLACE and sq.name == n) for n in REDS]
    for s, level in zip(reds, levels, strict=True):
        give(g, 0, s, level=level)
    board.presenter.sync()
    board.changed()
    settle(app)
    return board, reds


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_fifth_building_is_called_a_hotel_on_the_page_and_the_deed(lang_back, language):
    app = app_in((1280, 800), language)
    board, reds = reds_built(app, (4, 4, 4))
    g, kentucky = board.game, reds[0]
    name, price = L.square_name(g.squares[kentucky]), board.session.money(150)
    click(app, "manage_build")
    page = button(app, f"holding_build_{kentucky}")
    assert page.enabled and page.label == t("btn_build_hotel_on", square=name, amount=price), page.label
    if language == "en":
        assert page.label == "Build a hotel on Kentucky Avenue ($150)"
    click(app, "close")
    click_at(app, board.board.squares[kentucky].center)
    deed = button(app, "deed_build")
    assert deed.enabled and deed.label == t("btn_build_hotel", amount=price), deed.label
    click(app, "deed_build")
    assert g.buildings(kentucky) == g.edition.rules.max_level


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("levels, key", [((1, 1, 2), "btn_build_round_two_short_priced"),
                                         ((4, 4, 5), "btn_build_round_hotel_two_short_priced")])
def test_a_counted_round_says_what_it_builds(lang_back, language, levels, key):
    """The reds at 1, 1 and 2 houses: the round builds a house on the two least built; at 4, 4
    and a hotel, a hotel on each of the two: by their names, or where the names are too long for
    the button at the large text in the small window, counted."""
    app = app_in((800, 600), language, 150)
    board, reds = reds_built(app, levels)
    g = board.game
    click(app, "manage_build")
    round_ = button(app, f"deed_build-round_{reds[0]}")
    names = {"first": L.square_name(g.squares[reds[0]]), "second": L.square_name(g.squares[reds[1]])}
    named = t(key.replace("two_short_priced", "pair"), amount=board.session.money(300), **names)
    assert round_.enabled and round_.label in (t(key, amount=board.session.money(300)), named), round_.label
    if language == "en":
        assert "building" not in round_.label and ("hotel" in round_.label) == ("hotel" in key)
    click(app, f"deed_build-round_{reds[0]}")
    assert [g.buildings(s) for s in reds] == [level + 1 for level in levels[:2]] + [levels[2]]
