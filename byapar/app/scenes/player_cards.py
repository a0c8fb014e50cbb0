"""The players' cards beside the board: token, name, bot tag, cash, state and the places held,
whoever must act outlined; money floating off a card as it is paid or received. Two columns
of big cards where the panel is wide, else one compact row a player."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from byapar.engine.money import repayment
from byapar.engine.state import lots_left_among

from .. import art, fonts, widgets
from .. import geometry as geo
from .. import lang as L
from .. import theme as th
from ..i18n import t

# The cash in Devanagari is set no smaller than this: at 14 px and below १ and ९ differ in fewer
# than 20 pixels, and read alike at a glance (checked glyph by glyph, bold, at each size).
DEVANAGARI_CASH = 15
DIGITS_APART = 20
# Below this size the bold weight all but fills ९'s loop, the one thing that tells it from १ (at
# 17 px, 800x600 at 150%, the two read alike); the regular weight keeps the loop open, as wide
# as the bold's at this size.
DEVANAGARI_BOLD_CASH = 22
_chips = fonts.SurfaceCache(256 * 1024)  # chips of money floating kept: a few payments' worth
GAP = 4  # between cards: a small window's log keeps the room (five rows at 800x600 and 150%)
SLIM_GAP = 2  # between slim cards, one line each, where the panel is short
SLIM_INSET = 2  # px a slim card's chips keep from its top and foot (the outline of whoever acts)
CHIP_GAP = 3  # px between the chips of a player's places
ROW_GAP = 2  # px between two rows of them
CHIP_TEXT = 14  # the design size of a chip's count (at 1280x800 and 100%), grown by the text size
FOLDED = ("more", "all")  # the kinds of chip that count places with no chip of their own
BAIL_PICTURE = "open_lock"  # a bail card's chip: the lock the card opens, in the chips' ink, never a warning's red


ACTING, TURN = "acting", "turn"  # a card's marks: the person acting now, the turn's player waiting meanwhile
MARK_FILLS = {ACTING: (255, 246, 214), TURN: th.PANEL, "": th.PANEL}


def mark_edge(img: pygame.Surface, mark: str, r: pygame.Rect, width: int, radius: int) -> None:
    """The card's edge for its mark: the accent all round for the person acting, a thin paler
    one for the turn's player while someone else acts out of turn (their turn still shows)."""
    if mark == ACTING:
        pygame.draw.rect(img, th.ACCENT, r, width, border_radius=radius)
    elif mark == TURN:
        pygame.draw.rect(img, th.lighten(th.ACCENT, 0.45), r, max(1, width - 1), border_radius=radius)


class PlayerCards:
    def __init__(self, app, session, presenter) -> None:
        self.app = app
        self.session = session
        self.game = session.game
        self.presenter = presenter
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cols, self.card_h = 1, 34
        self.slim = False  # one line a card (token, name, places, cash): a short panel's buttons and log keep the room
        self.hover = 0.0  # how long the mouse has rested on the cards (their tooltip)
        self._cache: tuple | None = None
        self._held_of: tuple = ()
        self._held: list[tuple[tuple[int, bool], ...]] = []
        self._img: pygame.Surface | None = None
        self.strips: dict[int, pygame.Rect] = {}  # each card's strip of places' marks, on the picture
        self.chips: dict[int, list[Chip]] = {}  # each card's chips of places, as painted on the picture
        self.cash_boxes: dict[int, pygame.Rect] = {}  # each card's cash figure, on the picture
        self.tag_hidden: dict[int, bool] = {}  # each big card whose bot tag gave way to its state
        self.marked: dict[int, bool] = {}  # each slim card whose state stands as a "!" (the tooltip says it)
        self.words: dict[int, list[pygame.Rect]] = {}  # each card's token (first), name, tag, cash and state, on the picture
        # whose hands the table is in: the person whose decision it is, unless the board says
        # the laptop passes to, or is with, someone acting out of turn
        self.in_hand: Callable[[], int] = lambda: self.game.pending.player

    def layout(self, x: int, y: int, width: int, scale: float, slim: bool = False, taller: int = 0) -> pygame.Rect:
        """Place the cards from (x, y) across `width`, slim ones where asked (`taller` than their
        line where the panel has the room); returns the rectangle they take."""
        n = len(self.game.players)
        cols = 2 if width >= 380 and not slim else 1
        card_h = max(34, self._design_height(cols, scale), self._least_height(cols))
        if cols == 2 and not self._names_fit((width - GAP) // 2, card_h):  # a long name at a large text size
            cols = 1  # one card a row, as wide as the panel: the name keeps its size, not squeezed into half
            card_h = max(34, self._design_height(cols, scale), self._least_height(cols))
        rows = -(-n // cols)
        self.cols, self.card_h, self.slim = cols, card_h, slim
        if slim:
            self.card_h = max(fonts.line_room(th.size(15, self.app.screen), bold=True),
                              fonts.line_room(cash_size(self.app.screen, 1), bold=True)) + 4 + taller
        self.rect = pygame.Rect(x, y, width, rows * (self.card_h + self.gap()))
        self._cache = None
        return self.rect

    def gap(self) -> int:
        return SLIM_GAP if self.slim else GAP

    def room_wanted(self) -> int:
        """How much taller than their line slim cards would stand two rows of chips at their
        usual size: the most they take of the room the panel leaves over."""
        rows = 2 * chip_height(self.app.screen) + ROW_GAP + 2 * SLIM_INSET
        return max(0, rows - self.card_h) if self.slim else 0

    def room_needed(self) -> int:
        """How much taller than their line slim cards would stand two rows of chips at their least
        size: what the log may give a row up for (else many groups fold into a "+N" chip)."""
        rows = 2 * least_chip_height(self.app.screen) + ROW_GAP + 2 * SLIM_INSET
        return max(0, rows - self.card_h) if self.slim else 0

    def _design_height(self, cols: int, scale: float) -> int:
        """A card's height in the design: two columns of big cards, or one compact row a player."""
        two = len(self.game.players) <= 2 and cols == 2
        return int(84 * scale) if two else int((78 if cols == 2 else 44) * scale)

    def _names_fit(self, card_w: int, card_h: int) -> bool:
        """Whether every name fits on one line on a big card `card_w` wide (beside a bot's level)
        at least at its size at 100% text: else a two-column card would set it smaller than there."""
        screen = self.app.screen
        name_size, tag_size = th.size(15, screen, grown=1.0), th.size(12, screen)
        tok = max(8, int(card_h * 0.18))
        room = card_w - (2 * tok + 16) - 8
        for i, pl in enumerate(self.game.players):
            tag = self._tag(i)
            beside = min(fonts.width(tag, tag_size) + 2, int(room * 0.45)) + 6 if tag else 0
            if fonts.width(pl.name, name_size, bold=True) > room - beside:
                return False
        return True

    def _least_height(self, cols: int) -> int:
        """The height a card's lines need at the chosen text size: name, cash and the places'
        row on a big card; the name's line over the cash's on a compact one."""
        screen = self.app.screen
        name_lh = fonts.line_height(th.size(15, screen)) + 2
        tag_lh = fonts.line_height(th.size(12, screen)) + 2
        cash_lh = fonts.line_height(cash_size(screen, cols)) + 2
        if cols == 2:
            return 2 + name_lh + cash_lh + tag_lh + 3
        return 2 * max(name_lh, cash_lh) + 4

    def alone_height(self) -> int:
        """The height of a card drawn alone by `paint_alone`."""
        return max(34, self._least_height(1))

    def paint_alone(self, surf: pygame.Surface, i: int, r: pygame.Rect) -> None:
        """Card `i` alone at `r`, its name over its cash: where a window covers the cards (an
        auction), the person bidding still sees their cash. What the floaters keep off stays
        as painted on the cards."""
        kept = self.cols, self.slim, dict(self.strips), dict(self.cash_boxes), dict(self.words), dict(self.tag_hidden)
        self.cols, self.slim = 1, False
        try:
            self._paint(surf, i, r)
        finally:
            self.cols, self.slim, self.strips, self.cash_boxes, self.words, self.tag_hidden = kept

    def card_rect(self, i: int) -> pygame.Rect:
        r, gap = self.rect, self.gap()
        w = (r.w - gap * (self.cols - 1)) // self.cols
        k = turn_place(self.game, i)
        return pygame.Rect(r.x + (k % self.cols) * (w + gap), r.y + (k // self.cols) * (self.card_h + gap), w, self.card_h)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i in range(len(self.game.players)) if self.card_rect(i).collidepoint(pos)), None)

    # ----- the tooltip ("click for their holdings") ---------------------------------------------

    def update(self, dt: float, mouse: tuple[int, int], on_button: bool) -> None:
        over = self.rect.collidepoint(mouse) and not on_button
        self.hover = self.hover + dt if over else 0.0

    def tooltip_in(self, mouse: tuple[int, int], on_button: bool) -> float | None:
        """Seconds until the cards' tooltip is due, or None when it isn't coming."""
        if self.rect.collidepoint(mouse) and not on_button and self.hover < widgets.TOOLTIP_DELAY:
            return widgets.TOOLTIP_DELAY - self.hover
        return None

    def draw_tooltip(self, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
        if self.hover >= widgets.TOOLTIP_DELAY:
            widgets.tooltip(surf, self.tip(self.card_at(mouse), mouse), mouse)

    def tip(self, i: int | None, mouse: tuple[int, int] | None = None) -> str:
        """The cards' tooltip; over a slim card, or a big one whose bot tag gave way to its state,
        its bot tag and state first (the card has no room for them all); over a chip that counts
        places with no chip of their own ("+3"), which places those are; over a bail card's chip,
        what it is."""
        told = self.slim or self.tag_hidden.get(i, False)
        state = self._state(i) if told and i is not None else []
        if state and self.slim and self.marked.get(i):
            state = [t("tip_state_mark", state=" · ".join(state))]
        said = [self.game.players[i].name, self._tag(i), *state] if told and i is not None else []
        chip = self._chip_said_at(i, mouse)
        return " · ".join([part for part in said if part] + chip + [t("tip_player_card")])

    def _chip_said_at(self, i: int | None, mouse: tuple[int, int] | None) -> list[str]:
        """What the chip under `mouse` stands for where its face can't say it: the places a "+3"
        chip (or the one chip of all) counts, named; the bail cards a lock's chip counts."""
        if i is None or mouse is None:
            return []
        squares = self.game.edition.squares
        for c in self.chips.get(i, []):
            if not c.rect.move(self.rect.topleft).collidepoint(mouse):
                continue
            if c.kind == "bail_cards":
                return [self._bail_said(i)]
            if c.kind in FOLDED:
                names = ", ".join(L.square_name(squares[s]) for s in c.places)
                key = "tip_chip_more" if c.kind == "more" else "tip_chip_all"
                return [t(key, n=len(c.places), places=names)]
        return []

    def _bail_said(self, i: int) -> str:
        """Player `i`'s bail cards in words: "Bail card ×1", the card called as its edition calls it."""
        shown = self.presenter.table
        return t("state_bail", card=L.bail_card_alone(shown.edition, short=True), n=len(shown.bail_cards[i]))

    # ----- the cards --------------------------------------------------------------------------

    def key(self) -> tuple:
        """What the cards show (the table as the presenter has shown it so far), card by card."""
        return tuple(map(self._card_key, range(len(self.game.players))))

    def _card_key(self, i: int) -> tuple:
        """What card `i` shows: its tag and state words are made of these (in the language shown,
        which the board's key holds), so they are not worded every frame to be compared."""
        shown = self.presenter.table
        seat_tag = getattr(self.session, "seat_tag", None)  # a friend's table: "you", who is away
        tag = self.session.seats[i]["kind"] if seat_tag is None or self.session.is_bot(i) else seat_tag(i)
        resigned = shown.bankrupt[i] and self.session.comfort.left_by_resigning(i)
        return (self.presenter.cash[i], shown.in_jail[i], shown.bankrupt[i], len(shown.bail_cards[i]), shown.loans[i],
                self._holdings()[i], self._mark(i), tag, resigned, turn_place(self.game, i))

    def _mark(self, i: int) -> str:
        """How card `i` stands out: ACTING for the person whose hands the table is in, TURN (quieter)
        for the player whose decision waits meanwhile, else nothing."""
        if self.game.over:
            return ""
        if i == self.in_hand():
            return ACTING
        return TURN if i == self.game.pending.player else ""

    def _holdings(self) -> list[tuple[tuple[int, bool], ...]]:
        """Each player's places shown, with whether each is mortgaged: worked out again only when
        an owner or a mortgage changed (the cards' key is asked every frame)."""
        shown = self.presenter.table
        table = (tuple(shown.owner), tuple(shown.mortgaged))
        if table != self._held_of:
            self._held_of = table
            self._held = [tuple((s, shown.mortgaged[s]) for s in shown.owned(i)) for i in range(len(self.game.players))]
        return self._held

    def draw(self, surf: pygame.Surface) -> None:
        """The cards, from a cached picture: a card whose content changed is painted again on
        it, the others kept (all are painted while the texts drawn are noted)."""
        key = self.key()
        if self._cache is None or self._img is None or self._img.get_size() != self.rect.size or fonts.is_recording():
            self._img = pygame.Surface(self.rect.size).convert()
            self._img.fill(th.BG)
            self._cache = (None,) * len(key)
        for i, (was, now) in enumerate(zip(self._cache, key, strict=True)):
            if was != now:
                r = self.card_rect(i).move(-self.rect.x, -self.rect.y)
                self._img.fill(th.BG, r)
                self._paint(self._img, i, r)
        self._cache = key
        surf.blit(self._img, self.rect)

    def _paint(self, img: pygame.Surface, i: int, r: pygame.Rect) -> None:
        if self.slim:
            self._paint_slim(img, i, r)
            return
        g = self.game
        pl = g.players[i]
        fill = (200, 196, 188) if self.presenter.table.bankrupt[i] else MARK_FILLS[self._mark(i)]
        pygame.draw.rect(img, fill, r, border_radius=10)
        mark_edge(img, self._mark(i), r, 3, 10)
        tok = max(8, int(r.h * 0.18 if self.cols == 2 else r.h * 0.28))
        centre = (r.x + tok + 8, r.y + tok + 8)
        th.draw_token(img, self.session.shape(i), self.session.colour(i), centre, tok)
        name_size = th.size(15, self.app.screen)
        name = pl.name
        tag = self._tag(i)
        x = r.x + 2 * tok + 16
        room = r.right - 8 - x
        tag_size = th.size(12, self.app.screen)
        name_lh, tag_lh = (fonts.line_height(n) + 2 for n in (name_size, tag_size))
        half = r.h // 2  # a one-line card: name and tag on its upper half, the rest on the lower
        reach = round(th.token_extent(tok))
        words = self.words[i] = [pygame.Rect(centre[0] - reach, centre[1] - reach, 2 * reach, 2 * reach)]  # the token too
        name_w = room
        st = " · ".join(self._state(i))
        # a person's loan or jail stands where a bot's tag would, in the upper corner: the foot
        # keeps its width for the places; a bot's too where the foot would not show it whole beside
        # every group's chip (the tag then said by the tooltip)
        state = bool(st) and (not tag or self.cols == 2 and not self._fits_foot(i, r, st))
        self.tag_hidden[i] = state and bool(tag)
        corner, st = (st, "") if state else (tag, st)
        if corner:  # a tag keeps what the name leaves, up to 45% of the room; a state up to 60%, or
            # all the name leaves (a loan's sum cut off would say nothing)
            size = th.reading_size(12, self.app.screen) if state else tag_size
            share = int(room * (0.6 if state else 0.45))
            if state:
                share = max(share, room - fonts.width(name, name_size, bold=True) - 8)
            corner_w = min(fonts.width(corner, size, bold=state) + 2, share)
            corner_lh = fonts.line_height(size) + 2
            box = pygame.Rect(r.right - 8 - corner_w, r.y + 6, corner_w, corner_lh) if self.cols == 2 else \
                pygame.Rect(r.right - 8 - corner_w, r.y + 2, corner_w, half - 2)
            words.append(_inked(fonts.line(img, corner, box, size, th.BAD if state else th.MUTED, bold=state,
                                           align="right", valign="center", min_size=8), box, "right"))
            name_w = room - corner_w - 6
        box = pygame.Rect(x, r.y + 4, name_w, name_lh) if self.cols == 2 else pygame.Rect(x, r.y + 2, name_w, half - 2)
        words.append(_inked(fonts.line(img, name, box, name_size, th.TEXT, bold=True, valign="center"), box, "left", True))
        money = self.session.money(self.presenter.cash[i])
        cash_box, cash_at, least = self._cash_place(r, money)
        align = "left" if self.cols == 2 else "right"
        bold = cash_bold(cash_at)
        fit = fonts.line(img, money, cash_box, cash_at, th.TEXT, bold=bold, align=align, valign="center",
                         min_size=least)
        cash_w = fonts.width(fit.lines[0], fit.size, bold=bold) if fit.lines else 0
        cash_x = cash_box.x if align == "left" else cash_box.right - cash_w
        self.cash_boxes[i] = pygame.Rect(cash_x, cash_box.y, cash_w, cash_box.h)  # the floaters keep off it
        words.append(self.cash_boxes[i])
        if self.cols == 2:  # the places along the foot (at least their count's chip), and the state at its right end
            strip_right = r.right - 8
            if st:
                least = self._chips_width(i, min(tag_lh, chip_height(self.app.screen)), 0)
                st_w = min(fonts.width(st, tag_size, bold=True) + 2, r.w - 16 - (least + 6 if least else 0))
                box = pygame.Rect(r.right - 8 - st_w, r.bottom - tag_lh - 3, st_w, tag_lh)
                fonts.line(img, st, box, tag_size, th.BAD, bold=True, align="right", valign="center")
                words.append(box)
                strip_right = box.x - 6
            high = tag_lh
            strip = pygame.Rect(r.x + 8, r.bottom - high - 4, max(0, strip_right - r.x - 8), high)
        else:  # one compact row a player, its lower line: the state, the places, the cash at the right
            right = r.right - 8 - cash_w - 8
            high = r.h - half - 4
            strip_x = x
            if st:  # a loan or jail is read at a glance: at the reading size where the row has room,
                # the places between it and the cash, as on a slim card (a loan's sum read as the cash's)
                least = self._chips_width(i, min(high, chip_height(self.app.screen)), 0)
                room = right - x - (least + 6 if least else 0)
                st_size = th.reading_size(12, self.app.screen)
                box = pygame.Rect(x, r.y + half, max(0, min(fonts.width(st, st_size, bold=True) + 2, room)), r.h - half - 2)
                fit = fonts.line(img, st, box, st_size, th.BAD, bold=True, valign="center", min_size=8)
                inked = _inked(fit, box, "left", True)
                words.append(inked)
                strip_x = inked.right + 6
            strip = pygame.Rect(strip_x, r.y + half + 1, max(0, right - strip_x), high)
        self.strips[i] = strip
        img.set_clip(strip)  # many places in a narrow strip: the marks never run under the words
        self._paint_holdings(img, i, strip)
        img.set_clip(None)

    def _fits_foot(self, i: int, r: pygame.Rect, st: str) -> bool:
        """Whether state `st` stands whole at the foot of big card `r`, at its right, beside a chip
        for every group player `i` holds."""
        tag_size = th.size(12, self.app.screen)
        high = fonts.line_height(tag_size) + 2
        room = r.w - 16 - fonts.width(st, tag_size, bold=True) - 2 - 6
        return room > 0 and not any(c.kind in FOLDED for c in self._chip_plan(i, high, room))

    def _paint_slim(self, img: pygame.Surface, i: int, r: pygame.Rect) -> None:
        """A card on one line: token, name, a bot's level, a loan or jail where it fits whole at the
        reading size (else a mark, the tooltip saying it), the places' marks, and the cash at the right."""
        fill = (200, 196, 188) if self.presenter.table.bankrupt[i] else MARK_FILLS[self._mark(i)]
        pygame.draw.rect(img, fill, r, border_radius=6)
        mark_edge(img, self._mark(i), r, 2, 6)
        tok = max(6, int(r.h * 0.3))
        centre = (r.x + tok + 6, r.centery)
        th.draw_token(img, self.session.shape(i), self.session.colour(i), centre, tok)
        reach = round(th.token_extent(tok))
        token = pygame.Rect(centre[0] - reach, centre[1] - reach, 2 * reach, 2 * reach)
        x = r.x + 2 * tok + 12
        screen = self.app.screen
        money = self.session.money(self.presenter.cash[i])
        cash, cash_at, least = self._cash_place(r, money)
        fonts.line(img, money, cash, cash_at, th.TEXT, bold=cash_bold(cash_at), align="right", valign="center",
                   min_size=least)
        self.cash_boxes[i] = cash
        room = cash.x - 8 - x
        name_size = th.size(15, screen)
        name = pygame.Rect(x, r.y, min(room, fonts.width(self.game.players[i].name, name_size, bold=True) + 2), r.h)
        words = self.words[i] = [token, _inked(fonts.line(img, self.game.players[i].name, name, name_size, th.TEXT,
                                                          bold=True, valign="center"), name, "left", True), cash]
        middle = pygame.Rect(name.right + 6, r.y, cash.x - 6 - name.right - 6, r.h)
        high = max(0, r.h - 2 * SLIM_INSET)  # the chips' rows: one, or two where they fit the card
        st = " · ".join(self._state(i))
        seat = self._slim_seat_words(i, middle.w, high, st)
        if seat:  # who plays the seat, beside the name: a bot and its level before the places
            words_said, size, high = seat
            box = pygame.Rect(middle.x, r.y, min(middle.w, fonts.width(words_said, size) + 2), r.h)
            fonts.line(img, words_said, box, size, th.MUTED, valign="center", min_size=size)
            words.append(box)
            middle.update(box.right + 6, r.y, max(0, middle.right - box.right - 6), r.h)
        if st and middle.w > 0:  # whole at the reading size, down to its least, beside the places' chips
            # (as they stand in the whole room, else every one smaller, else one chip saying how many,
            # else that chip lower); else a mark, the tooltip saying it
            sizes = range(th.reading_size(12, screen), th.READING_LEAST - 1, -1)
            said, st_size = "!", th.reading_size(12, screen)
            # in full, else the loan's word alone, else only what the player must see to (jail, a loan)
            told = [w for w in dict.fromkeys((st, " · ".join(self._state(i, short=True)), " · ".join(self._pressing(i)))) if w]
            found = first_fit([(words, sizes) for words in told], middle.w, self._chips_kept(i, high, middle.w), bold=True)
            if found:
                said, st_size, high = found
            self.marked[i] = said == "!"
            # beside the name, the places between it and the cash: a loan's word right before the
            # cash read as the loan's sum
            st_w = min(middle.w, fonts.width(said, st_size, bold=True) + 2)
            box = pygame.Rect(middle.x, r.y, st_w, r.h)
            fonts.line(img, said, box, st_size, th.BAD, bold=True, valign="center")
            words.append(box)
            middle.update(box.right + 4, r.y, max(0, middle.right - box.right - 4), r.h)
        strip = pygame.Rect(middle.x, r.y + (r.h - high) // 2, max(0, middle.w), high)
        self.strips[i] = strip
        img.set_clip(strip)
        self._paint_holdings(img, i, strip)
        img.set_clip(None)

    def _chips_kept(self, i: int, high: int, room: int) -> list[tuple[int, int]]:
        """The ways player `i`'s chips may stand beside words on a slim card with `room` between
        its name and cash, best first, each a height and a width: as they stand in the whole room,
        else every one smaller, else one chip saying how many, else that chip lower."""
        low = min(high, least_chip_height(self.app.screen))
        every = self._narrowest(i, high)
        return [(high, self._chips_width(i, high, room)), *([(high, every)] if every else []),
                (high, self._chips_width(i, high, 0)), (low, self._chips_width(i, low, 0))]

    def _slim_seat_words(self, i: int, room: int, high: int, state: str) -> tuple[str, int, int] | None:
        """What a slim card says beside the name about who plays the seat: a bot's level ("Hard
        bot", else "Hard"), or at a friend's table "you" or who is away; with its size and the
        height the places' chips keep beside it, room kept for the player's `state`. None where
        the card has no room for it even at the window's least size (the tooltip says it)."""
        if self.session.is_bot(i):
            kind = t("kind_" + self.session.seats[i]["kind"])
            told = [t("bot_tag_slim", kind=kind), kind]
        else:
            told = [self._tag(i)] if self._tag(i) else []
        if not told:
            return None
        screen = self.app.screen
        largest = th.size(12, screen)
        # the whole words at the tag's size, else the level alone as large as the card's room allows
        options = [(told[0], range(largest, largest - 1, -1))]
        options += [(told[-1], range(largest, max(fonts.least_size(told[-1]), th.text_floor(screen)) - 1, -1))]
        # the room a state keeps: on a bot's card its level comes first, the state standing as a "!"
        # where both have no room (the family has nothing to see to for a bot); a person's state
        # stays in words
        pressing = " · ".join(self._pressing(i))
        least = [pressing, "!"] if self.session.is_bot(i) else [pressing or "!"]
        marks = [mark for mark in least if mark] if state else []
        for kept in [fonts.width(mark, th.READING_LEAST, bold=True) + 2 + 6 for mark in marks] or [0]:
            chips = self._chips_kept(i, high, room - kept)
            # as large as it reads beside every chip, else beside one counting them
            found = largest_fit(options, room - kept, chips[:-2]) or largest_fit(options, room - kept, chips[-2:])
            if found:
                return found
        return None

    def _cash_place(self, r: pygame.Rect, money: str) -> tuple[pygame.Rect, int, int]:
        """Where a card (at `r` on the picture) sets its cash `money`, at what size and least size."""
        screen = self.app.screen
        if self.slim:
            size = cash_size(screen, 1)
            w = fonts.width(money, size, bold=cash_bold(size))
            return pygame.Rect(r.right - 8 - w, r.y, w, r.h), size, 9
        size = cash_size(screen, self.cols)
        tok = max(8, int(r.h * 0.18 if self.cols == 2 else r.h * 0.28))
        x = r.x + 2 * tok + 16
        if self.cols == 2:
            name_lh = fonts.line_height(th.size(15, screen)) + 2
            box = pygame.Rect(x, r.y + 2 + name_lh, r.right - 8 - x, fonts.line_height(size) + 2)
        else:
            half = r.h // 2
            box = pygame.Rect(r.x + r.w // 2, r.y + half, r.w // 2 - 8, r.h - half - 2)
        return box, size, min(size, least_cash())

    def fit_cash_ahead(self, i: int, cash: int, amount: int) -> None:
        """The words of `cash` on card `i` fitted and rendered ahead, and the chip of `amount`
        floating from it (a payment waiting to play out), so the frames that show them find them
        made."""
        self._chip(amount, th.size(18, self.app.screen))
        money = self.session.money(cash)
        box, size, least = self._cash_place(self.card_rect(i).move(-self.rect.x, -self.rect.y), money)
        fonts.fit(money, size, max(1, box.w), max(1, box.h), 1, least, cash_bold(size), fonts.LINE_STEP, True,
                  fonts.CONDENSE, th.TEXT)

    def _tag(self, i: int) -> str:
        """The word beside a name: a bot's level, or at a friend's table "you" and who is away."""
        if self.session.is_bot(i):
            return t("bot_tag", level=t("level_" + self.session.seats[i]["kind"]))
        seat_tag = getattr(self.session, "seat_tag", None)  # a seat at a table hosted elsewhere
        return seat_tag(i) if seat_tag is not None else ""

    def _state(self, i: int, short: bool = False) -> list[str]:
        """What is worth knowing about a player at a glance: bankrupt or in jail, a loan (`short`:
        the word alone, its sum in the tooltip), as the presenter has shown it so far (the live
        game may be ahead of the show). Bail cards are not a state to worry about: a chip of their
        own stands among the places (`_chip_plan`)."""
        shown = self.presenter.table
        state = []
        if shown.bankrupt[i]:
            state.append(t("state_resigned") if self.session.comfort.left_by_resigning(i) else t("state_bankrupt"))
        elif shown.in_jail[i]:
            state.append(t("state_jail"))
        if shown.loans[i]:  # Business GST: the bank's loan, owed with its interest, as Repay and worth count it
            owed = repayment(shown.loans[i], shown.edition.rules.mortgage_interest_percent)
            state.append(t("state_loan_short") if short else t("state_loan", amount=self.session.money(owed)))
        if not shown.bankrupt[i] and lots_left_among(shown.edition, [s for s, _ in self._holdings()[i]]) == 0:  # Finance: no more lots from the bank
            state.append(t("state_no_markers"))
        return state

    def _pressing(self, i: int) -> list[str]:
        """What player `i` must see to, in a word each: jail, a loan to repay."""
        shown = self.presenter.table
        if shown.bankrupt[i]:
            return []
        return [t("state_jail")] * shown.in_jail[i] + [t("state_loan_short")] * bool(shown.loans[i])

    def _groups_held(self, i: int) -> list[tuple[list[int], bool]]:
        """Player `i`'s places as the presenter shows them, a group at a time in board order, its
        mortgaged places apart from the others."""
        squares = self.game.edition.squares
        out: dict[tuple[str, bool], list[int]] = {}
        for s, mortgaged in self._holdings()[i]:
            out.setdefault((squares[s].group, mortgaged), []).append(s)
        return [(places, mortgaged) for (_group, mortgaged), places in out.items()]

    def _chip_plan(self, i: int, high: int, room: int) -> list[Chip]:
        """The chips of player `i`'s holdings in a strip `high` tall and `room` wide, from its left:
        their bail cards' first (a lock and how many), then one a group (its mortgaged places on
        one of their own) with how many are held, in board order, at the largest size at which
        every one fits, on as many rows as the strip's height holds; where not even the least size
        fits them all, as many groups' as do and one saying how many more; where not even one
        does, one "+N" chip for them all, which names no group (the tooltip names its places)."""
        if high <= 0:
            return []
        squares = self.game.edition.squares
        groups = [Chip(L.number(len(places)), places, mortgaged,
                       "group" if geo.mark_shape(geo.band_colour(squares[places[0]])) == "fill" else "mark")
                  for places, mortgaged in self._groups_held(i)]
        cards = len(self.presenter.table.bail_cards[i])
        kept = [Chip(L.number(cards), [], False, "bail_cards")] if cards else []  # never folded: not a place
        if not groups and not kept:
            return []
        screen = self.app.screen
        largest, least = chip_size(screen, min(high, chip_height(screen))), least_chip_size(screen)
        # every group's chip, else as many as the rows hold and "+N" for the rest
        tries = [groups] + [[*groups[:n], folded(groups[n:], "more")] for n in range(len(groups) - 1, 0, -1)]
        for chips in tries:
            placed = _laid([*kept, *chips], room, high, largest, least)
            if placed is not None:
                return placed
        last = [*kept, folded(groups, "all")] if groups else kept
        tall = min(high, chip_face_height(largest))
        widths = [chip_width(c.says, tall, largest, c.kind) for c in last]
        return _rows_placed(last, widths, [list(range(len(last)))], tall, high, largest)

    def _chips_width(self, i: int, high: int, room: int) -> int:
        """How wide player `i`'s chips stand in a strip `high` tall and `room` wide."""
        return max((c.rect.right for c in self._chip_plan(i, high, room)), default=0)

    def _narrowest(self, i: int, high: int) -> int:
        """The least width in which every one of player `i`'s chips shows in a strip `high` tall
        (at the least size, on as many rows as it holds); 0 where no width does."""
        whole = self._chips_width(i, high, 1 << 16)
        if any(c.kind in FOLDED for c in self._chip_plan(i, high, whole)):
            return 0
        lo, hi = 0, whole  # every chip shows in `hi`, not in `lo`
        while hi - lo > 1:
            mid = (lo + hi) // 2
            every = not any(c.kind in FOLDED for c in self._chip_plan(i, high, mid))
            lo, hi = (lo, mid) if every else (mid, hi)
        return hi

    def _paint_holdings(self, img: pygame.Surface, i: int, r: pygame.Rect) -> None:
        """The places held as chips at the strip's left, their rows vertically centred in it: each
        an outlined tag, its group's colour at the left (an airport's a square with a dot, a
        service's a ring, or the board's picture of its first place where the edition's kinds'
        marks would not tell two groups apart), the number held on the light part; a mortgaged
        group's greyed and struck through; bail cards' a lock. Never a plain swatch, so none is read
        as a player's colour."""
        chips = self._chip_plan(i, r.h, r.w)
        self.chips[i] = [c._replace(rect=c.rect.move(r.topleft)) for c in chips]
        edition = self.game.edition
        for c in self.chips[i]:
            picture = BAIL_PICTURE if c.kind == "bail_cards" else \
                art.mark_picture(edition, edition.squares[c.places[0]]) if c.places else ""
            draw_chip(img, c, [geo.band_colour(edition.squares[s]) for s in c.places], c.size, picture)

    # ----- money on the move ------------------------------------------------------------------------

    def draw_floaters(self, surf: pygame.Surface) -> None:
        """Money floats up from the player's cash: green in, red out, each on its own chip."""
        for f, chip, box, rise in self.floater_chips(surf):
            up = min(1.0, f.age / 0.8)
            chip.set_alpha(max(0, int(255 * (1 - up))))
            surf.blit(chip, (box.x, box.y - up * rise))

    def floater_chips(self, surf: pygame.Surface) -> list:
        """Each floater's chip, where it starts and how far it rises: on its own card beside the
        cash it changes, else on the card where no words or chips of places are, so it covers no
        name, figure, state or place, and never off the card (so never over the buttons above the
        cards). Where it can't rise clear, it fades where it stands; where it can't stand clear at
        its size, a smaller chip does; with no clear place at all, none shows (the log says the
        sum). Each keeps off the card's token too where the card has the room. A sum waiting for
        the one before it on its card to rise (`Floater.showing`) is not shown yet."""
        taken = self.words_boxes() + self.chip_boxes()
        tokens = [boxes[0].move(self.rect.topleft) for boxes in self.words.values() if boxes]
        chips = []
        for f in (f for f in self.presenter.floaters if f.showing):
            spot = None
            # clear of the card's token too; where a card is too full for that, over its token before any words
            for keep_off in (taken, [b for b in taken if b not in tokens]):
                for size in (th.size(18, surf), th.size(14, surf), max(least_cash(), fonts.floor())):
                    chip = self._chip(f.amount, size)
                    spot = self._spot(f.player, chip.get_size(), keep_off)
                    if spot is not None:
                        break
                if spot is not None:
                    break
            if spot is None:  # a card full of words and places: the log says the sum
                continue
            box, rise = spot
            taken.append(box.union(box.move(0, -rise)).inflate(4, 0))  # several at once stand apart
            chips.append((f, chip, box, rise))
        return chips

    def _chip(self, amount: int, size: int) -> pygame.Surface:
        """The chip of money floating (kept: it is drawn every frame it floats, and made ahead by
        `fit_cash_ahead`; its fading is set on it each frame before it is drawn)."""
        colour = th.GOOD if amount > 0 else th.BAD
        text = ("+" if amount > 0 else "-") + self.session.money(abs(amount))
        key = (text, size, colour)
        chip = _chips.get(key)
        if chip is None:
            words = fonts.render(text, size, colour, bold=True)
            chip = pygame.Surface((words.get_width() + 10, words.get_height()), pygame.SRCALPHA)
            pygame.draw.rect(chip, th.PANEL, chip.get_rect(), border_radius=chip.get_height() // 2)
            chip.blit(words, (5, 0))
            _chips.put(key, chip)
        return chip

    def _spot(self, i: int, size: tuple[int, int], taken: list[pygame.Rect]) -> tuple[pygame.Rect, int] | None:
        """The first place on card `i` a chip of `size` stands clear of `taken`, rising a quarter
        of the card where that stays clear (else not rising); None where nowhere on it is clear."""
        r, cash = self.card_rect(i), self.cash_box(i)
        w, h = size
        inside = r.inflate(-8, -4)
        rows = [cash.centery - h // 2, r.y + 2, r.bottom - h - 2]  # the cash's line first, then the others
        for y in rows:
            starts = [cash.x - 6 - w, cash.right + 6] + list(range(inside.right - w, inside.x - 1, -max(4, w // 4)))
            for x in starts:
                box = pygame.Rect(x, y, w, h)
                if not inside.contains(box) or box.collidelist(taken) != -1:
                    continue
                for rise in (r.h // 4, 0):
                    if box.union(box.move(0, -rise)).clip(r) == box.union(box.move(0, -rise)) and \
                            box.union(box.move(0, -rise)).collidelist(taken) == -1:
                        return box, rise
        return None

    def words_boxes(self) -> list[pygame.Rect]:
        """Every token, name, tag, cash figure and state as painted, on the screen: what a chip keeps off."""
        return [box.move(self.rect.topleft) for boxes in self.words.values() for box in boxes]

    def chip_boxes(self) -> list[pygame.Rect]:
        """Every card's chips of places as painted, on the screen: what a chip of money keeps off too."""
        return [c.rect.move(self.rect.topleft) for chips in self.chips.values() for c in chips]

    def cash_box(self, i: int) -> pygame.Rect:
        """Where card `i`'s cash figure was last painted, on the screen."""
        return self.cash_boxes.get(i, pygame.Rect(self.card_rect(i).center, (0, 0))).move(self.rect.topleft)


def turn_place(game, i: int) -> int:
    """Where player `i`'s card stands among the cards: in turn order, the player who opened the
    game first (after a throw-off for who starts, seat order alone read as the turns' order)."""
    return (i - game.first) % len(game.players)


def first_fit(options: list[tuple[str, range]], room: int, chips: list[tuple[int, int]],
              bold: bool = False) -> tuple[str, int, int] | None:
    """The first of `options` (words and the sizes they may take, largest first) that stands
    whole in `room` beside the first way the chips may stand (`chips`: each their height and
    width, best first): the words, their size and the chips' height; None where none does."""
    return next(((words, size, high) for high, width in chips for words, sizes in options for size in sizes
                 if fonts.width(words, size, bold=bold) + 2 <= room - width - (4 if width else 0)), None)


def largest_fit(options: list[tuple[str, range]], room: int, chips: list[tuple[int, int]]) -> tuple[str, int, int] | None:
    """`first_fit`, the words' size before the chips' way: the first of `options` at the largest
    of its sizes at which it stands beside any of `chips`."""
    sizes = ((words, size) for words, sizes in options for size in sizes)
    return next((found for words, size in sizes if (found := first_fit([(words, range(size, size - 1, -1))], room, chips))), None)


def _inked(fit: fonts.Fit, box: pygame.Rect, align: str, bold: bool = False) -> pygame.Rect:
    """The part of `box` a one-line text set in it takes, by its alignment."""
    w = min(box.w, int(fonts.width(fit.lines[0], fit.size, bold=bold) * fit.squeeze) + 1) if fit.lines else 0
    return pygame.Rect(box.x if align == "left" else box.right - w, box.y, w, box.h)


def least_cash() -> int:
    """The least size the cards' cash is set at: Devanagari digits need more than Latin's floor."""
    return DEVANAGARI_CASH if L.digits("19") != "19" else 10


def cash_bold(size: int) -> bool:
    """Whether the cards' cash at `size` is set bold: Latin digits always; Devanagari ones from
    the size where bold keeps ९'s loop open (below it they take the regular weight)."""
    return L.digits("19") == "19" or size >= DEVANAGARI_BOLD_CASH


def cash_size(screen, cols: int) -> int:
    """The cards' cash size: large on a big card, never below what tells its digits apart."""
    return max(th.size(22 if cols == 2 else 18, screen), least_cash())


class Chip(NamedTuple):
    """A chip of a player's holdings on their card: how many it says, which places, whether they
    are mortgaged, and its kind: one group's ("group", or "mark" for the airports' and the services'
    marks), the ones that had no room ("more"), all of them where none had ("all"; drawn as
    "more", its tooltip counting them all), or the bail cards held ("bail_cards", no places)."""

    says: str
    places: list[int]
    mortgaged: bool
    kind: str = "group"
    rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
    size: int = 0  # its count's size, as laid out


def folded(chips: list[Chip], kind: str) -> Chip:
    """One chip for the places of `chips` that have no room of their own: "+N", with no colour
    part, so it reads as more places and never as a group of its own."""
    places = [p for c in chips for p in c.places]
    return Chip("+" + L.number(len(places)), places, False, kind)


def chip_height(screen) -> int:
    """A chip's height where the card has the room: its count's digits with room round them."""
    return chip_face_height(th.size(CHIP_TEXT, screen))


def chip_face_height(size: int) -> int:
    """The height of a chip whose count is set at `size`."""
    return _digits_high(size) + 2 * _chip_pad(size)


def chip_size(screen, high: int) -> int:
    """The size of a chip's count in a chip `high` tall: the cards' small words' size, grown by the
    text size, smaller only where the chip is lower, never under the window's floor."""
    size = th.size(CHIP_TEXT, screen)
    least = least_chip_size(screen)
    while size > least and chip_face_height(size) > high:
        size -= 1
    return size


def least_chip_size(screen) -> int:
    """The least size a chip's count is set at: the window's floor, and the size more that
    Devanagari digits need to read as large (`fonts.least_size`)."""
    more = fonts.least_size(L.digits("0")) - fonts.floor()
    return max(fonts.floor(), th.text_floor(screen)) + more


def _digits_high(size: int) -> int:
    return fonts.ink(L.digits("0123456789"), size, bold=True).h


def _chip_pad(size: int) -> int:
    return max(2, size // 5)


def least_chip_height(screen) -> int:
    """A chip's height with its count at the window's least size."""
    return chip_face_height(least_chip_size(screen))


def chip_width(count: str, high: int, size: int, kind: str = "group") -> int:
    """A chip's width: its colour part, then its count."""
    return _colour_w(high, kind) + fonts.width(count, size, bold=True) + 2 * _chip_pad(size) + 2


def _colour_w(high: int, kind: str) -> int:
    """A chip's colour part: most of its height for a group's band, its whole height for an
    airport's or a service's mark or a bail card's lock (drawn inside it), none for a chip of
    places folded into a count."""
    if kind in FOLDED:
        return 0
    return max(6, high if kind in ("mark", "bail_cards") else high * 3 // 4)


def _laid(chips: list[Chip], room: int, high: int, largest: int, least: int) -> list[Chip] | None:
    """`chips` placed in a strip `room` wide and `high` tall at the largest size from `largest`
    down to `least` at which they fit on the rows it holds; None where even `least` is too large."""
    for size in range(largest, least - 1, -1):
        tall = min(high, chip_face_height(size))
        widths = [chip_width(c.says, tall, size, c.kind) for c in chips]
        rows = _flowed(widths, room, max(1, (high + ROW_GAP) // (tall + ROW_GAP)))
        if rows is not None:
            return _rows_placed(chips, widths, rows, tall, high, size)
    return None


def _flowed(widths: list[int], room: int, most: int) -> list[list[int]] | None:
    """Chips `widths` wide, in order, on as few rows `room` wide as they take, the rows as even
    as that allows (two and two rather than three and one): the chips of each row; None where
    they take more than `most` rows."""
    rows = _filled(widths, room)
    if rows is None or len(rows) > most:
        return None
    lo, hi = max(widths) - 1, room  # the least width that keeps them on as many rows
    while hi - lo > 1:
        mid = (lo + hi) // 2
        fewest = _filled(widths, mid)
        lo, hi = (lo, mid) if fewest is not None and len(fewest) <= len(rows) else (mid, hi)
    return _filled(widths, hi)


def _filled(widths: list[int], room: int) -> list[list[int]] | None:
    """Chips `widths` wide, in order, each row filled before the next: the chips of each row;
    None where one is wider than `room`."""
    rows: list[list[int]] = [[]]
    x = 0
    for k, w in enumerate(widths):
        if w > room:
            return None
        if rows[-1] and x + CHIP_GAP + w > room:
            rows.append([])
        x = x + CHIP_GAP + w if rows[-1] else w
        rows[-1].append(k)
    return rows


def _rows_placed(chips: list[Chip], widths: list[int], rows: list[list[int]], tall: int, high: int,
                 size: int) -> list[Chip]:
    """The chips on their rows, each `tall`, the rows together centred in a strip `high` tall."""
    out = []
    y = (high - len(rows) * tall - ROW_GAP * (len(rows) - 1)) // 2
    for row in rows:
        x = 0
        for k in row:
            out.append(chips[k]._replace(rect=pygame.Rect(x, y, widths[k], tall), size=size))
            x += widths[k] + CHIP_GAP
        y += tall + ROW_GAP
    return out


CHIP_INK = (52, 46, 40)  # a chip's outline: dark on any card, never a player's colour
CHIP_FACE = (255, 252, 245)


def draw_chip(surf: pygame.Surface, chip: Chip, colours: list, size: int, picture: str = "") -> None:
    """One chip: an outlined tag, a group's colour part at the left (the first of `colours`, or
    the board's `picture` where one is given: a bail card's chip has its lock), none on a folded
    "+N", its count on its light part."""
    r = chip.rect
    radius = max(2, r.h // 4)
    pygame.draw.rect(surf, CHIP_FACE, r, border_radius=radius)
    x = r.x
    if chip.kind not in FOLDED:
        part = pygame.Rect(r.x, r.y, _colour_w(r.h, chip.kind), r.h)
        colour = tuple(colours[0]) if colours else CHIP_INK
        if chip.kind == "bail_cards":
            widgets.board_picture(surf, picture, part.inflate(-2, -2))
        elif geo.mark_shape(colour) == "fill":
            pygame.draw.rect(surf, th.lighten(colour, 0.55) if chip.mortgaged else colour, part,
                             border_top_left_radius=radius, border_bottom_left_radius=radius)
        else:
            # a square with a dot or a ring kept off the outline; the board's picture as large as the part holds
            widgets.group_swatch(surf, colour, part.inflate(-2, -2) if picture else part.inflate(-4, -4),
                                 picture=picture)
        if chip.mortgaged:
            pygame.draw.line(surf, th.BAD, (part.x + 1, part.bottom - 2), (part.right - 2, part.y + 1), 2)
        pygame.draw.line(surf, CHIP_INK, (part.right, r.y), (part.right, r.bottom - 1))
        x = part.right
    words = fonts.render(chip.says, size, th.MUTED if chip.mortgaged else th.TEXT, bold=True)
    ink = fonts.ink(chip.says, size, bold=True)
    face = pygame.Rect(x, r.y, r.right - x, r.h)
    at = (face.centerx - ink.centerx, face.centery - ink.centery)
    surf.blit(words, at)
    fonts.note(surf, chip.says, face, [ink.move(at)], [chip.says], size=size)  # the text checks read the count too
    pygame.draw.rect(surf, CHIP_INK, r, 1, border_radius=radius)
