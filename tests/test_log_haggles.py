"""Two bots trading offers back and forth fill the log with one line, not one a offer and one a
refusal: "Bikash made Chandra 3 offers; none taken", in both languages; a deal is told as ever,
and a person's offers keep their own lines."""

from __future__ import annotations

import pytest
from helpers import give

from byapar.app import lang, words
from byapar.app.presenter import Presenter
from byapar.engine import new_game


class _Silent:
    def play(self, name: str) -> None:
        pass


def _haggle(language: str, human: set[int], deal_at_last: bool = False) -> list[str]:
    """Asha (seat 0) to play; she offers Bikash (seat 1) three times, each refused, or (`deal_at_last`)
    the third taken. The log's lines, as read."""
    lang.use(language)
    game = new_game("byapar", ["Asha", "Bikash", "Chandra"], seed=5)
    give(game, 0, 1)
    give(game, 1, 3)
    shown = Presenter(game.clone(), lambda seat: seat in human, _Silent())
    for n, price in enumerate((100, 200, 300)):
        shown.push(game.apply(f"offer 1 give cash:{price} get 3"))
        shown.push(game.apply("accept" if deal_at_last and n == 2 else "reject"))
    shown.skip()
    return [words.plain(line).replace("\xa0", " ") for line in shown.log]


@pytest.fixture(autouse=True)
def _english(home):
    yield


def test_two_bots_offers_and_refusals_read_as_one_line_counting_them() -> None:
    said = _haggle("en", human=set())
    assert said[-1] == "Asha made Bikash 3 offers; none taken", said
    assert not [x for x in said if "turned down" in x or "offered Bikash a trade" in x], said


def test_in_nepali_the_line_counts_them_too() -> None:
    said = _haggle("ne", human=set())
    assert said[-1] == "Asha ले Bikash लाई ३ पटक साटासाटको प्रस्ताव गर्नुभयो; कुनै स्वीकार भएन", said


def test_a_deal_after_refusals_is_told_after_the_count() -> None:
    said = _haggle("en", human=set(), deal_at_last=True)
    assert "Asha made Bikash 3 offers" in said, said
    assert said[-1].startswith("Bikash accepted Asha's trade"), said


def test_a_persons_offers_keep_their_own_lines() -> None:
    said = _haggle("en", human={0})
    offers = [line for line in said if line.startswith("Asha offered Bikash")]
    assert offers == [f"Asha offered Bikash a trade: Rs {cash} for Jumla" for cash in (100, 200, 300)], said
    refusals = [line for line in said if line.startswith("Bikash turned down")]
    assert refusals == [f"Bikash turned down Asha's trade: Rs {cash} for Jumla" for cash in (100, 200, 300)], said


def test_the_count_follows_a_change_of_language_as_every_other_line() -> None:
    game = new_game("byapar", ["Asha", "Bikash", "Chandra"], seed=5)
    give(game, 0, 1)
    give(game, 1, 3)
    lang.use("en")
    shown = Presenter(game.clone(), lambda seat: False, _Silent())
    for price in (100, 200):
        shown.push(game.apply(f"offer 1 give cash:{price} get 3"))
        shown.push(game.apply("reject"))
    shown.skip()
    assert words.plain(shown.log[-1]).replace("\xa0", " ") == "Asha made Bikash 2 offers; none taken"
    lang.use("ne")  # switched in Settings: the board tells its log again
    shown.retell()
    said = [words.plain(line).replace("\xa0", " ") for line in shown.log]
    assert said[-1] == "Asha ले Bikash लाई २ पटक साटासाटको प्रस्ताव गर्नुभयो; कुनै स्वीकार भएन", said
    shown.push(game.apply("offer 1 give cash:300 get 3"))  # the run goes on, counted in Nepali
    shown.push(game.apply("reject"))
    shown.skip()
    said = [words.plain(line).replace("\xa0", " ") for line in shown.log]
    assert said[-1] == "Asha ले Bikash लाई ३ पटक साटासाटको प्रस्ताव गर्नुभयो; कुनै स्वीकार भएन", said
    assert not any("Asha made" in x for x in said), said
    lang.use("en")


def test_a_bots_offers_to_two_other_bots_in_a_row_read_as_one_line() -> None:
    """Asha offers Bikash, then Chandra, then Bikash again, each refused: one line names both."""
    lang.use("en")
    game = new_game("byapar", ["Asha", "Bikash", "Chandra"], seed=5)
    give(game, 0, 1)
    give(game, 1, 3)
    give(game, 2, 6)
    shown = Presenter(game.clone(), lambda seat: False, _Silent())
    for partner, wanted in ((1, 3), (2, 6), (1, 3)):
        shown.push(game.apply(f"offer {partner} give cash:100 get {wanted}"))
        shown.push(game.apply("reject"))
    shown.skip()
    said = [words.plain(line).replace("\xa0", " ") for line in shown.log]
    assert said[-1] == "Asha made Bikash and Chandra 3 offers; none taken", said
    assert not [x for x in said if "turned down" in x or "offered" in x], said
