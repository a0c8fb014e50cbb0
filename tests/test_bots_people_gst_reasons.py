"""Business GST: three sites of a five-city colour let their owner build. A person who already holds
three blues and asks a bot for a fourth hears the bot's price, but never that the fourth "finishes
your set": they had it, and read the reason as the bot not looking at the board."""

from __future__ import annotations

import random

import pytest
from helpers import give, set_cash

from byapar.bots import make_bot
from byapar.bots.pacing import seat_bots
from byapar.engine import GameView, new_game
from byapar.engine import actions as A

AHMEDABAD, KANPUR, HYDERABAD, BENGALURU = 4, 21, 26, 30
SAID_FINISHED = {"bot_why_set_theirs", "bot_why_sets_both", "bot_why_set_theirs_keep", "bot_why_set_theirs_price"}


def _asked_for(square: int, person_holds: tuple[int, ...], kind: str):
    """Seat 0, a person with Rs 20,000 holding `person_holds`, offers the bot (seat 1, Rs 6,000,
    holding Kanpur) Rs 4,400 for `square`: the bot's answer and its reason."""
    game = new_game("business_gst", ["Asha", "Bot B"], settings={"rounds": 30, "opening": "seat"}, seed=3,
                    dice=[])
    give(game, 0, *person_holds)
    give(game, 1, KANPUR)
    set_cash(game, 0, 20_000)
    set_cash(game, 1, 6_000)
    game.round = 10
    bot = make_bot(kind, 3)
    seat_bots({1: bot}, people=(0,))
    game.apply(A.Offer(1, A.Items((), 4_400), A.Items((square,))))
    answer = bot.decide(GameView(game, random.Random(3)), game.legal_actions())
    return answer, bot.last_reply


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_fourth_blue_is_not_said_to_finish_a_set_the_person_already_holds(kind: str) -> None:
    answer, reply = _asked_for(KANPUR, (AHMEDABAD, HYDERABAD, BENGALURU), kind)
    assert reply is None or reply.reason not in SAID_FINISHED, (answer, reply)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_third_blue_is_still_said_to_finish_the_persons_set(kind: str) -> None:
    """Holding two blues, Kanpur is the third: the reason names the set, as before."""
    answer, reply = _asked_for(KANPUR, (AHMEDABAD, HYDERABAD), kind)
    assert reply is not None and reply.reason in SAID_FINISHED, (answer, reply)


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_third_blue_is_said_to_give_enough_of_a_colour_to_build(lang_back, kind: str, language: str) -> None:
    """Three of a five-city colour let one build, so the person reads that the third blue gives
    them enough of the colour to build, never that it "finishes" a set of which two are left."""
    from byapar.app import lang
    from byapar.app.bot_lines import bot_says
    from byapar.app.session import Session, default_seat

    def said_at(edition: str) -> str:
        game = new_game(edition, ["Asha", "Bot B"], settings={"rounds": 30}, seed=3, dice=[])
        session = Session(game, [default_seat(0, "human", "Asha"), default_seat(1, kind, "Bot B")], autosave=False)
        return bot_says(session, reply.reason, reply.fields)

    lang.use(language)
    _, reply = _asked_for(KANPUR, (AHMEDABAD, HYDERABAD), kind)
    enough = {"en": "enough of a colour to build", "ne": "एउटै रङमा बनाउन पुग्ने"}[language]
    finishes = {"en": "finishes your set", "ne": "समूह पूरा गर्छ"}[language]
    said = said_at("business_gst")
    assert enough in said and finishes not in said, said
    assert finishes in said_at("byapar")  # where the whole group is needed it is said as before
