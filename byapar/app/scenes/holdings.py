"""A player's holdings, opened by clicking their card: places group by group in board order, each
with its buildings or mortgage, then bail cards, a bank loan, and worth with its parts."""

from __future__ import annotations

import pygame

from .. import fonts, widgets
from .. import geometry as geo
from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from ..worth_parts import breakdown
from .panel_scene import OverlayScene


def groups_of(game, p: int) -> list[tuple[str, list[int]]]:
    """`p`'s places by group, groups in the order their first square comes round the board."""
    out: dict[str, list[int]] = {}
    for s in sorted(game.owned[p]):
        out.setdefault(game.squares[s].group, []).append(s)
    return list(out.items())


def place_state(game, s: int) -> str:
    """What stands on a place: its buildings, or that it is mortgaged ("" when neither)."""
    if game.is_mortgaged(s):
        return t("holding_mortgaged")
    rules = game.edition.rules
    level = game.buildings(s) - game.marker_floor(s)
    if rules.hotel and game.buildings(s) == rules.max_level:
        return t("holding_hotel")
    return t("holding_houses", n=level) if level else ""


class HoldingsScene(OverlayScene):
    def __init__(self, app, board, player: int) -> None:
        super().__init__(app, board)
        self.player = player

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        self.rect = pygame.Rect(0, 0, min(w - 20, int(820 * s)), min(h - 20, int(640 * s)))
        self.rect.center = (w // 2, h // 2)
        self.panel.clear()
        bh = max(40, int(44 * s))
        bw = max(120, int(160 * s))
        self.panel.add(Button("close", pygame.Rect(self.rect.right - bw - 16, self.rect.bottom - bh - 14, bw, bh),
                              t("btn_close"), self.app.pop, "primary", tooltip=t("tip_close"), key=pygame.K_RETURN))

    def lines(self) -> list[tuple[str, str, object]]:
        """(left, right, swatch colour or None) rows: the summary, then each group's places."""
        game, p, money = self.game, self.player, self.session.money
        pl = game.players[p]
        cash, places, built = breakdown(game, p)
        rows: list[tuple[str, str, object]] = [
            (t("holding_worth"), money(game.worth(p)), None),
            (t("holding_parts", cash=money(pl.cash), places=money(places), buildings=money(built)), "", None)]
        if pl.bail_cards:
            rows.append((t("state_bail", n=len(pl.bail_cards)), "", None))
        if game.loans[p]:
            rows.append((t("state_loan", amount=money(game.loans[p])), money(game.loan_cost(p)), None))
        groups = groups_of(game, p)
        if not groups:
            rows.append((t("holding_none"), "", None))
        for _group, squares in groups:
            rows.append(("", "", None))
            for s in squares:
                sq = game.squares[s]
                colour = geo.argb(sq.band) if sq.kind == "place" else (90, 84, 74)
                rows.append((L.square_name(sq), place_state(game, s), colour))
        return rows

    def draw_content(self, surf: pygame.Surface) -> None:
        r = self.rect
        widgets.card(surf, r)
        pl = self.game.players[self.player]
        s = th.scale_of(surf)
        th.draw_token(surf, self.session.shape(self.player), self.session.colour(self.player),
                      (r.x + int(28 * s), r.y + int(30 * s)), int(14 * s))
        size = th.size(22, surf)
        lh = fonts.line_height(size)
        fonts.line(surf, t("holding_title", name=pl.name), pygame.Rect(r.x + int(52 * s), r.y + int(30 * s) - lh // 2,
                   r.w - int(52 * s) - 16, lh), size, th.TEXT, bold=True, valign="center")
        body = pygame.Rect(r.x + 16, r.y + int(60 * s), r.w - 32, r.h - int(60 * s) - self.panel.get("close").rect.h - 24)
        self._draw_rows(surf, body)

    def _draw_rows(self, surf: pygame.Surface, body: pygame.Rect) -> None:
        """The rows in as many columns as they need (the summary spans the first)."""
        size = th.size(15, surf)
        lh = fonts.line_height(size)
        rows = self.lines()
        per_col = max(1, body.h // lh)
        cols = max(1, -(-len(rows) // per_col))
        cw = (body.w - 16 * (cols - 1)) // cols
        for i, (left, right, colour) in enumerate(rows):
            x = body.x + (i // per_col) * (cw + 16)
            y = body.y + (i % per_col) * lh
            if colour is not None:
                pygame.draw.rect(surf, colour, (x, y + lh // 4, 10, lh // 2), border_radius=2)
            right_w = 0
            if right:
                fig = fonts.line(surf, right, pygame.Rect(x, y, cw, lh), size,
                                 th.BAD if right == t("holding_mortgaged") else th.TEXT, bold=True, align="right",
                                 valign="center")
                right_w = (fonts.width(fig.lines[0], fig.size, bold=True) if fig.lines else 0) + 8
            if left:
                room = cw - right_w - (16 if colour is not None else 0)
                fonts.line(surf, left, pygame.Rect(x + (16 if colour is not None else 0), y, max(1, room), lh), size,
                           th.TEXT, bold=colour is None and i == 0, valign="center", min_size=10)


class OwnersScene(OverlayScene):
    """Who owns what, opened from the board's header: every group in board order, each place
    with its group's colour, its owner's token and name, and its buildings or mortgage. Groups
    are never split between columns, so a glance down a column reads a whole group."""

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        self.rect = pygame.Rect(10, 10, w - 20, h - 20)
        self.panel.clear()
        bh = max(40, int(44 * s))
        bw = max(120, int(160 * s))
        self.panel.add(Button("close", pygame.Rect(self.rect.right - bw - 16, self.rect.bottom - bh - 12, bw, bh),
                              t("btn_close"), self.app.pop, "primary", tooltip=t("tip_close"), key=pygame.K_RETURN))

    def groups(self) -> list[list[int]]:
        """Each group's squares, in the order the groups come round the board."""
        return [list(members) for members in self.game.edition.groups.values()]

    def draw_content(self, surf: pygame.Surface) -> None:
        r = self.rect
        widgets.card(surf, r)
        s = th.scale_of(surf)
        size = th.size(22, surf)
        lh = fonts.line_height(size)
        fonts.line(surf, t("owners_title"), pygame.Rect(r.x + 16, r.y + int(10 * s), r.w - 32, lh), size, th.TEXT,
                   bold=True)
        close = self.panel.get("close").rect
        body = pygame.Rect(r.x + 16, r.y + int(10 * s) + lh + 6, r.w - 32, close.y - 8 - (r.y + int(10 * s) + lh + 6))
        self._draw_groups(surf, body)

    def _columns(self, rows_per_col: int) -> list[list[list[int]]]:
        """The groups flowed into columns, a group never split (one longer than a column stands alone)."""
        cols: list[list[list[int]]] = [[]]
        used = 0
        for group in self.groups():
            need = len(group) + (1 if cols[-1] else 0)
            if cols[-1] and used + need > rows_per_col:
                cols.append([])
                used, need = 0, len(group)
            cols[-1].append(group)
            used += need
        return cols

    def _draw_groups(self, surf: pygame.Surface, body: pygame.Rect) -> None:
        for base in (20, 18, 17, 16, 15):  # the largest words whose columns still fit across
            size = th.size(base, surf)
            lh = fonts.line_height(size) + 2
            cols = self._columns(max(1, body.h // lh))
            if len(cols) * 22 * size <= body.w:
                break
        cw = (body.w - 20 * (len(cols) - 1)) // len(cols)
        for c, groups in enumerate(cols):
            x = body.x + c * (cw + 20)
            y = body.y
            for k, group in enumerate(groups):
                if k:
                    y += lh // 2
                for sq_index in group:
                    self._row(surf, sq_index, pygame.Rect(x, y, cw, lh), size)
                    y += lh
                if k < len(groups) - 1:
                    y += lh // 2

    def _row(self, surf: pygame.Surface, s: int, row: pygame.Rect, size: int) -> None:
        """Band, name; the owner's token and name; buildings or mortgage, right."""
        game = self.game
        sq = game.squares[s]
        band = geo.argb(sq.band) if sq.kind == "place" else (90, 84, 74)
        pygame.draw.rect(surf, band, (row.x, row.y + row.h // 5, 12, row.h * 3 // 5), border_radius=2)
        owner = game.owner(s)
        name_w = int(row.w * 0.42)
        fonts.line(surf, L.square_name(sq), pygame.Rect(row.x + 18, row.y, name_w - 20, row.h), size, th.TEXT,
                   valign="center", min_size=10)
        state = place_state(game, s) if owner is not None else ""
        state_w = int(row.w * 0.26)
        if state:
            colour = th.BAD if game.is_mortgaged(s) else th.TEXT
            fonts.line(surf, state, pygame.Rect(row.right - state_w, row.y, state_w, row.h), size, colour,
                       bold=True, align="right", valign="center", min_size=10)
        who = pygame.Rect(row.x + name_w + 4, row.y, row.w - name_w - state_w - 8, row.h)
        if owner is None:
            fonts.line(surf, t("owners_bank"), who, size, th.MUTED, valign="center", min_size=10)
            return
        radius = row.h * 0.3
        th.draw_token(surf, self.session.shape(owner), self.session.colour(owner),
                      (who.x + radius + 1, row.centery), radius)
        fonts.line(surf, game.players[owner].name, who.inflate(-int(2 * radius + 6), 0).move(int(radius + 3), 0),
                   size, th.TEXT, bold=True, valign="center", min_size=10)
