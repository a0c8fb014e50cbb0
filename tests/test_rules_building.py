"""Rule 4: houses and hotels. Only on a whole group with nothing mortgaged, evenly, four houses
then a hotel; sold back at half their cost, the most built place first."""

import pytest
from helpers import give, jail, make_game, of, play, set_cash

from byapar.engine import IllegalAction
from byapar.engine import actions as A
from byapar.engine import events as E

HUMLA, JUMLA = 1, 3  # Karnali: house cost Rs 500
FARWEST = (6, 8, 9)  # house cost Rs 500


def _owner_of_farwest(**kwargs):
    game = make_game(**kwargs)
    give(game, 0, *FARWEST)
    return game


def test_building_needs_the_whole_group() -> None:
    game = make_game()
    give(game, 0, 6, 8)
    give(game, 1, 9)
    assert not any(isinstance(a, A.Build) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="whole group"):
        game.apply("build 6")


def test_building_needs_nothing_in_the_group_mortgaged() -> None:
    game = _owner_of_farwest()
    give(game, 0, 9, mortgaged=True)
    assert not any(isinstance(a, A.Build) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="mortgage"):
        game.apply("build 6")
    play(game, "unmortgage 9", "build 6")
    assert game.buildings(6) == 1


def test_a_house_costs_the_printed_house_cost() -> None:
    game = _owner_of_farwest()
    events = play(game, "build 6")
    assert of(events, E.Built) == [E.Built(0, 6, 1)]
    assert E.Paid(0, None, 500, "build", 6) in events
    assert game.players[0].cash == 14_500


def test_houses_go_up_evenly() -> None:
    game = _owner_of_farwest()
    play(game, "build 6")
    assert A.Build(6) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="evenly"):
        game.apply("build 6")
    play(game, "build 9", "build 8", "build 6")
    assert [game.buildings(s) for s in FARWEST] == [2, 1, 1]


def test_four_houses_then_a_hotel_then_no_more() -> None:
    game = make_game()
    give(game, 0, HUMLA, JUMLA)
    for _ in range(5):
        play(game, "build 1", "build 3")
    assert game.buildings(HUMLA) == game.buildings(JUMLA) == 5  # the hotel step
    assert game.rent(JUMLA) == 4_500
    assert game.players[0].cash == 15_000 - 10 * 500
    assert A.Build(HUMLA) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="fully built"):
        game.apply("build 1")


def test_the_hotel_waits_until_every_place_has_four_houses() -> None:
    game = make_game()
    give(game, 0, HUMLA, JUMLA, level=4)
    game.levels[JUMLA] = 3
    with pytest.raises(IllegalAction, match="evenly"):
        game.apply("build 1")
    play(game, "build 3", "build 1")
    assert game.buildings(HUMLA) == 5


def test_houses_sell_back_at_half_the_most_built_place_first() -> None:
    game = make_game()
    give(game, 0, *FARWEST, level=2)
    game.levels[9] = 3
    legal = game.legal_actions()
    assert A.Sell(9) in legal and A.Sell(6) not in legal
    with pytest.raises(IllegalAction, match="most built"):
        game.apply("sell 6")
    events = play(game, "sell 9")
    assert of(events, E.SoldBuilding) == [E.SoldBuilding(0, 9, 2)]
    assert E.Paid(None, 0, 250, "sell", 9) in events
    play(game, "sell 6", "sell 8")
    assert [game.buildings(s) for s in FARWEST] == [1, 1, 2]
    assert game.players[0].cash == 15_000 + 3 * 250


def test_a_hotel_sells_back_as_four_houses_for_half_a_house() -> None:
    game = make_game()
    give(game, 0, HUMLA, JUMLA, level=5)
    play(game, "sell 1")
    assert game.buildings(HUMLA) == 4 and game.players[0].cash == 15_250


def test_no_building_on_airports_or_services() -> None:
    game = make_game()
    give(game, 0, 5, 15, 25, 35, 12, 28)
    assert not any(isinstance(a, A.Build) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="Nothing can be built"):
        game.apply("build 5")


def test_building_after_the_move_and_from_jail() -> None:
    game = _owner_of_farwest(dice=[(3, 4)])
    game.players[0].position = 13
    jail(game, 1)
    give(game, 1, HUMLA, JUMLA)
    play(game, "roll", "build 6", "build 8", "end")  # after stopping on Chautari
    assert [game.buildings(s) for s in FARWEST] == [1, 1, 0]
    assert (game.pending.kind, game.pending.player) == ("jail", 1)
    play(game, "build 1")
    assert game.buildings(HUMLA) == 1


def test_no_building_while_a_place_is_being_bought_or_auctioned() -> None:
    game = _owner_of_farwest(dice=[(1, 2)])
    play(game, "roll")  # onto Jumla, nobody's
    assert game.pending.kind == "buy"
    with pytest.raises(IllegalAction):
        game.apply("build 6")
    play(game, "decline")
    with pytest.raises(IllegalAction):
        game.apply("build 6")


def test_building_needs_the_cash() -> None:
    game = _owner_of_farwest()
    set_cash(game, 0, 400)
    assert not any(isinstance(a, A.Build) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="500"):
        game.apply("build 6")
