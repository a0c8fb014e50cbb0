"""Checks that must hold after every action of every game. Tests and the sim call `check`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import schema as S
from .kinds import DONE

if TYPE_CHECKING:
    from .game import Game


class InvariantBroken(AssertionError):
    pass


def check(game: Game) -> None:
    """Raise InvariantBroken naming the first rule of the table that doesn't hold."""
    for problem in _problems(game):
        raise InvariantBroken(problem)


def _problems(game: Game):
    rules = game.edition.rules
    players = game.players
    money = sum(p.cash for p in players) + game.pot - game.bank_net
    if money != game.initial_money:
        yield f"money not conserved: table holds {money}, started with {game.initial_money}"
    for i, p in enumerate(players):
        if p.cash < 0:
            yield f"{p.name} has negative cash {p.cash}"
        if not 0 <= p.position < len(game.squares):
            yield f"{p.name} is off the board at {p.position}"
        if p.bankrupt and (game.owned[i] or p.cash or p.bail_cards or game.loans[i]):
            yield f"{p.name} is bankrupt but still holds something"
        if rules.ownership_markers and game.lots_left(i) < 0:
            yield f"{p.name} holds more lots than their {rules.ownership_markers} ownership houses"
    if game.pot < 0:
        yield f"the pot is negative: {game.pot}"
    for s, sq in enumerate(game.squares):
        owner, level = game.owner(s), game.buildings(s)
        holders = [i for i, owned in enumerate(game.owned) if s in owned]
        if holders != ([] if owner is None else [owner]):
            yield f"square {s} has owner {owner} but is held by {holders}"
        if owner is not None and not sq.buyable:
            yield f"square {s} ({sq.kind}) can't be owned"
        if game.is_mortgaged(s) and (owner is None or level):
            yield f"square {s} is mortgaged but unowned or built on"
        if not 0 <= level <= rules.max_level or (level and sq.kind != S.PLACE):
            yield f"square {s} has {level} buildings"
        if level and owner is None:
            yield f"square {s} has {level} buildings but no owner"
        if level and rules.build_needs_group:
            members = game.edition.groups[sq.group]
            levels = [game.buildings(m) for m in members]
            if not game.owns_group(owner, s):
                yield f"square {s} is built on without its whole group"
            # where part of a group is enough (group_sites), a site bought after building starts
            # bare and is built up from there ([4, 1, 4, 4]): evenness binds each step, not the table
            if not rules.group_sites and max(levels) - min(levels) > 1:
                yield f"group {sq.group} is built unevenly: {levels}"
        if rules.ownership_markers and sq.kind == S.PLACE and (owner is None) != (level == 0):
            yield f"lot {s} has {level} houses with owner {owner}: an owned lot carries its ownership house"
    houses, hotels = game.bank_supply()
    if (houses is not None and houses < 0) or (hotels is not None and hotels < 0):
        yield f"the bank has given out more buildings than it holds: houses {houses}, hotels {hotels}"
    if game.settings.rounds and game.round > game.settings.rounds:
        yield f"round {game.round} is past the limit of {game.settings.rounds}"
    if game.over != (game.pending.kind == DONE):
        yield "the game is over but still waits on a decision, or the other way round"
    if not game.over:
        if not game.legal_actions():
            yield f"the pending decision {game.pending} has no legal action"
        if game.players[game.pending.player].bankrupt:
            yield "a bankrupt player is asked to decide"
