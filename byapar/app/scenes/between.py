"""Building between other players' turns (Classic, Finance): in a decision that isn't theirs, a
person who may build now has a Build… on the action bar ("Asha: build out of turn…" where several
people play, in the words of the "Build out of turn…" chooser that names them where many may) that
opens their holdings at the build page; one who may only sell to the bank (Finance) has a Sell…
that opens the sale page instead. The bots wait while it is open. Where the laptop is with
someone else it passes to the builder first, as for Trade as."""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine import kinds as K

from ..i18n import t
from ..widgets import Button

BETWEEN_ACTIONS = (A.Build, A.Sell, A.SellPlace)  # what a person may do out of turn with their places
BUILD_ROW = 2  # a bot's decision: the bar's lowest row of halves, under the Trade-as rows
# between turns: a turn's start and the end of its move. A vote, an answer to an offer or a
# purchase being weighed is the deciding player's moment (the engine would allow building then;
# the table reads another's button as noise)
OFFERED_AT = (K.ROLL, K.JAIL, K.END)


def builders(bar) -> list[int]:
    """The people who may build or sell now though the decision isn't theirs."""
    return list(pages(bar))


def pages(bar) -> dict[int, str]:
    """For each person who may build or sell now though the decision isn't theirs, the page of
    their holdings their button opens: "build" where the engine lets them build something,
    else "sell". While a bot reads the table the engine isn't asked: those found before it
    began are kept (their buttons greyed)."""
    scene, game = bar.scene, bar.game
    rules = game.edition.rules
    if (not (rules.build_out_of_turn or rules.sell_out_of_turn) or game.over or scene.presenter.busy
            or game.pending.kind not in OFFERED_AT):
        return {}
    now = (game.pending, len(game.history))
    if scene.controller.reading():
        seen, found = bar.builders_seen
        return found if seen == now else {}
    found = {}
    for i in range(len(game.players)):
        if i != game.pending.player and scene.session.is_human(i):
            legal = [a for a in game.legal_actions(i) if isinstance(a, BETWEEN_ACTIONS)]
            if legal:
                found[i] = "build" if any(isinstance(a, A.Build) for a in legal) else "sell"
    bar.builders_seen = (now, found)
    return found


def several_people(game, session) -> bool:
    """More than one person plays on: a button for one of them says whose it is."""
    return sum(1 for i, p in enumerate(game.players) if session.is_human(i) and not p.bankrupt) > 1


def tip(game) -> str:
    """What the button does: building between turns, and in Finance selling to the bank too."""
    return t("tip_build_sell_between" if game.edition.rules.sell_out_of_turn else "tip_build_between")


LABELS = {"build": ("btn_build_as", "btn_manage_build"), "sell": ("btn_sell_as", "btn_manage_sell")}  # named, alone


def build_as_button(bar, seat: int) -> Button:
    """Build… (or where they may only sell, Sell…) for the person in `seat`, named where several
    play; greyed while a bot reads."""
    game = bar.game
    name = game.players[seat].name
    named, alone = LABELS[pages(bar).get(seat, "build")]
    label = t(named, name=name) if several_people(game, bar.session) else t(alone)
    reading = bar.scene.controller.reading()
    return Button(f"build_as_{seat}", pygame.Rect(0, 0, 0, 0), label, lambda: build_as(bar, seat),
                  enabled=not reading, tooltip=t("why_build_bot_reading") if reading else tip(game), wraps=True)


def chooser_button(bar, trading: bool) -> Button:
    """One button for the people who may act out of turn where their buttons don't fit: it opens
    the chooser (Trade as and Build as each, where some may trade)."""
    if trading:
        return Button("out_of_turn", pygame.Rect(0, 0, 0, 0), t("btn_out_of_turn_who"), bar.choose_trader,
                      tooltip=t("tip_out_of_turn_who"), wraps=True)
    return Button("build_as", pygame.Rect(0, 0, 0, 0), t("btn_build_as_who"), bar.choose_trader,
                  tooltip=t("tip_build_as_who"), wraps=True)


def build_as_buttons(bar, room: int) -> list[Button]:
    """Build as each person who may now, or where they don't fit in `room`, one chooser."""
    seats = builders(bar)
    if len(seats) <= max(1, room):
        return [build_as_button(bar, i) for i in seats]
    return [chooser_button(bar, trading=False)]


def others_buttons(bar, room: int) -> list[Button]:
    """In a person's decision, what the others may do out of turn in `room` buttons: Trade as
    and Build as each, or where they don't all fit, one chooser of them."""
    traders, seats = bar.traders(), builders(bar)
    if not seats:
        return bar.trade_as_buttons(room)
    if len(traders) + len(seats) <= max(1, room):
        return [bar.trade_as_button(i) for i in traders] + [build_as_button(bar, i) for i in seats]
    return [chooser_button(bar, trading=bool(traders))]


def chosen(bar) -> list[Button]:
    """The chooser's Build-as buttons, after its Trade-as ones."""
    return [build_as_button(bar, i) for i in builders(bar)]


def place_in_bots_decision(bar) -> None:
    """A bot's decision: Trade as in the rows under the (empty) main row, as many as four, and
    Build as where the person's own Build… stands in their turn, beside a lone Trade as; under
    more of them, in the lowest row (where rows are short, two of each, Build as above)."""
    builds = build_as_buttons(bar, 2)
    offers = bar.trade_as_buttons(2 if builds and bar.compact else 4)
    rows = [r for row in (0, 1) for r in bar.row_of(2, row)]
    for b, r in zip(offers, rows[2:] if len(offers) <= 2 else rows, strict=False):
        b.rect = r
        bar.scene.panel.add(b)
    if len(builds) == 1 and len(offers) <= 1:
        spots = bar.row_of(2, 1)[1:]
    else:
        spots = bar.row_of(2, 1 if not offers else 0 if bar.compact else BUILD_ROW)
    peers = tuple(b.label for b in builds)  # the row reads at one size
    for b, r in zip(builds, spots, strict=False):
        b.rect, b.peers = r, peers
        bar.scene.panel.add(b)


def build_as(bar, seat: int) -> None:
    """The person in `seat` builds out of turn: where someone else has the laptop, it passes to
    them first; then their holdings open at the build page. A click that lands as a bot begins
    to read the table (the button not yet greyed) does nothing."""
    if bar.scene.controller.reading():
        return
    bar.choosing = None
    page = pages(bar).get(seat, "build")
    if not bar.scene.gate.passes_to_offer(bar.scene, seat):
        open_holdings(bar.scene, seat, page)
        return
    bar.passing, bar.passing_for = (seat, bar.game.pending), page
    bar.scene.changed()


def open_holdings(scene, seat: int, page: str = "build") -> None:
    """The holdings of `seat` at `page` (build, or sell), held open between turns: the bots wait for it."""
    scene.selected = None
    scene.actions.choosing = None
    scene.app.push("holdings", scene, seat, page, between=True)


def bots_wait_prompt(scene) -> str:
    """Whom the bots wait for while a person acts in a bot's decision: a deed open, an offer
    being built, or holdings open to build."""
    game, top = scene.game, scene.app.top
    if scene.selected is not None:
        return t("prompt_bots_wait", name=game.players[game.owner(scene.selected)].name)
    if getattr(top, "between", False):
        return t("prompt_bots_wait_build", name=game.players[top.player].name)
    return t("prompt_bots_wait_trade", name=game.players[top.me].name)
