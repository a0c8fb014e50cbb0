"""Cards: drawing from a deck and each card effect, registered once by its schema name
(schema.CARD_EFFECTS names the data each effect needs; EFFECTS gives what it does).

Landing on a card square is registered here into landing.SQUARES: cards move tokens
(landing.move), so landing can't import this module without an import circle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import events as E
from . import jail, landing
from . import schema as S
from . import tasks as T
from .edition import Square
from .kinds import SENT_CARD, Pay
from .table import BANK, new_record

if TYPE_CHECKING:
    from .state import TableState


def draw(game: TableState, p: int, deck_name: str) -> None:
    deck = game.decks[deck_name]
    if not deck:  # every card is out as a kept bail card
        return
    if game.edition.decks[deck_name].chart:  # the card printed against the throw's total
        deck.remove(sum(game.dice) - 2)
        deck.appendleft(sum(game.dice) - 2)
    index = deck.popleft()
    card = game.edition.decks[deck_name].cards[index]
    game.events.append(new_record(E.CardDrawn, (p, deck_name, index, card.text)))
    if card.effect == S.BAIL:
        game.add_bail_card(p, deck_name)  # kept: back under the deck when used
        return
    deck.append(index)
    EFFECTS[card.effect](game, p, card.params)


def _advance(game: TableState, p: int, params: dict[str, Any]) -> None:
    game.tasks.appendleft(T.Goto(p, params["square"]))


def _advance_nearest(game: TableState, p: int, params: dict[str, Any]) -> None:
    n = len(game.squares)
    pos = game.players[p].position
    target = next(s % n for s in range(pos + 1, pos + n + 1) if game.squares[s % n].kind == params["kind"])
    game.tasks.appendleft(T.Goto(p, target, params.get("rent_multiplier", 1), params.get("dice_multiplier", 0)))


def _back(game: TableState, p: int, params: dict[str, Any]) -> None:
    landing.move(game, p, (game.players[p].position - params["steps"]) % len(game.squares))


def _jail(game: TableState, p: int, params: dict[str, Any]) -> None:
    jail.send(game, p, SENT_CARD)


def _bail(game: TableState, p: int, params: dict[str, Any]) -> None:
    """Never called: draw keeps a bail card in the player's hand instead of acting on it."""


def _collect(game: TableState, p: int, params: dict[str, Any]) -> None:
    game.transfer(BANK, p, params["amount"], Pay.CARD)


def _pay(game: TableState, p: int, params: dict[str, Any]) -> None:
    game.tasks.appendleft(T.Debt(p, game.sink(), params["amount"], Pay.CARD, None))


def _collect_each(game: TableState, p: int, params: dict[str, Any]) -> None:
    for q in reversed(game.active_players()):
        if q != p:
            game.tasks.appendleft(T.Debt(q, p, params["amount"], Pay.CARD, None))


def _pay_each(game: TableState, p: int, params: dict[str, Any]) -> None:
    for q in reversed(game.active_players()):
        if q != p:
            game.tasks.appendleft(T.Debt(p, q, params["amount"], Pay.CARD, None))


def _repairs(game: TableState, p: int, params: dict[str, Any]) -> None:
    cost = landing.repairs_cost(game, p, params["house"], params["hotel"])
    if cost:
        game.tasks.appendleft(T.Debt(p, game.sink(), cost, Pay.REPAIRS, None))
    else:  # said, so a card asking for money is never left without its outcome
        game.events.append(E.NothingDue(p, game.players[p].position, Pay.REPAIRS))


# what each card effect of schema.CARD_EFFECTS does
EFFECTS: dict[str, Callable[[TableState, int, dict[str, Any]], None]] = {
    S.ADVANCE: _advance, S.ADVANCE_NEAREST: _advance_nearest, S.BACK: _back, S.GO_TO_JAIL: _jail,
    S.BAIL: _bail, S.COLLECT: _collect, S.PAY: _pay, S.COLLECT_EACH: _collect_each,
    S.PAY_EACH: _pay_each, S.REPAIRS: _repairs,
}


def _land_card(game: TableState, p: int, s: int, sq: Square) -> None:
    draw(game, p, sq.deck)


landing.SQUARES[S.CARD] = _land_card
