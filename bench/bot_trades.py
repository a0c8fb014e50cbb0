"""Trades between the bots at a table with a person's seat: the offers they make each other, the
trades that come of them, and what refused the rest.

    python bench/bot_trades.py [--table hard,hard,medium] [--person judging] [--games 10] [--seed 5]
                               [--rounds 30] [--edition byapar]

The person's seat is a bot seated as a person (`GameSpec(people=...)`): `judging` and `refusing` are
the stand-ins of `byapar/bots/person.py`, any other name a bot kind. Game i is seated and seeded as
`bench/person_seat.py --table` seats it (seats turned round game by game). Prints, a game:

- offers between bots and the trades that came of them, and offers and trades with the person;
- the whole groups held at rounds 10, 20 and 30;
- each offer a bot refused another bot, by the first of the receiver's tests that refused it, in the
  order its answer asks them: a place traded back with a person too soon, cash past what the people
  watching would believe (`strategy.overpays`), the least it takes for a person's set
  (`strategy.cash_floor`), the least it takes for a place that finishes the proposer's set
  (`strategy.sale_floor`), its own gain short of its margin (a loss, or a gain too small), its
  partner gaining more than its terms allow, the rents ahead left uncovered, and, its rules of thumb
  taking it, Hard's look-ahead;
- the same refusals by how far the cash offered was from the least the receiver's terms take
  (`strategy.most_by_terms`), against the printed prices of the places moved;
- and by who offered whom what (a swap of places, a purchase, a sale): the commonest.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from person_seat import PERSON, STAND_INS  # noqa: E402

from byapar import sim  # noqa: E402
from byapar.bots import StrategyBot, settle, strategy, trading  # noqa: E402
from byapar.bots.base import offerer, open_offer  # noqa: E402
from byapar.engine import actions as A  # noqa: E402
from byapar.engine import events as E  # noqa: E402
from byapar.engine import kinds as K  # noqa: E402
from byapar.engine.view import GameView, LazyLegal  # noqa: E402

MAX_DECISIONS = 200_000  # a game's decisions at most: a stalled game is dropped, never waited on
ROWS_SHOWN = 12  # the commonest rows of each count
COUNTED_AT = (10, 20, 30)  # the rounds whole groups are counted at
GAPS = ((0.0, "none (taken by its terms)"), (0.1, "under a tenth"), (0.5, "under half"),
        (1.0, "under the whole"), (float("inf"), "the whole or more"))


def refused_by(bot: StrategyBot, view: GameView, me: int, proposer: int, offer: A.Offer, answer: A.Action) -> str:
    """The first of `bot`'s tests, in the order its answer asks them, that refuses `offer`."""
    out, into = offer.get, offer.give  # what it would hand over, what it would receive
    bot.app.look(view)
    bot.guard.look(view)
    cash_in = into.cash - out.cash
    if strategy.trades_back(bot, view, me, proposer, out, into):
        return "traded back too soon"
    if strategy.overpays(bot, proposer, out, into):
        return "past the price ceiling"
    floor = strategy.cash_floor(bot, view, me, proposer, out, into)
    if floor is not None and cash_in < floor:
        return "a person's set floor"
    floor = strategy.trade_floor(bot, view, me, proposer, out, into)
    if floor is not None and cash_in < floor:
        return "sale floor"
    if bot.deal(view, me, proposer, out, into).takes(out.cash, into.cash):
        return "look-ahead" if bot.would_take(view, me, proposer, out, into) and answer is A.REJECT else "other"
    own = bot.guard if bot.style.trades_at_full_rent else bot.app
    mine = trading.gain(own, view, me, out, into)
    margin = bot.style.terms.margin_in(view.edition.rules.salary)
    if mine < 0:
        return "own loss"
    if mine < margin:
        return "own gain under margin"
    if trading.liquidity_after(view, me, out, into) < bot.danger(view, me):
        return "rents ahead"
    return "partner gains more"


def short_by(bot: StrategyBot, view: GameView, me: int, proposer: int, offer: A.Offer) -> str:
    """How far the cash offered was from the least `bot`'s terms take, against the printed prices moved."""
    out, into = offer.get, offer.give
    most = strategy.most_by_terms(bot, view, me, proposer, A.Items(out.squares), A.Items(into.squares))
    if most is None:
        return "no cash either holds"
    gap = -most - (into.cash - out.cash)
    printed = sum(bot.app.prices[s] for s in (*out.squares, *into.squares)) or 1
    return next(name for bound, name in GAPS if gap / printed <= bound)


def kind_of(offer: A.Offer) -> str:
    """What an offer moves, seen from its maker: places both ways, places bought, or places sold."""
    return "swap" if offer.give.squares and offer.get.squares else "purchase" if offer.get.squares else "sale"


def whole_groups(view: GameView) -> int:
    """Groups of two places or more held whole by one player."""
    owners = view.owners
    return sum(1 for members in view.edition.groups.values()
               if len(members) > 1 and len({owners[m] for m in members}) == 1 and owners[members[0]] is not None)


def play(table: list[str], person: str, i: int, rounds: int, seed: int, edition: str, tally: Counter) -> bool:
    """One seeded game counted into `tally`; False if it stalled."""
    kinds = [PERSON, *table]
    turn = i % len(kinds)
    order = kinds[turn:] + kinds[:turn]
    seats = tuple(STAND_INS.get(person, person) if k == PERSON else k for k in order)
    the_person = order.index(PERSON)
    spec = sim.GameSpec(edition, seats, seed * 1_000_003 + i, {"rounds": rounds}, False, people=(the_person,))
    game, bots, views = sim.seated(spec)
    counted: set[int] = set()
    for _ in range(MAX_DECISIONS):
        if game.over:
            return True
        p = game.pending.player
        view = views[p]
        action = bots[p].decide(view, LazyLegal(game))
        if game.pending.kind == K.TRADE and the_person not in (p, offerer(view)) and action is not A.ACCEPT:
            proposer, offer = offerer(view), open_offer(view)
            why = refused_by(bots[p], view, p, proposer, offer, action)
            tally["refused: " + why] += 1
            tally["short by: " + short_by(bots[p], view, p, proposer, offer)] += 1
            tally[f"offered: {order[proposer]} to {order[p]}, {kind_of(offer)}, {why}"] += 1
        for event in game.apply(action):
            if isinstance(event, E.TradeOffered | E.TradeAnswered):
                among = "person" if the_person in (event.player, event.partner) else "bots"
                if isinstance(event, E.TradeOffered):
                    tally[f"offers {among}"] += 1
                elif event.accepted:
                    tally[f"trades {among}"] += 1
        if game.round in COUNTED_AT and game.round not in counted:
            counted.add(game.round)
            tally[f"whole groups at round {game.round}"] += whole_groups(view)
    return False


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--table", default="hard,hard,medium", help="the bots beside the person's seat")
    ap.add_argument("--person", default="judging", help="the person's seat: judging, refusing or a bot kind")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--edition", default="byapar")
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    table = args.table.split(",")
    tally: Counter = Counter()
    played = sum(play(table, args.person, i, args.rounds, args.seed, args.edition, tally) for i in range(args.games))
    print(f"{args.edition}, {args.table} beside {args.person} as a person, {args.rounds} rounds, "
          f"{played} games of {args.games} played out; a game:")
    for key in ("offers bots", "trades bots", "offers person", "trades person",
                *(f"whole groups at round {r}" for r in COUNTED_AT)):
        print(f"  {key:<28} {tally[key] / max(played, 1):6.2f}")
    refused = sum(v for k, v in tally.items() if k.startswith("refused: "))
    print(f"offers a bot refused a bot: {refused} ({refused / max(played, 1):.2f} a game)")
    for prefix, title in (("refused: ", "what refused them"), ("short by: ", "cash short of the least taken,"
                                                                " against the printed prices"),
                          ("offered: ", "who offered whom what")):
        print(f"  {title}:")
        rows = sorted(((k, v) for k, v in tally.items() if k.startswith(prefix)), key=lambda kv: -kv[1])
        for key, n in rows[:ROWS_SHOWN]:
            print(f"    {key[len(prefix):]:<52} {n:5d}  {n / max(refused, 1):4.0%}")


if __name__ == "__main__":
    main()
