"""Business GST (rule book 001): each rule played with scripted dice."""

from __future__ import annotations

import pytest
from edition_helpers import NAMES, cash, give, of, play, put_at, seat_game, set_cash

from byapar.engine import IllegalAction, load_edition, new_game
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine.money import gst, most_before_gst

MUMBAI, WATER_WORKS, RAILWAYS, AHMEDABAD, INCOME_TAX, INDORE = 1, 2, 3, 4, 5, 6
JAIPUR, JAIL, DELHI, CHANDIGARH, ELECTRIC, BEST = 8, 9, 10, 11, 12, 13
SHIMLA, AMRITSAR, CLUB_HOUSE, AGRA, PATNA, AIR_INDIA = 14, 15, 18, 19, 22, 24
REST_HOUSE, GST_SQUARE, GOA = 27, 31, 35
GREEN = (INDORE, CHANDIGARH, SHIMLA, AGRA, PATNA)


def game_for(players: int = 2, dice: list[tuple[int, int]] | None = None, **settings):
    return seat_game("business_gst", players, dice, **settings)


def test_the_board_the_money_and_the_colours() -> None:
    ed = load_edition("business_gst")
    assert len(ed.squares) == 36
    places = [s for s in ed.squares if s.kind == "place"]
    concerns = [s for s in ed.squares if s.kind in ("transport", "service")]
    assert len(places) == 20 and len(concerns) == 6
    assert sorted(len(ed.groups[g]) for g in {s.group for s in places}) == [5, 5, 5, 5]
    assert (ed.rules.starting_money, ed.rules.salary) == (25_000, 1_500)
    assert not any(s.kind == "police" for s in ed.squares)
    game = game_for(dice=[(4, 5)])
    assert cash(game) == [25_000, 25_000]


def test_gst_rounds_to_the_nearest_fifty_a_tie_rounding_up() -> None:
    assert gst(8_500, 5, 50) == 450  # Rs 425 is a tie: up
    assert gst(2_200, 5, 50) == 100  # Rs 110
    assert gst(3_300, 5, 50) == 150  # Rs 165
    assert gst(400, 5, 50) == 0  # Rs 20


def test_the_highest_throw_starts() -> None:
    game = new_game("business_gst", NAMES[:3], seed=1, dice=[(1, 2), (6, 5), (3, 3)])
    asked = []
    for _ in range(3):  # each throws when asked, in seat order
        asked.append((game.pending.player, game.pending.kind))
        play(game, "roll")
    assert asked == [(0, "throw"), (1, "throw"), (2, "throw")] and (game.current, game.pending.kind) == (1, "roll")


def test_the_twelve_opening_waits_for_a_twelve_and_a_lap_before_buying() -> None:
    game = game_for(dice=[(5, 6), (2, 3), (6, 6), (1, 2)], opening="twelve")
    events = play(game, "roll")  # 11: Asha stays on Start
    assert game.players[0].position == 0 and game.pending.kind == "end"
    assert not of(events, E.Moved)
    play(game, "end", "roll")  # Bikash's 5 doesn't move him either
    assert game.players[1].position == 0
    play(game, "end", "roll")  # Asha's 12 starts her: to Electric Company, not offered before a lap
    assert game.players[0].position == ELECTRIC and game.pending.kind == "roll"  # doubles: again
    play(game, "roll")  # 3: to Amritsar, still not offered
    assert game.players[0].position == AMRITSAR and game.owner(AMRITSAR) is None
    assert game.pending.kind == "end"
    game.current, game.pending = 0, game.turn_decision(0)
    game.script.append((2, 2))
    put_at(game, 0, 35)
    play(game, "roll")  # 35 + 4 passes Start to Railways: now she may buy
    assert game.pending.kind == "buy" and game.pending.square == RAILWAYS


def test_landing_on_jail_is_a_visit_and_three_doubles_send_you_there() -> None:
    game = game_for(dice=[(4, 5), (1, 1), (2, 2), (3, 3)])
    play(game, "roll")
    assert game.players[0].position == JAIL and not game.players[0].in_jail
    # Bikash: doubles to Water Works, doubles to Indore, and a third doubles: to jail
    play(game, "end", "roll", "decline", "drop", "drop", "roll", "decline", "drop", "drop")
    events = play(game, "roll")
    assert of(events, E.Jailed) == [E.Jailed(1, "doubles")] and game.players[1].in_jail


def jailed(dice: list[tuple[int, int]]):
    game = game_for(dice=dice)
    game.players[0].in_jail, game.players[0].position = True, JAIL
    game.pending = game.turn_decision(0)
    return game


def test_only_a_double_six_throws_you_out_of_jail() -> None:
    game = jailed([(5, 5)])
    events = play(game, "roll")
    assert game.players[0].in_jail and of(events, E.StayedInJail)
    game = jailed([(6, 6)])
    events = play(game, "roll")
    assert not game.players[0].in_jail and game.players[0].position == JAIL + 12


def test_paying_the_fine_moves_next_turn_without_the_start_money() -> None:
    game = jailed([(4, 5), (6, 5)])
    events = play(game, "pay-fine")
    assert E.Paid(0, None, 500, "fine") in events and game.pending.kind == "end"
    play(game, "end", "roll", "end")  # Bikash: 9 to Jail, a visit
    put_at(game, 0, 30)
    events = play(game, "roll")  # Asha 30 + 11 passes Start: no Rs 1,500 this turn
    assert game.players[0].position == 5 and not [e for e in events if getattr(e, "reason", "") == "salary"]


def test_gst_square_and_income_tax_are_capped_at_five_hundred() -> None:
    game = game_for(dice=[(2, 3)])
    give(game, 0, INDORE, CHANDIGARH, SHIMLA, level=1)
    events = play(game, "roll")  # Income Tax: 3 properties x Rs 50
    assert E.Paid(0, None, 150, "tax", INCOME_TAX) in events
    game = game_for(dice=[(5, 6)])
    give(game, 0, *GREEN[:3], level=4)  # three hotels: Rs 300
    give(game, 0, JAIPUR, 23, 32, level=3)  # nine houses on three yellows: Rs 450
    put_at(game, 0, 20)
    events = play(game, "roll")
    assert E.Paid(0, None, 500, "tax", GST_SQUARE) in events


def test_club_house_pays_everyone_and_rest_house_collects_from_everyone() -> None:
    game = game_for(3, dice=[(4, 5)])
    put_at(game, 0, 9)
    events = play(game, "roll")
    assert cash(game) == [24_800, 25_100, 25_100] and len(of(events, E.Paid)) == 2
    game = game_for(3, dice=[(4, 5)])
    put_at(game, 0, 18)
    play(game, "roll")
    assert cash(game) == [25_200, 24_900, 24_900]


def test_buying_pays_five_percent_gst() -> None:
    game = game_for(dice=[(1, 5)])
    events = play(game, "roll", "buy")  # Indore Rs 1,500: GST Rs 75, a tie, Rs 100
    assert E.Paid(0, None, 100, "gst", INDORE) in events
    assert game.players[0].cash == 25_000 - 1_600


def test_a_place_bought_at_auction_pays_gst_on_the_bid() -> None:
    game = game_for(dice=[(1, 5)])
    events = play(game, "roll", "decline", "drop", "bid 2500")
    assert E.Paid(1, None, 150, "gst", INDORE) in events
    assert game.players[1].cash == 25_000 - 2_650


def test_a_bidder_may_bid_only_what_pays_with_its_gst() -> None:
    game = game_for(dice=[(1, 5)])
    set_cash(game, 1, 2_000)  # no places, nothing to raise: Rs 2,000 in all
    play(game, "roll", "decline", "drop")
    assert game.max_bid(1) == 1_900  # Rs 1,900 and its Rs 100 GST; Rs 1,950 would owe Rs 2,050
    with pytest.raises(IllegalAction):
        play(game, "bid 1950")
    events = play(game, "bid 1900")
    assert E.Paid(1, None, 100, "gst", INDORE) in events
    assert game.players[1].cash == 0 and not game.players[1].bankrupt and game.owners[INDORE] == 1


def test_the_most_before_gst_leaves_room_for_the_tax() -> None:
    for funds in range(0, 30_000, 7):
        most = most_before_gst(funds, 5, 50)
        assert most + gst(most, 5, 50) <= funds < most + 1 + gst(most + 1, 5, 50)


def test_the_last_house_at_auction_is_bid_for_with_its_gst() -> None:
    game = game_for()
    give(game, 0, INDORE, CHANDIGARH, SHIMLA)
    give(game, 1, 17, 25, 28)
    give(game, 0, 8, 15, 23, 32, 33, level=3)
    give(game, 0, 4, 21, 26, 30, 35, level=3)
    game.levels[INDORE] = 1
    set_cash(game, 1, 3_150)  # a building is paid from cash
    play(game, f"build {CHANDIGARH}", "drop")  # it opens at Srinagar's building cost, Rs 3,000
    assert game.max_bid(1) == 3_000  # and its Rs 150 GST
    with pytest.raises(IllegalAction):
        play(game, "bid 3050")
    events = play(game, "bid 3000")
    assert of(events, E.Built) == [E.Built(1, 17, 1)] and game.players[1].cash == 0


def test_three_sites_of_a_colour_let_you_build_and_double_the_rent() -> None:
    game = game_for(dice=[(1, 5)])
    give(game, 1, INDORE, CHANDIGARH)
    assert game.rent(INDORE) == 200
    give(game, 1, SHIMLA)
    assert game.rent(INDORE) == 400  # unimproved, three of the colour: doubled
    game.current, game.pending = 1, game.turn_decision(1)
    events = play(game, "build 6")  # a house on Indore: Rs 2,000 + Rs 100 GST
    assert E.Paid(1, None, 100, "gst", INDORE) in events and game.players[1].cash == 22_900
    with pytest.raises(IllegalAction, match="evenly"):
        game.apply("build 6")
    play(game, "build 11", "build 14")
    assert game.rent(CHANDIGARH) == 900
    game2 = game_for()
    give(game2, 0, INDORE, CHANDIGARH)
    with pytest.raises(IllegalAction, match="3 places"):
        game2.apply("build 6")


def test_a_hotel_needs_three_houses_on_every_site_of_the_colour_you_own() -> None:
    game = game_for()
    give(game, 0, INDORE, CHANDIGARH, level=3)
    give(game, 0, SHIMLA, level=2)
    with pytest.raises(IllegalAction, match="evenly"):
        game.apply("build 6")
    play(game, "build 14", "build 6")
    assert game.buildings(INDORE) == 4 and game.bank_supply() == (32 - 6, 11)


def test_selling_a_house_to_the_bank_pays_gst_from_the_proceeds() -> None:
    game = game_for()
    give(game, 0, INDORE, CHANDIGARH, SHIMLA, level=1)
    events = play(game, "sell 6")  # half of Rs 2,000, less Rs 50 GST
    assert E.Paid(None, 0, 1_000, "sell", INDORE) in events and E.Paid(0, None, 50, "gst", INDORE) in events
    assert game.players[0].cash == 25_950


def test_a_place_sells_back_to_the_bank_at_its_mortgage_value() -> None:
    game = game_for()
    give(game, 0, MUMBAI)
    events = play(game, "sell-place 1")  # Rs 4,250, GST Rs 212.50 -> Rs 200
    assert of(events, E.SoldPlace) == [E.SoldPlace(0, MUMBAI, 4_250)]
    assert game.owner(MUMBAI) is None and game.players[0].cash == 25_000 + 4_250 - 200


def test_the_cash_side_of_a_trade_pays_gst() -> None:
    game = game_for()
    give(game, 1, GOA)
    events = play(game, "offer 1 give cash:3000 get 35", "accept")
    assert E.Paid(0, None, 150, "gst") in events
    assert cash(game) == [25_000 - 3_150, 28_000]


def test_mortgage_at_half_the_price_and_ten_percent_to_lift() -> None:
    game = game_for()
    give(game, 0, MUMBAI)
    play(game, "mortgage 1")
    assert game.players[0].cash == 25_000 + 4_250
    events = play(game, "unmortgage 1")
    assert E.Paid(0, None, 4_675, "unmortgage", MUMBAI) in events


def test_a_bank_loan_buys_a_place_and_a_second_waits_for_repayment() -> None:
    game = game_for(dice=[(1, 2), (1, 1), (3, 4)])
    set_cash(game, 0, 1_000)
    play(game, "roll")  # Railways, Rs 9,500: can't pay, may borrow
    assert A.BUY not in game.legal_actions() and A.LOAN in game.legal_actions()
    events = play(game, "loan")
    assert E.Paid(None, 0, 9_500, "loan", RAILWAYS) in events and game.owner(RAILWAYS) == 0
    assert game.players[0].cash == 1_000 - 500  # GST on Rs 9,500 is Rs 475: Rs 500
    assert game.loans[0] == 9_500 and game.loan_cost(0) == 10_450
    assert game.worth(0) == 500 + 9_500 - 10_450
    game.current, game.pending = 0, game.turn_decision(0)
    game.players[0].position = 0
    set_cash(game, 0, 20_000)
    play(game, "roll")  # Mumbai? no: 2 -> Water Works, Rs 3,200
    assert A.LOAN not in game.legal_actions()
    with pytest.raises(IllegalAction, match="Repay"):
        game.apply("loan")
    play(game, "buy")
    events = play(game, "roll", "repay")  # doubles: threw again first, 9 to Jail, a visit
    assert E.Paid(0, None, 10_450, "repay") in events and game.loans[0] == 0


def test_bankrupt_to_the_bank_the_bank_auctions_everything() -> None:
    game = game_for(3, dice=[(2, 3)])
    give(game, 0, DELHI)
    give(game, 0, MUMBAI, mortgaged=True)
    set_cash(game, 0, 0)
    give(game, 0, AGRA)
    events = play(game, "roll")  # Income Tax: Rs 150 for 3 properties; Asha can raise Rs 4,250
    assert game.pending.kind == "raise"
    game2 = game_for(3, dice=[(1, 2)])
    give(game2, 1, RAILWAYS, AIR_INDIA)
    give(game2, 0, MUMBAI, mortgaged=True)
    set_cash(game2, 0, 100)
    events = play(game2, "roll")  # Railways with both concerns: Rs 4,000 to Bikash
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, 1, 4_000, RAILWAYS)]
    assert game2.owner(MUMBAI) == 1 and game2.is_mortgaged(MUMBAI)  # to a player: everything passes
    assert events and game.players[0].cash == 0
    game3 = game_for(3, dice=[(2, 3)])
    give(game3, 0, MUMBAI, mortgaged=True)
    set_cash(game3, 0, 0)
    events = play(game3, "roll")
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, None, 50, INCOME_TAX)]  # the tax on one property
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(MUMBAI, (1, 2))]
    play(game3, "bid 5000", "drop")
    assert game3.owner(MUMBAI) == 1 and not game3.is_mortgaged(MUMBAI)


def test_only_the_banks_last_house_goes_to_auction_when_two_want_it() -> None:
    game = game_for()
    give(game, 0, INDORE, CHANDIGARH, SHIMLA)
    give(game, 1, 17, 25, 28)  # Srinagar, Kolkata, Chennai: three reds
    give(game, 0, 8, 15, 23, 32, 33, level=3)  # all five yellows with three houses
    give(game, 0, 4, 21, 26, 30, 35, level=3)  # all five blues: 30 houses out, 2 left
    assert game.bank_supply() == (2, 12)
    events = play(game, "build 6")  # two left: first come, first built
    assert of(events, E.AuctionStarted) == [] and of(events, E.Built) == [E.Built(0, INDORE, 1)]
    assert game.bank_supply() == (1, 12)
    events = play(game, f"build {CHANDIGARH}")  # the last one, and Bikash wants it too
    assert of(events, E.AuctionStarted) == [E.AuctionStarted(CHANDIGARH, (0, 1), building=True)]
    events = play(game, "bid 3000", "bid 3500", "drop")  # it opens at Chandigarh's building cost
    assert of(events, E.Built) == [E.Built(1, 17, 1)]
    assert E.Paid(1, None, 200, "gst", 17) in events and game.players[1].cash == 25_000 - 3_700
    assert game.bank_supply() == (0, 12) and game.pending.kind == "roll"


def test_the_last_house_is_built_without_auction_when_nobody_else_can_build() -> None:
    game = game_for()
    give(game, 0, INDORE, CHANDIGARH, SHIMLA)
    give(game, 0, 8, 15, 23, 32, 33, level=3)
    give(game, 0, 4, 21, 26, 30, 35, level=3)
    give(game, 0, INDORE, level=1)  # 31 houses out: one left, and only Asha can build
    events = play(game, f"build {CHANDIGARH}")
    assert of(events, E.AuctionStarted) == [] and of(events, E.Built) == [E.Built(0, CHANDIGARH, 1)]


def test_buildings_in_a_colour_block_only_their_owners_cities_of_it() -> None:
    game = game_for()
    give(game, 1, INDORE, CHANDIGARH, SHIMLA, level=1)
    give(game, 0, AGRA, PATNA)
    assert game.check_offer("offer 1 give 19 get -") is None  # Asha has no buildings in green
    assert game.check_offer("offer 1 give - get 6") is not None  # Bikash has
    play(game, "mortgage 19")
    assert game.is_mortgaged(AGRA)


def test_the_card_is_the_one_the_dice_chart_prints_against_the_throw() -> None:
    ed = load_edition("business_gst")
    assert all(d.chart and len(d.cards) == 11 for d in ed.decks.values())
    game = game_for(dice=[(3, 4)])  # 7: Chance, the sixth card of the chart
    events = play(game, "roll")
    drawn = of(events, E.CardDrawn)
    assert [(c.deck, c.card) for c in drawn] == [("chance", 5)]
    assert E.Paid(None, 0, 5_000, "card") in events  # the jackpot
    game = game_for(dice=[(3, 4)])
    put_at(game, 0, 9)  # 16: Community Chest, the sixth card again
    events = play(game, "roll")
    assert [(c.deck, c.card) for c in of(events, E.CardDrawn)] == [("chest", 5)]


def test_a_city_bought_after_building_starts_bare_and_is_built_up_first() -> None:
    game = game_for(dice=[(1, 1), (2, 3)])
    give(game, 0, CHANDIGARH, SHIMLA, AGRA, level=4)  # three green hotels
    play(game, "roll", "buy")  # 2 from Start: Water Works; bought, and doubles throw again
    put_at(game, 0, 1)
    play(game, "roll", "buy")  # 1 + 5: Indore, a fourth green city, bare
    assert [game.buildings(s) for s in (INDORE, CHANDIGARH, SHIMLA, AGRA)] == [0, 4, 4, 4]
    play(game, "build 6")  # only Indore may be built on now
    assert game.buildings(INDORE) == 1
    with pytest.raises(IllegalAction, match="evenly"):
        game.apply("sell 6")


def test_a_city_is_sold_to_the_bank_when_only_a_rival_has_houses_in_its_colour() -> None:
    game = game_for()
    give(game, 0, AGRA)
    give(game, 1, INDORE, CHANDIGARH, SHIMLA, level=2)  # Bikash builds on his three greens
    assert A.SellPlace(AGRA) in game.legal_actions()
    events = play(game, f"sell-place {AGRA}")
    assert E.SoldPlace(0, AGRA, game.edition.squares[AGRA].price // 2) in events
    assert game.owner(AGRA) is None
    give(game, 0, DELHI, 17, 25, level=1)  # Asha's own houses in red still stop her selling a red
    give(game, 0, MUMBAI)
    with pytest.raises(IllegalAction, match="Sell your buildings"):
        game.apply(f"sell-place {MUMBAI}")


def test_a_borrower_with_no_places_left_is_offered_repayment() -> None:
    game = game_for(dice=[(1, 2)])
    set_cash(game, 0, 1_000)
    play(game, "roll", "loan")  # Railways on a loan of Rs 9,500
    play(game, f"sell-place {RAILWAYS}")  # the bank buys it back: no places, the loan remains
    assert game.owned[0] == set() and game.loans[0] == 9_500
    set_cash(game, 0, 20_000)
    assert A.REPAY in game.legal_actions()
    events = play(game, "repay")
    assert E.Paid(0, None, 10_450, "repay") in events and game.loans[0] == 0
    assert A.REPAY not in game.legal_actions()
