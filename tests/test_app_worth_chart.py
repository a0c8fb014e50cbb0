"""The worth chart under the game-over screen and the statistics says which round is where: the
rounds are numbered along its axis, from 0 to the last, in the window's language, and never so
close together that they run into each other."""

from __future__ import annotations

import itertools

import pygame
import pytest
from app_helpers import app_in

from byapar.app import drawing, fonts
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.i18n import t


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    L.use("en")


def numbers_under(size: tuple[int, int], language: str, rounds: int) -> list[fonts.Drawn]:
    """What a chart of `rounds` rounds, two players, sets as texts, drawn half the window wide."""
    app = app_in(size, language)
    history = [[1_500 + 40 * r, 1_500 - 20 * r] for r in range(rounds + 1)]
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        drawing.chart(app.screen, pygame.Rect(10, 10, size[0] // 2, size[1] // 2), history,
                      [(200, 40, 40), (40, 40, 200)], lambda n: f"${n}", ["Asha", "Bikash"])
    finally:
        fonts.recording(None)
    return [d for d in seen if d.text in {L.number(r) for r in range(rounds + 1)}]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("rounds", [3, 30, 200])
def test_the_rounds_are_numbered_along_the_axis_from_0_to_the_last(home, size, language, rounds):
    ticks = numbers_under(size, language, rounds)
    texts = [d.text for d in ticks]
    assert texts[0] == L.number(0) and texts[-1] == L.number(rounds) and len(texts) >= 2, texts
    inked = sorted((pygame.Rect(d.box) for d in ticks), key=lambda r: r.x)
    assert all(a.right <= b.x for a, b in itertools.pairwise(inked)), inked  # none runs into the next


def axis_texts(size: tuple[int, int], language: str, rounds: int, width: int) -> list[str]:
    """The texts under the axis of a chart of `rounds` rounds drawn `width` wide."""
    app = app_in(size, language)
    history = [[1_500 + 40 * r, 1_500 - 20 * r] for r in range(rounds + 1)]
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        drawing.chart(app.screen, pygame.Rect(10, 10, width, size[1] // 2), history,
                      [(200, 40, 40), (40, 40, 200)], lambda n: f"${n}", ["Asha", "Bikash"])
    finally:
        fonts.recording(None)
    return [d.text for d in seen if d.text not in ("Asha", "Bikash") and not d.text.startswith("$")]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("rounds", [15, 16, 17, 30, 41])
def test_the_rounds_are_numbered_evenly_and_an_odd_last_round_says_it_is_the_end(home, size, language, rounds):
    """A chart of 15 rounds read 0, 2, ..., 12, 15: a step of 3 where 14 was skipped. The numbers
    go up by one step to the last; where no step reaches it evenly, the last says it is the end."""
    for width in (size[0] // 2, int(size[0] * 0.3)):
        texts = axis_texts(size, language, rounds, width)
        end = t("chart_last_round", n=L.number(rounds))
        numbers = [L.number(r) for r in range(rounds + 1)]
        assert texts[0] == L.number(0) and texts[-1] in (L.number(rounds), end), texts
        shown = [numbers.index(x) for x in texts[:-1]]
        steps = {b - a for a, b in itertools.pairwise(shown)}
        assert len(steps) <= 1, texts
        if texts[-1] == L.number(rounds):
            assert len(texts) < 2 or rounds - shown[-1] in steps | {rounds}, texts  # the same step to the last
        else:
            assert rounds - shown[-1] not in steps, texts  # said as the end only where it stands apart
