"""Whole games in every edition: seeded random-legal players (in turn and, where the edition
allows, out of turn) play to the end with the table's invariants checked after every action;
and a malformed board is a BoardError naming the file, the square and the field."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from byapar.engine import BoardError, Game, load_edition, new_game
from byapar.engine import actions as A
from byapar.engine.invariants import check

EDITIONS = ("classic", "business_gst", "finance")
GAMES_PER_EDITION = 20
MAX_ACTIONS = 6000
NAMES = ["Asha", "Bikash", "Chandra", "Dipa", "Esha", "Firoj", "Gita", "Hari"]


def random_action(game: Game, rng: random.Random) -> tuple[int, A.Action]:
    """A random legal action: usually the pending player's, sometimes another player's out of turn.
    Ending and throwing are favoured so that games finish."""
    if rng.random() < 0.1:
        others = [q for q in game.active_players() if q != game.pending.player]
        q = rng.choice(others)
        extra = game.legal_actions(q)
        if extra:
            return q, rng.choice(extra)
    legal = game.legal_actions()
    for preferred in (A.ROLL, A.END):
        if preferred in legal and rng.random() < 0.6:
            return game.pending.player, preferred
    action = rng.choice(legal)
    if isinstance(action, A.Bid):
        high = game.max_bid(game.pending.player)
        action = A.Bid(rng.randint(action.amount, min(high, action.amount * 3)))
    return game.pending.player, action


def play_out(game: Game, seed: int) -> int:
    rng = random.Random(seed)
    for n in range(MAX_ACTIONS):
        if game.over:
            return n
        _, action = random_action(game, rng)
        game.apply(action)
        check(game)
    return MAX_ACTIONS


@pytest.mark.parametrize("edition", EDITIONS)
def test_random_games_end_with_the_invariants_kept(edition: str) -> None:
    finished = 0
    for seed in range(GAMES_PER_EDITION):
        players = 2 + seed % 3
        game = new_game(edition, NAMES[:players], settings={"rounds": 40}, seed=seed)
        check(game)
        play_out(game, seed)
        finished += game.over
    assert finished == GAMES_PER_EDITION


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_seed_plays_the_same_game_twice(edition: str) -> None:
    histories = []
    for _ in range(2):
        game = new_game(edition, NAMES[:3], settings={"rounds": 10}, seed=99)
        play_out(game, 99)
        histories.append(game.history)
    assert histories[0] == histories[1]


def test_classic_seats_eight() -> None:
    game = new_game("classic", NAMES, seed=5, settings={"rounds": 5})
    play_out(game, 5)
    assert game.over


BOARDS = Path(__file__).resolve().parents[1] / "boards"


def broken(tmp_path: Path, edition: str, old: str, new: str) -> Path:
    """A copy of an edition's folder with one piece of its map changed."""
    folder = tmp_path / edition
    shutil.copytree(BOARDS / edition, folder)
    tmx = next(folder.glob("*.tmx"))
    text = tmx.read_text(encoding="utf-8")
    assert old in text
    tmx.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


@pytest.mark.parametrize("edition, old, new, message", [
    ("finance", 'name="target" type="int" value="12"', 'name="target" type="int" value="30"',
     r"square 10 \(Rowboat to Soakem Wharf\): field 'target' makes a loop of ferries"),
    ("finance", 'name="target" type="int" value="12"', 'name="target" type="int" value="99"',
     r"square 10 \(Rowboat to Soakem Wharf\): field 'target' 99 is not on the board"),
    ("finance", 'name="fare" type="int" value="10"', 'name="fares" type="int" value="10"',
     r"square 5 \(Pennsylvania Railroad\): missing field 'fare'"),
    ("finance", 'name="doubles_to_jail" type="int" value="0"', 'name="doubles_to_jail" type="int" value="3"',
     r"sends players to jail .* but has no 'jail' square"),
    ("classic", 'name="opening" value="throw"', 'name="opening" value="dice"',
     r"map: field 'opening' is 'dice'"),
    ("business_gst", 'name="cap" type="int" value="500"', 'name="cap" value="lots"',
     r"square 5 \(Income Tax\): field 'cap' should be int"),
    ("finance", 'name="hotel" type="bool" value="false"', 'name="hotel" type="bool" value="true"',
     r"'ownership_markers' needs 'hotel' false"),
])
def test_a_malformed_board_names_the_file_the_square_and_the_field(
        tmp_path: Path, edition: str, old: str, new: str, message: str) -> None:
    with pytest.raises(BoardError, match=message) as caught:
        load_edition(broken(tmp_path, edition, old, new))
    assert str(caught.value).startswith(f"{edition}.tmx: ")


def test_a_dice_chart_needs_eleven_cards(tmp_path: Path) -> None:
    folder = tmp_path / "business_gst"
    shutil.copytree(BOARDS / "business_gst", folder)
    cards = folder / "cards.json"
    data = json.loads(cards.read_text(encoding="utf-8"))
    data["decks"]["chance"]["cards"].pop()
    cards.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BoardError, match=r"cards.json: deck 'chance': a chart has 11 cards"):
        load_edition(folder)
