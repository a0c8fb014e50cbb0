"""Larger text never makes the main buttons' words smaller: the main row's labels are set at the
prompt's size or more, on two lines where one is too long, the row as tall as they need."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, click, drawn, settle

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat


@pytest.fixture
def restored(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def throw_off_board(app, edition: str) -> BoardScene:
    """A person and a bot throwing for who starts; the person starts and throws onto a place."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot A")]
    session = Session.start(edition, seats, {"opening": "throw"}, seed=2,
                            dice=[(3, 3), (1, 2), (1, 2)] + [(2, 3)] * 40)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    settle(app)
    return board


def label_size(app, board, button_id: str) -> int:
    """The size the button's label is drawn at, painted afresh."""
    b = board.panel.get(button_id)
    widgets._button_cache.clear()
    sizes = [d.size for d in drawn(app) if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size]
    assert sizes, f"{button_id} not drawn"
    return min(sizes)


@pytest.mark.parametrize(("size", "language", "percent"), [
    ((800, 600), "ne", 125), ((800, 600), "en", 125), ((800, 600), "ne", 100), ((1280, 800), "ne", 125)])
def test_the_throw_for_who_starts_and_buy_with_gst_read_at_the_prompt_s_size(restored, size, language, percent):
    app = app_in(size, language, percent)
    board = throw_off_board(app, "business_gst")
    assert board.panel.get("roll").label == t("btn_throw_off")
    prompt = board.actions.prompt_font
    throw = label_size(app, board, "roll")
    click(app, "roll")  # Asha's throw for who starts
    settle(app)
    click(app, "roll")  # her first turn, onto a place for sale
    settle(app)
    assert board.game.pending.kind == "buy"
    assert board.panel.get("buy").label.endswith(t("btn_buy_gst", price="")[-6:])  # the price with GST
    sizes = {"throw": throw, "buy": label_size(app, board, "buy"), "decline": label_size(app, board, "decline")}
    assert min(sizes.values()) >= prompt, (prompt, sizes)


def four_at_the_table(app, language: str) -> BoardScene:
    """A person and three bots with the names the setup gives them, on Byapar."""
    names = ["खेलाडी १", "बोट क", "बोट ख", "बोट ग"] if language == "ne" else ["Player 1", "Bot A", "Bot B", "Bot C"]
    seats = [default_seat(i, "human" if i == 0 else "medium", n) for i, n in enumerate(names)]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=2)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    settle(app)
    return board


@pytest.mark.parametrize(("size", "language", "percent"), [
    ((800, 600), "ne", 125), ((800, 600), "ne", 150), ((800, 600), "en", 150), ((1280, 800), "ne", 150)])
def test_the_trade_window_s_player_tabs_grow_with_the_text_size(restored, size, language, percent):
    """The tabs read at the window's text size or more (a long name on two lines where it needs
    them), like the words under them, and the offering person's own seat's words too."""
    from byapar.app.scenes import trade

    app = app_in(size, language, percent)
    four_at_the_table(app, language)
    click(app, "trade")
    settle(app)
    window = app.top
    widgets._button_cache.clear()
    seen = drawn(app)
    tabs = [b for b in window.panel.buttons if b.id.startswith("partner_")]
    sizes = {b.label: min(d.size for d in seen if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size)
             for b in tabs}
    own = window.own_seat
    sizes[own.label] = min(d.size for d in seen if d.text == widgets.held_label(own.label) and own.rect.contains(d.box))
    assert len(sizes) == 4 and min(sizes.values()) >= th.size(trade.TAB_TEXT, window.size), sizes
    assert all(b.rect.bottom < window.columns["give"].y for b in tabs)


@pytest.mark.parametrize(("size", "language", "percent"), [
    ((800, 600), "ne", 150), ((800, 600), "en", 150), ((1280, 800), "ne", 150), ((800, 600), "ne", 100)])
def test_labels_keep_clear_of_their_buttons_edges_in_the_setup_and_the_bar(restored, size, language, percent):
    """No label's ink comes within two pixels of its button's drawn edge above or below (one on
    two lines or on a chip lower than `widgets.SHORT`), nor
    within three (a third of its size where more) of its sides: the setup with three players,
    and the board's bar at a purchase."""
    from test_app_guards import crowded_labels

    from byapar.app.scenes.setup import SetupScene

    app = app_in(size, language, percent)
    app.replace(SetupScene(app))
    app.frame(FRAME)
    click(app, "add_bot")
    widgets._button_cache.clear()
    crowded = crowded_labels(app, drawn(app))
    four_at_the_table(app, language)
    click(app, "roll")
    settle(app)
    widgets._button_cache.clear()
    crowded += crowded_labels(app, drawn(app))
    assert not crowded, crowded
