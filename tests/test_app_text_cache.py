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


def test_a_width_is_the_rendered_width_and_measuring_renders_nothing(monkeypatch):
    import json

    from byapar.paths import data_path

    pygame.font.init()
    empty = fonts.SurfaceCache(1024 * 1024)
    monkeypatch.setattr(fonts, "_cache", empty)
    monkeypatch.setattr(fonts, "_widths", {})
    texts = ["", " ", "Rs 1,200", "Pay\u00a0Rs 50 · Jail", "काठमाडौं", "Thamel ठमेल 200", "क्षेत्र · Rs 5"]
    for lang in ("en", "ne"):
        catalogue = json.loads((data_path("assets") / "lang" / f"{lang}.json").read_text(encoding="utf-8"))
        texts += [text for text in list(catalogue.values())[:150] if isinstance(text, str)]
    measured = [(text, size, bold, fonts.width(text, size, bold)) for text in texts for size in (10, 15, 22)
                for bold in (False, True)]
    assert len(empty) == 0, "measuring a width rendered the text"
    for text, size, bold, w in measured:
        assert w == fonts._render(text, size, (0, 0, 0), bold).get_width(), (text, size, bold)


def test_a_text_drawn_is_rendered_once_in_its_colour_and_placed_as_its_picture_says(monkeypatch):
    pygame.font.init()
    fresh = fonts.SurfaceCache(1024 * 1024)
    monkeypatch.setattr(fonts, "_cache", fresh)
    monkeypatch.setattr(fonts, "_ink_cache", {})
    rendered: list[tuple] = []
    real = fonts._render
    monkeypatch.setattr(fonts, "_render", lambda *a: rendered.append(a) or real(*a))
    surf = pygame.Surface((300, 60))
    gold = (240, 200, 60)
    for text in ("Rent Rs 1,200", "काठमाडौं ठमेल", "Thamel ठमेल 200"):
        rendered.clear()
        box = pygame.Rect(10, 5, 280, 50)
        fit = fonts.draw(surf, text, box, 18, gold, max_lines=1)
        fonts.draw(surf, text, box, 18, gold, max_lines=1)  # drawn again: from the cache
        own = [(t, c) for t, _, c, _ in rendered if t not in ("Hg", fonts.DEVA_SAMPLE)]  # (the lines' references)
        assert own == [(line, gold) for line in fit.lines], text
        picture = fonts.render(fit.lines[0], fit.size, gold)
        drawn = fonts.line_rects(fit.lines, fit.size, box, colour=gold)[0]
        assert drawn.size == picture.get_bounding_rect().size  # the ink measured is the picture drawn
        assert fonts._size(fit.lines[0], fit.size, False) == picture.get_size()


def test_a_text_fitted_again_in_the_same_box_is_fitted_once_and_alike(monkeypatch):
    pygame.font.init()
    made: list[str] = []
    fit = fonts._fit
    monkeypatch.setattr(fonts, "_fit", lambda text, *a: (made.append(text), fit(text, *a))[1])
    label = "Bid Rs 1,230 (+10) on Kathmandu Durbar Square"
    first = fonts.fit(label, 17, 134, 44, 2, 10, bold=True, condense=False)
    first.lines.append("a caller's own line")  # the caller's copy: what is kept stays as fitted
    again = fonts.fit(label, 17, 134, 44, 2, 10, bold=True, condense=False, colour=(200, 0, 0))
    assert made == [label]
    assert again == fit(label, 17, 134, 44, 2, 10, True, fonts.LINE_STEP, False, fonts.CONDENSE, (0, 0, 0))
    assert len(again.lines) == 2 and fonts.width(again.lines[0], again.size, True) <= 134
    fonts.fit(label, 17, 120, 44, 2, 10, bold=True, condense=False)  # another width: fitted anew
    assert made == [label, label]


def test_a_latin_text_is_one_run_and_mixed_scripts_split_where_the_letters_change():
    assert fonts.runs("Bid Rs 1,230 (+10)") == [("Bid Rs 1,230 (+10)", False)]
    assert fonts.runs("") == []
    assert fonts.runs("रु १२ · Asha (क)") == [("रु १२ ", True), ("· Asha (", False), ("क)", True)]
    assert fonts.least_size("Asha") == fonts.floor() and fonts.least_size("आशा") == fonts.floor() + 1


def test_the_fits_kept_hold_to_their_bytes_the_first_kept_going_first(monkeypatch):
    pygame.font.init()
    monkeypatch.setattr(fonts, "FITS_BYTES", 20 * 1024)
    fonts.forget_fits()
    for n in range(200):
        fonts.fit(f"Rs {n:,} paid in rent", 14, 300, 40)
    assert fonts._fits_bytes <= 20 * 1024 and 0 < len(fonts._fits_made) < 200
    assert ("Rs 0 paid in rent", 14, 300, 40) not in {k[:4] for k in fonts._fits_made}  # the first went first
    assert ("Rs 199 paid in rent", 14, 300, 40) in {k[:4] for k in fonts._fits_made}
    fonts.let_go()  # a game's board leaving lets its fits go with its pictures
    assert not fonts._fits_made and fonts._fits_bytes == 0
