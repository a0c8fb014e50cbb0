"""A family at Finance's house shortage, played through the real buttons: a house built from the
holdings goes to auction at the front of the table at once, its quick bids each a different sum,
the house drawn in no player's colour; a bidder who can't meet the least bid is dropped at once
and never handed the laptop; and Build… held up by the bank's empty supply says so, not the cash."""

from __future__ import annotations

import math

import pygame
import pytest
from app_helpers import app_in, button, click, drawn_texts, run_frames, settle, table, take_laptop
from edition_helpers import give, set_cash

from byapar.app import building_sale
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.holdings import HoldingsScene

SITA, BIKASH, ASHA, BOT_A = 0, 1, 2, 3
NAMES = ["Sita", "Bikash", "Asha", "Bot A"]
RICKETY_ROW, BROADWAY, MAIN_LINE = 9, 27, 19  # a house costs $50, $150, $100
BOT_LOTS = (1, 6, 8, 11, 13, 14, 17, 3)  # at five houses each, the first seven hold 28 of the bank's 32


@pytest.fixture
def app(home):
    return app_in((1280, 800), "en")


def shortage(app, bank_left: int = 4, dice=None):
    """Finance for Sita, Bikash and Asha at one laptop and Bot A: every one of them round the board
    once; Sita holds Broadway, Bikash Rickety Row, Asha Main Line, each with its ownership house;
    Bot A's lots leave the bank `bank_left` houses (4 or 0). Sita's turn, before her throw."""
    board = table(app, "finance", ("human", "human", "human", "medium"), names=NAMES, dice=dice or [(2, 3)] * 40)
    g = board.game
    settle(app)
    give(g, SITA, BROADWAY, level=1)
    give(g, BIKASH, RICKETY_ROW, level=1)
    give(g, ASHA, MAIN_LINE, level=1)
    give(g, BOT_A, *BOT_LOTS[:7 if bank_left == 4 else 8], level=5)
    for seat in range(4):
        g.lapped[seat] = True
    board.presenter.sync()
    board.changed()
    settle(app)
    assert g.bank_supply()[0] == bank_left and g.pending.player == SITA
    return board


def sita_builds_on_broadway(app) -> None:
    click(app, "manage_build")
    assert isinstance(app.top, HoldingsScene)
    click(app, f"holding_build_{BROADWAY}")
    run_frames(app, 3)


def log_lines(board) -> list[str]:
    return ["".join(text for text, _ in line) for line in board.presenter.log]


def test_a_bidder_short_of_the_least_bid_is_dropped_at_once_and_never_handed_the_laptop(app):
    board = shortage(app)
    g = board.game
    set_cash(g, BIKASH, 145)  # a house on Broadway opens at $150
    sita_builds_on_broadway(app)
    assert g.auction is not None and BIKASH not in g.auction.bidders
    assert "Bikash can't follow: has $145" in log_lines(board)
    assert "Bikash · can't follow (has $145)" in drawn_texts(app)
    handed_to, asked = [], []
    for _ in range(12):  # bounded: each pass is one person's bid or drop
        settle(app)
        if g.auction is None:
            break
        if app.top.panel.get("ready") is not None:
            handed_to.append(button(app, "ready").label)
            take_laptop(app)
        asked.append(g.pending.player)
        click(app, "raise_5" if g.pending.player == SITA and g.auction.high_bidder is None else "drop")
    assert g.auction is None and asked and BIKASH not in asked
    assert "Bikash, click when ready" not in handed_to and "Asha, click when ready" in handed_to


def test_building_in_a_shortage_brings_its_auction_to_the_front_with_different_quick_bids(app):
    board = shortage(app)
    sita_builds_on_broadway(app)
    assert isinstance(app.top, AuctionScene), type(app.top).__name__  # not waiting behind the holdings
    assert board.game.pending.player == SITA and board.game.building_auction
    quick = [b.label for b in app.top.panel.buttons if b.id.startswith("raise_")]
    assert quick == ["Bid $150", "Bid $200", "Bid $250"]  # the least bid, then the opening price raised


def test_the_house_for_sale_is_drawn_in_no_players_colour(app):
    board = shortage(app)
    card = pygame.Rect(0, 0, 340, 560)
    surf = pygame.Surface(card.size)
    building_sale.draw_card(surf, card, board.session, BROADWAY)
    box = pygame.Rect(card.x + 16, card.y + 16, card.w - 32, int(card.h * 0.34))  # the picture, as drawn
    wall = (box.centerx - int(box.h * 0.3), box.bottom - int(box.h * 0.2))  # the house's front, beside its door
    fill = tuple(surf.get_at(wall))[:3]
    nearest = min(math.dist(fill, colour) for colour in th.PLAYER_COLOURS)
    assert nearest > 100, (fill, nearest)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_build_held_up_by_the_banks_empty_supply_says_so_and_not_the_cash(home, language):
    app = app_in((1280, 800), language)
    board = shortage(app, bank_left=0, dice=[(1, 3)] + [(2, 3)] * 40)  # Sita onto Account Overdrawn: $10
    g = board.game
    give(g, SITA, RICKETY_ROW, level=1)  # a house there costs $50; one on Broadway $150
    set_cash(g, SITA, 120)
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "end" and g.players[SITA].cash == 110
    said = t("prompt_build_held", name="Sita", reason=t("why_build_bank_houses_auction"))
    assert board.actions.prompt()[0] == said
    cash = t("why_build_cash", cost=L.money(150, g.edition), cash=L.money(110, g.edition))
    assert cash not in said and said in drawn_texts(app)
    assert button(app, "manage_build").tooltip == t("why_build_blocked", reason=t("why_build_bank_houses_auction"))
