"""Business GST's bank loan is found where a player looks: short of cash for a place for sale,
the prompt names the button that borrows its price; and the How to play page says how to take
one and repay it, in either language."""

from __future__ import annotations

from app_helpers import button, click, open_board, settle

from byapar import help as H
from byapar.app import i18n, lang
from byapar.app.app import App
from byapar.app.session import Session, default_seat


def test_short_of_cash_for_a_place_the_prompt_names_the_loan(each_language):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(each_language)  # after the window opened with the saved preferences
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "medium", "Sita")]
    scene = open_board(app, Session.start("business_gst", seats, {"opening": "seat"}, seed=4, dice=[(1, 2)] * 20))
    g = scene.game
    settle(app)
    g.players[0].cash = 1000  # the GST on the price, and not the price
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and not button(app, "buy").enabled and button(app, "loan").enabled
    prompt, _colour = scene.actions.prompt()
    assert f"“{i18n.t('btn_loan_name')}”" in prompt, prompt
    loan = button(app, "loan")
    assert loan.label.startswith(i18n.t("btn_loan_name")) and loan.style == "primary", (loan.label, loan.style)


def test_the_help_page_says_how_to_take_a_loan(each_language):
    app = App((800, 600))
    lang.use(each_language)
    scene = open_board(app, Session.start("business_gst", [default_seat(0, "human", "Bikash"), default_seat(1, "medium", "Sita")],
                                          {"opening": "seat"}, seed=4))
    text = " ".join(" ".join(b.cells) for b in H.page(scene.game.edition, None, each_language, i18n.t))
    assert f"“{i18n.t('btn_loan_name')}”" in text
