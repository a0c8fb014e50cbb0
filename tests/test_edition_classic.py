"""Classic (rule book 002): each rule played with scripted dice."""

from __future__ import annotations

import json

import pytest
from edition_helpers import NAMES, cash, give, of, play, put_at, seat_game, set_cash, tries

from byapar.engine import Game, IllegalAction, SetupError, load_edition, new_game, turn
from byapar.engine import actions as A
from byapar.engine import events as E

MEDITERRANEAN, BALTIC, READING, ORIENTAL, VERMONT, CONNECTICUT = 1, 3, 5, 6, 8, 9
JAIL, ST_CHARLES, STATES, VIRGINIA = 10, 11, 13, 14
ORANGE = (16, 18, 19)
RED, YELLOW, GREEN = (21, 23, 24), (26, 27, 29), (31, 32, 34)
PARK_PLACE, BOARDWALK, GO_TO_JAIL = 37, 39, 30


def test_the_board_the_deeds_the_cards_and_the_money() -> None:
    ed = load_edition("classic")
    assert len(ed.squares) == 40
    assert sum(1 for s in ed.squares if s.buyable) == 28
    assert {name: len(d.cards) for name, d in ed.decks.items()} == {"chance": 16, "chest": 16}
    r = ed.rules
    assert (r.starting_money, r.salary, r.jail_fine, r.house_limit, r.hotel_limit) == (1500, 200, 50, 32, 12)
    assert (r.min_players, r.max_players, r.rounds) == (2, 8, 0)
    game = seat_game("classic", 8)
    assert cash(game) == [1500] * 8
    for wrong in (1, 9):
        with pytest.raises(SetupError):
            new_game("classic", (NAMES * 2)[:wrong])


def test_the_highest_throw_starts_and_ties_throw_again() -> None:
    # Asha 6, Bikash 6, Chandra 2: Asha and Bikash throw again, 4 against 10
    game = new_game("classic", NAMES[:3], seed=1, dice=[(3, 3), (4, 2), (1, 1), (2, 2), (5, 5)])
    asked, thrown = [], []
    for _ in range(5):
        asked.append(game.pending.player)
        thrown += [(e.player, e.d1 + e.d2) for e in of(play(game, "roll"), E.Rolled)]
    assert asked == [0, 1, 2, 0, 1]  # the tied two throw again, Asha first
    assert (game.pending.player, game.pending.kind) == (1, "roll")
    assert thrown == [(0, 6), (1, 6), (2, 2), (0, 4), (1, 10)]
    # the turn passes to the left of the starter, and the round ends when it comes back
    game.script.extend([(2, 4), (1, 2), (4, 5)])
    seen = []
    for _ in range(3):
        seen.append((game.current, game.round))
        play(game, "roll", "decline", *["drop"] * 3)
        play(game, "end")
    assert seen == [(1, 1), (2, 1), (0, 1)]
    assert (game.current, game.round) == (1, 2)


def test_salary_passing_go_and_rent_of_a_hotel() -> None:
    game = seat_game("classic", 2, dice=[(3, 4)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=5)
    put_at(game, 0, 36)
    events = play(game, "roll")  # 36 + 7 passes Go to Baltic with a hotel
    assert E.Paid(None, 0, 200, "salary") in events
    assert E.Paid(0, 1, 450, "rent", BALTIC) in events
    assert cash(game) == [1500 + 200 - 450, 1500 + 450]


def shortage_table():
    """Asha holds the browns unbuilt and a lot of houses elsewhere; Bikash the light blues:
    31 of the 32 houses are out, so one is left and both want it."""
    game = seat_game("classic", 2)
    give(game, 0, MEDITERRANEAN, BALTIC, level=0)
    give(game, 0, *RED, level=4)
    give(game, 0, *YELLOW, level=4)
    give(game, 0, GREEN[0], level=3)
    give(game, 0, GREEN[1], GREEN[2], level=2)
    give(game, 1, ORIENTAL, VERMONT, CONNECTICUT, level=0)
    set_cash(game, 0, 1500)
    return game


def test_when_two_players_want_the_last_house_it_goes_to_auction() -> None:
    game = shortage_table()
    assert game.bank_supply() == (1, 12)
    events = play(game, "build 1")
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(MEDITERRANEAN, (0, 1), building=True)]
    assert game.pending.kind == "bid" and game.legal_actions()[0] == A.Bid(50)  # opens at the house's cost
    events = play(game, "bid 50", "bid 80", "drop")
    assert of(events, E.AuctionEnded) == [E.AuctionEnded(MEDITERRANEAN, 1, 80)]
    assert of(events, E.Built) == [E.Built(1, ORIENTAL, 1)]  # Bikash's house goes on his own group
    assert cash(game) == [1500, 1420]
    assert game.bank_supply() == (0, 12)
    assert (game.pending.player, game.pending.kind) == (0, "roll")  # Asha's turn goes on


def test_the_builder_who_wins_the_auction_builds_where_they_asked() -> None:
    game = shortage_table()
    play(game, "build 3", "bid 60", "drop")
    assert game.buildings(BALTIC) == 1 and game.players[0].cash == 1440


def test_when_the_bank_is_out_of_houses_nobody_builds() -> None:
    game = shortage_table()
    game.levels[GREEN[1]] = 3  # the last house is out
    assert game.bank_supply() == (0, 12)
    assert A.Build(MEDITERRANEAN) not in game.legal_actions()
    assert A.Build(ORIENTAL) not in game.legal_actions(1)
    with pytest.raises(IllegalAction, match="no houses"):
        game.apply("build 1")


def test_with_houses_to_spare_building_is_direct_and_even() -> None:
    game = seat_game("classic", 2)
    give(game, 0, ORIENTAL, VERMONT, CONNECTICUT)
    events = play(game, "build 6")
    assert of(events, E.Built) == [E.Built(0, ORIENTAL, 1)] and game.players[0].cash == 1450
    with pytest.raises(IllegalAction, match="evenly"):
        game.apply("build 6")
    play(game, "build 8", "build 9", "build 6")
    assert [game.buildings(s) for s in (6, 8, 9)] == [2, 1, 1]


def test_a_player_may_build_in_another_players_turn() -> None:
    game = seat_game("classic", 2, dice=[(2, 4)])
    give(game, 1, ORIENTAL, VERMONT, CONNECTICUT)
    assert A.Build(ORIENTAL) in game.legal_actions(1) and A.ROLL not in game.legal_actions(1)
    events = play(game, "build 6")
    assert of(events, E.Built) == [E.Built(1, ORIENTAL, 1)] and game.players[1].cash == 1450
    assert (game.pending.player, game.pending.kind) == (0, "roll")  # Asha's decision is untouched
    play(game, "roll")  # Asha lands on Oriental: one house, $30
    assert game.players[0].cash == 1470


def test_jail_fine_and_doubles_out_of_jail_move_without_another_throw() -> None:
    game = seat_game("classic", 2, dice=[(2, 2)])
    game.players[0].in_jail, game.players[0].position = True, JAIL
    game.pending = game.turn_decision(0)
    events = play(game, "roll")  # doubles: out, 10 + 4 = 14 Virginia
    assert of(events, E.LeftJail) == [E.LeftJail(0, "doubles")]
    assert game.players[0].position == VIRGINIA
    play(game, "decline", "drop", "drop")
    assert game.pending.kind == "end"  # no extra throw


def test_paying_the_fine_then_throwing_doubles_gives_another_throw() -> None:
    game = seat_game("classic", 2, dice=[(2, 2)])
    game.players[0].in_jail, game.players[0].position = True, JAIL
    game.pending = game.turn_decision(0)
    events = play(game, "pay-fine")
    assert E.Paid(0, None, 50, "fine") in events
    play(game, "roll", "decline", "drop", "drop")
    assert game.pending.kind == "roll"


def test_after_three_failed_throws_pay_fifty_and_move() -> None:
    game = seat_game("classic", 2, dice=[(1, 2), (1, 2), (1, 2)])
    game.players[0].in_jail, game.players[0].position = True, JAIL
    game.pending = game.turn_decision(0)
    events = play(game, "roll", "end")
    assert of(events, E.StayedInJail) == [E.StayedInJail(0, 1)]
    game.players[0].jail_throws = 2  # two more failed turns later
    game.current, game.pending = 0, game.turn_decision(0)
    events = play(game, "roll")
    assert E.Paid(0, None, 50, "fine") in events and game.players[0].position == STATES


def test_in_jail_a_player_still_collects_rent_builds_and_bids() -> None:
    game = seat_game("classic", 2, dice=[(2, 4), (1, 3)])
    give(game, 1, ORIENTAL, VERMONT, CONNECTICUT)
    game.players[1].in_jail, game.players[1].position = True, JAIL
    play(game, "build 6")  # out of turn, from jail
    play(game, "roll")  # Asha on Oriental pays Bikash
    assert game.players[1].cash == 1450 + 30
    game.script.append((1, 2))
    play(game, "end")
    assert game.pending.kind == "jail" and A.PAY_FINE in game.legal_actions()
    game2 = seat_game("classic", 2, dice=[(4, 5)])
    game2.players[1].in_jail, game2.players[1].position = True, JAIL
    play(game2, "roll", "decline", "drop", "bid 10")  # Bikash bids from jail and wins
    assert game2.owner(CONNECTICUT) == 1


def test_a_mortgaged_place_received_in_trade_costs_ten_percent_at_once() -> None:
    game = seat_game("classic", 2)
    give(game, 0, BALTIC, mortgaged=True)
    events = play(game, "offer 1 give 3 get -", "accept")
    assert E.Paid(1, None, 3, "mortgage-fee", BALTIC) in events  # 10% of the $30 loan
    assert game.owner(BALTIC) == 1 and game.is_mortgaged(BALTIC)
    assert game.lift_cost(BALTIC) == 30  # lifting in his next turn: the loan, the 10% already paid
    turn.ended(game, 0)
    assert game.lift_cost(BALTIC) == 30
    turn.ended(game, 1)  # Bikash's turn ends with Baltic still mortgaged
    assert game.lift_cost(BALTIC) == 33  # later: the 10% again


def test_a_trade_the_receiver_cant_pay_the_fee_for_is_refused() -> None:
    game = seat_game("classic", 2)
    give(game, 0, BOARDWALK, mortgaged=True)
    set_cash(game, 1, 10)
    assert game.check_offer("offer 1 give 39 get -") is not None


def test_you_must_raise_money_before_you_may_go_bankrupt() -> None:
    game = seat_game("classic", 2, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=2)
    give(game, 0, ORIENTAL, VERMONT)
    set_cash(game, 0, 10)
    play(game, "roll")  # Baltic with two houses: $60
    assert (game.pending.kind, game.pending.amount) == ("raise", 60)
    assert A.Mortgage(ORIENTAL) in game.legal_actions()
    play(game, "mortgage 6")
    assert game.pending.kind == "end" and game.players[1].cash == 1560


def test_bankrupt_to_a_player_buildings_are_sold_and_the_creditor_pays_the_fee() -> None:
    game = seat_game("classic", 3, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=5)  # hotel on Baltic: $450
    give(game, 0, ORIENTAL, VERMONT, CONNECTICUT, level=1)
    give(game, 0, READING, mortgaged=True)
    set_cash(game, 0, 0)
    events = play(game, "roll")
    # Asha has 3 x $25 from the houses, nothing from Reading: far short of $450. The book lets
    # her trade for it still; she gives up instead
    assert game.pending.kind == "raise" and A.RESIGN in game.legal_actions()
    events += play(game, "resign")
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, 1, 450, BALTIC)]  # for the debt given up on
    assert [game.owner(s) for s in (ORIENTAL, VERMONT, CONNECTICUT, READING)] == [1] * 4
    assert [game.buildings(s) for s in (ORIENTAL, VERMONT, CONNECTICUT)] == [0, 0, 0]
    assert E.Paid(1, None, 10, "mortgage-fee", READING) in events  # 10% of the $100 loan
    assert game.players[1].cash == 1500 + 3 * 25 - 10


def test_bankrupt_to_the_bank_the_places_go_to_auction() -> None:
    game = seat_game("classic", 3, dice=[(1, 3)])
    give(game, 0, MEDITERRANEAN, BALTIC, level=1)
    give(game, 0, READING, mortgaged=True)
    set_cash(game, 0, 0)
    events = play(game, "roll")  # Income Tax $200: Asha could raise only $50 + $60, or trade
    events += play(game, "resign")
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, None, 200, 4)]  # Income Tax, given up on
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(MEDITERRANEAN, (1, 2))]
    assert game.buildings(MEDITERRANEAN) == 0 and not game.is_mortgaged(READING)
    events = play(game, "bid 40", "drop")
    assert game.owner(MEDITERRANEAN) == 1 and game.players[1].cash == 1460
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(BALTIC, (1, 2))]
    play(game, "drop", "drop")
    assert game.owner(BALTIC) is None
    play(game, "drop", "bid 100")
    assert game.owner(READING) == 2 and game.pending == (1, "roll", None, 0, None)


def test_the_round_limit_and_the_richest_player_are_a_setting() -> None:
    game = seat_game("classic", 2, dice=[(2, 4), (1, 3)], rounds=1)
    give(game, 1, BOARDWALK)
    play(game, "roll", "decline", "drop", "drop", "end", "roll", "end")
    assert game.over and game.winners == (1,)


def test_a_game_saved_during_a_building_auction_plays_on_the_same() -> None:
    game = shortage_table()
    play(game, "build 1")
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert loaded.to_dict() == game.to_dict() and loaded.building_auction
    for g in (game, loaded):
        play(g, "bid 50", "bid 80", "drop")
    assert loaded.to_dict() == game.to_dict() and loaded.pending == (0, "roll", None, 0, None)


def test_the_last_hotel_goes_to_auction_too() -> None:
    game = seat_game("classic", 2)
    give(game, 0, MEDITERRANEAN, BALTIC, level=4)
    give(game, 1, ORIENTAL, VERMONT, CONNECTICUT, level=4)
    give(game, 0, *RED, *YELLOW, *GREEN, PARK_PLACE, BOARDWALK, level=5)  # 11 hotels out
    assert game.bank_supply() == (32 - 20, 1)
    events = play(game, "build 3")
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(BALTIC, (0, 1), building=True)]
    events = play(game, "bid 60")  # Bikash drops: Asha's hotel goes where she asked
    events += play(game, "drop")
    assert of(events, E.Built) == [E.Built(0, BALTIC, 5)] and game.bank_supply() == (32 - 16, 0)


def test_lifting_a_received_mortgage_for_the_loan_alone_is_offered() -> None:
    game = seat_game("classic", 2)
    give(game, 0, BALTIC, mortgaged=True)
    play(game, "offer 1 give 3 get -", "accept")
    turn.ended(game, 0)
    game.pending = game.turn_decision(1)
    game.current = 1
    set_cash(game, 1, 31)  # enough for the $30 loan, not for $33
    assert A.Unmortgage(BALTIC) in game.legal_actions()


def test_a_hotel_sold_when_the_bank_is_short_of_houses_brings_the_group_down_evenly() -> None:
    game = seat_game("classic", 2)
    give(game, 0, ORIENTAL, VERMONT, CONNECTICUT, level=5)
    give(game, 1, *ORANGE, 21, 23, 24, level=4)  # 24 of the bank's 32 houses
    give(game, 1, 26, 27, 29, level=2)  # 6 more: 2 left in the bank
    assert game.bank_supply()[0] == 2
    before = game.players[0].cash
    events = play(game, "sell 6")  # the hotel can come back as two houses only
    levels = [game.buildings(s) for s in (ORIENTAL, VERMONT, CONNECTICUT)]
    assert max(levels) - min(levels) <= 1 and levels == [1, 0, 0]
    assert game.players[0].cash == before + 14 * 25  # every step sold at half its $50
    assert len(of(events, E.SoldBuilding)) == 4


def _jailed_with_card(dice: list[tuple[int, int]]) -> Game:
    game = seat_game("classic", 2, dice=dice)
    game.players[0].in_jail, game.players[0].position, game.players[0].jail_throws = True, JAIL, 2
    game.players[0].bail_cards.append("chance")
    game.decks["chance"].remove(next(i for i, c in enumerate(game.edition.decks["chance"].cards)
                                     if c.effect == "bail"))
    game.pending = game.turn_decision(0)
    return game


def test_after_the_third_failed_throw_a_card_holder_uses_the_card_and_moves() -> None:
    game = _jailed_with_card([(1, 2)])
    events = play(game, "roll")  # the third failed throw: the book's choice, nothing paid yet
    assert not of(events, E.Paid) and game.pending.kind == "leave"
    assert game.legal_actions() == [A.PAY_FINE, A.USE_CARD]
    events = play(game, "use-card")
    assert of(events, E.LeftJail) == [E.LeftJail(0, "card")] and not of(events, E.Paid)
    assert game.players[0].position == STATES and game.players[0].bail_cards == []
    assert game.players[0].cash == 1_500


def test_after_the_third_failed_throw_a_card_holder_may_pay_instead_and_keep_the_card() -> None:
    game = _jailed_with_card([(1, 2)])
    play(game, "roll")
    data = game.to_dict()
    assert Game.from_dict(json.loads(json.dumps(data))).to_dict() == data  # the choice is saved
    events = play(game, "pay-fine")
    assert E.Paid(0, None, 50, "fine") in events
    assert game.players[0].position == STATES and game.players[0].bail_cards == ["chance"]


def test_classic_doubles_throw_again_and_the_third_goes_to_jail() -> None:
    game = seat_game("classic", 2, dice=[(1, 1), (2, 2), (3, 3)])
    play(game, "roll")  # 2: Community Chest
    for _ in tries(10, "the card is played out and the throw comes round"):
        if game.pending.kind == "roll":
            break
        play(game, str(game.legal_actions()[0]))
    assert game.pending.player == 0  # doubles: another throw
    play(game, "roll")  # 6: Oriental Avenue
    play(game, "decline", "drop", "drop")
    assert game.pending == (0, "roll", None, 0, None)
    events = play(game, "roll")  # a third doubles: straight to jail
    assert of(events, E.Jailed) == [E.Jailed(0, "doubles")] and game.players[0].position == JAIL
