"""Load: every saved game, newest first, each saying what it is.

A row shows a small picture of the game's board, its name (or its edition's), the round and
its limit, the players with bots marked and whose turn it is, when it was last played, and
whether it is finished. Each row can be renamed (typed in place) or deleted (after a
question). The list scrolls, by the wheel or the two buttons under it, when there are more
games than fit. It reads only each file's summary, so a folder of hundreds opens quickly.
"""

from __future__ import annotations

import time

import pygame

from byapar.engine import BoardError, load_edition

from .. import fonts, store, widgets
from .. import lang as L
from .. import theme as th
from ..app import shade
from ..board_view import load_art
from ..i18n import given_name, t
from ..widgets import Button, TextField
from .panel_scene import PanelScene, title


class LoadScene(PanelScene):
    keeps_buttons = True
    keeps_over = True
    def __init__(self, app, menu) -> None:
        super().__init__(app)
        self.menu = menu
        self.saves = store.list_saves()
        self.first = 0  # the index of the top row shown
        self.per_page = 1
        self.renaming: store.SaveInfo | None = None
        self.confirming: store.SaveInfo | None = None
        self.message = ""
        self.rows: list[tuple[pygame.Rect, store.SaveInfo, int]] = []  # (rect, save, holder pid)
        self._pictures: dict[tuple[str, int], pygame.Surface | None] = {}
        self._titles: dict[str, str] = {}
        self._lit_key: tuple | None = None  # the row under the mouse, painted lit, and what it showed
        self._lit_row: pygame.Surface | None = None

    def typing(self) -> bool:
        return self.panel.focused() is not None

    # ----- layout ---------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        self.panel.clear()
        self.rows = []
        m, bh, gap = int(24 * s), max(40, int(48 * s)), max(6, int(8 * s))
        self.panel.add(Button("back", pygame.Rect(m, h - bh - m, int(200 * s), bh), t("btn_back"), self.back,
                              tooltip=t("tip_back")))
        if self.confirming is not None:
            self._confirm_buttons(w, h, s, bh)
            return
        top, bottom = int(h * 0.13), h - bh - 2 * m
        rh = max(80, int(100 * s), row_room(size))
        self.per_page = max(1, (bottom - top + gap) // (rh + gap))
        self.first = max(0, min(self.first, len(self.saves) - self.per_page))
        rw = min(w - 2 * m, int(1040 * s))
        side = max(110, int(160 * s))
        x = (w - rw) // 2
        for i, info in enumerate(self.saves[self.first:self.first + self.per_page]):
            n = self.first + i
            row = pygame.Rect(x, top + i * (rh + gap), rw - side - gap, rh)
            self.rows.append((row, info, store.holder(info.path)))
            self._row_buttons(n, info, row, pygame.Rect(row.right + gap, row.y, side, rh), gap)
        self._scroll_buttons(w, h, m, s, bh)

    def _row_buttons(self, n: int, info: store.SaveInfo, row: pygame.Rect, right: pygame.Rect, gap: int) -> None:
        upper = pygame.Rect(right.x, right.y, right.w, (right.h - gap) // 2)
        lower = pygame.Rect(right.x, upper.bottom + gap, right.w, right.h - upper.h - gap)
        if info is self.renaming:
            box = pygame.Rect(row.x + row.h, row.y + (row.h - upper.h) // 2, row.w - row.h - 10, upper.h)
            self.panel.add_field(TextField(f"title_{n}", box, info.title, max_len=store.TITLE_MAX, focused=True,
                                           on_enter=self.finish_rename, placeholder=t("load_name_placeholder")))
            self.panel.add(Button("rename_ok", upper, t("btn_ok"), self.finish_rename, "primary"))
            self.panel.add(Button("rename_cancel", lower, t("btn_cancel"), self.cancel))
            return
        self.panel.add(Button(f"open_{n}", row, "", lambda: self.pick(info), "chip",
                              tooltip=t("tip_open_save")))
        self.panel.add(Button(f"rename_{n}", upper, t("btn_rename"), lambda: self.start_rename(info),
                              enabled=info.readable, tooltip=t("tip_rename")))
        self.panel.add(Button(f"delete_{n}", lower, t("btn_delete"), lambda: self.ask_delete(info), "danger",
                              tooltip=t("tip_delete")))

    def _scroll_buttons(self, w: int, h: int, m: int, s: float, bh: int) -> None:
        if len(self.saves) <= self.per_page:
            return
        bw = int(140 * s)
        self.panel.add(Button("scroll_down", pygame.Rect(w - m - bw, h - bh - m, bw, bh), t("btn_older"),
                              lambda: self.scroll(self.per_page), enabled=self.first + self.per_page < len(self.saves),
                              tooltip=t("tip_scroll_saves")))
        self.panel.add(Button("scroll_up", pygame.Rect(w - m - 2 * bw - 8, h - bh - m, bw, bh), t("btn_newer"),
                              lambda: self.scroll(-self.per_page), enabled=self.first > 0,
                              tooltip=t("tip_scroll_saves")))

    def _confirm_buttons(self, w: int, h: int, s: float, bh: int) -> None:
        bw = int(240 * s)
        y = h // 2 + int(30 * s)
        self.panel.add(Button("confirm_delete", pygame.Rect(w // 2 - bw - 8, y, bw, bh), t("btn_delete_for_good"),
                              self.finish_delete, "danger"))
        self.panel.add(Button("cancel_delete", pygame.Rect(w // 2 + 8, y, bw, bh), t("btn_cancel"), self.cancel,
                              "primary", key=pygame.K_RETURN))

    # ----- what the buttons do -------------------------------------------------------------------------

    def relist(self) -> None:
        self.saves = store.list_saves()
        self.layout(self.app.screen.get_size())

    def pick(self, info: store.SaveInfo) -> None:
        self.app.pop()
        self.menu.open(info.path)

    def scroll(self, rows: int) -> None:
        self.first = max(0, self.first + rows)
        self.layout(self.app.screen.get_size())

    def start_rename(self, info: store.SaveInfo) -> None:
        self.renaming, self.message = info, ""
        self.layout(self.app.screen.get_size())

    def finish_rename(self) -> None:
        field = self.panel.focused() or next(iter(self.panel.fields), None)
        if self.renaming is not None and field is not None:
            self._say(store.rename(self.renaming.path, field.text))
        self.renaming = None
        self.relist()

    def ask_delete(self, info: store.SaveInfo) -> None:
        self.confirming, self.message = info, ""
        self.layout(self.app.screen.get_size())

    def finish_delete(self) -> None:
        if self.confirming is not None:
            self._say(store.delete(self.confirming.path))
        self.confirming = None
        self.relist()

    def cancel(self) -> None:
        self.renaming = self.confirming = None
        self.layout(self.app.screen.get_size())

    def back(self) -> None:
        if self.renaming is not None or self.confirming is not None:
            self.cancel()
            return
        self.menu.layout(self.app.screen.get_size())  # Continue and Load follow what was deleted
        self.app.pop()

    def _say(self, problem: str) -> None:
        self.message = t(f"load_failed_{problem}") if problem else ""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.confirming is None and self.renaming is None:
            self.scroll(-event.y)
            return
        super().handle(event)

    # ----- drawing -------------------------------------------------------------------------------------

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        w, h = surf.get_size()
        title(surf, t("load_title"), 34, int(h * 0.03))
        if not self.saves:
            size = th.size(18, surf)
            fonts.draw(surf, t("load_none"), pygame.Rect(w // 10, h // 3, w * 8 // 10, 2 * fonts.line_height(size)), size,
                       th.LIGHT_TEXT, valign="top")
        elif len(self.saves) > self.per_page:
            last = min(len(self.saves), self.first + self.per_page)
            shown = L.digits(t("load_showing", first=self.first + 1, last=last, n=len(self.saves)))
            back = self.panel.get("scroll_up")
            if back is not None:
                size = th.size(15, surf)
                box = pygame.Rect(back.rect.x - w // 3, back.rect.y, w // 3 - 12, back.rect.h)
                fonts.line(surf, shown, box, size, th.LIGHT_TEXT, align="right", valign="center")

    def draw_over(self, surf: pygame.Surface) -> None:
        for row, info, pid in self.rows:
            if info is not self.renaming:
                self._draw_row(surf, row, info, pid)
            else:
                self._draw_picture(surf, row, info)
        if self.message:
            size = th.size(15, surf)
            back = self.panel.get("back").rect
            fonts.draw(surf, self.message, pygame.Rect(back.right + 20, back.y, surf.get_width() - back.right - 40, back.h),
                       size, (255, 170, 150), align="left")
        if self.confirming is not None:
            self._draw_question(surf)

    def draw_lit(self, surf: pygame.Surface) -> None:
        """The row under the mouse lit, with its words over it: painted once when the mouse comes
        onto it, the other rows left as kept."""
        b = self.panel.hover
        shown = next(((row, info, pid) for row, info, pid in self.rows
                      if b is not None and b.id.startswith("open_") and b.rect == row), None)
        if shown is None or self.confirming is not None:
            self.panel.draw_lit(surf)  # the rows lie clear of the other buttons
            return
        row, info, pid = shown
        key = (b.id, tuple(row), self.app.inputs, surf.get_size())
        if key == self._lit_key and self._lit_row is not None and not fonts.is_recording():
            surf.blit(self._lit_row, row)
            return
        widgets.draw_button(surf, b, hovered=True)  # over the row kept unlit: the same pixels lit
        self._draw_row(surf, row, info, pid)
        self._lit_key, self._lit_row = key, surf.subsurface(row.clip(surf.get_rect())).copy()

    def _draw_row(self, surf: pygame.Surface, row: pygame.Rect, info: store.SaveInfo, pid: int) -> None:
        self._draw_picture(surf, row, info)
        x = row.x + row.h
        width = row.right - x - 10
        big, small = row_sizes(surf)
        colour = th.TEXT if info.readable else th.MUTED
        lines = [(self._heading(info), big, True, colour), (self._state(info), small, False, th.TEXT),
                 (self._players(info), small, False, th.TEXT), (self._when(info, pid), small, False, th.MUTED)]
        y = row.y + 5
        for text, size, bold, col in lines:
            step = line_step(size)
            if not text or y + step > row.bottom:
                continue
            fonts.line(surf, text, pygame.Rect(x, y, width, step), size, col, bold=bold, valign="center")
            y += step

    def _draw_picture(self, surf: pygame.Surface, row: pygame.Rect, info: store.SaveInfo) -> None:
        side = row.h - 10
        img = self._picture(info.summary.get("edition", ""), side)
        box = pygame.Rect(row.x + 5, row.y + 5, side, side)
        if img is None:
            pygame.draw.rect(surf, th.PANEL_DARK, box, border_radius=6)
        else:
            surf.blit(img, box)

    def _picture(self, edition: str, side: int) -> pygame.Surface | None:
        key = (edition, side)
        if key not in self._pictures:
            try:
                self._pictures[key] = pygame.transform.smoothscale(load_art(load_edition(edition)), (side, side))
            except (BoardError, OSError, ValueError, pygame.error):
                self._pictures[key] = None  # a board that is gone: a plain square instead
        return self._pictures[key]

    def _edition_title(self, name: str) -> str:
        if name not in self._titles:
            try:
                self._titles[name] = L.edition_name(load_edition(name))
            except (BoardError, OSError, ValueError):
                self._titles[name] = name
        return self._titles[name]

    def _heading(self, info: store.SaveInfo) -> str:
        if not info.readable:
            return t("load_unreadable", name=info.path.stem)
        edition = self._edition_title(info.summary["edition"])
        return f"{info.title}  ·  {edition}" if info.title else edition

    def _state(self, info: store.SaveInfo) -> str:
        s = info.summary
        if not s:
            return ""
        if s["over"]:
            names = t("and").join(_name(s["players"][w]) for w in s["winners"] if w < len(s["players"]))
            return t("load_finished") + (f"  ·  {t('load_won', names=names)}" if names else "")
        limit = t("round_of", n=s["round"], total=s["rounds"]) if s["rounds"] else t("round_n", n=s["round"])
        turn = s["turn"]
        whose = t("load_turn", name=_name(s["players"][turn])) if turn is not None else ""
        return "  ·  ".join(x for x in (L.digits(limit), whose, t("load_unfinished")) if x)

    def _players(self, info: store.SaveInfo) -> str:
        names = []
        for p in info.summary.get("players", []):
            key = ("load_out" if p.get("out") else "") if p["kind"] == "human" else (
                "load_bot_out" if p.get("out") else "load_bot")
            names.append(t(key, name=_name(p)) if key else _name(p))  # who has left the game says so
        return ", ".join(names)

    def _when(self, info: store.SaveInfo, pid: int) -> str:
        when = t("load_last_played", when=L.digits(time.strftime("%Y-%m-%d %H:%M", time.localtime(info.saved_at))))
        return f"{when}  ·  {t('load_open_elsewhere')}" if pid else when

    def _draw_question(self, surf: pygame.Surface) -> None:
        shade(surf)
        w, h = surf.get_size()
        s = th.scale_of(surf)
        box = pygame.Rect(0, 0, min(w - 40, int(640 * s)), int(200 * s))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surf, th.PANEL, box, border_radius=12)
        info = self.confirming
        name = info.title or (self._edition_title(info.summary["edition"]) if info.readable else info.path.stem)
        size = th.size(18, surf)
        fonts.draw(surf, t("load_confirm_delete", name=name), pygame.Rect(box.x + 20, box.y + 16, box.w - 40, box.h // 2),
                   size, th.TEXT, bold=True, max_lines=3)
        self.panel.draw(surf, lit=False)  # the two answers over the shade (the one under the mouse lit over it)


def _name(player: dict) -> str:
    """A player's name in the list: one the setup gave ("Bot A") in the language chosen now."""
    return given_name(player["name"])


def row_sizes(surf_or_size) -> tuple[int, int]:
    """A saved game's heading size and the size of its three lines below."""
    return th.size(18, surf_or_size), th.size(15, surf_or_size)


def line_step(size: int) -> int:
    return int(fonts.line_height(size) * 0.94)


def row_room(size: tuple[int, int]) -> int:
    """The height a saved game's row needs for its heading and three lines at the text size."""
    big, small = row_sizes(size)
    return 10 + line_step(big) + 3 * line_step(small)
