"""Beside people, Hard bids hard to keep a person from her set: the last of her pinks is worth to it
the rent those pinks with houses would cost it over the rounds left, shared with the other rivals,
whatever cash she holds today (her purse fills again at every salary). Within what it may spend: its
reserve kept, its own sets never mortgaged for it. No set at stake, or bots alone, it bids as before."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from helpers import bot_looking, give, outbid_until_dropped, put_at, set_cash, tries

from byapar.bots import HardBot, make_bot
from byapar.bots.pacing import seat_bots
from byapar.bots.strategy import HARD, StrategyBot, kept_at_auction
from byapar.engine import Game, GameView, new_game
from byapar.engine import actions as A
from byapar.engine import kinds as K

PERSON, HARD_1, HARD_2, MEDIUM = 0, 1, 2, 3
ST_CHARLES, STATES, VIRGINIA = 11, 13, 14  # the pinks; Virginia Avenue's price is $160
READING, ORIENTAL, VERMONT, CONNECTICUT = 5, 6, 8, 9
KENTUCKY, ATLANTIC, PACIFIC, ELECTRIC = 21, 26, 31, 12
PLACES = {HARD_1: (READING, ORIENTAL), HARD_2: (KENTUCKY, ATLANTIC), MEDIUM: (PACIFIC, ELECTRIC)}


def _hard_counting_her_purse(seed: int) -> StrategyBot:
    """Hard pricing a person's set as her cash in hand could build it."""
    bot = HardBot(seed)
    bot.style = dataclasses.replace(HARD, denies_built_sets=False)
    return bot


def _table(person_holds: tuple[int, ...] = (ST_CHARLES, STATES), person_cash: int = 300,
           bot_cash: int = 1_000, round_: int = 15) -> Game:
    """Classic, round `round_` of 30: Asha, a person with `person_cash`, stands five short of Virginia
    Avenue with a throw of 9 to come; two Hard bots and a Medium, each with `bot_cash` and two places
    of no set, nothing built anywhere."""
    game = new_game("classic", ["Asha", "Bikash", "Chandra", "Dipa"], seed=3, dice=[(5, 4)],
                    settings={"rounds": 30, "opening": "seat"})
    give(game, PERSON, *person_holds)
    set_cash(game, PERSON, person_cash)
    for seat, places in PLACES.items():
        give(game, seat, *places)
        set_cash(game, seat, bot_cash)
    for seat, square in ((PERSON, READING), (HARD_1, 3), (HARD_2, 18), (MEDIUM, 30)):
        put_at(game, seat, square)
    game.round = round_
    return game


def _seated(people: tuple[int, ...] = (PERSON,), hard: Callable[[int], StrategyBot] = HardBot) -> dict[int, StrategyBot]:
    bots: dict[int, StrategyBot] = {HARD_1: hard(1), HARD_2: hard(2), MEDIUM: make_bot("medium", 3)}  # type: ignore[dict-item]
    seat_bots(bots, people=people)
    return bots


def _limit(game: Game, bot: StrategyBot, seat: int, s: int = VIRGINIA) -> int:
    return bot.bid_limit(bot_looking(bot, game), seat, s)


def _auction_of_virginia(game: Game, bots: dict[int, StrategyBot], raise_by: int = 20) -> None:
    """Asha throws onto Virginia Avenue and declines it; at its auction she opens at $200 and raises by
    `raise_by` while her cash pays, and the bots bid as they decide."""
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == VIRGINIA
    game.apply(A.DECLINE)
    cash = game.players[PERSON].cash
    for _ in tries(300, "Virginia Avenue's auction ends"):
        if game.auction is None:
            break
        p = game.pending.player
        if p == PERSON:
            amount = game.pending.amount + raise_by if game.pending.amount else 200
            game.apply(A.Bid(amount) if amount <= cash else A.DROP)
        else:
            game.apply(bots[p].decide(GameView(game, random.Random(3)), game.legal_actions()))


def test_beside_a_person_hard_outbids_her_short_purse_for_the_last_of_her_pinks() -> None:
    """With $300 in hand Asha bid $200 for the last of her pinks, and the Hard bots, $1,000 each, let it
    go: they counted her set at the houses $300 builds. Now one of them outbids her and she keeps her
    cash; and once she is out, the two Hard bots don't bid each other up to keep it from her."""
    game = _table()
    _auction_of_virginia(game, _seated())
    winner = game.owners[VIRGINIA]
    assert winner in (HARD_1, HARD_2), winner
    assert game.players[PERSON].cash == 300
    assert 300 < 1_000 - game.players[winner].cash <= 350  # past all she bid, and little more


def test_beside_a_person_hard_values_denying_her_set_well_above_its_price_all_game() -> None:
    for round_ in (3, 15, 25):
        game = _table(round_=round_)
        bots = _seated()
        for seat in (HARD_1, HARD_2):
            assert _limit(game, bots[seat], seat) >= 1.5 * 160, (round_, seat)


def test_with_no_set_at_stake_hard_bids_as_before() -> None:
    """Asha holds one pink: Virginia Avenue finishes nobody's set, and Hard's limit is its own worth."""
    game = _table(person_holds=(ST_CHARLES,))
    now, before = _seated(), _seated(hard=_hard_counting_her_purse)
    for seat in (HARD_1, HARD_2):
        assert _limit(game, now[seat], seat) == _limit(game, before[seat], seat) < 1.2 * 160


def test_among_bots_alone_hard_bids_as_before() -> None:
    """Seat 0 a bot too: nobody's purse is counted otherwise than as it stands."""
    game = _table()
    now, before = _seated(people=()), _seated(people=(), hard=_hard_counting_her_purse)
    for seat in (HARD_1, HARD_2):
        assert _limit(game, now[seat], seat) == _limit(game, before[seat], seat)


def test_hard_short_of_cash_denies_her_set_only_with_its_reserve_kept_and_its_own_set_unmortgaged() -> None:
    """Hard with $250, the light blues whole and Reading Railroad: for the last of Asha's pinks it bids
    from its cash and Reading's $100 loan alone, keeping what `kept_at_auction` keeps back."""
    game = _table(bot_cash=1_000)
    give(game, HARD_1, READING, ORIENTAL, VERMONT, CONNECTICUT)
    set_cash(game, HARD_1, 250)
    game.apply(A.ROLL)
    game.apply(A.DECLINE)
    hard = _seated()[HARD_1]
    view = bot_looking(hard, game)
    kept = max(kept_at_auction(hard, view, HARD_1, VIRGINIA), hard.reserve(view, HARD_1))
    last = outbid_until_dropped(game, hard, seat=HARD_1, person=PERSON, raise_by=10)
    assert 0 < last <= 250 + 100 - kept, (last, kept)


def test_a_fourth_of_a_colour_whose_three_already_let_her_build_is_not_denied_as_a_new_set() -> None:
    """Business GST: three of a five-city colour let their owner build. Asha holding Mumbai, Delhi and
    Kolkata, Srinagar gives her no set she lacks: Hard bids for it as it would without the rule."""
    places = {sq.name: s for s, sq in enumerate(new_game("business_gst", ["A", "B"], seed=3, dice=[]).edition.squares)}
    game = new_game("business_gst", ["Asha", "Bikash", "Chandra", "Dipa"], seed=3, dice=[], settings={"rounds": 30})
    give(game, PERSON, places["Mumbai"], places["Delhi"], places["Kolkata"])
    set_cash(game, PERSON, 5_000)
    for seat in (HARD_1, HARD_2, MEDIUM):
        set_cash(game, seat, 8_000)
    game.round = 15
    now, before = _seated(), _seated(hard=_hard_counting_her_purse)
    srinagar = places["Srinagar"]
    assert _limit(game, now[HARD_1], HARD_1, srinagar) == _limit(game, before[HARD_1], HARD_1, srinagar)
