"""Refusals in the player's language: the app words every engine refusal from its catalogues by
the refusal's code, filling squares by the catalogue's names, money by the edition's format and
seats by the players' names; a refusal met on the board in Nepali reads in Nepali."""

from __future__ import annotations

import ast
import json
import string
from pathlib import Path

import pytest
from app_helpers import button, click, click_at, settle, table
from edition_helpers import give, set_cash

from byapar.app import lang
from byapar.app.app import App
from byapar.app.i18n import LANG_DIR
from byapar.engine import SetupError, errors, load_edition, new_game
from byapar.engine import actions as A
from byapar.engine import kinds as K

FRAME = 1 / 60
HUMLA, JUMLA = 1, 3
PACKAGE = Path(errors.__file__).parent.parent  # the engine's raise sites, the app's and the net's
REFUSALS = {"Refusal", "IllegalAction", "ActionTextError", "SetupError", "SettingsError", "DiceRunOut",
            "BoardError", "SaveError", "NewerSave", "InvariantBroken"}


# ----- the catalogues cover the engine's table ----------------------------------------------------

def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def catalogue(code: str) -> dict[str, str]:
    """The refusal's sentence in each language."""
    out = {}
    for lang_code in ("en", "ne"):
        words = json.loads((LANG_DIR / f"{lang_code}.json").read_text(encoding="utf-8"))
        out[lang_code] = words.get("refusal_" + code)
    return out


def given_fields() -> dict[str, set[str]]:
    """For each code the engine raises by name, the fields every one of its raise sites gives."""
    sites: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            first = node.args[0]
            if name in REFUSALS and isinstance(first, ast.Constant) and isinstance(first.value, str):
                fields = {k.arg for k in node.keywords if k.arg}
                sites[first.value] = sites.get(first.value, fields) & fields
    return sites


def test_the_scan_finds_the_engines_raise_sites():
    sites = given_fields()
    assert sites["build-evenly"] >= {"square", "fewest"} and sites["trade-empty"] == set()


def test_every_refusal_code_is_worded_in_both_catalogues_with_the_fields_the_engine_gives():
    sites = given_fields()
    for code, template in errors.TEMPLATES.items():
        said = catalogue(code)
        assert said["en"] and said["ne"], f"no words for {code!r}"
        english = {{"place": "square", "who": "player"}.get(f, f) for f in placeholders(template)}
        given = (sites[code] if code in sites else english) - lang.ENGLISH_ONLY_FIELDS
        assert english <= given, code  # the engine gives what its own sentence says
        for text in said.values():  # says what the engine's sentence says, from fields it gives
            assert english <= placeholders(text) <= given, (code, text)


def test_the_catalogues_word_no_refusal_the_engine_has_not():
    words = json.loads((LANG_DIR / "en.json").read_text(encoding="utf-8"))
    worded = {"refusal_" + c for c in errors.TEMPLATES}
    worded |= {lang.SAID_WITHOUT_MORTGAGES[k] for k in worded if k in lang.SAID_WITHOUT_MORTGAGES}
    stale = {k for k in words if k.startswith("refusal_")} - worded
    assert not stale


# ----- fields in words -----------------------------------------------------------------------------

def test_a_refusal_names_squares_money_and_players_in_the_chosen_language(home):
    game = new_game("byapar", ["Asha", "Bikash"], settings={"opening": "seat"}, seed=1)
    give(game, 0, HUMLA, JUMLA)
    game.apply(A.Build(JUMLA))
    uneven = game.why_not(A.Build(JUMLA), 0)
    set_cash(game, 0, 400)
    short = game.why_not(A.Build(HUMLA), 0)
    broke = game.check_offer(A.Offer(1, A.Items((), 900)))
    assert (uneven.code, short.code, broke.code) == ("build-evenly", "build-cash", "trade-cash")
    assert lang.refused(game, uneven) == "Houses go up evenly: build on the least built first (Humla)"
    assert lang.refused(game, short) == "Building on Humla costs Rs\u00a0500; you have Rs\u00a0400"
    assert lang.refused(game, broke) == "Asha doesn't have Rs\u00a0900 in cash"
    lang.use("ne")
    assert lang.refused(game, uneven) == "घर बराबर बन्छन्: पहिले सबैभन्दा कम बनेको ठाउँमा बनाउनुहोस् (हुम्ला)"
    assert lang.refused(game, short) == "हुम्लामा बनाउन रु\u00a0५०० लाग्छ; तपाईंसँग रु\u00a0४०० छ"
    assert lang.refused(game, broke) == "Asha सँग नगद रु\u00a0९०० छैन"


def test_a_refusal_lists_the_squares_it_names(home):
    game = new_game("byapar", ["Asha", "Bikash"], settings={"opening": "seat"}, seed=1)
    give(game, 0, HUMLA, JUMLA)
    game.apply(A.Mortgage(HUMLA))
    lifting = game.why_not(A.Build(JUMLA), 0)
    assert lang.refused(game, lifting) == "Pay off the mortgages in this group before building: Humla"
    lang.use("ne")
    assert lang.refused(game, lifting) == "बनाउनुअघि यो समूहका धितो फुकाउनुहोस्: हुम्ला"


def test_a_game_that_cannot_be_set_up_says_why_in_nepali(home):
    with pytest.raises(SetupError) as refused:
        new_game("byapar", [f"P{i}" for i in range(9)])
    lang.use("ne")
    assert lang.refusal(refused.value, load_edition("byapar")) == "व्यापार २ देखि ६ खेलाडीका लागि हो, ९ होइन"


# ----- on the board ---------------------------------------------------------------------------------

def nepali_board(size: tuple[int, int], dice=None):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    lang.use("ne")
    return app, table(app, "byapar", ("human", "bot"), dice=dice)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_building_unevenly_is_refused_in_nepali_on_the_deed(home, size):
    app, board = nepali_board(size)
    g = board.game
    give(g, 0, HUMLA, JUMLA)
    app.frame(FRAME)
    click_at(app, board.board.squares[JUMLA].center)
    click(app, "deed_build")
    assert g.buildings(JUMLA) == 1
    build = button(app, "deed_build")
    assert not build.enabled
    assert build.tooltip == board.deed_note == "घर बराबर बन्छन्: पहिले सबैभन्दा कम बनेको ठाउँमा बनाउनुहोस् (हुम्ला)"


def test_a_place_too_dear_is_refused_in_nepali_on_the_buy_button(home):
    app, board = nepali_board((800, 600), dice=[(1, 2)] * 20)
    g = board.game
    set_cash(g, 0, 250)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == K.BUY and g.pending.square == JUMLA
    buy = button(app, "buy")
    assert not buy.enabled
    # nothing to mortgage or sell: Don't buy is the way on, named as its button reads
    assert buy.tooltip == "जुम्लाको मूल्य रु\u00a0६०० हो र तपाईंसँग रु\u00a0२५० छ: नकिन्ने (लिलाम) रोज्नुहोस्"


def test_an_action_refused_on_the_board_is_said_in_nepali(home):
    app, board = nepali_board((1280, 800))
    assert board.game.pending.kind == K.ROLL
    assert board.act(A.END) is None
    assert board.message == "अब पासा फाल्ने बेला हो (वा पहिले बनाउनुहोस्, धितो राख्नुहोस् वा साटासाट गर्नुहोस्)"


def test_a_group_built_that_far_is_refused_in_houses_and_hotels(home):
    game = new_game("byapar", ["Asha", "Bikash"], settings={"opening": "seat"}, seed=1)
    give(game, 0, HUMLA, JUMLA)
    set_cash(game, 0, 50_000)
    game.apply(A.BuildTo(HUMLA, 4))
    four = game.why_not(A.BuildTo(HUMLA, 4), 0)
    one = game.why_not(A.BuildTo(HUMLA, 1), 0)
    game.apply(A.BuildTo(HUMLA, 5))
    hotel = game.why_not(A.BuildTo(HUMLA, 5), 0)
    assert {four.code, one.code, hotel.code} == {"round-built"}
    assert lang.refused(game, four) == "Every place in this group already has 4 houses"
    assert lang.refused(game, one) == "Every place in this group already has 4 houses"  # what stands there
    assert lang.refused(game, hotel) == "Every place in this group already has a hotel"
    assert lang.refused(game, game.why_not(A.BuildTo(HUMLA, 4), 0)) == "Every place in this group already has a hotel"
    lang.use("ne")
    assert lang.refused(game, four) == "यो समूहका सबै ठाउँमा पहिले नै ४ घर बनिसकेको छ"
    assert lang.refused(game, hotel) == "यो समूहका सबै ठाउँमा पहिले नै होटल बनिसकेको छ"


@pytest.mark.parametrize(("language", "said"), [
    ("en", "You need 3 places of this group to build: 2 more of Mumbai, Srinagar, Kolkata, Chennai"),
    ("ne", "बनाउन यो समूहका ३ ठाउँ चाहिन्छ: मुम्बई, श्रीनगर, कोलकाता, चेन्नई मध्ये अरू २")])
def test_building_short_of_three_of_a_colour_says_how_many_more_places_it_takes(lang_back, language, said):
    """Business GST builds on three places of a colour's five: holding Delhi alone, the refusal
    says how many more of the other four it takes, so listing four doesn't read as needing all."""
    game = new_game("business_gst", ["Asha", "Bikash"], seed=1, settings={"opening": "seat"})
    names = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    give(game, 0, names["Delhi"])
    lang.use(language)
    refusal = game.why_not(A.Build(names["Delhi"]), 0)
    assert refusal is not None and refusal.code == "build-needs-sites"
    assert lang.refused(game, refusal) == said


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Ownership houses left to Asha: 2, one for each lot; lots this trade brings: 3"),
    ("ne", "Asha सँग २ स्वामित्व घर मात्र बाँकी छन्, हरेक जग्गालाई एउटा; यो व्यापारले ३ थप जग्गा ल्याउँछ")])
def test_a_trade_past_a_finance_players_ownership_houses_says_how_many_are_left(lang_back, language, said):
    """Finance gives each player eight ownership houses, one on each lot held: holding six, Asha
    asking Bikash for three lots hears how many houses are left and how many lots the trade brings."""
    game = new_game("finance", ["Asha", "Bikash"], seed=1, settings={"opening": "seat"})
    lots = [i for i, sq in enumerate(game.edition.squares) if sq.kind == "place"]
    give(game, 0, *lots[:6])
    give(game, 1, *lots[6:9])
    lang.use(language)
    refusal = game.check_offer(A.Offer(1, A.Items(()), A.Items(tuple(lots[6:9]))))
    assert refusal is not None and refusal.code == "trade-markers"
    assert lang.refused(game, refusal) == said
