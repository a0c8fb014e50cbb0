"""A bot's own offer to a person says why it is made, in one line: in the answer window, over the
answers, and in the log line of the offer, in either language."""

from __future__ import annotations

import json

import pytest
from app_helpers import app_in, click, drawn_on_top, settle
from helpers import give

from byapar.app import lang as L
from byapar.app import store
from byapar.app.app import App
from byapar.app.bot_lines import offer_reason
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat
from byapar.app.words import Words, plain

ILAM, DHARAN, BIRATNAGAR = 21, 23, 24  # the East
MADHESH = RAJBIRAJ, JANAKPUR, BIRGUNJ = 11, 13, 14
BOT, PERSON = 0, 1


def offered(app, person_holds: tuple[int, ...], bot_holds: tuple[int, ...]) -> Session:
    """Bot Sita (Medium, first to play) and Asha, who holds `person_holds`; Sita holds `bot_holds`
    and offers Asha trades often: the board once Sita's first offer waits for Asha's answer."""
    s = Session.start("byapar", [default_seat(0, "medium", "Bot Sita"), default_seat(1, "human", "Asha")],
                      {"opening": "seat", "bot_offers": "often"}, seed=3, dice=[(1, 2)] * 40)
    s.autosave_on = False
    give(s.game, PERSON, *person_holds)
    give(s.game, BOT, *bot_holds)
    app.prefs["bot_speed"] = "instant"
    app.prefs["hints"] = False
    app.push(BoardScene(app, s))
    settle(app)
    assert isinstance(app.top, AnswerScene) and s.game.pending.other == BOT, app.top
    return s


def note_of(app) -> str:
    return " ".join(" ".join(lines) for lines, _, _ in app.top._notes(app.screen, 10_000))


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_first_place_offer_says_it_makes_a_start_on_the_group(lang_back, language, size, percent):
    """Sita holds nothing of Madhesh and Asha holds Birgunj, the rest at the bank: the offer says
    Sita makes a start on the group of Rajbiraj, Janakpur and Birgunj, shown whole over the answers
    and written in the log line of the offer."""
    app = app_in(size, language, percent)
    s = offered(app, (BIRGUNJ,), ())
    assert s.game.offer.get.squares == (BIRGUNJ,), s.game.offer
    rajbiraj, janakpur, birgunj = (L.square_name(s.game.edition.squares[q]) for q in MADHESH)
    why = t("bot_offer_why_start", group=f"{rajbiraj}, {janakpur}{t('and')}{birgunj}")
    why = why[:1].upper() + why[1:]
    line = t("trade_offered_why", name="Bot Sita", why=why)
    assert line in note_of(app)
    seen = drawn_on_top(app)
    said = [d for d in seen if d.text == line]
    assert said and not any(d.cut for d in said), [d.text for d in seen]
    buttons = [b.rect for b in app.top.panel.buttons]
    assert not any(ink.colliderect(b) for d in said for ink in d.ink for b in buttons)
    logged = [plain(entry) for entry in board(app).presenter.log]
    assert t("log_offer_why", player="Bot Sita", partner="Asha", why=why) in logged, logged[-3:]


def board(app) -> BoardScene:
    return next(scene for scene in app.scenes if isinstance(scene, BoardScene))


def test_english_reads_the_reason_for_an_offer_that_finishes_the_bot_s_group(lang_back):
    """Sita holds Ilam and Dharan, Asha Biratnagar: "Bot Sita's reason: “To finish my group: Ilam,
    Dharan and Biratnagar.”", and the log says it after the offer."""
    app = app_in((1280, 800), "en")
    s = offered(app, (BIRATNAGAR,), (ILAM, DHARAN))
    assert s.game.offer.get.squares == (BIRATNAGAR,), s.game.offer
    assert "Bot Sita’s reason: “To finish my group: Ilam, Dharan and Biratnagar.”" in note_of(app)
    logged = [plain(entry) for entry in board(app).presenter.log]
    assert "Bot Sita offered Asha a trade: “To finish my group: Ilam, Dharan and Biratnagar.”" in logged, logged[-3:]


GAUTAM_BUDDHA, POKHARA, LUKLA, TRIBHUVAN = 5, 15, 25, 35  # the airports


@pytest.mark.parametrize(("language", "words"), [
    ("en", "Bot Sita’s reason: “To go with my 3 airports: the rent grows with each one I hold.”"),
    ("ne", "Bot Sita को कारण: “मेरा ३ वटा विमानस्थलसँग जोड्न: जति धेरै हुन्छ, भाडा उति बढ्छ।”"),
])
def test_an_airport_offer_counts_the_airports_the_bot_holds(lang_back, language, words):
    """Sita holds three airports, Asha the fourth: the offer goes with Sita's 3 airports, not with
    the first of them named as if it were her only one."""
    app = app_in((1280, 800), language)
    s = offered(app, (POKHARA,), (GAUTAM_BUDDHA, LUKLA, TRIBHUVAN))
    assert s.game.offer.get.squares == (POKHARA,), s.game.offer
    note = note_of(app)
    why = t("bot_offer_why_goes_with_many", count=3, kinds=t("bot_kinds_airport"))
    assert t("trade_offered_why", name=s.game.players[BOT].name, why=why[:1].upper() + why[1:]) in note, note
    first = L.square_name(s.game.edition.squares[GAUTAM_BUDDHA])
    assert words in note and t("bot_offer_why_goes_with", place=first)[1:] not in note


def test_english_reads_an_offer_for_two_places_of_a_group_as_taking_two_of_it(lang_back):
    """Sita holds nothing of Madhesh and Asha holds Rajbiraj and Janakpur: an offer for both is
    more than a start on the group."""
    app = app_in((1280, 800), "en")
    s = offered(app, (RAJBIRAJ, JANAKPUR), ())
    assert set(s.game.offer.get.squares) == {RAJBIRAJ, JANAKPUR}, s.game.offer
    assert "Bot Sita’s reason: “To take 2 of Rajbiraj, Janakpur and Birgunj at once.”" in note_of(app)


def continue_saved() -> App:
    """Quit, and carry the newest game on in a new window by the Menu's Continue."""
    store.unlock_all()  # Quit: as the process ending does
    again = app_in((1280, 800), "en")
    again.push(MenuScene(again))
    again.frame(1 / 60)
    click(again, "continue")
    settle(again)
    return again


def saved_with_an_open_offer() -> Session:
    """Asha and Bot Sita, a game whose throws come from its seed (so Continue tells its log again
    from its replay), played till Sita's offer to Asha waits for her answer, and saved there;
    Asha buys where she lands, ends her turns as soon as she may and refuses what she is offered."""
    s = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot Sita")],
                      {"opening": "seat", "bot_offers": "often"}, seed=1)
    game = s.game
    for _ in range(3_000):  # bounded: a few rounds of two seats
        pend = game.pending
        if pend.kind == "trade" and pend.player == 0 and pend.other == 1:
            break
        legal = game.legal_actions()
        s.apply(s.bots[pend.player].decide(s.view, legal) if pend.player in s.bots else _safest(legal))
    assert game.pending.kind == "trade" and game.pending.other == 1, "Sita made Asha no offer"
    s.path = store.new_save_path()
    s.save()
    s.wait_saved()
    return s


def _safest(legal: list):
    """A person who moves the game on: buys where she lands, ends the turn, throws, drops out of
    auctions and refuses offers."""
    return next((a for verb in ("buy", "end", "roll", "drop", "reject", "decline") for a in legal if str(a) == verb),
                legal[0])


def test_an_offer_open_when_the_game_is_saved_keeps_its_reason_after_continue(lang_back):
    """Bot Sita's offer waits for Asha's answer when the game is saved; after Continue the answer
    window and the log say why Sita made it, as they did before."""
    s = saved_with_an_open_offer()
    why = offer_reason(s, 1, str(s.game.offer))
    assert why
    again = continue_saved()
    assert isinstance(again.top, AnswerScene), again.top
    assert t("trade_offered_why", name="Bot Sita", why=why) in note_of(again)
    logged = [plain(entry) for entry in board(again).presenter.log]
    assert t("log_offer_why", player="Bot Sita", partner="Asha", why=why) in logged, logged[-4:]


@pytest.mark.parametrize("reasons", [None, "broken", {"1": "broken"}, {"1": {"offer 0": {"key": "bot_why_cash"}}},
                                     {"1": {"offer 0": {"key": "bot_offer_why_start", "fields": {"group": "Birgunj"}}}}])
def test_a_save_with_no_reasons_or_broken_ones_continues_with_the_offer_told_plainly(lang_back, reasons):
    """An older save, or one whose reasons don't read as reasons, loads as before: the offer is
    shown and logged, without its reason, and nothing fails."""
    s = saved_with_an_open_offer()
    saved = json.loads(s.path.read_text(encoding="utf-8"))
    if reasons is None:
        saved["bots"].pop("reasons", None)
    elif isinstance(reasons, dict):  # the entry for the open offer replaced by one that doesn't read
        saved["bots"]["reasons"] = {"1": {str(s.game.offer): next(iter(reasons["1"].values()))}} \
            if isinstance(reasons["1"], dict) else reasons
    else:
        saved["bots"]["reasons"] = reasons
    s.path.write_text(json.dumps(saved), encoding="utf-8")
    again = continue_saved()
    assert isinstance(again.top, AnswerScene) and "reason" not in note_of(again), note_of(again)
    logged = [plain(entry) for entry in board(again).presenter.log]
    game = board(again).game
    terms = Words(game)
    told = t("log_offer", player="Bot Sita", partner="Asha", give=terms.items(game.offer.give), get=terms.items(game.offer.get))
    assert told in logged, logged[-4:]
