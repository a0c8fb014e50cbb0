"""Buttons, text fields and tooltips: the few widgets the scenes are built from.

A scene keeps its widgets in a `Panel`; the panel turns mouse and key events into
callbacks and draws everything with cached surfaces. Buttons carry an `id` so tests
can find the real button and click its centre.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

import pygame

from . import fonts
from . import theme as th

TOOLTIP_DELAY = 0.5  # seconds of hovering before a tooltip shows
# Whether the pointer has really moved (or clicked) in the window since it opened: the window
# system's first motion event, sent where the pointer is put at launch, doesn't count.
_pointer_seen = False


# Plain classes, not dataclasses: a dataclass compiles its methods when its module loads, about
# 1 ms each on the first menu frame's path.
class Button:
    def __init__(self, id: str, rect: pygame.Rect, label: str, on_click: Callable[[], None] | None = None,
                 style: str = "normal", enabled: bool = True, tooltip: str = "", key: int | None = None,
                 size: int = 0, colour: tuple[int, int, int] | None = None, wraps: bool = False,
                 usual_height: int = 0, picture: str = "") -> None:
        self.id = id
        self.rect = rect
        self.label = label
        self.on_click = on_click
        self.style = style  # normal, primary, danger, chip, selected, flat
        self.enabled = enabled
        self.tooltip = tooltip
        self.key = key  # a keyboard shortcut that presses it
        self.size = size  # font size; 0 picks one from the height
        self.colour = colour  # a swatch drawn on the left (players, groups)
        self.picture = picture  # a board picture drawn as that swatch (`art.mark_picture`)
        self.wraps = wraps  # a label too long for one line goes on two at its size before it shrinks
        # its height at the usual text size, where the text size makes it taller (0: its height):
        # its label's size and its margins are taken from it, so its words grow once, by the setting
        self.usual_height = usual_height
        self.peers: tuple[str, ...] = ()  # labels that stand in its place at other moments: set no larger than they fit
        self.row_size = 0  # the size its row of buttons shares (set as the panel draws; 0: its own)
        self.apart = False  # its label takes its own size, not its row's: a long label never shrinks its neighbours
        self.mark_room = 0  # px its label leaves clear at its right, for a mark drawn there (a setting's gold dot)
        self.held_until = 0.0  # before this time on the app's clock a click on it is not taken (a hand-over)

    def __repr__(self) -> str:
        return f"Button({self.id!r}, {self.label!r}, enabled={self.enabled})"

    def font_size(self) -> int:
        """The label's size: as asked, or from the button's height; grown by the text-size
        setting (a label that then overflows is fitted back within the button)."""
        return round((self.size or label_size(self.usual_height or self.rect.h)) * th.text_scale)


class TextField:
    def __init__(self, id: str, rect: pygame.Rect, text: str = "", max_len: int = 16, digits_only: bool = False,
                 focused: bool = False, on_change: Callable[[str], None] | None = None,
                 on_enter: Callable[[], None] | None = None, placeholder: str = "",
                 shown: Callable[[str], str] | None = None, size: int = 0) -> None:
        self.id = id
        # its text's size at the usual text size, where not its height's share (a field standing
        # taller by the text size: its text grows once, by the setting, not by the height too)
        self.size = size
        self.shown = shown  # how the text reads on screen (an amount with its separators), where not as typed
        self.rect = rect
        self.text = text
        self.max_len = max_len
        self.digits_only = digits_only
        self.focused = focused
        self.on_change = on_change
        self.on_enter = on_enter
        self.placeholder = placeholder
        self.selected = False  # the whole text is selected: typing replaces it, Backspace clears it

    def __repr__(self) -> str:
        return f"TextField({self.id!r}, {self.text!r})"

    def insert(self, s: str) -> None:
        if self.digits_only:
            s = "".join(c for c in s if c.isdigit())
        if self.selected:
            self.text, self.selected = "", False
        self.text = (self.text + s)[: self.max_len]
        if self.on_change:
            self.on_change(self.text)

    def erase(self) -> None:
        """Backspace: the selection, or the last character."""
        self.text = "" if self.selected else self.text[:-1]
        self.selected = False
        if self.on_change:
            self.on_change(self.text)


class Panel:
    """The widgets on screen for one scene, with hover, press and tooltip handling."""

    def __init__(self, keep_press: bool = False, grid: bool = False) -> None:
        self.buttons: list[Button] = []
        self.grid = grid  # rows of buttons alike in size and columns read as one grid: one text size (see even_rows)
        self.fields: list[TextField] = []
        self.hover: Button | None = None
        self.hover_time = 0.0
        self.mouse: tuple[int, int] = (0, 0)
        self.pressed: Button | None = None
        # With keep_press, a press on an enabled button still clicks when the buttons are rebuilt
        # before the release (the table moved on meanwhile) and the same button stands there.
        self.keep_press = keep_press
        self._kept: Button | None = None

    def clear(self) -> None:
        if self.keep_press and self.pressed is not None and self.pressed.enabled:
            self._kept = self.pressed
        self.buttons.clear()
        self.fields.clear()
        self.hover = self.pressed = None

    def forget_press(self) -> None:
        """A press made before what the buttons now ask clicks nothing on release."""
        self.pressed = self._kept = None

    def kept_press(self) -> Button | None:
        return self.pressed or self._kept

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def add_field(self, f: TextField) -> TextField:
        self.fields.append(f)
        return f

    def get(self, button_id: str) -> Button | None:
        return next((b for b in self.buttons if b.id == button_id), None)

    def at(self, pos: tuple[int, int]) -> Button | None:
        for b in reversed(self.buttons):
            if b.rect.collidepoint(pos):
                return b
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was for a widget here."""
        if event.type == pygame.WINDOWLEAVE:  # the mouse left the window: nothing is under it
            self.hover = None
            return False
        if event.type == pygame.MOUSEMOTION:
            _saw_pointer(event)
            self.mouse = event.pos
            over = self.at(event.pos)
            if over is not self.hover:
                self.hover, self.hover_time = over, 0.0
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            _saw_pointer(event)
            self.mouse = event.pos
            self._focus(event.pos)
            self.pressed, self._kept = self.at(event.pos), None
            return self.pressed is not None or any(f.focused for f in self.fields)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self.at(event.pos)
            pressed, self.pressed = self.pressed, None
            kept, self._kept = self._kept, None
            if hit is not None and (hit is pressed or (pressed is None and _same(kept, hit))):
                self.press(hit)
                return True
            return pressed is not None or kept is not None
        if event.type == pygame.TEXTINPUT:
            f = self.focused()
            if f:
                f.insert(event.text)
                return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _focus(self, pos: tuple[int, int]) -> None:
        """Clicking into a field selects what it holds (a default name is replaced by typing, not
        added to); clicking it again puts the cursor at the end."""
        for f in self.fields:
            was = f.focused
            f.focused = f.rect.collidepoint(pos)
            f.selected = f.focused and not was and bool(f.text)

    def focused(self) -> TextField | None:
        return next((f for f in self.fields if f.focused), None)

    def _key(self, event: pygame.event.Event) -> bool:
        f = self.focused()
        if f and event.key == pygame.K_BACKSPACE:
            f.erase()
            return True
        if f and event.key == pygame.K_a and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            f.selected = bool(f.text)
            return True
        if f and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # Enter finishes what is typed; it never also presses the screen's main button.
            if f.on_enter:
                f.on_enter()
            else:
                f.focused = f.selected = False
            return True
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.enabled:
                self.press(b)
                return True
        return False

    def press(self, b: Button) -> None:
        if b.enabled and b.on_click:
            b.on_click()

    def update(self, dt: float) -> None:
        if self.hover is not None:
            self.hover_time += dt

    def wake_in(self) -> float | None:
        """Seconds until the hovered button's tooltip is due, or None when none is coming."""
        b = self.hover
        if b is None or not (b.tooltip or b.label in _cut_labels) or self.hover_time >= TOOLTIP_DELAY:
            return None
        return TOOLTIP_DELAY - self.hover_time

    def draw(self, surf: pygame.Surface, lit: bool = True) -> None:
        """Every widget; with `lit` False the hovered button too is drawn as if not hovered (a kept
        picture that `draw_lit` lights each frame)."""
        even_rows(self.buttons, self.grid)
        for b in self.buttons:
            draw_button(surf, b, hovered=lit and b is self.hover)
        for f in self.fields:
            draw_field(surf, f)

    def draw_lit(self, surf: pygame.Surface) -> pygame.Rect | None:
        """The hovered button lit, over the same button drawn unlit: a button's picture covers the
        same pixels lit or not, so this equals drawing the panel lit (a widget drawn after it that
        overlaps it is drawn again within it). Returns where it drew, if anywhere."""
        b = self.hover
        if b is None or b not in self.buttons:
            return None
        draw_button(surf, b, hovered=True)
        later = self.buttons[self.buttons.index(b) + 1:]
        overlapping = [x for x in later if x.rect.colliderect(b.rect)]
        fields = [f for f in self.fields if f.rect.colliderect(b.rect)]
        if overlapping or fields:
            clip = surf.get_clip()
            surf.set_clip(b.rect.clip(clip))
            for x in overlapping:
                draw_button(surf, x)
            for f in fields:
                draw_field(surf, f)
            surf.set_clip(clip)
        return b.rect

    def draw_tooltip(self, surf: pygame.Surface) -> None:
        b = self.hover
        if b is None or self.hover_time < TOOLTIP_DELAY or not mouse_inside():
            return
        text = b.tooltip
        if b.label in _cut_labels:  # the label was shortened: say it whole
            text = f"{b.label} · {text}" if text else b.label
        if text:  # never over another control: it would hide what it takes a click on
            others = [x.rect for x in self.buttons if x is not b] + [f.rect for f in self.fields]
            tooltip(surf, text, self.mouse, own=b.rect, avoid=others)


_button_cache = fonts.SurfaceCache(2 * 1024 * 1024)  # buttons as drawn: a few screens' worth
_cut_labels: set[str] = set()  # labels shortened with an ellipsis somewhere: their tooltip shows them whole


def is_word(label: str) -> bool:
    """A label of words, not a sign ("×", "+"): only words share their row's size."""
    return any(ch.isalpha() for ch in label)


def even_rows(buttons: list[Button], grid: bool = False) -> None:
    """Give each row of labelled buttons (one top, one height) one text size: the largest at
    which every label of the row fits its button whole, so no label reads smaller than its
    neighbours. With `grid`, rows whose buttons share one size are one block (the main
    button's row apart): a greyed row never reads larger than the live row under it. A button
    set `apart` takes its own size."""
    rows: dict[tuple, list[Button]] = {}
    for b in buttons:
        if is_word(b.label) and b.apart:
            b.row_size = natural_size(b)
        elif is_word(b.label):
            rows.setdefault((b.rect.y, b.rect.h), []).append(b)
    if grid:
        blocks: dict[tuple, list[Button]] = {}
        for row in rows.values():
            same = all(b.rect.size == row[0].rect.size for b in row)
            shape = (row[0].rect.size, any(b.style == "primary" for b in row)) if same else (id(row),)
            blocks.setdefault(shape, []).extend(row)
        rows = blocks
    for row in rows.values():
        shared = min(natural_size(b) for b in row)
        for b in row:
            b.row_size = shared


EDGE = 2  # px: a button's drawn edge
LABEL_CLEAR = EDGE + 2  # px from a button's outside to its label's ink, above and below: two clear of its edge
SHORT = 30  # px: a chip lower than this keeps its label a pixel clear of its edge (its height holds no more)


def label_clear(b: Button) -> int:
    """How far a button's label keeps from its outside above and below: LABEL_CLEAR, a pixel less on
    a short chip and for a label on two lines (their height holds no more at its size)."""
    return LABEL_CLEAR - 1 if b.wraps or b.rect.h < SHORT else LABEL_CLEAR


def label_box(b: Button, size: int = 0) -> pygame.Rect:
    """Where the label goes in the button's own picture: inside its edge, right of its swatch;
    a label that wraps, set at `size`, keeps a third of that size from the sides."""
    w, h = b.rect.size
    # clear of its edge (Devanagari reaches high); a label that wraps takes the height and the
    # width its two lines need, a quarter of its size clear of the sides (its lines are set
    # smaller than that size where they need the room); one that doesn't keeps a third of its
    # size from the sides, and a tall button a fifth of its height, not filling its button
    # from edge to edge
    side = 2 * (max(6, (size or b.font_size()) // 3) if b.wraps else max(6, b.font_size() // 3, (b.usual_height or h) // 5))
    inner = pygame.Rect(0, 0, w, h).inflate(-side, -2 * label_clear(b))
    inner.w -= b.mark_room
    if b.colour:
        sw = max(8, h // 3)
        inner.x += sw + 6
        inner.w -= sw + 6
    return inner


def natural_size(b: Button) -> int:
    """The largest size up to the button's own at which its label, and each of its peers, fits
    whole (one line, or two): a spot whose label changes keeps one size."""
    if b.wraps:
        return min(_wrapped_size(b, held_label(label)) for label in (b.label, *b.peers))
    inner = label_box(b)
    return min(_natural_size(held_label(label), b.font_size(), inner.w, inner.h, fonts.floor(), b.wraps)
               for label in (b.label, *b.peers))


def _wrapped_size(b: Button, label: str) -> int:
    """The largest size up to the button's own at which a label that wraps fits whole with a
    third of that size clear of the sides: a larger text size never leaves it smaller."""
    for size in range(b.font_size(), 10, -1):
        inner = label_box(b, size)
        if _natural_size(label, size, inner.w, inner.h, fonts.floor(), True) >= size:
            return size
    inner = label_box(b, 10)
    return _natural_size(label, 10, inner.w, inner.h, fonts.floor(), True)


def fits_whole(b: Button) -> bool:
    """Whether the button's label fits it whole (on up to three lines), not cut short."""
    size = natural_size(b)
    inner = label_box(b, size)
    return not _label_fit(held_label(b.label), size, inner.w, inner.h, size, size).cut


def on_one_line(b: Button) -> bool:
    """Whether the button's label stands whole on one line at the size it shares with its peers."""
    size = natural_size(b)
    inner = label_box(b, size)
    return not fonts.fit(held_label(b.label), size, inner.w, inner.h, 1, size, bold=True, condense=False).cut


@lru_cache(maxsize=2048)
def _natural_size(label: str, size: int, w: int, h: int, floor: int, wraps: bool) -> int:
    # one line may shrink a little; a label that wraps goes on two lines at its size first
    one_line_least = size if wraps else max(10, round(size * 0.8))
    return _label_fit(label, size, w, h, one_line_least, 10).size


def _label_fit(label: str, size: int, w: int, h: int, one_line_least: int, least: int) -> fonts.Fit:
    """A label on one line if it fits there at `one_line_least` or more; else on two lines, or
    three where the button is tall enough for them."""
    one = fonts.fit(label, size, w, h, 1, one_line_least, bold=True, condense=False)
    if not one.cut:
        return one
    two = fonts.fit(label, size, w, h, 2, least, bold=True, condense=False)
    return fonts.fit(label, size, w, h, 3, least, bold=True, condense=False) if two.cut else two


def draw_button(surf: pygame.Surface, b: Button, hovered: bool = False) -> None:
    key = (b.label, b.rect.size, b.style, b.enabled, hovered, b.colour, b.picture, b.font_size(), b.wraps, b.row_size,
           b.usual_height, b.mark_room)
    img = _button_cache.get(key)
    if img is None:
        img = _button_cache.put(key, _paint_button(b, hovered))
    surf.blit(img, b.rect)


def label_ink(b: Button) -> list[pygame.Rect]:
    """Where `b`'s label stands, a box a line round its letters, on the screen, as `_paint_button` sets it."""
    word = is_word(b.label)
    size = (b.row_size or natural_size(b)) if word else b.font_size()
    inner = label_box(b, size)
    label = held_label(b.label)
    lines = len(_label_fit(label, size, inner.w, inner.h, size, size).lines) if word else 1
    f = fonts.fit(label, size, max(1, inner.w), max(1, inner.h), lines, size if word else 9, True, fonts.LINE_STEP,
                  not word, fonts.CONDENSE, th.BUTTON_STYLES[b.style][1])
    inner = letters_centred(f.lines, f.size, inner)
    return [r.move(b.rect.topleft) for r in fonts.line_rects(f.lines, f.size, inner, True, squeeze=f.squeeze)]


def letters_centred(lines: list[str], size: int, inner: pygame.Rect) -> pygame.Rect:
    """The box a label on two lines or more is set in so that its letters stand as far from its
    button's top as from its foot: set by the lines' reach (room kept on the last for a descender
    it may not have), Latin lines would stand high, their top near the edge. One line keeps its
    place, so a row of labels shares a baseline."""
    if len(lines) < 2:
        return inner
    placed = fonts.line_rects(lines, size, inner, True)
    letters = placed[0].unionall(placed[1:])
    return inner.move(0, inner.centery - letters.centery)


def _paint_button(b: Button, hovered: bool) -> pygame.Surface:
    w, h = b.rect.size
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    fill, text, edge = th.BUTTON_STYLES[b.style]
    if not b.enabled:
        fill, text, edge = th.DISABLED
    elif hovered:
        fill = th.lighten(fill, 0.12)
    radius = min(10, h // 3)
    pygame.draw.rect(img, fill, img.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(img, edge, img.get_rect(), EDGE, border_radius=radius)
    if b.colour and not b.label:  # a colour choice: the colour is the button
        pygame.draw.rect(img, b.colour, img.get_rect().inflate(-h // 3, -h // 3), border_radius=6)
        return img
    size = (b.row_size or natural_size(b)) if is_word(b.label) else b.font_size()
    inner = label_box(b, size)
    if b.colour:
        sw = pygame.Rect(inner.x - max(8, h // 3) - 6, 0, max(8, h // 3), max(8, h // 3))
        sw.centery = h // 2
        if _mark_shape(b.colour) == "fill":
            pygame.draw.rect(img, text, sw.inflate(2, 2), 1, border_radius=4)  # a dark band shows on a selected chip
        elif th.contrast(b.colour, fill) < MARK_CONTRAST:  # an outline mark would vanish into a dark fill
            pygame.draw.rect(img, th.FIELD_BG, sw.inflate(4, 4), border_radius=4)
        group_swatch(img, b.colour, sw, radius=3, picture=b.picture)
    label = held_label(b.label)
    if not is_word(b.label):  # a sign keeps its own size
        fonts.draw(img, label, inner, size, text, bold=True, max_lines=1)
        return img
    fit = _label_fit(label, size, inner.w, inner.h, size, size)
    inner = letters_centred(fit.lines, fit.size, inner)
    if fonts.draw(img, label, inner, size, text, bold=True, max_lines=len(fit.lines), min_size=size,
                  condense=False).cut:
        _cut_labels.add(b.label)
    return img


_PARENTHESIS = re.compile(r"\([^()]*\)")


def held_label(label: str) -> str:
    """A button's label with each parenthesis held on one line ("(3 left)", "(+Rs 250)"): a
    label that needs two lines breaks before it, never inside it."""
    return _PARENTHESIS.sub(lambda m: m.group(0).replace(" ", "\u00a0"), label)


def label_size(height: int) -> int:
    """A button's label size at the design's text size, from its height (the button grows it by
    the setting): a button made taller for a larger text size takes this from its design height,
    so its words don't grow twice."""
    return max(11, min(22, int(height * 0.4)))


def button_width(label: str, least: int, height: int, most: int) -> int:
    """A button's width: the design's `least`, wider where its label at the text size needs it
    on one line, up to `most` (beyond that it wraps or shrinks to fit); `height` is the button's
    at the usual text size, its label's size taken from it."""
    size = round(label_size(height) * th.text_scale)
    need = fonts.width(held_label(label), size, bold=True) + 2 * max(6, size // 3, height // 5) + 4
    return max(least, min(most, need))


def usual_field_size(height: int) -> int:
    """A text field's size at the design's text size, from its height."""
    return max(12, int(height * 0.45))


def field_size(rect: pygame.Rect, shown: str, usual: int = 0) -> int:
    """A field's text size: `usual`, else its height's share, grown by the text-size setting as
    far as the field's height and width hold the text shown (never below the usual size)."""
    usual = usual or usual_field_size(rect.h)
    size = round(usual * th.text_scale)
    while size > usual and (fonts.line_room(size) > rect.h - 4 or fonts.width(shown, size) > rect.w - 16):
        size -= 1
    return size


def draw_field(surf: pygame.Surface, f: TextField) -> None:
    pygame.draw.rect(surf, th.FIELD_BG, f.rect, border_radius=6)
    pygame.draw.rect(surf, th.ACCENT if f.focused else th.EDGE, f.rect, 2, border_radius=6)
    shown = (f.shown(f.text) if f.shown and f.text else f.text) + ("|" if f.focused and not f.selected else "")
    colour = th.TEXT
    if not f.text and not f.focused:
        shown, colour = f.placeholder, th.MUTED
    size = field_size(f.rect, shown, f.size)
    img = fonts.render(shown, size, colour)
    clip = surf.get_clip()
    surf.set_clip(f.rect.inflate(-8, 0))
    # centred by its script's letters, marks and all (Devanagari's picture stands taller than its ink)
    reference = fonts.ink(fonts.DEVA_SAMPLE if fonts.has_deva(shown) else "Hg", size)
    at = (f.rect.x + 8, f.rect.centery - reference.centery)
    if f.selected and f.focused:  # the selection, as text editors show it
        pygame.draw.rect(surf, th.SELECTION, pygame.Rect(at, img.get_size()))
    surf.blit(img, at)
    surf.set_clip(clip)
    fonts.note(surf, shown, f.rect, [pygame.Rect(at, img.get_size())], [shown], size=size)


def _saw_pointer(event: pygame.event.Event) -> None:
    global _pointer_seen
    if event.type == pygame.MOUSEBUTTONDOWN or tuple(getattr(event, "rel", (0, 0))) != (0, 0):
        _pointer_seen = True


def mouse_inside() -> bool:
    """Whether the mouse is over the window now and has moved there since launch (a tooltip shows
    only then: none at launch with the pointer elsewhere). Without a real window (tests' dummy
    driver) it counts as inside."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return True
    return _pointer_seen and bool(pygame.mouse.get_focused())


_tooltips = fonts.SurfaceCache(2 * 1024 * 1024)  # tooltips as drawn: the board's squares' all fit at 1280x800
_box_sizes: dict[tuple, tuple[int, int]] = {}  # a tooltip's size by its words, wrapping width and type
_SEE_THROUGH = (255, 0, 255)  # a kept tooltip's corners: no colour of its box or its words
_spot_kept: tuple[tuple, tuple[int, pygame.Rect]] | None = None  # the last tooltip's place, and what it was for


def tooltip(surf: pygame.Surface, text: str, pos: tuple[int, int], own: pygame.Rect | None = None,
            avoid: list[pygame.Rect] | tuple = ()) -> None:
    """A box beside the mouse, as big as its words need (up to 30% of the window's width), within
    the window and clear of the controls in `avoid`: where it would cover one below the mouse, it
    goes above it, or beside its own control `own` (narrower where the side is). Its picture is
    kept, so a tooltip shown frame after frame is one blit; while the texts drawn are noted it is
    drawn on `surf` itself, where the check can see it."""
    global _spot_kept
    size = th.size(15, surf)
    asked = (text, size, surf.get_size(), tuple(pos), tuple(own or ()), tuple(map(tuple, avoid)), fonts.floor())
    if _spot_kept is None or _spot_kept[0] != asked:  # worked out once while the mouse rests
        _spot_kept = (asked, _tip_spot(surf, text, size, pos, own, avoid))
    room, r = _spot_kept[1]
    key = (text, size, room, fonts.floor())
    img = None if fonts.is_recording() else _tooltips.get(key)
    if img is not None:
        surf.blit(img, r)
        return
    lines = len(fonts.wrap(text, size, room))
    if fonts.is_recording():
        _tooltip_box(surf, text, r, size, lines)
        return
    img = pygame.Surface(r.size).convert()
    img.fill(_SEE_THROUGH)
    _tooltip_box(img, text, img.get_rect(), size, lines)
    img.set_colorkey(_SEE_THROUGH)
    surf.blit(_tooltips.put(key, img), r)


def _tip_box(text: str, size: int, room: int) -> tuple[int, int]:
    """A tooltip's size when its words wrap at `room`: worked out once, as the mouse moving over one
    control asks for it each frame."""
    key = (text, size, room, fonts.floor())
    box = _box_sizes.get(key)
    if box is None:
        if len(_box_sizes) > 2000:
            _box_sizes.clear()
        lines = fonts.wrap(text, size, room)
        w = min(room, max(fonts.width(s, size) for s in lines)) + 16
        box = _box_sizes[key] = (w, int(fonts.line_height(size) * fonts.LINE_STEP) * len(lines) + 14)
    return box


def _tip_spot(surf: pygame.Surface, text: str, size: int, pos: tuple[int, int], own: pygame.Rect | None,
              avoid) -> tuple[int, pygame.Rect]:
    """The wrapping width and the place of a tooltip: the first spot that covers no other control
    (under the mouse, over it, right, left, above and below its control), else under the mouse."""
    bounds = surf.get_rect()
    rooms = [max(160, int(bounds.w * 0.3))]
    if own is not None:  # beside its control, as wide as the side allows
        rooms += [w for w in (bounds.right - own.right - 24, own.x - 24) if 120 <= w < rooms[0]]
    for room in rooms:
        w, h = _tip_box(text, size, room)
        spots = [(pos[0] + 14, pos[1] + 18), (pos[0] + 14, pos[1] - 8 - h)]
        if own is not None:
            spots += [(own.right + 8, own.y), (own.x - 8 - w, own.y), (pos[0] - w // 2, own.y - 8 - h),
                      (pos[0] - w // 2, own.bottom + 8)]
        for x, y in spots:
            r = pygame.Rect(x, y, w, h).clamp(bounds)
            if r.collidelist(list(avoid)) < 0:
                return room, r
    w, h = _tip_box(text, size, rooms[0])
    return rooms[0], pygame.Rect(pos[0] + 14, pos[1] + 18, w, h).clamp(bounds)


def _tooltip_box(surf: pygame.Surface, text: str, r: pygame.Rect, size: int, lines: int) -> None:
    pygame.draw.rect(surf, th.TOOLTIP_BG, r, border_radius=6)
    pygame.draw.rect(surf, th.EDGE, r, 1, border_radius=6)
    fonts.draw(surf, text, r.inflate(-16, -6), size, th.TOOLTIP_TEXT, align="left", max_lines=lines)


SHADOW_OFFSET = (3, 4)  # where a card's shadow falls


def card(surf: pygame.Surface, rect: pygame.Rect, fill=None, edge=None, radius: int = 12) -> None:
    """A rounded panel with a soft shadow."""
    shadow = rect.move(SHADOW_OFFSET)
    pygame.draw.rect(surf, th.SHADOW, shadow, border_radius=radius)
    pygame.draw.rect(surf, fill or th.PANEL, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surf, edge, rect, 2, border_radius=radius)


def _same(kept: Button | None, hit: Button) -> bool:
    """The button pressed, rebuilt in its place: the same id and spot, enabled then and now."""
    return kept is not None and kept.id == hit.id and kept.rect == hit.rect and hit.enabled


def _mark_shape(colour) -> str:
    # geometry is read here, not at the top: it reads the engine's schema, which the first menu frame never loads
    from . import geometry as geo

    return geo.mark_shape(colour)


def group_swatch(surf: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, radius: int = 2,
                 line: int = 2, picture: str = "") -> None:
    """A group's swatch: a place's band filled; the transport squares' an outline with a dot and the
    services' a ring (`geometry.mark_shape`), so the two kinds without a band are told apart by shape too;
    the board's `picture` instead where one is given (`art.mark_picture`: where the kinds' marks would not
    tell two groups apart)."""
    shape = _mark_shape(colour)
    if picture:
        board_picture(surf, picture, rect)
    elif shape == "fill":
        pygame.draw.rect(surf, colour, rect, border_radius=radius)
    elif shape == "ring":
        side = min(rect.w, rect.h)
        pygame.draw.ellipse(surf, colour, pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2,
                                                                             rect.centery - side // 2), line)
    else:
        transport_mark(surf, colour, rect, line)


def square_mark(surf: pygame.Surface, edition, square, rect: pygame.Rect, radius: int = 2, line: int = 2) -> None:
    """A square's group swatch (`group_swatch`), its board picture where the edition's kinds' marks
    would not tell its group from another (`art.mark_picture`)."""
    from . import art
    from . import geometry as geo

    group_swatch(surf, geo.band_colour(square), rect, radius, line, picture=art.mark_picture(edition, square))


MARK_CONTRAST = 2.0  # an outline mark's least contrast with the button it stands on, else it gets a light backing
MARK_DOT_LEAST = 8  # px: below this side a dot fills the square, so the mark stays an outline


def transport_mark(surf: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, line: int = 2) -> None:
    """The transport squares' mark (airports, railroads, the bus and boat lines): a square outline
    with a dot in its middle, in the largest square centred in `rect`. Told from a place's filled
    band and a service's ring, never read as an empty box, and naming no one kind of transport, as
    the editions' differ."""
    side = min(rect.w, rect.h)
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    pygame.draw.rect(surf, colour, square, line)
    if side >= MARK_DOT_LEAST:
        pygame.draw.circle(surf, colour, square.center, max(1, side // 6))


_board_pictures: dict[tuple[str, int], pygame.Surface] = {}  # a picture as drawn, by its name and side


def board_picture(surf: pygame.Surface, picture: str, rect: pygame.Rect) -> None:
    """The board's picture named `picture` (a drop, a bus...) in the largest square centred in `rect`:
    drawn large and smoothed down, as the board's own are, so it reads at a chip's size."""
    from . import art

    side = max(1, min(rect.w, rect.h))
    img = _board_pictures.get((picture, side))
    if img is None:
        big = pygame.Surface((side * art.SUPERSAMPLE, side * art.SUPERSAMPLE), pygame.SRCALPHA)
        art.PICTURES[picture](big, big.get_rect())
        img = _board_pictures[(picture, side)] = pygame.transform.smoothscale(big, (side, side))
    surf.blit(img, img.get_rect(center=rect.center))
