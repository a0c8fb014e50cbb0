"""Beside people a bot's trades read as a neighbour's, not a trader's: its word about a group holds,
it doesn't buy back dearer what it sold a person, nor sell dearer to a person what it won at an
auction they passed over; and Medium bids at auction from its cash alone, a salary kept."""

from __future__ import annotations

from helpers import bot_looking, give, outbid_until_dropped, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.bots.strategy import StrategyBot
from byapar.engine import Game, new_game
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
