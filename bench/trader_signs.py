"""The trades that read to a family as a trader's rather than a neighbour's, counted in a played game.

Used by `person_seat.py --table`: for each bot seat, what it did beside the person's seat that a
family read as flipping places (`byapar/bots/word.py` holds the bots' rules against it):

- "word": it sold anyone a place of a group it had told the person it wants ("to finish my group",
  "to add to my places", "to make a start") within `WINDOW` rounds, not for a set of its own nor
  while raising cash for a debt;
- "back": it offered the person more for a place, within `WINDOW` rounds of selling it to them, than
  it got for it (with the buildings on it; the offer's other places at their printed prices), while
  the rest of its group wasn't all its own;
- "flip": it offered the person, within `WINDOW` rounds, a place it won at an auction they passed
  over at its printed price (or bid for), for more than a tenth over its printed price or what it
  paid, whichever is more, where the place (with the others offered with it) doesn't finish the
  person's set;
- "over list": it won a place at auction for more than its printed price;
- "auction broke": winning at auction left it under a salary in hand.
"""

from __future__ import annotations

from collections import Counter

from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import kinds as K

WINDOW = 6  # rounds, as the bots' own rule
SIGNS = ("word", "back", "flip", "over list", "auction broke")
GROUP_REASONS = ("bot_offer_why_finish", "bot_offer_why_add", "bot_offer_why_start", "bot_offer_why_sets_both")


class TraderSigns:
    """One game's signs, by game seat."""

    def __init__(self, person: int) -> None:
        self.person = person
        self.counts: dict[int, Counter] = {}
        self.wanted: dict[tuple[int, str], int] = {}  # (bot, group) -> round it last said it wants it
        self.sold: dict[tuple[int, int], tuple[int, int]] = {}  # (bot, place) -> (round, cash got)
        self.won: dict[tuple[int, int], tuple[int, int, set]] = {}  # (bot, place) -> (round, paid, who passed it)
        self.passing: set = set()  # the people who passed over or bid for the place now at auction
        self.for_debts: set = set()  # the offers made while raising cash for a debt, as the game writes them

    def _count(self, seat: int, sign: str) -> None:
        self.counts.setdefault(seat, Counter())[sign] += 1

    def offered(self, game, bots, p: int, action) -> None:
        """Seat `p` is making `action`."""
        if type(action) is A.Offer and game.pending.kind == K.RAISE:
            self.for_debts.add(str(action))
        if type(action) is not A.Offer or action.partner != self.person or p == self.person:
            return
        told = getattr(bots[p], "offers_told", None)
        why = told.why(str(action)) if told is not None else None
        if why is not None and why.key in GROUP_REASONS:
            for s in action.get.squares:
                self.wanted[p, game.squares[s].group] = game.round
        for s in action.get.squares:
            sale = self.sold.get((p, s))
            if sale is None or game.round - sale[0] >= WINDOW or _rest_held(game, p, s):
                continue
            others = [q for q in action.get.squares if q != s]  # counted at their printed prices
            paid = action.give.cash - action.get.cash + _printed(game, action.give.squares) - _printed(game, others)
            if paid > sale[1] + game.levels[s] * game.squares[s].house_cost:
                self._count(p, "back")
        for s in action.give.squares:
            win = self.won.get((p, s))
            if (win is None or game.round - win[0] >= WINDOW or self.person not in win[2]
                    or _finishes(game, self.person, s, action.give.squares)):
                continue
            others = [q for q in action.give.squares if q != s]
            got = action.get.cash - action.give.cash + _printed(game, action.get.squares) - _printed(game, others)
            if got > max(game.squares[s].price, win[1]) + game.squares[s].price // 10:
                self._count(p, "flip")

    def traded(self, game, offer: A.Offer, proposer: int, answerer: int) -> None:
        """`offer` (its `give` is `proposer`'s) has just been taken."""
        raising = str(offer) in self.for_debts
        for bot, gave, got in ((proposer, offer.give, offer.get), (answerer, offer.get, offer.give)):
            other = answerer if bot == proposer else proposer
            for s in gave.squares:
                said = self.wanted.get((bot, game.squares[s].group))
                if said is not None and game.round - said < WINDOW and not raising and not _sets_made(game, bot, got):
                    self._count(bot, "word")
                if other == self.person:
                    self.sold[bot, s] = (game.round, got.cash - gave.cash)

    def event(self, game, event) -> None:
        kind = type(event)
        if kind is E.AuctionStarted and not event.building:
            self.passing = {game.current} & {self.person}
        elif kind is E.BidMade and event.player == self.person:
            self.passing.add(self.person)
        elif kind is E.AuctionEnded and event.winner is not None and event.winner != self.person \
                and game.owners[event.square] == event.winner:
            w, s = event.winner, event.square
            self.won[w, s] = (game.round, event.amount, set(self.passing))
            if event.amount > game.squares[s].price:
                self._count(w, "over list")
            if game.players[w].cash < game.edition.rules.salary:  # the game has taken the payment by now
                self._count(w, "auction broke")


def _printed(game, places) -> int:
    return sum(game.squares[q].price for q in places)


def _group(game, s: int) -> list[int]:
    return game.edition.groups[game.squares[s].group]


def _rest_held(game, who: int, s: int) -> bool:
    return all(game.owners[m] == who for m in _group(game, s) if m != s)


def _finishes(game, who: int, s: int, with_it: tuple[int, ...]) -> bool:
    """Whether `s`, with the places `with_it` that come along, finishes `who`'s group."""
    return all(game.owners[m] == who or m in with_it for m in _group(game, s))


def _sets_made(game, who: int, got: A.Items) -> bool:
    """Whether `who`, after the trade, holds the whole group of a place it got."""
    return any(all(game.owners[m] == who for m in _group(game, s)) for s in got.squares)
