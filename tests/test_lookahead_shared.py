"""Answers the copies of one look-ahead share (lookahead.SharedAnswers) are the answers searched
afresh, and are searched once for copies that come to the same table."""

from __future__ import annotations

import random

from byapar.bots import HardBot, MediumBot, trading
from byapar.bots.board import board_values
from byapar.bots.lookahead import SharedAnswers, shared_answers
from byapar.bots.strategy import HardRulesBot
from byapar.engine import GameView, load_edition, new_game
from byapar.engine import schema as S


def swaps(edition_name: str, seed: int, every: int = 20, limit: int = 500):
    """(view, me, partner, give, get) along a four-Medium game: the trades that finish a set."""
    edition = load_edition(edition_name)
    game = new_game(edition, [f"m{i}" for i in range(4)], {"rounds": 30}, seed=seed)
    bots = [MediumBot(seed * 4 + i) for i in range(4)]
    views = [GameView(game, random.Random(seed * 4 + 8 + i)) for i in range(4)]
    for step in range(limit):  # bounded: a 30-round game takes a few hundred decisions
        if game.over:
            return
        p = game.pending.player
        if step % every == 0:
            judge = MediumBot(0)
            judge._forget(views[0])
            for me in range(4):
                for partner, give, get in trading.set_candidates(judge.app, views[0], me, sales=True)[:3]:
                    yield views[0], me, partner, give, get
        game.apply(bots[p].decide(views[p], game.legal_actions()))


def least_taken(view: GameView, me: int, partner: int, give: tuple, get: tuple) -> int | None:
    """The least a Medium partner takes, asked of a Hard bot that has just sat down at `view`."""
    bot = HardRulesBot(5)
    bot._forget(view)
    bot.guard.look(view)
    return bot._least_taken(view, me, partner, give, get, None)


def test_an_answer_shared_by_the_copies_is_the_answer_searched_afresh(monkeypatch) -> None:
    searched: list[tuple] = []
    search = HardBot._least_taken_searched

    def counted(bot, view, *args):
        searched.append(args)
        return search(bot, view, *args)

    monkeypatch.setattr(HardBot, "_least_taken_searched", counted)
    checked = 0
    for edition_name in ("byapar", "business_gst"):
        for view, me, partner, give, get in swaps(edition_name, seed=6):
            assert shared_answers() is None
            fresh = least_taken(view, me, partner, give, get)  # outside a look-ahead: searched
            copies = [GameView(view.clone(), random.Random(i)) for i in range(2)]  # the same table twice
            with SharedAnswers():
                searched.clear()
                first = least_taken(copies[0], me, partner, give, get)
                again = least_taken(copies[1], me, partner, give, get)
                assert len(searched) == 1  # the second copy's answer was the first one's
            assert first == again == fresh
            checked += 1
    assert checked > 40  # enough trades of both kinds were seen


def test_copies_at_different_tables_keep_their_own_answers() -> None:
    """A sale the partner pays for, and the same table with the partner holding less cash than
    that: each copy gets its own table's answer."""
    found = None
    for view, me, partner, give, get in swaps("classic", seed=2):
        paid = least_taken(view, me, partner, give, get) if not get else None
        if paid is not None and paid <= -40:
            found = view, me, partner, give, paid
            break
    assert found is not None
    view, me, partner, give, paid = found
    poorer = view.clone()
    poorer.players[partner].cash = -paid // 2  # the same holdings; the partner can't pay as much
    fresh = least_taken(GameView(poorer.clone(), random.Random(3)), me, partner, give, ())
    assert fresh != paid
    with SharedAnswers():
        assert least_taken(GameView(view.clone(), random.Random(1)), me, partner, give, ()) == paid
        assert least_taken(GameView(poorer, random.Random(2)), me, partner, give, ()) == fresh
        with SharedAnswers():  # a look-ahead inside another keeps its own
            assert shared_answers() == {}
    assert shared_answers() is None


def test_the_searches_start_near_their_answer_only_where_rents_rise_with_building() -> None:
    """Finance's first house rents for less than its doubled site: there a set's figure can fall
    as the cash rises, so its searches keep the steps they always took."""
    rising = {name: board_values(load_edition(name)).rents_rise for name in ("byapar", "classic", "business_gst", "finance")}
    assert rising == {"byapar": True, "classic": True, "business_gst": True, "finance": False}
    finance = load_edition("finance")
    place = next(sq for sq in finance.squares if sq.kind == S.PLACE and sq.rents)
    assert place.rents[1] < 2 * place.rents[0]
