"""How bots treat the people at the table, asked on seeded tables: every offer or counter-offer a
bot makes a person or another bot is one it would take if it were offered to it, and its asks stay
within twice the least it would take."""

from __future__ import annotations

import pytest

from byapar import sim
from byapar.bots.strategy import set_sale_floor
from byapar.engine import actions as A

STAND_IN = "byapar.bots.person:PersonStandIn"


def _check_both_ways(kind: str, seeds: range, rounds: int) -> tuple[int, list[str]]:
    """Seeded games of bots of `kind` (seats 0 and 2) with a person stand-in (seat 1) that tries
    its luck with offers of its own, and a Medium bot (seat 3). Each offer and counter-offer a bot
    of `kind` makes anybody is asked back of the same bot at that moment, the other way round (Hard
    looking ahead, as it plays), and any cash it asks a person is held against the least it would
    take. Returns how many were asked and those that failed."""
    asked, refused = 0, []
    for seed in seeds:
        spec = sim.GameSpec("byapar", (kind, STAND_IN, kind, "medium"), seed, {"rounds": rounds}, False, people=(1,))
        game, bots, views = sim.seated(spec)
        for _ in range(40_000):  # bounded: a short game is a few thousand decisions
            if game.over:
                break
            p = game.pending.player
            action = bots[p].decide(views[p], game.legal_actions())
            partner = action.partner if isinstance(action, A.Offer) else game.pending.other
            if p in (0, 2) and isinstance(action, A.Offer | A.Counter):
                asked += 1
                if not bots[p].would_take(views[p], p, partner, action.give, action.get):
                    refused.append(f"seed {seed} round {game.round}: {action}")
                elif partner == 1 and action.get.cash > action.give.cash:  # cash asked: at most twice the least it takes
                    bare = A.Items(action.give.squares, 0, action.give.cards), A.Items(action.get.squares, 0, action.get.cards)
                    least = -bots[p]._most_i_pay(views[p], p, partner, *bare)
                    floor = set_sale_floor(bots[p], views[p], p, partner, action.give.squares, action.get.squares)
                    least = max(least, floor or least)  # what it takes: never below its floor for a set
                    if action.get.cash - action.give.cash > 2 * max(least, 0):
                        refused.append(f"seed {seed} round {game.round}: {action} asks over twice {least}")
            game.apply(action)
        assert game.over
    return asked, refused


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_never_offers_what_it_would_refuse_if_offered_to_it(kind: str) -> None:
    # Easy takes more of a person's offers, so it counters fewer: more tables to ask it on
    asked, refused = _check_both_ways(kind, range(1, 25 if kind == "easy" else 9), rounds=16)
    assert asked >= 3, f"too few offers to ask both ways: {asked}"
    assert not refused, refused


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_person_holding_the_place_that_finishes_a_bots_set_hears_an_offer_for_it_soon(kind: str, seed: int) -> None:
    """A bot (seat 0) holds Humla and a person (seat 1) Jumla, the rest of Karnali, with bots
    offering trades "often": within the first three rounds the bot offers the person a deal for
    the set (Jumla bought, or Humla sold) at more than the printed price of the place that goes
    for cash (Easy sells Humla at no more than it), or a swap giving the person more at the printed
    prices, one the bot would itself take."""
    import random

    from helpers import give, seeded_game

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.bots.person import RefusingPerson
    from byapar.engine import GameView

    humla, jumla = 1, 3
    game = seeded_game(2, seed=seed, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, humla)
    give(game, 1, jumla)
    seats = {0: make_bot(kind, seed), 1: RefusingPerson(seed + 1)}
    seat_bots(seats, people=(1,))
    views = [GameView(game, random.Random(seed + i)) for i in range(2)]
    heard = []
    for _ in range(3_000):  # bounded: three rounds are a few hundred decisions
        if game.over or game.round > 3 or heard:
            break
        p = game.pending.player
        action = seats[p].decide(views[p], game.legal_actions())
        if p == 0 and isinstance(action, A.Offer) and {*action.give.squares, *action.get.squares} & {humla, jumla}:
            heard.append(action)
            assert seats[0].would_take(views[0], 0, 1, action.give, action.get)
        game.apply(action)
    assert heard, f"no offer for Karnali in three rounds: {kind}, seed {seed}"
    offer = heard[0]
    if offer.give.squares and offer.get.squares:  # a swap: the person gets more at the printed prices
        def face(side):
            return side.cash + sum(game.edition.squares[s].price for s in side.squares)
        assert face(offer.give) > face(offer.get), offer
        return
    place = (offer.get.squares or offer.give.squares)[0]
    cash, price = abs(offer.give.cash - offer.get.cash), game.edition.squares[place].price
    if kind == "easy" and offer.give.squares:  # Easy sells near the printed price, as a newcomer reads the deed
        assert 0 < cash <= 1.5 * price
    else:
        assert cash > price


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_asked_to_pay_too_much_says_it_would_pay_less_and_counters_at_that(kind: str) -> None:
    """A person asks a bot Rs 9,000 for the place that finishes its set: the bot pays, so its
    refusal names how much less it would pay (not "more"), and its counter-offer pays just that."""
    import random

    from helpers import give, seeded_game

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView
    from byapar.engine import actions as A

    humla, jumla = 1, 3
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 1, humla)
    give(game, 0, jumla)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    offer = A.Offer(1, A.Items((jumla,)), A.Items((), 9_000))
    game.apply(offer)
    view = GameView(game, random.Random(3))
    answer = bot.decide(view, game.legal_actions())
    reply = bot.last_reply
    assert not reply.accepted
    if reply.counter is None:
        pytest.skip(f"{kind} makes no counter here")
    paid = reply.counter.give.cash - reply.counter.get.cash  # what the bot's counter pays the person
    assert reply.reason == "bot_why_pay_less" and answer == reply.counter
    assert 0 < paid < 9_000 and reply.fields["amount"] == 9_000 - paid


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
@pytest.mark.parametrize("bot_cash", [2_000, 200])
def test_a_cash_poor_bot_offers_a_person_a_deal_for_the_mortgaged_place_that_finishes_its_set(
        kind: str, bot_cash: int) -> None:
    """A table like a played one: a bot (seat 2) holds Ilam and Dharan and has spent its cash in
    auctions; the person (seat 0) holds Biratnagar, mortgaged, the rest of the East, and Drinking
    Water; another bot (seat 1) holds places of its own. With bots offering trades "often", within
    four rounds the bot offers the person a deal for Biratnagar that it would take itself (on its
    turn, or as its counter-offer to one of theirs): the mortgage goes with the place, so cash
    above what the place is worth net of its loan, or, with too little cash for that, a place of
    its own in exchange."""
    import random

    from helpers import give, seeded_game, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.bots.person import RefusingPerson
    from byapar.engine import GameView

    ilam, dharan, biratnagar, electricity, gorkha, patan = 21, 23, 24, 12, 16, 34
    game = seeded_game(3, seed=5, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, biratnagar, mortgaged=True)
    give(game, 0, 28, 18, 6, 8, 9)  # Drinking Water, Bandipur, the Far West
    give(game, 1, 14, 31, 39)  # Birgunj, Pokhara, Durbar Marg
    give(game, 2, ilam, dharan, electricity, gorkha, patan, 5, 15, 26, 29, 37)
    set_cash(game, 0, 4_000)
    set_cash(game, 1, 10_000)
    set_cash(game, 2, bot_cash)
    seats = {0: RefusingPerson(5), 1: make_bot("easy", 6), 2: make_bot(kind, 7)}
    seat_bots({1: seats[1], 2: seats[2]}, people=(0,))
    views = [GameView(game, random.Random(5 + i)) for i in range(3)]
    heard = []
    for _ in range(5_000):  # bounded: four rounds are a few hundred decisions
        if game.over or game.round > 4 or heard:
            break
        p = game.pending.player
        action = seats[p].decide(views[p], game.legal_actions())
        partner = action.partner if isinstance(action, A.Offer) else game.pending.other
        if p == 2 and isinstance(action, A.Offer | A.Counter) and partner == 0 and biratnagar in action.get.squares:
            heard.append(action)
            assert seats[2].would_take(views[2], 2, 0, action.give, action.get)
        game.apply(action)
    assert heard, f"no offer for Biratnagar in four rounds: {kind}, bot cash {bot_cash}"
    offer = heard[0]
    equity = game.edition.squares[biratnagar].price - game.mortgage_value(biratnagar)
    paid = offer.give.cash - offer.get.cash
    assert paid > equity or offer.give.squares, offer


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_whose_offer_a_person_haggles_over_says_its_offer_stands(kind: str) -> None:
    """A bot holding Humla offers the person, who holds Jumla, a deal for Karnali on its turn; the
    person counters with the same places and the cash moved their way (Rs 3,000 more asked, or
    half the price offered): the bot sends its offer back and says the offer stands at its cash,
    not only how much it differs (which read as a bargain it never moves in)."""
    import random

    from helpers import give, pass_turn, seeded_game

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView
    from byapar.engine import actions as A

    humla, jumla = 1, 3
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 1, humla)
    give(game, 0, jumla)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    view = GameView(game, random.Random(3))
    pass_turn(game)
    offer = bot.decide(view, game.legal_actions())
    assert type(offer) is A.Offer and {*offer.give.squares, *offer.get.squares} in ({humla}, {jumla}), offer
    game.apply(offer)
    paid = offer.give.cash - offer.get.cash  # to the person; negative: asked of them
    haggled = paid + 3_000 if paid > 0 else paid // 2
    game.apply(A.Counter(A.Items(offer.get.squares, max(0, -haggled)), A.Items(offer.give.squares, max(0, haggled))))
    answer = bot.decide(view, game.legal_actions())
    reply = bot.last_reply
    assert not reply.accepted and answer == reply.counter
    assert (reply.counter.give, reply.counter.get) == (offer.give, offer.get)
    assert (reply.reason, reply.fields) == ("bot_why_stands_pay", {"amount": paid}) if paid > 0 else \
        ("bot_why_stands_ask", {"amount": -paid})


def _answer_to(kind: str, offer, bot_holds: tuple[int, ...], person_cash: int, game=None):
    """A bot of `kind` (seat 1, holding `bot_holds`) answers `offer` from a person (seat 0), on
    `game` if given (a fresh seeded table if not)."""
    import random

    from helpers import give, seeded_game, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView

    game = game or seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 1, *bot_holds)
    set_cash(game, 0, person_cash)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    game.apply(offer)
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    return answer, bot.last_reply


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_asked_for_cash_for_nothing_a_bot_says_it_gets_nothing_for_it(kind: str) -> None:
    from byapar.engine import actions as A

    answer, reply = _answer_to(kind, A.Offer(1, A.Items(), A.Items((), 5_000)), (), 15_000)
    assert answer == A.REJECT and reply.reason == "bot_why_gift", reply


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_short_of_cash_offered_too_little_cash_for_a_place_never_says_it_needs_the_cash(kind: str) -> None:
    """The bot, with Rs 100, two houses on each of Karnali and Durbar Marg mortgaged, is offered Rs 1,000
    for Durbar Marg: the deal brings it cash, so "I need the cash for Humla's houses" would be a
    false reason; it says its price instead, or sends it back as a counter-offer."""
    from helpers import give, seeded_game, set_cash

    from byapar.engine import actions as A

    durbar_marg = 39
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, 37, level=0)  # the person's Thamel: the bot's rents ahead are the danger
    give(game, 0, 16, 18, 19, level=4)  # and the Hills with four houses each
    give(game, 1, 1, 3, level=2)
    give(game, 1, durbar_marg, mortgaged=True)
    set_cash(game, 1, 100)
    answer, reply = _answer_to(kind, A.Offer(1, A.Items((), 1_000), A.Items((durbar_marg,))), (), 15_000, game)
    assert answer != A.ACCEPT and reply.reason not in ("bot_why_houses", "bot_why_rents"), reply


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_whose_price_is_more_than_the_person_holds_says_its_price(kind: str) -> None:
    """A person with Rs 600 offers Rs 300 for Lukla Airport (price Rs 2,000): no counter can be
    paid, so the bot says what it would sell for, not that no price suits both."""
    from byapar.engine import actions as A

    lukla = 25
    answer, reply = _answer_to(kind, A.Offer(1, A.Items((), 300), A.Items((lukla,))), (lukla,), 600)
    assert answer == A.REJECT and reply.reason == "bot_why_beyond", reply
    assert reply.fields["amount"] >= 2_000, reply


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bail_card_asked_for_too_little_brings_a_counter_with_the_bots_price(kind: str) -> None:
    """A person offers Rs 100 for a bot's bail card: it answers with the cash it would take for the
    card, never "no price for that would suit us both" while one it would take exists."""
    from helpers import seeded_game

    from byapar.engine import actions as A
    from byapar.engine import schema as S

    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    deck = sorted(game.edition.decks)[0]
    game.decks[deck].remove(next(i for i in game.decks[deck] if game.edition.decks[deck].cards[i].effect == S.BAIL))
    game.players[1].bail_cards.append(deck)
    answer, reply = _answer_to(kind, A.Offer(1, A.Items((), 100), A.Items(cards=(deck,))), (), 15_000, game)
    assert type(answer) is A.Counter and answer.give.cards == (deck,) and answer.get.cash > 100, (answer, reply)
    assert reply.reason in ("bot_why_more", "bot_why_counter") and reply.counter == answer


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
@pytest.mark.parametrize("asked", [500, 300])
def test_a_bail_card_offered_to_a_bot_too_dear_is_never_countered_with_a_gift(kind: str, asked: int) -> None:
    """A person offers the bot their bail card for cash: where the bot pays less, it says it would
    pay less (never that it wants more), and it never asks for the card for nothing."""
    from helpers import seeded_game

    from byapar.engine import actions as A
    from byapar.engine import schema as S

    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    deck = sorted(game.edition.decks)[0]
    game.decks[deck].remove(next(i for i in game.decks[deck] if game.edition.decks[deck].cards[i].effect == S.BAIL))
    game.players[0].bail_cards.append(deck)
    answer, reply = _answer_to(kind, A.Offer(1, A.Items(cards=(deck,)), A.Items((), asked)), (), 15_000, game)
    if answer == A.ACCEPT:
        return
    if type(answer) is A.Counter:
        assert answer.give.cash > 0 and answer.get.cards == (deck,), (answer, reply)
    assert reply.reason != "bot_why_more", reply


def _sales_to_person(kind: str, person_holds: tuple[int, ...], bot_holds: tuple[int, ...],
                     person_cash: int) -> list[tuple[int, int]]:
    """Eight rounds, offers "often", a refusing person (seat 0) beside a bot of `kind` with little
    cash: each offer of the bot's selling the person places for cash, as (cash, printed prices)."""
    import random

    from helpers import give, seeded_game, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.bots.person import RefusingPerson
    from byapar.engine import GameView

    game = seeded_game(2, seed=5, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, *person_holds)
    give(game, 1, *bot_holds)
    set_cash(game, 0, person_cash)
    set_cash(game, 1, 10)
    seats = {0: RefusingPerson(5), 1: make_bot(kind, 7)}
    seat_bots({1: seats[1]}, people=(0,))
    views = [GameView(game, random.Random(5 + i)) for i in range(2)]
    sales = []
    for _ in range(5_000):  # bounded: eight rounds are a few hundred decisions
        if game.over or game.round > 8:
            break
        p = game.pending.player
        action = seats[p].decide(views[p], game.legal_actions())
        if p == 1 and isinstance(action, A.Offer) and action.give.squares and not action.get.squares:
            sales.append((action.get.cash, sum(game.edition.squares[s].price for s in action.give.squares)))
        game.apply(action)
    assert game.round > 8
    return sales


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_never_offers_to_sell_a_person_a_place_for_more_than_twice_its_price(kind: str) -> None:
    """The person (seat 0) holds Humla and Rs 20,000; the bot holds Jumla, the rest of Karnali
    (Rs 600), and little cash. Over eight rounds with offers "often", no offer of the bot's sells
    the person places for cash at more than twice their printed prices (Medium offered Jumla
    for Rs 3,650 and Hard for Rs 3,550: a shark's price to a family, however the rents add up)."""
    from byapar.bots.strategy import PERSON_SALE_CEILING

    sales = _sales_to_person(kind, (1,), (3, 6, 8), 20_000)
    assert all(cash <= PERSON_SALE_CEILING * price for cash, price in sales), sales


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_selling_a_person_the_last_place_of_their_group_asks_at_most_twice_its_price(kind: str) -> None:
    """The person holds Rajbiraj and Janakpur with Rs 7,000; the bot holds Birgunj, the rest of
    Madhesh (Rs 1,600), and little cash. Over eight rounds the bot never offers the sale for more
    than twice the printed price (its first ask was Rs 3,850: a shark's, to a family); with no set
    of its own to build on, no price within that covers what Madhesh does for the person, so it
    offers none."""
    sales = _sales_to_person(kind, (11, 13), (14,), 7_000)
    assert not sales, sales


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_with_a_person_at_the_table_a_bot_never_wins_a_place_it_declined_for_more_than_its_price(kind: str) -> None:
    """The bot, with Rs 2,800 and four places outside any set, throws onto Pokhara (Rs 3,000): it
    can't pay, so it declines, and at the auction the person raises it Rs 100 at a time. Beside a
    person it bids at most Rs 2,990, never past the price it let go; among bots it bids past it."""
    import random

    from helpers import give, make_game, put_at, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView

    def bids(people: tuple[int, ...]) -> list[int]:
        game = make_game(2, dice=[(1, 2)] * 4, settings={"rounds": 30})
        pokhara = next(i for i, sq in enumerate(game.edition.squares) if sq.name == "Pokhara")
        give(game, 0, 1, 6, 16, 26)  # Humla, Dhangadhi, Tansen, Bharatpur: one of each group
        set_cash(game, 0, 2_800)
        set_cash(game, 1, 20_000)
        put_at(game, 0, pokhara - 3)
        bot = make_bot(kind, 3)
        seat_bots({0: bot}, people=people)
        view = GameView(game, random.Random(3))
        made = []
        for _ in range(200):  # bounded: a throw, a decline and an auction of a few dozen bids
            if game.auction is None and made or game.over:
                break
            pend = game.pending
            if pend.player == 0:
                action = bot.decide(view, game.legal_actions())
                if isinstance(action, A.Bid):
                    made.append(action.amount)
                elif game.auction is None and pend.kind not in ("buy", "roll"):
                    break
            else:  # the person: Rs 100 over the highest bid, to Rs 5,000
                action = A.Bid(game.auction.high + 100) if game.auction.high < 5_000 else A.DROP
            game.apply(action)
        assert game.owners[pokhara] != 0 or max(made) < 3_000
        return made

    assert max(bids(people=())) > 3_000  # among bots the place is worth more to it than its price
    beside_a_person = bids(people=(1,))
    assert beside_a_person and max(beside_a_person) <= 2_990, beside_a_person


def _offered_150_for_oriental(kind: str, mortgaged: bool = False):
    """Classic: the person holds Vermont and Connecticut (`mortgaged` or not) and offers $150 for
    the bot's Oriental Avenue, the last light blue: (the bot, its view, its answer, Oriental)."""
    import random

    from helpers import give, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView, new_game

    game = new_game("classic", ["Sita", "Bot"], seed=3, settings={"bot_offers": "often", "rounds": 0, "opening": "seat"})
    names = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    oriental = names["Oriental Avenue"]
    give(game, 0, names["Vermont Avenue"])
    give(game, 0, names["Connecticut Avenue"], mortgaged=mortgaged)
    give(game, 1, oriental)
    set_cash(game, 0, 1_140)
    set_cash(game, 1, 680)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    game.apply(A.Offer(1, A.Items((), 150), A.Items((oriental,))))
    view = GameView(game, random.Random(3))
    return bot, view, bot.decide(view, game.legal_actions()), oriental


@pytest.mark.parametrize("kind", ["medium", "hard"])
@pytest.mark.parametrize("mortgaged", [False, True])
def test_a_mortgage_on_the_persons_group_never_makes_its_last_place_cheap(kind: str, mortgaged: bool) -> None:
    """Offered $150 for Oriental Avenue ($100), the last light blue of a person holding the other
    two (one mortgaged or not), the bot keeps it, and names no price for it either way: the least it
    takes is past three times the price, the most it would pay for the same place were the set its
    own (lifting the mortgage costs the person only $55 before they build). Both want the light
    blues, so it offers to buy the person's two instead."""
    bot, view, answer, oriental = _offered_150_for_oriental(kind, mortgaged)
    reply = bot.last_reply
    assert reply.reason == "bot_why_both_want" and reply.fields["place"] == oriental, (answer, reply)
    assert isinstance(answer, A.Counter) and oriental not in answer.give.squares, answer
    assert not bot.would_take(view, 1, 0, A.Items((oriental,)), A.Items((), 300))


def _far_west_turn(kind: str, people: tuple[int, ...], also: tuple[int, ...] = ()) -> tuple[int, int, int]:
    """The bot (seat 0) holds the far west whole, `also` and Rs 4,000, and plays one turn (its
    throw lands on Jumla, which it buys), `people` the seats played as people: its cash, what
    mortgaging its places outside the far west would raise, and the houses it built there."""
    import random

    from helpers import give, make_game, set_cash, tries

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView

    game = make_game(3, dice=[(1, 2)], settings={"bot_offers": "never"})  # its building is the subject, not its offers
    give(game, 0, 6, 8, 9, *also)
    give(game, 1, 11)
    give(game, 2, 31)
    set_cash(game, 0, 4_000)
    bot = make_bot(kind, 1)
    seat_bots({0: bot}, people=people)
    view = GameView(game, random.Random(1))
    for _ in tries(60, "the bot's turn"):
        if game.pending.player != 0:
            break
        game.apply(bot.decide(view, game.legal_actions()))
    loans = sum(game.mortgage_value(s) for s in game.owned[0] - {6, 8, 9} if not game.is_mortgaged(s))
    return game.players[0].cash, loans, sum(game.buildings(s) for s in (6, 8, 9))


@pytest.mark.parametrize(("kind", "kept"), [("medium", 1_000), ("hard", 0)])
def test_beside_a_person_a_bot_builds_a_sets_first_houses_keeping_only_its_steady_cash(kind: str, kept: int) -> None:
    """The far west whole and Rs 4,000 (the throw buys Jumla too): among bots Medium and Hard build
    down to Rs 900 and Rs 400. Beside a person, below a place's third house, Hard builds as far (the next
    trip asks little), and Medium as far as leaves its steady Rs 1,000 in hand: four houses, where a
    whole salary kept in hand held both to three. Past the third house the salary still stays in hand
    (`test_bots_people_build_to_three.py`)."""
    among_bots, beside_a_person = _far_west_turn(kind, ()), _far_west_turn(kind, (1,))
    assert among_bots[0] < 1_000, among_bots
    assert kept <= beside_a_person[0] < 2_000, beside_a_person
    assert among_bots[2] - 1 <= beside_a_person[2] <= among_bots[2], (among_bots, beside_a_person)
    assert beside_a_person[2] > 3


def test_beside_a_person_hard_counts_what_it_could_mortgage_towards_the_salary_it_keeps() -> None:
    """The far west whole and Rs 4,000, and Thamel apart from any set (Rs 1,750 to mortgage, and
    Jumla's Rs 300 once bought): beside a person Hard builds as far as among bots, its cash
    below a salary, since mortgaging those places would raise one."""
    thamel = 37  # its group's other place the bank's
    among_bots, beside_a_person = _far_west_turn("hard", (), (thamel,)), _far_west_turn("hard", (1,), (thamel,))
    assert beside_a_person[0] < 2_000 and beside_a_person == among_bots, (among_bots, beside_a_person)


def test_beside_a_person_medium_builds_past_a_salary_on_its_loans_but_keeps_half_in_hand() -> None:
    """The same table: Medium, the steady strength, builds below a salary in hand where it could
    mortgage for one, but keeps half a salary, Rs 1,000, whatever it could mortgage (among bots it
    builds down to Rs 900)."""
    thamel = 37
    among_bots, beside_a_person = _far_west_turn("medium", (), (thamel,)), _far_west_turn("medium", (1,), (thamel,))
    assert among_bots[0] < 1_000 <= beside_a_person[0] < 2_000, (among_bots, beside_a_person)


def test_a_bot_whose_offer_a_person_haggles_over_with_other_places_keeps_its_offer_on_the_table() -> None:
    """Medium, holding Humla and the whole East, offers the person, who holds Jumla, cash for it
    on its turn (the last of Karnali); the person, with no cash, counters asking for Ilam instead,
    which would break the bot's East (no cash they hold makes that a deal): the bot says no to that
    but sends its own offer back as its counter-offer, and the person takes it on its first terms."""
    import random

    from helpers import give, pass_turn, seeded_game, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView
    from byapar.engine import actions as A

    humla, jumla, ilam, dharan, biratnagar = 1, 3, 21, 23, 24
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 1, humla, ilam, dharan, biratnagar)
    give(game, 0, jumla)
    bot = make_bot("medium", 3)
    seat_bots({1: bot}, people=(0,))
    view = GameView(game, random.Random(3))
    pass_turn(game)
    offer = bot.decide(view, game.legal_actions())
    assert type(offer) is A.Offer and offer.get.squares == (jumla,), offer
    game.apply(offer)
    set_cash(game, 0, 0)  # nothing in hand to pay for Ilam with
    game.apply(A.Counter(A.Items((jumla,)), A.Items((ilam,))))
    answer = bot.decide(view, game.legal_actions())
    reply = bot.last_reply
    assert not reply.accepted and answer == reply.counter, reply
    assert reply.reason == "bot_why_offer_stands" and (answer.give, answer.get) == (offer.give, offer.get)
    cash = game.players[0].cash
    game.apply(answer)
    game.apply(A.ACCEPT)
    assert game.owners[jumla] == 1 and game.owners[ilam] == 1
    assert game.players[0].cash == cash + offer.give.cash - offer.get.cash


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_cash_poor_bot_offered_too_little_for_its_airport_names_its_price_not_its_rents(kind: str) -> None:
    """The bot, with Rs 100, houses on Karnali and Tribhuvan Airport unmortgaged, is offered Rs 100
    for the airport: selling it that cheap would lose its loan's worth, but the deal brings cash, so
    the reason is its price (a counter-offer), never "I need the cash for the rents ahead"."""
    from helpers import give, seeded_game, set_cash

    from byapar.engine import actions as A

    tribhuvan = 35
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, 37, level=0)
    give(game, 0, 16, 18, 19, level=4)  # the person's Hills with four houses each: the bot's rents ahead
    give(game, 1, 1, 3, level=2)
    give(game, 1, tribhuvan)
    set_cash(game, 1, 100)
    answer, reply = _answer_to(kind, A.Offer(1, A.Items((), 100), A.Items((tribhuvan,))), (), 15_000, game)
    assert reply.reason not in ("bot_why_houses", "bot_why_rents"), reply
    if reply.reason == "bot_why_keep":  # its least is past three times the price: it names none
        assert answer == A.REJECT and reply.fields == {"place": tribhuvan}, reply
    else:
        assert answer == reply.counter and 100 < answer.get.cash <= 3 * game.edition.squares[tribhuvan].price, reply


@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_a_bot_short_of_cash_never_says_it_needs_it_for_a_set_a_mortgage_stops_building_on(kind: str) -> None:
    """The bot, with Rs 300 and Thamel and Durbar Marg both mortgaged, no houses, is asked to pay
    Rs 200 for mortgaged Bhaktapur beside a person's built Hills: it needs the cash for the rents
    ahead, not for Thamel's houses, which can't go up while the group is mortgaged."""
    from helpers import give, seeded_game, set_cash

    from byapar.engine import actions as A

    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, 16, 18, 19, level=4)
    give(game, 0, 32, mortgaged=True)  # Bhaktapur
    give(game, 1, 37, 39, mortgaged=True)
    set_cash(game, 1, 300)
    answer, reply = _answer_to(kind, A.Offer(1, A.Items((32,)), A.Items((), 200)), (), 15_000, game)
    assert answer == A.REJECT and reply.reason == "bot_why_rents", reply


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_asking_a_bot_for_more_and_its_bail_card_never_brings_back_less_than_its_offer(kind: str) -> None:
    """The bot, holding Humla and a bail card, offers the person cash for Jumla on its turn; the
    person asks for a thousand more and the card besides. Whatever the bot answers, a counter-offer
    never gives the person less (cash and card, as cash) than the offer they haggled over."""
    import random

    from helpers import give, pass_turn, seeded_game
    from test_bots_people_offers import _hold_bail_card

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.bots.strategy import worth_to_me
    from byapar.engine import GameView
    from byapar.engine import actions as A

    humla, jumla = 1, 3
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 1, humla)
    give(game, 0, jumla)
    deck = _hold_bail_card(game, 1)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    view = GameView(game, random.Random(3))
    pass_turn(game)
    offer = bot.decide(view, game.legal_actions())
    assert type(offer) is A.Offer and offer.get.squares == (jumla,) and offer.give.cash > 0, offer
    game.apply(offer)
    game.apply(A.Counter(A.Items((jumla,)), A.Items((), offer.give.cash + 1_000, (deck,))))
    answer = bot.decide(view, game.legal_actions())
    if type(answer) is A.Counter:
        assert worth_to_me(view, answer.give, answer.get) <= worth_to_me(view, offer.give, offer.get), (offer, answer)


@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_a_swap_that_leaves_a_bot_short_asks_no_cash_of_it_and_its_reason_says_so(kind: str) -> None:
    """The bot, with Rs 300 beside a person's built Hills, is offered mortgaged Bhaktapur for its
    Gautam Buddha Airport, no cash either way: the swap leaves it less to mortgage for the rents
    ahead, and its reason says that, not that it needs its cash for houses or rents."""
    from helpers import give, seeded_game, set_cash

    from byapar.engine import actions as A

    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, 16, 18, 19, level=4)
    give(game, 0, 32, mortgaged=True)  # Bhaktapur
    give(game, 1, 37, 39)  # Thamel and Durbar Marg: a set the bot could build on
    set_cash(game, 1, 300)
    answer, reply = _answer_to(kind, A.Offer(1, A.Items((32,)), A.Items((5,))), (5,), 15_000, game)
    assert answer == A.REJECT and reply.reason == "bot_why_mortgage_room", reply


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_asked_for_two_places_it_wont_sell_together_counters_with_the_one_it_would(kind: str) -> None:
    """A person holding Jumla and Rs 3,000 offers Rs 1,500 for the bot's Humla (the last of the
    person's Karnali) and Lukla Airport: no price the person can pay buys both, so the bot names
    the place it keeps and sends back the rest at its own price, a deal it would take itself."""
    import random

    from helpers import give, seeded_game, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView

    humla, jumla, lukla = 1, 3, 25
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    give(game, 0, jumla)
    give(game, 1, humla, lukla)
    set_cash(game, 0, 3_000)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    game.apply(A.Offer(1, A.Items((), 1_500), A.Items((humla, lukla))))
    view = GameView(game, random.Random(3))
    answer, reply = bot.decide(view, game.legal_actions()), bot.last_reply
    assert isinstance(answer, A.Counter) and reply.reason == "bot_why_keep_one", (answer, reply)
    kept = reply.fields["place"]
    assert kept in (humla, lukla) and answer.give.squares == tuple(s for s in (humla, lukla) if s != kept)
    assert answer.get.cash <= 3_000  # a counter the person can pay
    assert bot.would_take(view, 1, 0, answer.give, answer.get), answer


@pytest.mark.parametrize(("offered", "taken"), [(300, True), (200, False)])
def test_finance_s_easy_sells_a_lone_lot_at_its_printed_price_its_ownership_house_no_building(
        offered: int, taken: bool) -> None:
    """Easy sells a person a place outside its sets at the printed price: in Finance too, where
    every lot owned carries its ownership house, which is the owner's marker, not a building.
    Offered $300 for Wall Street ($260) it takes it; offered $200, it asks the $260."""
    import random

    from edition_helpers import give, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView, new_game

    game = new_game("finance", ["Asha", "Bot"], seed=3, settings={"bot_offers": "often", "opening": "seat"})
    wall_street = next(i for i, sq in enumerate(game.edition.squares) if sq.name == "Wall Street")
    give(game, 1, wall_street)
    set_cash(game, 0, 1_650)
    bot = make_bot("easy", 3)
    seat_bots({1: bot}, people=(0,))
    game.apply(A.Offer(1, A.Items((), offered), A.Items((wall_street,))))
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    if taken:
        assert answer == A.ACCEPT, (answer, bot.last_reply)
    else:
        assert isinstance(answer, A.Counter) and answer.get.cash == 260, (answer, bot.last_reply)


def test_a_swap_the_bot_keeps_to_is_said_without_a_sum() -> None:
    """Its offer of Rajbiraj for Jumla countered with a demand for cash, a bot that holds to its
    swap says its offer stands as it was, not that it "stays Rs 0"."""
    import random

    from helpers import seeded_game

    from byapar.app.i18n import t
    from byapar.bots.strategy import _negotiation, _why_more
    from byapar.engine import GameView

    jumla, rajbiraj = 3, 11
    view = GameView(seeded_game(2, seed=3), random.Random(1))
    swap = A.Counter(A.Items((rajbiraj,)), A.Items((jumla,)))
    mine = (_negotiation(view, A.Offer(0, swap.give, swap.get)), 0)
    key, fields = _why_more(view, mine, 0, swap, 0)
    assert (key, fields) == ("bot_why_stands_swap", {})
    assert "{" not in t(key, **fields) and "Rs" not in t(key, **fields)


def _stands_read(game, key: str, fields: dict, lang: str) -> str:
    """A bot's reason that its offer stands, as the person reads it in `lang`."""
    from types import SimpleNamespace

    from byapar.app import lang as L
    from byapar.app.scenes.trade import reason_line
    from byapar.bots.trading import Reply

    session = SimpleNamespace(game=game, money=lambda n: L.money(n, game.edition))
    L.use(lang)
    try:
        return reason_line(session, Reply(False, key, fields)).replace("\xa0", " ")
    finally:
        L.use("en")


@pytest.mark.parametrize(("lang", "pays", "words"), [
    ("en", True, "That's more than I'll pay: Rs 3,000 is the most I'd give for it now"),
    ("ne", True, "त्यति म तिर्दिनँ: अहिलेलाई रु ३,००० नै मैले यसको लागि दिने सबैभन्दा धेरै हो"),
    ("en", False, "Rs 3,000 is the least I'd take for it now"),
    ("ne", False, "अहिलेलाई रु ३,००० नै मैले यसको लागि लिने सबैभन्दा कम मोल हो"),
])
def test_an_offer_that_stands_is_the_most_the_bot_gives_now_not_for_good(lang: str, pays: bool, words: str) -> None:
    """A bot that offered Rs 3,000 for Pokhara Airport and hears a dearer counter says its offer
    stands at the most it would give for it now: the place's worth moves with the table, and a bot
    that said "already the most I'll give" in round 3 and offered Rs 4,000 in round 5 read as a liar.
    Its ask for the airport, haggled down, is likewise the least it would take now."""
    import random

    from helpers import seeded_game

    from byapar.bots.strategy import _negotiation, _why_more
    from byapar.engine import GameView

    pokhara_airport = 15
    game = seeded_game(2, seed=3)
    assert game.edition.squares[pokhara_airport].name == "Pokhara Airport"
    view = GameView(game, random.Random(1))
    airport, cash = A.Items((pokhara_airport,)), A.Items((), 3_000)
    mine = A.Counter(cash, airport) if pays else A.Counter(airport, cash)  # the bot pays Rs 3,000 for it, or asks it
    asked = -3_000 if pays else 3_000
    key, fields = _why_more(view, (_negotiation(view, A.Offer(0, mine.give, mine.get)), asked), 0, mine, 1_000)
    assert (key, fields) == ("bot_why_stands_pay" if pays else "bot_why_stands_ask", {"amount": 3_000})
    assert _stands_read(game, key, fields, lang) == words


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "That's more than I'll pay: Rs 2,200 is the most cash I'd add to Bandipur now"),
    ("ne", "त्यति म तिर्दिनँ: अहिलेलाई बन्दीपुरसँग मैले थप्ने नगद बढीमा रु २,२०० हो"),
])
def test_an_offer_of_a_place_and_cash_that_stands_names_the_cash_as_added_to_the_place(lang: str, words: str) -> None:
    """A bot that offered Bandipur and Rs 2,200 for Pokhara Airport and hears a dearer counter says
    Rs 2,200 is the most cash it adds to Bandipur, not the most it would give for the airport."""
    import random

    from helpers import seeded_game

    from byapar.bots.strategy import _negotiation, _why_more
    from byapar.engine import GameView

    bandipur, pokhara_airport = 18, 15
    game = seeded_game(2, seed=3)
    view = GameView(game, random.Random(1))
    mine = A.Counter(A.Items((bandipur,), 2_200), A.Items((pokhara_airport,)))
    key, fields = _why_more(view, (_negotiation(view, A.Offer(0, mine.give, mine.get)), -2_200), 0, mine, 500)
    assert (key, fields) == ("bot_why_stands_add", {"amount": 2_200, "place": bandipur})
    assert _stands_read(game, key, fields, lang) == words


def test_a_swap_that_finishes_both_sets_is_refused_in_words_that_say_both() -> None:
    """Offered Baltic Avenue (finishing the bot's browns) for Oriental Avenue (finishing the
    person's light blues), Hard wants cash on top: it says the swap finishes both sets, not
    "that finishes your set" alone, which read as if it had missed what it gets."""
    import random

    from helpers import give, set_cash

    from byapar.bots import make_bot
    from byapar.bots.pacing import seat_bots
    from byapar.engine import GameView, new_game

    game = new_game("classic", ["Sita", "Bot"], seed=3, settings={"bot_offers": "often", "rounds": 0, "opening": "seat"})
    names = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    for place in ("Vermont Avenue", "Connecticut Avenue", "Baltic Avenue"):
        give(game, 0, names[place])
    for place in ("Oriental Avenue", "Mediterranean Avenue"):
        give(game, 1, names[place])
    set_cash(game, 0, 1_000)
    set_cash(game, 1, 1_000)
    bot = make_bot("hard", 3)
    seat_bots({1: bot}, people=(0,))
    game.apply(A.Offer(1, A.Items((names["Baltic Avenue"],)), A.Items((names["Oriental Avenue"],))))
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    reply = bot.last_reply
    assert isinstance(answer, A.Counter) and answer.get.cash > 0, answer
    assert reply.reason == "bot_why_sets_both" and reply.fields == {"amount": answer.get.cash}, reply
