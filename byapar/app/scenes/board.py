"""The table: the board on the left; players, actions and the log on the right.

The scene offers only the actions the engine says are legal now, turns clicks into
engine actions through the Session, and lets bots act at the chosen pace. Auctions and
trades open as overlays on top of it.
"""

from __future__ import annotations

import math
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from byapar.engine import IllegalAction
from byapar.engine import actions as A

from .. import choices, drawing, faces, fonts, widgets
from .. import geometry as geo
from .. import lang as L
from .. import theme as th
from ..app import BOT_DONE, Scene
from ..board_view import BoardView
from ..i18n import t
from ..presenter import SPEED_SCALE, Presenter
from ..widgets import Button, Panel
from . import comfort_ui, deed_buttons, save_note
from .raise_view import RaiseView

LOG_BG = (20, 36, 31)
LIVELY = 3.0  # seconds the turn arrow bobs and buildable places pulse after the table last changed
BOT_DELAY = {"slow": 0.9, "normal": 0.45, "fast": 0.15, "instant": 0.0}
# Bots think on a worker thread so a long look-ahead never freezes an animated window.
# Nothing changes the game meanwhile: it is the bot's decision, and the result is used only
# if the game still waits on the same decision. At instant speed they think in step.
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")


def _wake_loop(_future: Future) -> None:
    """Runs on the bot's thread when it has answered: an event wakes a loop resting on the queue."""
    try:
        pygame.event.post(pygame.event.Event(BOT_DONE))
    except pygame.error:  # the window is gone (the app is closing)
        pass


class BoardScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.board = BoardView(self.game.edition)
        self.presenter = Presenter(self.game, session.is_human, app.sounds)
        self.panel = Panel()
        self.raise_view = RaiseView(self)
        self.selected: int | None = None  # the square whose deed is open
        self.confirm = None  # a sale on the open deed waiting for "Yes, sell"
        self.choosing_trader = None  # the decision "Trade as…" was opened in: the people who may offer, to pick
        self.hover: int | None = None
        self.card_hover = 0.0  # how long the mouse has rested on the player cards
        self.message = ""  # why the last click was refused, in the player's words
        self.bot_timer = 0.0
        self.thinking: tuple[object, Future] | None = None  # (the decision asked, the bot's answer)
        self._acted_frame = -1  # the frame of the last move made
        self.log_scroll = 0  # lines scrolled up from the newest
        self._log_seen = 0  # the log's version when last looked at
        self._state_key: tuple | None = None
        self._players_cache: tuple | None = None
        self._log_cache: tuple | None = None
        self._base_key: tuple | None = None
        self._history_key: tuple | None = None
        self.time = 0.0
        self.still = 0.0  # seconds since the table or the mouse last changed anything
        self.set_speed()
        if not self.game.history:  # a new game: show the first turn (and any places dealt)
            self.presenter.push(list(self.game.events))
        else:  # a continued game: its log and throws as they were
            self.presenter.recall(comfort_ui.comfort_of(session).past)

    def set_speed(self) -> None:
        speed = self.app.prefs.get("bot_speed", "normal")
        self.presenter.speed = SPEED_SCALE.get(speed, 1.0)
        self.bot_delay = BOT_DELAY.get(speed, 0.45)

    # ----- layout -----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        m = max(8, int(16 * s))
        side = min(h - 2 * m, int(w * 0.62))
        self.board.layout(pygame.Rect(m, (h - side) // 2, side, side))
        x = self.board.rect.right + m
        pw = w - x - m
        self.right = pygame.Rect(x, m, pw, h - 2 * m)
        self.header = pygame.Rect(x, m, pw, int(36 * s))
        cols = 2 if pw >= 380 else 1
        n = len(self.game.players)
        rows = -(-n // cols)
        card_h = int((78 if cols == 2 else 44) * s) if n > 2 or cols == 1 else int(84 * s)
        self.cols, self.card_h = cols, max(34, card_h)
        self.players_rect = pygame.Rect(x, self.header.bottom + m // 2, pw, rows * (self.card_h + 6))
        prompt_h = max(2 * int(fonts.line_height(11) * fonts.LINE_STEP) + 6, int(44 * s))  # two lines
        self.prompt_rect = pygame.Rect(x, self.players_rect.bottom + m // 2, pw, prompt_h)
        self.actions_rect = pygame.Rect(x, self.prompt_rect.bottom + 4, pw, max(2 * 44 + 8, int(112 * s)))
        self.log_rect = pygame.Rect(x, self.actions_rect.bottom + m // 2, pw, h - m - self.actions_rect.bottom - m // 2)
        self.deed_rect = self._deed_rect()
        self._state_key = self._players_cache = self._log_cache = self._base_key = None
        self.refresh()

    def _deed_rect(self) -> pygame.Rect:
        """The open deed's card beside the board, where the log is (the log keeps what is left):
        as tall as its lines and buttons need, in two columns when one would not fit."""
        area = self.log_rect
        self.deed_columns = 1
        if self.selected is None:
            return pygame.Rect(area.topleft, (area.w, area.h))
        screen = self.app.screen
        lh = fonts.line_height(th.size(15, screen))
        lines = drawing.deed_rows(self.session, self.selected)
        notes = 3 * lh  # who stands there, and a question or why a button is greyed
        names = deed_buttons.slots(self.game, self.selected) if deed_buttons.viewer(self, self.selected) is not None else []
        rows = deed_buttons.rows_of(len(names), area.w - 24) if names else 0
        fixed = drawing.deed_band_height(screen) + 16 + notes + rows * (self._deed_button_height() + 6) + 14
        h = fixed + drawing.deed_rows_height(lines, lh)
        if h > area.h:
            self.deed_columns = 2
            h = fixed + max(drawing.deed_rows_height(c, lh) for c in drawing.deed_columns(lines, 2))
        return pygame.Rect(area.x, area.y, area.w, min(h, area.h))

    def _deed_button_height(self) -> int:
        return max(40, int(44 * th.scale_of(self.app.screen)))

    def _log_area(self) -> pygame.Rect:
        """The log's part of the panel: all of it, or what an open deed leaves below it."""
        r = self.log_rect
        if self.selected is None:
            return r
        below = r.bottom - self.deed_rect.bottom - 8
        return pygame.Rect(r.x, r.bottom - below, r.w, below)

    # ----- the buttons for what is legal now -----------------------------------------------

    def refresh(self) -> None:
        """Rebuild the buttons for the current decision."""
        self.panel.clear()
        self._header_buttons()
        self.deed_rect = self._deed_rect()
        if self.presenter.busy or self.game.over:
            return
        pend = self.game.pending
        if self.raising():
            self.selected = None
            self.deed_rect = self._deed_rect()
        else:
            self.raise_view.scroll = 0
        if self.choosing_trader == pend and self._traders():
            self._trader_chooser()
        elif self.session.is_human(pend.player):
            self._action_buttons(pend)
        else:  # a bot's decision: the people at the table may still offer trades (Finance)
            offers = self._trade_as_buttons(4)
            rows = [r for row in (0, 1) for r in self._row(2, row)]
            for b, r in zip(offers, rows[2:] if len(offers) <= 2 else rows, strict=False):
                b.rect = r
                self.panel.add(b)
        if self.selected is not None:
            self._deed_buttons(self.selected)

    def _header_buttons(self) -> None:
        r = self.header
        bw = max(72, int(r.w * 0.2))
        self.panel.add(Button("menu", pygame.Rect(r.right - bw, r.y, bw, r.h), t("btn_menu"),
                              self.to_menu, style="flat", tooltip=t("tip_menu"), key=None))
        self.panel.add(Button("rules", pygame.Rect(r.right - 2 * bw - 6, r.y, bw, r.h), t("btn_rules"),
                              self.show_settings, style="flat", tooltip=t("tip_rules")))
        sound = t("btn_sound_on") if self.app.prefs["sound"] else t("btn_sound_off")
        self.panel.add(Button("sound", pygame.Rect(r.right - 3 * bw - 12, r.y, bw, r.h), sound,
                              self.toggle_sound, style="flat", tooltip=t("tip_sound")))
        comfort_ui.add_buttons(self)  # How to play, Statistics, Dice, Undo

    def _row(self, count: int, row: int = 0) -> list[pygame.Rect]:
        r = self.actions_rect
        gap = 8
        h = max(44, int((r.h - gap) / 2))
        w = (r.w - gap * (count - 1)) / count
        return [pygame.Rect(int(r.x + i * (w + gap)), r.y + row * (h + gap), int(w), h) for i in range(count)]

    def _action_buttons(self, pend) -> None:
        legal = self.game.legal_actions()
        kind = pend.kind
        main: list[Button] = []
        extra: list[Button] = []
        if kind in ("roll", "jail"):
            label = t("btn_roll_jail") if kind == "jail" else t("btn_roll")
            main.append(Button("roll", pygame.Rect(0, 0, 0, 0), label, lambda: self.act(A.ROLL), "primary",
                               tooltip=t("tip_roll"), key=pygame.K_SPACE))
            if kind == "jail":
                fine = self.session.money(self.game.edition.rules.jail_fine)
                main.append(Button("pay_fine", pygame.Rect(0, 0, 0, 0), t("btn_pay_fine", amount=fine),
                                   lambda: self.act(A.PAY_FINE), enabled=A.PAY_FINE in legal,
                                   tooltip=t("tip_pay_fine") if A.PAY_FINE in legal else t("why_no_fine")))
                if A.USE_CARD in legal:
                    main.append(Button("use_card", pygame.Rect(0, 0, 0, 0), t("btn_use_card"),
                                       lambda: self.act(A.USE_CARD), tooltip=t("tip_use_card")))
            extra.append(self._trade_button())
        elif kind == "buy":
            sq = self.game.edition.squares[pend.square]
            price = self._buy_cost(sq.price)
            can = A.BUY in legal
            why = choices.reason(self.game, pend.player, A.BUY, "why_buy_not_now")
            main.append(Button("buy", pygame.Rect(0, 0, 0, 0),
                               t("btn_buy_gst" if self.game.gst(sq.price) else "btn_buy", price=price),
                               lambda: self.act(A.BUY), "primary", enabled=can,
                               tooltip=t("tip_buy") if can else why, key=pygame.K_SPACE if can else None))
            if A.LOAN in legal:  # Business GST: the bank lends the price
                extra.append(Button("loan", pygame.Rect(0, 0, 0, 0), t("btn_loan", price=self.session.money(sq.price)),
                                    lambda: self.act(A.LOAN), tooltip=t("tip_loan")))
            decline = t("btn_decline_auction") if self.game.settings.auction else t("btn_decline")
            main.append(Button("decline", pygame.Rect(0, 0, 0, 0), decline, lambda: self.act(A.DECLINE),
                               tooltip=t("tip_decline"), key=None if can else pygame.K_SPACE))
        elif kind == "end":
            main.append(Button("end", pygame.Rect(0, 0, 0, 0), t("btn_end"), lambda: self.act(A.END), "primary",
                               tooltip=t("tip_end"), key=pygame.K_SPACE))
        elif kind == "raise":
            self._raise_buttons(legal)
            return
        elif kind == "leave":  # the third failed throw in jail, a bail card in hand
            fine = self.session.money(self.game.edition.rules.jail_fine)
            main.append(Button("use_card", pygame.Rect(0, 0, 0, 0), t("btn_use_card"), lambda: self.act(A.USE_CARD),
                               "primary", tooltip=t("tip_leave_card"), key=pygame.K_SPACE))
            main.append(Button("pay_fine", pygame.Rect(0, 0, 0, 0), t("btn_pay_fine", amount=fine),
                               lambda: self.act(A.PAY_FINE), tooltip=t("tip_leave_fine")))
        elif kind == "keep":  # a creditor short of ownership houses picks the lots to keep
            self._keep_buttons(legal)
            return
        elif kind == "agree":  # a proposal to end the game: each person answers in turn
            main.append(Button("agree_end", pygame.Rect(0, 0, 0, 0), t("btn_agree_end"),
                               lambda: self.act(A.AGREE_END), "primary", tooltip=t("tip_end_game")))
            main.append(Button("refuse_end", pygame.Rect(0, 0, 0, 0), t("btn_refuse_end"),
                               lambda: self.act(A.REFUSE_END)))
        else:
            return
        if A.REPAY in legal:  # Business GST: a bank loan can be repaid before or after the throw
            cost = self.session.money(self.game.loan_cost(pend.player))
            extra.append(Button("repay", pygame.Rect(0, 0, 0, 0), t("btn_repay", amount=cost),
                                lambda: self.act(A.REPAY), tooltip=t("tip_repay")))
        extra += self._trade_as_buttons(2 - len(extra))
        for b, r in zip(main, self._row(len(main)), strict=True):
            b.rect = r
            self.panel.add(b)
        if extra:
            for b, r in zip(extra, self._row(2, row=1), strict=False):
                b.rect = r
                self.panel.add(b)

    def _trade_button(self) -> Button:
        left = 3 - self.game.offers_made
        ok = self.game.can_offer()
        return Button("trade", pygame.Rect(0, 0, 0, 0), t("btn_trade", left=left), self.open_trade,
                      enabled=ok, tooltip=t("tip_trade") if ok else t("why_no_trade"))

    def _traders(self) -> list[int]:
        """The people who may offer a trade now though the decision isn't theirs (Finance)."""
        g = self.game
        if not g.edition.rules.trade_any_time or g.over or self.presenter.busy:
            return []
        return [i for i in range(len(g.players))
                if i != g.pending.player and self.session.is_human(i) and g.can_offer(i)]

    def _trade_as_buttons(self, room: int) -> list[Button]:
        """'Trade as Asha' for each such person, or where they don't fit in `room` buttons, one
        'Trade as…' that opens a chooser of them."""
        seats = self._traders()
        if len(seats) <= max(1, room):
            return [self._trade_as(i) for i in seats]
        return [Button("trade_as", pygame.Rect(0, 0, 0, 0), t("btn_trade_as_who"), self.choose_trader,
                       tooltip=t("tip_trade_as_who"))]

    def _trade_as(self, i: int) -> Button:
        name = self.game.players[i].name
        return Button(f"trade_as_{i}", pygame.Rect(0, 0, 0, 0), t("btn_trade_as", name=name),
                      lambda: self.open_trade(i), tooltip=t("tip_trade_as", name=name))

    def _trader_chooser(self) -> None:
        """The people who may offer now, two to a row over the action buttons' place, and Back."""
        buttons = [self._trade_as(i) for i in self._traders()]
        buttons.append(Button("trade_as_back", pygame.Rect(0, 0, 0, 0), t("btn_back"), self.choose_trader,
                              tooltip=t("tip_close")))
        r = self.actions_rect
        gap, rows = 6, -(-len(buttons) // 2)
        bh = (r.h - gap * (rows - 1)) // rows
        bw = (r.w - gap) // 2
        for k, b in enumerate(buttons):
            b.rect = pygame.Rect(r.x + (k % 2) * (bw + gap), r.y + (k // 2) * (bh + gap), bw, bh)
            self.panel.add(b)

    def choose_trader(self) -> None:
        """Open or close the 'Trade as…' chooser (it closes by itself when the decision changes)."""
        self.choosing_trader = None if self.choosing_trader else self.game.pending
        self._state_key = None

    def raising(self) -> bool:
        """True while a person at the table must raise money (the raise view replaces the log)."""
        pend = self.game.pending
        return (pend.kind == "raise" and not self.presenter.busy and not self.game.over
                and self.session.is_human(pend.player))

    def _keep_buttons(self, legal: list) -> None:
        r = self.actions_rect
        gap = 6
        bh = max(34, int(r.h / 3) - gap)
        bw = (r.w - gap) // 2
        for i, a in enumerate(legal[:6]):
            rect = pygame.Rect(r.x + (i % 2) * (bw + gap), r.y + (i // 2) * (bh + gap), bw, bh)
            name = L.square_name(self.game.edition.squares[a.square])
            self.panel.add(Button(f"keep_{a.square}", rect, t("btn_keep", square=name), lambda a=a: self.act(a)))

    def _raise_buttons(self, legal: list) -> None:
        """The raise-money view, over the actions and the log's place."""
        r = self.actions_rect
        self.raise_view.build(pygame.Rect(r.x, r.y, r.w, self.log_rect.bottom - r.y))

    def _deed_buttons(self, s: int) -> None:
        """Build, Sell, Mortgage or Lift and Sell to the bank, each in its fixed spot."""
        r = self.deed_rect
        area = pygame.Rect(r.x + 12, r.y, r.w - 24, r.h - 12)
        self.deed_note = deed_buttons.add(self, s, area, self._deed_button_height())

    # ----- acting ----------------------------------------------------------------------------

    def act(self, action) -> list | None:
        """Apply an action; a refusal is shown to the player (and None returned), not raised."""
        try:
            events = self.session.apply(action)
        except IllegalAction as e:
            self.message = L.refused(self.game, e)
            return None
        self.message = ""
        self._acted_frame = self.app.frames
        self.presenter.push(events)
        self._state_key = None
        return events

    def bot_turn(self, dt: float) -> None:
        """Pace the bot whose decision it is: wait, ask it on the worker, then act."""
        pend = self.game.pending
        self.bot_timer += dt
        if self.thinking is None and (self.bot_timer >= self.bot_delay or pend.kind == "trade"):
            if self.bot_delay == 0:  # instant: nothing is animating, so think here, in step,
                if self.app.frames != self._acted_frame:  # one move a frame, each one seen
                    self.bot_timer = 0.0
                    self.act(self.session.bot_action())
                return
            future = _THINKER.submit(self.session.bot_action)
            future.add_done_callback(_wake_loop)  # the loop may be asleep on the event queue
            self.thinking = (pend, future)
        if self.thinking is not None and self.thinking[1].done():
            asked, answer = self.thinking
            self.thinking = None
            self.bot_timer = 0.0
            if asked == self.game.pending:
                self.act(answer.result())

    def open_trade(self, by: int | None = None) -> None:
        self.selected = None
        self.choosing_trader = None
        self.app.push("trade", self, by=by)

    def show_settings(self) -> None:
        self.app.push("settings", read_only=self.game.settings)

    def toggle_sound(self) -> None:
        self.app.prefs["sound"] = not self.app.prefs["sound"]
        self.app.save_prefs()
        self._state_key = None

    def to_menu(self) -> None:
        self.session.save()
        self.app.replace("menu", session=self.session)

    # ----- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.still = 0.0
        if comfort_ui.handle(self, event):  # F1, Ctrl+Z, a click on the hint
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm is not None:  # Esc keeps the building
                self.confirm = None
                self._state_key = None
            elif self.selected is not None:
                self.selected = None
                self._state_key = None
            else:
                self.to_menu()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.presenter.busy:
            if self.presenter.click():
                self._state_key = None
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.presenter.busy:
            self.presenter.click()
            return
        if event.type == pygame.MOUSEWHEEL and self.raising() and self.raise_view.wheel(self.panel.mouse, event.y):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y)
            return
        if self.panel.handle(event):
            return
        if event.type == pygame.WINDOWLEAVE:
            self.hover = None
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.board.square_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.players_rect.collidepoint(event.pos):
                self._open_holdings(event.pos)
            else:
                self._click_board(event.pos)

    def _open_holdings(self, pos: tuple[int, int]) -> None:
        """A click on a player's card opens what they hold."""
        card = next((i for i in range(len(self.game.players)) if self.player_card_rect(i).collidepoint(pos)), None)
        if card is not None and self.app.top is self:
            self.app.push("holdings", self, card)

    def _click_board(self, pos: tuple[int, int]) -> None:
        s = self.board.square_at(pos)
        if self.raising():  # the raise view is where the log and a deed would be
            s = None
        if s is not None:
            self.selected = None if s == self.selected else s
            self.confirm = None
        elif self.selected is not None and not self.deed_rect.collidepoint(pos):
            self.selected = None
        self._state_key = None

    # ----- time ------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        over_card = self.players_rect.collidepoint(self.panel.mouse) and self.panel.hover is None
        self.card_hover = self.card_hover + dt if over_card else 0.0
        self.still += dt
        self.presenter.update(dt)
        self._keep_log_view()
        self.panel.update(dt)
        comfort_ui.update(self, dt)
        key = self._key()
        if key != self._state_key:
            self._state_key = key
            self.still = 0.0
            self.refresh()
        if self.presenter.busy:
            return
        if self.game.over:
            self._game_over()
            return
        pend = self.game.pending
        if self.app.top is self:
            self._open_overlay(pend)
        if self.session.is_bot(pend.player):
            if self.holding_bots():
                self._hold_bots()
            else:
                self.bot_turn(dt)
            return
        self.bot_timer = 0.0

    def lively(self) -> bool:
        """The turn arrow bobs and buildable places pulse for a while, then stand still, so a
        table waiting on a person costs no drawing."""
        return self.still < LIVELY

    def wake_in(self) -> float | None:
        """When this scene next needs a frame with no input (see Scene.wake_in)."""
        g = self.game
        if g.over or self.presenter.busy and self.presenter.wake_in() == 0.0:
            return 0.0
        waits = [self.presenter.wake_in(), self.panel.wake_in(), comfort_ui.hint_wake_in(self)]
        over_card = self.players_rect.collidepoint(self.panel.mouse) and self.panel.hover is None
        if over_card and self.card_hover < widgets.TOOLTIP_DELAY:  # the holdings tooltip is due then
            waits.append(widgets.TOOLTIP_DELAY - self.card_hover)
        if self.lively():
            waits.append(LIVELY - self.still)
        if (self.session.is_bot(g.pending.player) and not self.presenter.busy and not self.holding_bots()
                and self.thinking is None):
            waits.append(0.0 if self.bot_delay == 0 or g.pending.kind == "trade"
                         else self.bot_delay - self.bot_timer)
        due = [w for w in waits if w is not None]
        return max(0.0, min(due)) if due else None

    def holding_bots(self) -> bool:
        """True while a person builds an offer in a bot's decision (Finance), or has the deed of
        their own place open in someone else's turn with something they may do there now (Classic
        builds, Finance sells to the bank): the bots wait for them, at every speed, until the
        trade screen or the deed is closed."""
        if getattr(self.app.top, "holds_bots", lambda: False)():  # an offer out of turn being built
            return True
        s = self.selected
        if s is None or self.game.over:
            return False
        owner = self.game.owner(s)
        return (owner is not None and owner != self.game.pending.player and self.session.is_human(owner)
                and bool(self.game.legal_actions(owner)))

    def _hold_bots(self) -> None:
        """The bots wait: no new thinking starts, and an answer that comes in meanwhile is
        dropped (the table may change under it); the bot thinks afresh once the deed closes."""
        self.bot_timer = 0.0
        if self.thinking is not None and self.thinking[1].done():
            self.thinking = None

    def _keep_log_view(self) -> None:
        """The log follows new lines, unless the player has scrolled up to read: then it stays put."""
        grown = self.presenter.log_version - self._log_seen
        if grown and self.log_scroll:
            self.log_scroll += grown
        self._log_seen = self.presenter.log_version

    def _key(self) -> tuple:
        g = self.game
        return (g.pending, len(g.history), self.presenter.busy, self.selected, self.app.prefs["sound"],
                self.thinking is None)

    def _open_overlay(self, pend) -> None:
        """An auction opens for everyone to watch, whoever bids first; a trade for a human partner."""
        if self.game.auction is not None:
            self.app.push("auction", self)
        elif pend.kind == "trade" and self.session.is_human(pend.player):
            self.app.push("answer", self)

    def _game_over(self) -> None:
        if self.app.top is self:
            self.app.replace("gameover", self.session)

    # ----- drawing -----------------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        self._draw_base(surf)
        b = self.board
        self._draw_dice(surf, b.centre)
        self._draw_hints(surf)
        b.draw_hover(surf, self.hover)
        if self.selected is not None:
            b.draw_hover(surf, self.selected, th.ACCENT)
        self._draw_tokens(surf)
        self._draw_panel(surf)
        if self.selected is not None:
            self._draw_deed(surf)
        self._draw_card(surf)
        self.panel.draw(surf)
        if self.raising():
            self.raise_view.draw(surf)
        self._draw_floaters(surf)
        self.panel.draw_tooltip(surf)
        if self.app.top is not self or not widgets.mouse_inside():  # an overlay's own tooltips rule
            return
        if self.hover is not None and self.panel.hover is None and self.selected is None:
            self._square_tip(surf)
        if self.card_hover >= widgets.TOOLTIP_DELAY:
            widgets.tooltip(surf, t("tip_player_card"), self.panel.mouse)

    def _draw_base(self, surf: pygame.Surface) -> None:
        """Background, board, holdings and the still parts of the centre: one cached picture."""
        holdings = self.board.holdings_key(self.game)
        key = (holdings, self.game.round, surf.get_size())
        if key != self._base_key:
            self._base_key = key
            base = pygame.Surface(surf.get_size()).convert()
            base.fill(th.BG)
            self.board.draw_static(base)
            colours = [self.session.colour(i) for i in range(len(self.game.players))]
            self.board.draw_holdings(base, holdings, colours)
            self._draw_centre(base)
            self._base = base
        surf.blit(self._base, (0, 0))

    def draw_above(self, surf: pygame.Surface) -> None:
        comfort_ui.draw_hint(self, surf)  # a first-time hint stays visible over an auction or a trade
        save_note.draw(self, surf)  # a failed autosave is said at once, over everything

    def _draw_hints(self, surf: pygame.Surface) -> None:
        """Outline the places the acting player could build on now."""
        pend = self.game.pending
        if self.presenter.busy or not self.session.is_human(pend.player) or pend.kind not in ("roll", "jail", "end"):
            return
        builds = {a.square for a in self.game.legal_actions() if isinstance(a, A.Build)}
        if builds:
            pulse = 150 + int(100 * (0.5 + 0.5 * math.sin(self.time * 4))) if self.lively() else 250
            self.board.draw_marks(surf, builds, (40, pulse, 80))

    def _draw_centre(self, surf: pygame.Surface) -> None:
        c = self.board.centre
        ed = self.game.edition
        title = ed.rules.name_ne or ed.title
        size = max(16, int(c.h * 0.1))
        box = pygame.Rect(c.x + 8, c.y + c.h * 0.05, c.w - 16, fonts.line_height(size))
        fonts.line(surf, title, box, size, (120, 60, 30), bold=True, align="center")
        if ed.rules.name_ne:
            sub = max(12, int(c.h * 0.05))
            fonts.line(surf, ed.title, pygame.Rect(box.x, box.bottom, box.w, fonts.line_height(sub)), sub,
                       (120, 60, 30), bold=True, align="center")
        self._draw_decks(surf, c)
        rounds = self.game.settings.rounds
        text = t("round_of", n=self.game.round, total=rounds) if rounds else t("round_n", n=self.game.round)
        size = th.size(15, surf)
        fonts.line(surf, text, pygame.Rect(c.x + 8, c.bottom - c.h * 0.09, c.w - 16, c.h * 0.08), size, th.MUTED,
                   bold=True, align="center", valign="center")

    def _draw_decks(self, surf: pygame.Surface, c: pygame.Rect) -> None:
        names = sorted(self.game.edition.decks)
        w, h = int(c.w * 0.16), int(c.w * 0.22)
        for i, name in enumerate(names[:2]):
            r = pygame.Rect(0, 0, w, h)
            r.center = (c.x + c.w * (0.2 if i == 0 else 0.8), c.centery - c.h * 0.02)
            colour = ((196, 92, 48), (46, 110, 140))[i % 2]
            for k in (2, 1, 0):
                pygame.draw.rect(surf, th.darken(colour, 0.15 * k), r.move(k * 2, k * 2), border_radius=8)
            pygame.draw.rect(surf, colour, r, border_radius=8)
            pygame.draw.rect(surf, (250, 240, 220), r.inflate(-8, -8), 2, border_radius=6)
            deck = self.game.edition.decks[name]
            inner = r.inflate(-14, -12)
            top = pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2 if deck.title_ne else inner.h)
            fonts.draw(surf, deck.title_ne or deck.title, top, th.size(16, surf), th.LIGHT_TEXT, bold=True)
            if deck.title_ne:  # the Latin title under the Devanagari one, within the card
                fonts.draw(surf, deck.title, pygame.Rect(inner.x, top.bottom, inner.w, inner.h - top.h),
                           th.size(12, surf), th.LIGHT_TEXT, min_size=8)

    def _draw_dice(self, surf: pygame.Surface, c: pygame.Rect) -> None:
        p = self.presenter
        size = max(24, int(c.w * 0.12))
        faces = p.tumble_faces if p.tumble > 0 else p.dice
        jiggle = (p.tumble > 0) * 6
        y = c.centery - size // 2 + int(c.h * 0.04)
        for i, face in enumerate(faces):
            x = c.centerx - size - 6 + i * (size + 12)
            dx = int(math.sin(self.time * 40 + i) * jiggle)
            surf.blit(drawing.die(face, size), (x + dx, y - abs(dx)))
        key = (len(p.dice_history), c.size)
        if key != self._history_key:
            self._history_key = key
            self._history_lines = self._history_text(c)
        size_t = th.size(13, surf)
        fonts.draw(surf, " ".join(self._history_lines), pygame.Rect(c.x + c.w * 0.05, y + size + 8, c.w * 0.9,
                                                          fonts.line_height(size_t) * 2), size_t, th.MUTED)

    def _history_text(self, c: pygame.Rect) -> list[str]:
        """The last few throws, so anyone can check the dice: two lines at most."""
        hist = self.presenter.dice_history[-6:]
        if not hist:
            return []
        parts = [f"{self.game.players[q].name} " + L.digits(f"{a}+{b}") for q, a, b in hist]
        line = t("dice_history") + "  " + "  ·  ".join(parts)
        return fonts.wrap(line, th.size(13, self.app.screen), int(c.w * 0.9))[:2]

    def _draw_tokens(self, surf: pygame.Surface) -> None:
        game = self.game
        p = self.presenter
        at: dict[int, list[int]] = {}
        for i, pl in enumerate(game.players):
            if not pl.bankrupt:
                at.setdefault(round(p.positions[i]) % len(game.edition.squares), []).append(i)
        r = self.board.token_radius()
        for i, pl in enumerate(game.players):
            if pl.bankrupt:
                continue
            square = round(p.positions[i]) % len(game.edition.squares)
            group = at[square]
            pos = p.positions[i]
            x, y = self.board.token_spot(pos, group.index(i), len(group))
            y -= p.hop_height(i) * r * 1.6
            th.draw_token(surf, self.session.shape(i), self.session.colour(i), (x, y), r)
            if pl.in_jail:
                pygame.draw.line(surf, (30, 30, 30), (x - r, y - r), (x + r, y + r), 2)
            if i == game.pending.player and not p.busy and not game.over:
                # a ring round whoever must act (an arrow above would stand on the square's name)
                beat = 0.5 + 0.5 * math.sin(self.time * 5) if self.lively() else 1.0
                ring = r + 2 + 2 * beat
                pygame.draw.circle(surf, (30, 26, 22), (x, y), ring + 1, 2)
                pygame.draw.circle(surf, th.HIGHLIGHT, (x, y), ring, 2)

    def _draw_deed(self, surf: pygame.Surface) -> None:
        s = self.selected
        here = [p.name for i, p in enumerate(self.game.players) if p.position == s and not p.bankrupt]
        notes = [t("deed_here", names=", ".join(here))] if here else []
        if getattr(self, "deed_note", ""):
            notes.append(self.deed_note)
        drawing.deed(surf, self.deed_rect, self.session, s, notes, columns=self.deed_columns)

    def _draw_card(self, surf: pygame.Surface) -> None:
        card = self.presenter.card
        if card is None:
            return
        c = self.board.centre
        r = pygame.Rect(0, 0, int(c.w * 0.6), int(c.h * 0.5))
        r.center = c.center
        deck = self.game.edition.decks[card.deck]
        names = sorted(self.game.edition.decks)
        colour = ((196, 92, 48), (46, 110, 140))[names.index(card.deck) % 2]
        flip = min(1.0, card.age / 0.3) if self.presenter.speed else 1.0
        footer = t("card_click") if card.wait_for_click else ""
        title = f"{deck.title_ne}  {deck.title}" if deck.title_ne else deck.title
        drawing.drawn_card(surf, r, title, card.text, flip, colour, footer)

    def _square_tip(self, surf: pygame.Surface) -> None:
        widgets.tooltip(surf, comfort_ui.square_tooltip(self, self.hover), self.panel.mouse)

    # ----- the right-hand panel ------------------------------------------------------------------------

    def _draw_panel(self, surf: pygame.Surface) -> None:
        self._draw_players(surf)
        self._draw_prompt(surf)
        self._draw_log(surf)

    def player_card_rect(self, i: int) -> pygame.Rect:
        r = self.players_rect
        w = (r.w - 6 * (self.cols - 1)) // self.cols
        return pygame.Rect(r.x + (i % self.cols) * (w + 6), r.y + (i // self.cols) * (self.card_h + 6), w, self.card_h)

    def _draw_players(self, surf: pygame.Surface) -> None:
        g = self.game
        key = (tuple(self.presenter.cash), tuple((p.in_jail, p.bankrupt, len(p.bail_cards)) for p in g.players),
               tuple(g.loans),
               g.pending.player, self.presenter.busy, self._base_key, self.players_rect.size, g.over)
        if key != self._players_cache:
            self._players_cache = key
            self._players_img = pygame.Surface(self.players_rect.size).convert()
            self._players_img.fill(th.BG)
            for i in range(len(g.players)):
                self._paint_player(self._players_img, i, self.player_card_rect(i).move(-self.players_rect.x, -self.players_rect.y))
        surf.blit(self._players_img, self.players_rect)

    def _paint_player(self, img: pygame.Surface, i: int, r: pygame.Rect) -> None:
        g = self.game
        pl = g.players[i]
        acting = i == g.pending.player and not g.over
        fill = (255, 246, 214) if acting else th.PANEL
        if pl.bankrupt:
            fill = (200, 196, 188)
        pygame.draw.rect(img, fill, r, border_radius=10)
        if acting:
            pygame.draw.rect(img, th.ACCENT, r, 3, border_radius=10)
        tok = max(8, int(r.h * 0.18 if self.cols == 2 else r.h * 0.28))
        th.draw_token(img, self.session.shape(i), self.session.colour(i), (r.x + tok + 8, r.y + tok + 8), tok)
        name_size = th.size(15, self.app.screen)
        name = pl.name
        tag = ""
        if self.session.is_bot(i):
            tag = t("bot_tag", level=t("level_" + self.session.seats[i]["kind"]))
        x = r.x + 2 * tok + 16
        room = r.right - 8 - x
        tag_size, cash_size = th.size(12, self.app.screen), th.size(22 if self.cols == 2 else 18, self.app.screen)
        name_lh, tag_lh, cash_lh = (fonts.line_height(n) + 2 for n in (name_size, tag_size, cash_size))
        half = r.h // 2  # a one-line card: name and tag on its upper half, the rest on the lower
        name_w = room
        if tag:  # the tag keeps what the name leaves, up to 45% of the room
            tag_w = min(fonts.width(tag, tag_size) + 2, int(room * 0.45))
            box = pygame.Rect(r.right - 8 - tag_w, r.y + 6, tag_w, tag_lh) if self.cols == 2 else \
                pygame.Rect(r.right - 8 - tag_w, r.y + 2, tag_w, half - 2)
            fonts.line(img, tag, box, tag_size, th.MUTED, align="right", valign="center", min_size=8)
            name_w = room - tag_w - 6
        box = pygame.Rect(x, r.y + 4, name_w, name_lh) if self.cols == 2 else pygame.Rect(x, r.y + 2, name_w, half - 2)
        fonts.line(img, name, box, name_size, th.TEXT, bold=True, valign="center")
        money = self.session.money(self.presenter.cash[i])
        if self.cols == 2:
            cash_box = pygame.Rect(x, r.y + 2 + name_lh, room, cash_lh)
            align = "left"
        else:
            cash_box = pygame.Rect(r.x + r.w // 2, r.y + half, r.w // 2 - 8, r.h - half - 2)
            align = "right"
        fit = fonts.line(img, money, cash_box, cash_size, th.TEXT, bold=True, align=align, valign="center", min_size=10)
        cash_w = fonts.width(fit.lines[0], fit.size, bold=True) if fit.lines else 0
        state = []
        if pl.bankrupt:
            state.append(t("state_bankrupt"))
        elif pl.in_jail:
            state.append(t("state_jail"))
        if pl.bail_cards:
            state.append(t("state_bail", n=len(pl.bail_cards)))
        if g.loans[i]:  # Business GST: the bank's loan, owed until repaid
            state.append(t("state_loan", amount=self.session.money(g.loans[i])))
        if faces.lots_left(g, i) == 0 and not pl.bankrupt:  # Finance: no more lots from the bank
            state.append(t("state_no_markers"))
        st = " · ".join(state)
        mark = max(8, int(r.h * 0.16))
        if self.cols == 2:  # the state under the tag, right of the cash; the places along the foot
            if st:
                left = x + cash_w + 8
                top = r.y + 6 + (tag_lh if tag else 0)
                fonts.line(img, st, pygame.Rect(left, top, r.right - 8 - left, tag_lh), tag_size, th.BAD, bold=True,
                           align="right", min_size=8)
            strip = pygame.Rect(r.x + 8, r.bottom - mark - 6, r.w - 16, mark)
        else:  # one compact row a player: places, then the state, left of the cash on the lower line
            right = r.right - 8 - cash_w - 8
            if st:
                box_w = min(fonts.width(st, tag_size, bold=True) + 2, (right - x) * 3 // 4)
                fit = fonts.line(img, st, pygame.Rect(right - box_w, r.y + half, box_w, r.h - half - 2), tag_size,
                                 th.BAD, bold=True, align="right", valign="center", min_size=8)
                right -= (fonts.width(fit.lines[0], fit.size, bold=True) if fit.lines else 0) + 6
            strip = pygame.Rect(x, r.bottom - mark - 5, max(0, min(int(r.w * 0.5), right - x)), mark)
        img.set_clip(strip)  # many places in a narrow strip: the marks never run under the words
        self._paint_holdings_strip(img, i, strip)
        img.set_clip(None)

    def _paint_holdings_strip(self, img: pygame.Surface, i: int, r: pygame.Rect) -> None:
        """Places as small marks in their group's colour, in board order."""
        owned = sorted(s for s in range(len(self.game.edition.squares)) if self.game.owner(s) == i)
        if not owned:
            return
        w = max(4, min(int(r.h * 0.9), (r.w - 2 * len(owned)) // max(1, len(owned))))
        prev_group = None
        x = r.x
        for s in owned:
            sq = self.game.edition.squares[s]
            if prev_group is not None and sq.group != prev_group:
                x += 3
            prev_group = sq.group
            colour = geo.argb(sq.band) if sq.kind == "place" else (90, 84, 74)
            mark = pygame.Rect(x, r.y, w, r.h)
            pygame.draw.rect(img, colour, mark, border_radius=2)
            if self.game.is_mortgaged(s):
                pygame.draw.line(img, (255, 255, 255), mark.topleft, mark.bottomright, 2)
            x += w + 2

    def _draw_prompt(self, surf: pygame.Surface) -> None:
        text, colour = self._prompt()
        fonts.draw(surf, text, self.prompt_rect, th.size(17, surf), colour, bold=True, align="left", min_size=10)

    def _prompt(self) -> tuple[str, tuple]:
        g = self.game
        if self.message:
            return self.message, (255, 170, 150)
        if g.over:
            return t("prompt_over"), th.LIGHT_TEXT
        pend = g.pending
        name = g.players[pend.player].name
        if self.presenter.busy:
            return t("prompt_skip"), th.LIGHT_TEXT
        if self.session.is_bot(pend.player):
            if self.holding_bots():
                if self.selected is None:  # a person's offer out of turn, being built
                    return t("prompt_bots_wait_trade", name=g.players[self.app.top.me].name), th.HIGHLIGHT
                return t("prompt_bots_wait", name=g.players[g.owner(self.selected)].name), th.HIGHLIGHT
            return t("prompt_bot", name=name), th.LIGHT_TEXT
        if pend.kind == "buy":
            sq = g.edition.squares[pend.square]
            key = "prompt_buy_gst" if g.gst(sq.price) else "prompt_buy"
            return t(key, name=name, square=L.square_name(sq), price=self._buy_cost(sq.price)), th.HIGHLIGHT
        if pend.kind == "raise":
            short = pend.amount - g.players[pend.player].cash
            money = self.session.money
            return t("prompt_raise", name=name, amount=money(pend.amount), short=money(short)), (255, 170, 150)
        if pend.kind == "keep":
            return t("prompt_keep", name=name), th.HIGHLIGHT
        if pend.kind == "agree":
            return t("prompt_agree", name=name, proposer=g.players[pend.other].name), th.HIGHLIGHT
        return t(self._prompt_key(pend.kind), name=name), th.HIGHLIGHT

    def _prompt_key(self, kind: str) -> str:
        """The prompt for a decision, naming only what is on offer now."""
        legal = self.game.legal_actions()
        if kind == "end":
            return "prompt_end_build" if any(isinstance(a, A.Build) for a in legal) else "prompt_end"
        if kind == "roll":
            return "prompt_roll_trade" if self.game.can_offer() else "prompt_roll"
        if kind == "jail":
            if A.USE_CARD in legal:
                return "prompt_jail_card"
            return "prompt_jail" if A.PAY_FINE in legal else "prompt_jail_throw"
        return {"bid": "prompt_bid", "trade": "prompt_trade", "leave": "prompt_leave"}.get(kind, "prompt_roll")

    def _buy_cost(self, price: int) -> str:
        """The whole cost of buying: the price and, where the edition has it, the GST on it."""
        return self.session.money(price + self.game.gst(price))

    def _draw_log(self, surf: pygame.Surface) -> None:
        if self.raising():
            return
        r = self._log_area()
        size = th.size(14, surf)
        if r.h < fonts.line_height(size) + 12:  # an open deed fills the log's place
            return
        key = (self.presenter.log_version, r.size, self.log_scroll, size)
        if key != self._log_cache:
            self._log_cache = key
            self._log_img = self._paint_log(r, size)
        surf.blit(self._log_img, r)

    def _paint_log(self, r: pygame.Rect, size: int) -> pygame.Surface:
        img = pygame.Surface(r.size).convert()
        img.fill(th.BG)
        pygame.draw.rect(img, LOG_BG, img.get_rect(), border_radius=10)
        lh = fonts.line_height(size)
        colour_of = self._log_colour
        rows: list[pygame.Surface] = []
        log = self.presenter.log
        visible = max(1, (r.h - 12) // lh)
        self.log_scroll = min(self.log_scroll, max(0, len(log) - 1))
        end = len(log) - self.log_scroll
        for line in log[max(0, end - visible): end]:
            rows.extend(drawing.rich_rows(line, size, r.w - 20, colour_of))
        y = r.h - 6 - lh * min(len(rows), visible)
        box = pygame.Rect(10, 4, r.w - 20, r.h - 8)
        for row, text in rows[-visible:]:
            img.blit(row, (10, y))
            fonts.note(img, text, box, [row.get_bounding_rect().move(10, y)], [text])
            y += lh
        if self.log_scroll:
            small = th.size(12, self.app.screen)
            fonts.line(img, t("log_scrolled", n=self.log_scroll), pygame.Rect(r.w // 2, 4, r.w // 2 - 10, lh), small,
                       th.HIGHLIGHT, align="right")
        return img

    def _log_colour(self, style) -> tuple[int, int, int]:
        if isinstance(style, tuple):  # a player's name in their colour, readable on the dark log
            return th.legible(th.lighten(self.session.colour(style[1]), 0.25), LOG_BG, 4.5)
        if style == "money":
            return (255, 226, 140)
        return (224, 218, 204)

    def _draw_floaters(self, surf: pygame.Surface) -> None:
        """Money floats up from the player's cash: green in, red out. Several at once for one
        player stand apart (one above the other on a big card, side by side on a one-line card),
        each on its own chip, so no figure runs into another."""
        size = th.size(18, surf)
        seen: dict[int, int] = {}  # how many floaters each card shows already
        edge: dict[int, int] = {}  # a one-line card: where the next floater's right edge goes
        for f in self.presenter.floaters:
            r = self.player_card_rect(f.player)
            k = seen.get(f.player, 0)
            seen[f.player] = k + 1
            rise = min(1.0, f.age / 0.8)
            colour = th.GOOD if f.amount > 0 else th.BAD
            text = ("+" if f.amount > 0 else "-") + self.session.money(abs(f.amount))
            words = fonts.render(text, size, colour, bold=True)
            chip = pygame.Surface((words.get_width() + 10, words.get_height()), pygame.SRCALPHA)
            pygame.draw.rect(chip, th.PANEL, chip.get_rect(), border_radius=chip.get_height() // 2)
            chip.blit(words, (5, 0))
            chip.set_alpha(max(0, int(255 * (1 - rise))))
            if self.cols == 2:
                x = r.right - 8 - chip.get_width()
                y = r.y + r.h * 0.5 - chip.get_height() // 2 + (k % 2) * chip.get_height() - (k // 2) * 4
            else:  # leftwards from the cash, each beside the one before it
                right = edge.get(f.player, r.right - 16 - self._cash_width(f.player))
                if right - chip.get_width() < r.x:  # no room left on the card: start again, a little higher
                    right = r.right - 16 - self._cash_width(f.player)
                x = right - chip.get_width()
                edge[f.player] = x - 4
                y = r.y - k * 2
            surf.blit(chip, (x, y - rise * r.h * 0.25))

    def _cash_width(self, i: int) -> int:
        size = th.size(22, self.app.screen) if self.cols == 2 else th.size(18, self.app.screen)
        return fonts.width(self.session.money(self.presenter.cash[i]), size, bold=True)
