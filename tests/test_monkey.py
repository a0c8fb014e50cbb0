"""A UI monkey: thousands of random clicks, drags, wheel turns, keys and resizes on the running app.

The app runs headless (SDL's dummy drivers) in a temporary data folder. Episodes start
from the menu, or straight on a board with humans and bots seated (some a round from the
end, so the game-over scene comes up). Each event is followed by a frame; after each one,
no exception may have escaped and every game on the scene stack must keep the engine's
invariants, and a refusal shown to the player must be a finished sentence. When an
episode ends every game on the stack goes through a save and back unchanged, and its
autosave loads. Half the clicks land on a real, enabled button of the top scene, so the
monkey gets everywhere: setup, settings, help, board, auction, trade, stats, game over.
Now and then the monkey asks the board for an action straight out (as a stale click can),
often one the game refuses, so refusals are seen. A bot thinking on its worker thread is
waited for after each frame, so where its answer lands doesn't hang on the machine's speed.
A failure names the seed and the event number that replay it:
`python bench/monkey.py --events N --seed S`.
"""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from net_helpers import LOOPBACK_PLACES  # noqa: E402

from byapar.app import store  # noqa: E402
from byapar.app.app import GRACE_FRAMES, REACTION, App  # noqa: E402
from byapar.app.scenes.board import BoardScene  # noqa: E402
from byapar.app.scenes.menu import MenuScene  # noqa: E402
from byapar.app.session import Session, default_seat  # noqa: E402
from byapar.engine import Game, available_editions, load_edition, parse  # noqa: E402
from byapar.engine.invariants import check  # noqa: E402

FRAME = 1 / 60
LOOK_FRAMES = int(REACTION / FRAME) + GRACE_FRAMES + 2  # the longest a person looks before a click counts
KEYS = (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_F1, pygame.K_F11,
        pygame.K_a, pygame.K_b, pygame.K_d, pygame.K_e, pygame.K_m, pygame.K_r, pygame.K_s,
        pygame.K_t, pygame.K_z, pygame.K_1, pygame.K_5, pygame.K_0, pygame.K_DELETE, pygame.K_HOME,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_PLUS, pygame.K_MINUS)
TEXT = ("a", "Z", "5", " ", "é", "न", "🎲", "'", "\\", "%s")
# Buttons that move a game on: the monkey favours them, or games would never end.
PROGRESS = ("roll", "buy", "decline", "end", "pay_fine", "use_card", "drop", "done", "back", "accept", "reject")
SIZES = ((800, 600), (1280, 800), (1024, 768), (1920, 1080), (640, 480), (300, 200), (2560, 1440))
# Actions asked for straight out: mostly refused wherever the game happens to be.
ASKED = ("buy", "decline", "roll", "end", "pay-fine", "use-card", "accept", "reject", "drop", "bid 1",
         "build 1", "build 3", "sell 3", "mortgage 6", "unmortgage 6", "keep 1")
BOT_HUNG = 600.0  # seconds: only a bot that never answers comes near it
# What a refusal on screen must never show: a template not filled in, or a program's words.
UNFINISHED = re.compile(r"\{\w*\}|Traceback|IllegalAction|object at 0x|\w\(\w+=")


@dataclass
class Figures:
    events: int = 0
    episodes: int = 0
    games_over: int = 0
    scenes: Counter = field(default_factory=Counter)
    kinds: Counter = field(default_factory=Counter)
    decisions: Counter = field(default_factory=Counter)  # pending kinds a board was seen waiting on
    refusals: set = field(default_factory=set)  # the refusals shown to the player
    moves: dict = field(default_factory=dict)  # id(game) -> its history's length when last seen
    checks: int = 0  # invariant checks made (one per game on the stack per event)
    saves: int = 0  # games put through a save and back


class Monkey:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.app: App | None = None
        self.figures = Figures()
        self.same_scene = 0  # events since the top scene last changed
        self.last_top: object = None
        self.editions = [e for e in available_editions() if _loads(e)]
        # every game seen, kept alive: `Figures.moves` is keyed by id(game), and a game let go could
        # leave its id to the next one, which would then count over it
        self.games_seen: list[Game] = []

    # ----- episodes ----------------------------------------------------------------------

    def new_episode(self) -> None:
        """From the menu, or straight onto a board with humans and bots seated."""
        rng = self.rng
        self._round_trips()
        if self.app is None or not self.app.running or rng.random() < 0.5:
            self.app = App(rng.choice(SIZES[:3]), seed=rng.randrange(10**6))
            self.app.net_places = LOOPBACK_PLACES  # a table hosted here listens on loopback only
        # mostly instant bots, so that games get to their end within an episode
        self.app.prefs["bot_speed"] = rng.choice(("instant", "instant", "fast", "normal"))
        self.figures.episodes += 1
        if rng.random() < 0.3:
            self.app.replace(MenuScene(self.app))
            return
        edition = rng.choice(self.editions)
        rules = load_edition(edition).rules
        count = rng.randint(rules.min_players, min(rules.max_players, 5))
        kinds = ["human"] + [rng.choice(("human", "easy", "medium", "hard")) for _ in range(count - 1)]
        rng.shuffle(kinds)
        seats = [default_seat(i, k, f"{k.title()} {i}") for i, k in enumerate(kinds)]
        rounds = rng.choice((1, 2, 15, 0))  # short games reach the game-over scene
        session = Session.start(edition, seats, {"rounds": rounds, "dealt_places": rng.choice((0, 2, 4))},
                                seed=rng.randrange(10**6))
        self.app.replace(BoardScene(self.app, session))

    # ----- events ---------------------------------------------------------------------------

    def step(self) -> None:
        """One random event, then a frame; then every game on the stack must be sound."""
        app, rng = self.app, self.rng
        pick = rng.random()
        if self.same_scene > 60 and not isinstance(app.top, BoardScene):
            self._post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
            self.figures.kinds["key"] += 1
        elif pick < 0.45:
            self._click_button()
        elif pick < 0.62:
            self._click(self._anywhere(), rng.choice((1, 1, 1, 3)))
        elif pick < 0.68:
            self._drag()
        elif pick < 0.74:
            self._post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False,
                       precise_x=0.0, precise_y=0.0, which=0)
            self.figures.kinds["wheel"] += 1
        elif pick < 0.88:
            self._key()
        elif pick < 0.91:
            size = rng.choice(SIZES)
            self._post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            self.figures.kinds["resize"] += 1
        elif pick < 0.915:
            self._post(pygame.QUIT)
            self.figures.kinds["quit"] += 1
        elif pick < 0.95 and isinstance(app.top, BoardScene) and app.top.session.is_human(app.top.game.pending.player):
            app.top.act(parse(rng.choice(ASKED)))  # mostly refused: the board shows why, never raises
            self.figures.kinds["asked"] += 1
        else:
            self.figures.kinds["wait"] += 1
            dt = rng.choice((FRAME, 0.1, 0.25))  # long frames: animations and bots catch up
            for _ in range(rng.randint(2, 30)):
                app.frame(dt)
        app.frame(FRAME)
        self._await_bots()
        self.figures.events += 1
        self.figures.scenes[type(app.top).__name__ if app.top else "none"] += 1
        self.same_scene = self.same_scene + 1 if app.top is self.last_top else 0
        self.last_top = app.top
        self._check()

    def _games(self) -> list[tuple[object, Game]]:
        """(scene, game) for every scene on the stack holding a game."""
        found = []
        for scene in self.app.scenes if self.app else ():
            game = getattr(scene, "game", None) or getattr(getattr(scene, "session", None), "game", None)
            if game is not None:
                found.append((scene, game))
        return found

    def _check(self) -> None:
        for scene, game in self._games():
            check(game)
            self.figures.checks += 1
            if id(game) not in self.figures.moves:
                self.games_seen.append(game)
            self.figures.moves[id(game)] = len(game.history)
            if game.over:
                self.figures.games_over += 1
            if isinstance(scene, BoardScene):
                self.figures.decisions[game.pending.kind] += 1
                message = scene.message
                assert isinstance(message, str), f"a refusal that is not text: {message!r}"
                if message:
                    assert message.strip() and not UNFINISHED.search(message), f"refusal shown: {message!r}"
                    self.figures.refusals.add(message)

    def _await_bots(self) -> None:
        """A bot thinking on its worker thread answers before the next event, on a slow machine
        too; a game being opened has its session made; and the saves asked for are written, so
        the Load list reads the same on any machine."""
        if self.app.opening is not None:
            self.app.opening.wait(BOT_HUNG)
        for scene in self.app.scenes:
            if isinstance(scene, BoardScene) and scene.controller.reading():
                scene.controller.wait(BOT_HUNG)
            if isinstance(scene, BoardScene):
                scene.session.wait_saved()

    def _round_trips(self) -> None:
        """Every game on the stack saves and loads back the same; its autosave, if any, loads."""
        for scene, game in self._games():
            data = game.to_dict()
            assert Game.from_dict(data).to_dict() == data, "a game didn't load back the same"
            path = getattr(getattr(scene, "session", None), "path", None)
            if path is not None and path.exists():
                loaded = store.load(path)
                assert loaded.game is not None, f"the autosave doesn't load: {loaded.problem}"
            self.figures.saves += 1

    def _anywhere(self) -> tuple[int, int]:
        w, h = self.app.screen.get_size()
        return self.rng.randrange(w), self.rng.randrange(h)

    def _post(self, kind: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def _click(self, pos: tuple[int, int], button: int = 1) -> None:
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.figures.kinds["click"] += 1

    def _click_button(self) -> None:
        panel = getattr(self.app.top, "panel", None)
        buttons = [b for b in getattr(panel, "buttons", []) if b.enabled]
        if not buttons:
            self._click(self._anywhere())
            return
        onward = [b for b in buttons if b.id in PROGRESS]
        if onward and self.rng.random() < 0.6:
            buttons = onward
        pos = self.rng.choice(buttons).rect.center
        if self.rng.random() < 0.75:  # a person mostly looks before clicking; the rest click at once
            for _ in range(LOOK_FRAMES):
                if self.app.seen(pos):
                    break
                self.app.frame(FRAME)
        self._click(pos)

    def _drag(self) -> None:
        start, end = self._anywhere(), self._anywhere()
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, 5):
            pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.figures.kinds["drag"] += 1

    def _key(self) -> None:
        rng = self.rng
        key = rng.choice(KEYS)
        mod = rng.choice((0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT))
        if key == pygame.K_F11 and rng.random() < 0.8:
            key = pygame.K_RETURN  # fullscreen flips are slow on some drivers: keep them rare
        self._post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self._post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        if rng.random() < 0.3:
            self._post(pygame.TEXTINPUT, text=rng.choice(TEXT))
        self.figures.kinds["key"] += 1

    # ----- the run ----------------------------------------------------------------------------

    def run(self, events: int, episode_length: int = 300) -> Figures:
        left = 0
        while self.figures.events < events:
            if left <= 0 or self.app is None or not self.app.running:
                self.new_episode()
                left = self.rng.randint(episode_length // 3, episode_length)
            try:
                self.step()
            except Exception as e:
                raise AssertionError(f"monkey seed {self.seed}, event {self.figures.events}: "
                                     f"{type(e).__name__}: {e} (replay: python bench/monkey.py "
                                     f"--seed {self.seed} --events {self.figures.events + 1})") from e
            left -= 1
        self._round_trips()
        return self.figures


def _loads(name: str) -> bool:
    try:
        load_edition(name)
        return True
    except Exception:
        return False


class _NoTables:
    """Discovery that finds nothing: where the monkey goes must not hang on tables that other
    tests running beside it announce."""

    def __init__(self, interfaces: object) -> None:
        pass

    def tables(self) -> list:
        return []

    def close(self) -> None:
        pass


@pytest.mark.slow  # 2,500 random events: with the long checks (the damaged-board monkey stays in make test)
def test_monkey(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    monkeypatch.setattr("byapar.net.discovery.Browser", _NoTables)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    figures = Monkey(seed=2026).run(events=2500)
    # no exception escaped and every check held (run() raises otherwise); and the monkey
    # really went places: many screens, games played on, refusals seen
    assert len(figures.scenes) >= 5, figures.scenes  # it got about, not stuck on one screen
    assert {"BoardScene", "MenuScene", "SetupScene"} <= set(figures.scenes), figures.scenes
    # a game's end is not asked of it: ending by agreement waits on the bots' votes and
    # resigning asks twice, so random clicks seldom end one (test_app_play plays game over)
    assert figures.checks >= 1000, figures
    assert len(figures.decisions) >= 4, figures.decisions  # throws, buys, ends, bids, ...
    # every throw (the throw-off's too) and click that moved a game; how far the bots get between
    # clicks hangs on their threads' timing, so runs of this seed have counted 146 to 270
    assert sum(figures.moves.values()) >= 100, "the games hardly moved"
    assert len(figures.refusals) >= 2, figures.refusals  # refusals met, each a finished sentence
    assert figures.saves >= figures.episodes // 2, figures


def _damaged_boards() -> dict[str, object]:
    from test_fuzz_boards import MAP_MUTATIONS

    cases: dict[str, object] = dict(MAP_MUTATIONS)
    cases.update({
        "tile beyond the tileset": lambda b: re.sub(rb"(<data encoding=\"csv\">\s*)\d+", rb"\g<1>9000", b, count=1),
        "tile number huge": lambda b: re.sub(rb"(<data encoding=\"csv\">\s*)\d+", rb"\g<1>4294967295", b, count=1),
        "art missing": "unlink-art",
        "art not an image": "junk-art",
        "a broken board beside": "broken-folder",
    })
    return cases


def _colours(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Distinct colours on a grid of points in `rect`: a drawn board has many, a blank one one."""
    return len({tuple(surface.get_at((x, y))) for x in range(rect.left, rect.right, 7)
                for y in range(rect.top, rect.bottom, 7)})


def test_the_app_survives_damaged_boards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A damaged board in boards/ never crashes the app: New game leaves a broken one off
    the list, and a board that loads is drawn, whatever its tile layer or tileset image says."""
    import shutil

    from byapar.engine import edition as edition_module
    from byapar.engine.edition import BOARDS_DIR

    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path / "home"))
    app = App((1024, 768))
    drawn = []
    for n, (name, damage) in enumerate(sorted(_damaged_boards().items())):
        boards = tmp_path / f"boards{n}"
        shutil.copytree(BOARDS_DIR / "byapar", boards / "byapar")
        shutil.copytree(BOARDS_DIR / "classic", boards / "classic")  # a sound board beside it
        tmx = boards / "byapar" / "byapar.tmx"
        art = next((boards / "byapar").glob("*.png"), None)
        if damage == "unlink-art" and art:
            art.unlink()
        elif damage == "junk-art" and art:
            art.write_bytes(b"not a png")
        elif damage == "broken-folder":
            (boards / "broken").mkdir()
            (boards / "broken" / "broken.tmx").write_text("<map")
        elif callable(damage):
            tmx.write_bytes(damage(tmx.read_bytes()))
        monkeypatch.setattr(edition_module, "BOARDS_DIR", boards)
        loads = _loads(str(tmx))
        try:
            app.replace(MenuScene(app))
            app.top.new_game()  # the setup scene lists the boards that load
            app.frame(FRAME)
            listed = {b.id for b in app.top.panel.buttons if b.id.startswith("edition_")}
            board = None
            if loads:
                seats = [default_seat(0, "human", "A"), default_seat(1, "easy", "B")]
                board = BoardScene(app, Session.start(str(tmx), seats, {"rounds": 15}, seed=n))
                app.replace(board)
                for _ in range(3):
                    app.frame(FRAME)
        except Exception as e:
            raise AssertionError(f"damaged board {name!r}: {type(e).__name__}: {e}") from e
        assert type(app.top).__name__ == ("BoardScene" if loads else "SetupScene"), name
        assert listed == {"edition_classic"} | ({"edition_byapar"} if loads else set()), f"{name}: {listed}"
        if board is not None:  # drawn: every square has its place on the board, and the board has colour
            view = board.board
            assert len(view.squares) == len(board.game.squares), name
            assert all(view.rect.contains(r) and r.w > 0 and r.h > 0 for r in view.squares), name
            colours = _colours(app.screen, view.rect)
            assert colours >= 50, f"{name}: the board is hardly drawn ({colours} colours)"
            drawn.append(name)
    assert {"unchanged", "art missing", "art not an image", "tile beyond the tileset"} <= set(drawn), drawn
