"""Debts and bankruptcy: paying or raising what is owed, going bankrupt or resigning, and
where the estate goes (the creditor, the bank, the lots a creditor chooses to keep).

The table answers `raisable` (state.py); `Game` routes the Keep and Resign actions and the
Debt and Keep tasks here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import ending, jail
from . import events as E
from . import schema as S
from . import tasks as T
from .errors import IllegalAction
from .events import POT
from .kinds import KEEP, OVER_LAST_PLAYER, OVER_NO_PEOPLE, RAISE, Pay, PayReason
from .money import half_down
from .table import BANK, RUNNING_DECISION, Pending

if TYPE_CHECKING:
    from .state import TableState


def task_debt(game: TableState, debtor: int, creditor: int | None, amount: int, reason: PayReason, square: int | None) -> None:
    player = game.players[debtor]
    if player.bankrupt:
        return  # the estate has gone to an earlier creditor
    if creditor is not None and creditor != POT and game.players[creditor].bankrupt:
        creditor = BANK
    if amount <= 0 and reason == Pay.TAX and square is not None:  # a tax that came to nothing
        game.events.append(E.NothingDue(debtor, square, reason))
        return
    if player.cash >= amount:
        game.transfer(debtor, creditor, amount, reason, square)
        return
    if player.cash + game.raisable(debtor) >= amount or may_trade_for(game, debtor):
        game.tasks.appendleft(T.Debt(debtor, creditor, amount, reason, square))
        game.events.append(E.MustRaise(debtor, amount, creditor))
        game.pending = Pending(debtor, RAISE, square, amount, creditor)
        return
    bankrupt(game, debtor, creditor, amount, square)


def may_trade_for(game: TableState, debtor: int) -> bool:
    """Whether a debtor the bank can't carry may still trade for the money (Classic's book):
    they hold a place or a bail card, have offers left this turn, and someone is left to offer to."""
    if not game.edition.rules.trade_while_raising or not game.offers_left(debtor):
        return False
    player = game.players[debtor]
    has_something = bool(game.owned[debtor]) or bool(player.bail_cards)
    return has_something and any(not q.bankrupt for i, q in enumerate(game.players) if i != debtor)


def cannot_cover(game: TableState, p: int, amount: int) -> bool:
    """Whether selling and mortgaging everything to the bank would still leave `p` short."""
    return game.players[p].cash + game.raisable(p) < amount


def after_raise_step(game: TableState) -> None:
    """In a raise-money decision, the debt is paid as soon as cash covers it. If what is
    left can no longer cover it (a sale's GST came out of its proceeds), the debt runs
    again and bankrupts the debtor, rather than waiting on a decision with no move; where
    the book lets a debtor trade, they may still trade for it or give up (resign)."""
    pend = game.pending
    if pend.kind != RAISE:
        return
    cash = game.players[pend.player].cash
    if cash >= pend.amount or (cannot_cover(game, pend.player, pend.amount)
                               and not game.edition.rules.trade_while_raising):
        game.pending = RUNNING_DECISION


def sell_step(game: TableState, p: int, s: int) -> None:
    """Sell one building step on `s` back to the bank (a hotel as far as the bank has houses)."""
    rules = game.edition.rules
    steps = 1
    houses, _ = game.bank_supply()
    if rules.hotel and game.levels[s] == rules.max_level and houses is not None:
        # a hotel comes back as houses only as far as the bank has them
        steps = max(1, rules.max_level - min(houses, rules.max_level - 1))
    game.set_level(s, game.levels[s] - steps)
    game.transfer(BANK, p, steps * game.building_sale(s), Pay.SELL, s)
    game.transfer(p, BANK, steps * game.gst(game.building_sale(s)), Pay.GST, s)  # step by step, as raisable counts
    game.events.append(E.SoldBuilding(p, s, game.levels[s]))


def bankrupt(game: TableState, p: int, creditor: int | None, owed: int = 0, square: int | None = None) -> None:
    """`p` leaves the game, everything going to `creditor` (the bank: None); `owed` and `square`
    name the debt that made them bankrupt, where one did."""
    player = game.players[p]
    to_player = creditor is not None and creditor != POT
    if not (to_player and game.edition.rules.estate_keeps_buildings):
        for s in sorted(game.owned[p]):
            while game.levels[s] > game.marker_floor(s):
                sell_step(game, p, s)
    if player.cash:
        game.transfer(p, creditor, player.cash, Pay.BANKRUPT)
    follow = pass_estate(game, p, creditor if to_player else None)  # mortgages and all
    game.set_loan(p, 0)
    while player.bail_cards:
        deck = game.take_bail_card(p)
        if creditor is not None and to_player:
            game.add_bail_card(creditor, deck)
        else:
            jail.return_bail_card(game, deck)
    player.bankrupt = True
    game.out_order.append(p)
    game.set_in_jail(p, False)
    game.events.append(E.Bankrupt(p, creditor, owed, square))
    if p == game.current:
        game.extra_throw = False
        keep = [t for t in game.tasks if type(t) is T.Debt and t.debtor != p]
        game.tasks.clear()  # in place: the running loop holds this deque
        game.tasks.extend(keep)
    game.tasks.extendleft(reversed(follow))
    if len(game.active_players()) <= 1:
        ending.finish(game, OVER_LAST_PLAYER)
    elif ending.no_person_left(game):
        ending.finish(game, OVER_NO_PEOPLE)  # nobody is left to watch bots play on to the end


def resign(game: TableState, action: A.Resign) -> None:
    """The estate goes back to the bank, exactly as in a bankruptcy to the bank. A debtor the
    bank can't carry, who may trade for the money (Classic), gives up by going bankrupt to
    whoever the debt is owed, for that debt: a bankruptcy, not a resignation."""
    if game.pending.kind == RAISE and may_give_up(game):
        p, creditor = game.pending.player, resign_creditor(game)
        debt = game.tasks.popleft()  # the debt the raise-money decision waited on
        assert isinstance(debt, T.Debt)
        game.pending = RUNNING_DECISION
        bankrupt(game, p, creditor, debt.amount, debt.square)
        return
    p = game.expect(A.Resign)
    game.events.append(E.Resigned(p))
    game.pending = RUNNING_DECISION
    bankrupt(game, p, BANK)


def resign_creditor(game: TableState) -> int | None:
    """Who takes the estate if the player pending resigns now: the bank, or the creditor of the
    debt a debtor gives up on (the bank again when that creditor has gone bankrupt meanwhile)."""
    if not (game.pending.kind == RAISE and may_give_up(game)):
        return BANK
    debt = game.tasks[0]
    assert isinstance(debt, T.Debt)  # a raise-money decision waits on its debt
    creditor = debt.creditor
    if creditor is not None and creditor != POT and game.players[creditor].bankrupt:
        return BANK
    return creditor


def may_give_up(game: TableState) -> bool:
    """In a raise-money decision the bank can't cover, where trading for it is allowed: the
    debtor may stop trying and go bankrupt."""
    pend = game.pending
    return (pend.kind == RAISE and game.edition.rules.trade_while_raising
            and cannot_cover(game, pend.player, pend.amount))


def pass_estate(game: TableState, p: int, creditor: int | None) -> list[T.Task]:
    """Hand a bankrupt player's places on; returns the tasks that follow (auctions, fees)."""
    rules = game.edition.rules
    estate = sorted(game.owned[p])
    follow: list[T.Task] = []
    if creditor is None:
        n = len(game.players)
        starter = next((q % n for q in range(p + 1, p + n) if not game.players[q % n].bankrupt), p)
        for s in estate:
            game.to_bank(s)
            if rules.bank_auctions_estate:
                follow.append(T.AuctionTask(s, starter))
        return follow
    room = game.lots_left(creditor)
    lots = [s for s in estate if game.squares[s].kind == S.PLACE]
    others_left = len(game.active_players()) > 2  # the debtor still counts: is the game going on?
    if room is not None and 0 < room < len(lots) and others_left:  # the creditor chooses the lots to keep
        game.estate = [(s, game.levels[s], game.mortgages[s]) for s in lots]
        for s in lots:
            game.to_bank(s)
        estate = [s for s in estate if s not in lots]
        follow.append(T.Keep(creditor))
    by_value = sorted(estate, key=lambda s: -(game.squares[s].price + game.levels[s] * game.squares[s].house_cost))
    for s in by_value:
        if game.squares[s].kind == S.PLACE and room is not None:
            if room <= 0:
                game.transfer(BANK, creditor, game.place_sale(s), Pay.SELL_PLACE, s)
                game.to_bank(s)
                continue
            room -= 1
        game.give(s, creditor)
        fee = game.transfer_fee(s)
        if fee:
            game.fee_paid.add(s)
            follow.append(T.Debt(creditor, BANK, fee, Pay.MORTGAGE_FEE, s))
    return follow


def task_keep(game: TableState, creditor: int) -> None:
    """Ask the creditor which lot to keep next, while ownership houses and lots remain."""
    room = game.lots_left(creditor)
    if game.estate and room and not game.players[creditor].bankrupt:
        game.pending = Pending(creditor, KEEP)
        return
    for s, level, _ in game.estate:  # the rest go back to the bank at half price
        floor = 1 if game.edition.rules.ownership_markers else 0
        value = half_down(game.squares[s].price) + (level - floor) * half_down(game.squares[s].house_cost)
        if not game.players[creditor].bankrupt:
            game.transfer(BANK, creditor, value, Pay.SELL_PLACE, s)
    game.estate = []


def keep(game: TableState, action: A.Keep) -> None:
    p = game.expect(A.Keep)
    record = next((r for r in game.estate if r[0] == action.square), None)
    if record is None:
        raise IllegalAction("keep-choice")
    s, level, mortgaged = record
    game.estate.remove(record)
    game.give(s, p)
    game.set_level(s, level)
    game.set_mortgaged(s, mortgaged)
    game.events.append(E.Kept(p, s))
    fee = game.transfer_fee(s)
    game.tasks.appendleft(T.Keep(p))
    if fee:
        game.fee_paid.add(s)
        game.tasks.appendleft(T.Debt(p, BANK, fee, Pay.MORTGAGE_FEE, s))
    game.pending = RUNNING_DECISION
