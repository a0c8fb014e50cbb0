"""What a player may do with their places, in words: the raise-money options (each with what it
brings and the rent it gives up) and why a deed's button is greyed, in the engine's own refusal.

Reads the game only; the rent given up is measured on a copy of the game, so every edition's
own rent rules (group doubling, airports counted together, Finance's markers) count as they are.
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass
from typing import NamedTuple

from byapar.engine import IllegalAction
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import kinds as K
from byapar.engine.building import nothing_to_sell_round, out_of_turn_open, round_places

from . import lang as L
from .i18n import t

# The raise view's sections, in the order they are shown: buildings, mortgages, sales, the rest.
SECTIONS = ("raise_section_buildings", "raise_section_mortgages", "raise_section_sales", "raise_section_other")


@dataclass(frozen=True)
class RaiseOption:
    action: A.Action
    section: int  # index into SECTIONS
    group: str  # the square's group: buildings are shown group by group
    brings: int  # cash it brings now
    rent_lost: int  # rent the player's places charge less afterwards (a throw of 7 for services)
    worth_lost: int = 0  # what the player is worth less, beyond the cash: a building sold at half its cost


def rent_roll(game, player: int) -> int:
    """What all of `player`'s places charge now, services at a throw of 7."""
    return sum(game.rent(s, dice_total=7) for s in game.owned[player])


def _section(action: A.Action) -> int:
    if isinstance(action, A.Sell):
        return 0
    if isinstance(action, A.Mortgage):
        return 1
    if isinstance(action, A.SellPlace):
        return 2
    return 3


def raise_options(game, player: int) -> list[RaiseOption]:
    """Every legal way to raise money now, in a fixed order: section, then board order.

    The order depends only on the actions themselves, so a click never reshuffles the rest."""
    return sorted((option for option, _ in options_played(game, player)), key=option_order)


def options_played(game, player: int) -> list[tuple[RaiseOption, object]]:
    """Every legal way to raise money now, each with the table it leaves (a copy), in the
    engine's order."""
    before = rent_roll(game, player)
    holdings = _holdings(game, player)
    out = []
    for action in game.legal_actions():
        if action == A.RESIGN:  # giving up raises nothing: the view has its own button for it
            continue
        after = game.clone()
        try:
            events = after.apply(action)
        except ValueError:  # not expected: the action was legal a moment ago
            continue
        square = getattr(action, "square", None)
        group = game.squares[square].group if square is not None else ""
        brings = _brought(events, player, square)
        out.append((RaiseOption(action, _section(action), group, brings, before - rent_roll(after, player),
                                holdings - _holdings(after, player) - brings), after))
    return out


def _holdings(game, player: int) -> int:
    """What the player is worth beyond their cash, as the edition counts worth."""
    return game.worth(player) - game.players[player].cash


def option_order(option: RaiseOption) -> tuple:
    """The raise view's one order: section, then board order."""
    return option.section, getattr(option.action, "square", -1), str(option.action)


RAISED = (K.Pay.SELL, K.Pay.MORTGAGE, K.Pay.SELL_PLACE)  # what the bank pays for a way of raising money


def _brought(events: list, player: int, square: int | None) -> int:
    """What the bank paid `player` for it, less the tax on that sale of `square` (the debt it may
    pay at once is not taken off, nor the GST owed with that debt: that is what the money was
    raised for). Only the step's own payment: once the debt is paid the turn goes on (a jail fine
    paid, the throw walked), and a card or a salary it brings is no part of what the step raised."""
    paid = [e for e in events if isinstance(e, E.Paid)]
    raised = sum(e.amount for e in paid if e.payer is None and e.payee == player and e.reason in RAISED)
    taxed = 0
    for e in paid:  # the sale's own tax comes with it, before any of the debt is paid
        if e.payer == player and e.reason == K.Pay.GST and e.square == square:
            taxed += e.amount
        elif e.payer == player and e.reason not in RAISED:
            break
    return raised - taxed


def least_lost(options: list[RaiseOption]) -> RaiseOption | None:
    """The choice that costs least: first what keeps the player's worth (a mortgage) before what
    loses some (a building sold at half its cost); of those, the least worth and rent given up for
    each rupee raised, as a Rs 500 house losing Rs 1,300 of rent costs less than a Rs 250 hotel
    step losing Rs 1,500; of equals, the one that brings most. The view says this measure."""
    useful = [o for o in options if o.brings > 0]
    return min(useful, key=_loss) if useful else None


def _loss(option: RaiseOption) -> tuple:
    if not option.worth_lost:
        return 0, option.rent_lost / option.brings, -option.brings
    return 1, option.worth_lost / option.brings, option.rent_lost / option.brings, -option.brings


class RaisePlan(NamedTuple):
    """What "Raise it for me" does in one click: the least lost, step by step."""

    steps: list[RaiseOption]  # in the order they are made
    covers: bool  # whether they raise the whole debt
    brings: int  # what they bring together


SEARCH_TABLES = 40  # tables `cheapest_plan` looks at, at the most: a debt's plan is worked out as the view is drawn


def raise_plan(game, player: int, limit: int = 200) -> RaisePlan:
    """What "Raise it for me" does: of the ways to raise the whole debt, the one that loses least,
    ways compared by `plan_loss`, in this order:

    1. worth: what the player is worth less, beyond the cash raised. A mortgage loses none, so it
       goes before any sale; a building or a lot sold back to the bank at half loses the other
       half, so the sales that lose least go first: a $50 house (losing $25) before a $180 lot
       (losing $90), two such houses before it too, where they cover the debt;
    2. rent: what the player's places charge less afterwards;
    3. what the steps bring: no more than the debt needs where less covers it, each step as
       the rules make it (a lot is sold whole);
    4. the steps: fewer loans to lift later.

    The cheapest plans are looked at first (`cheapest_plan`), so the first that pays the debt
    loses least; where that search would take too long, the best of the steps that lose least
    for each rupee one after another (`greedy_plan`) and those steps cut short by one choice that
    pays the rest alone (`finish_cheaply`)."""
    greedy = greedy_plan(game, player, limit)
    if not greedy.covers:
        return greedy
    known = finish_cheaply(game, player, greedy)
    return cheapest_plan(game, player, plan_loss(known)) or known


def finish_cheaply(game, player: int, greedy: RaisePlan) -> RaisePlan:
    """`greedy`, or some of its first steps and then one choice that pays the rest alone, where
    that loses less in all (Rs 1,500 owed: one Rs 1,500 mortgage giving up Rs 520 of rent, not
    two of Rs 1,300 giving up Rs 440 each)."""
    best = greedy
    after = game.clone()
    for k, step in enumerate(greedy.steps):  # bounded by the steps
        finish = cheapest_cover(after, player)
        if finish is not None:
            plan = RaisePlan(greedy.steps[:k] + [finish], True, sum(o.brings for o in greedy.steps[:k]) + finish.brings)
            if plan_loss(plan) < plan_loss(best):
                best = plan
        after.apply(step.action)
    return best


def cheapest_plan(game, player: int, bound: tuple) -> RaisePlan | None:
    """The plan that loses least (`plan_loss`), where it loses less than `bound`: plans are
    grown a step at a time on copies of the table, the one that loses least so far taken
    next, so the first found to pay the debt loses least. None where none loses less than
    `bound`, or where SEARCH_TABLES tables are looked at first."""
    tried: set[tuple[str, ...]] = {()}
    waiting: list = [(plan_loss(RaisePlan([], False, 0)), 0, [], game)]
    order = itertools.count(1)  # ties go in the order found, never to comparing tables
    for _ in range(SEARCH_TABLES):
        if not waiting:
            return None
        loss, _, steps, table = heapq.heappop(waiting)
        if loss >= bound:  # everything still waiting loses as much or more
            return None
        if steps and not owes(table, player):
            return RaisePlan(steps, True, sum(o.brings for o in steps))
        for option, after in options_played(table, player):
            made = tuple(sorted(str(o.action) for o in (*steps, option)))  # the same steps in another order: one table
            if option.brings > 0 and made not in tried:
                tried.add(made)
                grown = [*steps, option]
                heapq.heappush(waiting, (plan_loss(RaisePlan(grown, False, 0)), next(order), grown, after))
    return None


def owes(game, player: int) -> bool:
    """Whether `player` is still raising a debt on this table."""
    return game.pending.kind == K.RAISE and game.pending.player == player


def greedy_plan(game, player: int, limit: int = 200) -> RaisePlan:
    """The choices that cost least (`least_lost`), one after another on a copy of the table,
    until the debt is paid or nothing is left to raise (`limit` steps at most); then any step the
    last one made needless is left out (the last can bring more than the steps before it did)."""
    after = game.clone()
    steps: list[RaiseOption] = []
    while len(steps) < limit and owes(after, player):
        best = least_lost(raise_options(after, player))
        if best is None:
            break
        after.apply(best.action)
        steps.append(best)
    covers = not owes(after, player)
    if covers:
        for i in range(len(steps) - 2, -1, -1):  # bounded by the steps; never the last, which covered
            if pays(game, player, steps[:i] + steps[i + 1:]):
                del steps[i]
    return RaisePlan(steps, covers, sum(o.brings for o in steps))


def cheapest_cover(game, player: int) -> RaiseOption | None:
    """Of the choices that alone pay what is still owed, the one that loses least (worth, then rent)."""
    covering = [o for o in raise_options(game, player) if o.brings > 0 and pays(game, player, [o])]
    return min(covering, key=lambda o: (o.worth_lost, o.rent_lost, o.brings), default=None)


def plan_loss(plan: RaisePlan) -> tuple[int, int, int, int]:
    """What a plan loses in all, as `raise_plan` compares plans: worth first (a building or a lot
    sold at half), then rent, then what it brings, then its steps."""
    steps = plan.steps
    return (sum(o.worth_lost for o in steps), sum(o.rent_lost for o in steps), sum(o.brings for o in steps),
            len(steps))


def pays(game, player: int, steps: list[RaiseOption]) -> bool:
    """Whether making `steps` in order, on a copy of the table, pays the player's debt."""
    after = game.clone()
    try:
        for step in steps:
            after.apply(step.action)
    except IllegalAction:  # a step that needed one left out (a house sold before its mortgage)
        return False
    return not owes(after, player)


def option_label(game, option: RaiseOption, money) -> str:
    a = option.action
    amount = money(option.brings)
    if isinstance(a, A.Sell):
        name = L.square_name(game.squares[a.square])
        key = "raise_sell_hotel" if _is_hotel(game, a.square) else "raise_sell_house"
        return t(key, square=name, amount=amount)
    if isinstance(a, A.Mortgage):
        return t("raise_mortgage", square=L.square_name(game.squares[a.square]), amount=amount)
    if isinstance(a, A.SellPlace):
        return t("raise_sell_place", square=L.square_name(game.squares[a.square]), amount=amount)
    return t("raise_other", action=str(a), amount=amount)


def rent_note(option: RaiseOption, money) -> str:
    return t("raise_rent_lost", amount=money(option.rent_lost)) if option.rent_lost else t("raise_no_rent_lost")


def _is_hotel(game, s: int) -> bool:
    rules = game.edition.rules
    return rules.hotel and game.buildings(s) == rules.max_level


# ----- why a deed's button is greyed ---------------------------------------------------------------

def of_the_moment(refusal) -> bool:
    """A refusal of the moment, not of the place: someone else's decision, or another one first."""
    return refusal.code == "not-your-decision" or refusal.code.startswith("wait-")


def reason(game, player: int, action: A.Action, not_now: str) -> str:
    """Why `player` can't take `action` now, in the player's words: the engine's refusal, or the
    catalogue's `not_now` when only the moment stands in the way."""
    refusal = game.why_not(action, player)
    if refusal is not None and of_the_moment(refusal) and isinstance(action, A.SellRound) \
            and not round_places(game, player, action.square, selling=True):
        refusal = nothing_to_sell_round(game, player, action.square)  # said whatever the moment, as in one's own turn
    if refusal is None or of_the_moment(refusal):
        return t(between_turns_key(game, player, action) or not_now)
    return L.refused(game, refusal)


SALES = (A.Sell, A.SellRound, A.SellPlace)


def between_turns_key(game, player: int, action: A.Action) -> str:
    """The catalogue's reason for a sale refused between other players' turns, where the rules
    let the owner build then but not sell ("" elsewhere): the times of their own turn, said
    then, read as if they were now."""
    rules = game.edition.rules
    if (isinstance(action, SALES) and rules.build_out_of_turn and not rules.sell_out_of_turn
            and player != game.pending.player and out_of_turn_open(game, player)):
        return "why_sell_between"
    return ""


def raise_mode(game) -> str:
    """The holdings view that raises cash from places: mortgaging them, or where the edition has
    no mortgages and the bank buys places back (Finance), selling houses and lots to it."""
    rules = game.edition.rules
    return "sell" if not rules.mortgages and rules.sell_places else "mortgage"


def sale_parts(game, p: int, action: A.Sell | A.SellPlace | A.SellRound) -> tuple[int, int]:
    """What the bank pays `p` for a sale and the GST taken from it (Business GST), as the sale
    makes them, tried on a copy; where the sale can't be made now, as a sale of it would."""
    if game.why_not(action, p) is None:
        trial = game.clone()
        paid = [e for e in trial.apply(action) if isinstance(e, E.Paid)]
        sold = (K.Pay.SELL, K.Pay.SELL_PLACE)
        return (sum(e.amount for e in paid if e.payee == p and e.payer is None and e.reason in sold),
                sum(e.amount for e in paid if e.payer == p and e.reason == K.Pay.GST))
    if isinstance(action, A.SellPlace):
        value = game.place_sale(action.square)
        return value, game.gst(value)
    sale = game.building_sale(action.square)
    return sale, game.gst(sale)


def sale_brings(game, p: int, action: A.Sell | A.SellPlace | A.SellRound) -> int:
    """What a sale leaves in `p`'s hand: the bank's payment less the GST taken from it."""
    price, gst = sale_parts(game, p, action)
    return price - gst
