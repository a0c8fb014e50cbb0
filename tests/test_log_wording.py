"""Log lines read as sentences: a tax says what was paid, a move to a square named like a
phrase ("Rowboat to Soakem Wharf") doesn't read as two moves, names listed mid-sentence keep
their colours, and a Nepali postposition joins the place name it follows."""

from __future__ import annotations

import re

import pytest
from edition_helpers import put_at

from byapar.app import i18n, lang, words
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import load_edition, new_game
from byapar.engine import schema as S

EDITIONS = ("byapar", "classic", "finance", "business_gst")
POSTPOSITIONS = ("सम्म", "मा", "को", "ले", "बाट", "लाई")


def _lines(game, log) -> list[list[words.Segment]]:
    return [x for e in game.events for x in [log.line(e)] if x]


def _said(game, log) -> list[str]:
    """The lines as read, a no-break space (money keeps its symbol and digits together) as a space."""
    return [words.plain(x).replace("\xa0", " ") for x in _lines(game, log)]


def _land_on(edition: str, square: int):
    opening = [] if edition == "byapar" else [(6, 6), (1, 1), (2, 1)]  # Sita wins the throw to start
    game = new_game(edition, ["Sita", "Bot A", "Bot B"], dice=[*opening, (1, 2), (3, 4)], seed=3)
    game.started = [True] * 3  # Business GST: everyone has left Start
    put_at(game, 0, square - 3)
    log = words.Words(game)
    game.apply("roll")
    return game, log


@pytest.fixture
def nepali(home):
    lang.use("ne")
    yield
    lang.use("en")


def test_bhansar_says_customs_duty_was_paid(home):
    game, log = _land_on("byapar", 38)
    assert game.players[0].position == 38
    said = _said(game, log)
    assert "Sita paid Rs 1,000 customs duty at Bhansar" in said, said


def test_bhansar_in_nepali_joins_its_postposition_and_says_the_duty(nepali):
    game, log = _land_on("byapar", 38)
    said = _said(game, log)
    assert any("भन्सारमा" in x and "भन्सार महसुल" in x for x in said), said
    assert any("भन्सारसम्म" in x for x in said), said


def test_a_tax_named_as_a_tax_says_where_it_was_paid(home):
    game, log = _land_on("byapar", 4)
    assert game.players[0].position == 4
    said = _said(game, log)
    assert "Sita paid Rs 2,000 at Income Tax" in said, said


def test_a_move_to_rowboat_to_soakem_wharf_reads_as_one_move(home):
    edition = load_edition("finance")
    rowboat = next(sq.index for sq in edition.squares if sq.name.startswith("Rowboat"))
    game, log = _land_on("finance", rowboat)
    said = _said(game, log)
    assert "Sita landed on Rowboat to Soakem Wharf" in said, said


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_move_line_puts_to_before_a_name_with_to_in_it(home, edition):
    game = new_game(edition, ["Sita", "Bot A"], seed=1)
    log = words.Words(game)
    for sq in game.edition.squares:
        if sq.index == game.edition.jail:
            continue
        for direct in (False, True):
            line = words.plain(log.line(E.Moved(0, 0, sq.index, False, direct=direct)))
            before = line[: line.index(sq.name)]
            assert not (" to " in sq.name and before.endswith(" to ")), line


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_nepali_postposition_stands_apart_from_a_devanagari_place_name(nepali, edition):
    game = new_game(edition, ["सीता", "बोट क"], seed=1)
    log = words.Words(game)
    for sq in game.edition.squares:
        name = lang.square_name(sq)
        if not re.match("[\u0900-\u097f]", name[-1:]) or sq.index == game.edition.jail:
            continue
        said = [words.plain(log.line(ev)) for ev in (E.Moved(0, 0, sq.index, False), E.Kept(0, sq.index))]
        for line in said:
            assert not any(f"{name} {word}" in line for word in POSTPOSITIONS), line


def test_those_who_dropped_out_of_an_auction_keep_their_colours(home):
    game = new_game("byapar", ["Sita", "Bot A", "Bot B"], dice=[(1, 2)], seed=3)
    place = next(s for s, sq in enumerate(game.edition.squares) if sq.kind == S.PLACE and s > 3)
    put_at(game, 0, place - 3)
    log = words.Words(game)
    lines = []
    for action in ("roll", A.DECLINE):
        game.apply(action)
        lines += _lines(game, log)
    for _ in range(10):
        if game.auction is None:
            break
        game.apply(A.Bid(game.min_bid()) if game.pending.player == 0 else A.DROP)
        lines += _lines(game, log)
    assert game.owner(place) == 0
    won = next(x for x in lines if "Bot A" in words.plain(x) and "Bot B" in words.plain(x))
    styles = {text: style for text, style in won}
    assert styles.get("Bot A") == ("player", 1) and styles.get("Bot B") == ("player", 2), won


def test_a_debt_beyond_the_cash_says_what_is_owed_and_to_whom_not_that_all_of_it_must_be_raised():
    # "Bot B must raise Rs 1,228 for the bank" read as if all of it were missing, when Rs 58 was
    game = new_game("byapar", ["Sita", "Bot A", "Bot B"], seed=3)
    log = words.Words(game)
    said = words.plain(log.line(E.MustRaise(player=2, amount=1_228, creditor=None))).replace("\xa0", " ")
    assert said == "Bot B owes the bank Rs 1,228, more than their cash: they must sell or mortgage"


def test_a_players_name_stands_apart_from_its_postposition_in_either_script(nepali):
    game = new_game("byapar", ["Sita", "बोट क"], seed=1)
    log = words.Words(game)
    for p, name in enumerate(("Sita", "बोट क")):
        line = words.plain(log.line(E.TurnStarted(p, 1)))
        assert f"{name} को पालो" in line, line
        assert f"{name} को पालो" in i18n.t("log_turn", player=name, round=1)


def test_a_doubles_throw_taken_over_by_the_carnival_says_so(home):
    opening = [(6, 6), (1, 1)]  # Sita wins the throw to start
    game = new_game("finance", ["Sita", "Bot A"], dice=[*opening, (2, 2), (2, 3), (2, 6)], seed=3)
    put_at(game, 0, 6)
    log = words.Words(game)
    game.apply("roll")
    said = _said(game, log)
    assert "Carnival's throw takes the place of Sita's extra throw for doubles (one extra throw at a time)" in said, said
