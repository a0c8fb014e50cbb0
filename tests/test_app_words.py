"""The table's words: prompts name only what is on offer, a Buy button shows the whole cost,
visiting jail and being sent there read differently, counts take the catalogue's plural, every
player and text colour stands out from its background (WCAG contrast at least 3:1), the worth
chart ends at the current round, edition names in Nepali, and no tooltip before the pointer moves.
"""

from __future__ import annotations

import json
import random

import pygame
import pytest
from app_helpers import button, click, settle, table
from edition_helpers import give, put_at
from helpers import card_on_top, jail, thrown_off, tries

from byapar.app import i18n, lang, widgets, words
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.presenter import Presenter
from byapar.app.scenes.game_log import LOG_BG
from byapar.app.scenes.stats import CHART_BG, worth_rows
from byapar.engine import load_edition, new_game

FRAME = 1 / 60


# ----- plurals ------------------------------------------------------------------------------------

def test_counts_take_the_plural_from_the_catalogue(home):
    assert t("dice_counts_title", n=1) == "Each total, 1 throw"
    assert t("dice_counts_title", n=2) == "Each total, 2 throws"
    assert t("deed_houses", n=1) == "With 1 house" and t("deed_houses", n=3) == "With 3 houses"
    assert t("deed_owned_airports", n=1) == "1 airport owned"
    assert t("building_left_houses", n=1).startswith("The bank has 1 house left")
    english = json.loads((i18n.LANG_DIR / "en.json").read_text(encoding="utf-8"))
    assert not [k for k, v in english.items() if "(s)" in v]


# ----- contrast -----------------------------------------------------------------------------------

def test_contrast_is_computed_as_wcag_says():
    assert th.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert th.contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("bg", [CHART_BG, (252, 248, 238), th.PANEL, LOG_BG, th.BG])
def test_every_player_colour_is_legible_where_it_is_drawn(bg):
    for colour in th.PLAYER_COLOURS:
        assert th.contrast(th.legible(colour, bg), bg) >= 3.0, (colour, bg)
    assert th.legible((0, 114, 178), (252, 248, 238)) == (0, 114, 178)  # already legible: unchanged


def test_the_interface_text_colours_stand_out_from_their_backgrounds():
    pairs = [(th.TEXT, th.PANEL), (th.MUTED, th.PANEL), (th.MUTED, CHART_BG), (th.LIGHT_TEXT, th.BG),
             (th.HIGHLIGHT, th.BG), (th.BAD, th.PANEL), (th.GOOD, th.PANEL), (th.TOOLTIP_TEXT, th.TOOLTIP_BG),
             (th.DISABLED[1], th.DISABLED[0])]
    pairs += [(text, fill) for fill, text, _edge in th.BUTTON_STYLES.values()]
    for fg, bg in pairs:
        assert th.contrast(fg, bg) >= 3.0, (fg, bg)


def test_a_player_name_in_the_log_reads_on_the_dark_log(home):
    app = App((1280, 800))
    board = table(app, "byapar", ("human", "bot"))
    for i in range(2):
        assert th.contrast(board.log.colour(("player", i)), LOG_BG) >= 4.5


# ----- the prompt and the Buy button ----------------------------------------------------------------

def test_the_prompt_names_only_what_is_on_offer(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "bot"), dice=[(2, 3)] * 10)
    g = board.game
    assert board.panel.get("trade").enabled and "trade" in board.actions.prompt()[0]
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == 5  # an airport: nothing to build after it
    click(app, "buy")
    settle(app)
    assert g.pending.kind == "end" and not board.panel.get("trade").enabled  # greyed in its place
    assert board.actions.prompt()[0] == "P0: end your turn"  # nothing to build, no trade after the throw
    give(g, 0, 1, 3)
    app.frame(FRAME)
    assert board.actions.prompt()[0] == "P0: build or end your turn"


def test_business_gst_buy_button_shows_the_price_with_gst(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "human"), dice=[(2, 2)] + [(1, 3)] * 10)
    g = board.game
    g.started[0] = True
    put_at(g, 0, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == 4
    whole = g.squares[4].price + g.gst(g.squares[4].price)
    assert g.gst(g.squares[4].price) > 0
    assert button(app, "buy").label == f"Buy for {board.session.money(whole)} with GST"
    cash = g.players[0].cash
    click(app, "buy")
    assert g.players[0].cash == cash - whole


def test_a_greyed_buy_says_the_price_the_cash_and_that_mortgage_raises_it(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "byapar", ("human", "human"), dice=[(1, 2)] * 10)
    g = board.game
    give(g, 0, 1)  # Humla, to mortgage
    g.players[0].cash = 400
    settle(app)
    click(app, "roll")  # three squares: Jumla, for sale, and Asha short of its price
    settle(app)
    assert g.pending.kind == "buy" and not button(app, "buy").enabled
    said = "Jumla costs Rs\xa0600; you have Rs\xa0400: mortgage or sell to raise Rs\xa0200, or choose Don't buy (auction)"
    assert button(app, "buy").tooltip == said and board.actions.prompt()[0] == said
    assert button(app, "manage_mortgage").enabled
    click(app, "manage_mortgage")
    click(app, "holding_mortgage_1")
    app.pop()
    settle(app)
    assert button(app, "buy").enabled and board.actions.prompt()[0].startswith("P0: buy Jumla")


# ----- jail in the log ---------------------------------------------------------------------------

def test_visiting_jail_and_being_sent_there_read_differently():
    game = new_game("byapar", ["Asha", "Bikash"], dice=[(4, 6), (5, 5), (6, 4)], seed=1)
    log = words.Words(game)
    lines = []
    game.players[0].position = 0
    game.apply("roll")  # ten squares: just visiting
    lines += [words.plain(x) for e in game.events for x in [log.line(e)] if x]
    assert "Asha is just visiting Jail" in lines and not any("landed on Jail" in x for x in lines)
    police = new_game("byapar", ["Asha", "Bikash"], dice=[(4, 6)], seed=1)
    put_at(police, 0, 20)
    log = words.Words(police)
    police.apply("roll")  # ten squares to the police square: sent to jail
    sent = [words.plain(x) for e in police.events for x in [log.line(e)] if x]
    assert "Police: Asha went to jail" in sent and not any("visiting" in x for x in sent)


# ----- one line per fact, in the order it happened ----------------------------------------------------

def told(game, log: words.Words, action: str) -> list[str]:
    """The log's lines for one action, in the order the log shows them."""
    return [words.plain(line) for lines in log.tell(game.apply(action)) for line in lines]


def test_passing_start_pays_the_salary_before_the_landing_is_told():
    game = new_game("byapar", ["Asha", "Bikash"], dice=[(3, 4)], seed=1)
    put_at(game, 0, 38)
    lines = told(game, words.Words(game), "roll")
    assert lines == ["Asha threw 3 and 4", "Asha collected Rs\xa02,000 salary",
                     "Asha landed on Gautam Buddha Airport"]


def test_the_jail_fine_is_one_line_paid_or_on_the_third_throw():
    game = new_game("byapar", ["Asha", "Bikash"], dice=[(1, 2)], seed=1)
    jail(game, 0)
    game.pending = game.turn_decision(0)
    assert told(game, words.Words(game), "pay-fine") == ["Asha paid the Rs\xa0500 fine and left jail"]
    third = new_game("byapar", ["Asha", "Bikash"], dice=[(1, 2)], seed=1)
    jail(third, 0)
    third.pending = third.turn_decision(0)
    third.players[0].jail_throws = 2
    assert told(third, words.Words(third), "roll") == [
        "Asha threw 1 and 2", "Asha paid the Rs\xa0500 fine on the third throw and left jail", "Asha landed on Janakpur"]


def test_landing_on_a_mortgaged_place_says_no_rent_is_due():
    game = new_game("byapar", ["Asha", "Bikash"], dice=[(1, 2)], seed=1)
    give(game, 1, 3, mortgaged=True)
    cash = game.players[0].cash
    assert told(game, words.Words(game), "roll")[-1] == "Asha paid no rent for Jumla: Bikash has it mortgaged"
    assert game.players[0].cash == cash


def test_repairs_with_nothing_built_say_nothing_is_paid():
    # Asha throws 1 + 2 from Birgunj onto Guthi and draws its repairs card, owning no building
    game = new_game("byapar", ["Asha", "Bikash"], dice=[(1, 2)], seed=1)
    put_at(game, 0, 14)
    card_on_top(game, "guthi", "repairs")
    cash = game.players[0].cash
    assert told(game, words.Words(game), "roll")[-1] == "Asha has no buildings: nothing to pay for the repairs"
    assert game.players[0].cash == cash


def test_a_tax_that_comes_to_nothing_is_told():
    # Business GST's GST square: Rs 50 a house, Rs 100 a hotel; Asha has no buildings
    game = new_game("business_gst", ["Asha", "Bikash"], dice=[(6, 5), (1, 2), (1, 2)], seed=1)
    thrown_off(game)
    put_at(game, 0, 28)
    cash = game.players[0].cash
    lines = told(game, words.Words(game), "roll")
    assert lines[-2:] == ["Asha landed on GST",
                          "Asha owed nothing at GST: it is charged on houses and hotels, and they have none (\u20b90)"]
    assert game.players[0].cash == cash


def test_an_income_tax_of_nothing_says_it_is_charged_on_places_owned():
    # Business GST's Income Tax: Rs 50 a place owned; Asha owns none
    game = new_game("business_gst", ["Asha", "Bikash"], dice=[(6, 5), (2, 3), (2, 3)], seed=1)
    thrown_off(game)
    cash = game.players[0].cash
    lines = told(game, words.Words(game), "roll")
    assert lines[-2:] == ["Asha landed on Income Tax",
                          "Asha owed nothing at Income Tax: it is charged on places owned, and they own none (\u20b90)"]
    assert game.players[0].cash == cash


# ----- the chart, edition names, tooltips ------------------------------------------------------------

def test_the_worth_chart_ends_at_the_current_round():
    game = new_game("byapar", ["Asha", "Bikash"], seed=4)
    for _ in tries(300, "round 3 comes"):
        if game.round >= 3:
            break
        game.apply(game.legal_actions()[0])
    rows = worth_rows(game)
    assert len(rows) - 1 == game.round  # row k is round k; the last is now


def test_edition_names_are_in_nepali_when_the_game_is(home):
    lang.use("ne")
    for name in ("byapar", "classic", "business_gst", "finance"):
        assert any("\u0900" <= ch <= "\u097f" for ch in lang.edition_name(load_edition(name)))
    lang.use("en")
    assert lang.edition_name(load_edition("classic")) == load_edition("classic").title


def test_no_tooltip_until_the_pointer_really_moves(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    monkeypatch.setattr(widgets, "_pointer_seen", False)
    panel = widgets.Panel()
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert not widgets.mouse_inside()  # the window system's motion at launch
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(9, 5), rel=(4, 0), buttons=(0, 0, 0)))
    assert widgets.mouse_inside()
    panel.handle(pygame.event.Event(pygame.WINDOWLEAVE))
    assert panel.hover is None


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_the_log_is_told_by_the_events_alone(edition):
    # Words kept on a copy of the table as it was at the start tells every event as Words on the
    # live game does: a line never depends on the state the game has moved on to.
    settings = {"opening": "twelve"} if edition == "business_gst" else {}
    game = new_game(edition, ["Asha", "Bikash", "Chandra"], settings=settings, seed=4)
    live, frozen = words.Words(game), words.Words(game.clone())
    pick = random.Random(4)
    lines = 0
    for _ in range(1500):
        if game.over:
            break
        legal = [a for a in game.legal_actions() if str(a) not in ("resign", "propose-end")]  # play on
        for ev in game.apply(pick.choice(legal)):
            said = live.line(ev)
            assert frozen.line(ev) == said, ev
            lines += said is not None
    assert lines > 500


class _Silent:
    def play(self, name: str) -> None:
        pass


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_the_table_shown_follows_from_the_events_alone(edition):
    # The presenter takes the table from the game once; after that its tokens and cash move by
    # the events only (here it holds a copy of the starting table), and they end where the live
    # game's are after every decision of random games.
    game = new_game(edition, ["Asha", "Bikash", "Chandra"], seed=5)
    shown = Presenter(game.clone(), lambda seat: False, _Silent())
    pick = random.Random(5)
    for _ in range(1500):
        if game.over:
            break
        legal = [a for a in game.legal_actions() if str(a) not in ("resign", "propose-end")]
        shown.push(game.apply(pick.choice(legal)))
        shown.skip()
        assert shown.cash == [p.cash for p in game.players]
        assert shown.positions == [float(p.position) for p in game.players]
    assert game.over or game.round > 5


def test_a_styled_log_line_is_set_as_closely_as_one_text():
    """"visiting " and "Jail" in their own colours stand as far apart as in one text (each word
    set alone left a space and a half: "just visiting  Jail")."""
    from byapar.app import drawing, fonts

    pygame.font.init()
    colours = {None: (200, 200, 200), "square": (240, 200, 90)}
    for size in (13, 14, 16):
        row, text = drawing.rich_rows([("Asha is just visiting ", None), ("Jail", "square")], size, 600,
                                      colours.get)[0]
        assert text == "Asha is just visiting Jail"
        assert row.get_bounding_rect().w <= fonts.ink(text, size).w, size


@pytest.mark.parametrize("language, dice_word", [("en", "Card"), ("ne", "कार्ड")])
def test_a_dice_chart_card_says_which_total_drew_it_on_the_card_and_in_the_log(home, language, dice_word):
    """Business GST's cards are printed against the throw's total: the same total, the same card.
    The card shown and its log line name the total, so a second "same card" reads as the rule."""
    lang.use(language)
    try:
        game = new_game("business_gst", ["Asha", "Bikash"], dice=[(3, 4)] * 4, seed=1, settings={"opening": "seat"})
        presenter = Presenter(game.clone(), lambda seat: True, _Silent())
        presenter.push(game.apply("roll"))  # 3+4 onto square 7, a chance card printed against 7
        drawn = [e for e in game.events if type(e).__name__ == "CardDrawn"]
        assert drawn and game.edition.decks[drawn[0].deck].chart
        total = lang.digits("7")
        told = [words.plain(line) for line in [words.Words(game).line(e) for e in game.events] if line]
        card_line = next(x for x in told if f"{dice_word} {total}" in x)
        deck = game.edition.decks[drawn[0].deck]
        assert card_line.endswith(lang.card_text(deck.cards[drawn[0].card]))
        for _ in tries(400, "the card turns up"):
            presenter.update(0.05)
            if presenter.card is not None:
                break
        assert presenter.card.text.startswith(f"{dice_word} {total}")
        assert [words.plain(line) for line in presenter.log][-1] == card_line
    finally:
        lang.use("en")


def test_a_business_gst_purchase_is_one_line_with_its_total_and_its_gst():
    game = new_game("business_gst", ["Asha", "Bikash"], dice=[(2, 2)], seed=1, settings={"opening": "seat"})
    game.started[0] = True
    put_at(game, 0, 0)
    log = words.Words(game)
    told(game, log, "roll")
    price = game.squares[4].price
    gst = game.gst(price)
    assert gst > 0
    money = lang.money
    lines = told(game, log, "buy")
    name = lang.square_name(game.edition.squares[4])
    assert lines == [f"Asha bought {name} for {money(price + gst, game.edition)} "
                     f"({money(price, game.edition)} + {money(gst, game.edition)} GST, 5% rounded to the nearest "
                     f"{money(50, game.edition)})"]  # the game's first GST line says the rounding


def test_business_gst_buy_prompt_says_the_price_and_its_gst(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "human"), dice=[(2, 2)] + [(1, 3)] * 10)
    g = board.game
    g.started[0] = True
    put_at(g, 0, 0)
    click(app, "roll")
    settle(app)
    price = g.squares[4].price
    money = board.session.money
    name = lang.square_name(g.edition.squares[4])
    assert board.actions.prompt()[0] == f"P0: buy {name} for {money(price)} + {money(g.gst(price))} GST?"
