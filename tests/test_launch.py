"""What `python game.py` does before its first menu frame: nothing the menu doesn't show. Each
test starts the real launcher in a fresh interpreter (the dummy drivers), stops its loop after
that frame, and reads which modules were loaded by then; so a stray import that would slow
every launch fails here rather than only in bench/frames.py's figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game.py"

# The first frame, with the modules loaded as it reaches the screen (its flip: the app starts
# the sound thread only after it), then (for the click test) a click on a real menu button,
# answered in the next frame as the app's loop would.
FIRST_FRAME = """
import json, sys
sys.path.insert(0, {root!r})
sys.argv = [{game!r}, *{flags!r}]
import pygame
from byapar.app import app

flip, at_flip = pygame.display.flip, []

def first_flip():
    flip()
    at_flip.append(sorted(sys.modules))

def first_frame(self, fps=60):
    pygame.display.flip = first_flip
    self.frame(0.0)
    pygame.display.flip = flip
    loaded = at_flip[0]
    scene = type(self.top).__name__
    if {click!r}:
        centre = self.top.panel.get({click!r}).rect.center
        for _ in range(60):  # the person sees the menu before they click
            if self.seen(centre):
                break
            self.frame(1 / 60)
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=centre, rel=(0, 0), buttons=(0, 0, 0), button=1))
        self.frame(1 / 60)
    print(json.dumps({{"loaded": loaded, "first": scene, "then": type(self.top).__name__,
                      "size": list(self.screen.get_size())}}))

app.App.run = first_frame
exec(compile(open({game!r}).read(), {game!r}, "exec"), {{"__name__": "__main__"}})
"""

# Loaded only when a game, a board, a bot or a page other than the menu is wanted.
NOT_BEFORE_THE_MENU = ("byapar.engine.game", "byapar.engine.edition", "byapar.engine.actions",
                       "byapar.engine.events", "byapar.engine.save", "byapar.engine.view", "byapar.bots",
                       "byapar.sim", "byapar.stats", "byapar.help", "byapar.app.session", "byapar.app.board_view",
                       "byapar.app.presenter", "byapar.app.sound", "pytmx", "xml.etree.ElementTree", "argparse",
                       "secrets", "hashlib")
# Of the engine, the menu needs only what formats numbers, names refusals and checks prefs
# (with the names of the openings, from the vocabulary).
ENGINE_AT_THE_MENU = {"byapar.engine", "byapar.engine.errors", "byapar.engine.money", "byapar.engine.settings",
                      "byapar.engine.text", "byapar.engine.kinds"}
SCENES_AT_THE_MENU = {"byapar.app.scenes", "byapar.app.scenes.menu", "byapar.app.scenes.panel_scene"}


def launch(home: Path, flags: tuple[str, ...] = (), click: str = "") -> dict:
    env = {**os.environ, "BYAPAR_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    code = FIRST_FRAME.format(root=str(ROOT), game=str(GAME), flags=list(flags), click=click)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_first_menu_frame_loads_no_engine_board_bot_or_other_scene(tmp_path):
    got = launch(tmp_path)
    assert got["first"] == "MenuScene"
    loaded = set(got["loaded"])
    early = sorted(m for m in loaded if m.startswith(NOT_BEFORE_THE_MENU))
    assert early == [], f"loaded before the first menu frame: {early}"
    assert {m for m in loaded if m.startswith("byapar.engine")} <= ENGINE_AT_THE_MENU
    assert {m for m in loaded if m.startswith("byapar.app.scenes")} == SCENES_AT_THE_MENU


def test_in_nepali_with_saves_and_flags_still_nothing_more(tmp_path, monkeypatch):
    from byapar.app import store
    from byapar.app.session import Session, default_seat

    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "easy", "Bikash")]
    for seed, rounds in ((1, 30), (2, 1)):
        game = Session.start("byapar", seats, {"rounds": rounds}, seed=seed).game
        store.autosave(game, seats, store.new_save_path())
    store.save_prefs({**store.load_prefs(), "language": "ne", "rounds": 15})
    got = launch(tmp_path, ("--size", "800x600"))
    assert got["size"] == [800, 600]
    early = sorted(m for m in got["loaded"] if m.startswith(NOT_BEFORE_THE_MENU) and m != "argparse")
    assert early == [], f"loaded before the first menu frame: {early}"


def test_the_menu_answers_its_first_click(tmp_path):
    got = launch(tmp_path, click="new")
    assert (got["first"], got["then"]) == ("MenuScene", "SetupScene")
