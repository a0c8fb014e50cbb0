"""Buying at the printed price and bidding at auction come from one valuation and one cash
policy: a bot that turns a place down at its price never bids more for it at the auction that
follows, and it mortgages places to pay for an auction win only where the place finishes a set."""

from __future__ import annotations

import random

import pytest
from helpers import give, make_game, set_cash, tries

from byapar.bots import make_bot
from byapar.engine import GameView
from byapar.engine import actions as A

ILAM, DHARAN, BIRATNAGAR = 21, 23, 24  # the East
HUMLA, AIRPORT, PATAN = 1, 5, 34


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


def test_hard_mortgages_places_outside_its_sets_for_the_place_that_finishes_one() -> None:
    """Hard holds Ilam and Dharan, an airport and Humla, and Rs 1,000; it can't pay for Biratnagar
    (Rs 2,400), which finishes its East, and declines it. At the auction it bids past its cash, as
    the loans on its airport and Humla allow, never past the price it turned down, and wins it."""
    game, bot, view = _lands("hard", 1_000, 21, BIRATNAGAR, (ILAM, DHARAN, HUMLA, AIRPORT))
    action = bot.decide(view, game.legal_actions())
    assert action is A.DECLINE
    game.apply(action)
    bids = _auction(game, bot, view)
    assert bids and max(bids) > 1_000 and all(b <= 2_400 for b in bids), bids
