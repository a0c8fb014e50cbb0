"""A bot that turns a place down at its printed price never bids more for it at the auction that
follows; what a bot asks a person comes from the board, and the cash it names is a tidy figure."""

from __future__ import annotations

import random

import pytest
from helpers import give, make_game, seeded_game, set_cash, tries
from test_bots_people_deals import PERSON, _offers_to_person, _table

from byapar.bots import HardBot, make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView
from byapar.engine import actions as A

ILAM, DHARAN, BIRATNAGAR = 21, 23, 24  # the East
HUMLA, JUMLA, AIRPORT, PATAN = 1, 3, 5, 34


class _Keen:
    """A rival who raises every bid by the least the engine takes, up to Rs 20,000."""

    def decide(self, view: GameView, legal: list) -> A.Action:
        low = view.min_bid()
        return A.Bid(low) if low <= 20_000 and view.max_bid(view.pending.player) >= low else A.DROP


def _lands(kind: str, cash: int, start: int, square: int, holds: tuple[int, ...]):
    """The `kind` bot (seat 0, holding `holds` and `cash`) throws from `start` onto `square`, for
    sale; the keen rival (seat 1) holds Patan and Rs 30,000. The game, the bot and its view."""
    game = make_game(2, dice=[(2, 1)], settings={"rounds": 30})
    give(game, 0, *holds)
    give(game, 1, PATAN)
    set_cash(game, 0, cash)
    set_cash(game, 1, 30_000)
    game.players[0].position = start
    game.apply("roll")
    assert game.pending.kind == "buy" and game.pending.square == square
    return game, make_bot(kind, cash), GameView(game, random.Random(0))


def _auction(game, bot, view) -> list[int]:
    """The auction after the bot declined, against the keen rival: the bot's bids."""
    bids, rival, rival_view = [], _Keen(), GameView(game, random.Random(1))
    for _ in tries(300, "the auction ends"):
        if game.pending.kind != "bid":
            break
        if game.pending.player == 0:
            action = bot.decide(view, game.legal_actions())
            if isinstance(action, A.Bid):
                bids.append(action.amount)
        else:
            action = rival.decide(rival_view, game.legal_actions())
        game.apply(action)
    return bids


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_that_declines_a_place_at_its_price_never_bids_more_for_it(kind: str) -> None:
    """Landing on Ilam (Rs 2,200) with a little more than its price, and an airport and Humla it
    could mortgage, a bot that turns Ilam down bids no more than Rs 2,200 for it against a rival
    who keeps raising, at every cash from Rs 1,900 to Rs 3,300."""
    declined = 0
    for cash in range(1_900, 3_400, 100):
        game, bot, view = _lands(kind, cash, 18, ILAM, (HUMLA, AIRPORT))
        action = bot.decide(view, game.legal_actions())
        game.apply(action)
        if action is not A.DECLINE:
            continue
        declined += 1
        bids = _auction(game, bot, view)
        assert all(b <= 2_200 for b in bids), (cash, bids)
        assert game.owner(HUMLA) == 0 and not game.mortgages[HUMLA] and not game.mortgages[AIRPORT]
    assert declined  # each strength turns Ilam down at some cash


def test_hard_bids_past_its_cash_with_loans_outside_its_sets_up_to_the_price_it_declined() -> None:
    """Hard holds Ilam and Dharan, an airport and Humla, and Rs 1,000; it can't pay for Biratnagar
    (Rs 2,400), which finishes its East, and declines it. At the auction it bids past its cash, as
    the loans on its airport and Humla allow, never past the price it turned down, and wins it."""
    game, bot, view = _lands("hard", 1_000, 21, BIRATNAGAR, (ILAM, DHARAN, HUMLA, AIRPORT))
    action = bot.decide(view, game.legal_actions())
    assert action is A.DECLINE
    game.apply(action)
    bids = _auction(game, bot, view)
    assert bids and max(bids) > 1_000 and all(b <= 2_400 for b in bids), bids


POKHARA, BHAKTAPUR = 31, 32  # the Valley, with Patan


class _RulesHard(HardBot):
    """Hard's rules of thumb, which price its offers, without the look-ahead that decides whether to make one."""

    looks_ahead = False


def _hard_sells_patan(more: int) -> tuple[A.Action, int]:
    """Hard (seat 0, Rs 500) holds Patan, which finishes the Valley for the person (seat 1), who
    holds Pokhara, Bhaktapur and the starting cash plus `more`. Hard's first decision of its turn,
    and the least cash it takes for Patan from the person."""
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, PATAN)
    give(game, 1, POKHARA, BHAKTAPUR)
    set_cash(game, 0, 500)
    set_cash(game, 1, game.players[1].cash + more)
    hard = _RulesHard(5)
    seat_bots({0: hard}, people=(1,))
    view = GameView(game, random.Random(1))
    first = hard.decide(view, game.legal_actions())
    least = next(c for c in range(10, 60_000, 10) if hard.would_take(view, 0, 1, A.Items((PATAN,)), A.Items((), c)))
    return first, least


def test_hards_ask_of_a_person_comes_from_the_board_not_the_persons_purse() -> None:
    """Given Rs 5,000 or Rs 50,000 more, the person hears the same first ask for Patan and Hard
    takes the same least for it: the set's worth to each side, not the purse. The first ask is at
    most twice that least, and a tidy figure."""
    asks = []
    for more in (5_000, 50_000):
        first, least = _hard_sells_patan(more)
        assert isinstance(first, A.Offer) and first.give.squares == (PATAN,) and not first.get.squares, first
        ask = first.get.cash
        assert least <= ask <= 2 * least and ask % 100 == 0, (ask, least)
        asks.append((ask, least))
    assert asks[0] == asks[1], asks


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_cash_a_bot_names_to_a_person_is_a_tidy_figure(seed: int) -> None:
    """Every offer Easy, Medium and Hard make a person over eight rounds names its cash to the
    nearest Rs 10 under Rs 1,000, Rs 50 under Rs 5,000 and Rs 100 above."""
    game, seats, views = _table({PERSON: (JUMLA, BIRATNAGAR, PATAN), 1: (HUMLA,), 2: (ILAM, DHARAN),
                                 3: (POKHARA, BHAKTAPUR)}, seed)
    made = _offers_to_person(game, seats, views, rounds=8)
    assert made
    for _, _, offer, _ in made:
        cash = offer.give.cash or offer.get.cash
        step = 10 if cash < 1_000 else 50 if cash < 5_000 else 100
        assert cash % step == 0, offer
