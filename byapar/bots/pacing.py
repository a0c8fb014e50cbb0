"""How often bots offer trades to the people at the table: one ledger a table, shared by its bots.

The setting "Bots may offer trades" limits offers to each person across all the bots together:
"often" at most one every two rounds, "rarely" one in six, "never" none; at a table of several
people sharing the laptop, that pace holds for all of them together. An offer a person has
had is not made again until something it depends on has changed: the owner of a place in it, a
building in a group it touches, or the bot's or the person's cash by more than a tenth; where only
the cash has moved, the same places are offered again only for more to the person than before,
by a tenth of their printed prices at least; a counter-offer a bot answered a person with counts
as an offer they had. Places asked of a person are not asked of them
again, and places offered to them not offered again, by any bot and for anything, for
REASK_ROUNDS rounds unless an owner or a building of their groups changes, whatever else moves
on the table: a person who kept a place isn't pressed for it turn after turn, nor one who
turned a place down offered it again at about the same price. In the
last two rounds of a game played to a round limit, an offer is made to a person only if it
finishes a set for them too. A bot that has offered a person more lately than another bot the pace
kept waiting with an offer for them (or than one that never has) waits a round longer, so each bot
with a deal for the person is heard in turn, not only the first to play each round; but not for a
bot whose last chance came to nothing, nor one the pace didn't hold in its last turn, as waiting for
it only leaves the person a round with no offer. A bot offers
one person a turn at most: where people share a laptop each offer hands it over, and three offers
to three people before a throw read as the bot holding the table up. Among themselves bots keep
the engine's three offers a turn.

The app and the runner seat bots through `seat_bots`, so both apply these rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from byapar.engine.view import GameView

ROUNDS_BETWEEN = {"often": 2, "rarely": 6}  # rounds from one offer to a person to the next; "never": none
REASK_ROUNDS = 6  # rounds before any bot asks a person again for places they kept (or offers those they declined)
LAST_ROUNDS = 2  # the closing rounds in which only an offer that finishes a set for the person is made
CASH_CHANGE = 0.1  # a share of cash that, gained or lost, makes a refused offer worth making again
# what `OfferLedger.holds_back` names: the setting is "never"; the bot offered a person this turn
# already; the game's last rounds; the person had this offer and nothing it depends on has moved;
# they were asked for (or offered) these places lately; the pace of offers to them
HELD_BACK = ("never", "one a turn", "last rounds", "had it", "pressed lately", "pace")


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
        # not saved (a reload starts the turns afresh): (bot, person) -> the round it last offered them,
        # and the bots kept waiting by the pace with an offer for a person, since they last had the
        # chance, with the round the pace last held each
        self.bot_round: dict[tuple[int, int], int] = {}
        self.waiting: dict[tuple[int, int], int] = {}
        # (bot, person) -> the turn the pace last let the bot offer the person, while it has offered nothing since
        self.chance: dict[tuple[int, int], tuple[int, int]] = {}
        self.bot_turn: dict[int, tuple[int, int]] = {}  # bot -> the turn (round, player) it last offered a person in
        self.made: dict[tuple, Snapshot] = {}  # (bot, person, places given, places asked) -> the table then
        self.cash: dict[tuple, int] = {}  # the same key -> the cash that offer brought the person (negative: asked)
        # not saved either: (person, "give" or "get", places) -> the round any bot last offered them those
        # places or asked them for them, and the places' groups then
        self.pressed: dict[tuple, tuple[int, tuple]] = {}
        # (bot, group) -> the round the bot last offered a person to buy a place of that group
        self.courted: dict[tuple[int, str], int] = {}

    def is_person(self, seat: int) -> bool:
        return seat in self.people

    def may_offer(self, view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...],
                  finishes_theirs: bool) -> bool:
        """Whether `bot` may now offer `person` its places `give` for their places `get`.
        `finishes_theirs`: the offer completes a set of the person's too."""
        return not self.holds_back(view, bot, person, give, get, finishes_theirs)

    def holds_back(self, view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...],
                   finishes_theirs: bool) -> str:
        """Which rule keeps `bot` from offering `person` this now (one of `HELD_BACK`), or "" if none does."""
        gap = ROUNDS_BETWEEN.get(view.settings.bot_offers)
        if gap is None:
            return "never"
        if self.bot_turn.get(bot) == (view.round, view.current):
            return "one a turn"  # at a shared laptop each offer is a hand-over
        rounds = view.settings.rounds
        if rounds and view.round > rounds - LAST_ROUNDS and not finishes_theirs:
            return "last rounds"
        if not moved_on(self.made.get((bot, person, give, get)), view, bot, person, give, get):
            return "had it"
        if self._pressed_lately(view, person, give, get):
            return "pressed lately"
        last = self._last_offer(person)
        if last is not None and view.round - last < gap + self._turn_waits(view, bot, person):
            self.waiting[bot, person] = view.round
            return "pace"
        self.waiting.pop((bot, person), None)  # its chance has come
        self.chance[bot, person] = (view.round, view.current)
        return ""

    def record(self, view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...],
               cash: int = 0) -> None:
        """`bot` has just offered `person` these places, with `cash` to them (negative: asked of them)."""
        self.last_round[person] = view.round
        self.bot_round[bot, person] = view.round
        self.bot_turn[bot] = (view.round, view.current)
        self.chance.pop((bot, person), None)
        self.made[bot, person, give, get] = snapshot(view, bot, person, give, get)
        self.cash[bot, person, give, get] = cash
        for side, places in (("give", give), ("get", get)):
            if places:
                self.pressed[person, side, places] = (view.round, groups_as_they_stand(view, places))
        for s in get:
            self.courted[bot, view.edition.squares[s].group] = view.round

    def courting(self, view: GameView, bot: int, places: tuple[int, ...]) -> bool:
        """Whether `bot` offered a person to buy a place of one of `places`' groups fewer than
        REASK_ROUNDS rounds ago."""
        squares = view.edition.squares
        return any(view.round - self.courted.get((bot, squares[s].group), -REASK_ROUNDS) < REASK_ROUNDS
                   for s in places)

    def countered(self, view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...],
                  cash: int = 0) -> None:
        """`bot` has just answered `person` with a counter-offer of these places: its terms stand as an
        offer they had (`repeats`), so the bot doesn't bring them back unasked at about the same price
        once the person turns them down. The pace of offers is not touched: the person asked."""
        self.made[bot, person, give, get] = snapshot(view, bot, person, give, get)
        self.cash[bot, person, give, get] = cash

    def _last_offer(self, person: int) -> int | None:
        """The round the pace counts from for `person`: their own last offer, or at a table of several
        people the last offer to any of them, since each offer hands the one laptop over."""
        if len(self.people) > 1:
            return max(self.last_round.values(), default=None)
        return self.last_round.get(person)

    def _pressed_lately(self, view: GameView, person: int, give: tuple[int, ...], get: tuple[int, ...]) -> bool:
        """Whether a bot asked `person` for the places `get`, or offered them the places `give`,
        fewer than REASK_ROUNDS rounds ago with no owner or building of those places' groups
        changed since: whatever came with them then (another bot, other places, other cash), the
        person said no, and hears no more of it for a while. Only a change in those groups counts:
        cash moving or a trade elsewhere leaves the person's reasons as they were."""
        for side, places in (("give", give), ("get", get)):
            then = self.pressed.get((person, side, places)) if places else None
            if (then is not None and view.round - then[0] < REASK_ROUNDS
                    and then[1] == groups_as_they_stand(view, places)):
                return True
        return False

    def _turn_waits(self, view: GameView, bot: int, person: int) -> int:
        """1 if another bot the pace kept waiting with an offer for `person` in its last turn offered
        them less lately than `bot` did (or never has): it goes first. Not one whose last chance
        came to nothing (its deals found no price, or its look-ahead kept them), nor one the pace
        last held before its last turn (its deals have gone): waiting for it left the person a
        round with no offer from anybody."""
        mine = self.bot_round.get((bot, person), -1)
        return int(any(self.bot_round.get((other, person), -1) < mine and (other, person) not in self.chance
                       for (other, whom), held in self.waiting.items()
                       if whom == person and other != bot and held >= view.round - 1))

    def repeats(self, view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...],
                cash: int) -> bool:
        """Whether offering these places with `cash` to the person is the offer they had before
        over again: no owner or building it touches has changed, and it brings them less than a
        tenth of the places' printed prices more. A cash change alone reprices an offer; it is
        worth making again only if the price moved the person's way by enough to notice."""
        key = (bot, person, give, get)
        before = self.made.get(key)
        if before is None:
            return False
        now = snapshot(view, bot, person, give, get)
        squares = view.edition.squares
        noticed = CASH_CHANGE * sum(squares[s].price for s in (*give, *get))
        return (before.owners == now.owners and before.levels == now.levels
                and cash < self.cash.get(key, cash) + max(1, noticed))


    def to_dict(self) -> dict[str, Any]:
        """The ledger as plain data, for a save: when each person last had an offer, and each
        offer made with the table it depended on."""
        return {"last_round": {str(person): r for person, r in sorted(self.last_round.items())},
                "made": [[bot, person, list(give), list(get), list(snap.owners), list(snap.levels),
                          snap.bot_cash, snap.person_cash, self.cash.get((bot, person, give, get), 0)]
                         for (bot, person, give, get), snap in self.made.items()]}

    def restore(self, data: Any, seats: int) -> None:
        """Take back what `to_dict` wrote for a table of `seats`. A save without it, or a part of
        it that doesn't read as a ledger's (a hand-edited file), leaves that part empty: the bots
        then start afresh for it, as at a new table; nothing else is lost."""
        if not isinstance(data, dict):
            return
        rounds = data.get("last_round")
        if isinstance(rounds, dict):
            for key, r in list(rounds.items())[:MAX_ENTRIES]:
                if isinstance(key, str) and key.isdigit() and _count(r) and int(key) in self.people:
                    self.last_round[int(key)] = r
        made = data.get("made")
        for entry in made[:MAX_ENTRIES] if isinstance(made, list) else ():
            parsed = _entry(entry, seats)
            if parsed is not None and parsed[0][1] in self.people:
                self.made[parsed[0]] = parsed[1]
                self.cash[parsed[0]] = parsed[2]


MAX_ENTRIES = 10_000  # more offers than any game makes: a save claiming more is not read past it


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**9


def _squares(v: Any) -> tuple[int, ...] | None:
    if not isinstance(v, list) or len(v) > 64 or not all(_count(s) for s in v):
        return None
    return tuple(v)


def _entry(entry: Any, seats: int) -> tuple[tuple, Snapshot, int] | None:
    """One saved offer, its table and the cash it brought the person, or None if it doesn't read
    as one (a save from before the cash was kept counts it as none)."""
    if not isinstance(entry, list) or len(entry) not in (8, 9):
        return None
    bot, person, give, get, owners, levels, bot_cash, person_cash = entry[:8]
    cash = entry[8] if len(entry) == 9 else 0
    if not (isinstance(cash, int) and not isinstance(cash, bool) and abs(cash) < 10**9):
        return None
    give, get, levels = _squares(give), _squares(get), _squares(levels)
    if (not (_count(bot) and _count(person) and bot < seats and person < seats) or give is None or get is None
            or levels is None or not isinstance(owners, list) or len(owners) != len(levels)
            or not all(o is None or _count(o) and o < seats for o in owners)
            or not (_count(bot_cash) and _count(person_cash))):
        return None
    return (bot, person, give, get), Snapshot(tuple(owners), levels, bot_cash, person_cash), cash


def snapshot(view: GameView, bot: int, person: int, give: tuple[int, ...], get: tuple[int, ...]) -> Snapshot:
    """What an offer of `bot`'s places `give` for `person`'s `get` depends on, as the table stands."""
    edition = view.edition
    squares = edition.squares
    touched = sorted({m for s in (*give, *get) for m in edition.groups[squares[s].group]})
    owners, levels = view.owners, view.levels
    return Snapshot(tuple(owners[s] for s in touched), tuple(levels[s] for s in touched),
                    view.players[bot].cash, view.players[person].cash)


def groups_as_they_stand(view: GameView, places: tuple[int, ...]) -> tuple:
    """The owners and buildings of every place in the groups of `places`."""
    edition = view.edition
    touched = sorted({m for s in places for m in edition.groups[edition.squares[s].group]})
    return tuple((view.owners[s], view.levels[s]) for s in touched)


def moved_on(before: Snapshot | None, view: GameView, bot: int, person: int, give: tuple[int, ...],
             get: tuple[int, ...]) -> bool:
    """Whether something the offer depends on has changed since `before` (None: nothing to compare)."""
    return before is None or _changed(before, snapshot(view, bot, person, give, get))


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
