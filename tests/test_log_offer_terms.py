"""A person's offer is logged with its terms, as a bot's counter-offer and an offer made again
are: "Asha offered Bot A a trade: $450 for Boardwalk", in English and Nepali, whoever answers it."""

from __future__ import annotations

import pytest
from app_helpers import app_in, board_of, quiet_table, settle, take_laptop
from helpers import give
from test_app_trading import place_for_cash_by_clicks

from byapar.app.scenes.trade import AnswerScene
from byapar.app.words import plain


def logged(app) -> list[str]:
    return [plain(line) for line in board_of(app).presenter.log]


OFFERED = {"en": "Asha offered Bot A a trade: $450 for Boardwalk",
           "ne": "Asha ले बोट क लाई साटासाटको प्रस्ताव गर्नुभयो: $४५० दिएर बोर्डवाक लिने"}


@pytest.mark.parametrize("language, size, text_size", [("en", (1280, 800), 100), ("ne", (800, 600), 150)])
def test_a_persons_offer_to_a_bot_names_its_terms(lang_back, language, size, text_size):
    app = app_in(size, language, text_size)
    board, at = quiet_table(app, "classic", ("human", "medium"), ["Asha", "Bot A"], 30)
    game = board.session.game
    boardwalk = at["Boardwalk"]
    give(game, 1, boardwalk)
    place_for_cash_by_clicks(app, 1, f"get_sq_{boardwalk}", "give_cash_typed", 450)
    assert OFFERED[language] in logged(app), logged(app)[-4:]


def test_an_offer_between_people_names_its_terms_once_made(lang_back):
    """Asha offers Bikash at one laptop: the line is the offer's, terms and all, before Bikash answers."""
    app = app_in((1280, 800), "en")
    board, at = quiet_table(app, "classic", ("human", "human"), ["Asha", "Bikash"], 30)
    game = board.session.game
    give(game, 1, at["Boardwalk"])
    place_for_cash_by_clicks(app, 1, f"get_sq_{at['Boardwalk']}", "give_cash_typed", 450)
    take_laptop(app)
    settle(app)
    assert isinstance(app.top, AnswerScene) and game.pending.player == 1
    assert "Asha offered Bikash a trade: $450 for Boardwalk" in logged(app), logged(app)[-4:]
