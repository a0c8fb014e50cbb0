"""Figures kept while the table holds still (valuation.Steady, TradeSide) are the figures
worked out afresh, to the last bit, for every kind of trade in real positions."""

from __future__ import annotations

import random
import threading

import pytest

from byapar.bots import MediumBot, trading, valuation
from byapar.bots.valuation import Appraiser, Steady, StillHoldings
from byapar.engine import GameView, load_edition, new_game
from byapar.engine.actions import Items


def by_definition(app: Appraiser, view: GameView, who: int, out: Items, into: Items) -> float:
    """A trade's gain as the holdings define it: the touched groups after, less before."""
    group_of = app.values.group_of
    cash = view.players[who].cash
    touched = {group_of[s] for s in (*out.squares, *into.squares)}
    keep = [s for s in view.owned[who] if group_of[s] in touched]
    after = [s for s in keep if s not in out.squares] + list(into.squares)
    new_cash = cash - out.cash + into.cash
    cards = len(into.cards) - len(out.cards)
    return (app.holding(after, new_cash) + new_cash - (app.holding(keep, cash) + cash)
            + (cards * view.edition.rules.jail_fine // 2 if cards else 0))


def positions(edition_name: str, seed: int, every: int = 25, limit: int = 600):
    """Views of a four-Medium game every `every` decisions, with a Medium bot's appraisers looking."""
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
            judge.guard.look(views[0])
            yield views[0], (judge.app, judge.guard)
        game.apply(bots[p].decide(views[p], game.legal_actions()))


def trades(view: GameView, rng: random.Random, count: int) -> list[tuple[int, int, Items, Items]]:
    """(who, partner, what who hands over, what who receives): places of either side in any
    mix of groups, cash either way, and now and then a bail card."""
    out = []
    players = range(len(view.players))
    for _ in range(count):
        who, partner = rng.sample(players, 2)
        mine, theirs = sorted(view.owned[who]), sorted(view.owned[partner])
        give = tuple(rng.sample(mine, rng.randint(0, min(3, len(mine)))))
        get = tuple(rng.sample(theirs, rng.randint(0, min(3, len(theirs)))))
        cash = rng.choice((0, 0, 10, 150, 990, -40, -600))
        cards = ("chance",) if rng.random() < 0.1 else ()
        out.append((who, partner, Items(give, max(0, cash), cards), Items(get, max(0, -cash))))
    return out


def sets_made(app: Appraiser, view: GameView) -> list[tuple[int, int, Items, Items]]:
    """(who, partner, out, into): trades that finish a set of who's (whose building level hangs on
    the cash), with some cash either way."""
    out = []
    for who in range(len(view.players)):
        for partner, give, get in trading.set_candidates(app, view, who)[:2]:
            out += [(who, partner, Items(give, cash), Items(get)) for cash in (0, 150)]
            out.append((who, partner, Items(give), Items(get, 300)))
    return out


@pytest.mark.parametrize("edition_name", ["byapar", "classic", "business_gst"])
def test_kept_figures_are_the_figures_worked_out_afresh(edition_name: str) -> None:
    rng = random.Random(7)
    checked = 0
    for view, appraisers in positions(edition_name, seed=3):
        for who, _, out, into in trades(view, rng, 40):
            for app in appraisers:
                fresh = by_definition(app, view, who, out, into)
                assert trading.gain(app, view, who, out, into) == fresh
                with Steady():
                    first = trading.gain(app, view, who, out, into)
                    again = trading.gain(app, view, who, out, into)
                    # the same side at other cash: priced from what was kept
                    for cash in (0, 20, 500, 5_000):
                        other = Items(into.squares, cash, into.cards)
                        assert trading.gain(app, view, who, out, other) == by_definition(app, view, who, out, other)
                assert first == again == fresh
                checked += 1
    assert checked > 500  # enough positions and trades were seen


def test_a_side_is_kept_only_while_the_table_holds_still() -> None:
    view, (app, _) = next(positions("classic", seed=5, every=200))
    assert valuation._held.sides is None
    with Steady():
        side = app.trade_side(view, 0, (), ())
        assert app.trade_side(view, 0, (), ()) is side
        with Steady():  # a decision inside a decision (a look-ahead's copy) keeps its own
            assert app.trade_side(view, 0, (), ()) is not side
        assert app.trade_side(view, 0, (), ()) is side
    assert valuation._held.sides is None
    assert app.trade_side(view, 0, (), ()) is not app.trade_side(view, 0, (), ())


def test_a_copy_keeps_sides_while_the_holdings_stand_and_they_price_as_afresh_at_any_cash() -> None:
    """Over a game's decisions, as in a look-ahead's copy (`StillHoldings`): a side is kept from one
    decision to the next while nobody's places, buildings or mortgages move and the round stays,
    its figures at the cash then held the figures worked out afresh; made again once they move."""
    edition = load_edition("byapar")
    game = new_game(edition, [f"m{i}" for i in range(4)], {"rounds": 30}, seed=4)
    bots = [MediumBot(40 + i) for i in range(4)]
    views = [GameView(game, random.Random(48 + i)) for i in range(4)]
    judge = MediumBot(0)
    judge._forget(views[0])
    rng = random.Random(11)
    still = StillHoldings()
    last: tuple | None = None
    kept = renewed = 0
    for _ in range(500):  # bounded: a few hundred decisions
        if game.over:
            break
        view = views[0]
        judge.app.look(view)
        judge.guard.look(view)
        marks = (game.round, list(game.owners), list(game.levels), list(game.mortgages), game.players[1].cash)
        with still.over(game):
            for who, _, out, into in trades(view, rng, 2) + sets_made(judge.app, view):
                for app in (judge.app, judge.guard):
                    assert trading.gain(app, view, who, out, into) == by_definition(app, view, who, out, into)
            side = judge.guard.trade_side(view, 1, (), tuple(sorted(game.owned[2]))[:2])
        if last is not None and last[0] == marks:
            assert side is last[1]
            kept += 1
        elif last is not None and last[0][:4] != marks[:4]:
            assert side is not last[1]
            renewed += 1
        last = (marks, side)
        p = game.pending.player
        game.apply(bots[p].decide(views[p], game.legal_actions()))
    assert kept > 20 and renewed > 20


def test_appraisers_alike_share_figures_and_others_keep_their_own() -> None:
    view, (app, guard) = next(positions("byapar", seed=2, every=300))
    twin = Appraiser(guard.target_level, guard.discount, guard.horizon_cap, guard.build_funds)
    twin.look(view)
    with Steady():
        side = guard.trade_side(view, 1, (), ())
        assert twin.trade_side(view, 1, (), ()) is side
        assert app.trade_side(view, 1, (), ()) is not side  # believes another share of the rent


def test_a_stretch_on_one_thread_keeps_nothing_for_another() -> None:
    view, (app, _) = next(positions("classic", seed=5, every=200))
    seen: list[bool] = []

    def elsewhere() -> None:  # a bot thinking on another thread, outside any stretch of its own
        seen.append(app.trade_side(view, 0, (), ()) is app.trade_side(view, 0, (), ()))

    with Steady():
        worker = threading.Thread(target=elsewhere)
        worker.start()
        worker.join(timeout=10)
        assert app.trade_side(view, 0, (), ()) is app.trade_side(view, 0, (), ())
    assert seen == [False]
