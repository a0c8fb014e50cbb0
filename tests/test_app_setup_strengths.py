"""The new-game screen's lines on what each bot strength is like to play against: whole, never
cut, in either language, at both window sizes and every text size, with as many seats as the
largest edition holds."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, drawn

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.session import default_seat


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_each_strengths_line_is_shown_whole(home, size, language, percent):
    app = app_in(size, language, percent)
    app.prefs["seats"] = [default_seat(0, "human", "Asha")] + [default_seat(i, "hard", f"B{i}") for i in range(1, 4)]
    app.push("setup")
    app.frame(FRAME)
    texts = drawn(app)
    for kind in ("easy", "medium", "hard"):
        words = t(f"strength_{kind}")
        shown = [d for d in texts if d.text and d.text in words]
        assert shown, (kind, [d.text for d in texts][-12:])
        assert not any(d.cut for d in shown), [(d.text, d.cut) for d in shown]
        assert " ".join(d.text for d in shown).replace("  ", " ") == words or len(shown) == 1 and shown[0].text == words
