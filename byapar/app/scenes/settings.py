"""Settings: every row of the edition's rules, then, under a heading of their own, this
laptop's preferences for every game and edition (bot speed, sound, language, hints, text size).

Choices are remembered in the preferences file. During a game the rules are shown
read-only (they are fixed once a game starts); this laptop's preferences still change.
"""

from __future__ import annotations

import pygame

from byapar import locale
from byapar.engine import available_editions, load_edition
from byapar.engine import schema as S
from byapar.engine.settings import (
    BOT_OFFERS,
    DEALT_CHOICES,
    ROUND_CHOICES,
    Settings,
    money_choices,
)

from .. import fonts, i18n, widgets
from .. import lang as L
from .. import theme as th
from ..edition_prefs import (
    RULE_KEYS,
    edition_defaults,
    opening_choices,
    rows_that_apply,
    switch_edition,
)
from ..i18n import t
from ..widgets import Button
from .panel_scene import PanelScene, below_title, title

SPEEDS = ("slow", "normal", "fast", "instant")
# This laptop's preferences, for every game and edition: under their own heading, apart from the rules
LABEL_GAP = 4  # px kept clear above and below a row's label, at most: no more than round its chips
LAPTOP_ROWS = ("bot_speed", "sound", "language", "hints", "text_size")
ROW_LEAST = 32  # px: a row is never shorter where every row has this room
ROW_TIGHT = 30  # px: a game's rows stand this close before one goes (a chip's words still whole at 150% and 800x600)
BOT_ROWS = ("bot_offers", "bots_agree_end")  # rules for every edition, read by the bots


CHIP_PAD = 20  # room beside a chip's words, both sides together
MARK_EDGE = 3  # px between a gold dot and its chip's outside: within its border
MARK_CLEAR = 4  # px between a gold dot and any label's letters: a gap that reads, not a touch


def _rounds_label(n: int) -> str:
    return t("rounds_last") if n == 0 else t("rounds_n", n=n)


MONEY_SLOTS = 3  # after the starting money's presets: an amount no preset holds, down a step, up a step
CHIP_LEAST = 110  # px at the design size: the narrowest an edition's chip beside the title may be
TITLE_GAP = 24  # between the title and the editions' tabs beside it: the title reads apart from them


class SettingsScene(PanelScene):
    def __init__(self, app, read_only=None, next_game: bool = False) -> None:
        super().__init__(app)
        self.read_only = read_only  # the running game's Settings, or None to edit the defaults
        self.next_game = next_game and read_only is None  # opened from the menu while a game is in progress
        self.rows: list[tuple[str, str]] = []  # (label, explanation) per row, for drawing
        self.row_ys: list[int] = []  # each row's top
        self.row_hs: list[int] = []  # and its height: a label on two lines takes a taller row
        self.laptop_y = 0  # the top of the heading over this laptop's preferences
        self.heading_h = 0  # and its height: its line's
        self.standard: set[str] = set()  # ids of the chips holding the edition's standard values
        self._marks: tuple = (None, [])  # the gold dots as last placed, and what they were placed for
        self.tabs_beside = True  # the editions' tabs beside the title, not on a row under it
        self.paged = False  # the rules and this laptop's preferences on a page each, where together they don't fit
        self.page = "rules"  # which of the two pages is shown, where they are two

    def _rules(self) -> dict:
        if self.read_only is None:
            return self.app.prefs
        s = self.read_only
        return {"difficulty": s.difficulty, "rounds": s.rounds, "starting_money": s.starting_money,
                "dealt_places": s.dealt_places, "auction": s.auction, "chautari_pot": s.chautari_pot,
                "start_double": s.start_double, "opening": s.opening, "bot_offers": s.bot_offers,
                "bots_agree_end": s.bots_agree_end}

    def _edition(self):
        """The board these rules are for: the running game's, or the one chosen for the next."""
        game = next((sc.game for sc in self.app.scenes if hasattr(sc, "game")), None)
        if self.read_only is not None and game is not None:
            return game.edition
        try:
            return load_edition(self.app.prefs.get("edition", "byapar"))
        except ValueError:
            return load_edition("byapar")

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = th.scale_of(size)
        self.panel.clear()
        self.rows, self.row_ys, self.row_hs = [], [], []
        rules = self._rules()
        edition = self.edition = self._edition()
        if not rules.get("opening"):  # remembered before the row existed: the book's own way
            rules["opening"] = edition.rules.opening
        specs = [  # a bot's strength is chosen at its seat in the setup, in one place
            ("rounds", [(n, _rounds_label(n)) for n in ROUND_CHOICES]),
            ("starting_money", [(m, self._amount(m)) for m in self._money_range()[0]]),
            ("dealt_places", [(n, t("dealt_none") if n == 0 else L.digits(str(n))) for n in DEALT_CHOICES]),
            ("auction", [(True, t("auction_on")), (False, t("auction_off"))]),  # the book's own words
            ("chautari_pot", [(True, t("on")), (False, t("off"))]),
            ("start_double", [(True, t("on")), (False, t("off"))]),
            ("opening", [(v, t("opening_" + v)) for v in opening_choices(edition)]),
            ("trading", [(trading_when(edition.rules), t("trading_" + trading_when(edition.rules)))]),  # the book's
            ("bot_offers", [(v, t("offers_" + v)) for v in BOT_OFFERS]),
            ("bots_agree_end", [(False, t("end_vote_suits")), (True, t("end_vote_people"))]),
            ("bot_speed", [(v, t("speed_" + v)) for v in SPEEDS]),
            ("sound", [(True, t("on")), (False, t("off"))]),
            ("language", [("en", t("lang_en")), ("ne", t("lang_ne"))]),
            ("hints", [(True, t("on")), (False, t("off"))]),
            ("text_size", [(v, L.digits(f"{v}%")) for v in th.TEXT_SIZES]),
        ]
        applies = rows_that_apply(edition)
        specs = [(name, choices) for name, choices in specs if name not in RULE_KEYS or name in applies]
        standard = {**{name: getattr(Settings(), name) for name in BOT_ROWS}, **edition_defaults(edition.name)}
        self.standard = {f"{name}_{standard[name]}" for name, _ in specs if name in standard}
        bh = max(44, int(52 * s))
        self.top = below_title(size, 30, 14 if self.read_only is not None else 0, least=int(90 * s))
        if self.read_only is None:
            self.top = max(self.top, self._edition_chips(edition, s) + int(8 * s))
        room = h - self.top - bh - int(16 * s) - 8  # the rows stay above the Done button
        # the chips above and below within their row: closer at a larger text size, so a short
        # row's chips keep their labels' size with room between the labels and their edges
        self.chip_gap = max(1, 4 - round(6 * (th.text_scale - 1)))
        self.heading_h = fonts.line_room(th.reading_size(18, size), bold=True)
        fits = (room - self.heading_h) // len(specs)
        # a game's rows, read and not chosen, stand closer than the usual least for every one to
        # show; where the rows have no room at that (the next game's, under the editions' tabs, in
        # a small window), the rules and this laptop's preferences take a page each
        tight = ROW_TIGHT if self.read_only is not None else ROW_LEAST
        self.paged = fits < tight
        if self.paged:
            rules_page = [(name, choices) for name, choices in specs if name not in LAPTOP_ROWS]
            fits = room // len(rules_page)  # the longer page sets the rows' height on both
            specs = rules_page if self.page == "rules" else [spec for spec in specs if spec[0] in LAPTOP_ROWS]
            spec_count = len(rules_page)
            self._page_button(size, bh)
        else:
            spec_count = len(specs)
        least = max(tight, min(ROW_LEAST, fits))
        usual = int((h - self.top - 70 * s) / (spec_count + 2))
        self.row_h = max(least, min(max(usual, self._chip_room(size) + 2 * self.chip_gap), fits))
        if self.row_h < ROW_LEAST:  # rows closer than usual: the gap between their chips gives, not the chips
            self.chip_gap = max(0, self.chip_gap - (ROW_LEAST - self.row_h + 1) // 2)
        if self.row_h < self._chip_room(size):  # short of room even for a chip alone: the words take it all
            self.chip_gap = 0
        if self.paged:  # the rows of a page roomier than one row's least: the gap between them takes the room,
            # as a taller chip keeps more of its width clear of its words (the starting money's narrow chips)
            self.chip_gap = max(self.chip_gap, (self.row_h - ROW_LEAST) // 2)
        self.label_w = int(w * 0.36)
        x0 = int(w * 0.06) + self.label_w
        avail = int(w * 0.9) - self.label_w
        first_laptop = next((r for r, (name, _) in enumerate(specs) if name in LAPTOP_ROWS), len(specs))
        heights = self._row_heights([self._row_label(name, edition) for name, _ in specs], room, size)
        # this laptop's rows stand at the foot of the room, whatever the rules above them take:
        # a change of text size there keeps the row just clicked under the mouse
        self.laptop_y = self.top + room - sum(heights[first_laptop:]) - self.heading_h
        for r, (name, choices) in enumerate(specs):
            y = (self.top + sum(heights[:r]) if r < first_laptop
                 else self.laptop_y + self.heading_h + sum(heights[first_laptop:r]))
            self.row_ys.append(y)
            self.row_hs.append(heights[r])
            y += (heights[r] - self.row_h) // 2  # the chips in the middle of a taller row
            self.rows.append((self._row_label(name, edition), t(("tip_set_" + name) if name in ("language", "hints")
                                                  else "set_" + name + "_help")))
            fixed = (self.read_only is not None and name not in LAPTOP_ROWS) or name == "trading"
            if self.next_game and name in RULE_KEYS + BOT_ROWS:  # not the game in progress's
                self.rows[-1] = (self.rows[-1][0], t("settings_next_note", help=self.rows[-1][1]))
            current = choices[0][0] if name == "trading" else rules.get(name) if name in rules else self.app.prefs[name]
            extra = MONEY_SLOTS if name == "starting_money" else int(name == "hints")
            row, x, bw = self._choices(name, choices, current, fixed, (x0, y, avail, extra), {})
            marked = next((b for b in row if b.id in self.standard), None)
            if marked is not None and dot_place(marked, mark_radius(size), mark_ink(row)) is None:
                for b in row:  # no room beside its words for its gold dot: the row again, keeping it
                    self.panel.buttons.remove(b)
                row, x, bw = self._choices(name, choices, current, fixed, (x0, y, avail, extra),
                                           {marked.id: mark_room(size)})
            if name == "hints":
                self._hints_again(pygame.Rect(x, y + self.chip_gap, bw, self.row_h - 2 * self.chip_gap))
            elif extra:
                self._money_steps(x, y + self.chip_gap, bw, current, fixed)
        self.panel.add(Button("done", pygame.Rect(w - int(240 * s), h - bh - int(16 * s), int(200 * s), bh),
                              t("btn_done"), self.app.pop, "primary", tooltip=t("tip_done"), key=pygame.K_RETURN))

    def _choices(self, name: str, choices: list, current, fixed: bool, place: tuple[int, int, int, int],
                 kept: dict[str, int]) -> tuple[list[Button], int, int]:
        """A row's chips from `place` (its left, top, width and the slots kept after the choices),
        each chip keeping the room `kept` gives it (by its id) right of its words; the chips, where
        the slots after them begin, and a slot's width."""
        x0, y, avail, extra = place
        bw = (avail - 6 * (len(choices) + extra - 1) - sum(kept.values())) // (len(choices) + extra)
        row, x = [], x0
        for value, label in choices:
            chip_id = f"{name}_{value}"
            rect = pygame.Rect(x, y + self.chip_gap, bw + kept.get(chip_id, 0), self.row_h - 2 * self.chip_gap)
            x = rect.right + 6
            row.append(self.panel.add(Button(chip_id, rect, label, lambda n=name, v=value: self.set(n, v),
                                             "selected" if current == value else "chip",
                                             enabled=not fixed or current == value, size=chip_size(self.size),
                                             tooltip=t("tip_fixed") if fixed else self.rows[-1][1])))
            row[-1].mark_room = kept.get(chip_id, 0)
        if not extra:
            spread_by_words(row, x0, avail, kept)
        return row, x, bw

    def _row_heights(self, labels: list[str], room: int, size: tuple[int, int]) -> list[int]:
        """Each row's height: a label on two lines at the labels' size takes a row as tall as its
        lines and a gap above and below, so it never crowds the rows beside it; where the rows
        would then reach the Done button, every row keeps the usual height (the labels set smaller)."""
        label_size = row_label_size(size)
        two = fonts.block_room(2, label_size, bold=True) + 2 * LABEL_GAP
        heights = [two if len(fonts.fit(label, label_size, self.label_w - 12, 10_000, 2, label_size,
                                        bold=True).lines) > 1 else self.row_h for label in labels]
        heights = [max(self.row_h, h) for h in heights]
        return heights if sum(heights) + self.heading_h <= room else [self.row_h] * len(labels)

    def label_gap(self) -> int:
        """The room kept above and below a row's label: LABEL_GAP, or where the chips stand closer
        to fit a larger text size, as close as they stand (a pixel at the least), so the names of
        the rows grow with the text size as far as the chips do."""
        return min(LABEL_GAP, max(1, self.chip_gap))

    def _hints_again(self, rect: pygame.Rect) -> None:
        """Beside the hints' switch: the tips read in earlier games come back from the next one."""
        self.panel.add(Button("hints_again", rect, t("btn_hints_again"), self._forget_hints, "chip", size=chip_size(self.size),
                              enabled=bool(self.app.prefs["hints_seen"]), tooltip=t("tip_hints_again")))

    def _forget_hints(self) -> None:
        self.app.prefs["hints_seen"] = []
        self.app.save_prefs()
        self.layout(self.size)

    def _page_button(self, size: tuple[int, int], bh: int) -> None:
        """Left of Done: the other page, named by what it holds."""
        w, h = size
        s = th.scale_of(size)
        other = "laptop" if self.page == "rules" else "rules"
        rect = pygame.Rect(w - int(480 * s), h - bh - int(16 * s), int(220 * s), bh)
        self.panel.add(Button("settings_page", rect, t("settings_page_" + other), lambda: self.turn_to(other),
                              tooltip=t("tip_settings_page_" + other)))

    def turn_to(self, page: str) -> None:
        """Show the rules' page or this laptop's."""
        self.page = page
        self.layout(self.size)

    @staticmethod
    def _chip_room(size: tuple[int, int]) -> int:
        """The height a chip takes to hold its label whole at the text size, in either script."""
        return fonts.line_room(round(chip_size(size) * th.text_scale), bold=True) + 2 * widgets.LABEL_CLEAR

    @staticmethod
    def _row_label(name: str, edition) -> str:
        """A row's label; the pot's names the edition's own free corner (Chautari, Free Parking)."""
        if name == "starting_money":
            rules = edition.rules
            return t("set_starting_money_in", currency=(rules.currency_ne if L.current() == "ne" else "")
                     or rules.currency)
        if name == "chautari_pot":
            free = next((sq for sq in edition.squares if sq.kind == S.FREE), None)
            return t("set_chautari_pot", square=L.square_name(free) if free else "")
        if name == "start_double":  # the edition's own name for its start (Go on Classic's board)
            start = next(sq for sq in edition.squares if sq.kind == S.START)
            return t("set_start_double", square=L.square_name(start))
        return t("set_" + name)

    def _money_range(self) -> tuple[tuple[int, ...], int, int, int]:
        """Presets and steps from the shown edition's own money (a Classic game's rules: $1,500)."""
        return money_choices(self.edition.rules.starting_money)

    def _edition_chips(self, edition, s: float) -> int:
        """The editions beside the title, or on a row of their own under it where beside it a
        label would shrink below its size: the settings shown are the chosen one's; a click
        switches. Returns the tabs' bottom."""
        w = self.size[0]
        names = available_editions()
        editions = [load_edition(name) for name in names]
        size = th.size(30, self.size)
        # the longest title in any language: the tabs stay put on a switch of edition or language
        widest = max(fonts.width(i18n.text_in(lg, self._title_key(), edition=_name_in(ed, lg)), size, bold=True)
                     for ed in editions for lg in i18n.languages())
        whole = int(w * 0.06) + widest + TITLE_GAP
        x0 = max(int(w * 0.40), min(whole, int(w * 0.96) - len(names) * int(CHIP_LEAST * s)))  # the title whole
        bh = max(36, int(44 * s))
        tabs = self._edition_row(edition, editions, x0, int(20 * s), bh)
        self.tabs_beside = all(widgets.natural_size(_relabelled(b, _name_in(ed, lg))) >= b.font_size()
                               for b, ed in zip(tabs, editions, strict=True) for lg in i18n.languages())
        if self.tabs_beside:
            return tabs[0].rect.bottom
        for b in tabs:
            self.panel.buttons.remove(b)
        under = below_title(self.size, 30)  # under the title, clear of it
        return self._edition_row(edition, editions, int(w * 0.06), under, bh)[0].rect.bottom

    def _edition_row(self, edition, editions: list, x0: int, y: int, bh: int) -> list[Button]:
        """The editions' tabs in a row from `x0` to the window's right margin, at height `y`."""
        w = self.size[0]
        bw = (int(w * 0.96) - x0 - 6 * (len(editions) - 1)) // len(editions)
        return [self.panel.add(Button(f"edition_{ed.name}", pygame.Rect(x0 + i * (bw + 6), y, bw, bh),
                                      L.edition_name(ed), lambda n=ed.name: self.choose_edition(n),
                                      "selected" if ed.name == edition.name else "chip", tooltip=t("tip_set_edition")))
                for i, ed in enumerate(editions)]

    def _title_key(self) -> str:
        if self.next_game:
            return "settings_title_next"
        return "settings_title_game" if self.read_only is not None else "settings_title"

    def _title(self, edition=None) -> str:
        """The title for the edition shown, or for `edition`."""
        return t(self._title_key(), edition=L.edition_name(edition or self.edition))

    def choose_edition(self, name: str) -> None:
        switch_edition(self.app.prefs, name)
        self.app.save_prefs()
        self.layout(self.size)

    def _money_steps(self, x: int, y: int, bw: int, current: int, fixed: bool) -> None:
        """After the presets, the amount now where no preset shows it (the amount once a row),
        then down a step and up a step: each in its own place whatever the amount, so nothing
        moves under the mouse as a step is clicked, and the steps stand apart from the amounts."""
        presets, low, high, step = self._money_range()
        h = self.row_h - 2 * self.chip_gap
        if current not in presets:
            self.panel.add(Button("money_now", pygame.Rect(x, y, bw, h), self._amount(current), None,
                                  "chip" if fixed else "selected", size=chip_size(self.size),
                                  tooltip=t("tip_money_step", amount=self._money(current))))
        for i, (label, delta) in enumerate(((f"-{self._amount(step)}", -step), (f"+{self._amount(step)}", step)), 1):
            value = min(high, max(low, current + delta))
            self.panel.add(Button(f"money_{'down' if delta < 0 else 'up'}", pygame.Rect(x + i * (bw + 6), y, bw, h),
                                  label, lambda v=value: self.set("starting_money", v), "chip", size=chip_size(self.size),
                                  enabled=not fixed and value != current,
                                  tooltip=t("tip_money_step", amount=self._money(current))))

    def _money(self, n: int) -> str:
        return L.money(n, self.edition)

    def _amount(self, n: int) -> str:
        """An amount on a chip, its currency said once in the row's label: with it, six chips
        in a row at 800x600 have no room for their words at a readable size."""
        return locale.number(n, L.current(), self.edition.rules.money_grouping)

    def set(self, name: str, value) -> None:
        self.page = "laptop" if name in LAPTOP_ROWS else "rules"  # where two pages, the row's stays shown
        self.app.prefs[name] = value
        self.app.save_prefs()
        if name == "language":
            from .. import lang

            lang.use(value)
        if name == "text_size":
            th.set_text_size(value)
        for scene in self.app.scenes:
            if hasattr(scene, "set_speed"):
                scene.set_speed()
        self.layout(self.size)

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        w, _h = surf.get_size()
        s = th.scale_of(surf)
        chips = [b.rect.x for b in self.panel.buttons if b.id.startswith("edition_") and self.tabs_beside]
        head = title(surf, self._title(), 30, int(24 * s), x=int(w * 0.06),
                     right=min(chips) - TITLE_GAP if chips else None)
        size = row_label_size(surf)
        if self.shows("laptop"):
            heading = pygame.Rect(int(w * 0.06), self.laptop_y, int(w * 0.9), self.heading_h)
            fonts.line(surf, t("settings_laptop"), heading, th.reading_size(18, surf), th.HIGHLIGHT, bold=True,
                       valign="center")
        gap = self.label_gap()
        boxes = [(label, pygame.Rect(int(w * 0.06), y + gap, self.label_w - 12, row_h - 2 * gap))
                 for (label, _help), y, row_h in zip(self.rows, self.row_ys, self.row_hs, strict=True)]
        # one size down the column: the largest at which every label fits its row
        size = min((fonts.fit(label, size, box.w, box.h, 2, bold=True).size for label, box in boxes), default=size)
        for label, box in boxes:
            fonts.draw(surf, label, box, size, th.LIGHT_TEXT, bold=True, align="left", min_size=size)
        if self.read_only is not None:
            small = th.reading_size(14, surf)
            fonts.line(surf, t("settings_fixed_note"), pygame.Rect(head.x, head.bottom + 2, head.w, fonts.line_height(small)),
                       small, (200, 210, 200))
        if self.shows("rules"):  # the gold dots are on the rules' chips
            self._standard_note(surf)

    def shows(self, page: str) -> bool:
        """Whether the rows of `page` ("rules" or "laptop") are shown: on one page, both are."""
        return not self.paged or self.page == page

    def _standard_note(self, surf: pygame.Surface) -> None:
        """Beside the buttons at the foot: what a gold dot on a chip says."""
        w = surf.get_width()
        right = self.panel.get("settings_page") or self.panel.get("done")
        size = th.reading_size(14, surf)
        left = int(w * 0.06) + int(size * 1.2)
        fonts.draw(surf, t("settings_standard_note", edition=L.edition_name(self.edition)),
                   pygame.Rect(left, right.rect.y, right.rect.x - left - 12, right.rect.h), size, (200, 210, 200),
                   align="left")
        _standard_mark(surf, (int(w * 0.06) + size // 2, right.rect.centery), size // 3)

    def draw_over(self, surf: pygame.Surface) -> None:
        """A gold dot on each chip holding the edition's standard value."""
        for centre, r in self.standard_marks(surf):
            _standard_mark(surf, centre, r)

    def standard_marks(self, surf: pygame.Surface) -> list[tuple[tuple[int, int], int]]:
        """Where the gold dots go: (centre, radius) on each standard chip, inside it, so it reads
        as that chip's and sits on no other chip, clear of every label (`dot_centre`)."""
        r = mark_radius(surf)
        key = (r, th.text_scale, L.current(), tuple((b.label, tuple(b.rect), b.row_size) for b in self.panel.buttons))
        if self._marks[0] != key:  # the labels' ink measured again only when a chip changed
            ink = mark_ink(self.panel.buttons)
            self._marks = key, [(dot_centre(b, r, ink), r) for b in self.panel.buttons if b.id in self.standard]
        return self._marks[1]


def trading_when(rules) -> str:
    """When this edition lets a player offer a trade (`engine.trades.can_offer`), as the
    trading row's chip names it: any_time, before, turn (after the move too), and _raising."""
    if rules.trade_any_time:
        return "any_time"
    when = "turn" if rules.trade_after_throw else "before"
    return when + "_raising" if rules.trade_while_raising else when


def dot_centre(b: Button, r: int, ink: list[pygame.Rect]) -> tuple[int, int]:
    """Where the gold dot of radius `r` goes on chip `b` (`dot_place`); where no spot is clear
    of the letters `ink`, at the right end of its middle (the layout leaves room: `mark_room`)."""
    return dot_place(b, r, ink) or (b.rect.right - MARK_EDGE - r - 1, b.rect.centery)


def dot_place(b: Button, r: int, ink: list[pygame.Rect]) -> tuple[int, int] | None:
    """A spot for a gold dot of radius `r` on chip `b`, within its edge, so it reads as that
    chip's and sits on no other: in its top right corner, else beside its label on the right, at
    the label's height, as near the right edge as stands clear of the labels' letters `ink`;
    None where none does."""
    inside = b.rect.inflate(-2 * MARK_EDGE, -2 * MARK_EDGE)
    right = inside.right - r - 1
    places = [(right, inside.top + r)] + [(x, b.rect.centery) for x in range(right, inside.left + r, -1)]
    return next((p for p in places if pygame.Rect(p[0] - r, p[1] - r, 2 * r + 1, 2 * r + 1).collidelist(ink) == -1),
                None)


def mark_ink(chips: list[Button]) -> list[pygame.Rect]:
    """The chips' labels' letters, with the room a gold dot keeps from them."""
    return [box.inflate(2 * MARK_CLEAR, 2 * MARK_CLEAR) for b in chips for box in widgets.label_ink(b)]


def mark_radius(surf_or_size) -> int:
    """The gold dot's radius: a little larger with the window and the text size, as the chips."""
    return max(4, th.size(14, surf_or_size) // 3)


def mark_room(surf_or_size) -> int:
    """The width a chip keeps right of its words for a gold dot (its words stand in the middle
    of the rest)."""
    return 2 * mark_radius(surf_or_size) + 2 + MARK_CLEAR + MARK_EDGE


def chip_size(surf_or_size) -> int:
    """A choice's label at the usual text size (its button grows it by the setting): the size
    its row's name is read at, so the choices read as large as the names beside them."""
    return th.reading_size(16, surf_or_size, grown=1.0)


def row_label_size(surf_or_size) -> int:
    """What each row of settings is: words read beside its choices, so at the reading size."""
    return th.reading_size(16, surf_or_size)


def spread_by_words(row: list[Button], x0: int, avail: int, kept: dict[str, int], gap: int = 6) -> None:
    """A row of choices as wide as their words need, where equal widths would shrink the longest
    label: the shorter give it room, so every label keeps the row's size ("15 rounds" beside
    "Last player" in Nepali at 150%). A chip keeps the room `kept` gives it (by its id) beyond
    its words whatever they take (its gold dot's)."""
    size = row[0].font_size()
    need = [fonts.width(b.label, size, bold=True) + CHIP_PAD for b in row]
    if all(n + kept.get(b.id, 0) <= b.rect.w for n, b in zip(need, row, strict=True)):
        return
    room = avail - gap * (len(row) - 1) - sum(kept.values())
    total = sum(need)
    widths = [room * n // total for n in need] if total > room else [n + (room - total) // len(row) for n in need]
    x = x0
    for b, w in zip(row, widths, strict=True):
        b.rect.x, b.rect.w = x, w + kept.get(b.id, 0)
        x += b.rect.w + gap


def _standard_mark(surf: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surf, th.HIGHLIGHT, centre, r)
    pygame.draw.circle(surf, (60, 44, 20), centre, r, 1)


def _name_in(edition, language: str) -> str:
    """An edition's name in `language`, whichever is chosen (as `lang.edition_name` gives it)."""
    return (edition.rules.name_ne or edition.title) if language == "ne" else edition.title


def _relabelled(b: Button, label: str) -> Button:
    """A copy of `b` with another label, to measure it (the same box and size)."""
    return Button(b.id, b.rect, label, b.on_click, b.style, size=b.size, wraps=b.wraps)
