"""A square named like a command ("चिट्ठा जित्नुहोस्", "जेल जानुहोस्") inside a Nepali log
sentence is set apart as the square's name, so the sentence's own verb never runs into it
("…जित्नुहोस्सम्म चल्नुभयो"); English names read as they are. A Nepali board's centre names its
edition in Nepali alone, with no English spelling under it."""

from __future__ import annotations

import re

import pytest

from byapar.app import lang, words
from byapar.app.session import Session, default_seat
from byapar.engine import events as E
from byapar.engine.edition import load_edition

# a command's ending with more Devanagari straight after it: the verb of the sentence runs on
RUNS_ON = re.compile(r"होस्[\u0900-\u097F]|होस्\s+\S*(नुभयो|पुग्नु|चल्नु)")


def sentences(edition: str) -> list[tuple[str, str]]:
    """Each square's name and the log's lines for a token walked there and sent there."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Sita")]
    game = Session.start(edition, seats, {}, seed=1).game
    told = words.Words(game)
    said = []
    for s, square in enumerate(game.edition.squares):
        if s == game.edition.jail:
            continue
        for direct in (False, True):
            line = told.line(E.Moved(player=0, start=0, end=s, passed_start=False, direct=direct))
            said.append((lang.square_name(square), words.plain(line)))
    return said


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_no_square_named_like_a_command_runs_into_the_sentence(home, edition):
    lang.use("ne")
    said = sentences(edition)
    lang.use("en")
    assert said
    assert [text for _name, text in said if RUNS_ON.search(text)] == []


def test_a_command_square_reads_as_a_named_square_in_nepali_and_as_itself_in_english(home):
    lang.use("ne")
    nepali = dict(sentences("finance"))
    lang.use("en")
    english = dict(sentences("finance"))
    assert any("‘चिट्ठा जित्नुहोस्’ कोठा" in text for text in nepali.values())
    assert all("‘" not in text for text in english.values())


@pytest.mark.parametrize("edition", ["finance", "business_gst"])
def test_a_nepali_board_names_its_edition_in_nepali_alone(home, edition):
    lang.use("ne")
    main, under = lang.edition_titles(load_edition(edition))
    lang.use("en")
    assert main and not re.search(r"[A-Za-z]", main) and under == ""


# "घर" is a house on the board; a space a token moves is a "कोठा", as the log and banners say it
SPACES_AS_HOUSES = re.compile(r"[०-९\d]+\s*घर\s+(पछाडि|अगाडि)|(एक|दुई|तीन|चार|पाँच|छ|सात|आठ|नौ|दश)\s+घर\s+(पछाडि|अगाडि)")


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_a_card_that_moves_a_token_counts_spaces_not_houses_in_nepali(edition):
    cards = [card for deck in load_edition(edition).decks.values() for card in deck.cards]
    wrong = [card.text_ne for card in cards if SPACES_AS_HOUSES.search(card.text_ne)]
    assert not wrong, wrong
