"""Drop out fills its row for every bidder, the person who let the place go too: a hand that
learnt where Drop out stands drops out, and never takes back a "Don't buy" by mistake. That
person's "Bikash: take back Don't buy" stands under the place's deed, in the place's column,
while it is theirs to take back; a hint never stands over it."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    app_in,
    button,
    click,
    click_at,
    drawn,
    drawn_on_top,
    family,
    settle,
    take_laptop,
)
from helpers import set_cash

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.comfort import comfort_of
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.auction import AuctionScene, take_back_spot

JUMLA = 3  # a throw of 1+2 from Start
BIKASH, SITA = 0, 1
LAYOUTS = [((1280, 800), "en", 100), ((800, 600), "ne", 150), ((800, 600), "en", 100), ((1280, 800), "ne", 150)]


@pytest.fixture
def restored(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def bikash_declines(app, bikash_cash: int | None = None):
    """Bikash, Sita and Asha at one laptop with Bot A: Bikash throws onto Jumla and clicks
    "Don't buy (auction)"; its auction opens with Bikash to bid first."""
    board = family(app, ["Bikash", "Sita", "Asha"], bots=("Bot A",))
    click(app, "roll")
    settle(app)
    if bikash_cash is not None:
        set_cash(board.game, BIKASH, bikash_cash)
        board.changed()
        settle(app)
    click(app, "decline")
    settle(app)
    assert isinstance(app.top, AuctionScene) and board.game.auction is not None
    return board


def ids(app) -> list[str]:
    return [b.id for b in app.top.panel.buttons]


def in_the_place_s_column(app, rect: pygame.Rect) -> bool:
    """Whether `rect` stands in the place's column, under the deed's lines, clear of the bidder's card."""
    scene = app.top
    deed_lines = [d.box for d in drawn_on_top(app)
                  if d.surface.size == app.screen.get_size() and scene.deed_box.contains(d.box)]
    card = scene.card_at
    return (scene.deed_rect.contains(rect) and rect.top > max(box.bottom for box in deed_lines)
            and not (card is not None and card.colliderect(rect)))


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    app.frame(FRAME)


def back_at_the_purchase(app, board) -> None:
    settle(app)
    g = board.game
    assert g.auction is None and not isinstance(app.top, AuctionScene)
    assert (g.pending.kind, g.pending.player, g.pending.square) == ("buy", BIKASH, JUMLA)


@pytest.mark.parametrize(("size", "language", "percent"), LAYOUTS)
def test_the_decliner_s_drop_out_stands_where_the_next_bidder_s_does(restored, size, language, percent):
    app = app_in(size, language, percent)
    board = bikash_declines(app)
    assert board.game.pending.player == BIKASH and "take_back" in ids(app)
    his = pygame.Rect(button(app, "drop").rect)
    click(app, "raise_10")  # Bikash opens the bidding: over to Sita
    settle(app)
    take_laptop(app)
    assert board.game.pending.player == SITA and "take_back" not in ids(app)
    assert button(app, "drop").rect == his
    assert his.x == app.top.info.x and his.w == app.top.info.w  # the whole row, as for everyone


@pytest.mark.parametrize(("size", "language", "percent"), LAYOUTS[:2])
def test_a_click_in_the_middle_of_the_drop_out_row_drops_the_decliner_out(restored, size, language, percent):
    """Bikash clicks where Drop out always stands, the middle of its row: he is out, the auction
    goes on among the others, and his "Don't buy" stands."""
    app = app_in(size, language, percent)
    board = bikash_declines(app)
    g = board.game
    row = button(app, "drop").rect
    click_at(app, (app.top.info.centerx, row.centery))
    settle(app)
    assert g.auction is not None and BIKASH not in g.auction.bidders and g.pending.player == SITA
    assert g.owner(JUMLA) is None and g.history[-1] == "drop"
    assert "take_back" not in ids(app)
    take_laptop(app)
    ctrl_z(app)
    assert g.auction is not None and BIKASH not in g.auction.bidders  # the decision has passed on


@pytest.mark.parametrize(("size", "language", "percent"), LAYOUTS)
def test_the_take_back_stands_under_the_place_s_deed_and_reads_whole(restored, size, language, percent):
    app = app_in(size, language, percent)
    bikash_declines(app)
    back = button(app, "take_back")
    assert in_the_place_s_column(app, back.rect), (back.rect, app.top.deed_rect)
    widgets._button_cache.clear()  # the labels painted afresh, their sizes noted
    seen = drawn(app)
    label = [d for d in seen if d.text == widgets.held_label(back.label) and d.surface.size == back.rect.size]
    drop = [d for d in seen if d.text == widgets.held_label(button(app, "drop").label)]
    assert label and drop, "a label is not drawn"
    assert all(len(d.lines) == 1 and not d.cut for d in label), label
    assert min(d.size for d in label) >= min(d.size for d in drop) * 3 // 4  # not squeezed to the window's least


def test_clicking_the_take_back_by_the_deed_returns_to_the_purchase(restored):
    app = app_in((1280, 800), "en")
    board = bikash_declines(app)
    click(app, "take_back")
    back_at_the_purchase(app, board)


def test_while_the_laptop_passes_on_the_take_back_stands_by_the_deed_not_under_ready(restored):
    """Bikash is short of the least bid, so the game drops him as the auction opens and the
    laptop passes to Sita: his take-back stands by the deed, "ready" fills the bidding's rows."""
    app = app_in((1280, 800), "en")
    board = bikash_declines(app, bikash_cash=5)
    assert board.game.pending.player == SITA and "ready" in ids(app)
    back, ready = button(app, "take_back").rect, button(app, "ready").rect
    assert in_the_place_s_column(app, back) and not back.colliderect(ready)
    assert ready.bottom == app.top.info.bottom  # the rows of the quick bids' foot to Drop out's
    click(app, "take_back")
    back_at_the_purchase(app, board)


def layout(app) -> tuple:
    """Where the bidder's card and every button but the take-back stand."""
    scene = app.top
    return tuple(scene.card_at or ()), sorted((b.id, tuple(b.rect)) for b in scene.panel.buttons if b.id != "take_back")


def hints_on(app) -> None:
    app.prefs.update(hints=True, hints_seen=[])


@pytest.mark.parametrize(("size", "language", "percent"), LAYOUTS)
def test_no_hint_stands_over_the_take_back(restored, size, language, percent):
    """The auction's hint shows as Bikash opens the bidding: it never covers his take-back; where
    it needs the foot of the place's column (a small window, large text) the take-back waits
    under it, Ctrl+Z takes it back meanwhile, and it shows once the hint is closed."""
    app = app_in(size, language, percent)
    hints_on(app)
    board = bikash_declines(app)
    hints = comfort_of(board.session).hints
    app.draw()
    spot = comfort_ui.hint_rect(board)
    assert hints.current is not None and spot is not None, "no hint stood over the auction: the test shows nothing"
    back = app.top.panel.get("take_back")
    assert back is None or not spot.colliderect(back.rect), (spot, back.rect)
    if back is None:  # the hint keeps the foot of the column: closed, the take-back shows
        assert spot.colliderect(take_back_spot(app.top))
        before = layout(app)
        click_at(app, spot.center)
        app.frame(FRAME)
        assert hints.current is None and "take_back" in ids(app)
        app.draw()
        assert layout(app) == before  # it came, and nothing else moved
    click(app, "take_back")
    back_at_the_purchase(app, board)


def test_ctrl_z_takes_it_back_while_the_take_back_waits_under_a_hint(restored):
    app = app_in((800, 600), "en", 150)
    hints_on(app)
    board = bikash_declines(app)
    app.draw()
    assert comfort_ui.hint_rect(board) is not None and "take_back" not in ids(app)
    ctrl_z(app)
    back_at_the_purchase(app, board)
