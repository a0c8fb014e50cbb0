"""Undo greyed says why in one line, taken from the undo rule: nothing decided yet this turn, a
throw of the dice that can't be taken back, or a last decision that was another player's; at
800x600 and 1280x800, in either language, seen over the button on a hover."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, button, click, drawn, run_frames, settle, table

from byapar.app import theme as th
from byapar.app import widgets
from byapar.app.i18n import t

NAMES = ["Asha", "Bot A", "Bot B", "Bot C"]


@pytest.fixture(autouse=True)
def plain_after(lang_back):
    yield
    th.set_text_size(100)


def hover(app, button_id: str) -> list[str]:
    """The mouse rests on a button till its tooltip is up: the texts then on screen."""
    centre = button(app, button_id).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app, int(widgets.TOOLTIP_DELAY / FRAME) + 2)
    return [d.text for d in drawn(app)]


def greyed_saying(app, why: str) -> None:
    undo = button(app, "undo")
    assert not undo.enabled and undo.tooltip == why, undo.tooltip
    assert why in hover(app, "undo")


@pytest.mark.parametrize("size, percent", [((1280, 800), 100), ((800, 600), 150)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_greyed_undo_says_why_through_a_turn(home, size, language, percent):
    """Classic, Asha and three bots: before her first throw nothing is hers to take back; after
    it, the throw can't be; once she has let Baltic Avenue go to auction, dropped out and the
    bots have bid it up, what she decided before is settled."""
    app = app_in(size, language, percent)
    board = table(app, "classic", ("human", "medium", "medium", "medium"), dice=[(1, 2)] + [(2, 3), (3, 5)] * 40,
                  names=NAMES, settings={"bot_offers": "never"})
    settle(app)
    game = board.game
    greyed_saying(app, t("why_no_undo"))
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "buy" and game.pending.player == 0
    greyed_saying(app, t("why_no_undo_throw"))
    click(app, "decline")  # to auction, where she drops out and the bots bid it up
    settle(app)
    click(app, "drop")
    settle(app)
    assert game.auction is None and game.pending.player == 0 and game.owner(3) not in (None, 0)
    greyed_saying(app, t("why_no_undo_passed"))
