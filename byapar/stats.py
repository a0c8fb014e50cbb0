"""Statistics of one game, read from the events the engine returns.

The app hands every `game.apply` result to `GameStats.feed`; a finished or saved game
can be rebuilt the same way by replaying its save (`GameStats.from_save`). Nothing
here touches pygame: the statistics and dice-history scenes only draw these numbers.

What is counted:
- every throw of the dice (the dice history panel), against each total's share 1/36..6/36;
- landings per square, counted from the moves (a test checks they equal the game's own);
- rent collected and paid per player, with the last cash a bankrupt player hands to the
  player owed;
- each accepted trade's value swing: the face value each side received less what it
  gave, plus the rent each side's new places earned it afterwards;
- how the game ended: proposals to end it by agreement and their refusals, resignations,
  and the reason (rounds, last player, agreement, the 200-round limit);
- worth round by round is the game's own `worth_history`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from byapar.engine import Game, actions, new_game
from byapar.engine import events as E
from byapar.engine import kinds as K

# Ways two dice make each total: 2 -> 1, 7 -> 6, 12 -> 1 (out of 36).
WAYS = {total: 6 - abs(total - 7) for total in range(2, 13)}


def expected_share(total: int) -> float:
    """The share of throws that should come up `total` with two fair dice."""
    return WAYS.get(total, 0) / 36


class Throw(NamedTuple):
    step: int  # how many actions the game had taken when the dice came up
    player: int
    d1: int
    d2: int

    @property
    def total(self) -> int:
        return self.d1 + self.d2


@dataclass
class TradeRecord:
    """One accepted trade. `swing` is how far it went the offerer's way (negative: the partner's)."""

    step: int
    round: int
    offerer: int
    partner: int
    offer: str
    face: int  # face value the offerer received less what they gave
    got_squares: tuple[int, ...]  # places the offerer received
    gave_squares: tuple[int, ...]  # places the partner received
    completed: tuple[int, ...] = ()  # players who completed a group with it
    # where each side's rent since counts: the places it received and every place of a group they finished
    rent_places_offerer: tuple[int, ...] = ()
    rent_places_partner: tuple[int, ...] = ()
    rent_offerer: int = 0  # rent the offerer later collected there
    rent_partner: int = 0

    @property
    def swing(self) -> int:
        return self.face + self.rent_offerer - self.rent_partner

    def gain(self, player: int) -> int:
        """What `player` came out ahead by (negative: behind)."""
        if player == self.offerer:
            return self.swing
        if player == self.partner:
            return -self.swing
        return 0


@dataclass
class GameStats:
    players: int
    squares: int
    throws: list[Throw] = field(default_factory=list)
    landings: list[int] = field(default_factory=list)
    jail_landings: int = 0
    rent_paid: list[int] = field(default_factory=list)
    rent_collected: list[int] = field(default_factory=list)
    trades: list[TradeRecord] = field(default_factory=list)
    _rent_log: list[tuple[int, int, int, int, int]] = field(default_factory=list)  # step, payer, payee, amount, sq
    _offer: tuple[int, str] | None = None  # step and text of the offer waiting for an answer
    _landing_log: list[tuple[int, int, int]] = field(default_factory=list)  # step, square, +1/-1
    end_proposals: list[tuple[int, int]] = field(default_factory=list)  # step, who proposed ending
    end_refusals: list[tuple[int, int]] = field(default_factory=list)  # step, who refused
    resigned: list[tuple[int, int]] = field(default_factory=list)  # step, who resigned
    ending: str = ""  # the GameOver reason, once the game is over
    _handed: list[tuple[int, int]] = field(default_factory=list)  # step, a bankrupt's last cash to a player

    @classmethod
    def for_game(cls, game: Game) -> GameStats:
        n, count = len(game.squares), len(game.players)
        return cls(count, n, landings=[0] * n, rent_paid=[0] * count, rent_collected=[0] * count)

    @classmethod
    def from_save(cls, save: dict[str, Any]) -> GameStats:
        """Statistics of a saved game, rebuilt by replaying it from its seed."""
        stats: GameStats | None = None
        for step in replay(save):
            if stats is None:
                stats = cls.for_game(step.game)
            stats.feed(step.events, step.game)
        assert stats is not None
        return stats

    @classmethod
    def of_game(cls, game: Game) -> GameStats:
        """Statistics of a game picked up part-way (Continue, Load): replayed from its seed
        when it can be; otherwise only what the game itself keeps (landings)."""
        try:
            return cls.from_save(game.to_dict())
        except (ReplayError, KeyError, TypeError, ValueError):
            stats = cls.for_game(game)
            stats.landings = list(game.landings)
            stats.jail_landings = game.jail_landings
            return stats

    # ----- feeding ------------------------------------------------------------------------

    def feed(self, events: list, game: Game) -> None:
        """Count what one `apply` did. `game` is the table just after it."""
        step = len(game.history)
        for i, ev in enumerate(events):
            kind = type(ev)
            if kind is E.Rolled:
                self.throws.append(Throw(step, ev.player, ev.d1, ev.d2))
            elif kind is E.Moved:
                if not ev.direct or (i and type(events[i - 1]) is E.Bumped):  # a bumped token lands anew
                    self._land(step, ev.end, +1)
                else:  # a card's move, or a trip to jail: the event after it says which
                    after = events[i + 1] if i + 1 < len(events) else None
                    self._direct_move(step, ev, after.reason if type(after) is E.Jailed else None)
            elif kind is E.StayedInJail:
                self._jail(step)
            elif kind is E.Paid and ev.reason == K.Pay.RENT:
                self._rent(step, ev)
            elif kind is E.Paid and ev.reason == K.Pay.BANKRUPT and ev.payee is not None and ev.payee >= 0:
                self._handed.append((step, ev.amount))  # a bankrupt's last cash to the player owed: paid as rent is
                self._rent(step, ev)
            elif kind is E.TradeOffered:
                self._offer = (step, ev.offer)
            elif kind is E.TradeAnswered:
                self._answered(step, ev, game)
            elif kind is E.EndProposed:
                self.end_proposals.append((step, ev.player))
            elif kind is E.EndAnswered and not ev.agreed:
                self.end_refusals.append((step, ev.player))
            elif kind is E.Resigned:
                self.resigned.append((step, ev.player))
            elif kind is E.GameOver:
                self.ending = ev.reason

    def _land(self, step: int, square: int, delta: int) -> None:
        self.landings[square] += delta
        self._landing_log.append((step, square, delta))

    def _direct_move(self, step: int, ev: E.Moved, jailed: str | None) -> None:
        # A card or the police square moves the throw's landing; three doubles never landed anywhere.
        if jailed != K.SENT_DOUBLES:
            self._land(step, ev.start, -1)
        if jailed is None:
            self._land(step, ev.end, +1)
        else:
            self._jail(step)

    def _jail(self, step: int) -> None:
        self.jail_landings += 1
        self._landing_log.append((step, -1, 1))

    def _rent(self, step: int, ev: E.Paid) -> None:
        if ev.payer is not None and ev.payer >= 0:
            self.rent_paid[ev.payer] += ev.amount
        if ev.payee is not None and ev.payee >= 0:
            self.rent_collected[ev.payee] += ev.amount
            self._rent_log.append((step, ev.payer, ev.payee, ev.amount, ev.square))
            for trade in self.trades:
                if ev.payee == trade.offerer and ev.square in trade.rent_places_offerer:
                    trade.rent_offerer += ev.amount
                elif ev.payee == trade.partner and ev.square in trade.rent_places_partner:
                    trade.rent_partner += ev.amount

    def _answered(self, step: int, ev: E.TradeAnswered, game: Game) -> None:
        if self._offer is None:
            return
        text = self._offer[1]
        self._offer = None
        if not ev.accepted:
            return
        offer = actions.parse(text)
        offerer, partner = ev.partner, ev.player
        face = items_value(game, offer.get) - items_value(game, offer.give)
        done = tuple(p for p, got in ((offerer, offer.get.squares), (partner, offer.give.squares))
                     if any(_owns_group(game, p, s) for s in got))
        self.trades.append(TradeRecord(step, game.round, offerer, partner, text, face,
                                       offer.get.squares, offer.give.squares, done,
                                       _rent_places(game, offerer, offer.get.squares),
                                       _rent_places(game, partner, offer.give.squares)))

    # ----- undo ---------------------------------------------------------------------------

    def rewind(self, game: Game) -> None:
        """Forget what happened after the game's current point (after an undo)."""
        step = len(game.history)
        self.throws = [t for t in self.throws if t.step <= step]
        kept = [x for x in self._landing_log if x[0] <= step]
        for _, square, delta in self._landing_log[len(kept):]:
            if square < 0:
                self.jail_landings -= delta
            else:
                self.landings[square] -= delta
        self._landing_log = kept
        self.trades = [t for t in self.trades if t.step <= step]
        for t in self.trades:
            t.rent_offerer = t.rent_partner = 0
        self.rent_paid = [0] * self.players
        self.rent_collected = [0] * self.players
        log, self._rent_log = [x for x in self._rent_log if x[0] <= step], []
        for s, payer, payee, amount, square in log:
            self._rent(s, E.Paid(payer, payee, amount, K.Pay.RENT, square))
        self._handed = [x for x in self._handed if x[0] <= step]
        if self._offer is not None and self._offer[0] > step:
            self._offer = None
        for name in ("end_proposals", "end_refusals", "resigned"):
            setattr(self, name, [x for x in getattr(self, name) if x[0] <= step])
        if not game.over:
            self.ending = ""

    # ----- reading ------------------------------------------------------------------------

    @property
    def handed_over(self) -> int:
        """The last cash bankrupt players handed to the players they owed, counted with the rent."""
        return sum(amount for _, amount in self._handed)

    def total_counts(self) -> dict[int, int]:
        """How many throws came up each total, 2 to 12."""
        counts = dict.fromkeys(range(2, 13), 0)
        for t in self.throws:
            counts[t.total] += 1
        return counts

    def expected_counts(self) -> dict[int, float]:
        n = len(self.throws)
        return {total: n * expected_share(total) for total in range(2, 13)}

    def best_trade(self, player: int) -> TradeRecord | None:
        mine = [t for t in self.trades if player in (t.offerer, t.partner)]
        return max(mine, key=lambda t: t.gain(player), default=None)

    def worst_trade(self, player: int) -> TradeRecord | None:
        mine = [t for t in self.trades if player in (t.offerer, t.partner)]
        return min(mine, key=lambda t: t.gain(player), default=None)

    def trades_by_swing(self) -> list[TradeRecord]:
        """Accepted trades, the most one-sided first."""
        return sorted(self.trades, key=lambda t: -abs(t.swing))

    def expected_landings(self, chances: list[float]) -> list[float]:
        """Landings each square would have had at the long-run chances, over this game's throws."""
        total = sum(self.landings) + self.jail_landings
        return [total * c for c in chances]


def items_value(game: Game, items: actions.Items) -> int:
    """Face value of one side of a trade: cash, each place at its price (half if mortgaged),
    and a bail card at the jail fine it saves."""
    value = items.cash + len(items.cards) * game.edition.rules.jail_fine
    for s in items.squares:
        price = game.squares[s].price
        value += price // 2 if game.is_mortgaged(s) else price
    return value


def _rent_places(game: Game, player: int, got: tuple[int, ...]) -> tuple[int, ...]:
    """Where a side's rent after a trade counts towards it: the places it got, and every place of a
    group they finished (a set's rent is the trade's doing, not the one place's alone)."""
    places = set(got)
    for s in got:
        if _owns_group(game, player, s):
            places.update(game.edition.groups[game.squares[s].group])
    return tuple(sorted(places))


def _owns_group(game: Game, player: int, square: int) -> bool:
    sq = game.squares[square]
    return bool(sq.group) and game.owner(square) == player and game.owns_group(player, square)


def long_run_chances(edition: Any) -> list[float] | None:
    """Each square's long-run share of landings for this edition (from the bots' model of the
    board), or None when that model isn't available."""
    try:
        from byapar.bots.board import landing_chances
    except ImportError:
        return None
    try:
        squares, jail = landing_chances(edition)
    except Exception:  # the model can't read this board: no long-run layer, not a crash
        return None
    total = sum(squares) + jail
    return [c / total for c in squares] if total else None


# ----- replaying a save ---------------------------------------------------------------------

class ReplayError(ValueError):
    """A save that can't be replayed from its seed (scripted dice, or a history that diverges)."""


class Step(NamedTuple):
    index: int  # 0 is the table before any action; step i follows history[i - 1]
    action: str | None
    events: list
    game: Game


def replay(save: dict[str, Any]) -> Iterator[Step]:
    """Play a saved game again from its seed, one action at a time.

    The same `Game` object is yielded at every step, moved on by one action; clone it to keep
    a step. Scripted-dice games (tests, tutorials) don't keep their script and can't replay.
    """
    if save.get("scripted"):
        raise ReplayError("This game's dice were scripted, not thrown from its seed")
    names = [p["name"] for p in save["players"]]
    game = new_game(save["edition"], names, settings=save["settings"], seed=save["seed"],
                    humans=save.get("humans"))
    unasked = save.get("version", 1) < 2  # its throws that were no decision then are thrown as they come
    yield Step(0, None, list(game.events) + _throws_unasked(game, unasked), game)
    for i, action in enumerate(save["history"], start=1):
        try:
            events = game.apply(action)
        except ValueError as e:
            raise ReplayError(f"The save's action {i} ({action!r}) can't be replayed: {e}") from None
        yield Step(i, action, events + _throws_unasked(game, unasked), game)


def _throws_unasked(game: Game, unasked: bool) -> list:
    """A save of the first version holds no click for the throw-off or for a square's throw in
    its player's own turn (only a bumped player's was asked): throw them, as that game did."""
    events: list = []
    while unasked and game.pending.kind == K.THROW and (game.pending.square is None or game.pending.player == game.current):
        events += game.apply(actions.ROLL)
    return events
