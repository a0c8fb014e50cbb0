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
from .panel_scene import OverlayScene, shade


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
        shade(surf)
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
