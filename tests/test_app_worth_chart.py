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
