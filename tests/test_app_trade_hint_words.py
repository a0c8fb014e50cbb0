"""The first trade hint says plainly when offers are made: before throwing the dice, and again
before the extra throw that doubles give, in words rather than a bracketed aside."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_texts, family, settle

from byapar.app import lang
from byapar.app.i18n import t
from byapar.app.scenes.trade import AnswerScene

PLAIN = {"en": ("before throwing the dice", "again before the extra throw after doubles"),
         "ne": ("पासा फाल्नुअघि", "जोडा परेपछि फेरि फाल्नुअघि")}
TIMED = ("hint_trade", "hint_trade_raising", "hint_trade_turn", "hint_trade_turn_raising")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_first_trade_hint_reads_plainly_beside_the_offer(lang_back, size, language):
    app = app_in(size, language)
    app.prefs["hints"] = True
    scene = family(app, ["Bikash", "Sita"])
    settle(app)
    scene.act("offer 1 give cash:300 get -")
    settle(app)
    click(app, "ready")
    assert isinstance(app.top, AnswerScene)
    hint = scene.session.comfort.hints.current
    assert hint is not None and hint.key == "hint_trade"
    assert hint.text in drawn_texts(app)
    assert "(" not in hint.text and all(words in hint.text for words in PLAIN[language]), hint.text


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("key", TIMED)
def test_every_edition_s_trade_hint_says_it_the_same_plain_way(lang_back, language, key):
    lang.use(language)
    text = t(key, things=t("trade_things"))
    assert "(" not in text and all(words in text for words in PLAIN[language]), text
