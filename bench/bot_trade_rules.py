"""Trades between the bots beside a person's seat with each of their rules for a table with people
left out in turn, against the same table with the person's seat a bot: which rule keeps the bots
from the trades they make among themselves.

    python bench/bot_trade_rules.py [--leave-out none|as-bot|combined|RULE] [--games 60] [--seed 5]
                                    [--person refusing] [--table hard,hard,medium] [--edition byapar]

The rule named by `--leave-out` (of `RULES`) is left out of every bot (`combined`:
all of `COMBINED` at once; `as-bot`: the person's seat seated as a bot); `none` is the bots as they
play. Game i is seated and seeded as `bench/person_seat.py --table` seats it. Prints, a game: the
offers between bots and the trades that came of them, the offers and trades with the person, and
the bot turns with one, two or three offers to other bots (the log the family reads).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as `python bench/...`

from person_seat import PERSON, STAND_INS  # noqa: E402

from byapar import sim  # noqa: E402
from byapar.bots import bot_offers, settle, strategy  # noqa: E402
from byapar.engine import events as E  # noqa: E402
from byapar.engine.view import GameView, LazyLegal  # noqa: E402

MAX_DECISIONS = 200_000  # a game's decisions at most: a stalled game is dropped, never waited on


def _unwatched() -> None:
    strategy.offers_watched = lambda bot, partner: False


def _unpriced() -> None:
    strategy.priced_for_partner = lambda bot, view, me, offer: offer


def _repeated() -> None:
    bot_offers.SentOffers.repeats = lambda self, view, me, offer: False


def _no_ceiling() -> None:
    strategy.overpays = lambda bot, partner, out, into: False


def _no_leader_terms() -> None:
    strategy._terms_with_leader = lambda bot, view, partner, out: bot.style.terms


def _no_person_deals() -> None:
    candidates = strategy.StrategyBot._set_candidates

    def bots_only(self: strategy.StrategyBot, view: GameView, me: int) -> list:
        return [c for c in candidates(self, view, me) if c[0] not in self.people]

    strategy.StrategyBot._set_candidates = bots_only


# each rule a bot keeps beside people that touches its trades with other bots, and how it is left out
RULES: dict[str, Callable[[], None]] = {
    "watched": _unwatched,  # offers to bots priced for Medium's procedure and not repeated (`offers_watched`)
    "priced": _unpriced,  # offers to bots raised to the least Medium's procedure takes (`priced_for_partner`)
    "repeats": _repeated,  # a refused offer to a bot not made again while the table holds still
    "ceiling": _no_ceiling,  # no bot pays past `person_price_ceiling` (`overpays`)
    "leader": _no_leader_terms,  # a leader is sold a set as dearly as a person (`_terms_with_leader`)
    "person-deals": _no_person_deals,  # deals with the person looked for beside those with bots
}
COMBINED = ("watched", "ceiling", "leader")


def play(spec: sim.GameSpec, person: int, tally: Counter) -> bool:
    """One game counted into `tally`; False if it stalled."""
    game, bots, views = sim.seated(spec)
    per_turn: Counter = Counter()
    for _ in range(MAX_DECISIONS):
        if game.over:
            for offers in per_turn.values():
                tally[f"turns with {offers}"] += 1
            return True
        p = game.pending.player
        turn = (game.round, game.current)
        for event in game.apply(bots[p].decide(views[p], LazyLegal(game))):
            among = "person" if person in (getattr(event, "player", None), getattr(event, "partner", None)) else "bots"
            if isinstance(event, E.TradeOffered):
                tally[f"offers {among}"] += 1
                per_turn[turn, event.player] += among == "bots"
            elif isinstance(event, E.TradeAnswered) and event.accepted:
                tally[f"trades {among}"] += 1
    return False


def run(left_out: str, args: argparse.Namespace) -> None:
    """The games with `left_out` left out, and their figures printed."""
    for rule in COMBINED if left_out == "combined" else RULES.keys() & {left_out}:
        RULES[rule]()
    table = args.table.split(",")
    tally: Counter = Counter()
    played = 0
    for i in range(args.games):
        kinds = [PERSON, *table]
        order = kinds[i % len(kinds):] + kinds[:i % len(kinds)]
        seats = tuple(STAND_INS.get(args.person, args.person) if k == PERSON else k for k in order)
        person = order.index(PERSON)
        spec = sim.GameSpec(args.edition, seats, args.seed * 1_000_003 + i, {"rounds": 30}, False,
                            people=() if left_out == "as-bot" else (person,))
        played += play(spec, person, tally)
    n = max(played, 1)
    figures = ", ".join(f"{k} {tally[k] / n:.2f}" for k in ("offers bots", "trades bots", "offers person", "trades person"))
    turns = ", ".join(f"{k} offers {tally[f'turns with {k}']}" for k in (1, 2, 3))
    print(f"{left_out:<13} {played} games: a game {figures}; bot turns with {turns}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--leave-out", default="none", help=f"none, as-bot, combined or one of {', '.join(RULES)}")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--person", default="refusing", help="the person's seat: judging, refusing or a bot kind")
    ap.add_argument("--table", default="hard,hard,medium")
    ap.add_argument("--edition", default="byapar")
    args = ap.parse_args()
    settle(sim.load_edition_cached(args.edition))
    run(args.leave_out, args)  # one rule a run: a rule left out stays out in this process


if __name__ == "__main__":
    main()
