"""How dear a bot's set-finishers are to a person: the person's seat beside a table of bots.

    python bench/set_finishers.py [--table hard,hard,medium] [--person judging] [--games 100]
                                  [--seed 5] [--rounds 30] [--edition byapar]

Plays the games `person_seat.py --table` plays (the same seats and seeds). At the start of each of
the person's turns it looks for groups of which the person holds all but one place and a bot holds
the last (unbuilt, the person's places unmortgaged); for each, the bot's least for that place alone
(its terms and its floor for a person's set, `set_sale_floor`, no ceiling on the price it names, searched up to `SEARCHED` times the printed price), as a multiple of the place's printed price and as
a share of what the person could raise (`could_raise`: cash and the mortgage value of their places
in groups without buildings). Prints how many person-turns had such a place, the quartiles of both
figures, and the trades that sold a person their set's last place, a game, at their multiples.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from person_seat import MAX_DECISIONS, STAND_INS  # noqa: E402

from byapar import sim  # noqa: E402
from byapar.bots.strategy import StrategyBot, could_raise, least_for_sale, set_sale_floor  # noqa: E402
from byapar.engine import actions as A  # noqa: E402
from byapar.engine import events as E  # noqa: E402
from byapar.engine import schema as S  # noqa: E402
from byapar.engine.view import LazyLegal  # noqa: E402

SEARCHED = 40  # the most, times the printed price, a bot's least is searched up to


def last_places(game, person: int) -> list[tuple[int, int]]:
    """The (place, bot) pairs where `person` holds every other place of the place's group."""
    found = []
    for group in game.edition.groups.values():
        if game.squares[group[0]].kind != S.PLACE or any(game.levels[s] for s in group):
            continue
        others = [s for s in group if game.owners[s] != person]
        if len(others) != 1 or game.owners[others[0]] is None or any(game.mortgages[s] for s in group if s not in others):
            continue
        found.append((others[0], game.owners[others[0]]))
    return found


def one_game(edition: str, table: list[str], person: str, i: int, rounds: int, seed: int,
             multiples: list[float], shares: list[float], sold: list[float]) -> tuple[int, int]:
    """Plays game `i`, adding the figures it sees; its person-turns, and those with a last place held by a bot."""
    kinds = ["person", *table]
    turn = i % len(kinds)
    order = kinds[turn:] + kinds[:turn]
    seats = tuple(STAND_INS.get(person, person) if k == "person" else k for k in order)
    me = order.index("person")
    spec = sim.GameSpec(edition, seats, seed * 1_000_003 + i, {"rounds": rounds, "bot_offers": "often"},
                        False, people=(me,))
    game, bots, views = sim.seated(spec)
    turns = with_last = 0
    for _ in range(MAX_DECISIONS):
        if game.over:
            break
        p = game.pending.player
        action = bots[p].decide(views[p], LazyLegal(game))
        offer, proposer = (game.offer, game.pending.other) if type(action) is A.Accept else (None, None)
        finishers = last_places(game, me) if offer is not None else []
        for event in game.apply(action):
            if type(event) is E.TurnStarted and event.player == me:
                turns += 1
                seen = _look(game, bots, views, me, multiples, shares)
                with_last += seen
        if offer is not None and me in (proposer, p):
            _note_sale(game, offer, proposer, me, finishers, sold)
    return turns, with_last


def _look(game, bots, views, me: int, multiples: list[float], shares: list[float]) -> bool:
    seen = False
    for s, owner in last_places(game, me):
        bot = bots[owner]
        if not isinstance(bot, StrategyBot):
            continue
        seen = True
        view = views[owner]
        bot.app.look(view)
        bot.guard.look(view)
        price = game.squares[s].price
        least = least_for_sale(bot, view, owner, me, (s,), 0, SEARCHED * price)
        if least is None:
            continue
        least = max(least, set_sale_floor(bot, view, owner, me, (s,), ()) or 0)
        multiples.append(least / price)
        shares.append(least / max(1, could_raise(view, me)))
    return seen


def _note_sale(game, offer: A.Offer, proposer: int, me: int, finishers: list[tuple[int, int]], sold: list[float]) -> None:
    """A trade that handed the person a place that finished their set, for cash: its multiple."""
    got, paid = (offer.get, offer.give) if proposer == me else (offer.give, offer.get)
    last = {s for s, _ in finishers}
    if got.squares and set(got.squares) <= last and not paid.squares:
        sold.append((paid.cash - got.cash) / sum(game.squares[s].price for s in got.squares))


def quartiles(xs: list[float]) -> str:
    if len(xs) < 4:
        return f"{len(xs)} figures: {sorted(round(x, 2) for x in xs)}"
    q = statistics.quantiles(xs, n=4)
    return f"n {len(xs)}, quartiles {q[0]:.2f} / median {q[1]:.2f} / {q[2]:.2f}, max {max(xs):.2f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--table", default="hard,hard,medium")
    ap.add_argument("--person", default="judging")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--edition", default="byapar")
    args = ap.parse_args()
    table = args.table.split(",")
    multiples: list[float] = []
    shares: list[float] = []
    sold: list[float] = []
    turns = with_last = 0
    for i in range(args.games):
        t, w = one_game(args.edition, table, args.person, i, args.rounds, args.seed, multiples, shares, sold)
        turns, with_last = turns + t, with_last + w
    print(f"{args.edition}, {args.table} beside {args.person}, {args.games} games, seed {args.seed}:")
    print(f"  person-turns with a bot holding their set's last place: {with_last} of {turns}"
          f" ({with_last / max(1, turns):.1%}), {with_last / args.games:.1f} a game")
    print(f"  the bot's least, times the printed price: {quartiles(multiples)}")
    print(f"  the bot's least, as a share of what the person could raise: {quartiles(shares)}")
    within = sum(1 for s in shares if s <= 1)
    print(f"  least within what the person could raise: {within} of {len(shares)}")
    print(f"  set-finishers sold to the person: {len(sold) / args.games:.2f} a game, times the printed price: {quartiles(sold)}")


if __name__ == "__main__":
    main()
