"""Seats that belong to their people, played through the real UI at a table shared by several
people: undo acts only for the person whose decision it is, the Menu keeps the log, the cards
follow the table, hints and reasons speak to the right person, ending and resigning say whose
and why."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    BOT_HUNG,
    FRAME,
    SETTLE_FRAMES,
    board_of,
    button,
    click,
    click_at,
    clicks_settled,
    drawn,
    drawn_on_top,
    drawn_texts,
    erase,
    family,
    menu_as_asked,
    settle,
    take_laptop,
    type_text,
)
from helpers import give

from byapar.app import i18n, lang
from byapar.app.app import REACTION, App
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

JUMLA = 3  # Rs 1,200 (a throw of 1+2 from Start)


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def ctrl_z(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    app.frame(FRAME)


def button_ids(app: App) -> list[str]:
    return [b.id for b in app.top.panel.buttons]


def last_log(scene: BoardScene) -> str:
    return "".join(text for text, _ in scene.presenter.log[-1])


# ----- undo belongs to the person whose decision it is ----------------------------------------

def test_the_next_person_cannot_undo_the_last_ones_turn(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    clicks_settled(app, "roll", "buy", "end")
    assert g.pending == (1, "roll", None, 0, None)  # Sita at the laptop now
    assert not button(app, "undo").enabled
    ctrl_z(app)  # through the band passing the table to Sita: it only puts the band away
    assert scene.handover.showing is None and g.owner(JUMLA) == 0 and not scene.message
    ctrl_z(app)
    assert g.owner(JUMLA) == 0 and g.pending.player == 1  # Bikash's purchase and End stand
    assert scene.message == i18n.t("undo_refused")


def test_an_answer_to_a_trade_is_not_undone_by_the_one_who_offered(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    settle(app)
    scene.act("offer 1 give cash:300 get -")
    settle(app)
    take_laptop(app)
    click(app, "accept")  # Sita takes the gift at the laptop
    settle(app)
    assert g.pending.player == 0 and g.players[1].cash == 15_300
    assert not button(app, "undo").enabled
    ctrl_z(app)
    assert g.players[1].cash == 15_300 and g.history[-1] == "accept"


def test_undo_takes_back_only_since_the_decision_came_and_the_log_says_who_and_what(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    click(app, "undo")
    settle(app)
    assert g.owner(JUMLA) is None and g.pending.kind == "buy"
    assert last_log(scene) == "Bikash took back buying Jumla"
    assert not button(app, "undo").enabled  # the throw before it stays


# ----- the Menu keeps the record -----------------------------------------------------------------

def test_the_menu_keeps_the_log_and_the_throws_when_ending_is_proposed_there(app):
    scene = family(app, ["Bikash", "Sita"], bots=("Bot A",))
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    log = [list(line) for line in scene.presenter.log]
    assert any("Jumla" in text for line in log for text, _ in line)
    click(app, "menu")
    click(app, "end_game")
    click(app, "end_game")  # Bikash proposes the end (the second click confirms); Sita answers on the board
    board = board_of(app)
    settle(app)
    assert board is not scene and board.presenter.log[: len(log)] == log
    assert board.presenter.dice_history == [(0, 1, 2)]
    assert "1+2" in board._history_text(board.board.centre)[0]


def test_continue_from_the_menu_goes_back_to_the_same_table(app):
    scene = family(app, ["Bikash", "Sita"])
    scene.session.autosave_on = True
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    click(app, "undo")  # a line no replay of the save could tell again
    settle(app)
    log = [list(line) for line in scene.presenter.log]
    click(app, "menu")
    click(app, "continue")
    board = board_of(app)
    assert board.session is scene.session and board.presenter.log == log


# ----- the cards follow the table ----------------------------------------------------------------

def shown_equals_game(scene: BoardScene) -> None:
    g = scene.game
    shown = scene.presenter.table
    assert scene.presenter.cash == [p.cash for p in g.players]
    assert shown.owner == [g.owner(s) for s in range(len(g.edition.squares))]
    assert shown.bankrupt == [p.bankrupt for p in g.players]


def test_a_resignation_from_the_menu_shows_on_the_card_as_it_is(app):
    family(app, ["Asha", "Bikash", "Sita"])
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    click(app, "menu")
    click(app, "resign")
    click(app, "resign")  # the second click confirms
    board = board_of(app)
    settle(app)
    assert board.game.players[0].bankrupt and board.game.players[0].cash == 0
    shown_equals_game(board)
    assert board.game.owner(JUMLA) is None
    lines = ["".join(text for text, _ in line) for line in board.presenter.log]
    assert "Asha resigns; everything goes back to the bank" in lines
    assert not [x for x in lines if "bankrupt" in x]  # said once, as a resignation


def test_a_trade_answered_after_the_table_is_opened_again_moves_the_place_on_the_cards(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 0, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give 3 get cash:500")  # Bikash offers Jumla; Sita must answer
    settle(app)
    again = Session(g.__class__.from_dict(g.to_dict()), scene.session.seats)  # the table opened again
    again.autosave_on = False
    board = BoardScene(app, again)
    app.replace(board)
    settle(app)
    click(app, "accept")
    settle(app)
    assert again.game.owner(JUMLA) == 1
    shown_equals_game(board)


# ----- words for the right person ------------------------------------------------------------------

def test_a_hint_from_one_turn_is_gone_when_the_next_person_plays(app):
    scene = family(app, ["Bikash", "Sita"], dice=[(2, 2), (1, 2)] + [(2, 3)] * 60, settings={"auction": False})
    g = scene.game
    hints = scene.session.comfort.hints
    click(app, "roll")  # doubles: the hint says Bikash throws again
    settle(app)
    assert hints.current is not None and hints.current.key == "hint_doubles"
    for verb in ("roll", "decline", "end"):  # Bikash's second throw, then his turn ends
        if button_ids(app).count(verb):
            click(app, verb)
            settle(app)
    assert g.pending == (1, "roll", None, 0, None)
    assert hints.current is None


def test_another_persons_place_shows_no_buttons_or_reasons_of_theirs(app):
    scene = family(app, ["Bikash", "Sita"])
    give(scene.game, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    click_at(app, scene.board.squares[JUMLA].center)
    ids = [b.id for b in app.top.panel.buttons]
    assert not [i for i in ids if i.startswith("deed_") and i != "deed_close"], ids
    assert scene.deed_note == "Sita's place: what Sita may do with it shows in Sita's own turn"


# ----- ending and resigning say whose, what stands and why ----------------------------------------

def test_the_menu_names_whose_proposal_or_resignation_it_is(app):
    family(app, ["Bikash", "Sita"])
    click(app, "menu")
    assert button(app, "end_game").label == "Bikash: propose ending the game"
    assert button(app, "resign").label == "Bikash: resign"


def test_a_vote_on_ending_shows_the_standings_it_would_end_on(app):
    scene = family(app, ["Bikash", "Sita", "Asha"])
    g = scene.game
    g.players[2].cash += 4_000  # Asha richest, Bikash and Sita level
    scene.presenter.sync()
    click(app, "menu")
    click(app, "end_game")
    click(app, "end_game")
    settle(app)
    assert g.pending.kind == "agree" and g.pending.player == 1
    take_laptop(app)  # the standings are Sita's to see once she has the laptop
    texts = drawn_texts(app)
    assert "Standings if the game ends now" in texts
    ranked = [x for x in texts if x[:2] in ("1.", "2.", "3.")]
    assert ranked[0] == "1. Asha" and set(ranked[1:]) == {"2. Bikash", "2. Sita"}  # level: they share a rank
    assert "Rs\u00a019,000" in texts


def test_game_over_says_it_ended_by_agreement_and_that_a_resigned_player_resigned(app):
    family(app, ["Bikash", "Sita", "Asha"])
    click(app, "menu")
    click(app, "resign")
    click(app, "resign")  # Bikash resigns: his card says so
    settle(app)
    assert board_of(app).cards._state(0) == ["Resigned"]
    menu_as_asked(app)  # Sita takes the laptop
    click(app, "end_game")
    click(app, "end_game")  # Sita proposes the end, Asha agrees
    settle(app)
    take_laptop(app)
    click(app, "agree_end")
    settle(app)
    assert type(app.top).__name__ == "GameOverScene"
    texts = drawn_texts(app)
    assert i18n.t("over_why_agreement") in texts
    assert "Resigned" in texts and "Bankrupt" not in texts


# ----- setup: bots named as bots, typed names kept ---------------------------------------------------

def name_field(app: App, i: int):
    return next(f for f in app.top.panel.fields if f.id == f"name_{i}")


def test_setup_names_bots_as_bots_and_keeps_a_typed_name_when_the_seat_turns_human(app):
    app.push("setup")
    app.frame(FRAME)
    setup = app.top
    assert [s["name"] for s in setup.seats] == ["Player 1", "Bot A"]
    click(app, "add_bot")
    assert setup.seats[2]["name"] == "Bot B"
    click_at(app, name_field(app, 1).rect.center)
    erase(app, 10)
    type_text(app, "Sita")
    click(app, "kind_1_human")
    assert setup.seats[1] == dict(setup.seats[1], name="Sita", kind="human")
    click(app, "kind_1_easy")  # and back to a bot: still Sita's own name
    assert setup.seats[1]["name"] == "Sita"
    click(app, "kind_2_human")  # an untouched bot seat turning human gets a person's default
    assert setup.seats[2]["name"] == "Player 3"


# ----- trades: a counter is its maker's offer; the log says what changed hands ----------------------

HUMLA = 1


def test_a_counter_leaves_the_first_offerer_their_offers_and_the_log_names_the_places(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 0, HUMLA)
    give(g, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:500 get 3")  # Bikash: Rs 500 for Jumla
    settle(app)
    take_laptop(app)
    click(app, "counter")  # Sita: Jumla for Rs 500 and Humla
    click(app, "get_sq_1")
    click(app, "offer")
    settle(app)
    assert g.pending.player == 0 and g.offers_left(0) == 2
    take_laptop(app)
    click(app, "accept")
    settle(app)
    assert g.owner(JUMLA) == 0 and g.owner(HUMLA) == 1
    lines = ["".join(text for text, _ in line) for line in scene.presenter.log]
    assert "Bikash accepted Sita's counter-offer: Sita gives Jumla; Bikash gives Humla and Rs\u00a0500" in lines
    assert button(app, "trade").enabled and button(app, "trade").label in (
        i18n.t("btn_trade_left", left=2), i18n.t("btn_trade", left=2))


# ----- building by the group, on the deed -----------------------------------------------------------

FARWEST = (6, 8, 9)  # house cost Rs 500 each


def farwest(app: App, cash: int | None = None) -> BoardScene:
    scene = family(app, ["Bikash", "Sita"])
    give(scene.game, 0, *FARWEST)
    if cash is not None:
        scene.game.players[0].cash = cash
    scene.presenter.sync()
    settle(app)
    click_at(app, scene.board.squares[8].center)
    return scene


def test_build_a_round_on_the_deed_and_undo_takes_the_whole_round_back(app):
    scene = farwest(app)
    g = scene.game
    assert button(app, "deed_build-round").label == "Build one on each (Rs\u00a01,500)"
    click(app, "deed_build-round")
    settle(app)
    assert [g.buildings(s) for s in FARWEST] == [1, 1, 1] and g.players[0].cash == 13_500
    ctrl_z(app)
    settle(app)
    assert [g.buildings(s) for s in FARWEST] == [0, 0, 0] and g.players[0].cash == 15_000
    assert last_log(scene) == "Bikash took back the buildings built on Mahendranagar's group"


def test_build_to_goes_as_far_as_the_money_allows_and_a_short_round_says_why(app):
    scene = farwest(app, cash=5_000)
    g = scene.game
    assert button(app, "deed_build-to").label == "Build to 3 houses (Rs\u00a04,500)"
    click(app, "deed_build-to")
    settle(app)
    assert [g.buildings(s) for s in FARWEST] == [3, 3, 3] and g.players[0].cash == 500
    round_button = button(app, "deed_build-round")
    assert not round_button.enabled
    assert round_button.tooltip == "A round on this group costs Rs\u00a01,500; there is only Rs\u00a0500"


@pytest.mark.parametrize("cash", [7_000, 15_000])
def test_building_to_houses_and_to_hotels_are_two_buttons_whatever_the_cash(app, cash):
    scene = farwest(app, cash=cash)
    g = scene.game
    houses, hotels = button(app, "deed_build-to"), button(app, "deed_build-to-hotel")
    assert houses.enabled and houses.label == "Build to 4 houses (Rs\u00a06,000)"
    assert hotels.label.startswith("Build to hotels") and hotels.enabled == (cash >= 7_500)
    if not hotels.enabled:  # greyed with its reason: five rounds against the cash
        assert hotels.tooltip == "that costs Rs\u00a07,500 in all; you have Rs\u00a07,000"
        click(app, "deed_build-to")
        settle(app)
        assert [g.buildings(s) for s in FARWEST] == [4, 4, 4] and g.players[0].cash == 1_000
        # one round from hotels, the round's button is the one way there: no build-to beside it
        assert not shown(app, "deed_build-to") and not shown(app, "deed_build-to-hotel")
        assert button(app, "deed_build-round").label == "Build a hotel on each"
        return
    click(app, "deed_build-to-hotel")
    settle(app)
    assert [g.buildings(s) for s in FARWEST] == [5, 5, 5] and g.players[0].cash == 7_500
    assert not shown(app, "deed_build-to") and not shown(app, "deed_build-to-hotel")
    assert button(app, "deed_build-round").tooltip == "Mahendranagar is fully built"


def shown(app: App, button_id: str) -> bool:
    return app.top.panel.get(button_id) is not None


def test_sell_a_round_asks_first_then_sells_one_off_each(app):
    scene = farwest(app)
    g = scene.game
    click(app, "deed_build-round")
    settle(app)
    click(app, "deed_sell-round")
    assert [g.buildings(s) for s in FARWEST] == [1, 1, 1]  # asked first, nothing sold yet
    click(app, "deed_confirm")
    settle(app)
    assert [g.buildings(s) for s in FARWEST] == [0, 0, 0] and g.players[0].cash == 14_250


# ----- who owns what ------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_who_owns_what_opens_in_one_click_and_shows_every_place_readably(home, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 0, *FARWEST, level=2)
    give(g, 1, JUMLA, mortgaged=True)
    click(app, "owners")
    assert type(app.top).__name__ == "OwnersScene"
    seen = drawn_on_top(app)
    texts = [d.text for d in seen]
    places = [s for s in g.edition.squares if s.kind in ("place", "transport", "service")]
    for sq in places:
        assert sq.name in texts
    assert texts.count("Bikash") == 3 and texts.count("Sita") == 1
    assert texts.count("2 houses") == 3 and "mortgaged" in texts
    assert not [d.text for d in seen if d.cut], "nothing cut"
    inside = app.top.rect
    assert all(inside.contains(d.box) for d in seen)
    click(app, "close")
    assert app.top is scene


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_who_owns_what_sets_each_note_beside_its_own_place(home, size):
    # A note ("2 houses", "mortgaged") is nearer its own owner's name, left of it on its row, than
    # anything to its right: the next column's place must not read as the one it belongs to.
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    scene = family(app, ["Bikash", "Sita"])
    give(scene.game, 0, 1, JUMLA, level=2)  # Humla and Jumla, whose notes stood beside Ilam and Dharan
    give(scene.game, 1, *FARWEST, mortgaged=True)
    click(app, "owners")
    seen = [(d.text, d.ink[0]) for d in drawn_on_top(app) if d.ink]
    notes = [(text, ink) for text, ink in seen if text in ("2 houses", "mortgaged")]
    assert len(notes) == 5
    for text, ink in notes:
        row = [(other, r) for other, r in seen if abs(r.centery - ink.centery) < ink.h // 2 and r is not ink]
        left = max((r.right for _, r in row if r.right <= ink.x), default=None)
        owner = next(other for other, r in row if r.right == left)
        right = min((r.x for _, r in row if r.x >= ink.right), default=None)
        assert owner in ("Bikash", "Sita"), (text, owner)
        assert right is None or ink.x - left < right - ink.right, (text, owner, ink, left, right)
    click(app, "close")


def test_setup_in_nepali_gives_the_seats_named_in_english_their_nepali_defaults(app):
    # Seats kept from an English game: the names the setup gave turn Nepali, a typed one stays.
    app.prefs["seats"] = [default_seat(0, "human", "Player 1"), default_seat(1, "easy", "Bot A"),
                          default_seat(2, "hard", "Bot B"), default_seat(3, "human", "Sita")]
    app.prefs["language"] = "ne"
    lang.use("ne")
    try:
        app.push("setup")
        app.frame(FRAME)
        assert [s["name"] for s in app.top.seats] == ["खेलाडी १", "बोट क", "बोट ख", "Sita"]
        app.pop()
    finally:
        lang.use("en")
    app.prefs["seats"] = [default_seat(0, "human", "खेलाडी १"), default_seat(1, "easy", "बोट क")]
    app.push("setup")
    app.frame(FRAME)
    assert [s["name"] for s in app.top.seats] == ["Player 1", "Bot A"]  # and back in English


def test_continue_returns_to_a_game_that_could_not_be_saved(app):
    scene = family(app, ["Bikash", "Sita"])  # autosave off: no file to continue from
    click(app, "roll")
    settle(app)
    click(app, "menu")
    click(app, "continue")
    assert board_of(app).session is scene.session and scene.game.history == ["roll"]


# ----- text size ----------------------------------------------------------------------------------

def ink_height(app: App, text: str) -> int:
    found = [d for d in drawn(app) if d.text == text]
    assert found, f"{text!r} not drawn"
    return max(r.h for r in found[0].ink)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_text_size_setting_makes_the_table_and_the_menus_bigger(home, size):
    from byapar.app import theme as th

    app = App(size)
    app.prefs["bot_speed"] = "instant"
    try:
        app.replace("menu")
        app.frame(FRAME)
        scene = family(app, ["Bikash", "Sita"])
        prompt = "Bikash: your throw, or offer a trade first"
        small_prompt = ink_height(app, prompt)
        click(app, "menu")
        line = lang.edition_tagline(scene.game.edition)  # under the game's Menu title: what its board is
        small = ink_height(app, line)
        click(app, "settings")
        click(app, "text_size_150")
        assert app.prefs["text_size"] == 150
        click(app, "done")
        assert ink_height(app, line) >= small * 1.3
        click(app, "continue")
        assert board_of(app).session is scene.session
        assert ink_height(app, prompt) >= small_prompt * 1.3
        assert App(size).prefs["text_size"] == 150  # kept for the next time
    finally:
        th.set_text_size(100)


# ----- each hand-over between people plain on screen ------------------------------------------------

def test_the_table_passing_to_another_person_is_said_and_their_open_deed_closes(app):
    scene = family(app, ["Bikash", "Sita"], bots=("Bot A",))
    g = scene.game
    assert scene.handover.showing == 0  # the first turn: over to Bikash
    click(app, "roll")
    assert scene.handover.showing is None  # a click puts the band away
    settle(app)
    click(app, "buy")
    settle(app)
    click_at(app, scene.board.squares[JUMLA].center)  # Bikash looks at his new place
    assert scene.selected == JUMLA
    click(app, "end")
    settle(app)
    assert g.pending == (1, "roll", None, 0, None)
    assert scene.handover.showing == 1 and scene.selected is None
    assert "Over to Sita" in [d.text for d in drawn(app)]
    for _ in range(int(3 / FRAME)):
        app.frame(FRAME)
    assert scene.handover.showing is None  # its moment over by itself (the band stands while Sita's turn waits)


def test_no_band_when_one_person_plays_bots(app):
    scene = family(app, ["Asha"], bots=("Bot A",))
    click(app, "roll")
    settle(app)
    assert scene.handover.showing is None


def test_a_bot_s_card_goes_when_the_band_passing_the_table_comes(app):
    app.prefs["bot_speed"] = "normal"  # the bot's card stays up a moment, as a person sees it
    # Bikash and Sita visit the jail; Bot A throws 2+5 onto Bhagya and draws
    scene = family(app, ["Bikash", "Sita"], bots=("Bot A",), dice=[(4, 6), (4, 6), (2, 5)] + [(1, 2)] * 40)
    scene.set_speed()
    for _ in range(2):
        settle(app)
        click(app, "roll")
        settle(app)
        click(app, "end")
    cards, both = 0, 0
    for _ in range(SETTLE_FRAMES):
        app.frame(FRAME)
        if scene.controller.reading():
            scene.controller.wait(BOT_HUNG)
        cards += scene.presenter.card is not None
        both += scene.presenter.card is not None and scene.handover.showing is not None
        if scene.handover.showing == 0:
            break
    assert scene.handover.showing == 0, "the table never passed back to Bikash"
    assert cards, "Bot A's card was never shown"
    assert not both, f"the card and the band were on screen together for {both} frames"


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_the_add_buttons_stay_put_so_a_second_click_adds_again(home, size):
    app = App(size)
    app.push("setup")
    app.frame(FRAME)
    setup = app.top
    spot = app.top.panel.get("add_bot").rect.copy()
    human = app.top.panel.get("add_human").rect.copy()
    while len(setup.seats) < setup.edition.rules.max_players:
        n = len(setup.seats)
        for _ in range(int(REACTION / FRAME) + 1):  # a click apart from the last, not a double-click
            app.frame(FRAME)
        click_at(app, spot.center)  # clicked again and again where Add a bot first stood
        assert len(setup.seats) == n + 1 and setup.seats[-1]["kind"] != "human"
        add = app.top.panel.get("add_bot")
        assert add is None or (add.rect == spot and app.top.panel.get("add_human").rect == human)
    kinds = [s["kind"] for s in setup.seats]
    assert app.top.panel.at(spot.center) is None  # the table full: nothing there to press
    click_at(app, spot.center)
    assert [s["kind"] for s in setup.seats] == kinds


def test_an_undone_mortgage_is_told_as_mortgaging_taken_back(app):
    """"took back the mortgage of Jumla" read as if the loan had been paid off."""
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    give(g, 0, JUMLA)
    settle(app)
    scene.act(f"mortgage {JUMLA}")
    settle(app)
    assert g.mortgages[JUMLA]
    click(app, "undo")
    settle(app)
    assert not g.mortgages[JUMLA]
    assert last_log(scene) == "Bikash took back mortgaging Jumla"


def test_the_laptop_passes_on_after_a_resignation_that_leaves_one_person(app):
    """Asha resigns from the Menu in her turn, beside Bikash and a bot: Bikash, now the only person
    playing, still takes the laptop from her before his throw works."""
    family(app, ["Asha", "Bikash"], bots=("Bot A",))
    click(app, "menu")
    click(app, "resign")
    click(app, "resign")
    settle(app)
    board = board_of(app)
    assert board.game.players[0].bankrupt and board.game.pending.player == 1
    assert button(app, "ready").label == i18n.t("btn_pass_ready", name="Bikash")
    assert app.top.panel.get("roll") is None
    take_laptop(app)
    click(app, "roll")
    assert board.game.history[-1] == "roll"
