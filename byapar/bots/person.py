"""A stand-in for a person at the table, for benches and tests of how bots treat people.

It plays Medium's procedure, except in trades: it answers a bot's offer by Medium's rule or
refuses every one (`refuses`), and at the start of its turns it may offer a bot a place of the
bot's for a price drawn around the printed one, as a person trying their luck would. Seat it
as a person (`sim.GameSpec(people=...)`), so the bots pace their offers to it.
"""

from __future__ import annotations

from collections.abc import Sequence

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine.view import GameView

from .strategy import MediumBot

TRY_CHANCE = 0.3  # of a turn's start, that it offers a bot a trade
PRICE_RANGE = (0.5, 2.5)  # the cash it offers, as a share of the place's printed price


class PersonStandIn(MediumBot):
    refuses = False  # refuse every offer (a person who keeps saying no), else answer as Medium

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        pend = view.pending
        if pend.kind == K.TRADE:
            return A.REJECT if self.refuses or A.ACCEPT not in legal_actions else super().decide(view, legal_actions)
        if pend.kind in (K.ROLL, K.JAIL) and view.can_offer() and self.rng.random() < TRY_CHANCE:
            offer = self._try_luck(view, pend.player)
            if offer is not None:
                return offer
        return super().decide(view, legal_actions)

    def _try_luck(self, view: GameView, me: int) -> A.Offer | None:
        """Cash for an unbuilt place of another seat's, around its printed price."""
        others = [p for p in view.active_players() if p != me and view.owned[p]]
        if not others:
            return None
        partner = self.rng.choice(others)
        square = self.rng.choice(sorted(view.owned[partner]))
        price = view.edition.squares[square].price
        cash = int(price * self.rng.uniform(*PRICE_RANGE)) // 10 * 10
        offer = A.Offer(partner, A.Items((), min(cash, view.players[me].cash)), A.Items((square,)))
        return offer if view.check_offer(offer) is None else None


class RefusingPerson(PersonStandIn):
    """A person who says no to every offer a bot makes, and tries their luck now and then."""

    refuses = True


class QuietPerson(RefusingPerson):
    """A person who says no to every offer a bot makes and makes none: no bot has named them a price."""

    def _try_luck(self, view: GameView, me: int) -> A.Offer | None:
        return None
