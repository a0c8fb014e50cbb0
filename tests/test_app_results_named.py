"""At a game's end the prompt names See the results only once the button stands under it: while
the last moves play out (a bankruptcy's word across the board), it says only that the game is over."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn_texts, run_frames
from test_app_last_events import bikash_goes_bankrupt

from byapar.app.i18n import t

FRAMES = 2000  # bounded: the bot's last move and its bankruptcy played out, at 60 frames a second


@pytest.mark.parametrize(("size", "language"), [((1280, 800), "en"), ((800, 600), "ne")])
def test_the_prompt_names_see_the_results_only_with_its_button(lang_back, size, language):
    app = app_in(size, language)
    board = bikash_goes_bankrupt(app, ("medium", "human"))
    app.prefs["bot_speed"] = "normal"  # the bankruptcy plays out on the board for a while
    board.set_speed()
    named_at = shown_at = None
    for frame in range(FRAMES):
        run_frames(app)
        texts = drawn_texts(app)
        named = t("prompt_over_read") in texts
        results = board.panel.get("results")
        shown = results is not None and results.enabled and results.label == t("btn_results")
        assert shown or not named, f"frame {frame}: the prompt names See the results, which is not there"
        if named and named_at is None:
            named_at = frame
        if shown and shown_at is None:
            shown_at = frame
        if named_at is not None and frame > named_at + 10:
            break
    assert board.game.over and named_at is not None and named_at == shown_at, (named_at, shown_at)
