"""The app: a window, a stack of scenes and a fixed-timestep loop.

Pygame's event queue is read in exactly one place, `App.frame`. Window-wide keys
(F11, M) are handled there; everything else goes to the top scene. `update(dt)` runs
at a fixed rate from an accumulator, so animations and bot pacing don't depend on the
frame rate, and `draw` runs once a frame, drawing overlays over the scene beneath.
"""

from __future__ import annotations

import sys
import threading
import warnings
import weakref
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import pygame

from . import fonts, heap, lang, scenes, store
from . import theme as th

if TYPE_CHECKING:
    from argparse import Namespace
    from collections.abc import Callable

    from .opening import Opening
    from .saver import Saver
    from .sound import Sounds

UPDATE_HZ = 120
STEP = 1.0 / UPDATE_HZ
MAX_CATCH_UP = 0.25  # after a stall (window dragged), run at most this much time at once
DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 600)
MAX_REST = 1.0  # at rest, look round at least this often (seconds), in case a wake-up was missed
BOT_DONE = pygame.event.custom_type()  # a bot's worker finished thinking: wake the loop
# Keys that answer a decision (the main button). One pressed sooner than this after a new decision
# was first on screen was meant for what stood there before (a person reacts in about a quarter
# of a second), so it is dropped; so is one held down since before it.
DECIDING_KEYS = frozenset({pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER})
REACTION = 0.35
# Frames a new decision is drawn before a deciding key may answer it, as well as REACTION: a
# frame's time is only known after it, so a key pressed while a slow first frame was still being
# drawn (nothing of it on screen yet) is dropped however long that frame took.
GRACE_FRAMES = 3
# A click sooner than REACTION after the window's layout changed (the text size, the language,
# the window's size) was aimed at what stood there before: it acts only on a control that stood
# under the pointer then too, never on one the new layout moved there.
# Likewise a click on a control that appeared, moved or changed (its label, greyed or not) less
# than REACTION and GRACE_FRAMES ago, as a key on a decision: the second click of a double-click
# on "Throw the dice" lands on the "End turn" that took its place, unseen, and is dropped.
# A control that changed where the last press landed (Lift turned Mortgage under the click that
# lifted) waits the longest gap a double-click may have before a click on it counts, so the
# second click of a slow double-click never undoes the first.
DOUBLE_CLICK = 0.5
Shown = tuple[tuple, float, int]  # what a control showed (`_look`), since when: time, frame


class Scene:
    """A screen of the game. Overlays draw on top of the scene beneath them."""

    overlay = False
    large = False  # holds a game's pictures: when it leaves, the memory it held is given back
    # The decision here goes round the bidders, bots' bids between (an auction): a click on a
    # control, or a deciding key, sooner than a double-click's gap after it changed is the last
    # bidder's second click, never the next one's answer.
    goes_round = False

    def __init__(self, app: App) -> None:
        self.app = app

    def layout(self, size: tuple[int, int]) -> None:
        """Place everything for a window of this size."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by dt seconds."""

    def draw(self, surf: pygame.Surface) -> None:
        """Draw; never change the game here."""

    def picture_key(self) -> object | None:
        """What this scene's picture shows now, so the app can keep the picture and show it again
        while the key stays the same; None (the default) draws it afresh every frame. A scene
        with a key draws in two parts, `draw` being both: under an overlay the whole picture is
        kept; on top only `draw_still` is, and `draw_live` goes over it every frame."""
        return None

    def draw_still(self, surf: pygame.Surface) -> None:
        """The part of the picture the key describes (see `picture_key`)."""
        self.draw(surf)

    def draw_live(self, surf: pygame.Surface) -> None:
        """What is drawn over the kept picture every frame: buttons lit by the mouse, tooltips."""

    def draw_above(self, surf: pygame.Surface) -> None:
        """Drawn after every visible scene, for a note that must stay on top of overlays."""

    def handle_above(self, event: pygame.event.Event) -> bool:
        """A click on what `draw_above` drew, before the top scene sees it; True when taken."""
        return False

    def resumed(self) -> None:
        """The scene above this one has closed."""

    def decision(self) -> object:
        """What the person is asked now: when it changes, a key pressed before can't answer it.
        A scene is one decision, unless it says more (the board: each pending decision)."""
        return self

    def typing(self) -> bool:
        """True while a text field has the keyboard, so letter shortcuts stand aside."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until this scene must be drawn again with no input: 0 while something moves,
        None when only input (or a posted event) can change it. The default never rests."""
        return 0.0


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, fullscreen: bool = False,
                 dice: list[tuple[int, int]] | None = None, seed: int | None = None) -> None:
        # A bot thinks on a worker thread; hand the interpreter back to the window more often
        # than Python's default 5 ms, so frames keep their pace meanwhile.
        sys.setswitchinterval(0.001)
        heap.big_blocks_apart()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Byapar")
        pygame.display.set_icon(th.window_icon())
        self.fullscreen = fullscreen
        self.windowed_size = size
        self.screen = self._open(size)
        self.scenes: list[Scene] = []
        self.prefs = store.load_prefs()
        lang.use(self.prefs.get("language", "en"))
        th.set_text_size(self.prefs["text_size"])
        self._sounds: Sounds | None = None  # made after the first frame (see `sounds`)
        self._saver: Saver | None = None  # made when a game is first played (see `saver`)
        self.dice = dice  # scripted dice for tests and demos; new games use them
        self.seed = seed
        self.running = True
        self.clock = pygame.time.Clock()
        self.accumulator = 0.0
        self.frames = 0
        self._waited: list[pygame.event.Event] = []  # the event that ended a rest, read next frame
        self._lively = 0  # frames still to run at full rate after an input (its effects play out)
        self.now = 0.0  # seconds of frames run (the sum of their dt): the keys' clock
        self._decision: object = None  # the top scene's decision last drawn, and when it first was
        self._decision_at = 0.0
        self._decision_frame = 0
        self._held: dict[int, tuple[float, int]] = {}  # keys down now, and since when (time, frame)
        # each scene's controls as last drawn on top: its layout key, and per control id what it
        # showed and since when (time, frame); and the last change of layout seen: (scene, its
        # controls before, when)
        self._shown: weakref.WeakKeyDictionary[Scene, tuple[object, dict[str, Shown]]] = \
            weakref.WeakKeyDictionary()
        self._moved: tuple[weakref.ref[Scene], dict[str, pygame.Rect], float] | None = None
        self._press_dropped = False  # the release of a press dropped by `_click_counts` is dropped too
        self._last_press = (-1, -1)  # where the mouse was last pressed, taken or not
        self._control_frame = 0  # the frame the top scene's newest control first stood in
        self.opening: Opening | None = None  # a game being opened over several frames
        self._give_back = False  # a large scene has left: give its memory back after this frame
        self.inputs = 0  # inputs read so far (not counting a bare mouse move): a kept picture's key
        self._kept: list[tuple[object, pygame.Surface]] = []  # each level's picture, kept by its key
        self._last_keys: list[object] = []  # each level's key in the frame before
        self._spare_surfaces: dict[int, pygame.Surface] = {}  # one surface a level, reused

    def _open(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            _to_corner()  # a window made full screen later (F11) would keep its old place
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        fonts.set_floor(th.text_floor(screen))
        return screen

    @property
    def sounds(self) -> Sounds:
        """The sound effects, made when the first frame is on screen (or first wanted): their
        module, its thread and synthesis are nothing the first menu frame needs."""
        if self._sounds is None:
            from .sound import Sounds

            self._sounds = Sounds(self.prefs["sound"])
        return self._sounds

    @property
    def saver(self) -> Saver:
        """The worker that writes the games' saves, so no frame waits on the disk."""
        if self._saver is None:
            from .saver import Saver

            self._saver = Saver()
        return self._saver

    def wait_saved(self) -> None:
        """Block until every save asked for is written (before the app closes)."""
        if self._saver is not None:
            self._saver.wait()

    # ----- the scene stack ---------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene | str, *args: Any, **kwargs: Any) -> Scene:
        """Show `scene` on top: a scene, or a scene's name and what its class takes after the app."""
        if isinstance(scene, str):
            scene = scenes.make(scene, self, *args, **kwargs)
        self.scenes.append(scene)
        scene.layout(self.screen.get_size())
        return scene

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop()
        if self.top:
            self.top.layout(self.screen.get_size())
            self.top.resumed()

    def replace(self, scene: Scene | str, *args: Any, **kwargs: Any) -> Scene:
        """Clear the stack and show `scene` alone (a scene or a name, as for push)."""
        if isinstance(scene, str):  # made before the stack clears: a scene may read the one it replaces
            scene = scenes.make(scene, self, *args, **kwargs)
        if any(old.large for old in self.scenes):  # a game left: its texts go before the next scene draws
            self._give_back = True
            fonts.let_go()
            fonts.mark_fonts()
        self.scenes.clear()
        return self.push(scene)

    def open_board(self, edition: Any, make_session: Callable[[], Any], then: Callable[[Any], None] | None = None,
                   failed: Callable[[BaseException], bool] | None = None) -> None:
        """Open a game's board over the next frames (see `opening`), the screen now staying up
        meanwhile: `make_session` runs on a worker, `then` on this thread once it has; `failed`
        is told on this thread if it raised (True: it said why, and no board opens)."""
        if self.opening is None:
            from .opening import Opening

            self.opening = Opening(self, edition, make_session, then, failed)

    def save_prefs(self) -> None:
        self.sounds.enabled = self.prefs["sound"]
        store.save_prefs(self.prefs)

    # ----- the loop ------------------------------------------------------------------------

    def run(self, fps: int = 60) -> None:
        """Frames at up to `fps` while anything moves; at rest, sleep on the event queue until an
        input, a bot's answer or the next timer (a tooltip, a bot's pause) needs a frame."""
        while self.running:
            rest = self.rest_for()
            if rest is None:
                self.clock.tick(fps)
            else:
                event = pygame.event.wait(max(1, int(rest * 1000)))
                if event.type != pygame.NOEVENT:
                    self._waited.append(event)
                self.clock.tick()  # the frame's dt counts the rest, so timers keep real time
            self.frame()

    def rest_for(self) -> float | None:
        """How long the loop may sleep now, or None when the next frame is due at once."""
        if self._lively > 0 or self.opening is not None or pygame.event.peek():
            return None
        if self.frames < max(self._decision_frame, self._control_frame) + GRACE_FRAMES:
            return None  # a new decision's or control's grace runs in frames
        waits = [scene.wake_in() for scene in self._visible()]
        if any(w is not None and w <= 0 for w in waits):
            return None
        return min([w for w in waits if w is not None] + [MAX_REST])

    def frame(self, dt: float | None = None) -> None:
        """One frame: read every event (the only place that does), update, draw, flip."""
        if dt is None:
            dt = self.clock.get_time() / 1000.0
        self.now += dt
        events, self._waited = self._waited + pygame.event.get(), []
        self._lively = 2 if events else max(0, self._lively - 1)
        for event in events:
            if self.opening is not None and event.type != pygame.QUIT:
                continue  # a game is opening: a second click must not open another
            self._dispatch(event)
            if not self.running:
                return
        if self.opening is not None and self.opening.step():
            self.opening = None
        self.accumulator = min(self.accumulator + dt, MAX_CATCH_UP)
        while self.accumulator >= STEP:
            self._update(STEP)
            self.accumulator -= STEP
        self.draw()
        pygame.display.flip()
        self._note_decision()
        self.frames += 1
        if self._give_back:  # after the frame, when nothing on the stack holds the game that left
            self._give_back = False
            fonts.forget_fonts()
            heap.give_back()
        if self.frames == 1:  # only now: the first frame doesn't share the interpreter with these
            self.sounds.start()
            self.read_ahead()

    def read_ahead(self) -> None:
        """Read what a new game needs first on a thread (see `_read_ahead`): after the first
        frame, and at the menu after a game over has let the edition's art go."""
        threading.Thread(target=_read_ahead, args=(self.prefs.get("edition", ""),), name="read-ahead",
                         daemon=True).start()

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type != BOT_DONE and (event.type != pygame.MOUSEMOTION or any(event.buttons)):
            self.inputs += 1  # a drag may change what is shown; a bot's wake-up is not an input
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize(event.size)
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and not self._key_counts(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not self._click_counts(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not (self.top and self.top.typing()):
            self.prefs["sound"] = not self.prefs["sound"]
            self.save_prefs()
            return
        if any(scene.handle_above(event) for scene in reversed(self._visible())):
            return  # drawn over everything, so it takes the click over everything
        if self.top:
            self.top.handle(event)

    def _note_decision(self) -> None:
        decision = self.top.decision() if self.top else None
        if decision != self._decision:
            self._decision, self._decision_at, self._decision_frame = decision, self.now, self.frames
        self._note_layout()

    def _layout_key(self) -> object:
        return (self.screen.get_size(), th.text_scale, lang.current())

    def _note_layout(self) -> None:
        """Keep what the top scene's controls showed and since when, and when its layout last
        changed. A new layout moves and rewords everything at once: that is the layout rule's to
        judge, so the controls' times are kept through it."""
        top = self.top
        if top is None:
            return
        key = self._layout_key()
        old_key, before = self._shown.get(top, (key, {}))
        moved = old_key != key
        if moved:
            self._moved = (weakref.ref(top), _rects(before), self.now)
        since = {}
        for b in getattr(getattr(top, "panel", None), "buttons", []):
            look, old = _look(b), before.get(b.id)
            same = old is not None and (moved or old[0] == look)
            since[b.id] = (look, old[1], old[2]) if same and old is not None else (look, self.now, self.frames)
        self._shown[top] = (key, since)
        self._control_frame = max((frame for _look, _at, frame in since.values()), default=0)

    def seen(self, pos: tuple[int, int]) -> bool:
        """Whether the control under `pos` (if any) has stood there, as it is, long enough to be
        clicked: drawn so GRACE_FRAMES times and REACTION ago, and, for a while after a new
        layout (a text size, a language), it was under `pos` before it too."""
        top = self.top
        hit = getattr(getattr(top, "panel", None), "at", lambda _pos: None)(pos)
        if top is None or hit is None:
            return True
        if self.now < getattr(hit, "held_until", 0.0) and hit.rect.collidepoint(self._last_press):
            return False  # a hand-over just now, and a second click where the last one landed: not this person's
        if top.goes_round and not self.decision_seen():
            return False  # the decision came round to this person only just now
        before = self._controls_before(top)
        if before is not None and not before.get(hit.id, pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
            return False  # the layout moved it here only just now
        shown = self._shown.get(top, (None, {}))[1].get(hit.id)
        wait = DOUBLE_CLICK if hit.rect.collidepoint(self._last_press) else REACTION
        return shown is not None and shown[0] == _look(hit) and seen_in_time(shown[1:], (self.now, self.frames), wait)

    def _click_counts(self, event: pygame.event.Event) -> bool:
        """False for a click soon after the layout changed on a control that was not under the
        pointer before the change (and for the release of a press dropped so)."""
        if event.button != 1:
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            dropped, self._press_dropped = self._press_dropped, False
            return not dropped
        top = self.top
        before = self._controls_before(top) if top is not None else None
        hit = getattr(getattr(top, "panel", None), "at", lambda _pos: None)(event.pos)
        seen = self.seen(event.pos)  # by where the last press landed: the hand-over's hold asks it
        self._last_press = event.pos
        if before is None and not seen:
            self._press_dropped = True
            return False
        if before is None or hit is None:
            return True
        was = before.get(hit.id)
        self._press_dropped = was is None or not was.collidepoint(event.pos)
        return not self._press_dropped

    def _controls_before(self, top: Scene) -> dict[str, pygame.Rect] | None:
        """The top scene's controls as the person last saw them, when its layout has changed since
        (not yet drawn so, or less than REACTION ago); None when the layout has stood still."""
        shown = self._shown.get(top)
        if shown is not None and shown[0] != self._layout_key():
            return _rects(shown[1])
        if self._moved is not None and self._moved[0]() is top and self.now < self._moved[2] + REACTION:
            return self._moved[1]
        return None

    def decision_seen(self, answer: tuple[float, int] | None = None) -> bool:
        """Whether the decision on screen now had stood there long enough, at `answer` (a time and
        a frame; by default now), for a click anywhere to answer it (a person's card, put down by
        a click off the buttons; a bid come round to the next person): as long as the gap a
        double-click may have, whose second click was aimed at what stood there before."""
        return seen_in_time((self._decision_at, self._decision_frame), answer or (self.now, self.frames), DOUBLE_CLICK)

    def _key_counts(self, event: pygame.event.Event) -> bool:
        """False for a deciding key pressed too soon after the decision on screen appeared, or
        held down since before it (a key repeat), in a text field too (Enter there may place the
        bid typed); other keys always count, and so does typing (its text comes as TEXTINPUT)."""
        if event.type == pygame.KEYUP:
            self._held.pop(event.key, None)
            return True
        repeat = event.key in self._held and pygame.key.get_repeat()[0] > 0
        if not repeat:
            self._held[event.key] = (self.now, self.frames)
        if event.key not in DECIDING_KEYS:
            return True
        if self.top and self.top.decision() != self._decision:  # changed by an event just before: unseen
            return False
        at, frame = self._held[event.key]
        if self.top and self.top.goes_round:
            return self.decision_seen((at, frame))
        return seen_in_time((self._decision_at, self._decision_frame), (at, frame))

    def _update(self, dt: float) -> None:
        # The scene under an overlay keeps animating (tokens, bots bidding behind it).
        for scene in self._visible():
            scene.update(dt)

    def _visible(self) -> list[Scene]:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(0, start):]

    def draw(self) -> None:
        """Each visible scene from the bottom up, the ones beneath an overlay dimmed. A level
        whose picture is the same as in the frame before is kept, and from then on shown by one
        blit until its key (or one beneath it) changes: an overlay redraws only itself."""
        visible = self._visible()
        keys = self._level_keys(visible)
        top = len(visible) - 1
        start = max((level for level, key in enumerate(keys)
                     if key is not None and level < len(self._kept) and self._kept[level][0] == key), default=-1)
        if start >= 0:
            self.screen.blit(self._kept[start][1], (0, 0))
        for level in range(start + 1, len(visible)):
            scene = visible[level]
            if level == top and keys[level] is not None:
                scene.draw_still(self.screen)
            else:
                scene.draw(self.screen)
            if level < top:  # everything above the first is an overlay
                shade(self.screen)
            self._keep(level, keys)
        if keys and keys[top] is not None:
            visible[top].draw_live(self.screen)
        self._let_go(next((level for level, key in enumerate(keys) if key is None), len(keys)))
        self._last_keys = keys
        for scene in visible:
            scene.draw_above(self.screen)

    def _level_keys(self, visible: list[Scene]) -> list[object]:
        """Each level's key: its scene's and every one's beneath it (None: drawn afresh)."""
        below: object = None if fonts.is_recording() else self.screen.get_size()  # the text check sees all
        keys = []
        for level, scene in enumerate(visible):
            key = scene.picture_key() if below is not None else None
            on_top = level == len(visible) - 1  # on top its picture is only the still part
            below = None if key is None else (below, id(scene), on_top, key)
            keys.append(below)
        return keys

    def _keep(self, level: int, keys: list[object]) -> None:
        """Keep the picture drawn so far when it is the same as in the frame before: a picture
        that changes every frame (a token walking) is never copied."""
        key = keys[level]
        if key is None or level >= len(self._last_keys) or self._last_keys[level] != key or len(self._kept) < level:
            return
        del self._kept[level:]
        kept = self._spare(level)
        kept.blit(self.screen, (0, 0))
        self._kept.append((key, kept))

    def _let_go(self, level: int) -> None:
        """Free the pictures kept from `level` up (a scene drawn afresh there, or none above)."""
        del self._kept[level:]
        for above in [above for above in self._spare_surfaces if above >= level]:
            del self._spare_surfaces[above]

    def _spare(self, level: int) -> pygame.Surface:
        """A surface for a kept picture: the one this level held, when it is still the size."""
        old = self._spare_surfaces.get(level)
        if old is None or old.get_size() != self.screen.get_size():
            old = self._spare_surfaces[level] = pygame.Surface(self.screen.get_size()).convert()
        return old

    def resize(self, size: tuple[int, int]) -> None:
        self.windowed_size = size
        self.screen = self._open(size)
        for scene in self.scenes:
            scene.layout(self.screen.get_size())

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._open(self.windowed_size)
        for scene in self.scenes:
            scene.layout(self.screen.get_size())

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """After the last frame, before the window closes: write every save asked for and end
        the saver's worker. Nothing is left running that the process must wait for at exit
        (a bot's unfinished decision is dropped)."""
        if self._saver is not None:
            self._saver.close()


def seen_in_time(appeared: tuple[float, int], answer: tuple[float, int], wait: float = REACTION) -> bool:
    """Whether an answer (a key, a click) at (time, frame) came long enough after what it answers
    appeared at (time, frame) for the person to have seen it: `wait` and GRACE_FRAMES later."""
    return answer[0] >= appeared[0] + wait and answer[1] >= appeared[1] + GRACE_FRAMES


def _look(b: Any) -> tuple:
    """What a control shows: a click means it only once this has stood still for a while."""
    return tuple(b.rect), b.label, b.enabled


def _rects(controls: dict[str, Shown]) -> dict[str, pygame.Rect]:
    """Where controls kept by `App._note_layout` were drawn, by their ids."""
    return {id_: pygame.Rect(look[0]) for id_, (look, _at, _frame) in controls.items()}


SHADE = 145  # what is left of each colour beneath an overlay, out of 256


def shade(surf: pygame.Surface) -> None:
    """Dim the scene beneath an overlay: one multiplying fill, no veil surface made each frame."""
    surf.fill((SHADE, SHADE, SHADE), special_flags=pygame.BLEND_RGB_MULT)


def _read_ahead(edition_name: str) -> None:
    """What a new game needs first, read on a thread once the menu is on screen: the setup's
    and the board's code (and the engine with them), the editions and the last one's art; so
    that opening the setup and pressing Start don't wait for them."""
    try:
        scenes.scene_class("setup")
        scenes.scene_class("board")
        from byapar.engine import load_edition, playable_editions

        from .board_view import load_art

        playable_editions()  # each edition read once, for the setup's list of boards
        load_art(load_edition(edition_name or "byapar"))
    except Exception:  # noqa: BLE001 - only a head start: the setup reads them itself when it opens
        pass


def _to_corner() -> None:
    """Put the window at the screen's top left corner, as a full screen window opened at launch
    is (some window systems leave a window made full screen where it stood)."""
    window = getattr(pygame, "Window", None)
    if window is None or not pygame.display.get_surface() or pygame.display.get_driver() in ("dummy", "offscreen"):
        return
    with warnings.catch_warnings():  # pygame-ce would rather a Window drew too; this one only moves
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            window.from_display_module().position = (0, 0)
        except (pygame.error, AttributeError):
            pass


LAUNCH_FLAGS = {"fullscreen": False, "size": "1280x800", "seed": None}  # `python game.py` as it is


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:  # `byapar serve ...`: a table without a screen (byapar.server)
        from byapar.server import main as serve

        sys.exit(serve(argv[1:]))
    # argparse only for flags: importing it costs a plain launch about 3 ms before the first frame
    args = _parse_flags(argv) if argv else SimpleNamespace(**LAUNCH_FLAGS)
    w, h = (int(v) for v in args.size.lower().split("x"))
    app = App((w, h), fullscreen=args.fullscreen, seed=args.seed)
    app.push("menu")
    app.run()
    app.close()
    pygame.quit()


def _parse_flags(argv: list[str]) -> Namespace:
    import argparse

    parser = argparse.ArgumentParser(prog="byapar", description="Byapar, the board game of Nepal's places")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--size", help="window size, e.g. 1280x800")
    parser.add_argument("--seed", type=int, help="seed new games (for demos)")
    parser.set_defaults(**LAUNCH_FLAGS)
    return parser.parse_args(argv)
