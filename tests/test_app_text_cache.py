"""Rendered text is kept within a budget of bytes, whatever the sizes of the texts: the least
recently drawn goes first, and what is drawn every frame stays."""

from __future__ import annotations

import pygame

from byapar.app import fonts


def picture(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_the_cache_holds_to_its_bytes_letting_the_least_recently_used_go():
    one = picture(100, 10)
    size = one.get_pitch() * one.get_height()
    cache = fonts.SurfaceCache(3 * size)
    for k in range(3):
        cache.put(("text", k), picture(100, 10))
    assert cache.get(("text", 0)) is not None  # drawn again: now the most recent
    cache.put(("text", 3), picture(100, 10))
    assert cache.get(("text", 1)) is None  # the least recent went
    assert cache.get(("text", 0)) is not None and cache.get(("text", 3)) is not None
    assert cache.bytes == 3 * size and len(cache) == 3
    cache.put(("big",), picture(100, 25))  # a big picture pushes out as many small ones as it needs
    assert cache.bytes <= 3 * size and cache.get(("big",)) is not None and len(cache) == 1


def test_rendering_many_texts_stays_within_the_budget(monkeypatch):
    pygame.font.init()
    small = fonts.SurfaceCache(256 * 1024)
    monkeypatch.setattr(fonts, "_cache", small)
    for n in range(600):
        fonts.render(f"Rs {n:,} paid in rent", 28)
    assert small.bytes <= 256 * 1024 and 0 < len(small) < 600
    again = fonts.render("Rs 599 paid in rent", 28)
    assert fonts.render("Rs 599 paid in rent", 28) is again  # a text drawn every frame is rendered once
