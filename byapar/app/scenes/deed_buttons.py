"""The buttons on an open deed: Build, Sell, Mortgage or Lift, and Sell to the bank, each in a
fixed place of its own (a place always shows the same buttons in the same spots, greyed with the
reason when not allowed now), so a second click never does something else than the first.

A sale asks first: the clicked Sell becomes "Keep it" and the confirmation stands in another
spot, so even a double click keeps the building.
"""

from __future__ import annotations

import pygame

from byapar.engine import actions as A

from .. import choices
from .. import lang as L
from ..i18n import t
from ..widgets import Button
from . import comfort_ui


def slots(game, s: int) -> list[str]:
    """The deed's fixed spots for square `s`, left to right (then the next row)."""
    rules = game.edition.rules
    sq = game.squares[s]
    out = ["build", "sell"] if sq.kind == "place" else []
    if rules.mortgages:
        out.append("mortgage")
    if rules.sell_places:
        out.append("sell-place")
    return out


def rows_of(count: int, width: int) -> int:
    """Rows the deed's buttons take: two when each would be narrower than about 120 px."""
    return 2 if count > 2 and width / count < 120 else 1


def viewer(scene, s: int) -> int | None:
    """The person whose buttons the deed shows: its owner, when a person sits in that seat."""
    owner = scene.game.owner(s)
    return owner if owner is not None and scene.session.is_human(owner) else None


def legal_for(scene, p: int) -> set:
    """What `p` may do now: in their own decision, or out of turn where the edition allows
    (never asked while a bot reads the table on its thread)."""
    game = scene.game
    if p == game.pending.player:
        return set(game.legal_actions())
    if not scene.controller.reading():
        return set(game.legal_actions(p))
    return set()


def add(scene, s: int, area: pygame.Rect, bh: int) -> str:
    """Add the deed's buttons in `area` (its bottom strip); returns the note for the deed."""
    game = scene.game
    p = viewer(scene, s)
    names = slots(game, s)
    if p is None or not names:
        scene.confirm = None
        return ""
    legal = legal_for(scene, p)
    if scene.confirm is not None and (scene.confirm not in legal or scene.confirm.square != s):
        scene.confirm = None
    rows = rows_of(len(names), area.w)
    per_row = -(-len(names) // rows)
    bw = (area.w - 8 * (per_row - 1)) // per_row
    rects = [pygame.Rect(area.x + (i % per_row) * (bw + 8), area.bottom - (rows - i // per_row) * (bh + 6) + 6, bw, bh)
             for i in range(len(names))]
    note = ""
    for name, rect in zip(names, rects, strict=True):
        b = scene.panel.add(_button(scene, p, s, name, rect, legal))
        if name == "build" and not b.enabled:  # why Build is greyed, on the card as well as its tooltip
            note = b.tooltip
    if scene.confirm is not None:
        note = _ask(scene, s, names, rects)
    return note


def _button(scene, p: int, s: int, name: str, rect: pygame.Rect, legal: set) -> Button:
    game = scene.game
    money = scene.session.money
    sq = game.squares[s]
    if name == "build":
        action, label = A.Build(s), t("btn_build", amount=money(sq.house_cost + game.gst(sq.house_cost)))
        not_now = "why_build_not_now"
    elif name == "sell":
        action, label = A.Sell(s), t("btn_sell", amount=money(game.building_sale(s)))
        not_now = "why_sell_not_now"
    elif name == "mortgage" and game.is_mortgaged(s):
        action, label = A.Unmortgage(s), t("btn_lift", amount=money(game.lift_cost(s)))
        not_now = "why_lift_not_now"
    elif name == "mortgage":
        action, label = A.Mortgage(s), t("btn_mortgage", amount=money(game.mortgage_value(s)))
        not_now = "why_mortgage_not_now"
    else:
        action, label = A.SellPlace(s), t("btn_sell_place", amount=money(game.place_sale(s)))
        not_now = "why_sell_place"
    ok = action in legal and scene.confirm is None
    why = "" if ok else choices.reason(game, p, action, not_now)
    click = (lambda: _ask_first(scene, action)) if isinstance(action, A.Sell | A.SellPlace) else \
        (lambda: scene.act(action))
    return Button(f"deed_{action.verb}", rect, label, click, "primary" if name == "build" else "normal",
                  enabled=ok, tooltip=comfort_ui.button_tooltip(scene, action) if ok else why)


def _ask_first(scene, action) -> None:
    scene.confirm = action
    scene.changed()  # the buttons are rebuilt on the next update


def _ask(scene, s: int, names: list[str], rects: list[pygame.Rect]) -> str:
    """The confirmation: "Keep it" where the sale was clicked, "Yes, sell" in the next spot."""
    game = scene.game
    action = scene.confirm
    here = names.index(action.verb)
    there = here + 1 if here + 1 < len(names) else here - 1
    scene.panel.buttons = [b for b in scene.panel.buttons if b.rect not in (rects[here], rects[there])]
    scene.panel.add(Button("deed_keep", rects[here], t("btn_keep_it"), lambda: _ask_first(scene, None), "normal",
                           tooltip=t("tip_keep")))
    scene.panel.add(Button("deed_confirm", rects[there], t("btn_confirm_sell"), lambda: _confirm(scene), "danger",
                           tooltip=t("tip_confirm_sell")))
    money = scene.session.money
    name = L.square_name(game.squares[s])
    if isinstance(action, A.SellPlace):
        return t("ask_sell_place", square=name, amount=money(game.place_sale(s)))
    return t("ask_sell", square=name, amount=money(game.building_sale(s)))


def _confirm(scene) -> None:
    action, scene.confirm = scene.confirm, None
    scene.act(action)
