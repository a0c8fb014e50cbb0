"""Money rising off the players' cards: one figure a way for payments that come together, each
on its own card."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import run_frames, settle, table
from helpers import give

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.engine import events as E

BALTIC, MEDITERRANEAN = 3, 1  # Classic's brown group, a house Rs 50 each


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "normal"
    return a


def test_a_round_of_houses_rises_as_one_figure_on_the_builders_card(app):
    board = table(app, "classic", ("human", "human"))
    game = board.game
    give(game, 0, MEDITERRANEAN, BALTIC)
    board.presenter.sync()
    settle(app)
    cash = game.players[0].cash
    events = board.act(f"build-round {BALTIC}")
    paid = [ev for ev in events or [] if isinstance(ev, E.Paid) and ev.payer == 0]
    assert len(paid) == 2  # the engine pays for each house on its own
    run_frames(app, 3)
    figures = [(f.player, f.amount) for f in board.presenter.floaters]
    assert figures == [(0, game.players[0].cash - cash)] == [(0, -100)]


def test_money_in_and_money_out_together_stay_two_figures(app):
    board = table(app, "classic", ("human", "human"))
    presenter = board.presenter
    presenter._float(1, 700)
    presenter._float(1, -3_630)
    presenter._float(0, 3_630)
    assert [(f.player, f.amount) for f in presenter.floaters] == [(1, 700), (1, -3_630), (0, 3_630)]


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_payments_at_once_rise_apart_clear_of_every_card_s_words_and_token(home, size, language, percent):
    """A card paying each player (each card a figure in), one person paying rent and drawing a
    card at once (a figure out and one in on one card): every chip readable on its own."""
    app = App(size)
    app.prefs["bot_speed"] = "normal"
    lang.use(language)
    th.set_text_size(percent)
    try:
        board = table(app, "classic", ("human",) * 6)
        settle(app)
        presenter = board.presenter
        for q in range(1, 6):
            presenter._float(q, 5_000)
        presenter._float(0, -25_000)
        presenter._float(2, -1_500)  # rent paid as the card's money comes in
        run_frames(app, 1)
        cards = board.cards
        chips = cards.floater_chips(app.screen)
        paths = [box.union(box.move(0, -rise)) for _f, _chip, box, rise in chips]
        for k, path in enumerate(paths):
            assert path.collidelist(paths[:k]) == -1  # none over another, all the way up
        words = cards.words_boxes()
        for f, _chip, box, _rise in chips:
            if f.player < 2:  # (the first cards hold three figures: one may stand over the token)
                continue
            card = cards.card_rect(f.player)
            tok = max(8, int(card.h * 0.18 if cards.cols == 2 else card.h * 0.28))  # as the card draws it
            token = pygame.Rect(0, 0, 2 * th.token_extent(tok), 2 * th.token_extent(tok))
            token.center = (card.x + tok + 8, card.y + tok + 8)
            assert box.collidelist([*words, token]) == -1, (f.player, box, token)
    finally:
        th.set_text_size(100)
        lang.use("en")


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_money_rising_off_a_compact_card_keeps_off_its_places(home, language, percent):
    """Three players at 800x600, the cards one line each: Bot A, holding places of two groups,
    pays $50. Its figure stands clear of the card's chips of places, never over them (where
    nothing on the card is clear, none shows: the log says the sum)."""
    app = App((800, 600))
    app.prefs["bot_speed"] = "normal"
    lang.use(language)
    th.set_text_size(percent)
    try:
        board = table(app, "finance", ("human",) * 3, names=["Asha", "Bot A", "Bikash"])
        settle(app)
        give(board.game, 1, 1, 3, 5)
        give(board.game, 2, 6, 8)
        board.presenter.sync()
        board.changed()
        settle(app)
        board.presenter._float(1, -50)
        run_frames(app, 2)
        cards = board.cards
        assert cards.cols == 1 and cards.chips.get(1)
        shown = cards.floater_chips(app.screen)
        if percent == 100:
            assert [f.player for f, _chip, _box, _rise in shown] == [1]
        places = [c.rect.move(cards.rect.topleft) for chips in cards.chips.values() for c in chips]
        for _f, _chip, box, rise in shown:
            assert box.union(box.move(0, -rise)).collidelist(places) == -1, (box, places)
    finally:
        th.set_text_size(100)
        lang.use("en")


def test_a_salary_and_a_fare_rise_off_one_card_one_after_the_other(home):
    """Finance at 800x600 and 125%: Bot B throws 3+4 from Lake Shore Drive past Cash Here ($200 in)
    onto the Pennsylvania Railroad ($10 fare out). The two sums rise off Bot B's card one after
    the other, never side by side, each clear of the card's words; both are seen."""
    from app_helpers import FRAME, app_in

    app = app_in((800, 600), "en", 125)
    app.prefs["bot_speed"] = "normal"
    try:
        board = table(app, "finance", ("medium", "medium", "human"), names=["Bot A", "Bot B", "Asha"],
                      dice=[(1, 2), (3, 4), (1, 2)] + [(2, 3)] * 20)
        board.game.players[1].position = 38
        board.presenter.sync()
        cards = board.cards
        shown: list[int] = []
        for _ in range(int(20 / FRAME)):  # bounded: the bots' turns take a few seconds of frames
            run_frames(app, 1)
            chips = [(f, box) for f, _chip, box, _rise in cards.floater_chips(app.screen) if f.player == 1]
            assert len(chips) <= 1, [(f.amount, box) for f, box in chips]
            for f, box in chips:
                assert box.collidelist(cards.words_boxes()) == -1, (f.amount, box)
                if not shown or shown[-1] != f.amount:
                    shown.append(f.amount)
            if board.game.pending.player == 2 and not board.presenter.busy and not board.presenter.floaters:
                break
        assert 200 in shown and any(amount < 0 for amount in shown), shown
        assert shown.index(200) < next(k for k, amount in enumerate(shown) if amount < 0), shown
    finally:
        th.set_text_size(100)
