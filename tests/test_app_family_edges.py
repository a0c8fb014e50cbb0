"""Three people and a bot at one laptop, played through the real UI: each undo is told in the
log, the hand-over band shows once per hand-over and clear of the dice and decks, the saved-game
list marks who is out, the trade window's partner tabs keep their places, tokens sharing a
square stay apart and on the board, a greyed Trade says why, and a greyed button's reason
reads as information, not as a refusal."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    board_of,
    button,
    click,
    click_at,
    drawn,
    family,
    over_to_sita,
    run_frames,
    settle,
)
from helpers import give

from byapar.app import fonts, lang, store, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes import handover
from byapar.app.scenes.board import BoardScene, deck_rects, dice_area
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat

FARWEST = (6, 8, 9)  # Dhangadhi, Mahendranagar, Dadeldhura: the light-blue group


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def log_lines(scene: BoardScene) -> list[str]:
    return ["".join(text for text, _ in line) for line in scene.presenter.log]


# ----- each undo is told ------------------------------------------------------------------------

def test_two_undos_of_two_rounds_leave_two_lines_in_the_log(app):
    scene = family(app, ["Sita", "Asha", "Bikash"], bots=("Bot A",))
    g = scene.game
    give(g, 0, *FARWEST)
    scene.presenter.sync()
    settle(app)
    scene.act("build-round 9")
    settle(app)
    scene.act("build-round 9")
    settle(app)
    assert [g.buildings(s) for s in FARWEST] == [2, 2, 2]
    click(app, "undo")
    settle(app)
    click(app, "undo")
    settle(app)
    assert [g.buildings(s) for s in FARWEST] == [0, 0, 0]
    told = [line for line in log_lines(scene) if "took back" in line]
    assert told == ["Sita took back the buildings built on Dhangadhi's group"] * 2
    assert not any("built" in line for line in log_lines(scene) if "took back" not in line)  # the rounds' own lines went


# ----- the hand-over band ---------------------------------------------------------------------------

def test_the_band_shows_once_per_hand_over_not_again_after_the_menu(app):
    board = over_to_sita(app)
    run_frames(app, int(handover.SHOW_SECONDS / FRAME) + 2)
    assert board.handover.showing is None
    click(app, "menu")
    click(app, "continue")
    again = board_of(app)
    assert again is not None and again is not board
    run_frames(app, 2)
    assert again.handover.showing is None and again.game.pending.player == 1


def test_the_menu_cannot_resign_or_propose_for_the_next_person_before_they_take_the_laptop(app):
    board = over_to_sita(app)  # Bikash still holds the laptop; Sita has not clicked ready
    click(app, "menu")
    assert not button(app, "resign").enabled and not button(app, "end_game").enabled
    assert "Sita" in button(app, "resign").tooltip and "ready" in button(app, "resign").tooltip
    click(app, "continue")
    click(app, "ready")  # Sita takes the laptop: the Menu acts for her now
    click(app, "menu")
    click(app, "resign")
    click(app, "resign")
    settle(app)
    game = board.session.game  # Sita resigned: Bikash is left and wins
    assert game.players[1].bankrupt and not game.players[0].bankrupt and game.over


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_band_leaves_the_dice_and_the_decks_in_sight(home, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    board = over_to_sita(app)
    band = handover.rect(board)
    decks = deck_rects(board.board.centre)
    assert len(decks) == 2 and band.h > 0
    assert not band.colliderect(dice_area(board)) and not any(band.colliderect(r) for r in decks)
    assert board.board.centre.contains(band)


# ----- the saved-game list ------------------------------------------------------------------------

def test_the_saved_game_list_marks_who_has_left_the_game(home):
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot A"),
             default_seat(2, "human", "Bikash"), default_seat(3, "human", "Sita")]
    session = Session.start("byapar", seats, {"rounds": 30}, seed=6)
    session.apply("resign")  # Asha leaves at her turn, then the bot at its own
    session.apply("resign")
    assert session.game.pending.player == 2 and not session.game.over
    session.save()
    store.unlock_all()
    app = App((1280, 800))
    app.push(MenuScene(app))
    app.frame(FRAME)
    click(app, "load")
    scene = app.top
    assert isinstance(scene, LoadScene)
    assert scene._players(scene.saves[0]) == "Asha (out), Bot A (bot, out), Bikash, Sita"
    lang.use("ne")
    assert scene._players(scene.saves[0]) == "Asha (खेलबाट बाहिर), बोट क (बोट, खेलबाट बाहिर), Bikash, Sita"


# ----- the trade window's partner tabs --------------------------------------------------------------

def partner_tabs(app: App) -> dict[int, tuple[tuple, bool]]:
    """Each seat's place in the trade window's row, and whether it can be chosen: the partners'
    tabs, and the offering person's own seat (words, not a tab)."""
    tabs = {int(b.id.split("_")[1]): (tuple(b.rect), b.enabled) for b in app.top.panel.buttons
            if b.id.startswith("partner_")}
    own = app.top.own_seat
    return {**tabs, app.top.me: (tuple(own.rect), False)}


def test_partner_tabs_keep_their_places_when_someone_resigns(app):
    board = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot A",))
    settle(app)
    board.open_trade(by=2)  # Sita's offer out of turn, while Asha is to throw
    app.frame(FRAME)
    before = partner_tabs(app)
    assert sorted(before) == [0, 1, 2, 3]
    assert {q: on for q, (_, on) in before.items()} == {0: True, 1: True, 2: False, 3: True}  # Sita's own no tab
    assert app.top.panel.get("partner_2") is None
    click(app, "close")
    board.act("resign")  # Asha leaves the game
    settle(app)
    assert board.game.players[0].bankrupt and not board.game.over
    board.open_trade(by=2)
    app.frame(FRAME)
    after = partner_tabs(app)
    assert {q: rect for q, (rect, _) in after.items()} == {q: rect for q, (rect, _) in before.items()}
    assert {q: on for q, (_, on) in after.items()} == {0: False, 1: True, 2: False, 3: True}  # Asha's greyed where it was
    click_at(app, pygame.Rect(before[0][0]).center)  # where Asha's tab is: nobody is chosen by it
    assert app.top.partner != 0 and app.top.partner == 1
    click_at(app, pygame.Rect(before[3][0]).center)
    assert app.top.partner == 3


# ----- a greyed Trade says when trading comes back, without a hover -----------------------------------

@pytest.mark.parametrize(("size", "percent"), [((1280, 800), 100), ((800, 600), 100), ((800, 600), 150)])
@pytest.mark.parametrize("language, said, why", [("en", "Trade: only before a throw", "before you throw"),
                                                 ("ne", "साटासाट: पासा फाल्नुअघि मात्र", "पासा फाल्नुअघि")])
def test_the_greyed_trade_button_says_on_its_face_that_trading_comes_before_the_throw(
        home, lang_back, size, percent, language, said, why):
    app = app_in(size, language, percent)
    family(app, ["Asha", "Bikash", "Sita"], bots=("Bot A",))
    settle(app)
    assert button(app, "trade").enabled and button(app, "trade").label != said
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    trade = button(app, "trade")
    assert not trade.enabled and trade.label == said  # the action's name and when it comes back
    assert why in trade.tooltip  # the edition's whole rule, on a hover
    widgets._button_cache.clear()  # its face painted afresh, so its text is seen
    face = [d for d in drawn(app) if d.text == said and d.surface.size == trade.rect.size]
    assert face, "the reason is drawn on the button"
    assert not face[0].cut and face[0].squeeze == 1.0 and face[0].size >= fonts.least_size(said), (face[0].lines, face[0].size)


# ----- a greyed button's reason is information ------------------------------------------------------

def inks(app: App, start: str) -> list[tuple[int, int, int]]:
    """The colours of the ink of the text drawn on screen that begins with `start`."""
    seen = [d for d in drawn(app) if d.text.startswith(start) and d.surface.size == app.screen.get_size()]
    assert len(seen) == 1, [d.text for d in drawn(app)]
    out = []
    for r in seen[0].ink:
        for x in range(r.left, r.right):
            for y in range(r.top, r.bottom):
                out.append(tuple(app.screen.get_at((x, y)))[:3])
    return out


def near(c: tuple[int, int, int], ink: tuple[int, int, int]) -> bool:
    return sum(abs(a - b) for a, b in zip(c, ink, strict=True)) < 60


def test_a_greyed_buttons_reason_is_drawn_calm_not_as_a_refusal(app):
    board = family(app, ["Sita", "Asha", "Bikash"], bots=("Bot A",))
    give(board.game, 0, *FARWEST)
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    app.frame(FRAME)
    assert not button(app, "deed_sell-round").enabled
    colours = inks(app, "Sell one from each:")
    assert not any(near(c, th.BAD) for c in colours)  # the refusal red is kept for refusals
    assert sum(near(c, th.REASON) for c in colours) > 20


# ----- tokens sharing a square --------------------------------------------------------------------

SHAPES = ("square", "diamond", "triangle", "star")  # the pointed ones reach farthest


def token_mask(shape: str, r: float, centre: tuple[float, float]) -> tuple[pygame.Mask, pygame.Rect]:
    """A token as drawn on the board (with its halo): its pixels on a layer, and where that
    layer stands on screen."""
    side = int(4 * r) + 8
    x, y = centre
    at = pygame.Rect(int(x) - side // 2, int(y) - side // 2, side, side)
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    th.draw_token(layer, shape, (200, 40, 40), (x - at.x, y - at.y), r, halo=True)
    return pygame.mask.from_surface(layer), at


def crowd_faults(view) -> list[tuple]:
    """Tokens on a square hidden more than a fifth by a neighbour, or standing off the board."""
    faults = []
    for s in range(len(view.squares)):
        for jailed in (False, True) if s == view.jail else (False,):
            for count in (2, 3, 4):
                r = view.crowd_radius(s, count, jailed)
                drawn_tokens = [token_mask(SHAPES[k], r, view.token_spot(s, k, count, jailed)) for k in range(count)]
                for k, (mask, at) in enumerate(drawn_tokens):
                    box = mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects()).move(at.topleft)
                    if not view.rect.contains(box):
                        faults.append(("off the board", s, jailed, count, k, tuple(box)))
                    if k:
                        under, under_at = drawn_tokens[k - 1]
                        hidden = under.overlap_area(mask, (at.x - under_at.x, at.y - under_at.y))
                        if hidden > 0.2 * under.count():
                            faults.append(("hidden", s, jailed, count, k, round(hidden / under.count(), 2)))
    return faults


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("edition", ["byapar", "classic"])
def test_tokens_sharing_a_square_stay_apart_and_on_the_board(home, edition, size):
    from byapar.app.board_view import BoardView, board_area
    from byapar.engine import load_edition

    App(size)
    view = BoardView(load_edition(edition))
    view.layout(board_area(size), paint=False)
    assert crowd_faults(view) == []
    assert view.crowd_radius(1, 1) == view.token_radius()  # alone or in twos, a token keeps its size
    assert view.crowd_radius(1, 2) == view.token_radius()


# ----- the offers left stay on the Trade button's one line ------------------------------------------

@pytest.mark.parametrize(("size", "percent"), [((800, 600), 125), ((800, 600), 150), ((1280, 800), 100)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_trade_with_its_offers_left_reads_on_one_line(home, lang_back, size, percent, language):
    app = app_in(size, language, percent)
    family(app, ["Asha", "Bikash", "Sita"], bots=("Bot A",))
    settle(app)
    trade = button(app, "trade")
    assert trade.enabled and lang.number(3) in trade.label  # the offers left this turn
    assert lang.number(3) in trade.tooltip  # said in full on a hover
    widgets._button_cache.clear()  # its face painted afresh, so its text is seen
    face = [d for d in drawn(app) if d.text == trade.label and d.surface.size == trade.rect.size]
    assert face, "the label is drawn on the button"
    assert len(face[0].lines) == 1, face[0].lines
    assert not face[0].cut and face[0].squeeze == 1.0 and face[0].size >= fonts.least_size(trade.label), face[0].size
