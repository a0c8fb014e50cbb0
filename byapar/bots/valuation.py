"""Pricing holdings: what a set of places is worth to a player, in rupees.

A holding is worth what it adds to the player's worth at the end (each place at its
price, buildings at their cost, as the rules count worth) plus the rent it should
collect from the opponents before the game ends: landing chance x rent x throws per
round x opponents x rounds left, discounted for what can go wrong. A complete group
is priced at the level its owner can afford to build it to, so completing a set is
worth far more than its printed prices, which is what trades and auctions turn on.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from byapar.engine import schema as S
from byapar.engine.edition import Edition
from byapar.engine.state import TableState
from byapar.engine.view import GameView

from .board import THROWS_PER_TURN, BoardValues, board_values

LAST_PLAYER_HORIZON = 40  # rounds a last-player game is expected to run on


class Appraiser:
    """Prices holdings for one bot. Call `look(view)` once per decision before pricing."""

    def __init__(self, target_level: int, discount: float, horizon_cap: int, build_funds: float,
                 last_player_discount: float | None = None, purse_cap: float | None = None) -> None:
        self.target_level = target_level  # the building level a new set is priced at
        self.discount = discount  # how much of the expected rent to believe
        # in a game to the last player, if believed otherwise there (its end is a guess)
        self.last_player_discount = discount if last_player_discount is None else last_player_discount
        self.horizon_cap = horizon_cap  # rounds ahead it looks at most
        self.build_funds = build_funds  # salaries counted on to pay for building a new set
        # salaries of the owner's own cash counted towards building a set, at most (None: all of it)
        self.purse_cap = purse_cap
        self._cash_cap = float("inf")
        self.values: BoardValues  # the board's tables, from the first look()
        self.edition: Edition | None = None
        self.factor = 0.0
        self.rounds_left = 0
        self._key: int | None = None
        self.view: GameView | None = None
        self._memo: tuple = ()  # what this appraiser's figures hang on besides the table (`Steady`)

    def look(self, view: GameView) -> None:
        """Read what the prices depend on: the board, the rounds left, the opponents.

        Cached for the round: the rounds left change between rounds, the opponents rarely."""
        key = view.round
        if key == self._key and view is self.view:
            return
        if view is not self.view:
            self.view = view
            self._level_of, self._mortgaged = view.levels, view.mortgages  # the board's own lists
        self._key = key
        edition = view.edition
        if edition is not self.edition:
            self.edition = edition
            self.values = values = board_values(edition)
            self.squares = edition.squares
            self.salary = edition.rules.salary
            self.prices, self.house_costs, self.needed = values.prices, values.house_costs, values.needed
            self._landing, self._levels, self._kind = values.landing, values.levels, values.kind
            self._tops, self.steps = values.tops, values.steps
            self._extra_funds = self.build_funds * self.salary
            self._cash_cap = float("inf") if self.purse_cap is None else self.purse_cap * self.salary
        rounds = view.settings.rounds
        left = rounds - view.round + 1 if rounds else LAST_PLAYER_HORIZON
        self.rounds_left = max(0, min(self.horizon_cap, left))
        opponents = len(view.active_players()) - 1
        discount = self.discount if rounds else self.last_player_discount
        self.factor = THROWS_PER_TURN * opponents * self.rounds_left * discount
        # appraisers alike in these price alike: while the table holds still they share figures
        self._memo = (self.target_level, self._extra_funds, self.factor, self._cash_cap, view)

    # ----- single squares --------------------------------------------------------------------

    def rent_income(self, square: int, rent: int) -> float:
        """Rupees a square charging `rent` should bring in over the rounds left."""
        return self.values.landing[square] * rent * self.factor

    def level_gain(self, square: int, level: int) -> float:
        """What building from `level` to `level + 1` on `square` adds in rent to come."""
        return self.steps[square][level] * self.factor

    # ----- holdings -------------------------------------------------------------------------------

    def holding(self, squares: Iterable[int], cash: int) -> float:
        """Worth plus rent to come of owning exactly `squares` (with `cash` for building)."""
        total = 0.0
        group = self._group
        for name, mine in self._by_group(squares).items():
            total += group(name, mine, cash)
        return total

    def _by_group(self, squares: Iterable[int]) -> dict[str, list[int]]:
        """The squares by group, each group where its first square comes, in their order."""
        by_group: dict[str, list[int]] = {}
        group_of = self.values.group_of
        for s in squares:
            mine = by_group.get(group_of[s])
            if mine is None:
                by_group[group_of[s]] = [s]
            else:
                mine.append(s)
        return by_group

    def trade_side(self, view: GameView, who: int, gone: tuple[int, ...], come: tuple[int, ...]) -> TradeSide:
        """`who`'s side of handing over the places `gone` for `come`, ready to price with any cash:
        made once while the table holds still (`Steady`), else afresh."""
        held = _held.sides
        if held is None:
            return TradeSide(self, view, who, gone, come)
        key = (self._memo, view, who, view.players[who].cash, gone, come)  # a stretch may see cash move
        side = held.get(key)
        if side is None:
            side = held[key] = TradeSide(self, view, who, gone, come)
        return side

    def _group(self, group: str, mine: list[int], cash: int) -> float:
        if self._kind[mine[0]] != S.PLACE:
            return self._others(mine)
        whole = len(mine) >= self.needed[group]  # enough of the group to build and double its rent
        if not whole:
            return self._places(mine, 0, 1)
        lift = self._lifts(mine)
        if lift:  # a whole group with a mortgage: lifted, then built with the cash left over
            return _places_figure(self._lifted(mine), mine, self._potential(mine, cash - lift), 2) - lift
        return self._places(mine, self._potential(mine, cash), 2)

    def _lifts(self, mine: list[int]) -> int:
        """What lifting the mortgages on `mine` costs (the edition's table), 0 if none is mortgaged."""
        mortgaged, view = self._mortgaged, self.view
        assert view is not None  # priced after look()
        return sum(view.lift_cost(s) for s in mine if mortgaged[s])

    def _lifted(self, mine: list[int]) -> tuple:
        """`_pricing` with `mine`'s mortgages lifted: a group a mortgage stops building on is one
        lift away from building, and a partner buying its last place pays for that too."""
        pricing = list(self._pricing())
        mortgaged = list(self._mortgaged)
        for s in mine:
            mortgaged[s] = False
        pricing[1] = mortgaged
        return tuple(pricing)

    def _others(self, mine: list[int]) -> float:
        """Airports, services and the like: the rent by how many of the group are held."""
        mortgaged, prices, landing, levels = self._mortgaged, self.prices, self._landing, self._levels
        worth = 0.0
        income = 0.0
        count = len(mine)
        for s in mine:
            if mortgaged[s]:
                worth += prices[s] // 2
            else:
                worth += prices[s]
                rents = levels[s]
                income += landing[s] * rents[min(count, len(rents)) - 1]
        return worth + income * self.factor

    def _places(self, mine: list[int], level: int, double: int) -> float:
        """Places of one group, each built to `level` at least (its own buildings if more),
        an unbuilt one's rent times `double`."""
        return _places_figure(self._pricing(), mine, level, double)

    def _pricing(self) -> tuple:
        """What a group's figure is read from, as `_places_figure` takes it: the board's own lists
        of buildings and mortgages, the edition's tables, and the factor of the rent to come."""
        return (self._level_of, self._mortgaged, self.prices, self._landing, self._levels,
                self.house_costs, self.factor)

    def _priced(self, squares: list[int]) -> list[float | _CashLevel]:
        """Each group's figure in `holding` of `squares`, in its order: a number, or (a set
        whose building level hangs on the cash) how to find it."""
        if not squares:
            return []
        part = self._part
        return [part(name, mine) for name, mine in self._by_group(squares).items()]

    def _part(self, group: str, mine: list[int]) -> float | _CashLevel:
        """`_group`'s figure for these places of one group, where no cash changes it; else how
        the cash does (a whole unmortgaged set that building could take above what stands)."""
        if self._kind[mine[0]] != S.PLACE:
            return self._others(mine)
        if len(mine) < self.needed[group]:
            return self._places(mine, 0, 1)
        lift = self._lifts(mine)
        pricing = self._lifted(mine) if lift else self._pricing()
        costs, tops, level_of = self.house_costs, self._tops, self._level_of
        cost = 0
        built = top = 99
        for m in mine:  # as `_potential` reads them
            cost += costs[m]
            if level_of[m] < built:
                built = level_of[m]
            if tops[m] < top:
                top = tops[m]
        top = min(self.target_level, top)
        if not cost or top <= built:
            return _places_figure(pricing, mine, built, 2) - lift  # the level is what stands, whatever the cash
        return _CashLevel(pricing, mine, cost, built, top, self._extra_funds - lift, self._cash_cap, lift)

    def _potential(self, members: list[int], cash: int) -> int:
        """The building level the places `members` of a buildable group can soon be
        brought to with this cash (every place of it, or the sites held where part suffices)."""
        costs, tops, level_of = self.house_costs, self._tops, self._level_of
        cost = 0
        built = top = 99
        for m in members:  # one pass: the cost of a step on each, the lowest built, the lowest top
            cost += costs[m]
            if level_of[m] < built:
                built = level_of[m]
            if tops[m] < top:
                top = tops[m]
        top = min(self.target_level, top)
        funds = min(max(0, cash), self._cash_cap) + self._extra_funds
        return max(built, min(top, int(funds // cost) if cost else 0))

    def marginal(self, player: int, square: int, cost: int, refine: int = 1, cash: int | None = None) -> float:
        """What gaining `square` for `cost` changes the player's holding by, before the cost.

        With `refine` > 1 the cost is taken again as the last answer, that many times in all
        (a bid priced at itself), the holding before the gain priced only once. `cash`: what the
        player builds with before paying `cost` (None: the cash in hand)."""
        view = self.view
        assert view is not None  # priced after look()
        owned = view.owned[player]
        if cash is None:
            cash = view.players[player].cash
        name = self.values.group_of[square]
        mine = [s for s in self.values.groups[name] if s in owned]
        before = self._group(name, mine, cash) if mine else 0.0
        after = [*mine, square]
        for _ in range(refine):
            gain = self._group(name, after, cash - cost) - before
            cost = int(gain)
        return gain

    def marginal_built(self, player: int, square: int, cost: int) -> float:
        """`marginal`, the group `square` joins priced as if the player's cash, `cost` paid, built it
        to `target_level` (as far as its places go): what a set is worth to a player whose purse,
        short today, fills again at every salary."""
        view = self.view
        assert view is not None  # priced after look()
        owned = view.owned[player]
        joined = [s for s in self.values.groups[self.values.group_of[square]] if s in owned or s == square]
        building = sum(self.house_costs[s] for s in joined) * self.target_level
        return self.marginal(player, square, cost, cash=max(view.players[player].cash, cost + building))


class _Held(threading.local):
    """The trade sides made while the table holds still (`Steady`), each thread its own: bots
    think on worker threads, and one thread's stretch says nothing of another's table."""

    sides: dict[tuple, TradeSide] | None = None


_held = _Held()


class Steady:
    """A stretch in which nothing the prices depend on changes but the players' cash, as in one
    decision on one table (owners, buildings, mortgages, the round): inside it each side of a
    trade is priced once for each cash its player holds, and only the cash it moves is priced
    again (`TradeSide`). Nested stretches keep their own."""

    __slots__ = ("_outer", "_sides")

    def __init__(self) -> None:
        self._sides: dict[tuple, TradeSide] | None = None

    def __enter__(self) -> None:
        self._outer = _held.sides
        _held.sides = self._sides if self._sides is not None else {}

    def __exit__(self, *exc: object) -> None:
        _held.sides = self._outer


class StillHoldings(Steady):
    """A stretch over the decisions on one table (a look-ahead's copy) that goes on while nobody's
    places, buildings or mortgages move and the round stays (`over` before each decision), what
    it keeps dropped when they do: only the cash moves inside it, and sides are kept by cash."""

    __slots__ = ("_round", "_owners", "_levels", "_mortgages")

    def __init__(self) -> None:
        super().__init__()
        self._sides = {}
        self._round = -1
        self._owners: list = []
        self._levels: list = []
        self._mortgages: list = []

    def over(self, table: TableState) -> StillHoldings:
        """This stretch, renewed if the table's holdings or round have moved since the last decision."""
        if not (table.round == self._round and table.owners == self._owners and table.levels == self._levels
                and table.mortgages == self._mortgages):
            self._round = table.round
            self._owners, self._levels, self._mortgages = list(table.owners), list(table.levels), list(table.mortgages)
            self._sides = {}
        return self


class TradeSide:
    """One player's holding in the groups a trade touches, before it and after it, priced
    for any cash the trade moves: `before` is fixed, and of `after` only the sets whose
    building level hangs on the cash are priced again (summed in `holding`'s order, so the
    figures are the same to the last bit)."""

    __slots__ = ("cash", "before", "_fixed", "_parts")

    def __init__(self, app: Appraiser, view: GameView, who: int, gone: tuple[int, ...],
                 come: tuple[int, ...]) -> None:
        self.cash = cash = view.players[who].cash
        group = app.values.group_of.__getitem__
        touched = set(map(group, gone))
        touched.update(map(group, come))
        keep = [s for s in view.owned[who] if group(s) in touched]
        after = [s for s in keep if s not in gone] + list(come) if gone else keep + list(come)
        self.before = _summed(app._priced(keep), cash) + cash
        parts = app._priced(after)
        fixed: float | None = 0.0
        for part in parts:  # the figures added now if none hangs on the cash
            if type(part) is not float:
                fixed = None
                break
            fixed += part  # type: ignore[operator]
        self._fixed, self._parts = fixed, parts

    def after(self, cash: int) -> float:
        """The holding after the trade, with `cash` in hand, plus that cash."""
        fixed = self._fixed
        if fixed is not None:
            return fixed + cash
        return _summed(self._parts, cash) + cash

    def cash_levels(self) -> list[_CashLevel]:
        """The sets whose building level hangs on the cash: between two cash at which each is
        priced at the same level (`_CashLevel.level`), `after` moves with the cash alone."""
        if self._fixed is not None:
            return []
        return [part for part in self._parts if type(part) is not float]  # type: ignore[misc]


def _summed(parts: list[float | _CashLevel], cash: int) -> float:
    """The groups' figures with `cash` in hand, added up as `holding` adds them."""
    total = 0.0
    for part in parts:
        total += part if type(part) is float else part.value(cash)  # type: ignore[union-attr]
    return total


class _CashLevel:
    """A whole set priced at the level `cash` could build it to (`Appraiser._potential`), each
    level's figure kept; priced from what the appraiser read when it was made (`_pricing`)."""

    __slots__ = ("pricing", "mine", "cost", "built", "top", "extra", "cap", "lift", "by_level")

    def __init__(self, pricing: tuple, mine: list[int], cost: int, built: int, top: int, extra: float,
                 cap: float, lift: int = 0) -> None:
        self.pricing, self.mine, self.cost, self.built, self.top, self.extra = pricing, mine, cost, built, top, extra
        self.cap = cap  # the most of the cash counted (`Appraiser.purse_cap`)
        self.lift = lift  # what lifting the set's mortgages costs first (`pricing` has them lifted)
        self.by_level: dict[int, float] = {}

    def level(self, cash: int) -> int:
        """The level `cash` could build the set to, as `_potential` finds it."""
        level = int((min(cash if cash > 0 else 0, self.cap) + self.extra) // self.cost)
        if level > self.top:
            return self.top
        return level if level > self.built else self.built

    def value(self, cash: int) -> float:
        counted: float = cash if cash > 0 else 0  # `level`, inline: the hot path
        if counted > self.cap:
            counted = self.cap
        level = int((counted + self.extra) // self.cost)
        if level > self.top:
            level = self.top
        if level < self.built:
            level = self.built
        value = self.by_level.get(level)
        if value is None:
            value = self.by_level[level] = _places_figure(self.pricing, self.mine, level, 2) - self.lift
        return value


def _places_figure(pricing: tuple, mine: list[int], level: int, double: int) -> float:
    """`Appraiser._places` from what it reads (`Appraiser._pricing`)."""
    # the hottest loop of the bots' pricing: the board's lists are indexed directly
    level_of, mortgaged, prices, landing, levels, costs, factor = pricing
    worth = 0.0
    income = 0.0
    for s in mine:
        if mortgaged[s]:
            worth += prices[s] // 2
            continue
        built = level_of[s]
        worth += prices[s] + built * costs[s]
        at = built if built > level else level
        rents = levels[s]
        income += landing[s] * (rents[at] if at else rents[0] * double)
    return worth + income * factor
