"""What a bot answers a person, and offers them, where a plain price misleads: where each holds the
place that finishes the other's group the bot deals in the swap, a set for a set, asked or asking,
rather than pricing its own place alone against the person's set; and a place that has only just
changed hands between them is refused for that reason."""

from __future__ import annotations

import random

import pytest
from helpers import give, seeded_game, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView
from byapar.engine import actions as A


def _table(kind: str, person_cash: int, bot: int = 1):
    """A person holds Birgunj, the last of the bot's Madhesh, with Gorkha and Bandipur; the bot (seat
    `bot`, the other seat the person's) holds Rajbiraj and Janakpur with Tansen, the last of the
    person's Hills. Seat 0 is to play."""
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    at = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    give(game, 1 - bot, at["Birgunj"], at["Gorkha"], at["Bandipur"])
    give(game, bot, at["Rajbiraj"], at["Janakpur"], at["Tansen"])
    set_cash(game, 1 - bot, person_cash)
    set_cash(game, bot, 6_000)
    player = make_bot(kind, 3)
    seat_bots({bot: player}, people=(1 - bot,))
    return game, player, at


@pytest.mark.parametrize("kind", ["medium", "hard"])
@pytest.mark.parametrize("person_cash", [6_000, 15_000])
def test_a_person_asking_for_the_last_place_of_their_set_hears_the_swap_for_the_last_of_the_bots(
        kind: str, person_cash: int) -> None:
    """Rs 3,000 offered for Tansen by a person with Rs 6,000 or Rs 15,000: the bot's cash price for
    it alone weighs what the Hills do for the person over the rounds left, past twice its price
    (with Rs 6,000 it once named Rs 4,000 at most); it counters with Tansen for Birgunj, at most Rs
    2,000 besides (the swap at about printed prices), says so, and would take that counter itself."""
    game, bot, at = _table(kind, person_cash)
    game.apply(A.Offer(1, A.Items((), 3_000), A.Items((at["Tansen"],))))
    view = GameView(game, random.Random(3))
    answer, reply = bot.decide(view, game.legal_actions()), bot.last_reply
    assert isinstance(answer, A.Counter), (answer, reply)
    assert reply.reason == "bot_why_set_for_set" and reply.fields == {"place": at["Birgunj"]}, reply
    assert answer.give.squares == (at["Tansen"],) and answer.get.squares == (at["Birgunj"],), answer
    assert answer.give.cash == 0 and 0 <= answer.get.cash <= 2_000, answer
    assert bot.would_take(view, 1, 0, answer.give, answer.get), answer


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_whose_set_a_person_can_finish_offers_the_swap_for_theirs(kind: str) -> None:
    """On its own turn the bot's offer for Birgunj is the swap for Tansen, not cash for Birgunj
    while it keeps the place the person needs."""
    game, bot, at = _table(kind, 6_000, bot=0)
    view = GameView(game, random.Random(3))
    bot._forget(view)
    bot.app.look(view)
    offer, _ = bot._offer_for_person(view, 0, 1, (), (at["Birgunj"],))
    assert offer is not None
    assert offer.give.squares == (at["Tansen"],) and offer.get.squares == (at["Birgunj"],), offer
    assert bot.would_take(view, 0, 1, offer.give, offer.get), offer


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_place_offered_back_soon_after_a_trade_is_refused_for_that_reason(kind: str) -> None:
    """A person buys Birgunj from a bot for Rs 3,400, then offers Birgunj and Rs 800 for the bot's
    Bharatpur: the bot won't take back a place that has only just changed hands, and says so
    (not "no price would suit us"); Easy, whose price for Bharatpur alone is within the person's
    cash, counters with Bharatpur for cash, Birgunj left out."""
    game = seeded_game(2, seed=3, settings={"bot_offers": "often", "rounds": 30})
    at = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    give(game, 1, at["Birgunj"], at["Bharatpur"])
    set_cash(game, 0, 9_000)
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    view = GameView(game, random.Random(3))
    game.apply(A.Offer(1, A.Items((), 3_400), A.Items((at["Birgunj"],))))
    game.apply(bot.decide(view, game.legal_actions()))
    assert game.owners[at["Birgunj"]] == 0
    game.apply(A.Offer(1, A.Items((at["Birgunj"],), 800), A.Items((at["Bharatpur"],))))
    answer, reply = bot.decide(view, game.legal_actions()), bot.last_reply
    assert reply.reason == "bot_why_traded_back" and reply.fields == {"place": at["Birgunj"]}, reply
    if isinstance(answer, A.Counter):
        assert answer.give.squares == (at["Bharatpur"],) and answer.get.squares == (), answer
        assert bot.would_take(view, 1, 0, answer.give, answer.get), answer
    assert kind != "easy" or isinstance(answer, A.Counter), answer


@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_a_place_just_bought_from_one_person_is_kept_from_another_naming_who_it_came_from(kind: str) -> None:
    """Asha sells the bot Birgunj, the last of its Madhesh; in her turn Sita offers the bot cash for
    it: the bot keeps it a while, and says it went between Asha and itself, not "between us" (Sita
    never held it)."""
    game = seeded_game(3, seed=3, settings={"bot_offers": "never", "rounds": 30, "opening": "seat"})
    game.script.extend([(1, 2)] * 4)
    at = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    give(game, 0, at["Birgunj"])
    give(game, 2, at["Rajbiraj"], at["Janakpur"])
    set_cash(game, 1, 9_000)
    bot = make_bot(kind, 3)
    seat_bots({2: bot}, people=(0, 1))
    view = GameView(game, random.Random(3))  # one view for the game: the bot remembers what went between it and whom
    game.apply(A.Offer(2, A.Items((at["Birgunj"],), 0), A.Items((), 2_400)))
    game.apply(bot.decide(view, game.legal_actions()))
    assert game.owners[at["Birgunj"]] == 2, "the bot buys the last of its set"
    for _ in range(20):  # Asha's throw and the end of her turn: she lets any place go, nobody bids
        if game.current == 1:
            break
        legal = game.legal_actions()
        if game.pending.player == 2:
            game.apply(A.DROP if A.DROP in legal else bot.decide(view, legal))
        else:
            game.apply(next(a for a in (A.END, A.DECLINE, A.DROP, A.ROLL) if a in legal))
    assert game.current == 1 and game.pending.player == 1
    game.apply(A.Offer(2, A.Items((), 4_000), A.Items((at["Birgunj"],))))
    bot.decide(view, game.legal_actions())
    reply = bot.last_reply
    assert reply.reason == "bot_why_traded_lately" and reply.fields == {"place": at["Birgunj"], "seat": 0}, reply
