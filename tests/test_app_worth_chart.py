"""The worth chart's scale: from a little below the least worth shown, so players whose worths
lie close together are told apart."""

from __future__ import annotations

import pygame

from byapar.app import fonts
from byapar.app.scenes.stats import line_chart, worth_axis

CLOSE_WORTHS = [[1500, 1500, 1500], [1420, 1610, 1550], [1380, 1700, 1490], [1300, 1760, 1520]]


def _labels(rows: list[list[int]]) -> list[int]:
    pygame.font.init()
    surf = pygame.Surface((640, 320))
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        line_chart(surf, surf.get_rect(), rows, [(200, 40, 40), (40, 40, 200), (40, 160, 40)], lambda n: f"${n}",
                   "round")
    finally:
        fonts.recording(None)
    return [int(d.text[1:]) for d in seen if d.text.startswith("$")]


def test_the_scale_starts_a_little_below_the_least_worth():
    labels = _labels(CLOSE_WORTHS)
    assert 0 not in labels
    assert max(labels) >= 1760
    least = min(labels)
    assert 1300 - (max(labels) - least) / 2 < least < 1300  # below the least worth, and not far below it


def test_the_scale_keeps_round_steps_and_holds_every_worth():
    for rows in (CLOSE_WORTHS, [[0, 1500], [200, 900]], [[-300, 1500], [200, 2900]], [[1500, 1500]]):
        low, step, ticks = worth_axis(rows)
        least, most = min(map(min, rows)), max(map(max, rows))
        assert low <= least and low + ticks * step >= most, rows
        assert low < least or least == 0, rows  # a little room under the lowest line
        assert low >= 0 or least < 0, rows  # no negative scale for a table all above zero
        assert low % step == 0, rows
