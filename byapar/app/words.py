"""Events in words, for the game log: "Asha paid Rs 2,200 rent to Bot Bikash for Thamel".

A line is a list of segments (text, style), where style is None for plain words,
("player", seat) for a name shown in the player's colour, or "money" for a bold amount.
"""

from __future__ import annotations

import string

from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.money import gst as gst_on
from byapar.engine.money import repayment
from byapar.engine.state import sites_needed

from . import lang as L
from .i18n import stands_apart, t, template

Segment = tuple[str, object]

_FORMATTER = string.Formatter()


def rich(key: str, **fields: Segment | list[Segment] | str | int) -> list[Segment]:
    """Fill a catalogue template, keeping each field's style as its own segment (a field given
    as a list of segments, as names in a list, keeps each one's)."""
    out: list[Segment] = []
    for literal, name, _spec, _conv in _FORMATTER.parse(template(key)):
        if literal and out and _stands_apart(out[-1]) and "\u0900" <= literal[0] <= "\u097f":
            literal = " " + literal  # "Bot A को", "बोट क को": a postposition stands apart from a name
        if literal:
            out.append((literal, None))
        if name is not None:
            value = fields.get(name, "?")
            if isinstance(value, list):
                out.extend(value)
            else:
                out.append(value if isinstance(value, tuple) else (L.digits(str(value)), None))
    return out


def _stands_apart(segment: Segment) -> bool:
    """Whether a Devanagari postposition after this segment takes a space: after a Latin word or
    a lone letter or digit (`stands_apart`), and after any player's name (a Nepali place name keeps
    it joined: "भन्सारमा")."""
    text, style = segment
    return stands_apart(text) or (isinstance(style, tuple) and style[0] == "player")


def plain(segments: list[Segment]) -> str:
    return "".join(text for text, _ in segments)


class Words:
    """Turns one game's events into log lines. It keeps only the game's edition and its players'
    names: what happened comes from the events, never from the table as it is now."""

    def __init__(self, game) -> None:
        self.edition = game.edition
        self.names = [p.name for p in game.players]
        self.pot_name = next((L.square_name(s) for s in self.edition.squares if s.kind == S.FREE), "")
        self._building_sale: int | None = None  # the square of a building auction under way
        self._dropped: list[int] = []  # who has dropped out of the auction under way, in order
        self._resigned: set[int] = set()
        self._gst_told = False  # the game's first line naming GST says how it is rounded
        self._offers: dict[int, str] = {}  # each standing offer by its maker: its deal's line names its terms
        self._counters: set[int] = set()  # whose standing offer answers the other's with a counter-offer
        # every offer made this turn, as (maker, partner, terms): one made again, in answer to
        # what was said to it, is that offer standing, not a counter-offer
        self._made: set[tuple[int, int, str]] = set()
        self._thrown_off = False  # a throw for who starts was told: the first turn says its outcome
        self.standing_offer(game)

    def standing_offer(self, game) -> None:
        """Remember the trade waiting for its answer in `game` as it stands, and only it: when the
        log begins, and after an undo puts back an offer whose answer was told (a counter-offer
        turned down, then taken back), so its deal still says what went each way."""
        offer = getattr(game, "offer", None)
        self._offers = {game.pending.other: str(offer)} if offer is not None else {}
        self._counters = {game.pending.other} if offer is not None and getattr(game, "offer_is_counter", False) else set()

    def money(self, n: int) -> Segment:
        return (L.money(n, self.edition), "money")

    def who(self, p: int | None) -> Segment:
        if p is None:
            return (t("the_bank"), None)
        if p == E.POT:
            return (t("the_pot", square=self.pot_name), None)
        return (self.names[p], ("player", p))

    def square(self, s: int | None) -> Segment:
        return (L.in_sentence(L.square_name(self.edition.squares[s])) if s is not None else "", "square")

    def line(self, ev) -> list[Segment] | None:
        """The log line for an event, or None for events the log leaves out."""
        handler = getattr(self, "_" + type(ev).__name__, None)
        return handler(ev) if handler else None

    def tell(self, events: list) -> list[list[list[Segment]]]:
        """The log lines of one move's events, as each event's own list (shown when it plays out),
        read as a whole so they tell it in order: a counter-offer as a counter, not a refusal and
        an offer; a trade's "accepted" before the money and houses it moved."""
        told: list[list[list[Segment]]] = []
        held: list[list[Segment]] = []  # the lines of a deal's transfers, told after the deal
        cash_lines: list[list[Segment]] = []  # its cash changing hands: the deal's own line names it
        build_taxes = _taxed_builds(events)
        rounds = self._rounds(events, build_taxes)
        taxed = _taxed_purchases(events)
        for i, ev in enumerate(events):
            after = events[i + 1] if i + 1 < len(events) else None
            if type(ev) in rounds:  # a round: its one line with the first building, none with the rest
                told.append([rounds[type(ev)]] if ev is _first(events, type(ev)) else [])
                continue
            if id(ev) in build_taxes and E.Built in rounds:  # a round's GST: its line sums it
                told.append([])
                continue
            if _countered(ev, after):
                self._offers.pop(ev.partner, None)
                counter = A.parse(after.offer)  # its terms, as its maker gives and asks
                key = "log_offer_again" if self._made_before(after) else "log_counter"
                told.append([rich(key, player=self.who(ev.player), partner=self.who(ev.partner),
                                  give=self.items(counter.give), get=self.items(counter.get))])
                continue
            if told and _countered(events[i - 1], ev):
                self._offers[ev.player] = ev.offer
                if not self._made_before(ev):
                    self._counters.add(ev.player)
                self._made.add((ev.player, ev.partner, ev.offer))
                told.append([])
                continue
            if id(ev) in taxed:  # one line: the purchase's whole cost, its GST named in it, and its loan
                told.append([self._bought_with_gst(ev, taxed[id(ev)], _lent_for(events, ev))]
                            if type(ev) is E.Bought else [])
                continue
            cause = _earlier_bump(events, i) if type(ev) is E.Bumped else None
            if cause is not None:  # a bump in turn, by a player bumped earlier in the move: the chain named
                told.append([rich("log_bumped_in_turn", player=self.who(ev.player), by=self.who(ev.by),
                                  cause=self.who(events[cause].by), square=self.square(ev.square))])
                continue
            if _fine_then_leave(ev, after):  # one line: "paid the Rs 500 fine and left jail"
                told.append([])
                continue
            if _salary_on_the_way(ev, after):  # the salary comes as Start is passed, before the landing
                told.append([line for line in (self.line(after), self.line(ev)) if line])
                continue
            if told and _salary_on_the_way(events[i - 1], ev):
                told.append([])
                continue
            deal = type(ev) is E.TradeAnswered and ev.accepted and ev.partner in self._offers
            line = self.line(ev)
            lines = [line] if line else []
            if self._offers and _deal_part(ev):
                held += [] if _cash_of_deal(ev) else lines  # the deal's line names its cash
                cash_lines += lines if _cash_of_deal(ev) else []
                told.append([])
                continue
            if type(ev) is E.TradeAnswered:  # the cash said by itself only where the deal's line can't say it
                lines, held, cash_lines = lines + (held if deal else cash_lines + held), [], []
            told.append(lines)
        if held or cash_lines:  # transfers with no answer after them (never from the engine): said where they stand
            told[-1] += cash_lines + held
        return told

    def _rounds(self, events: list, build_taxes: dict[int, int]) -> dict[type, list[Segment]]:
        """One line for a move that builds (or sells) more than one building, a round or more:
        where each place stands after it (and for a sale how many went: a build's steps, five to a
        hotel, read as more buildings than stand), and the GST a round of building paid, summed
        (`build_taxes`: each building's GST payment, by the payment's id)."""
        out: dict[type, list[Segment]] = {}
        for kind, key in ((E.Built, "log_built_many"), (E.SoldBuilding, "log_sold_many")):
            steps = [e for e in events if type(e) is kind]
            if len(steps) < 2:
                continue
            levels = {e.square: e.level for e in steps}  # the last level each place reached
            # a sale down to Finance's ownership house leaves nothing that can be sold: named alone
            floor = 1 if kind is E.SoldBuilding and self.edition.rules.ownership_markers else 0
            places = [self._standing(s, level if level > floor else 0) for s, level in levels.items()]
            listed = ", ".join(places[:-1]) + t("and") + places[-1] if len(places) > 1 else places[0]
            said = {"player": self.who(steps[0].player), "count": len(steps), "places": listed}
            tax = sum(build_taxes.values()) if kind is E.Built else 0
            out[kind] = rich("log_built_many_gst", gst=self.money(tax), **said) if tax else rich(key, **said)
        return out

    def _standing(self, s: int, level: int) -> str:
        """A place's name with what stands on it after a build or a sale; the name alone when
        nothing does (a resignation sells everything down)."""
        name = L.square_name(self.edition.squares[s])
        return f"{name} ({L.buildings(level, self.edition)})" if level else name

    def banner(self, events: list, at: int) -> str | None:
        """What the board says across its centre as event `at` of a move's `events` happens: a
        bump (`bump_banner`), or a bankruptcy in the log's own words (none for a resignation's,
        said by the resigning)."""
        ev = events[at]
        if isinstance(ev, E.Bumped):
            return self.bump_banner(events, at)
        line = self.line(ev) if isinstance(ev, E.Bankrupt) else None
        return plain(line) if line else None

    def bump_banner(self, events: list, at: int) -> str:
        """What the board says of the bump at `at` in a move's `events` as it happens: who landed
        where, whom it sent back and to which square, and, when that square asks for a throw, that
        the bumped player takes the dice and throws it now, in the other's turn. Where the bump
        was made by a player bumped earlier in the move, each bump of the chain is said first, in
        order: the last alone would show a token moving by itself in another's turn. A bump on
        the square the one before it sent its bumper to says only who stood there and where they go."""
        lines, reached = [], None
        for link in bump_chain(events, at):
            ev = events[link]
            moved = next((a for a in events[link + 1:] if type(a) is E.Moved and a.player == ev.player), None)
            if moved is None:
                lines.append(plain(rich("log_bumped", player=self.who(ev.player), by=self.who(ev.by),
                                        square=self.square(ev.square))))
                reached = None
                continue
            back = (ev.square - moved.end) % len(self.edition.squares)
            names = {"player": self.names[ev.player], "by": self.names[ev.by], "square": self.square(ev.square)[0],
                     "to": self.square(moved.end)[0]}
            key = "banner_bumped_on" if ev.square == reached else "banner_bumped"
            lines.append(t(key, n=L.digits(str(back)), **names))
            if link == at and self.edition.squares[moved.end].kind in E.SQUARE_THROW:
                lines.append(t("banner_bumped_throws", **names))
            reached = moved.end
        return " ".join(lines)

    def bid_line(self, ev) -> list[Segment] | None:
        """A bid or a drop, as the auction window lists them while it is open."""
        if type(ev) is E.BidMade:
            return rich("log_bid", player=self.who(ev.player), amount=self.money(ev.amount))
        if type(ev) is E.BidderDropped:
            return rich("log_dropped", player=self.who(ev.player))
        if type(ev) is E.CantFollow:
            return self._CantFollow(ev)
        return None

    def _TurnStarted(self, ev: E.TurnStarted):
        self._made.clear()
        if self._thrown_off:  # who threw highest, and the order the turns go round from them
            self._thrown_off = False
            seats = len(self.names)
            after = [(ev.player + k) % seats for k in range(1, seats)]
            return rich("log_turn_first", player=self.who(ev.player), round=ev.round, after=self.people(after))
        return rich("log_turn", player=self.who(ev.player), round=ev.round)

    def _Rolled(self, ev: E.Rolled):
        said = {"player": self.who(ev.player), "d1": ev.d1, "d2": ev.d2, "total": ev.d1 + ev.d2}
        if ev.why in E.SQUARE_THROW or ev.why == E.RENT:  # a throw the square asks for
            return rich(f"log_rolled_{ev.why}", square=self.square(ev.square), **said)
        if ev.why == E.OPENING:  # the throw-off before the first turn (Classic, Finance, Business GST)
            self._thrown_off = True
            return rich("log_rolled_opening", **said)
        if ev.why == E.TWELVE and ev.d1 + ev.d2 != 12:  # Business GST: only a twelve leaves Start
            return rich("log_rolled_twelve", **said)
        return rich("log_rolled_doubles" if ev.d1 == ev.d2 else "log_rolled", **said)

    def _Moved(self, ev: E.Moved):
        if ev.end == self.edition.jail:  # sent there: the Jailed line says so; walked: a visit
            return None if ev.direct else rich("log_visiting", player=self.who(ev.player), square=self.square(ev.end))
        key = "log_jumped" if ev.direct else "log_moved"
        return rich(key, player=self.who(ev.player), square=self.square(ev.end))

    def _Paid(self, ev: E.Paid):
        if ev.reason in (K.Pay.BUY, K.Pay.BUILD, K.Pay.SELL, K.Pay.MORTGAGE, K.Pay.UNMORTGAGE, K.Pay.AUCTION, K.Pay.SELL_PLACE):
            return None  # the Bought, Built, ... line says it
        if ev.reason == K.Pay.TAX and ev.square is not None and L.paid_for(self.edition.squares[ev.square]):
            return rich("log_paid_tax_for", payer=self.who(ev.payer), amount=self.money(ev.amount),
                        square=self.square(ev.square), paid_for=L.paid_for(self.edition.squares[ev.square]))
        if ev.payer is None and ev.reason not in (K.Pay.SALARY, K.Pay.LOAN):
            return rich("log_collected", payee=self.who(ev.payee), amount=self.money(ev.amount))
        if ev.reason == K.Pay.LOAN:
            return self._loan_taken(ev)
        if ev.reason == K.Pay.GST:
            return rich("log_gst_paid" + self._gst_rule(), payer=self.who(ev.payer), amount=self.money(ev.amount),
                        rule=L.gst_rule(self.edition))
        return rich(f"log_paid_{ev.reason}" if template(f"log_paid_{ev.reason}") != f"log_paid_{ev.reason}"
                    else "log_paid", payer=self.who(ev.payer), payee=self.who(ev.payee),
                    amount=self.money(ev.amount), square=self.square(ev.square))

    def _loan_taken(self, ev: E.Paid) -> list[Segment]:
        """A bank loan, told with its terms as it is taken: what is repaid, with the interest,
        and when (the button's tooltip says it before; a person who didn't hover reads it here)."""
        percent = self.edition.rules.mortgage_interest_percent
        return rich("log_paid_loan", payee=self.who(ev.payee), amount=self.money(ev.amount),
                    repay=self.money(repayment(ev.amount, percent)), percent=L.number(percent))

    def _Bought(self, ev: E.Bought):
        return rich("log_bought", player=self.who(ev.player), square=self.square(ev.square),
                    amount=self.money(ev.price))

    def _bought_with_gst(self, ev: E.Bought, gst: int, lent: int = 0) -> list[Segment]:
        """The purchase at its whole cost, and where the bank lent the price, that it did: the
        buyer's cash went down by the tax alone."""
        line = rich("log_bought_gst" + self._gst_rule(), player=self.who(ev.player), square=self.square(ev.square),
                    amount=self.money(ev.price + gst), price=self.money(ev.price), gst=self.money(gst),
                    rule=L.gst_rule(self.edition))
        return line + rich("log_bought_on_loan", loan=self.money(lent)) if lent else line

    def _gst_rule(self) -> str:
        """The key's ending for a line naming GST: "_rule" the first time in the game, so the
        rounding (Rs 150 on Rs 2,500, not 125) is said where the tax is first met."""
        said, self._gst_told = self._gst_told, True
        return "" if said else "_rule"

    def _Dealt(self, ev: E.Dealt):
        return rich("log_dealt", player=self.who(ev.player), square=self.square(ev.square))

    def _Declined(self, ev: E.Declined):
        return rich("log_declined", player=self.who(ev.player), square=self.square(ev.square))

    def _AuctionStarted(self, ev: E.AuctionStarted):
        # A place goes to auction unowned; a building the bank is short of, from an owned place.
        # The log tells an auction in one line when it ends; the auction window lists the bids.
        self._building_sale = ev.square if ev.building else None
        self._dropped = []
        return None

    def _BidderDropped(self, ev: E.BidderDropped):
        self._dropped.append(ev.player)

    def _CantFollow(self, ev: E.CantFollow):
        # told at once, in the log as in the auction window: nobody passes the laptop to them
        return rich("log_cant_follow", player=self.who(ev.player), amount=self.money(ev.most))

    def _AuctionEnded(self, ev: E.AuctionEnded):
        dropped, self._dropped = [p for p in self._dropped if p != ev.winner], []
        building = self._building_sale == ev.square
        self._building_sale = None
        if ev.winner is None:
            return rich("log_no_bids", square=self.square(ev.square))
        key = "log_won_building" if building else "log_won"
        said = {"player": self.who(ev.winner), "square": self.square(ev.square), "amount": self.money(ev.amount)}
        if not dropped:
            return rich(key, **said)
        return rich(key + "_out", out=self.people(dropped), **said)

    def group_won(self, won: E.AuctionEnded) -> list[Segment]:
        """What the place an auction sold finished for its winner, to follow the auction's line:
        their whole group, or where some of a colour build (Business GST), that many of it."""
        members = self.edition.groups[self.edition.squares[won.square].group]
        said = {"player": self.who(won.winner), "group": L.listed(L.group_names(self.edition, won.square))}
        sites = self.edition.rules.group_sites
        if 0 < sites < len(members):
            return rich("log_won_group_sites", n=sites, **said)
        return rich("log_won_group", **said)

    def people(self, players: list[int]) -> list[Segment]:
        """ "Sita, Asha and Bot A", each name in its player's colour."""
        out: list[Segment] = []
        for i, p in enumerate(players):
            if i:
                out.append((t("and") if i == len(players) - 1 else ", ", None))
            out.append(self.who(p))
        return out

    def _CardDrawn(self, ev: E.CardDrawn):
        deck = self.edition.decks[ev.deck]
        return rich("log_card", player=self.who(ev.player), deck=L.deck_title(deck),
                    text=L.drawn_card_text(deck, ev.card))

    def _Built(self, ev: E.Built):
        rules = self.edition.rules
        key = "log_hotel" if rules.hotel and ev.level == rules.max_level else "log_house"
        return rich(key, player=self.who(ev.player), square=self.square(ev.square), level=ev.level,
                    nth=L.ordinal(ev.level))

    def _SoldBuilding(self, ev: E.SoldBuilding):
        return rich("log_sold", player=self.who(ev.player), square=self.square(ev.square))

    def _SoldPlace(self, ev: E.SoldPlace):
        return rich("log_sold_place", player=self.who(ev.player), square=self.square(ev.square),
                    amount=self.money(ev.amount))

    def _Forfeited(self, ev: E.Forfeited):
        return rich("log_forfeited", player=self.who(ev.player), square=self.square(ev.square))

    def _Bumped(self, ev: E.Bumped):
        return rich("log_bumped", player=self.who(ev.player), by=self.who(ev.by), square=self.square(ev.square))

    def _Mortgaged(self, ev: E.Mortgaged):
        return rich("log_mortgaged", player=self.who(ev.player), square=self.square(ev.square),
                    amount=self.money(ev.amount))

    def _Unmortgaged(self, ev: E.Unmortgaged):
        return rich("log_unmortgaged", player=self.who(ev.player), square=self.square(ev.square),
                    amount=self.money(ev.amount))

    def _Jailed(self, ev: E.Jailed):
        """Sent to jail by a card, by three doubles, or by the square that sends there, called by
        the edition's own name for it (Byapar's Police, Classic's Go to Jail)."""
        sender = next((i for i, sq in enumerate(self.edition.squares) if sq.kind == S.POLICE), None)
        return rich(f"log_jailed_{ev.reason}", player=self.who(ev.player), square=self.square(sender))

    def _LeftJail(self, ev: E.LeftJail):
        """Where paying the fine ends the turn (Business GST), the line says so: a player who
        pays and doesn't throw has not lost a turn."""
        waits = ev.how == "fine" and self.edition.rules.fine_ends_turn
        return rich(f"log_left_jail_{ev.how}" + ("_waits" if waits else ""), player=self.who(ev.player),
                    amount=self.money(self.edition.rules.jail_fine), card=L.bail_card(self.edition))

    def _StayedInJail(self, ev: E.StayedInJail):
        return rich("log_stayed", player=self.who(ev.player), throws=ev.throws,
                    limit=self.edition.rules.jail_max_turns)

    def _TradeOffered(self, ev: E.TradeOffered):
        self._offers[ev.player] = ev.offer
        self._counters.discard(ev.player)
        self._made.add((ev.player, ev.partner, ev.offer))
        offer = A.parse(ev.offer)  # the terms as its maker gives and asks, as every offer line says them
        return rich("log_offer", player=self.who(ev.player), partner=self.who(ev.partner),
                    give=self.items(offer.give), get=self.items(offer.get))

    def _made_before(self, offer: E.TradeOffered) -> bool:
        """Whether its maker made `offer`, the same terms to the same partner, earlier this turn."""
        return (offer.player, offer.partner, offer.offer) in self._made

    def haggle(self, player: int, partners: tuple[int, ...], offers: int, done: bool) -> list[Segment]:
        """One line for a run of bots' offers to each other: how many `player` made, to whom, and
        (`done`) that none was taken."""
        key = ("log_offers_one" if offers == 1 else "log_offers_none") if done else "log_offers_many"
        return rich(key, player=self.who(player), partner=self.people(list(partners)), n=offers)

    def _TradeAnswered(self, ev: E.TradeAnswered):
        text = self._offers.pop(ev.partner, None)
        counter = ev.partner in self._counters
        self._counters.discard(ev.partner)
        if text is None:
            return rich(_answer_key(ev.accepted, counter), player=self.who(ev.player), partner=self.who(ev.partner))
        offer = A.parse(text)  # what changed hands, or would have: the places as well as the cash
        if ev.accepted:
            key = "log_counter_deal" if counter else "log_trade_deal"
        else:
            key = "log_counter_no_terms" if counter else "log_trade_no_terms"
        return rich(key, player=self.who(ev.player), partner=self.who(ev.partner),
                    give=self.items(offer.give), get=self.items(offer.get))

    def items(self, side: A.Items) -> str:
        """One side of a trade in words: "Thamel, Humla and Rs 500"."""
        parts = [L.square_name(self.edition.squares[s]) for s in side.squares]
        if side.cash:
            parts.append(self._cash_with_gst(side.cash))
        parts += [t("trade_bail_card", deck=L.deck_title(self.edition.decks[d]), card=L.bail_card(self.edition, d)) for d in side.cards]
        if side.houses:
            parts.append(t("trade_houses", n=len(side.houses)))
        if not parts:
            return t("trade_nothing")
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + t("and") + parts[-1]

    def _NothingDue(self, ev: E.NothingDue):
        if ev.reason == K.Pay.RENT:
            return rich("log_no_rent", player=self.who(ev.player), square=self.square(ev.square),
                        owner=self.who(ev.owner))
        if ev.reason == K.Pay.REPAIRS:
            return rich("log_no_repairs", player=self.who(ev.player))
        return rich(self._why_no_tax(ev.square), player=self.who(ev.player), square=self.square(ev.square),
                    amount=self.money(0))

    def _why_no_tax(self, square: int) -> str:
        """The log line for a tax that came to nothing, naming what it is charged on where that is one thing."""
        sq = self.edition.squares[square]
        if sq.per_place:
            return "log_no_tax_no_places"  # charged on places owned: a tax of nothing means none
        if sq.per_house or sq.per_hotel:
            return "log_no_tax_no_buildings"
        return "log_no_tax"

    def _ExtraThrowCancelled(self, ev: E.ExtraThrowCancelled):
        return rich("log_extra_throw_cancelled", player=self.who(ev.player), square=self.square(ev.square))

    def _MustRaise(self, ev: E.MustRaise):
        return rich(L.edition_key("log_must_raise", self.edition), player=self.who(ev.player), amount=self.money(ev.amount),
                    creditor=self.who(ev.creditor))

    def _Bankrupt(self, ev: E.Bankrupt):
        if ev.player in self._resigned:  # the resignation's own line has said where it all goes
            return None
        if ev.owed:  # more than everything they had could raise: say what it was
            key = "log_bankrupt_owed" if ev.square is None else "log_bankrupt_owed_for"
            return rich(key, player=self.who(ev.player), creditor=self.who(ev.creditor), amount=self.money(ev.owed),
                        square=self.square(ev.square))
        return rich("log_bankrupt", player=self.who(ev.player), creditor=self.who(ev.creditor))

    def _HouseTraded(self, ev: E.HouseTraded):
        return rich("log_house_traded", giver=self.who(ev.giver), taker=self.who(ev.taker),
                    start=self.square(ev.start), end=self.square(ev.end))

    def _Kept(self, ev: E.Kept):
        return rich("log_kept", player=self.who(ev.player), square=self.square(ev.square))

    def _EndProposed(self, ev: E.EndProposed):
        return rich("log_end_proposed", player=self.who(ev.player))

    def play_on(self, player: int, game) -> list[Segment]:
        """A bot's no to ending the game, with its reason, read off the table it voted on (a vote
        moves nothing): how far it stands behind the richest, and the rounds left to catch up."""
        standings = game.standings()
        leader, best = standings[0]
        behind = best - game.worth(player)
        rounds = game.settings.rounds
        said = {"player": self.who(player), "leader": self.who(leader), "amount": self.money(behind)}
        if rounds:
            return rich("log_end_refused_bot", rounds=rounds - game.round + 1, **said)
        return rich("log_end_refused_bot_open", **said)

    def _EndAnswered(self, ev: E.EndAnswered):
        return rich("log_end_agreed" if ev.agreed else "log_end_refused", player=self.who(ev.player))

    def _Resigned(self, ev: E.Resigned):
        self._resigned.add(ev.player)
        return rich("log_resigned", player=self.who(ev.player))

    def _GameOver(self, ev: E.GameOver):
        winners = [self.names[w] for w in ev.winners]
        names = ", ".join(winners[:-1]) + t("and") + winners[-1] if len(winners) > 1 else "".join(winners)
        kind = "log_game_over_tie" if len(ev.winners) > 1 else "log_game_over"  # a tie: they share the win
        key = f"{kind}_{ev.reason}"  # the line says why it ended
        return rich(key if template(key) != key else kind, winners=(names, "bold"))


    def _cash_with_gst(self, cash: int) -> str:
        """A trade's cash, with the GST its giver pays the bank on it where the edition has GST."""
        rules = self.edition.rules
        amount = L.money(cash, self.edition)
        tax = gst_on(cash, rules.gst_percent, rules.gst_step) if rules.gst_percent else 0
        return t("log_trade_cash_gst", cash=amount, gst=L.money(tax, self.edition)) if tax else amount


def _answer_key(accepted: bool, counter: bool) -> str:
    """The log key of a trade's answer with no terms to tell: a counter-offer's answer says it was one."""
    if counter:
        return "log_counter_yes" if accepted else "log_counter_no"
    return "log_trade_yes" if accepted else "log_trade_no"


def _countered(ev, after) -> bool:
    """A refusal followed at once by the refuser's own offer to the same player: a counter-offer."""
    return (type(ev) is E.TradeAnswered and not ev.accepted and type(after) is E.TradeOffered
            and after.player == ev.player and after.partner == ev.partner)


def _gst_paid_before(events: list, kind: type) -> list[tuple]:
    """Each GST payment made just before an event of `kind` (a purchase, a building) by the same
    player on the same square, with that event."""
    pairs = []
    for i, ev in enumerate(events):
        if type(ev) is not E.Paid or ev.reason != K.Pay.GST:
            continue
        after = next((e for e in events[i + 1:i + 3] if type(e) is kind), None)
        if after is not None and after.player == ev.payer and after.square == ev.square:
            pairs.append((ev, after))
    return pairs


def _taxed_purchases(events: list) -> dict[int, int]:
    """Each purchase's GST, paid just before the place is the buyer's, and its payment, by the
    event's id: the buying line names the tax, and the payment has no line of its own."""
    taxed: dict[int, int] = {}
    for paid, bought in _gst_paid_before(events, E.Bought):
        taxed[id(paid)] = taxed[id(bought)] = paid.amount
    return taxed


def _lent_for(events: list, bought: E.Bought) -> int:
    """What the bank lent for the purchase `bought` (0: it was paid in cash)."""
    return sum(ev.amount for ev in events if type(ev) is E.Paid and ev.reason == K.Pay.LOAN
               and ev.payee == bought.player and ev.square == bought.square)


def _taxed_builds(events: list) -> dict[int, int]:
    """Each building's GST, paid just before it stands, by the payment's id: a round of building
    says its tax once, summed, where each payment had its own line around the round's."""
    return {id(paid): paid.amount for paid, _ in _gst_paid_before(events, E.Built)}


def _earlier_bump(events: list, at: int) -> int | None:
    """Where in a move's `events` the bumper of the bump at `at` was bumped back themselves, the
    latest such bump before it; None where they were not (the move's own player landing)."""
    by = events[at].by
    return next((k for k in range(at - 1, -1, -1) if type(events[k]) is E.Bumped and events[k].player == by), None)


def bump_chain(events: list, at: int) -> list[int]:
    """The bumps in a move's `events` that led to the one at `at`, in order, ending with it:
    A lands on B, B goes back onto C, C goes back... (a rival is bumped at most once a move,
    so the chain ends)."""
    chain = [at]
    while (cause := _earlier_bump(events, chain[0])) is not None:
        chain.insert(0, cause)
    return chain


def _fine_then_leave(ev, after) -> bool:
    """The jail fine paid and the player leaving by it: the leaving line names the fine."""
    return (type(ev) is E.Paid and ev.reason == K.Pay.FINE and type(after) is E.LeftJail
            and after.player == ev.payer and after.how in (K.LEFT_FINE, K.LEFT_THIRD_THROW))


def _salary_on_the_way(ev, after) -> bool:
    """A move past Start (not onto it) and the salary it paid: told in the order they happen."""
    return (type(ev) is E.Moved and ev.passed_start and ev.end != 0 and type(after) is E.Paid
            and after.reason == K.Pay.SALARY and after.payee == ev.player)


def _deal_part(ev) -> bool:
    """What an accepted trade moves before its answer is told: money (and its tax), houses."""
    return (type(ev) is E.Paid and ev.reason in (K.Pay.TRADE, K.Pay.GST, K.Pay.MORTGAGE_FEE)) or type(ev) is E.HouseTraded


def _cash_of_deal(ev) -> bool:
    """The cash a trade hands over and its GST (not a mortgage's fee): the deal's line names both."""
    return type(ev) is E.Paid and ev.reason in (K.Pay.TRADE, K.Pay.GST)


def _first(events: list, kind: type):
    return next(e for e in events if type(e) is kind)


def with_offer_reasons(words: Words, events: list, told: list, reason_of) -> list:
    """`told` (`words.tell(events)`), each bot's own offer to a person told with the reason the bot
    gave for it, `reason_of(maker, terms)` ("" where none is known: the plain line stays). A
    counter-offer's line is its refusal's, and keeps its words."""
    for i, ev in enumerate(events):
        if type(ev) is E.TradeOffered and told[i] and not (i and _countered(events[i - 1], ev)):
            why = reason_of(ev.player, ev.offer)
            if why:
                told[i] = [rich("log_offer_why", player=words.who(ev.player), partner=words.who(ev.partner), why=why)]
    return told


def with_vote_reasons(words: Words, events: list, game, is_bot) -> list:
    """`words.tell(events)`, a bot's no to ending the game told with its reason and what the
    people can do about it, read off `game` as it stands after the vote (a vote moves nothing):
    as the game is played, and again when a continued game's log is told from its replay."""
    told = words.tell(events)
    for i, ev in enumerate(events):
        if type(ev) is E.EndAnswered and not ev.agreed and is_bot(ev.player):
            # a bot says no only without the house rule that has bots go along: it is named for next time
            told[i] = [words.play_on(ev.player, game), rich("log_end_stop_later"), rich("log_end_house_rule")]
    return told


def groups_finished(game, moves: list[list]) -> tuple[int, ...]:
    """The indices, in the last of `moves` (each move's events so far; `game` the table just after
    the last), of the auctions whose place finished its winner's colour group: enough of it to
    build, and not before. Read off the table as the move leaves it and kept with the move, since
    the table moves on before the log is told again in another language. None in an edition whose
    places stand alone by its book (Finance)."""
    if not game.edition.rules.build_needs_group or not moves:
        return ()
    events = moves[-1]
    return tuple(i for i, ev in enumerate(events)
                 if type(ev) is E.AuctionEnded and ev.winner is not None
                 and not _building_sold(moves, i) and _finishes_group(game, ev, events[i + 1:]))


def _building_sold(moves: list[list], end: int) -> bool:
    """Whether the auction ending at event `end` of the last of `moves` sold a building, not a
    place: said by its start, which may be some moves back (each bid is a move)."""
    for back, events in enumerate(reversed(moves)):
        started = [ev for ev in (events if back else events[:end]) if type(ev) is E.AuctionStarted]
        if started:
            return started[-1].building
    return False


def _finishes_group(game, won: E.AuctionEnded, later: list) -> bool:
    """Whether the place `won` gave its winner is the one that brought their holding in its group
    up to what building needs (`later`: the rest of the move, whose own purchases don't count)."""
    square, winner = won.square, won.winner
    members = game.edition.groups[game.squares[square].group]
    if game.squares[square].kind != S.PLACE or len(members) < 2 or game.owner(square) != winner:
        return False
    gained_later = {ev.square for ev in later
                    if (type(ev) is E.Bought and ev.player == winner) or (type(ev) is E.AuctionEnded and ev.winner == winner)}
    held = sum(1 for m in members if game.owner(m) == winner and m not in gained_later)
    return held - 1 < sites_needed(game, members) <= held


def with_groups_won(words: Words, events: list, told: list, finished: tuple[int, ...]) -> list:
    """`told` (`words.tell(events)`), each auction at an index in `finished` (`groups_finished`)
    told with the group its place finished: a bot that paid three times the price for the last
    place of its set reads as one that knew what it was buying."""
    for i in finished:
        if told[i]:
            told[i] = [told[i][0] + words.group_won(events[i])] + told[i][1:]
    return told
