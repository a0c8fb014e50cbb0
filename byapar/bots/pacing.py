"""How often bots offer trades to the people at the table: one ledger a table, shared by its bots.

The setting "Bots may offer trades" limits offers to each person across all the bots together:
"often" at most one every two rounds, "rarely" one in six, "never" none. An offer a person has
had is not made again until something it depends on has changed: the owner of a place in it, a
building in a group it touches, or the bot's or the person's cash by more than a tenth. In the
last two rounds of a game played to a round limit, an offer is made to a person only if it
finishes a set for them too. Among themselves bots keep the engine's three offers a turn.

The app and the runner seat bots through `seat_bots`, so both apply these rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from byapar.engine.view import GameView

ROUNDS_BETWEEN = {"often": 2, "rarely": 6}  # rounds from one offer to a person to the next; "never": none
LAST_ROUNDS = 2  # the closing rounds in which only an offer that finishes a set for the person is made
CASH_CHANGE = 0.1  # a share of cash that, gained or lost, makes a refused offer worth making again


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What an offer depended on when it was made."""

    owners: tuple[int | None, ...]
    levels: tuple[int, ...]
    bot_cash: int
    person_cash: int


class OfferLedger:
    """The offers this table's bots have made to its people, and when."""

    def __init__(self, people: Iterable[int] = ()) -> None:
        self.people = frozenset(people)
        self.last_round: dict[int, int] = {}  # person -> the round any bot last offered them a trade
        self.made: dict[tuple, Snapshot] = {}  # (bot, person, places given, places asked) -> the table then

    def is_person(self, seat: int) -> bool:
        return seat in self.people

    def may_offer(self, view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...],
                  finishes_theirs: bool) -> bool:
        """Whether `bot` may now offer `person` its places `give` for their places `get`.
        `finishes_theirs`: the offer completes a set of the person's too."""
        how = view.settings.bot_offers
        gap = ROUNDS_BETWEEN.get(how)
        if gap is None:
            return False
        last = self.last_round.get(person)
        if last is not None and view.round - last < gap:
            return False
        rounds = view.settings.rounds
        if rounds and view.round > rounds - LAST_ROUNDS and not finishes_theirs:
            return False
        before = self.made.get((bot, person, give, get))
        return before is None or _changed(before, _snapshot(view, bot, person, give, get))

    def record(self, view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...]) -> None:
        """`bot` has just offered `person` these places."""
        self.last_round[person] = view.round
        self.made[bot, person, give, get] = _snapshot(view, bot, person, give, get)


def _snapshot(view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...]) -> Snapshot:
    edition = view.edition
    squares = edition.squares
    touched = sorted({m for s in (*give, *get) for m in edition.groups[squares[s].group]})
    owners, levels = view.owners, view.levels
    return Snapshot(tuple(owners[s] for s in touched), tuple(levels[s] for s in touched),
                    view.players[bot].cash, view.players[person].cash)


def _changed(before: Snapshot, now: Snapshot) -> bool:
    def moved(then: int, cash: int) -> bool:
        return abs(cash - then) > CASH_CHANGE * max(then, 1)
    return (before.owners != now.owners or before.levels != now.levels
            or moved(before.bot_cash, now.bot_cash) or moved(before.person_cash, now.person_cash))


def seat_bots(bots: Mapping[int, object], people: Iterable[int]) -> OfferLedger:
    """Tell every bot at a table who the people are and give them one ledger to share."""
    ledger = OfferLedger(people)
    for bot in bots.values():
        if hasattr(bot, "ledger"):
            bot.ledger = ledger
            bot.people = ledger.people  # type: ignore[attr-defined]
    return ledger
