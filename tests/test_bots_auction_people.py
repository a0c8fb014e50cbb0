"""Beside people, Hard short of spare cash still bids for a place up to what mortgaging it would
raise: won for less, the place raises more than it cost, and a person watching a place go for the
least bid reads the bot as asleep. Nor does it mortgage everything for a place: Medium bids from its
cash, a salary kept in hand, never counting the place's own mortgage as cash to spend; Hard from its cash and what its places outside sets mortgage for, a
salary kept in the two, or for the place that decides a set, only the dearest rent just ahead."""

from __future__ import annotations

import random

from helpers import give, make_game, outbid_until_dropped, put_at, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import Game, GameView
from byapar.engine import actions as A
from byapar.engine import kinds as K

JUMLA = 3
POKHARA, BHAKTAPUR, PATAN = 31, 32, 34  # the Valley: built to hotels, the dearest rent on the board


def _bots_bid(kind: str, people: tuple[int, ...]) -> A.Action:
    """Round 29 of 30: Asha (seat 0) declines Jumla (Rs 600); the bot (seat 1, Rs 700) answers
    the opening of its auction while Bikash's hotels on the Valley ask it to keep back far more."""
    game = make_game(3, dice=[(1, 2)], settings={"rounds": 30, "opening": "seat"})
    give(game, 2, POKHARA, BHAKTAPUR, PATAN, level=5)
    set_cash(game, 1, 700)
    game.round = 29
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == JUMLA
    game.apply(A.DECLINE)
    if game.pending.player == 0:
        game.apply(A.DROP)
    assert game.pending.kind == K.BID and game.pending.player == 1
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=people)
    return bot.decide(GameView(game, random.Random(3)), game.legal_actions())


def test_beside_people_hard_bids_for_a_place_up_to_its_mortgage_value_whatever_it_keeps_back() -> None:
    bid = _bots_bid("hard", people=(0, 2))
    assert isinstance(bid, A.Bid) and bid.amount <= 300, bid  # Jumla mortgages for Rs 300


def test_beside_people_medium_short_of_a_salary_in_hand_lets_a_place_go() -> None:
    """With Rs 700, less than the salary it keeps, Medium lets Jumla go rather than spend the
    Rs 300 that Jumla's own mortgage would raise: a Medium that counted it bid $103 and sat on $36."""
    assert _bots_bid("medium", people=(0, 2)) == A.DROP


SAURAHA, LUMBINI, BHARATPUR, ILAM, LUKLA = 26, 27, 29, 21, 25


def _bots_last_bid(kind: str, people: tuple[int, ...], more: tuple[int, ...] = (),
                   holds: tuple[int, ...] = (LUMBINI, ILAM, LUKLA), cash: int = 800) -> int:
    """Round 5: Asha (seat 0) declines Sauraha (Rs 2,600) and outbids the bot by Rs 100 each time
    until it drops; the bot (seat 1) holds Rs 800 and Lumbini, Ilam and Lukla Airport, which
    mortgage for Rs 3,400 (Sauraha is a step to its Chitwan); Bikash drops at once."""
    game = make_game(3, dice=[(1, 2)], settings={"rounds": 30, "opening": "seat"})
    give(game, 1, *holds, *more)
    set_cash(game, 1, cash)
    put_at(game, 0, 23)
    game.round = 5
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == SAURAHA
    game.apply(A.DECLINE)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=people)
    return outbid_until_dropped(game, bot)


def test_beside_people_medium_bids_from_its_cash_for_a_place_that_finishes_no_set() -> None:
    beside_people = _bots_last_bid("medium", people=(0, 2), cash=2_800)
    assert 0 < beside_people <= 800, beside_people  # its cash less a salary (Rs 2,000)
    assert _bots_last_bid("medium", people=(), cash=2_800) > 2_800  # among bots it mortgages for it, as before


def test_beside_people_hard_borrows_for_a_place_keeping_a_salary_in_cash_and_loans() -> None:
    """Hard bidding from its cash alone lost most auctions to a person who mortgages to win them: it
    bids on past its Rs 800 for Sauraha, up to what leaves a salary (Rs 2,000) in its cash and the
    loans on its places outside sets (Rs 3,400 for Lumbini, Ilam and Lukla Airport)."""
    beside_people = _bots_last_bid("hard", people=(0, 2))
    assert 800 < beside_people <= 800 + 3_400 - 2_000, beside_people
    assert _bots_last_bid("hard", people=()) > beside_people  # among bots it keeps no salary back


def test_beside_people_hard_still_borrows_for_the_place_that_finishes_its_set() -> None:
    """With Bharatpur as well, Sauraha finishes the bot's Chitwan: to Hard a loan is worth it, a salary kept."""
    funds = 800 + 1_300 + 1_100 + 1_000 + 1_400  # its cash and what its four places mortgage for
    beside_people = _bots_last_bid("hard", people=(0, 2), more=(BHARATPUR,))
    assert 800 < beside_people <= funds - 2_000, beside_people


def test_beside_people_medium_bids_from_its_cash_even_for_the_place_that_finishes_its_set() -> None:
    """Medium, the steady strength, never mortgages for a place beside people, even the last of its
    set: one that paid $475 for a $320 place by mortgaging three and sat on $59, unable to build,
    read to a family as spending itself broke. Among bots it still borrows."""
    assert 0 < _bots_last_bid("medium", people=(0, 2), more=(BHARATPUR,)) <= 800
    assert _bots_last_bid("medium", people=(), more=(BHARATPUR,)) > 800 + 1_300


TANSEN = 19


def _hard_on_tansen(people: tuple[int, ...]) -> A.Action:
    """Hard (seat 0, Rs 20,000) lands on Tansen (Rs 2,000); Asha (seat 1) holds Rs 500, far too
    little to bid it up: Hard's answer to buying it at its price."""
    game = make_game(2, dice=[(1, 2)], settings={"rounds": 30, "opening": "seat"})
    set_cash(game, 0, 20_000)
    set_cash(game, 1, 500)
    put_at(game, 0, TANSEN - 3)
    game.round = 6
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == TANSEN
    hard = make_bot("hard", 3)
    seat_bots({0: hard}, people=people)
    return hard.decide(GameView(game, random.Random(3)), game.legal_actions())


def test_beside_a_person_hard_buys_at_the_price_rather_than_winning_it_cheap_from_their_empty_purse() -> None:
    """Among bots, Hard lets a place go to auction where no rival could bid it up, to win it for
    less; beside a person short of cash it buys at the price: a rich bot taking Tansen for half
    because the person can't bid reads as an exploit to a family."""
    assert _hard_on_tansen(people=()) == A.DECLINE
    assert _hard_on_tansen(people=(1,)) == A.BUY


def _medium_builds_from(people: tuple[int, ...]) -> int:
    """Classic: Medium (seat 0, $260) holds the light blues, and Boardwalk, Reading Railroad and
    Water Works, which mortgage for $375, in its first turn, its throw landing on Jail, just visiting; what it has in
    hand once its turn is over."""
    from byapar.engine import new_game

    game = new_game("classic", ["Bot", "Asha"], dice=[(4, 6)], seed=3, settings={"opening": "seat", "rounds": 30})
    names = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    lights = [names[n] for n in ("Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")]
    give(game, 0, *lights, names["Boardwalk"], names["Reading Railroad"], names["Water Works"])
    set_cash(game, 0, 260)
    bot = make_bot("medium", 3)
    seat_bots({0: bot}, people=people)
    view = GameView(game, random.Random(3))
    for _ in range(20):  # bounded: a throw, a few houses and the end of the turn
        if game.pending.player != 0:
            break
        game.apply(bot.decide(view, game.legal_actions()))
    assert game.players[0].position == 10 and game.pending.player == 1
    return game.players[0].cash


def test_beside_people_medium_keeps_half_a_salary_in_hand_when_it_builds() -> None:
    """Among bots Medium builds its cash down, its places to mortgage standing behind it; beside
    people it keeps half a salary in hand ($100): building down to $16 read as careless."""
    assert _medium_builds_from(people=()) < 100
    left = _medium_builds_from(people=(1,))
    assert 100 <= left < 260, left


GORKHA, BANDIPUR, RAJBIRAJ, POKHARA_AIRPORT, HUMLA = 16, 18, 11, 15, 1
HARD_FUNDS = 880 + 900 + 700 + 1_000  # Hard's cash and the loans on Gorkha, Rajbiraj and Pokhara Airport


def _hard_for_tansen(people: tuple[int, ...], karnali_level: int = 0, asha_stops: int = 10_000) -> tuple[int, Game]:
    """Round 8 of 30, four at the table: Hard (seat 1, at Start, Rs 880) holds Gorkha and a mortgaged
    Bandipur, Rajbiraj and Pokhara Airport; with `karnali_level`, seat 2 holds the Karnali built to it,
    Jumla's rent the dearest just ahead of Hard. Tansen, the last of the hills, goes to auction
    (`_auction_tansen`)."""
    game = make_game(4, dice=[(1, 2)], settings={"rounds": 30, "opening": "seat"})
    give(game, 1, GORKHA, RAJBIRAJ, POKHARA_AIRPORT)
    give(game, 1, BANDIPUR, mortgaged=True)
    if karnali_level:
        give(game, 2, HUMLA, JUMLA, level=karnali_level)
    set_cash(game, 1, 880)
    return _auction_tansen(game, people, asha_stops)


def _auction_tansen(game: Game, people: tuple[int, ...], asha_stops: int = 10_000) -> tuple[int, Game]:
    """Asha (seat 0) declines Tansen (Rs 2,000) and outbids Hard (seat 1) by Rs 100 each time while
    that stays below `asha_stops`; seats 2 and 3 drop at once. Hard's last bid, and the game once the
    auction is over and Hard has raised what it owes."""
    put_at(game, 0, TANSEN - 3)
    game.round = 8
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == TANSEN
    game.apply(A.DECLINE)
    hard = make_bot("hard", 3)
    seat_bots({1: hard}, people=people)
    view = GameView(game, random.Random(3))
    last = 0
    for _ in range(100):  # the bids rise by Rs 100 a turn: far fewer turns than this end it
        if game.auction is None:
            break
        p = game.pending.player
        if p == 1:
            action = hard.decide(view, game.legal_actions())
            last = action.amount if isinstance(action, A.Bid) else last
            game.apply(action)
        else:
            asha_raises = p == 0 and game.pending.amount + 100 < asha_stops
            game.apply(A.Bid(game.pending.amount + 100) if asha_raises else A.DROP)
    for _ in range(10):  # bounded: Hard raising what it owes, a mortgage at a time
        if not (game.pending.kind == K.RAISE and game.pending.player == 1):
            break
        game.apply(hard.decide(view, game.legal_actions()))
    return last, game


def test_beside_people_hard_mortgages_for_its_sets_last_place_up_to_its_worth() -> None:
    """Hard keeps no salary back in its cash and loans for the place that finishes its set: with
    Rs 880 it bids for Tansen as it does among bots alone, up to the hills' worth to it, past what
    keeping a salary would leave it (Rs 1,480)."""
    beside_people = _hard_for_tansen(people=(0,))[0]
    assert HARD_FUNDS - 2_000 < beside_people <= HARD_FUNDS, beside_people
    assert beside_people == _hard_for_tansen(people=())[0]


def test_hard_raises_the_money_for_its_sets_last_place_outside_the_set_first() -> None:
    """Won for Rs 2,100, Tansen is paid for by mortgaging Rajbiraj and Pokhara Airport; Gorkha, in
    the set Hard now holds, stays as it was."""
    last, game = _hard_for_tansen(people=(0,), asha_stops=2_100)
    assert last == 2_100 and game.owners[TANSEN] == 1
    assert game.mortgages[RAJBIRAJ] and game.mortgages[POKHARA_AIRPORT] and not game.mortgages[GORKHA]
    assert not (game.pending.kind == K.RAISE and game.pending.player == 1)  # paid


def test_for_its_sets_last_place_hard_keeps_back_the_dearest_rent_just_ahead() -> None:
    """Jumla with three houses (Rs 1,800 rent) three squares ahead: Hard bids for Tansen only what
    leaves that rent in its cash and loans, still more than a salary kept would leave it."""
    last = _hard_for_tansen(people=(0,), karnali_level=3)[0]
    assert HARD_FUNDS - 2_000 < last <= HARD_FUNDS - 1_800, last


def test_beside_people_hard_mortgages_to_keep_a_rival_from_finishing_its_set() -> None:
    """Seat 3 holds Gorkha and Bandipur: Hard, with Rs 880 and Rajbiraj, Pokhara Airport and Ilam
    (Rs 2,800 in loans), bids past what keeping a salary would leave it to keep Tansen from
    finishing its rival's hills."""
    game = make_game(4, dice=[(1, 2)], settings={"rounds": 30, "opening": "seat"})
    give(game, 3, GORKHA, BANDIPUR)
    give(game, 1, RAJBIRAJ, POKHARA_AIRPORT, ILAM)
    set_cash(game, 1, 880)
    last = _auction_tansen(game, people=(0,))[0]
    assert 880 + 2_800 - 2_000 < last <= 880 + 2_800, last


def test_beside_people_medium_bids_its_cash_past_a_salary_for_the_last_place_of_its_set() -> None:
    """Medium with Rs 3,560, Lumbini and Bharatpur dropped out of Sauraha's auction at Rs 1,560, a
    salary kept in hand, while a person took the last of its Chitwan: a family read it as a bot
    asleep. For the place that finishes its own set it keeps back only the dearest rent on the
    board (here no place is built), as Hard does, and still never mortgages for it."""
    last = _bots_last_bid("medium", people=(0, 2), holds=(LUMBINI, BHARATPUR), cash=3_560)
    salary = 2_000  # Byapar's
    assert 3_560 - salary < last <= 3_560, last


def test_beside_people_medium_bids_for_its_sets_last_place_whatever_rent_lies_ahead() -> None:
    """A Medium with Rs 6,270, Lumbini and Bharatpur let the last of its set go for a fraction of its
    price while a person's hotels stood ahead: keeping cash back for a rent past all it had saved it
    nothing. Beside people it bids its cash past a salary for Sauraha with Asha's hotels on Thamel
    and Durbar Marg just ahead; among bots alone it keeps its reserve, as before."""
    def last_bid(people: tuple[int, ...]) -> int:
        game = make_game(3, dice=[(1, 2)], settings={"rounds": 30, "opening": "seat"})
        give(game, 1, LUMBINI, BHARATPUR)
        give(game, 0, 37, 39, level=5)  # Thamel and Durbar Marg
        set_cash(game, 1, 6_270)
        put_at(game, 0, 23)
        game.round = 5
        game.apply(A.ROLL)
        game.apply(A.DECLINE)
        bot = make_bot("medium", 3)
        seat_bots({1: bot}, people=people)
        return outbid_until_dropped(game, bot)

    assert 6_270 - 2_000 - 100 <= last_bid((0, 2)) <= 6_270 - 2_000, "its cash less a salary"
    assert last_bid(()) == 0
