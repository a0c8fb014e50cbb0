"""The vocabulary other editions switch on with their data: the rule settings in `Rules`
beyond Byapar's own, and the square kinds Byapar's board doesn't print.

`Game` inherits these methods; each is called from one hook in game.py and does nothing
(or exactly what Byapar does) while the edition leaves its setting at the default. No
method here asks which edition is being played, only what its data says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import building, buying, mortgages, turn
from . import schema as S
from .edition import Edition, Rules
from .money import gst, half_down, is_whole, percent_up
from .table import BANK, WAITING, Pending, squares_in

if TYPE_CHECKING:
    from .game import Game



def general_raise_tables(edition: Edition) -> tuple[list[int], list[int], list[int]]:
    """For _raisable_general: each owned square's marker floor (`marker_floor`), a building's
    sale and the place's mortgage or sale to the bank, both net of GST."""
    rules = edition.rules

    def tax(amount: int) -> int:
        return gst(amount, rules.gst_percent, rules.gst_step) if rules.gst_percent else 0

    floor, sale, place = [], [], []
    for sq in edition.squares:
        floor.append(1 if rules.ownership_markers and sq.kind == S.PLACE else 0)
        building = half_down(sq.house_cost)
        sale.append(building - tax(building))
        value = half_down(sq.price)
        place.append(value if rules.mortgages else value - tax(value) if rules.sell_places else 0)
    return floor, sale, place


def needs_general_manage(rules: Rules) -> bool:
    """Whether the edition's building and selling rules differ from Byapar's fast path."""
    return bool(rules.group_sites or not rules.build_needs_group or rules.build_after_lap
                or rules.ownership_markers or not rules.mortgages or rules.sell_places
                or rules.gst_percent or rules.bank_loans)


class EditionRules:
    """Mixin for `Game`: the rules other editions turn on."""

    # ----- set-up ------------------------------------------------------------------------------

    def _init_variants(self: Game) -> None:
        n = len(self.players)
        self.first = 0  # the seat that opened the game: rounds are counted from it
        self.lapped = [False] * n  # has passed Start at least once
        self.started = [self.settings.opening != "twelve"] * n  # has thrown the twelve that leaves Start
        self.loans = [0] * n  # a bank loan outstanding, before interest
        self.fee_paid: set[int] = set()  # mortgaged places received with their fee paid this turn
        self.bumped: set[int] = set()  # players already bumped back during this move
        self.salary_hold = [0] * n  # 1: this turn's move earns no salary (the fine was paid)
        self.building_auction = False  # the running auction sells one building, not a place
        if self.settings.opening == "throw":
            self.first = self.current = turn.throw_off(self)

    def _copy_variants(self: Game, g: Game) -> None:
        g.lapped, g.started, g.loans = list(self.lapped), list(self.started), list(self.loans)
        g.fee_paid, g.bumped, g.salary_hold = set(self.fee_paid), set(self.bumped), list(self.salary_hold)

    # ----- money helpers -----------------------------------------------------------------------

    def gst(self: Game, amount: int) -> int:
        """The goods and services tax on an amount (0 where the edition has none)."""
        rules = self.edition.rules
        return gst(amount, rules.gst_percent, rules.gst_step) if rules.gst_percent else 0

    def _pay_gst(self: Game, p: int, amount: int, square: int | None = None) -> None:
        self._transfer(p, BANK, self.gst(amount), "gst", square)

    def marker_floor(self: Game, s: int) -> int:
        """Building steps that can't be sold on their own: the ownership house of an owned lot."""
        rules = self.edition.rules
        return 1 if rules.ownership_markers and self._owner[s] is not None and self.squares[s].kind == S.PLACE else 0

    def loan_cost(self: Game, p: int) -> int:
        """What repaying `p`'s bank loan costs now: the loan plus the interest."""
        loan = self.loans[p]
        return loan + percent_up(loan, self.edition.rules.mortgage_interest_percent) if loan else 0

    def place_sale(self: Game, s: int) -> int:
        """What the bank pays for a place and its buildings (before GST)."""
        sq = self.squares[s]
        return half_down(sq.price) + (self._level[s] - self.marker_floor(s)) * half_down(sq.house_cost)

    def _raisable_general(self: Game, p: int) -> int:
        # per square, from the edition's tables (general_raise_tables): what each building
        # above the ownership house and the place itself bring, net of GST
        t = self.tables
        level, mortgaged, floor, sale, place = self._level, self._mortgaged, t.floor, t.sale_net, t.place_net
        return sum((level[s] - floor[s]) * sale[s] + (0 if mortgaged[s] else place[s]) for s in self.owned[p])


    # ----- groups and building -----------------------------------------------------------------

    def _task_resume(self: Game, player: int, kind: str, square: int | None, amount: int,
                     other: int | None) -> None:
        self.pending = Pending(player, kind, square, amount, other)

    # ----- acting out of turn ------------------------------------------------------------------

    def _out_of_turn_open(self: Game, q: int) -> bool:
        return (not self.over and not self.players[q].bankrupt and self.auction is None
                and self.pending.kind in WAITING and q != self.pending.player)

    def _out_of_turn_actions(self: Game, q: int) -> list[A.Action]:
        rules = self.edition.rules
        if not (rules.build_out_of_turn or rules.sell_out_of_turn) or not self._out_of_turn_open(q):
            return []
        out: list[A.Action] = []
        for s in sorted(self.owned[q]):
            if rules.sell_out_of_turn:
                if building.sell_problem(self, q, s) is None:
                    out.append(A.Sell(s))
                if mortgages.sell_place_problem(self, q, s) is None:
                    out.append(A.SellPlace(s))
            if rules.build_out_of_turn and building.build_problem(self, q, s) is None:
                out.append(A.Build(s))
        return out

    def _square_actor(self: Game, s: object, allowed: bool, *kinds: str) -> int:
        """Who acts on square `s`: its owner out of turn where the edition allows, else the
        pending player at one of `kinds`."""
        owner = self._owner[s] if is_whole(s) and 0 <= s < len(self.squares) else None
        if allowed and owner is not None and self._out_of_turn_open(owner):
            return owner
        return self._expect(*kinds)

    # ----- selling to the bank, loans ----------------------------------------------------------

    def _manage_general(self: Game, p: int, build: bool, lift: bool, only: int | None = None) -> list[A.Action]:
        """Sell, mortgage, lift, build and repay actions under the edition's own rules
        (with `only`, just those on that square)."""
        rules = self.edition.rules
        cash = self.players[p].cash
        out: list[A.Action] = []
        builds: list[A.Action] = []
        for s in squares_in(self.owned[p], only):
            if self._mortgaged[s]:
                if lift and cash >= self.lift_cost(s):
                    out.append(A.Unmortgage(s))
                continue
            if building.sell_problem(self, p, s) is None:
                out.append(A.Sell(s))
            if rules.mortgages and mortgages.mortgage_problem(self, s) is None:
                out.append(A.Mortgage(s))
            if rules.sell_places and mortgages.sell_place_problem(self, p, s) is None:
                out.append(A.SellPlace(s))
            if build and building.build_problem(self, p, s) is None:
                builds.append(A.Build(s))
        if lift and only is None and self.loans[p] and cash >= self.loan_cost(p):
            out.append(A.REPAY)
        return out + builds

    # ----- buying ------------------------------------------------------------------------------

    def may_buy(self: Game, p: int, s: int) -> bool:
        """Whether `p` can buy `s` from the bank at its price now."""
        price = self.squares[s].price
        return self.players[p].cash >= price + self.gst(price) and not buying.markers_full(self, p, s)

    def transfer_fee(self: Game, s: int) -> int:
        """The fee on a mortgaged place changing hands (0 where the edition has none)."""
        percent = self.edition.rules.mortgage_transfer_percent
        return percent_up(self.mortgage_value(s), percent) if percent and self._mortgaged[s] else 0

    def _received(self: Game, taker: int, s: int) -> None:
        """A place reached a new owner in a trade: the fee on a mortgaged one is due at once."""
        fee = self.transfer_fee(s)
        if fee:
            self._transfer(taker, BANK, fee, "mortgage-fee", s)
            self.fee_paid.add(s)

    # ----- bankruptcy ----------------------------------------------------------------------------

    def lots_left(self: Game, p: int) -> int | None:
        """Ownership houses `p` has left for more lots (Finance); None where the edition has none."""
        markers = self.edition.rules.ownership_markers
        return markers - buying.lot_count(self, self.owned[p]) if markers else None
