"""Undo's tooltip names the decision it would take back, in the words the log's "took back"
line then uses: after turning down a counter-offer, whose counter-offer it was. The counter-offer
standing again and then accepted, the log says what went each way, as for any deal."""

from __future__ import annotations

import pytest
from app_helpers import button, click, open_board, settle
from helpers import give

from byapar.app import lang
from byapar.app.app import App
from byapar.app.comfort import undone_words
from byapar.app.i18n import t
from byapar.app.session import Session, default_seat
from byapar.engine import new_game
from byapar.engine.game import undo_point

HUMLA, JUMLA = 1, 3


@pytest.fixture(autouse=True)
def plain_after():
    yield
    lang.use("en")


def after_a_refused_counter(app: App):
    """Asha offers Bikash Rs 500 for Jumla; he answers asking Rs 900; she turns it down."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    s = Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(1, 2)] * 20)
    s.autosave_on = False
    g = s.game
    give(g, 0, HUMLA)
    give(g, 1, JUMLA)
    board = open_board(app, s)
    settle(app)
    assert board.act(f"offer 1 give cash:500 get {JUMLA}") is not None
    assert board.act(f"counter give {JUMLA} get cash:900") is not None
    assert board.act("reject") is not None
    settle(app)
    assert g.pending.player == 0 and g.pending.kind == "roll"
    return board


@pytest.mark.parametrize("language", ["en", "ne"])
def test_undo_names_the_counter_offer_it_would_take_back_as_the_log_then_says(home, language):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = after_a_refused_counter(app)
    what = t("undid_reject_counter", name="Bikash")
    assert "Bikash" in what
    undo = button(app, "undo")
    assert undo.enabled and undo.tooltip == t("tip_undo_what", what=what), undo.tooltip
    click(app, "undo")
    settle(app)
    said = ["".join(text for text, _ in line) for line in board.presenter.log]
    assert said[-1] == t("log_undo", player="Asha", what=what), said
    assert board.game.pending.kind == "trade" and board.game.offer_is_counter  # the counter-offer stands again
    assert board.game.pending.player == 0
    if language == "en":
        assert said[-1] == "Asha took back turning down Bikash's counter-offer"


def test_an_offer_or_counter_offer_taken_back_names_whom_it_went_to(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = after_a_refused_counter(app)
    g = board.game
    assert undone_words(f"offer 1 give cash:500 get {JUMLA}", g) == "a trade offer to Bikash"
    assert undo_point(g, 0) is not None
    board.controller.undo()  # Bikash's counter-offer stands again, Asha to answer it
    assert g.pending.player == 0 and g.offer_is_counter
    assert undone_words(f"counter give cash:700 get {JUMLA}", g) == "a counter-offer to Bikash"
    assert undone_words("accept", g) == "accepting Bikash's counter-offer"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_every_name_in_the_took_back_line_is_coloured_as_its_player(home, language):
    """Asha takes back turning down Bikash's counter-offer: the log names both in their colours,
    as every other line names a player."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = after_a_refused_counter(app)
    click(app, "undo")
    settle(app)
    line = board.presenter.log[-1]
    assert "".join(text for text, _ in line) == t("log_undo", player="Asha", what=t("undid_reject_counter", name="Bikash"))
    names = [(text, style) for text, style in line if "Asha" in text or "Bikash" in text]
    assert names == [("Asha", ("player", 0)), ("Bikash", ("player", 1))], line


def test_a_bid_taken_back_is_set_in_bold_as_the_log_sets_money(home):
    from byapar.app.comfort import undone_line

    game = new_game("byapar", ["Asha", "Bikash"], seed=1)
    assert undone_line("bid 700", game) == [("a bid of ", None), (lang.money(700, game.edition), "money")]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_counter_offer_accepted_after_its_refusal_was_taken_back_is_logged_with_what_went_each_way(home, language):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = after_a_refused_counter(app)
    click(app, "undo")  # Asha takes back turning down Bikash's counter-offer
    settle(app)
    click(app, "accept")  # and takes it
    settle(app)
    g = board.game
    assert g.owner(JUMLA) == 0
    said = ["".join(text for text, _ in line) for line in board.presenter.log]
    jumla = lang.square_name(g.edition.squares[JUMLA])
    deal = t("log_counter_deal", player="Asha", partner="Bikash", give=jumla, get=lang.money(900, g.edition))
    assert deal in said, said[-4:]


@pytest.mark.parametrize(("language", "took_back"), [
    ("en", "Asha took back the buildings built on Humla's group"),
    ("ne", "Asha ले फिर्ता लिनुभयो: हुम्लाको समूहमा बनाएका भवन"),
])
def test_a_round_of_buildings_taken_back_is_said_plainly(home, language, took_back):
    """Asha builds one on each of her pair from the build view, then takes it back: the log
    names the buildings, not "building a round"."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    s = Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(1, 2)] * 20)
    s.autosave_on = False
    give(s.game, 0, HUMLA, JUMLA)
    board = open_board(app, s)
    settle(app)
    click(app, "manage_build")
    click(app, "deed_build-round")
    assert board.game.buildings(HUMLA) == board.game.buildings(JUMLA) == 1
    click(app, "close")
    click(app, "undo")
    settle(app)
    said = ["".join(text for text, _ in line) for line in board.presenter.log]
    assert said[-1] == took_back, said[-3:]
    assert board.game.buildings(HUMLA) == board.game.buildings(JUMLA) == 0
