"""Beside people a bot holding a set builds its first three houses a place, the rent step that matters,
with the cash it builds with among bots alone, keeping in hand only its steady cash (`cash_kept`) and
what the next trip round the board may cost. Past the third house it still keeps a salary in hand, or
in what mortgaging its places outside sets raises. Before, that salary held Hard's sets unbuilt beside
a person for round after round, while the person built past it."""

from __future__ import annotations

from test_bots_people_trip_reserve import HUMLA, JUMLA, turn_to_jail


def _built_from(kind: str, cash: int, people: tuple[int, ...], madhesh_level: int = 0) -> tuple[int, int, int]:
    """The bot holding the Karnali and nothing else, beside Asha's Madhesh built to `madhesh_level`
    (`turn_to_jail`): its houses on Humla and Jumla, and its cash, once its turn is over."""
    game = turn_to_jail(kind, cash, people, (HUMLA, JUMLA), madhesh_level)
    return game.levels[HUMLA], game.levels[JUMLA], game.players[0].cash


def test_beside_a_person_hard_builds_three_houses_a_place_as_among_bots() -> None:
    """With Rs 3,500 and nothing to mortgage, Hard builds three houses on Humla and on Jumla beside a
    person, down to Rs 500, as it does among bots: the next trip asks no more than Birgunj's Rs 240.
    It kept a salary in hand before, and stopped at three houses in all."""
    assert _built_from("hard", 3_500, people=()) == (3, 3, 500)
    assert _built_from("hard", 3_500, people=(1,)) == (3, 3, 500)


def test_beside_a_person_hard_keeps_a_salary_in_hand_past_the_third_house() -> None:
    """With Rs 5,000 Hard builds the fourth house among bots alone; beside a person it stops at three
    a place, the salary kept in hand past them."""
    humla, jumla, _ = _built_from("hard", 5_000, people=())
    assert humla + jumla > 6
    assert _built_from("hard", 5_000, people=(1,)) == (3, 3, 2_000)


def test_beside_a_person_medium_builds_keeping_half_a_salary() -> None:
    """With Rs 3,500 Medium builds five houses beside a person, keeping its steady Rs 1,000 in hand,
    where it kept a whole salary before and built three."""
    humla, jumla, cash = _built_from("medium", 3_500, people=(1,))
    assert (humla + jumla, cash) == (5, 1_000)


def test_beside_a_person_medium_builds_its_set_with_a_hotel_on_the_board() -> None:
    """Asha's Madhesh stands at hotels (Birgunj asks Rs 9,000). With Rs 5,000 Medium builds three houses
    a place beside her, keeping a salary in hand; among bots alone it keeps that hotel's rent and builds
    nothing, as it did beside her before."""
    assert _built_from("medium", 5_000, people=(), madhesh_level=5) == (0, 0, 5_000)
    assert _built_from("medium", 5_000, people=(1,), madhesh_level=5) == (3, 3, 2_000)
