"""Debts and bankruptcy: paying or raising what is owed, going bankrupt or resigning, and
where the estate goes (the creditor, the bank, the lots a creditor chooses to keep).

`Game` keeps the public question (raisable) and routes the Keep and Resign actions and the
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
from .kinds import END, JAIL, KEEP, RAISE, ROLL
from .money import half_down
from .table import BANK, RUNNING_DECISION, Pending

if TYPE_CHECKING:
    from .game import Game


def task_debt(game: Game, debtor: int, creditor: int | None, amount: int, reason: str, square: int | None) -> None:
    player = game.players[debtor]
    if player.bankrupt:
        return  # the estate has gone to an earlier creditor
    if creditor is not None and creditor != POT and game.players[creditor].bankrupt:
        creditor = BANK
    if player.cash >= amount:
        game._transfer(debtor, creditor, amount, reason, square)
        return
    if player.cash + game.raisable(debtor) >= amount or may_trade_for(game, debtor):
        game.tasks.appendleft(T.Debt(debtor, creditor, amount, reason, square))
        game.events.append(E.MustRaise(debtor, amount, creditor))
        game.pending = Pending(debtor, RAISE, square, amount, creditor)
        return
    bankrupt(game, debtor, creditor)


def may_trade_for(game: Game, debtor: int) -> bool:
    """Whether a debtor the bank can't carry may still trade for the money (Classic's book):
    they hold a place or a bail card, have offers left this turn, and someone is left to offer to."""
    if not game.edition.rules.trade_while_raising or not game.offers_left(debtor):
        return False
    player = game.players[debtor]
    has_something = bool(game.owned[debtor]) or bool(player.bail_cards)
    return has_something and any(not q.bankrupt for i, q in enumerate(game.players) if i != debtor)


def cannot_cover(game: Game, p: int, amount: int) -> bool:
    """Whether selling and mortgaging everything to the bank would still leave `p` short."""
    return game.players[p].cash + game.raisable(p) < amount


def after_raise_step(game: Game) -> None:
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


def bankrupt(game: Game, p: int, creditor: int | None) -> None:
    player = game.players[p]
    to_player = creditor is not None and creditor != POT
    if not (to_player and game.edition.rules.estate_keeps_buildings):
        for s in sorted(game.owned[p]):
            while game._level[s] > game.marker_floor(s):
                game._sell_step(p, s)
    if player.cash:
        game._transfer(p, creditor, player.cash, "bankrupt")
    follow = pass_estate(game, p, creditor if to_player else None)  # mortgages and all
    game.loans[p] = 0
    for deck in player.bail_cards:
        if to_player:
            game.players[creditor].bail_cards.append(deck)
        else:
            jail.return_bail_card(game, deck)
    player.bail_cards = []
    player.bankrupt = True
    player.in_jail = False
    game.events.append(E.Bankrupt(p, creditor))
    if p == game.current:
        game.extra_throw = False
        keep = [t for t in game.tasks if type(t) is T.Debt and t.debtor != p]
        game.tasks.clear()  # in place: the running loop holds this deque
        game.tasks.extend(keep)
    game.tasks.extendleft(reversed(follow))
    if len(game.active_players()) <= 1:
        ending.finish(game, "last-player")


def resign(game: Game, action: A.Resign) -> None:
    """The estate goes back to the bank, exactly as in a bankruptcy to the bank. A debtor the
    bank can't carry, who may trade for the money (Classic), resigns by going bankrupt to
    whoever the debt is owed."""
    if game.pending.kind == RAISE and may_give_up(game):
        p, debt = game.pending.player, game.tasks.popleft()
        game.events.append(E.Resigned(p))
        game.pending = RUNNING_DECISION
        creditor = debt.creditor
        if creditor is not None and creditor != POT and game.players[creditor].bankrupt:
            creditor = BANK
        bankrupt(game, p, creditor)
        return
    p = game._expect(ROLL, JAIL, END)
    game.events.append(E.Resigned(p))
    game.pending = RUNNING_DECISION
    bankrupt(game, p, BANK)


def may_give_up(game: Game) -> bool:
    """In a raise-money decision the bank can't cover, where trading for it is allowed: the
    debtor may stop trying and go bankrupt."""
    pend = game.pending
    return (pend.kind == RAISE and game.edition.rules.trade_while_raising
            and cannot_cover(game, pend.player, pend.amount))


def pass_estate(game: Game, p: int, creditor: int | None) -> list[tuple]:
    """Hand a bankrupt player's places on; returns the tasks that follow (auctions, fees)."""
    rules = game.edition.rules
    estate = sorted(game.owned[p])
    follow: list[tuple] = []
    if creditor is None:
        n = len(game.players)
        starter = next((q % n for q in range(p + 1, p + n) if not game.players[q % n].bankrupt), p)
        for s in estate:
            game._mortgaged[s] = False
            game._give(s, None)
            game._level[s] = 0
            if rules.bank_auctions_estate:
                follow.append(T.AuctionTask(s, starter))
        return follow
    room = game.lots_left(creditor)
    lots = [s for s in estate if game.squares[s].kind == S.PLACE]
    others_left = len(game.active_players()) > 2  # the debtor still counts: is the game going on?
    if room is not None and 0 < room < len(lots) and others_left:  # the creditor chooses the lots to keep
        game.estate = [(s, game._level[s], game._mortgaged[s]) for s in lots]
        for s in lots:
            game._mortgaged[s] = False
            game._give(s, None)
            game._level[s] = 0
        estate = [s for s in estate if s not in lots]
        follow.append(T.Keep(creditor))
    by_value = sorted(estate, key=lambda s: -(game.squares[s].price + game._level[s] * game.squares[s].house_cost))
    for s in by_value:
        if game.squares[s].kind == S.PLACE and room is not None:
            if room <= 0:
                game._transfer(BANK, creditor, game.place_sale(s), "sell-place", s)
                game._give(s, None)
                game._level[s] = 0
                continue
            room -= 1
        game._give(s, creditor)
        fee = game.transfer_fee(s)
        if fee:
            game.fee_paid.add(s)
            follow.append(T.Debt(creditor, BANK, fee, "mortgage-fee", s))
    return follow


def task_keep(game: Game, creditor: int) -> None:
    """Ask the creditor which lot to keep next, while ownership houses and lots remain."""
    room = game.lots_left(creditor)
    if game.estate and room and not game.players[creditor].bankrupt:
        game.pending = Pending(creditor, KEEP)
        return
    for s, level, _ in game.estate:  # the rest go back to the bank at half price
        floor = 1 if game.edition.rules.ownership_markers else 0
        value = half_down(game.squares[s].price) + (level - floor) * half_down(game.squares[s].house_cost)
        if not game.players[creditor].bankrupt:
            game._transfer(BANK, creditor, value, "sell-place", s)
    game.estate = []


def keep(game: Game, action: A.Keep) -> None:
    p = game._expect(KEEP)
    record = next((r for r in game.estate if r[0] == action.square), None)
    if record is None:
        raise IllegalAction("keep-choice")
    s, level, mortgaged = record
    game.estate.remove(record)
    game._give(s, p)
    game._level[s], game._mortgaged[s] = level, mortgaged
    game.events.append(E.Kept(p, s))
    fee = game.transfer_fee(s)
    game.tasks.appendleft(T.Keep(p))
    if fee:
        game.fee_paid.add(s)
        game.tasks.appendleft(T.Debt(p, BANK, fee, "mortgage-fee", s))
    game.pending = RUNNING_DECISION


def raisable_general(game: Game, p: int) -> int:
    # per square, from the edition's tables (general_raise_tables): what each building
    # above the ownership house and the place itself bring, net of GST
    t = game.tables
    level, mortgaged, floor, sale, place = game._level, game._mortgaged, t.floor, t.sale_net, t.place_net
    total = 0
    for s in game.owned[p]:  # a plain loop, as in Game.worth
        if level[s] != floor[s]:
            total += (level[s] - floor[s]) * sale[s]
        if not mortgaged[s]:
            total += place[s]
    return total
