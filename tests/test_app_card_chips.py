"""What a player holds, on their card: a chip a group, large enough to see at either window and
any text size, outlined so it is never read as a player's colour, saying how many are held; a
loan on a slim card said in words beside the places."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn, settle, table
from helpers import give

from byapar.app import geometry as geo
from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t

LEAST_MARK = {(1280, 800): 8, (800, 600): 6}


def held(size, language, percent, players=3, loan=0):
    """Business GST: Asha holds nine places of five groups; Bikash, four places, with a loan if given."""
    app = app_in(size, language, percent)
    board = table(app, "business_gst", ("human", "human") + ("medium",) * (players - 2),
                  names=["Asha", "Bikash", "Bot C", "Dipa", "Esha"][:players])
    g = board.game
    places = [s for s, sq in enumerate(g.edition.squares) if sq.kind == "place"]
    give(g, 0, *places[:9])
    give(g, 1, *places[9:13])
    g.loans[1] = loan
    board.presenter.sync()
    board.changed()
    settle(app)
    return app, board


def longest_run(app, area, colour, across: bool) -> tuple[int, tuple[int, int]]:
    """The longest row (`across`) or column of pixels of `colour` in `area`, and where it starts."""
    best, at = 0, (0, 0)
    outer = range(area.y, area.bottom) if across else range(area.x, area.right)
    inner = range(area.x, area.right) if across else range(area.y, area.bottom)
    for a in outer:
        run = 0
        for b in inner:
            xy = (b, a) if across else (a, b)
            run = run + 1 if app.screen.get_at(xy)[:3] == colour else 0
            if run > best:
                best, at = run, ((b - run + 1, a) if across else (a, b - run + 1))
    return best, at


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("players", [3, 5])
def test_each_group_held_is_an_outlined_chip_large_enough_to_see(home, size, language, percent, players):
    app, board = held(size, language, percent, players)
    try:
        drawn(app)
        cards = board.cards
        card = cards.card_rect(0)
        token = cards.words[0][0].move(cards.rect.topleft)
        squares = board.game.edition.squares
        bands = {geo.band_colour(squares[s]) for s in board.game.owned[0]}
        least = LEAST_MARK[size]
        shown = 0
        for band in bands:
            area = card.inflate(-4, -4)
            across, start = longest_run(app, area, band, True)
            down, _ = longest_run(app, area, band, False)
            if not across:
                continue  # a group past the chips' room, counted on the chip of those with no room
            shown += 1
            assert across >= least and down >= least, (band, across, down, size)
            assert not token.collidepoint(start)
            # outlined: a dark edge just left of the colour, never the card showing round a swatch
            edge = app.screen.get_at((start[0] - 1, start[1]))[:3]
            assert sum(edge) < 200 and edge not in th.PLAYER_COLOURS, (band, start, edge)
        assert shown >= 1
        chips = cards.chips[0]
        counts = [c for c in chips if c.kind != "more"]
        assert sum(len(c.places) for c in chips) == 9
        assert all(c.says == lang.number(len(c.places)) for c in counts)
        assert all(c.rect.h >= least for c in chips), chips
        words = cards.words[0][1:]
        strip = [c.rect for c in chips]
        assert not any(r.colliderect(w) for r in strip for w in words), (strip, words)
    finally:
        th.set_text_size(100)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_loan_on_a_slim_card_is_said_in_words_beside_the_places(home, language):
    """At 800x600 and 150% five players' cards go slim: Bikash's loan reads as its word, not a
    bare mark, and his places still show as a chip."""
    app, board = held((800, 600), language, 150, players=5, loan=1_000)
    try:
        texts = [d for d in drawn(app) if d.surface.size == board.cards.rect.size]
        assert board.cards.slim
        loan = (t("state_loan", amount=board.session.money(1_100)), t("state_loan_short"))
        assert "!" not in [d.text for d in texts]
        said = [d for d in texts if d.text in loan]
        assert said and not said[0].cut and said[0].size >= th.READING_LEAST, [d.text for d in texts]
        chips = board.cards.chips[1]
        assert chips and sum(len(c.places) for c in chips) == 4
        box = said[0].box
        assert not any(c.rect.colliderect(box) for c in chips)
    finally:
        th.set_text_size(100)
