"""Events: one immutable base, kinds never equal one another, and they carry what the UI tells
(why the dice were thrown, whether an auction sells a building)."""

from __future__ import annotations

import inspect

import pytest
from edition_helpers import seat_game
from helpers import jail, make_game, of, play, put_at, thrown_off, tries

from byapar.chaos import random_player
from byapar.engine import events as E
from byapar.engine import new_game

KINDS = [c for _, c in inspect.getmembers(E, inspect.isclass) if issubclass(c, E.Event) and c is not E.Event]


def test_every_event_is_a_frozen_event_and_kinds_never_compare_equal() -> None:
    assert len(KINDS) >= 30
    assert E.Declined(0, 5) != E.Dealt(0, 5) and E.Declined(0, 5) == E.Declined(player=0, square=5)
    assert E.Kept(1, 3) != E.Forfeited(1, 3) and len({E.Kept(1, 3), E.Forfeited(1, 3), E.Kept(1, 3)}) == 2
    assert E.Kept(1, 3) != (1, 3) and E.Kept(1, 3) == E.Kept(*E.Kept(1, 3))
    for kind in KINDS:
        assert vars(kind)["__slots__"] == () and kind._fields == tuple(kind.__annotations__)
    with pytest.raises(AttributeError):
        E.Rolled(0, 1, 2).d1 = 6


def test_a_throw_says_why_it_was_thrown() -> None:
    game = make_game(dice=[(1, 2), (3, 4)])
    put_at(game, 0, 17)
    rolled = of(play(game, "roll"), E.Rolled)  # to Chautari (20): nothing to buy
    assert rolled == [E.Rolled(0, 1, 2, E.TURN)]
    jail(game, 1)  # before the turn passes, so Bikash's turn opens in jail
    play(game, "end")
    assert of(play(game, "roll"), E.Rolled) == [E.Rolled(1, 3, 4, why=E.IN_JAIL)]


def test_the_twelve_and_the_throw_off_are_told_apart_from_a_turns_throw() -> None:
    game = seat_game("business_gst", 2, [(2, 3), (6, 6)], opening="twelve")
    assert of(play(game, "roll"), E.Rolled)[0].why == E.TWELVE  # still at Start
    off = new_game("classic", ["A", "B", "C"], seed=3, settings={"opening": "throw"})
    first = [e for e in thrown_off(off) if isinstance(e, E.Rolled)]
    assert len(first) >= 3 and all(e.why == E.OPENING for e in first)


def test_an_auction_says_whether_it_sells_the_place_or_a_building() -> None:
    game = make_game(players=2, dice=[(3, 3)])
    events = play(game, "roll", "decline")
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(6, (0, 1))]
    assert of(events, E.AuctionStarted)[0].building is False


@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst", "finance"])
def test_records_made_on_the_hot_path_are_whole(edition: str) -> None:
    # the engine makes its commonest events, tasks and decisions with table.new_record, which
    # takes every field in order: each must equal the record its class builds from those fields
    # (a task short of a field would also fail its handler, which takes every field)
    game = new_game(edition, ["A", "B", "C"], {"rounds": 12}, seed=5)
    player = random_player(5)
    seen: set[type] = set()
    for _ in tries(20_000, f"{edition}: a 12-round game of random players to end"):
        if game.over:
            break
        records = [game.pending, *game.tasks, *game.apply(player(game))]
        for record in records:
            assert len(record) == len(type(record)._fields) and record == type(record)(*record), record
            seen.add(type(record))
    assert {E.Rolled, E.Moved, E.Paid, E.TurnStarted, E.BidMade} <= seen
