"""Business GST said plainly, and what it draws readable at 800x600:

- the rounding of the tax (Rs 2,500 pays Rs 150, not 125) is said where the tax is first met: the
  buy button's tooltip, the game's first GST line in the log and the How to play page;
- a deed's table grows with the text size and never drops below the window's least size grown by it;
- the trade window's GST on a side's cash is set at the money label's size, not squeezed;
- the Trade button keeps its cell while a purchase is asked, in every edition: live where the
  book allows trading at any time (Finance), greyed with its reason elsewhere.
"""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, drawn, drawn_on_top, settle, table
from edition_helpers import give, put_at

from byapar.app import drawing, lang, words
from byapar.app import lang as L
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.trade import TradeScene
from byapar.engine import new_game
from byapar.help import page as help_page

LANGUAGES = ["en", "ne"]
TEXT_SIZES = [100, 125, 150]


def told(game, log: words.Words, action) -> list[str]:
    return [words.plain(line) for lines in log.tell(game.apply(action)) for line in lines]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_game_s_first_gst_line_says_the_rounding_and_the_next_leave_it_out(lang_back, language):
    lang.use(language)
    game = new_game("business_gst", ["Asha", "Bikash"], dice=[(1, 3), (1, 2)], seed=1, settings={"opening": "seat"})
    game.started[:] = [True, True]
    put_at(game, 0, 0)
    put_at(game, 1, 0)
    log = words.Words(game)
    rule = L.gst_rule(game.edition)
    assert L.digits("5%") in rule and L.money(50, game.edition) in rule
    told(game, log, "roll")
    first = told(game, log, "buy")  # Ahmedabad, Rs 4,000 and its Rs 200 GST
    assert len(first) == 1 and rule in first[0] and L.money(200, game.edition) in first[0]
    told(game, log, "end")
    told(game, log, "roll")
    second = told(game, log, "buy")  # Railways, Rs 9,500 and its Rs 500 GST (475 rounded)
    assert len(second) == 1 and L.money(500, game.edition) in second[0] and rule not in second[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_buy_button_s_tooltip_says_the_tax_and_its_rounding(lang_back, language):
    app = app_in((1280, 800), language)
    board = table(app, "business_gst", ("human", "human"), dice=[(2, 2)] + [(1, 3)] * 10)
    g = board.game
    g.started[0] = True
    put_at(g, 0, 0)
    click(app, "roll")
    settle(app)
    price = g.squares[4].price
    tip = button(app, "buy").tooltip
    assert L.gst_rule(g.edition) in tip
    assert board.session.money(price) in tip and board.session.money(g.gst(price)) in tip


@pytest.mark.parametrize("language", LANGUAGES)
def test_how_to_play_works_a_rounded_gst_out(lang_back, language):
    """5% of Rs 2,500 is Rs 125, a tie: the page shows it paying Rs 150."""
    lang.use(language)
    game = new_game("business_gst", ["Asha", "Bikash"], seed=1)
    money = lambda n: L.money(n, game.edition).replace("\xa0", " ")  # noqa: E731
    assert game.gst(2_500) == 150
    text = " ".join(" ".join(b.cells) for b in help_page(game.edition, game.settings, language, t)).replace("\xa0", " ")
    para = next(p for p in text.split("।") + text.split(". ") if money(2_500) in p)
    assert money(150) in para and money(125) in para


def deed_sizes(size: tuple[int, int], language: str, text_size: int) -> list[tuple[int, float, bool]]:
    """Every label and figure of a Business GST deed's table as drawn: (size, squeeze, cut)."""
    app = app_in(size, language, text_size)
    board = table(app, "business_gst", ("human", "human"))
    s = next(q for q, sq in enumerate(board.game.edition.squares) if sq.buyable)
    board.open_deed(s)
    settle(app)
    rows = {text for row in drawing.deed_rows(board.session, s) for text in row if text}
    seen = [(d.size, d.squeeze, d.cut) for d in drawn(app) if d.text in rows]
    assert len(seen) >= len(rows) - 1, (seen, rows)  # a label and its figure may read alike
    return seen


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_deed_at_800x600_grows_with_the_text_size_and_keeps_above_the_floor(lang_back, language):
    least = {}
    for text_size in TEXT_SIZES:
        seen = deed_sizes((800, 600), language, text_size)
        floor = th.text_floor((800, 600)) * text_size / 100
        assert not any(cut for _s, _q, cut in seen)
        assert all(s * q >= floor for s, q, _cut in seen), (text_size, seen)
        least[text_size] = min(s * q for s, q, _cut in seen)
    assert least[100] < least[125] < least[150], least


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_trade_window_s_gst_note_is_set_at_the_money_label_s_size(lang_back, language, text_size):
    app = app_in((800, 600), language, text_size)
    board = table(app, "business_gst", ("human", "human"))
    g = board.game
    places = [q for q, sq in enumerate(g.edition.squares) if sq.buyable]
    give(g, 0, places[0])
    give(g, 1, places[3])
    board.changed()
    settle(app)
    board.open_trade()
    settle(app)
    scene = app.top
    assert isinstance(scene, TradeScene)
    scene.set_cash("give", 2_500)
    settle(app)
    note = t("trade_gst_by", name=g.players[0].name, amount=board.session.money(g.gst(2_500)))
    shown = [d for d in drawn_on_top(app) if note in d.text]
    assert shown, "the GST on the cash is shown"
    label = th.size(15, app.screen)
    assert all(d.size * d.squeeze >= label and not d.cut for d in shown), [(d.text, d.size, d.squeeze) for d in shown]


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_the_trade_button_keeps_its_cell_while_a_purchase_is_asked(lang_back, edition):
    app = app_in((800, 600), "en")
    board = table(app, edition, ("human", "human"), dice=[(1, 2)] * 20)
    g = board.game
    if hasattr(g, "started"):
        g.started[:] = [True] * len(g.players)
    put_at(g, 0, 0)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy", g.pending
    trade = button(app, "trade")
    assert trade.enabled == g.can_offer()
    assert trade.enabled == g.edition.rules.trade_any_time  # Finance's book: trading at any time
    assert trade.tooltip
    if trade.enabled:
        click(app, "trade")
        settle(app)
        assert isinstance(app.top, TradeScene) and app.top.me == 0


def test_a_greyed_build_never_says_a_whole_group_where_three_of_five_will_do(home):
    """Business GST builds on three places of a group of five: the greyed Build says so, and
    nothing in its words asks for every place of the colour."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "business_gst", ("human", "medium"))
    g = board.game
    red = [s for s, sq in enumerate(g.edition.squares) if sq.group == "red"]
    give(g, 0, red[0])
    board.presenter.sync()
    board.changed()
    settle(app)
    tip = board.panel.get("manage_build").tooltip
    assert "You need 3 places of this group to build" in tip and "every place" not in tip, tip


def test_a_chart_card_says_it_is_the_card_for_the_throw_it_was_drawn_by() -> None:
    """Business GST's cards are drawn by the dice's total: a card says so in words, not as a bare
    "Dice 2:" that players read as unexplained."""
    from byapar.app import i18n
    from byapar.app import lang as L
    from byapar.engine import load_edition

    deck = next(d for d in load_edition("business_gst").decks.values() if d.chart)
    assert L.drawn_card_text(deck, 0).startswith("Card 2, for the 2 thrown: ")
    L.use("ne")
    try:
        assert L.drawn_card_text(deck, 5).startswith("कार्ड ७ (पासामा ७ आएकाले): ")
    finally:
        L.use("en")
    assert i18n.t("card_by_dice", total="7", text="x") == "Card 7, for the 7 thrown: x"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_round_of_building_says_its_gst_once_summed_in_its_own_line(lang_back, language):
    """Asha builds a house on each of Chandigarh, Shimla and Patna in one round: the log says so in
    one line with the three houses' GST added up, where it once said one tax before the round's
    line and two after it."""
    lang.use(language)
    game = new_game("business_gst", ["Asha", "Bikash"], seed=1, settings={"opening": "seat"})
    game.started[:] = [True, True]
    names = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    places = [names["Chandigarh"], names["Shimla"], names["Patna"]]
    give(game, 0, *places)
    log = words.Words(game)
    cash = game.players[0].cash
    lines = told(game, log, f"build-round {places[0]}")
    taxed = cash - game.players[0].cash - sum(game.edition.squares[s].house_cost for s in places)
    assert taxed > 0 and all(game.buildings(s) == 1 for s in places)
    assert len(lines) == 1, lines
    assert L.money(taxed, game.edition) in lines[0] and all(L.square_name(game.edition.squares[s]) in lines[0]
                                                             for s in places), lines
