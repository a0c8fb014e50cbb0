"""A long place name on a trade chip ("Commonwealth Avenue", in Finance) wraps onto two lines at
the chips' own size, the chip as tall as they take, rather than shrinking every place's name
below the reading size; and it grows with the text size."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, click, drawn_on_top, run_frames, settle
from helpers import give

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat

COMMONWEALTH, WALL_STREET = 24, 31
EAST = (21, 23, 27, 29)  # Asha's: the rest of Commonwealth Avenue's group


@pytest.fixture(autouse=True)
def plain_after(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def finance_trade(size: tuple[int, int], language: str, percent: int):
    """Asha opens the trade window with Bot Sita, who holds Commonwealth Avenue and Wall Street."""
    app = app_in(size, language, percent)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot Sita")]
    session = Session.start("finance", seats, {"opening": "seat", "bot_offers": "never"}, seed=3, dice=[(1, 2)] * 40)
    session.autosave_on = False
    give(session.game, 0, *EAST)
    give(session.game, 1, COMMONWEALTH, WALL_STREET)
    app.push(BoardScene(app, session))
    settle(app)
    click(app, "trade")
    run_frames(app, 2)
    assert isinstance(app.top, TradeScene) and app.top.partner == 1
    return app


def place_labels(app) -> dict[str, tuple]:
    """Each place chip's label as drawn: its size, lines, whether cut, its ink, and its chip."""
    scene = app.top
    widgets._button_cache.clear()
    scene.layout(app.screen.get_size())
    texts = drawn_on_top(app)
    out = {}
    for b in scene.panel.buttons:
        if b.id.startswith(("give_sq_", "get_sq_")):
            d = next(d for d in texts if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size)
            out[b.id] = (d, b.rect)
    return out


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_long_place_name_wraps_on_its_chip_at_the_chips_size(size, language):
    sizes = {}
    for percent in (100, 150):
        app = finance_trade(size, language, percent)
        labels = place_labels(app)
        long_name = labels[f"get_sq_{COMMONWEALTH}"][0]
        least = th.reading_size(13, size) if percent == 100 else round(1.3 * sizes[100])
        assert all(d.size >= least and not d.cut and d.squeeze == 1.0 for d, _ in labels.values()), \
            [(d.text, d.size, d.lines) for d, _ in labels.values()]
        assert len({d.size for d, _ in labels.values()}) == 1  # every place's name at one size
        for d, chip in labels.values():  # inside its chip, and the chip inside the window
            assert all(not r.h or pygame.Rect((0, 0), chip.size).contains(r) for r in d.ink), (d.text, d.ink, chip)
            assert app.top.rect.contains(chip) and app.screen.get_rect().contains(chip)
        assert long_name.size == labels[f"give_sq_{EAST[0]}"][0].size
        sizes[percent] = long_name.size
