"""A player's holdings, opened by clicking their card: places group by group in board order, each
with its buildings or mortgage, then bail cards, a bank loan, and worth with its parts."""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine import schema as S
from byapar.engine.building import out_of_turn_open

from .. import art, choices, fonts, widgets
from .. import geometry as geo
from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from ..worth_parts import breakdown, whole_parts
from . import comfort_ui, deed_buttons, pass_gate
from .panel_scene import OverlayScene


def groups_of(game, p: int) -> list[tuple[str, list[int]]]:
    """`p`'s places by group, groups in the order their first square comes round the board."""
    out: dict[str, list[int]] = {}
    for s in sorted(game.owned[p]):
        out.setdefault(game.squares[s].group, []).append(s)
    return list(out.items())


def place_state(game, s: int) -> str:
    """What stands on a place: its buildings, or that it is mortgaged ("" when neither). Finance's
    ownership house is counted among a lot's houses, as the log and the deed count it, and said
    to be the lot's own where it stands alone."""
    if game.is_mortgaged(s):
        return t("holding_mortgaged")
    rules = game.edition.rules
    level = game.buildings(s)
    if rules.hotel and level == rules.max_level:
        return t("holding_hotel")
    if level and level == game.marker_floor(s):  # the ownership house alone, which can't be sold
        return t("holding_lot_house")
    return t("holding_houses", n=level) if level else ""


def place_states(game) -> list[str]:
    """Every word `place_state` may say of a place of the edition."""
    rules = game.edition.rules
    top = rules.max_level - 1 if rules.hotel else rules.max_level
    return [t("holding_mortgaged"), *(t("holding_houses", n=n) for n in range(1, top + 1)),
            *([t("holding_hotel")] if rules.hotel else [])]


def place_count(game, s: int) -> str:
    """What stands on a place in the build view's heading, said even where it is nothing ("0
    houses"), so each place's houses are read at a glance; a mortgage is said by the place's own
    button (paying it off), not here."""
    rules = game.edition.rules
    level = game.buildings(s)
    if rules.hotel and level == rules.max_level:
        return t("holding_hotel")
    if level and level == game.marker_floor(s):
        return t("holding_lot_house")
    return t("holding_houses", n=level)


def place_counts(game, s: int) -> list[str]:
    """Every count a place's heading may say while the view is open: its room is kept for the longest."""
    rules = game.edition.rules
    top = rules.max_level - 1 if rules.hotel else rules.max_level
    said = [t("holding_houses", n=n) for n in range(top + 1)]
    said += [t("holding_hotel")] if rules.hotel else []
    return [*said, t("holding_lot_house")] if game.marker_floor(s) else said


MODES = ("places", "build", "mortgage")  # what the holdings view shows: all of it, or one kind of action


def modes(game, p: int | None = None) -> tuple[str, ...]:
    """The views of `p`'s holdings: out of turn, only those the edition lets them use then
    (building, and in Finance the sale to the bank; never a mortgage)."""
    raising = choices.raise_mode(game)
    if p is None or p == game.pending.player or raising == "sell" and game.edition.rules.sell_out_of_turn:
        return (*MODES[:2], raising)
    return MODES[:2]


def between_turns(game, p: int) -> bool:
    """Whether `p` may build or sell now in another player's decision, as the edition allows."""
    rules = game.edition.rules
    return (rules.build_out_of_turn or rules.sell_out_of_turn) and out_of_turn_open(game, p)


def sale_rows(game, p: int) -> list[tuple[A.Action, A.Action]]:
    """The Sell view's rows: for each place `p` owns, in board order, a house's sale and the
    place's (with its houses), greyed rather than gone, so no row comes, goes or moves; in
    another player's decision, only where the edition lets owners sell then."""
    if p != game.pending.player and not (game.edition.rules.sell_out_of_turn and out_of_turn_open(game, p)):
        return []
    return [(A.Sell(s), A.SellPlace(s)) for s in sorted(game.owned[p])]


def managing(board, p: int) -> bool:
    """Whether `p` may build and mortgage from their holdings now: a person whose decision it is,
    or who may build or sell between other players' turns (mortgages are theirs in their own)."""
    game = board.game
    return (not game.over and (p == game.pending.player or between_turns(game, p)) and board.session.is_human(p)
            and not board.presenter.busy and not board.controller.reading()
            and not pass_gate.laptop_elsewhere(board, p))


def nothing_to_build(game) -> str:
    """The build view's line when nothing can be built, as the edition builds: on a whole group
    free of mortgages, or (Finance) on any lot of one's own."""
    return "holding_nothing_build" if game.edition.rules.build_needs_group else "holding_nothing_build_lots"


def buildable_groups(game, p: int) -> list[int]:
    """The first place `p` owns in each group they could build on, in board order."""
    return [squares[0] for _group, squares in groups_of(game, p) if deed_buttons.group_row(game, p, squares[0])]


def paged(view: HoldingsScene, rows: list, fit: int, across: int, first: pygame.Rect, gap: int) -> tuple[list, int]:
    """The rows of `view`'s Mortgage or Sell list shown now, `across` to a line and `fit` lines high,
    `first` the first line's place: all of them where they fit, else a page of them over a "More
    places" button on the last line, which turns the page (none is left out unseen). Also how many
    lines that takes."""
    if len(rows) <= fit * across or fit < 2:
        shown = rows[: fit * across]
        return shown, -(-len(shown) // across)
    cap = (fit - 1) * across  # a line kept for the page button
    pages = -(-len(rows) // cap)
    view.row_page %= pages
    more = first.move(0, (fit - 1) * (first.h + gap))
    view.panel.add(Button("holding_more_places", more, t("btn_more_places", page=view.row_page + 1, pages=pages),
                          lambda: turn_rows_page(view), tooltip=t("tip_more_places")))
    return rows[view.row_page * cap:(view.row_page + 1) * cap], fit


def turn_rows_page(view: HoldingsScene) -> None:
    view.row_page, view.confirm = view.row_page + 1, None
    view.layout(view.app.screen.get_size())


def mortgage_rows(game, p: int) -> list[tuple[A.Action, str]]:
    """The Mortgage view's rows: one for each place `p` owns, in board order, whatever the cash,
    so no row comes, goes or moves under the mouse. Each row's action toggles its place (Mortgage,
    or Lift where it is mortgaged), with "" for its reason when it may be taken now, else why not.
    None where the edition has no mortgages or the decision isn't `p`'s."""
    if not game.edition.rules.mortgages or p != game.pending.player:
        return []
    rows = []
    for s in sorted(game.owned[p]):
        action = A.Unmortgage(s) if game.is_mortgaged(s) else A.Mortgage(s)
        rows.append((action, row_reason(game, p, action)))
    return rows


def row_reason(game, p: int, action: A.Action) -> str:
    """Why a Mortgage view row is greyed ("" when it isn't): for a lift short of cash, the sum
    still missing; otherwise the engine's refusal, or when only the moment stands in the way,
    when it can be done."""
    refusal = game.why_not(action, p)
    if refusal is None:
        return ""
    if refusal.code == "lift-cash":
        short = refusal.fields["cost"] - refusal.fields["cash"]
        return t("why_lift_short", short=L.money(short, game.edition))
    not_now = "why_lift_not_now" if isinstance(action, A.Unmortgage) else "why_mortgage_not_now"
    return choices.reason(game, p, action, not_now)


BUILD_WAYS = ("build_as", "out_of_turn")  # the bar's buttons to build between turns: by name, or a chooser


class HoldingsScene(OverlayScene):
    def __init__(self, app, board, player: int, mode: str = "places", between: bool = False) -> None:
        super().__init__(app, board)
        self.player = player
        self.mode = mode
        self.between = between  # opened to build in another player's decision: the bots wait for it
        self.confirm = None  # a round's sale waiting for "Yes, sell"
        self.page = 0  # which page of groups the build view shows, when they don't all fit
        self.page_chosen = False  # opened on the first page with a group a round can be built on
        self.anchor: int | None = None  # the group last built or sold on: its page stays shown as reasons change
        self._seen: tuple | None = None
        self.notes: dict[int, str] = {}  # the build view's groups shown: why their greyed buttons are greyed
        self.tops: dict[int, int] = {}  # and where each group's heading stands
        self.note_tops: dict[int, int] = {}  # and its reasons, under its buttons
        self.note_bottom = 0  # where the reasons end at most: above the page button, if any
        self.rooms: dict[int, int] = {}  # and the height its reasons keep
        self._note_rooms: dict[tuple, int] = {}  # the room each group's reasons keep while open
        self.mortgage_note = ""  # the Mortgage view: why its greyed rows are greyed, where the label doesn't say
        self.row_page = 0  # which page of places the Mortgage and Sell views show, when they don't all fit
        self.note_top = 0  # and where that stands, under the rows

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        # as much of the window's height as at 1280x800: a small window's reasons, at the reading
        # size, keep their groups on one page; a larger text takes more of the window, where it has more
        grown = s * th.text_scale
        self.rect = pygame.Rect(0, 0, min(w - 20, int(820 * grown)), min(h - 12, max(int(640 * grown), h * 4 // 5)))
        self.rect.center = (w // 2, h // 2)
        self.panel.clear()
        base = max(40, int(44 * s))
        bh = self.bh = round(base * th.text_scale)  # taller by the text size, its words grown once
        self.words = widgets.label_size(base)
        bw = max(120, int(160 * s))
        close = pygame.Rect(self.rect.right - bw - 16, self.rect.bottom - bh - 14, bw, bh)
        self.panel.add(Button("close", close, t("btn_close"), self.app.pop, "primary", tooltip=t("tip_close"),
                              key=pygame.K_RETURN, size=self.words))
        self._seen = self._state()
        views = modes(self.game, self.player)
        if not managing(self.board, self.player) or self.mode not in views:
            self.mode = "places"
        if not managing(self.board, self.player):
            return
        tab_w = (close.x - 8 - self.rect.x - 16 - 16) // 3
        for k, mode in enumerate(views):
            rect = pygame.Rect(self.rect.x + 16 + k * (tab_w + 8), close.y, tab_w, bh)
            self.panel.add(Button(f"view_{mode}", rect, t(f"holding_view_{mode}"), lambda m=mode: self.show(m),
                                  "selected" if mode == self.mode else "chip", tooltip=t(f"tip_holding_view_{mode}")))
        body = self.body()
        if self.mode == "build":
            self._build_buttons(body, bh)
        elif self.mode == "mortgage":
            self._mortgage_buttons(body, bh)
        elif self.mode == "sell":
            self._sale_buttons(body, bh)
        for b in self.panel.buttons:  # words from the design height: grown by the text size once, not by the height too
            b.size = b.size or self.words

    def holds_bots(self) -> bool:
        """Opened to build between turns: the bot whose decision it is waits till it closes."""
        return self.between and not self.game.over

    def body(self) -> pygame.Rect:
        r = self.rect
        s = th.scale_of(self.app.screen)
        top = r.y + int(60 * s)
        return pygame.Rect(r.x + 16, top, r.w - 32, r.bottom - top - self.panel.get("close").rect.h - 24)

    def show(self, mode: str) -> None:
        self.mode, self.confirm, self.row_page = mode, None, 0
        self.layout(self.app.screen.get_size())

    def _state(self) -> tuple:
        g = self.game
        return g.pending, len(g.history), self.board.presenter.busy, self.board.controller.reading()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.game.auction is not None:  # a building the bank is short of went to auction: the
            self.app.pop()  # holdings make way, and the board brings the auction to the front
            return
        if self._state() != self._seen:  # a move made here or by the table: the buttons follow it
            self.confirm = None
            self.layout(self.app.screen.get_size())

    def _group_height(self, first: int, bh: int, width: int) -> int:
        """A group's heading, its two rows of buttons, and the slot for the lines saying why any is
        greyed: the same whatever stands on its places or the cash, so no click moves a row."""
        return self._head_room(first, width) + 2 * bh + 20 + self._note_room(first, width)

    def _note_room(self, first: int, width: int) -> int:
        """The room a group's reasons keep while the view is open: what they took when the group
        was first laid out, a line at least and NOTE_LINES at most. Reasons that grow after a click
        are fitted to it (`fitted_note`), so no click moves a row, and a group with nothing to
        say keeps one line, leaving the page room for more groups."""
        size = reason_size(self.app.screen)
        room = min(note_room(self._note(first), size, width), note_slot(size))
        return self._note_rooms.setdefault((first, width, size), room)

    def _head_room(self, first: int, width: int) -> int:
        """The height a group's heading keeps: the lines it takes with each place at its longest
        count ("4 houses", "a hotel"), so a count that grows wraps within it, never moves a row."""
        size = heading_size(self.app.screen)
        members = self._members(first)
        longest = [max(place_counts(self.game, m), key=lambda said: fonts.width(said, size, bold=True)) for m in members]
        headings = (self._heading(first), self._heading(first, longest))
        lines = max(len(fonts.wrap(h, size, width - HEAD_INDENT, bold=True)) for h in headings)
        return max(fonts.line_height(size), fonts.block_room(lines, size, bold=True))

    def _heading(self, first: int, counts: list[str] | None = None) -> str:
        """"Humla 2 houses · Jumla 1 house": the group's places and what stands on each now (or
        `counts`), a note in brackets kept on one line."""
        game = self.game
        members = self._members(first)
        counts = counts or [place_count(game, m) for m in members]
        places = [f"{L.square_name(game.squares[m])} {said}" for m, said in zip(members, counts, strict=True)]
        return widgets.held_label("  ·  ".join(places))

    def _note(self, first: int) -> str:
        """Why the group's greyed buttons are greyed ("" while a round's sale asks its question,
        which says it all); the buttons asked with no place yet, as the reasons don't depend on it.
        A group built to the top says so once, by its furthest step, not again for each place
        and step."""
        if self.confirm is not None and self.confirm.square == first:
            return ""
        nowhere = pygame.Rect(0, 0, 0, 0)
        members = self._members(first)
        slots = deed_buttons.group_slots(self.game, self.player, members[0])
        if all(self.game.buildings(s) == self.game.edition.rules.max_level for s in members):
            # the furthest build step, though not shown at the top: the sale, there to take, says nothing
            members, slots = [], deed_buttons.group_slots(self.game)[-2:-1]
        buttons = [self._one_building(s, nowhere) for s in members]
        places = {b.id: L.square_name(self.game.squares[s]) for b, s in zip(buttons, members, strict=True)}
        buttons += [deed_buttons.group_button(self.board, self.player, first, name, nowhere) for name in slots]
        return why_greyed(buttons, places)

    def _members(self, first: int) -> list[int]:
        """The places of `first`'s group the person owns, in board order."""
        return sorted(m for m in self.game.edition.groups[self.game.squares[first].group]
                      if self.game.owner(m) == self.player)

    def _build_buttons(self, body: pygame.Rect, bh: int) -> None:
        """Per group the person may build on: one building on each place, then Build a round,
        Build to N, Sell a round."""
        shown, pages = self._shown_groups(body, bh)
        self.note_bottom = body.bottom
        if pages > 1:  # the rest of the groups a click away
            self.panel.add(Button("holding_more", pygame.Rect(body.x, body.bottom - bh, body.w, bh),
                                  t("btn_more_groups", page=self.page + 1, pages=pages), self._next_page,
                                  tooltip=t("tip_more_groups")))
            self.note_bottom = body.bottom - bh - 6
        self.notes, self.tops, self.rooms, self.note_tops = {}, {}, {}, {}
        top = body.y
        for first in shown:
            self.tops[first] = top
            self.notes[first] = self._note(first)
            self.rooms[first] = self._note_room(first, body.w)
            top += self._group_height(first, bh, body.w)
            y = self.tops[first] + self._head_room(first, body.w) + 4
            self.note_tops[first] = y + 2 * bh + 12
            members = self._members(first)
            pw = (body.w - 8 * (len(members) - 1)) // len(members)
            for i, s in enumerate(members):
                self.panel.add(_anchored(self, first, self._one_building(s, pygame.Rect(body.x + i * (pw + 8), y, pw, bh))))
            y += bh + 6
            slots = deed_buttons.group_slots(self.game, self.player, members[0])  # one place alone: no round
            gw = (body.w - 8 * (len(slots) - 1)) // len(slots)
            rects = [pygame.Rect(body.x + i * (gw + 8), y, gw, bh) for i in range(len(slots))]
            for name, b in zip(slots, deed_buttons.group_buttons(self.board, self.player, first, slots, rects, self.words),
                               strict=True):
                b.id = f"{b.id}_{first}"  # one per group shown: the click guard knows each by its id
                if name == "sell-round" and b.enabled:
                    action = A.SellRound(first)
                    b.on_click = lambda a=action: self._ask(a)
                self.panel.add(_anchored(self, first, b))
            if self.confirm is not None and self.confirm.square == first:
                self._confirm_buttons(rects)
        rounds = [b for b in self.panel.buttons if b.id.startswith("deed_")]
        for b in rounds:  # each group's row of round buttons at one size, group after group
            b.peers = tuple(x.label for x in rounds if x is not b and x.rect.size == b.rect.size)

    def _shown_groups(self, body: pygame.Rect, bh: int) -> tuple[list[int], int]:
        """The groups the build view shows now, and how many pages of them there are."""
        groups = buildable_groups(self.game, self.player)
        heights = [self._group_height(first, bh, body.w) for first in groups]
        room = body.h if sum(heights) <= body.h else body.h - bh - 6  # a row kept for the page button
        line = fonts.block_room(1, reason_size(self.app.screen))
        pages: list[list[int]] = [[]]
        used = 0
        for first, height in zip(groups, heights, strict=True):
            shorter = self._note_room(first, body.w) - line  # a page's last group: its reasons take what is left, a line at least
            if pages[-1] and used + height - max(0, shorter) > room:
                pages.append([])
                used = 0
            pages[-1].append(first)
            used += height
        if not self.page_chosen:
            self.page_chosen = True
            self.page = next((k for k, page in enumerate(pages)
                              if any(self.game.why_not(A.BuildRound(first), self.player) is None for first in page)), 0)
        if self.anchor is not None:  # a group's reasons grew or shrank: the page keeps the group clicked
            self.page = next((k for k, page in enumerate(pages) if self.anchor in page), self.page)
        self.page %= len(pages)
        return pages[self.page], len(pages) if groups else 0

    def _next_page(self) -> None:
        self.page += 1
        self.anchor = None
        self.layout(self.app.screen.get_size())

    def _one_building(self, s: int, rect: pygame.Rect) -> Button:
        """One house (or the hotel) on this place alone, as on its deed: greyed with the rule's
        reason (building evenly, the bank's supply, the money); on a mortgaged place, paying off
        its mortgage, the step that building there waits for."""
        game = self.game
        if game.is_mortgaged(s):
            return self._lift_first(s, rect)
        action = A.Build(s)
        ok = self.confirm is None and action in deed_buttons.legal_for(self.board, self.player)
        why = "" if ok else choices.reason(game, self.player, action, "why_build_not_now")
        sq = game.squares[s]
        hotel = deed_buttons.builds_hotel(game, s)  # a hotel said so, not a "Build on" like any house
        if ok:
            label = t("btn_build_hotel_on" if hotel else "btn_build_on", square=L.square_name(sq),
                      amount=self.session.money(sq.house_cost + game.gst(sq.house_cost)))
        else:  # no price for what can't be bought now: the group's note says why
            label = t("btn_build_hotel_on_plain" if hotel else "btn_build_on_plain", square=L.square_name(sq))
        return Button(f"holding_build_{s}", rect, label,
                      lambda: self.board.act(action), "normal", enabled=ok,
                      tooltip=comfort_ui.button_tooltip(self.board, action) if ok else why)

    def _lift_first(self, s: int, rect: pygame.Rect) -> Button:
        """Paying off a mortgaged place of a group, where its building would stand."""
        game, action = self.game, A.Unmortgage(s)
        ok = self.confirm is None and action in deed_buttons.legal_for(self.board, self.player)
        why = "" if ok else choices.reason(game, self.player, action, "why_lift_not_now")
        return Button(f"holding_lift_{s}", rect, self._row_label(action, why), lambda: self.board.act(action), "normal", enabled=ok,
                      tooltip=comfort_ui.button_tooltip(self.board, action) if ok else why, wraps=True)

    def _ask(self, action) -> None:
        self.confirm = action
        self.layout(self.app.screen.get_size())

    def _confirm_buttons(self, rects: list[pygame.Rect]) -> None:
        """A round's sale asks first: "Keep it" where Sell a round was, "Yes, sell" beside it."""
        self.panel.buttons = [b for b in self.panel.buttons if b.rect not in rects[-2:]]
        self.panel.add(Button("holding_keep", rects[-1], t("btn_keep_it"), lambda: self._ask(None), tooltip=t("tip_keep")))
        label = deed_buttons.confirm_label(self.board, self.player, self.confirm)
        self.panel.add(Button("holding_confirm", rects[-2], label, self._sell, "danger", tooltip=t("tip_confirm_sell")))

    def _sell(self) -> None:
        action, self.confirm = self.confirm, None
        self.board.act(action)

    def _mortgage_buttons(self, body: pygame.Rect, bh: int) -> None:
        """A row for each place the person owns, two to a row in board order: its button mortgages
        or lifts it in place, greyed with what stands in the way when it can't now."""
        gap = 8
        bw = (body.w - gap) // 2
        rows = mortgage_rows(self.game, self.player)
        nowhere = pygame.Rect(0, 0, 0, 0)
        untold = [self._mortgage_button(action, why, nowhere) for action, why in rows if not self._label_says_why(action, why)]
        self.mortgage_note = why_greyed(untold)
        size = reason_size(self.app.screen)
        room = body.h - (note_room(self.mortgage_note, size, body.w) + gap if self.mortgage_note else 0)
        per_col = max(1, room // (bh + gap))
        shown, rows_used = paged(self, rows, per_col, 2, pygame.Rect(body.x, body.y, body.w, bh), gap)
        for k, (action, why) in enumerate(shown):
            rect = pygame.Rect(body.x + (k % 2) * (bw + gap), body.y + (k // 2) * (bh + gap), bw, bh)
            self.panel.add(self._mortgage_button(action, why, rect))
        self.note_top = body.y + rows_used * (bh + gap)

    def _sale_buttons(self, body: pygame.Rect, bh: int) -> None:
        """A row for each place the person owns: a house sold on the left, the place on the right;
        each asks first ("Keep it" where it was clicked, "Yes, sell" beside it)."""
        gap = 8
        bw = (body.w - gap) // 2
        rows, rows_used = paged(self, sale_rows(self.game, self.player), max(1, body.h // (bh + gap)), 1,
                                pygame.Rect(body.x, body.y, body.w, bh), gap)
        for k, pair in enumerate(rows):
            rects = [pygame.Rect(body.x + i * (bw + gap), body.y + k * (bh + gap), bw, bh) for i in (0, 1)]
            if self.confirm in pair:
                here = pair.index(self.confirm)
                self.panel.add(Button("holding_keep", rects[here], t("btn_keep_it"), lambda: self._ask(None),
                                      tooltip=t("tip_keep")))
                label = deed_buttons.confirm_label(self.board, self.player, self.confirm)
                self.panel.add(Button("holding_confirm", rects[1 - here], label, self._sell, "danger",
                                      tooltip=t("tip_confirm_sell")))
                continue
            for action, rect in zip(pair, rects, strict=True):
                self.panel.add(self._sale_button(action, rect))
        self.note_top = body.y + rows_used * (bh + gap)

    def _sale_button(self, action: A.Sell | A.SellPlace, rect: pygame.Rect) -> Button:
        game, money = self.game, self.session.money
        name = L.square_name(game.squares[action.square])
        ok = self.confirm is None and game.why_not(action, self.player) is None
        if isinstance(action, A.SellPlace):
            label = t("btn_sell_lot", square=name, amount=money(choices.sale_brings(game, self.player, action)))
        elif ok:  # what reaches the hand, GST taken
            label = t("btn_sell_house_on", square=name, amount=money(choices.sale_brings(game, self.player, action)))
        else:
            label = t("btn_sell_house_on_plain", square=name)
        why = "" if ok else choices.reason(game, self.player, action, "why_sell_not_now")
        return Button(f"holding_{action.verb}_{action.square}", rect, label, lambda: self._ask(action),
                      enabled=ok, tooltip=comfort_ui.button_tooltip(self.board, action) if ok else why, wraps=True)

    def _mortgage_button(self, action: A.Action, why: str, rect: pygame.Rect) -> Button:
        return Button(f"holding_mortgage_{action.square}", rect, self._row_label(action, why),
                      lambda: self.board.act(action), enabled=not why,
                      tooltip=why or comfort_ui.button_tooltip(self.board, action), wraps=bool(why))

    def _label_says_why(self, action: A.Action, why: str) -> bool:
        """A row greyed for want of cash or for the group's buildings says so in its own label."""
        return bool(why) and self.game.why_not(action, self.player).code in ("lift-cash", "mortgage-buildings")

    def _row_label(self, action: A.Action, why: str) -> str:
        """A Mortgage view row's words: what its button does and for how much; where it can't for
        want of cash or because of the group's buildings, that too, seen without a hover."""
        game, money = self.game, self.session.money
        name = L.square_name(game.squares[action.square])
        told = self._label_says_why(action, why)
        if isinstance(action, A.Mortgage):
            if told:
                return t("btn_mortgage_blocked", square=name)
            return t("btn_mortgage_place", square=name, amount=money(game.mortgage_value(action.square)))
        cost = game.lift_cost(action.square)
        if told:
            short = cost - game.players[self.player].cash
            return t("btn_lift_short", square=name, amount=money(cost), short=money(short))
        return t("btn_lift_place", square=name, amount=money(cost))

    def lines(self) -> list[tuple[str, str, object]]:
        """(left, right, square or None) rows: the summary, then each group's places behind their marks."""
        game, p, money = self.game, self.player, self.session.money
        pl = game.players[p]
        cash, places, built = breakdown(game, p)
        rows: list[tuple[str, str, object]] = [
            (t("holding_worth"), money(game.worth(p)), None),
            (t("holding_parts", cash=money(pl.cash), places=money(places), buildings=money(built)), "", None)]
        if pl.bail_cards:
            rows.append((t("state_bail", card=L.bail_card_alone(game.edition), n=len(pl.bail_cards)), "", None))
        if game.loans[p]:
            rows.append((t("holding_loan", amount=money(game.loans[p])), t("holding_loan_repay", amount=money(game.loan_cost(p))), None))
        groups = groups_of(game, p)
        if not groups:
            rows.append((t("holding_none"), "", None))
        for _group, squares in groups:
            rows.append(("", "", None))
            for s in squares:
                sq = game.squares[s]
                rows.append((L.square_name(sq), place_state(game, s), sq))
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
        tab = self.panel.get(f"view_{self.mode}")
        if tab is not None:  # the tab shown: dark among light ones, and underlined, read without its colour
            pygame.draw.rect(surf, th.TEXT, (tab.rect.x + 6, tab.rect.bottom + 3, tab.rect.w - 12, 4), border_radius=2)
        body = self.body()
        if self.mode == "places":
            self._draw_rows(surf, body)
            way = self._build_way()
            if way:  # where the tabs stand for one who may use them: the way to one's own
                close = self.panel.get("close").rect
                fonts.draw(surf, way, pygame.Rect(r.x + 16, close.y, close.x - r.x - 32, close.h), rows_size(surf),
                           th.TEXT, bold=True, align="left", max_lines=2)
        else:
            self._draw_actions(surf, body)

    def _build_way(self) -> str:
        """In holdings that can't be built from (another's, or one's own while the laptop is with
        someone else), the bar's button for building between turns, where a person may now."""
        if managing(self.board, self.player):
            return ""
        ways = [b for b in self.board.panel.buttons if b.id.startswith(BUILD_WAYS) and b.enabled]
        return t("holding_build_way", button=ways[0].label) if ways else ""

    def _draw_actions(self, surf: pygame.Surface, body: pygame.Rect) -> None:
        """Over each group's buttons, its places and what stands on them; a line when there is nothing to do."""
        size = th.size(15, surf)
        lh = fonts.line_height(size)
        if self.mode == "sell":
            if not sale_rows(self.game, self.player):
                fonts.line(surf, t("holding_nothing_sell"), pygame.Rect(body.x, body.y, body.w, lh), size, th.MUTED)
            return
        if self.mode == "mortgage":
            if not mortgage_rows(self.game, self.player):
                fonts.line(surf, t("holding_nothing_mortgage"), pygame.Rect(body.x, body.y, body.w, lh), size, th.MUTED)
            self._draw_note(surf, self.mortgage_note, body, self.note_top)
            return
        groups = buildable_groups(self.game, self.player)
        if not groups:
            fonts.line(surf, t(nothing_to_build(self.game)), pygame.Rect(body.x, body.y, body.w, lh), size, th.MUTED)
            return
        last = max(self.tops, key=self.tops.__getitem__)  # nothing below it to move: its reasons may grow
        for first, y in self.tops.items():
            self._draw_heading(surf, first, pygame.Rect(body.x, y, body.w, self._head_room(first, body.w)))
            top = self.note_tops[first]
            kept = self.note_bottom - top if first == last else self.rooms.get(first, 0)
            room = min(kept, self.note_bottom - top)
            note = fitted_note(self.notes.get(first, ""), reason_size(surf), body.w, room)
            self._draw_note(surf, note, body, top, room)

    def _draw_heading(self, surf: pygame.Surface, first: int, box: pygame.Rect) -> None:
        """A group's band, then its places and what stands on them, at the reading size on the
        lines kept for them: a long heading wraps rather than shrinks (cut, past its lines)."""
        size = heading_size(surf)
        lh = fonts.line_height(size)
        band = geo.argb(self.game.squares[first].band)
        pygame.draw.rect(surf, band, (box.x, box.y + lh // 4, 10, lh // 2), border_radius=2)
        text = pygame.Rect(box.x + HEAD_INDENT, box.y, box.w - HEAD_INDENT, box.h)
        heading = self._heading(first)
        lines = max(1, len(fonts.wrap(heading, size, text.w, bold=True)))
        fonts.draw(surf, heading, text, size, th.TEXT, bold=True, align="left",
                   valign="top" if lines > 1 else "center", max_lines=lines, min_size=size, condense=False)

    def _draw_note(self, surf: pygame.Surface, note: str, body: pygame.Rect, top: int, room: int | None = None) -> None:
        """Why buttons above are greyed, under them where it is seen without a hover, at the
        reading size: one reason a line, each marked where there are several; whole, or cut to
        `room` where it is given."""
        whole = note_room(note, reason_size(surf), body.w)
        draw_reasons(surf, note, pygame.Rect(body.x, top, body.w, whole if room is None else min(room, whole)))

    def _draw_rows(self, surf: pygame.Surface, body: pygame.Rect) -> None:
        """The rows in as many columns as they need, read line by line at the reading size, each
        as tall as a line in either script; a row too wide for its column (the worth's parts)
        goes on as many rows as it needs."""
        size = rows_size(surf)
        lh = fonts.line_room(size)
        per_col = max(1, body.h // lh)
        count = len(self.lines())
        for _ in range(3):  # the columns' width, then the rows it wraps (which may take another column)
            cols = max(1, -(-count // per_col))
            cw = (body.w - 16 * (cols - 1)) // cols
            rows = wrapped_rows(self.lines(), size, cw)
            if len(rows) == count:
                break
            count = len(rows)
        for i, (left, right, square) in enumerate(rows):
            x = body.x + (i // per_col) * (cw + 16)
            y = body.y + (i % per_col) * lh
            if square is not None:
                widgets.square_mark(surf, self.game.edition, square, pygame.Rect(x, y + lh // 4, 10, lh // 2))
            right_w = 0
            if right:
                fig = fonts.line(surf, right, pygame.Rect(x, y, cw, lh), size,
                                 th.BAD if right == t("holding_mortgaged") else th.TEXT, bold=True, align="right",
                                 valign="center")
                right_w = (fonts.width(fig.lines[0], fig.size, bold=True) if fig.lines else 0) + 8
            if left:
                room = cw - right_w - (16 if square is not None else 0)
                fonts.line(surf, left, pygame.Rect(x + (16 if square is not None else 0), y, max(1, room), lh), size,
                           th.TEXT, bold=square is None and i == 0, valign="center", min_size=size)


def rows_size(surf_or_size) -> int:
    """The holdings' rows: read line by line, never below the reading size."""
    return th.reading_size(15, surf_or_size)


def wrapped_rows(rows: list[tuple[str, str, object]], size: int, width: int) -> list[tuple[str, str, object]]:
    """`rows` with a line of words alone (no figure, no square: the worth's parts) too wide for
    `width` at `size` broken onto as many rows as it needs: between its parts, each part whole
    ("places Rs 19,500") where it fits a row, else at its spaces."""
    out: list[tuple[str, str, object]] = []
    for left, right, square in rows:
        if not (left and not right and square is None and fonts.width(left, size) > width):
            out.append((left, right, square))
            continue
        out += [(line, "", None) for line in whole_parts(left, size, width)]
    return out




HEAD_INDENT = 16  # a group's heading starts right of its band


def heading_size(surf_or_size) -> int:
    """A group's heading in the build view: read as a line, never below the reading size."""
    return th.reading_size(15, surf_or_size)


REASONS_APART = "\n"  # between the reasons of one note: each starts a line of its own
BULLET = "\u2022"  # the room of one marks each reason where a note gives several (drawn as a dot)


def _anchored(view: HoldingsScene, first: int, button: Button) -> Button:
    """`button` of `first`'s group, its click keeping that group's page shown afterwards."""
    act = button.on_click
    if act is not None:
        def click() -> None:
            view.anchor = first
            act()
        button.on_click = click
    return button


def reason_size(surf_or_size) -> int:
    """The reasons' size: read as sentences, never below the reading size."""
    return th.reading_size(15, surf_or_size)


NOTE_LINES = 3  # the lines a group's reasons keep in the build view, whatever they say


def note_slot(size: int) -> int:
    """The height a group's reasons keep: NOTE_LINES reasons of a line each, or fewer that wrap."""
    return fonts.block_room(1, size) * NOTE_LINES + _reason_step(size) * (NOTE_LINES - 1)


def fitted_note(note: str, size: int, width: int, room: int) -> str:
    """`note` as it fits `room` whole, never cut: where its reasons take more, as many as fit
    and a last line saying how many more there are; else its first reason alone, or where to
    read them (each greyed button's tooltip says its own); else nothing."""
    reasons = reasons_of(note)
    shorter = [REASONS_APART.join([*reasons[:kept], t("why_more_reasons", n=len(reasons) - kept)])
               for kept in range(len(reasons) - 1, 0, -1)]
    for said in (note, *shorter, *reasons[:1], t("why_faded_hover")):
        if note_room(said, size, width) <= room:
            return said
    return ""


def reasons_of(note: str) -> list[str]:
    """A note's reasons, one a line."""
    return [r for r in note.split(REASONS_APART) if r]


def _indent(reasons: list[str], size: int) -> int:
    """Room for the bullet before each reason, where there are several."""
    return fonts.width(BULLET + " ", size) if len(reasons) > 1 else 0


def _reason_lines(reason: str, size: int, width: int) -> int:
    return len(fonts.fit(reason, size, width, 10_000, max_lines=20, min_size=size, condense=False).lines)


def note_lines(note: str, size: int, width: int) -> int:
    """The lines a reason note takes set whole at `size` in `width`, as `draw_reasons` sets it."""
    reasons = reasons_of(note)
    inner = width - _indent(reasons, size)
    return sum(_reason_lines(r, size, inner) for r in reasons)


def _reason_step(size: int) -> int:
    return max(2, size // 4)  # a little air between two reasons


def note_room(note: str, size: int, width: int) -> int:
    """The height a reason note takes wrapped to `width` at `size` (a line's at least: Devanagari's
    marks reach further than a Latin line), its reasons a little apart."""
    reasons = reasons_of(note)
    inner = width - _indent(reasons, size)
    rooms = [fonts.block_room(_reason_lines(r, size, inner), size) for r in reasons]
    return max(fonts.line_height(size), sum(rooms) + _reason_step(size) * max(0, len(rooms) - 1))


def draw_reasons(surf: pygame.Surface, note: str, box: pygame.Rect) -> None:
    """A note's reasons in `box`, one after another, each whole on the lines it needs; where the
    box is too short for them all, the last reason it holds ends with an ellipsis (cut, or after
    it), the rest left to the greyed buttons' tooltips."""
    size = reason_size(surf)
    reasons = reasons_of(note)
    indent = _indent(reasons, size)
    top = box.y
    for k, reason in enumerate(reasons):
        lines = _reason_lines(reason, size, box.w - indent)
        held = _lines_held(box.bottom - top, lines, size)
        if held == 0:
            return
        more = held < lines or k + 1 < len(reasons) and _lines_held(box.bottom - top - fonts.block_room(lines, size)
                                                                    - _reason_step(size), 1, size) == 0
        room = fonts.block_room(held, size)
        if indent:  # a dot at the middle of the reason's first line, in either script
            middle = top + fonts.block_room(1, size) // 2
            pygame.draw.circle(surf, th.REASON, (box.x + indent // 3, middle), max(2, size // 6))
        text = reason + " \u2026" if more and held == lines else reason  # more after it: said by an ellipsis
        fonts.draw(surf, text, pygame.Rect(box.x + indent, top, box.w - indent, room), size, th.REASON,
                   align="left", valign="top", max_lines=held, min_size=size, condense=False)
        if more:
            return
        top += room + _reason_step(size)


def _lines_held(height: int, lines: int, size: int) -> int:
    """How many of a reason's `lines` a height of `height` holds whole."""
    return next((n for n in range(lines, 0, -1) if fonts.block_room(n, size) <= height), 0)


def why_greyed(buttons, places: dict[str, str] | None = None) -> str:
    """The reasons the greyed buttons among `buttons` give, each once, in their order, one a
    line; a reason only one button gives names that button, so it is never read as said of them
    all. A reason that names the place of the one place's button giving it (`places`: a place
    button's id to its place's name) is said alone, whether a group's button gives it too or
    not, so each place's line reads alike ("Dadeldhura is fully built")."""
    places = places or {}
    greyed = [b for b in buttons if not b.enabled and b.tooltip]
    givers = {r: [b for b in greyed if b.tooltip == r] for r in dict.fromkeys(b.tooltip for b in greyed)}
    return REASONS_APART.join(_reason_line(r, bs, len(buttons), places) for r, bs in givers.items())


def _reason_line(reason: str, givers: list, among: int, places: dict[str, str]) -> str:
    """One greyed reason's line: alone, or after the one button that gives it."""
    own = [b for b in givers if b.id in places]
    if len(own) == 1 and places[own[0].id] in reason:
        return reason
    return t("why_button", button=givers[0].label, reason=reason) if len(givers) == 1 and among > 1 else reason


class OwnersScene(OverlayScene):
    """Who owns what, opened from the board's header: every group in board order, each place
    with its group's colour, its owner's token and name, and its buildings or mortgage. Groups
    are never split between columns, so a glance down a column reads a whole group."""

    def layout(self, size: tuple[int, int]) -> None:
        self.fill_window(size)

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
        widths = self._widths(cw, lh, size)
        for c, groups in enumerate(cols):
            x = body.x + c * (cw + 20)
            y = body.y
            for k, group in enumerate(groups):
                if k:
                    y += lh // 2
                for sq_index in group:
                    self._row(surf, sq_index, pygame.Rect(x, y, cw, lh), size, widths)
                    y += lh
                if k < len(groups) - 1:
                    y += lh // 2

    def _widths(self, row_w: int, row_h: int, size: int) -> tuple[int, int]:
        """The widths of the places' names' and the owners' columns in a row `row_w` wide. Each
        is a share of the row, no wider than a line of words needs: in a wide column a building
        note pushed to the far right would sit beside the next column's place instead of its own.
        Where the longest name needs more, it takes what the owners' longest word and what
        stands on a place leave over."""
        game = self.game
        name_w, owner_w = min(int(row_w * 0.42), 14 * size), min(int(row_w * 0.32), 8 * size)
        indent = max(12, row_h * 4 // 5 if art.marks_pictured(game.edition) else 0) + 6
        names = max(fonts.width(L.square_name(sq), size) for sq in game.squares if sq.buyable) + indent + size // 2
        if names <= name_w:
            return name_w, owner_w
        token = 2 * int(row_h * 0.3) + 8  # the owner's token before their name
        owners = max([fonts.width(t("owners_bank"), size)] + [fonts.width(p.name, size, bold=True) + token
                                                                for p in game.players]) + 4
        states = max(fonts.width(state, size, bold=True) for state in place_states(game)) + 8
        owner_w = max(min(owners, owner_w), owner_w - (names - name_w))
        return max(name_w, min(names, row_w - owner_w - states)), owner_w

    def _row(self, surf: pygame.Surface, s: int, row: pygame.Rect, size: int, widths: tuple[int, int]) -> None:
        """Band, name; the owner's token and name; buildings or mortgage, right."""
        game = self.game
        sq = game.squares[s]
        band = pygame.Rect(row.x, row.y + row.h // 5, 12, row.h * 3 // 5)
        picture = max(band.w, row.h * 4 // 5) if art.marks_pictured(game.edition) else 0  # read at a glance
        if picture and sq.kind != S.PLACE:
            band = pygame.Rect(row.x, row.y + (row.h - picture) // 2, picture, picture)
        widgets.square_mark(surf, game.edition, sq, band)
        indent = max(12, picture) + 6
        owner = game.owner(s)
        name_w, owner_w = widths
        box = pygame.Rect(row.x + indent, row.y, name_w - indent - 2, row.h)
        fonts.line(surf, owners_name(sq, size, box.w), box, size, th.TEXT, valign="center", min_size=10)
        # a Finance lot's ownership house alone: the owner's name says it (its note won't fit here)
        bare = game.buildings(s) <= game.marker_floor(s) and not game.is_mortgaged(s)
        state = place_state(game, s) if owner is not None and not bare else ""
        state_x = row.x + name_w + owner_w + 8
        if state:
            colour = th.BAD if game.is_mortgaged(s) else th.TEXT
            fonts.line(surf, state, pygame.Rect(state_x, row.y, row.right - state_x, row.h), size, colour,
                       bold=True, valign="center", min_size=10)
        who = pygame.Rect(row.x + name_w + 4, row.y, owner_w, row.h)
        if owner is None:
            fonts.line(surf, t("owners_bank"), who, size, th.MUTED, valign="center", min_size=10)
            return
        radius = row.h * 0.3
        th.draw_token(surf, self.session.shape(owner), self.session.colour(owner),
                      (who.x + radius + 1, row.centery), radius)
        fonts.line(surf, game.players[owner].name, who.inflate(-int(2 * radius + 6), 0).move(int(radius + 3), 0),
                   size, th.TEXT, bold=True, valign="center", min_size=10)


def owners_name(sq, size: int, room: int) -> str:
    """A place's name in the Owners view: whole where it fits `room` at the rows' size, else the
    board's own short name for it where that does ("Gautam Buddha" at 800x600 and 150%), rather
    than the whole set smaller than the rows around it; else whole, to be fitted smaller."""
    name, short = L.square_name(sq), L.square_short(sq)
    if fonts.width(name, size) <= room or not short or fonts.width(short, size) > room:
        return name
    return short
