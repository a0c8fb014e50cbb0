"""Games are never lost, played through the app's own buttons: a new game never removes another,
the Load list says what each game is, renames and deletes (after asking), Continue and a
relaunch show the log and throws again, and a failed save is said on the board at once.
Then every damaged data folder the app may meet: it starts, says what it can't do, plays on."""

from __future__ import annotations

import errno
import json
import os
import time

import pygame
import pytest
from app_helpers import FRAME, board_of, click, human_plays_safely, settle, type_text

from byapar.app import lang, store, words
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import save_note
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.load import LoadScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.session import Session, default_seat
from byapar.engine import load_edition


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    yield tmp_path
    store.unlock_all()


def launch(seed: int = 4, size=(1280, 800)) -> App:
    app = App(size, seed=seed)
    app.prefs.update(hints=False, bot_speed="instant")
    app.push(MenuScene(app))
    app.frame(FRAME)
    return app


def new_game_played(app: App, turns: int) -> BoardScene:
    """Menu → New game → Start the game, then a cautious human plays `turns` decisions."""
    click(app, "new")
    click(app, "start")
    settle(app)
    for _ in range(turns):
        human_plays_safely(app)
    return board_of(app)


def to_menu(app: App) -> None:
    """Play on until the board itself is on top (no auction or trade open), then press Menu."""
    for _ in range(50):
        if isinstance(app.top, BoardScene):
            break
        human_plays_safely(app)
    click(app, "menu")


def texts(board: BoardScene) -> list[str]:
    return [words.plain(line) for line in board.presenter.log]


def load_list(app: App) -> LoadScene:
    click(app, "load")
    assert isinstance(app.top, LoadScene)
    app.frame(FRAME)
    return app.top


def row_text(scene: LoadScene, n: int) -> str:
    row = next(r for r in scene.rows if r[1] is scene.saves[n])
    return " | ".join((scene._heading(row[1]), scene._state(row[1]), scene._players(row[1]),
                       scene._when(row[1], row[2])))


def test_a_new_game_never_removes_another(home):
    app = launch()
    first = new_game_played(app, 12)
    first_path, first_round = first.session.path, first.game.round
    assert first_round >= 2
    to_menu(app)
    new_game_played(app, 2)
    to_menu(app)
    scene = load_list(app)
    assert len(scene.saves) == 2
    assert scene.saves[1].path == first_path and scene.saves[1].summary["round"] == first_round
    click(app, "open_1")  # the older game opens where it was
    assert board_of(app).session.path == first_path and board_of(app).game.round == first_round


def test_the_load_list_says_what_each_game_is(home):
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash"), default_seat(2, "hard", "Chiri")]
    over = Session.start("classic", seats, {"rounds": 1}, seed=5)
    for _ in range(2000):  # bots and a human who always takes the first legal choice
        if over.game.over:
            break
        over.apply(over.bot_action() if over.is_bot(over.game.pending.player) else over.game.legal_actions()[0])
    assert over.game.over
    playing = Session.start("byapar", seats[:2], {"rounds": 30}, seed=6)
    playing.save()
    app = launch()
    scene = load_list(app)
    newest, older = row_text(scene, 0), row_text(scene, 1)
    assert "Byapar" in newest and "Round 1 of 30" in newest and "Asha to play" in newest, newest
    assert "Bikash (bot)" in newest and "Asha," in newest and "Not finished" in newest, newest
    saved_at = json.loads(playing.path.read_text(encoding="utf-8"))["saved_at"]  # not today: midnight may pass
    assert "Last played " + time.strftime("%Y-%m-%d", time.localtime(saved_at)) in newest, newest
    assert "Classic" in older and "Finished" in older and "won" in older and "Chiri (bot)" in older, older
    assert scene._picture("byapar", 40) is not None  # a small picture of the board
    click(app, "open_1")  # a finished game stays, and opens to its result, statistics and replay
    for _ in range(5):
        app.frame(FRAME)
    assert isinstance(app.top, GameOverScene)
    assert app.top.panel.get("stats") is not None


def test_rename_and_delete_from_the_load_list(home):
    for seed in (1, 2):
        Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")], {},
                      seed=seed).save()
    app = launch()
    scene = load_list(app)
    path = scene.saves[0].path
    click(app, "rename_0")
    assert app.top.typing()
    type_text(app, "Dashain with cousins" + "x" * 100)  # the field stops at its bound
    click(app, "rename_ok")
    assert scene.saves[0].title == "Dashain with cousins" + "x" * (store.TITLE_MAX - 20)
    assert json.loads(path.read_text(encoding="utf-8"))["title"] == scene.saves[0].title
    assert row_text(scene, 0).startswith("Dashain with cousins")
    other = scene.saves[1].path
    click(app, "delete_1")
    click(app, "cancel_delete")  # asked first; No keeps it
    assert other.exists() and len(scene.saves) == 2
    click(app, "delete_1")
    assert "for good" in t("load_confirm_delete", name="x") and scene.confirming is not None
    click(app, "confirm_delete")
    assert not other.exists() and [s.path for s in scene.saves] == [path]
    click(app, "open_0")  # the renamed game keeps its name through its next autosaves
    board = board_of(app)
    board.session.save()
    board.session.wait_saved()  # written on the app's saver thread
    assert json.loads(path.read_text(encoding="utf-8"))["title"].startswith("Dashain with cousins")


def test_the_load_list_scrolls_when_there_are_many(home):
    game = Session.start("byapar", [default_seat(0, "human", "A"), default_seat(1, "easy", "B")], {}, seed=1).game
    for i in range(30):
        store.autosave(game, [default_seat(0, "human", "A"), default_seat(1, "easy", "B")],
                       store.save_dir() / f"game-{i:02}.json", title=f"Game {i}")
    app = launch(size=(800, 600))
    scene = load_list(app)
    shown = scene.per_page
    assert 1 < shown < 30 and not scene.panel.get("scroll_up").enabled
    click(app, "scroll_down")
    assert scene.first == shown and scene.panel.get(f"open_{shown}") is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.frame(FRAME)
    assert scene.first == shown - 1


def test_continue_and_a_relaunch_show_the_log_and_throws_again(home):
    app = launch(seed=11)
    board = new_game_played(app, 16)
    log, throws = texts(board), list(board.presenter.dice_history)
    assert len(throws) >= 4 and len(log) >= 10
    stats, hints = board.session.comfort.stats, set(board.session.comfort.hints.shown)
    to_menu(app)
    click(app, "continue")
    again = board_of(app)
    assert texts(again) == log and again.presenter.dice_history == throws
    restored = again.session.comfort
    assert restored.hints.shown == hints and restored.hints.current is None  # no hint told twice
    assert (restored.stats.throws, restored.stats.landings, restored.stats.rent_paid) == \
        (stats.throws, stats.landings, stats.rent_paid)
    assert again._history_text(again.board.centre)[0].startswith(t("dice_history"))
    store.unlock_all()  # as the process ending does
    relaunched = launch(seed=99)
    click(relaunched, "continue")
    assert texts(board_of(relaunched)) == log and board_of(relaunched).presenter.dice_history == throws


def failing(error: OSError):
    def refuse(*args, **kwargs):
        raise error
    return refuse


@pytest.mark.parametrize(("error", "kind", "words_en"), [
    (OSError(errno.ENOSPC, "No space left on device"), "full", "the disk is full"),
    (PermissionError(errno.EACCES, "Permission denied"), "readonly", "read-only"),
    (OSError(errno.EROFS, "Read-only file system"), "readonly", "read-only"),
    (OSError(errno.EIO, "Input/output error"), "other", "can't be used"),
])
def test_a_failed_save_is_said_on_the_board_until_a_save_works(home, monkeypatch, error, kind, words_en):
    app = launch()
    board = new_game_played(app, 2)
    before = board.session.path.read_bytes()
    real = store.write_atomic
    monkeypatch.setattr(store, "write_atomic", failing(error))
    for _ in range(6):
        human_plays_safely(app)
    assert board.session.save_problem == kind
    said = save_note.text(board.session)
    assert words_en in said and "Play goes on" in said
    seen = pygame.Surface(app.screen.get_size())
    app.draw()
    seen.blit(app.screen, (0, 0))
    note_at = (board.board.centre.centerx, board.board.centre.y + 12)  # inside the note, above its words
    assert seen.get_at(note_at)[:3] == save_note.NOTE_BG  # drawn on the board
    assert board.session.path.read_bytes() == before  # the earlier save is untouched
    from byapar.app import lang

    lang.use("ne")
    try:
        assert save_note.text(board.session) == t(f"save_failed_{kind}") and "सेभ" in save_note.text(board.session)
    finally:
        lang.use("en")
    monkeypatch.setattr(store, "write_atomic", real)
    played = len(board.game.history)
    for _ in range(6):
        human_plays_safely(app)
    assert board.session.save_problem == "" and save_note.text(board.session) == ""
    app.draw()
    assert app.screen.get_at(note_at)[:3] != save_note.NOTE_BG  # and gone from the board
    saved = store.load(board.session.path).game
    assert len(saved.history) > played and saved.history == board.game.history[:len(saved.history)]


def test_a_disk_filling_mid_write_leaves_the_earlier_save_whole(home, monkeypatch):
    s = Session.start("byapar", [default_seat(0, "human", "A"), default_seat(1, "easy", "B")], {}, seed=3)
    s.save()
    before = s.path.read_bytes()
    real_dump = json.dump

    def half_then_full(data, f, **kw):
        f.write(json.dumps(data, **kw)[:500])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(json, "dump", half_then_full)
    s.save()
    monkeypatch.setattr(json, "dump", real_dump)
    assert s.save_problem == "full" and s.path.read_bytes() == before
    assert sorted(p.name for p in s.path.parent.iterdir()) == [s.path.name, s.path.name + ".lock"]


# ----- any data folder ---------------------------------------------------------------------------

def start_and_play(app: App) -> BoardScene:
    board = new_game_played(app, 4)
    assert len(board.game.history) >= 4  # play went on
    return board


def test_a_missing_data_folder_is_made(tmp_path, monkeypatch):
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path / "not" / "yet"))
    app = launch()
    assert app.top.notice == ""
    board = start_and_play(app)
    assert board.session.save_problem == "" and board.session.path.exists()


@pytest.mark.parametrize("damage", ["home_is_a_file", "saves_is_a_file", "home_read_only"])
def test_a_folder_that_cant_hold_saves_is_said_and_play_goes_on(tmp_path, monkeypatch, damage):
    home = tmp_path / "data"
    if damage == "home_is_a_file":
        home.write_text("not a folder")
    elif damage == "saves_is_a_file":
        home.mkdir()
        (home / "saves").write_text("not a folder")
    else:  # as a read-only folder answers (the tests may run as root, where chmod wouldn't stop them)
        home.mkdir()
        monkeypatch.setattr(store.tempfile, "mkstemp", failing(PermissionError(errno.EACCES, "Permission denied")))
    monkeypatch.setenv("BYAPAR_HOME", str(home))
    app = launch()
    assert app.top.notice.startswith("Games can't be saved in"), app.top.notice
    assert not app.top.panel.get("continue").enabled and not app.top.panel.get("load").enabled
    board = start_and_play(app)
    assert board.session.save_problem in ("other", "readonly") and save_note.text(board.session)
    to_menu(app)
    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("prefs", [
    "[" * 100_000 + "]" * 100_000,
    json.dumps({"rounds": "many", "seats": [5, None, {"name": 7}, {"name": "x" * 10_000, "kind": "human",
                                                                  "shape": "circle", "colour": 0}],
                "rules_by_edition": {"byapar": [1, 2], "classic": {"rounds": -3, "starting_money": 10**30}},
                "edition": "no-such-board", "language": "xx", "bot_speed": {"a": 1}}),
    json.dumps([1, 2, 3]), "\x00\x01 garbage", "",
])
def test_preferences_of_any_shape_start_the_app(home, prefs):
    (home / "prefs.json").write_text(prefs, encoding="utf-8")
    app = launch()
    assert isinstance(app.top, MenuScene)
    assert all(len(s["name"]) <= store.NAME_MAX for s in app.prefs["seats"])
    assert all(isinstance(v, dict) for v in app.prefs["rules_by_edition"].values())
    click(app, "new")
    click(app, "start")
    assert board_of(app) is not None


def test_preferences_naming_an_edition_without_its_rules_never_play_byapars_rules_on_it(home):
    (home / "prefs.json").write_text(json.dumps({"edition": "finance", "language": "en"}), encoding="utf-8")
    app = launch()
    click(app, "new")
    click(app, "start")
    game = board_of(app).game
    assert game.settings.starting_money == game.edition.rules.starting_money
    assert game.settings.rounds == game.edition.rules.rounds


def test_links_folders_and_vanishing_files_among_the_saves(home, monkeypatch):
    s = Session.start("byapar", [default_seat(0, "human", "A"), default_seat(1, "easy", "B")], {}, seed=3)
    s.save()
    d = s.path.parent
    (d / "dangling.json").symlink_to(d / "nowhere.json")
    (d / "a-folder.json").mkdir()
    (d / "notes.txt").write_text("hello")
    gone = d / "gone.json"
    gone.write_bytes(s.path.read_bytes())
    real_scandir = os.scandir

    def vanishing(path):  # the file is removed between the folder read and its stat
        entries = list(real_scandir(path))
        gone.unlink(missing_ok=True)
        return iter(entries)

    monkeypatch.setattr(os, "scandir", vanishing)
    assert [x.path for x in store.list_saves()] == [s.path]
    monkeypatch.setattr(os, "scandir", real_scandir)
    store.unlock_all()
    app = launch()
    scene = load_list(app)
    assert len(scene.saves) == 1
    click(app, "open_0")
    assert board_of(app).session.path == s.path


def test_absurd_names_in_a_save_are_cut_when_loaded(home):
    seats = [default_seat(0, "human", "A"), default_seat(1, "easy", "B")]
    s = Session.start("byapar", seats, {}, seed=3)
    s.save()
    data = json.loads(s.path.read_text(encoding="utf-8"))
    data["game"]["players"][0]["name"] = "N" * 9_000
    data["seats"][0]["name"] = "N" * 9_000
    data["summary"]["players"][0]["name"] = "N" * 9_000
    data["title"] = "T" * 9_000
    s.path.write_text(json.dumps(data), encoding="utf-8")
    store.unlock_all()
    app = launch()
    scene = load_list(app)
    assert len(scene.saves[0].summary["players"][0]["name"]) <= store.NAME_MAX
    assert len(scene.saves[0].title) <= store.TITLE_MAX
    click(app, "open_0")
    board = board_of(app)
    assert board.game.players[0].name == "N" * store.NAME_MAX
    for _ in range(3):
        app.frame(FRAME)  # the board draws the name without trouble


def test_saves_from_before_one_file_a_game_are_listed_and_continue(home):
    """autosave.json and its older copies, as the app wrote them before: listed, loadable, and
    a game continued from one goes on saving into its own file, in today's form."""
    older = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")], {},
                          seed=1)
    newer = Session.start("classic", [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")], {},
                          seed=2)
    folder = home / "saves"
    folder.mkdir()
    for name, s, when in (("autosave.1.json", older, 1000), ("autosave.json", newer, 2000)):
        (folder / name).write_text(json.dumps({"app_version": 1, "saved_at": when, "seats": s.seats,
                                               "game": s.game.to_dict()}), encoding="utf-8")
    app = launch()
    scene = load_list(app)
    assert [x.path.name for x in scene.saves] == ["autosave.json", "autosave.1.json"]
    assert "Classic" in row_text(scene, 0) and "Bikash (bot)" in row_text(scene, 0)
    click(app, "back")
    click(app, "continue")
    board = board_of(app)
    assert board.session.path == folder / "autosave.json" and board.game.edition.name == "classic"
    board.session.save()
    board.session.wait_saved()  # written on the app's saver thread
    assert json.loads((folder / "autosave.json").read_text(encoding="utf-8"))["app_version"] == store.APP_SAVE_VERSION
    assert store.load(folder / "autosave.1.json").game.to_dict() == older.game.to_dict()


def test_the_bots_offers_to_people_are_kept_across_continue(home):
    """The table's ledger of bots' offers to people is saved beside the game: after loading, an
    offer the person had is not made again at once, as before the save. A save without it (an
    older one) or with a damaged one still loads, with the ledger empty."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot"), default_seat(2, "hard", "Bot 2")]
    session = Session.start("byapar", seats, {"bot_offers": "often"}, seed=3)
    session.offer_ledger.record(session.view, 1, 0, (3,), (1,))  # bot 1 offered Asha Jumla for Humla
    session.save()
    session.wait_saved()
    saved = json.loads(session.path.read_text(encoding="utf-8"))
    assert saved["bots"]["offers"] == session.offer_ledger.to_dict()

    loaded = store.load(session.path)
    again = Session(loaded.game, loaded.seats, path=session.path, bots_saved=loaded.bots)
    assert again.offer_ledger.to_dict() == session.offer_ledger.to_dict()
    assert not again.offer_ledger.may_offer(again.view, 1, 0, (3,), (1,), finishes_theirs=True)
    assert Session(loaded.game, loaded.seats).offer_ledger.may_offer(again.view, 1, 0, (3,), (1,), finishes_theirs=True)

    for damaged in ({"made": [["x"], [1, 0, [3], [1], [None], [0, 0], -5, 7]], "last_round": {"zero": 1}}, None):
        if damaged is None:
            del saved["bots"]
        else:
            saved["bots"]["offers"] = damaged
        session.path.write_text(json.dumps(saved), encoding="utf-8")
        loaded = store.load(session.path)
        assert loaded.game is not None and loaded.game.round == session.game.round
        restored = Session(loaded.game, loaded.seats, path=session.path, bots_saved=loaded.bots)
        assert restored.offer_ledger.to_dict() == {"last_round": {}, "made": []}


def test_the_load_list_in_nepali_names_the_setups_bots_and_the_edition_in_nepali(home):
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot A")]
    Session.start("business_gst", seats, {"opening": "seat"}, seed=6).save()
    app = launch()
    lang.use("ne")
    try:
        scene = load_list(app)
        row = row_text(scene, 0)
        bot = t("load_bot", name=t("bot_name", name=t("bot_letters")[0]))
        edition = lang.edition_name(load_edition("business_gst"))
    finally:
        lang.use("en")
    assert bot in row and "Bot A" not in row, row
    assert edition in row and "Business" not in row, row


@pytest.mark.parametrize("people", [1, 2])
def test_a_saved_game_of_several_people_opens_on_a_hand_over_to_the_one_asked(home, people):
    """Whoever opens a family's saved game may not be the person whose decision it is: with two
    people at the table the board opens with the laptop passing to them (their Throw waits for
    their ready click); a game of one person opens straight on their Throw."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human" if people == 2 else "medium", "Bikash"),
             default_seat(2, "medium", "Sita")]
    session = Session.start("byapar", seats, {"opening": "seat"}, seed=5)
    session.save()
    session.settle_saves()
    store.unlock_all()
    app = launch()
    click(app, "continue")
    board = board_of(app)
    assert board.game.pending.player == 0 and board.game.pending.kind == "roll"
    if people == 2:
        assert board.gate.waiting_for(board) == 0 and app.top.panel.get("ready") is not None
        click(app, "ready")
    assert board.gate.waiting_for(board) is None and app.top.panel.get("roll").enabled
    click(app, "roll")
    assert board.game.history[:1] == ["roll"]  # Asha's throw, once the laptop is hers
