"""The worth chart under the game-over screen and the statistics says which round is where: the
rounds are numbered along its axis, from 0 to the last, in the window's language, and never so
close together that they run into each other."""

from __future__ import annotations

import itertools

import pygame
import pytest
from app_helpers import app_in, table

from byapar.app import drawing, fonts
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes.gameover import GameOverScene


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
        if texts[-1] == end:
            assert rounds - shown[-1] not in steps, texts  # said as the end only where it stands apart
        assert len(texts) < 3 or rounds - shown[-1] < 2 * min(steps), texts  # numbered to within a step of it



def results_axis(size: tuple[int, int], language: str, text_size: int, rounds: int) -> list[str]:
    """The round numbers under the results' chart after a Classic game of `rounds` rounds that a
    person left early and two bots played on (worths up to some $7,000: a $10,000 axis)."""
    app = app_in(size, language, text_size)
    board = table(app, "classic", ("human", "medium", "medium"), names=["Asha", "Bot A", "Bot C"])
    g = board.game
    g.worth_history = [[0 if r > 7 else 1_500, 1_500 + 110 * r, max(0, 1_500 + 60 * r - r * r)] for r in range(rounds + 1)]
    numbers = {L.number(r) for r in range(rounds + 1)} | {t("chart_last_round", n=L.number(rounds))}
    seen: list[fonts.Drawn] = []
    app.replace(GameOverScene(app, board.session))
    fonts.recording(seen)
    try:
        app.frame(1 / 60)
    finally:
        fonts.recording(None)
    return [d.text for d in seen if d.text in numbers]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("text_size", [100, 150])
def test_a_long_game_s_axis_on_the_results_is_numbered_up_to_near_its_end(home, size, language, text_size):
    """53 rounds (a person resigned, the bots played on) read "0, 10, 20, 30, end: 53" on the
    results: nothing between 30 and 53. The numbers go on by their step to within a step of the
    end, said once, last ("end: 53", or "53" where those words would cover the number before)."""
    rounds = 53
    texts = results_axis(size, language, text_size, rounds)
    numbers = [L.number(r) for r in range(rounds + 1)]
    end = t("chart_last_round", n=L.number(rounds))
    said_end = [x for x in texts if x in (end, L.number(rounds))]
    assert said_end == [texts[-1]], texts  # the end said once, last
    shown = [numbers.index(x) for x in texts[:-1]]
    step = shown[1] - shown[0]
    assert shown == list(range(0, shown[-1] + 1, step)), texts
    assert rounds - shown[-1] < 2 * step, f"a whole step left unnumbered before the end: {texts}"
