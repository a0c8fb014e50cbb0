"""The action bar right of the board: the prompt naming what is on offer now, and a big button
for each action the engine says is legal (the main one coloured; Space or Enter presses it),
with, in a row of their own under them, "Trade as Asha…" for people who may offer out of turn
(Finance) and Build… for those who may build between other players' turns (Classic, Finance:
see between.py)."""

from __future__ import annotations

import math

import pygame

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.events import POT
from byapar.engine.money import repayment
from byapar.engine.table import MAX_TRADE_OFFERS
from byapar.engine.turn import throwing_off

from .. import choices, fonts, widgets
from .. import lang as L
from .. import theme as th
from ..i18n import keys_starting, t, template
from ..widgets import Button
from . import between, deed_buttons, game_log, handover, loan_repay, pass_gate

MAIN_SLOTS = 2  # the main row is always cut in two, so the main button never moves or changes size
# percents of the main row its first button may take, halves first: two labels of unlike length
# share the row where that sets them larger (a price with GST beside "Don't buy")
MAIN_SHARES = (50, 45, 55, 40, 60, 65)
# Under the main row, a grid of halves, each label as large as half the bar allows: Trade… first,
# Build… beside it, Mortgage… (or Finance's Sell…) under Trade…, and the last cell free for a
# second extra (a bail card, a trade out of turn) or the loan's repayment.
TRADE_CELL, BUILD_CELL, MANAGE_CELL, FREE_CELL = range(4)
LOG_LINES = 6  # the log's rows a panel keeps at any text size: where the cards leave fewer, they go slim
LOG_LEAST = 3  # the log's rows under which, slim cards and all, the buttons go to one row of thirds
ROW = 44  # px: the least height of a row of buttons, room for a label on two lines (the loan offer's)
TIGHT_ROW = 36  # px: the least a row goes to under slim cards, room for a label at 150% on one line
GAP = 8  # between rows and buttons
LOG_ROOM = 200  # px at the design's scale: a wide bar under big cards goes to thirds before the log has less
THIRD_LEAST = 140  # px: a third of the bar at least this wide keeps its label's size (a large window)
RAISING = (A.Mortgage, A.Sell, A.SellPlace)  # what raises cash towards a price at a buy decision
# decisions whose buttons wait while the laptop passes
GATED = (K.ROLL, K.JAIL, K.BUY, K.END, K.LEAVE, K.AGREE, K.THROW, K.RAISE)


PROMPT_BASE = 17  # px at the design's scale: the prompt over the buttons
PROMPT_MOST_LINES = 3  # more would leave a small window's log too few rows: a longer prompt is set smaller


def prompt_size(surf_or_size) -> int:
    """The prompt's size: it is read as a sentence, so never below the reading size."""
    return th.reading_size(PROMPT_BASE, surf_or_size)


class _Sample(dict):
    """Fields for measuring a prompt's template: the longest names at the table and on the board,
    the buttons a short purchase names, sums of five figures."""

    def __init__(self, name: str, square: str) -> None:
        super().__init__()
        self.name, self.square = name, square

    def __missing__(self, field: str) -> str:
        if field == "square":
            return self.square
        if field == "decline":
            return max(t("btn_decline_auction"), t("btn_decline"), key=len)
        if field == "loan":
            return t("btn_loan_name")
        if field == "reason":  # why Build… is greyed: the longer of its usual reasons, the cash or the bank's houses
            return max(template("why_build_cash").format_map(self), t("why_build_bank_houses_auction"),
                       t("why_build_bank_hotels_auction"), key=len)
        return self.name if field in ("name", "proposer", "creditor", "who") else L.digits("12,500")


SAID_IN_THE_PROMPT = ("prompt_", "why_buy_short")  # its wordings: a decision's, and why a place can't be bought
_PROMPT_LINES: dict[tuple, int] = {}


def needed_lines(names: list[str], squares: list[str], size: int, width: int) -> int:
    """The most lines any wording of the prompt takes at `size` in `width`, with the longest of
    `names` and of `squares` in it (kept per language, names, size and width: measured at a layout)."""
    longest = max(names, key=len, default="")
    square = max(squares, key=len, default="")
    key = (L.current(), longest, square, size, width)
    if key not in _PROMPT_LINES:
        texts = [template(k).format_map(_Sample(longest, square)) for prefix in SAID_IN_THE_PROMPT
                 for k in keys_starting(prefix)]
        _PROMPT_LINES[key] = max(len(fonts.wrap(x, size, width, bold=True)) for x in texts)
    return _PROMPT_LINES[key]


def prompt_lines(names: list[str], squares: list[str], size: int, width: int) -> int:
    """The lines the prompt's longest wording takes at `size` in `width`: two at least and
    PROMPT_MOST_LINES at most."""
    return max(2, min(PROMPT_MOST_LINES, needed_lines(names, squares, size, width)))


def longest_set_at(names: list[str], squares: list[str], size: int, lines: int, width: int, least: int) -> int:
    """The size the prompt's longest wording is set at in a prompt laid for `lines` lines at
    `size`: the largest, down to `least`, at which it takes no more lines."""
    return next((n for n in range(size, least, -1) if needed_lines(names, squares, n, width) <= lines), least)


class ActionBar:
    def __init__(self, scene) -> None:
        self.scene = scene  # the board scene: its game, session, panel, and `act` for a click
        self.game = scene.game
        self.session = scene.session
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.prompt_font, self.prompt_lines = 11, 2  # the prompt's size and lines, as the room allows
        self.rect = pygame.Rect(0, 0, 0, 0)  # where the buttons go
        self.choosing = None  # the decision the out-of-turn chooser was opened in: the people who may offer or build, to pick
        self.choosing_for: int | None = None  # whose chooser it is ("Asha: out of turn…"), None: everyone's
        self.others_row = False  # a lower row kept for the others' out-of-turn buttons (see between.py)
        self._said: dict[str, tuple[list, str, str]] = {}  # why greyed ("buy", "build"): for which legal actions, language
        self.passing: tuple[int, object] | None = None  # (person, decision): the laptop passes to them to offer
        self.passing_for = "trade"  # what they take it for: an offer, or their holdings' page ("build", "sell")
        self.builders_seen: tuple[object, dict[int, str]] = (None, {})  # who could build out of turn, and when asked
        self.repay_asked: tuple | None = None  # the decision a click on Repay loan asked its "Yes" in
        self.compact = False  # too little room under the cards for rows of halves: one row of thirds
        self.ends_here = not scene.game.over  # a game opened finished shows its results at once
        self.results_seen = False  # a person clicked See the results
        self.tight = False  # under slim cards: rows as low as the log's lines need, the labels kept at their size
        self.row_h = self.full_row = ROW  # a tight bar's halves, and its main and loan rows, at the window's scale
        self.main_row = ROW  # the main row: its labels' two lines at the reading size at least
        self.loan_row = ROW  # the loan offer's row: its two sums on two lines at the main row's size
        self.scale = 1.0  # the window's scale the bar was laid at
        self.log_kept = LOG_LINES  # the log's rows a tight bar keeps (one fewer where slim cards need it for their chips)
        # as laid out, the size the prompt's longest wording is set at, and the least it wants
        # (the window's least size grown by the text size): 0 where it needs no choosing
        self.longest_at = self.longest_wanted = 0

    def layout(self, x: int, y: int, width: int, scale: float, tight: bool = False) -> pygame.Rect:
        """The prompt and the buttons under it, from (x, y); returns the buttons' place. The prompt
        is set at the reading size, on the lines its longest wording takes, where the buttons and
        the log keep what a two-line prompt at the labels' size leaves them; else on fewer lines.
        Where that sets its longest wording (why a place can't be bought, too) below the window's
        least size grown by the text size, the rows of halves under slim cards lower to their
        least for a prompt that sets it larger, smaller on more lines if need be."""
        screen = self.scene.app.screen
        least = (th.size(PROMPT_BASE, screen), 2)
        kept = self._lay(least, x, y, width, scale, tight)
        reading = prompt_size(screen)
        self.longest_at = self.longest_wanted = 0
        if reading <= least[0]:  # a large window: the labels' size is the reading size
            self._lay(least, x, y, width, scale, tight)
            return self.rect
        # its longest wording (a decision's, or why a place can't be bought) set no smaller than
        # the window's least size grown by the text size, where any layout allows
        want = math.ceil(fonts.floor() * th.text_scale)
        best = self._best_prompt(kept, reading, least[0], want, x, y, width, scale, tight, first=True)
        if best[0] < want and tight:  # under slim cards the halves lower to their least for it
            lower = self._best_prompt(kept, reading, least[0], want, x, y, width, scale, tight)
            best = lower if lower[0] > best[0] else best
        self._lay(best[1:], x, y, width, scale, tight)
        self.longest_at, self.longest_wanted = best[0], want
        return self.rect

    def _best_prompt(self, kept: tuple[bool, int, int], reading: int, least: int, want: int, x: int, y: int,
                     width: int, scale: float, tight: bool, first: bool = False) -> tuple[int, int, int]:
        """The prompt's size, from the reading size down to the labels' (`least`), on the most
        lines that leave the room: with `first`, the largest size that leaves what the least
        prompt leaves; else, with the rows of halves as low as their least, the largest that
        sets the longest wording at `want` or more, or as near it as any. Returns (the longest
        wording's size, the prompt's size, its lines)."""
        names = [p.name for p in self.game.players]
        squares = [L.in_sentence(L.square_name(sq)) for sq in self.game.edition.squares]
        best = (longest_set_at(names, squares, least, 2, width, fonts.floor()), least, 2)  # the least leaves its room
        for size in range(reading, least - 1, -1):
            for lines in range(prompt_lines(names, squares, size, width), 1, -1):
                self._lay((size, lines), x, y, width, scale, tight)
                if self._leaves(kept, lowered=not first):  # the most lines at this size that leave the room
                    longest = longest_set_at(names, squares, size, lines, width, fonts.floor())
                    if first:
                        return longest, size, lines
                    best = max(best, (longest, size, lines), key=lambda c: (min(c[0], want), c[1], c[2]))
                    break
        return best

    def _leaves(self, kept: tuple[bool, int, int], lowered: bool = False) -> bool:
        """Whether this layout leaves the buttons and the log what `kept` (the least prompt's) does:
        no row of thirds, no lower row (with `lowered`, rows no lower than their least), the log's
        rows (six at least are enough)."""
        compact, row_h, rows = kept
        foot = self.rect.bottom - self._others_room()  # the others' row is the log's to give, not the prompt's
        log = game_log.rows_in(self.scene.right.bottom - self.scene.gap - foot, self.scene.app.screen)
        least_row = min(row_h, TIGHT_ROW) if lowered else row_h
        return self.compact == compact and self.row_h >= least_row and log >= min(rows, self.log_kept)

    def _lay(self, prompt: tuple[int, int], x: int, y: int, width: int, scale: float,
             tight: bool) -> tuple[bool, int, int]:
        """The bar laid with the prompt at (size, lines); returns (compact, row height, log rows)."""
        self.prompt_font, self.prompt_lines = prompt
        self.prompt_rect = pygame.Rect(x, y, width, self._prompt_height(scale))
        top = self.prompt_rect.bottom + 4
        self.full_row = max(ROW, int(52 * scale))  # a row of the bar at the window's scale
        self.main_row, self.scale = main_row_height(self.scene.app.screen), scale
        self.loan_row = max(self.full_row, self.main_row)  # the loan's two sums at the main row's size
        self.tight, self.row_h, self.compact = tight, self.full_row, False
        self.others_row = between.others_row_kept(self.game, self.session)
        if tight:  # rows lowered only as far as the log's lines need
            room = self.scene.right.bottom - self.scene.gap - game_log.height_for(self.log_kept, self.scene.app.screen) - top
            loans = 1 if self.game.edition.rules.bank_loans else 0
            others = 1 if self.others_row else 0
            rows = self.rows() - 1 - loans - others
            spare = room - GAP * (rows + loans + others) - self.full_row * (1 + loans) - self.others_h() * others
            extra = max(0, self.main_row - self.full_row)
            self.row_h = max(TIGHT_ROW, min(self.full_row, (spare - extra) // rows))
            # the main row's labels, then the loan offer's, take their height from what the halves
            # leave above their least, no more
            left = max(0, spare - self.row_h * rows)
            self.main_row = self.full_row + min(extra, left)
            self.loan_row = self.full_row + min(self.loan_row - self.full_row, left - (self.main_row - self.full_row))
        # many players' cards leave the log too little room: one row of thirds where a third is wide,
        # else only where slim cards and all leave the log too few rows
        wide = (width - 2 * GAP) // 3 >= THIRD_LEAST
        self.compact = (self.log_rows(y, scale) < LOG_LEAST if tight
                        else wide and top + self._height(scale) - self._others_room() + LOG_ROOM * scale
                        > self.scene.right.bottom)
        self.rect = pygame.Rect(x, top, width, self._height(scale))
        foot = self.rect.bottom - self._others_room()
        log = game_log.rows_in(self.scene.right.bottom - self.scene.gap - foot, self.scene.app.screen)
        return self.compact, self.row_h, log

    def _prompt_height(self, scale: float) -> int:
        """The prompt's lines at its size in either script (Devanagari's marks reach further)."""
        return max(fonts.block_room(self.prompt_lines, self.prompt_font, bold=True), int(44 * scale * th.text_scale))

    def log_rows(self, y: int, scale: float, tight: bool | None = None) -> int:
        """The log's rows under the prompt and the rows of halves laid from `y` (tight or not);
        asked for a bar not tight, with the prompt at its least (two lines at the labels' size):
        whether the cards can stay big is decided before the prompt takes any spare room."""
        kept = self.compact, self.tight, self.prompt_font, self.prompt_lines
        self.compact, self.tight = False, self.tight if tight is None else tight
        if tight is False:
            self.prompt_font, self.prompt_lines = th.size(PROMPT_BASE, self.scene.app.screen), 2
        foot = y + self._prompt_height(scale) + 4 + self._height(scale) + self.scene.gap
        self.compact, self.tight, self.prompt_font, self.prompt_lines = kept
        return game_log.rows_in(self.scene.right.bottom - foot, self.scene.app.screen)

    def _height(self, scale: float) -> int:
        self.scale = scale
        return sum(self._heights()) + GAP * (self.rows() - 1)

    def _others_room(self) -> int:
        """What the others' row takes of the bar's height: out of the log's room, never the reason
        the person's own buttons go to a row of thirds."""
        return self.others_h() + GAP if self.others_row else 0

    def others_h(self) -> int:
        """The others' row: lower than the halves, its labels on one line at the least size a row takes."""
        return max(TIGHT_ROW, int(40 * self.scale))

    def _even_row(self) -> int:
        """A row's height where the rows share the bar evenly (not tight; the others' row apart)."""
        rows = self.rows() - (1 if self.others_row else 0)
        whole = max(rows * 52 - 8, int((rows * 60 - 8) * self.scale))
        return max(ROW, int((whole - GAP * (rows - 1)) / rows))

    def _heights(self) -> list[int]:
        """The rows' heights: the main row as tall as its labels on two lines at the reading size
        need; in a tight bar the loan offer's (the last) at its full height, for labels on two
        lines (a price with GST, the loan's terms), the halves lower."""
        loans = 1 if self.game.edition.rules.bank_loans else 0
        others = [self.others_h()] if self.others_row else []
        halves = self.rows() - 1 - loans - len(others)
        if not self.tight:
            even = self._even_row()
            return [max(even, self.main_row)] + [even] * halves + [max(even, self.loan_row)] * loans + others
        return [max(self.full_row, self.main_row)] + [self.row_h] * halves + [self.loan_row] * loans + others

    def rows(self) -> int:
        """The main row and two rows of halves under it (where room is short, one row of thirds);
        where the bank lends (Business GST) one more, the loan offer's own, so no other button
        moves for it; where others may act out of turn, their own lower row last."""
        return (2 if self.compact else 3) + (1 if self.game.edition.rules.bank_loans else 0) + (1 if self.others_row else 0)

    def cells(self) -> list[pygame.Rect]:
        """The spots under the main row, in the order TRADE_CELL, BUILD_CELL, MANAGE_CELL, FREE_CELL:
        halves, or where room is short thirds, the free cell then right of the loan offer or,
        without loans, Trade…'s own."""
        if not self.compact:
            return self.row_of(2, row=1) + self.row_of(2, row=2)
        thirds = self.row_of(3, row=1)
        if not self.game.edition.rules.bank_loans:
            return [*thirds, thirds[TRADE_CELL]]
        offer = self.offer_cell()
        row = self.row_of(1, row=2)[0]
        return [*thirds, pygame.Rect(offer.right + 8, row.y, row.right - offer.right - 8, row.h)]

    def offer_cell(self, whole: bool = False) -> pygame.Rect:
        """The loan offer's place: its row whole, or where room is short, the larger part of it
        (the rest the free cell's), unless `whole` (nothing shares the row now)."""
        row = self.row_of(1, row=self.rows() - 1 - (1 if self.others_row else 0))[0]
        return row if whole or not self.compact else pygame.Rect(row.x, row.y, (row.w - 8) * 3 // 5, row.h)

    def build(self) -> None:
        """Add the buttons for the pending decision to the scene's panel."""
        pend = self.game.pending
        if pend.kind != K.RAISE:
            self.scene.raise_view.forget()
        first = len(self.scene.panel.buttons)
        self._build(pend)
        handover.held(self.scene, self.scene.panel.buttons[first:])  # just handed over: no click for a moment

    def _build(self, pend) -> None:
        if self.passing is not None and self.passing[1] == pend:
            self._offer_gate(self.passing[0])
        elif self.choosing == pend and (self.traders() or between.builders(self)):
            self._trader_chooser()
        elif self.session.is_human(pend.player):
            self._action_buttons(pend)
        else:  # a bot's decision: the people at the table may still offer trades (Finance) and build
            between.place_in_bots_decision(self)

    def row_of(self, count: int, row: int = 0) -> list[pygame.Rect]:
        r = self.rect
        gap = GAP
        heights = self._heights()
        h, y = heights[row], r.y + sum(heights[:row]) + gap * row
        w = (r.w - gap * (count - 1)) / count
        return [pygame.Rect(int(r.x + i * (w + gap)), y, int(w), h) for i in range(count)]

    def _split_main(self, main: list[Button]) -> None:
        """The main row's buttons in its two spots, split where their labels read largest (halves
        where no other split sets them larger)."""
        best_size, best_share = 0, MAIN_SHARES[0]
        for share in MAIN_SHARES:
            for b, r in zip(main, self.main_slots(share), strict=False):
                b.rect = r
            size = min(widgets.natural_size(b) for b in main)
            if size > best_size:
                best_size, best_share = size, share
        for b, r in zip(main, self.main_slots(best_share), strict=False):
            b.rect = r

    def main_slots(self, share: int = 50) -> list[pygame.Rect]:
        """The main row's two spots, the first `share` percent of it."""
        row = self.row_of(1)[0]
        first = (row.w - GAP) * share // 100
        return [pygame.Rect(row.x, row.y, first, row.h),
                pygame.Rect(row.x + first + GAP, row.y, row.w - first - GAP, row.h)]

    def _action_buttons(self, pend) -> None:
        legal = self.game.legal_actions()
        kind = pend.kind
        if kind == K.RAISE and self.scene.gate.waiting_for(self.scene) is None:  # else the laptop passes first
            self.scene.raise_view.build(pygame.Rect(self.rect.x, self.rect.y, self.rect.w,
                                                    self.scene.log_rect.bottom - self.rect.y))
            return
        if kind == K.KEEP:  # a creditor short of ownership houses picks the lots to keep
            self._keep_buttons(legal)
            return
        main, extra = self._buttons_for(kind, pend, legal)
        if main is None:
            return
        extra = main[MAIN_SLOTS:] + extra  # the main row keeps its slots: a third choice goes below
        main = main[:MAIN_SLOTS]
        loans = [b for b in extra if b.id == "loan"]
        extra = sorted((b for b in extra if b.id != "loan"), key=lambda b: b.id != "trade")  # Trade… keeps its cell
        spot = loan_repay.spot_button(self, legal)  # Business GST: a loan is repaid before the throw or after the move
        repay = [spot] if spot is not None else []
        others = between.others_buttons(self, between.OTHERS_ROOM)
        for b in loans:  # the offer's own row: its label names two sums (the whole row if the free cell is empty)
            b.rect = self.offer_cell(whole=not repay and len(extra) < 2)
            self.scene.panel.add(b)
        passing = [b.id for b in main] == ["ready"]  # "Sita, click when ready": the row whole, its name on one line
        if loan_repay.asking(self, legal):  # the question's "Yes" is the one loud button: End turn waits beside it
            for b in main:
                b.style = "normal"
        for b in main:
            b.peers = b.peers or self.turn_labels()  # the spot keeps one size from Throw to End turn
            b.wraps = not passing  # on two lines at its size before it shrinks: the row has their height
        if passing:
            main[0].rect = self.row_of(1)[0]
        else:
            self._split_main(main)
            for b in loans:  # the offer reads no louder than the choice it stands for (Buy)
                b.size = at_most(min(widgets.natural_size(m) for m in main))
        for b in main:
            self.scene.panel.add(b)
        between.place_others(self, others)  # who has the laptop may act out of turn, even while it passes
        if passing:  # nothing of the person waiting works before they are ready
            return
        manage = self._manage_buttons(kind, legal)
        self._place_manage(extra, manage, repay)
        if repay:
            fit_repay(repay[0], manage + extra[:1])
        confirm = loan_repay.confirm_button(self, legal, self.offer_cell())  # in the loan's row, apart from Repay
        if confirm is not None:
            self.scene.panel.add(confirm)

    @staticmethod
    def turn_labels() -> tuple[str, ...]:
        """The labels that take turns in the main row's first spot through a turn."""
        return t("btn_roll"), t("btn_end")

    def _place_manage(self, extra: list[Button], manage: list[Button], repay: list[Button]) -> None:
        """The halves under the main row through the whole turn: Trade… and Build…, then
        Mortgage… and the free cell; each keeps its cell, greyed rather than gone when not
        possible now. A second extra (a bail card) and the loan's repayment share the free
        cell, which never held the loan offer, so a click meant for one never lands on the other."""
        cells = self.cells()
        spots = {"manage_build": cells[BUILD_CELL], "manage_mortgage": cells[MANAGE_CELL],
                 "manage_sell": cells[MANAGE_CELL]}  # Finance's sale to the bank, in Mortgage…'s place
        for b in manage + extra[:1]:  # Trade…, Build… and Mortgage… read as one set: one size
            b.peers = tuple(other.label for other in manage + extra[:1])
        for b in manage:
            b.rect = spots[b.id]
            self.scene.panel.add(b)
        if not manage:  # the row for the extras
            self._place_lower(extra + repay, self.row_of(1, row=1)[0])
            return
        if cells[FREE_CELL] == cells[TRADE_CELL]:  # no free cell: the extras share Trade…'s
            self._place_lower(extra + repay, cells[TRADE_CELL])
            return
        self._place_lower(extra[:1], cells[TRADE_CELL])
        self._place_lower(extra[1:] + repay, cells[FREE_CELL])
        spell_out_trade(self.game, manage + extra[:1])

    def _place_lower(self, buttons: list[Button], room: pygame.Rect) -> None:
        """The lower row's buttons, side by side in `room` (one at least half of it)."""
        if not buttons:
            return
        count = max(2 if room.w == self.rect.w else 1, len(buttons))
        gap = 8
        w = (room.w - gap * (count - 1)) / count
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(int(room.x + i * (w + gap)), room.y, int(w), room.h)
            self.scene.panel.add(b)
        if len(buttons) == 1 and not widgets.fits_whole(buttons[0]):  # a long lone label takes the room
            buttons[0].rect = pygame.Rect(room)

    def _manage_buttons(self, kind: str, legal: list) -> list[Button]:
        """Build… and Mortgage…, through the whole of the person's turn: each opens
        their holdings at that view, so neither is found only by clicking a place; greyed with
        the reason when not possible now, so the bar never moves (on a place for sale they can't
        pay for, Mortgage… is the way to its price; on one they can, the purchase comes first)."""
        if kind not in (K.ROLL, K.JAIL, K.END, K.BUY):
            return []
        owns = bool(self.game.owned[self.game.pending.player])
        first = t("why_decide_purchase") if kind == K.BUY and A.BUY in legal else ""
        # houses to sell: the build view's sell rows stay in reach when no house can be paid for
        selling = not first and any(isinstance(a, A.Sell) for a in legal)
        me = self.game.pending.player
        may_build = any(isinstance(a, A.Build) for a in legal)
        build = not first and build_live(self.game, me, legal)
        mortgage = not first and (kind == K.BUY and selling or any(isinstance(a, A.Mortgage | A.Unmortgage) for a in legal))
        why = "" if build else self.why_nothing_to_build() or (first if may_build else "") or t("why_build_no_place")
        no_mortgage = first or t("why_mortgage_not_now" if owns else "why_mortgage_nothing")
        tip = t("tip_manage_build") if may_build and not first else t("tip_manage_sell_houses") if selling else first or why
        build_button = Button("manage_build", pygame.Rect(0, 0, 0, 0), t("btn_manage_build"),
                              lambda: self._open_holdings("build"), enabled=build, tooltip=tip)
        if choices.raise_mode(self.game) == "sell":  # Finance: no mortgages, the bank buys back
            sell = not first and any(isinstance(a, A.Sell | A.SellPlace) for a in legal)
            no_sale = first or (choices.reason(self.game, self.game.pending.player, A.SellPlace(
                min(self.game.owned[self.game.pending.player])), "why_sell_not_now") if owns else t("why_sell_nothing"))
            return [build_button, Button("manage_sell", pygame.Rect(0, 0, 0, 0), t("btn_manage_sell"),
                                         lambda: self._open_holdings("sell"), enabled=sell,
                                         tooltip=t("tip_manage_sell") if sell else no_sale)]
        return [build_button,
                Button("manage_mortgage", pygame.Rect(0, 0, 0, 0), t("btn_manage_mortgage"),
                       lambda: self._open_holdings("mortgage"), enabled=mortgage,
                       tooltip=t("tip_manage_mortgage") if mortgage else no_mortgage)]

    def why_nothing_to_build(self) -> str:
        """Why the person with places can't build now: on a whole group, the engine's reason for
        it (the cash, the bank's houses, building evenly); else that no group is whole yet, said
        for the group they are nearest to finishing; "" where they have no place to build on."""
        missing, on_whole = build_refusals(self.game, self.game.pending.player)
        if any(choices.of_the_moment(r) for r in on_whole):
            return t("why_build_not_now")
        if on_whole:
            return t("why_build_blocked", reason=self._blocker(on_whole))
        if not missing:
            return ""
        nearest = min(missing, key=lambda r: len(r.fields["missing"]))
        return t("why_build_no_group", reason=L.refused(self.game, nearest))

    def _blocker(self, refusals: list) -> str:
        """What stops building on the person's whole groups, in words: the bank's empty supply,
        where a building the cash would pay for waits on it alone; the cash, for the cheapest
        building, where a whole group wants nothing else (a person who can't pay for its house
        gains nothing by a step on another group, such as lifting its mortgage: that costs cash
        too), else a reason that asks for a step first (a mortgage to lift, building evenly)."""
        bank = next((r for r in refusals if r.code in BANK_SHORT), None)
        if bank is not None:  # the engine asks the cash first: this building the cash would pay for
            return bank_short(self.game, bank.code)
        short = [r for r in refusals if r.code == "build-cash"]
        if not short:
            return lift_short(self.game, refusals, self.session.money) or L.refused(
                self.game, min(refusals, key=lambda r: r.fields.get("square", 0)))
        least = min(short, key=lambda r: r.fields["cost"])
        return t("why_build_cash", cost=self.session.money(least.fields["cost"]),
                 cash=self.session.money(least.fields["cash"]))

    def _open_holdings(self, mode: str) -> None:
        self.scene.selected = None
        self.scene.app.push("holdings", self.scene, self.game.pending.player, mode)

    def results_wait(self) -> bool:
        """Whether the board stays on a game that has just ended here until a person clicks See the
        results: its last events (the log's last lines, a bankruptcy's word on the board) are read
        first. Bots alone, a replay, or a game opened already finished go straight on."""
        return self.ends_here and not self.results_seen and self.session.people_at_table()

    def results_ready(self) -> bool:
        """Whether See the results stands on the board now: where the board waits on it, once the
        game's last moves have played out. The prompt names the button only then, so its words
        never come before it."""
        return self.results_wait() and not self.scene.presenter.busy

    def results_button(self) -> None:
        """See the results, the whole main row, where the board waits on a finished game."""
        if not self.results_ready():
            return
        b = Button("results", self.row_of(1)[0], t("btn_results"), self._see_results, "primary",
                   tooltip=t("tip_results"), key=pygame.K_SPACE)
        self.scene.panel.add(b)

    def _see_results(self) -> None:
        self.results_seen = True  # the board's next frame opens them

    def _button(self, bid: str, label: str, action, style: str = "normal", **kw) -> Button:
        return Button(bid, pygame.Rect(0, 0, 0, 0), label, lambda: self.scene.act(action), style, **kw)

    def _buttons_for(self, kind: str, pend, legal: list) -> tuple[list[Button] | None, list[Button]]:
        """The main row and the extras for a decision (None: no buttons for it)."""
        main: list[Button] = []
        extra: list[Button] = []
        if kind in GATED and self.scene.gate.waiting_for(self.scene) is not None:  # the laptop passes first
            main.append(pass_gate.ready_button(self.scene, pygame.Rect(0, 0, 0, 0),
                                               lambda: self.scene.gate.ready(self.scene)))
        elif kind in (K.ROLL, K.JAIL):
            label = jail_words(self.game, "btn_roll_jail") if kind == K.JAIL else t("btn_roll")
            main.append(self._button("roll", label, A.ROLL, "primary", tooltip=t("tip_roll"), key=pygame.K_SPACE))
            if kind == K.JAIL:
                fine = self.session.money(self.game.edition.rules.jail_fine)
                why = choices.reason(self.game, pend.player, A.PAY_FINE, "why_fine_not_now")
                main.append(self._button("pay_fine", t("btn_pay_fine", amount=fine), A.PAY_FINE,
                                         enabled=A.PAY_FINE in legal,
                                         tooltip=t("tip_pay_fine") if A.PAY_FINE in legal else why))
                if A.USE_CARD in legal:
                    card = L.bail_card(self.game.edition)
                    main.append(self._button("use_card", t("btn_use_card", card=card), A.USE_CARD,
                                             tooltip=t("tip_use_card", card=card)))
            extra.append(self._trade_button())
        elif kind == K.THROW:  # a throw asked of its player: the throw-off's (no square) or a square's
            label = t("btn_throw_off") if pend.square is None else t("btn_throw")
            main.append(self._button("roll", label, A.ROLL, "primary", tooltip=t("tip_roll"), key=pygame.K_SPACE))
        elif kind == K.BUY:
            main, extra = self._buy_buttons(pend, legal)
        elif kind == K.END:
            main.append(self._button("end", t("btn_end"), A.END, "primary", tooltip=t("tip_end"), key=pygame.K_SPACE))
            extra.append(self._trade_button())  # greyed after the throw, in its place (where offers come before it)
        elif kind == K.LEAVE:  # the third failed throw in jail, a bail card in hand
            fine = self.session.money(self.game.edition.rules.jail_fine)
            card = L.bail_card(self.game.edition)
            main.append(self._button("use_card", t("btn_use_card", card=card), A.USE_CARD, "primary",
                                     tooltip=t("tip_leave_card", card=card), key=pygame.K_SPACE))
            main.append(self._button("pay_fine", t("btn_pay_fine", amount=fine), A.PAY_FINE,
                                     tooltip=t("tip_leave_fine")))
        elif kind == K.AGREE:  # a proposal to end the game: each person answers in turn; the safe
            # answer first and highlighted, where a second click on "click when ready" lands
            main.append(self._button("refuse_end", t("btn_refuse_end"), A.REFUSE_END, "primary"))
            main.append(self._button("agree_end", t("btn_agree_end"), A.AGREE_END, tooltip=t("tip_end_game")))
        else:
            return None, extra
        return main, extra

    def _buy_buttons(self, pend, legal: list) -> tuple[list[Button], list[Button]]:
        sq = self.game.edition.squares[pend.square]
        price = self.buy_cost(sq.price)
        can = A.BUY in legal
        why = self.short_to_buy(legal) or choices.reason(self.game, pend.player, A.BUY, "why_buy_not_now")
        gst = self.game.gst(sq.price)
        tip = t("tip_buy_gst", base=self.session.money(sq.price), gst=self.session.money(gst),
                rule=L.gst_rule(self.game.edition)) if gst else t("tip_buy")
        main = [self._button("buy", t("btn_buy_gst" if gst else "btn_buy", price=price), A.BUY,
                             "primary", enabled=can, tooltip=tip if can else why,
                             key=pygame.K_SPACE if can else None)]
        # in its place through the whole turn (greyed where offers wait for the next turn): the
        # others' Trade as… go beside it, never in it
        extra = [self._trade_button()]
        if A.LOAN in legal:  # Business GST: the bank lends the price, in the loan's row
            style = "normal" if can else "primary"  # short of the price: the way to it stands out
            extra.append(self._button("loan", loan_label(self.game, sq.price, self.session.money), A.LOAN, style,
                                      tooltip=loan_tip(self.game, sq.price, self.session.money), wraps=True))
        elif self.game.edition.rules.bank_loans:  # greyed in its row, saying why (a loan not yet repaid)
            why = choices.reason(self.game, pend.player, A.LOAN, "why_buy_not_now")
            label = t("btn_loan_why", why=why[:1].lower() + why[1:]) if L.current() == "en" else t("btn_loan_why", why=why)
            extra.append(self._button("loan", label, A.LOAN, enabled=False, tooltip=why, wraps=True))
        decline = t("btn_decline_auction") if self.game.settings.auction else t("btn_decline")
        main.append(self._button("decline", decline, A.DECLINE, tooltip=t("tip_decline"),
                                 key=None if can else pygame.K_SPACE))
        return main, extra

    def _keep_buttons(self, legal: list) -> None:
        r = self.rect
        gap = 6
        bh = max(34, int(r.h / 3) - gap)
        bw = (r.w - gap) // 2
        for i, a in enumerate(legal[:6]):
            rect = pygame.Rect(r.x + (i % 2) * (bw + gap), r.y + (i // 2) * (bh + gap), bw, bh)
            name = L.square_name(self.game.edition.squares[a.square])
            self.scene.panel.add(Button(f"keep_{a.square}", rect, t("btn_keep", square=name),
                                        lambda a=a: self.scene.act(a)))

    # ----- trades ------------------------------------------------------------------------------

    def _trade_button(self) -> Button:
        left = self.game.offers_left(self.game.current)
        ok = self.game.can_offer()
        rules = self.game.edition.rules
        any_time, turn = rules.trade_any_time, rules.trade_after_throw
        # greyed: the label names the action and, in a few words, when it comes back; the
        # tooltip says the edition's whole rule
        shut = shut_trade_key(rules, left, self.game.pending.kind in (K.ROLL, K.JAIL))
        label = t("btn_trade", left=left) if ok else t(shut)
        tip = t("tip_trade_any" if any_time else "tip_trade_turn" if turn else "tip_trade", left=left)
        why = (t("refusal_offers-used", limit=MAX_TRADE_OFFERS) if shut == "btn_trade_used"
               else t("refusal_offer-time-any") if any_time else t("why_no_trade_turn" if turn else "why_no_trade"))
        return Button("trade", pygame.Rect(0, 0, 0, 0), label, self.scene.open_trade,
                      enabled=ok, tooltip=tip if ok else why)

    def traders(self) -> list[int]:
        """The people who may offer a trade now though the decision isn't theirs (Finance): once
        the first turn has begun, those who have something to give, cash alone included (a
        person with no place may want to buy one)."""
        g = self.game
        if not g.edition.rules.trade_any_time or g.over or self.scene.presenter.busy or throwing_off(g):
            return []
        return [i for i in range(len(g.players))
                if i != g.pending.player and self.session.is_human(i) and has_something_to_give(g, i) and g.can_offer(i)]

    def trade_as_button(self, i: int) -> Button:
        name = self.game.players[i].name
        return Button(f"trade_as_{i}", pygame.Rect(0, 0, 0, 0), t("btn_trade_as", name=name),
                      lambda: self.trade_as(i), tooltip=t("tip_trade_as", name=name))

    def trade_as(self, seat: int) -> None:
        """A person's offer out of turn: where someone else has the laptop, it passes to them
        first, as for every answer; then the trade window opens for them."""
        self.choosing = None
        if not self.scene.gate.passes_to_offer(self.scene, seat):
            self.scene.open_trade(seat)
            return
        self.passing, self.passing_for = (seat, self.game.pending), "trade"
        self.scene.changed()

    def _offer_gate(self, seat: int) -> None:
        """"Bina, click when ready" in place of the action buttons (the prompt says to pass the
        laptop), and Back under it, for a Trade-as (or Build-as) clicked by mistake: the decision's own
        buttons return."""
        page = self.passing_for

        def ready() -> None:
            self.passing = None
            self.scene.gate.lend(seat, self.game.pending)
            if page != "trade":
                between.open_holdings(self.scene, seat, page)
            else:
                self.scene.open_trade(seat)

        def back() -> None:
            self.passing = None
            self.scene.changed()

        self.scene.panel.add(pass_gate.ready_button(self.scene, self.row_of(1)[0], ready, seat))
        self.scene.panel.add(Button("offer_back", self.row_of(2, row=1)[1], t("btn_back"), back,
                                    tooltip=t("tip_offer_back")))

    def _trader_chooser(self) -> None:
        """The people who may offer or build now (or the one it was opened for), two to a row over
        the action buttons' place, and Back."""
        buttons = between.chosen(self)
        buttons.append(Button("trade_as_back", pygame.Rect(0, 0, 0, 0), t("btn_back"), self.choose_trader,
                              tooltip=t("tip_close")))
        r = self.rect
        gap, rows = 6, -(-len(buttons) // 2)
        bh = (r.h - gap * (rows - 1)) // rows
        bw = (r.w - gap) // 2
        for k, b in enumerate(buttons):
            b.rect = pygame.Rect(r.x + (k % 2) * (bw + gap), r.y + (k // 2) * (bh + gap), bw, bh)
            self.scene.panel.add(b)

    def choose_trader(self) -> None:
        """Open or close the out-of-turn chooser (it closes by itself when the decision changes)."""
        self.choosing = None if self.choosing else self.game.pending
        self.scene.changed()

    # ----- the prompt --------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        text, colour = self.prompt()
        fonts.draw(surf, text, self.prompt_rect, self.prompt_font, colour, bold=True, align="left",
                   max_lines=self.prompt_lines, min_size=fonts.least_size(text))

    def prompt(self) -> tuple[str, tuple]:
        """What the table waits for, in words, and its colour: a refusal first, if there was one."""
        g = self.game
        scene = self.scene
        if scene.message:
            return scene.message, (255, 170, 150)
        if g.over:
            return (t("prompt_over_read"), th.HIGHLIGHT) if self.results_ready() else (t("prompt_over"), th.LIGHT_TEXT)
        pend = g.pending
        name = g.players[pend.player].name
        if scene.presenter.bots_playing:
            return t("prompt_skip"), th.LIGHT_TEXT
        if scene.presenter.busy:  # the person's own move plays out: its buttons come when it has
            return "", th.LIGHT_TEXT
        if self.passing is not None and self.passing[1] == pend:
            return t("pass_to", name=g.players[self.passing[0]].name), th.HIGHLIGHT
        if self.session.is_bot(pend.player):
            if scene.holding_bots():
                return between.bots_wait_prompt(scene), th.HIGHLIGHT
            return t("prompt_bot", name=name), th.LIGHT_TEXT
        if self.scene.gate.waiting_for(scene) is not None:
            return t("pass_to", name=name), th.HIGHLIGHT
        if self.choosing == pend and (self.traders() or between.builders(self)):  # the chooser stands over the turn's buttons
            if self.choosing_for is not None:
                return t("prompt_out_of_turn_as", who=g.players[self.choosing_for].name, name=name), th.HIGHLIGHT
            return t("prompt_out_of_turn", name=name), th.HIGHLIGHT
        repaying = loan_repay.question(self, scene.controller.legal_for(), name)
        if repaying:
            return repaying, th.HIGHLIGHT
        if pend.kind == K.BUY:
            short = self.short_to_buy(scene.controller.legal_for())  # asked once per change, not per frame
            if short:  # the greyed Buy's reason, said where it is seen without a hover
                return short, th.HIGHLIGHT
            sq = g.edition.squares[pend.square]
            key = "prompt_buy_gst" if g.gst(sq.price) else "prompt_buy"  # the rounded tax named, or 1,600 for 1,500 puzzles
            return t(key, name=name, square=L.square_name(sq), price=self.buy_cost(sq.price),
                     base=self.session.money(sq.price), gst=self.session.money(g.gst(sq.price))), th.HIGHLIGHT
        if pend.kind == K.RAISE:
            return self._raise_prompt(pend, name), (255, 170, 150)
        if pend.kind == K.KEEP:
            return t("prompt_keep", name=name), th.HIGHLIGHT
        if pend.kind == K.THROW:
            return self._throw_prompt(pend, name), th.HIGHLIGHT
        if pend.kind == K.AGREE:
            return t("prompt_agree", name=name, proposer=g.players[pend.other].name), th.HIGHLIGHT
        # the greyed Build…'s reason, as the greyed Buy's, once the move is made: before it the throw is what to do
        held = self.build_held_up(scene.controller.legal_for()) if pend.kind == K.END else ""
        if held:
            return t("prompt_build_held", name=name, reason=held), th.HIGHLIGHT
        decision_key = self._prompt_key(pend.kind)
        if pend.kind == K.JAIL:
            return jail_words(g, decision_key, name=name), th.HIGHLIGHT
        card = L.bail_card(g.edition) if decision_key == "prompt_leave" else ""  # read every frame: named only there
        return t(decision_key, name=name, card=card), th.HIGHLIGHT

    def _raise_prompt(self, pend, name: str) -> str:
        """What is owed, to whom and, where the square stood on says it, for what: the raise view
        covers the log that told it, and a debt can come a move after the decision that began it."""
        g, money = self.scene.game, self.session.money
        short = money(pend.amount - g.players[pend.player].cash)
        if pend.other == POT:
            return t("prompt_raise", name=name, amount=money(pend.amount), short=short)
        creditor = t("the_bank") if pend.other is None else g.players[pend.other].name
        at = g.players[pend.player].position
        square = g.edition.squares[at]
        owed_there = (g.owner(at) == pend.other if pend.other is not None
                      else square.kind in (S.TAX, S.ASSESSED_TAX))
        if owed_there:
            return t("prompt_raise_for", name=name, creditor=creditor, amount=money(pend.amount),
                     square=L.square_name(square), short=short)
        return t("prompt_raise_to", name=name, creditor=creditor, amount=money(pend.amount), short=short)

    def _throw_prompt(self, pend, name: str) -> str:
        """What a throw asked of its player is for: who starts, or the square's throw (in
        another's turn: the bump that put them there)."""
        if pend.square is None:
            return t("prompt_throw_off", name=name)
        sq = self.game.edition.squares[pend.square]
        square = L.square_name(sq)
        if pend.player != self.game.current:
            return t("prompt_throw", name=name, square=square)
        return t(f"prompt_throw_{sq.kind}", name=name, square=square, times=L.number(sq.multiplier))

    def _prompt_key(self, kind: str) -> str:
        """The prompt for a decision, naming only what is on offer now."""
        legal = self.scene.controller.legal_for()
        if kind == K.END:
            return "prompt_end_build" if any(isinstance(a, A.Build) for a in legal) else "prompt_end"
        if kind == K.ROLL:
            return "prompt_roll_trade" if self.game.can_offer() else "prompt_roll"
        if kind == K.JAIL:
            if A.USE_CARD in legal:
                return "prompt_jail_card"
            return "prompt_jail" if A.PAY_FINE in legal else "prompt_jail_throw"
        return {K.BID: "prompt_bid", K.TRADE: "prompt_trade", K.LEAVE: "prompt_leave"}.get(kind, "prompt_roll")

    def short_to_buy(self, legal: list) -> str:
        """Why a place for sale can't be bought, said where the greyed Buy is seen without a
        hover: "" when it can be. Short of cash, what the person can do: the price is paid from
        cash in hand, so where mortgaging and selling could raise the rest, the prompt says so and
        how much; else only the auction is left. Short of ownership houses (Finance), what frees
        one; any other refusal in the engine's words."""
        return self._once("buy", legal, self._short_to_buy)

    def build_held_up(self, legal: list) -> str:
        """Why a person holding a whole group can't build on it now, said where the greyed Build…
        is seen without a hover: "" where Build… is live, or no group of theirs is whole yet (said
        then, it would stand over every turn of the game's start)."""
        return self._once("build", legal, self._build_held_up)

    def _once(self, what: str, legal: list, why) -> str:
        """`why(legal)`, asked of the engine once for the legal actions the controller keeps per
        change of the table (the prompt is read every frame)."""
        kept, language, said = self._said.get(what, (None, "", ""))
        if kept is not legal or language != L.current():
            said = why(legal)
            self._said[what] = (legal, L.current(), said)
        return said

    def _build_held_up(self, legal: list) -> str:
        me = self.game.pending.player
        on_whole = [r for r in build_refusals(self.game, me)[1] if r.code not in ONLY_ON_BUILD]
        if build_live(self.game, me, legal) or not on_whole or any(choices.of_the_moment(r) for r in on_whole):
            return ""
        return self._blocker(on_whole)

    def _short_to_buy(self, legal: list) -> str:
        pend = self.game.pending
        if A.BUY in legal:
            return ""
        refusal = self.game.why_not(A.BUY, pend.player)
        if refusal is None or choices.of_the_moment(refusal):
            return ""
        decline = t("btn_decline_auction") if self.game.settings.auction else t("btn_decline")
        if refusal.code == "markers-full":  # the way past it named as the bar's buttons say it
            return t("why_buy_short_markers", decline=decline)
        if refusal.code != "buy-cash":
            return L.refused(self.game, refusal)
        money = self.session.money
        sq = self.game.edition.squares[pend.square]
        gst = self.game.gst(sq.price)
        # with GST, the price as the square reads and the tax beside it, as the purchase's own prompt says them
        said = {"square": L.square_name(sq), "decline": decline, "cost": money(refusal.fields["cost"]),
                "base": money(sq.price), "gst": money(gst), "cash": money(refusal.fields["cash"])}
        worded = "_gst" if gst else ""
        short = refusal.fields["cost"] - refusal.fields["cash"]
        if A.LOAN in legal:  # Business GST: the bank lends the price, the quickest way to it
            return t("why_buy_short_loan" + worded, loan=t("btn_loan_name"), **said)
        if self.game.raisable(pend.player) >= short and any(isinstance(a, RAISING) for a in legal):
            key = "why_buy_short_raise_gst" if gst else L.edition_key("why_buy_short_raise", self.game.edition)
            return t(key, short=money(short), **said)
        return t("why_buy_short" + worded, **said)

    def buy_cost(self, price: int) -> str:
        """The whole cost of buying: the price and, where the edition has it, the GST on it."""
        return self.session.money(price + self.game.gst(price))


BANK_SHORT = ("bank-no-houses", "bank-no-hotels")  # the engine's refusals for want of the bank's buildings


def bank_short(game, code: str) -> str:
    """The bank's empty supply in words, and where the edition auctions the last buildings,
    what becomes of the next one sold back to it."""
    kind = "hotels" if code == "bank-no-hotels" else "houses"
    return t(f"why_build_bank_{kind}_auction" if game.edition.rules.building_auction else f"why_build_bank_{kind}")


# reasons Build… gives on its own tooltip and tab but not on the prompt: Finance's first lap holds
# every player's building for turns on end, and the prompt would say so after every move
ONLY_ON_BUILD = frozenset({"build-after-lap"})


def build_refusals(game, me: int) -> tuple[list, list]:
    """The engine's refusals to build on each of `me`'s places: those for want of a whole group,
    and those on whole groups."""
    refusals = [game.why_not(A.Build(s), me) for s in game.owned[me] if game.edition.squares[s].kind == S.PLACE]
    refusals = [r for r in refusals if r is not None]
    missing = [r for r in refusals if r.code in ("build-needs-group", "build-needs-sites")]
    return missing, [r for r in refusals if r not in missing]


def lift_short(game, refusals: list, money) -> str:
    """Where every whole group waits on its mortgages and the person's cash can't lift even the
    cheapest of them, that cash in words: "pay off the mortgages" would ask what they can't do."""
    if any(r.code != "build-group-mortgaged" for r in refusals):
        return ""
    cheapest = min((m for r in refusals for m in r.fields["mortgaged"]), key=game.lift_cost)
    cost, cash = game.lift_cost(cheapest), game.players[game.pending.player].cash
    if cash >= cost:
        return ""
    return t("why_build_lift_cash", square=L.square_name(game.squares[cheapest]), cost=money(cost), cash=money(cash))


def build_live(game, me: int, legal: list) -> bool:
    """Whether Build… opens on something to do: a house to build, houses to sell (its sell rows),
    or a whole group's mortgage to lift (paid off where its house would go)."""
    return any(isinstance(a, A.Build | A.Sell) or isinstance(a, A.Unmortgage) and deed_buttons.group_row(game, me, a.square)
               for a in legal)


def main_row_height(screen) -> int:
    """The main row's least height: its labels on two lines at the prompt's size, inside the
    button's edge (a label is never set smaller than the sentence over it where the room allows)."""
    return fonts.block_room(2, prompt_size(screen), bold=True) + 2 * widgets.LABEL_CLEAR


def at_most(size: int) -> int:
    """The largest size at the usual text size that the text size grows to `size` or less."""
    return next((n for n in range(size, 1, -1) if round(n * th.text_scale) <= size), 1)


def loan_label(game, price: int, money) -> str:
    """Borrowing to buy says what it costs in all: the GST paid now and the loan repaid with
    its interest (never just the price, which reads cheaper than buying)."""
    gst = game.gst(price)
    repay = money(loan_repaid(game, price))
    return t("btn_loan_gst", gst=money(gst), repay=repay) if gst else t("btn_loan", repay=repay)


def loan_tip(game, price: int, money) -> str:
    """The loan's terms before it is taken: what is lent, what is paid now, what is owed and how
    it is repaid (the book's one loan at a time, repaid with a tenth more)."""
    gst, repay = game.gst(price), loan_repaid(game, price)
    button = t("btn_repay_short")  # the label's words at any size (its sum after them where it fits)
    return t("tip_loan", price=money(price), gst=money(gst), repay=money(repay), total=money(gst + repay),
             button=button)


def fit_repay(repay: Button, halves: list[Button]) -> None:
    """The loan's repayment reads at the size of the halves beside it (Trade…, Build…,
    Mortgage…), or no larger where it has a row of its own: its sum stays in its label where it
    fits whole at that size, else the label is the short one, its sum in its tooltip and on
    the person's card. With no halves beside it, its sum goes on a second line before it
    shrinks, its size its own."""
    if not halves:
        repay.wraps = repay.apart = True
        return
    size = min(widgets.natural_size(b) for b in halves)
    if repay.rect.size != halves[0].rect.size:  # a row of its own (thirds): no louder than the halves
        repay.size = at_most(size)
    if repay.id == "repay" and widgets.natural_size(repay) < min(size, repay.font_size()):
        repay.label = t("btn_repay_short")  # ("Not now", asking in its place, is short already)


def loan_repaid(game, price: int) -> int:
    return repayment(price, game.edition.rules.mortgage_interest_percent)


def shut_trade_key(rules, left: int, before_throw: bool) -> str:
    """The greyed Trade button's label: why no offer can be made now, short enough for the bar.
    Past the throw in an edition that trades only before it, that comes first (the offers come
    back with the next turn); else the offers used up; else when trading comes back (after the
    move, where the edition trades then too). Where offers go on at any time, the name alone."""
    trades_only_first = not rules.trade_any_time and not rules.trade_after_throw
    if trades_only_first and not before_throw:
        return "btn_trade_before_throw"
    if not left:
        return "btn_trade_used"
    if rules.trade_any_time:
        return "btn_trade_shut"
    return "btn_trade_after_move" if rules.trade_after_throw else "btn_trade_before_throw"


SPELLED_SHARE = 0.9  # the least share of its size the row keeps for Trade's count said in words


def spell_out_trade(game, row: list[Button]) -> None:
    """Trade's count said in words ("Trade · 3 left") where that stands on one line and keeps
    its row's shared size within a tenth of what it was; else the bare count ("Trade · 3"), which its tooltip
    says in full."""
    trade = next((b for b in row if b.id == "trade" and b.enabled), None)
    if trade is None:
        return
    short, size = trade.label, widgets.natural_size(trade)
    words = t("btn_trade_left", left=game.offers_left(game.current))
    for b in row:
        b.peers = tuple(words if p == short else p for p in b.peers)
    trade.label = words
    if widgets.natural_size(trade) >= size * SPELLED_SHARE and widgets.on_one_line(trade):
        return
    for b in row:
        b.peers = tuple(short if p == words else p for p in b.peers)
    trade.label = short


def jail_words(game, key: str, **fields) -> str:
    """A jail throw's words as the edition plays it: "doubles", or Business GST's "a double 6"."""
    n = game.edition.rules.jail_doubles
    return t(key + "_double", n=L.number(n), **fields) if n else t(key, **fields)


def has_something_to_give(game, player: int) -> bool:
    """Whether `player` has anything a trade could take from them: a place, cash or a bail card."""
    p = game.players[player]
    return bool(game.owned[player]) or p.cash > 0 or bool(p.bail_cards)
