"""A bail card on a player's card stands as a small chip among the places, a lock and how many,
in the chips' calm ink: never in a warning's red, never in place of a bot's strength. Resting the
mouse on the chip names the card as its edition calls it."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, drawn, settle, table
from helpers import give
from test_app_card_chips import groups_of

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene

ASHA, BOT_A = 0, 1
NAMES = {"en": ["Asha", "Bot A", "Bot B", "Bot C"], "ne": ["Asha", "बोट क", "बोट ख", "बोट ग"]}


def bail_cards_held(app, in_jail: bool) -> BoardScene:
    """Byapar, Asha and three bots: Bot A (Hard) holds a place of each of six groups and a bail
    card, Asha two places and a bail card, in jail if asked."""
    board = table(app, "byapar", ("human", "hard", "medium", "easy"), names=NAMES[lang.current()])
    g = board.game
    groups = groups_of(g.edition)
    give(g, BOT_A, *[places[0] for places in groups[:6]])
    give(g, ASHA, *groups[6][:2])
    deck = next(iter(g.edition.decks))
    for seat in (ASHA, BOT_A):
        g.players[seat].bail_cards.append(deck)
    g.set_in_jail(ASHA, in_jail)
    board.presenter.sync()
    board.changed()
    settle(app)
    return board


def card_pixels(app, board: BoardScene, seat: int) -> set[tuple[int, int, int]]:
    r = board.cards.card_rect(seat)
    return {tuple(app.screen.get_at((x, y)))[:3] for x in range(r.x, r.right) for y in range(r.y, r.bottom)}


def tooltip_over(app, at: tuple[int, int]) -> str:
    """Every text drawn once the mouse has rested on `at` as long as a tooltip takes."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(int(widgets.TOOLTIP_DELAY / FRAME) + 2):
        app.frame(FRAME)
    return " ".join(d.text for d in drawn(app))


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("in_jail", [False, True], ids=["free", "in_jail"])
def test_a_bail_card_is_a_calm_chip_and_the_bots_strength_stays(home, lang_back, size, language, percent, in_jail):
    app = app_in(size, language, percent)
    try:
        board = bail_cards_held(app, in_jail)
        g = board.game
        cards = board.cards
        texts = [d for d in drawn(app) if d.surface.size == cards.rect.size]
        said = [d.text for d in texts]
        called = t("state_bail", card=lang.bail_card_alone(g.edition, short=True), n=1)
        assert called not in said, said  # not in words on the card: its chip says it
        on_bot = [d.text for d in texts if cards.card_rect(BOT_A).contains(d.box.move(cards.rect.topleft))]
        if not cards.slim:  # a slim card says its bot's strength in its tooltip, as before
            assert t("bot_tag", level=t("level_hard")) in on_bot, on_bot
        assert th.BAD not in card_pixels(app, board, BOT_A)  # nothing on the bot's card reads as a warning
        jail = t("state_jail")
        assert (jail in said) == in_jail, said  # Asha's jail is said in words, as a thing to see to
        if not in_jail:
            assert th.BAD not in card_pixels(app, board, ASHA)
        for seat in (ASHA, BOT_A):
            chips = [c for c in cards.chips[seat] if c.kind == "bail_cards"]
            assert len(chips) == 1 and chips[0].says == lang.number(1), cards.chips[seat]
            chip = chips[0].rect.move(cards.rect.topleft)
            assert cards.card_rect(seat).contains(chip)
            assert called in tooltip_over(app, chip.center)
            assert called in cards.tip(seat, chip.center)
    finally:
        th.set_text_size(100)
