"""A first-time hint raised as the laptop passes to another person waits for them: drawn over
the hand-over it would cover "Pass the laptop to Sita", and its seconds would run out unread."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, click, drawn_texts, family, settle

from byapar.app.comfort import HINT_SECONDS
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.trade import AnswerScene


@pytest.mark.parametrize(("size", "language", "percent"), [((800, 600), "ne", 100), ((1280, 800), "en", 100), ((1280, 800), "ne", 125)])
def test_the_trade_hint_waits_behind_the_hand_over_and_shows_to_its_person(lang_back, size, language, percent):
    app = app_in(size, language, percent)
    app.prefs["hints"] = True
    scene = family(app, ["Bikash", "Sita"])
    settle(app)
    scene.act("offer 1 give cash:300 get -")  # Asha offers Bikash: the laptop must pass to him
    settle(app)
    hint = scene.session.comfort.hints.current
    assert hint is not None and hint.key == "hint_trade"
    assert scene.gate.waiting_for(scene) == 1
    for _ in range(int(HINT_SECONDS / FRAME) + 10):  # longer than a hint stays: the laptop still not passed
        app.frame(FRAME)
    assert comfort_ui.hint_rect(scene) is None and hint.text not in drawn_texts(app)
    click(app, "ready")  # Bikash has the laptop
    assert isinstance(app.top, AnswerScene)
    assert scene.session.comfort.hints.current is hint and hint.text in drawn_texts(app)
