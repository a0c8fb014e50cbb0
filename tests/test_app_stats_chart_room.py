"""The statistics' worth chart keeps its figures inside its own box: the top one, set half a line
above the chart's top line, never reaches up into the legend above it, in either language."""

from __future__ import annotations

import pygame
import pytest

from byapar.app import fonts, lang
from byapar.app import theme as th
from byapar.app.scenes.stats import line_chart
from byapar.engine import load_edition


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_worth_charts_top_figure_stays_inside_the_chart(home, language, percent):
    lang.use(language)
    th.set_text_size(percent)
    try:
        surf = pygame.Surface((800, 600))
        box = pygame.Rect(10, 120, 780, 470)
        seen: list[fonts.Drawn] = []
        fonts.recording(seen)
        try:
            line_chart(surf, box, [[25_000, 25_000], [30_000, 24_000], [29_000, 23_800]],
                       [(200, 150, 0), (60, 140, 200)], lambda n: lang.money(n, load_edition("byapar")), "round")
        finally:
            fonts.recording(None)
        ink = [r for d in seen for r in d.ink]
        assert ink and all(box.contains(r) for r in ink), [r for r in ink if not box.contains(r)]
    finally:
        th.set_text_size(100)
        lang.use("en")
