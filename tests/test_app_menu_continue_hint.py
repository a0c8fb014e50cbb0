"""The Menu's Continue says which saved game it carries on, in one line under it read from the
save's summary: the edition, the round and whose turn it is, in English and in Nepali, whole at
800x600 with text at 150%. A save that can't be read leaves Continue plain; a save from before
editions were named in the summary leaves the edition out."""

from __future__ import annotations

import json

import pytest
from app_helpers import app_in, board_of, button, click, drawn, opened, settle

from byapar.app import store
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat

SAID = {"en": "Business GST · round 12 · Asha to play", "ne": "बिजनेस जीएसटी · चरण १२ · Asha को पालो"}


def saved_at_round_12(edition: str = "business_gst"):
    """A game of Asha's and Bikash's saved in round 12, Asha to play."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    game = Session.start(edition, seats, {"opening": "seat"}, seed=1).game
    game.round = 12
    path = store.new_save_path()
    store.autosave(game, seats, path)
    return path


def menu_at(size, language, percent) -> tuple:
    app = app_in(size, language, percent)
    app.push("menu")
    settle(app)
    assert isinstance(app.top, MenuScene)
    return app, app.top


@pytest.mark.parametrize(("size", "percent"), [((800, 600), 150), ((800, 600), 100), ((1280, 800), 100),
                                               ((1280, 800), 150)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_continue_names_the_game_it_carries_on(lang_back, language, size, percent):
    saved_at_round_12()
    app, menu = menu_at(size, language, percent)
    go_on = button(app, "continue")
    assert go_on.enabled
    shown = [d for d in drawn(app) if d.text == SAID[language]]
    assert len(shown) == 1, [d.text for d in drawn(app)]
    hint = shown[0]
    assert not hint.cut and hint.squeeze == 1.0 and len(hint.lines) == 1
    ink = hint.ink[0].unionall(hint.ink[1:])
    assert ink.top >= go_on.rect.bottom, "under Continue"
    assert not [b.id for b in menu.panel.buttons if b.rect.colliderect(ink)], "over no button"
    assert app.screen.get_rect().contains(ink)


def test_a_save_that_cant_be_read_leaves_continue_plain(home):
    (store.save_dir() / "game-broken.json").write_text('{"app_version":2,"saved_at":1,"title":"","summ', "utf-8")
    app, menu = menu_at((800, 600), "en", 100)
    assert not button(app, "continue").enabled
    assert menu.continue_hint == ""
    assert "round" not in " ".join(d.text for d in drawn(app))


def test_a_save_without_the_editions_names_says_the_round_and_whose_turn(home):
    path = saved_at_round_12()
    data = json.loads(path.read_text("utf-8"))
    del data["summary"]["titles"]
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), "utf-8")
    app, menu = menu_at((800, 600), "en", 100)
    assert menu.continue_hint == "round 12 · Asha to play"
    assert menu.continue_hint in [d.text for d in drawn(app)]


def test_the_hint_speaks_of_the_game_continue_opens(home):
    saved_at_round_12("classic")
    app, menu = menu_at((1280, 800), "en", 100)
    assert menu.continue_hint == "Classic · round 12 · Asha to play"
    click(app, "continue")
    opened(app)
    board = board_of(app)
    assert board is not None and board.game.edition.name == "classic" and board.game.round == 12
