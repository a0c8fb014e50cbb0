"""Read at 800x600: what a player card says of a loan is set at the reading size and leaves every
place mark on the card, the buttons along the top above the least size, and the auction's "can go
to" note whole."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import drawn, table
from helpers import give

from byapar.app import geometry as geo
from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t


def test_a_loan_on_a_player_card_is_set_at_the_reading_size(home):
    app = App((800, 600))
    board = table(app, "business_gst", ("human", "medium", "medium", "medium"))
    board.game.loans[0] = board.presenter.table.loans[0] = 3_000
    board.cards._cache = None
    loan = (t("state_loan", amount=board.session.money(3_300)), t("state_loan_short"))
    tag = next(d for d in drawn(app) if d.text in loan)
    assert tag.size >= th.READING_LEAST and not tag.cut, (tag.text, tag.size)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_top_buttons_are_set_larger_than_the_least_size_at_800x600(home, language):
    app = App((800, 600))
    lang.use(language)
    try:
        board = table(app, "finance", ("human", "medium", "medium", "medium"))
        app.frame(1 / 60)
        top = [board.panel.get(k) for k in ("owners", "sound", "rules", "menu")]
        sizes = {b.label: b.row_size or widgets.natural_size(b) for b in top if b}
    finally:
        lang.use("en")
    assert len(sizes) == 4 and min(sizes.values()) >= th.text_floor((800, 600)) + 2, sizes  # "House rules" whole
    assert all(widgets.fits_whole(b) for b in top if b)
    assert all(b.rect.right <= board.header.right for b in top if b)


@pytest.mark.parametrize("percent", th.TEXT_SIZES)
def test_the_auction_s_can_go_to_note_is_whole_in_nepali_at_800x600(home, percent):
    from test_app_auction_bidder import bidding, to_auction

    app = App((800, 600))
    app.prefs.update(bot_speed="instant", language="ne", text_size=percent, hints=False)
    lang.use("ne")
    th.set_text_size(percent)
    try:
        board = to_auction(app)
        next(bidding(app, board, 1))
        app.frame(1 / 60)
        note = [d for d in drawn(app) if d.text == t("auction_can_go_key")]
    finally:
        lang.use("en")
        th.set_text_size(100)
    assert note and not note[0].cut and note[0].size >= th.READING_LEAST, note


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_persons_loan_leaves_every_place_mark_on_the_card(home, language):
    """Four at Business GST, 800x600, 125%: the person holds nine places and a loan. The loan is
    said whole on the card at the reading size or more (on a slim card, where the sum and the
    places' marks don't both fit, by its word, the sum in the tooltip), clear of the places'
    marks; on a card of two lines all nine marks fit its foot."""
    from helpers import give

    app = App((800, 600))
    app.prefs["text_size"] = 125
    th.set_text_size(125)
    lang.use(language)
    try:
        board = table(app, "business_gst", ("human", "medium", "medium", "medium"))
        g = board.game
        places = [s for s, sq in enumerate(g.edition.squares) if sq.kind == "place"][:9]
        give(g, 0, *places)
        g.loans[0] = 2_500
        board.presenter.sync()
        board.cards._cache = None
        texts = drawn(app)
        words = (t("state_loan", amount=board.session.money(2_750)), t("state_loan_short"))  # a slim card: its word
        tip = board.cards.tip(0)
    finally:
        lang.use("en")
        th.set_text_size(100)
    loan = next((d for d in texts if d.text in words), None)
    assert words[0] in tip or not board.cards.slim, tip  # the sum is in the card's tooltip
    assert loan is not None, [d.text for d in texts]
    cards = board.cards.rect
    strip = board.cards.strips[0].move(cards.topleft)  # the cards are drawn on a picture of their own
    card = board.cards.card_rect(0)
    said = loan.box.move(cards.topleft)
    assert not loan.cut and loan.size >= th.READING_LEAST and card.contains(said) and not said.colliderect(strip)
    if not board.cards.slim:  # a slim card's marks have what its loan leaves; the card's click shows them all
        marks = [(x, strip.centery) for x in range(strip.x, strip.right)
                 if app.screen.get_at((x, strip.centery))[:3] != app.screen.get_at((strip.x - 3, strip.centery))[:3]]
        assert marks and marks[-1][0] < strip.right - 1  # the last mark ends inside its strip


def test_an_airport_s_mark_on_a_card_is_an_outline_with_a_dot_and_a_place_s_filled(home):
    """A small dark filled mark for an airport read as the brown group's, and an empty outline as
    a missing symbol: on the cards, a place's mark is filled with its band, an airport's is an
    outline with a dot in its middle and the card showing between the two."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "medium"))
    g = board.game
    humla, lukla = 1, 25
    give(g, 0, humla, lukla)
    board.presenter.sync()
    board.cards._cache = None
    drawn(app)
    strip = board.cards.strips[0].move(board.cards.rect.topleft)
    band = geo.band_colour(g.edition.squares[humla])
    row = [app.screen.get_at((x, strip.centery))[:3] for x in range(strip.x, strip.right)]
    assert band in row  # the place: filled with its band
    slate = geo.band_colour(g.edition.squares[lukla])
    inked = [(x, y) for x in range(strip.x, strip.right) for y in range(strip.y, strip.bottom)
             if app.screen.get_at((x, y))[:3] == slate]
    assert inked
    xs, ys = [x for x, _ in inked], [y for _, y in inked]
    mark = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    assert mark.w >= 8 and mark.h >= 8, mark  # big enough for its dot
    middle = [app.screen.get_at((x, mark.centery))[:3] == slate for x in range(mark.x, mark.right)]
    assert middle[0] and middle[len(middle) // 2] and not all(middle), middle  # edge, dot, the card between
