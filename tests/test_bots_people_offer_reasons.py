"""Every offer a bot makes a person carries a one-line reason, read from what the deal does for
the bot when it makes it (`bots.offer_reasons`): it finishes the bot's group, finishes a group for
each side, adds to a group, makes a start on one whose other places are still at the bank, or goes
with the bot's own airport."""

from __future__ import annotations

import random

import pytest
from helpers import give, seeded_game

from byapar.bots import make_bot
from byapar.bots.offer_reasons import OfferWhy
from byapar.bots.pacing import seat_bots
from byapar.bots.person import PersonStandIn
from byapar.engine import GameView
from byapar.engine import actions as A
from byapar.engine import events as E

BOT, PERSON = 0, 1  # the bot plays first: its offer comes before the person buys anything
ILAM, DHARAN, BIRATNAGAR = 21, 23, 24  # the East
GORKHA, BANDIPUR, TANSEN = 16, 18, 19  # the Hills
BIRGUNJ = 14  # Madhesh, with Rajbiraj and Janakpur
GAUTAM_BUDDHA_AIRPORT, POKHARA_AIRPORT = 5, 15


class _Quiet(PersonStandIn):
    """A person who refuses every offer and makes none: the bot's offers alone are heard."""

    refuses = True

    def _try_luck(self, view: GameView, me: int) -> A.Offer | None:
        return None

    def _propose(self, view: GameView, me: int, people_only: bool = False) -> A.Offer | None:
        return None


def _first_offer_and_why(kind: str, seed: int, person_holds: tuple[int, ...],
                         bot_holds: tuple[int, ...]) -> tuple[A.Offer, OfferWhy | None]:
    """Heads-up, the bot's first offer to the person in the first round, and the reason it keeps
    beside it. Hard plays without its look-ahead: the reason, not the dice of its copies, is the subject."""
    game = seeded_game(2, seed=seed, settings={"bot_offers": "often", "rounds": 30})
    give(game, PERSON, *person_holds)
    give(game, BOT, *bot_holds)
    bot = make_bot(kind, seed + 1)
    bot.looks_ahead = False
    seats = {PERSON: _Quiet(seed), BOT: bot}
    seat_bots(seats, people=(PERSON,))
    views = [GameView(game, random.Random(seed + i)) for i in range(2)]
    for _ in range(5_000):  # bounded: one round of two seats is a few hundred decisions
        if game.over or game.round > 1:
            break
        p = game.pending.player
        action = seats[p].decide(views[p], game.legal_actions())
        game.apply(action)
        if p == BOT and type(action) is A.Offer and action.partner == PERSON:
            written = next(e.offer for e in reversed(game.events) if type(e) is E.TradeOffered)
            return action, bot.offers_told.why(written)  # looked up by the terms the game wrote
    raise AssertionError("the bot made the person no offer in the first round")


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_first_place_offer_says_it_makes_a_start_on_the_group(kind: str, seed: int) -> None:
    """The person holds Birgunj, the rest of Madhesh at the bank, the bot nothing there: its offer
    for Birgunj says it makes a start on Madhesh, named by Birgunj's group."""
    offer, why = _first_offer_and_why(kind, seed, (BIRGUNJ,), ())
    assert offer.get.squares == (BIRGUNJ,), offer
    assert why == OfferWhy("bot_offer_why_start", {"group": BIRGUNJ}), why


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_an_offer_for_the_last_place_of_the_bot_s_group_says_it_finishes_it(kind: str) -> None:
    """The bot holds Ilam and Dharan, the person Biratnagar: its offer says it finishes its group."""
    offer, why = _first_offer_and_why(kind, 1, (BIRATNAGAR,), (ILAM, DHARAN))
    assert offer.get.squares == (BIRATNAGAR,), offer
    assert why == OfferWhy("bot_offer_why_finish", {"group": BIRATNAGAR}), why


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_swap_that_finishes_both_groups_says_so(kind: str) -> None:
    """The bot holds Ilam, Dharan and Bandipur, the person Biratnagar, Gorkha and Tansen: its
    swap of places of the East for places of the Hills finishes a group for each of them, and the
    offer says that."""
    offer, why = _first_offer_and_why(kind, 1, (BIRATNAGAR, GORKHA, TANSEN), (ILAM, DHARAN, BANDIPUR))
    assert offer.give.squares and set(offer.get.squares) <= {BIRATNAGAR, GORKHA, TANSEN}, offer
    assert why == OfferWhy("bot_offer_why_sets_both"), why


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_step_towards_a_group_says_it_adds_to_the_bot_s_places_there(kind: str) -> None:
    """The bot holds Gorkha, the person Bandipur, Tansen at the bank: the offer adds to the Hills."""
    offer, why = _first_offer_and_why(kind, 1, (BANDIPUR,), (GORKHA,))
    assert offer.get.squares == (BANDIPUR,), offer
    assert why == OfferWhy("bot_offer_why_add", {"group": BANDIPUR}), why


def test_an_airport_offer_says_it_goes_with_the_bot_s_own() -> None:
    """The bot holds Gautam Buddha Airport, the person Pokhara Airport: the offer says it goes with
    the bot's own airport, whose rent grows with each one held."""
    offer, why = _first_offer_and_why("medium", 1, (POKHARA_AIRPORT,), (GAUTAM_BUDDHA_AIRPORT,))
    assert offer.get.squares == (POKHARA_AIRPORT,), offer
    assert why == OfferWhy("bot_offer_why_goes_with", {"place": GAUTAM_BUDDHA_AIRPORT}), why
