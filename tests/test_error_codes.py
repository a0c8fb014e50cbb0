"""Board, save and table errors are refusals: a code and fields the app words in either language,
with the engine's English sentence as str(); a message still written as a sentence keeps it whole."""

from __future__ import annotations

import pytest
from helpers import make_game

from byapar.app import lang as L
from byapar.engine import BoardError, Game, SaveError
from byapar.engine.invariants import InvariantBroken, check


def test_a_broken_table_is_named_by_a_code_with_its_figures() -> None:
    game = make_game(players=2)
    game.players[1].cash -= 10  # money out of nowhere: ten gone from the table
    with pytest.raises(InvariantBroken) as caught:
        check(game)
    err = caught.value
    assert err.code == "money-not-conserved" and err.fields["held"] == err.fields["started"] - 10
    assert str(err) == f"money not conserved: table holds {err.fields['held']}, started with {err.fields['started']}"
    assert isinstance(err, AssertionError)  # still what a failed check is to a test


def test_a_damaged_save_and_board_keep_their_sentence_under_one_code() -> None:
    with pytest.raises(SaveError) as caught:
        Game.from_dict({"format": "nothing"})
    assert caught.value.code == "save" and str(caught.value) == caught.value.fields["detail"]
    err = BoardError("a.tmx: square 3: field 'price' is missing")
    assert (err.code, str(err)) == ("board", "a.tmx: square 3: field 'price' is missing")
    assert isinstance(err, ValueError)


def test_the_app_words_them_in_either_language(home) -> None:
    game = make_game(players=2)
    game.pot = -5
    with pytest.raises(InvariantBroken) as caught:
        check(game)
    words = {}
    for language in ("en", "ne"):
        L.use(language)
        words[language] = L.refused(game, caught.value)
    assert words["en"].startswith("Money not conserved")
    assert "मिलेन" in words["ne"]
    assert "बोर्ड" in L.refusal(BoardError("bad.tmx: no squares"), game.edition)
    L.use("en")
