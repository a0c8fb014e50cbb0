"""The text-size setting grows every text by its percent, at a small window too: the window's
least size is reached first, the setting applied on top of it."""

from __future__ import annotations

import pytest

from byapar.app import theme as th

BASES = [10, 12, 13, 14, 15, 16, 17, 20, 24, 30]


@pytest.fixture
def text_size():
    yield th.set_text_size
    th.set_text_size(100)


@pytest.mark.parametrize("window", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("rule", [th.size, th.reading_size])
def test_each_text_size_grows_every_text_by_its_percent(text_size, window, rule):
    sizes = {}
    for percent in th.TEXT_SIZES:
        text_size(percent)
        sizes[percent] = [rule(base, window) for base in BASES]
    for base, plain, larger, largest in zip(BASES, sizes[100], sizes[125], sizes[150], strict=True):
        assert larger >= 1.2 * plain and largest >= 1.4 * plain, (base, plain, larger, largest)
