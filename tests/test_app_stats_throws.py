"""The statistics' list of throws reads down each column in turn, newest first, as a list on
paper does: 18 throws in two columns are 18 to 10 down the first and 9 to 1 down the second,
not 18 and 17 side by side."""

from __future__ import annotations

import re

from app_helpers import app_in, dice_page_after, drawn_on_top


def test_the_throws_read_down_each_column_newest_first(home):
    app = app_in((1280, 800), "en")
    dice_page_after(app, 18, rounds=30)
    numbered = {}
    for d in drawn_on_top(app):
        found = re.match(r"(\d+)\. (Asha|Bikash) \d\+\d$", d.text)
        if found:
            numbered[int(found.group(1))] = d.box
    n = max(numbered)
    assert n >= 18 and sorted(numbered) == list(range(1, n + 1))
    columns = sorted({box.x for box in numbered.values()})
    assert len(columns) >= 2
    read = [k for k, _ in sorted(numbered.items(), key=lambda kv: (kv[1].x, kv[1].y))]  # down each column
    assert read == list(range(n, 0, -1)), read
    tops = {box.x: box.y for box in sorted(numbered.values(), key=lambda b: -b.y)}
    assert len(set(tops.values())) == 1  # every column starts at the top
