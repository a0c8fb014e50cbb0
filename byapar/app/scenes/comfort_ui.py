"""The board scene's comforts, kept out of board.py so each reaches it by a one-line hook:
How to play (F1), Statistics and Dice, Undo (Ctrl+Z), the first-time hint banner, and
tooltips that explain squares and money buttons.
"""

from __future__ import annotations

import pygame

from byapar.engine import actions as A
from byapar.engine import kinds as K

from .. import board_view, faces, fonts
from .. import lang as L
from .. import theme as th
from ..comfort import HINT_SECONDS, Hint, action_tip, comfort_of, square_tip, why_no_undo
from ..i18n import t
from ..widgets import Button
from ..words import rich
from .throws_line import throws_box, throws_size

REFUSAL_SECONDS = 6.0  # a refusal stands in the prompt's place this long

# ----- buttons --------------------------------------------------------------------------------

def _button_height(scene) -> int:
    """Taller by the text size, as the other controls grow, as far as the centre's foot has room
    under the throws' line (the dice and their throws stay clear)."""
    c = scene.board.centre
    usual = max(32, int(40 * th.scale_of(scene.app.screen)))
    below_throws = throws_box(scene, throws_size(scene.app.screen)).bottom + 2
    room = c.bottom - int(c.h * 0.09) - _gap(scene) - below_throws
    return max(usual, min(int(usual * th.text_scale), room))


def _gap(scene) -> int:
    return max(4, int(8 * th.scale_of(scene.app.screen)))


def strip_top(scene) -> int:
    """The top of the row of these buttons in the board's centre (a deed opened over the centre
    stands above it where it can)."""
    c = scene.board.centre
    return c.bottom - int(c.h * 0.09) - _button_height(scene) - _gap(scene)


def add_buttons(scene) -> None:
    """How to play, Statistics, Dice and Undo along the foot of the board's centre (an open
    deed stands beside the board, so they stay)."""
    c = scene.board.centre
    bh, gap = _button_height(scene), _gap(scene)
    width = int(c.w * 0.92)
    y = strip_top(scene)
    comfort = comfort_of(scene.session)
    seat = comfort.undo_seat(scene.session.is_human)
    specs = [
        ("help", t("btn_help"), lambda: open_help(scene), True, t("tip_help")),
        ("stats", t("btn_stats"), lambda: open_stats(scene), True, t("tip_stats")),
        ("dice", t("btn_dice"), lambda: open_stats(scene, "dice"), True, t("tip_dice")),
        ("undo", t("btn_undo"), lambda: undo(scene),
         seat is not None and not scene.presenter.busy and not scene.controller.reading(),
         undo_tip(scene, seat)),
    ]
    size = th.size(14, scene.app.screen, 1.0)  # (the button grows it by the text size)
    x = c.centerx - width // 2
    for (bid, label, fn, enabled, tip), bw in zip(specs, _widths(scene, [s[1] for s in specs], width, bh, size),
                                                  strict=True):
        scene.panel.add(Button(bid, pygame.Rect(x, y, bw, bh), label, fn, "flat", enabled=enabled, tooltip=tip,
                               size=size))
        x += bw + gap


def _widths(scene, labels: list[str], width: int, high: int, size: int) -> list[int]:
    """The buttons' widths across `width`: even where every label fits so at its grown size; else
    each as wide as its label needs at that size, the room left shared out, so a long label
    ("How to play") grows with the text size beside short ones ("Dice")."""
    room = width - _gap(scene) * (len(labels) - 1)
    grown = round(size * th.text_scale)
    needs = [fonts.width(label, grown, bold=True) + 2 * max(6, grown // 3, high // 5) + 4 for label in labels]
    if max(needs) <= room // len(labels):
        return [room // len(labels)] * len(labels)
    spare = room - sum(needs)
    if spare >= 0:
        return [n + spare // len(labels) for n in needs]
    return [room * n // sum(needs) for n in needs]


def undo_tip(scene, seat: int | None) -> str:
    """Undo's tooltip: the decision it would take back, named as the log's "took back" line names
    it; greyed, why, naming a decision made out of turn that it leaves (a building between turns)."""
    comfort = comfort_of(scene.session)
    if seat is not None:
        what = comfort.undo_words(seat)
        return t("tip_undo_what", what=what) if what else t("tip_undo")
    key, fields = why_no_undo(scene.game, scene.session.is_human)
    if "seat" in fields:  # a decision made out of turn: named, with who made it
        other = fields.pop("seat")
        fields = {"what": comfort.undo_words(other), "name": scene.game.players[other].name}
    return t(key, **fields)


def open_help(scene) -> None:
    scene.app.push("help", scene.game.edition, scene.game.settings)


def open_stats(scene, tab: str = "worth") -> None:
    scene.app.push("stats", scene.session, tab)


def undo(scene) -> bool:
    """Take back the last human decision and show the table as it was."""
    if scene.controller.reading():  # a bot is reading the table on its worker
        return False
    undone = scene.controller.undo()
    if undone is None:
        scene.message = t("undo_refused")  # short, at the prompt's size: Undo's tooltip says the whole rule
        return False
    seat, what = undone
    scene.presenter.forget()  # whatever was still playing out belonged to the decision taken back
    scene.presenter.rewind()  # and so do the log's lines and the throws since it
    scene.presenter.note(rich("log_undo", player=(scene.game.players[seat].name, ("player", seat)), what=what))
    scene.selected = None
    scene.changed()
    scene.session.save()
    return True


# ----- input, time, drawing ---------------------------------------------------------------------

def handle(scene, event: pygame.event.Event) -> bool:
    """F1, Ctrl+Z and a click on the hint; True when the event was one of them."""
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_F1:
            open_help(scene)
            return True
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            undo(scene)
            return True
    return False


def hint_click(scene, event: pygame.event.Event) -> bool:
    """A click on the hint closes it, whatever window is open under it (it is drawn over all)."""
    if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
        return False
    rect = hint_rect(scene)
    if rect is None or not rect.collidepoint(event.pos):
        return False
    if event.type == pygame.MOUSEBUTTONUP:
        comfort_of(scene.session).hints.dismiss()
    return True


def window_closed(scene) -> None:
    """A window over the board has closed: a hint read beside it goes with it, not shown again."""
    hints = comfort_of(scene.session).hints
    if hints.current is not None and hints.current.beside_window:
        hints.dismiss()


def hint_over_window(scene) -> Hint | None:
    """The hint standing over a window on the board (an auction, the holdings, a trade), if one does."""
    hint = comfort_of(scene.session).hints.current
    return hint if hint is not None and scene.app.top is not scene and hint_rect(scene) is not None else None


def read_by_acting(scene, hint: Hint | None) -> None:
    """A person acted in the window `hint` stood over (a bid, a drop-out, a build): they have read
    it, and it leaves without a click, so it stands over that window's lines no longer. A hint
    the move itself raised stays; one that waited for this one to go comes now, before the next
    person decides (the drop-out hint to a person bidding beside a bot)."""
    hints = comfort_of(scene.session).hints
    if hint is not None and hints.current is hint:
        hints.dismiss()
        hints.feed([], scene.game, scene.session.is_human)


def _age_refusal(scene, dt: float) -> None:
    """A refusal stands in the prompt's place for a while, then the prompt comes back."""
    c = scene.controller
    if c.message != c.refusal[0]:
        c.refusal = (c.message, 0.0)
    elif c.message:
        c.refusal = (c.message, c.refusal[1] + dt)
        if c.refusal[1] >= REFUSAL_SECONDS:
            c.message = ""


def refusal_wake_in(scene) -> float | None:
    """Seconds until a refusal shown gives the prompt back, or None."""
    c = scene.controller
    return max(0.0, REFUSAL_SECONDS - c.refusal[1]) if c.message else None


def update(scene, dt: float) -> None:
    _age_refusal(scene, dt)
    hints = comfort_of(scene.session).hints
    hints.enabled = scene.app.prefs.get("hints", True)
    _keep_seen(scene.app, hints)
    if not hints.enabled:
        hints.dismiss()
    elif not hint_waits(scene):
        hints.update(dt)


def hint_waits(scene) -> bool:
    """Whether the hint stays unseen for now: until the move that raised it has played out, and
    while the laptop waits to pass to the next person, whose hand-over it would cover."""
    return scene.presenter.busy or scene.gate.waiting_for(scene) is not None


def _keep_seen(app, hints) -> None:
    """A hint read in one game stays read in the next: the ones shown go in the preferences."""
    seen = app.prefs["hints_seen"]
    hints.shown.update(seen)
    if hints.enabled and hints.current is not None and hints.current.key not in seen:
        app.prefs["hints_seen"] = sorted({*seen, hints.current.key})
        app.save_prefs()


def hint_wake_in(scene) -> float | None:
    """Seconds until the shown hint goes away by itself, or None when none is shown."""
    hint = comfort_of(scene.session).hints.current
    if hint is None or not comfort_of(scene.session).hints.enabled:
        return None
    return max(0.0, HINT_SECONDS - hint.age)


def hint_rect(scene) -> pygame.Rect | None:
    """Where the hint shows: in the board's centre, or along the window's foot while an
    auction or a trade window covers the middle."""
    hint = comfort_of(scene.session).hints.current
    if hint is None or hint_waits(scene):
        return None
    on_board = scene.app.top is scene
    c = scene.board.centre
    w = scene.app.screen.get_width()
    size = hint_size(scene)
    if not on_board:
        width = min(w - 20, int(860 * th.scale_of(scene.app.screen)))
        return _clear_spot(scene, width, sum(_hint_heights(hint.text, size, width)) + 14)
    # under the edition's name, over the decks' tops; a long hint at a large text size starts
    # higher, and failing that takes the centre's whole width, so it ends above the centre's buttons
    room = strip_top(scene) - _gap(scene) - c.y - 4
    for width in (int(c.w * 0.9), c.w - 8):
        height = sum(_hint_heights(hint.text, size, width, whole=True)) + 14
        if height <= room:
            break
    top = min(c.y + int(c.h * 0.255), strip_top(scene) - _gap(scene) - height)
    return pygame.Rect(c.centerx - width // 2, max(c.y + 4, top), width, height)


def controls(top) -> list[pygame.Rect]:
    """Where a window takes clicks: its buttons and its text fields."""
    panel = getattr(top, "panel", None)
    return [c.rect for c in [*getattr(panel, "buttons", []), *getattr(panel, "fields", [])]]


def _clear_spot(scene, width: int, height: int) -> pygame.Rect | None:
    """Over an auction or a trade: along the window's foot, or its head, or a corner, wherever
    it covers none of that window's controls and the least of its title and result; where the
    window's own spot is taken, in a room the window gives up (`hint_rooms`); None when every
    spot would cover a control (the hint waits for the window to close)."""
    w, h = scene.app.screen.get_size()
    buttons = controls(scene.app.top)
    spots = [pygame.Rect((w - width) // 2, h - height - 6, width, height),
             pygame.Rect((w - width) // 2, 6, width, height)]
    narrow = min(width, max(200, w // 3))
    tall = _hint_heights(comfort_of(scene.session).hints.current.text, hint_size(scene), narrow)
    tall_h = sum(tall) + 14
    spots += [pygame.Rect(6, h - tall_h - 6, narrow, tall_h), pygame.Rect(w - narrow - 6, h - tall_h - 6, narrow, tall_h),
              pygame.Rect(6, 6, narrow, tall_h), pygame.Rect(w - narrow - 6, 6, narrow, tall_h)]

    top = scene.app.top
    text, size = comfort_of(scene.session).hints.current.text, hint_size(scene)
    if hasattr(top, "hint_spot"):  # the window's own room for a note, across it, tried first
        spots.insert(0, top.hint_spot(sum(_hint_heights(text, size, top.hint_width())) + 14))
    keep = top.keep_clear() if hasattr(top, "keep_clear") else []

    window = getattr(top, "rect", pygame.Rect(0, 0, 0, 0))
    title = window_title(scene, top, window)

    def covered(spot: pygame.Rect) -> int:  # a button hidden is worst, then a title or a result, then the window
        return (100 * sum(spot.clip(b).w * spot.clip(b).h for b in buttons)
                + 10 * sum(spot.clip(k).w * spot.clip(k).h for k in keep)
                + spot.clip(window).w * spot.clip(window).h)

    # a window's title is never covered: who offers, what is auctioned, whose answer it is; nor
    # what it keeps whole (a trade's answer, whose bid it is in an auction)
    whole = [title, *(top.keep_whole() if hasattr(top, "keep_whole") else [])]
    clear = [spot for spot in spots if not any(spot.colliderect(b) for b in buttons + whole)]
    clear = _leaving_room(top, clear)
    if hasattr(top, "hint_spot") and hasattr(top, "hint_rooms") and spots[0] not in clear:
        # the window's own spot is taken: a spot clear of all it keeps clear, else the first of
        # the rooms it gives up in turn, else none (the hint waits for the window to close)
        rooms = [spot for spot in _at_feet(top.hint_rooms(), text, size) if not any(spot.colliderect(b) for b in buttons + whole)]
        clear = [spot for spot in clear if not any(spot.colliderect(k) for k in keep)] or _leaving_room(top, rooms)[:1]
    return min(clear, key=covered) if clear else None


def _leaving_room(top, spots: list[pygame.Rect]) -> list[pygame.Rect]:
    """The spots that leave the window's running record (an auction's bids) readable, where any do."""
    if not hasattr(top, "hint_leaves_room"):
        return spots
    return [spot for spot in spots if top.hint_leaves_room(spot)] or spots


def _at_feet(rooms: list[pygame.Rect], text: str, size: int) -> list[pygame.Rect]:
    """The hint at the foot of each room it fits in, across the room's width, in the rooms' order."""
    spots = []
    for room in rooms:
        height = sum(_hint_heights(text, size, room.w)) + 14
        if height <= room.h:
            spots.append(pygame.Rect(room.x, room.bottom - height, room.w, height))
    return spots


def window_title(scene, top, window: pygame.Rect) -> pygame.Rect:
    """Where the window on top says what it is: its own `title_rect`, else its first two lines'
    height at a heading's size across its top (none without a window)."""
    if hasattr(top, "title_rect"):
        return top.title_rect()
    if not window.w:
        return window
    return pygame.Rect(window.x, window.y, window.w, min(window.h, 2 * fonts.line_height(th.size(22, scene.app.screen))))


def hint_size(scene) -> int:
    """A hint's size: in the board's centre its words are read line by line beside the log, at the
    reading size; over a window (an auction, a trade) at the usual size, which leaves the window's
    own lines room."""
    screen = scene.app.screen
    return th.reading_size(15, screen) if scene.app.top is scene else th.size(15, screen)


def _hint_heights(text: str, size: int, width: int, whole: bool = False) -> tuple[int, int]:
    """The hint's lines (bold, as drawn) and the dismiss note under them, at the hint's size;
    `whole`: room for Devanagari's marks above and below, so its lines are set at that size
    rather than shrunk (in the board's centre, where the hint is read beside the log)."""
    lines = fonts.wrap(text, size, width - 24, bold=True)
    step = int(fonts.line_height(size) * fonts.LINE_STEP)
    marks = fonts.block_room(len(lines), size, bold=True) if whole else 0
    return max(step * len(lines) + 6, marks), fonts.line_room(size)


def draw_hint(scene, surf: pygame.Surface) -> None:
    rect = hint_rect(scene)
    if rect is None:
        return
    hint = comfort_of(scene.session).hints.current
    if scene.app.top is not scene:
        hint.beside_window = True
    size = hint_size(scene)
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 60))
    surf.blit(shadow, rect.move(3, 4))
    pygame.draw.rect(surf, (255, 246, 214), rect, border_radius=10)
    pygame.draw.rect(surf, th.ACCENT, rect, 2, border_radius=10)
    text_h, note_h = _hint_heights(hint.text, size, rect.w, whole=scene.app.top is scene)
    box = pygame.Rect(rect.x + 12, rect.y + 7, rect.w - 24, text_h)
    said = fonts.draw(surf, hint.text, box, size, th.TEXT, bold=True, align="left", valign="top", max_lines=20)
    # how to close it is read with the hint: at the size the hint's own words are set
    fonts.line(surf, t("hint_dismiss"), pygame.Rect(box.x, box.bottom, box.w, note_h), said.size, th.MUTED,
               align="right", valign="center")


def square_tooltip(scene, square: int) -> str:
    """A square's tip; where the board outlines it in green, what the outline means; where the
    board shows its amounts without their currency, what money they are."""
    tip = square_tip(scene.game, square)
    if scene.board.bare_money and board_view.CURRENCY.search(faces.face_label(scene.game.edition.squares[square], scene.board.money)):
        tip += " · " + t("tip_square_bare_money", currency=currency(scene.game.edition))
    if square in buildable_now(scene):
        tip += " · " + t("tip_square_buildable")
    return tip + " · " + t("tip_square")


def currency(edition) -> str:
    """The edition's currency sign in the language shown: "Rs", "रु", "$"."""
    rules = edition.rules
    return (rules.currency_ne or rules.currency) if L.current() == "ne" else rules.currency


def buildable_now(scene) -> set[int]:
    """The places the person building could build on now, outlined on the board: whoever has
    the build view open between turns, else the person whose turn it is; none while moves play
    out, for a bot, or away from a turn's own decisions."""
    if scene.presenter.busy:
        return set()
    top = scene.app.top
    if getattr(top, "between", False):  # building in another's decision: the builder's places, not theirs
        builder = top.player
    else:
        pend = scene.game.pending
        if not scene.session.is_human(pend.player) or pend.kind not in (K.ROLL, K.JAIL, K.END):
            return set()
        builder = pend.player
    owners = scene.game.owners
    return {a.square for a in scene.controller.legal_for(builder) if isinstance(a, A.Build) and owners[a.square] == builder}


def button_tooltip(scene, action) -> str:
    return action_tip(scene.game, action) or t("tip_raise")
