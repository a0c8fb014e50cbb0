"""What a player holds, on their card: a chip a group, large enough to see at either window and
any text size, outlined so it is never read as a player's colour, saying how many are held; in a
small window every group's chip on every card, on two rows where one is too short; a loan on a
slim card said in words beside the places."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, drawn, family, settle, table
from helpers import give

from byapar.app import geometry as geo
from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes import game_log
from byapar.app.scenes.action_bar import LOG_LINES
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.player_cards import least_chip_height

LEAST_MARK = {(1280, 800): 8, (800, 600): 6}
# Byapar's squares four people hold: three or four groups each, an airport or a service among them
FOUR_HOLD = {0: (1, 6, 11, 5), 1: (3, 8, 9, 13, 12), 2: (16, 18, 21, 15), 3: (19, 23, 24, 26, 28)}


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
        counts = [c for c in chips if c.kind not in ("more", "all")]
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


@pytest.mark.parametrize(("language", "percent"), [("en", 100), ("en", 150), ("ne", 100), ("ne", 125)])
def test_at_800x600_four_cards_each_show_a_chip_for_every_group_held(home, language, percent):
    """Four people at 800x600, each holding places of three or four groups: every card shows one
    chip a group, saying how many of it are held (none "+2" for the groups with no room, nor one
    chip for all), each whole on its card and clear of the others, the name and the cash, at
    least as large as a count at the window's least size; the log keeps its six rows."""
    app = app_in((800, 600), language, percent)
    try:
        board = family(app, ["Asha", "Bikash", "Sita", "Dipa"], holding=FOUR_HOLD)
        drawn(app)
        cards = board.cards
        squares = board.game.edition.squares
        for i, places in FOUR_HOLD.items():
            chips = cards.chips[i]
            groups = {squares[s].group for s in places}
            assert [c.kind for c in chips] == [c.kind for c in chips if c.kind in ("group", "mark")], (i, chips)
            assert sorted(squares[c.places[0]].group for c in chips) == sorted(groups), (i, chips)
            assert all(c.says == lang.number(len(c.places)) for c in chips)
            assert all({squares[s].group for s in c.places} == {squares[c.places[0]].group} for c in chips)
            card = cards.card_rect(i).move(-cards.rect.x, -cards.rect.y)  # the cards' own picture
            boxes = [c.rect for c in chips]
            assert all(card.contains(b) and cards.strips[i].contains(b) for b in boxes), (card, boxes)
            assert not [(a, b) for k, a in enumerate(boxes) for b in boxes[k + 1:] if a.colliderect(b)], boxes
            words = cards.words[i][1:]  # the name, the cash and any state (the first is the token's reach)
            assert not [(b, w) for b in boxes for w in words if b.colliderect(w)], (boxes, words)
            assert all(b.h >= least_chip_height(app.screen) for b in boxes), boxes
        assert game_log.rows_in(board.log_rect.h, app.screen) >= LOG_LINES
    finally:
        th.set_text_size(100)


def groups_of(edition) -> list[list[int]]:
    """Each group's places on the board, in board order."""
    groups: dict[str, list[int]] = {}
    for s, sq in enumerate(edition.squares):
        if sq.kind in ("place", "airport", "service") or sq.group:
            groups.setdefault(sq.group, []).append(s)
    return [places for group, places in groups.items() if group]


@pytest.mark.parametrize(("language", "percent"), [("en", 100), ("en", 150), ("ne", 100), ("ne", 150)])
def test_at_1280x800_a_bots_card_of_six_groups_and_a_bail_card_shows_every_chip_and_its_level(home, language,
                                                                                              percent):
    """Classic at 1280x800, four seats, the cards big, two to a row: Medi, a Medium bot, holds two
    places of each of six groups and a Get Out of Jail Free card. Her card shows the card's chip
    and one chip a group (none "+N" nor one for all), and her bot's level whole beside her name."""
    app = app_in((1280, 800), language, percent)
    try:
        board = table(app, "classic", ("human", "medium", "human", "human"), names=["Asha", "Medi", "Bikash", "Sita"])
        g = board.game
        six = groups_of(g.edition)[:6]
        give(g, 1, *[s for places in six for s in places[:2]])
        g.players[1].bail_cards.append(next(iter(g.edition.decks)))
        board.presenter.sync()
        board.changed()
        settle(app)
        cards = board.cards
        texts = [d for d in drawn(app) if d.surface.size == cards.rect.size]
        assert cards.cols == 2 and not cards.slim
        chips = cards.chips[1]
        assert chips[0].kind == "bail_cards" and len(chips) == 7, [c.says for c in chips]
        assert all(c.kind in ("group", "mark") for c in chips[1:]), [c.kind for c in chips]
        assert all(c.says == lang.number(2) for c in chips[1:]), [c.says for c in chips]
        card = cards.card_rect(1).move(-cards.rect.x, -cards.rect.y)
        assert all(card.contains(c.rect) for c in chips)
        level = t("bot_tag", level=t("level_medium"))
        said = [d for d in texts if d.text == level]
        assert said and not said[0].cut and card.contains(said[0].box), [(d.text, d.cut) for d in texts]
        assert not any(c.rect.colliderect(said[0].box) for c in chips)
    finally:
        th.set_text_size(100)


def test_a_chip_of_places_with_no_room_says_which_and_opens_them(home):
    """At 800x600 and 150% in Nepali, Asha's fourteen places leave room for a group's chip or two and
    one counting the rest ("+10"): resting the mouse on it names the places it counts, and a click on it opens her
    holdings."""
    from app_helpers import FRAME, click_at

    from byapar.app import widgets
    from byapar.app.scenes.holdings import HoldingsScene

    app, board = held((800, 600), "ne", 150)
    try:
        g = board.game
        give(g, 0, *[s for s, sq in enumerate(g.edition.squares) if sq.kind == "place"][13:18])
        board.presenter.sync()
        board.changed()
        settle(app)
        drawn(app)
        cards = board.cards
        more = [c for c in cards.chips[0] if c.kind == "more"]
        assert more, cards.chips[0]
        chip = more[0]
        at = chip.rect.move(cards.rect.topleft).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(int(widgets.TOOLTIP_DELAY / FRAME) + 2):
            app.frame(FRAME)
        said = " ".join(d.text for d in drawn(app))
        names = [lang.square_name(g.edition.squares[s]) for s in chip.places]
        others = sum(len(c.places) for c in cards.chips[0] if c.kind != "more")
        assert len(names) == 14 - others > 1 and all(name in said for name in names), (names, said[-300:])
        assert t("tip_chip_more", n=len(names), places=", ".join(names)) in cards.tip(0, at)
        click_at(app, at)
        assert isinstance(app.top, HoldingsScene) and app.top.player == 0
    finally:
        th.set_text_size(100)


def byapar_held(app, players: int) -> BoardScene:
    """Byapar, Sita and Medium bots: place k of each of the first eight groups is seat k's, so the
    first seats hold eight groups, the next six, the last an airport or none."""
    board = table(app, "byapar", ("human",) + ("medium",) * (players - 1),
                  names=["Sita", "Bot A", "Bot B", "Dipa", "Esha", "Fulmaya"][:players])
    g = board.game
    for places in groups_of(g.edition)[:8]:
        for k, s in enumerate(places[:players]):
            give(g, k, s)
    board.presenter.sync()
    board.changed()
    settle(app)
    return board


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_chips_count_reads_at_the_floor_whole_in_its_chip(home, size, language, percent, players):
    """However many groups a card holds (up to eight), each of its chips' counts, as drawn, reads
    no smaller than the window's floor (a Devanagari digit at the floor reads a size less: a
    size more is its least) and stands whole in its chip; where two rows at that size find no
    room, fewer chips show, one counting the rest; the buttons and the log keep their rows but one."""
    from test_app_read_small_window import read_size

    app = app_in(size, language, percent)
    try:
        board = byapar_held(app, players)
        cards = board.cards
        texts = [d for d in drawn(app) if d.surface.size == cards.rect.size]
        floor = th.text_floor(app.screen)
        for i in range(players):
            chips = cards.chips[i]
            assert sum(len(c.places) for c in chips) == len(board.game.owned[i]), (i, chips)
            strip = cards.strips[i]
            for c in chips:
                said = [d for d in texts if d.text == c.says and c.rect.contains(d.box)]
                assert said, (i, c.says, c.rect)
                assert read_size(said[0]) >= floor, (i, c.says, said[0].size, floor)
                assert all(strip.contains(ink) and c.rect.contains(ink) for ink in said[0].ink), (i, c, said[0].ink)
        assert game_log.rows_in(board.log_rect.h, app.screen) >= LOG_LINES - 1
    finally:
        th.set_text_size(100)


def test_a_slim_cards_state_with_no_room_says_what_to_see_to_and_its_mark_is_explained(home):
    """At 800x600 and 150% in Nepali, three seats of many groups: Sita is in jail with a bail card,
    Bot B in jail with a loan. Sita's card says "In jail" (something to see to), not a bare "!",
    her bail card a chip among the places; Bot B's card says its level first, and with no room
    for both of its states, they stand as a "!": resting the mouse on that card the tooltip says
    what the "!" stands for."""
    from app_helpers import FRAME

    from byapar.app import widgets

    app = app_in((800, 600), "ne", 150)
    try:
        board = byapar_held(app, 3)
        g = board.game
        for seat in (0, 2):
            g.set_in_jail(seat, True)
        g.players[0].bail_cards.append(next(iter(g.edition.decks)))
        g.loans[2] = 20_000
        g.players[2].cash = 150_000  # six figures, "रु १,५०,०००": Bot B's card has no room for both its states
        board.presenter.sync()
        board.changed()
        settle(app)
        cards = board.cards
        texts = [d for d in drawn(app) if d.surface.size == cards.rect.size]
        assert cards.slim
        jail = [d for d in texts if d.text == t("state_jail") and cards.card_rect(0).contains(d.box.move(cards.rect.topleft))]
        assert jail and not jail[0].cut, [d.text for d in texts]
        assert [c.kind for c in cards.chips[0]][0] == "bail_cards"
        level = [d for d in texts if d.text.startswith(t("kind_medium")) and cards.card_rect(2).contains(d.box.move(cards.rect.topleft))]
        assert level and not level[0].cut, [d.text for d in texts]
        marks = [d for d in texts if d.text == "!"]
        assert len(marks) == 1 and cards.card_rect(2).contains(marks[0].box.move(cards.rect.topleft)), [d.text for d in texts]
        at = marks[0].box.move(cards.rect.topleft).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(int(widgets.TOOLTIP_DELAY / FRAME) + 2):
            app.frame(FRAME)
        said = " ".join(d.text for d in drawn(app))
        state = t("state_jail") + " · " + t("state_loan", amount=board.session.money(22_000))
        assert t("tip_state_mark", state=state) in said, said[-300:]
    finally:
        th.set_text_size(100)

WATER_WORKS, RAILWAYS, ELECTRIC_COMPANY, MUMBAI, JAIPUR = 2, 3, 12, 1, 8  # Business GST


def test_places_folded_where_no_groups_chip_has_room_read_as_more_not_as_a_group(home):
    """Business GST at 800x600 and 150% in Nepali, the cards slim: Asha, in debt, holds places of
    three groups, and her card has no room for any group's chip. Her places stand on one chip that
    reads as "+३" with no group's colour on it, as the bots' "+N" chips do; resting the mouse on
    it names the three places."""
    from app_helpers import FRAME

    from byapar.app import widgets

    app = app_in((800, 600), "ne", 150)
    try:
        board = table(app, "business_gst", ("human", "medium", "medium"), names=["Asha", "बोट क", "बोट ख"])
        g = board.game
        give(g, 0, WATER_WORKS, ELECTRIC_COMPANY, RAILWAYS)
        give(g, 1, MUMBAI, JAIPUR)
        g.loans[0] = 2_000
        board.presenter.sync()
        board.changed()
        settle(app)
        drawn(app)
        cards = board.cards
        assert cards.slim
        [chip] = cards.chips[0]
        assert chip.says == "+" + lang.number(3), chip
        on_screen = chip.rect.move(cards.rect.topleft)
        bands = {geo.band_colour(g.edition.squares[s]) for s in (WATER_WORKS, ELECTRIC_COMPANY, RAILWAYS)}
        seen = {tuple(app.screen.get_at((x, y)))[:3] for x in range(on_screen.x, on_screen.right)
                for y in range(on_screen.y, on_screen.bottom)}
        assert not seen & bands, seen & bands
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=on_screen.center, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(int(widgets.TOOLTIP_DELAY / FRAME) + 2):
            app.frame(FRAME)
        said = " ".join(d.text for d in drawn(app))
        names = ", ".join(lang.square_name(g.edition.squares[s]) for s in chip.places)
        assert t("tip_chip_all", n=3, places=names) in said, said[-300:]
    finally:
        th.set_text_size(100)
