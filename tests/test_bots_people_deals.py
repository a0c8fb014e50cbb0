"""The deals bots offer a person, played on scripted tables of a person beside Easy, Medium and
Hard: each strength offers the person the deal for a place that finishes its set within a few
rounds, Easy sells the person the place that finishes theirs at no more than its printed price,
Medium and Hard offer for a step towards a set and for a first place in a group the rest of which is
at the bank, and the table's pace holds at every setting."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest
from helpers import bot_looking, give, seeded_game, set_cash

from byapar import sim
from byapar.bots import MediumBot, make_bot, settle
from byapar.bots.pacing import REASK_ROUNDS, seat_bots
from byapar.bots.person import RefusingPerson
from byapar.engine import GameView
from byapar.engine import actions as A

PERSON = 0
HUMLA, JUMLA = 1, 3  # Karnali
ILAM, DHARAN, BIRATNAGAR = 21, 23, 24  # the East
POKHARA, BHAKTAPUR, PATAN = 31, 32, 34  # the Valley
GORKHA, BANDIPUR, TANSEN = 16, 18, 19  # the Hills
RAJBIRAJ, JANAKPUR, BIRGUNJ = 11, 13, 14  # Madhesh
MADHESH = (RAJBIRAJ, JANAKPUR, BIRGUNJ)
SAURAHA, LUMBINI, BHARATPUR = 26, 27, 29  # Chitwan
GAUTAM_BUDDHA_AIRPORT, POKHARA_AIRPORT = 5, 15


class _Quiet(RefusingPerson):
    """A person who refuses every offer and makes none: the bots' offers alone are heard."""

    def _try_luck(self, view: GameView, me: int) -> A.Offer | None:
        return None

    def _propose(self, view: GameView, me: int, people_only: bool = False) -> A.Offer | None:
        return None


def _table(holdings: dict[int, tuple[int, ...]], seed: int, bot_offers: str = "often", cash: int = 8_000):
    """A seeded game of a person who refuses every offer and makes none (seat 0) and Easy, Medium and Hard
    (seats 1-3), each seat holding `holdings`' places and the person `cash`."""
    game = seeded_game(4, seed=seed, settings={"bot_offers": bot_offers, "rounds": 30})
    for seat, places in holdings.items():
        give(game, seat, *places)
    set_cash(game, PERSON, cash)
    seats = {PERSON: _Quiet(seed), 1: make_bot("easy", seed + 1), 2: make_bot("medium", seed + 2),
             3: make_bot("hard", seed + 3)}
    seat_bots(seats, people=(PERSON,))
    views = [GameView(game, random.Random(seed + i)) for i in range(4)]
    return game, seats, views


def _offers_to_person(game, seats, views, rounds: int) -> list[tuple[int, int, A.Offer, bool]]:
    """Play up to `rounds`: each offer a bot made the person, as (round, bot, offer, whether the
    bot would take it if the person offered it)."""
    return _play_noting_offers(game, seats, views, rounds, PERSON, lambda p, offer: (
        game.round, p, offer, seats[p].would_take(views[p], p, PERSON, offer.give, offer.get)))


def _play_noting_offers(game, seats, views, rounds: int, person: int, note) -> list:
    """Play up to `rounds`, and `note(bot, offer)` for each offer a bot makes `person`, as it is made."""
    made = []
    for _ in range(20_000):  # bounded: a few rounds of a few seats are a few thousand decisions
        if game.over or game.round > rounds:
            break
        p = game.pending.player
        action = seats[p].decide(views[p], game.legal_actions())
        if p != person and type(action) is A.Offer and action.partner == person:
            made.append(note(p, action))
        game.apply(action)
    return made


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_strength_offers_a_person_the_place_that_finishes_its_set_within_a_few_rounds(seed: int) -> None:
    """The person holds Jumla, Biratnagar and Patan, the last place of Easy's Karnali, Medium's
    East and Hard's Valley: within eight rounds (one offer to the person every two, across the
    bots, each in turn) each bot offers a deal for its set, one it would take itself: cash for the
    person's place above its printed price, and Easy's own place sold at half as much again at most."""
    game, seats, views = _table({PERSON: (JUMLA, BIRATNAGAR, PATAN), 1: (HUMLA,), 2: (ILAM, DHARAN),
                                 3: (POKHARA, BHAKTAPUR)}, seed)
    made = _offers_to_person(game, seats, views, rounds=8)
    wanted = {1: {HUMLA, JUMLA}, 2: {ILAM, DHARAN, BIRATNAGAR}, 3: {POKHARA, BHAKTAPUR, PATAN}}
    heard = {bot for _, bot, offer, _ in made if {*offer.give.squares, *offer.get.squares} & wanted[bot]}
    assert heard == {1, 2, 3}, made
    assert all(taken for *_, taken in made), made
    squares = game.edition.squares
    for _, bot, offer, _ in made:
        paid = offer.give.cash - offer.get.cash
        if offer.get.squares and not offer.give.squares:  # cash for the person's places: more than printed
            assert paid > sum(squares[s].price for s in offer.get.squares), offer
        elif bot == 1 and offer.give.squares and not offer.get.squares:  # Easy's sale of a finisher
            assert 0 < -paid <= 1.5 * sum(squares[s].price for s in offer.give.squares), offer


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_easy_offers_a_person_the_place_that_finishes_their_set_at_half_as_much_again(seed: int) -> None:
    """The person holds Gorkha and Tansen and Easy Bandipur, the rest of the Hills: within six
    rounds Easy offers Bandipur for cash at Rs 2,700, half as much again as its printed Rs 1,800,
    and takes that price if the person offers it."""
    game, seats, views = _table({PERSON: (GORKHA, TANSEN), 1: (BANDIPUR,)}, seed)
    made = _offers_to_person(game, seats, views, rounds=6)
    sales = [(offer, taken) for _, bot, offer, taken in made if bot == 1 and offer.give.squares == (BANDIPUR,)]
    assert sales, made
    for offer, taken in sales:
        assert not offer.get.squares and offer.get.cash == 2_700 and taken, offer


@pytest.mark.parametrize("asked", [100, 1_000])
def test_easy_counters_a_person_asking_for_the_place_finishing_their_set_at_half_as_much_again(asked: int) -> None:
    """A person holding Gorkha and Tansen offers Easy `asked` for Bandipur: Easy refuses and counters
    at Rs 2,700 at most, half as much again as the printed Rs 1,800; offered that, it takes it."""
    for cash, answer in ((asked, "counter"), (1_799, "counter"), (2_700, "accept")):
        game = seeded_game(2, seed=5, settings={"bot_offers": "often", "rounds": 30})
        give(game, 0, GORKHA, TANSEN)
        give(game, 1, BANDIPUR)
        set_cash(game, 0, 6_000)
        bot = make_bot("easy", 5)
        seat_bots({1: bot}, people=(0,))
        game.apply(A.Offer(1, A.Items((), cash), A.Items((BANDIPUR,))))
        reply = bot.decide(GameView(game, random.Random(5)), game.legal_actions())
        if answer == "accept":
            assert reply == A.ACCEPT
        else:
            assert isinstance(reply, A.Counter), reply
            assert reply.give.squares == (BANDIPUR,) and cash < reply.get.cash <= 2_700, reply


@pytest.mark.parametrize(("bot_offers", "gap"), [("often", 2), ("rarely", 6), ("never", None)])
def test_the_pace_holds_at_a_table_of_easy_medium_and_hard(bot_offers: str, gap: int | None) -> None:
    """Easy, Medium and Hard beside a person who refuses everything, over 30 rounds: offers to the
    person come at most one every `gap` rounds across the bots, none at "never"."""
    settle(sim.load_edition_cached("byapar"))
    counted = 0
    for seed in (1_000, 1_001):
        spec = sim.GameSpec("byapar", ("byapar.bots.person:RefusingPerson", "easy", "medium", "hard"), seed,
                            {"rounds": 30, "bot_offers": bot_offers}, False, people=(PERSON,))
        game, players, views = sim.seated(spec)
        rounds = []
        for _ in range(60_000):  # bounded: a game of 30 rounds is a few thousand decisions
            if game.over:
                break
            p = game.pending.player
            action = players[p].decide(views[p], game.legal_actions())
            if p != PERSON and type(action) is A.Offer and action.partner == PERSON:
                rounds.append(game.round)
            game.apply(action)
        counted += len(rounds)
        if gap is None:
            assert not rounds, rounds
        else:
            assert all(b - a >= gap for a, b in zip(rounds, rounds[1:], strict=False)), rounds
    assert gap is None or counted >= 2


def _first_offer(kind: str, seed: int, person_holds: int, bot_holds: int):
    """Heads-up, the person (who refuses everything and offers nothing) holding `person_holds` and a
    bot of `kind` holding `bot_holds`: the game after the first round, and the bot's one offer to
    the person in it, with whether the bot would take it if the person offered it."""
    game = seeded_game(2, seed=seed, settings={"bot_offers": "often", "rounds": 30})
    give(game, PERSON, person_holds)
    give(game, 1, bot_holds)
    seats = {PERSON: _Quiet(seed), 1: make_bot(kind, seed + 1)}
    seat_bots(seats, people=(PERSON,))
    views = [GameView(game, random.Random(seed + i)) for i in range(2)]
    made = _offers_to_person(game, seats, views, rounds=1)
    assert [offer.get.squares for *_, offer, _ in made] == [(person_holds,)], made
    _, _, offer, taken = made[0]
    return game, offer, taken


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_medium_and_hard_offer_a_person_a_step_towards_a_set_at_a_fair_price(kind: str, seed: int) -> None:
    """The bot holds Gorkha and the person Bandipur, Tansen still at the bank: neither can build,
    yet on its first turn the bot offers a deal for Bandipur, one it would take itself; cash alone
    for it is more than its printed Rs 1,800 and at most half as much again."""
    game, offer, taken = _first_offer(kind, seed, BANDIPUR, GORKHA)
    assert game.owners[TANSEN] is None and taken, offer
    if not offer.give.squares:
        assert 1_800 < offer.give.cash <= 2_700 and not offer.get.cash, offer


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_every_strength_offers_a_person_for_the_airport_beside_its_own(kind: str, seed: int) -> None:
    """The bot holds Gautam Buddha Airport and the person Pokhara Airport: an airport's rent grows
    with each one its owner holds, so on its first turn the bot offers a deal for the person's,
    one it would take itself; cash alone for it is more than its printed Rs 2,000."""
    _, offer, taken = _first_offer(kind, seed, POKHARA_AIRPORT, GAUTAM_BUDDHA_AIRPORT)
    assert taken, offer
    if not offer.give.squares:
        assert offer.give.cash > 2_000 and not offer.get.cash, offer


def _answer(kind: str, bot_holds: tuple[int, ...], bot_cash: int, out: tuple[int, ...], into: tuple[int, ...],
            cash: int) -> A.Action:
    """A bot of `kind` holding `bot_holds` and `bot_cash`, beside a person holding Bandipur if the bot
    doesn't: its answer to the person's offer of `out` with `cash` for the bot's `into`."""
    game = seeded_game(2, seed=9, settings={"bot_offers": "often", "rounds": 30})
    give(game, 1, *bot_holds)
    if BANDIPUR not in bot_holds:
        give(game, PERSON, BANDIPUR)
    set_cash(game, PERSON, 8_000)
    set_cash(game, 1, bot_cash)
    bot = make_bot(kind, 9)
    seat_bots({1: bot}, people=(PERSON,))
    game.apply(A.Offer(1, A.Items(out, max(0, cash)), A.Items(into, max(0, -cash))))
    return bot.decide(GameView(game, random.Random(9)), game.legal_actions())


def _edge(takes, lo: int, hi: int) -> int:
    """The cash where `takes` turns, to Rs 10: `takes(lo)` and not `takes(hi)`, taking monotone."""
    for _ in range(16):  # bounded: Rs 20,000 halved to Rs 10 in 11 steps
        if hi - lo <= 10:
            break
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if takes(mid) else (lo, mid)
    return lo


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_person_cannot_sell_a_bot_a_step_and_buy_it_back_for_less(kind: str) -> None:
    """The person sells a bot Bandipur, a step towards the Hills beside its Gorkha, for the most the
    bot pays, then offers to buy it back: the bot asks at least what it paid, so a step sold and
    bought again gains a person nothing."""
    cash = 10_000
    paid = _edge(lambda c: _answer(kind, (GORKHA,), cash, (BANDIPUR,), (), -c) == A.ACCEPT, 0, 20_000)
    assert paid > 1_800  # a step is worth more to the bot than the place's price
    refused = _edge(lambda c: _answer(kind, (GORKHA, BANDIPUR), cash - paid, (), (BANDIPUR,), c) != A.ACCEPT,
                    0, 8_000)
    assert refused + 10 >= paid, (paid, refused)


def test_easy_counts_no_steps_and_sells_a_person_a_lone_place_at_its_printed_price() -> None:
    """Easy, a newcomer, counts no steps towards a set: holding Gorkha and Bandipur with Tansen at the
    bank, it sells the person Bandipur for its printed Rs 1,800, and pays no more for a step than
    the place is worth to it alone."""
    assert _answer("easy", (GORKHA, BANDIPUR), 10_000, (), (BANDIPUR,), 1_800) == A.ACCEPT
    paid = _edge(lambda c: _answer("easy", (GORKHA,), 10_000, (BANDIPUR,), (), -c) == A.ACCEPT, 0, 20_000)
    assert paid < 1_900 < _edge(lambda c: _answer("medium", (GORKHA,), 10_000, (BANDIPUR,), (), -c) == A.ACCEPT,
                                0, 20_000)


def test_a_bot_with_deals_for_a_person_is_not_kept_waiting_for_a_bot_whose_deal_came_to_nothing() -> None:
    """Medium (seat 1) holds the rest of Karnali, the East and the Valley, whose last places the
    person holds; another Medium (seat 2), with no cash, holds Gorkha beside the person's Bandipur:
    a step it has no cash to pay for. The pace kept seat 2 waiting once, and its step then came to
    nothing; seat 1 still offers the person a deal every two rounds, the most "often" allows, each
    one it would take itself, the person's places bought above their printed prices. Waiting a
    round for seat 2 each time left the person every third round with no offer."""
    seed = 1
    game = seeded_game(3, seed=seed, settings={"bot_offers": "often", "rounds": 30})
    give(game, PERSON, JUMLA, BIRATNAGAR, PATAN, BANDIPUR)
    give(game, 1, HUMLA, ILAM, DHARAN, POKHARA, BHAKTAPUR)
    give(game, 2, GORKHA)
    set_cash(game, PERSON, 8_000)
    set_cash(game, 2, 0)
    seats = {PERSON: _Quiet(seed), 1: make_bot("medium", seed + 1), 2: make_bot("medium", seed + 2)}
    seat_bots(seats, people=(PERSON,))
    views = [GameView(game, random.Random(seed + i)) for i in range(3)]
    made = _offers_to_person(game, seats, views, rounds=10)
    assert [(r, bot) for r, bot, *_ in made] == [(1, 1), (3, 1), (5, 1), (7, 1), (9, 1)], made
    assert all(taken for *_, taken in made), made
    squares = game.edition.squares
    for _, _, offer, _ in made:
        paid = offer.give.cash - offer.get.cash
        if offer.get.squares and not offer.give.squares:  # cash for the person's places: more than printed
            assert paid > sum(squares[s].price for s in offer.get.squares), offer
    first = made[0][2]
    assert (first.give.squares, first.get.squares, first.give.cash) == ((), (JUMLA,), 1_200), first


class _Careful(_Quiet):
    """A person who answers every offer by Medium's rule, a careful player's, and makes none."""

    refuses = False


class _Stubborn(MediumBot):
    """A bot that refuses every offer and makes none: the deals other bots find with it wait on
    their ladders."""

    def _answer(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        return A.REJECT

    def _propose(self, view: GameView, me: int, people_only: bool = False) -> A.Offer | None:
        return None


def _bot_first(kind: str, seed: int, person: RefusingPerson, person_holds: tuple[int, ...], rounds: int):
    """Heads-up, a bot of `kind` holding nothing in the first seat, and `person` (who makes no offers)
    holding `person_holds` in the second: the game after `rounds` rounds, and each offer the bot made
    the person, as (round, offer, the owners of Madhesh's places then). Hard plays without its
    look-ahead, which weighs each offer on the dice of its copies: the rule is the subject."""
    game = seeded_game(2, seed=seed, settings={"bot_offers": "often", "rounds": 30})
    bot, someone = 0, 1
    give(game, someone, *person_holds)
    seats = {bot: make_bot(kind, seed), someone: person}
    seats[bot].looks_ahead = False
    seat_bots(seats, people=(someone,))
    views = [GameView(game, random.Random(seed + i)) for i in range(2)]
    made = _play_noting_offers(game, seats, views, rounds, someone, lambda _bot, offer: (
        game.round, offer, tuple(game.owners[s] for s in MADHESH)))
    return game, made


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_buys_a_careful_person_s_first_place_in_a_group_the_rest_still_at_the_bank(kind: str, seed: int) -> None:
    """The person holds Birgunj, Rajbiraj and Janakpur still at the bank, and the bot nothing of
    Madhesh: on its first turn the bot offers cash for Birgunj, a first place towards a set of its
    own, at a price a careful person (deciding by Medium's rule) takes, above the printed Rs 1,600."""
    game, made = _bot_first(kind, seed, _Careful(seed), (BIRGUNJ,), rounds=1)
    first_round, offer, owners = made[0] if made else (0, None, ())
    assert first_round == 1 and owners == (None, None, 1) and offer.get.squares == (BIRGUNJ,), made
    assert not offer.give.squares and offer.give.cash > 1_600 and game.owners[BIRGUNJ] == 0, made


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_person_who_keeps_their_first_place_is_not_asked_for_it_again_while_its_group_stands(
        kind: str, seed: int) -> None:
    """The same table with a person who refuses: the bot asks for Birgunj on its first turn, and not
    again for `REASK_ROUNDS` rounds unless an owner in Madhesh has changed."""
    _, made = _bot_first(kind, seed, _Quiet(seed), (BIRGUNJ,), rounds=REASK_ROUNDS + 2)
    asked = [(r, owners) for r, offer, owners in made if offer.get.squares == (BIRGUNJ,)]
    assert asked and asked[0] == (1, (None, None, 1)), made
    for (before, owners_before), (after, owners_after) in itertools.pairwise(asked):
        assert after - before >= REASK_ROUNDS or owners_after != owners_before, asked


def _first_place_answer(kind: str, bot_holds_it: bool, bot_cash: int, cash: int) -> A.Action:
    """A bot of `kind` with `bot_cash`, holding Birgunj or (not `bot_holds_it`) beside a person holding
    it, the rest of Madhesh at the bank: its answer to the person's offer of Birgunj for `cash` (or,
    where the bot holds it, of `cash` for it)."""
    game = seeded_game(2, seed=9, settings={"bot_offers": "often", "rounds": 30})
    give(game, 1 if bot_holds_it else PERSON, BIRGUNJ)
    set_cash(game, PERSON, 8_000)
    set_cash(game, 1, bot_cash)
    bot = make_bot(kind, 9)
    seat_bots({1: bot}, people=(PERSON,))
    out, into = ((), (BIRGUNJ,)) if bot_holds_it else ((BIRGUNJ,), ())
    game.apply(A.Offer(1, A.Items(out, cash if bot_holds_it else 0), A.Items(into, 0 if bot_holds_it else cash)))
    return bot.decide(GameView(game, random.Random(9)), game.legal_actions())


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_person_cannot_sell_a_bot_a_first_place_and_buy_it_back_for_less(kind: str) -> None:
    """The person sells a bot Birgunj, its first place in Madhesh, for the most the bot pays, then
    offers to buy it back: the bot asks more than it paid."""
    cash = 10_000
    paid = _edge(lambda c: _first_place_answer(kind, False, cash, c) == A.ACCEPT, 0, 20_000)
    refused = _edge(lambda c: _first_place_answer(kind, True, cash - paid, c) != A.ACCEPT, 0, 8_000)
    assert 1_600 < paid < refused, (paid, refused)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_prices_a_person_s_step_while_its_deals_with_bots_wait(seed: int) -> None:
    """Hard (first to play) holds the rest of Karnali, the East and the Valley, whose last places a
    bot that refuses every offer holds, and Gorkha beside the person's Bandipur, Tansen at the bank.
    Its deals with the bot all wait on their ladders after refusals; Hard looks for deals with bots
    every round, and those deals for sets, ranked before a step, took every place in its look, so
    the person's step was never priced. On its turn it offers the person a deal for Bandipur, one it
    would take itself (its look-ahead, which weighs the offer on the dice of its copies, set aside:
    which deals a look prices is the subject)."""
    bot, someone, stubborn = 0, 1, 2
    game = seeded_game(3, seed=seed, settings={"bot_offers": "often", "rounds": 30})
    give(game, someone, BANDIPUR)
    give(game, bot, HUMLA, ILAM, DHARAN, POKHARA, BHAKTAPUR, GORKHA)
    give(game, stubborn, JUMLA, BIRATNAGAR, PATAN)
    hard = make_bot("hard", seed)
    hard.looks_ahead = False
    seat_bots({bot: hard, someone: _Quiet(seed), stubborn: _Stubborn(seed)}, people=(someone,))
    view = bot_looking(hard, game, seed)
    waiting = [c for c in hard._set_candidates(view, bot) if c[0] == stubborn]
    for key in waiting:  # refused at every rung: each waits for the table to move on
        hard.rungs.shelve(key, view.round)
    offer = hard.decide(view, game.legal_actions())
    assert len(waiting) >= 3 and type(offer) is A.Offer, (waiting, offer)
    assert (offer.partner, offer.give.squares, offer.get.squares) == (someone, (), (BANDIPUR,)), offer
    assert hard.would_take(view, bot, someone, offer.give, offer.get), offer
