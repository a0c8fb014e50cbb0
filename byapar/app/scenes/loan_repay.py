"""Repaying Business GST's bank loan from the action bar. The book has a loan repaid whole (the
loan and a tenth more) before another may be taken, so the button repays it all. It stays in
its place through the turn while a loan is owed, greyed with the sums where the cash falls
short, as the bar's other buttons do. Repaying is a big step: a click asks first, as a sale of
buildings does. The clicked button turns "Not now" and "Yes, repay" stands in the loan's own row,
so a double click keeps the money; the prompt names the sum and the cash that would be left."""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine.when import may

from .. import choices
from ..i18n import t
from ..widgets import Button


def owed_now(bar) -> bool:
    """Whether the person deciding owes the bank a loan at a decision it may be repaid in."""
    pend = bar.game.pending
    return bool(bar.game.loans[pend.player]) and may(pend.kind, A.Repay)


def asking(bar, legal: list) -> bool:
    """Whether the repayment waits for its "Yes": asked in this very decision (any step taken
    since, a throw or a mortgage, drops the question) and still possible."""
    return bar.repay_asked == moment(bar) and A.REPAY in legal


def moment(bar) -> tuple:
    """The decision now, told apart from an equal one later in the turn by the moves made."""
    return bar.game.pending, len(bar.game.history)


def spot_button(bar, legal: list) -> Button | None:
    """The button in the repayment's spot: Repay loan (its sum said, greyed with the reason where
    the cash falls short), or "Not now" while its question waits; None with no loan owed now."""
    if not owed_now(bar):
        return None
    if asking(bar, legal):
        return Button("repay_keep", pygame.Rect(0, 0, 0, 0), t("btn_repay_keep"), lambda: ask(bar, None),
                      tooltip=t("tip_repay_keep"))
    game = bar.game
    me = game.pending.player
    cost = bar.session.money(game.loan_cost(me))
    live = A.REPAY in legal
    why = "" if live else choices.reason(game, me, A.REPAY, "why_repay_not_now")
    return Button("repay", pygame.Rect(0, 0, 0, 0), t("btn_repay", amount=cost), lambda: ask(bar, moment(bar)),
                  enabled=live, tooltip=t("tip_repay", amount=cost) if live else why)


def confirm_button(bar, legal: list, room: pygame.Rect) -> Button | None:
    """"Yes, repay ₹11,550" in `room` while the question waits, else None."""
    if not asking(bar, legal):
        return None
    game, money = bar.game, bar.session.money
    me = game.pending.player
    loan, cost = game.loans[me], game.loan_cost(me)
    return Button("repay_confirm", pygame.Rect(room), t("btn_repay_confirm", amount=money(cost)),
                  lambda: repay(bar), "danger", wraps=True,
                  tooltip=t("tip_repay_confirm", amount=money(cost), loan=money(loan), interest=money(cost - loan)))


def question(bar, legal: list, name: str) -> str:
    """The prompt while the repayment waits for its "Yes": what goes to the bank, what is left."""
    if not asking(bar, legal):
        return ""
    game, money = bar.game, bar.session.money
    me = game.pending.player
    cost = game.loan_cost(me)
    return t("prompt_repay_ask", name=name, amount=money(cost), left=money(game.players[me].cash - cost))


def ask(bar, asked: tuple | None) -> None:
    """Ask (or with None, stop asking) before repaying: the bar is laid out again for it."""
    bar.repay_asked = asked
    bar.scene.changed()


def repay(bar) -> None:
    bar.repay_asked = None
    bar.scene.act(A.REPAY)
