"""Saves round-trip exactly; damaged saves are refused; undo steps back exactly."""

import json
import random
import subprocess
import sys

import pytest

from byapar.engine import Game, GameView, IllegalAction, SaveError, new_game
from byapar.engine.save import SAVE_VERSION


def play_random(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.over:
            return
        game.apply(rng.choice(game.legal_actions()))


def test_round_trip_is_exact_and_plays_on_identically():
    rng = random.Random(5)
    game = new_game("byapar", ["Asha", "Bikash", "Chandra"], seed=11, settings={"chautari_pot": True})
    for _ in range(25):
        play_random(game, rng, 40)
        data = json.loads(json.dumps(game.to_dict()))
        copy = Game.from_dict(data)
        assert copy.to_dict() == data
        twin = game.clone()
        for _ in range(30):
            if twin.over:
                break
            action = twin.legal_actions()[-1]
            assert twin.apply(action) == copy.apply(action)
        assert twin.to_dict() == copy.to_dict()


def test_same_seed_and_actions_give_the_same_history():
    def play(seed: int) -> list:
        rng = random.Random(1)
        game = new_game("byapar", ["A", "B", "C"], seed=seed, settings={"rounds": 15})
        log = []
        for _ in range(100_000):  # 15 rounds: far fewer moves than this
            if game.over:
                break
            log.append(game.apply(rng.choice(game.legal_actions())))
        assert game.over
        return log

    assert play(42) == play(42)
    assert play(42) != play(43)


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(version=SAVE_VERSION + 1), "newer"),
    (lambda d: d.pop("players"), "incomplete"),
    (lambda d: d.update(format="something else"), "not a Byapar save"),
    (lambda d: d["players"][0].update(cash=-5), "players"),
    (lambda d: d["players"][1].update(cash=d["players"][1]["cash"] + 1000), "money not conserved"),
    (lambda d: d["players"][0].update(position=99), "off the board"),
    (lambda d: d["_owner"].__setitem__(4, 0), "can't be owned"),
    (lambda d: d["tasks"].append(["explode", 1]), "unknown task"),
    (lambda d: d["decks"]["guthi"].pop(), "not a whole deck"),
    (lambda d: d.update(pending=[0, "dance", None, 0, None]), "pending"),
    (lambda d: d.update(edition="no-such-board"), "board"),
])
def test_damaged_saves_are_refused_with_a_reason(damage, words):
    game = new_game("byapar", ["Asha", "Bikash"], seed=3)
    play_random(game, random.Random(2), 30)
    data = json.loads(json.dumps(game.to_dict()))
    damage(data)
    with pytest.raises(SaveError, match=words):
        Game.from_dict(data)


def test_undo_steps_back_exactly_and_replays_the_same():
    game = new_game("byapar", ["Asha", "Bikash"], dice=[(1, 2), (3, 4)])
    game.start_undo()
    game.apply("roll")  # Asha to Jumla (3)
    assert game.pending.kind == "buy"
    assert not game.can_undo(0)  # the throw itself can't be taken back
    before = game.to_dict()
    game.apply("buy")
    assert game.owner(3) == 0
    assert game.can_undo(0) and not game.can_undo(1)
    game.undo(0)
    assert game.to_dict() == before and game.owner(3) is None
    game.apply("buy")
    game.apply("end")
    after_end = game.to_dict()
    game.undo(0)
    game.apply("end")
    assert game.to_dict() == after_end
    game.apply("roll")  # Bikash throws: nothing before it can be undone
    with pytest.raises(IllegalAction):
        game.undo(0)


def test_a_view_made_before_an_undo_still_sees_the_board():
    """The app makes one GameView a game and its bots read the board's lists through it: an
    undo must leave those lists the game's own, not the ones of the state it stepped away from."""
    game = new_game("byapar", ["Asha", "Bikash"], dice=[(1, 2), (3, 4)])
    game.start_undo()
    view = GameView(game)
    game.apply("roll")  # Asha to Jumla (3)
    game.apply("buy")
    game.apply("mortgage 3")
    assert view.owners[3] == 0 and view.mortgages[3]
    game.undo(0)  # the mortgage taken back
    assert not game.is_mortgaged(3) and not view.mortgages[3]
    game.undo(0)  # the purchase taken back
    assert game.owner(3) is None and view.owners[3] is None
    game.apply("buy")
    game.apply("end")
    game.apply("roll")  # Bikash throws 3 and 4
    assert [view.owners[s] for s in range(len(game.squares))] == [game.owner(s) for s in range(len(game.squares))]
    assert [view.levels[s] for s in range(len(game.squares))] == [game.buildings(s) for s in range(len(game.squares))]


def test_the_engine_never_imports_pygame():
    code = ("import sys; from byapar.engine import new_game; g = new_game('byapar', ['a', 'b'], seed=1); "
            "g.apply('roll'); g.to_dict(); assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


def test_building_out_of_turn_is_undone_by_its_owner_only():
    from edition_helpers import give, seat_game

    game = seat_game("classic", 2)
    game.start_undo()
    give(game, 1, 6, 8, 9)  # Bikash holds the light blues while Asha is to throw
    before = game.to_dict()
    game.apply("build 6")
    assert game.can_undo(1) and not game.can_undo(0)
    game.undo(1)
    assert game.to_dict() == before


def test_every_field_of_the_table_is_saved_and_copied_as_it_declares() -> None:
    # the save and clone read the table's fields (state.py), not lists of their own
    from dataclasses import fields

    from byapar.engine.save import FIELDS
    from byapar.engine.state import TableState, saved_fields

    game = new_game("finance", ["Asha", "Bikash", "Chandra"], seed=4)
    play_random(game, random.Random(4), 200)
    declared = {f.name: f for f in fields(TableState)}
    assert set(vars(game)) == set(declared)  # nothing on a game that the table doesn't declare
    keys = [key for _, key in saved_fields()]
    assert set(keys) == set(FIELDS) and set(game.to_dict()) == {"format", "version", "edition", "settings", *keys}
    assert {"_owner", "_level", "_mortgaged"} <= set(keys)  # the board's lists under their first names
    twin = game.clone()
    for name, f in declared.items():
        if f.metadata["copy"] is not None and isinstance(getattr(game, name), (list, dict, set)):
            assert getattr(twin, name) is not getattr(game, name), name
    assert twin.to_dict() == game.to_dict()
    twin.players[0].cash += 1
    twin.decks[next(iter(twin.decks))].rotate(1)
    assert game.to_dict() != twin.to_dict() and Game.from_dict(game.to_dict()).to_dict() == game.to_dict()
