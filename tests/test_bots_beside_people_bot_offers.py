"""Beside people, a bot offers another bot a trade only at a price the partner would plausibly
take, and doesn't make an offer the partner refused again unchanged while the table holds still:
every offer between bots is written in the log the family reads, and "Bot A offers Bot B ...
turned down" two or three times a turn filled it."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from helpers import give, make_game, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import Game, GameView
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import kinds as K

PERSON, BOT, PARTNER, OTHER = 0, 1, 2, 3  # the seats; BOT is the Hard whose offers are watched
GORKHA, BANDIPUR, TANSEN = 16, 18, 19  # the Hills
SAURAHA, LUMBINI, BHARATPUR = 26, 27, 29  # Chitwan
ILAM, DHARAN, BIRATNAGAR = 21, 23, 24  # the East
THAMEL = 37  # Kathmandu, nobody's
TURN_STEPS = 12  # a turn's offers and answers at most: the engine allows three offers a turn
CASH = (15_000, 20_000, 12_000, 15_000)  # each seat's


@dataclass
class Table:
    """A Byapar table of four in round 10 of 30: a person in seat 0, Hard in seat 1, the partner's
    kind in seat 2, Medium in seat 3."""

    game: Game
    bots: dict
    views: dict = field(default_factory=dict)

    def bots_turn(self, round_: int) -> list[tuple[A.Offer, A.Action, list]]:
        """Set-up: `round_` begins with seat 1's turn; it makes its offers before throwing, each
        answered by its partner (and a counter-offer by seat 1). Returns each offer seat 1 made,
        the answer and that answer's events."""
        game = self.game
        game.round, game.current, game.offers_made = round_, BOT, 0
        game.pending = game.turn_decision(BOT)
        made = []
        for _ in range(TURN_STEPS):
            pend = game.pending
            if pend.kind not in (K.ROLL, K.TRADE):
                break
            action = self.decision(pend.player)
            if pend.kind == K.ROLL and type(action) is not A.Offer:
                break
            game.apply(action)
            if type(action) is A.Offer:
                answer = self.decision(game.pending.player)
                made.append((action, answer, game.apply(answer)))
        return made

    def decision(self, seat: int) -> A.Action:
        return self.bots[seat].decide(self.views[seat], self.game.legal_actions())


def _table(partner: str, holdings: dict[int, tuple[int, ...]]) -> Table:
    game = make_game(4, settings={"rounds": 30})
    for seat, places in holdings.items():
        give(game, seat, *places)
    for seat, cash in enumerate(CASH):
        set_cash(game, seat, cash)
    bots = {BOT: make_bot("hard", 3), PARTNER: make_bot(partner, 4), OTHER: make_bot("medium", 5)}
    seat_bots(bots, people=(PERSON,))
    return Table(game, bots, {p: GameView(game, random.Random(p)) for p in bots})


def test_a_bots_offer_to_a_bot_is_made_at_a_price_the_partner_takes() -> None:
    """Hard holds Ilam and Dharan and the Hills' Tansen; a Medium holds Biratnagar, finishing
    Hard's East, and Gorkha and Bandipur. Hard's ladder opens below what the Medium takes (it once
    offered Rs 2,410 for Biratnagar, refused): what it sends is raised to a price the Medium takes,
    and the swap is made, Tansen finishing the Medium's Hills."""
    table = _table("medium", {BOT: (ILAM, DHARAN, TANSEN), PARTNER: (GORKHA, BANDIPUR, BIRATNAGAR)})
    made = table.bots_turn(10)
    assert made and all(answer is A.ACCEPT for _, answer, _ in made), made
    offer, _, events = made[0]
    assert [e.accepted for e in events if isinstance(e, E.TradeAnswered)] == [True]
    owners = table.game.owners
    assert owners[BIRATNAGAR] == BOT and owners[TANSEN] == PARTNER
    assert table.game.players[BOT].cash == CASH[BOT] - offer.give.cash + offer.get.cash


def test_a_bots_offer_a_bot_would_refuse_at_any_price_it_pays_is_not_made() -> None:
    """Hard holds Humla, a Medium Jumla, which finishes Hard's Karnali: beside people the Medium
    sells the last place of a set for more than Hard believes it worth (Hard once offered
    Rs 610, refused). No offer goes to the Medium."""
    table = _table("medium", {BOT: (1,), PARTNER: (3,)})
    assert table.bots_turn(10) == []
    assert table.game.owners[3] == PARTNER


def _same_trade(offer: A.Offer, refused: A.Offer) -> bool:
    """The same places between the same seats, bringing the partner no more cash."""
    return ((offer.partner, offer.give.squares, offer.get.squares)
            == (refused.partner, refused.give.squares, refused.get.squares)
            and offer.give.cash - offer.get.cash <= refused.give.cash - refused.get.cash)


def test_an_offer_a_bot_refused_is_not_made_again_till_the_table_moves() -> None:
    """Hard holds Gorkha, Bandipur and Chitwan's Bharatpur; a Hard partner holds Tansen, finishing
    its Hills, and Sauraha and Lumbini. The partner refuses the swap of the pairs offered; in the
    next two turns, the table as it was, no offer refused is made again for no more cash; once
    Thamel changes hands the swap is, once."""
    table = _table("hard", {BOT: (GORKHA, BANDIPUR, BHARATPUR), PARTNER: (SAURAHA, LUMBINI, TANSEN)})
    made = table.bots_turn(10)
    assert made and made[0][1] is A.REJECT, made
    first = made[0][0]
    refused = [offer for offer, answer, _ in made if answer is not A.ACCEPT]
    for round_ in (11, 12):
        made = table.bots_turn(round_)
        assert not any(_same_trade(offer, before) for offer, _, _ in made for before in refused), (refused, made)
        refused += [offer for offer, answer, _ in made if answer is not A.ACCEPT]
    table.game.give(THAMEL, OTHER)
    later = [(offer, answer) for round_ in (13, 14, 15) for offer, answer, _ in table.bots_turn(round_)
             if offer.give.squares == first.give.squares and offer.get.squares == first.get.squares]
    # offered again, for no more cash, and once refused again not a third time while the table holds still
    assert [answer for _, answer in later] == [A.REJECT] and _same_trade(later[0][0], first), (first, later)
