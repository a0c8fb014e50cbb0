"""The game: one state machine that waits on one decision at a time.

`apply(action)` checks the action, carries it out and runs the game forward through a
queue of tasks (walk, land, pay a debt, run an auction...) until a player must decide
again. A debt that the player can't pay from cash pauses the queue on a raise-money
decision; everything after it waits, in order.
"""

from __future__ import annotations

import copy
import random
import secrets
from collections import deque
from collections.abc import Callable
from typing import Any, TypeVar

from . import actions as A
from . import (
    building,
    buying,
    cards,  # noqa: F401  (registers the card squares' landing in landing.SQUARES)
    debts,
    ending,
    jail,
    landing,
    mortgages,
    save,
    trades,
    turn,
)
from . import events as E
from . import tasks as T
from .edition import Edition
from .errors import ActionTextError, DiceRunOut, IllegalAction, SetupError
from .kinds import (
    AGREE,
    BID,
    BUY,
    END,
    JAIL,
    KEEP,
    LEAVE,
    OPEN_THROW,
    OPEN_TWELVE,
    RAISE,
    ROLL,
    THROW,
    TRADE,
)
from .money import is_whole
from .settings import Settings
from .state import TableState
from .table import (  # noqa: F401  (BANK, Pending, Player and the limits are read from here too)
    BANK,
    MAX_TRADE_OFFERS,
    ROUND_LIMIT,
    RUNNING_DECISION,
    WAITING,
    Auction,
    Pending,
    Player,
    new_record,
    squares_in,
)
from .text import is_printable
from .when import MANAGING, WHEN


class Game(TableState):
    """A game in progress. Build one with `new_game`; drive it with `apply`. The table and its
    primitive changes are TableState's (state.py); a Game adds the decisions on top."""

    def __init__(self, edition: Edition, names: list[str], settings: Settings,
                 seed: int | None = None, dice: list[tuple[int, int]] | None = None,
                 humans: list[bool] | None = None) -> None:
        rules = edition.rules
        if not rules.min_players <= len(names) <= rules.max_players:
            raise SetupError("player-count", edition=rules.edition, low=rules.min_players,
                             high=rules.max_players, count=len(names))
        if any(not isinstance(n, str) or not n.strip() or not is_printable(n) for n in names):
            raise SetupError("player-name")
        settings.check(edition)
        self.derive(edition, settings.resolved(edition))
        # an unseeded game draws its seed from the system, leaving the random module's own state alone
        self.seed = seed if seed is not None else secrets.randbits(32)
        self.rng = random.Random(self.seed)
        self.script = [tuple(d) for d in dice] if dice is not None else []  # type: ignore[misc]
        self.scripted = dice is not None
        for d in self.script:
            if len(d) != 2 or not all(is_whole(x) and 1 <= x <= 6 for x in d):
                raise SetupError("dice-script", pair=d)
        money = self.settings.starting_money
        assert money is not None  # resolved: the edition's where no setting gave one
        self.players = [Player(n.strip(), money) for n in names]
        self.humans = _check_humans(humans, len(names))
        self.voters = []
        self.end_asked = False
        self.offers_by = [0] * len(names)
        self.estate = []
        self.out_order = []
        self.initial_money = money * len(names)
        n_squares = len(edition.squares)
        self.owners = [None] * n_squares
        self.levels = [0] * n_squares
        self.mortgages = [False] * n_squares
        self.owned = [set() for _ in names]
        self.decks = {name: deque(self.rng.sample(range(len(d.cards)), len(d.cards)))
                      for name, d in edition.decks.items()}
        self.pot = 0
        self.bank_net = 0
        self.current = 0
        self.round = 1
        self.doubles = 0
        self.extra_throw = False
        self.offers_made = 0
        self.dice = (0, 0)
        self.tasks = deque()
        self.auction = None
        self.offer = None
        self.resume = None
        self.over = False
        self.winners = ()
        self.history = []
        self.rolls = 0
        self.landings = [0] * n_squares
        self.jail_landings = 0
        self.worth_history = []
        _deal_places(self)
        n = len(self.players)
        self.first = 0
        self.lapped = [False] * n
        self.started = [self.settings.opening != OPEN_TWELVE] * n
        self.loans = [0] * n
        self.fee_paid = set()
        self.bumped = set()
        self.salary_hold = [0] * n
        self.building_auction = False
        self.worth_history.append(ending.worths(self))
        if self.settings.opening == OPEN_THROW:  # each asked for their throw: the last one's task starts the game
            self.pending = RUNNING_DECISION
            turn.throw_off(self)
            self._run()
            return
        self.events.append(E.TurnStarted(self.current, 1))
        self.pending = self.turn_decision(self.current)

    # ----- what may be done ----------------------------------------------------------------

    def legal_actions(self, player: int | None = None) -> list[A.Action]:
        """What `player` (default: the pending one) may do now.

        Bids and trade offers take amounts and items: the list holds the lowest bid
        (`Bid(n)`: any amount from n to `max_bid(player)` is legal), and an offer is
        legal when `check_offer` passes; `can_offer()` says whether one may be made.
        """
        if self.over:
            return []
        if player is not None and player != self.pending.player:
            return mortgages.out_of_turn_actions(self, player)
        return self._legal(True)

    def allows(self, action: A.Action) -> bool:
        """Whether `action in self.legal_actions()`, without listing the sales, mortgages
        and builds unless `action` is one of them (bots ask this on most decisions). Every
        allowed action has `why_not(action) is None`; see why_not for bids above the lowest and offers."""
        if self.over:
            return False
        if isinstance(action, A.Keep):  # a creditor's choice: the estate's lots, not a sale or a build
            return action in self._legal(False)
        if isinstance(action, A.SquareAction):  # only that square's actions are listed
            kind, s = self.pending.kind, action.square
            if kind not in MANAGING or type(s) is not int:
                return False
            full = kind in _BUILDING  # as _legal asks: building and lifting only at the turn's own
            p = self.pending.player
            if type(action) is A.Build and self.tables.general:  # manage_general's build test alone
                return (full and s in self.owned[p] and not self.mortgages[s]
                        and building.build_problem(self, p, s) is None)
            # every action listed with `only` is on square s: equal to `action` exactly when of its kind
            return type(action) in map(type, self._manage_actions(p, full, full, only=s))
        if isinstance(action, A.Repay):
            return action in self.legal_actions()
        return action in self._legal(False)

    def why_not(self, action: A.Action | str, player: int | None = None) -> IllegalAction | None:
        """The refusal `apply(action)` would meet now, with its code and fields, or None if it
        would be carried out; nothing changes. With `player`, the action is that player's: an
        offer is made by them, and any other action that isn't theirs to take is refused."""
        try:
            action, handler = _handler(self, action)
            if player is not None and isinstance(action, A.Offer) and action.by is None:
                if player != self.pending.player:
                    action = A.Offer(action.partner, action.give, action.get, player)
            elif player is not None and player != _actor(self, action):
                return IllegalAction("not-your-decision", player=player)
            handler(self.clone(), action)  # handlers check everything before they change anything
        except IllegalAction as refusal:
            return refusal
        except DiceRunOut:  # the rules allow the throw; only a test's script is used up
            return None
        return None

    def _legal(self, manage: bool) -> list[A.Action]:
        """The pending player's actions; with `manage` False, leaving out `_manage_actions`."""
        pend = self.pending
        p = pend.player
        kind = pend.kind
        managing = self._manage_actions if manage else _nothing
        if kind == ROLL:
            return [A.ROLL, *managing(p), *ending.actions(self)]
        if kind == END:
            return [A.END, *managing(p), *ending.actions(self)]
        if kind == AGREE:
            return [A.AGREE_END, A.REFUSE_END]
        if kind == KEEP:
            return [A.Keep(s) for s, _, _ in self.estate]
        if kind == BUY:
            s = pend.square
            assert s is not None  # a place to buy is named
            out: list[A.Action] = [A.BUY] if self.may_buy(p, s) else []
            if self.edition.rules.bank_loans and mortgages.loan_problem(self, p, s) is None:
                out.append(A.LOAN)
            out.append(A.DECLINE)
            return out + managing(p, build=BUY in WHEN[A.Build], lift=BUY in WHEN[A.Unmortgage])
        if kind == BID:
            low = self.min_bid()
            return ([A.Bid(low)] if self.max_bid(p) >= low else []) + [A.DROP]
        if kind == TRADE:
            assert self.offer is not None and pend.other is not None  # an offer to answer, and who made it
            ok = trades.offer_problem(self, self.offer, pend.other) is None
            return [A.ACCEPT, A.REJECT] if ok else [A.REJECT]
        if kind == RAISE:
            out = managing(p, build=RAISE in WHEN[A.Build], lift=RAISE in WHEN[A.Unmortgage])
            return [*out, A.RESIGN] if debts.may_give_up(self) else out
        if kind == LEAVE:
            return [A.PAY_FINE, A.USE_CARD]
        if kind == THROW:
            return [A.ROLL]
        if kind == JAIL:
            out = [A.ROLL]  # (typed above, at BUY)
            if self.players[p].cash >= self.edition.rules.jail_fine:
                out.append(A.PAY_FINE)
            if self.players[p].bail_cards:
                out.append(A.USE_CARD)
            return out + managing(p) + ending.actions(self)
        return []

    def _manage_actions(self, p: int, build: bool = True, lift: bool = True,
                        only: int | None = None) -> list[A.Action]:
        """Sell, mortgage, lift and build actions open to `p` (the hot path of every decision);
        with `only`, just those on that square. On editions with Byapar's building rules, cheap
        tests pass over what the topic's rule would refuse and each build and sale listed is
        confirmed by that rule (the `*_problem` its handler asks); a mortgage's and a lift's
        rule is two comparisons, written out here for speed (the legal lists are half an engine
        benchmark's time), and tests/test_general_paths.py pins them to the rules."""
        owned = self.owned[p]
        if not owned:  # a loan outlives the places: it may still be repaid
            return [A.REPAY] if lift and self.loans[p] and mortgages.repay_problem(self, p) is None else []
        t = self.tables
        if t.general:
            return mortgages.manage_general(self, p, build, lift, only)
        cash = self.players[p].cash
        level, mortgaged = self.levels, self.mortgages
        out: list[A.Action] = []
        builds: list[A.Action] = []
        for s in squares_in(owned, only):
            if mortgaged[s]:  # mortgages.unmortgage_problem, written out (tests pin the two)
                if lift and cash >= (self.lift_cost(s) if self.fee_paid else t.lift[s]):
                    out.append(t.unmortgage[s])
                continue
            members = t.members[s]
            if members is None:  # mortgages.mortgage_problem for a transport or a service
                out.append(t.mortgage[s])
                continue
            lv = level[s]
            levels = [level[m] for m in members]
            if lv:
                if lv == max(levels) and building.sell_problem(self, p, s) is None:
                    out.append(t.sell[s])
            elif not any(levels):  # mortgages.mortgage_problem for a place, written out
                out.append(t.mortgage[s])
            if (build and lv < t.max_level and cash >= t.house_cost[s] and owned.issuperset(members)
                    and lv == min(levels) and not any(mortgaged[m] for m in members)
                    and building.build_problem(self, p, s) is None):
                builds.append(t.build[s])
        return out + builds

    def can_offer(self, player: int | None = None) -> bool:
        """Whether `player` (default: the pending one) may make a trade offer now (trades.can_offer)."""
        return trades.can_offer(self, player)

    def can_counter(self) -> bool:
        """Whether the player answering an offer may answer with one of their own: a counter
        is one of its maker's three offers this turn, so a haggle ends when one side's are used up."""
        return trades.can_counter(self)

    @property
    def offer_is_counter(self) -> bool:
        """Whether the open offer answers an offer of its partner's (a counter-offer)."""
        return trades.offer_is_counter(self)

    def min_bid(self) -> int:
        """The lowest bid the running auction takes now."""
        return buying.min_bid(self)

    def max_bid(self, player: int) -> int:
        """The most `player` may bid in the running auction."""
        return buying.max_bid(self, player)

    # ----- applying actions -------------------------------------------------------------------

    def apply(self, action: A.Action | str) -> list[E.Event]:
        """Check and carry out the pending player's action; return what happened."""
        handler = _HANDLERS.get(type(action))
        if handler is None or self.over or isinstance(action, str):  # text, no action, or too late
            action, handler = _handler(self, action)
        before = self.clone() if self._undo is not None else None
        events, self.events = self.events, []
        try:
            handler(self, action)  # checks everything before changing anything
        except IllegalAction:
            self.events = events  # refused: even the last action's events stay as they were
            raise
        self.history.append(A.PLAIN_TEXT.get(type(action)) or str(action))
        if self.tasks or self.pending.kind not in _WAITING:  # else _run would return at once (most bids)
            self._run()
        if before is not None:
            _remember(self, before, action)
        return self.events

    # ----- undo --------------------------------------------------------------------------------

    def start_undo(self) -> None:
        """Keep the points a player may step back to, from now on: nothing decided before can
        be taken back. The app calls this when a game opens and whenever the decision passes
        from one person to another; sims never do, and pay nothing for undo."""
        self._undo = []

    def can_undo(self, player: int) -> bool:
        """Whether `player` made the last decision and it came after the last throw or card."""
        undo = self._undo
        return undo is not None and bool(undo) and undo[-1][0] == player

    def undo(self, player: int) -> None:
        """Step back to just before `player`'s last decision, exactly as the game was then."""
        if not self.can_undo(player):
            raise IllegalAction("nothing-to-undo", player=player)
        stack = self._undo
        assert stack  # can_undo said so
        _, before = stack.pop()
        owner, level, mortgaged = self.owners, self.levels, self.mortgages
        self.__dict__.update(before.__dict__)
        # the board's lists stay this game's own, refilled: a GameView holds them to read
        owner[:], level[:], mortgaged[:] = self.owners, self.levels, self.mortgages
        self.owners, self.levels, self.mortgages = owner, level, mortgaged
        self._undo = stack

    def check_offer(self, offer: A.Offer | str, player: int | None = None) -> IllegalAction | None:
        """Why `player` (default: the pending one) can't make this offer now, or None if they can."""
        if isinstance(offer, str):
            offer = _parsed(offer, A.Offer)
        p = offer.by if offer.by is not None else self.pending.player if player is None else player
        if not self.can_offer(p):
            return trades.time_rule(self)
        return trades.offer_problem(self, offer, p)

    def check_trade_place(self, square: int) -> IllegalAction | None:
        """Why the owner of `square` can't put it in a trade (buildings in its group to sell
        first, where building needs the whole group), or None if it may go."""
        return trades.built_problem(self, square)

    def check_counter(self, counter: A.Counter | str) -> IllegalAction | None:
        """Why the player answering an offer can't answer with `counter`, or None if they can."""
        if isinstance(counter, str):
            counter = _parsed(counter, A.Counter)
        return trades.counter_problem(self, counter)

    # ----- running the game forward -----------------------------------------------------------

    def _run(self) -> None:
        """Work through queued tasks until a player must decide, then settle the next decision."""
        tasks = self.tasks
        while not self.over:
            if self.pending.kind in _WAITING:
                return
            if not tasks:
                turn.after_move(self)
                return
            task = tasks.popleft()
            _TASKS[type(task)](self, *task)

    # ----- saves and copies ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON types, with a format version."""
        return save.to_dict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """A saved game, exactly as it was; a SaveError if the save is damaged or impossible."""
        return save.from_dict(data, cls)


    def with_general_paths(self) -> Game:
        """A copy whose legal_actions and raisable take the general path, the one every
        edition can take (the fast path serves editions with Byapar's building rules). The two
        must agree on any table, which tests pin through this copy's public answers."""
        g = self.clone()
        g.tables = copy.copy(self.tables)
        g.tables.general = True
        return g


def _check_humans(humans: list[bool] | None, count: int) -> list[bool]:
    if humans is None:
        return [True] * count  # unknown: every seat answers for itself
    humans = list(humans)
    if len(humans) != count or not all(isinstance(h, bool) for h in humans):
        raise SetupError("humans", count=count)
    return humans


def _actor(game: Game, action: A.Action) -> int | None:
    """Whose decision `action` is taken as by `apply`: an offer's maker, a building's owner
    where building or selling goes on out of turn, otherwise the pending player."""
    if isinstance(action, A.Offer):
        return game.pending.player if action.by is None else action.by
    rules = game.edition.rules
    out_of_turn: dict[type, bool] = {A.Build: rules.build_out_of_turn, A.Sell: rules.sell_out_of_turn,
                                     A.SellPlace: rules.sell_out_of_turn, A.BuildRound: rules.build_out_of_turn,
                                     A.BuildTo: rules.build_out_of_turn, A.SellRound: rules.sell_out_of_turn}
    s = getattr(action, "square", None)
    on_board = out_of_turn.get(type(action), False) and type(s) is int and 0 <= s < len(game.squares)
    owner = game.owners[s] if on_board and s is not None else None
    if owner is not None and building.out_of_turn_open(game, owner):
        return owner
    return game.pending.player


def undo_point(game: Game, player: int) -> Game | None:
    """The game as it stood just before `player`'s last decision (what `Game.undo` brings back,
    left untouched: read it, never play on it), or None when there is nothing to undo."""
    return game._undo[-1][1] if game.can_undo(player) and game._undo else None


def undo_mark(game: Game) -> int:
    """Where the undo points stand now, for `join_undo` once several actions are one decision."""
    return len(game._undo) if game._undo is not None else 0


def join_undo(game: Game, mark: int) -> None:
    """Make the decisions remembered since `mark` (`undo_mark`) one: a single undo takes them all
    back, as one click made them (raising a debt step by step)."""
    undo = game._undo
    if undo is not None and len(undo) > mark + 1:
        del undo[mark + 1:]


def _remember(game: Game, before: Game, action: A.Action) -> None:
    undo = game._undo
    assert undo is not None  # only called with undo on
    # New randomness (a throw, a card) can't be taken back: nothing before it can be undone.
    if game.rolls != before.rolls or any(type(e) in (E.Rolled, E.CardDrawn) for e in game.events):
        undo.clear()
        return
    by = getattr(action, "by", None)
    actor = before.pending.player if by is None else by
    square = getattr(action, "square", None)
    if square is not None and before.owners[square] is not None:
        actor = before.owners[square]  # building or selling out of turn is the owner's decision
    undo.append((actor, before))


def _deal_places(game: Game) -> None:
    """Deal places free before the first throw, never completing a group."""
    per_player = game.settings.dealt_places
    if not per_player:
        return
    free = [s.index for s in game.squares if s.buyable]
    game.rng.shuffle(free)
    for _ in range(per_player):
        for p in range(len(game.players)):
            pick = next((s for s in free if not _would_complete(game, p, s)), None)
            if pick is None:
                continue
            free.remove(pick)
            game.give(pick, p)
            game.events.append(E.Dealt(p, pick))

def _would_complete(game: Game, p: int, s: int) -> bool:
    members = game.edition.groups[game.squares[s].group]
    return len(members) > 1 and all(game.owners[m] == p for m in members if m != s)



def _roll(game: Game, action: A.Roll) -> None:
    """The throw (turn.roll), then the walk it returns: the commonest path through a game,
    so not sent round the task queue when nothing else waits there."""
    p = game.pending.player
    steps = turn.roll(game, action)
    if steps:
        landing.task_walk(game, p, steps)


def _nothing(p: int, build: bool = True, lift: bool = True) -> list[A.Action]:
    return []


_Parsed = TypeVar("_Parsed", bound=A.Action)


def _parsed(text: str, kind: type[_Parsed]) -> _Parsed:
    """The action `text` spells, refused unless it is of `kind`."""
    action = A.parse(text)
    if not isinstance(action, kind):
        raise ActionTextError("not-an-action", action=text)
    return action


def _handler(game: Game, action: A.Action | str) -> tuple[A.Action, Callable[[Game, Any], None]]:
    """The action (parsed from its text) and the topic's handler for it, or the refusal of an
    action nothing could make legal now: the game is over, or it is no action at all."""
    if isinstance(action, str):
        action = A.parse(action)
    if game.over:
        raise IllegalAction("game-over")
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise ActionTextError("not-an-action", action=action)
    return action, handler


_RUNNING, _WAITING = RUNNING_DECISION, WAITING  # the names the save reader and the tests knew
_BUILDING = WHEN[A.Build] & WHEN[A.Unmortgage]  # where the full list of square actions is asked
_HANDLERS: dict[type, Callable[[Game, Any], None]] = {
    A.Roll: _roll, A.PayFine: jail.pay_fine, A.UseCard: jail.use_card,
    A.Buy: buying.buy, A.Decline: buying.decline, A.Bid: buying.bid, A.Drop: buying.drop,
    A.Build: building.build, A.Sell: building.sell, A.Mortgage: mortgages.mortgage,
    A.Unmortgage: mortgages.unmortgage, A.Offer: trades.offer, A.Accept: trades.accept,
    A.Reject: trades.reject, A.End: turn.end, A.SellPlace: mortgages.sell_place,
    A.Loan: mortgages.loan, A.Repay: mortgages.repay, A.Counter: trades.counter,
    A.ProposeEnd: ending.propose_end,
    A.AgreeEnd: ending.agree_end, A.RefuseEnd: ending.refuse_end, A.Resign: debts.resign,
    A.Keep: debts.keep,
    A.BuildRound: building.build_round, A.SellRound: building.sell_round, A.BuildTo: building.build_to,
}
_TASKS: dict[type, Callable[..., None]] = {
    T.Walk: landing.task_walk, T.Goto: landing.task_goto, T.Debt: debts.task_debt,
    T.AuctionTask: buying.task_auction, T.LeaveJail: jail.task_leave,
    T.Resume: trades.task_resume, T.Bump: landing.task_bump, T.Rethrow: landing.task_rethrow,
    T.Ferry: landing.task_ferry, T.Carnival: landing.task_carnival, T.Keep: debts.task_keep,
    T.AskThrow: landing.task_ask_throw, T.Sweepstakes: landing.task_sweepstakes,
    T.BuildingWon: building.task_building_won, T.ThrowOff: turn.task_throw_off,
}
