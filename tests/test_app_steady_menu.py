"""A game's Menu keeps one layout on every visit, and no tooltip covers a control it isn't for."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, app_in, click, drawn, open_board, settle
from test_app_ending import table, to_menu

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.session import Session, default_seat


def places(app: App) -> dict[str, tuple]:
    return {b.id: tuple(b.rect) for b in app.top.panel.buttons}


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_game_s_menu_buttons_stand_in_the_same_places_on_every_visit(home, size, language):
    app = App(size)
    lang.use(language)
    table(app, ["human", "human", "medium"])
    menu = to_menu(app)
    assert menu._end_notice()  # at Asha's throw she may propose the end: its notice shows
    first = places(app)
    click(app, "continue")
    settle(app)
    click(app, "roll")
    settle(app)
    menu = to_menu(app)
    assert not menu._end_notice()  # a place for sale: no proposal now, no notice
    assert not menu.panel.get("end_game").enabled  # greyed, not gone
    assert places(app) == first


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_greyed_proposal_of_the_end_says_why_under_the_buttons(home, size, language):
    """Mid-move (a place for sale) and once proposed this turn, Asha's greyed proposal of the end
    says why in a line of the Menu's own, whole and clear of every button, and in its tooltip."""
    app = App(size)
    lang.use(language)
    board = table(app, ["human", "human", "medium"])
    click(app, "roll")
    settle(app)
    for why, end_asked in (("menu_end_why_mid", False), ("menu_end_why_asked", True)):
        board.session.game.end_asked = end_asked
        menu = to_menu(app)
        app.frame(FRAME)
        line = t(why, name="Asha")
        assert not menu.panel.get("end_game").enabled and menu.panel.get("end_game").tooltip == line
        shown = [d for d in drawn(app) if d.text == line]
        assert shown and not shown[0].cut, line
        assert not any(b.rect.colliderect(shown[0].box) for b in menu.panel.buttons)
        click(app, "continue")
        settle(app)


def hover(app: App, button_id: str) -> pygame.Rect:
    """Rest the mouse on a button until its tooltip shows; the box the tooltip's words are drawn in."""
    b = app.top.panel.get(button_id)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(int(widgets.TOOLTIP_DELAY / FRAME) + 3):
        app.frame(FRAME)
    tip = b.tooltip
    boxes = [d.box for d in drawn(app) if d.text == tip]
    assert boxes, f"the tooltip of {button_id!r} was not drawn"
    return boxes[-1]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_no_menu_tooltip_covers_another_button(home, size, language):
    app = App(size)
    lang.use(language)
    table(app, ["human", "human", "medium"])
    menu = to_menu(app)
    for b in list(menu.panel.buttons):
        tip = hover(app, b.id)
        covered = [o.id for o in app.top.panel.buttons if o is not b and o.rect.colliderect(tip)]
        assert not covered, f"{b.id!r}'s tooltip covers {covered}"
        assert app.screen.get_rect().contains(tip)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_bots_saying_no_to_the_end_squeeze_no_button_at_the_largest_text(home, size, language):
    """Alone against three bots who are all behind, at 150%: the Menu's buttons keep the places
    and sizes they have when the bots would agree, each label whole; proposing the end says
    why the bots would say no in the room below the buttons, whole."""
    from byapar.app import theme as th
    from byapar.app.scenes.menu import notice_box

    app = App(size)
    lang.use(language)
    th.set_text_size(150)
    try:
        kinds = ["human", "medium", "medium", "medium"]
        seats = [default_seat(i, k, n) for i, (k, n) in enumerate(zip(kinds, ("Asha", "Bikash", "Chandra", "Dipa"),
                                                                          strict=True))]
        app.prefs["bot_speed"] = "instant"
        board = open_board(app, Session.start("byapar", seats, {}, seed=3, dice=[(2, 3)] * 40))
        to_menu(app)
        agreed = places(app)
        click(app, "continue")
        settle(app)
        for seat in (1, 2, 3):  # each bot behind Asha: each would say no, with its reason
            board.game.players[seat].cash -= 300
        menu = to_menu(app)
        app.frame(FRAME)
        assert places(app) == agreed
        assert all(b.rect.h >= 30 for b in menu.panel.buttons)
        labels = {b.label for b in menu.panel.buttons}
        assert not [d.text for d in drawn(app) if d.text in labels and d.cut]
        click(app, "end_game")
        app.frame(FRAME)
        notice = menu.notice
        assert "Dipa" in notice and places(app) == agreed
        box = notice_box(notice, size)
        assert not [b.id for b in menu.panel.buttons if b.rect.colliderect(box)]
        shown = [d for d in drawn(app) if d.text == notice]
        assert shown and not shown[0].cut
    finally:
        th.set_text_size(100)
        lang.use("en")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_during_the_throw_off_the_menu_says_everyone_is_throwing_to_see_who_starts(home, size, language):
    app = App(size)
    lang.use(language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash"), default_seat(2, "medium", "Bot")]
    board = open_board(app, Session.start("classic", seats, {"opening": "throw"}, seed=3, dice=[(2, 3), (4, 4)] * 10))
    assert board.game.pending.kind == "throw"
    menu = to_menu(app)
    app.frame(FRAME)
    line = t("menu_end_why_throw_off")
    assert not menu.panel.get("end_game").enabled and menu.panel.get("end_game").tooltip == line
    assert t("menu_end_why_mid", name="Asha") not in [d.text for d in drawn(app)]
    shown = [d for d in drawn(app) if d.text == line]
    assert shown and not shown[0].cut, line
    assert not any(b.rect.colliderect(shown[0].box) for b in menu.panel.buttons)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_bots_that_would_say_no_alike_are_named_in_one_sentence(home, size, language):
    """Three bots behind Asha would each say no for the same reason: the proposal's notice names
    them together, each one's amount behind in order, not one near-identical sentence each."""
    from byapar.app import lang as L

    app = App(size)
    lang.use(language)
    app.prefs["bot_speed"] = "instant"
    seats = [default_seat(0, "human", "Asha")] + [default_seat(i, "medium", f"Bot {c}") for i, c in ((1, "A"), (2, "B"), (3, "C"))]
    board = open_board(app, Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(2, 3)] * 30))
    game = board.game
    for seat, short in ((1, 300), (2, 200), (3, 100)):
        game.players[seat].cash -= short
    menu = to_menu(app)
    click(app, "end_game")
    app.frame(FRAME)
    amounts = [L.money(game.worth(0) - game.worth(seat), game.edition) for seat in (1, 2, 3)]
    rounds = game.settings.rounds - game.round + 1
    bots = [game.players[seat].name for seat in (1, 2, 3)]
    one = t("menu_end_bots_would", names=", ".join(bots[:2]) + t("and") + bots[2], leader="Asha",
            amounts=", ".join(amounts[:2]) + t("and") + amounts[2], rounds=rounds)
    notice = menu.notice
    assert one in notice and notice.count(one) == 1, notice
    assert all(notice.count(bot) == 1 for bot in bots), notice  # no sentence of one bot's own
    shown = [d for d in drawn(app) if d.text == notice]
    assert shown and not shown[0].cut
    assert not [b.id for b in menu.panel.buttons if b.rect.colliderect(shown[0].box)]


def _rows(size: tuple[int, int], language: str, text_size: int) -> list[tuple[str, ...]]:
    """A game's Menu as its rows of buttons, each read left to right."""
    app = app_in(size, language, text_size)
    table(app, ["human", "human", "medium"])
    to_menu(app)
    rows: dict[int, list] = {}
    for b in app.top.panel.buttons:
        rows.setdefault(b.rect.y, []).append(b)
    return [tuple(b.id for b in sorted(row, key=lambda b: b.rect.x)) for _, row in sorted(rows.items())]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_game_s_menu_sets_its_buttons_out_alike_in_both_languages_at_every_text_size(home, size):
    """The same buttons side by side in the same rows whatever the language and the text size
    (at 800x600 two columns once paired Continue with Load at one size and with Play with friends
    at another, as the labels fitted)."""
    layouts = {(language, text_size): _rows(size, language, text_size)
               for language in ("en", "ne") for text_size in th.TEXT_SIZES}
    assert len({tuple(rows) for rows in layouts.values()}) == 1, layouts
