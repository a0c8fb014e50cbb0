"""Log lines read as sentences: a tax says what was paid, a move to a square named like a
phrase ("Rowboat to Soakem Wharf") doesn't read as two moves, names listed mid-sentence keep
their colours, and a Nepali postposition joins the place name it follows."""

from __future__ import annotations

import json
import re

import pytest
from edition_helpers import put_at, thrown_off
from helpers import jail

from byapar.app import i18n, lang, words
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import kinds as K
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
    thrown_off(game)
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


# ----- Nepali numbers and names ---------------------------------------------------------------

NEPALI_NTH = {1: "पहिलो", 2: "दोस्रो", 3: "तेस्रो", 4: "चौथो", 5: "५औँ", 10: "१०औँ"}


def test_nepali_ordinals_are_words_to_the_fourth_then_take_aun():
    from byapar import locale
    assert {n: locale.ordinal(n, "ne") for n in NEPALI_NTH} == NEPALI_NTH
    assert [locale.ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_a_house_built_is_counted_as_nepali_counts_them(nepali, level):
    # "१ औँ घर" was the first house: Nepali says पहिलो, दोस्रो, तेस्रो, चौथो, then ५औँ
    game = new_game("byapar", ["सीता", "बोट क"], seed=1)
    place = next(s for s, sq in enumerate(game.edition.squares) if sq.kind == S.PLACE)
    said = words.plain(words.Words(game).line(E.Built(0, place, level)))
    assert f"{NEPALI_NTH[level]} घर" in said, said


def test_a_house_built_in_english_says_which_house(home):
    game = new_game("byapar", ["Sita", "Bot A"], seed=1)
    place = next(s for s, sq in enumerate(game.edition.squares) if sq.kind == S.PLACE)
    said = [words.plain(words.Words(game).line(E.Built(0, place, n))) for n in (1, 2, 3, 4)]
    assert [x.split(" house ")[0].split()[-1] for x in said] == ["1st", "2nd", "3rd", "4th"], said


def _nepali_fields(text: str) -> list[str]:
    return re.findall(r"\{(\w+)\}", text)


@pytest.mark.parametrize("n", [1, 2, 3, 10])
def test_every_nepali_line_with_a_number_reads_as_nepali_writes_numbers(nepali, n):
    # each field filled with the number: no "१ औँ" (a count where an ordinal belongs), and a lone
    # digit keeps a space before the postposition after it ("३ वटासम्म")
    from byapar.app import i18n
    for key, text in json.loads((i18n.LANG_DIR / "ne.json").read_text(encoding="utf-8")).items():
        fields = _nepali_fields(text)
        if not fields:
            continue
        said = i18n.t(key, **{f: n for f in fields})
        assert not re.search(r"[०-९] औ[ँं]", said), (key, said)
        assert n > 4 or not re.search(r"[०-९]औ[ँं]", said), (key, said)
        if n < 10:
            assert not re.search(rf"(?<![०-९,]){lang.digits(str(n))}[\u0900-\u0963]", said), (key, said)


def test_a_bot_named_by_a_letter_keeps_it_apart_from_the_postposition(nepali):
    # "बोट कले" read as one word: Nepali writes "बोट क ले", as it says it
    from byapar.app import i18n
    bot = i18n.t("bot_name", name=i18n.t("bot_letters")[0])
    game = new_game("byapar", ["सीता", bot], seed=1)
    log = words.Words(game)
    said = [words.plain(log.line(ev)) for ev in (E.Rolled(1, 3, 4), E.Resigned(1))]
    lines = said + [i18n.t("log_undo", player=bot, what="x"), i18n.t("trade_accepted", name=bot)]
    for line in lines:
        assert bot + " " in line and not re.search(bot + "[\u0900-\u097f]", line), line


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
    thrown_off(game)
    put_at(game, 0, 6)
    log = words.Words(game)
    game.apply("roll")  # onto the Carnival, whose throw waits for Sita
    said = _said(game, log)
    assert "Carnival's throw takes the place of Sita's extra throw for doubles (one extra throw at a time)" in said, said


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_square_that_sends_to_jail_is_called_by_the_edition_s_own_name(home, edition, language):
    senders = [i for i, sq in enumerate(load_edition(edition).squares) if sq.kind == S.POLICE]
    if not senders:  # Finance and Business GST: no square sends anyone to jail, so no such line
        return
    lang.use(language)
    game, log = _land_on(edition, senders[0])
    assert game.players[0].in_jail
    name = lang.in_sentence(lang.square_name(game.edition.squares[senders[0]]))
    expected = i18n.t("log_jailed_police", square=name, player="Sita")
    said = _said(game, log)
    assert expected in said and name in expected, said
    if edition == "classic":  # Classic's corner is Go to Jail: no police in its line
        assert not any("police" in x or "प्रहरी" in x for x in said), said


@pytest.mark.parametrize("edition, waits", [("business_gst", True), ("classic", False)])
def test_a_fine_that_ends_the_turn_says_the_move_comes_next_turn(home, edition, waits):
    """Business GST: paying the fine ends the turn, so the line says the move waits (a player who
    pays and doesn't throw has not lost a turn); Classic's fine is paid before a throw."""
    game = new_game(edition, ["Sita", "Bot A"], dice=[(6, 6), (1, 1), (4, 5), (2, 1)], seed=3)
    thrown_off(game)
    jail(game, game.current)
    game.pending = game.turn_decision(game.current)
    log = words.Words(game)
    game.apply("pay-fine")
    line = next(x for x in _said(game, log) if "left jail" in x)
    assert ("next turn" in line) is waits, line


@pytest.mark.parametrize("edition, card", [("classic", "Get Out of Jail Free card"), ("byapar", "bail card")])
def test_leaving_jail_by_card_names_the_card_as_the_edition_does(home, edition, card):
    game = new_game(edition, ["Sita", "Bot A"], dice=[(6, 6), (1, 1), (4, 5), (2, 1)], seed=3)
    thrown_off(game)
    jail(game, game.current)
    deck = next(name for name, d in game.edition.decks.items() if any(c.effect == S.BAIL for c in d.cards))
    cards = game.edition.decks[deck].cards
    game.decks[deck].remove(next(i for i in game.decks[deck] if cards[i].effect == S.BAIL))  # drawn, as it is held
    game.players[game.current].bail_cards.append(deck)
    game.pending = game.turn_decision(game.current)
    log = words.Words(game)
    game.apply("use-card")
    line = next(x for x in _said(game, log) if "left jail" in x)
    assert f"used a {card} and left jail" in line, line


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_mortgage_taken_over_names_its_place(home, language):
    """Bot B takes over Boardwalk's mortgage with a bankrupt's places and pays the bank its tenth:
    the line names Boardwalk, where six lines alike once left the places unsaid."""
    game = new_game("classic", ["Sita", "Bot A", "Bot B"], dice=[], seed=3)
    lang.use(language)
    try:
        said = words.plain(words.Words(game).line(E.Paid(2, None, 20, K.Pay.MORTGAGE_FEE, 39)))
        assert lang.square_name(game.edition.squares[39]) in said and "Bot B" in said, said
    finally:
        lang.use("en")
