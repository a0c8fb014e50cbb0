"""Preferences and autosaves: remembered, atomic, one file a game; a bad save is set aside, never overwritten."""

from __future__ import annotations

import json

from app_helpers import board_of, click
from helpers import tries

from byapar.app import store
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A


def session() -> Session:
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bot Bikash")]
    return Session.start("byapar", seats, {}, seed=9)


def test_preferences_are_remembered_between_launches(home):
    app = App((800, 600))
    app.prefs["rounds"] = 50
    app.prefs["bot_speed"] = "fast"
    app.save_prefs()
    again = App((800, 600))
    assert again.prefs["rounds"] == 50 and again.prefs["bot_speed"] == "fast"


def test_broken_preferences_fall_back_to_defaults(home):
    (home / "prefs.json").write_text("{not json", encoding="utf-8")
    assert store.load_prefs()["rounds"] == 30
    (home / "prefs.json").write_text(json.dumps({"rounds": "many", "sound": False}), encoding="utf-8")
    prefs = store.load_prefs()
    assert prefs["rounds"] == 30 and prefs["sound"] is False


def play_turns(s: Session, turns: int) -> None:
    for _ in range(turns):
        to_the_end(s, lambda: s.game.legal_actions()[-1] if s.game.pending.kind == "buy" else s.game.legal_actions()[0])
        s.apply(A.END)


def to_the_end(s: Session, choose) -> None:
    """Play `choose()` until the turn's end decision. Both seats bid the least step in each
    auction, so a turn can take over a thousand moves (1,304 at most in these tests)."""
    for _ in tries(5000, "the turn comes to its end"):
        if s.game.pending.kind == "end":
            return
        s.apply(choose())


def test_each_game_autosaves_after_every_turn_into_its_own_file(home):
    first = session()
    play_turns(first, 6)
    saves = sorted(p.name for p in (home / "saves").glob("*.json"))
    assert len(saves) == 1 and saves[0].startswith("game-"), saves
    assert not list((home / "saves").glob("*.tmp"))
    before = first.path.read_bytes()
    second = session()
    play_turns(second, 2)
    assert second.path != first.path and first.path.read_bytes() == before  # never touched
    assert store.load(first.path).game.to_dict() == first.game.to_dict()
    assert store.load(second.path).game.to_dict() == second.game.to_dict()
    assert [s.path for s in store.list_saves()] == [second.path, first.path]  # newest first


def test_continue_resumes_exactly_where_the_game_was(home):
    finished = session()
    finished.game.over = True  # a finished game played later is not what Continue opens
    s = session()
    s.apply(A.ROLL)
    to_the_end(s, lambda: A.DECLINE if s.game.pending.kind == "buy" else s.game.legal_actions()[0])
    s.apply(A.END)
    finished.save()
    saved = s.game.to_dict()
    app = App((1280, 800))
    app.push(MenuScene(app))
    app.frame(1 / 60)
    click(app, "continue")
    assert isinstance(app.top, BoardScene)
    assert board_of(app).game.to_dict() == saved
    assert board_of(app).session.seats[1]["kind"] == "easy"


def test_an_unreadable_save_is_set_aside_and_reported(home):
    s = session()
    s.save()
    path = s.path
    path.write_text('{"seats": [], "game": {"version": 1, "trunc', encoding="utf-8")
    app = App((1280, 800))
    app.push(MenuScene(app))
    app.frame(1 / 60)
    assert not app.top.panel.get("continue").enabled  # Continue offers only a game it can read
    click(app, "load")
    click(app, "open_0")  # the list shows it as unreadable; opening it says why
    menu = app.top
    assert isinstance(menu, MenuScene) and "could not be read" in menu.notice
    kept = path.with_name(path.name + ".unreadable")
    assert kept.exists() and "trunc" in kept.read_text(encoding="utf-8")
    assert not path.exists()
    # the next autosave writes a fresh file and leaves the unreadable one alone
    s.save()
    assert path.exists() and "trunc" in kept.read_text(encoding="utf-8")
    # a second bad save doesn't overwrite the first one set aside
    path.write_text("garbage", encoding="utf-8")
    assert store.load(path).game is None
    assert kept.exists() and path.with_name(path.name + ".1.unreadable").exists()


def test_a_game_continued_before_its_first_move_tells_its_throws_plainly(home):
    from byapar.app import words

    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    session = Session.start("classic", seats, {}, seed=3)  # Classic throws off to see who starts
    session.save()
    app = App((1280, 800))
    app.prefs.update(hints=False, bot_speed="instant")
    app.push(MenuScene(app))
    app.frame(1 / 60)
    click(app, "continue")
    board = board_of(app)
    click(app, "roll")  # the first throw-off throw, the continued game's first move
    lines = [words.plain(line) for line in board.presenter.log]
    assert sum("who starts" in line for line in lines) == 1, lines  # told once, as thrown


def test_a_first_format_save_is_continued_with_its_throws_as_clicks(home):
    """A Classic game saved before the throw-off was a click: it loads as it stood, its history
    told with the throw-off's clicks, so a replay of it saved again reaches the same table."""
    from byapar.engine import kinds as K
    from byapar.stats import replay

    seats = [default_seat(0, "easy", "Bot Asha"), default_seat(1, "easy", "Bot Bikash")]
    s = Session.start("classic", seats, {}, seed=9)
    opening = 0
    for _ in tries(20, "the throw-off is thrown"):
        if s.game.pending.kind != K.THROW:
            break
        s.apply(A.ROLL)
        opening += 1
    play_turns(s, 4)
    s.save()
    s.wait_saved()
    data = json.loads(s.path.read_text())
    data["game"]["version"], data["game"]["history"] = 1, data["game"]["history"][opening:]
    s.path.write_text(json.dumps(data))
    loaded = store.load(s.path).game
    assert loaded.to_dict() == s.game.to_dict()  # the same table, the throw-off's clicks in its history
    assert list(replay(loaded.to_dict()))[-1].game.to_dict() == s.game.to_dict()
