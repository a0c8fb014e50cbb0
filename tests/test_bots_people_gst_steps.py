"""Business GST: three cities of a five-city colour make a set, so a colour shared by three players
can still be made up from the bank. A bot holding one green beside a person holding another, with a
third player holding a third and two still at the bank, offers the person cash for theirs: a step
towards a set of its own, priced so that the cash and the GST it owes on it stay within its limit,
and a deal a careful person (deciding by Medium's rule) takes. A person who turns it down doesn't
hear it again while the greens stand as they were."""

from __future__ import annotations

import itertools
import random

import pytest
from helpers import bot_looking, give
from test_bots_people_deals import _Careful, _Quiet, _Stubborn

from byapar.bots import make_bot
from byapar.bots.pacing import REASK_ROUNDS, seat_bots
from byapar.bots.person import RefusingPerson
from byapar.engine import GameView, new_game
from byapar.engine import actions as A

BOT, PERSON, OTHER = 0, 1, 2
INDORE, CHANDIGARH, SHIMLA, AGRA, PATNA = 6, 11, 14, 19, 22  # the greens: any three make a set
GREENS = (INDORE, CHANDIGARH, SHIMLA, AGRA, PATNA)
SHIMLA_PRICE = 2_200


def _greens_table(kind: str, seed: int) -> tuple:
    """A Business GST table at "often": the bot (seat 0) holding Chandigarh, the person (seat 1)
    holding Shimla, and a bot that refuses every offer and makes none (seat 2) holding Agra; Indore
    and Patna at the bank. Hard plays without its look-ahead, which weighs each offer on the dice
    of its copies: the rule is the subject."""
    game = new_game("business_gst", ["Bot", "Asha", "Other"], seed=seed,
                    settings={"rounds": 30, "opening": "seat", "bot_offers": "often"})
    give(game, BOT, CHANDIGARH)
    give(game, PERSON, SHIMLA)
    give(game, OTHER, AGRA)
    bot = make_bot(kind, seed)
    bot.looks_ahead = False
    return game, bot


def _offers_for_shimla(kind: str, seed: int, person: RefusingPerson, rounds: int) -> list[tuple[int, A.Offer, tuple]]:
    """Play the greens' table up to `rounds`: each offer the bot made the person for Shimla, as
    (round, offer, the greens' owners then)."""
    game, bot = _greens_table(kind, seed)
    seats = {BOT: bot, PERSON: person, OTHER: _Stubborn(seed + 2)}
    seat_bots(seats, people=(PERSON,))
    views = [GameView(game, random.Random(seed + i)) for i in range(3)]
    made = []
    for _ in range(20_000):  # bounded: a few rounds of three seats are a few thousand decisions
        if game.over or game.round > rounds:
            break
        p = game.pending.player
        action = seats[p].decide(views[p], game.legal_actions())
        if p == BOT and type(action) is A.Offer and action.partner == PERSON and SHIMLA in action.get.squares:
            made.append((game.round, action, tuple(game.owners[s] for s in GREENS)))
        game.apply(action)
    return made


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_offers_a_careful_person_cash_for_a_green_in_a_colour_a_third_player_shares(kind: str, seed: int) -> None:
    made = _offers_for_shimla(kind, seed, _Careful(seed), rounds=3)
    assert made, "no offer for Shimla in three rounds"
    first_round, offer, owners = made[0]
    assert first_round == 1 and owners == (None, BOT, PERSON, OTHER, None), made
    assert offer.get.squares == (SHIMLA,) and not offer.give.squares and offer.give.cash > SHIMLA_PRICE, made


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_cash_a_bot_offers_for_a_step_and_its_gst_stay_within_its_limit(kind: str) -> None:
    """The bot owes GST on the cash it hands over: that and the cash together are its limit moved
    a tenth its way (`PERSON_SPREAD`), up to the next tidy figure (Rs 50 at these sums), and a
    careful person still takes it."""
    game, bot = _greens_table(kind, seed=1)
    seat_bots({BOT: bot}, people=(PERSON,))
    view = bot_looking(bot, game)
    most = bot._most_i_pay(view, BOT, PERSON, A.Items(()), A.Items((SHIMLA,)))
    offer, _ = bot._price_for_person(view, BOT, PERSON, (), (SHIMLA,))
    assert most is not None and offer is not None, (most, offer)
    paid = offer.give.cash
    assert paid + game.gst(paid) <= most - most // 10 + 50, (paid, game.gst(paid), most)
    careful = bot._least_taken(view, BOT, PERSON, (), (SHIMLA,), None)
    assert careful is not None and paid >= careful, (paid, careful)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_person_who_keeps_their_green_is_not_offered_the_same_again_while_the_greens_stand(
        kind: str, seed: int) -> None:
    made = _offers_for_shimla(kind, seed, _Quiet(seed), rounds=REASK_ROUNDS + 2)
    assert made, "no offer for Shimla"
    for (before, _, owners_before), (after, _, owners_after) in itertools.pairwise(made):
        assert after - before >= REASK_ROUNDS or owners_after != owners_before, made


@pytest.mark.parametrize("seed", range(1, 9))
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_offers_a_person_a_step_only_at_a_price_a_careful_person_takes(kind: str, seed: int) -> None:
    """A step is no set: a bot offers one only where a careful person takes it, and its tidy
    figure never falls below that person's least (Rs 5,900 for Srinagar where they take Rs 5,910)."""
    game, bot = _greens_table(kind, seed)
    seats = {BOT: bot, PERSON: _Quiet(seed), OTHER: _Stubborn(seed + 2)}
    seat_bots(seats, people=(PERSON,))
    views = [GameView(game, random.Random(seed + i)) for i in range(3)]
    below = []
    for _ in range(40_000):  # bounded: twelve rounds of three seats are a few thousand decisions
        if game.over or game.round > 12:
            break
        p = game.pending.player
        action = seats[p].decide(views[p], game.legal_actions())
        if (p == BOT and type(action) is A.Offer and action.partner == PERSON
                and (PERSON, action.give.squares, action.get.squares) in bot._steps):
            careful = bot._least_taken(views[BOT], BOT, PERSON, action.give.squares, action.get.squares, None)
            if careful is None or action.give.cash - action.get.cash < careful:
                below.append((game.round, action, careful))
        game.apply(action)
    assert not below, below
