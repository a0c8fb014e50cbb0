"""A table follows a game from its events alone: each fact event carries the new value of what
changed (owner, buildings, mortgage, loan, bail cards, jail, position) and Paid the cash, so a
mirror that only assigns them matches the engine's table after every action. Random players
(trades, counters, auctions, loans, resignations among their moves) play short seeded games of
every edition, with places dealt, the pot and the other settings drawn per seed."""

from __future__ import annotations

import random

import pytest
from helpers import NAMES, tries

from byapar.chaos import random_legal
from byapar.engine import events as E
from byapar.engine import load_edition, new_game
from byapar.engine.mirror import TableMirror
from byapar.engine.settings import money_choices

EDITIONS = ("byapar", "classic", "finance", "business_gst")
GAMES = 200  # per edition
ROUNDS = 10


def _table(game) -> dict:
    squares = range(len(game.edition.squares))
    players = game.players
    return {"cash": [p.cash for p in players], "position": [p.position for p in players],
            "in_jail": [p.in_jail for p in players], "bankrupt": [p.bankrupt for p in players],
            "bail_cards": [tuple(p.bail_cards) for p in players], "loans": list(game.loans),
            "owner": [game.owner(s) for s in squares], "level": [game.buildings(s) for s in squares],
            "mortgaged": [game.is_mortgaged(s) for s in squares], "pot": game.pot}


def _mirrored(mirror: TableMirror) -> dict:
    return {key: getattr(mirror, key) for key in ("cash", "position", "in_jail", "bankrupt", "bail_cards",
                                                  "loans", "owner", "level", "mortgaged", "pot")}


def _settings(seed: int) -> dict:
    rng = random.Random(seed)
    return {"rounds": ROUNDS, "dealt_places": rng.choice((0, 0, 2)), "chautari_pot": rng.random() < 0.4,
            "starting_money": rng.choice((None, None, "least")), "auction": rng.random() < 0.8}


def _play_followed(edition: str, seed: int) -> set[type]:
    """One game followed from its first event; the fact kinds it saw."""
    settings = {k: v for k, v in _settings(seed).items() if v is not None}
    if settings.get("starting_money") == "least":  # the least an edition allows, so debts come soon
        settings["starting_money"] = money_choices(load_edition(edition).rules.starting_money)[1]
    names = list(NAMES[: 2 + seed % 3])
    game = new_game(edition, names, settings, seed=seed)
    mirror = TableMirror.blank(game.edition, len(names), game.settings.starting_money)
    seen: set[type] = set()
    events = list(game.events)  # the set-up's: places dealt, the throw-off
    rng = random.Random(seed)
    for _ in tries(20_000, f"{edition} seed {seed}: a short game to end"):
        for ev in events:
            mirror.follow(ev)
            seen.add(type(ev))
        assert _mirrored(mirror) == _table(game), (edition, seed, game.history[-1:])
        if game.over:
            return seen
        events = game.apply(random_legal(game, rng, offer_rate=0.1))
    return seen


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_mirror_follows_every_game_from_the_events_alone(edition: str) -> None:
    seen: set[type] = set()
    for seed in range(GAMES):
        seen |= _play_followed(edition, seed)
    ed = new_game(edition, ["A", "B"]).edition
    facts = {E.OwnerChanged, E.Moved, E.Paid, E.LevelChanged}
    if ed.rules.mortgages:
        facts.add(E.MortgageChanged)
    if ed.jail is not None:
        facts.add(E.JailChanged)
    if any(card.effect == "bail" for deck in ed.decks.values() for card in deck.cards):
        facts.add(E.BailCardsChanged)
    if ed.rules.bank_loans:
        facts.add(E.LoanChanged)
    assert facts <= seen, facts - seen  # the games did change each of these


def test_the_odds_of_a_stop_follow_the_engines_own_moves() -> None:
    # Finance: a throw to the ferry at 10 sails on to 12, whose ferry sails on to the carnival
    # at 20, whose even throw walks on four: the bots' chances are read from these same moves
    from edition_helpers import put_at, seat_game

    from byapar.engine.moves import JAILED, stop_outcomes

    game = seat_game("finance", 2, [(1, 2), (1, 3)])
    put_at(game, 0, 7)
    game.apply("roll")
    game.apply("roll")  # the Carnival's throw, Asha's own
    end = game.players[0].position
    outcomes = stop_outcomes(game.edition, 10)
    assert end == 24 and sum(q for s, q in outcomes if s == 24) > 0
    assert abs(sum(q for _, q in outcomes) - 1) < 1e-9
    assert abs(sum(q for _, q in stop_outcomes(game.edition, 5)) - 1) < 1e-9  # a railroad's 36 throws
    classic = new_game("classic", ["A", "B"]).edition
    police = next(s for s, sq in enumerate(classic.squares) if sq.kind == "police")
    assert stop_outcomes(classic, police) == [(JAILED, 1.0)]


def test_the_odds_of_a_throw_and_of_jail_follow_the_engines_turn_rules() -> None:
    # the third doubles in a row goes to jail; in jail, doubles walk on and the last allowed
    # throw leaves whatever it shows: played by the engine, then read off moves.py, which the
    # bots' board asks rather than modelling dice of its own
    from edition_helpers import seat_game

    from byapar.bots import board
    from byapar.engine.moves import (
        JAILED,
        STILL_JAILED,
        jail_throw_outcomes,
        jail_turns,
        throw_outcomes,
    )

    game = seat_game("classic", 2, [(1, 1), (2, 2), (3, 3)])  # thrown from the end
    for _ in range(3):  # to Oriental Avenue (6), jail visiting (10), then the third doubles
        game.apply("roll")
        while game.pending.kind in ("buy", "bid"):
            game.apply("decline" if game.pending.kind == "buy" else "drop")
    assert game.players[0].in_jail and game.pending.kind == "end"
    edition = game.edition
    turns = jail_turns(edition)
    assert turns == edition.rules.jail_max_turns == 3
    throw = throw_outcomes(edition, 0)
    assert abs(sum(q for _, q in throw) - 1) < 1e-9
    assert 6 / 36 / 36 <= sum(q for s, q in throw if s == JAILED) < 0.02  # the third doubles, and a card
    first, last = jail_throw_outcomes(edition, 0), jail_throw_outcomes(edition, turns - 1)
    assert abs(sum(q for s, q in first if s == STILL_JAILED) - 30 / 36) < 1e-9
    assert all(s != STILL_JAILED for s, _ in last) and abs(sum(q for _, q in last) - 1) < 1e-9
    n = len(edition.squares)
    states = board.transitions(edition)
    assert len(states) == n + turns
    assert abs(dict(states[n])[n + 1] - 30 / 36) < 1e-9  # the bots' jail states are the engine's turns there
