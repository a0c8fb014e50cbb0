"""Text read line by line at a small window: a deed's table, the auction's bidders and the log
are set no smaller than `theme.READING_LEAST`, a row of Nepali words shares one baseline, and a
heading's Devanagari marks never reach into the line below."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, settle

from byapar.app import fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat


def thrown(size: tuple[int, int], language: str) -> App:
    """Three people; Asha throws onto Mahendranagar, which she may buy."""
    app = App(size)
    lang.use(language)
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(i, "human", name) for i, name in enumerate(["Asha", "Bikash", "Sita"])]
    session = Session.start("byapar", seats, {}, seed=3, dice=[(4, 4), (1, 2)] * 10)
    session.autosave_on = False
    app.push(BoardScene(app, session))
    settle(app)
    click(app, "roll")
    settle(app)
    return app


def auction(size: tuple[int, int], language: str) -> App:
    """Asha declines Mahendranagar: its auction opens."""
    app = thrown(size, language)
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene)
    return app


def drawn(app: App) -> list[fonts.Drawn]:
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        app.frame(1 / 60)
    finally:
        fonts.recording(None)
    return seen


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_auctions_deed_and_bidders_are_set_at_a_reading_size(home, size, language):
    app = auction(size, language)
    scene = app.top
    drawn(app)  # a frame lays the overlay out; its own texts are noted alone (the board lies beneath)
    texts: list[fonts.Drawn] = []
    fonts.recording(texts)
    try:
        scene.draw_content(app.screen)
    finally:
        fonts.recording(None)
    deed = [d for d in texts if scene.deed_box.contains(d.box) and d.lines]  # (the bidder's player card below it apart)
    bidders = [d for d in texts if "Bikash" in d.text and scene.info.contains(d.box)]
    assert len(deed) > 10 and bidders
    small = [(d.text, d.size) for d in deed + bidders if d.size < th.READING_LEAST]
    assert small == []


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_still_bidding_heading_stays_above_the_first_bidder(home, language):
    app = auction((800, 600), language)
    texts = drawn(app)
    heading = next(d for d in texts if d.text == t("auction_bidders"))
    first = next(d for d in texts if d.text.startswith("Asha ·"))
    assert heading.ink[0].bottom <= first.box.top  # the first token stands in its row, below
    assert heading.ink[0].bottom <= first.ink[0].top


def test_the_log_is_set_at_a_reading_size_at_800x600(home):
    app = thrown((800, 600), "ne")
    board = app.top
    board.log._cache = None  # painted afresh while the texts are noted
    texts: list = []
    fonts.recording(texts)  # the log's own texts alone (a card's picture may be as large as the log's)
    try:
        board.log.draw(app.screen, board.log_area())
    finally:
        fonts.recording(None)
    log = [d for d in texts if d.surface.size == board.log_area().size and "Asha" in d.text]  # drawn on its own picture
    assert log and min(d.size for d in log) >= th.READING_LEAST


@pytest.mark.parametrize("size", [11, 13, 16, 22])
def test_nepali_words_in_a_row_share_one_baseline_whatever_their_marks(size):
    """A deed's labels side by side: "घरको लागत" has no mark below, "मूल्य" has; set in equal
    boxes, their pictures stand at one height (centring each by its own ink moved them apart)."""
    pygame.font.init()
    box = pygame.Rect(0, 0, 200, fonts.line_height(size))
    tops = set()
    for word in ("घरको लागत", "मूल्य", "भाडा", "रु १,०००", "होटलसहित", "सँग", "कैं"):
        (ink,) = fonts.line_rects([word], size, box, align="left")
        tops.add(ink.top - fonts.ink(word, size).top)
    assert len(tops) == 1
