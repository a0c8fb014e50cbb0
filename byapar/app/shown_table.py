"""The table as the player panel shows it: who is in jail or bankrupt, bail cards, loans, and
each square's owner, buildings and mortgage. Taken from the game once (`of`), then moved by
the events alone as the presenter plays them out, so the panel never runs ahead of the show."""

from __future__ import annotations

from dataclasses import dataclass, field

from byapar.engine import actions as A
from byapar.engine import events as E


@dataclass
class ShownTable:
    edition: object  # static data only: squares, decks and rules
    in_jail: list[bool]
    bankrupt: list[bool]
    bail_cards: list[int]
    loans: list[int]
    owner: list[int | None]
    level: list[int]
    mortgaged: list[bool]
    offers: dict[int, str] = field(default_factory=dict)  # an open trade offer's text, by who made it
    building_auction: bool = False

    @classmethod
    def of(cls, game) -> ShownTable:
        squares = range(len(game.edition.squares))
        players = game.players
        offers = {game.pending.other: str(game.offer)} if game.offer is not None else {}  # one waiting answer
        return cls(game.edition, [p.in_jail for p in players], [p.bankrupt for p in players],
                   [len(p.bail_cards) for p in players], list(game.loans),
                   [game.owner(s) for s in squares], [game.buildings(s) for s in squares],
                   [game.is_mortgaged(s) for s in squares], offers)

    def follow(self, ev: E.Event) -> None:
        """Move the table by one event."""
        handler = _HANDLERS.get(type(ev))
        if handler is not None:
            handler(self, ev)

    def owned(self, player: int) -> list[int]:
        """The squares shown as the player's, in board order."""
        return [s for s, o in enumerate(self.owner) if o == player]

    def lots_left(self, player: int) -> int | None:
        """Ownership houses the player has left (Finance), or None where the edition has none."""
        markers = self.edition.rules.ownership_markers
        if not markers:
            return None
        return markers - sum(1 for s in self.owned(player) if self.edition.squares[s].kind == "place")

    # ----- places changing hands ----------------------------------------------------------------

    def _give(self, s: int, p: int | None) -> None:
        """As the engine's own hand-over: with ownership markers the owner's house comes and goes."""
        self.owner[s] = p
        if self.edition.rules.ownership_markers and self.edition.squares[s].kind == "place":
            self.level[s] = 0 if p is None else max(1, self.level[s])

    def _to_bank(self, s: int) -> None:
        self._give(s, None)
        self.level[s], self.mortgaged[s] = 0, False

    def _bought(self, ev: E.Bought | E.Dealt) -> None:
        self._give(ev.square, ev.player)

    def _auction_started(self, ev: E.AuctionStarted) -> None:
        self.building_auction = ev.building

    def _auction_ended(self, ev: E.AuctionEnded) -> None:
        if ev.winner is not None and not self.building_auction:  # a building won comes as Built
            self._give(ev.square, ev.winner)
        self.building_auction = False

    def _sold_place(self, ev: E.SoldPlace | E.Forfeited) -> None:
        self._to_bank(ev.square)

    def _kept(self, ev: E.Kept) -> None:
        self.owner[ev.square] = ev.player

    def _offered(self, ev: E.TradeOffered) -> None:
        self.offers[ev.player] = ev.offer

    def _answered(self, ev: E.TradeAnswered) -> None:
        text = self.offers.pop(ev.partner, None)
        if not ev.accepted or text is None:
            return
        offer = A.parse(text)
        for giver, taker, items in ((ev.partner, ev.player, offer.give), (ev.player, ev.partner, offer.get)):
            for s in items.squares:
                self._give(s, taker)
            self.bail_cards[giver] -= len(items.cards)
            self.bail_cards[taker] += len(items.cards)

    # ----- buildings and mortgages --------------------------------------------------------------

    def _built(self, ev: E.Built | E.SoldBuilding) -> None:
        self.level[ev.square] = ev.level

    def _house_traded(self, ev: E.HouseTraded) -> None:
        self.level[ev.start] -= 1
        self.level[ev.end] += 1

    def _mortgaged(self, ev: E.Mortgaged | E.Unmortgaged) -> None:
        self.mortgaged[ev.square] = isinstance(ev, E.Mortgaged)

    # ----- money owed, jail, bail cards, bankruptcy ---------------------------------------------

    def _paid(self, ev: E.Paid) -> None:
        if ev.reason == "loan":
            self.loans[ev.payee] = ev.amount
        elif ev.reason == "repay":
            self.loans[ev.payer] = 0
        elif ev.reason == "sell-place" and ev.square is not None:  # also a bankrupt's lot the bank buys
            self._to_bank(ev.square)

    def _jailed(self, ev: E.Jailed | E.LeftJail) -> None:
        self.in_jail[ev.player] = isinstance(ev, E.Jailed)
        if isinstance(ev, E.LeftJail) and ev.how == "card":
            self.bail_cards[ev.player] -= 1

    def _card(self, ev: E.CardDrawn) -> None:
        if self.edition.decks[ev.deck].cards[ev.card].effect == "bail":
            self.bail_cards[ev.player] += 1

    def _bankrupt(self, ev: E.Bankrupt) -> None:
        p, creditor = ev.player, ev.creditor
        to_player = creditor is not None and creditor != E.POT
        for s in self.owned(p):  # the estate passes on, mortgages and all, or back to the bank
            if to_player:
                self._give(s, creditor)
            else:
                self._to_bank(s)
        if to_player:
            self.bail_cards[creditor] += self.bail_cards[p]
        self.bail_cards[p] = self.loans[p] = 0
        self.bankrupt[p], self.in_jail[p] = True, False


_HANDLERS = {
    E.Bought: ShownTable._bought, E.Dealt: ShownTable._bought,
    E.AuctionStarted: ShownTable._auction_started, E.AuctionEnded: ShownTable._auction_ended,
    E.SoldPlace: ShownTable._sold_place, E.Forfeited: ShownTable._sold_place, E.Kept: ShownTable._kept,
    E.TradeOffered: ShownTable._offered, E.TradeAnswered: ShownTable._answered,
    E.Built: ShownTable._built, E.SoldBuilding: ShownTable._built, E.HouseTraded: ShownTable._house_traded,
    E.Mortgaged: ShownTable._mortgaged, E.Unmortgaged: ShownTable._mortgaged,
    E.Paid: ShownTable._paid, E.Jailed: ShownTable._jailed, E.LeftJail: ShownTable._jailed,
    E.CardDrawn: ShownTable._card, E.Bankrupt: ShownTable._bankrupt,
}
