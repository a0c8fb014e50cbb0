"""New game: choose the edition (with a preview of its board) and fill the seats.

Each seat is a named human or a bot of a chosen strength, with a token shape and a
colour that no other seat has. The table remembers the last seats for next time.
"""

from __future__ import annotations

import math
import threading

import pygame

from byapar.engine import IllegalAction, SetupError, load_edition, playable_editions
from byapar.engine.settings import Settings

from .. import fonts, i18n, widgets
from .. import geometry as geo
from .. import lang as L
from .. import theme as th
from ..app import REACTION
from ..board_view import load_art, painted_ahead
from ..edition_prefs import chosen_opening, switch_edition
from ..i18n import t
from ..session import BOT_KINDS, Session, chosen_settings, default_seat, prepare
from ..widgets import Button, TextField
from . import scene_class
from .panel_scene import PanelScene, title

KINDS = ("human", *BOT_KINDS)
HEAD_GAP = 6  # px between one column's heading and the next
NEW_BOT = Settings().difficulty  # the strength a new bot seat starts at, as the Help says
ROW_LEAST = 40  # px: the least height of a seat's row (its buttons 8 px less)
PREVIEW_SHARE = 0.3  # of the window's width: the board's preview, and the editions' buttons under it
PREVIEW_SHARE_NARROW = 0.21  # in a narrow window, where the seats' row needs the width
WIDE = 1024  # px: a window at least this wide is wide
TEXT_MARGIN = 24  # px at least between the strengths' lines and the window's edge (running text, with no button's edge)


def chip_text(labels: list[str], usual: int, height: int) -> float:
    """The labels' size on a seat row's chips (before the text size grows it): their chips' usual
    height's, grown by the text size as far as a chip `height` px high keeps them a sixth of
    their size clear of its edge above and below (in a window whose rows can grow no taller)."""
    size = round(widgets.label_size(usual) * th.text_scale)
    while size > widgets.label_size(usual) and any(
            fonts.ink(label + (" " + fonts.DEVA_SAMPLE if fonts.has_deva(label) else " Hg"), size, bold=True).h
            + 2 * (widgets.EDGE + math.ceil(size / 6)) > height for label in labels):
        size -= 1
    return size / th.text_scale


def head_size(surf_or_size) -> int:
    """The columns' headings over the seats: read, so at the reading size where they fit."""
    return th.reading_size(14, surf_or_size)


class SetupScene(PanelScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.editions = playable_editions()
        prefs = app.prefs
        if prefs["edition"] not in self.editions:  # the remembered board is gone: its rules go too
            switch_edition(prefs, self.editions[0])
        self.edition_name = prefs["edition"]
        self.edition = load_edition(self.edition_name)
        self._helped = False  # the threads preparing the game started (after this screen's first frame)
        self.seats: list[dict] = [in_this_language(dict(s)) for s in prefs.get("seats", []) if _valid_seat(s)]
        if len(self.seats) < self.edition.rules.min_players:
            self.seats = [default_seat(0, "human", t("default_player", n=1)),
                          default_seat(1, NEW_BOT, t("bot_name", name=bot_letters()[0]))]
        self.seats = self.seats[: self.edition.rules.max_players]
        self.error = ""
        self._ahead = None  # the board being painted ahead, a step a frame
        self._ahead_for: tuple | None = None  # for which edition, window and language
        self._previews: dict[str, pygame.Surface] = {}
        self._stepped = app.frames  # the frame the board was last painted ahead in: none in the first

    def typing(self) -> bool:
        return self.panel.focused() is not None

    # ----- layout ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self._paint_ahead()

    def wake_in(self) -> float | None:
        painting = self._ahead is not None or self._ahead_for is None  # (or about to begin)
        return 0.0 if painting else super().wake_in()

    def _prepare(self) -> None:
        """The bots' tables and the board's code, made on threads of their own while the players
        set up, so Start doesn't wait for them; begun after this screen's first frame, which
        would share the interpreter with them."""
        if self._helped:
            return
        self._helped = True
        prepare(self.edition)
        threading.Thread(target=scene_class, args=("board",), name="prepare", daemon=True).start()

    def _paint_ahead(self) -> None:
        """The board for this edition and window, painted a few squares a frame while the players
        set up (from the frame after this screen's first), so the game's first frame finds it ready."""
        if self.app.frames == self._stepped:
            return
        self._stepped = self.app.frames
        self._prepare()
        want = (self.edition_name, self.app.screen.get_size(), L.current())
        if want != self._ahead_for:
            self._ahead_for = want
            self._ahead = painted_ahead(self.edition, want[1])
        if self._ahead is not None and next(self._ahead, None) is not None:
            self._ahead = None  # painted (and kept for the board)

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = th.scale_of(size)
        m = int(24 * s)
        self.panel.clear()
        self.seats = [in_this_language(seat) for seat in self.seats]  # the language may have changed meanwhile
        side = int(w * (PREVIEW_SHARE if w >= WIDE else PREVIEW_SHARE_NARROW))
        self.preview_rect = pygame.Rect(m, int(80 * s), side, side)
        if self.preview_rect.bottom > h - 140 * s:
            side = int(h - 140 * s - self.preview_rect.y)
            self.preview_rect.size = (side, side)
        bh = max(48, int(56 * s))
        eh = max(40, int(44 * s))
        for _ in range(2):  # the boards' names under the preview, and the chosen one's line whole over Back
            below = 8 + len(self.editions) * (eh + 6) + self._tagline_room(side) + 8
            side = min(side, h - m - bh - below - self.preview_rect.y)
            self.preview_rect.size = (side, side)
        # edition choice under the preview
        y = self.preview_rect.bottom + 8
        for i, name in enumerate(self.editions):
            edition = load_edition(name)
            self.panel.add(Button(f"edition_{name}", pygame.Rect(m, y + i * (eh + 6), self.preview_rect.w, eh),
                                  L.edition_name(edition), lambda n=name: self.choose_edition(n),
                                  "selected" if name == self.edition_name else "chip",
                                  tooltip=L.edition_tagline(edition) or t("tip_edition")))
        titles = [b for b in self.panel.buttons if b.id.startswith("edition_")]
        for b in titles:  # the editions' names, one under another, at one size
            b.peers = tuple(other.label for other in titles if other is not b)
        # from the bottom up: the buttons, a line on what each strength does, then the seats
        # with their add row, as many rows as the largest table of any edition (so nothing moves
        # when the edition changes)
        x, top = self.preview_rect.right + m, int(100 * s)
        bottom = h - m - bh - 6
        least_rows = bottom - top - 4 - self._most_seats() * ROW_LEAST
        self.strengths_fit = self._strengths_fit(w - x - max(m, TEXT_MARGIN), least_rows)
        room = sum(self.strengths_fit[1])
        self.strengths_rect = pygame.Rect(x, bottom - room, w - x - max(m, TEXT_MARGIN), room)
        # the rows as tall at every text size: as the largest leaves them (a larger size never sets names smaller)
        largest = sum(self._strengths_fit(w - x - max(m, TEXT_MARGIN), least_rows, th.TEXT_SIZES[-1] / 100)[1])
        self._seat_rows(x, top, w - x - m, s, bottom - max(room, largest) - 4 - top)
        self.panel.add(Button("start", pygame.Rect(w - m - int(260 * s), h - m - bh, int(260 * s), bh), t("btn_start"),
                              self.start, "primary", tooltip=t("tip_start"), key=pygame.K_RETURN))
        settings = pygame.Rect(w - 2 * m - int(460 * s), h - m - bh, int(200 * s), bh)
        self.panel.add(Button("settings", settings, t("menu_settings"), self.open_settings,
                              tooltip=t("tip_settings_setup")))
        self.panel.add(Button("how_to_play", settings.move(-settings.w - m, 0), t("btn_help"), self.open_rules,
                              tooltip=t("tip_help_setup")))
        self.panel.add(Button("back", pygame.Rect(m, h - m - bh, int(160 * s), bh), t("btn_back"), self.app.pop,
                              tooltip=t("tip_back")))
        under = titles[-1].rect.bottom + 8  # what the chosen board is, between its name and Back
        self.tagline_rect = pygame.Rect(m, under, self.preview_rect.w, h - m - bh - 8 - under)

    def _tagline_room(self, width: int) -> int:
        """The height the longest of the boards' lines takes at the reading size in `width` (the
        same for every board: choosing one moves nothing)."""
        size = head_size(self.size)
        lines = max(len(fonts.wrap(L.edition_tagline(load_edition(name)), size, width)) for name in self.editions)
        return fonts.block_room(lines, size)

    def _most_seats(self) -> int:
        """The rows of seats a full table of any edition takes, and the add row under them."""
        return max(load_edition(name).rules.max_players for name in self.editions) + 1

    def _strengths_fit(self, width: int, room: int, grown: float | None = None) -> tuple[int, list[int]]:
        """The size of the strengths' lines and each one's row height: at their size, each on one
        line where it fits, else on two, where `room` holds them all; else as large as it does."""
        texts = [t(f"strength_{k}") for k in BOT_KINDS]
        least = max(fonts.least_size(text) for text in texts)
        for n in range(th.size(14, self.size, grown), least - 1, -1):
            rows = [_strength_row(text, n, width) for text in texts]
            if all(rows) and sum(rows) <= room:
                return n, rows
        return least, [fonts.block_room(2, least)] * len(texts)

    def _seat_rows(self, x: int, y: int, width: int, s: float, room: int) -> None:
        rules = self.edition.rules
        # taller with a larger text, where the room allows: its labels keep clear of their chips' edges
        rh = max(ROW_LEAST, min(int(62 * s * th.text_scale), room // self._most_seats()))
        usual = max(ROW_LEAST, min(int(62 * s), room // self._most_seats())) - 8  # a chip's height at the usual text size
        self.seat_top, self.seat_h = y, rh
        gap = 6
        # the token's and colour's chips as wide as their headings need at the largest text size:
        # at every size the chips beside them keep their width (a larger size never sets them smaller)
        heads = th.size(14, self.size, th.TEXT_SIZES[-1] / 100)
        tok_w, col_w = (max(rh - 8, fonts.width(t(key), heads) + HEAD_GAP - gap)
                        for key in ("setup_col_token", "setup_col_colour"))
        for i, seat in enumerate(self.seats):
            ry = y + i * rh
            bh = rh - 8
            tok = pygame.Rect(x, ry + 4, tok_w, bh)
            self.panel.add(Button(f"shape_{i}", tok, "", lambda i=i: self.cycle(i, "shape"), "chip",
                                  tooltip=t("tip_shape")))
            col = pygame.Rect(tok.right + gap, ry + 4, col_w, bh)
            self.panel.add(Button(f"colour_{i}", col, "", lambda i=i: self.cycle(i, "colour"), "chip",
                                  tooltip=t("tip_colour"), colour=th.PLAYER_COLOURS[seat["colour"]]))
            name_w = int(width * (0.3 if width > 700 else 0.18))  # a narrow window: room for the strengths
            f = TextField(f"name_{i}", pygame.Rect(col.right + gap, ry + 4, name_w, bh), seat["name"], max_len=16,
                          placeholder=t("name_placeholder"))
            f.on_change = lambda text, i=i: self._rename(i, text)
            self.panel.add_field(f)
            kx = f.rect.right + gap
            kinds_w = x + width - kx - bh - gap
            near = gap // 2  # the strengths stand close together: each chip's word on one line, larger
            kw = (kinds_w - near * (len(KINDS) - 1)) // len(KINDS)
            kinds = chip_text([t("kind_" + kind) for kind in KINDS], usual, bh)
            for k, kind in enumerate(KINDS):
                self.panel.add(Button(f"kind_{i}_{kind}", pygame.Rect(kx + k * (kw + near), ry + 4, kw, bh),
                                      t("kind_" + kind), lambda i=i, kind=kind: self.set_kind(i, kind),
                                      "selected" if seat["kind"] == kind else "chip", tooltip=t("tip_kind_" + kind),
                                      size=kinds))
            can_remove = len(self.seats) > rules.min_players
            self.panel.add(Button(f"remove_{i}", pygame.Rect(x + width - bh, ry + 4, bh, bh), "×",
                                  lambda i=i: self.remove(i), "chip", enabled=can_remove,
                                  tooltip=t("tip_remove") if can_remove else t("why_no_remove", n=rules.min_players)))
        if len(self.seats) < rules.max_players:
            # below the last seat a full table has, whatever the seats now: a quick second click on
            # Add adds again (or, the table full, finds nothing), never another seat's buttons
            ry = y + (self._most_seats() - 1) * rh
            half = (width - gap) // 2
            # alone in their row, the two take its height but a pixel each side (not a seat's
            # chips' 4): their labels read as large as the screen's other buttons in a small window
            add_h = rh - 2
            adds = chip_text([t("btn_add_human"), t("btn_add_bot")], usual, add_h)
            self.panel.add(Button("add_human", pygame.Rect(x, ry + 1, half, add_h), t("btn_add_human"),
                                  lambda: self.add_clicked("human"), tooltip=t("tip_add_human"), size=adds))
            self.panel.add(Button("add_bot", pygame.Rect(x + half + gap, ry + 1, half, add_h), t("btn_add_bot"),
                                  lambda: self.add_clicked(NEW_BOT), tooltip=t("tip_add_bot"), size=adds))

    # ----- changes --------------------------------------------------------------------------------

    def _relayout(self) -> None:
        focused = self.panel.focused()
        fid = focused.id if focused else None
        self.layout(self.size)
        for f in self.panel.fields:
            f.focused = f.id == fid

    def choose_edition(self, name: str) -> None:
        self.edition_name = name
        self.edition = load_edition(name)
        prepare(self.edition)
        switch_edition(self.app.prefs, name)
        self.app.save_prefs()
        rules = self.edition.rules
        while len(self.seats) > rules.max_players:
            self.seats.pop()
        while len(self.seats) < rules.min_players:
            self.add(NEW_BOT)
        self._relayout()

    def _rename(self, i: int, text: str) -> None:
        self.seats[i]["name"] = text

    def cycle(self, i: int, field: str) -> None:
        count = len(th.SHAPES) if field == "shape" else len(th.PLAYER_COLOURS)
        values = th.SHAPES if field == "shape" else list(range(count))
        used = {s[field] for j, s in enumerate(self.seats) if j != i}
        k = values.index(self.seats[i][field])
        for step in range(1, count + 1):
            candidate = values[(k + step) % count]
            if candidate not in used:
                self.seats[i][field] = candidate
                break
        self._relayout()

    def set_kind(self, i: int, kind: str) -> None:
        seat = self.seats[i]
        was_bot = seat["kind"] != "human"
        seat["kind"] = kind
        if automatic_name(seat["name"]):  # a name someone typed stays whatever the seat becomes
            if kind != "human" and not was_bot:
                seat["name"] = t("bot_name", name=self._free_bot_name())
            elif kind == "human" and was_bot:
                seat["name"] = t("default_player", n=i + 1)
        self._relayout()

    def _free_bot_name(self) -> str:
        """The first bot letter not taken: "Bot A", "Bot B", never a person's name."""
        taken = {s["name"] for s in self.seats}
        letters = bot_letters()
        return next((n for n in letters if t("bot_name", name=n) not in taken), letters[0])

    def add_clicked(self, kind: str) -> None:
        """Add, clicked: the second click of a double-click on it (it stays put) adds no second seat."""
        if self.app.now < getattr(self, "_added_at", -REACTION) + REACTION:
            return
        self._added_at = self.app.now
        self.add(kind)

    def add(self, kind: str) -> None:
        i = len(self.seats)
        name = t("default_player", n=i + 1) if kind == "human" else t("bot_name", name=self._free_bot_name())
        seat = default_seat(i, kind, name)
        used_shapes = {s["shape"] for s in self.seats}
        used_colours = {s["colour"] for s in self.seats}
        seat["shape"] = next(sh for sh in th.SHAPES if sh not in used_shapes)
        seat["colour"] = next(c for c in range(len(th.PLAYER_COLOURS)) if c not in used_colours)
        self.seats.append(seat)
        self._relayout()

    def remove(self, i: int) -> None:
        if len(self.seats) > self.edition.rules.min_players:
            self.seats.pop(i)
            named_in_order(self.seats)
            self._relayout()

    def open_settings(self) -> None:
        self.app.push("settings")

    def open_rules(self) -> None:
        """The chosen edition's rules as a page to read, with the house rules chosen so far (the
        other boards' a click away: no game is on)."""
        self.app.push("help", self.edition, chosen_settings(self.app.prefs), editions=True)

    def start(self) -> None:
        names = [s["name"].strip() for s in self.seats]
        if any(not n for n in names):
            self.error = t("why_no_name")
            return
        if len(set(names)) != len(names):
            self.error = t("why_same_name")
            return
        prefs = self.app.prefs
        prefs["seats"] = self.seats
        prefs["edition"] = self.edition_name
        self.app.save_prefs()
        settings = {k: prefs[k] for k in ("difficulty", "rounds", "starting_money", "dealt_places", "auction",
                                          "chautari_pot", "start_double", "bot_offers",
                                          "bots_agree_end")}
        settings["opening"] = chosen_opening(prefs, self.edition)  # Business GST: the twelve or the throw
        seats = [dict(s, name=s["name"].strip()) for s in self.seats]
        edition, seed, dice = self.edition, self.app.seed, self.app.dice
        self.app.open_board(edition, lambda: Session.start(edition, seats, settings, seed=seed, dice=dice),
                            self._first_save, self._refused)

    def _first_save(self, session: Session) -> None:
        """The new game's first save: its file picked and locked here, on the main thread, and
        written on the saver's worker."""
        session.saver = self.app.saver
        session.save()

    def _refused(self, error: BaseException) -> bool:
        """A table the rules refuse (said on this screen); anything else is not ours to say."""
        if not isinstance(error, IllegalAction | SetupError):
            return False
        self.error = L.refusal(error, self.edition)
        return True

    # ----- input and drawing ---------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return
        super().handle(event)

    def back(self) -> None:
        """Esc leaves a name being typed first, then the scene."""
        if self.panel.focused():
            for f in self.panel.fields:
                f.focused = False
        else:
            self.app.pop()

    def _preview(self) -> pygame.Surface:
        key = f"{self.edition_name}:{self.preview_rect.size}"
        img = self._previews.get(key)
        if img is None:
            img = pygame.transform.smoothscale(load_art(self.edition), self.preview_rect.size)
            self._previews[key] = img
        return img

    def _preview_middle(self) -> pygame.Rect:
        """The open middle of the previewed board, inside its squares, where its name goes."""
        ed, box = self.edition, self.preview_rect
        x, y, w, h = geo.centre_rect([sq.rect for sq in ed.squares], ed.size)
        kx, ky = box.w / ed.size[0], box.h / ed.size[1]
        return pygame.Rect(box.x + round(x * kx), box.y + round(y * ky), round(w * kx), round(h * ky))

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        s = th.scale_of(surf)
        title(surf, t("setup_title"), 30, int(24 * s), x=int(24 * s))
        surf.blit(self._preview(), self.preview_rect)
        self._draw_preview_words(surf)
        small = head_size(surf)
        heads = self._heads(small)
        least = max(fonts.least_size(text) for text, _, _ in heads)
        size = next((n for n in range(small, least, -1)  # one size for all, each whole over its column
                     if all(fonts.width(text, n) <= box.w for text, box, _ in heads)), least)
        for text, box, align in heads:
            fonts.line(surf, text, box, size, (200, 210, 200), align=align, min_size=fonts.least_size(text))
        self._draw_strengths(surf)
        self._draw_tagline(surf)

    def _draw_tagline(self, surf: pygame.Surface) -> None:
        """The chosen board's line (Business GST: India's cities, with GST and bank loans) under
        the boards' names: what a name alone doesn't say."""
        line, box = L.edition_tagline(self.edition), self.tagline_rect
        size = head_size(surf)
        fonts.draw(surf, line, box, size, (200, 210, 200), align="left", valign="top",
                   max_lines=len(fonts.wrap(line, size, box.w)), min_size=fonts.least_size(line))

    def _draw_preview_words(self, surf: pygame.Surface) -> None:
        """In the previewed board's middle, its name as the board's centre has it, and under it
        how long the game will be: editions differ (30 rounds, or to the last player), and the
        board's round line says it again only once the game is on."""
        middle = self._preview_middle()
        middle = middle.inflate(-2 * preview_margin(middle), -8)
        small, big = th.size(15, surf), th.size(26, surf)
        length = self.game_length()
        lines = len(fonts.wrap(length, small, middle.w))  # the length whole at its size, on as many lines as it takes
        under = fonts.block_room(lines, small)
        name_box = middle.inflate(0, -2 * under)  # the name centred as on the board, the length just under it
        if name_box.h < fonts.line_room(big, bold=True):  # a small preview: the name above the length's lines
            name_box = pygame.Rect(middle.x, middle.y, middle.w, middle.h - under - small // 2)
        name = t("setup_name_preview", name=L.edition_titles(self.edition)[0])
        fit = fonts.draw(surf, name, name_box, big, (120, 60, 30), bold=True)
        ink = fonts.line_rects(fit.lines, fit.size, name_box, True, squeeze=fit.squeeze)
        top = (max(r.bottom for r in ink) if ink else name_box.bottom) + small // 2
        fonts.draw(surf, length, pygame.Rect(middle.x, top, middle.w, middle.bottom - top), small,
                   (120, 60, 30), valign="top", max_lines=lines, min_size=fonts.least_size(length))

    def game_length(self) -> str:
        """How long the game started here will be, by the settings it will be started with."""
        rounds = (chosen_settings(self.app.prefs) or Settings()).resolved(self.edition).rounds
        return t("setup_length_last") if rounds == 0 else t("setup_length_rounds", n=rounds)

    def _heads(self, size: int) -> list[tuple[str, pygame.Rect, str]]:
        """Each column's heading over it, reaching at most to the next one, so neighbours stand
        apart; the number of seats set right, over the last buttons."""
        lh = fonts.line_room(size)
        get = self.panel.get
        seats = t("setup_seats", lo=self.edition.rules.min_players, hi=self.edition.rules.max_players)
        remove = get("remove_0").rect
        seats_x = remove.right - fonts.width(seats, size)
        cols = [(get("shape_0").rect, "setup_col_token"), (get("colour_0").rect, "setup_col_colour"),
                (self.panel.fields[0].rect, "setup_col_name"), (get("kind_0_human").rect, "setup_col_plays")]
        cols.sort(key=lambda c: c[0].x)
        ends = [nxt.x for nxt, _key in cols[1:]] + [seats_x]
        heads = [(t(key), pygame.Rect(r.x, r.y - lh - 2, end - HEAD_GAP - r.x, lh), "left")
                 for (r, key), end in zip(cols, ends, strict=True)]
        return [*heads, (seats, pygame.Rect(seats_x, remove.y - lh - 2, remove.right - seats_x, lh), "right")]

    def _draw_strengths(self, surf: pygame.Surface) -> None:
        """A line or two each on what the bot strengths do, all at one size: together, just above
        the buttons, in one place whatever the edition's number of seats."""
        box = self.strengths_rect
        size, rows = self.strengths_fit
        y = box.y
        for k, row_h in zip(BOT_KINDS, rows, strict=True):
            lines = 1 if row_h == _one_line(size) else 2
            fonts.draw(surf, t(f"strength_{k}"), pygame.Rect(box.x, y, box.w, row_h), size, (200, 210, 200),
                       align="left", valign="top" if lines == 2 else "center", max_lines=lines, min_size=size)
            y += row_h

    def draw_over(self, surf: pygame.Surface) -> None:
        for i, seat in enumerate(self.seats):
            b = self.panel.get(f"shape_{i}")
            th.draw_token(surf, seat["shape"], th.PLAYER_COLOURS[seat["colour"]], b.rect.center, b.rect.h * 0.3)
        if self.error:
            size = th.size(16, surf)
            start = self.panel.get("start").rect
            lh = fonts.line_height(size)
            fonts.draw(surf, self.error, pygame.Rect(surf.get_width() // 3, start.y - 2 * lh - 6, start.right - surf.get_width() // 3,
                                                     2 * lh), size, (255, 170, 150), bold=True, align="right", valign="bottom")


def _one_line(size: int) -> int:
    """The row height of a strength's line said on one line."""
    return int(fonts.line_height(size) * 1.2)


def _strength_row(text: str, size: int, width: int) -> int:
    """The row height a strength's line takes at `size` in `width`: one line where it fits
    whole, else two; 0 where two don't hold it either."""
    if _whole(text, size, width, _one_line(size), 1):
        return _one_line(size)
    two = fonts.block_room(2, size)
    return two if _whole(text, size, width, two, 2) else 0


def _whole(text: str, size: int, width: int, height: int, lines: int) -> bool:
    """Whether `text` fits the box at `size` in at most `lines` lines, every word whole and wide."""
    f = fonts.fit(text, size, width, height, lines, min_size=size, condense=False)
    return f.size == size and not f.cut and f.squeeze == 1


def bot_letters() -> str:
    return t("bot_letters")


def named_in_order(seats: list[dict]) -> None:
    """The names the screen gave read in seat order again once a seat goes: "Bot A" and "Bot B",
    "Player 2" in the second seat, where "Bot A" and "Bot C" were left. A name someone typed stays."""
    typed = {s["name"] for s in seats if not automatic_name(s["name"])}
    letters = (n for n in bot_letters() if t("bot_name", name=n) not in typed)
    for i, seat in enumerate(seats):
        if automatic_name(seat["name"]):
            human = seat["kind"] == "human"
            seat["name"] = t("default_player", n=i + 1) if human else t("bot_name", name=next(letters))


def automatic_name(name: str) -> bool:
    """Whether a seat's name is one the setup gave it ("Player 2", "Bot A"), not one typed."""
    return name in {t("default_player", n=n) for n in range(1, 9)} | {t("bot_name", name=c) for c in bot_letters()}


def in_this_language(seat: dict) -> dict:
    """A seat named by the setup in another language ("Bot A" kept from an English game) gets
    the same name in the language chosen now ("बोट क"); a name someone typed stays."""
    return dict(seat, name=i18n.given_name(seat["name"]))


def _valid_seat(s) -> bool:
    return (isinstance(s, dict) and isinstance(s.get("name"), str) and s.get("kind") in KINDS
            and s.get("shape") in th.SHAPES and isinstance(s.get("colour"), int)
            and 0 <= s["colour"] < len(th.PLAYER_COLOURS))


def preview_margin(middle: pygame.Rect) -> int:
    """How far the preview's words stand in from the squares round its middle: a twelfth of
    its width, so a line as wide as the middle doesn't read as touching the squares' ring."""
    return max(4, middle.w // 12)
