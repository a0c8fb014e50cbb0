"""Rule 3: rent. Printed rent, double for a whole unbuilt group, the house and hotel table,
airports by how many the owner holds, services by the dice, nothing on a mortgaged place,
and an owner in jail still collects."""

import pytest
from helpers import give, jail, make_game, of, play, put_at

from byapar.engine import events as E

DADELDHURA, MAHENDRANAGAR, DHANGADHI = 6, 8, 9  # far west: 60 unbuilt; 300/900/2700/4000/5500
AIRPORTS = (5, 15, 25, 35)
ELECTRICITY, WATER = 12, 28


def _land_on_dadeldhura(game) -> list:
    """Asha throws 2 + 4 from Start onto Dadeldhura."""
    return play(game, "roll")


def test_printed_rent_is_paid_to_the_owner() -> None:
    game = make_game(dice=[(2, 4)])
    give(game, 1, DADELDHURA)
    events = _land_on_dadeldhura(game)
    assert of(events, E.Paid) == [E.Paid(0, 1, 60, "rent", DADELDHURA)]
    assert [p.cash for p in game.players] == [14_940, 15_060]
    assert game.pending.kind == "end"


def test_rent_doubles_on_a_whole_group_with_nothing_built() -> None:
    game = make_game(dice=[(2, 4)])
    give(game, 1, DADELDHURA, MAHENDRANAGAR, DHANGADHI)
    assert game.rent(DADELDHURA) == 120
    _land_on_dadeldhura(game)
    assert [p.cash for p in game.players] == [14_880, 15_120]


def test_part_of_a_group_charges_the_printed_rent() -> None:
    game = make_game(dice=[(2, 4)])
    give(game, 1, DADELDHURA, MAHENDRANAGAR)
    give(game, 0, DHANGADHI)
    _land_on_dadeldhura(game)
    assert game.players[1].cash == 15_060


@pytest.mark.parametrize("level, rent", [(1, 300), (2, 900), (3, 2_700), (4, 4_000), (5, 5_500)])
def test_houses_and_a_hotel_charge_the_deed_table(level: int, rent: int) -> None:
    game = make_game(dice=[(2, 4)])
    give(game, 1, DADELDHURA, MAHENDRANAGAR, DHANGADHI, level=level)
    events = _land_on_dadeldhura(game)
    assert of(events, E.Paid) == [E.Paid(0, 1, rent, "rent", DADELDHURA)]
    assert game.players[0].cash == 15_000 - rent


@pytest.mark.parametrize("held, rent", [(1, 250), (2, 500), (3, 1_000), (4, 2_000)])
def test_airports_charge_by_how_many_the_owner_holds(held: int, rent: int) -> None:
    game = make_game(dice=[(1, 4)])
    give(game, 1, *AIRPORTS[:held])
    events = play(game, "roll")  # onto Gautam Buddha Airport
    assert of(events, E.Paid) == [E.Paid(0, 1, rent, "rent", AIRPORTS[0])]


def test_a_mortgaged_airport_still_counts_towards_the_others() -> None:
    game = make_game(dice=[(1, 4)])
    give(game, 1, *AIRPORTS[:2])
    give(game, 1, AIRPORTS[3], mortgaged=True)
    play(game, "roll")
    assert game.players[1].cash == 15_000 + 1_000


@pytest.mark.parametrize("both, rent", [(False, 40 * 7), (True, 100 * 7)])
def test_services_charge_forty_or_a_hundred_times_the_dice(both: bool, rent: int) -> None:
    game = make_game(dice=[(3, 4)])
    put_at(game, 0, 5)
    give(game, 1, ELECTRICITY, *([WATER] if both else []))
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(0, 1, rent, "rent", ELECTRICITY)]


def test_nothing_is_paid_on_a_mortgaged_place() -> None:
    game = make_game(dice=[(2, 4)])
    give(game, 1, DADELDHURA, mortgaged=True)
    events = _land_on_dadeldhura(game)
    assert not of(events, E.Paid)
    assert [p.cash for p in game.players] == [15_000, 15_000]
    assert game.pending.kind == "end"


def test_nothing_is_paid_on_your_own_place() -> None:
    game = make_game(dice=[(2, 4)])
    give(game, 0, DADELDHURA)
    events = _land_on_dadeldhura(game)
    assert not of(events, E.Paid) and game.pending.kind == "end"


def test_an_owner_in_jail_still_collects() -> None:
    game = make_game(dice=[(2, 4)])
    give(game, 1, DADELDHURA)
    jail(game, 1)
    _land_on_dadeldhura(game)
    assert [p.cash for p in game.players] == [14_940, 15_060]
    assert game.players[1].in_jail
