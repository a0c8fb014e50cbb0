"""Checks that must hold after every action of every game. Tests and the sim call `check`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import schema as S
from .errors import InvariantBroken
from .kinds import DONE

if TYPE_CHECKING:
    from .state import TableState


__all__ = ["InvariantBroken", "check"]


def check(game: TableState) -> None:
    """Raise InvariantBroken naming the first rule of the table that doesn't hold."""
    for problem in _problems(game):
        raise problem


def _problems(game: TableState) -> Iterator[InvariantBroken]:
    rules = game.edition.rules
    players = game.players
    money = sum(p.cash for p in players) + game.pot - game.bank_net
    if money != game.initial_money:
        yield InvariantBroken("money-not-conserved", held=money, started=game.initial_money)
    for i, p in enumerate(players):
        if p.cash < 0:
            yield InvariantBroken("negative-cash", player=i, who=p.name, cash=p.cash)
        if not 0 <= p.position < len(game.squares):
            yield InvariantBroken("off-board", player=i, who=p.name, position=p.position)
        if p.bankrupt and (game.owned[i] or p.cash or p.bail_cards or game.loans[i]):
            yield InvariantBroken("bankrupt-holds", player=i, who=p.name)
        if (game.lots_left(i) or 0) < 0:
            yield InvariantBroken("too-many-lots", player=i, who=p.name, markers=rules.ownership_markers)
    if game.pot < 0:
        yield InvariantBroken("negative-pot", pot=game.pot)
    for s, sq in enumerate(game.squares):
        owner, level = game.owner(s), game.buildings(s)
        holders = [i for i, owned in enumerate(game.owned) if s in owned]
        if holders != ([] if owner is None else [owner]):
            yield InvariantBroken("owner-mismatch", index=s, owner=owner, holders=holders)
        if owner is not None and not sq.buyable:
            yield InvariantBroken("not-ownable", index=s, kind=sq.kind)
        if game.is_mortgaged(s) and (owner is None or level):
            yield InvariantBroken("mortgage-unowned-or-built", index=s)
        if not 0 <= level <= rules.max_level or (level and sq.kind != S.PLACE):
            yield InvariantBroken("bad-level", index=s, level=level)
        if level and owner is None:
            yield InvariantBroken("built-unowned", index=s, level=level)
        if level and rules.build_needs_group:
            members = game.edition.groups[sq.group]
            levels = [game.buildings(m) for m in members]
            if owner is not None and not game.owns_group(owner, s):
                yield InvariantBroken("built-without-group", index=s)
            # where part of a group is enough (group_sites), a site bought after building starts
            # bare and is built up from there ([4, 1, 4, 4]): evenness binds each step, not the table
            if not rules.group_sites and max(levels) - min(levels) > 1:
                yield InvariantBroken("built-unevenly", group=sq.group, levels=levels)
        if rules.ownership_markers and sq.kind == S.PLACE and (owner is None) != (level == 0):
            yield InvariantBroken("lot-without-marker", index=s, level=level, owner=owner)
    houses, hotels = game.bank_supply()
    if (houses is not None and houses < 0) or (hotels is not None and hotels < 0):
        yield InvariantBroken("bank-overdrawn", houses=houses, hotels=hotels)
    if game.settings.rounds and game.round > game.settings.rounds:
        yield InvariantBroken("past-round-limit", round=game.round, limit=game.settings.rounds)
    if game.over != (game.pending.kind == DONE):
        yield InvariantBroken("over-and-waiting")
    if not game.over:
        if not game.legal_actions():
            yield InvariantBroken("no-legal-action", pending=game.pending)
        if game.players[game.pending.player].bankrupt:
            yield InvariantBroken("bankrupt-asked")
