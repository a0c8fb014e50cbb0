"""Building by the group: `build-round S` puts one building on each least-built place of S's
group, `build-to S N` whole rounds up to N, `sell-round S` one building off each most-built
place; all or nothing, with the reason when money or the bank runs short, and one undo."""

import pytest
from edition_helpers import give as give_classic
from edition_helpers import play as play_classic
from edition_helpers import seat_game
from edition_helpers import set_cash as set_cash_classic
from helpers import give, make_game, of, play, set_cash

from byapar.engine import IllegalAction
from byapar.engine import actions as A
from byapar.engine import events as E

FARWEST = (6, 8, 9)  # house cost Rs 500 each


def farwest_owner():
    game = make_game()
    give(game, 0, *FARWEST)
    return game


def levels(game, squares=FARWEST) -> list[int]:
    return [game.buildings(s) for s in squares]


def test_a_round_builds_one_house_on_each_place_of_the_group() -> None:
    game = farwest_owner()
    events = play(game, "build-round 8")
    assert levels(game) == [1, 1, 1] and game.players[0].cash == 13_500
    assert of(events, E.Built) == [E.Built(0, 6, 1), E.Built(0, 8, 1), E.Built(0, 9, 1)]


def test_a_round_evens_the_group_up_from_its_least_built_places() -> None:
    game = farwest_owner()
    play(game, "build 6", "build-round 9")
    assert levels(game) == [1, 1, 1] and game.players[0].cash == 13_500


def test_build_to_raises_the_whole_group_to_a_level_in_one_action() -> None:
    game = farwest_owner()
    play(game, "build-to 6 3")
    assert levels(game) == [3, 3, 3] and game.players[0].cash == 15_000 - 9 * 500
    with pytest.raises(IllegalAction, match="already stands at 3"):
        game.apply("build-to 6 2")


def test_a_round_the_money_cannot_finish_is_refused_whole_with_its_price() -> None:
    game = farwest_owner()
    set_cash(game, 0, 1_200)
    with pytest.raises(IllegalAction, match="costs 1500; there is only 1200") as refusal:
        game.apply("build-round 6")
    assert refusal.value.code == "round-cash" and levels(game) == [0, 0, 0] and game.players[0].cash == 1_200
    with pytest.raises(IllegalAction, match="round-cash|costs"):
        game.apply("build-to 6 4")


def test_a_round_on_a_group_at_hotels_is_refused_as_fully_built_whatever_the_cash() -> None:
    """Nothing is left to build, so the reason is that, not the price of a round that can't be."""
    game = farwest_owner()
    play(game, "build-to 6 5")
    for cash in (100, 50_000):
        set_cash(game, 0, cash)
        with pytest.raises(IllegalAction, match="fully built") as refusal:
            game.apply("build-round 6")
        assert refusal.value.code == "fully-built" and levels(game) == [5, 5, 5]
        assert game.players[0].cash == cash


def test_a_round_the_bank_cannot_supply_is_refused_whole() -> None:
    game = seat_game("classic", 2)
    give_classic(game, 0, 21, 23, 24, level=4)  # the reds: 12 houses out
    give_classic(game, 0, 26, 27, 29, level=4)
    give_classic(game, 0, 31, level=3)
    give_classic(game, 0, 32, 34, level=2)  # 31 of the 32 out
    give_classic(game, 0, 16, 18, 19)  # the oranges, bare: a round needs 3 houses
    set_cash_classic(game, 0, 5_000)
    assert game.bank_supply()[0] == 1
    with pytest.raises(IllegalAction) as refusal:
        game.apply("build-round 16")
    assert refusal.value.code == "round-bank" and refusal.value.fields["need"] == 3
    assert [game.buildings(s) for s in (16, 18, 19)] == [0, 0, 0] and game.players[0].cash == 5_000
    play_classic(game, "build 16")  # one at a time still works


def test_a_sell_round_takes_one_off_each_most_built_place() -> None:
    game = farwest_owner()
    play(game, "build-to 6 2", "build 6")
    events = play(game, "sell-round 9")
    assert levels(game) == [2, 2, 2]
    assert [e.square for e in of(events, E.SoldBuilding)] == [6]
    play(game, "sell-round 9")
    assert levels(game) == [1, 1, 1]


def test_a_round_is_one_decision_and_one_undo() -> None:
    game = farwest_owner()
    game.start_undo()
    before = game.to_dict()
    play(game, "build-round 6")
    assert len(game.history) == 1 and game.history[-1] == "build-round 6"
    game.undo(0)
    assert game.to_dict() == before


def test_rounds_have_one_text_form_and_are_not_offered_to_bots() -> None:
    for text in ("build-round 6", "sell-round 21", "build-to 9 3"):
        assert str(A.parse(text)) == text
    game = farwest_owner()
    assert not any(isinstance(a, A.BuildRound | A.SellRound | A.BuildTo) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="whole number"):
        A.parse("build-to 9 x")


def test_a_round_at_the_wrong_time_or_on_a_bare_group_is_refused() -> None:
    game = make_game()
    give(game, 0, 6, 8)
    give(game, 1, 9)
    with pytest.raises(IllegalAction, match="whole group"):
        game.apply("build-round 6")
    with pytest.raises(IllegalAction):
        game.apply("build-round 1")  # nobody owns Humla
    with pytest.raises(IllegalAction, match="Nothing is built in this group"):
        game.apply("sell-round 6")
