"""Trading, over the board: build an offer, and answer one.

TradeScene lets the player whose turn it is pick a partner and what goes each way
(places, money, bail cards), with each side's value added up and the rules' limits
shown as they apply. A bot partner answers at once; a human partner gets AnswerScene.
"""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine import events as E

from .. import fonts, widgets
from .. import geometry as geo
from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from .panel_scene import OverlayScene, shade

CASH_STEPS = (-1000, -100, 100, 1000)


def value(game, player: int, items: A.Items) -> int:
    """What one side of a trade is worth: places as worth counts them, cash, bail cards at the fine."""
    total = items.cash + len(items.cards) * game.edition.rules.jail_fine
    for s in items.squares:
        price = game.edition.squares[s].price
        total += price // 2 if game.is_mortgaged(s) else price
    return total


def describe(game, money, items: A.Items) -> list[str]:
    lines = [L.square_name(game.edition.squares[s]) + (f" ({t('deed_mortgaged')})" if game.is_mortgaged(s) else "")
             for s in items.squares]
    if items.cash:
        lines.append(money(items.cash))
    lines += [t("trade_card", deck=L.deck_title(game.edition.decks[d])) for d in items.cards]
    return lines or [t("trade_nothing")]


class TradeScene(OverlayScene):
    def __init__(self, app, board) -> None:
        super().__init__(app, board)
        self.me = self.game.pending.player
        others = [i for i in self.game.active_players() if i != self.me]
        self.partner = others[0]
        self.give: set[int] = set()
        self.get: set[int] = set()
        self.cash = {"give": 0, "get": 0}
        self.cards: dict[str, list[str]] = {"give": [], "get": []}
        self.result = ""
        self.result_ok = False

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = th.scale_of(size)
        self.rect = pygame.Rect(0, 0, min(w - 16, int(1000 * s)), min(h - 16, int(740 * s)))
        self.rect.center = (w // 2, h // 2)
        self.rebuild()

    # ----- the offer being built -----------------------------------------------------------------

    def offer(self) -> A.Offer:
        give = A.Items(tuple(sorted(self.give)), self.cash["give"], tuple(self.cards["give"]))
        get = A.Items(tuple(sorted(self.get)), self.cash["get"], tuple(self.cards["get"]))
        return A.Offer(self.partner, give, get)

    def rebuild(self) -> None:
        self.panel.clear()
        r = self.rect
        s = th.scale_of(self.size)
        bh = max(40, int(44 * s))
        self.top = r.y + int(56 * s)
        others = [i for i in self.game.active_players() if i != self.me]
        pw = min(int(200 * s), (r.w - 32) // max(1, len(others)) - 8)
        for k, q in enumerate(others):
            self.panel.add(Button(f"partner_{q}", pygame.Rect(r.x + 16 + k * (pw + 8), self.top, pw, bh),
                                  self.game.players[q].name, lambda q=q: self.set_partner(q),
                                  "selected" if q == self.partner else "chip", colour=self.session.colour(q),
                                  tooltip=t("tip_partner")))
        col_w = (r.w - 48) // 2
        y0 = self.top + bh + int(40 * s)
        self.columns = {"give": pygame.Rect(r.x + 16, y0, col_w, 0), "get": pygame.Rect(r.x + 32 + col_w, y0, col_w, 0)}
        for side, who in (("give", self.me), ("get", self.partner)):
            self._side(side, who, self.columns[side], s)
        fb = pygame.Rect(r.right - 16 - int(200 * s), r.bottom - 16 - bh, int(200 * s), bh)
        problem = self.game.check_offer(self.offer())
        self.problem = problem or ""
        self.panel.add(Button("offer", fb, t("trade_offer"), self.send, "primary", enabled=problem is None,
                              tooltip=t("tip_offer") if problem is None else problem, key=pygame.K_RETURN))
        self.panel.add(Button("close", pygame.Rect(fb.x - 8 - int(160 * s), fb.y, int(160 * s), bh), t("btn_close"),
                              self.app.pop, tooltip=t("tip_close")))

    def _side(self, side: str, who: int, col: pygame.Rect, s: float) -> None:
        chosen = self.give if side == "give" else self.get
        places = sorted(self.game.owned[who])
        chip_h = max(28, int(34 * s))
        y = col.y + int(30 * s)
        # The places share the room above the money and bail-card rows and the footer: two or
        # three to a row, and shorter chips when a player holds many.
        room = self.rect.bottom - 90 - y - 3 * (chip_h + 4)
        per_row = 2 if len(places) <= 2 * (room // (chip_h + 4)) else 3
        rows = max(1, -(-len(places) // per_row))
        chip_h = max(20, min(chip_h, room // rows - 4))
        cw = (col.w - 6 * (per_row - 1)) // per_row
        for k, sq_i in enumerate(places):
            sq = self.game.edition.squares[sq_i]
            built = sq.kind == "place" and any(self.game.buildings(m) for m in self.game.edition.groups[sq.group])
            rect = pygame.Rect(col.x + (k % per_row) * (cw + 6), y + (k // per_row) * (chip_h + 4), cw, chip_h)
            colour = geo.argb(sq.band) if sq.kind == "place" else (90, 84, 74)
            label = L.square_name(sq) + (" *" if self.game.is_mortgaged(sq_i) else "")
            self.panel.add(Button(f"{side}_sq_{sq_i}", rect, label, lambda s_=sq_i, c=chosen: self.toggle(c, s_),
                                  "selected" if sq_i in chosen else "chip", enabled=not built, colour=colour,
                                  size=max(11, int(chip_h * 0.4)),
                                  tooltip=t("trade_built") if built else t("tip_trade_place",
                                                                           price=self.session.money(sq.price))))
        y += -(-len(places) // per_row) * (chip_h + 4) + 6
        cash = self.game.players[who].cash
        sw = (col.w - 6 * 3) // 4
        for k, step in enumerate(CASH_STEPS):
            amount = min(cash, max(0, self.cash[side] + step))
            label = ("+" if step > 0 else "-") + self.session.money(abs(step))
            self.panel.add(Button(f"{side}_cash_{step}", pygame.Rect(col.x + k * (sw + 6), y + chip_h + 4, sw, chip_h),
                                  label, lambda a=amount, sd=side: self.set_cash(sd, a), "chip",
                                  enabled=amount != self.cash[side], size=max(11, int(chip_h * 0.4)),
                                  tooltip=t("tip_cash", cash=self.session.money(cash))))
        self.cash_y = {**getattr(self, "cash_y", {}), side: y}
        y += 2 * (chip_h + 4) + 4
        for k, deck in enumerate(self.game.players[who].bail_cards):
            on = self.cards[side].count(deck) > self.game.players[who].bail_cards[:k].count(deck)
            title = L.deck_title(self.game.edition.decks[deck])
            self.panel.add(Button(f"{side}_card_{k}", pygame.Rect(col.x + k * (cw + 6), y, cw, chip_h),
                                  t("trade_card", deck=title), lambda sd=side, d=deck, on=on: self.toggle_card(sd, d, on),
                                  "selected" if on else "chip", size=max(11, int(chip_h * 0.4)), tooltip=t("tip_card")))

    def set_partner(self, q: int) -> None:
        self.partner = q
        self.get.clear()
        self.cash["get"] = 0
        self.cards["get"] = []
        self.result = ""
        self.rebuild()

    def toggle(self, chosen: set[int], s: int) -> None:
        chosen.symmetric_difference_update({s})
        self.result = ""
        self.rebuild()

    def set_cash(self, side: str, amount: int) -> None:
        self.cash[side] = amount
        self.result = ""
        self.rebuild()

    def toggle_card(self, side: str, deck: str, on: bool) -> None:
        if on:
            self.cards[side].remove(deck)
        else:
            self.cards[side].append(deck)
        self.rebuild()

    def send(self) -> None:
        partner = self.partner
        if self.board.act(self.offer()) is None:
            self.result, self.result_ok = self.board.message, False
            self.rebuild()
            return
        if self.session.is_bot(partner):
            # a bot answers at once, and the answer shows here
            accepted = answered(self.board.act(self.session.bot_action()) or [])
            name = self.game.players[partner].name
            self.result = t("trade_accepted", name=name) if accepted else t("trade_rejected", name=name)
            self.result_ok = bool(accepted)
            self.give.clear()
            self.get.clear()
            self.cash = {"give": 0, "get": 0}
            self.cards = {"give": [], "get": []}
            self.board.presenter.skip()
            self.rebuild()
        else:
            self.app.pop()  # the partner answers in their own view

    def draw_content(self, surf: pygame.Surface) -> None:
        shade(surf)
        r = self.rect
        widgets.card(surf, r, fill=th.PANEL, edge=th.ACCENT)
        g = self.game
        head = fonts.render(t("trade_title", name=g.players[self.me].name), th.size(24, surf), th.TEXT, bold=True)
        surf.blit(head, (r.x + 16, r.y + 14))
        limits = t("trade_limits", left=3 - g.offers_made) + "  ·  " + t("trade_rule_built")
        lim = fonts.render(limits, th.size(14, surf), th.MUTED)
        surf.blit(lim, (r.right - lim.get_width() - 16, r.y + 22))
        offer = self.offer()
        for side, who, items in (("give", self.me, offer.give), ("get", self.partner, offer.get)):
            col = self.columns[side]
            key = "trade_you_give" if side == "give" else "trade_you_get"
            total = value(g, who, items)
            text = t(key, name=g.players[who].name, value=self.session.money(total))
            surf.blit(fonts.render(text, th.size(17, surf), th.TEXT, bold=True), (col.x, col.y))
            cash_line = t("trade_cash", amount=self.session.money(self.cash[side]),
                          have=self.session.money(g.players[who].cash))
            gst = g.gst(self.cash[side]) if self.cash[side] > 0 else 0
            if gst:  # Business GST: whoever hands the cash over pays the tax on it
                cash_line += " · " + t("trade_gst", amount=self.session.money(gst))
            surf.blit(fonts.render(cash_line, th.size(15, surf), th.TEXT), (col.x, self.cash_y[side] + 4))
        pygame.draw.line(surf, th.EDGE, (r.centerx, self.columns["give"].y), (r.centerx, r.bottom - 80), 1)
        status = self.result or self.problem
        if status:
            colour = th.GOOD if self.result and self.result_ok else th.BAD
            size = th.size(15, surf)
            lines = fonts.wrap(status, size, int(r.w * 0.55))
            fonts.blit_lines(surf, lines[:2], size, colour,
                             pygame.Rect(r.x + 16, r.bottom - 70, int(r.w * 0.55), 56), bold=True, align="left")


class AnswerScene(OverlayScene):
    """A human partner's answer to an offer: what they get, what they give, accept or reject."""

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        self.rect = pygame.Rect(0, 0, min(w - 20, int(760 * s)), min(h - 20, int(480 * s)))
        self.rect.center = (w // 2, h // 2)
        self.panel.clear()
        bh = max(44, int(52 * s))
        r = self.rect
        bw = int(200 * s)
        ok = "accept" in [str(a) for a in self.game.legal_actions()]
        self.panel.add(Button("accept", pygame.Rect(r.right - 16 - bw, r.bottom - 16 - bh, bw, bh), t("trade_accept"),
                              lambda: self.answer(A.ACCEPT), "primary", enabled=ok,
                              tooltip=t("tip_accept") if ok else t("why_no_accept"), key=pygame.K_RETURN))
        self.panel.add(Button("reject", pygame.Rect(r.right - 24 - 2 * bw, r.bottom - 16 - bh, bw, bh), t("trade_reject"),
                              lambda: self.answer(A.REJECT), tooltip=t("tip_reject")))

    def answer(self, action) -> None:
        self.board.act(action)
        self.app.pop()

    def back(self) -> None:
        """Esc doesn't close the answer: the offer waits for Accept or Reject."""

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.game.pending.kind != "trade":
            self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        shade(surf)
        r = self.rect
        widgets.card(surf, r, fill=th.PANEL, edge=th.ACCENT)
        g = self.game
        offer = g.offer
        if offer is None:
            return
        me, them = g.pending.player, g.pending.other
        title = t("answer_title", name=g.players[me].name, other=g.players[them].name)
        surf.blit(fonts.render(title, th.size(22, surf), th.TEXT, bold=True), (r.x + 16, r.y + 14))
        col_w = (r.w - 48) // 2
        size = th.size(16, surf)
        for k, (key, who, items) in enumerate((("answer_you_get", them, offer.give), ("answer_you_give", me, offer.get))):
            x = r.x + 16 + k * (col_w + 16)
            y = r.y + 64
            head = t(key, value=self.session.money(value(g, who, items)))
            surf.blit(fonts.render(head, th.size(17, surf), th.ACCENT, bold=True), (x, y))
            y += fonts.line_height(size) + 6
            for line in describe(g, self.session.money, items):
                surf.blit(fonts.render(line, size, th.TEXT), (x, y))
                y += fonts.line_height(size)
        self.panel.draw(surf)
        self.panel.draw_tooltip(surf)


def answered(events: list) -> bool | None:
    """Whether a batch of events holds an accepted (True) or rejected (False) trade."""
    for e in events:
        if isinstance(e, E.TradeAnswered):
            return e.accepted
    return None
