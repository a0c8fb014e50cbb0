"""The raise-money view: when a player owes more than they have, every legal way to raise it at
once, in sections (buildings group by group, mortgages, sales to the bank), each row with what it
brings and the rent it gives up, and "Raise it for me". Where the book lets a debtor trade
(Classic), a row under them opens a trade offer, and, when the bank can't cover the debt,
gives up (bankrupt to whoever is owed).

The rows keep one order (section, then board order), so the rest never moves under the mouse
after a click; a row done (a place mortgaged) stays in its place, greyed, while the debt stands,
and a row that only a click made possible (a place's Mortgage once its group's last building is
sold) comes after all the rows shown before it; the wheel scrolls when they don't all fit.
"""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine import schema as S
from byapar.engine.game import join_undo, undo_mark

from .. import art, choices, fonts, widgets
from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from . import comfort_ui, scroll_rows


class RaiseView:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.scroll = 0  # rows scrolled past
        self.options: list[choices.RaiseOption] = []
        self.rows: list[tuple[str, choices.RaiseOption]] = []  # ("head" | "option", the option)
        self.visible: list[tuple[pygame.Rect, tuple[str, object]]] = []
        self.area = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.more_above = self.more_below = 0
        self.cannot = ""  # why "Raise it for me" can't raise the whole debt, or ""
        self.measure: list[str] = []  # how "Raise it for me" chooses, in lines under it (where there is room)
        self.give_up_asked = False  # "Give up: bankrupt" clicked once: the next click gives up
        self._debt: object = None  # the decision the rows below were seen for
        self._seen: dict[str, choices.RaiseOption] = {}  # every row shown for it, by its action
        self.done: set[str] = set()  # the rows of those done since
        self._slots: dict[str, int] = {}  # each row's place, by its action: the first rows' order, then newcomers
        self._plan: tuple[tuple, choices.RaisePlan] | None = None  # "Raise it for me"'s plan, and the moment it was for

    def _row_h(self) -> int:
        """A row's two lines grow with the text size: at a fixed height they were squeezed back to the floor."""
        return round(max(38, int(46 * th.scale_of(self.scene.app.screen))) * th.text_scale)

    def _measure_h(self) -> int:
        return fonts.line_room(th.size(12, self.scene.app.screen))

    def _head_h(self) -> int:
        return fonts.line_height(th.size(14, self.scene.app.screen)) + 4

    def build(self, area: pygame.Rect) -> None:
        """Work out the options and add a button for each row in view."""
        scene = self.scene
        game = scene.game
        player = game.pending.player
        self.area = area
        self.options = self._with_done(choices.raise_options(game, player))
        self.rows = []
        for o in self.options:
            if not self.rows or self.rows[-1][1].section != o.section:
                self.rows.append(("head", o))  # a section's heading, named by its first option
            self.rows.append(("option", o))
        bh = self._row_h()
        top = pygame.Rect(area.x, area.y, area.w, bh)
        plan = self.plan()
        money = scene.session.money
        short = max(0, game.pending.amount - game.players[player].cash)
        if plan.covers:
            tip = t(L.edition_key("tip_raise_auto", game.edition), short=money(short),
                    choices=", ".join(choices.option_label(game, o, money) for o in plan.steps))
        else:  # why one click can't do it, said where it is seen (the heading) and on the button
            tip = t("why_raise_auto_short", brings=money(plan.brings), short=money(short)) if plan.steps \
                else t(L.edition_key("why_no_raise", game.edition))
        self.cannot = "" if plan.covers else tip
        # where it can't, the button's own words say why (the whole sentence on hover)
        label = t("btn_raise_auto") if plan.covers or not plan.steps else t("btn_raise_auto_short", brings=money(plan.brings))
        auto = Button("raise_auto", pygame.Rect(top.right - int(top.w * 0.42), top.y, int(top.w * 0.42), bh - 4),
                      label, lambda: self.raise_all(plan), "primary", enabled=plan.covers, tooltip=tip, wraps=True)
        bottom = self._trade_row(area, bh)
        room = bottom - top.bottom - 2 * bh  # two options' rows stay in sight below it
        self.measure = measure_lines(scene.app.screen, game.edition, area.w, room) if plan.covers else []
        below = top.bottom + 4 + len(self.measure) * self._measure_h()
        self.list_rect = pygame.Rect(area.x, below, area.w, bottom - below)
        self._place_rows()
        scene.panel.add(auto)  # after the rows: the first "raise_" button is always an option

    def plan(self) -> choices.RaisePlan:
        """"Raise it for me"'s plan for the table as it stands: worked out once for each moment of
        the game (its search takes a while), not at each scroll or redraw."""
        game = self.scene.game
        moment = (game.pending, len(game.history), tuple(game.history[-1:]))
        if self._plan is None or self._plan[0] != moment:
            self._plan = moment, choices.raise_plan(game, game.pending.player)
        return self._plan[1]

    def _with_done(self, options: list[choices.RaiseOption]) -> list[choices.RaiseOption]:
        """The options, and in their places the rows shown for this debt that are done now."""
        if self._debt != self.scene.game.pending:
            self.forget()
            self._debt = self.scene.game.pending
        live = {str(o.action) for o in options}
        self._seen.update((str(o.action), o) for o in options)
        for o in sorted(options, key=choices.option_order):  # a row that comes later goes after all
            self._slots.setdefault(str(o.action), len(self._slots))  # (a Mortgage once a group's houses are sold)
        self.done = set(self._seen) - live
        return sorted(options + [self._seen[a] for a in self.done], key=lambda o: self._slots[str(o.action)])

    def forget(self) -> None:
        """The debt is settled (or another decision stands): its rows are no longer kept."""
        self._debt, self._seen, self._slots, self.done = None, {}, {}, set()
        self.give_up_asked = False
        self.visible, self.measure = [], []  # nothing of it is drawn before it is built again

    def raise_all(self, plan: choices.RaisePlan) -> None:
        """The whole debt in one click: each step as if clicked, so the log sees them all, and one
        undo takes them all back."""
        game = self.scene.game
        mark = undo_mark(game)
        for step in plan.steps:
            if self.scene.act(step.action) is None:  # refused (the table changed): the view shows why
                break
        join_undo(game, mark)

    def _trade_row(self, area: pygame.Rect, bh: int) -> int:
        """Trade and give-up buttons along the bottom where the rules offer them; returns where
        the rows above them must stop."""
        game, scene = self.scene.game, self.scene
        can_trade = game.can_offer()
        can_give_up = A.RESIGN in game.legal_actions()
        if not (can_trade or can_give_up):
            return area.bottom
        row = pygame.Rect(area.x, area.bottom - bh, area.w, bh - 4)
        half = (row.w - 6) // 2
        if can_trade:
            left = game.offers_left(game.pending.player)
            scene.panel.add(Button("trade", pygame.Rect(row.x, row.y, half, row.h), t("btn_trade", left=left),
                                   scene.open_trade, tooltip=t("tip_trade_raising", left=left)))
        if can_give_up:
            label = t("btn_give_up_confirm") if self.give_up_asked else t("btn_give_up")
            give_up = Button("give_up", pygame.Rect(row.right - half, row.y, half, row.h), label, None, "danger",
                             tooltip=t("tip_give_up"))
            give_up.on_click = lambda: self.give_up(give_up)
            give_up.peers = (t("btn_give_up"), t("btn_give_up_confirm"))  # one size, asked or not
            scene.panel.add(give_up)
        return row.y - 4

    def give_up(self, button: Button) -> None:
        """Bankrupt on a second click, as resigning asks twice: the game may end with it, and
        nothing takes it back."""
        if not self.give_up_asked:
            self.give_up_asked = True
            button.label = t("btn_give_up_confirm")
            return
        self.scene.act(A.RESIGN)

    def _height(self, row) -> int:
        return self._head_h() if row[0] == "head" else self._row_h()

    def _place_rows(self) -> None:
        """The rows from `scroll` on that fit, each option a button."""
        r = self.list_rect
        heights = [self._height(row) for row in self.rows]
        self.scroll, count = scroll_rows.shown(heights, self.scroll, r.h, scroll_rows.note_height(self.scene.app.screen))
        self.visible = []
        y = r.y
        for row, h in zip(self.rows[self.scroll:self.scroll + count], heights[self.scroll:], strict=False):
            rect = pygame.Rect(r.x, y, r.w, h - 4 if row[0] == "option" else h)
            self.visible.append((rect, row))
            if row[0] == "option":
                o = row[1]
                label = choices.option_label(self.scene.game, o, self.scene.session.money)
                done = str(o.action) in self.done
                self.scene.panel.add(Button(f"raise_{o.action}", rect, label, lambda a=o.action: self.scene.act(a),
                                            "normal", enabled=not done, tooltip=t("tip_row_done") if done else self._tip(o)))
            y += h
        self.more_above = self.scroll
        self.more_below = len(self.rows) - self.scroll - count

    def _tip(self, o) -> str:
        return comfort_ui.button_tooltip(self.scene, o.action)

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """Scroll the rows when the mouse is over them; True when it was."""
        if not self.area.collidepoint(pos) or not self.rows:
            return False
        heights = [self._height(row) for row in self.rows]
        self.scroll = scroll_rows.moved(heights, self.scroll, self.list_rect.h,
                                        scroll_rows.note_height(self.scene.app.screen), dy)
        self.scene.refresh()
        return True

    def draw(self, surf: pygame.Surface) -> None:
        """What still has to be raised, the sections, and each row in two lines (what it brings,
        the rent it gives up), painted over its button."""
        scene = self.scene
        game = scene.game
        money = scene.session.money
        pend = game.pending
        short = max(0, pend.amount - game.players[pend.player].cash)
        size = th.size(15, surf)
        head = pygame.Rect(self.area.x, self.area.y, int(self.area.w * 0.56), self._row_h() - 4)
        fonts.draw(surf, t("raise_still", short=money(short)), head, size, (255, 190, 170), bold=True, align="left")
        for rect, (kind, value) in self.visible:
            if kind == "head":
                self._draw_head(surf, rect, value)
            else:
                self._draw_option(surf, rect, value, money)
        small = th.size(12, surf)
        lh = fonts.line_height(small)
        r = self.list_rect
        room = self._measure_h()
        for k, line in enumerate(self.measure):  # between "Raise it for me" and the rows it chooses from
            fonts.line(surf, line, pygame.Rect(r.x, r.y - 4 - (len(self.measure) - k) * room, r.w, room), small,
                       th.LIGHT_TEXT, valign="center", min_size=small)
        if self.more_above:
            fonts.line(surf, t("raise_more_above", n=self.more_above), pygame.Rect(r.x, r.y - lh + 2, r.w - 4, lh), small,
                       th.HIGHLIGHT, align="right")
        scroll_rows.draw_count(surf, r, 0, self.more_below)  # in the room kept for it under the rows

    def _draw_head(self, surf: pygame.Surface, rect: pygame.Rect, first) -> None:
        fonts.line(surf, t(choices.SECTIONS[first.section]), rect.inflate(-8, 0), th.size(14, surf), th.HIGHLIGHT,
                   bold=True, valign="center")

    def _draw_option(self, surf: pygame.Surface, rect: pygame.Rect, o, money) -> None:
        game = self.scene.game
        hovered = self.scene.panel.hover is not None and self.scene.panel.hover.rect == rect
        done = str(o.action) in self.done
        fill, _text, edge = th.BUTTON_STYLES["normal"]
        if done:  # greyed as a button that takes no click, its words still read
            fill = th.DISABLED[0]
        pygame.draw.rect(surf, th.lighten(fill, 0.12) if hovered and not done else fill, rect, border_radius=8)
        pygame.draw.rect(surf, edge, rect, 2, border_radius=8)
        sq = game.squares[o.action.square] if hasattr(o.action, "square") else None
        x = rect.x + 8
        if sq is not None and sq.kind in S.BUYABLE_KINDS:  # the group's swatch, as on the players' cards
            mark = pygame.Rect(x, rect.y + 6, 8, rect.h - 12)
            side = rect.h // 2 if art.marks_pictured(game.edition) else mark.w  # a picture read at a glance
            if art.mark_picture(game.edition, sq):
                mark = pygame.Rect(x, rect.centery - side // 2, side, side)
            widgets.square_mark(surf, game.edition, sq, mark)
            x += side + 6
        inner = pygame.Rect(x, rect.y + 2, rect.right - x - 8, rect.h - 4)
        label = choices.option_label(game, o, money)
        note = t("raise_done") if done else choices.rent_note(o, money)
        fonts.line(surf, label, pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2), th.size(15, surf),
                   th.DISABLED[1] if done else th.TEXT, bold=True, valign="center", min_size=10)
        colour = th.DISABLED[1] if done else th.BAD if o.rent_lost else th.GOOD
        fonts.line(surf, note, pygame.Rect(inner.x, inner.centery, inner.w, inner.h - inner.h // 2), th.size(13, surf),
                   th.darken(colour, 0.1), valign="center", min_size=9)


def measure_lines(screen, edition, width: int, room: int) -> list[str]:
    """How "Raise it for me" chooses, wrapped to `width` in at most two lines, where they fit in
    `room`; else none (its tooltip says it all the same)."""
    size = th.size(12, screen)
    lines = fonts.wrap(t(L.edition_key("raise_auto_measure", edition)), size, width)
    return lines if len(lines) <= 2 and len(lines) * fonts.line_room(size) <= room else []
