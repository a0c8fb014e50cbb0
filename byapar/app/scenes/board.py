"""The table: the board on the left; players, actions and the log on the right.

BoardScene composes the parts: the Controller (every move, and the bots on their worker
thread), the ActionBar (prompt and buttons for what is legal now), the PlayerCards, the
GameLog, the deed of a clicked square and the raise-money view; it draws the board itself.
Auctions and trades open as overlays on top of it, by name. FriendBoardScene is the same
board for a seat at a table hosted elsewhere (play with friends).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import partial

import pygame

from byapar.engine import events as E
from byapar.engine import kinds as K
from byapar.net.public import read_event

from .. import drawing, fonts, widgets
from .. import lang as L
from .. import theme as th
from ..app import Scene
from ..board_view import BoardView, board_area, forget_painted
from ..bot_lines import offer_reason
from ..friend_session import FriendSession
from ..i18n import t
from ..presenter import CARD_FLIP, SPEED_SCALE, Presenter, cash_coming
from ..widgets import Button, Panel
from . import comfort_ui, deed_buttons, handover, save_note, scene_class, throws_line, vote_view
from .action_bar import LOG_LINES, TIGHT_ROW, ActionBar
from .controller import Controller
from .friend_bar import FRIEND_POLL, FriendActionBar, refusal_words
from .game_log import GameLog, opens_view, rows_in
from .handover import HandOver
from .pass_gate import PassGate, in_hand
from .player_cards import PlayerCards
from .raise_view import RaiseView
from .throws_line import dice_place, throws_box, throws_size, throws_top

# Buttons that never answer a decision: a press on one still clicks when the table moves on meanwhile.
TABLE_BUTTONS = frozenset({"owners", "menu", "rules", "sound", "help", "stats", "dice"})
LIVELY = 3.0  # seconds the turn arrow bobs and buildable places pulse after the table last changed
CARD_TOP = 0.25  # a drawn card stands from this share of the centre's height to as far from its foot
CARD_WIDTH = 0.6  # a drawn card's share of the centre's width at the usual text size
CARD_WIDEST = 0.9  # its share at most: a larger text size widens it, its words as large as the log's


class BoardScene(Scene):
    large = True

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        session.saver = app.saver  # each turn's autosave is written on the saver's worker
        self.game = session.game
        self.board = BoardView(self.game.edition)
        self.board.shape_of = session.shape  # asked when drawn: a friend's seats arrive after this
        self.presenter = Presenter(self.game, session.is_human, app.sounds, session.is_bot, session.card_waits,
                                   partial(offer_reason, session))
        self.panel = Panel(keep_press=True, grid=True)
        self._asked: tuple | None = None  # the decision the buttons were last built for
        self._skipping = False  # a press that skipped what was playing out: its release does nothing else
        self.controller = Controller(app, session, self.presenter)
        self.actions = ActionBar(self)
        self.cards = PlayerCards(app, session, self.presenter)
        self.cards.in_hand = lambda: in_hand(self)
        self.log = GameLog(app, session, self.presenter)
        self.raise_view = RaiseView(self)
        self.handover = HandOver()  # says plainly when the table passes to another person
        self.gate = PassGate.of(session)  # an answer asked of someone else waits until they have the laptop
        self._selected: int | None = None
        self.deed_columns, self.deed_text_size = 1, 11  # see _deed_rect
        self._deed_button_h = 0  # the deed's buttons' height, as _deed_rect chose it (0: the usual)
        self.deed_in_centre = self.deed_covers_centre = False
        self._deed_opened = (-1, 0)  # (the seat whose decision it was, moves made) when the deed opened
        self.confirm = None  # a sale on the open deed waiting for "Yes, sell"
        # a bot's reason for its counter-offer, with the decision and offer it was given for: kept,
        # so an undo back to that counter-offer says it again
        self.bot_note: tuple = ()
        self.hover: int | None = None
        self.gap = 8  # between the parts of the panel beside the board (see layout)
        self._state_key: tuple | None = None
        self._base_key: tuple | None = None
        self._plain: pygame.Surface | None = None  # the board and the centre with no holdings: what a change is painted over
        self.bare_title: tuple[pygame.Rect, pygame.Surface] | None = None  # the centre's top before its title, for the hand-over band
        self._laid_out: tuple | None = None  # the size, language and text size laid out for
        self._deed_key: tuple | None = None  # what the kept deed picture shows
        self._deed_picture: pygame.Surface | None = None
        self._history_key: tuple | None = None
        self._history_ahead: tuple[tuple, tuple[int, list[str]]] | None = None  # the throws once a throw coming is shown
        self._history_size = 0  # the throws' lines' size (`throws_fit`)
        self._still: pygame.Surface | None = None  # on top at rest: the picture but for what moves on it
        self._shown: tuple | None = None  # the last whole frame drawn at rest (`rest_key`) and its frame's number
        self._still_key: tuple | None = None  # what the kept still picture shows
        self.still_drawn = 0  # times the still picture was drawn: it is drawn when what it shows changes
        self.still_patched = 0  # times only the parts that changed were drawn again on it
        self._card_ahead: tuple[object, Iterator[None]] | None = None  # a card turning and its words' fitting
        self._cash_ahead: set[tuple[int, int]] = set()  # the players' cash coming, fitted ahead
        self.time = 0.0
        self.still = 0.0  # seconds since the table or the mouse last changed anything
        self.set_speed()
        if not self.game.history:  # a new game: show the first turn (and any places dealt)
            self.presenter.push(list(self.game.events))
        else:  # a continued game: its log and throws as they were
            self.presenter.recall(comfort_ui.comfort_of(session).past)

    def set_speed(self) -> None:
        """The bots' pace as this laptop likes it."""
        speed = self.app.prefs.get("bot_speed", "normal")
        self.presenter.speed = SPEED_SCALE.get(speed, 1.0)
        self.controller.set_speed(speed)

    @property
    def message(self) -> str:
        """Why the last click was refused, in the player's words (the prompt shows it)."""
        return self.controller.message

    @message.setter
    def message(self, text: str) -> None:
        self.controller.message = text

    def changed(self) -> None:
        """Something the buttons show has changed: they are rebuilt on the next update."""
        self._state_key = None
        self.controller.forget_legal()

    # ----- layout -----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        m = max(8, int(16 * s))
        self.board.layout(board_area(size))
        x = self.board.rect.right + m
        pw = w - x - m
        self.right = pygame.Rect(x, m, pw, h - 2 * m)
        self.gap = m // 2
        self.header = header_place(self.board.rect, self.right, s, self.gap)
        top = self.header.bottom + self.gap if self.header.colliderect(self.right) else self.right.y
        cards = self.cards.layout(x, top, pw, s)
        if self.actions.log_rows(cards.bottom + m // 2, s, tight=False) < LOG_LINES:  # the log keeps its lines
            cards = self.cards.layout(x, top, pw, s, slim=True)
        actions = self.actions.layout(x, cards.bottom + m // 2, pw, s, tight=self.cards.slim)
        if not self.cards.slim and self.actions.longest_at < self.actions.longest_wanted:
            actions = slim_for_the_prompt(self, top, s)
        if s < 1 and not self.cards.slim and rows_in(h - m - actions.bottom - m // 2, self.app.screen) < LOG_LINES:
            # in a small window the prompt at its reading size and the others' row took the log's
            # lines: slim cards give them back (a large window's big cards keep their cash's size)
            self.cards.layout(x, top, pw, s, slim=True)
        if self.cards.slim:
            actions = cards_take_spare(self, top, s)
        self.log_rect = pygame.Rect(x, actions.bottom + m // 2, pw, h - m - actions.bottom - m // 2)
        self.deed_rect = self._deed_rect()
        self._state_key = None
        self.log.invalidate()
        self.presenter.retell()  # the language may have changed meanwhile (the Menu's settings)
        laid_out = (size, L.current(), th.text_scale)
        if laid_out != self._laid_out:  # an overlay closing lays the board out again as it was: kept
            self._laid_out = laid_out
            self._base_key = None
        self.refresh()

    def _deed_rect(self) -> pygame.Rect:
        """The open deed's card in the log's place beside the board (the log keeps what is left),
        as tall as its lines, notes and buttons need: its table at the largest size that fits there,
        a reading size where the room allows, in two columns when one would not fit and two cut
        no label. Where even that would not fit (a small window, a large text size), the deed
        stands over the board's centre, above the centre's buttons where it fits there, and
        failing that over the board: never set below the least size grown by the text size. Its
        buttons grow with the text size, in each place as far as the card then fits there."""
        area = self.log_rect
        screen = self.app.screen
        self.deed_columns, self.deed_text_size = 1, th.size(15, screen)
        self.deed_in_centre = self.deed_covers_centre = False
        self._deed_button_h = 0
        if self.selected is None:
            return pygame.Rect(area.topleft, (area.w, area.h))
        least = drawing.deed_least_size(screen)
        centre = self.board.centre.inflate(-16, -16)
        above = pygame.Rect(centre.x, centre.y, centre.w, comfort_ui.strip_top(self) - 8 - centre.y)
        board = self.board.rect.inflate(-16, -16)  # a large text size in a small window: over the board
        grown = th.text_scale > 1  # a larger text size may take the board; the usual size keeps to the centre
        for place in (area, above, centre, board) if grown else (area, above, centre):
            # beside the board never below the labels' size there; over the centre, to the floor
            floor = th.size(15, screen) if place is area else least
            for button_h in deed_buttons.heights_to_try(self.app.screen):
                self._deed_button_h = button_h  # card_height reads it
                for size in range(th.reading_size(15, screen), floor - 1, -1):
                    for columns in (1, 2):
                        h = deed_buttons.card_height(self, size, columns, place.w)
                        if h is not None and h <= place.h:
                            self.deed_columns, self.deed_text_size = columns, size
                            rect = pygame.Rect(place.x, place.y, place.w, h)
                            if place is not area:
                                self.deed_in_centre, rect.centery = True, place.centery
                                self.deed_covers_centre = place is not above
                            return rect
        self.deed_columns, self.deed_text_size = 2, least  # the least it can be
        self._deed_button_h = 0
        self.deed_in_centre = self.deed_covers_centre = True
        return board if grown else centre

    def deed_button_height(self) -> int:
        """The deed's buttons' height: as `_deed_rect` chose it for the card's place, else the usual."""
        return self._deed_button_h or deed_buttons.usual_height(self.app.screen)

    def log_area(self) -> pygame.Rect:
        """The log's part of the panel: all of it (with the action bar's band while a bot decides
        and the bar is empty), or what an open deed leaves below it."""
        r = self.log_rect
        if self.selected is None or self.deed_in_centre:
            return log_place(self)
        below = r.bottom - self.deed_rect.bottom - 8
        return pygame.Rect(r.x, r.bottom - below, r.w, below)

    # ----- the buttons for what is legal now -----------------------------------------------

    def refresh(self) -> None:
        """Rebuild the buttons for the current decision."""
        asked = (self.game.pending, len(self.game.history))
        kept = self.panel.kept_press()
        if asked != self._asked and (kept is None or kept.id not in TABLE_BUTTONS):
            self.panel.forget_press()  # a press on an answer to what was asked before answers nothing now
        self._asked = asked
        self.panel.clear()
        self.deed_rect = self._deed_rect()
        self._header_buttons()
        if self.game.over and not self.presenter.busy:
            self.actions.results_button()
        if self.presenter.busy or self.game.over:
            return
        if self.raising():
            self.selected = None
            self.deed_rect = self._deed_rect()
        else:
            self.raise_view.scroll = 0
        self.actions.build()
        if self.selected is not None:
            self._deed_buttons(self.selected)

    def _header_buttons(self) -> None:
        r = self.header
        state = "on" if self.app.prefs["sound"] else "off"  # the label says the click (Mute), the tooltip the state
        row = [("owners", t("btn_owners"), lambda: self.app.push("owners", self), t(L.edition_key("tip_owners", self.game.edition))),
               ("sound", t(f"btn_sound_{state}"), self.toggle_sound, t(f"tip_sound_{state}")),
               ("rules", t("btn_rules"), self.show_settings, t("tip_rules")),
               ("menu", t("btn_menu"), self.to_menu, t("tip_menu"))]
        usual = header_usual_height(th.scale_of(self.app.screen))
        over_board = not r.colliderect(self.right)  # there the row keeps to its words' width, by the panel
        widths = header_widths([b[1] for b in row], r, usual, shared=not over_board)
        x = r.right - sum(widths) - HEADER_GAP * (len(widths) - 1)
        for (bid, label, act, tip), w in zip(row, widths, strict=True):
            self.panel.add(Button(bid, pygame.Rect(x, r.y, w, r.h), label, act, style="flat", tooltip=tip,
                                  size=header_size(usual), usual_height=usual))
            x += w + HEADER_GAP
        if not self.deed_covers_centre:  # a deed over the whole centre covers them while it is open
            comfort_ui.add_buttons(self)  # How to play, Statistics, Dice, Undo

    def raising(self) -> bool:
        """True while a person at the table must raise money and has the laptop (the raise view
        replaces the log): while it passes to them, the log stays and their choices wait."""
        pend = self.game.pending
        return (pend.kind == K.RAISE and not self.presenter.busy and not self.game.over
                and self.session.is_human(pend.player) and self.gate.waiting_for(self) is None)

    def _deed_buttons(self, s: int) -> None:
        """Build, Sell, Mortgage or Lift and Sell to the bank, each in its fixed spot, and the
        close button on the deed's band."""
        r = self.deed_rect
        area = pygame.Rect(r.x + 12, r.y, r.w - 24, r.h - 12)
        self.deed_note = deed_buttons.add(self, s, area, self.deed_button_height())
        side = self._deed_close_side()
        self.panel.add(Button("deed_close", pygame.Rect(r.right - 14 - side, r.y + 14, side, side), "\u00d7",
                              self.close_deed, "chip", tooltip=t("tip_close"), size=max(18, side * 2 // 3)))

    def _deed_close_side(self) -> int:
        return drawing.deed_band_height(self.app.screen, self.deed_text_size) - 12

    @property
    def selected(self) -> int | None:
        """The square whose deed is open, or None."""
        return self._selected

    @selected.setter
    def selected(self, s: int | None) -> None:
        self._selected = s
        self._deed_opened = (self.game.pending.player, len(self.game.history))

    def open_deed(self, s: int | None) -> None:
        """Open square `s`'s deed (None closes it); it stays while the table waits on the same seat."""
        self.selected = s
        self.confirm = None
        self._state_key = None

    def close_deed(self) -> None:
        self.open_deed(None)

    def _deed_outlived(self) -> bool:
        """The table has moved on under the open deed: an auction opened, a bot acted, or the
        decision passed to someone else (the log comes back to show what they did). A person
        acting out of turn from their own deed keeps it while the bots wait for them."""
        if self.selected is None or self.holding_bots():
            return False
        seat, moves = self._deed_opened
        if len(self.game.history) == moves:
            return False
        return (self.game.auction is not None or self.game.pending.player != seat
                or self.session.is_bot(seat) or self.game.over)

    # ----- acting ----------------------------------------------------------------------------

    def act(self, action) -> list | None:
        """Apply a person's action; a refusal is shown to the player (and None returned), not raised."""
        self.gate.acted(self.game, action)
        over_window = comfort_ui.hint_over_window(self)
        events = self.controller.act(action)
        if events is not None:
            self._state_key = None
            comfort_ui.read_by_acting(self, over_window)
        return events

    def open_trade(self, by: int | None = None) -> None:
        self.selected = None
        self.actions.choosing = None
        self.app.push("trade", self, by=by)

    def show_settings(self) -> None:
        self.app.push("settings", read_only=self.game.settings)

    def toggle_sound(self) -> None:
        self.app.prefs["sound"] = not self.app.prefs["sound"]
        self.app.save_prefs()
        self._state_key = None

    def resumed(self) -> None:
        comfort_ui.window_closed(self)

    def to_menu(self) -> None:
        self.presenter.skip()  # whatever still plays out goes into the log the Menu keeps
        comfort_ui.comfort_of(self.session).past.keep(*self.presenter.kept())
        self.session.save()
        self.session.wait_saved()  # the menu's Continue and Load read it
        self.app.replace("menu", session=self.session)

    # ----- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.still = 0.0
        if self.handover.handle(self, event):
            return
        if comfort_ui.handle(self, event):  # F1, Ctrl+Z, a click on the hint
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm is not None:  # Esc keeps the building
                self.confirm = None
                self._state_key = None
            elif self.selected is not None:
                self.close_deed()
            else:
                self.to_menu()
            return
        if opens_view(self, event):  # before a click skips what plays out: reading hurries nobody
            self.log.to_newest()
            self.app.push("log_view", self)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.presenter.busy and not self._on_button(event):
            if self.presenter.waits_for_click() and not self.app.decision_seen():
                self._skipping = True  # meant for what stood there before (a double-click on Throw): the card stays
                return
            if self.presenter.click():  # a click off the buttons skips what plays out
                self._state_key = None
                self._skipping = True
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._skipping:
            self._skipping = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.presenter.busy:
            self.presenter.click()
            return
        if event.type == pygame.MOUSEWHEEL and self.raising() and self.raise_view.wheel(self.panel.mouse, event.y):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.log.wheel(event.y)
            return
        if self.panel.handle(event):
            return
        if event.type == pygame.WINDOWLEAVE:
            self.hover = None
        elif event.type == pygame.MOUSEMOTION:
            self.hover = None if self.deed_rect.collidepoint(event.pos) else self.board.square_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.cards.rect.collidepoint(event.pos):
                self._open_holdings(event.pos)
            else:
                self._click_board(event.pos)

    def _on_button(self, event: pygame.event.Event) -> bool:
        """Whether a click lands on a button that takes it now (Owners, Dice... while a bot plays)."""
        b = self.panel.at(event.pos)
        return b is not None and b.enabled

    def _open_holdings(self, pos: tuple[int, int]) -> None:
        """A click on a player's card opens what they hold."""
        card = self.cards.card_at(pos)
        if card is not None and self.app.top is self:
            self.app.push("holdings", self, card)

    def _click_board(self, pos: tuple[int, int]) -> None:
        s = None if self.deed_rect.collidepoint(pos) else self.board.square_at(pos)  # a deed over the board
        if self.raising():  # the raise view is where the log and a deed would be
            s = None
        if s is not None:
            self.open_deed(None if s == self.selected else s)
        elif self.selected is not None and not self.deed_rect.collidepoint(pos):
            self.close_deed()
        self._state_key = None

    # ----- time ------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self.cards.update(dt, self.panel.mouse, self.panel.hover is not None)
        self.log.hovered(dt, self.panel.mouse, self.panel.hover is not None)
        self.still += dt
        self.presenter.update(dt)
        self.log.follow()
        self.panel.update(dt)
        comfort_ui.update(self, dt)
        self.handover.update(self, dt)
        self.session.settle_saves()  # a new game's failed first save gives its name up here
        if self._deed_outlived():
            self.close_deed()
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
        if self.app.top is self:
            self._open_overlay()
        self.controller.play(dt, self.holding_bots())

    def decision(self) -> object:
        """Each pending decision is a new one for the keys, as are a card turned up and the end
        of an animation, and the hand-over band's coming and going."""
        card = self.presenter.card  # by identity: its age changes every frame
        return (self, self.game.pending, len(self.game.history), self.presenter.busy, id(card) if card else None,
                self.gate.at_laptop, self.handover.showing)

    def lively(self) -> bool:
        """The turn arrow bobs and buildable places pulse for a while, then stand still, so a
        table waiting on a person costs no drawing."""
        return self.still < LIVELY

    def moving(self) -> bool:
        """The arrow bobs and places pulse while lively, and only on top with no deed open: under
        an overlay, or while a deed is read, the board stands still, so its picture is kept."""
        return self.lively() and self.app.top is self and self.selected is None

    def wake_in(self) -> float | None:
        """When this scene next needs a frame with no input (see Scene.wake_in)."""
        if self.game.over or self.presenter.busy and self.presenter.wake_in() == 0.0:
            return 0.0
        waits = [self.presenter.wake_in(), self.panel.wake_in(), comfort_ui.hint_wake_in(self), self.handover.wake_in(),
                 comfort_ui.refusal_wake_in(self),
                 self.cards.tooltip_in(self.panel.mouse, self.panel.hover is not None),
                 self.log.tooltip_in(self.panel.mouse, self.panel.hover is not None)]
        if self.lively():
            waits.append(LIVELY - self.still)
        if not self.presenter.busy:
            waits.append(self.controller.wake_in(self.holding_bots()))
        due = [w for w in waits if w is not None]
        return max(0.0, min(due)) if due else None

    def holding_bots(self) -> bool:
        """True while a person builds an offer in a bot's decision (Finance), or has the deed of
        their own place open in someone else's turn with something they may do there now (Classic
        builds, Finance sells to the bank), or their holdings open to build there: the bots wait
        for them, at every speed, until the trade screen, the holdings or the deed is closed, and
        while the laptop passes to such a person."""
        if getattr(self.app.top, "holds_bots", lambda: False)():  # an offer or building out of turn
            return True
        passing = self.actions.passing
        if passing is not None and passing[1] == self.game.pending and not self.game.over:
            return True
        s = self.selected
        if s is None or self.game.over:
            return False
        owner = self.game.owner(s)
        return (owner is not None and owner != self.game.pending.player and self.session.is_human(owner)
                and bool(self.controller.legal_for(owner)))

    def _key(self) -> tuple:
        g = self.game
        return (g.pending, len(g.history), self.presenter.busy, self.selected, self.app.prefs["sound"],
                self.controller.reading(), self.gate.at_laptop)

    def _open_overlay(self) -> None:
        """An auction opens for everyone to watch, whoever bids first; a trade for a human partner."""
        name = overlay_name(self)
        if name is not None:
            self.app.push(name, self)

    def _game_over(self) -> None:
        if self.app.top is self and not self.actions.results_wait():
            self.app.replace("gameover", self.session)
            forget_painted()  # its memory given back with the board's after this frame

    # ----- drawing -----------------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        """On top, the still parts (background, dice, the panel beside the board, its buttons
        unlit, a card turned up) are kept as one picture, drawn again only when what they show
        changes, and what moves or follows the mouse is drawn over it: the tokens walking, the
        dice tumbling, the ring's beat, money floating. A card turning over is drawn each frame
        over the still parts kept without it (see `turns_over_still`); a banner or the hand-over
        band has everything drawn afresh."""
        if fonts.is_recording():  # the texts noted: all drawn, what is kept left alone
            self._draw_fresh(surf)
            return
        key = self._still_parts_key()
        if key is None:
            self._still_key = self._shown = None
            self._draw_fresh(surf)
            return
        if self._still is None or self._still.get_size() != surf.get_size():
            self._still = pygame.Surface(surf.get_size()).convert()
            self._still_key = None
        # nothing still drawn, or a bot's move made in an earlier frame waits to play out (see
        # `Presenter.hold`): time to make the throws' lines, a player's cash or a log line coming
        if (key == self._still_key or self.presenter.held and self.controller.acted_frame != self.app.frames) \
                and not throws_ahead(self) and not cash_ahead(self):
            self.log.prepare()
        rest = rest_key(self, surf, key)
        shown, self._shown = self._shown, None if rest is None else (rest, self.app.frames)
        if rest is not None and shown == (rest, self.app.frames - 1):
            return  # the window still holds this very picture, drawn the frame before
        if key != self._still_key:
            patched = patch_still(self, key, self._still_key) if self._still_key is not None else None
            if patched is not None:
                self.still_patched += 1
                if patched != key:  # parts left for the frames to come: this picture isn't the one at rest
                    self._shown = None
                key = patched
            else:
                self._draw_still(self._still)
                self.still_drawn += 1
        self._still_key = key
        surf.blit(self._still, (0, 0))
        self._draw_moving(surf)

    def _still_parts_key(self) -> tuple | None:
        """What the still parts show, or None while a part drawn under a still one moves (a card
        turning over under a button, a banner, the hand-over band). A card turning over or with
        dice tumbling under it is left out: it is drawn over them each frame. Under an overlay
        too: a bid changes the log, the cards and the prompt, each patched alone."""
        p = self.presenter
        card = p.card
        moving = card_moving(self)
        if (moving and not turns_over_still(self)) or p.banner is not None or self.handover.showing is not None:
            return None
        g = self.game
        raising = self.raising()
        lit = id(self.panel.hover) if raising else None  # the raise view writes over its buttons
        # the deed, the raise view and the standings read the table itself: while one is shown, every move counts
        table = (len(g.history), g.pending, self.controller.moves) if (
            self.selected is not None or raising or vote_view.shown(self)) else None
        inputs = self.app.inputs if self.app.top is self else None  # an overlay's own inputs leave the board as it is
        rest = (buttons_shown(self.panel), self.selected, table, self.board.holdings_key(g), g.round,
                id(card) if card and not moving else None, self.raise_view.scroll, self.confirm, inputs, lit,
                self.app.screen.get_size(), L.current(), th.text_scale, tuple(self.log_area()),
                self.handover.named(self) if self.handover.covering(self) else None)
        throws = throws_line.shown_throws(p)
        dice = (p.tumble > 0, tuple(p.dice), len(throws), tuple(throws[-1:]))
        # the log, the cards, the prompt and the dice apart: each may be drawn again alone
        return rest, (p.log_version, self.log.scroll), self.cards.key(), self.actions.prompt(), dice

    def _draw_still(self, surf: pygame.Surface) -> None:
        """The parts that stand still, in their order; none lies over a moving part."""
        self._draw_base(surf)
        self._draw_dice(surf, self.board.centre, faces=self.presenter.tumble <= 0)
        self.cards.draw(surf)
        self.actions.draw(surf)
        handover.draw_on_board(self, surf)
        raising = self.raising()
        if not raising:
            self.log.draw(surf, vote_view.log_area(self))
            vote_view.draw(self, surf)
        if self.selected is not None:
            self._draw_deed(surf)
        if not card_moving(self):  # a card turning over, or over tumbling dice, is drawn over the kept picture each frame
            self._draw_card(surf)
        self.handover.draw(self, surf)  # the band past its moment, while the laptop waits to be passed
        self.panel.draw(surf, lit=raising)
        if raising:
            self.raise_view.draw(surf)

    def _draw_moving(self, surf: pygame.Surface) -> None:
        """Over the kept still parts: the dice tumbling, the hints, the squares outlined, the
        tokens, the button under the mouse, money floating and the tooltips."""
        b = self.board
        if self.presenter.tumble > 0:
            draw_faces(self, surf, b.centre)
        self._draw_hints(surf)
        b.draw_hover(surf, self.hover)
        if self.selected is not None:
            b.draw_hover(surf, self.selected, th.ACCENT)
        self._draw_tokens(surf)
        if self.selected is not None:  # a deed over the board stays whole: nothing moving lies over its words
            area = deed_area(self.deed_rect, surf)
            surf.blit(self._still, area, area)
        if card_moving(self):  # over the deed and the tokens, under the lit button and money floating
            self._draw_card(surf)
        if not self.raising():
            self.panel.draw_lit(surf)
        self.cards.draw_floaters(surf)
        self._draw_tooltips(surf)

    def _draw_fresh(self, surf: pygame.Surface) -> None:
        self._draw_base(surf)
        b = self.board
        self._draw_dice(surf, b.centre)
        self._draw_hints(surf)
        b.draw_hover(surf, self.hover)
        if self.selected is not None:
            b.draw_hover(surf, self.selected, th.ACCENT)
        self._draw_tokens(surf)
        self.cards.draw(surf)
        self.actions.draw(surf)
        handover.draw_on_board(self, surf)
        if not self.raising():
            self.log.draw(surf, vote_view.log_area(self))
            vote_view.draw(self, surf)  # a vote on ending: the standings it would end on
        if self.selected is not None:
            self._draw_deed(surf)
        self._draw_card(surf)
        draw_banner(self, surf)
        self.handover.draw(self, surf)
        self.panel.draw(surf)
        if self.raising():
            self.raise_view.draw(surf)
        self.cards.draw_floaters(surf)
        self._draw_tooltips(surf)

    def _draw_tooltips(self, surf: pygame.Surface) -> None:
        if self.app.top is not self or not widgets.mouse_inside():  # an overlay's own tooltips rule
            return
        self.panel.draw_tooltip(surf)
        if self.hover is not None and self.panel.hover is None and self.selected is None:
            self._square_tip(surf)
        self.cards.draw_tooltip(surf, self.panel.mouse)
        self.log.draw_tooltip(surf, self.panel.mouse)

    def warm_up(self, surf: pygame.Surface) -> Iterator[None]:
        """The first frame's drawing done out of sight a part a step (a game being opened), so
        the board's first frame on screen finds its pictures made."""
        self._draw_base(surf)
        yield
        self.cards.draw(surf)
        yield
        self.log.draw(surf, vote_view.log_area(self))
        yield
        draw_sample_card(self, surf)
        yield
        yield from square_tips_ahead(self, surf)
        self.draw(surf)
        yield
        overlay_ahead(self)
        yield  # the frame that shows the board does none of this

    def picture_key(self) -> object | None:
        """Under an overlay, the board's picture is kept while nothing on it moves (it is drawn
        still there: no beat, no pulse); on top it is drawn afresh."""
        p = self.presenter
        if self.app.top is self or p.wake_in() == 0.0:
            return None
        g = self.game
        return (self._key(), self.board.holdings_key(g), g.round, p.log_version, self.log.scroll, tuple(p.positions),
                tuple(p.cash), tuple(p.dice), len(throws_line.shown_throws(p)), id(p.card), self.hover, self.message,
                self.raise_view.scroll, self.app.inputs, id(self.app.top), tuple(self.log_area()))

    def _draw_base(self, surf: pygame.Surface) -> None:
        """Background, board, holdings and the still parts of the centre: one cached picture,
        redrawn where it changed (a square's holdings, the round) over the same picture bare."""
        update_base(self, surf.get_size())
        surf.blit(self._base, (0, 0))

    def handle_above(self, event: pygame.event.Event) -> bool:
        return comfort_ui.hint_click(self, event)

    def draw_above(self, surf: pygame.Surface) -> None:
        comfort_ui.draw_hint(self, surf)  # a first-time hint stays visible over an auction or a trade
        save_note.draw(self, surf)  # a failed autosave is said at once, over everything

    def _draw_hints(self, surf: pygame.Surface) -> None:
        """Outline the places the acting player could build on now."""
        builds = comfort_ui.buildable_now(self)
        if builds:
            # white, which no player's colour is: a green outline read as the green player's places
            pulse = 170 + int(85 * (0.5 + 0.5 * math.sin(self.time * 4))) if self.moving() else 255
            self.board.draw_marks(surf, builds, (pulse, pulse, pulse))
            # the houses already there stand over the glow, whole
            colours = [self.session.colour(i) for i in range(len(self.game.players))]
            self.board.draw_buildings(surf, builds, self.board.holdings_key(self.game), colours)

    def _draw_centre(self, surf: pygame.Surface) -> None:
        c = self.board.centre
        title, under = L.edition_titles(self.game.edition)
        (box, size), (sub_box, sub) = title_boxes(c)
        above_decks = pygame.Rect(c.x, c.y, c.w, min(r.top for r in deck_rects(c)) - c.y)
        self.bare_title = handover.bare_part(surf, above_decks, box.union(sub_box) if under else box)
        fonts.line(surf, title, box, size, (120, 60, 30), bold=True, align="center")
        if under:
            fonts.line(surf, under, sub_box, sub, (120, 60, 30), bold=True, align="center")
        self._draw_decks(surf, c)

    def _round_box(self, surf: pygame.Surface) -> pygame.Rect:
        c = self.board.centre
        return pygame.Rect(c.x + 8, c.bottom - c.h * 0.09, c.w - 16, c.h * 0.08)

    def _draw_round(self, surf: pygame.Surface) -> None:
        """Which round it is, at the foot of the board's centre, and of how many (or that the game
        goes on to the last player: a bare "Round 7" leaves its length unknown)."""
        rounds = self.game.settings.rounds
        text = t("round_of", n=self.game.round, total=rounds) if rounds else t("round_last_player", n=self.game.round)
        fonts.line(surf, text, self._round_box(surf), th.size(15, surf), th.MUTED, bold=True, align="center",
                   valign="center")

    def _draw_decks(self, surf: pygame.Surface, c: pygame.Rect) -> None:
        names = sorted(self.game.edition.decks)
        for i, (name, r) in enumerate(zip(names[:2], deck_rects(c), strict=False)):
            colour = ((196, 92, 48), (46, 110, 140))[i % 2]
            for k in (2, 1, 0):
                pygame.draw.rect(surf, th.darken(colour, 0.15 * k), r.move(k * 2, k * 2), border_radius=8)
            pygame.draw.rect(surf, colour, r, border_radius=8)
            pygame.draw.rect(surf, (250, 240, 220), r.inflate(-8, -8), 2, border_radius=6)
            main, under = L.deck_titles(self.game.edition.decks[name], self.game.edition)
            inner = r.inflate(-14, -12)
            small = th.size(12, surf)
            if under and fonts.fit(under, small, inner.w, inner.h - inner.h // 2, 3, 8).cut:
                under = ""  # the Latin title under the Devanagari only where it reads whole
            top = pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2 if under else inner.h)
            fonts.draw(surf, main, top, th.size(16, surf), th.LIGHT_TEXT, bold=True, max_lines=2 if under else 3)
            if under:  # the Latin title under the Devanagari one, within the card
                fonts.draw(surf, under, pygame.Rect(inner.x, top.bottom, inner.w, inner.h - top.h),
                           small, th.LIGHT_TEXT, min_size=8, max_lines=3)

    def _draw_dice(self, surf: pygame.Surface, c: pygame.Rect, faces: bool = True) -> None:
        """The dice (unless `faces` is False: tumbling, they are drawn over the kept picture) and
        the last few throws under them."""
        if faces:
            draw_faces(self, surf, c)
        hist = throws_line.shown_throws(self.presenter)
        key = (len(hist), tuple(hist[-1:]), c.size, L.current(), th.text_scale)  # an undo may shorten it
        if key != self._history_key:
            ahead = self._history_ahead
            self._history_key = key
            fitted = ahead[1] if ahead is not None and ahead[0] == key else throws_fit(self, c)
            self._history_size, self._history_lines = fitted
        size = self._history_size
        draw_throws(surf, self._history_lines, throws_box(self, size), size)

    def _history_text(self, c: pygame.Rect, hist: list | None = None) -> list[str]:
        """The throw-off and the last few throws (`hist`, or those shown), so anyone can check
        the dice, in the lines under the dice (`throws_fit`)."""
        return throws_fit(self, c, hist)[1]

    def _draw_tokens(self, surf: pygame.Surface) -> None:
        game = self.game
        p = self.presenter
        at: dict[tuple[int, bool], list[int]] = {}  # who stands together: prisoners apart from visitors
        for i, pl in enumerate(game.players):
            if not pl.bankrupt:
                at.setdefault((round(p.positions[i]) % len(game.edition.squares), pl.in_jail), []).append(i)
        for i, pl in enumerate(game.players):
            if pl.bankrupt:
                continue
            square = round(p.positions[i]) % len(game.edition.squares)
            group = at[(square, pl.in_jail)]
            r = self.board.crowd_radius(square, len(group), pl.in_jail)  # smaller in a crowd
            pos = p.positions[i]
            x, y = self.board.token_spot(pos, group.index(i), len(group), jailed=pl.in_jail)
            y -= p.hop_height(i) * r * 1.6
            th.blit_token(surf, self.session.shape(i), self.session.colour(i), (x, y), r)
            if pl.in_jail:
                pygame.draw.line(surf, (30, 30, 30), (x - r, y - r), (x + r, y + r), 2)
            if i == game.pending.player and not p.busy and not game.over:
                # a ring round whoever must act (an arrow above would stand on the square's name)
                beat = 0.5 + 0.5 * math.sin(self.time * 5) if self.moving() else 1.0
                ring = th.token_reach(r) - 1 - 2 * (1 - beat)  # on its halo: off the square's words
                pygame.draw.circle(surf, (30, 26, 22), (x, y), ring + 1, 2)
                pygame.draw.circle(surf, th.TURN_RING, (x, y), ring, 2)

    def _draw_deed(self, surf: pygame.Surface) -> None:
        """The open deed, kept as drawn (with the background under its shadow) until the table
        moves or the deed or its notes change."""
        s = self.selected
        here = [p.name for i, p in enumerate(self.game.players) if p.position == s and not p.bankrupt]
        notes = [t("deed_here", names=", ".join(here))] if here else []
        if getattr(self, "deed_note", ""):
            notes.append(self.deed_note)
        area = deed_area(self.deed_rect, surf)
        key = (s, tuple(self.deed_rect), tuple(notes), self.deed_columns, len(self.game.history), self.game.pending,
               self.confirm, self.message, self._base_key, L.current(), th.text_scale)
        if key == self._deed_key and not fonts.is_recording():
            surf.blit(self._deed_picture, area)
            return
        drawing.deed(surf, self.deed_rect, self.session, s, notes, columns=self.deed_columns,
                     close_room=self._deed_close_side() + 8, text_size=self.deed_text_size,
                     foot=deed_buttons.foot(self, self.deed_rect.w))
        self._deed_key, self._deed_picture = key, surf.subsurface(area).copy()

    def _draw_card(self, surf: pygame.Surface) -> None:
        card = self.presenter.card
        if card is None:
            return
        r = card_rect(self.board.centre)
        deck = self.game.edition.decks[card.deck]
        names = sorted(self.game.edition.decks)
        colour = ((196, 92, 48), (46, 110, 140))[names.index(card.deck) % 2]
        flip = min(1.0, card.age / CARD_FLIP) if self.presenter.speed else 1.0
        footer = t("card_click") if card.wait_for_click else ""
        title = "  ".join(part for part in L.deck_titles(deck, self.game.edition) if part)
        text = t("card_drawn_by", name=self.game.players[card.player].name) + " " + card.text  # a card says "your"
        if flip < drawing.CARD_WORDS_AT:
            fit_card_words(self, surf, (r, title, text, footer))
        drawing.drawn_card(surf, r, title, text, flip, colour, footer)

    def _square_tip(self, surf: pygame.Surface) -> None:
        widgets.tooltip(surf, comfort_ui.square_tooltip(self, self.hover), self.panel.mouse)


def cards_take_spare(scene, top: int, scale: float) -> pygame.Rect:
    """Slim cards laid from `top` grow into the room the panel leaves over, as far as the prompt,
    the buttons and the log keep all they have (so their chips stand larger, or on two rows);
    returns the buttons' place."""
    cards, actions, right = scene.cards, scene.actions, scene.right
    below = scene.gap  # between the cards and the prompt, and between the buttons and the log

    def panel() -> tuple:
        bar = actions.layout(right.x, cards.rect.bottom + below, right.w, scale, tight=True)
        log = rows_in(right.bottom - bar.bottom - below, scene.app.screen)
        return (actions.prompt_font, actions.prompt_lines, actions.prompt_rect.h, actions.compact, actions.row_h,
                actions.main_row, bar.h, log)

    def grown(taller: int) -> tuple:
        cards.layout(right.x, top, right.w, scale, slim=True, taller=taller)
        return panel()

    actions.log_kept = LOG_LINES
    kept = panel()
    needed = cards.room_needed()  # two rows of chips at their least size: the log may give a row up for it
    fits, over = 0, cards.room_wanted() + 1  # grown by `fits` the panel keeps all it has; by `over`, not
    while over - fits > 1:
        taller = (fits + over) // 2
        fits, over = (taller, over) if grown(taller) == kept else (fits, taller)
    if fits < needed and halves_lowered(grown(needed), kept):
        fits = needed  # the rows of halves give the chips their room, the log keeps its rows
    elif fits < needed:
        actions.log_kept = LOG_LINES - 1
        less = grown(needed)
        if less[:-1] == kept[:-1] and less[-1] >= kept[-1] - 1:  # the buttons keep all they have
            fits = needed
        else:
            actions.log_kept = LOG_LINES
    cards.layout(right.x, top, right.w, scale, slim=True, taller=fits)
    return actions.layout(right.x, cards.rect.bottom + below, right.w, scale, tight=True)


def halves_lowered(grown: tuple, kept: tuple) -> bool:
    """Whether a panel laid with taller cards (`grown`, as `cards_take_spare`'s `panel` tells it)
    keeps all that `kept` has but the height of its rows of halves, lowered no further than
    their least (a label at the largest text size still on one line) and the log's rows whole."""
    *prompt_and_bar, row_h, main_row, _, log = grown
    *kept_prompt_and_bar, _, kept_main, _, kept_log = kept
    return prompt_and_bar == kept_prompt_and_bar and main_row == kept_main and row_h >= TIGHT_ROW \
        and log >= min(kept_log, LOG_LINES)


def slim_for_the_prompt(scene, top: int, scale: float) -> pygame.Rect:
    """Where big cards leave the prompt's longest wording below its least size, slim cards laid
    from `top`, if the room they leave sets it larger; returns the buttons' place."""
    cards, actions, right = scene.cards, scene.actions, scene.right
    big = actions.longest_at
    cards.layout(right.x, top, right.w, scale, slim=True)
    place = actions.layout(right.x, cards.rect.bottom + scene.gap, right.w, scale, tight=True)
    if actions.longest_at > big:
        return place
    cards.layout(right.x, top, right.w, scale)
    return actions.layout(right.x, cards.rect.bottom + scene.gap, right.w, scale)


def log_place(scene) -> pygame.Rect:
    """The log's place beside the board: under the action bar; while a bot decides and the bar
    shows no button (nothing there is the person's), from the bar's top, so the log shows more
    lines where the bar would stand empty. It gives the band back when a button comes. Under an
    overlay (an auction's bids pass between bots and people) it stays where it is."""
    r, bar = scene.log_rect, scene.actions.rect
    g = scene.game
    if g.over or g.auction is not None or scene.app.top is not scene or not scene.session.is_bot(g.pending.player) \
            or scene.raising() or any(b.rect.colliderect(bar) for b in scene.panel.buttons):
        return r
    return pygame.Rect(r.x, bar.y, r.w, r.bottom - bar.y)


def rest_key(scene, surf: pygame.Surface, still: tuple) -> tuple | None:
    """What the whole frame on top shows while nothing on it moves: drawn with the same key the
    frame before, it is still in the window, so it is not drawn again. None while anything moves
    or waits on a timer (the ring's beat, a walk, a tooltip coming, a hint or a refusal going,
    the hand-over band), with an overlay over the board, or with a note drawn over it from above."""
    p = scene.presenter
    panel = scene.panel
    if (scene.app.top is not scene or scene.moving() or p.busy or p.tumble > 0 or p.floaters or card_moving(scene)
            or panel.wake_in() is not None or scene.cards.tooltip_in(panel.mouse, panel.hover is not None) is not None
            or scene.log.tooltip_in(panel.mouse, panel.hover is not None) is not None
            or comfort_ui.hint_wake_in(scene) is not None or comfort_ui.refusal_wake_in(scene) is not None
            or scene.handover.wake_in() is not None or save_note.text(scene.session)):
        return None
    g = scene.game
    return (still, id(surf), tuple(p.positions), scene.hover, id(panel.hover), panel.mouse, widgets.mouse_inside(),
            scene.app.inputs, len(g.history), g.pending, scene.controller.moves)


def update_base(scene, size: tuple[int, int]) -> list[pygame.Rect]:
    """The base picture (`BoardScene._draw_base`) brought up to the table: drawn whole for a new
    size (or while the texts drawn are noted), else only where a square's holdings or the round
    changed. Returns where it changed."""
    holdings = scene.board.holdings_key(scene.game)
    key = (holdings, scene.game.round, size)
    if key == scene._base_key and not fonts.is_recording():
        return []
    colours = [scene.session.colour(i) for i in range(len(scene.game.players))]
    shown = scene._base_key
    scene._base_key = key
    if shown is None or shown[2] != key[2] or fonts.is_recording():  # the texts noted: drawn afresh
        scene._plain = pygame.Surface(size).convert()
        scene._plain.fill(th.BG)
        scene.board.draw_static(scene._plain)
        scene._draw_centre(scene._plain)
        scene._base = scene._plain.copy()
        scene.board.draw_holdings(scene._base, holdings, colours)
        scene._draw_round(scene._base)
        return [scene._base.get_rect()]
    changed = [s for s, was in enumerate(zip(*shown[0], strict=True)) if was != tuple(h[s] for h in holdings)]
    areas = scene.board.repaint_holdings(scene._base, scene._plain, holdings, changed, colours)
    if shown[1] != key[1]:
        box = scene._round_box(scene._base)
        scene._base.blit(scene._plain, box, box)
        scene._draw_round(scene._base)
        areas.append(box)
    return areas


HOLDINGS_SLOT, ROUND_SLOT, CARD_SLOT = 3, 4, 5  # in the first part of `BoardScene._still_parts_key`
ONE_PART_A_FRAME = 1  # parts beside the board patched a frame where several changed (0: all at once)


def patch_still(scene, key: tuple, kept: tuple) -> tuple | None:
    """Draw again, alone on the kept picture, the parts whose keys changed (a line played
    out, cash paid, the prompt, a throw), the squares whose holdings changed, the round, and a
    card laid down or put away; the key of what the picture now shows, or None, drawing
    nothing, when something else changed or stands over one of them (a deed, the standings,
    the raise view, a card turned up, a button). Where several of the parts beside the board
    changed at once (a bot's move: its log line, the cash on the cards, the prompt), one is
    drawn this frame and the rest in the frames after (`ONE_PART_A_FRAME`): no one frame draws
    them all, and the picture has caught up a frame or two later."""
    moved = {i for i, (now, was) in enumerate(zip(key[0], kept[0], strict=True)) if now != was}
    if not moved <= {HOLDINGS_SLOT, ROUND_SLOT, CARD_SLOT}:
        return None
    card = card_change(key[0], kept[0]) if CARD_SLOT in moved else None
    if CARD_SLOT in moved and card is None:  # one card put away and another laid at once
        return None
    if scene.raising() or scene.selected is not None or vote_view.rect(scene) is not None:
        return None
    if moved - {CARD_SLOT} and not patch_base(scene, card_shown=bool(key[0][CARD_SLOT] or kept[0][CARD_SLOT])):
        return None
    parts = [(vote_view.log_area(scene), lambda surf: scene.log.draw(surf, vote_view.log_area(scene))),
             (scene.cards.rect, scene.cards.draw),
             (scene.actions.prompt_rect.inflate(4, 4), scene.actions.draw),
             (dice_area(scene), lambda surf: scene._draw_dice(surf, scene.board.centre, scene.presenter.tumble <= 0))]
    bounds = card_bounds(scene.board.centre)
    shown = kept[0][CARD_SLOT] is not None  # the kept picture has the card on it
    changed = [(i, part) for i, part in enumerate(parts, 1)
               if key[i] != kept[i] or card == "gone" and part[0].colliderect(bounds)]
    areas = [area for _, (area, _) in changed] + ([bounds] if card else [])
    if shown and card != "gone" and any(area.colliderect(bounds) for _, (area, _) in changed):
        return None  # a part under the card turned up
    if any(b.rect.colliderect(area) for b in scene.panel.buttons for area in areas):
        return None
    if any(f.rect.colliderect(bounds) for f in scene.panel.fields) and card:
        return None
    if card == "gone":
        scene._still.blit(scene._base, bounds, bounds)
    later = changed[ONE_PART_A_FRAME:] if ONE_PART_A_FRAME and not card else []
    for _, (area, draw) in changed[:len(changed) - len(later)]:
        scene._still.blit(scene._base, area, area)  # what lies under the part, then the part
        draw(scene._still)
    if card == "laid":
        scene._draw_card(scene._still)
    left = {i for i, _ in later}  # drawn in a frame to come: the picture keeps their old keys
    return tuple(kept[i] if i in left else part for i, part in enumerate(key))


def caught_up(scene) -> bool:
    """Whether the kept picture shows every still part as the table stands (none left for a
    frame to come by `patch_still`)."""
    key = scene._still_parts_key()
    return key is None or scene._still_key is None or scene._still_key == key


def patch_base(scene, card_shown: bool) -> bool:
    """The base picture brought up to the table and copied onto the kept picture where it
    changed (a square's holdings, the round); False, drawing nothing there, where a still part
    lies over a change (a button, the log, the cards, the prompt, the dice, a card turned up)."""
    areas = update_base(scene, scene._still.get_size())
    over = [vote_view.log_area(scene), scene.cards.rect, scene.actions.prompt_rect.inflate(4, 4), dice_area(scene),
            *(w.rect for w in [*scene.panel.buttons, *scene.panel.fields])]
    if card_shown:
        over.append(card_bounds(scene.board.centre))
    if any(area.colliderect(part) for area in areas for part in over):
        return False
    for area in areas:
        scene._still.blit(scene._base, area, area)
    return True


def card_change(rest: tuple, kept: tuple) -> str | None:
    """"laid" when the card turned up in the first parts of two still keys is one where the
    kept picture had none, "gone" when it was put away; else None."""
    if kept[CARD_SLOT] is None and rest[CARD_SLOT] is not None:
        return "laid"
    if kept[CARD_SLOT] is not None and rest[CARD_SLOT] is None:
        return "gone"
    return None


def overlay_name(scene) -> str | None:
    """The scene the table shows over the board now: an auction under way, or an offer a person answers."""
    pend = scene.game.pending
    if scene.game.auction is not None:
        return "auction"
    if pend.kind == K.TRADE and scene.session.is_human(pend.player):
        return "answer"
    return None


def overlay_ahead(scene) -> None:
    """The code of the scene an opened game shows over its board at once read out of sight, not in
    the frame the board comes on screen."""
    name = overlay_name(scene)
    if name is not None:
        scene_class(name)


def draw_sample_card(scene, surf: pygame.Surface) -> None:
    """A card of the edition drawn face up on `surf`, out of sight: the fonts and letters a card
    is set in are loaded before the first card turns over."""
    decks = [scene.game.edition.decks[name] for name in sorted(scene.game.edition.decks)]
    if not decks or not decks[0].cards:  # an edition without cards
        return
    deck = decks[0]
    title = "  ".join(part for part in L.deck_titles(deck, scene.game.edition) if part)
    text = t("card_drawn_by", name=scene.game.players[0].name) + " " + L.drawn_card_text(deck, 0)
    drawing.drawn_card(surf, card_rect(scene.board.centre), title, text, 1.0, (196, 92, 48), t("card_click"))


def square_tips_ahead(scene, surf: pygame.Surface, per_step: int = 10) -> Iterator[None]:
    """Every square's tooltip laid out and drawn on `surf` out of sight, `per_step` a step: the
    mouse's first pass over the board finds them made (half a millisecond each the first time)."""
    for square in range(len(scene.game.edition.squares)):
        widgets.tooltip(surf, comfort_ui.square_tooltip(scene, square), (0, 0))
        if square % per_step == per_step - 1:
            yield


def fit_card_words(scene, surf: pygame.Surface, words: tuple[pygame.Rect, str, str, str]) -> None:
    """A step of fitting the words of a card still turning, a step a frame, so the frame its face
    shows only draws them (`drawing.card_words_ahead`)."""
    card = scene.presenter.card
    if scene._card_ahead is None or scene._card_ahead[0] is not card:
        scene._card_ahead = (card, drawing.card_words_ahead(surf, *words))
    if next(scene._card_ahead[1], StopIteration) is StopIteration:
        scene._card_ahead = (card, iter(()))  # all fitted: nothing kept but whose card it was


def card_moving(scene) -> bool:
    """A card drawn is turning over (it turns at once at instant speed), or dice tumble under it:
    it is drawn each frame over what moves."""
    p = scene.presenter
    return p.card is not None and (bool(p.speed) and p.card.age < CARD_FLIP or p.tumble > 0)


def card_rect(centre: pygame.Rect) -> pygame.Rect:
    """Where a drawn card stands, face up, in the board's centre: wider at a larger text size, so
    its words grow with the setting rather than shrink back into the usual card (the centre's
    buttons under it keep their room: it grows only sideways)."""
    width = centre.w * min(CARD_WIDEST, CARD_WIDTH * th.text_scale)
    r = pygame.Rect(0, 0, int(width), int(centre.h * (1 - 2 * CARD_TOP)))
    r.center = centre.center
    return r


def card_bounds(centre: pygame.Rect) -> pygame.Rect:
    """Every pixel a drawn card may paint, its shadow too."""
    r = card_rect(centre)
    return r.union(r.move(widgets.SHADOW_OFFSET))


def turns_over_still(scene) -> bool:
    """A card turning over may be drawn each frame over the still parts kept without it: none
    of those drawn after it (a button, a field, the raise view) lies over it."""
    if scene.raising():
        return False
    bounds = card_bounds(scene.board.centre)
    return not any(w.rect.colliderect(bounds) for w in [*scene.panel.buttons, *scene.panel.fields])





def throws_fit(scene, c: pygame.Rect, hist: list | None = None) -> tuple[int, list[str]]:
    """The throws' size and their one line (`throws_line`; none before any throw): at the
    reading size; where the whole throw-off (or the newest throw) doesn't fit it, a size smaller,
    down to the least reading size (13 px); where not even there, at the reading size, the
    oldest left out. One line: a second one grew into the centre's buttons' room as throws came."""
    hist = list(throws_line.shown_throws(scene.presenter) if hist is None else hist)
    names = [p.name for p in scene.game.players]
    size, width = throws_size(scene.app.screen), int(c.w * 0.9)
    fitting = (s for s in range(size, min(size, th.READING_LEAST) - 1, -1)
               if throws_line.what_matters_fits(names, hist, s, width))
    size = next(fitting, size)
    text = throws_line.throws_text(names, hist, size, width)
    return size, [text] if text else []


def draw_throws(surf: pygame.Surface, lines: list[str], box: pygame.Rect, size: int) -> None:
    """The throws' line (none before any throw), as `throws_fit` set it."""
    for text in lines:
        fonts.line(surf, text, box, size, th.MUTED, align="center", valign="center")


def throws_ahead(scene) -> bool:
    """The throws' lines as they will read once the next throw waiting in the queue is shown,
    worked out and drawn aside once, so the frame that shows the throw finds its texts made.
    False when they were already."""
    p = scene.presenter
    ev = next((entry[0] for entry in p.queue if isinstance(entry[0], E.Rolled)), None)
    if ev is None:
        return False
    c = scene.board.centre
    hist = [*throws_line.shown_throws(p), (ev.player, ev.d1, ev.d2)]
    key = (len(hist), tuple(hist[-1:]), c.size, L.current(), th.text_scale)
    if scene._history_ahead is None or scene._history_ahead[0] != key:
        size, lines = fitted = throws_fit(scene, c, hist)
        scene._history_ahead = (key, fitted)
        box = throws_box(scene, size)
        draw_throws(pygame.Surface(box.size), lines, box.move(-box.x, -box.y), size)
        return True
    return False


def cash_ahead(scene) -> bool:
    """The cash a payment queued will show on a player's card fitted ahead, and its chip of money
    floating made, one payment a frame (`PlayerCards.fit_cash_ahead`); False when all are ready."""
    for who, cash, amount in cash_coming(scene.presenter):
        if (who, cash) not in scene._cash_ahead:
            if len(scene._cash_ahead) > 64:  # only the payments queued now matter
                scene._cash_ahead.clear()
            scene._cash_ahead.add((who, cash))
            scene.cards.fit_cash_ahead(who, cash, amount)
            return True
    return False


def dice_area(scene) -> pygame.Rect:
    """Where the dice (at rest) and the throws under them are drawn, a margin around them."""
    c = scene.board.centre
    side, y = dice_place(c)
    faces = pygame.Rect(c.centerx - side - 6, y, 2 * side + 12, side)
    top = throws_top(c)  # the throws' room above the centre's buttons, or the lines where more
    lines = fonts.line_height(scene._history_size or throws_size(scene._still)) * len(scene._history_lines)
    throws = pygame.Rect(c.x + c.w * 0.05, top, c.w * 0.9, max(comfort_ui.strip_top(scene) - 2 - top, lines))
    return faces.union(throws).inflate(4, 4)


def buttons_shown(panel: Panel) -> tuple:
    """The buttons as the kept picture shows them (unlit): a rebuild that changes none of
    them (a bot starting to think, its move played) draws nothing again. Buttons just rebuilt
    are given their row's text size here, as drawing the panel gives it, so the one lit over
    the kept picture reads as its row does."""
    buttons = panel.buttons
    if any(b.row_size == 0 and widgets.is_word(b.label) for b in buttons):
        widgets.even_rows(buttons, panel.grid)
    return tuple((tuple(b.rect), b.id, b.label, b.style, b.enabled, b.colour, b.size, b.wraps, b.row_size)
                 for b in buttons)


def title_boxes(c: pygame.Rect) -> tuple[tuple[pygame.Rect, int], tuple[pygame.Rect, int]]:
    """Where the edition's title and the line under it stand at the top of the board's centre,
    and their sizes."""
    size = round(max(16, int(c.h * 0.1)) * th.text_scale)
    box = pygame.Rect(c.x + 8, c.y + c.h * 0.05, c.w - 16, fonts.line_height(size))
    sub = round(max(12, int(c.h * 0.05)) * th.text_scale)
    return (box, size), (pygame.Rect(box.x, box.bottom, box.w, fonts.line_height(sub)), sub)


def deck_rects(c: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the two card decks stand in the board's centre: left and right of the dice."""
    w, h = int(c.w * 0.16), int(c.w * 0.22)
    rects = (pygame.Rect(0, 0, w, h), pygame.Rect(0, 0, w, h))
    for r, share in zip(rects, (0.2, 0.8), strict=True):
        r.center = (int(c.x + c.w * share), int(c.centery - c.h * 0.02))
    return rects



def draw_faces(scene, surf: pygame.Surface, c: pygame.Rect) -> None:
    """The dice as thrown, or tumbling."""
    p = scene.presenter
    size, y = dice_place(c)
    faces = p.tumble_faces if p.tumble > 0 else p.dice
    jiggle = (p.tumble > 0) * 6
    for i, face in enumerate(faces):
        x = c.centerx - size - 6 + i * (size + 12)
        dx = int(math.sin(scene.time * 40 + i) * jiggle)
        surf.blit(drawing.die(face, size), (x + dx, y - abs(dx)))


def banner_rect(centre: pygame.Rect, text: str, size: int) -> pygame.Rect:
    """Where a rule's banner goes: over the title, its foot above the top of a drawn card (a
    card the same move drew is read whole beneath it)."""
    room = int(centre.h * CARD_TOP) - 8
    fitted = fonts.fit(text, size, centre.w - 32, room - 10, max_lines=5, min_size=fonts.floor(), bold=True,
                       spacing=1.0)
    r = pygame.Rect(0, 0, centre.w - 8, min(room, len(fitted.lines) * fonts.line_height(fitted.size) + 10))
    r.midbottom = (centre.centerx, centre.y + int(centre.h * CARD_TOP) - 4)
    return r


def draw_banner(scene, surf: pygame.Surface) -> None:
    """A token moved by a rule (Finance's bump), said across the board's centre over the
    title, its square ringed, for a few seconds."""
    banner = scene.presenter.banner
    if banner is None or not banner.text or scene.handover.covering(scene):  # one message at a time
        return
    pygame.draw.rect(surf, th.HIGHLIGHT, scene.board.squares[banner.square], 3)
    size = th.size(15, surf)
    r = banner_rect(scene.board.centre, banner.text, size)
    pygame.draw.rect(surf, (255, 246, 214), r, border_radius=10)
    pygame.draw.rect(surf, th.ACCENT, r, 2, border_radius=10)
    fonts.draw(surf, banner.text, r.inflate(-24, -10), size, th.TEXT, bold=True, max_lines=5, spacing=1.0,
               min_size=fonts.floor())


# ----- a friend's board ---------------------------------------------------------------------------

FRIEND_BEHIND = 60  # events waiting to play out beyond which the show jumps to the table as it stands


class FriendBoardScene(BoardScene):
    """A seat at a table hosted elsewhere: this board driven by the host's steps through a
    FriendSession (tokens walk, the deed, auctions, trades and the log as at one laptop);
    this laptop's decisions go to the host, which checks them, and a refusal comes back
    worded here, in this laptop's language."""

    def __init__(self, app, link) -> None:
        self.link = link
        self.follower = link.follower
        super().__init__(app, FriendSession(link))
        self.actions = FriendActionBar(self)

    # ----- reading the link --------------------------------------------------------------------

    def update(self, dt: float) -> None:
        for msg in self.link.pump():
            self.take(msg)
        super().update(dt)

    def take(self, msg: dict) -> None:
        """One message from the host: a step, the table after a drop, a refusal, the close."""
        session = self.session
        kind = msg["type"]
        if kind == "step":
            session.take_table()
            events = [e for e in map(read_event, msg["events"]) if e is not None]
            session.comfort.feed(events)
            if len(self.presenter.queue) > FRIEND_BEHIND:  # far behind the table (a burst of bots' moves): catch up
                self.presenter.skip()
            self.presenter.push(events)
            if msg["seat"] in self.follower.tokens:
                session.answered()
        elif kind == "table":  # back at the table after a drop: the table as it stands
            session.take_table()
            self.presenter.forget()
            session.answered()
        elif kind == "refused":
            session.answered()
            self.message = refusal_words(self.game, msg)
        elif kind == "closed":
            session.answered()
        self.changed()

    def _key(self) -> tuple:
        f = self.follower
        return (*super()._key(), self.session.sent, f.waiting is None, bool(f.closed), f.verdict is not None)

    def wake_in(self) -> float | None:
        due = super().wake_in()
        return FRIEND_POLL if due is None else min(due, FRIEND_POLL)

    # ----- leaving -----------------------------------------------------------------------------

    def _game_over(self) -> None:
        """The game-over screen everyone sees, which also says whether the dice checked out."""
        if self.app.top is self:
            self.app.replace("friend_gameover", self)

    def to_menu(self) -> None:
        """Leave the table (a friend's seat waits for them; a host's table closes, its autosave kept)."""
        self.link.close()
        self.app.replace("menu")

    def prompt(self) -> str:
        """What the table waits for, as the action bar says it."""
        return self.actions.prompt()[0]


HEADER_LEAST = 26  # px: the header's height at a small window, room for a label at the reading size
HEADER_GAP = 6


def header_usual_height(scale: float) -> int:
    """The header's height at the usual text size."""
    return max(int(36 * scale), HEADER_LEAST)


def header_place(board: pygame.Rect, panel: pygame.Rect, scale: float, gap: int) -> pygame.Rect:
    """Where the buttons along the top stand. Where the window leaves a strip above the board as
    tall as the header (a window squarer than the design, 800x600), over the board: its width
    lets their labels grow with the text size, and the panel keeps its whole height for the
    cards, the bar and the log. Else along the panel's top, at the usual height."""
    usual = header_usual_height(scale)
    strip = board.y - gap - panel.y
    if strip < usual:
        return pygame.Rect(panel.x, panel.y, panel.w, usual)
    return pygame.Rect(board.x, panel.y, board.w, min(strip, round(usual * th.text_scale)))


def header_size(usual_height: int) -> int:
    """The header labels' size before the text-size setting, from the header's usual height:
    never below the reading size (the buttons a player looks for first)."""
    return max(th.READING_LEAST, int(usual_height * 0.4))


def header_needs(labels: list[str], header: pygame.Rect, usual_height: int) -> list[int]:
    """Each header label's width at the header's size, with the room its button keeps at its sides."""
    probe = Button("probe", pygame.Rect(0, 0, 10, header.h), "", size=header_size(usual_height),
                   usual_height=usual_height)
    size = probe.font_size()
    side = 2 * max(6, size // 3, usual_height // 5) + 2
    return [fonts.width(label, size, bold=True) + side for label in labels]


def header_widths(labels: list[str], header: pygame.Rect, usual_height: int, shared: bool = True) -> list[int]:
    """The header buttons' widths: each as wide as its label needs at the header's size, and
    with `shared` the room to spare shared alike, the row filling the header ("House rules"
    beside "Menu" at 800x600 is not cut to fit an equal share); without, a little air each."""
    room = header.w - HEADER_GAP * (len(labels) - 1)
    need = header_needs(labels, header, usual_height)
    if sum(need) >= room:
        widths = [room * n // sum(need) for n in need]
    elif not shared:
        return [n + min(header.h, (room - sum(need)) // len(labels)) for n in need]
    else:
        widths = [n + (room - sum(need)) // len(labels) for n in need]
    widths[-1] += room - sum(widths)  # the last ends flush with the header's right edge
    return widths


def deed_area(deed: pygame.Rect, surf: pygame.Surface) -> pygame.Rect:
    """An open deed with its shadow, on `surf`."""
    return deed.union(deed.move(widgets.SHADOW_OFFSET)).clip(surf.get_rect())
