"""The engine's quick answers agree with its general ones, on random positions of every edition.

What a player may build, sell, mortgage, lift or sell to the bank is listed by a fast path
(Byapar's own rules) or a general one (the other editions' vocabulary), and `raisable(p)`
sums what selling and mortgaging everything would bring from precomputed tables. Here each
is checked against the game itself: every candidate action on every square is tried on a
copy (`apply`), and selling and mortgaging everything on a copy must raise exactly
`raisable(p)`. Positions come from seeded games that Easy and Medium bots play for a random
number of moves, under varied money, so houses, hotels, mortgages, shortages, loans and debts
all turn up. Only the public engine API is used.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from byapar.bots import make_bot
from byapar.engine import (
    Game,
    GameView,
    IllegalAction,
    load_edition,
    new_game,
    parse,
    playable_editions,
)
from byapar.engine.invariants import check
from byapar.engine.settings import money_choices

EDITIONS = playable_editions()
MANAGE = ("build", "sell", "mortgage", "unmortgage", "sell-place")
# Decisions at which selling and mortgaging leave the decision where it is (a "raise"
# decision moves on by itself once the debt is covered, so it is not a place to sell out).
SELL_OUT_AT = ("roll", "end", "jail", "buy")
EXAMPLES = settings(max_examples=30, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def position(edition: str, seed: int, moves: int, players: int, money: int | None) -> Game:
    """A game `moves` decisions in, played by alternating Easy and Medium bots."""
    game = new_game(edition, [f"P{i}" for i in range(players)],
                    settings={"rounds": 0, "starting_money": money}, seed=seed)
    bots = [make_bot(("easy", "medium")[i % 2], seed * 8 + i) for i in range(players)]
    views = [GameView(game, random.Random(seed * 8 + i)) for i in range(players)]
    for _ in range(moves):
        if game.over:
            break
        p = game.pending.player
        legal = game.legal_actions()
        try:
            game.apply(bots[p].decide(views[p], legal))
        except IllegalAction:  # a bot's slip is not what this test is about: play on as the app does
            game.apply(legal[0])
    check(game)
    return game


def drawn_position(data, edition: str) -> Game:
    """A position drawn for `edition`: its seed, moves, players and money drawn, the game played
    out here in the test, not in the strategy (whose draws must not touch the random module's
    state, which a library's thread still running on the worker, zeroconf's, may)."""
    _presets, low, _high, step = money_choices(load_edition(edition).rules.starting_money)
    poor = [low, round(low * 1.6 / step) * step]  # on the edition's own steps: Byapar's Rs 5,000 and 8,000
    drawn = data.draw(st.tuples(st.integers(0, 10**6), st.integers(0, 600), st.integers(2, 4),
                                st.sampled_from([None, None, *poor])), label="position")
    return position(edition, *drawn)


def shape(game: Game) -> str:
    """For the statistics (pytest --hypothesis-show-statistics): what the position holds."""
    squares = range(len(game.squares))
    built = sum(game.buildings(s) > 0 for s in squares)
    mortgaged = sum(game.is_mortgaged(s) for s in squares)
    return f"{'with' if built else 'no'} buildings, {'with' if mortgaged else 'no'} mortgages"


def offered(game: Game, player: int) -> set[str]:
    """The manage actions `legal_actions(player)` lists, in their text form."""
    return {str(a) for a in game.legal_actions(player) if str(a).split()[0] in (*MANAGE, "repay")}


def candidates(game: Game) -> list[str]:
    return ["repay"] + [f"{kind} {s}" for s in range(len(game.squares)) for kind in MANAGE]


def refusal(game: Game, text: str) -> IllegalAction | None:
    """The general check: what refuses this action when it is applied, on a copy (None: taken)."""
    copy = game.clone()
    try:
        copy.apply(text)
    except IllegalAction as refused:
        assert copy.to_dict() == game.to_dict(), f"the refused {text!r} changed the game"
        return refused
    check(copy)
    return None


def owner_of(game: Game, text: str) -> int:
    """Who `apply` acts for: the pending player, or the owner of the square out of turn."""
    parts = text.split()
    if len(parts) == 2:
        owner = game.owner(int(parts[1]))
        if owner is not None and owner != game.pending.player:
            return owner
    return game.pending.player


@pytest.mark.parametrize("edition", EDITIONS)
@given(data=st.data())
@EXAMPLES
def test_listed_manage_actions_are_exactly_the_accepted_ones(edition: str, data: st.DataObject) -> None:
    """Listed (fast or general path) if and only if `apply` takes it; `allows` and `why_not`
    say the same, and `why_not` names the refusal `apply` meets."""
    game = drawn_position(data, edition)
    if game.over:
        return
    p = game.pending.player
    event(f"{game.edition.name} at {game.pending.kind}, {shape(game)}")
    lists = {q: offered(game, q) for q in range(len(game.players))}
    for text in candidates(game):
        actor = owner_of(game, text)
        listed = text in lists[actor]
        where = f"{game.edition.name}, {game.pending}, player {actor}: {text!r}"
        refused = refusal(game, text)
        assert (refused is None) == listed, f"{where} listed {listed}, but apply says {refused}"
        foreseen = game.why_not(text, actor)
        assert (foreseen is None) == listed, f"{where} listed {listed}, but why_not says {foreseen}"
        if refused is not None:  # asked as apply is asked (for whoever it acts for), the same refusal
            foreseen = game.why_not(text)
            assert foreseen.code == refused.code and str(foreseen) == str(refused), where
        if actor == p:
            assert game.allows(parse(text)) == listed, f"{where}: allows() disagrees with legal_actions()"


def sell_out(game: Game, player: int) -> int:
    """Sell every building, then mortgage (or sell to the bank) every place; the cash it brought."""
    start = game.players[player].cash
    limit = len(game.squares) * 8  # each step removes a building or a place: this is more than enough
    # buildings first (a place with buildings in its group can't go), then each place: mortgaged
    # where the edition has mortgages (what `raisable` counts), else sold to the bank
    for steps in (("sell",), ("mortgage", "sell-place")):
        for _ in range(limit):
            verbs = {str(a).split()[0]: a for a in reversed(game.legal_actions())}
            action = next((verbs[v] for v in steps if v in verbs), None)
            if action is None:
                break
            game.apply(action)
            assert game.pending.player == player, f"{action} moved the decision on"
        else:
            raise AssertionError(f"still {steps} after {limit} steps")
    check(game)
    return game.players[player].cash - start


@pytest.mark.parametrize("edition", EDITIONS)
@given(data=st.data())
@EXAMPLES
def test_raisable_is_what_selling_everything_raises(edition: str, data: st.DataObject) -> None:
    game = drawn_position(data, edition)
    if game.over or game.pending.kind not in SELL_OUT_AT:
        return
    p = game.pending.player
    event(f"{game.edition.name} at {game.pending.kind}, {shape(game)}")
    expected = game.raisable(p)
    copy = game.clone()
    assert sell_out(copy, p) == expected, f"{game.edition.name}, {game.pending}"
    assert copy.raisable(p) == 0


def test_the_positions_reach_what_the_paths_differ_on() -> None:
    """The random positions are not all bare: buildings, mortgages and every edition turn up."""
    seen = {"buildings": 0, "mortgaged": 0, "editions": set()}
    for seed in range(16):
        game = position(EDITIONS[seed % len(EDITIONS)], seed, 300 + 25 * seed, 3, None)
        squares = range(len(game.squares))
        seen["buildings"] += sum(game.buildings(s) > 0 for s in squares)
        seen["mortgaged"] += sum(game.is_mortgaged(s) for s in squares)
        seen["editions"].add(game.edition.name)
    assert seen["buildings"] >= 10 and seen["mortgaged"] >= 5, seen
    assert len(seen["editions"]) == len(EDITIONS), seen
