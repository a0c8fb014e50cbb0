"""A family's trade window: each seat's tab stands in one place whoever opens the window, in
their own turn or in another's, so a person who looked for Sita's tab finds it where they saw it."""

from __future__ import annotations

import pygame
import pytest
import test_app_trading as trading
from app_helpers import app_in, click, take_laptop

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.scenes.trade import TradeScene

NAMES = {"en": ("Asha", "Bikash", "Sita", "Bot"), "ne": ("आशा", "बिकास", "सीता", "बोट")}
SITA = 2


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def seats_shown(app) -> dict[int, pygame.Rect]:
    """Where each seat stands in the open trade window's row: the partners' tabs, and the
    opener's own seat ("You: Asha") in words."""
    trade = app.top
    assert isinstance(trade, TradeScene)
    shown = {int(b.id.split("_")[1]): pygame.Rect(b.rect) for b in trade.panel.buttons if b.id.startswith("partner_")}
    shown[trade.me] = pygame.Rect(trade.own_seat.rect)
    return shown


@pytest.mark.parametrize(("size", "language", "percent"), [((1024, 700), "en", 100), ((1024, 700), "ne", 125),
                                                          ((1280, 800), "en", 100), ((1280, 800), "en", 150),
                                                          ((1280, 800), "ne", 150), ((800, 600), "ne", 150)])
def test_sita_s_tab_stands_where_it_did_whoever_opens_the_trade_window(home, size, language, percent):
    """Asha opens the window in her turn, then Bikash and Sita theirs out of turn (Finance lets
    anyone offer at any time): Sita's tab, and every other seat's, stands in one place each time."""
    app = app_in(size, language, percent)
    names = NAMES[language]
    session = trading.finance_table(app, [(names[0], "human"), (names[1], "human"), (names[2], "human"),
                                          (names[3], "medium")], holding=True)
    assert session.game.pending.player == 0
    seen = {}
    for opener in (0, 1, SITA):
        if opener == 0:
            click(app, "trade")
        else:  # the board's way to act out of turn: one button for each person, or one for all
            board = app.top
            click(app, f"out_of_turn_{opener}" if board.panel.get(f"out_of_turn_{opener}") else "out_of_turn")
            click(app, f"trade_as_{opener}")
        if app.top.panel.get("ready") is not None:
            take_laptop(app)  # Asha has the laptop: it passes to the person offering first
        assert app.top.me == opener
        seen[opener] = seats_shown(app)
        click(app, "close")
    assert seen[0][SITA] == seen[1][SITA] == seen[SITA][SITA], seen
    for seat in range(4):
        assert len({tuple(shown[seat]) for shown in seen.values()}) == 1, (seat, seen)
