"""A bail card is called what its edition calls it: Classic's "Get Out of Jail Free card" on the
player's card (its bail chip's tooltip), on Use, in the trade window and the log; Byapar's bail card as before; an
edition with no such card in its decks the catalogue's word. In both languages."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, button, drawn, settle, table
from helpers import jail

from byapar.app import widgets
from byapar.app.scenes import trade
from byapar.app.words import Words
from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine.table import Pending

CALLED = {  # the edition's own name for the card, as on the player's card, in each language
    ("classic", "en"): "Jail Free card",
    ("classic", "ne"): "जेलमुक्ति कार्ड",
    ("byapar", "en"): "Bail card",
    ("byapar", "ne"): "जमानी कार्ड",
    ("business_gst", "en"): "Bail card",
    ("finance", "ne"): "जमानी कार्ड",
}


def holding_a_card(edition: str, language: str, size=(1280, 800)):
    app = app_in(size, language)
    board = table(app, edition, ("human", "medium"))
    settle(app)
    deck = next(iter(board.game.edition.decks))
    board.game.players[0].bail_cards.append(deck)
    board.presenter.sync()
    board.changed()
    app.frame(FRAME)
    return app, board, deck


@pytest.mark.parametrize(("edition", "language"), list(CALLED))
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_the_player_card_names_the_bail_card_as_its_edition_does(home, lang_back, edition, language, size):
    """The card's chip of bail cards, rested on, names the card in the tooltip."""
    app, board, _deck = holding_a_card(edition, language, size)
    cards = board.cards
    drawn(app)
    [chip] = [c for c in cards.chips[0] if c.kind == "bail_cards"]
    at = chip.rect.move(cards.rect.topleft).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(int(widgets.TOOLTIP_DELAY / FRAME) + 2):
        app.frame(FRAME)
    called = CALLED[edition, language]
    shown = [d for d in drawn(app) if called in d.text]
    assert shown, [d.text for d in drawn(app)]
    assert not shown[0].cut, shown[0].lines


@pytest.mark.parametrize("language", ["en", "ne"])
def test_classic_says_get_out_of_jail_free_on_use_in_trades_and_in_the_log(home, lang_back, language):
    app, board, deck = holding_a_card("classic", language)
    name = {"en": "Get Out of Jail Free card", "ne": "जेलमुक्ति कार्ड"}[language]
    g = board.game
    jail(g, 0)
    g.pending = Pending(0, K.JAIL)  # Asha's turn begins in jail, the card in hand
    board.presenter.sync()
    board.changed()
    app.frame(FRAME)
    assert name in button(app, "use_card").label
    assert name in Words(g).items(A.Items(cards=(deck,)))  # the trade's log line
    assert any(name in line for line in trade.describe(g, board.session.money, A.Items(cards=(deck,))))
