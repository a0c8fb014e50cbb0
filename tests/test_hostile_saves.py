"""Saves edited by hand or by a hostile program: the Load list, Continue and the board survive
every one, and a save the app can't play is said so and kept, never half loaded.

Each case writes a real save, damages one field the way an editor or a broken program
would, then lists, continues and draws it the way a player does.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path

import pytest
from app_helpers import FRAME, board_of, click

from byapar import engine
from byapar.app import lang, store
from byapar.app.app import App
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat
from byapar.engine import BoardError, Game, SaveError, new_game


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    yield tmp_path
    store.unlock_all()


def saved(seed: int = 3) -> Path:
    s = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")], {},
                      seed=seed)
    s.save()
    store.unlock_all()
    return s.path


def edit(path: Path, change, deep: int = 0) -> None:
    """Change a save's data and write it back as the app does (compact, the summary in front),
    so the Load list reads the changed front; json.dumps writes NaN and Infinity as such. A
    value "DEEP" becomes `deep` nested lists, deeper than json.dumps itself would go."""
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    text = json.dumps(data, separators=(",", ":"))
    path.write_text(text.replace('"DEEP"', "[" * deep + "]" * deep), encoding="utf-8")


def launch() -> App:
    app = App((1280, 800), seed=4)
    app.prefs.update(hints=False, bot_speed="instant")
    app.push(MenuScene(app))
    app.frame(FRAME)
    return app


def show_load_list(app: App) -> LoadScene:
    click(app, "load")
    scene = app.top
    assert isinstance(scene, LoadScene)
    for _ in range(2):
        app.frame(FRAME)
    return scene


# ----- the front of a save: the Load list ------------------------------------------------------

@pytest.mark.parametrize("when", [math.nan, math.inf, -math.inf, 1e308, -1e308, 10**30, 2**63])
def test_a_save_dated_out_of_range_is_listed_by_its_file_time(home, when):
    older, newer = saved(3), saved(4)
    os.utime(older, (1_000_000_000, 1_000_000_000))  # far older than the other save on disk
    edit(older, lambda d: d.__setitem__("saved_at", when))
    os.utime(older, (1_000_000_000, 1_000_000_000))
    listed = store.list_saves()
    assert [s.path for s in listed] == [newer, older]  # not Continue's choice for good
    assert all(math.isfinite(s.saved_at) for s in listed)
    app = launch()
    scene = show_load_list(app)
    assert "Last played" in scene._when(scene.saves[1], 0)


@pytest.mark.parametrize("text", ["A\x00B", "\x1b[31mred", "tab\there", "\ud800half", "bell\x07"])
def test_control_characters_in_a_title_or_name_are_never_drawn(home, text):
    path = saved()
    edit(path, lambda d: (d.__setitem__("title", text), d["summary"]["players"][0].__setitem__("name", text),
                          d["summary"].__setitem__("edition", text)))
    info = store.list_saves()[0]
    for shown in (info.title, info.summary["players"][0]["name"], info.summary["edition"]):
        assert all(c.isprintable() or c == " " for c in shown) and "\ud800" not in shown
    app = launch()
    show_load_list(app)  # drawn without an exception


@pytest.mark.parametrize("winners", [[-9], [-1], [99], [0, -3]])
def test_a_finished_save_naming_a_winner_who_isnt_there_is_listed(home, winners):
    path = saved()
    edit(path, lambda d: d["summary"].update(over=True, winners=winners))
    info = store.list_saves()[0]
    assert all(0 <= w < len(info.summary["players"]) for w in info.summary["winners"])
    app = launch()
    scene = show_load_list(app)
    assert "Finished" in scene._state(scene.saves[0])


def test_a_save_from_a_newer_app_is_kept_as_it_is_and_never_played(home):
    path = saved()
    edit(path, lambda d: d.update(app_version=store.APP_SAVE_VERSION + 1, future_field={"keep": "me"}))
    before = path.read_bytes()
    assert store.latest_unfinished() is None  # not Continue's choice
    loaded = store.load(path)
    assert loaded.game is None and "newer" in loaded.problem
    assert path.read_bytes() == before  # not set aside, not rewritten: the newer app still has it


# ----- the seats: Continue and the board ------------------------------------------------------

@pytest.mark.parametrize(("field", "value"), [
    ("kind", None), ("shape", None), ("colour", None), ("colour", "red"), ("colour", 1.5), ("colour", -1),
    ("colour", 10**9), ("colour", True), ("shape", "dragon"), ("shape", 7), ("kind", "wizard"), ("name", 5),
])
def test_continue_with_a_damaged_seat_plays_or_is_refused_saying_why(home, field, value):
    path = saved()
    edit(path, lambda d: d["seats"][1].pop(field) if value is None else d["seats"][1].__setitem__(field, value))
    app = launch()
    click(app, "continue")
    board = board_of(app)
    if board is None:  # refused: said, and the file kept aside
        assert isinstance(app.top, MenuScene) and app.top.notice
        return
    for _ in range(3):
        app.frame(FRAME)
    board.session.save()
    assert board.session.save_problem == ""


@pytest.mark.parametrize("name", ["A\x00B", "\x1b", "x\ny", "\ud800"])
def test_a_name_with_control_characters_is_refused_by_the_engine(name):
    with pytest.raises(ValueError):
        new_game("byapar", [name, "B"], seed=1)
    data = new_game("byapar", ["A", "B"], seed=1).to_dict()
    data["players"][0]["name"] = name
    with pytest.raises(SaveError):
        Game.from_dict(data)


def test_seat_details_nested_deeply_never_reach_the_next_autosave(home):
    path = saved()
    edit(path, lambda d: d["seats"][0].__setitem__("notes", "DEEP"), deep=900)
    app = launch()
    click(app, "continue")
    board = board_of(app)
    if board is None:  # too deep to read from where the menu stands: refused, said and kept aside
        assert isinstance(app.top, MenuScene) and app.top.notice
        assert list(store.save_dir().glob("*.unreadable"))
        return
    board.session.save()  # the autosave after the next turn
    board.session.wait_saved()  # written on the app's saver thread
    assert board.session.save_problem == ""
    assert "notes" not in json.loads(path.read_text(encoding="utf-8"))["seats"][0]


# ----- saves the engine took that broke in play ----------------------------------------------

def test_a_save_whose_scripted_dice_ran_out_is_not_continued(home):
    """Scripted dice belong to tests and tutorials and run out (the next throw would stop the
    app): a save with none left is refused when opened, said and kept aside, never played."""
    path = saved()
    edit(path, lambda d: d["game"].update(scripted=True, script=[]))
    app = launch()
    click(app, "continue")
    assert board_of(app) is None and isinstance(app.top, MenuScene) and "scripted" in app.top.notice


def test_a_queue_of_a_hundred_thousand_walks_is_refused():
    data = new_game("byapar", ["A", "B"], seed=1).to_dict()
    data["tasks"] = [["walk", 0, 1]] * 100_000
    with pytest.raises(SaveError):
        Game.from_dict(data)


@pytest.mark.parametrize("field", ["landings", "rolls", "jail_landings"])
def test_counts_no_game_could_reach_are_refused(field):
    data = new_game("byapar", ["A", "B"], seed=1).to_dict()
    if field == "landings":
        data["landings"][5] = 10**12
    else:
        data[field] = 10**12
    with pytest.raises(SaveError):
        Game.from_dict(data)


# ----- the file itself ---------------------------------------------------------------------------

@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs a device file to link to")
def test_a_save_that_is_a_link_to_a_device_is_not_read_without_end(home):
    link = store.save_dir() / "game-zero.json"
    link.symlink_to("/dev/zero")
    loaded = store.load(link)
    assert loaded.game is None and loaded.problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_save_that_is_a_fifo_is_refused_without_waiting(home):
    fifo = store.save_dir() / "game-pipe.json"
    os.mkfifo(fifo)
    loaded = store.load(fifo)
    assert loaded.game is None and loaded.problem
    assert stat.S_ISFIFO(os.lstat(next(store.save_dir().glob("game-pipe*"))).st_mode)


def test_a_save_named_at_the_length_limit_saves_again(home):
    path = saved()
    longest = store.save_dir() / ("game-" + "n" * (255 - len("game-") - len(".json")) + ".json")
    os.replace(path, longest)
    app = launch()
    click(app, "continue")
    board = board_of(app)
    assert board is not None and board.session.path == longest
    board.session.save()
    assert board.session.save_problem == ""
    assert store.holder(longest) == 0  # held by this copy, which holds nothing against itself


def test_a_game_started_on_a_full_disk_leaves_no_lock_behind(home, monkeypatch):
    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "write_atomic", full)
    s = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")], {}, seed=3)
    s.save()
    assert s.save_problem == "full"
    assert list(store.save_dir().iterdir()) == []


# ----- every field of the front and the seats, every hostile value ---------------------------

FRONT_CLASSES = ("numbers in the front", "control characters in the front", "numbers in the seats",
                 "control characters in the seats and names")


# The numbers in the front are the longest class (every number field against every hostile
# value): it runs with the long checks.
@pytest.mark.parametrize("cls", [pytest.param(c, marks=[pytest.mark.slow] if c == "numbers in the front" else [])
                                 for c in FRONT_CLASSES])
def test_every_field_of_the_front_and_seats_against_every_hostile_value(tmp_path, monkeypatch, cls):
    """Each case is listed, drawn in the Load list, continued, drawn on the board and saved
    again, or refused with the file kept: never an exception (bench/fuzz_files.py --attacks
    runs the same cases in child processes, with a table)."""
    import hostile
    import pygame

    from byapar.app.scenes.board import BoardScene

    base = json.loads(saved().read_text(encoding="utf-8"))
    app = launch()
    surface = pygame.Surface(app.screen.get_size())

    def draw_list() -> None:
        scene = LoadScene(app, None)
        scene.layout(app.screen.get_size())
        scene.draw_content(surface)
        scene.draw_over(surface)

    def draw_board(session: Session) -> None:
        board = BoardScene(app, session)
        board.layout(app.screen.get_size())
        board.draw(surface)

    results = []
    for n, (c, label, data) in enumerate(hostile.front_and_seat_cases(base)):
        if c != cls:
            continue
        home = tmp_path / str(n)
        (home / "saves").mkdir(parents=True)
        monkeypatch.setenv("BYAPAR_HOME", str(home))
        hostile.write_save(home / "saves" / "game-1.json", data)
        try:
            results.append(hostile.check_front_case(home / "saves" / "game-1.json", draw_list, draw_board))
        except Exception as e:
            raise AssertionError(f"{cls}: {label}: {type(e).__name__}: {str(e)[:200]}") from e
    assert len(results) >= 50 and "loaded" in results


def test_preferences_remember_no_control_characters_in_names(home):
    (home / "prefs.json").write_text(json.dumps({"seats": [{"name": "A\x00B\x1b", "kind": "human"}]}),
                                     encoding="utf-8")
    assert store.load_prefs()["seats"][0]["name"] == "AB"


def test_continue_says_why_a_save_is_refused_in_the_players_language(home):
    path = saved()
    edit(path, lambda d: d["game"].update(version=99))
    app = launch()
    lang.use("ne")
    try:
        click(app, "continue")
        notice = app.top.notice
    finally:
        lang.use("en")
    assert board_of(app) is None and isinstance(app.top, MenuScene)
    assert "यो सेभ व्यापारको नयाँ संस्करणको हो (ढाँचा ९९; यसले २ सम्म पढ्छ)" in notice and "newer" not in notice


def test_new_game_with_every_board_broken_says_why_in_the_players_language(home, monkeypatch):
    def broken(name):
        raise BoardError("board-no-squares", where=f"{name}.tmx")

    monkeypatch.setattr(engine, "playable_editions", list)
    monkeypatch.setattr(engine, "load_edition", broken)
    app = launch()
    lang.use("ne")
    try:
        click(app, "new")
        notice = app.top.notice
    finally:
        lang.use("en")
    assert isinstance(app.top, MenuScene) and notice.endswith(".tmx: 'squares' नामको वस्तु-तह छैन")
