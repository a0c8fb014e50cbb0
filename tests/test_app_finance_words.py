"""Finance has no mortgages: the bank buys houses and lots back at half their price. Every line a
player reads there raises money by selling to the bank, never by mortgaging: the debt's panel,
its buttons' tooltips, the log, and a buy prompt short of cash, in English and in Nepali."""

from __future__ import annotations

import json
import string

import pytest
from app_helpers import app_in, click, click_at, drawn_texts, settle, table
from helpers import give, set_cash

from byapar.app import lang as L
from byapar.app.i18n import LANG_DIR, t
from byapar.app.scenes.trade import reason_line
from byapar.app.words import plain
from byapar.bots.trading import Reply

GOAT_ALLEY, WAYBACK, RUBEVILLE = 1, 3, 6
# How each catalogue names mortgaging: the English word's stem, the Nepali word for a pledge.
MORTGAGING = {"en": "mortgag", "ne": "धितो"}
WINDOWS = [("en", (1280, 800), 100), ("ne", (800, 600), 150)]


def catalogue(code: str) -> dict[str, str]:
    return json.loads((LANG_DIR / f"{code}.json").read_text(encoding="utf-8"))


def finance_table(language: str, size: tuple[int, int], text_size: int, asha_cash: int, throw: tuple[int, int]):
    """Asha and Bikash at Finance: Asha holds Goat Alley with a house beyond its own and has
    `asha_cash`; Bikash holds Wayback with three houses. Asha's first throw is `throw`."""
    app = app_in(size, language, text_size)
    board = table(app, "finance", ("human", "human"), dice=[throw] + [(2, 3)] * 10, names=["Asha", "Bikash"])
    g = board.game
    settle(app)
    give(g, 1, WAYBACK)
    g.levels[WAYBACK] = g.marker_floor(WAYBACK) + 3
    give(g, 0, GOAT_ALLEY)
    g.levels[GOAT_ALLEY] = g.marker_floor(GOAT_ALLEY) + 1
    set_cash(g, 0, asha_cash)
    board.presenter.sync()
    board.changed()
    settle(app)
    return app, board


def read_on_screen(app) -> list[str]:
    """Every line drawn, and every tooltip the buttons on top would show."""
    return drawn_texts(app) + [b.tooltip for b in app.top.panel.buttons if b.tooltip]


def naming_mortgaging(lines: list[str], language: str) -> list[str]:
    return [line for line in lines if MORTGAGING[language] in line.lower()]


@pytest.mark.parametrize("language, size, text_size", WINDOWS)
def test_a_finance_debt_is_raised_by_selling_to_the_bank_in_every_line(home, language, size, text_size):
    app, board = finance_table(language, size, text_size, asha_cash=10, throw=(1, 2))
    g = board.game
    click(app, "roll")
    settle(app)
    assert (g.pending.kind, g.pending.player, g.pending.square) == ("raise", 0, WAYBACK)
    debt = read_on_screen(app)
    # how "Raise it for me" chooses, in Finance's words, on the lines it takes under the button
    caption = board.raise_view.measure
    assert " ".join(caption) == t("raise_auto_measure_sell") and all(line in debt for line in caption), caption
    assert not naming_mortgaging(debt, language), naming_mortgaging(debt, language)
    log = [plain(line) for line in board.presenter.log]
    must = t("log_must_raise_sell", player="Asha", creditor="Bikash", amount=L.money(80, g.edition))
    assert must in log
    click(app, "raise_auto")
    settle(app)
    assert g.pending.kind == "end" and g.owners[WAYBACK] == 1
    after = read_on_screen(app)
    assert not naming_mortgaging(after + log, language), naming_mortgaging(after + log, language)


@pytest.mark.parametrize("language, size, text_size", WINDOWS)
def test_a_finance_buy_short_of_cash_says_to_sell_to_the_bank(home, language, size, text_size):
    app, board = finance_table(language, size, text_size, asha_cash=100, throw=(2, 4))
    g = board.game
    click(app, "roll")
    settle(app)
    assert (g.pending.kind, g.pending.square) == ("buy", RUBEVILLE) and g.players[0].cash == 100
    prompt = read_on_screen(app)
    short = t("why_buy_short_raise_sell", square=L.square_name(g.squares[RUBEVILLE]), cost=L.money(160, g.edition),
              cash=L.money(100, g.edition), short=L.money(60, g.edition), decline=t("btn_decline_auction"))
    assert any(short in line for line in prompt), prompt
    assert not naming_mortgaging(prompt, language), naming_mortgaging(prompt, language)


@pytest.mark.parametrize("language, size, text_size", WINDOWS)
def test_a_finance_build_view_with_no_lot_says_where_houses_go(home, language, size, text_size):
    app = app_in(size, language, text_size)
    board = table(app, "finance", ("human", "human"), names=["Asha", "Bikash"])
    settle(app)
    click_at(app, board.cards.card_rect(0).center)  # Asha's card: her holdings, nothing in them
    click(app, "view_build")
    shown = read_on_screen(app)
    assert t("holding_nothing_build_lots") in shown
    assert not naming_mortgaging(shown, language), naming_mortgaging(shown, language)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_bot_short_of_what_it_could_sell_says_so_in_finance(home, language):
    app = app_in((1280, 800), language)
    board = table(app, "finance", ("human", "medium"), names=["Asha", "Bot A"])
    said = reason_line(board.session, Reply(False, "bot_why_mortgage_room"))
    assert said.lower() == t("bot_why_sale_room").lower() and MORTGAGING[language] not in said.lower()


# Lines that name mortgaging and are shown only where there are mortgages: a mortgage's own
# buttons, values, fees, refusals and undoing; the build view's "a whole group, unmortgaged",
# said only where building needs a whole group (Finance says its own); a line of GST's, an
# edition with mortgages.
SHOWN_ONLY_WITH_MORTGAGES = {
    "btn_lift", "btn_lift_place", "btn_lift_short", "btn_manage_mortgage", "btn_mortgage", "btn_mortgage_blocked",
    "btn_mortgage_for", "btn_mortgage_place", "deed_mortgage", "deed_mortgaged", "hint_group_mortgaged",
    "holding_mortgaged", "holding_nothing_build", "holding_nothing_mortgage", "holding_view_mortgage",
    "log_mortgaged", "log_no_rent", "log_paid_mortgage-fee", "log_unmortgaged", "raise_mortgage",
    "raise_section_mortgages", "refusal_already-mortgaged", "refusal_build-group-mortgaged", "refusal_lift-cash",
    "refusal_lift-mortgage-first", "refusal_mortgage-buildings", "refusal_mortgage-unowned-or-built",
    "refusal_no-mortgages", "refusal_not-mortgaged", "refusal_trade-fees", "sq_mortgaged", "tip_do_lift",
    "tip_do_mortgage", "tip_holding_view_mortgage", "tip_manage_mortgage", "trade_fee", "trade_fee_by",
    "trade_mortgaged_key", "undid_mortgage", "undid_unmortgage", "why_build_lift_cash", "why_lift_not_now",
    "why_mortgage_not_now", "why_mortgage_nothing", "auction_can_go_key_gst", "why_buy_short_raise_gst",
    "hint_group_sites_mortgaged",
}


def test_every_line_naming_mortgaging_has_words_for_an_edition_without_them():
    said = {code: catalogue(code) for code in MORTGAGING}
    naming = {key for code, words in said.items() for key, text in words.items() if MORTGAGING[code] in text.lower()}
    unsorted = naming - SHOWN_ONLY_WITH_MORTGAGES - set(L.SAID_WITHOUT_MORTGAGES)
    assert not unsorted, f"say these without mortgages in lang.SAID_WITHOUT_MORTGAGES: {sorted(unsorted)}"
    for key, instead in L.SAID_WITHOUT_MORTGAGES.items():
        for code, words in said.items():
            assert MORTGAGING[code] not in words[instead].lower(), (code, instead)
            assert set(_fields(words[instead])) == set(_fields(words[key])), (code, instead)


def _fields(text: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(text) if name]
