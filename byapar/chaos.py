"""Random players, junk actions and a legality oracle: the tools of the fuzz and soak tests.

Nothing here plays well. It plays *everything*: any legal action (bids of any amount in
range, trade offers made from whatever both sides hold), and actions that should be
refused (wrong time, wrong square, unaffordable, malformed text, wrong types). The
oracle `expected_legal` says what the engine must do with each, from the engine's own
published answers (`legal_actions`, `min_bid`/`max_bid`, `check_offer`), so a test can
hold `apply` to them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .engine import actions as A
from .engine import kinds as K
from .engine.errors import IllegalAction
from .engine.game import Game

# Malformed or impossible text: each must be refused with IllegalAction, never a crash.
JUNK_TEXT = (
    "", "   ", "fly", "roll now", "ROLL twice", "bid", "bid -5", "bid 1e3", "bid 10.5", "bid ten",
    "bid 99999999999999999999", "build", "build -1", "build x", "build 1 2", "sell", "mortgage 0x1",
    "unmortgage ١٢", "offer", "offer 1 give get", "offer 1 give - get", "offer x give - get -",
    "offer 1 give cash:-5 get -", "offer 1 give cash: get -", "offer 1 give card: get -",
    "offer 1 take 3 get 4", "offer 1 give ,, get -", "offer -1 give - get 3", "बिड १०",
    "roll\x00", "end\nend", "roll" * 500, "pay_fine", "use card", "\t", "offer 1 give 1,1 get -",
    "counter", "counter 1 give - get -", "counter give - get -", "counter give cash:-5 get -",
)


END_RATE = 0.002  # share of decisions where proposing an end or resigning may be picked


def _vocabulary() -> tuple[tuple[A.Action, ...], tuple[type, ...]]:
    """Every verb the engine knows, found at run time: new edition vocabulary gets fuzzed too."""
    simple, on_square = [], []
    for value in vars(A).values():
        if isinstance(value, A.Action) and type(value).verb:
            simple.append(value)
        elif (isinstance(value, type) and issubclass(value, A.SquareAction)
              and value is not A.SquareAction):
            on_square.append(value)
    return tuple(dict.fromkeys(simple)), tuple(on_square)


SIMPLE_ACTIONS, SQUARE_ACTIONS = _vocabulary()


def expected_legal(game: Game, action: Any) -> bool:
    """Whether the engine's own published answers say `action` is legal now."""
    if isinstance(action, str):
        try:
            action = A.parse(action)
        except IllegalAction:
            return False
    if game.over or not isinstance(action, A.Action):
        return False
    if isinstance(action, A.Bid):
        if game.pending.kind != K.BID or type(action.amount) is not int:
            return False
        return game.min_bid() <= action.amount <= game.max_bid(game.pending.player)
    if isinstance(action, A.Offer):
        return _well_typed_offer(action) and game.check_offer(action) is None
    if isinstance(action, A.Counter):
        return _well_typed_offer(A.Offer(0, action.give, action.get)) and game.check_counter(action) is None
    if action in game.legal_actions():
        return True
    # where the edition lets players act out of turn, the owner of the square acts
    return any(action in game.legal_actions(q) for q in range(len(game.players))
               if q != game.pending.player)


def _well_typed_offer(offer: A.Offer) -> bool:
    def side_ok(items: Any) -> bool:
        return (isinstance(items, A.Items) and type(items.cash) is int
                and all(type(s) is int for s in items.squares)
                and all(isinstance(c, str) for c in items.cards))
    return type(offer.partner) is int and side_ok(offer.give) and side_ok(offer.get)


def random_bid(game: Game, rng: random.Random) -> A.Bid:
    """A bid anywhere in the legal range, leaning towards the low end as people bid."""
    low, high = game.min_bid(), game.max_bid(game.pending.player)
    if rng.random() < 0.6:
        return A.Bid(min(high, low + rng.randrange(0, 20) * game.edition.rules.bid_step))
    return A.Bid(rng.randint(low, high))


def random_offer(game: Game, rng: random.Random) -> A.Offer:
    """An offer built from what the two players hold: usually valid, sometimes not."""
    p = game.pending.player
    others = [q for q in range(len(game.players)) if q != p]
    q = rng.choice(others)
    return A.Offer(q, _random_side(game, p, rng), _random_side(game, q, rng))


def _random_side(game: Game, who: int, rng: random.Random) -> A.Items:
    owned = sorted(game.owned[who])
    squares = tuple(rng.sample(owned, rng.randint(0, min(2, len(owned))))) if owned else ()
    cash = 0
    if rng.random() < 0.5:
        cash = rng.randint(1, max(1, game.players[who].cash))
    cards = tuple(game.players[who].bail_cards[:1]) if rng.random() < 0.3 else ()
    return A.Items(squares, cash, cards)


def playing_on(legal: list[A.Action]) -> list[A.Action]:
    """The legal actions short of proposing an end or resigning (all of them if that is all)."""
    return [a for a in legal if not isinstance(a, (A.ProposeEnd, A.Resign))] or legal


def random_legal(game: Game, rng: random.Random, offer_rate: float = 0.05) -> A.Action:
    """Any legal action, amounts and offers included.

    Throwing and ending are favoured so that a turn doesn't wander for ever among
    mortgages and lifts; everything else still gets picked often.
    """
    if game.can_offer() and rng.random() < offer_rate:
        for _ in range(4):
            offer = random_offer(game, rng)
            if game.check_offer(offer) is None:
                return offer
    if game.can_counter() and rng.random() < offer_rate:  # answer an offer with another
        pend = game.pending
        counter = A.Counter(_random_side(game, pend.player, rng), _random_side(game, pend.other, rng))
        if game.check_counter(counter) is None:
            return counter
    legal = game.legal_actions()
    if rng.random() > END_RATE:  # resigning or ending now and then, not every few decisions
        legal = playing_on(legal)
    moves = [a for a in legal if isinstance(a, (A.Roll, A.End))]
    action = rng.choice(moves) if moves and rng.random() < 0.6 else rng.choice(legal)
    if isinstance(action, A.Bid):
        return random_bid(game, rng)
    return action


def random_player(seed: int, offer_rate: float = 0.05) -> Callable[[Game], A.Action]:
    """A chooser for `play`: random legal actions from its own seeded generator."""
    rng = random.Random(seed)
    return lambda game: random_legal(game, rng, offer_rate)


def random_junk(game: Game, rng: random.Random) -> Any:
    """Something that is usually illegal now: the oracle decides which."""
    n = len(game.squares)
    p = game.pending.player
    pick = rng.randrange(9 if not game.over else 6)
    if pick == 0:
        return rng.choice(JUNK_TEXT)
    if pick == 1:  # any verb at the wrong time
        return rng.choice(SIMPLE_ACTIONS)
    if pick == 2:  # off the board, or someone else's square
        cls = rng.choice(SQUARE_ACTIONS)
        return cls(rng.choice((-1, n, n + 7, 10**9, rng.randrange(n))))
    if pick == 3:  # out of range bids
        low = game.min_bid() if game.auction else 10
        return A.Bid(rng.choice((0, -10, low - 1, game.max_bid(p) + 1, 10**12)))
    if pick == 4:  # offers that break a rule
        return rng.choice(_bad_offers(game, rng))
    if pick == 5:  # wrong types, as a careless caller might build them
        return rng.choice((None, 42, b"roll", 3.5, ["roll"], A.Build("5"), A.Bid(10.0),
                           A.Sell(None), A.Offer("1"), A.Action()))
    if pick == 6:  # a legal action's text form: must parse back to the same action
        return str(random_legal(game, rng))
    if pick == 7:
        return random_offer(game, rng)
    return rng.choice(game.legal_actions()) if rng.random() < 0.5 else A.ROLL


def _bad_offers(game: Game, rng: random.Random) -> list[Any]:
    p = game.pending.player
    n = len(game.squares)
    q = (p + 1) % len(game.players)
    unowned = [s for s in range(n) if game.owner(s) != p] or [0]
    return [
        A.Offer(p, A.Items(cash=1)),  # with yourself
        A.Offer(len(game.players), A.Items(cash=1)),  # nobody sits there
        A.Offer(q),  # nothing on either side
        A.Offer(q, A.Items((rng.choice(unowned),))),  # giving what you don't own
        A.Offer(q, A.Items(cash=game.players[p].cash + 1)),  # more cash than you have
        A.Offer(q, A.Items(cash=-5)),
        A.Offer(q, A.Items((n + 3,))),
        A.Offer(q, A.Items(cards=("nonsense",))),
        A.Offer(q, A.Items(squares=("3",))),  # wrong types
        A.Offer(q, A.Items(cash=1.5)),
        A.Offer(q, get=A.Items(squares=(1.5,))),
    ]


@dataclass
class Outcome:
    """How one played game ended."""

    over: bool = False
    steps: int = 0
    turns: int = 0
    problem: str = ""  # a crash, stall or broken invariant, described
    winners: tuple[int, ...] = ()
    history: list[str] = field(default_factory=list)


def play(game: Game, choose, max_steps: int = 200_000, max_turn_decisions: int = 600,
         max_turns: int = 20_000, check=None) -> Outcome:
    """Play `game` to its end with `choose(game) -> action`, under a watchdog.

    A turn that needs more than `max_turn_decisions` decisions, or a game longer than
    `max_turns` turns, is a stall; an exception or a broken invariant is reported with
    the step it happened at. `check(game)` runs after every action when given.
    """
    out = Outcome()
    turn_key = (game.round, game.current)
    in_turn = 0
    while not game.over:
        if out.steps >= max_steps:
            out.problem = f"stall: {out.steps} decisions without an end"
            break
        action = choose(game)
        try:
            game.apply(action)
            if check is not None:
                check(game)
        except Exception as e:  # the soak reports every kind, that's its job
            out.problem = f"{type(e).__name__} at step {out.steps} on {str(action)!r}: {e}"
            break
        out.steps += 1
        key = (game.round, game.current)
        if key != turn_key:
            turn_key, in_turn = key, 0
            out.turns += 1
            if out.turns > max_turns:
                out.problem = f"stall: more than {max_turns} turns"
                break
        else:
            in_turn += 1
            if in_turn > max_turn_decisions:
                out.problem = f"stall: {in_turn} decisions in one turn (round {key[0]}, player {key[1]})"
                break
    out.over = game.over
    out.winners = tuple(game.winners)
    return out
