"""The names the setup gave ("Bot A", "बोट क") read in the language shown when a saved game
is continued in the other language: in the log, on the cards and in the standings alike; a
name someone typed stays as typed."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, board_of, click, drawn_texts, human_plays_safely, settle

from byapar.app import i18n, lang, store
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat
from byapar.app.words import plain

TURNS = 4


def given_bot(language: str) -> str:
    return i18n.text_in(language, "bot_name", name=i18n.text_in(language, "bot_letters")[0])


def app_in(language: str) -> App:
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)  # after the window opened with the saved preferences
    return app


def saved_game(language: str) -> None:
    """A game begun in `language` by Asha and the setup's first bot, played a while and saved."""
    app = app_in(language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", given_bot(language))]
    session = Session.start("byapar", seats, {"rounds": 10}, seed=8)
    board = BoardScene(app, session)
    app.replace(board)
    settle(app)
    for _ in range(TURNS):  # bounded
        human_plays_safely(app)
    assert any(given_bot(language) in plain(line) for line in board.presenter.log)
    session.save()
    session.wait_saved()
    store.unlock_all()


@pytest.mark.parametrize(("first", "then"), [("ne", "en"), ("en", "ne")])
def test_a_game_continued_in_the_other_language_names_the_bot_in_it(home, first, then):
    saved_game(first)
    app = app_in(then)
    app.push(MenuScene(app))
    app.frame(FRAME)
    click(app, "continue")
    board = board_of(app)
    assert board is not None
    app.frame(FRAME)
    now, before = given_bot(then), given_bot(first)
    log = [plain(line) for line in board.presenter.log]
    assert any(now in line for line in log) and not any(before in line for line in log)
    assert any("Asha" in line for line in log)  # a typed name stays as typed
    assert [p.name for p in board.game.players] == ["Asha", now]
    shown = drawn_texts(app)
    assert any(now in x for x in shown) and not any(before in x for x in shown)
    assert len(store.list_saves()) == 1
