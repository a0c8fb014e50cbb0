"""Business GST's bank loan is found where a player looks: short of cash for a place for sale,
the prompt names the button that borrows its price; and the How to play page says how to take
one and repay it, naming both buttons as they read, in either language."""

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
    assert f"“{i18n.t('btn_repay_short')}”" in text  # the repayment named as its button reads


def test_a_place_bought_on_a_loan_is_logged_with_the_loan(each_language):
    """Bikash, short of the price, clicks the loan: his cash goes down by the GST alone, and the
    log's purchase line says the bank lent the price, so its whole cost doesn't read as paid."""
    from byapar.app.words import plain

    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use(each_language)
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "medium", "Sita")]
    scene = open_board(app, Session.start("business_gst", seats, {"opening": "seat"}, seed=4, dice=[(1, 2)] * 20))
    g = scene.game
    settle(app)
    g.players[0].cash = 1000
    click(app, "roll")
    settle(app)
    square, price = g.players[0].position, g.edition.squares[g.players[0].position].price
    click(app, "loan")
    settle(app)
    assert g.owner(square) == 0 and g.players[0].cash == 1000 - g.gst(price)
    money = scene.session.money
    lines = [plain(line) for line in scene.presenter.log]
    bought = [line for line in lines if money(price + g.gst(price)) in line and lang.square_name(
        g.edition.squares[square]) in line]
    assert bought and bought[-1].endswith(i18n.t("log_bought_on_loan", loan=money(price))), lines[-4:]
