"""A card that names a corner calls it, in Nepali, what the board calls it: the Classic board's
first corner reads "सुरु", so its cards send a player to "सुरु", never to "गो"."""

import re

import pytest

from byapar.engine import available_editions, load_edition
from byapar.engine.edition import Edition


def start_corners(edition: Edition) -> list[tuple[str, str]]:
    """(English name, Nepali name) of the start corner, where the board names it in both languages."""
    return [(sq.name, sq.name_ne) for sq in edition.squares
            if sq.kind == "start" and sq.name and sq.name_ne]


def cards(edition: Edition):
    for deck in edition.decks.values():
        yield from deck.cards


def names_in_english(text: str, corner: str) -> bool:
    """Whether a card's English text names the corner as a place ("to Go", "pass Go"), not as
    a verb ("Go to Jail")."""
    return re.search(rf"\b(?:to|pass|on|at) {re.escape(corner)}\b", text) is not None


@pytest.mark.parametrize("name", available_editions())
def test_a_card_naming_the_start_corner_uses_the_boards_nepali_name(name: str) -> None:
    edition = load_edition(name)
    checked = 0
    for english, nepali in start_corners(edition):
        for card in cards(edition):
            if names_in_english(card.text, english):
                assert nepali in card.text_ne, (card.text, card.text_ne, nepali)
                checked += 1
    assert checked, f"{name}: no card names its start corner"


def test_classic_go_cards_say_suru_as_its_board_does() -> None:
    edition = load_edition("classic")
    assert edition.squares[0].name_ne == "सुरु"
    advance = [c for c in cards(edition) if c.text.startswith("Advance to Go")]
    assert len(advance) == 2
    assert all(c.text_ne.startswith("सुरुमा जानुहोस्") for c in advance)
    assert not any("गो " in c.text_ne for c in cards(edition))
