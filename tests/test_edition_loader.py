"""The Byapar board: `load_edition("byapar")` reads the Tiled map and its cards into the classic
layout with Nepal's places, and a malformed copy is a BoardError naming the file, the square
and the field."""

import json
import shutil
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from byapar.engine import BoardError, available_editions, load_edition

BOARD = Path(__file__).resolve().parents[1] / "boards" / "byapar"

CLASSIC_KINDS = {0: "start", 10: "jail", 20: "free", 30: "police", 4: "tax", 38: "tax",
                 2: "card", 17: "card", 33: "card", 7: "card", 22: "card", 36: "card",
                 5: "transport", 15: "transport", 25: "transport", 35: "transport",
                 12: "service", 28: "service"}


@pytest.fixture(scope="module")
def byapar():
    return load_edition("byapar")


def test_forty_squares_in_the_classic_order_of_kinds(byapar) -> None:
    assert [s.index for s in byapar.squares] == list(range(40))
    assert [s.kind for s in byapar.squares] == [CLASSIC_KINDS.get(i, "place") for i in range(40)]


def test_twenty_two_places_in_eight_groups_of_the_page(byapar) -> None:
    places = [s for s in byapar.squares if s.kind == "place"]
    assert len(places) == 22
    order = list(dict.fromkeys(s.group for s in places))  # groups as met round the board
    assert [len(byapar.groups[g]) for g in order] == [2, 3, 3, 3, 3, 3, 3, 2]
    prices = [s.price for s in places]
    assert prices == sorted(prices)  # dearer the further from Start
    assert all(s.house_cost > 0 and list(s.rents) == sorted(s.rents) for s in places)
    assert {s.name for s in places} >= {"Humla", "Jumla", "Thamel", "Durbar Marg"}
    assert places[-1].name == "Durbar Marg" and places[0].group == places[1].group


def test_four_airports_and_two_services(byapar) -> None:
    airports = [s for s in byapar.squares if s.kind == "transport"]
    services = [s for s in byapar.squares if s.kind == "service"]
    assert len(airports) == 4 and len({s.group for s in airports}) == 1
    assert any("Lukla" in s.name for s in airports)
    assert all(s.rents == (250, 500, 1_000, 2_000) for s in airports)
    assert len(services) == 2 and all(s.multipliers == (40, 100) for s in services)
    assert any("Bhansar" == s.name for s in byapar.squares if s.kind == "tax")


def test_the_rules_and_decks_of_the_page(byapar) -> None:
    rules = byapar.rules
    assert (rules.starting_money, rules.salary, rules.jail_fine) == (15_000, 2_000, 500)
    assert (rules.min_players, rules.max_players, rules.rounds) == (2, 6, 30)
    assert sorted(byapar.decks) == ["bhagya", "guthi"]
    for deck in byapar.decks.values():
        assert len(deck.cards) == 16
        assert [c.effect for c in deck.cards].count("bail") == 1
    moves = {"advance", "advance_nearest", "back", "jail"}
    assert sum(c.effect in moves for c in byapar.decks["bhagya"].cards) > 8  # mostly moves
    assert sum(c.effect not in moves for c in byapar.decks["guthi"].cards) > 8  # mostly money


def test_every_board_in_boards_loads() -> None:
    names = available_editions()
    assert "byapar" in names
    for name in names:
        assert len(load_edition(name).squares) >= 4


# ----- malformed copies ------------------------------------------------------------------------


@pytest.fixture
def board(tmp_path: Path) -> Path:
    """A fresh copy of the Byapar board folder; returns its .tmx path."""
    folder = tmp_path / "mine"
    shutil.copytree(BOARD, folder)
    return folder / "byapar.tmx"


def _edit_square(tmx: Path, index: int, field: str, value: str | None, type_: str | None = "keep") -> None:
    """Change (or, with value None, remove) one property of the square with this index."""
    tree = ElementTree.parse(tmx)
    for obj in tree.getroot().iter("object"):
        props = obj.find("properties")
        if props.find(f"property[@name='index'][@value='{index}']") is None:
            continue
        prop = props.find(f"property[@name='{field}']")
        if value is None:
            props.remove(prop)
        else:
            prop.set("value", value)
            if type_ is None:
                prop.attrib.pop("type", None)
            elif type_ != "keep":
                prop.set("type", type_)
        break
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def _edit_card(tmx: Path, deck: str, i: int, **changes) -> None:
    cards = tmx.parent / "cards.json"
    data = json.loads(cards.read_text(encoding="utf-8"))
    card = data["decks"][deck]["cards"][i]
    for key, value in changes.items():
        if value is None:
            del card[key]
        else:
            card[key] = value
    cards.write_text(json.dumps(data), encoding="utf-8")


def _refused(tmx: Path, *words: str) -> str:
    with pytest.raises(BoardError) as caught:
        load_edition(tmx)
    message = str(caught.value)
    for word in words:
        assert word in message, message
    return message


def test_an_untouched_copy_loads_from_its_path(board: Path) -> None:
    edition = load_edition(board)
    assert len(edition.squares) == 40 and edition.rules.edition == "Byapar"
    assert load_edition(board.parent).squares == edition.squares


def test_a_missing_field(board: Path) -> None:
    _edit_square(board, 6, "price", None)
    _refused(board, "byapar.tmx", "square 6", "Dadeldhura", "'price'", "missing")


def test_a_wrongly_typed_field(board: Path) -> None:
    _edit_square(board, 6, "price", "lots")  # still typed int: Tiled's reader can't read it
    _refused(board, "byapar.tmx", "Dadeldhura", "'price'", "lots")


def test_a_field_of_the_wrong_type(board: Path) -> None:
    _edit_square(board, 6, "price", "lots", type_=None)  # a string where a number belongs
    _refused(board, "byapar.tmx", "square 6", "Dadeldhura", "'price'", "int")


def test_a_text_field_given_a_number(board: Path) -> None:
    _edit_square(board, 12, "group", "5", type_="int")
    _refused(board, "byapar.tmx", "square 12", "'group'", "str")


def test_an_unknown_kind(board: Path) -> None:
    _edit_square(board, 6, "kind", "casino")
    _refused(board, "byapar.tmx", "square 6", "Dadeldhura", "'kind'", "casino")


def test_a_duplicate_index(board: Path) -> None:
    _edit_square(board, 7, "index", "6")
    _refused(board, "byapar.tmx", "square 6", "Bhagya", "'index'", "twice")


def test_a_missing_index_number(board: Path) -> None:
    _edit_square(board, 7, "index", "41")
    _refused(board, "byapar.tmx", "missing index 7")


@pytest.mark.parametrize("rents, why", [("20,100,abc,900,1600,2500", "whole numbers"),
                                        ("20,100,300", "needs 6 numbers"),
                                        ("20,-100,300,900,1600,2500", "out of range"),
                                        ("", "whole numbers")])
def test_a_bad_rents_list(board: Path, rents: str, why: str) -> None:
    _edit_square(board, 1, "rents", rents)
    _refused(board, "byapar.tmx", "square 1", "Humla", "'rents'", why)


def test_too_few_airport_rents(board: Path) -> None:
    _edit_square(board, 5, "rents", "250,500")
    _refused(board, "byapar.tmx", "square 5", "'rents'")


def test_a_missing_map_rule(board: Path) -> None:
    tree = ElementTree.parse(board)
    props = tree.getroot().find("properties")
    props.remove(props.find("property[@name='salary']"))
    tree.write(board, encoding="UTF-8", xml_declaration=True)
    _refused(board, "byapar.tmx", "map", "'salary'")


def test_a_map_that_is_not_xml(board: Path) -> None:
    board.write_text("<map><objectgroup", encoding="utf-8")
    _refused(board, "byapar.tmx")


def test_a_missing_card_file(board: Path) -> None:
    (board.parent / "cards.json").unlink()
    _refused(board, "cards.json", "missing", "'cards'")


def test_a_card_file_that_is_not_json(board: Path) -> None:
    (board.parent / "cards.json").write_text("{decks: ", encoding="utf-8")
    _refused(board, "cards.json", "JSON")


def test_a_bad_card_effect(board: Path) -> None:
    _edit_card(board, "bhagya", 0, effect="teleport")
    _refused(board, "cards.json", "deck 'bhagya' card 1", "'effect'", "teleport")


def test_a_card_missing_its_amount(board: Path) -> None:
    _edit_card(board, "guthi", 1, amount=None)
    _refused(board, "cards.json", "deck 'guthi' card 2", "missing", "'amount'")


def test_a_card_amount_of_the_wrong_type(board: Path) -> None:
    _edit_card(board, "guthi", 1, amount="2000")
    _refused(board, "cards.json", "deck 'guthi' card 2", "'amount'", "int")


def test_a_card_that_advances_off_the_board(board: Path) -> None:
    _edit_card(board, "bhagya", 1, square=40)
    _refused(board, "cards.json", "deck 'bhagya' card 2", "'square'")


def test_a_card_square_with_no_deck(board: Path) -> None:
    _edit_square(board, 7, "deck", "bhagyaa")
    _refused(board, "byapar.tmx", "square 7", "'deck'", "bhagyaa")


def test_no_two_squares_are_called_alike_on_any_board() -> None:
    # A short name stands for its square alone: Pokhara Airport is never shown as plain Pokhara.
    from byapar.engine import available_editions, load_edition

    for name in available_editions():
        squares = load_edition(name).squares
        for field, short in (("name", "short"), ("name_ne", "short_ne")):
            places = [sq for sq in squares if getattr(sq, field)]
            full = {getattr(sq, field) for sq in places}
            for sq in places:
                shown = getattr(sq, short)
                assert not shown or shown == getattr(sq, field) or shown not in full, (name, sq.name, shown)
            named = {getattr(sq, field): getattr(sq, short) for sq in places if getattr(sq, short)}
            assert len(set(named.values())) == len(named), (name, field, named)  # one short name, one square's name


def test_a_short_name_on_byapar_is_its_squares_own_words_cut_short() -> None:
    # The board shows the short name and the log the full one: "Water Supply" on the board beside
    # "Drinking Water" in the log, or "Pokhra Apt." beside "Pokhara Airport", read as two places.
    # Classic keeps the printed game's own abbreviations (R.R., Gdns.).
    import re

    from byapar.engine import load_edition

    for sq in load_edition("byapar").squares:
        if not sq.short:
            continue
        words = [w.lower() for w in re.split(r"[\s\-]+", sq.name)]
        for part in sq.short.split():
            assert any(_cut_from(part.rstrip(".").lower(), w) for w in words), (sq.name, sq.short)


def _cut_from(short: str, word: str) -> bool:
    """Whether `short` is `word` with letters left out, its first kept ("Apt." of "Airport")."""
    letters = iter(word[1:])
    return short[:1] == word[:1] and all(c in letters for c in short[1:])
