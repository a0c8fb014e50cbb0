"""The standings a vote on ending would end on, played through the Menu: every line whole, one
size for the names, the answers and the money, all inside their card and clear of every button,
at each window size, language and text size, with a full table of the edition."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn, open_board, settle, take_laptop

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import vote_view
from byapar.app.session import Session, default_seat

NAMES = ("Asha", "Bikash", "Chandra", "Dipa", "Gita", "Hari", "Laxmi", "Krishna")
LOOKS = [(edition, size, language, percent) for edition, seats in (("business_gst", 6),)
         for size in ((1280, 800), (800, 600)) for language in ("en", "ne") for percent in th.TEXT_SIZES] + [
    ("classic", (800, 600), language, 150) for language in ("en", "ne")]


@pytest.mark.parametrize("edition, size, language, percent", LOOKS,
                         ids=[f"{e}-{w}x{h}-{lg}-{p}" for e, (w, h), lg, p in LOOKS])
def test_the_standings_of_a_vote_read_whole_at_one_size_inside_their_card(home, edition, size, language, percent):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)
    try:
        board = open_a_vote(app, edition)
        texts = drawn(app)
        box = vote_view.rect(board)
        g = board.game
        rows = [f"{rank}. {g.players[p].name}" for rank, (p, _) in enumerate(g.standings(), 1)]  # none level
        money = [board.session.money(worth) for _, worth in g.standings()]
        wanted = [t("vote_title"), t("vote_rule"), *rows, *money, t("vote_asked")]
    finally:
        th.set_text_size(100)
        lang.use("en")
    assert box is not None and app.screen.get_rect().contains(box)
    shown = {d.text: d for d in texts if d.text in wanted and box.contains(d.box)}
    assert set(shown) == set(wanted), f"not in the card: {set(wanted) - set(shown)}"
    assert not [d.text for d in shown.values() if d.cut], "a line of the standings is cut"
    assert len({d.size for d in shown.values()}) == 1, {d.text: d.size for d in shown.values()}
    inside = box.inflate(-4, -4)
    assert all(inside.contains(r) for d in shown.values() for r in d.ink), "a line runs out of the card"
    assert not [b.id for b in board.panel.buttons if b.rect.colliderect(box)], "the card covers a button"


def open_a_vote(app: App, edition: str):
    """A full table of the edition, two people and bots, richest first; the second person is
    asked to agree to the end the first proposed from the Menu, once the bots have agreed."""
    most = {"business_gst": 6, "classic": 8}[edition]
    seats = [default_seat(i, "human" if i < 2 else "medium", name) for i, name in enumerate(NAMES[:most])]
    session = Session.start(edition, seats, {"opening": "seat", "bots_agree_end": True}, seed=5)  # the bots say yes first
    for i, player in enumerate(session.game.players):
        player.cash += 24_000 - 1_000 * i
    board = open_board(app, session)
    settle(app)
    click(app, "menu")
    click(app, "end_game")
    click(app, "end_game")
    settle(app)
    if app.top.panel.get("ready") is not None:
        take_laptop(app)
    assert vote_view.shown(board)
    return board


BAND_LOOKS = [(people, language, percent) for people in (4, 6) for language in ("en", "ne") for percent in (100, 125, 150)]


@pytest.mark.parametrize("people, language, percent", BAND_LOOKS, ids=[f"{n}-{lg}-{p}" for n, lg, p in BAND_LOOKS])
def test_standings_over_the_board_stand_under_the_whose_vote_band(home, people, language, percent):
    """800x600: standings over the board's centre stand under the band naming whose vote it is
    (and a rule's banner's place), above the centre's buttons, or smaller over the log: the band
    stays in sight. Six players at a large text size have room only over the band: it gives way."""
    from byapar.app.scenes import handover

    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False, language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)
    try:
        board = open_board(app, Session.start("business_gst", [default_seat(i, "human" if i < 2 else "medium", name)
                                                               for i, name in enumerate(NAMES[:people])],
                                              {"opening": "seat"}, seed=5))
        settle(app)
        click(app, "menu")
        click(app, "end_game")
        click(app, "end_game")
        settle(app)
        board = app.top  # the board the Menu went back to
        take_laptop(app)  # the standings come once the voter has the laptop
        board.handover.showing, board.handover.age = 1, 0.0  # the band set over the standings
        app.frame(1 / 60)
        fitted = vote_view.fitted_in(board)
        band = handover.rect(board)
        texts = [d.text for d in drawn(app)]
        words = t(board.handover.words, name=board.game.players[1].name)
        title = t("vote_title")
        shows = board.handover.covering(board)
    finally:
        th.set_text_size(100)
        lang.use("en")
    assert fitted is not None
    assert not [b.id for b in board.panel.buttons if b.rect.colliderect(fitted.rect)]
    centre = board.board.centre
    if people == 4 or percent == 100:  # room under the band: it stays in sight (six at a large size have none)
        assert shows and words in texts
    if shows and not fitted.in_log:
        assert fitted.rect.top > band.bottom and fitted.rect.top > centre.y + int(centre.h * handover.TOP_SHARE) - 4
    if not shows:  # no room but over the band: it gives way, never lies under the card
        assert fitted.rect.colliderect(band) and words not in texts
    assert title in texts and app.top.panel.get("agree_end") is not None
