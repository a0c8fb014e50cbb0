"""A friend's board: the host's table as it comes over the link, the log of what happened,
and buttons for this laptop's decisions (the host checks each one; a refusal comes back with
its code and is worded here, in this laptop's language).

The table drawn is a Game rebuilt from the host's public table after every step (see
byapar.net.public): the same board drawing as a game at one laptop, and no rule of its own.
"""

from __future__ import annotations

import pygame

from byapar.engine import IllegalAction
from byapar.engine import actions as A
from byapar.engine import kinds as K

from .. import drawing, fonts
from .. import lang as L
from .. import theme as th
from ..app import Scene
from ..board_view import BoardView
from ..i18n import t
from ..widgets import Button, Panel
from ..words import Words, plain
from .action_bar import loan_label

MAX_BUTTONS = 8
LOG_LINES = 60


class FriendBoardScene(Scene):
    def __init__(self, app, link) -> None:
        super().__init__(app)
        self.link = link
        self.follower = link.follower
        self.panel = Panel()
        self.board: BoardView | None = None
        self.log: list[str] = []
        self.message = ""  # the last refusal, in this laptop's words
        self.sent_at = -1  # the step a decision was sent at: one decision a step
        self._key: tuple | None = None
        self._lines: dict[tuple, pygame.Surface] = {}  # log lines painted, by text, size and width
        self._side_key: tuple | None = None
        self._side_image: pygame.Surface | None = None
        self.size = (0, 0)
        self.link.pump()

    # ----- reading the link --------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.panel.update(dt)
        got = self.link.pump()
        view = self.follower.view
        for msg in got:
            if msg["type"] == "step" and view is not None:
                words = Words(view)
                self.log += [plain(line) for line in map(words.line, self.follower_events(msg)) if line]
                self.message = ""
            elif msg["type"] == "refused" and view is not None:
                self.message = L.refused(view, IllegalAction(msg["code"], **msg["fields"]))
                self.sent_at = -1
        self.log = self.log[-LOG_LINES:]
        if view is not None and self.board is None:
            self.board = BoardView(view.edition)
            self.layout(self.app.screen.get_size())
        key = (self.follower.seq, bool(self.follower.waiting), self.follower.verdict is not None,
               self.follower.closed, self.sent_at, len(self.follower.tokens))
        if key != self._key:
            self._key = key
            self.layout(self.app.screen.get_size())

    @staticmethod
    def follower_events(msg: dict) -> list:
        from byapar.net.public import read_event

        return [e for e in map(read_event, msg["events"]) if e is not None]

    def wake_in(self) -> float | None:
        return 0.05

    # ----- layout and buttons -------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        m = int(12 * s)
        side = min(h - 2 * m, int(w * 0.6))
        if self.board is not None and (size != self.size or self.board.rect.w <= 1):
            self.board.layout(pygame.Rect(m, m, side, side))  # repaints the board: only on a new size
        self.size = size
        self.side_x = m + side + m
        self.side_w = w - self.side_x - m
        self.panel.clear()
        view = self.follower.view
        row = max(34, int(40 * s))
        self.rows_top = m + int(36 * s)
        y = self.rows_top + (len(view.players) if view else 0) * int(24 * s) + int(52 * s)
        self.buttons_top = y
        for b in self._buttons(view):
            b.rect = pygame.Rect(self.side_x, y, self.side_w, row)
            self.panel.add(b)
            y += row + int(6 * s)
        self.log_top = y + int(6 * s)

    def _buttons(self, view) -> list[Button]:
        if view is None or self.follower.closed and not view.over:
            return [Button("menu", pygame.Rect(0, 0, 0, 0), t("btn_menu"), self.leave)]
        if view.over:
            return [Button("menu", pygame.Rect(0, 0, 0, 0), t("btn_menu"), self.leave, "primary")]
        out: list[Button] = []
        waiting = self.follower.waiting
        if waiting is not None and self.link.host is not None:
            out.append(Button("stand_in", pygame.Rect(0, 0, 0, 0), t("host_stand_in", name=waiting["name"]),
                              lambda absent=waiting["seat"]: self.link.stand_in(absent)))
        seat = self.follower.my_turn()
        if seat is None or self.sent_at == self.follower.seq:
            return out
        for action in _with_higher_bids(view, seat, view.legal_actions())[:MAX_BUTTONS]:
            out.append(Button(f"act_{action}", pygame.Rect(0, 0, 0, 0), label(view, action),
                              lambda a=action, p=seat: self.act(p, a), "primary" if not out else "normal"))
        return out

    def act(self, seat: int, action) -> None:
        self.sent_at = self.follower.seq
        self.link.act(seat, str(action))
        self._key = None

    def leave(self) -> None:
        self.link.close()
        self.app.replace("menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (
                self.follower.view is None or self.follower.view.over or self.follower.closed):
            self.leave()
            return
        self.panel.handle(event)

    # ----- drawing ------------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        view = self.follower.view
        if view is None or self.board is None:
            fonts.line(surf, t("join_wait_deal"), surf.get_rect().inflate(-40, -40), th.size(20, surf),
                       th.LIGHT_TEXT, align="center", valign="center")
            return
        b = self.board
        b.draw_static(surf)
        colours = [th.PLAYER_COLOURS[i % len(th.PLAYER_COLOURS)] for i in range(len(view.players))]
        b.draw_holdings(surf, b.holdings_key(view), colours)
        self._draw_tokens(surf, view, colours)
        self._draw_dice(surf, view)
        key = (self.follower.seq, str(self.follower.lobby.get("seats")), self.follower.waiting is None,
               self.follower.waiting_left(), self.message,
               self.follower.verdict, self.follower.closed, self.size)
        if key != self._side_key:  # the seats and the prompt, painted when they change
            self._side_key = key
            self._side_image = pygame.Surface((max(1, self.side_w), max(1, self.buttons_top)), pygame.SRCALPHA)
            self._draw_side(self._side_image, view, colours)
        surf.blit(self._side_image, (self.side_x, 0))
        self.panel.draw(surf)
        self._draw_log(surf)
        self.panel.draw_tooltip(surf)

    def _draw_dice(self, surf: pygame.Surface, view) -> None:
        """The last throw in the board's middle, as every laptop's board shows it."""
        if not any(view.dice):
            return
        c = self.board.centre
        size = max(24, int(c.w * 0.12))
        y = c.centery - size // 2
        for i, face in enumerate(view.dice):
            if 1 <= face <= 6:
                surf.blit(drawing.die(face, size), (c.centerx - size - 6 + i * (size + 12), y))

    def _draw_tokens(self, surf: pygame.Surface, view, colours: list) -> None:
        b = self.board
        at: dict[int, list[int]] = {}
        for i, p in enumerate(view.players):
            if not p.bankrupt:
                at.setdefault(p.position, []).append(i)
        radius = b.token_radius()
        for square, seats in at.items():
            for slot, i in enumerate(seats):
                x, y = b.token_spot(square, slot, len(seats))
                pygame.draw.circle(surf, colours[i], (round(x), round(y)), round(radius))
                pygame.draw.circle(surf, (20, 20, 20), (round(x), round(y)), round(radius), 2)

    def _draw_side(self, surf: pygame.Surface, view, colours: list) -> None:
        """The table's name, each seat with its money, and the prompt, on the side image."""
        s = th.scale_of(self.size)
        x, w = 0, self.side_w
        size = th.size(16, self.size)
        name = self.follower.lobby.get("name", "")
        fonts.line(surf, name, pygame.Rect(x, int(12 * s), w, int(30 * s)), th.size(22, self.size), th.LIGHT_TEXT,
                   bold=True)
        seats = self.follower.lobby.get("seats", [])
        y = self.rows_top
        for i, p in enumerate(view.players):
            seat = seats[i] if i < len(seats) else {}
            who = p.name
            if i in self.follower.tokens:
                who = t("net_you", name=p.name)
            elif seat.get("kind") == "friend" and seat.get("stand_in"):
                who = t("net_bot_for", name=p.name)
            elif seat.get("kind") == "friend" and not seat.get("connected", True):
                who = t("net_away", name=p.name)
            pygame.draw.circle(surf, colours[i], (x + int(8 * s), y + int(11 * s)), int(7 * s))
            text = f"{who} · {L.money(p.cash, view.edition)}"
            colour = (240, 200, 120) if i == view.pending.player and not view.over else th.LIGHT_TEXT
            fonts.line(surf, text, pygame.Rect(x + int(20 * s), y, w - int(20 * s), int(24 * s)), size, colour)
            y += int(24 * s)
        fonts.draw(surf, self.prompt(view), pygame.Rect(x, y + int(4 * s), w, int(44 * s)), size, (240, 200, 120),
                   bold=True, align="left", valign="top")

    def prompt(self, view) -> str:
        """What the table waits for now, or how it ended and whether the dice checked out."""
        f = self.follower
        if view.over:
            verdict = f.verdict
            if verdict is None:
                return t("prompt_over")
            if verdict.ok:
                return t("net_dice_verified")
            return t("net_dice_differ", step=verdict.step, problem=verdict.problem)
        if f.closed:
            return t("net_closed", reason=f.closed)
        if f.waiting is not None:
            seconds = f.waiting_left()
            if seconds is None:
                return t("net_waiting_host", name=f.waiting["name"])
            return t("net_waiting_for", name=f.waiting["name"], seconds=seconds)
        if self.message:
            return self.message
        pend = view.pending
        name = view.players[pend.player].name
        if pend.player not in f.tokens:
            return t("net_others_turn", name=name)
        if pend.kind == K.BUY:
            sq = view.edition.squares[pend.square]
            return t("prompt_buy", name=name, square=L.square_name(sq), price=L.money(sq.price, view.edition))
        key = {K.ROLL: "prompt_roll", K.JAIL: "prompt_jail", K.BID: "prompt_bid", K.TRADE: "prompt_trade",
               K.END: "prompt_end"}.get(pend.kind)
        return t(key, name=name) if key else t("net_others_turn", name=name)

    def _draw_log(self, surf: pygame.Surface) -> None:
        """The latest lines of the log, each line painted once (fitting text is slow)."""
        size = th.size(14, surf)
        step = fonts.line_height(size)
        top, bottom = self.log_top, surf.get_height() - 8
        room = max(0, (bottom - top) // step)
        for i, text in enumerate(self.log[-room:] if room else []):
            surf.blit(self._line(text, size, step), (self.side_x, top + i * step))

    def _line(self, text: str, size: int, step: int) -> pygame.Surface:
        key = (text, size, self.side_w)
        image = self._lines.get(key)
        if image is None:
            if len(self._lines) > 4 * LOG_LINES:
                self._lines.clear()
            image = pygame.Surface((max(1, self.side_w), step), pygame.SRCALPHA)
            fonts.line(image, text, image.get_rect(), size, (210, 220, 210))
            self._lines[key] = image
        return image


def _with_higher_bids(view, seat: int, legal: list) -> list:
    """The lowest bid the engine lists, and two bigger ones this seat can pay (the host checks them)."""
    out = []
    for action in legal:
        out.append(action)
        if isinstance(action, A.Bid):
            step = view.edition.rules.bid_step
            out += [A.Bid(action.amount + k * step) for k in (4, 10)
                    if action.amount + k * step <= view.max_bid(seat)]
    return out


def label(view, action) -> str:
    """A decision's button, in this laptop's language."""
    money = lambda n: L.money(n, view.edition)  # noqa: E731
    verb = action.verb
    square = getattr(action, "square", None)
    sq = view.edition.squares[square] if isinstance(square, int) and 0 <= square < len(view.edition.squares) else None
    name = L.square_name(sq) if sq is not None else ""
    simple = {
        "roll": lambda: t("btn_roll_jail" if view.pending.kind == K.JAIL else "btn_roll"),
        "buy": lambda: t("btn_buy", price=money(view.edition.squares[view.pending.square].price)),
        "decline": lambda: t("btn_decline_auction" if view.settings.auction else "btn_decline"),
        "end": lambda: t("btn_end"),
        "pay-fine": lambda: t("btn_pay_fine", amount=money(view.edition.rules.jail_fine)),
        "use-card": lambda: t("btn_use_card"),
        "drop": lambda: t("auction_drop"),
        "accept": lambda: t("trade_accept"),
        "reject": lambda: t("trade_reject"),
        "agree-end": lambda: t("btn_agree_end"),
        "refuse-end": lambda: t("btn_refuse_end"),
        "propose-end": lambda: t("menu_end_game"),
        "resign": lambda: t("menu_resign"),
        "repay": lambda: t("btn_repay", amount=money(view.loan_cost(view.pending.player))),
        "loan": lambda: loan_label(view, view.edition.squares[view.pending.square].price, money),
        "build": lambda: f"{t('btn_build', amount=money(sq.house_cost))} · {name}",
        "sell": lambda: t("btn_sell_for", square=name, amount=money(view.building_sale(square))),
        "mortgage": lambda: t("btn_mortgage_for", square=name, amount=money(view.mortgage_value(square))),
        "unmortgage": lambda: f"{t('btn_lift', amount=money(view.lift_cost(square)))} · {name}",
        "sell-place": lambda: t("btn_sell_place_for", square=name, amount=money(view.place_sale(square))),
        "keep": lambda: t("btn_keep", square=name),
    }
    if isinstance(action, A.Bid):
        return f"{t('auction_bid')} {money(action.amount)}"
    make = simple.get(verb)
    return make() if make is not None else str(action)
