"""Bots' offers to a person on played, seeded tables: a refused offer isn't made again while the
table holds still, a counter-offer never asks less than the bot's own opening for the same places,
and Hard, seated beside Easy and Medium, reaches the person with the deals it would make."""

from __future__ import annotations

from byapar import sim
from byapar.bots import settle
from byapar.bots.pacing import snapshot
from byapar.engine import actions as A

PERSON = 0


def _play(seats: tuple[str, ...], seed: int, rounds: int, person: str = "byapar.bots.person:RefusingPerson"):
    """A seeded game of a person stand-in (seat 0) and bots, offering trades "often": each offer a
    bot made the person, as (round, bot, offer, the table it depended on)."""
    settle(sim.load_edition_cached("byapar"))
    spec = sim.GameSpec("byapar", (person, *seats), seed, {"rounds": rounds, "bot_offers": "often"}, False,
                        people=(PERSON,))
    game, players, views = sim.seated(spec)
    made = []
    for _ in range(60_000):  # bounded: a game of these rounds is a few thousand decisions
        if game.over:
            break
        p = game.pending.player
        action = players[p].decide(views[p], game.legal_actions())
        if p != PERSON and type(action) is A.Offer and action.partner == PERSON:
            key = (p, PERSON, action.give.squares, action.get.squares)
            made.append((game.round, p, action, snapshot(views[p], *key)))
        game.apply(action)
    assert game.over
    return made


def test_a_refused_offer_is_not_made_again_at_the_same_price_while_no_owner_or_building_changed() -> None:
    """Easy, Medium and Hard beside a person who refuses everything: no bot offers the person the
    same places again, with no owner or building of the groups they touch changed, for no more
    cash to the person than before (Easy used to repeat one every two rounds as its cash moved)."""
    repeats = []
    for seed in (1_000, 1_001):
        before: dict[tuple, tuple] = {}
        for rnd, bot, offer, table in _play(("easy", "medium", "hard"), seed, 30):
            key = (bot, offer.give.squares, offer.get.squares)
            cash = offer.give.cash - offer.get.cash
            if key in before:
                then, then_table = before[key]
                if then_table.owners == table.owners and then_table.levels == table.levels and cash <= then:
                    repeats.append(f"seed {seed} round {rnd}: {offer}")
            before[key] = (cash, table)
    assert not repeats, repeats


def test_hard_beside_easy_and_medium_offers_the_person_the_deals_it_offers_bots() -> None:
    """Easy, Medium and Hard beside a person: Hard offers the person deals its terms alone don't
    price, at the least a careful person (deciding by Medium's rule) takes, once its look-ahead
    says making them beats carrying on, as it offers them to bots; each one Hard itself would
    take if the person offered it."""
    settle(sim.load_edition_cached("byapar"))
    past_terms = []
    for seed in (1_004, 1_005):
        spec = sim.GameSpec("byapar", ("byapar.bots.person:RefusingPerson", "easy", "medium", "hard"), seed,
                            {"rounds": 30, "bot_offers": "often"}, False, people=(PERSON,))
        game, players, views = sim.seated(spec)
        hard, view = players[3], views[3]
        for _ in range(60_000):  # bounded: a game of 30 rounds is a few thousand decisions
            if game.over:
                break
            p = game.pending.player
            action = players[p].decide(views[p], game.legal_actions())
            if p == 3 and type(action) is A.Offer and action.partner == PERSON:
                assert hard.would_take(view, 3, PERSON, action.give, action.get), action
                careful = hard._partner_model(view)
                if (not hard.terms_take(view, 3, PERSON, action.give, action.get)
                        and careful.would_take(view, PERSON, 3, action.get, action.give)):
                    past_terms.append((seed, game.round, action))
            game.apply(action)
    assert past_terms, "Hard offered the person none of the deals its look-ahead makes"
