"""Acting between other players' turns (Classic, Finance): in a decision that isn't theirs, a
person who may build now has a Build… on the action bar ("Asha: build out of turn…" where several
people play) that opens their holdings at the build page; one who may only sell to the bank
(Finance) has a Sell… that opens the sale page instead. The bots wait while it is open. Where the
laptop is with someone else it passes to the builder first, as for Trade as.

In a person's decision the others' buttons stand in a lower row of their own, apart from that
person's (`place_others`), each naming its person: where a button for each thing each may do
doesn't fit, one a person ("Asha: out of turn…" opens a chooser of what Asha may do)."""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine import kinds as K

from .. import theme as th
from .. import widgets
from ..i18n import t
from ..widgets import Button

BETWEEN_ACTIONS = (A.Build, A.Sell, A.SellPlace)  # what a person may do out of turn with their places
OTHERS_ROOM = 3  # the others' row holds as many as three people's buttons, a third of it each
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


def others_row_kept(game, session) -> bool:
    """Whether the bar keeps a lower row for the others' out-of-turn buttons: the edition lets
    people act in another's decision and more than one person plays."""
    rules = game.edition.rules
    return (rules.build_out_of_turn or rules.sell_out_of_turn or rules.trade_any_time) and several_people(game, session)


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


def chooser_button(bar, people: list[int]) -> Button:
    """One button for the people who may act out of turn where a button each doesn't fit, naming
    them all: it opens the chooser (Trade as and Build as each)."""
    names = ", ".join(bar.game.players[i].name for i in people)
    return Button("out_of_turn", pygame.Rect(0, 0, 0, 0), t("btn_out_of_turn_people", names=names),
                  lambda: choose(bar, None), tooltip=t("tip_out_of_turn_who"), wraps=True)


def person_button(bar, seat: int, trades: bool, acts: bool) -> Button:
    """The out-of-turn button of the person in `seat`, named: Trade as, their Build… (or Sell…),
    or where they may do both, one that opens the chooser of their own two."""
    if trades and acts:
        name = bar.game.players[seat].name
        return Button(f"out_of_turn_{seat}", pygame.Rect(0, 0, 0, 0), t("btn_out_of_turn_as", name=name),
                      lambda: choose(bar, seat), tooltip=t("tip_out_of_turn_as", name=name), wraps=True)
    return bar.trade_as_button(seat) if trades else build_as_button(bar, seat)


def others_buttons(bar, room: int) -> list[Button]:
    """What the people whose decision it isn't may do out of turn now, in `room` buttons, each
    naming its person: Trade as and Build as each where they all fit, else one button a person,
    in seat order, else one chooser naming them all."""
    traders, seats = bar.traders(), builders(bar)
    people = sorted(set(traders) | set(seats))
    if len(traders) + len(seats) <= max(1, room):
        return [bar.trade_as_button(i) for i in traders] + [build_as_button(bar, i) for i in seats]
    if len(people) > max(1, room):
        return [chooser_button(bar, people)]
    return [person_button(bar, i, i in traders, i in seats) for i in people]


def choose(bar, seat: int | None) -> None:
    """Open the chooser of what `seat` may do out of turn (None: everyone who may), or close it."""
    bar.choosing_for = seat
    bar.choose_trader()


def chosen(bar) -> list[Button]:
    """The chooser's buttons: Trade as, then Build as, for the person it was opened for (or all)."""
    only = getattr(bar, "choosing_for", None)
    trades = [bar.trade_as_button(i) for i in bar.traders() if only in (None, i)]
    return trades + [build_as_button(bar, i) for i in builders(bar) if only in (None, i)]


def place_others(bar, buttons: list[Button]) -> None:
    """The others' out-of-turn buttons in the bar's lowest row, kept for them, side by side, each
    label on one line (a lone one in the row's right half, under the turn's own Build…, or the
    whole row where its label would be set smaller in the half)."""
    if not buttons or not bar.others_row:
        return
    spots = bar.row_of(max(2, len(buttons)), row=bar.rows() - 1)[-len(buttons):]
    peers = tuple(b.label for b in buttons)  # the row reads at one size
    for b, r in zip(buttons, spots, strict=False):
        # apart: their longer labels (a name in each) never set the turn's own buttons smaller,
        # where the rows stand as high as theirs
        b.rect, b.peers, b.wraps, b.apart = r, peers, False, True
    if len(buttons) > 1 and not all(reads_on_one_line(bar, b) for b in buttons):
        # side by side they would read below the window's least size, or wrap in a box too low
        # for two lines: one button across the row, naming the person (or everyone), opens the
        # chooser of what each may do
        buttons = [one_for_all(bar)]
        buttons[0].rect, buttons[0].wraps, buttons[0].apart = spots[0].union(spots[-1]), False, True
    for b in buttons:
        bar.scene.panel.add(b)
    lone = buttons[0]
    if len(buttons) == 1 and (widgets.natural_size(lone) < lone.font_size() or not widgets.on_one_line(lone)):
        lone.rect = bar.row_of(1, row=bar.rows() - 1)[0]  # shrunk or wrapped in the half: the row is its


def reads_on_one_line(bar, b: Button) -> bool:
    """Whether the others' row button `b` reads whole on one line at the window's least size or
    more: the row is one line high, so a label that wraps there crowds its box's edges."""
    return widgets.natural_size(b) >= least_label(bar) and widgets.on_one_line(b)


def one_for_all(bar) -> Button:
    """One button for everyone who may act out of turn now: the person's own where there is one,
    else the chooser naming them all."""
    people = sorted(set(bar.traders()) | set(builders(bar)))
    return person_button(bar, people[0], True, True) if len(people) == 1 else chooser_button(bar, people)


def least_label(bar) -> int:
    """The least size a label in the bar may read at: the window's floor, grown by the text size."""
    return round(th.text_floor(bar.scene.app.screen.get_size()) * th.text_scale)


def place_in_bots_decision(bar) -> None:
    """A bot's decision: the people's out-of-turn buttons, one a person, two to a row in the halves
    under the (empty) main row (where rows are short, from the main row down)."""
    spots = [r for row in range(0 if bar.compact else 1, bar.rows()) for r in bar.row_of(2, row)]
    buttons = others_buttons(bar, len(spots))
    peers = tuple(b.label for b in buttons)  # they read at one size
    for b, r in zip(buttons, spots, strict=False):
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
