"""Trading, over the board: build an offer, and answer one.

TradeScene lets the player whose turn it is pick a partner and what goes each way
(places, money typed or stepped, bail cards), with each side's value added up and the
rules' limits shown as they apply. A bot partner answers at once; a human partner gets
AnswerScene, which shows each place in its group's colour, says when accepting would
complete someone's group, and can answer with a counter-offer: TradeScene again, filled
with the offer reversed, going back to whoever offered. A bot that refuses a person's offer
says why in one line, and where there is a deal it would take, answers with that
counter-offer, which the person meets in AnswerScene like any other. Where the edition trades at any
time (Finance), a person whose decision it isn't opens TradeScene `by` themselves, and
in a building shortage may buy a partner's house onto one of their own lots.
"""

from __future__ import annotations

from collections.abc import Collection

import pygame

from byapar.engine import IllegalAction, building
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.money import bail_card_worth
from byapar.engine.settings import money_choices
from byapar.engine.state import holding_worth
from byapar.engine.table import MAX_TRADE_OFFERS
from byapar.engine.trades import offer_stands

from .. import art, fonts, widgets
from .. import geometry as geo
from .. import lang as L
from .. import theme as th
from ..bot_lines import bot_says, offer_reason
from ..i18n import t
from ..widgets import Button, TextField
from . import handover, pass_gate, scroll_rows
from .panel_scene import OverlayScene


def cash_steps(edition) -> tuple[int, ...]:
    """The money row's steps, in the edition's own scale: the setup's step for starting money and
    a tenth of it (Byapar's Rs 100 and 1,000, Classic's and Finance's $10 and $100), down and up."""
    big = money_choices(edition.rules.starting_money)[3]
    small = max(1, big // 10)
    return -big, -small, small, big


def board_order(game, squares) -> list[int]:
    """Places as a player looks for them: by colour group, the groups in the order the board
    first shows them (Business GST's groups lie scattered round it), then the airports and
    services the same way; along the board within a group."""
    edition = game.edition
    first: dict[str, int] = {}
    for i, sq in enumerate(edition.squares):
        first.setdefault(sq.group, i)
    return sorted(squares, key=lambda s: (edition.squares[s].kind != S.PLACE, first[edition.squares[s].group], s))


def payable(game, player: int) -> int:
    """The most cash `player` can hand over in a trade (where there is GST, the tax on it too)."""
    cash = game.players[player].cash
    low, high = 0, cash
    while low < high:  # the largest amount whose tax still fits: amount + tax grows with amount
        mid = (low + high + 1) // 2
        low, high = (mid, high) if mid + game.gst(mid) <= cash else (low, mid - 1)
    return low


def accepted(game, action: A.Offer | A.Counter | None = None):
    """The open offer, or `action` (an offer or counter the pending player could make), its
    pending answer and the game once it is accepted, played out on a copy; None where it can't be."""
    after = game.clone()
    try:
        if action is not None:
            after.apply(action)
        offer, pend = after.offer, after.pending
        if offer is None or pend.kind != K.TRADE or A.ACCEPT not in after.legal_actions():
            return None
        after.apply(A.ACCEPT)
    except IllegalAction:
        return None
    return offer, pend, after


def completions(game, action: A.Offer | A.Counter | None = None) -> list[tuple[int, int]]:
    """(player, first place of the group) for each group the open offer, or `action` (an offer
    or counter the pending player could make), would complete once accepted: that player then
    holds the whole group, or as much of it as building needs. Played out on a copy."""
    played = accepted(game, action)
    if played is None or not game.edition.rules.build_needs_group:  # there a colour's band marks a side, no more
        return []
    offer, pend, after = played
    out = []
    for who, got in ((offer.partner, offer.give.squares), (pend.other, offer.get.squares)):
        for s in got:
            sq = game.edition.squares[s]
            group = game.edition.groups[sq.group]
            if (who, group[0]) in out or len(group) < 2:
                continue
            if sq.kind == S.PLACE:
                completed = after.owns_group(who, s) and not game.owns_group(who, s)
            else:  # the airports or the services, all of them: their rent is at its highest
                completed = after.owned[who].issuperset(group) and not game.owned[who].issuperset(group)
            if completed:
                out.append((who, group[0]))
    return out


def lots_alone(game, squares: Collection[int]) -> bool:
    """Whether `squares` hold a place of an edition that builds on each lot alone (Finance),
    where a family reading the board's colour bands would take them for groups to complete."""
    return not game.edition.rules.build_needs_group and any(game.edition.squares[s].kind == S.PLACE for s in squares)


def building_after(game, me: int, completes: list[tuple[int, int]],
                   action: A.Offer | A.Counter | None = None) -> list[str]:
    """What building on a group the trade completes for `me` would take once it is done: what a
    house there costs against the cash they would have, enough or not (so the line stays as the
    offer changes, its figures following it), or the engine's reason where a place of the group
    is mortgaged, so "completes your group" never promises what the purse can't."""
    mine = [first for who, first in completes if who == me]
    played = accepted(game, action) if mine else None
    if played is None:
        return []
    after = played[2]
    notes = []
    for first in mine:
        group = after.edition.groups[after.edition.squares[first].group]
        held = [m for m in group if after.owners[m] == me]
        cheapest = min(held, key=lambda m: after.squares[m].house_cost)
        problem = building.build_problem(after, me, cheapest)
        if problem is not None and problem.code == "build-group-mortgaged":
            notes.append(t("trade_after", why=L.refusal(problem, after.edition)))
        elif after.squares[cheapest].house_cost:  # what a house costs against the cash left, enough or not
            cost = after.squares[cheapest].house_cost + after.gst(after.squares[cheapest].house_cost)
            cash = after.players[me].cash
            notes.append(t("trade_after_cash", cost=L.money(cost, after.edition), cash=L.money(cash, after.edition)))
    return notes


def read_whole(entries: list[tuple[str, tuple[int, int, int]]], size: int, width: int,
               room: int) -> list[tuple[str, tuple[int, int, int]]]:
    """The first of a status's sentences, and each after it while they all still fit `room` at
    `size`: at a small window the lists of places keep their rows, and the status stays at its
    reading size by leaving out what it would add last (what building would cost after the
    trade), never by shrinking every sentence."""
    kept: list[tuple[str, tuple[int, int, int]]] = []
    need = 0
    for text, colour in entries:
        need += fonts.block_room(len(fonts.wrap(text, size, width, bold=True)), size, bold=True)
        if kept and need > room:
            break
        kept.append((text, colour))
    return kept


def completion_lines(game, me: int, completes: list[tuple[int, int]]) -> list[tuple[str, tuple[int, int, int]]]:
    """'This completes Bot Sita's group: Durbar Marg and Thamel' (a warning, first) and 'This
    completes your group: Humla and Jumla' (good news), as seen by `me`. A group is named by its
    places, as the board shows it (by its colour, never by one place's name). Where a few of a
    group's places are enough to build (Business GST), it says that many, not "completes"."""
    out = []
    for who, first in sorted(completes, key=lambda c: c[0] == me):
        names = L.group_names(game.edition, first)
        place = L.listed(names)
        enough = game.edition.rules.group_sites  # Business GST: three of a colour build
        key = "trade_enough" if 0 < enough < len(names) else "trade_completes"
        if who == me:
            out.append((t(key + "_yours", place=place, n=enough), th.GOOD))
        else:
            out.append((t(key, name=game.players[who].name, place=place, n=enough), th.BAD))
    return out


def loan_places(game, p: int) -> list[int]:
    """The places of `p`'s that their bank loan may have bought: a loan is lent for one purchase at
    its price (`engine.mortgages.loan`), so those of theirs at that price. Empty where none is:
    the place has gone, and the loan is tied to none."""
    return [s for s in game.owned[p] if game.squares[s].price == game.loans[p]] if game.loans[p] else []


def loan_moves_in_reading(game, p: int, handed: Collection[int]) -> bool:
    """Whether handing `handed` over could be read as moving `p`'s bank loan with them: it owes
    one, and hands over the place it may have bought, or any place where it is tied to none."""
    if not game.loans[p] or not handed:
        return False
    tied = loan_places(game, p)
    return not tied or any(s in tied for s in handed)


def loan_note(game, sides: dict[int, Collection[int]]) -> str:
    """That a bank loan stays with its borrower, said once for each borrower among `sides` (each
    side's places handed over) whose places in the deal could be read as taking it along: the
    loan is the borrower's, not the place's, and no other place in a deal earns the note."""
    return " ".join(t("trade_loan_stays", name=game.players[p].name)
                    for p, handed in sides.items() if loan_moves_in_reading(game, p, handed))


def offers_left(game, player: int) -> int:
    """How many offers `player` may still make this turn (the turn's player shares theirs with counters)."""
    return game.offers_left(player)


def house_move(game, me: int, partner: int, lot: int) -> tuple[int, int] | None:
    """(partner's lot, my lot) for buying a house off `lot` in a building shortage: the first of
    my lots the engine would take it on, or None where it can't be bought (or there's no shortage)."""
    for mine in sorted(game.owned[me]):
        item = A.Items(houses=((lot, mine),))
        if game.check_offer(A.Offer(partner, A.Items(), item, by=me)) is None:
            return lot, mine
    return None


def value(game, player: int, items: A.Items) -> int:
    """What one side of a trade is worth: places as worth counts them, with the houses that go
    with them (Finance), cash, bail cards as bots count them (`bail_card_worth`), a house bought
    off a lot at what it cost to build."""
    total = items.cash + len(items.cards) * bail_card_worth(game.edition.rules.jail_fine)
    total += sum(game.edition.squares[start].house_cost for start, _ in items.houses)
    return total + sum(holding_worth(game, s) for s in items.squares)


def place_line(game, s: int) -> str:
    """A place handed over, as an offer lists it: marked mortgaged, or where its houses go with
    it (Finance), with them, counted as the board shows them."""
    name = L.square_name(game.edition.squares[s])
    if game.is_mortgaged(s):
        return f"{name} ({t('deed_mortgaged')})"
    if game.buildings(s) > game.marker_floor(s):
        return t("trade_place_houses", place=name, n=game.buildings(s))
    return name


def place_label(game, s: int) -> str:
    """A place's name on its chip, marked * where it is mortgaged (the mark kept by its name)."""
    return L.square_name(game.edition.squares[s]) + ("\u00a0*" if game.is_mortgaged(s) else "")


def houses_heading_room(size) -> int:
    """The height of the line over the houses on sale in a building shortage."""
    return fonts.line_room(status_size(size))


def draw_houses_heading(surf: pygame.Surface, panel, side: str, col: pygame.Rect) -> None:
    """Over a side's houses on sale in a building shortage, what they are: a house to buy, as
    the bank has none left (nothing where the side shows none)."""
    first = next((b for b in panel.buttons if b.id.startswith(f"{side}_house_")), None)
    if first is None:
        return
    room = houses_heading_room(surf)
    box = pygame.Rect(col.x, first.rect.y - room - 2, col.w, room)
    fonts.line(surf, t("trade_houses_heading"), box, status_size(surf), th.TEXT, valign="center", min_size=10)


def rule_line(game) -> str:
    """The window's rule on built places, as the edition plays it: where building needs the
    group, nothing of a group with buildings goes; else (Finance) a place goes with its houses."""
    return t("trade_rule_built") if game.edition.rules.build_needs_group else t("trade_rule_houses")


def place_tip(game, money, s: int) -> str:
    """A place chip's tooltip: its price, and what its mark means or what goes with it."""
    price = money(game.edition.squares[s].price)
    if game.buildings(s) > game.marker_floor(s):
        return t("tip_trade_place_houses", price=price, n=game.buildings(s))
    return t(L.edition_key("tip_trade_place", game.edition), price=price)


def describe(game, money, items: A.Items, payer: str | None = None, taker: str | None = None) -> list[str]:
    """One line per thing handed over, the cash's GST under it (Business GST): paid by the one
    reading, or by `payer`, named; under the places, the fee on a mortgaged one, paid to the bank
    by the one reading, or by `taker`, named."""
    lines = [place_line(game, s) for s in board_order(game, items.squares)]
    fee = sum(game.transfer_fee(s) for s in items.squares)
    if fee:  # due the moment the place changes hands: said before anyone accepts
        lines.append(t("trade_fee", amount=money(fee)) if taker is None else t("trade_fee_by", name=taker, amount=money(fee)))
    if items.cash:  # labelled, so it never reads as the price of the place above it
        cash = t("trade_cash_and" if lines else "trade_cash_only", amount=money(items.cash))
        tax = game.gst(items.cash)  # Business GST: whoever hands the cash over pays the tax on it
        gst = t("trade_gst", amount=money(tax)) if payer is None else t("trade_gst_by", name=payer, amount=money(tax))
        lines += [cash, gst] if tax else [cash]  # the tax on its own line: the cash keeps its size
    lines += [t("trade_card", deck=L.deck_title(game.edition.decks[d]), card=L.bail_card(game.edition, d)) for d in items.cards]
    lines += [t("trade_house", lot=L.square_name(game.edition.squares[a]), to=L.square_name(game.edition.squares[b]))
              for a, b in items.houses]
    return lines or [t("trade_nothing")]



TAB_TEXT = 16  # px at the design's scale: the partner tabs' names, grown by the text size like the window's words


def tab_label(name: str, mine: bool) -> str:
    """A tab's name; my own seat's "You: Asha", the name whole on one line ("Player 1", never
    "Player / 1")."""
    return t("trade_tab_you", name=name.replace(" ", "\u00a0")) if mine else name


def draw_own_seat(surf: pygame.Surface, seat: Button, token: tuple[str, tuple[int, int, int]]) -> None:
    """My own seat in the partners' row, in its place: my token (`token`: its shape and colour)
    and "You: Asha" as plain words on the window, no button's face or edge: nobody trades with
    themselves, and a greyed button there would read as one broken."""
    r, size = seat.rect, seat.font_size()
    radius = max(5, min(r.h // 4, size // 2))
    th.draw_token(surf, token[0], token[1], (r.x + radius + 2, r.centery), radius)
    x = r.x + 2 * radius + 10
    box = pygame.Rect(x, r.y, r.right - x, r.h)
    fonts.draw(surf, widgets.held_label(seat.label), box, size, th.TEXT, bold=True, align="left", max_lines=2,
               min_size=size)


TAB_GAP = 8  # px between two tabs


def spread_tabs(tabs: list[Button], labels: list[list[str]], right: int) -> None:
    """Where a tab's name does not fit its equal share on one line at its size ("Bikash
    (तपाईं)" at 800x600 and 125%), the tabs share the row up to `right` by need (`labels`: the
    words each tab may show), each name whole on one line: each keeps its share where the row
    has the room, else the room left over is shared alike. Where the row can't hold them so,
    every tab keeps its equal share and a long name takes two lines."""
    need = [max(tab_need(tab, label) for label in words) for tab, words in zip(tabs, labels, strict=True)]
    if all(n <= tab.rect.w for n, tab in zip(need, tabs, strict=True)):
        return
    room = right - tabs[0].rect.x - TAB_GAP * (len(tabs) - 1)
    widths = [max(n, tab.rect.w) for n, tab in zip(need, tabs, strict=True)]
    if sum(widths) > room:
        if sum(need) > room:
            return
        widths = [n + (room - sum(need)) // len(tabs) for n in need]
    x = tabs[0].rect.x
    for tab, w in zip(tabs, widths, strict=True):
        tab.rect.x, tab.rect.w = x, w
        x = tab.rect.right + TAB_GAP


def tab_need(tab: Button, label: str) -> int:
    """How wide `tab` must be for `label` on one line at its size, beside its colour's swatch."""
    size = tab.font_size()
    swatch = max(8, tab.rect.h // 3) + 6
    return fonts.width(widgets.held_label(label), size, bold=True) + 2 * max(6, size // 3) + swatch + 2


def notes_laid(game, limits: str, mortgaged: bool, size: int, width: int) -> list[str]:
    """A trade window's notes at its top right, with `limits` for the offers left, on the lines
    they take at `size` in `width`."""
    parts = [limits, rule_line(game)] + [t("trade_mortgaged_key")] * mortgaged
    return fonts.parts_on_lines(parts, size, width, "  ·  ", most=len(parts) + 2)


def offers_left_words(game, me: int, turn: int, left: int, making: bool) -> str:
    """The offers `me` has left in `turn`'s turn: whose (the turn's count or the maker's own),
    and, `making` a counter, that it spends one while it is being made (once answered, it has)."""
    name, turn_name = game.players[me].name, game.players[turn].name
    if me == turn:  # a counter's count is `n`: its last offer is worded alone
        return t("trade_counter_limits", n=left) if making else t("trade_limits", left=left)
    if making:  # in another's turn: whose turn the three are counted in
        return t("trade_counter_limits_own", name=name, turn=turn_name, n=left)
    return t("trade_limits_own", name=name, turn=turn_name, left=left)


def openers(session, me: int) -> list[int]:
    """Who may open an offer's window at this table: `me`, and every other person still playing
    (a bot makes its offers without one)."""
    return [q for q in session.game.active_players() if q == me or session.is_human(q)]


def most_note_lines(game, openers: list[int], size: int, width: int) -> int:
    """The most lines the notes at the top of an offer's window take at this table, whichever of
    `openers` makes it, with any count of offers left, in their own turn and, where the edition
    lets an offer be made in another's ("Asha's offers left in Sita's turn"), in anyone's; a
    mortgaged place's mark among them where any place is mortgaged. The partners' tabs under the
    notes stand in one place for every person who opens the window."""
    rules, seats = game.edition.rules, game.active_players()
    mortgaged = any(game.is_mortgaged(q) for p in seats for q in game.owned[p])
    return max(len(notes_laid(game, offers_left_words(game, me, turn, left, False), mortgaged, size, width))
               for me in openers
               for turn in (seats if rules.trade_any_time or rules.trade_while_raising else [me])
               for left in range(MAX_TRADE_OFFERS + 1))


def tabs_at_size(tabs: list[Button], size: int) -> list[Button]:
    """The tabs as tall as two lines of `size` where a name does not fit its tab on one line at
    that size (a name and "(you)"), so none reads smaller than the window's words."""
    if all(widgets.natural_size(tab) >= size for tab in tabs):
        return tabs
    tall = fonts.block_room(2, size, bold=True) + 2 * widgets.LABEL_CLEAR
    for tab in tabs:
        tab.rect.h = max(tab.rect.h, tall)
    return tabs


def footer_base(s: float) -> int:
    """The footer's and the tabs' height at the design's text size, at window scale `s`."""
    return max(40, int(44 * s))


def chip_base(s: float) -> int:
    """A place's or a money step's chip height at the design's text size, at window scale `s`."""
    return max(28, int(34 * s))


def chip_text(size) -> int:
    """A chip's label at the design's text size (the chip grows it by the setting): read as the
    window's words are, so never below the reading size, in a small window too."""
    return th.reading_size(widgets.label_size(chip_base(1.0)), size, 1.0)


# the lines the status keeps room for at its reading size, whatever it says now: what a set
# completed says (the set's places, on three lines in a narrow window) and what a house then costs
STATUS_LINES = (3, 2)
HOUSES_A_ROW = 4  # houses on sale to a row at the most, where rows are kept for them: each names its lot
PLACE_ROWS = 4  # the rows of places a side holding that many shows at the least, where the window has the room
ROWS_KEPT = 2  # the rows kept for the places however few a side holds: the money rows of small holdings stand alike

PLACE_LEAST = 12  # the least a place chip's label is set, in either script


def place_sizes(size) -> list[int]:
    """A place chip's label sizes, largest first (as asked of a button, grown by the text
    size): its own, then smaller ones a list that scrolls may take to show a row more, a fifth
    smaller at most and never under PLACE_LEAST, so a name still reads at a glance."""
    full = chip_text(size)
    least = max(PLACE_LEAST, -(-4 * round(full * th.text_scale) // 5))
    return [d for d in range(full, 0, -1) if d == full or round(d * th.text_scale) >= least]


def head_size(surf_or_size) -> int:
    """A side's heading over its places (who gives, and its worth): read, so at the reading size."""
    return th.reading_size(17, surf_or_size)


def item_size(surf_or_size) -> int:
    """A line a thing handed over, where an answered offer lists them."""
    return th.reading_size(16, surf_or_size)


def status_size(surf_or_size) -> int:
    """The offer's result, why it can't go yet and what it would do: sentences, read at the
    reading size."""
    return th.reading_size(15, surf_or_size)


def field_width(field: TextField) -> int:
    """How wide a cash field must be for its placeholder grown by the text size as
    `widgets.field_size` grows it."""
    return fonts.width(field.placeholder, round(field.size * th.text_scale)) + 20


class TradeScene(OverlayScene):
    """Build an offer; with `counter`, answer the open offer with a changed one, to its offerer;
    with `by`, an offer from that person while the decision waiting is someone else's."""

    def __init__(self, app, board, counter: bool = False, by: int | None = None) -> None:
        super().__init__(app, board)
        self.counter = counter
        pend = self.game.pending
        self.by = by if by is not None and by != pend.player else None
        self.me = pend.player if self.by is None else self.by
        others = [i for i in self.game.active_players() if i != self.me]
        self.partner = pend.other if counter else others[0]
        self.give: set[int] = set()
        self.get: set[int] = set()
        self.cash = {"give": 0, "get": 0}
        self.cards: dict[str, list[str]] = {"give": [], "get": []}
        self.houses: dict[int, tuple[int, int]] = {}  # partner's lot -> (it, my lot): houses bought
        self.scroll = {"give": 0, "get": 0}  # each side's rows of places scrolled past
        self.lists: dict[str, pygame.Rect] = {}  # each side's places' room, the wheel's there
        self.more: dict[str, tuple[int, int]] = {}  # each side's places above and below those shown
        self.cash_fields = {side: TextField(f"{side}_cash_typed", pygame.Rect(0, 0, 1, 1), max_len=9, digits_only=True,
                                            placeholder=t("trade_type_cash"),
                                            shown=lambda text: self.session.money(int(text)))
                            for side in ("give", "get")}
        for side, f in self.cash_fields.items():
            f.on_change = lambda text, sd=side: self.type_cash(sd, text)
            f.on_enter = lambda f=f: setattr(f, "focused", False)
        if counter and self.game.offer is not None:  # the offer reversed: what they asked, I give
            offer = self.game.offer
            for side, items in (("give", offer.get), ("get", offer.give)):
                (self.give if side == "give" else self.get).update(items.squares)
                self.cards[side] = list(items.cards)
                self._show_cash(side, items.cash)
        self.result = ""
        self.result_ok = False
        self.awaiting: int | None = None  # the board's move count when an offer went to a bot, till it answers
        self.done = False  # a bot answered: Close, or (turned down) the offer changed and made again
        self.own_seat: Button | None = None  # my own seat's place in the partners' row

    def typing(self) -> bool:
        return any(f.focused for f in self.cash_fields.values())

    def back(self) -> None:
        """Esc leaves a cash field first; then closes (a counter goes back to the offer)."""
        if self.typing():
            for f in self.cash_fields.values():
                f.focused = False
            return
        self.app.pop()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = th.scale_of(size)
        grown = s * th.text_scale  # a larger text takes more of the window, where it has more
        self.rect = pygame.Rect(0, 0, min(w - 16, int(1000 * grown)), min(h - 16, int(740 * grown)))
        self.rect.center = (w // 2, h // 2)
        self.rebuild()

    # ----- the offer being built -----------------------------------------------------------------

    def offer(self) -> A.Offer:
        give = A.Items(tuple(sorted(self.give)), self.cash["give"], tuple(self.cards["give"]))
        get = A.Items(tuple(sorted(self.get)), self.cash["get"], tuple(self.cards["get"]),
                      tuple(self.houses[s] for s in sorted(self.houses)))
        return A.Offer(self.partner, give, get, by=self.by)

    def status_box(self) -> pygame.Rect:
        """Where the offer's result or the reason it can't go yet is written: beside the buttons,
        as far as the first of them."""
        r = self.rect
        lift = self.footer_lift()
        return pygame.Rect(r.x + 16, r.bottom - 70 - lift, self.footer[0].x - 12 - r.x - 16, 56 + lift)

    def footer_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Close's (or Back's) and the offer's places at the window's foot: as wide as their
        labels need at the text size, within a quarter of the window each."""
        r, s, bh = self.rect, th.scale_of(self.size), self.button_height()
        back = self.counter and self.game.pending.kind == K.TRADE
        offer = t("trade_send_counter") if self.counter else t("trade_offer")
        close = t("btn_back") if back and not self.done else t("btn_close")
        ow = widgets.button_width(offer, int(200 * s), footer_base(s), r.w // 4)
        cw = widgets.button_width(close, int(160 * s), footer_base(s), r.w // 4)
        fb = pygame.Rect(r.right - 16 - ow, r.bottom - 16 - bh, ow, bh)
        return pygame.Rect(fb.x - 8 - cw, fb.y, cw, bh), fb

    def footer_lift(self) -> int:
        """How much taller than the design the footer stands at the text size: what it takes
        from the rows above it."""
        s = th.scale_of(self.size)
        return self.button_height() - footer_base(s)

    def button_height(self) -> int:
        """The footer's and the tabs' height, grown with the text size so their labels grow too."""
        return round(footer_base(th.scale_of(self.size)) * th.text_scale)

    def keep_clear(self) -> list[pygame.Rect]:
        """What a hint shown over this window must not cover: the heading, the money rows with the
        GST said under them, and the status."""
        r, money = self.rect, min(self.cash_y.values())
        return [pygame.Rect(r.x, r.y, r.w, self.top - r.y), self._status_said(),
                pygame.Rect(r.x, money, r.w, self.money_end() - money)]

    def keep_whole(self) -> list[pygame.Rect]:
        """What a hint never covers, waiting for the window to close where it must: the answer
        to an offer, once given."""
        return [self._status_said()] if self.result else []

    def _status_said(self) -> pygame.Rect:
        """Where the status's words stand: its box from the top of its lines down."""
        box, top = self.status_box(), self.status_layout()[2]
        return pygame.Rect(box.x, top, box.w, box.bottom - top)

    def hint_width(self) -> int:
        return self.rect.w - 32

    def hint_spot(self, height: int) -> pygame.Rect:
        """A hint's room inside this window: across it, under the money rows where it clears the
        status and the buttons at the foot, else just above them."""
        r, status = self.rect, self.status_layout()[2]
        under = pygame.Rect(r.x + 16, self.money_end() + 4, r.w - 32, height)
        if under.bottom < min(status, *(b.y for b in self.footer)):
            return under
        return pygame.Rect(r.x + 16, status - height - 8, r.w - 32, height)

    def money_end(self) -> int:
        """Where a side's money rows end: the field and the steps, the GST line under them, and
        the rows kept for bail cards and houses to buy."""
        return max(self.cash_y.values()) + self._money_rows_height(th.scale_of(self.size))

    def _money_rows_height(self, s: float) -> int:
        """The money rows' height: the field and the steps, the rows kept for bail cards and
        houses to buy, and the GST line."""
        houses = self._house_rows()
        heading = houses_heading_room(self.size) if houses else 0
        return (2 + houses) * (self.chip_height(s) + 4) + heading + self.gst_line_height()

    def status_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the status says, each with its colour: the result or why the offer can't go yet;
        else what the offer would do (a set completed, then what building on it would cost)."""
        status = self.result or self.problem
        if status:
            return [(status, th.GOOD if self.result and self.result_ok else th.BAD)]
        if self.done:
            return []
        if not self.completes:  # where a colour brings nothing, say so once a place is in the deal
            chosen = self.offer()
            return [(t("trade_lots_alone"), th.TEXT)] if lots_alone(self.game, chosen.give.squares + chosen.get.squares) else []
        notes = [(note, th.TEXT) for note in self.after_notes]
        return (completion_lines(self.game, self.me, self.completes) + notes)[:2]

    def status_ceiling(self) -> int:
        """The highest the status may reach over its box: below whatever the money rows draw over
        it (a chip, a field, the GST line kept under the steps, the loan line), and in the
        answered window below a side's heading and its first line."""
        r, box = self.rect, self.status_box()
        if self.done:
            return self.columns["give"].y + self.column_head_height() + 6 + fonts.line_room(item_size(self.size))
        over = [w.rect.bottom + 6 for w in (*self.panel.buttons, *self.panel.fields)
                if w.rect.bottom <= box.y and w.rect.right > box.x and w.rect.x < box.right]
        if self.game.edition.rules.gst_percent:  # (a line of text: its box holds its ink with room to spare)
            chip_h = self.chip_height(th.scale_of(self.size))
            over += [self.cash_y[side] + 2 * chip_h + 8 + self.gst_line_height()
                     for side, col in self.columns.items() if col.right > box.x and col.x < box.right]
        loan_h = self.loan_line_height()
        if loan_h:
            over.append(r.bottom - loan_h - self.footer_lift() - 84 + loan_h)
        return max(over, default=self.columns["give"].y)

    def status_layout(self) -> tuple[int, list[tuple[list[str], tuple[int, int, int]]], int]:
        """The status's size, its lines with their colours, and its top: at the reading size on as
        many lines as it takes, growing up from its box into the room over it; where that room is
        short, its later sentences give way (`read_whole`), and it is set smaller only where even
        the first alone has too little."""
        box = self.status_box()
        room = box.bottom - self.status_ceiling()
        entries = read_whole(self.status_lines(), status_size(self.size), box.w, room)
        if not entries:
            return 0, [], box.y
        least = min(status_size(self.size), max(fonts.least_size(text) for text, _ in entries))
        size = status_size(self.size)
        while True:  # from the reading size down to the least, the first whose lines have the room
            lines = [(fonts.wrap(text, size, box.w, bold=True), colour) for text, colour in entries]
            need = sum(fonts.block_room(len(wrapped), size, bold=True) for wrapped, _ in lines)
            if need <= room or size <= least:
                return size, lines, min(box.y, box.bottom - need)
            size -= 1

    def _draw_status(self, surf: pygame.Surface) -> None:
        size, lines, y = self.status_layout()
        box = self.status_box()
        for wrapped, colour in lines:
            h = fonts.block_room(len(wrapped), size, bold=True)
            fonts.draw(surf, " ".join(wrapped), pygame.Rect(box.x, y, box.w, h), size, colour, bold=True,
                       align="left", valign="top", max_lines=len(wrapped), min_size=size)
            y += h

    def holds_bots(self) -> bool:
        """An offer made in a bot's decision: the bots wait while it is built (the table stays put)."""
        if self.done:  # the answer stands on screen: nothing plays on behind it till it is closed
            return True
        return self.by is not None and self.awaiting is None  # the bot partner must be free to answer

    def action(self) -> A.Offer | A.Counter:
        offer = self.offer()
        return A.Counter(offer.give, offer.get) if self.counter else offer

    def rebuild(self) -> None:
        self.panel.clear()
        r = self.rect
        s = th.scale_of(self.size)
        bh = self.button_height()
        self.footer = self.footer_rects()
        notes = None if self.counter else most_note_lines(self.game, openers(self.session, self.me), notes_size(self.size),
                                                          (r.w - 32) // 2)
        self.top = r.y + max(int(56 * s), self.heading_height(notes) + 6)
        tabs = [] if self.counter else self._partner_tabs(bh, s)
        mine = f"partner_{self.me}"
        self.own_seat = next((tab for tab in tabs if tab.id == mine), None)  # said in words, not a button
        tabs = [tab for tab in tabs if tab.id != mine]
        col_w = (r.w - 48) // 2
        y0 = self.top + (tabs[0].rect.h + int(16 * s) if tabs else 0)
        self.columns = {"give": pygame.Rect(r.x + 16, y0, col_w, 0), "get": pygame.Rect(r.x + 32 + col_w, y0, col_w, 0)}
        close, fb = self.footer
        foot_text = widgets.label_size(footer_base(s))
        if self.done:  # the answer is read, then the window closed, or the offer changed and made again
            self.panel.add(Button("close", close, t("btn_close"), self.app.pop, "primary", tooltip=t("tip_close"),
                                  key=pygame.K_RETURN, size=foot_text))
            if may_change(self):
                self.panel.add(Button("change", fb, t("trade_change"), lambda: change_offer(self),
                                      tooltip=t("tip_trade_change"), size=foot_text))
            return
        for tab in tabs:
            self.panel.add(tab)
        # the money rows stand level across the window at one height, whatever the lists hold,
        # so choosing another partner or another place moves nothing under the mouse
        money_y = self.money_top(s)
        for side, who in (("give", self.me), ("get", self.partner)):
            self._side(side, who, self.columns[side], s, money_y)
        names = self.place_names()
        for b in self.panel.buttons:  # every place's name at one size, on either side, shown or scrolled away
            if b.id.startswith(("give_sq_", "get_sq_")):
                b.peers = tuple(names)
        if self.counter:
            problem = self.game.check_counter(self.action())
            label, tip = t("trade_send_counter"), t("tip_send_counter", name=self.game.players[self.partner].name)
        else:
            problem = self.game.check_offer(self.offer())
            label, tip = t("trade_offer"), t("tip_offer")
        problem = L.refused(self.game, problem) if problem else None
        chosen = self.offer()
        # why the offer can't go yet is said once something is chosen (the button's tooltip says it before)
        self.problem = problem if problem and (chosen.give or chosen.get) else ""
        self.completes = [] if problem else completions(self.game, self.action())
        self.after_notes = building_after(self.game, self.me, self.completes, self.action()) if self.completes else []
        self.panel.add(Button("offer", fb, label, self.send, "primary", enabled=problem is None and self.awaiting is None,
                              tooltip=tip if problem is None else problem, key=pygame.K_RETURN, size=foot_text))
        back = self.counter and self.game.pending.kind == K.TRADE  # back to the offer still open
        self.panel.add(Button("close", close, t("btn_back") if back else t("btn_close"), self.app.pop,
                              tooltip=t("tip_counter_back") if back else t("tip_close"), size=foot_text))

    def _partner_tabs(self, bh: int, s: float) -> list[Button]:
        """A tab for every seat in seat order, each in its one place for the whole game: mine
        "You: Asha" (drawn as words in its place, `draw_own_seat`), a gone player's greyed. Their
        names read at the window's text size: on two lines where one is too narrow. A counter-offer
        shows none: it goes back to whoever offered, whom its heading and the sides name, and the
        tabs' row goes to the places."""
        r = self.rect
        seats = range(len(self.game.players))
        pw = min(int(200 * s), (r.w - 32) // len(seats) - 8)
        tabs: list[Button] = []
        for q in seats:
            gone, mine = self.game.players[q].bankrupt, q == self.me
            tip = t("tip_partner_gone") if gone else t("tip_partner")
            tabs.append(Button(f"partner_{q}", pygame.Rect(r.x + 16 + q * (pw + 8), self.top, pw, bh),
                               tab_label(self.game.players[q].name, mine), lambda q=q: self.set_partner(q),
                               "selected" if q == self.partner else "chip", colour=self.session.colour(q),
                               tooltip=tip, enabled=self.awaiting is None and not (gone or mine), wraps=True,
                               size=widgets.label_size(footer_base(s))))
        # any person's seat may say "You: ..." in a later trade: measured so, the tabs keep their places
        spread_tabs(tabs, [[tab.label, tab_label(self.game.players[q].name, True)] if self.session.is_human(q)
                           else [tab.label] for q, tab in zip(seats, tabs, strict=True)], r.right - 16)
        return tabs_at_size(tabs, th.size(TAB_TEXT, self.size))

    def chip_height(self, s: float) -> int:
        """A chip's height: the design's, grown with the text size so its label grows too."""
        return round(chip_base(s) * th.text_scale)

    def money_top(self, s: float) -> int:
        """Where the money rows start, the places' list filling the window above them: high
        enough for the money field and steps, the GST and loan lines, a row for the bail cards
        and another for houses to buy in a building shortage where any partner's window would
        show them, and under them the status's room (`STATUS_LINES`) over its box. Set by what
        the players hold, so no pick, scroll or partner moves it."""
        below = self._money_rows_height(s) + self.loan_line_height()
        size = status_size(self.size)
        status = self.status_box().bottom - sum(fonts.block_room(n, size, bold=True) for n in STATUS_LINES) - 6
        lowest = self.rect.bottom - 90 - self.footer_lift()
        # the places come before the status's full size: where its room would leave a list fewer
        # rows than a side holds (up to PLACE_ROWS) and the count under them, the money rows stand
        # lower, the status keeping in what room is left what it can say at its size
        # (`status_layout`); the rows are counted at the least label a list that scrolls takes
        # (`_place_grid`), so the status keeps all the room the lists can spare
        rows = max(ROWS_KEPT, min(PLACE_ROWS, self._rows_held()))
        least_chip = self.chip_height(s) * place_sizes(self.size)[-1] // chip_text(self.size)
        wanted = self._places_floor(s) + rows * (least_chip + 4) + scroll_rows.note_height(self.size) + 2
        return min(lowest - below, max(status - below, wanted))

    def _rows_held(self) -> int:
        """The most rows of places, two to a row, any side at this table holds: mine, or those of
        any partner a tab may open, so no tab moves the money rows (nor a bail card drawn between
        offers: the cards have their own row below)."""
        return max(-(-len(self.game.owned[q]) // 2) for q in (self.me, *self._partners()))

    def _places_floor(self, s: float) -> int:
        """The lowest a side's places may start in my offer or counter-offer at this table: under
        the offer's heading and its row of partner tabs, or the counter-offer's heading where that
        is taller: the offer's notes as many lines as anyone's take (`most_note_lines`), the
        counter's worded for any count of offers left. The money rows are set from
        it, so they stand in one place in both windows, and a click aimed at a step meant for one
        lands on that step in the other."""
        mortgaged = any(self.game.is_mortgaged(q) for p in (self.me, *self._partners()) for q in self.game.owned[p])
        size, width = notes_size(self.size), (self.rect.w - 32) // 2

        def top(notes: int) -> int:
            return self.rect.y + max(int(56 * s), self.heading_height(notes) + 6)

        counter = max(len(notes_laid(self.game, self._limits(n, True), mortgaged, size, width))
                      for n in range(MAX_TRADE_OFFERS + 1))
        tabs = self._partner_tabs(self.button_height(), s)
        offer = top(most_note_lines(self.game, openers(self.session, self.me), size, width)) + tabs[0].rect.h + int(16 * s)
        return max(offer, top(counter)) + self.column_head_height() + 6

    def _partners(self) -> list[int]:
        """Every live seat but mine: those an offer's tabs choose from. A counter-offer, to one of
        them, keeps the rows any of them needs too, so its money rows stand where the offer's do."""
        return [q for q, p in enumerate(self.game.players) if q != self.me and not p.bankrupt]

    def _house_rows(self) -> int:
        """The rows kept for the houses on sale in a building shortage, with any partner: as many
        as the most any partner has on sale take, HOUSES_A_ROW to a row (none where none has any)."""
        most = max((len(self._lots_on_sale(q)) for q in self._partners()), default=0)
        return -(-most // HOUSES_A_ROW)

    def loan_line_height(self) -> int:
        """The line above the footer saying a bank loan stays with its borrower, kept while a side
        owes one (the window's rows stand still as places are chosen)."""
        owes = any(self.game.loans[p] for p in (self.me, *self._partners()))  # as any partner's window keeps it
        return fonts.line_height(notes_size(self.size)) + 6 if owes else 0

    def loan_note(self) -> str:
        """That line's words, for a borrower handing over places in the offer as it stands."""
        return loan_note(self.game, {self.me: self.give, self.partner: self.get})

    def gst_line_height(self) -> int:
        """The line under a side's money steps for the GST on its cash (Business GST), set at
        the money label's size rather than squeezed in beside the field."""
        return fonts.line_height(status_size(self.size)) + 2 if self.game.edition.rules.gst_percent else 0

    def heading_height(self, notes: int | None = None) -> int:
        """How far below the window's top its heading and rules line reach (a Nepali heading
        at a large text size stands taller than the window's own margin), with `notes` lines of
        notes where given rather than those shown."""
        big = th.size(24, self.size)
        notes = len(self.note_lines()) if notes is None else notes
        return max(14 + fonts.line_height(big), 10 + notes * fonts.line_room(notes_size(self.size)))

    def note_lines(self) -> list[str]:
        """The notes at the window's top right (the offers left, the rule on built groups, the
        mark of a mortgaged place) on the lines they take at their reading size in half the window."""
        left = max(0, offers_left(self.game, self.me))  # a counter is its maker's own offer, whoever's turn it is
        return notes_laid(self.game, self._limits(left, self.counter and not self.done), self._shows_mortgaged(),
                          notes_size(self.size), (self.rect.w - 32) // 2)

    def column_head_height(self) -> int:
        """How tall a side's heading stands over its places (its ink, in either script)."""
        return fonts.line_room(head_size(self.size), bold=True)

    def _place_grid(self, col: pygame.Rect, s: float, money_y: int) -> tuple[int, int, int, int]:
        """A side's places laid out: (chip height, label size, chip width, the rows' top). Two to
        a row between the side's heading and the money rows, at the chips' own size; where a
        list scrolls, a label a little smaller (`place_sizes`) where that shows a whole row more,
        both sides' alike. Set by the places held, so no scroll or pick resizes a chip."""
        y = col.y + self.column_head_height() + 6
        room, note = money_y - 6 - y + 4, scroll_rows.note_height(self.size)
        counts = [len(self.game.owned[q]) + len(self.game.players[q].bail_cards) for q in (self.me, self.partner)]

        def rows_shown(size: int) -> int:
            rows = [self.place_chip_height(col, s, size) + 4]
            return sum(scroll_rows.shown(rows * -(-n // 2), 0, room, note)[1] for n in counts)

        sizes = place_sizes(self.size)
        size = next((d for d in sizes[1:] if rows_shown(d) > rows_shown(sizes[0])), sizes[0])
        return self.place_chip_height(col, s, size), size, (col.w - 6) // 2, y

    def place_names(self) -> list[str]:
        """Every place either side may hand over, as its chip names it."""
        return [place_label(self.game, q) for p in (self.me, self.partner) for q in self.game.owned[p]]

    def place_chip_height(self, col: pygame.Rect, s: float, label: int = 0) -> int:
        """A place chip's height with its label at `label` (the chips' own size where not
        given): a money chip's, shorter with a smaller label, or where a name on either side is
        too long for one line of a chip two to a row ("Commonwealth Avenue"), as tall as its two
        lines take, so the name wraps rather than shrinks."""
        full = chip_text(self.size)
        label = label or full
        chip_h, size = self.chip_height(s) * label // full, round(label * th.text_scale)
        probe = Button("probe", pygame.Rect(0, 0, (col.w - 6) // 2, chip_h), "", None, colour=(0, 0, 0),
                       size=label, wraps=True)
        inner = widgets.label_box(probe, size)
        names = self.place_names()
        if all(fonts.width(name, size, bold=True) <= inner.w for name in names):
            return chip_h
        return max(chip_h, fonts.block_room(2, size, bold=True) + 2 * (widgets.LABEL_CLEAR - 1))

    def _side(self, side: str, who: int, col: pygame.Rect, s: float, money_y: int) -> None:
        chosen = self.give if side == "give" else self.get
        places = board_order(self.game, self.game.owned[who])
        cards = self.game.players[who].bail_cards
        lots = self._lots_on_sale(self.partner) if side == "get" and not self.counter else []
        chip_h, label_size, cw, y = self._place_grid(col, s, money_y)
        # the bail cards follow the places in their list, so a card drawn between offers takes a
        # place in the list rather than a row that would move the money rows under the mouse
        items: list[tuple[int | None, int | None]] = [(sq_i, None) for sq_i in places]  # (a place, a card)
        items += [(None, k) for k in range(len(cards))]
        first, count = self._shown_rows(side, len(items), pygame.Rect(col.x, y, col.w, money_y - 6 - y), chip_h)
        for k, (which, card) in enumerate(items[2 * first:2 * (first + count)]):
            rect = pygame.Rect(col.x + (k % 2) * (cw + 6), y + (k // 2) * (chip_h + 4), cw, chip_h)
            if which is None:
                assert card is not None  # an item is a place or a card
                self.panel.add(self._card_chip(side, who, card, rect, label_size))
                continue
            sq = self.game.edition.squares[which]
            built = self.game.check_trade_place(which) is not None  # the engine's rule, not a copy of it
            label = place_label(self.game, which)
            self.panel.add(Button(f"{side}_sq_{which}", rect, label, lambda s_=which, c=chosen: self.toggle(c, s_),
                                  "selected" if which in chosen else "chip", enabled=not built,
                                  colour=geo.band_colour(sq), picture=art.mark_picture(self.game.edition, sq),
                                  size=label_size, wraps=True,
                                  tooltip=t("trade_built") if built else place_tip(self.game, self.session.money,
                                                                                   which)))
        y, chip_h = money_y, self.chip_height(s)  # the money rows keep their size whatever the places do
        cash = self.game.players[who].cash
        most = payable(self.game, who)
        field = self.cash_fields[side]
        # the field stands as tall as its row's chips, its text at their labels' size, grown once
        # by the setting as theirs is
        field.size = chip_text(self.size)
        fw = max(int(120 * s), col.w * 2 // 5, min(col.w // 2, field_width(field)))
        field.rect = pygame.Rect(col.right - fw, y, fw, chip_h)
        self.panel.add_field(field)
        sw = (col.w - 6 * 3) // 4
        for k, step in enumerate(cash_steps(self.game.edition)):
            amount = min(most, max(0, self.cash[side] + step))
            label = ("+" if step > 0 else "-") + L.number(abs(step))  # the row is headed Money: a figure fits one line
            self.panel.add(Button(f"{side}_cash_{step}", pygame.Rect(col.x + k * (sw + 6), y + chip_h + 4, sw, chip_h),
                                  label, lambda a=amount, sd=side: self.set_cash(sd, a), "chip",
                                  enabled=amount != self.cash[side], size=chip_text(self.size),
                                  tooltip=t("tip_cash", cash=self.session.money(cash))))
        self.cash_y = {**getattr(self, "cash_y", {}), side: y}
        y += 2 * (chip_h + 4) + 4 + self.gst_line_height()
        if lots:  # under their heading, which says what they buy and why
            self._house_chips(lots, col, y + houses_heading_room(self.size), chip_h)

    def _card_chip(self, side: str, who: int, k: int, rect: pygame.Rect, label_size: int) -> Button:
        """`who`'s `k`th bail card as a chip in their list, picked as a place is."""
        held = self.game.players[who].bail_cards
        deck = held[k]
        on = self.cards[side].count(deck) > held[:k].count(deck)
        label = t("trade_card", deck=L.deck_title(self.game.edition.decks[deck]), card=L.bail_card(self.game.edition, deck))
        return Button(f"{side}_card_{k}", rect, label, lambda: self.toggle_card(side, deck, on),
                      "selected" if on else "chip", size=label_size, wraps=True, tooltip=t("tip_card"))

    def _shown_rows(self, side: str, n: int, box: pygame.Rect, chip_h: int) -> tuple[int, int]:
        """The rows of a side's `n` places shown in `box` from its scroll on: (the first, how
        many); the places above and below them are kept for the count under the list."""
        self.lists[side] = box
        rows = [chip_h + 4] * -(-n // 2)  # (the last row's gap falls in the room's own margin)
        first, count = scroll_rows.shown(rows, self.scroll[side], box.h + 4, scroll_rows.note_height(self.size))
        self.scroll[side] = first
        self.more[side] = (2 * first, max(0, n - 2 * (first + count)))
        return first, count

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.wheel(self.panel.mouse, event.y):
            return
        super().handle(event)

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """Scroll a side's places when the mouse is over them; True when it was."""
        side = next((sd for sd, box in self.lists.items() if box.collidepoint(pos)), None)
        if side is None or self.done:
            return False
        self.scroll[side] = max(0, self.scroll[side] - dy)  # held to the last row by the layout
        self.rebuild()
        return True

    def _lots_on_sale(self, q: int) -> list[int]:
        """`q`'s lots with a house on sale to players: only in a building shortage (an offer
        buys them; a counter-offer, answering one, does not)."""
        g = self.game
        if not g.edition.rules.trade_any_time or g.bank_supply()[0] != 0:
            return []
        return [s for s in sorted(g.owned[q]) if g.buildings(s) > g.marker_floor(s)]

    def _house_chips(self, lots: list[int], col: pygame.Rect, y: int, chip_h: int) -> None:
        """"From X" under the heading "Buy a house": a house off the partner's lot, onto the first
        of mine that takes it. Two to a row, more where the rows left above the status line can't
        hold them."""
        rows = max(1, (self.status_box().y - 4 - y) // (chip_h + 4))
        per_row = max(2, -(-len(lots) // rows))
        cw = (col.w - 6 * (per_row - 1)) // per_row
        for k, lot in enumerate(lots):
            move = self.houses.get(lot) or house_move(self.game, self.me, self.partner, lot)
            name = L.square_name(self.game.edition.squares[lot])
            tip = t("tip_trade_house", lot=name, to=L.square_name(self.game.edition.squares[move[1]])) if move \
                else t("why_no_house")
            rect = pygame.Rect(col.x + (k % per_row) * (cw + 6), y + (k // per_row) * (chip_h + 4), cw, chip_h)
            self.panel.add(Button(f"get_house_{lot}", rect, t("trade_house_chip", lot=name),
                                  lambda lot=lot, m=move: self.toggle_house(lot, m),
                                  "selected" if lot in self.houses else "chip", enabled=move is not None,
                                  size=chip_text(self.size), tooltip=tip))

    def toggle_house(self, lot: int, move: tuple[int, int] | None) -> None:
        if lot in self.houses:
            del self.houses[lot]
        elif move is not None:
            self.houses[lot] = move
        self.result = ""
        self.rebuild()

    def set_partner(self, q: int) -> None:
        if self.awaiting is not None:  # the answer shown must be the one asked of
            return
        self.partner = q
        self.get.clear()
        self.scroll["get"] = 0
        self.houses.clear()
        self._show_cash("get", 0)
        self.cards["get"] = []
        self.result = ""
        self.rebuild()

    def toggle(self, chosen: set[int], s: int) -> None:
        chosen.symmetric_difference_update({s})
        self.result = ""
        self.rebuild()

    def set_cash(self, side: str, amount: int) -> None:
        self._show_cash(side, amount)
        self.result = ""
        self.rebuild()

    def type_cash(self, side: str, text: str) -> None:
        """A typed amount, held to what that side could pay."""
        who = self.me if side == "give" else self.partner
        most = payable(self.game, who)
        amount = int(text) if text else 0
        self.result = ""
        if amount > most:  # held to what they have, and said so: a figure changed unasked reads as a fault
            self._show_cash(side, most)
            self.result, self.result_ok = t("trade_cash_held", name=self.game.players[who].name,
                                            amount=self.session.money(most)), False
        else:
            self.cash[side] = amount
        self.rebuild()

    def _show_cash(self, side: str, amount: int) -> None:
        self.cash[side] = amount
        self.cash_fields[side].text = str(amount) if amount else ""

    def toggle_card(self, side: str, deck: str, on: bool) -> None:
        if on:
            self.cards[side].remove(deck)
        else:
            self.cards[side].append(deck)
        self.rebuild()

    def send(self) -> None:
        partner = self.partner
        if self.board.act(self.action()) is None:
            self.result, self.result_ok = self.board.message, False
            self.rebuild()
            return
        if self.session.is_bot(partner):
            # the bot answers on its worker thread, asked by the board at once; the answer shows here
            self.awaiting = self.board.controller.moves
            self.board.presenter.skip()
            self.result, self.result_ok = t("prompt_bot", name=self.game.players[partner].name), True
            self.rebuild()
        else:
            self.app.pop()  # the partner answers in their own view

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.awaiting is not None and self.board.controller.moves > self.awaiting:
            self.awaiting = None
            self._show_answer(self.board.controller.last_events)

    def _show_answer(self, events: list) -> None:
        """The bot partner's answer over the offer it answered, with Close left (and, where it was
        turned down, Change the offer): that it accepted, or its refusal in words with its reason;
        a counter-offer goes to the answer screen, to accept, change or refuse."""
        accepted = answered(events)
        partner = self.partner
        name = self.game.players[partner].name
        why = reason_line(self.session, getattr(self.session.bots[partner], "last_reply", None))
        pend = self.game.pending
        if pend.kind == K.TRADE and pend.player == self.me and pend.other == partner:
            said = "trade_stands" if offer_stands(self.game) else "trade_countered"
            self.board.bot_note = (len(self.game.history), pend, self.game.offer, t(said, name=name, why=why))
            self.app.pop()
            return
        if accepted:  # the deal is done: said here, over what changed hands, till the window is closed
            self.result, self.result_ok = t("trade_accepted", name=name), True
        else:
            self.result = t("trade_rejected_why", name=name, why=why) if why else t("trade_rejected", name=name)
            self.result_ok = False
        self.done = True
        for f in self.cash_fields.values():
            f.focused = False
        self.board.presenter.skip()
        self.rebuild()

    def _draw_answered(self, surf: pygame.Surface, offer: A.Offer) -> None:
        """The offer answered, a line a thing under each side's heading, and the answer."""
        g = self.game
        size = item_size(surf)
        lh = fonts.line_room(size)
        for side, who, items in (("give", self.me, offer.give), ("get", self.partner, offer.get)):
            col = self.columns[side]
            key = "trade_you_give" if side == "give" else "trade_you_get"
            head = t(key, name=g.players[who].name, value=self.session.money(value(g, who, items)))
            y = col.y + self.column_head_height() + 6
            fonts.line(surf, head, pygame.Rect(col.x, col.y, col.w, y - col.y), head_size(surf), th.TEXT, bold=True)
            payer = None if who == self.me else g.players[who].name
            taker = g.players[self.partner].name if who == self.me else None
            for line in describe(g, self.session.money, items, payer, taker)[:max(1, (self.status_layout()[2] - 8 - y) // lh)]:
                fonts.line(surf, line, pygame.Rect(col.x, y, col.w, lh), size, th.TEXT, valign="center", min_size=10)
                y += lh
        self._draw_status(surf)

    def _shows_mortgaged(self) -> bool:
        """Whether a place on either side is marked mortgaged (its name followed by *)."""
        return any(self.game.is_mortgaged(s) for q in (self.me, self.partner) for s in self.game.owned[q])

    def _limits(self, left: int, making: bool) -> str:
        return offers_left_words(self.game, self.me, self.game.current, left, making)

    def draw_content(self, surf: pygame.Surface) -> None:
        r = self.rect
        widgets.card(surf, r, fill=th.PANEL, edge=th.ACCENT)
        g = self.game
        heading = (t("trade_counter_title", name=g.players[self.me].name, other=g.players[self.partner].name)
                   if self.counter else t("trade_title", name=g.players[self.me].name))
        big, small = th.size(24, surf), notes_size(surf)
        half = (r.w - 32) // 2
        fonts.line(surf, heading, pygame.Rect(r.x + 16, r.y + 14, half - 8, fonts.line_height(big)), big, th.TEXT,
                   bold=True, min_size=12)
        lh = fonts.line_room(small)
        for k, line in enumerate(self.note_lines()):
            fonts.line(surf, line, pygame.Rect(r.x + 16 + half, r.y + 10 + k * lh, half, lh), small, th.MUTED,
                       align="right", valign="center", min_size=small)
        offer = self.offer()
        if self.done:
            self._draw_answered(surf, offer)
            return
        if self.own_seat is not None:
            draw_own_seat(surf, self.own_seat, (self.session.shape(self.me), self.session.colour(self.me)))
        for side, who, items in (("give", self.me, offer.give), ("get", self.partner, offer.get)):
            col = self.columns[side]
            key = "trade_you_give" if side == "give" else "trade_you_get"
            total = value(g, who, items)
            text = t(key, name=g.players[who].name, value=self.session.money(total))
            size = head_size(surf)
            fonts.line(surf, text, pygame.Rect(col.x, col.y, col.w, self.column_head_height()), size, th.TEXT, bold=True)
            scroll_rows.draw_count(surf, self.lists[side], *self.more[side], th.ACCENT)
            cash_line = t("trade_cash_typed", have=self.session.money(g.players[who].cash))
            field, row, chip_h = self.cash_fields[side].rect, self.cash_y[side], self.chip_height(th.scale_of(self.size))
            box = pygame.Rect(col.x, row, field.x - col.x - 8, chip_h)
            fonts.draw(surf, cash_line, box, status_size(surf), th.TEXT, align="left", min_size=10)
            draw_houses_heading(surf, self.panel, side, col)
            gst = g.gst(self.cash[side]) if self.cash[side] > 0 else 0
            if gst:  # Business GST: whoever hands the cash over pays the tax on it, by name under the steps
                below = pygame.Rect(col.x, row + 2 * chip_h + 8, col.w, self.gst_line_height())
                said = t("trade_gst_by", name=g.players[who].name, amount=self.session.money(gst))
                fonts.line(surf, said, below, status_size(surf), th.TEXT, valign="center", min_size=status_size(surf))
        loan_h = self.loan_line_height()
        foot = r.bottom - loan_h - self.footer_lift()  # the money rows' end, over the footer
        status_top = self.status_layout()[2]  # a status grown over the line between the sides stops it
        end = foot - 80 if self.status_box().right <= r.centerx else min(foot - 80, status_top - 6)
        pygame.draw.line(surf, th.EDGE, (r.centerx, self.columns["give"].y), (r.centerx, end), 1)
        if loan_h and self.loan_note():  # across both sides, under their money: a place goes, its loan stays
            small = notes_size(surf)
            fonts.line(surf, self.loan_note(), pygame.Rect(r.x + 16, foot - 84, r.w - 32, loan_h), small,
                       th.MUTED, valign="center", min_size=9)
        self._draw_status(surf)


class AnswerScene(OverlayScene):
    """A human partner's answer to an offer: what they get and give, each place in its group's
    colour, any group the trade completes, then accept, reject or a counter-offer. Reject, the safe
    answer, is always the highlighted one (Enter presses it)."""

    def layout(self, size: tuple[int, int]) -> None:
        if not hasattr(self, "note"):  # a bot's word on the person's offer it answers with this one, or on its own offer
            self.note = counter_note(self.board) or offer_note(self.session, self.game)
        w, h = size
        s = th.scale_of(size)
        grown = s * th.text_scale  # a larger text takes more of the window, where it has more
        self.rect = pygame.Rect(0, 0, min(w - 20, int(760 * grown)), min(h - 20, int(480 * grown)))
        self.panel.clear()
        self.completes = completions(self.game)
        self.after_notes = building_after(self.game, self.game.pending.player, self.completes)
        base = max(44, int(52 * s))
        bh, words = round(base * th.text_scale), widgets.label_size(base)  # taller by the text size, its words grown once
        # as tall as the offer's lines and the notes need at their sizes, where the window has the room
        self.rect.h = min(h - 20, max(self.rect.h, self.content_height(size) + 8 + bh + 16))
        self.rect.center = (w // 2, h // 2)
        r = self.rect
        bw = (r.w - 32 - 2 * 8) // 3
        y = r.bottom - 16 - bh
        if self.board.gate.waiting_for(self.board) is not None:  # the laptop passes to the partner first
            # a row above the answers' (whose the note takes meanwhile): a second click where ready
            # was lands on the offer's words, never on Reject or Accept unread
            self.panel.add(pass_gate.ready_button(self.board, pygame.Rect(r.x + 16, y - bh - 8, r.w - 32, bh), self.ready))
            handover.held(self.board, self.panel.buttons)
            return
        ok = "accept" in [str(a) for a in self.game.legal_actions()]
        # the safe answer is the highlighted one: a hurried Enter never gives anything away
        self.panel.add(Button("accept", pygame.Rect(r.right - 16 - bw, y, bw, bh), t("trade_accept"),
                              lambda: self.answer(A.ACCEPT), "normal", enabled=ok,
                              tooltip=t("tip_accept_plain") if ok else t("why_no_accept"), size=words))
        self.panel.add(Button("reject", pygame.Rect(r.right - 24 - 2 * bw, y, bw, bh), t("trade_reject"),
                              lambda: self.answer(A.REJECT), "primary", tooltip=t("tip_reject_enter"),
                              key=pygame.K_RETURN, size=words))
        can = self.game.can_counter()
        self.panel.add(Button("counter", pygame.Rect(r.right - 32 - 3 * bw, y, bw, bh), t("trade_counter"),
                              self.counter, enabled=can, tooltip=t("tip_counter") if can else t("why_no_counter"),
                              size=words))
        handover.held(self.board, self.panel.buttons)  # just after the laptop changed hands: a moment first

    def ready(self) -> None:
        self.board.gate.ready(self.board)
        self.layout(self.app.screen.get_size())

    def answer(self, action) -> None:
        self.board.act(action)
        self.app.pop()

    def counter(self) -> None:
        """Answer with a changed offer: the trade screen, filled with this offer reversed."""
        self.app.pop()
        self.app.push("trade", self.board, counter=True)

    def back(self) -> None:
        """Esc doesn't close the answer: the offer waits for Accept or Reject."""

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.game.pending.kind != K.TRADE:
            self.app.pop()

    def title(self) -> str:
        """Who is asked, by whom, and whether it answers an offer of theirs with a counter-offer
        or sends its own offer back as it stood."""
        g = self.game
        key = "answer_title" if not g.offer_is_counter else "answer_stands_title" if offer_stands(g) else "answer_counter_title"
        return t(key, name=g.players[g.pending.player].name, other=g.players[g.pending.other].name)

    def title_rect(self) -> pygame.Rect:
        """The heading: who offers whom (a hint shown over this window keeps off it)."""
        r = self.rect
        return pygame.Rect(r.x + 16, r.y + 14, r.w - 32, fonts.line_room(answer_title_size(self.app.screen), bold=True))

    def items_top(self) -> int:
        """Where the sides' headings start, under the window's heading."""
        return self.title_rect().bottom + 10

    def content_height(self, size: tuple[int, int]) -> int:
        """How far below the window's top the offer and its notes reach at their sizes: the
        heading, each side's heading and its longer list of things, the notes under them."""
        offer, g = self.game.offer, self.game
        if offer is None:
            return 0
        rows = max(len(describe(g, self.session.money, items)) for items in (offer.give, offer.get))
        lists = fonts.line_room(head_size(size), bold=True) + 6 + rows * fonts.line_room(item_size(size))
        notes = sum(lines_height(lines, px) for lines, _, px in self._notes(size, self.rect.w - 32))
        return self.items_top() - self.rect.y + lists + 8 + notes

    def keep_clear(self) -> list[pygame.Rect]:
        """What a hint should cover least: the heading and the offer under it, down to the answers."""
        r, top = self.rect, min((b.rect.y for b in self.panel.buttons), default=self.rect.bottom)
        return [self.title_rect(), pygame.Rect(r.x, r.y, r.w, top - r.y)]

    def draw(self, surf: pygame.Surface) -> None:
        r = self.rect
        widgets.card(surf, r, fill=th.PANEL, edge=th.ACCENT)
        g = self.game
        if g.offer is None:
            return
        big = answer_title_size(surf)
        heading = self.title_rect()
        ready = self.panel.get("ready")
        if ready is None:
            fonts.line(surf, self.title(), heading, big, th.TEXT, bold=True)
            self._draw_offer(surf, g.offer)
        else:  # the laptop passes first: whose answer it is, and nothing of the offer before they have it
            words = t(handover.words_for(g), name=g.players[g.pending.player].name)
            fonts.line(surf, words, heading, big, th.TEXT, bold=True)
            pass_gate.draw_note(self.board, surf, pygame.Rect(r.x + 16, ready.rect.bottom + 8, r.w - 32, ready.rect.h))
            top = heading.bottom + 12
            handover.draw_sitting_down(self.board, surf, pygame.Rect(r.x + 16, top, r.w - 32, ready.rect.top - 12 - top),
                                       th.TEXT, th.TEXT)
        self.panel.draw(surf)
        self.panel.draw_tooltip(surf)

    def _draw_offer(self, surf: pygame.Surface, offer: A.Offer) -> None:
        """What each side gets, then the notes on the deal over the answers."""
        r, g = self.rect, self.game
        me, them = g.pending.player, g.pending.other
        col_w = (r.w - 48) // 2
        size, head = item_size(surf), head_size(surf)
        notes = self._notes(surf, r.w - 32)
        bottom = self.panel.get("accept").rect.y - 8 - sum(lines_height(lines, px) for lines, _, px in notes)
        for k, (key, who, items) in enumerate((("answer_you_get", them, offer.give), ("answer_you_give", me, offer.get))):
            x, y = r.x + 16 + k * (col_w + 16), self.items_top()
            text = t(key, value=self.session.money(value(g, who, items)))
            head_h = fonts.line_room(head, bold=True)
            fonts.line(surf, text, pygame.Rect(x, y, col_w, head_h), head, th.ACCENT, bold=True)
            y += head_h + 6
            self._items(surf, g, items, pygame.Rect(x, y, col_w, bottom - y), size, None if who == me else g.players[who].name,
                        g.players[them].name if who == me else None)
        y = bottom
        for lines, colour, px in notes:
            box = pygame.Rect(r.x + 16, y, r.w - 32, lines_height(lines, px))
            fonts.draw(surf, " ".join(lines), box, px, colour, bold=True, align="left", valign="top",
                       max_lines=len(lines), min_size=px)
            y = box.bottom

    def _items(self, surf: pygame.Surface, g, items: A.Items, box: pygame.Rect, size: int, payer: str | None,
               taker: str | None) -> None:
        """One line per thing: a place behind a swatch of its group's colour, then cash and cards.
        Each row is as tall as a line's ink in either script (a Devanagari name's marks reach
        above the Latin line), so a name that fits its width is never shortened."""
        lh = fonts.line_room(size)
        sw = max(10, lh * 3 // 5)
        lines = describe(g, self.session.money, items, payer, taker)  # the places first, then cash and cards
        rows = [(g.edition.squares[s] if k < len(items.squares) else None, line)
                for k, (s, line) in enumerate(zip((*board_order(g, items.squares), *[None] * len(lines)), lines,
                                                  strict=False))]
        per_line = max(1, box.h // lh)
        for square, line in rows[:per_line]:
            if square is not None:
                swatch = pygame.Rect(box.x, box.y + (lh - sw) // 2, sw, sw)
                widgets.square_mark(surf, g.edition, square, swatch, radius=3)
                if geo.mark_shape(geo.band_colour(square)) == "fill":
                    pygame.draw.rect(surf, th.EDGE, swatch, 1, border_radius=3)
            text_w = box.w - sw - 8
            fonts.line(surf, line, pygame.Rect(box.x + sw + 8, box.y, text_w, lh), size, th.TEXT, valign="center",
                       min_size=fonts.floor())
            box.y += lh

    def _notes(self, surf_or_size, width: int) -> list[tuple[list[str], tuple[int, int, int], int]]:
        """Each note on the deal, on the lines it takes, with its colour and size: a bot's word on
        the offer it answers with this one, at the heading's size (what the bot says is read
        first); 'This completes Bot Sita's Thamel group', a warning for the offerer's set, good
        news for mine; what building would then cost; and a bank loan either side owes, which
        stays with its borrower; these at the offer's size."""
        size = item_size(surf_or_size)
        lines = completion_lines(self.game, self.game.pending.player, self.completes)
        lines += [(note, th.TEXT) for note in self.after_notes]
        if not self.game.can_counter():  # Counter-offer greyed: why, seen without a hover
            lines.append((t("why_no_counter"), th.MUTED))
        pend, offer = self.game.pending, self.game.offer
        handed = {pend.player: offer.get.squares, pend.other: offer.give.squares} if offer else {}
        loans = loan_note(self.game, handed)
        if loans:  # said where the offer is answered too: a place bought with a loan leaves it behind
            lines.append((loans, th.TEXT))
        sized = [(text, colour, size) for text, colour in lines]
        if self.note:
            sized.insert(0, (self.note, th.TEXT, answer_title_size(surf_or_size)))
        return [(fonts.wrap(text, px, width, bold=True), colour, px) for text, colour, px in sized]


def reason_line(session, reply) -> str:
    """A bot's reason for refusing a person's offer, in its own words as a sentence of the
    player's language ("" when it gave none), quoted after its name."""
    if reply is None or reply.accepted or not reply.reason:
        return ""
    return bot_says(session, reply.reason, reply.fields)


def offer_note(session, game) -> str:
    """The bot's reason for the offer it has just made the person answering it (not a counter-offer:
    what a bot says of those is `counter_note`), "" where none is known."""
    if game.offer is None or game.offer_is_counter:
        return ""
    maker = game.pending.other
    why = offer_reason(session, maker, str(game.offer))
    return t("trade_offered_why", name=game.players[maker].name, why=why) if why else ""


def may_change(trade: TradeScene) -> bool:
    """Whether the offer a bot turned down may be changed and made again: an offer, not a
    counter-offer, with an offer left this turn to make it with."""
    return not (trade.counter or trade.result_ok) and trade.game.check_offer(trade.offer()) is None


def change_offer(trade: TradeScene) -> None:
    """The offer turned down back in hand, as it was: the bot's words stay till something changes."""
    trade.done = False
    trade.rebuild()


def answered(events: list) -> bool | None:
    """Whether a batch of events holds an accepted (True) or rejected (False) trade."""
    for e in events:
        if isinstance(e, E.TradeAnswered):
            return e.accepted
    return None


def lines_height(lines: list[str], size: int) -> int:
    """The height bold `lines` at `size` take as `fonts.draw` places them, their own marks
    above and below counted (a Nepali note may reach further than the sample line), with a
    pixel to spare each side for the centring's rounding."""
    ink = [r for r in fonts.line_rects(lines, size, pygame.Rect(0, 0, 10_000, 10_000), True, valign="top") if r.h]
    if not ink:
        return 0
    # never less than the lines' own steps: a last line with no descender ("is above.") has ink
    # that ends high, and a box of that height would hold one line less
    return max(max(r.bottom for r in ink) - min(r.top for r in ink), len(lines) * fonts.line_height(size)) + 4


def answer_title_size(surf_or_size) -> int:
    """The answer window's heading, and a bot's word on the offer it answers with a counter-offer."""
    return th.size(22, surf_or_size)


def notes_size(surf_or_size) -> int:
    """The trade window's notes are read as sentences: never below the reading size."""
    return th.reading_size(14, surf_or_size)


def counter_note(board) -> str:
    """The bot's reason for the counter-offer asked now, when the note was given for this very
    decision and offer at this point of the game (after an undo back to it too), else "": the
    same deal offered afresh later is a new offer, with no refusal before it."""
    note, game = board.bot_note, board.game
    return note[3] if note and note[:3] == (len(game.history), game.pending, game.offer) else ""
