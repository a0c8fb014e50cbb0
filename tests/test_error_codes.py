"""Board, save and table errors are refusals: a code and fields the app words in either language,
with the engine's English sentence as str(). Every raise site names a code the table knows."""

from __future__ import annotations

import ast
import json
import pickle
import shutil
from pathlib import Path

import pytest
from helpers import make_game

import byapar
from byapar.app import lang as L
from byapar.app import store
from byapar.app.scenes.friends import error_text
from byapar.app.scenes.menu import problem_words
from byapar.engine import BoardError, Game, SaveError, load_edition
from byapar.engine.edition import BOARDS_DIR
from byapar.engine.errors import TEMPLATES
from byapar.engine.invariants import InvariantBroken, check
from byapar.net.client import Follower

PACKAGE = Path(byapar.__file__).parent


def test_a_broken_table_is_named_by_a_code_with_its_figures() -> None:
    game = make_game(players=2)
    game.players[1].cash -= 10  # money out of nowhere: ten gone from the table
    with pytest.raises(InvariantBroken) as caught:
        check(game)
    err = caught.value
    assert err.code == "money-not-conserved" and err.fields["held"] == err.fields["started"] - 10
    assert str(err) == f"money not conserved: table holds {err.fields['held']}, started with {err.fields['started']}"
    assert isinstance(err, AssertionError)  # still what a failed check is to a test


def test_a_damaged_save_names_the_field_and_the_value_found() -> None:
    data = make_game(players=2).to_dict()
    data["players"][1]["cash"] = -5
    with pytest.raises(SaveError) as caught:
        Game.from_dict(data)
    err = caught.value
    assert err.code == "save-field" and err.fields["field"] == "players"
    inner = err.fields["problem"]
    assert (inner.code, inner.fields["low"], inner.fields["found"]) == ("save-number", 0, -5)
    assert str(err) == f"The save's 'players' is damaged: expected a whole number from 0 to {inner.fields['high']}, found -5"
    assert pickle.loads(pickle.dumps(err)).fields["problem"].fields == inner.fields  # a worker's error


def test_a_broken_board_names_the_file_the_square_and_the_field(tmp_path) -> None:
    folder = tmp_path / "broken"
    shutil.copytree(BOARDS_DIR / "byapar", folder)
    tmx = next(folder.glob("*.tmx"))
    text = tmx.read_text(encoding="utf-8")
    tmx.write_text(text.replace('name="price"', 'name="cost"', 1), encoding="utf-8")
    with pytest.raises(BoardError) as caught:
        load_edition(str(tmx))
    err = caught.value
    assert err.code == "board-missing" and err.fields["field"] == "price" and err.fields["where"] == tmx.name
    assert str(err).startswith(f"{tmx.name}: square ") and str(err).endswith("missing field 'price'")
    assert isinstance(err, ValueError)


def raise_sites() -> list[tuple[str, int, str, ast.expr | None]]:
    """Each call that makes a board or save error in the package: file, line, class, first argument."""
    sites = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
                if name in ("BoardError", "SaveError", "NewerSave"):
                    sites.append((path.name, node.lineno, name, node.args[0] if node.args else None))
    return sites


def test_every_board_and_save_error_is_raised_with_a_known_code() -> None:
    sites = raise_sites()
    assert len(sites) > 100  # the scan sees the loader's, the save's, the app's and the net's
    for file, line, name, first in sites:
        assert isinstance(first, ast.Constant) and first.value in TEMPLATES, f"{file}:{line}: {name}"
        prefix = "board-" if name == "BoardError" else "save-"
        assert first.value.startswith(prefix), f"{file}:{line}: {first.value}"


def test_a_sentence_is_no_code() -> None:
    with pytest.raises(KeyError):
        str(BoardError("a.tmx: square 3: field 'price' is missing"))


def test_the_load_list_words_a_damaged_save_in_the_players_language(home) -> None:
    data = make_game(players=2).to_dict()
    data["players"][0]["cash"] = "lots"
    path = home / "damaged.json"
    path.write_text(json.dumps({"app_version": 1, "seats": [{"kind": "human"}] * 2, "game": data}),
                    encoding="utf-8")
    loaded = store.load(path)
    assert loaded.game is None and "expected a whole number" in loaded.problem  # the English, for the log
    L.use("ne")
    try:
        words = problem_words(loaded)
    finally:
        L.use("en")
    assert words.startswith("damaged.json -> ") and "सेभको 'players' बिग्रेको छ" in words and "'lots'" in words


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
    assert L.refusal(BoardError("board-no-squares", where="bad.tmx")) == "bad.tmx: 'squares' नामको वस्तु-तह छैन"
    L.use("en")


def test_a_friends_laptop_words_a_damaged_host_table_in_the_players_language(home) -> None:
    follower = Follower()
    follower.table = {"players": []}  # no decks: a host's table no view can be built from
    assert follower.view is None
    error = follower.errors[-1]
    assert isinstance(error, SaveError) and error.code == "save-host-decks"
    L.use("ne")
    try:
        assert error_text(error) == "आयोजकको टेबल देखाउन सकिएन: आयोजकको खेलमा कार्डका थाक छैनन्"
    finally:
        L.use("en")
    assert error_text(error) == "The host's table can't be shown: the host's table has no decks"
