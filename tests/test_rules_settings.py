"""Rule 11: the seven settings of the page's table, each changing play as the table says."""

import pytest
from helpers import (
    card_on_top,
    give,
    jail,
    make_game,
    of,
    pass_turn,
    play,
    put_at,
    seeded_game,
    set_cash,
)

from byapar.engine import SettingsError
from byapar.engine import events as E


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_difficulty_is_stored_for_the_bots(difficulty: str) -> None:
    game = make_game(settings={"difficulty": difficulty})
    assert game.settings.difficulty == difficulty


def test_the_standard_settings_are_the_printed_rules_to_thirty_rounds() -> None:
    settings = make_game().settings
    assert (settings.difficulty, settings.rounds, settings.starting_money) == ("medium", 30, 15_000)
    assert (settings.dealt_places, settings.auction) == (0, True)
    assert not settings.chautari_pot and not settings.start_double
    assert settings.bot_offers == "often"
    assert settings.bots_agree_end is False  # a bot votes on ending by its own judgement


@pytest.mark.parametrize("bad", [{"difficulty": "brutal"}, {"rounds": -1}, {"starting_money": 0},
                                 {"dealt_places": "two"}, {"auction": "yes"}, {"colour": "red"},
                                 {"bot_offers": "sometimes"}])
def test_impossible_settings_are_refused(bad: dict) -> None:
    with pytest.raises(SettingsError):
        make_game(settings=bad)


def _turns_until_over(game, cap: int) -> int:
    turns = 1
    while not game.over and turns <= cap:
        turns += len(of(pass_turn(game), E.TurnStarted))
    return turns


@pytest.mark.parametrize("rounds", [15, 30, 50])
def test_the_game_ends_after_its_last_round(rounds: int) -> None:
    game = seeded_game(players=2, seed=rounds, settings={"rounds": rounds})
    turns = _turns_until_over(game, cap=4 * rounds)
    assert game.over and game.round == rounds
    assert turns == 2 * rounds  # every player had every turn of every round


def test_last_player_mode_has_no_round_limit() -> None:
    game = seeded_game(players=2, seed=3, settings={"rounds": 0})
    _turns_until_over(game, cap=2 * 55)
    assert not game.over and game.round > 50


def test_a_round_ends_when_every_player_still_in_has_had_a_turn() -> None:
    game = make_game(players=3, dice=[(3, 4)] * 4)
    for p in range(3):
        put_at(game, p, 13)
    game.players[1].bankrupt = True  # set-up: Bikash is already out
    set_cash(game, 1, 0)
    starts = []
    for _ in range(3):
        starts += of(pass_turn(game), E.TurnStarted)
    assert starts == [E.TurnStarted(2, 1), E.TurnStarted(0, 2), E.TurnStarted(2, 2)]


@pytest.mark.parametrize("money", [5_000, 10_000, 20_000, 50_000])
def test_starting_money(money: int) -> None:
    game = make_game(players=4, settings={"starting_money": money})
    assert [p.cash for p in game.players] == [money] * 4


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("dealt", [0, 2, 3, 4])
def test_places_dealt_at_the_start_never_complete_a_group(players: int, dealt: int) -> None:
    for seed in range(5):
        game = make_game(players=players, settings={"dealt_places": dealt}, seed=seed)
        groups = game.edition.groups
        for p in range(players):
            assert len(game.owned[p]) == dealt
            for members in groups.values():
                assert not all(game.owner(m) == p for m in members)
        assert [p.cash for p in game.players] == [15_000] * players  # dealt free
        assert len(of(game.events, E.Dealt)) == dealt * players
        assert game.pending == (0, "roll", None, 0, None)


def test_dealing_follows_the_seed() -> None:
    deal = [make_game(players=3, settings={"dealt_places": 3}, seed=5).owned for _ in range(2)]
    other = make_game(players=3, settings={"dealt_places": 3}, seed=6).owned
    assert deal[0] == deal[1] and other != deal[0]


@pytest.mark.parametrize("auction", [True, False])
def test_a_place_nobody_buys(auction: bool) -> None:
    game = make_game(dice=[(2, 4)], settings={"auction": auction})
    events = play(game, "roll", "decline")
    assert bool(of(events, E.AuctionStarted)) == auction
    assert game.pending.kind == ("bid" if auction else "end")


POT = {"chautari_pot": True}


def test_the_pot_collects_taxes_and_fines_and_pays_whoever_stops_on_chautari() -> None:
    game = make_game(dice=[(1, 3), (4, 6)], settings=POT)
    jail(game, 1)
    events = play(game, "roll")  # Asha onto Income Tax
    assert E.Paid(0, -1, 2_000, "tax", 4) in events and game.pot == 2_000
    play(game, "end", "pay-fine")  # Bikash pays his way out of jail
    assert game.pot == 2_500
    events = play(game, "roll")  # 10 -> Chautari
    assert E.Paid(-1, 1, 2_500, "pot", 20) in events
    assert game.pot == 0
    assert [p.cash for p in game.players] == [13_000, 17_000]


def test_the_pot_collects_card_payments_to_the_bank() -> None:
    game = make_game(dice=[(1, 2)], settings=POT)
    put_at(game, 0, 14)
    card_on_top(game, "guthi", "pay", amount=1_000)
    play(game, "roll")
    assert game.pot == 1_000


def test_the_pot_collects_repairs_and_the_third_throw_fine() -> None:
    game = make_game(dice=[(1, 2)], settings=POT)
    put_at(game, 0, 14)
    card_on_top(game, "guthi", "repairs")
    give(game, 0, 1, 3, level=1)
    play(game, "roll")
    assert game.pot == 800
    game = make_game(dice=[(1, 2)], settings=POT)
    jail(game, 0)
    game.players[0].jail_throws = 2
    game.pending = game.turn_decision(0)  # set-up: her third turn in jail
    play(game, "roll")
    assert game.pot == 500


def test_the_pot_takes_no_rent_and_no_payment_between_players() -> None:
    game = make_game(players=3, dice=[(1, 2)], settings=POT)
    put_at(game, 0, 33)
    card_on_top(game, "bhagya", "pay_each")
    play(game, "roll")
    assert game.pot == 0 and [p.cash for p in game.players] == [14_000, 15_500, 15_500]


def test_without_the_pot_taxes_go_to_the_bank_and_chautari_pays_nothing() -> None:
    game = make_game(dice=[(1, 3), (4, 6)])
    jail(game, 1)
    events = play(game, "roll")
    assert E.Paid(0, None, 2_000, "tax", 4) in events and game.pot == 0
    events = play(game, "end", "pay-fine", "roll")
    assert game.players[1].position == 20 and game.players[1].cash == 14_500
    assert not [e for e in of(events, E.Paid) if e.reason == "pot"]


@pytest.mark.parametrize("double, throw, salary", [
    (True, (1, 3), 4_000),  # 36 -> Start exactly: paid twice
    (True, (3, 4), 2_000),  # 36 -> 3: passing pays once
    (False, (1, 3), 2_000),
])
def test_stopping_on_start_pays_double(double: bool, throw: tuple[int, int], salary: int) -> None:
    game = make_game(dice=[throw], settings={"start_double": double})
    put_at(game, 0, 36)
    events = play(game, "roll")
    assert [e.amount for e in of(events, E.Paid) if e.reason == "salary"] == [salary]


def test_an_advance_card_that_stops_on_start_pays_double_too() -> None:
    # RULINGS: salary is paid when a token passes or stops on Start by a throw or an "advance"
    # card, so a card that stops you on Start counts as stopping there.
    game = make_game(dice=[(1, 2)], settings={"start_double": True})
    put_at(game, 0, 33)
    card_on_top(game, "bhagya", "advance", square=0)
    events = play(game, "roll")
    assert [e.amount for e in of(events, E.Paid) if e.reason == "salary"] == [4_000]


def test_settings_are_fixed_once_the_game_starts() -> None:
    game = make_game(settings={"auction": False})
    with pytest.raises(AttributeError):
        game.settings.auction = True
    assert game.settings.auction is False


@pytest.mark.parametrize(("bad", "code"), [
    ({"dealt_places": 1}, "setting-dealt"), ({"dealt_places": 5}, "setting-dealt"),
    ({"dealt_places": 10}, "setting-dealt"), ({"dealt_places": -2}, "setting-dealt"),
    ({"starting_money": 15_500}, "setting-money-steps"), ({"starting_money": 4_000}, "setting-money-steps"),
    ({"starting_money": 51_000}, "setting-money-steps"), ({"starting_money": 1}, "setting-money-steps"),
    ({"starting_money": 10_000_000}, "setting-money-steps"),
])
def test_settings_off_the_rulings_tables_are_refused_with_a_code(bad: dict, code: str) -> None:
    with pytest.raises(SettingsError) as caught:
        make_game(settings=bad)
    assert caught.value.code == code and caught.value.fields["value"] == next(iter(bad.values()))
    assert str(caught.value)  # worded in English from the code and its fields


@pytest.mark.parametrize("money", [5_000, 6_000, 15_000, 37_000, 50_000])
def test_any_whole_thousand_from_five_to_fifty_thousand_starts_a_byapar_game(money: int) -> None:
    assert [p.cash for p in make_game(settings={"starting_money": money}).players] == [money] * 2


@pytest.mark.parametrize(("edition", "good", "bad"), [
    ("classic", (500, 1_500, 1_600, 5_000), (400, 1_550, 5_100)),
    ("finance", (600, 1_925, 2_000, 6_400), (500, 1_950, 6_500)),
    ("business_gst", (8_000, 25_000, 26_000, 83_000), (7_000, 25_500, 84_000)),
])
def test_each_edition_takes_its_own_money_steps(edition: str, good: tuple, bad: tuple) -> None:
    from byapar.engine import new_game

    for money in good:
        assert new_game(edition, ["A", "B"], settings={"starting_money": money}, seed=1).players[0].cash == money
    for money in bad:
        with pytest.raises(SettingsError) as caught:
            new_game(edition, ["A", "B"], settings={"starting_money": money}, seed=1)
        assert caught.value.code == "setting-money-steps"


def test_a_save_with_settings_off_the_tables_is_refused() -> None:
    from byapar.engine import Game, SaveError

    data = make_game(settings={"dealt_places": 2}).to_dict()
    for field, value in (("dealt_places", 1), ("starting_money", 15_500)):
        damaged = {**data, "settings": {**data["settings"], field: value}}
        with pytest.raises(SaveError):
            Game.from_dict(damaged)


def test_the_bots_agree_to_end_rule_goes_through_a_save_and_an_older_save_without_it_takes_the_standard() -> None:
    from byapar.engine import Game, Settings

    on = Settings.from_value({"bots_agree_end": True})
    on.check()
    assert on.bots_agree_end is True and Settings.from_value(on.to_dict()) == on
    data = make_game(settings={"bots_agree_end": True}).to_dict()
    assert data["settings"]["bots_agree_end"] is True
    assert Game.from_dict(data).settings.bots_agree_end is True
    older = {**data, "settings": {k: v for k, v in data["settings"].items() if k != "bots_agree_end"}}
    assert Game.from_dict(older).settings.bots_agree_end is False


@pytest.mark.parametrize("value", ["yes", 1, 0])
def test_the_bots_agree_to_end_rule_takes_only_on_or_off(value) -> None:
    from byapar.engine import Game, SaveError, Settings

    with pytest.raises(SettingsError) as caught:
        Settings.from_value({"bots_agree_end": value}).check()
    assert caught.value.code == "setting-switch" and caught.value.fields["name"] == "bots_agree_end"
    data = make_game().to_dict()
    with pytest.raises(SaveError):
        Game.from_dict({**data, "settings": {**data["settings"], "bots_agree_end": value}})
