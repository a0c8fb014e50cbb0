"""The Menu opened during a bot's turn speaks for the person at the laptop: its ending and
resigning carry their name (greyed, with the reason: these wait for a person's turn), never the
bot's."""

from __future__ import annotations

import pytest
from app_helpers import app_in, button, click, open_board, settle

from byapar.app.i18n import t
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat


def menu_in_a_bot_s_turn(app, kinds: tuple[str, ...], names: list[str]) -> MenuScene:
    """The first seat, a person, throws 1+3 onto the income tax and ends the turn; the Menu is
    opened as the next seat, a bot, begins its turn."""
    seats = [default_seat(i, kind, name) for i, (kind, name) in enumerate(zip(kinds, names, strict=True))]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=3, dice=[(1, 3)] * 40)
    open_board(app, session)
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "end")
    assert session.is_bot(session.game.pending.player)
    click(app, "menu")
    assert isinstance(app.top, MenuScene)
    return app.top

@pytest.mark.parametrize("language", ["en", "ne"])
def test_in_a_bot_s_turn_the_menu_names_the_person_who_last_played(lang_back, language):
    app = app_in((1280, 800), language)
    app.prefs["bot_speed"] = "slow"
    menu = menu_in_a_bot_s_turn(app, ("human", "medium"), ["Asha", "Bot A"])
    end, resign = button(app, "end_game"), button(app, "resign")
    assert end.label == t("menu_end_game_as", name="Asha") and resign.label == t("menu_resign_as", name="Asha")
    assert not end.enabled and not resign.enabled
    assert menu.end_why == t("why_no_end_game")


def test_with_two_people_it_is_the_one_who_has_the_laptop(lang_back):
    app = app_in((1280, 800), "en")
    app.prefs["bot_speed"] = "slow"
    menu_in_a_bot_s_turn(app, ("human", "medium", "human"), ["Asha", "Bot A", "Bikash"])
    assert button(app, "end_game").label == "Asha: propose ending the game"
    assert button(app, "resign").label == "Asha: resign"
