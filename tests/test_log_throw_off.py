"""After a throw for who starts, the first turn's log line says who threw highest and the order
the turns go in from them: a family that saw Sita start before Asha wondered why."""

from __future__ import annotations

import pytest

from byapar.app import lang, words
from byapar.engine import events as E
from byapar.engine import new_game

NAMES = ["Asha", "Bikash", "Sita", "Bot A"]


def _first_turn_line(edition: str, dice: list[tuple[int, int]]) -> tuple[str, E.TurnStarted]:
    """Each seat throws from `dice` until the first turn starts; that turn's log line."""
    game = new_game(edition, NAMES, seed=1, dice=dice)
    log = words.Words(game)
    for _ in range(12):  # four throws, and a few more for a tie
        events = game.apply("roll")
        lines = [log.line(ev) for ev in events]
        started = [(line, ev) for line, ev in zip(lines, events, strict=True) if type(ev) is E.TurnStarted]
        if started:
            line, ev = started[0]
            assert line is not None
            return words.plain(line), ev
    raise AssertionError("the first turn never started")


@pytest.fixture(autouse=True)
def english(home):
    """Every test starts in English (`home` puts it back after)."""
    lang.use("en")


def test_the_first_turn_says_who_threw_highest_and_who_comes_after_in_turn() -> None:
    line, ev = _first_turn_line("classic", [(1, 2), (2, 2), (6, 5), (3, 3)])  # Sita throws 11
    assert ev.player == 2
    assert line == "Round 1: Sita threw highest and goes first, then Bot A, Asha and Bikash"


def test_a_tie_for_the_highest_throw_is_thrown_again_before_the_line() -> None:
    line, ev = _first_turn_line("finance", [(6, 6), (1, 2), (6, 6), (1, 1), (2, 3), (4, 4)])  # Sita wins the re-throw
    assert ev.player == 2 and line.startswith("Round 1: Sita threw highest and goes first, then Bot A")


def test_later_turns_keep_their_plain_line() -> None:
    game = new_game("classic", NAMES[:2], seed=1, dice=[(6, 5), (1, 2)])
    log = words.Words(game)
    told = [(ev, log.line(ev)) for _ in range(2) for ev in game.apply("roll")]  # each event told, in order
    assert [words.plain(line) for ev, line in told if type(ev) is E.TurnStarted and line] == [
        "Round 1: Asha threw highest and goes first, then Bikash"]
    assert words.plain(log.line(E.TurnStarted(1, 1))) == "Round 1: Bikash's turn"


def test_where_the_first_seat_starts_there_is_no_throw_to_explain() -> None:
    game = new_game("byapar", NAMES[:2], seed=1, dice=[])
    log = words.Words(game)
    assert words.plain(log.line(E.TurnStarted(0, 1))) == "Round 1: Asha's turn"


def test_the_nepali_line_names_the_starter_and_the_order() -> None:
    lang.use("ne")
    line, _ = _first_turn_line("classic", [(1, 2), (2, 2), (6, 5), (3, 3)])
    assert "Sita" in line and line.index("Bot A") < line.index("Asha") < line.index("Bikash")
    assert "{" not in line
