"""A bot that drops out of a place's auction beside people never offers the person who won it more
for the place while nothing its limit rested on has moved: dropping out at $297 and offering $340
for the same place next turn read to a family as nonsense ("why didn't it just bid?")."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from helpers import give, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.bots.strategy import StrategyBot
from byapar.engine import Game, GameView, new_game
from byapar.engine import actions as A
from byapar.engine import kinds as K

BOT_NEXT = ("Asha", "Bot", "Sita", "Dipa")  # the seats in turn: the bot plays after Asha
SITA_NEXT = ("Asha", "Sita", "Bot", "Dipa")  # Sita does

# each strength, the place it loses and what it holds: its limit at auction; its trade price apart from it
LOSERS = [
    ("easy", "Pennsylvania Railroad", ("Reading Railroad",)),  # $80 (two fifths of $200); $220
    ("medium", "Ventnor Avenue", ("Atlantic Avenue",)),  # $298; $330, a step towards its yellows counted
    ("hard", "Pennsylvania Railroad", ("Reading Railroad",)),  # $239; $280
]


def _seat(game: Game, name: str) -> int:
    return [p.name for p in game.players].index(name)


@dataclass(frozen=True)
class LostAuction:
    game: Game
    bot: StrategyBot
    view: GameView
    place: int  # the place Sita won
    declined: int  # the least bid the bot declined to make for it: its limit was below

    def paid(self, action: A.Action) -> int | None:
        """The cash the bot's offer to Sita, or its counter-offer, pays for the place alone; None if
        `action` is neither."""
        if type(action) is A.Offer and action.partner != _seat(self.game, "Sita"):
            return None
        if type(action) in (A.Offer, A.Counter) and action.get.squares == (self.place,) and not action.give.squares:
            return action.give.cash
        return None


def _lose_auction(kind: str, place: str, held: tuple[str, ...], seats: tuple[str, ...] = BOT_NEXT) -> LostAuction:
    """Classic, round 6 of 30, three people and a bot ($800, holding `held`): Asha throws onto `place`
    and lets it go to auction, where Sita outbids the bot by $1 each time until it drops and Asha and
    Dipa drop at once; Asha ends her turn."""
    game = new_game("classic", list(seats), dice=[(1, 2)], seed=3, settings={"opening": "seat", "rounds": 30})
    names = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    s = names[place]
    me, sita = _seat(game, "Bot"), _seat(game, "Sita")
    give(game, me, *(names[n] for n in held))
    set_cash(game, me, 800)
    game.players[_seat(game, "Asha")].position = s - 3
    game.round = 6
    bot = make_bot(kind, 3)
    assert isinstance(bot, StrategyBot)
    seat_bots({me: bot}, people=[p for p in range(len(seats)) if p != me])
    view = GameView(game, random.Random(3))
    game.apply(A.ROLL)
    assert game.pending.kind == K.BUY and game.pending.square == s
    game.apply(A.DECLINE)
    declined = 0
    for _ in range(1_000):  # Sita's raises of $1 and the bot's own end it well within this
        if game.auction is None:
            break
        p = game.pending.player
        if p == me:
            action = bot.decide(view, game.legal_actions())
            if action == A.DROP:
                declined = view.min_bid()
            game.apply(action)
        else:
            game.apply(A.Bid(game.pending.amount + 1) if p == sita else A.DROP)
    assert game.owners[s] == sita and declined
    game.apply(A.END)
    return LostAuction(game, bot, view, s, declined)


def _next_turn(lost: LostAuction, cash: int | None = None) -> A.Action:
    """The bot's first action in its own turn, which comes next, its cash first set to `cash` if given."""
    game, me = lost.game, _seat(lost.game, "Bot")
    assert game.pending.kind == K.ROLL and game.pending.player == me
    if cash is not None:
        set_cash(game, me, cash)
    return lost.bot.decide(lost.view, game.legal_actions())


@pytest.mark.parametrize(("kind", "place", "held"), LOSERS)
def test_a_bot_offers_the_winner_of_an_auction_no_more_than_it_bid_to(kind: str, place: str, held: tuple[str, ...]) -> None:
    """Every strength: its offer for the place in its next turn, if it makes one, is below the least
    bid it declined to make at the auction."""
    lost = _lose_auction(kind, place, held)
    action = _next_turn(lost)
    paid = lost.paid(action)
    assert paid is None or paid < lost.declined, (lost.declined, action)


@pytest.mark.parametrize(("kind", "place", "held"), LOSERS)
def test_a_bots_counter_offer_to_the_winner_pays_no_more_than_it_bid_to(kind: str, place: str, held: tuple[str, ...]) -> None:
    """In Sita's turn, straight after the auction, she offers the bot the place for $400: every
    strength refuses, and the counter-offer it names, if any, pays less than the least bid it declined."""
    lost = _lose_auction(kind, place, held, seats=SITA_NEXT)
    game, me = lost.game, _seat(lost.game, "Bot")
    assert game.pending.kind == K.ROLL and game.pending.player == _seat(game, "Sita")
    game.apply(A.Offer(me, A.Items((lost.place,)), A.Items((), 400)))
    assert game.pending.kind == K.TRADE and game.pending.player == me
    action = lost.bot.decide(lost.view, game.legal_actions())
    paid = lost.paid(action)
    assert action != A.ACCEPT and (paid is None or paid < lost.declined), (lost.declined, action)


def test_once_its_cash_has_moved_on_a_bot_offers_its_trade_price_again() -> None:
    """The limit holds while the table stands as it was: with half as much cash again, Medium's offer
    for Ventnor, a step towards its yellows, is priced afresh, past what it bid to with $800."""
    lost = _lose_auction("medium", "Ventnor Avenue", ("Atlantic Avenue",))
    action = _next_turn(lost, cash=1_200)
    paid = lost.paid(action)
    assert paid is not None and paid >= lost.declined, (lost.declined, action)
