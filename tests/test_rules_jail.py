"""Rule 6: jail. In by the police square, a card or three doubles, straight there; out by the
fine and a normal throw, a bail card, or doubles (no extra throw); after the third failed throw
pay the fine and walk it. Stopping on the jail square is a visit. Jailed players still collect
rent, build and trade. (Jail by card: test_rules_cards; by three doubles: test_rules_turn.)"""

import pytest
from helpers import dice, give, jail, make_game, of, pass_turn, play, put_at, set_cash

from byapar.engine import IllegalAction
from byapar.engine import actions as A
from byapar.engine import events as E

NO_AUCTION = {"auction": False}


def _jailed_game(*throws: tuple[int, int]):
    """Asha is in jail and it is her turn; the dice are scripted."""
    game = make_game(dice=list(throws), settings=NO_AUCTION)
    jail(game, 0)
    game.pending = game.turn_decision(0)  # set-up: her turn starts in jail
    return game


def test_the_police_square_sends_you_straight_to_jail() -> None:
    game = make_game(dice=[(2, 4)])
    put_at(game, 0, 24)
    events = play(game, "roll")
    assert E.Moved(0, 24, 30, False) in events
    assert E.Moved(0, 30, 10, False, direct=True) in events
    assert of(events, E.Jailed) == [E.Jailed(0, "police")]
    assert not of(events, E.Paid)
    player = game.players[0]
    assert player.in_jail and player.position == 10 and player.cash == 15_000
    assert game.pending.kind == "end"


def test_stopping_on_the_jail_square_is_a_visit() -> None:
    game = make_game(dice=[(2, 4)])
    put_at(game, 0, 4)
    events = play(game, "roll")
    assert game.players[0].position == 10 and not game.players[0].in_jail
    assert not of(events, E.Jailed) and game.pending.kind == "end"
    play(game, "end")
    assert game.pending.kind == "roll"


def test_in_jail_the_turn_starts_with_the_ways_out() -> None:
    game = _jailed_game()
    assert game.pending.kind == "jail"
    assert game.legal_actions()[:2] == [A.ROLL, A.PAY_FINE]
    assert A.USE_CARD not in game.legal_actions()
    with pytest.raises(IllegalAction, match="no bail card"):
        game.apply("use-card")
    game.players[0].bail_cards.append("guthi")
    game.decks["guthi"].remove(next(i for i, c in enumerate(game.edition.decks["guthi"].cards)
                                    if c.effect == "bail"))
    assert A.USE_CARD in game.legal_actions()


def test_paying_the_fine_then_throwing_as_usual_doubles_throw_again() -> None:
    game = _jailed_game((3, 3), (1, 2))
    events = play(game, "pay-fine")
    assert E.Paid(0, None, 500, "fine") in events
    assert of(events, E.LeftJail) == [E.LeftJail(0, "fine")]
    assert game.pending.kind == "roll" and not game.players[0].in_jail
    assert game.players[0].cash == 14_500
    play(game, "roll", "decline")
    assert game.players[0].position == 16
    assert game.pending.kind == "roll"  # doubles after the fine are an ordinary throw
    play(game, "roll", "decline")
    assert game.players[0].position == 19 and game.pending.kind == "end"


def test_the_fine_needs_the_cash() -> None:
    game = _jailed_game()
    set_cash(game, 0, 400)
    assert A.PAY_FINE not in game.legal_actions()
    with pytest.raises(IllegalAction, match="500"):
        game.apply("pay-fine")


def test_doubles_walk_you_out_with_no_extra_throw() -> None:
    game = _jailed_game((2, 2))
    events = play(game, "roll")
    assert of(events, E.LeftJail) == [E.LeftJail(0, "doubles")]
    assert E.Moved(0, 10, 14, False) in events
    assert not game.players[0].in_jail and game.players[0].cash == 15_000
    play(game, "decline")
    assert game.pending.kind == "end"


def test_a_failed_throw_keeps_you_in() -> None:
    game = _jailed_game((1, 2))
    events = play(game, "roll")
    assert of(events, E.StayedInJail) == [E.StayedInJail(0, 1)]
    assert not of(events, E.Moved)
    assert game.players[0].position == 10 and game.players[0].in_jail
    assert game.pending.kind == "end"


def _fail_two_throws(game) -> None:
    """Asha fails twice in jail while Bikash takes his turns (dice already scripted)."""
    for _ in range(2):
        play(game, "roll", "end")
        pass_turn(game)


def test_after_the_third_failed_throw_pay_the_fine_and_walk_it() -> None:
    game = _jailed_game((1, 2), (1, 2), (1, 3), (1, 2), (2, 3))
    _fail_two_throws(game)
    assert game.players[0].in_jail and game.players[0].jail_throws == 2
    events = play(game, "roll")
    assert E.Paid(0, None, 500, "fine") in events
    assert of(events, E.LeftJail) == [E.LeftJail(0, "third-throw")]
    assert E.Moved(0, 10, 15, False) in events
    player = game.players[0]
    assert not player.in_jail and player.jail_throws == 0 and player.cash == 14_500
    assert (game.pending.kind, game.pending.square) == ("buy", 15)


def test_the_third_failed_throw_raises_the_fine_first_if_need_be() -> None:
    game = _jailed_game((1, 2), (1, 2), (1, 3), (1, 2), (2, 3))
    set_cash(game, 0, 200)
    give(game, 0, 1)  # Humla mortgages for Rs 300: exactly enough
    _fail_two_throws(game)
    play(game, "roll")
    assert (game.pending.kind, game.pending.player, game.pending.amount) == ("raise", 0, 500)
    assert game.players[0].in_jail and game.players[0].position == 10
    events = play(game, "mortgage 1")
    assert E.Paid(0, None, 500, "fine") in events and game.players[0].position == 15
    assert game.players[0].cash == 0 and not game.players[0].in_jail


def test_in_jail_you_still_collect_rent_build_and_trade() -> None:
    game = _jailed_game((1, 2))
    give(game, 0, 1, 3)
    give(game, 1, 6)
    play(game, "build 1", "offer 1 give cash:1000 get 6", "accept")
    assert game.buildings(1) == 1 and game.owner(6) == 0
    assert game.pending.kind == "jail"
    play(game, "roll", "end")
    dice(game, (1, 2))  # Bikash: Start -> Jumla, unbuilt in a whole group: Rs 40 doubled
    put_at(game, 1, 0)
    pass_turn(game)
    assert game.players[0].in_jail
    assert game.players[1].cash == 15_000 + 1_000 - 80
    assert game.players[0].cash == 15_000 - 500 - 1_000 + 80
