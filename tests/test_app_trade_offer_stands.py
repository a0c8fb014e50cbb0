"""A bot that answers a person's haggling by sending its own offer back as it was says that its
offer stands, in the answer window's title and in its note: nothing new is offered, so it is no
counter-offer. Its first answer with other terms is still called a counter-offer."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, erase, settle, type_text
from test_app_trading import DURBAR_MARG, click_field, offer_for_durbar_marg

from byapar.app.i18n import t
from byapar.app.scenes.trade import AnswerScene, TradeScene


def haggled(app, cash: int):
    """Asha offers Bot Sita `cash` for Durbar Marg; Sita counters with her price; Asha changes
    that counter to Rs 100 less, and Sita answers."""
    s = offer_for_durbar_marg(app, cash)
    asked = s.game.offer.get.cash
    first = [d.text for d in drawn_on_top(app)]
    click(app, "counter")
    assert isinstance(app.top, TradeScene)
    click_field(app, "give_cash_typed")
    erase(app, len(str(asked)))
    type_text(app, str(asked - 100))
    click(app, "offer")
    settle(app)
    return s, asked, first


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_bots_offer_sent_back_as_it_was_is_said_to_stand(lang_back, language, size, percent):
    app = app_in(size, language, percent)
    s, asked, first = haggled(app, 4_100)
    g = s.game
    counter_title = t("answer_counter_title", name="Asha", other="Bot Sita")
    assert counter_title in first  # the bot's first answer names new terms: a counter-offer
    assert isinstance(app.top, AnswerScene) and g.offer.get.cash == asked  # its price again, as it was
    said = [d.text for d in drawn_on_top(app)]
    assert t("answer_stands_title", name="Asha", other="Bot Sita") in said and counter_title not in said
    note = " ".join(line for lines, _, _ in app.top._notes(app.screen, 2000) for line in lines)
    stands = t("trade_stands", name="Bot Sita", why="").split("“")[-1].split("”")[-1].strip()
    assert stands in note and t("trade_countered", name="Bot Sita", why="").split("”")[-1].strip() not in note
    click(app, "accept")  # the answers work as before
    assert g.owner(DURBAR_MARG) == 0 and g.players[0].cash == 15_000 - asked


def test_english_reads_that_the_offer_stands(lang_back):
    app = app_in((1280, 800), "en")
    s, asked, _ = haggled(app, 4_100)
    assert app.top.title() == "Asha: Bot Sita's offer stands as it was"
    note = app.top._notes(app.screen, 2000)[0][0][0]
    assert note.startswith("Bot Sita turned your offer down: “") and note.endswith("” Their offer stands as it was, above.")
    assert note.count("as it was") == 1, note  # the bot's reason gives its price, the note says it stands
    click(app, "reject")
    assert s.game.owner(DURBAR_MARG) == 1 and s.game.players[0].cash == 15_000


@pytest.mark.parametrize(("language", "stands"), [("en", ("stand", "stays")), ("ne", ("कायम", "जस्ताको तस्तै"))])
@pytest.mark.parametrize(("key", "fields"), [
    ("bot_why_offer_stands", {}), ("bot_why_stands_ask", {"amount": 3_000}), ("bot_why_stands_pay", {"amount": 3_000}),
    ("bot_why_stands_add", {"amount": 2_200, "place": 18}), ("bot_why_stands_swap", {}),
])
def test_a_note_that_the_bot_s_offer_stands_says_so_once(lang_back, language, stands, key, fields):
    """Each reason a bot gives with its offer sent back as it was says why, and the note around it
    says the offer stands: once, not in the reason too ("my own offer still stands")."""
    from types import SimpleNamespace

    from helpers import seeded_game

    from byapar.app import lang as L
    from byapar.app.scenes.trade import reason_line
    from byapar.bots.trading import Reply

    game = seeded_game(2, seed=3)
    session = SimpleNamespace(game=game, money=lambda n: L.money(n, game.edition))
    L.use(language)
    note = t("trade_stands", name="Bot Sita", why=reason_line(session, Reply(False, key, fields)))
    assert sum(note.count(word) for word in stands) == 1, note
