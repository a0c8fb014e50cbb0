"""Trades: pricing an offer for both sides, and finding offers worth making.

A trade is judged by what it does to each side's holding (valuation.Appraiser): the
bot takes it only if it gains, gains enough against what its partner gains with every
set priced at its full rent (so it won't hand over a set, its own or a rival's, cheaply),
and can still pay the rents ahead afterwards.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from byapar.engine import actions as A
from byapar.engine import schema as S
from byapar.engine.money import bail_card_worth
from byapar.engine.view import GameView

from .valuation import Appraiser, TradeSide

CASH_STEP = 10
TIDY_STEPS = ((1_000, 10), (5_000, 50))  # cash a person hears is a multiple of 10 under 1,000, of 50 under 5,000
TIDY_STEP = 100  # and of 100 above
# the chance a bot puts on coming to hold each place of a group still at the bank (by landing,
# auction or a later trade): what a step towards a set is worth in a deal with a person
STEP_CHANCE = 0.4
STEP_SHARE = 0.5  # and at most this share of the printed prices of the group's places a trade moves


@dataclass(frozen=True, slots=True)
class Reply:
    """A bot's answer to a person's offer, with its reason: `reason` is a language catalogue key
    (`bot_why_...`) and `fields` its values (`amount` in money, `place` a square index, `theirs`
    the partner's squares it asks for); `counter` is the offer it makes back, when there is one it
    would take."""

    accepted: bool
    reason: str = ""
    fields: dict = field(default_factory=dict)
    counter: A.Counter | None = None


def played_out_reason(offer: A.Offer) -> tuple[str, dict]:
    """Why a bot refuses, in one catalogue line, an offer its rules of thumb take but its games
    played out from here don't: named by what the offer asks of it (`offer` as the bot answers it)."""
    out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
    if out.squares:
        return "bot_why_keep", {"place": out.squares[0]}
    if into.squares and out.cash:
        return "bot_why_cash_over", {"place": into.squares[0], "amount": out.cash}
    return "bot_why_no_gain", {}


@dataclass(frozen=True, slots=True)
class Terms:
    """How a bot weighs a trade: its partner's gain counts `rival_weight` against its own, and
    it wants `margin` salaries besides. A share of the edition's salary, not a sum, so the
    bother is worth the same in every edition's money (Rs 200 on Byapar is a tenth of a
    salary; on Classic, whose salary is $200, a fixed 200 was a whole one)."""

    rival_weight: float
    margin: float  # the least gain worth the bother, in salaries

    def margin_in(self, salary: int) -> float:
        """The margin in the edition's money."""
        return self.margin * salary


def gains(app: Appraiser, view: GameView, me: int, partner: int, offer_give: A.Items,
          offer_get: A.Items, partner_app: Appraiser | None = None) -> tuple[float, float]:
    """(my gain, partner's gain) when I hand over `offer_give` and receive `offer_get`, the
    partner's priced by `partner_app` if given."""
    return (gain(app, view, me, offer_give, offer_get),
            gain(partner_app or app, view, partner, offer_get, offer_give))


def gain(app: Appraiser, view: GameView, who: int, out: A.Items, into: A.Items) -> float:
    """What handing over `out` and receiving `into` changes `who`'s holding by."""
    side = app.trade_side(view, who, out.squares, into.squares)
    return side_gain(side, into.cash - out.cash, cards_worth(view, out, into))


def side_gain(side: TradeSide, cash_in: int, cards: float) -> float:
    """One side of a trade priced (a valuation): what it changes the holding by when it brings
    `cash_in` (negative: takes) and bail cards worth `cards`."""
    return side.after(side.cash + cash_in) - side.before + cards


def cards_worth(view: GameView, out: A.Items, into: A.Items) -> int:
    """What the bail cards a trade moves are worth to the side handing over `out`."""
    return (len(into.cards) - len(out.cards)) * bail_card_worth(view.edition.rules.jail_fine)


class Deal:
    """One bot's terms (`StrategyBot.terms_take`) for handing over one lot of places and cards
    for another, asked at any cash: a search for the cash that makes it a deal asks only this.
    Each side is found once (`Appraiser.trade_side`) and priced again only for its cash, the
    partner's side and the danger read only when an answer first needs them, as the terms
    read them; made and asked while the table holds still."""

    __slots__ = ("_terms", "_salary", "_margin", "_view", "_me", "_proposer", "_out", "_into", "_guard",
                 "_partner_guard", "_mine_full", "_mine", "_besides", "_theirs", "_liquid", "_danger", "_read_danger", "_moving",
                 "_floor")

    def __init__(self, terms: Terms, guard: Appraiser, app: Appraiser | None, view: GameView, me: int,
                 proposer: int, out: A.Items, into: A.Items, danger: Callable[[], int],
                 partner_guard: Appraiser | None = None, extra: float = 0.0, floor: int | None = None) -> None:
        """`out` and `into` for the trade's places and cards (their cash aside: `takes` is asked it); `app`
        prices my own gain (None: the guard does, sets at full rent); `danger` reads mine;
        `partner_guard` prices the partner's gain (None: the guard); `extra` is added to my gain
        (what the trade does to my prospects of a set: `step_worth`); `floor` is the least cash it
        must bring me whatever the gains say (`strategy.sale_floor`; None: none)."""
        self._terms, self._salary = terms, view.edition.rules.salary
        self._margin = terms.margin_in(self._salary)
        self._view, self._me, self._proposer, self._out, self._into, self._guard = view, me, proposer, out, into, guard
        self._partner_guard = partner_guard or guard
        self._mine_full = guard.trade_side(view, me, out.squares, into.squares)
        self._mine = self._mine_full if app is None else app.trade_side(view, me, out.squares, into.squares)
        self._besides = cards_worth(view, out, into) + extra  # my gain beside the places and the cash
        self._theirs: tuple[TradeSide, int] | None = None
        self._liquid: int | None = None
        self._danger: int | None = None
        self._read_danger = danger
        self._moving: list[tuple] | None = None  # each set on the cash: its side's cash, which way
        self._floor = floor

    def takes(self, out_cash: int, into_cash: int) -> bool:
        """Whether the terms take the trade with `out_cash` handed over and `into_cash` received."""
        cash_in = into_cash - out_cash
        if self._floor is not None and cash_in < self._floor:
            return False
        mine_full = side_gain(self._mine_full, cash_in, self._besides)
        mine = mine_full if self._mine is self._mine_full else side_gain(self._mine, cash_in, self._besides)
        if mine < self._margin:  # refused whatever the partner gains: that goes unpriced
            return False
        theirs_full = self._theirs_gain(cash_in)
        if not acceptable(self._terms, self._salary, mine, mine_full, theirs_full):
            return False
        if self._liquid is None:
            out, into = self._out, self._into  # their cash aside: `takes` adds it
            self._liquid = liquidity_after(self._view, self._me, out, into) + out.cash - into.cash
            self._danger = self._read_danger()
        return self._liquid + cash_in >= self._danger  # type: ignore[operator]

    def _theirs_gain(self, cash_in: int) -> float:
        """My partner's gain by my guard when the trade brings me `cash_in`."""
        theirs = self._theirs
        if theirs is None:
            view, out, into = self._view, self._out, self._into
            side = self._partner_guard.trade_side(view, self._proposer, into.squares, out.squares)
            theirs = self._theirs = (side, cards_worth(view, into, out))
        return side_gain(theirs[0], -cash_in, theirs[1])

    def near_least(self, cash_in: int = 0, tries: int = 8) -> int:
        """About the least cash brought in (on the cash grid) that my terms take: where a search
        starts. Each rupee in adds one to my gain and takes one from my partner's, so the margins
        are met where a straight line from `cash_in` says, unless a set's building level moves on
        the way; from there again, halving between the last cash found short and the last found
        enough whenever the line leaves them."""
        step = CASH_STEP
        short_at: int | None = None  # the most cash found short
        enough_at: int | None = None  # the least cash found enough
        for _ in range(tries):
            short = self._short(cash_in)
            if short > 0:
                short_at = cash_in if short_at is None else max(short_at, cash_in)
            else:
                enough_at = cash_in if enough_at is None else min(enough_at, cash_in)
            moved = int(-(-short // step)) * step  # whole steps, up
            if not moved:
                break
            if not self._level_moves(cash_in, cash_in + moved):  # the line holds all the way
                return cash_in + moved
            cash_in += moved
            if short_at is not None and enough_at is not None:
                if enough_at - short_at <= step:
                    break
                if not short_at < cash_in < enough_at:
                    cash_in = (short_at + enough_at) // (2 * step) * step
        return enough_at if enough_at is not None else cash_in

    def _level_moves(self, cash_in: int, other: int) -> bool:
        """Whether a set either side holds after the trade is priced at another building level
        when it brings me `other` than when it brings `cash_in` (my partner's side found)."""
        moving = self._moving
        if moving is None:
            mine_full, mine, theirs = self._mine_full, self._mine, self._theirs[0]  # type: ignore[index]
            moving = self._moving = ([(part, mine_full.cash, 1) for part in mine_full.cash_levels()]
                                     + ([(part, mine.cash, 1) for part in mine.cash_levels()] if mine is not mine_full else [])
                                     + [(part, theirs.cash, -1) for part in theirs.cash_levels()])
        for part, cash, way in moving:
            if part.level(cash + way * cash_in) != part.level(cash + way * other):
                return True
        return False

    def _short(self, cash_in: int) -> float:
        """How much more cash in my terms want (at most 0 if none), the danger counted once an
        answer has read it (it is never read here)."""
        weight, margin = self._terms.rival_weight, self._margin
        mine_full = side_gain(self._mine_full, cash_in, self._besides)
        mine = mine_full if self._mine is self._mine_full else side_gain(self._mine, cash_in, self._besides)
        short = max(margin - mine, (weight * self._theirs_gain(cash_in) + margin - mine_full) / (1 + weight))
        if self._floor is not None:
            short = max(short, self._floor - cash_in)
        if self._liquid is not None:  # the rents ahead want this much in hand
            short = max(short, self._danger - self._liquid - cash_in)  # type: ignore[operator]
        return short

def tidy_cash(cash: int, most: int, lowest: int | None = None) -> int:
    """`cash` (negative: asked) put to a figure a person reads at a glance (`TIDY_STEPS`): the
    nearest such figure within my bounds, never more than `most` (the most I pay, or minus the
    least I take) nor below `lowest`; `cash` itself if neither tidy figure beside it is."""
    size = abs(cash)
    step = next((s for below, s in TIDY_STEPS if size < below), TIDY_STEP)
    down = cash // step * step
    if down == cash:
        return cash
    up = down + step
    for tidy in ((up, down) if up - cash <= cash - down else (down, up)):
        if tidy <= most and (lowest is None or tidy >= lowest):
            return tidy
    return cash


def tidy_up(cash: int) -> int:
    """The tidy figure (`tidy_cash`) at or above `cash`: more to the partner, never less."""
    return tidy_cash(cash, cash + TIDY_STEP, cash)


def liquidity_after(view: GameView, me: int, give: A.Items, get: A.Items) -> int:
    """Cash plus what mortgaging and selling would raise, once the trade is done."""
    raisable = view.raisable(me)
    mortgaged, value = view.mortgages, view.mortgage_value
    for s in give.squares:
        if not mortgaged[s]:
            raisable -= value(s)
    for s in get.squares:
        if not mortgaged[s]:
            raisable += value(s)
    return view.players[me].cash - give.cash + get.cash + raisable


def acceptable(terms: Terms, salary: int, mine: float, mine_full: float, theirs_full: float) -> bool:
    """Worth taking: I gain by my own pricing, and by the full pricing of sets (the guard's)
    I gain enough against what my partner gains. The second test compares like with like,
    so a bot that believes little of the rent still won't sell a set for its printed price."""
    margin = terms.margin_in(salary)
    return mine >= margin and mine_full >= terms.rival_weight * theirs_full + margin


def fair_cash(mine: float, theirs: float, partner_terms: Terms, salary: int) -> int:
    """Least cash I must add (negative: may ask for) so that the partner, judging by
    `partner_terms`, sees the trade as acceptable."""
    w = partner_terms.rival_weight
    need = (w * mine - theirs + partner_terms.margin_in(salary) * (1 + w)) / (1 + w)
    return int(-(-need // CASH_STEP) * CASH_STEP)


def most_paid(terms: Terms, mine_full: float, theirs: float, weight: float, salary: int) -> float:
    """The most cash I hand over for a trade (negative: the least I must be paid) that my
    terms still take: my gain, less the partner's weighed (`weight`), less my margin, split with it."""
    return (mine_full - weight * theirs - terms.margin_in(salary)) / (1 + weight)


def face_cash(app: Appraiser, give: tuple[int, ...], get: tuple[int, ...], view: GameView | None = None) -> int:
    """The cash (negative: asked for) that makes the swap a gain to my partner by the
    printed prices: theirs less mine, and one step more. With `view`, a mortgaged place
    counts at its price less its loan, which goes with it."""
    prices = app.prices

    def face(s: int) -> int:
        return prices[s] - view.mortgage_value(s) if view is not None and view.mortgages[s] else prices[s]
    balance = sum(map(face, get)) - sum(map(face, give))
    return -(-balance // CASH_STEP) * CASH_STEP + CASH_STEP


def dearer(app: Appraiser, give: tuple[int, ...], get: tuple[int, ...]) -> bool:
    """Whether the group `give` completes for a partner costs at least the one `get`
    completes for me, by the printed prices (what a person sees on the board)."""
    values, prices = app.values, app.prices

    def cost(squares: tuple[int, ...]) -> int:
        return sum(prices[m] for m in values.groups[values.group_of[squares[0]]])
    return cost(give) >= cost(get)


def set_candidates(app: Appraiser, view: GameView, me: int,
                   sales: bool = False) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """(partner, squares I'd give, squares I'd get): the places one opponent holds that
    bring one of my groups up to what building needs (the whole group, or the edition's
    `group_sites`), each alone and swapped for places of mine that do the same for one of
    theirs. Places in a group with buildings can't be traded; where a partner holds more
    than I need, the cheapest go. Only groups I hold a place in can matter to either side.
    With `sales`, also my places that finish a partner's group, each for its cash alone
    (nothing of theirs asked)."""
    owner, level = view.owners, view.levels  # the board's own lists
    values, needed = app.values, app.needed
    price = app.prices
    kind, group_of = values.kind, values.group_of
    mine_groups = {group_of[s] for s in view.owned[me] if kind[s] == S.PLACE}
    wants: dict[int, list[tuple[int, ...]]] = {}
    gives: dict[int, list[tuple[int, ...]]] = {}
    pick, levels_of = values.pick, level.__getitem__
    for group, members in values.groups.items():  # board order: the same candidates every run
        if group not in mine_groups or len(members) < 2:
            continue
        owners = pick[group](owner)  # the members' owners, read in one C call
        have, need = owners.count(me), needed[group]
        if have >= need:
            continue  # I can build here already (and built places can't be traded)
        for partner in set(owners):
            if partner is None or partner == me:
                continue
            count = owners.count(partner)
            if have + count < need:
                continue  # together we don't hold enough for either to build
            theirs = [m for m, o in zip(members, owners, strict=True) if o == partner]
            if any(map(levels_of, theirs)):
                continue
            cheap = sorted(theirs, key=price.__getitem__)
            wants.setdefault(partner, []).append(tuple(sorted(cheap[:need - have])))
            if count < need:  # I hold what they lack
                mine = sorted([m for m, o in zip(members, owners, strict=True) if o == me], key=price.__getitem__)
                gives.setdefault(partner, []).append(tuple(sorted(mine[:need - count])))
    out: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
    for partner, sets in wants.items():
        for get in sets:
            out.append((partner, (), get))
            group = values.group_of[get[0]]
            out += [(partner, give, get) for give in gives.get(partner, ()) if values.group_of[give[0]] != group]
    if sales:
        out += [(partner, give, ()) for partner, sets in gives.items() for give in sets]
    return out


def step_candidates(app: Appraiser, view: GameView, me: int, people: Collection[int],
                    places: bool = True) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """(person, (), their places): a person's places in a group where mine and theirs together are
    too few to build, but the bank still holds enough of the rest for me to make up a set
    (`within_reach`): buying them is a step towards a set of mine (`step_worth` prices it), or
    where I hold none there yet and have the cash for their printed prices, a first place in the
    group: the kind of deal people make long before anybody holds what a set needs (not with
    `places` False). Where a set is the whole group, that is a group nobody else holds a place
    in; where it is some of the group (Business GST's three of five), another's place or two
    there leave room for mine. Of airports and services, whose rent grows with each one held, a
    person's cheapest where I hold one already."""
    owner, level = view.owners, view.levels
    values, needed = app.values, app.needed
    out: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
    for group, members in values.groups.items():
        if len(members) < 2:
            continue
        owners = [owner[m] for m in members]
        have = owners.count(me)
        if values.kind[members[0]] != S.PLACE:
            if have:
                out += [(p, (), (min((m for m, o in zip(members, owners, strict=True) if o == p),
                                     key=app.prices.__getitem__),)) for p in people if p in owners]
            continue
        if not places:
            continue
        for partner in sorted(p for p in people if p in owners):
            theirs = tuple(m for m, o in zip(members, owners, strict=True) if o == partner)
            after = [me if o == partner else o for o in owners]
            if (have + len(theirs) < needed[group] and within_reach(after, me, needed[group])
                    and not any(level[m] for m in theirs)
                    and (have or view.players[me].cash >= sum(app.prices[m] for m in theirs))):
                out.append((partner, (), theirs))
    return out


def within_reach(owners: list, who: int, need: int) -> bool:
    """Whether `who`, holding a group's places as `owners` say, could still make up a set of it
    from the bank's places alone."""
    return owners.count(who) + owners.count(None) >= need


def step_worth(app: Appraiser, view: GameView, who: int, gone: tuple[int, ...], come: tuple[int, ...]) -> float:
    """What handing over `gone` for `come` changes `who`'s prospects of a set by, beyond the places'
    own worth: in a group whose set the bank's places can still make up (`within_reach`), each
    place short of a set is won with `STEP_CHANCE`, so a group's prospect is that chance to the power of the places
    short, times what the whole set adds over its places held apart (`app`'s figures, `look` done),
    each group's change held to `STEP_SHARE` of the prices of its places the trade moves: a person
    is neither asked a fortune for a lone place nor paid one for a step."""
    values, owner = app.values, view.owners
    cash = view.players[who].cash
    total = 0.0
    for group in {values.group_of[s] for s in (*gone, *come)}:
        members = values.groups[group]
        if values.kind[members[0]] != S.PLACE or len(members) < 2:
            continue
        before = [owner[m] for m in members]
        # a place handed over is the partner's: any seat but `who` blocks the set alike
        after = [who if m in come else -1 if m in gone else o for m, o in zip(members, before, strict=True)]
        need = app.needed[group]
        chance = _chance(after, who, need) - _chance(before, who, need)
        if not chance:
            continue  # (most trades: nothing to price)
        whole = app.holding(members, cash) - sum(app.holding((m,), cash) for m in members)
        most = STEP_SHARE * sum(app.prices[m] for m in members if m in gone or m in come)
        total += max(-most, min(most, chance * max(0.0, whole)))
    return total


def _chance(owners: list, who: int, need: int) -> float:
    """`step_worth`'s chance of a set for a group held as `owners` say (another player's places:
    any other value than `who` or None): none when `who` holds none of it or enough to build
    already, or when the bank holds too few of the rest to make up a set (in a group whose set is
    all of it, whenever anybody else holds a place there)."""
    held = owners.count(who)
    if not held or held >= need or not within_reach(owners, who, need):
        return 0.0
    return STEP_CHANCE ** (need - held)


def sales_kept(candidates: list, sale_asks: object, people: Collection[int]) -> list:
    """`candidates` with a sale of places finishing a partner's set kept for a person at
    every strength (a deal for both or none), for a bot only where the style offers bots
    sales (`sale_asks`)."""
    if sale_asks:
        return candidates
    return [c for c in candidates if c[2] or c[0] in people]

