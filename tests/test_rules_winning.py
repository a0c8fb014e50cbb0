"""Rule 10: winning. After the last round the richest wins, worth = cash + each place at its price
(half if mortgaged) + buildings at what they cost; equal worth is broken by cash, then shared.
With the last-player setting the game runs until one is left."""

from helpers import dice, give, make_game, of, pass_turn, play, put_at, set_cash

from byapar.engine import events as E


def test_worth_is_cash_places_at_price_half_if_mortgaged_and_buildings_at_cost() -> None:
    game = make_game()
    set_cash(game, 0, 10_000)
    give(game, 0, 1, mortgaged=True)  # Humla 600: counts 300
    give(game, 0, 6, 8, 9, level=5)  # 1,000 + 1,000 + 1,200 and 15 steps at 500
    give(game, 0, 5)  # an airport: 2,000
    assert game.worth(0) == 10_000 + 300 + 3_200 + 15 * 500 + 2_000
    assert game.worth(1) == 15_000
    assert game.standings() == [(0, 23_000), (1, 15_000)]


def _last_round(rounds: int = 15, players: int = 2):
    """Set-up: it is the first turn of the last round; every throw lands on Chautari."""
    game = make_game(players=players, dice=[(3, 4)] * players, settings={"rounds": rounds})
    game.round = rounds
    for p in range(players):
        put_at(game, p, 13)
    return game


def _play_the_round(game) -> list:
    events = []
    for _ in game.active_players():
        events += pass_turn(game)
    return events


def test_the_richest_wins_after_the_last_round() -> None:
    game = _last_round()
    give(game, 0, 39)  # Asha: Rs 15,000 and Durbar Marg
    events = pass_turn(game)
    assert not game.over
    events = pass_turn(game)
    assert of(events, E.GameOver) == [E.GameOver((0,), "rounds")]
    assert game.over and game.winners == (0,) and game.round == 15
    assert game.pending.kind == "over" and game.legal_actions() == []


def test_worth_not_cash_decides() -> None:
    game = _last_round()
    set_cash(game, 0, 5_000)
    give(game, 0, 37, 39, level=2)  # 3,500 + 4,000 + 4 x 2,000 = 15,500
    _play_the_round(game)
    assert game.winners == (0,)


def test_equal_worth_is_broken_by_cash() -> None:
    game = _last_round()
    set_cash(game, 0, 14_400)
    give(game, 0, 1)  # worth 15,000 like Bikash's, but less of it in cash
    _play_the_round(game)
    assert game.worth(0) == game.worth(1) == 15_000
    assert game.winners == (1,)


def test_equal_worth_and_cash_share_the_win() -> None:
    game = _last_round(players=3)
    set_cash(game, 2, 14_000)
    events = _play_the_round(game)
    assert of(events, E.GameOver) == [E.GameOver((0, 1), "rounds")]


def test_the_game_stops_at_the_round_limit_not_before() -> None:
    game = _last_round(rounds=30)
    game.round = 29
    dice(game, (3, 4), (3, 4))  # a lap for each: 20 -> 27
    _play_the_round(game)
    assert not game.over and game.round == 30
    _play_the_round(game)
    assert game.over and game.round == 30


def test_in_last_player_mode_the_game_goes_on_until_one_is_left() -> None:
    game = _last_round(rounds=0)
    game.round = 50
    dice(game, (1, 3))
    _play_the_round(game)
    assert not game.over and game.round == 51
    put_at(game, 0, 0)
    set_cash(game, 0, 100)  # Income Tax next: Asha can't pay
    events = play(game, "roll")
    assert of(events, E.GameOver) == [E.GameOver((1,), "last-player")]
    assert game.winners == (1,)
