"""Finance (rule book 003): each rule played with scripted dice."""

from __future__ import annotations

import json
import random

import pytest
from edition_helpers import NAMES, cash, give, of, play, put_at, seat_game, set_cash, tries

from byapar.bots import BOT_KINDS, bot_class
from byapar.engine import Game, GameView, IllegalAction, debts, load_edition, new_game
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine.state import holding_worth

GOAT_ALLEY, WAYBACK, ACCOUNT_OVERDRAWN, PENN_RR, RUBEVILLE, SYLVAN_DELL, RICKETY_ROW = 1, 3, 4, 5, 6, 8, 9
ROWBOAT, VENETIAN_LAGOON, SOAKEM, EASY_STREET, CARNIVAL, COMMONWEALTH = 10, 11, 12, 17, 20, 24
BROADWAY, MISSED_TRAIN, WALL_STREET, SWEEPSTAKES, UNION_SQUARE = 27, 30, 31, 32, 39
LOTS = (1, 3, 6, 8, 9, 11, 13, 14, 17, 19, 21, 23, 24, 27, 29, 31, 33, 34, 36, 37, 38, 39)


def game_for(players: int = 2, dice: list[tuple[int, int]] | None = None, **settings):
    return seat_game("finance", players, dice, **settings)


def test_the_board_the_money_and_the_chance_pack() -> None:
    ed = load_edition("finance")
    assert len(ed.squares) == 40 and ed.jail is None
    assert [s.index for s in ed.squares if s.kind == "place"] == list(LOTS)
    assert list(ed.decks) == ["chance"]
    assert [ed.squares[i].kind for i in (0, 10, 20, 30)] == ["start", "ferry", "carnival", "ferry"]
    game = game_for()
    assert cash(game) == [1925, 1925]  # two $500 and five each of $100, $50, $20, $10, $5
    assert 2 * 500 + 5 * (100 + 50 + 20 + 10 + 5) == 1925


def test_the_highest_throw_starts() -> None:
    game = new_game("finance", NAMES[:2], seed=1, dice=[(1, 2), (6, 5)])
    assert (game.pending.player, game.pending.kind, game.pending.square) == (0, "throw", None)
    assert not game.events  # nothing thrown before Asha throws
    assert of(play(game, "roll"), E.Rolled) == [E.Rolled(0, 1, 2, E.OPENING)]
    assert (game.pending.player, game.pending.kind) == (1, "throw")  # Bikash throws for himself
    events = play(game, "roll")
    assert of(events, E.Rolled) == [E.Rolled(1, 6, 5, E.OPENING)] and of(events, E.TurnStarted) == [E.TurnStarted(1, 1)]
    assert (game.current, game.pending.player, game.pending.kind) == (1, 1, "roll")


def test_a_throw_off_asked_mid_way_is_asked_again_after_a_save() -> None:
    game = new_game("finance", NAMES[:3], seed=1, dice=[(4, 4), (4, 4), (1, 2), (6, 6), (1, 1)])
    play(game, "roll", "roll", "roll")  # Asha and Bikash tie on 8: they throw again
    back = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert (back.pending.player, back.pending.kind, back.pending.square) == (0, "throw", None)
    play(back, "roll")
    assert (back.pending.player, back.pending.kind) == (1, "throw")  # Chandra, out of the tie, is not asked
    play(back, "roll")
    assert (back.current, back.first, back.pending.kind) == (0, 0, "roll")


def test_a_railroad_charges_its_fare_and_throws_you_on() -> None:
    game = game_for(dice=[(2, 3), (1, 2)])
    events = play(game, "roll")
    assert E.Paid(0, None, 10, "fare", PENN_RR) in events
    # the railroad's throw is Asha's own to make, in her own turn
    assert game.players[0].position == PENN_RR and game.pending == (0, "throw", PENN_RR, 0, None)
    assert game.legal_actions() == [A.ROLL] and game.script == [(1, 2)]
    game = Game.from_dict(json.loads(json.dumps(game.to_dict())))  # a save taken here asks again
    assert game.pending == (0, "throw", PENN_RR, 0, None)
    events = play(game, "roll")
    assert E.Rolled(0, 1, 2, "railroad", PENN_RR) in events
    assert game.players[0].position == SYLVAN_DELL and game.pending.kind == "buy"
    assert not load_edition("finance").squares[PENN_RR].buyable


@pytest.mark.parametrize("kind", sorted(BOT_KINDS))
def test_every_bot_throws_at_once_when_its_own_square_asks(kind: str) -> None:
    game = game_for(dice=[(2, 3), (1, 2)])
    play(game, "roll")  # onto the railroad: the fare, then its throw is asked of Asha
    draws = random.Random(5)
    bot = bot_class(kind)(5)
    bot.rng = draws
    assert game.pending == (0, "throw", PENN_RR, 0, None)
    assert bot.decide(GameView(game), game.legal_actions()) == A.ROLL
    assert draws.random() == random.Random(5).random()  # nothing drawn for it: seeded games stay the same


def test_buying_a_lot_places_an_ownership_house() -> None:
    game = game_for(dice=[(1, 2)])
    play(game, "roll", "buy")
    assert game.owner(WAYBACK) == 0 and game.buildings(WAYBACK) == 1
    assert game.players[0].cash == 1925 - 150
    assert game.rent(WAYBACK) == 10  # the printed rent
    assert A.Sell(WAYBACK) not in game.legal_actions()  # the ownership house isn't sold alone


def test_eight_ownership_houses_are_eight_lots_at_most() -> None:
    game = game_for(dice=[(1, 2)])
    give(game, 0, *LOTS[4:12])
    play(game, "roll")
    assert A.BUY not in game.legal_actions() and A.DECLINE in game.legal_actions()
    with pytest.raises(IllegalAction, match="ownership"):
        game.apply("buy")


def test_winning_an_auction_with_no_ownership_house_left_costs_a_lot() -> None:
    game = game_for(dice=[(1, 2)])
    give(game, 1, *LOTS[4:12])  # Bikash's eight: Rickety Row ($170) the cheapest
    events = play(game, "roll", "decline", "drop", "bid 100")
    assert game.owner(WAYBACK) == 1 and game.players[1].cash == 1925 - 100
    assert of(events, E.Forfeited) == [E.Forfeited(1, RICKETY_ROW)]
    assert game.owner(RICKETY_ROW) is None and game.buildings(RICKETY_ROW) == 0


def test_extra_houses_only_after_a_full_circuit_and_rent_doubles_with_each() -> None:
    game = game_for(dice=[(1, 2)])
    give(game, 0, UNION_SQUARE)
    with pytest.raises(IllegalAction, match="round the board"):
        game.apply("build 39")
    put_at(game, 0, 38)
    play(game, "roll", "decline", "drop", "drop")  # passes Cash Here to Wayback
    assert game.lapped[0]
    rents = [game.rent(UNION_SQUARE)]
    for _ in range(5):
        play(game, f"build {UNION_SQUARE}")
        rents.append(game.rent(UNION_SQUARE))
    assert rents == [26, 52, 104, 208, 416, 832]  # up to 32 times the printed rent with six
    assert game.buildings(UNION_SQUARE) == 6 and game.players[0].cash == 1925 + 200 - 5 * 200
    with pytest.raises(IllegalAction, match="fully built"):
        game.apply("build 39")
    assert game.bank_supply() == (32 - 5, None)


def test_doubles_throw_again_without_penalty() -> None:
    game = game_for(dice=[(3, 3), (4, 4), (5, 5), (6, 6)])
    for _ in range(4):
        play(game, "roll")
        for _ in tries(10, "the place is declined and its auction over"):
            if game.pending.kind not in ("buy", "bid"):
                break
            play(game, "decline" if game.pending.kind == "buy" else "drop")
    assert game.pending == (0, "roll", None, 0, None) and game.players[0].position == 36


def test_doubles_onto_a_railroad_give_only_the_railroads_throw() -> None:
    game = game_for(dice=[(1, 1), (1, 2)])
    put_at(game, 0, 3)
    play(game, "roll", "roll")  # doubles to the railroad: its throw (1, 2) replaces the doubles' own
    assert game.players[0].position == SYLVAN_DELL
    play(game, "decline", "drop", "drop")
    assert game.pending.kind == "end"


def test_doubles_into_the_surprise_move_give_the_carnival_throw_and_say_so() -> None:
    game = game_for(dice=[(2, 2), (2, 3), (2, 6)])
    put_at(game, 0, RUBEVILLE)
    # double 2s to the Rowboat, on to the Carnival; its 5 goes back to Reading Railroad,
    # whose throw of 8 ends on Grosse Point: the Carnival's throw took the doubles' place
    events = play(game, "roll", "roll", "roll")  # the turn's throw, the Carnival's, the railroad's
    assert of(events, E.ExtraThrowCancelled) == [E.ExtraThrowCancelled(0, CARNIVAL)]
    assert game.players[0].position == 23
    play(game, "decline", "drop", "drop")
    assert game.pending.kind == "end"


def test_no_word_of_a_cancelled_extra_throw_without_doubles() -> None:
    game = game_for(dice=[(1, 2), (1, 2)])
    put_at(game, 0, EASY_STREET)
    assert of(play(game, "roll"), E.ExtraThrowCancelled) == []


def test_the_bump_sends_a_rival_back_five_after_your_action() -> None:
    game = game_for(dice=[(4, 5)])
    put_at(game, 1, RICKETY_ROW)
    events = play(game, "roll")
    assert game.pending == (0, "buy", RICKETY_ROW, 0, None)  # first the lander's own business
    events = play(game, "buy")
    assert of(events, E.Bumped) == [E.Bumped(1, 0, RICKETY_ROW)]
    assert game.players[1].position == ACCOUNT_OVERDRAWN
    assert E.Paid(1, None, 10, "tax", ACCOUNT_OVERDRAWN) in events


def test_a_bumped_rival_bumps_in_turn_but_nobody_twice() -> None:
    game = game_for(3, dice=[(4, 5)])
    put_at(game, 1, RICKETY_ROW)
    put_at(game, 2, ACCOUNT_OVERDRAWN)
    events = play(game, "roll", "decline", "drop", "drop", "drop")
    assert of(events, E.Bumped) == [E.Bumped(1, 0, RICKETY_ROW), E.Bumped(2, 1, ACCOUNT_OVERDRAWN)]
    assert game.players[2].position == 39  # Union Square: offered to Chandra
    assert game.pending == (2, "buy", UNION_SQUARE, 0, None)


def test_a_rival_bumped_onto_a_railroad_throws_for_it_themselves() -> None:
    game = game_for(dice=[(3, 4), (1, 2)])
    put_at(game, 0, 33)
    put_at(game, 1, 0)
    events = play(game, "roll")  # onto Cash Here: the rival goes back to New York Central
    assert of(events, E.Bumped) == [E.Bumped(1, 0, 0)] and E.Paid(1, None, 10, "fare", 35) in events
    assert game.pending == (1, "throw", 35, 0, None) and game.legal_actions() == [A.ROLL]
    assert [e.player for e in of(events, E.Rolled)] == [0] and game.script == [(1, 2)]  # not thrown for them
    events = play(game, "roll")
    assert of(events, E.Rolled) == [E.Rolled(1, 1, 2, "railroad", 35)]
    assert game.pending == (1, "buy", 38, 0, None) and game.current == 0


def test_a_rival_bumped_onto_the_sweepstakes_throws_for_it_themselves() -> None:
    game = game_for(dice=[(1, 3), (3, 4)])
    put_at(game, 0, 33)
    put_at(game, 1, SWEEPSTAKES + 5)
    play(game, "roll", "buy")
    assert game.players[1].position == SWEEPSTAKES and game.pending == (1, "throw", SWEEPSTAKES, 0, None)
    events = play(game, "roll")
    assert of(events, E.Rolled) == [E.Rolled(1, 3, 4, "sweepstakes", SWEEPSTAKES)]
    assert game.players[1].cash == 1925 + 70 and game.pending == (0, "end", None, 0, None)


def test_the_surprise_move_from_missed_the_train_to_the_carnival() -> None:
    game = game_for(dice=[(1, 2), (2, 2)])
    put_at(game, 0, BROADWAY)
    events = play(game, "roll")
    assert game.players[0].position == CARNIVAL and game.pending == (0, "throw", CARNIVAL, 0, None)
    events += play(game, "roll")
    paid = [e for e in of(events, E.Paid) if e.payer == 0]
    assert [(e.amount, e.square) for e in paid] == [(10, ROWBOAT), (5, SOAKEM)]
    assert not [e for e in events if getattr(e, "reason", "") == "salary"]
    # the Carnival throw of 4 is even: forward to Commonwealth Avenue; doubles throw again after
    assert game.players[0].position == COMMONWEALTH and game.pending.kind == "buy"
    play(game, "decline", "drop", "drop")
    assert game.pending.kind == "roll"


def test_the_carnival_moves_back_on_an_odd_throw() -> None:
    game = game_for(dice=[(1, 2), (1, 2)])
    put_at(game, 0, EASY_STREET)
    play(game, "roll", "roll")  # to the Carnival, then 3 back
    assert game.players[0].position == EASY_STREET and game.pending.kind == "buy"


def test_landing_on_soakem_wharf_continues_the_chain() -> None:
    game = game_for(dice=[(1, 1), (3, 4)])
    put_at(game, 0, 10)
    events = play(game, "roll", "roll")  # 12 directly: $5, on to the Carnival, 7 back to Ball Game ... odd
    assert E.Paid(0, None, 5, "fare", SOAKEM) in events
    assert game.players[0].position == 20 - 7


def test_win_sweepstakes_collects_ten_times_a_throw_that_does_not_move() -> None:
    game = game_for(3, dice=[(1, 2), (3, 4)])
    put_at(game, 0, 29)
    play(game, "roll")
    assert game.pending == (0, "throw", SWEEPSTAKES, 0, None) and cash(game) == [1925] * 3  # waits for Asha's throw
    play(game, "roll")
    assert game.players[0].position == SWEEPSTAKES
    assert cash(game) == [1925 + 140, 1925 - 70, 1925 - 70] and game.pending.kind == "end"


def test_the_bank_buys_back_at_half_price_at_any_time() -> None:
    game = game_for()
    give(game, 1, UNION_SQUARE, level=3)  # the ownership house and two extra
    assert A.SellPlace(UNION_SQUARE) in game.legal_actions(1) and A.Sell(UNION_SQUARE) in game.legal_actions(1)
    events = play(game, "sell 39")  # in Asha's turn: one extra house at half of $200
    assert E.Paid(None, 1, 100, "sell", UNION_SQUARE) in events and game.buildings(UNION_SQUARE) == 2
    events = play(game, "sell-place 39")  # the lot with its house: $150 + $100
    assert of(events, E.SoldPlace) == [E.SoldPlace(1, UNION_SQUARE, 250)]
    assert game.owner(UNION_SQUARE) is None and game.buildings(UNION_SQUARE) == 0
    assert game.pending == (0, "roll", None, 0, None)


def test_there_are_no_mortgages() -> None:
    game = game_for()
    give(game, 0, GOAT_ALLEY)
    assert not any(isinstance(a, A.Mortgage) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="no mortgages"):
        game.apply("mortgage 1")


def test_private_trades_at_any_agreed_price() -> None:
    game = game_for()
    give(game, 1, WALL_STREET, level=2)
    play(game, "offer 1 give cash:900 get 31", "accept")
    assert game.owner(WALL_STREET) == 0 and game.buildings(WALL_STREET) == 2
    assert cash(game) == [1025, 2825]


def test_a_lot_traded_carries_its_worth_houses_and_all() -> None:
    """The book's private sale is of a lot "including Houses": the worth it carries is its price
    and its white houses at cost (the ownership house is swapped, not sold), and that is what
    moves from one player's worth to the other's."""
    game = game_for()
    give(game, 1, WALL_STREET, level=3)  # the ownership house and two white houses
    lot = game.edition.squares[WALL_STREET]
    carried = holding_worth(game, WALL_STREET)
    assert carried == lot.price + 2 * lot.house_cost
    before = [game.worth(0), game.worth(1)]
    play(game, "offer 1 give cash:900 get 31", "accept")
    assert [game.worth(0), game.worth(1)] == [before[0] - 900 + carried, before[1] + 900 - carried]


def test_bankrupt_to_a_player_who_takes_only_as_many_lots_as_ownership_houses_left() -> None:
    game = game_for(3, dice=[(1, 2)])
    give(game, 1, *LOTS[5:11])
    give(game, 1, UNION_SQUARE, level=6)  # Bikash: seven lots, one ownership house left
    give(game, 0, 38, level=3)  # Lake Shore Drive with two extra houses
    give(game, 0, GOAT_ALLEY)
    set_cash(game, 0, 0)
    put_at(game, 0, 36)
    events = play(game, "roll")  # Union Square with six houses: $832; Asha could raise $425
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, 1, 832, UNION_SQUARE)]
    # one ownership house left for two lots: the creditor chooses, not the engine
    assert game.pending.kind == "keep" and game.pending.player == 1
    assert game.legal_actions() == [A.Keep(GOAT_ALLEY), A.Keep(38)]
    assert game.allows(A.Keep(38)) and not game.allows(A.Keep(RUBEVILLE))
    data = game.to_dict()
    assert Game.from_dict(json.loads(json.dumps(data))).to_dict() == data  # the choice is saved
    events = play(game, "keep 38")
    assert game.owner(38) == 1 and game.buildings(38) == 3  # houses and all
    assert game.owner(GOAT_ALLEY) is None  # no ownership house left: back to the bank at half price
    assert E.Paid(None, 1, 75, "sell-place", GOAT_ALLEY) in events


def bankrupt_at_union_square(players: int):
    """Player 0, penniless with a built lot and Goat Alley, is about to throw onto player 1's
    Union Square with six houses; player 1 holds more lots than his ownership houses allow."""
    game = game_for(players, dice=[(1, 2)])
    give(game, 1, *LOTS[5:11])
    give(game, 1, UNION_SQUARE, level=6)
    give(game, 0, 38, level=3)
    give(game, 0, GOAT_ALLEY)
    set_cash(game, 0, 0)
    put_at(game, 0, 36)
    return game


def test_a_creditor_may_keep_the_cheaper_lot_and_take_half_price_for_the_other() -> None:
    game = bankrupt_at_union_square(3)
    play(game, "roll")
    events = play(game, f"keep {GOAT_ALLEY}")
    assert of(events, E.Kept) == [E.Kept(1, GOAT_ALLEY)] and game.owner(GOAT_ALLEY) == 1
    drive = game.edition.squares[38]
    back = drive.price // 2 + 2 * (drive.house_cost // 2)  # the lot and its two white houses
    assert game.owner(38) is None and E.Paid(None, 1, back, "sell-place", 38) in events
    assert game.pending.kind == "roll" and game.pending.player == 1


def test_bankrupt_to_the_bank_everything_goes_back() -> None:
    game = game_for(3)
    give(game, 0, UNION_SQUARE, level=3)
    give(game, 0, GOAT_ALLEY)
    supply = game.bank_supply()
    # no square on this board asks the bank for more than any lot raises: bring the failure about
    debts.bankrupt(game, 0, None)
    assert game.owner(UNION_SQUARE) is None and game.owner(GOAT_ALLEY) is None
    assert game.buildings(UNION_SQUARE) == 0 and game.bank_supply() == (supply[0] + 2, None)
    assert cash(game)[1:] == [1925, 1925] and not game.tasks  # nothing auctioned, nothing passed on


def test_a_debt_is_raised_by_selling_to_the_bank() -> None:
    game = game_for(3, dice=[(1, 3)])
    give(game, 0, UNION_SQUARE, level=2)
    set_cash(game, 0, 0)
    play(game, "roll")  # Account Overdrawn: $10; Asha sells her extra house for $100
    assert game.pending.kind == "raise"
    assert set(game.legal_actions()) == {A.Sell(UNION_SQUARE), A.SellPlace(UNION_SQUARE)}
    play(game, "sell 39")
    assert game.players[0].cash == 90


def test_the_time_limit_makes_the_richest_the_winner_at_printed_values() -> None:
    game = game_for(dice=[(1, 2), (1, 3)], rounds=1)
    give(game, 1, UNION_SQUARE, level=2)
    assert game.worth(1) == 1925 + 300 + 200
    play(game, "roll", "decline", "drop", "drop", "end", "roll", "end")
    assert game.over and game.winners == (1,)


def test_bots_raise_an_auction_by_a_tenth_of_the_price_rounded_to_the_bid_step() -> None:
    """Wayback ($150) declined and auctioned between two Medium bots: the first bid opens at
    half the price, and each raise is bid_raise's tenth of the price ($15, not the $5 bid step),
    then of the bid once past the price, until a bot's limit stops it."""
    from byapar.bots import MediumBot
    from byapar.engine.money import bid_raise

    assert [bid_raise(h, 150, 5) for h in (0, 75, 150, 180, 260)] == [15, 15, 15, 15, 25]
    assert bid_raise(40, 60, 1) == 6 and bid_raise(0, 10, 5) == 5  # Classic's $1 step; at least a step
    assert bid_raise(300, 600, 10) == 60 and bid_raise(2_000, 1_200, 10) == 200  # Byapar
    game = game_for(dice=[(1, 2)])
    play(game, "roll", "decline")
    bots = [MediumBot(1), MediumBot(2)]
    views = [GameView(game), GameView(game)]
    bids = []
    for _ in range(100):  # a few dozen bids at most
        if game.pending.kind != "bid":
            break
        p = game.pending.player
        events = game.apply(bots[p].decide(views[p], game.legal_actions()))
        bids += [e.amount for e in of(events, E.BidMade)]
    assert game.pending.kind != "bid" and len(bids) >= 3
    assert bids[0] == 75
    raises = [b - a for a, b in zip(bids[:-1], bids[1:], strict=True)]
    assert all(r == bid_raise(a, 150, 5) for a, r in zip(bids[:-2], raises[:-1], strict=True))  # the last may stop at a limit
    assert 0 < raises[-1] <= bid_raise(bids[-2], 150, 5)
    assert game.owner(WAYBACK) in (0, 1) and game.players[game.owner(WAYBACK)].cash == 1925 - bids[-1]


def test_private_trading_goes_on_at_any_time_between_any_two_players() -> None:
    game = game_for(3, dice=[(1, 2)])
    give(game, 1, RUBEVILLE, level=3)  # Bikash's lot with two white houses
    give(game, 2, SYLVAN_DELL)
    play(game, "roll")  # Asha: 3, Wayback; an offer after the throw, as she decides whether to buy
    assert game.pending.kind == "buy" and game.can_offer()
    # Chandra, whose turn it isn't, offers Bikash: the lot goes with its houses
    assert game.can_offer(2)
    events = play(game, f"offer 1 give cash:100 get {RUBEVILLE} by 2")
    assert of(events, E.TradeOffered) == [E.TradeOffered(2, 1, f"offer 1 give cash:100 get {RUBEVILLE} by 2")]
    assert game.pending.kind == "trade" and game.pending.player == 1
    assert not game.can_offer(0)  # not while a trade waits for its answer
    events = play(game, "accept")
    assert game.owner(RUBEVILLE) == 2 and game.buildings(RUBEVILLE) == 3
    assert game.pending.kind == "buy" and game.pending.player == 0  # back to Asha's decision
    play(game, "decline")
    assert game.pending.kind == "bid" and not game.can_offer(2)  # not during an auction


def test_in_a_shortage_a_house_is_bought_from_another_player_and_goes_straight_on() -> None:
    game = game_for(2)
    full = LOTS[:6]
    give(game, 1, *full, level=6)  # 30 white houses
    give(game, 1, WALL_STREET, level=3)  # 2 more: the bank's 32 are all out
    give(game, 0, BROADWAY)
    game.lapped[0] = True
    assert game.bank_supply()[0] == 0
    offer = f"offer 1 give cash:200 get house:{WALL_STREET}>{BROADWAY}"
    assert game.check_offer(offer) is None
    events = play(game, offer, "accept")
    assert of(events, E.HouseTraded) == [E.HouseTraded(1, 0, WALL_STREET, BROADWAY)]
    assert game.buildings(WALL_STREET) == 2 and game.buildings(BROADWAY) == 2
    assert cash(game) == [1925 - 200, 1925 + 200] and game.bank_supply()[0] == 0
    play(game, f"sell-place {BROADWAY}")  # the bank now has houses: no more buying them from players
    assert game.check_offer(f"offer 1 give cash:10 get house:{RUBEVILLE}>{WAYBACK}").code == "house-trade-supply"


def test_a_bot_creditor_keeps_the_lot_worth_most() -> None:
    from byapar.bots import make_bot
    from byapar.engine import GameView

    game = bankrupt_at_union_square(3)
    play(game, "roll")
    for kind in ("easy", "medium", "hard", "random"):
        choice = make_bot(kind, seed=3).decide(GameView(game), game.legal_actions())
        assert choice in game.legal_actions()
        if kind != "random":
            assert choice == A.Keep(38)


def test_a_bankruptcy_that_ends_the_game_asks_the_creditor_nothing() -> None:
    game = bankrupt_at_union_square(2)
    events = play(game, "roll")
    assert game.over and of(events, E.GameOver) == [E.GameOver((1,), "last-player")]
    assert game.owner(38) == 1 and game.owner(GOAT_ALLEY) is None  # the lot worth most is kept
    data = game.to_dict()
    assert Game.from_dict(json.loads(json.dumps(data))).to_dict() == data
