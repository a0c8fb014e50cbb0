"""The trade window at 800x600 and 1280x800, in English and Nepali, at every text size: its
heading, its rules line and every control each stand in their own room."""

from __future__ import annotations

import itertools

import pygame
import pytest

from byapar.app import fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def opened_trade(size: tuple[int, int], language: str, percent: int, edition: str) -> tuple[TradeScene, list]:
    """A trade window drawn once over a fresh table of three: the scene and what it wrote."""
    app = App(size)
    lang.use(language)  # as the settings choose them
    th.set_text_size(percent)
    table = [default_seat(i, "human", f"Player {i + 1}") for i in range(3)]
    board = BoardScene(app, Session.start(edition, table, {}, seed=3))
    app.push(board)
    app.frame(1 / 60)
    trade = TradeScene(app, board)
    app.push(trade)
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        trade.draw_content(app.screen)
    finally:
        fonts.recording(None)
    return trade, seen


def controls(trade: TradeScene) -> list[tuple[str, pygame.Rect]]:
    return ([(b.id, b.rect) for b in trade.panel.buttons]
            + [(f"field {i}", f.rect) for i, f in enumerate(trade.panel.fields)])


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_the_trade_window_s_heading_and_controls_never_overlap(home, size, language, percent):
    over = []
    for edition in ("byapar", "finance"):
        trade, seen = opened_trade(size, language, percent, edition)
        r = trade.rect
        heads = [d for d in seen if d.box.y < trade.top and d.box.y < r.y + 20]  # the heading and its rules line
        assert len(heads) >= 2, [d.text for d in seen]
        for d in heads:
            over += [(edition, d.text, name) for ink in d.ink if ink.h
                     for name, rect in controls(trade) if ink.colliderect(rect)]
            over += [(edition, d.text, "outside") for ink in d.ink if ink.h and not r.contains(ink)]
        for (a, ra), (b, rb) in itertools.combinations(controls(trade), 2):
            if ra.colliderect(rb):
                over.append((edition, a, b))
    assert not over, over
