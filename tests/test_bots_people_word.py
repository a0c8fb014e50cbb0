"""Beside people a bot's trades read as a neighbour's, not a trader's: its word about a group holds,
and it doesn't buy back dearer what it sold a person; Medium bids at auction from its cash alone, a
salary kept, and Hard still borrows for the last place of its own set."""

from __future__ import annotations

import random

import pytest
from helpers import bot_looking, give, outbid_until_dropped, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.bots.strategy import StrategyBot
from byapar.engine import Game, GameView, new_game
from byapar.engine import actions as A
from byapar.engine import kinds as K

SEATS = ("Sita", "Bot", "Asha", "Dipa")  # the bot plays after Sita; the other three are people
SITA, BOT = 0, 1


def _classic(round_: int = 6) -> tuple[Game, dict[str, int]]:
    """Classic, round `round_` of 12, three people and a bot."""
    game = new_game("classic", list(SEATS), dice=[], seed=3, settings={"opening": "seat", "rounds": 12})
    game.round = round_
    return game, {sq.name: i for i, sq in enumerate(game.edition.squares)}


def _seated(game: Game, kind: str) -> StrategyBot:
    bot = make_bot(kind, 3)
    assert isinstance(bot, StrategyBot)
    seat_bots({BOT: bot}, people=[p for p in range(len(SEATS)) if p != BOT])
    return bot


def _auction_after_sita_declines(game: Game, s: int) -> None:
    """Sita throws onto `s` and lets it go to auction."""
    game.players[SITA].position = s - 3
    game.script.append((1, 2))
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == s
    game.apply(A.DECLINE)
    assert game.auction is not None


def test_medium_never_bids_the_auctioned_places_own_mortgage_beside_people() -> None:
    """Medium with $300 and nothing else: Pennsylvania Avenue ($320, mortgaged for $160) finishes
    nothing of its. Sita outbids it by $10 each time; its last bid leaves it a salary ($200) at least,
    where counting the place's mortgage as spare cash took it to $160 and left it $140."""
    game, names = _classic()
    bot = _seated(game, "medium")
    set_cash(game, BOT, 300)
    s = names["Pennsylvania Avenue"]
    _auction_after_sita_declines(game, s)
    last = outbid_until_dropped(game, bot, seat=BOT, person=SITA, raise_by=10)
    assert 0 < last <= 300 - game.edition.rules.salary, last


def test_hard_still_borrows_at_auction_for_the_last_place_of_its_own_set() -> None:
    """Hard holding Pacific and North Carolina, with $300: it bids past its cash for Pennsylvania,
    its greens' last place, mortgaging what it must, as a player of the printed game does."""
    game, names = _classic()
    bot = _seated(game, "hard")
    give(game, BOT, names["Pacific Avenue"], names["North Carolina Avenue"])
    set_cash(game, BOT, 300)
    s = names["Pennsylvania Avenue"]
    _auction_after_sita_declines(game, s)
    assert bot.bid_limit(bot_looking(bot, game), BOT, s) > 300


def _bot_turn(game: Game, n: dict[str, int]) -> tuple[StrategyBot, GameView, A.Action]:
    """Round 4: Medium ($900) holds Pennsylvania Avenue, Sita Pacific Avenue, the bank North
    Carolina; the bot's turn begins. Its first action, and the view it plays by."""
    game.round = 4
    bot = _seated(game, "medium")
    give(game, BOT, n["Pennsylvania Avenue"])
    give(game, SITA, n["Pacific Avenue"])
    set_cash(game, BOT, 900)
    game.current = BOT
    game.pending = type(game.pending)(BOT, K.ROLL)
    view = GameView(game, random.Random(3))
    return bot, view, bot.decide(view, game.legal_actions())


def _play_out_bot_turn(game: Game, bot: StrategyBot, view: GameView) -> None:
    for _ in range(30):  # a throw, a place to pass over and the end: well within this
        if game.current != BOT:
            return
        game.apply(bot.decide(view, game.legal_actions()))
    raise AssertionError("the bot's turn never ended")


def test_a_bot_that_told_a_person_it_wants_a_group_sells_none_of_it() -> None:
    """Medium offers Sita $340 for Pacific "to add to my places in a group" (the greens); she says no.
    In Asha's turn she offers it $640 for Pennsylvania, its green, twice the printed price: it
    keeps the place and says why, where it took the cash and sold the group it had just asked for."""
    game, n = _classic()
    game.script.extend([(2, 3)] * 4)
    bot, view, offer = _bot_turn(game, n)
    assert type(offer) is A.Offer and offer.partner == SITA and offer.get.squares == (n["Pacific Avenue"],), offer
    why = bot.offers_told.why(str(offer))
    assert why is not None and why.key == "bot_offer_why_add", why
    game.apply(offer)
    game.apply(A.REJECT)
    _play_out_bot_turn(game, bot, view)
    asha = SEATS.index("Asha")
    assert game.pending.player == asha and game.pending.kind == K.ROLL
    game.apply(A.Offer(BOT, A.Items((), 640), A.Items((n["Pennsylvania Avenue"],))))
    answer = bot.decide(view, game.legal_actions())
    assert answer == A.REJECT, answer
    assert bot.last_reply is not None and bot.last_reply.reason == "bot_why_my_word", bot.last_reply
    assert bot.last_reply.fields == {"group": n["Pennsylvania Avenue"]}


def test_asked_for_a_place_of_the_group_it_wants_in_a_counter_a_bots_offer_still_stands() -> None:
    """Medium offers Sita $340 for Pacific "to add to my places in a group" (the greens). She counters,
    asking its Pennsylvania for $640: it keeps the place, says why, and its own offer comes back for
    her to take, where the trade window had only Close and the offer was gone."""
    game, n = _classic()
    game.script.extend([(2, 3)] * 4)
    bot, view, offer = _bot_turn(game, n)
    assert type(offer) is A.Offer and offer.get.squares == (n["Pacific Avenue"],), offer
    game.apply(offer)
    game.apply(A.Counter(A.Items((), 640), A.Items((n["Pennsylvania Avenue"],))))
    answer = bot.decide(view, game.legal_actions())
    assert answer == A.Counter(offer.give, offer.get), answer
    assert bot.last_reply is not None and bot.last_reply.reason == "bot_why_my_word", bot.last_reply
    game.apply(answer)
    game.apply(A.ACCEPT)
    assert game.owner(n["Pacific Avenue"]) == BOT and game.owner(n["Pennsylvania Avenue"]) == BOT
    assert game.players[BOT].cash == 900 - offer.give.cash


def _people_pass(game: Game) -> None:
    """A person's decision, taking nothing: throw, pass over, drop out, say no, end the turn."""
    kind = game.pending.kind
    if kind == K.RAISE:
        game.apply(game.legal_actions()[0])
        return
    game.apply({K.BUY: A.DECLINE, K.BID: A.DROP, K.TRADE: A.REJECT, K.END: A.END}.get(kind, A.ROLL))


def _bots_offers_until(game: Game, bot: StrategyBot, view: GameView, last_round: int) -> list[tuple[int, A.Offer]]:
    """Play on, the people taking nothing, until `last_round` is over: the bot's offers, by round."""
    offers = []
    for _ in range(5_000):  # a dozen rounds of four seats' turns end well within this
        if game.over or game.round > last_round:
            return offers
        if game.pending.player != BOT:
            _people_pass(game)
            continue
        action = bot.decide(view, game.legal_actions())
        if type(action) is A.Offer:
            offers.append((game.round, action))
        game.apply(action)
    raise AssertionError("the rounds never ended")


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_that_sold_a_person_a_place_doesnt_buy_it_back_dearer(kind: str) -> None:
    """Round 6 of 30: the bot holds Atlantic and Ventnor, Sita Marvin Gardens. Sita buys Atlantic for
    $400. For the next six rounds the bot offers her no more for Atlantic (with Marvin Gardens, $280)
    than it got: Medium offered Reading Railroad and $880 for the two in the same turn. Once the six
    rounds are over, its offer for its yellows comes."""
    game = new_game("classic", list(SEATS), dice=[(2, 3)] * 200, seed=3, settings={"opening": "seat", "rounds": 30})
    n = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    game.round = 6
    bot = _seated(game, kind)
    atlantic, marvin = n["Atlantic Avenue"], n["Marvin Gardens"]
    give(game, BOT, atlantic, n["Ventnor Avenue"])
    give(game, SITA, marvin)
    set_cash(game, BOT, 1_500)
    view = GameView(game, random.Random(3))
    game.apply(A.Offer(BOT, A.Items((), 400), A.Items((atlantic,))))
    game.apply(bot.decide(view, game.legal_actions()))
    assert game.owners[atlantic] == SITA
    offers = _bots_offers_until(game, bot, view, 12)
    squares = game.edition.squares
    for when, offer in offers:
        paid = offer.give.cash - offer.get.cash + sum(squares[s].price for s in offer.give.squares)
        assert when >= 12 or atlantic not in offer.get.squares or paid <= 400 + 280, (when, offer)
    assert any(atlantic in offer.get.squares for when, offer in offers if when == 12), offers


def test_a_trade_that_finishes_a_set_of_its_own_frees_a_bot_of_its_word() -> None:
    """As above, but by Asha's turn the bot holds Oriental and Vermont too, and Asha offers
    Connecticut, the light blues' last place, for Pennsylvania: a set of its own is what a group is
    wanted for, and the bot takes the swap."""
    game, n = _classic()
    game.script.extend([(2, 3)] * 4)
    bot, view, offer = _bot_turn(game, n)
    assert type(offer) is A.Offer and offer.get.squares == (n["Pacific Avenue"],), offer
    game.apply(offer)
    game.apply(A.REJECT)
    _play_out_bot_turn(game, bot, view)
    give(game, BOT, n["Oriental Avenue"], n["Vermont Avenue"])
    give(game, SEATS.index("Asha"), n["Connecticut Avenue"])
    game.apply(A.Offer(BOT, A.Items((n["Connecticut Avenue"],)), A.Items((n["Pennsylvania Avenue"],))))
    assert bot.decide(view, game.legal_actions()) == A.ACCEPT, bot.last_reply
