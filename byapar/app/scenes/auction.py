"""The auction, over the board: the place's deed, the bid, who is still in, and the bidding.

Bots bid in turn through the board scene beneath (which keeps running), so their bids
appear here as they make them. The overlay closes when the auction ends. The table's Menu
stays live over it (its button, and Esc): the auction waits there, as saved, for Continue.
"""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine.buying import lot_given_back_at_auction, top_bid

from .. import building_sale, drawing, fonts, widgets
from .. import lang as L
from .. import theme as th
from ..comfort import decliner_deciding
from ..i18n import t
from ..widgets import Button, TextField
from ..words import plain
from . import comfort_ui, handover, pass_gate
from .panel_scene import OverlayScene

MIN_BIDS = 5  # rows of bids beside the deed short of which the room under it is tried
BIDS_LEAST = 2  # rows of bids the bidder's card, then the can-go-to note, give way to: older lines' count and the latest
COLUMN_GAP = 16  # between the two columns of a short column's bids
RAISE_TIMES = (1, 10, 50)  # the raise buttons, in bid steps: $1, $10 and $50 in Classic
CHEAP_TIMES = 20  # the largest raise where fifty steps would bid more than what is sold costs


def raises(rules, cost: int) -> tuple[int, ...]:
    """The raise buttons' steps, the same in every auction of an edition, so a family learns
    them once: its bid step (the one number the auction hint quotes), ten of them and fifty of
    them. Fifty steps falls to twenty only where it would be more than what is sold costs (the
    place's price, or a building's), so a click never opens above the price: the step grows
    with that price tier alone (Finance's lots under $250, Business GST's under Rs 2,500), never
    with the bidding."""
    step = rules.bid_step
    least, ten, largest = (step * times for times in RAISE_TIMES)
    return least, ten, largest if largest <= cost else step * CHEAP_TIMES


def quick_bids(low: int, high: int, steps: tuple[int, ...]) -> list[tuple[int, int]]:
    """The quick bids, each with the step it is named by: the least bid the auction takes, then
    the high bid (before any bid, the opening price: nothing for a place, a building's cost)
    raised by each larger step; one button for each different sum."""
    bids = [(steps[0], low)]
    for step in steps[1:]:
        amount = max(low, high + step)
        if all(amount != made for _, made in bids):
            bids.append((step, amount))
    return bids


class AuctionScene(OverlayScene):
    goes_round = True  # bidder after bidder, bots' bids between: a quick click is the last bidder's

    def __init__(self, app, board) -> None:
        super().__init__(app, board)
        self._take_auction()
        self.amount = TextField("amount", pygame.Rect(0, 0, 1, 1), digits_only=True, max_len=9,
                                placeholder=t("auction_type"), shown=lambda text: self.session.money(int(text)))
        self.amount.on_enter = self.bid_typed
        self._key: tuple | None = None
        self._cards: dict[tuple, pygame.Surface] = {}
        self.refusal = ""  # why the last bid here was refused, shown in the overlay (it covers the prompt)
        self.take_back: Button | None = None  # "Bikash: take back Don't buy", while it is offered
        self.before = ""  # how the auction just ended went, where this one followed it at once (see `_next_auction`)

    def _take_auction(self) -> None:
        """Show the auction under way: what is sold, and who began bidding for it."""
        auction = self.game.auction
        self.square = auction.square
        self.building = self.game.building_auction  # the bank's short: a house is sold, not a place
        # whose player card shows under the deed: the person bidding now, or who bid last
        self.seat = next((q for q in auction.bidders if self.session.is_human(q)), self.game.pending.player)
        # every seat that began bidding keeps its row, those who drop out marked so: nothing below
        # moves; those the game dropped as it opened (short of the least bid) are listed too
        square, began = self.board.presenter.began
        self.began = began if square == auction.square and set(auction.bidders) <= set(began) else tuple(auction.bidders)
        self.card_down = False  # the bidder's card kept under the deed, once a hint took its room beside

    def _next_auction(self) -> None:
        """Where another auction has followed this one with no pause between (a bankrupt's places
        go one after another), show the new one: its place, its card and its bidders."""
        auction = self.game.auction
        if auction is None or (auction.square, self.game.building_auction) == (self.square, self.building):
            return
        self.before = self._outcome()  # said in the new window until its first bid, as the old one closes unseen
        self._take_auction()
        self.refusal = ""
        self.layout(self.app.screen.get_size())

    def _over(self) -> bool:
        """Whether the auction shown here has ended (the window shows it until its end is told)."""
        auction = self.game.auction
        return auction is None or (auction.square, self.game.building_auction) != (self.square, self.building)

    def _outcome(self) -> str:
        """Who won the auction shown here and for how much, or that it stayed with the bank, once
        its end has played out; else ""."""
        sold = self.board.presenter.sold
        if not self._over() or sold is None or sold.square != self.square:
            return ""
        square = L.square_name(self.game.edition.squares[sold.square])
        if sold.winner is None:
            return t("log_no_bids", square=square)
        said = {"player": self.game.players[sold.winner].name, "square": square, "amount": self.session.money(sold.amount)}
        return t("log_won_building" if self.building else "log_won", **said)

    def typing(self) -> bool:
        return self.amount.focused

    def decision(self) -> object:
        """Each bid asks the next bidder afresh, from when their buttons show (not while the
        bids before theirs are still told)."""
        return super().decision(), self.board.presenter.busy

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        # never smaller than the 1280x800 design's card where the window has room, and larger
        # with larger text: at a small window the card takes the window, so the bidding keeps its lines
        grow = max(s, 1.0) * th.text_scale
        self.rect = pygame.Rect(0, 0, min(w - 20, int(860 * grow)), min(h - 20, int(600 * grow)))
        self.rect.center = (w // 2, h // 2)
        r = self.rect
        self.deed_rect = pygame.Rect(r.x + 16, r.y + 16, int(r.w * 0.4), r.h - 32)
        self.info = pygame.Rect(self.deed_rect.right + 16, r.y + 16, r.right - self.deed_rect.right - 32, r.h - 32)
        self.state_bottom = self.info.bottom  # where the title, the bid and the bidders end, once drawn
        self.menu_at = menu_spot(self)
        self.deed_box, self.bidder_box = self._deed_and_bidder(size)
        self.card_at = self.bidder_box  # where the bidder's card stands as drawn (see `_bids_room`)
        self._key = None
        self._cards: dict[tuple, pygame.Surface] = {}  # the place's card as drawn, by its box (see `_card`)

    def _deed_and_bidder(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect | None]:
        """The place's card, and at the column's foot, where the deed's lines leave room, the
        bidder's own player card: the auction covers the cards beside the board, not their cash."""
        deed = self.deed_rect
        card_h = self.board.cards.alone_height()
        # measured by the whole deed: the rows the auction leaves out of it are the bids' room
        if self.building or deed.h - self._deed_height(size, sold=False) < card_h + 12:
            return deed, None
        return (pygame.Rect(deed.x, deed.y, deed.w, deed.h - card_h - 12),
                pygame.Rect(deed.x, deed.bottom - card_h, deed.w, card_h))

    def _deed_height(self, surf_or_size, sold: bool = True, size: int = 0) -> int:
        """The height the place's card needs for its band and its lines (`sold`: as the auction
        shows it, see `drawing.deed_rows`), its table at `size` (else the deed's usual size)."""
        rows = drawing.deed_rows(self.session, self.square, sold=sold)
        size = size or drawing.deed_text_size(surf_or_size)
        return drawing.deed_band_height(surf_or_size, size) + 28 + drawing.deed_rows_height(rows, fonts.line_height(size))

    def _table_size(self, surf: pygame.Surface, hint: pygame.Rect | None) -> int:
        """The place's table size on its card: the usual (0); where a hint stands in the card's
        column (no other spot had room), the largest down to the deed's least at which the card
        ends above it, with the bids' least rows between where they stand under the card
        (`keep_whole` keeps the hint off the card at its least)."""
        if self.building or hint is None or not hint.colliderect(self.deed_rect):
            return 0
        bottom = hint.y - 8
        if self._bids_place(surf, self.state_bottom)[1] is not None:  # the bids under the card, over the hint
            bottom -= BIDS_LEAST * bid_line(surf) + bids_gap(surf) + 12
        least = drawing.deed_least_size(surf)
        fits = (size for size in range(drawing.deed_text_size(surf), least - 1, -1)
                if self.deed_box.y + self._deed_height(surf, size=size) <= bottom)
        return next(fits, least)

    def _card_rect(self, surf: pygame.Surface, size: int) -> pygame.Rect:
        """The place's card in its box: the whole box, or as tall as its lines at `size`."""
        box = self.deed_box
        return pygame.Rect(box.topleft, (box.w, self._deed_height(surf, size=size))) if size else box

    def keep_clear(self) -> list[pygame.Rect]:
        """What a hint must never cover: the place's card, the bidder's, and the title, the bid and the bidders."""
        state = pygame.Rect(self.info.x, self.info.y, self.info.w, self.state_bottom - self.info.y)
        return [self.deed_rect, state] + [card for card in (self.bidder_box, self.card_at) if card]

    def keep_whole(self) -> list[pygame.Rect]:
        """What a hint never covers, waiting for the auction to end where it must: the band
        naming whose bid it is, and the place's card with every line of it at the deed's least
        size (the card set smaller makes room for a hint under it)."""
        whole = [] if self.building else [self._least_deed()]
        if self._over() or self.game.pending.kind != K.BID:
            return whole
        return [*whole, self._turn_band(self.app.screen, self.state_bottom - self._turn_height(self.app.screen))]

    def _least_deed(self) -> pygame.Rect:
        """The place's card with its table at the deed's least size."""
        surf = self.app.screen
        return pygame.Rect(self.deed_box.topleft, (self.deed_box.w, self._deed_height(surf, size=drawing.deed_least_size(surf))))

    def hint_rooms(self) -> list[pygame.Rect]:
        """Where a hint may stand when the room above the buttons would put it over whose bid it
        is, in turn: the bids' room (the older bids folded into their count), then the foot of
        the place's column, the card's lines set smaller above it (see `_table_size`)."""
        surf = self.app.screen
        least = self._least_deed()
        feet = [pygame.Rect(column.x + 8, least.bottom + 8, column.w - 16, column.bottom - least.bottom - 16)
                for column in (self.deed_box, self.deed_rect)]  # over the bidder's card only where it stands aside
        return [self._bids_place(surf, self.state_bottom)[0], *feet]

    def hint_width(self) -> int:
        return self.info.w

    def hint_spot(self, height: int) -> pygame.Rect:
        """A hint's room inside this window: in the column of the bids, just above the buttons."""
        return pygame.Rect(self.info.x, self._bids_bottom() - height, self.info.w, height)

    def _buttons(self) -> None:
        self.panel.clear()
        self.take_back = None
        pend = self.game.pending
        if self._over() or pend.kind != K.BID:
            return
        # while the bids before this one are still told, the buttons stand greyed, as while a bot thinks:
        # the window keeps its layout, and they take clicks only once they have stood live a moment
        human = self.session.is_human(pend.player) and not self.board.presenter.busy
        r = self.info
        bh, rh, gap = self._control_heights()
        y = self.controls_top()
        bw = (r.w - 2 * gap) // 3
        if self.board.gate.waiting_for(self.board) is not None:  # the laptop passes to this bidder first
            self.pass_note = pygame.Rect(r.x, y, r.w, rh)
            ready = pygame.Rect(r.x, y + rh + gap, r.w, 2 * bh + gap)
            self.panel.add(pass_gate.ready_button(self.board, ready, lambda: self.board.gate.ready(self.board)))
            # until the next bidder takes the laptop, the one who let the place go may take that back
            self.take_back = take_back_button(self)
            handover.held(self.board, [*self.panel.buttons, self.take_back] if self.take_back else self.panel.buttons)
            return
        auction, rules = self.game.auction, self.game.edition.rules
        top = top_bid(self.game, pend.player)  # a figure the raises can reach: said in the tips
        low = self.game.min_bid()
        has_bid = auction.high_bidder is not None
        widest = self.widest_labels()
        bids = quick_bids(low, auction.high, raises(rules, self.cost()))
        qw = (r.w - (len(bids) - 1) * gap) // len(bids)
        for i, (step, amount) in enumerate(bids):
            ok = human and amount <= top
            # the bid a click makes, opening or raising alike; how far over the high bid it goes, in its tip
            label = t("auction_open", amount=self.session.money(amount))
            limit = self.session.money(top)
            tip = (t(L.edition_key("why_no_raise", self.game.edition), limit=limit) if not ok else t("tip_raise_by", limit=limit) if not has_bid
                   else t("tip_raise_over", step=self.session.money(amount - auction.high), limit=limit))
            quick = self.panel.add(Button(
                f"raise_{step}", pygame.Rect(r.x + i * (qw + gap), y, qw, rh), label, lambda a=amount: self.bid(a),
                "primary" if i == 0 else "normal", enabled=ok, wraps=True, tooltip=tip,
                key=pygame.K_SPACE if i == 0 and ok else None))
            quick.peers = widest  # one size from the first bid to the last, whoever bids
        y += rh + gap
        self.amount.rect = pygame.Rect(r.x, y, bw * 2 + gap, bh)
        if human:
            self.panel.add_field(self.amount)
        self.panel.add(Button("bid_typed", pygame.Rect(r.x + 2 * (bw + gap), y, bw, bh), t("auction_bid"),
                              self.bid_typed, enabled=human, tooltip=t("tip_bid_typed", low=self.session.money(low))))
        # Drop out fills its row for every bidder, the one who let the place go too: a click
        # where it always stands never takes back their "Don't buy", which stands by the deed
        self.panel.add(Button("drop", pygame.Rect(r.x, y + bh + gap, r.w, bh), t("auction_drop"),
                              lambda: self.board.act(A.DROP), "danger", enabled=human, tooltip=t("tip_drop")))
        self.take_back = take_back_button(self)
        # just after the laptop changed hands: a moment first
        handover.held(self.board, [*self.panel.buttons, self.take_back] if self.take_back else self.panel.buttons)

    def _control_heights(self) -> tuple[int, int, int]:
        """A button's height, the quick bids' row's (each on two lines, its "(+10)" under its
        amount, at a good size) and the gap between the rows."""
        bh = max(44, int(50 * th.scale_of(self.app.screen)))
        return bh, bh * 5 // 4, 8

    def controls_top(self) -> int:
        """Where the bidding's controls begin, whether or not they are shown this frame."""
        bh, rh, gap = self._control_heights()
        return self.info.bottom - rh - 2 * bh - 2 * gap

    def widest_labels(self) -> tuple[str, ...]:
        """The longest a quick bid's label can read in this auction: as many digits as the most
        anyone at the table could bid, raised by the largest step (no one's limit changes while
        they bid), each digit in turn the widest."""
        rules, g = self.game.edition.rules, self.game
        step = raises(rules, self.cost())[-1]
        places = len(str(max(g.max_bid(q) for q in range(len(g.players))) + step))
        return tuple(t("auction_open", amount=self.session.money(int(str(digit) * places))) for digit in range(1, 10))

    def cost(self) -> int:
        """What is sold costs at the bank: the place's price, or one building's."""
        sq = self.game.squares[self.square]
        return sq.house_cost if self.building else sq.price

    def bid(self, amount: int) -> None:
        if self.board.act(A.Bid(amount)) is None:  # refused: worded by lang.refused in the controller
            self.refusal = self.board.message
            self.board.message = ""  # said here; the board's prompt is under the overlay
            return
        self.refusal = ""
        self.amount.text = ""

    def bid_typed(self) -> None:
        if not self.amount.text:
            self.refusal = t("auction_type")
            return
        self.bid(int(self.amount.text))

    def back(self) -> None:
        """Esc leaves the amount field; out of it, Esc opens the game's Menu, as on the board: the
        auction itself stays open until it ends, and waits there for Continue."""
        if self.amount.focused:
            self.amount.focused = False
        else:
            self.board.to_menu()

    def handle(self, event: pygame.event.Event) -> None:
        presenter = self.board.presenter
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and presenter.busy:
            presenter.click()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            back = self.take_back  # Undo here is the decliner's alone, as its button (which may wait under a hint)
            if back is not None and back.enabled and back.on_click is not None:
                back.on_click()
            else:
                self.refusal = t("undo_refused")
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.game.auction is None and not self.board.presenter.busy:
            self.app.pop()
            return
        if not self.board.presenter.busy:  # the last one's bids told first
            self._next_auction()
        key = (self.game.pending, self.board.presenter.busy, self.app.screen.get_size(), self.board.gate.at_laptop)
        if key != self._key:
            if self._key is not None and key[0] != self._key[0]:
                self.refusal = ""  # the bidding moved on: the old refusal no longer applies
                if key[0].player != self._key[0].player:  # nor an amount the last bidder typed
                    self.amount.text = ""
            self._key = key
            self._buttons()
            add_table_menu(self)
        offer_take_back(self)

    def draw_content(self, surf: pygame.Surface) -> None:
        widgets.card(surf, self.rect, fill=th.PANEL, edge=th.ACCENT)
        hint = comfort_ui.hint_rect(self.board)
        size = self._table_size(surf, hint)
        self._card(surf, self._card_rect(surf, size), size)
        self.card_at = self.bidder_box  # under the deed, unless the bids take its room and it stands beside
        bids = self._draw_state(surf)
        # not where the bids take its room, nor half hidden under a hint that took it
        if self.card_at is not None and not any(r is not None and r.colliderect(self.card_at) for r in (bids, hint)):
            self.board.cards.paint_alone(surf, self._bidder(), self.card_at)
        if self.panel.get("ready") is not None:
            pass_gate.draw_note(self.board, surf, self.pass_note)

    def _bidder(self) -> int:
        """Whose card shows under the deed: the person bidding now; while a bot bids, who bid last."""
        pend = self.game.pending
        if pend.kind == K.BID and self.session.is_human(pend.player):
            self.seat = pend.player
        return self.seat

    def _card(self, surf: pygame.Surface, rect: pygame.Rect, size: int = 0) -> None:
        """The place's card (or the building's) in `rect`, its table at `size` (else the usual),
        drawn once and then kept with its shadow: nothing on it changes while the bidding goes
        on, and drawing it afresh was most of a bid's frame."""
        area = rect.union(rect.move(widgets.SHADOW_OFFSET)).clip(surf.get_rect())
        key = (tuple(area), surf.get_size(), self.game.bank_supply() if self.building else None, size)
        kept = self._cards.get(key)
        if kept is not None and not fonts.is_recording():  # the texts noted: drawn afresh
            surf.blit(kept, area)
            return
        if self.building:
            building_sale.draw_card(surf, rect, self.session, self.square)
        else:
            drawing.deed(surf, rect, self.session, self.square, sold=True, text_size=size)
        self._cards[key] = surf.subsurface(area).copy()

    def _draw_state(self, surf: pygame.Surface) -> pygame.Rect | None:
        """The title, the bid to beat, the bidders, whose bid it is and the bids; returns where
        the bids went (None once the auction is over)."""
        r = self.info
        g = self.game
        y = r.y
        name = L.square_name(g.edition.squares[self.square])
        heading = building_sale.title(g, self.square) if self.building else t("auction_title", square=name)
        size = heading_size(surf)
        title_w = r.w - (r.right - self.menu_at.x + MENU_GAP if self.menu_at.colliderect(r) else 0)
        head = fonts.draw(surf, heading, pygame.Rect(r.x, y, title_w, 2 * fonts.line_height(size)), size, th.TEXT,
                          bold=True, align="left", valign="top", min_size=bidders_size(surf), condense=False)
        y += int(fonts.line_height(head.size) * fonts.LINE_STEP) * max(1, len(head.lines)) + 10
        if self._over():
            said = self._outcome()
            if said:
                fonts.draw(surf, said, pygame.Rect(r.x, y, r.w, r.bottom - y), bidders_size(surf), th.TEXT,
                           bold=True, align="left", valign="top")
            return None
        y = self._draw_estate(surf, y)
        high, high_bidder = g.auction.high, g.auction.high_bidder
        if high_bidder is None:
            line = t("auction_no_bid", low=self.session.money(g.min_bid()))
        else:
            line = t("auction_high", amount=self.session.money(high), name=g.players[high_bidder].name)
        size = max(th.size(20, surf), th.reading_size(15, surf))  # the bid to beat: never below the reading size
        room = fonts.line_room(size, bold=True)  # Devanagari's marks too, or it is set smaller
        fonts.line(surf, line, pygame.Rect(r.x, y, r.w, room), size, th.ACCENT, bold=True)
        y += room + 10 - (room - fonts.line_height(size)) // 2
        if g.edition.rules.gst_percent:  # the winner pays the tax on top: said before anyone bids on
            note, lines = th.reading_size(14, surf), self._gst_lines(surf)
            box = pygame.Rect(r.x, y - 4, r.w, fonts.block_room(lines, note))
            fonts.draw(surf, self._gst_line(), box, note, th.TEXT, align="left", valign="top", max_lines=lines,
                       min_size=fonts.least_size(self._gst_line()))
            y += box.h + 2
        y = self._draw_lot_back(surf, y)
        y = self._draw_bidders(surf, y)
        y = self._draw_key(surf, y)
        y = self._draw_turn(surf, y)
        self.state_bottom = y
        return self._draw_bids(surf, y)

    def _row_metrics(self, surf: pygame.Surface) -> tuple[int, int, int]:
        """The bidders' line height, their tokens' radius, and where their lines start, clear of the tokens."""
        lh = fonts.line_height(bidders_size(surf))
        radius = max(7, lh // 3)
        return lh, radius, 2 * radius + 10

    def _draw_bidders(self, surf: pygame.Surface, y: int) -> int:
        """Each seat that began bidding, with its token and how far it can go; returns their foot."""
        r, g = self.info, self.game
        small = bidders_size(surf)
        lh, radius, indent = self._row_metrics(surf)
        step = max(lh, 2 * radius + 4)  # tokens a row apart, clear of each other
        seats = self.began + tuple(q for q in g.auction.bidders if q not in self.began)
        heading = t("auction_bidders")
        heading_h = max(lh, fonts.render(heading, small).get_height()) + 2  # Devanagari's marks reach below a Latin line
        # the heading gives way where the bidder's line would otherwise reach the controls (a long title, large text)
        if y + heading_h + len(seats) * step + 4 + self._turn_height(surf) <= self.controls_top():
            fonts.line(surf, heading, pygame.Rect(r.x, y, r.w, lh), small, th.MUTED)
            y += heading_h
        pend, bidders = g.pending, g.auction.bidders
        for q in seats:
            colour = self.session.colour(q)
            cy = y + step // 2
            th.draw_token(surf, self.session.shape(q), colour, (r.x + radius + 3, cy), radius)
            out = q not in bidders
            fonts.line(surf, self._bidder_line(q, out), pygame.Rect(r.x + indent, y, r.w - indent, step), small,
                       th.MUTED if out else th.TEXT, bold=q == pend.player, valign="center")
            if q == pend.player:  # an arrow at whoever bids now
                pygame.draw.polygon(surf, th.ACCENT, [(r.x - 4, cy), (r.x - 14, cy - 6), (r.x - 14, cy + 6)])
            y += step
        return y

    def _key_note(self) -> tuple[str, int]:
        """What "can go to" counts, which nothing else says (a building is paid from cash alone),
        and the most lines it takes."""
        g = self.game
        key = t(can_go_key(g.edition, self.building))
        # Business GST: a loan is repaid when its borrower chooses; said while any who began
        # bidding owes one, so the note keeps its lines when they drop out
        if any(g.loans[q] for q in self.began):
            return t("auction_key_and_loans", counted=key, loans=t("auction_loans_later")), 4
        return key, 3

    def _draw_key(self, surf: pygame.Surface, y: int) -> int:
        """The can-go-to note under the bidders, unless the bids need its room; returns its foot."""
        key, lines = self._key_note()
        lh, _, indent = self._row_metrics(surf)
        note = th.reading_size(12, surf)  # on more lines where one would shrink it below its size
        room = pygame.Rect(self.info.x + indent, y, self.info.w - indent, fonts.block_room(lines, note))  # Devanagari's lines stand taller
        kept = fonts.fit(key, note, room.w, room.h, lines, note)
        below = y + max(lh, fonts.block_room(len(kept.lines), note)) + 6
        if not self._note_fits(surf, y + 4, below):
            return y + 4  # the bidder's line a little apart from the rows
        fonts.draw(surf, key, room, note, th.MUTED, align="left", valign="top", max_lines=lines, min_size=note)
        return below

    def _note_fits(self, surf: pygame.Surface, without: int, with_note: int) -> bool:
        """Whether the note, ending the state at `with_note` rather than `without`, leaves the
        bidder's line clear of the controls and the bids at least BIDS_LEAST rows (or all they
        would have without it), the bidder's card given up first."""
        turn = self._turn_height(surf)
        if with_note + turn > self.controls_top():
            return False
        kept = self._bids_rows(surf, with_note + turn, self.deed_rect)
        return kept >= min(BIDS_LEAST, self._bids_rows(surf, without + turn, self.deed_rect))

    def _bids_rows(self, surf: pygame.Surface, top: int, column: pygame.Rect) -> int:
        """The rows the bids have with the state ending at `top`: beside, or under the deed in
        `column`. Hints and refusals come and go and count for nothing here, so the layout holds still."""
        beside = self.controls_top() - 6 - top
        under = 0 if self.building else self._room_under_deed(surf, column, None).h
        return max(beside, under, 0) // bid_line(surf)

    def _turn_height(self, surf: pygame.Surface) -> int:
        """The band saying whose bid it is, with its gap under it."""
        return turn_room(surf) + 2 * TURN_PAD + 2

    def _draw_turn(self, surf: pygame.Surface, y: int) -> int:
        """Whose bid it is, the largest words here, on a band in their colour with their token:
        each change of bidder shows as a change of colour and name where the eye goes after a
        bid, a bot's as well as a person's."""
        pend = self.game.pending
        if pend.kind != K.BID:
            return y
        colour = self.session.colour(pend.player)
        band = self._turn_band(surf, y)
        pygame.draw.rect(surf, th.lighten(colour, 0.75), band, border_radius=10)
        pygame.draw.rect(surf, th.darken(colour, 0.25), band, 3, border_radius=10)
        mark = band.h * 3 // 10
        th.draw_token(surf, self.session.shape(pend.player), colour, (band.x + 10 + mark, band.centery), mark)
        key = "auction_your_turn" if self.session.is_human(pend.player) else "auction_bot_turn"
        text = pygame.Rect(band.x + 2 * mark + 20, band.y, band.right - 10 - (band.x + 2 * mark + 20), band.h)
        fonts.line(surf, t(key, name=self.game.players[pend.player].name), text, turn_size(surf), th.TEXT,
                   bold=True, valign="center", min_size=heading_size(surf))
        return y + self._turn_height(surf)

    def _turn_band(self, surf: pygame.Surface, y: int) -> pygame.Rect:
        """The band saying whose bid it is, from `y`."""
        return pygame.Rect(self.info.x, y, self.info.w, turn_room(surf) + 2 * TURN_PAD)

    def _draw_estate(self, surf: pygame.Surface, y: int) -> int:
        """Under the title, where a player has just left the game: that this is one of their places,
        auctioned one after another, and which of how many."""
        estate = self.board.presenter.estate
        if estate is None or self.building or self.square not in estate[1]:
            return y
        who, places = estate
        line = t("auction_estate", name=self.game.players[who].name, n=places.index(self.square) + 1, count=len(places))
        size = bidders_size(surf)
        box = pygame.Rect(self.info.x, y - 6, self.info.w, fonts.line_room(size))
        fonts.line(surf, line, box, size, th.MUTED, min_size=th.reading_size(12, surf))
        return box.bottom + 4

    def _lot_back_note(self) -> str:
        """For each person bidding with no ownership house left (Finance), that winning takes one
        and which of their lots the game gives back to the bank for it; "" where no one is short.
        Nothing anyone holds changes while bids go round, so the note stands the auction through."""
        g, said = self.game, []
        for q in self.began:
            lot = lot_given_back_at_auction(g, q) if self.session.is_human(q) else None
            if lot is not None:
                said.append(t("auction_lot_back", name=g.players[q].name, square=L.square_name(g.edition.squares[lot])))
        return " ".join(said)

    def _draw_lot_back(self, surf: pygame.Surface, y: int) -> int:
        """The warning of `_lot_back_note` under the bid to beat, before anyone bids; returns its foot."""
        note = self._lot_back_note()
        if not note:
            return y
        size = th.reading_size(14, surf)
        lines = len(fonts.wrap(note, size, self.info.w))
        box = pygame.Rect(self.info.x, y - 4, self.info.w, fonts.block_room(lines, size))
        fonts.draw(surf, note, box, size, th.BAD, align="left", valign="top", max_lines=lines, min_size=size)
        return box.bottom + 4

    def _gst_lines(self, surf: pygame.Surface) -> int:
        """The lines the GST's line takes at its reading size, before the first bid and after the
        largest (one, or two): kept through the auction, so no bid moves the bidders under it."""
        g, note = self.game, th.reading_size(14, surf)
        rule = L.gst_rule(g.edition)
        most = max(g.max_bid(q) for q in range(len(g.players)))
        words = (t("auction_gst_rule", rule=rule), t("auction_gst", gst=self.session.money(g.gst(most)), rule=rule))
        return min(2, max(len(fonts.wrap(text, note, self.info.w)) for text in words))

    def _gst_line(self) -> str:
        """The GST the high bid brings, or with no bid yet how the winner's GST is worked out."""
        g = self.game
        rule = L.gst_rule(g.edition)
        if g.auction.high_bidder is None:
            return t("auction_gst_rule", rule=rule)
        return t("auction_gst", gst=self.session.money(g.gst(g.auction.high)), rule=rule)

    def _bidder_line(self, q: int, out: bool = False) -> str:
        """A bidder's row: how far they can go; once out, that they dropped out, or that the game
        dropped them when the least bid passed the most they could bid (and what that was)."""
        g = self.game
        outbid = self.board.presenter.outbid
        if q in outbid:
            said = t("auction_cant_follow", amount=self.session.money(outbid[q]))
        elif out:
            said = t("auction_out")
        else:
            said = t("auction_can_go", amount=self.session.money(top_bid(g, q)))
        return f"{g.players[q].name} · {said}"

    def _room_under_deed(self, surf: pygame.Surface, column: pygame.Rect, hint: pygame.Rect | None) -> pygame.Rect:
        """The room in `column` (the deed's box, or with the bidder's card's room too) under the
        deed drawn at its own height (with a hint at `hint`, see `_table_size`)."""
        natural = self._deed_height(surf, size=self._table_size(surf, hint))
        return pygame.Rect(column.x + 4, column.y + natural + 12, column.w - 8, max(0, column.h - natural - 12))

    def _bids_room(self, surf: pygame.Surface, y: int, bottom: int,
                   hint: pygame.Rect | None) -> tuple[pygame.Rect, tuple[pygame.Rect, pygame.Rect | None] | None]:
        """Where the bids go with the state ending at `y` (see `_bids_place`), less what a refusal
        ending at `bottom` and a hint at `hint` take: those come and go between bidders, so they
        only shorten the bids' box, never move it nor the bidder's card."""
        box, under = self._bids_place(surf, y, hint)
        if under is None:
            box.h = max(0, min(box.bottom, bottom) - box.y)
        if hint is not None and hint.colliderect(box):
            box.h = max(0, min(box.bottom, hint.y - 4) - box.y)
        gap = bids_gap(surf)
        if under is None and (box.h - gap) // bid_line(surf) >= MIN_BIDS:  # where the rows spare it
            box = pygame.Rect(box.x, box.y + gap, box.w, box.h - gap)
        return box, under

    def _bids_place(self, surf: pygame.Surface, y: int,
                    hint: pygame.Rect | None = None) -> tuple[pygame.Rect, tuple[pygame.Rect, pygame.Rect | None] | None]:
        """Where the bids go with the state ending at `y`: beside, or where the column beside is
        short of room, under the deed drawn again at its own height, where that shows more of
        them. Under the deed, the deed's column and where the bidder's card stands beside come
        with it: beside, under whose bid it is, where it fits there; else it stays under the
        deed, giving way to the bids only where they would have fewer than BIDS_LEAST rows with it."""
        bottom = self._bids_bottom()
        beside = pygame.Rect(self.info.x, y, self.info.w, max(0, bottom - y))
        if self.building or beside.h // bid_line(surf) >= MIN_BIDS:
            return beside, None
        card = None if self.bidder_box is None else pygame.Rect(beside.x, beside.y, beside.w, self.bidder_box.h)
        aside = card is not None and card.bottom + 4 <= beside.bottom and not self.card_down
        column = self.deed_box
        if self.bidder_box is not None and (aside or self._card_yields(surf)):
            column = self.deed_rect
        under = self._room_under_deed(surf, column, hint)
        if self._shows(surf, under) <= self._shows(surf, beside):
            return beside, None
        return under, (column, card if aside else None)

    def _deed_over_bids(self, surf: pygame.Surface, column: pygame.Rect, card: pygame.Rect | None, size: int) -> None:
        """The deed drawn again at its own height in `column`, its table at `size`, the bids under
        it; the bidder's card at `card` beside."""
        if card is not None:
            self.card_at = card
        surf.fill(th.PANEL, column.union(column.move(widgets.SHADOW_OFFSET)))  # the card, its shadow and all
        self._card(surf, pygame.Rect(column.x, column.y, column.w, self._deed_height(surf, size=size)), size)

    def hint_leaves_room(self, spot: pygame.Rect) -> bool:
        """Whether a hint at `spot` leaves the bids BIDS_LEAST rows, beside or under the deed: the
        newest bid, and the count of the older ones left out."""
        surf = self.app.screen
        box, _under = self._bids_room(surf, self.state_bottom, self._bids_bottom(), spot)
        card = self._card_place(surf)
        return box.h // bid_line(surf) >= BIDS_LEAST and not (card is not None and spot.colliderect(card))

    def _card_gives_way(self, surf: pygame.Surface, y: int, hint: pygame.Rect | None) -> None:
        """Where a hint stands over the bidder's card beside the state (no other spot had room for
        it), the card goes under the deed, and stays there to the auction's end."""
        under = self._bids_place(surf, y)[1]
        card = under[1] if under is not None else None
        if hint is not None and card is not None and hint.colliderect(card):
            self.card_down = True

    def _card_place(self, surf: pygame.Surface) -> pygame.Rect | None:
        """Where the bidder's card stands the auction through (None where the bids take its room)."""
        box, under = self._bids_place(surf, self.state_bottom)
        card = under[1] if under is not None and under[1] is not None else self.bidder_box
        return None if card is None or box.colliderect(card) else card

    def _card_yields(self, surf: pygame.Surface) -> bool:
        """Whether the bidder's card under the deed leaves the bids fewer than BIDS_LEAST rows,
        beside or under it, measured by the whole deed: the rows the auction leaves out of the
        deed are the bids' room, not the card's."""
        natural = self._deed_height(surf, sold=False)
        under = max(0, self.deed_box.h - natural - 12)
        return max(self.controls_top() - 6 - self.state_bottom, under) // bid_line(surf) < BIDS_LEAST

    def _shows(self, surf: pygame.Surface, box: pygame.Rect) -> int:
        """How many bids' lines `box` can show: a row each, two where a short column takes two
        columns of the longest a bid's line can read (the longest name, the most anyone can bid),
        so where the bids stand holds from the first bid to the last."""
        rows, size, g = box.h // bid_line(surf), th.reading_size(14, surf), self.game
        most = self.session.money(int("8" * len(str(max(g.max_bid(q) for q in range(len(g.players)))))))
        widest = max(fonts.width(line, size) for p in g.players
                     for line in (t("log_bid", player=p.name, amount=most), t("log_dropped", player=p.name)))
        two = 0 < rows < MIN_BIDS and widest <= (box.w - COLUMN_GAP) // 2
        return 2 * rows if two else rows

    def _bids_bottom(self) -> int:
        """The foot of the bids beside the deed: the controls' top, or the column's while none show."""
        first = self.panel.get(f"raise_{self.game.edition.rules.bid_step}") or self.panel.get("ready")
        return (self.pass_note.y if first.id == "ready" else first.rect.y) - 6 if first else self.info.bottom

    def _draw_refusal(self, surf: pygame.Surface, top: int, bottom: int) -> int:
        """Why the last bid was refused, right above the controls, where the eye is after the click
        (never over the bidder's line at `top`); returns its top."""
        size = th.size(15, surf)
        y = max(top, bottom - 2 * fonts.line_height(size))
        box = pygame.Rect(self.info.x, y, self.info.w, bottom - y)
        fonts.draw(surf, self.refusal, box, size, th.BAD, bold=True, align="left", valign="bottom",
                   min_size=th.text_floor(surf))
        return box.y - 4

    def _draw_bids(self, surf: pygame.Surface, y: int) -> pygame.Rect:
        """The latest bids and drops, so a bot's bid is seen as it is made; returns their box."""
        small = th.reading_size(14, surf)
        lh = bid_line(surf)
        bottom = self._bids_bottom()
        if self.refusal:
            bottom = self._draw_refusal(surf, y, bottom)
        hint = comfort_ui.hint_rect(self.board)
        self._card_gives_way(surf, y, hint)
        whole = self._bids_place(surf, y)[0]
        box, under = self._bids_room(surf, y, bottom, hint)
        if under is not None:
            self._deed_over_bids(surf, *under, self._table_size(surf, hint))
            box = under_button(box, self.panel.get("take_back"))
        bids = self.board.presenter.bids
        room = box.h // lh
        if not bids and self.before and room:  # the auction before this one, until the first bid here
            lines = min(2, room)
            fonts.draw(surf, self.before, pygame.Rect(box.x, box.bottom - lines * lh, box.w, lines * lh), small,
                       th.TEXT, bold=True, align="left", valign="bottom", max_lines=lines, min_size=th.text_floor(surf))
            return box
        # two pages only in the bids' whole room: cut short by a hint, the older ones are counted instead
        if 0 < room < MIN_BIDS and box.h == whole.h and bid_columns(bids, room, small, box.w) == 2:
            bid_pages(surf, bids, box, lh, small)  # a short column: two, as two pages
            return box
        counted = room > 1 and len(bids) > room  # the older lines counted on a row of their own, never the only row
        lines = latest_bids(bids, room - 1 if counted else room)
        # one column, the newest on its last row: a bid coming in moves each line up a row, never across
        y = box.bottom - len(lines) * lh
        if counted:
            fonts.line(surf, t("auction_earlier", n=len(bids) - len(lines)), pygame.Rect(box.x, y - lh, box.w, lh),
                       small, th.MUTED)
        for i, line in enumerate(lines):
            fonts.line(surf, plain(line), pygame.Rect(box.x, y + i * lh, box.w, lh), small, th.MUTED)
        return box


MENU_GAP = 8  # px between the title and the table's Menu button beside it


def menu_spot(scene: AuctionScene) -> pygame.Rect:
    """Where the table's Menu button stands while the auction is open: beside the board, as
    ever, where the auction window leaves it clear; where the window covers it (a small window),
    at the right of the auction's title, as tall as the title's line."""
    board_menu = scene.board.panel.get("menu")
    menu = pygame.Rect(0, 0, 0, 0) if board_menu is None else board_menu.rect.copy()
    if not menu.colliderect(scene.rect):
        return menu
    line = fonts.line_height(heading_size(scene.app.screen))
    return pygame.Rect(scene.info.right - menu.w, scene.info.y, menu.w, min(menu.h, line))


def add_table_menu(scene: AuctionScene) -> None:
    """The table's Menu button, live over the auction: it opens the game's Menu as it does on the
    board, the game saved as it stands, the auction and its bids waiting for Continue. It answers
    nothing asked here, so no hand-over holds it."""
    board = scene.board
    menu = board.panel.get("menu")
    if menu is None:
        return
    scene.panel.add(Button("menu", scene.menu_at, menu.label, board.to_menu, style=menu.style, tooltip=menu.tooltip,
                           size=menu.size, usual_height=menu.usual_height))


def take_back_button(scene: AuctionScene) -> Button | None:
    """ "Bikash: take back Don't buy" under the place's deed (`take_back_spot`), while the
    auction is still the decision of the person who let its place go
    (`comfort.decliner_deciding`): back to the purchase, nothing lost, as the board's Undo
    takes it back; else None."""
    board = scene.board
    seat = decliner_deciding(scene.game)
    if seat is None or not scene.session.is_human(seat) or board.presenter.busy or board.controller.reading():
        return None
    label = t("btn_take_back_decline", name=scene.game.players[seat].name, button=t("btn_decline"))
    return Button("take_back", take_back_spot(scene), label, lambda: comfort_ui.undo(board), wraps=True,
                  tooltip=comfort_ui.undo_tip(board, seat))


def take_back_spot(scene: AuctionScene) -> pygame.Rect:
    """Where "Bikash: take back Don't buy" stands while it is offered: in the place's column,
    right under the deed's lines at their usual size (its price the last but one), across the
    card, away from the bidding's rows every bidder's hand goes to. Worked out from the layout
    alone, so nothing moves as it comes and goes."""
    column = scene.deed_box
    bh = scene._control_heights()[0]
    top = min(column.y + scene._deed_height(scene.app.screen) + 12, column.bottom - bh - 8)
    return pygame.Rect(column.x + 8, top, column.w - 16, bh)


def offer_take_back(scene: AuctionScene) -> None:
    """The decliner's take-back among the window's buttons while it is offered, unless a hint
    stands where it would: in a small window with large text a hint may need the foot of the
    place's column, and keeps the spot it has without it; the take-back shows once the hint is
    closed (Ctrl+Z takes it back meanwhile)."""
    back = scene.take_back
    if back is None:
        return
    # taken out before the hint's spot is asked: the hint finds its spot clear of the buttons
    # shown, and must find the one it has without the take-back
    if back in scene.panel.buttons:
        scene.panel.buttons.remove(back)
    hint = comfort_ui.hint_rect(scene.board)  # where it stands beside the other buttons
    if hint is None or not hint.colliderect(back.rect):
        scene.panel.add(back)


def under_button(box: pygame.Rect, button: Button | None) -> pygame.Rect:
    """The bids' `box` under the deed, less its top where `button` (the decliner's take-back)
    stands over it: it is offered only before anyone bids, so only the lines of those the game
    dropped as the auction opened stand there, at the box's foot as ever."""
    if button is None or not button.rect.colliderect(box):
        return box
    top = button.rect.bottom + 4
    return pygame.Rect(box.x, top, box.w, max(0, box.bottom - top))


def bid_line(surf: pygame.Surface) -> int:
    """A bid's row: Devanagari's marks clear of the next line's at a large text size."""
    return fonts.line_room(th.reading_size(14, surf))


def bids_gap(surf: pygame.Surface) -> int:
    """Between the band saying whose bid it is and the bids beside under it, where they keep
    MIN_BIDS rows with it: however many bids have come, the oldest shown stays clear of the band."""
    return bid_line(surf) // 2


def bid_columns(bids: list, room: int, size: int, width: int) -> int:
    """Two columns where the latest lines each fit half the width whole (else one)."""
    half = (width - COLUMN_GAP) // 2
    return 2 if all(fonts.width(plain(b), size) <= half for b in bids[-2 * room:]) else 1


def bid_pages(surf: pygame.Surface, bids: list, box: pygame.Rect, lh: int, size: int) -> None:
    """The bids in two columns written as two pages, one after the other: each line keeps its
    place from the bid that brings it until its page is written over, so none moves across; the
    page before the newest stands beside it."""
    rows = box.h // lh
    w = (box.w - COLUMN_GAP) // 2
    last = (len(bids) - 1) // rows
    for k in range(max(0, (last - 1) * rows), len(bids)):
        x = box.x + (k // rows) % 2 * (w + COLUMN_GAP)
        fonts.line(surf, plain(bids[k]), pygame.Rect(x, box.y + k % rows * lh, w, lh), size, th.MUTED)


def latest_bids(lines: list, room: int) -> list:
    """The newest lines of the auction that fit `room` rows, one unbroken run in the order they
    came, so the note above them counts exactly the older lines left out."""
    return list(lines[-room:]) if room > 0 else []


def bidders_size(surf: pygame.Surface) -> int:
    """The bidders and what each can go to, the window's main reading: at their design size
    even in a small window, where the column has the room."""
    return max(th.reading_size(15, surf), round(15 * th.text_scale))


HEADING_LEAST = 18  # px: the auction's title in a small window, a heading over the bidders' 15


def heading_size(surf: pygame.Surface) -> int:
    """The auction's title: its design size, and a heading over the bidders in a small window
    too (a larger text size grows its design size past the least)."""
    return max(th.size(22, surf), HEADING_LEAST)


TURN_LEAST = 22  # px: whose bid it is, over the title's 18 in a small window
TURN_PAD = 1  # px: the band's room above and below its words


def turn_size(surf: pygame.Surface) -> int:
    """Whose bid it is: the largest words in the auction, at a small window too."""
    return max(th.size(24, surf), TURN_LEAST)


def turn_room(surf: pygame.Surface) -> int:
    return fonts.line_room(turn_size(surf), bold=True)


def can_go_key(edition, building: bool) -> str:
    """The catalogue key of the note on what "can go to" counts, as the edition raises money:
    a building from cash alone; else mortgages and buildings sold, or where there are no
    mortgages (Finance), houses and lots sold back to the bank; less the bid's GST where it has one."""
    base = "auction_can_go_key_cash" if building else L.edition_key("auction_can_go_key", edition)
    return base + ("_gst" if edition.rules.gst_percent else "")
